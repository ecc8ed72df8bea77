// cute/compat/barrier.hpp (porting aid for CUTLASS's cutlass/arch/barrier.h): the SM90 mbarrier
// wrappers under CUTLASS's names, on the library's cute/arch/mbarrier.hpp:
// cutlass::arch::ClusterBarrier (arrival count, phase wait) and ClusterTransactionBarrier (an arrival
// that also expects TMA bytes), each as static functions on a uint64_t in shared memory and as an
// object of that size; fence_barrier_init and fence_view_async_shared; NamedBarrier (bar.sync /
// bar.arrive on a hardware barrier id, CUTLASS's numbering: a user's id 0 is hardware barrier 8).
#pragma once
#include <cute/compat/standard_headers.hpp>  // CUTLASS's header brings them (its numeric types)
#include <cute/compat/cutlass.hpp>
#include <cute/arch/cluster.hpp>
#include <cute/arch/mbarrier.hpp>
#include <cute/numeric/check.hpp>

#include <cstdint>

namespace cutlass::arch {

using cute::fence_barrier_init;
using cute::fence_view_async_shared;

class ClusterBarrier {
 public:
  using ValueType = std::uint64_t;

  // On a barrier word in shared memory (CUTLASS passes it as a pointer to const).
  CUTE_HOST_DEVICE static void init(ValueType const* bar, std::uint32_t arrive_count) {
    cute::mbarrier_init(word(bar), arrive_count);
  }
  CUTE_HOST_DEVICE static void wait(ValueType const* bar, std::uint32_t phase) { cute::mbarrier_wait(word(bar), phase); }
  CUTE_HOST_DEVICE static bool try_wait(ValueType const* bar, std::uint32_t phase) {
    return cute::mbarrier_try_wait(word(bar), phase);
  }
  /// try_wait where `pred` holds; true (done) where it does not.
  CUTE_HOST_DEVICE static bool test_wait(ValueType const* bar, std::uint32_t phase, std::uint32_t pred) {
    return pred == 0 || cute::mbarrier_try_wait(word(bar), phase);
  }
  CUTE_HOST_DEVICE static void arrive(ValueType const* bar) { cute::mbarrier_arrive(word(bar)); }
  /// An arrival on the barrier at the same offset in block `cta_id` of the cluster, where `pred` holds.
  CUTE_HOST_DEVICE static void arrive(ValueType const* bar, std::uint32_t cta_id, std::uint32_t pred) {
    if (pred != 0) {
      cute::mbarrier_arrive_cluster(word(bar), cta_id);
    }
  }
  CUTE_HOST_DEVICE static void invalidate(ValueType const* bar) { cute::mbarrier_invalidate(word(bar)); }

  // The same on this object's own word.
  CUTE_HOST_DEVICE void init(std::uint32_t arrive_count) const { init(&barrier_, arrive_count); }
  CUTE_HOST_DEVICE void wait(std::uint32_t phase) const { wait(&barrier_, phase); }
  CUTE_HOST_DEVICE bool try_wait(std::uint32_t phase) const { return try_wait(&barrier_, phase); }
  CUTE_HOST_DEVICE bool test_wait(std::uint32_t phase, std::uint32_t pred = 1) const {
    return test_wait(&barrier_, phase, pred);
  }
  CUTE_HOST_DEVICE void arrive() const { arrive(&barrier_); }
  CUTE_HOST_DEVICE void arrive(std::uint32_t cta_id, std::uint32_t pred = 1) const { arrive(&barrier_, cta_id, pred); }
  CUTE_HOST_DEVICE void invalidate() const { invalidate(&barrier_); }

 protected:
  CUTE_HOST_DEVICE static ValueType& word(ValueType const* bar) { return *const_cast<ValueType*>(bar); }

  ValueType barrier_;
};

class ClusterTransactionBarrier : public ClusterBarrier {
 public:
  /// One arrival that also raises the bytes this phase waits for (the thread that issues the TMA).
  CUTE_HOST_DEVICE static void arrive_and_expect_tx(ValueType const* bar, std::uint32_t transaction_bytes) {
    cute::mbarrier_arrive_expect_tx(word(bar), transaction_bytes);
  }
  /// Raises the bytes this phase waits for, without an arrival.
  CUTE_HOST_DEVICE static void expect_transaction(ValueType const* bar, std::uint32_t transaction_bytes) {
    cute::mbarrier_expect_tx(word(bar), transaction_bytes);
  }

  CUTE_HOST_DEVICE void arrive_and_expect_tx(std::uint32_t transaction_bytes) const {
    arrive_and_expect_tx(&barrier_, transaction_bytes);
  }
  CUTE_HOST_DEVICE void expect_transaction(std::uint32_t transaction_bytes) const {
    expect_transaction(&barrier_, transaction_bytes);
  }
};

/// The hardware barriers CUTLASS keeps for its own kernels; a user's barrier id counts from the last.
enum class ReservedNamedBarriers {
  EpilogueBarrier = 1,
  TransposeBarrier = 2,
  TransformBarrier = 3,
  StreamkBarrier0 = 4,
  StreamkBarrier1 = 5,
  TmemAllocBarrier = 6,
  Sm120MainloopBarrier = 7,
  FirstUserBarrier = 8
};

/// bar.sync / bar.arrive on one of the 16 hardware barriers for `num_threads` threads (a multiple
/// of 32). An id given as an integer is a user's, offset past CUTLASS's reserved barriers (user id
/// 0 is hardware barrier 8); a ReservedNamedBarriers value is used as it is.
class NamedBarrier {
 public:
  static constexpr std::uint32_t ReservedNamedBarrierCount = std::uint32_t(ReservedNamedBarriers::FirstUserBarrier);
  static constexpr std::uint32_t HardwareMaxNumNamedBarriers = 16;

  CUTE_HOST_DEVICE NamedBarrier(std::uint32_t num_threads, ReservedNamedBarriers reserved)
      : num_threads_(num_threads), id_(std::uint32_t(reserved)) {}
  CUTE_HOST_DEVICE NamedBarrier(std::uint32_t num_threads, std::uint32_t id = 0)
      : num_threads_(num_threads), id_(user_id(id)) {}

  CUTE_HOST_DEVICE void arrive_and_wait() const { bar_sync(num_threads_, id_); }
  CUTE_HOST_DEVICE void arrive_and_wait_unaligned() const { barrier_sync(num_threads_, id_); }
  CUTE_HOST_DEVICE void sync() const { bar_sync(num_threads_, id_); }
  CUTE_HOST_DEVICE void arrive() const { bar_arrive(num_threads_, id_); }
  CUTE_HOST_DEVICE void arrive_unaligned() const { barrier_arrive(num_threads_, id_); }

  CUTE_HOST_DEVICE static void arrive_and_wait(std::uint32_t num_threads, std::uint32_t id) { bar_sync(num_threads, user_id(id)); }
  CUTE_HOST_DEVICE static void arrive_and_wait(std::uint32_t num_threads, ReservedNamedBarriers id) {
    bar_sync(num_threads, std::uint32_t(id));
  }
  CUTE_HOST_DEVICE static void sync(std::uint32_t num_threads, std::uint32_t id) { bar_sync(num_threads, user_id(id)); }
  CUTE_HOST_DEVICE static void sync(std::uint32_t num_threads, ReservedNamedBarriers id) { bar_sync(num_threads, std::uint32_t(id)); }
  CUTE_HOST_DEVICE static void arrive(std::uint32_t num_threads, std::uint32_t id) { bar_arrive(num_threads, user_id(id)); }
  CUTE_HOST_DEVICE static void arrive(std::uint32_t num_threads, ReservedNamedBarriers id) {
    bar_arrive(num_threads, std::uint32_t(id));
  }

 private:
  CUTE_HOST_DEVICE static std::uint32_t user_id(std::uint32_t id) {
    CUTE_CHECK(id + ReservedNamedBarrierCount < HardwareMaxNumNamedBarriers, "NamedBarrier: a user's barrier id is 0..7, got ", int(id));
    return id + ReservedNamedBarrierCount;
  }
  // bar.* requires the whole warp to take part (aligned); barrier.* lets its threads arrive apart.
  CUTE_HOST_DEVICE static void bar_sync(std::uint32_t threads, std::uint32_t id) {
#if defined(__CUDA_ARCH__)
    asm volatile("bar.sync %0, %1;" : : "r"(id), "r"(threads) : "memory");
#else
    (void)threads, (void)id;
#endif
  }
  CUTE_HOST_DEVICE static void barrier_sync(std::uint32_t threads, std::uint32_t id) {
#if defined(__CUDA_ARCH__)
    asm volatile("barrier.sync %0, %1;" : : "r"(id), "r"(threads) : "memory");
#else
    (void)threads, (void)id;
#endif
  }
  CUTE_HOST_DEVICE static void bar_arrive(std::uint32_t threads, std::uint32_t id) {
#if defined(__CUDA_ARCH__)
    asm volatile("bar.arrive %0, %1;" : : "r"(id), "r"(threads) : "memory");
#else
    (void)threads, (void)id;
#endif
  }
  CUTE_HOST_DEVICE static void barrier_arrive(std::uint32_t threads, std::uint32_t id) {
#if defined(__CUDA_ARCH__)
    asm volatile("barrier.arrive %0, %1;" : : "r"(id), "r"(threads) : "memory");
#else
    (void)threads, (void)id;
#endif
  }

  std::uint32_t num_threads_;
  std::uint32_t id_;
};

// CUTLASS's helpers that initialize a stage array of barriers (pipelines' full and empty
// barriers): Barrier is a barrier type (ClusterBarrier, ClusterTransactionBarrier) and the array
// holds such objects or their uint64_t words. The plain forms run in the one calling thread; the
// _aligned forms are called by a whole warp, and one thread of it initializes (elect.sync, SM90).
namespace detail {
template <class Barrier, std::uint32_t Stages, class Ptr>
CUTE_HOST_DEVICE void initialize_barrier_stages(Ptr ptr, int arrive_count) {
  for (std::uint32_t i = 0; i < Stages; ++i) {
    if constexpr (std::is_same_v<Ptr, std::uint64_t*>) {
      Barrier::init(&ptr[i], static_cast<std::uint32_t>(arrive_count));
    } else {
      ptr[i].init(static_cast<std::uint32_t>(arrive_count));
    }
  }
}
template <class Barrier, std::uint32_t Stages, class Ptr>
CUTE_HOST_DEVICE void initialize_barrier_array(Ptr ptr, int arrive_count) {
  initialize_barrier_stages<Barrier, Stages>(ptr, arrive_count);
}
template <class Full, class Empty, std::uint32_t Stages, class FullPtr, class EmptyPtr>
CUTE_HOST_DEVICE void initialize_barrier_array_pair(FullPtr full, EmptyPtr empty, int full_count, int empty_count) {
  initialize_barrier_stages<Full, Stages>(full, full_count);
  initialize_barrier_stages<Empty, Stages>(empty, empty_count);
}
template <class Barrier, std::uint32_t Stages, class Ptr>
CUTE_HOST_DEVICE void initialize_barrier_array_aligned(Ptr ptr, int arrive_count) {
  if (cute::elect_one_sync()) initialize_barrier_stages<Barrier, Stages>(ptr, arrive_count);
}
template <class Full, class Empty, std::uint32_t Stages, class FullPtr, class EmptyPtr>
CUTE_HOST_DEVICE void initialize_barrier_array_pair_aligned(FullPtr full, EmptyPtr empty, int full_count, int empty_count) {
  if (cute::elect_one_sync()) initialize_barrier_array_pair<Full, Empty, Stages>(full, empty, full_count, empty_count);
}
}  // namespace detail

}  // namespace cutlass::arch

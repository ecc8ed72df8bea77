// cute/arch/mbarrier.hpp: the SM90 shared-memory barrier (mbarrier, a 64-bit word in shared memory)
// that asynchronous copies complete on: initialization with an arrival count, arrivals (local, on a
// block of the cluster, with an expected transaction byte count), the phase wait (try_wait.parity in
// a loop) and invalidation. The TMA loads of cute/arch/copy_sm90_tma.hpp signal one of these with the
// bytes they wrote; a phase completes when every expected arrival has happened and every expected
// byte has landed. CuTe's names initialize_barrier / set_barrier_transaction_bytes / wait_barrier /
// arrive_barrier are provided too.
#pragma once
#include <cute/arch/cluster.hpp>

namespace cute {

/// mbarrier.init: the barrier expects `arrivals` arrivals per phase; the phase starts at 0.
/// One thread initializes; then fence_barrier_init() (cluster use) or __syncthreads().
CUTE_EXPORT CUTE_HOST_DEVICE inline void mbarrier_init(std::uint64_t& bar, std::uint32_t arrivals) {
#if defined(CUTE_ARCH_SM90_ENABLED)
  asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;\n" : : "r"(detail::smem_address(&bar)), "r"(arrivals) : "memory");
#else
  (void)bar, (void)arrivals;
  detail::unsupported_instruction("mbarrier_init (mbarrier, SM90)");
#endif
}

/// mbarrier.inval: the word may be reused as ordinary shared memory afterwards.
CUTE_EXPORT CUTE_HOST_DEVICE inline void mbarrier_invalidate(std::uint64_t& bar) {
#if defined(CUTE_ARCH_SM90_ENABLED)
  asm volatile("mbarrier.inval.shared::cta.b64 [%0];\n" : : "r"(detail::smem_address(&bar)) : "memory");
#else
  (void)bar;
  detail::unsupported_instruction("mbarrier_invalidate (mbarrier, SM90)");
#endif
}

/// One arrival on a barrier of this block (release, CTA scope). Each operation below also takes the
/// barrier's shared-state-space address (cast_smem_ptr_to_uint) in place of the barrier: a loop that
/// computes the addresses of its barriers once spares the generic-to-shared conversion per call.
CUTE_EXPORT CUTE_HOST_DEVICE inline void mbarrier_arrive(std::uint32_t bar_address) {
#if defined(CUTE_ARCH_SM90_ENABLED)
  asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];\n" : : "r"(bar_address) : "memory");
#else
  (void)bar_address;
  detail::unsupported_instruction("mbarrier_arrive (mbarrier, SM90)");
#endif
}
CUTE_EXPORT CUTE_HOST_DEVICE inline void mbarrier_arrive(std::uint64_t& bar) { mbarrier_arrive(cast_smem_ptr_to_uint(&bar)); }

/// One arrival on the barrier at the same shared-memory offset in block `rank` of the cluster
/// (release, cluster scope).
CUTE_EXPORT CUTE_HOST_DEVICE inline void mbarrier_arrive_cluster(std::uint64_t& bar, std::uint32_t rank) {
#if defined(CUTE_ARCH_SM90_ENABLED)
  asm volatile(
      "{\n .reg .b32 remote;\n"
      " mapa.shared::cluster.u32 remote, %0, %1;\n"
      " mbarrier.arrive.release.cluster.shared::cluster.b64 _, [remote];\n}\n"
      :
      : "r"(detail::smem_address(&bar)), "r"(rank)
      : "memory");
#else
  (void)bar, (void)rank;
  detail::unsupported_instruction("mbarrier_arrive_cluster (mbarrier, SM90)");
#endif
}

/// One arrival on the barrier at the same shared-memory offset in block `rank` of the cluster, with
/// the default (CTA-scope) release: no cluster-wide fence before it. Enough where what the arrival
/// announces is that this thread's reads by the async proxy are complete (wgmma operands after
/// wgmma.wait_group), as a pipeline consumer's release of a stage; mbarrier_arrive_cluster orders
/// ordinary memory accesses for the whole cluster, at the cost of a GPU-scope fence.
CUTE_EXPORT CUTE_HOST_DEVICE inline void mbarrier_arrive_remote(std::uint32_t bar_address, std::uint32_t rank) {
#if defined(CUTE_ARCH_SM90_ENABLED)
  asm volatile(
      "{\n .reg .b32 remote;\n"
      " mapa.shared::cluster.u32 remote, %0, %1;\n"
      " mbarrier.arrive.shared::cluster.b64 _, [remote];\n}\n"
      :
      : "r"(bar_address), "r"(rank)
      : "memory");
#else
  (void)bar_address, (void)rank;
  detail::unsupported_instruction("mbarrier_arrive_remote (mbarrier, SM90)");
#endif
}
CUTE_EXPORT CUTE_HOST_DEVICE inline void mbarrier_arrive_remote(std::uint64_t& bar, std::uint32_t rank) {
  mbarrier_arrive_remote(cast_smem_ptr_to_uint(&bar), rank);
}

/// One arrival that also raises the bytes this phase waits for by `bytes` (the issuing thread of a
/// TMA load, before or after issuing it).
CUTE_EXPORT CUTE_HOST_DEVICE inline void mbarrier_arrive_expect_tx(std::uint32_t bar_address, std::uint32_t bytes) {
#if defined(CUTE_ARCH_SM90_ENABLED)
  asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;\n" : : "r"(bar_address), "r"(bytes) : "memory");
#else
  (void)bar_address, (void)bytes;
  detail::unsupported_instruction("mbarrier_arrive_expect_tx (mbarrier, SM90)");
#endif
}
CUTE_EXPORT CUTE_HOST_DEVICE inline void mbarrier_arrive_expect_tx(std::uint64_t& bar, std::uint32_t bytes) {
  mbarrier_arrive_expect_tx(cast_smem_ptr_to_uint(&bar), bytes);
}

/// Raises the bytes this phase waits for, without an arrival.
CUTE_EXPORT CUTE_HOST_DEVICE inline void mbarrier_expect_tx(std::uint64_t& bar, std::uint32_t bytes) {
#if defined(CUTE_ARCH_SM90_ENABLED)
  asm volatile("mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [%0], %1;\n"
               :
               : "r"(detail::smem_address(&bar)), "r"(bytes)
               : "memory");
#else
  (void)bar, (void)bytes;
  detail::unsupported_instruction("mbarrier_expect_tx (mbarrier, SM90)");
#endif
}

/// True when the phase of parity `phase` (0 or 1) has completed (one bounded try, acquire).
CUTE_EXPORT CUTE_HOST_DEVICE inline bool mbarrier_try_wait(std::uint32_t bar_address, std::uint32_t phase) {
#if defined(CUTE_ARCH_SM90_ENABLED)
  std::uint32_t done;
  asm volatile(
      "{\n .reg .pred p;\n"
      " mbarrier.try_wait.parity.shared::cta.b64 p, [%1], %2;\n"
      " selp.u32 %0, 1, 0, p;\n}\n"
      : "=r"(done)
      : "r"(bar_address), "r"(phase & 1u)
      : "memory");
  return done != 0;
#else
  (void)bar_address, (void)phase;
  detail::unsupported_instruction("mbarrier_try_wait (mbarrier, SM90)");
#endif
}
CUTE_EXPORT CUTE_HOST_DEVICE inline bool mbarrier_try_wait(std::uint64_t& bar, std::uint32_t phase) {
  return mbarrier_try_wait(cast_smem_ptr_to_uint(&bar), phase);
}

/// True when the phase of parity `phase` has completed, without suspending the thread (test_wait,
/// acquire): a probe made early, where a try_wait could hold the thread up to a time limit.
CUTE_EXPORT CUTE_HOST_DEVICE inline bool mbarrier_test_wait(std::uint32_t bar_address, std::uint32_t phase) {
#if defined(CUTE_ARCH_SM90_ENABLED)
  std::uint32_t done;
  asm volatile(
      "{\n .reg .pred p;\n"
      " mbarrier.test_wait.parity.shared::cta.b64 p, [%1], %2;\n"
      " selp.u32 %0, 1, 0, p;\n}\n"
      : "=r"(done)
      : "r"(bar_address), "r"(phase & 1u)
      : "memory");
  return done != 0;
#else
  (void)bar_address, (void)phase;
  detail::unsupported_instruction("mbarrier_test_wait (mbarrier, SM90)");
#endif
}
CUTE_EXPORT CUTE_HOST_DEVICE inline bool mbarrier_test_wait(std::uint64_t& bar, std::uint32_t phase) {
  return mbarrier_test_wait(cast_smem_ptr_to_uint(&bar), phase);
}

/// Waits until the phase of parity `phase` has completed. The retry loop is in the PTX, with a
/// suspend-time hint: ptxas then puts the thread to sleep until the barrier changes
/// (NANOSLEEP.SYNCS) between tries, where a C++ loop of try_wait spins and takes issue slots from the
/// warps that compute.
CUTE_EXPORT CUTE_HOST_DEVICE inline void mbarrier_wait(std::uint32_t bar_address, std::uint32_t phase) {
#if defined(CUTE_ARCH_SM90_ENABLED)
  asm volatile(
      "{\n .reg .pred done;\n"
      "retry:\n"
      " mbarrier.try_wait.parity.shared::cta.b64 done, [%0], %1, %2;\n"
      " @done bra finished;\n"
      " bra retry;\n"
      "finished:\n}\n"
      :
      : "r"(bar_address), "r"(phase & 1u), "n"(10000000)
      : "memory");
#else
  (void)bar_address, (void)phase;
  detail::unsupported_instruction("mbarrier_wait (mbarrier, SM90)");
#endif
}
CUTE_EXPORT CUTE_HOST_DEVICE inline void mbarrier_wait(std::uint64_t& bar, std::uint32_t phase) {
  mbarrier_wait(cast_smem_ptr_to_uint(&bar), phase);
}

// CuTe's names -----------------------------------------------------------------------------------

CUTE_EXPORT CUTE_HOST_DEVICE inline void initialize_barrier(std::uint64_t& bar, int arrivals = 1) {
  mbarrier_init(bar, static_cast<std::uint32_t>(arrivals));
}
CUTE_EXPORT CUTE_HOST_DEVICE inline void set_barrier_transaction_bytes(std::uint64_t& bar, std::uint32_t bytes) {
  mbarrier_arrive_expect_tx(bar, bytes);
}
CUTE_EXPORT CUTE_HOST_DEVICE inline void wait_barrier(std::uint64_t& bar, int phase) {
  mbarrier_wait(bar, static_cast<std::uint32_t>(phase));
}
CUTE_EXPORT CUTE_HOST_DEVICE inline void arrive_barrier(std::uint64_t& bar) { mbarrier_arrive(bar); }

}  // namespace cute

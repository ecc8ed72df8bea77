// cute/compat/pipeline_async.hpp (porting aid, with cute/compat/pipeline.hpp for CUTLASS's
// cutlass/pipeline/sm90_pipeline.hpp): the two other pipelines CuTe kernels take from CUTLASS, under
// its names and protocol:
// - PipelineAsync<Stages>: a ring of stages that threads fill themselves (no TMA bytes): per stage a
//   "full" barrier of Params::producer_arv_count arrivals (producer_commit: each producer thread
//   arrives) and an "empty" barrier of consumer_arv_count arrivals (consumer_release: each consumer
//   thread arrives, on the barrier of block Params::dst_blockid of the cluster, this block by default);
//   producer_acquire waits for an empty stage, consumer_wait for a full one;
// - PipelineTmaStore<Stages, UnacquiredStages = Stages - 1>: the bulk groups of TMA stores:
//   producer_acquire waits, once the stages have wrapped, until at most UnacquiredStages groups are in
//   flight (a stage's shared memory may be written again), producer_commit closes the group of the
//   stores just issued, producer_tail waits for all of them.
#pragma once
#include <cute/compat/barrier.hpp>
#include <cute/compat/cutlass.hpp>
#include <cute/compat/pipeline.hpp>  // the tokens
#include <cute/compat/pipeline_state.hpp>
#include <cute/arch/cluster.hpp>
#include <cute/arch/copy_sm90_tma.hpp>

#include <cstdint>
#include <type_traits>

namespace cutlass {

template <int Stages_>
class PipelineAsync {
 public:
  using FullBarrier = arch::ClusterBarrier;
  using EmptyBarrier = arch::ClusterBarrier;
  using ProducerBarrierType = FullBarrier::ValueType;
  using ConsumerBarrierType = EmptyBarrier::ValueType;
  static constexpr std::uint32_t Stages = Stages_;
  using PipelineState = cutlass::PipelineState<Stages>;

  struct SharedStorage {
    FullBarrier full_barrier_[Stages];
    EmptyBarrier empty_barrier_[Stages];
  };

  enum class ThreadCategory { NonParticipant, Producer, Consumer, ProducerConsumer };

  struct Params {
    ThreadCategory role = ThreadCategory::NonParticipant;
    std::uint32_t producer_arv_count = 1;
    std::uint32_t consumer_arv_count = 1;
    std::uint32_t dst_blockid = cute::block_rank_in_cluster();
    int initializing_warp = 0;
  };

  /// Barriers of every stage, initialized by one thread of Params::initializing_warp.
  CUTE_DEVICE static void init_barriers(SharedStorage& storage, Params params) {
    if (canonical_warp_idx_sync() == params.initializing_warp && cute::elect_one_sync()) {
      for (std::uint32_t s = 0; s < Stages; ++s) {
        storage.full_barrier_[s].init(params.producer_arv_count);
        storage.empty_barrier_[s].init(params.consumer_arv_count);
      }
    }
    arch::fence_barrier_init();
  }

  /// With the barriers initialized here (InitBarriers true_type, the default) or elsewhere.
  template <class InitBarriers = cute::true_type>
  CUTE_DEVICE PipelineAsync(SharedStorage& storage, Params const& params, InitBarriers = {})
      : params_(params), full_barrier_ptr_(&storage.full_barrier_[0]), empty_barrier_ptr_(&storage.empty_barrier_[0]) {
    static_assert(std::is_same_v<InitBarriers, cute::true_type> || std::is_same_v<InitBarriers, cute::false_type>,
                  "PipelineAsync: InitBarriers is cute::true_type or cute::false_type");
    if constexpr (InitBarriers::value) init_barriers(storage, params_);
  }

  CUTE_DEVICE ProducerToken producer_try_acquire(PipelineState state, std::uint32_t skip_wait = false) {
    if (skip_wait) return {BarrierStatus::WaitDone};
    return {static_cast<BarrierStatus>(empty_barrier_ptr_[state.index()].try_wait(state.phase()))};
  }
  CUTE_DEVICE void producer_acquire(PipelineState state, ProducerToken token = {BarrierStatus::WaitAgain}) {
    if (token.get() == BarrierStatus::WaitAgain) empty_barrier_ptr_[state.index()].wait(state.phase());
  }
  /// This producer thread's arrival on the stage's full barrier (its writes to the stage before it).
  CUTE_DEVICE void producer_commit(PipelineState state) { full_barrier_ptr_[state.index()].arrive(); }
  /// Waits until the consumers have released every stage (before the producer exits).
  CUTE_DEVICE void producer_tail(PipelineState state) {
    for (std::uint32_t i = 0; i < Stages; ++i, ++state) producer_acquire(state);
  }
  CUTE_DEVICE ProducerBarrierType* producer_get_barrier(PipelineState state) {
    return reinterpret_cast<ProducerBarrierType*>(&full_barrier_ptr_[state.index()]);
  }

  CUTE_DEVICE ConsumerToken consumer_try_wait(PipelineState state, std::uint32_t skip_wait = false) {
    if (skip_wait) return {BarrierStatus::WaitDone};
    return {static_cast<BarrierStatus>(full_barrier_ptr_[state.index()].try_wait(state.phase()))};
  }
  CUTE_DEVICE ConsumerToken consumer_test_wait(PipelineState state, std::uint32_t skip_wait = false) {
    if (skip_wait) return {BarrierStatus::WaitDone};
    return {static_cast<BarrierStatus>(full_barrier_ptr_[state.index()].test_wait(state.phase()))};
  }
  CUTE_DEVICE void consumer_wait(PipelineState state, ConsumerToken token = {BarrierStatus::WaitAgain}) {
    if (token.get() == BarrierStatus::WaitAgain) full_barrier_ptr_[state.index()].wait(state.phase());
  }
  /// This consumer thread's arrival on the stage's empty barrier of block Params::dst_blockid.
  CUTE_DEVICE void consumer_release(PipelineState state) {
    empty_barrier_ptr_[state.index()].arrive(params_.dst_blockid, 1u);
  }

 private:
  Params params_;
  FullBarrier* full_barrier_ptr_ = nullptr;
  EmptyBarrier* empty_barrier_ptr_ = nullptr;
};

template <int Stages_, int UnacquiredStages_ = Stages_ - 1>
class PipelineTmaStore {
 public:
  static constexpr std::uint32_t Stages = Stages_;
  static_assert(Stages_ > 0 && UnacquiredStages_ >= 0 && UnacquiredStages_ <= 63,
                "PipelineTmaStore: Stages > 0, UnacquiredStages in [0, 63]");
  /// The bulk groups left in flight when a stage is acquired (Stages - 1 by default).
  static constexpr std::uint32_t UnacquiredStages = std::uint32_t(UnacquiredStages_);
  using PipelineState = cutlass::PipelineState<Stages>;
  struct Params {
    bool always_wait = false;  // wait from the first acquisition on, not only once the stages wrap
  };

  CUTE_DEVICE PipelineTmaStore(Params params = {}) : params_(params) {}

  /// Before writing a stage's shared memory: once the ring has wrapped (or always_wait), the stores
  /// that read it earlier are done (at most UnacquiredStages groups left in flight).
  CUTE_DEVICE void producer_acquire(PipelineState state) {
    if (params_.always_wait || state.count() > UnacquiredStages) cute::tma_store_wait<int(UnacquiredStages)>();
  }
  /// After issuing a stage's stores: they form a bulk group.
  CUTE_DEVICE void producer_commit(PipelineState) { cute::tma_store_arrive(); }
  /// Every store done (before the shared memory is reused or the block exits).
  CUTE_DEVICE void producer_tail(PipelineState) { cute::tma_store_wait<0>(); }

 private:
  Params params_;
};

}  // namespace cutlass

// cute/compat/pipeline.hpp (porting aid for CUTLASS's cutlass/pipeline/pipeline.hpp and
// sm90_pipeline.hpp): cutlass::PipelineTmaAsync<Stages>, the ring of shared-memory stages that TMA
// producers fill and warpgroup consumers drain, under CUTLASS's names and protocol, on
// cutlass::arch::ClusterTransactionBarrier/ClusterBarrier (cute/compat/barrier.hpp):
// - per stage a "full" barrier (the producers' arrivals plus the TMA bytes of the stage) and an
//   "empty" barrier (the consumers' releases; in a cluster, one arrival per consumer warpgroup of
//   each block that multicasts into this one: same row or column of the cluster);
// - producer_acquire waits for an empty stage, then the leader thread arrives on the full barrier
//   expecting Params::transaction_bytes; the TMA copies complete it (producer_commit adds nothing
//   for TMA); consumer_wait waits for the full stage; consumer_release arrives on the empty barrier
//   of the block this thread signals (its own when the cluster has one block);
// - make_producer_start_state (phase 1: the stages start empty), tokens of try_wait/test_wait;
// - pipeline_init_arrive_relaxed / pipeline_init_wait: the barriers' initialization made visible to
//   the block (__syncthreads) or the cluster (a cluster barrier arrive, then wait).
// PipelineAsync and PipelineTmaStore: cute/compat/pipeline_async.hpp (included at the end). Not
// provided: PipelineTransactionAsync, OrderedSequenceBarrier.
#pragma once
#include <cute/compat/barrier.hpp>
#include <cute/compat/cutlass.hpp>
#include <cute/compat/pipeline_state.hpp>
#include <cute/arch/cluster.hpp>
#include <cute/layout.hpp>
#include <cute/swizzle.hpp>

#include <cstdint>
#include <type_traits>

namespace cutlass {

enum class BarrierStatus : std::uint32_t { WaitAgain = 0u, WaitDone = 1u };

/// The result of a non-blocking wait: WaitDone, or WaitAgain (the blocking wait must follow).
class ArrivalToken {
 public:
  CUTE_HOST_DEVICE ArrivalToken(BarrierStatus status) : status_(status) {}
  ArrivalToken() = delete;
  CUTE_HOST_DEVICE BarrierStatus get() const { return status_; }
  CUTE_HOST_DEVICE friend bool operator==(ArrivalToken const& a, ArrivalToken const& b) { return a.status_ == b.status_; }
  CUTE_HOST_DEVICE friend bool operator==(ArrivalToken const& a, BarrierStatus b) { return a.status_ == b; }

 private:
  BarrierStatus status_;
};
class ProducerToken : public ArrivalToken {
  using ArrivalToken::ArrivalToken;
};
class ConsumerToken : public ArrivalToken {
  using ArrivalToken::ArrivalToken;
};

/// The producers' first state: stage 0, phase 1 (every stage starts empty, so their first wait on
/// an empty barrier, for phase 1, passes at once).
template <class Pipeline>
CUTE_HOST_DEVICE PipelineState<Pipeline::Stages> make_producer_start_state() {
  return {0, 1u, 0u};
}

namespace detail {
// Which consumer threads of a warpgroup (or of a lone warp) release the stage to which block of a
// cluster of at most 16: each signalling thread covers one block, so one release per warpgroup
// (warp) reaches every block. Returns (signals, block).
CUTE_HOST_DEVICE inline cute::tuple<bool, std::uint32_t> release_target_in_warpgroup(int thread_in_warpgroup, int warp) {
  auto const blocks = cute::composition(cute::Swizzle<2, 0, -2>{}, cute::Layout<cute::Shape<cute::_4, cute::_4>, cute::Stride<cute::_4, cute::_1>>{});
  return {thread_in_warpgroup % 8 == 0, std::uint32_t(blocks(warp % 4, (thread_in_warpgroup / 8) % 4))};
}
CUTE_HOST_DEVICE inline cute::tuple<bool, std::uint32_t> release_target_in_warp(int lane) {
  return {lane % 2 == 0, std::uint32_t((lane / 8) * 4 + (lane % 8) / 2)};
}
}  // namespace detail

/// Arrive (relaxed) at the cluster barrier after initializing the pipelines; a lone block syncs.
CUTE_DEVICE void pipeline_init_arrive_relaxed(int cluster_size) {
  if (cluster_size > 1) {
    cute::cluster_arrive_relaxed();
  } else {
    __syncthreads();
  }
}
/// Wait until every block of the cluster initialized its pipelines; a lone block syncs.
CUTE_DEVICE void pipeline_init_wait(int cluster_size) {
  if (cluster_size > 1) {
    cute::cluster_wait();
  } else {
    __syncthreads();
  }
}

template <int Stages_>
class PipelineTmaAsync {
 public:
  using FullBarrier = arch::ClusterTransactionBarrier;
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
    std::uint32_t transaction_bytes = 0;
    ThreadCategory role = ThreadCategory::NonParticipant;
    std::uint32_t is_leader = 0;
    std::uint32_t num_consumers = 0;  // consumer threads
    std::uint32_t num_producers = 1;  // producer arrivals per stage
    int initializing_warp = 0;
  };

  /// Barriers of every stage, initialized by one thread of Params::initializing_warp.
  template <class ClusterShape>
  CUTE_DEVICE static void init_barriers(SharedStorage& storage, Params params, ClusterShape cluster_shape) {
    if (canonical_warp_idx_sync() == params.initializing_warp && cute::elect_one_sync()) {
      std::uint32_t const consumer_warpgroups = (params.num_consumers + NumThreadsPerWarpGroup - 1) / NumThreadsPerWarpGroup;
      std::uint32_t const releases = cute::size(cluster_shape) > 1
                                         ? std::uint32_t(cute::size<0>(cluster_shape) + cute::size<1>(cluster_shape) - 1) * consumer_warpgroups
                                         : params.num_consumers;
      for (std::uint32_t s = 0; s < Stages; ++s) {
        storage.full_barrier_[s].init(params.num_producers);
        storage.empty_barrier_[s].init(releases);
      }
    }
    arch::fence_barrier_init();
  }

  /// With the barriers initialized here (InitBarriers true_type, the default) or elsewhere, and this
  /// thread's release target computed (InitMasks).
  template <class ClusterShape, class InitBarriers = cute::true_type, class InitMasks = cute::true_type>
  CUTE_DEVICE PipelineTmaAsync(SharedStorage& storage, Params params, ClusterShape cluster_shape, InitBarriers = {},
                               InitMasks = {})
      : params_(params), full_barrier_ptr_(&storage.full_barrier_[0]), empty_barrier_ptr_(&storage.empty_barrier_[0]) {
    static_assert(std::is_same_v<InitBarriers, cute::true_type> || std::is_same_v<InitBarriers, cute::false_type>,
                  "PipelineTmaAsync: InitBarriers is cute::true_type or cute::false_type");
    static_assert(std::is_same_v<InitMasks, cute::true_type> || std::is_same_v<InitMasks, cute::false_type>,
                  "PipelineTmaAsync: InitMasks is cute::true_type or cute::false_type");
    if constexpr (InitBarriers::value) init_barriers(storage, params_, cluster_shape);
    if constexpr (InitMasks::value) {
      auto const blocks = std::uint32_t(cute::size(cluster_shape));
      if (blocks == 1) {
        is_signaling_thread_ = 1;
        dst_blockid_ = 0;
      } else {
        int const thread = int(threadIdx.x);
        cute::tuple<bool, std::uint32_t> target{false, 0u};
        if (params_.num_consumers % NumThreadsPerWarpGroup == 0) {
          target = detail::release_target_in_warpgroup(thread % NumThreadsPerWarpGroup, canonical_warp_idx_sync());
        } else if (params_.num_consumers == 32) {
          target = detail::release_target_in_warp(thread % 32);
        }
        dst_blockid_ = cute::get<1>(target);
        auto const me = cute::block_id_in_cluster();
        bool const same_row_or_column = dst_blockid_ % std::uint32_t(cute::size<0>(cluster_shape)) == me.x ||
                                        dst_blockid_ / std::uint32_t(cute::size<0>(cluster_shape)) == me.y;
        is_signaling_thread_ = cute::get<0>(target) && dst_blockid_ < blocks && same_row_or_column;
      }
    }
  }

  CUTE_DEVICE ProducerToken producer_try_acquire(PipelineState state, std::uint32_t skip_wait = false) {
    if (skip_wait) return {BarrierStatus::WaitDone};
    return {static_cast<BarrierStatus>(empty_barrier_ptr_[state.index()].try_wait(state.phase()))};
  }
  CUTE_DEVICE void producer_acquire(PipelineState state) {
    empty_barrier_ptr_[state.index()].wait(state.phase());
    expect_stage_bytes(state.index());
  }
  CUTE_DEVICE void producer_acquire(PipelineState state, ProducerToken token) {
    if (token.get() != BarrierStatus::WaitDone) empty_barrier_ptr_[state.index()].wait(state.phase());
    expect_stage_bytes(state.index());
  }
  /// TMA completes the stage's bytes itself: nothing to do.
  CUTE_DEVICE void producer_commit(PipelineState, std::uint32_t = 0) {}
  template <class ArriveOp>
    requires std::is_invocable_v<ArriveOp, ProducerBarrierType*>
  CUTE_DEVICE void producer_commit(PipelineState state, ArriveOp&& arrive) {
    static_cast<ArriveOp&&>(arrive)(producer_get_barrier(state));
  }
  /// Waits until the consumers have released every stage (before the producer block exits).
  CUTE_DEVICE void producer_tail(PipelineState state) {
    for (std::uint32_t i = 0; i < Stages; ++i, ++state) empty_barrier_ptr_[state.index()].wait(state.phase());
  }
  CUTE_DEVICE ProducerBarrierType* producer_get_barrier(PipelineState state) {
    return reinterpret_cast<ProducerBarrierType*>(&full_barrier_ptr_[state.index()]);
  }
  CUTE_DEVICE void producer_expect_transaction(PipelineState state, std::uint32_t bytes) {
    if (params_.is_leader) full_barrier_ptr_[state.index()].expect_transaction(bytes);
  }

  CUTE_DEVICE ConsumerToken consumer_try_wait(PipelineState state, std::uint32_t skip_wait = false) {
    if (skip_wait) return {BarrierStatus::WaitDone};
    return {static_cast<BarrierStatus>(full_barrier_ptr_[state.index()].try_wait(state.phase()))};
  }
  CUTE_DEVICE ConsumerToken consumer_test_wait(PipelineState state, std::uint32_t skip_wait = false) {
    if (skip_wait) return {BarrierStatus::WaitDone};
    return {static_cast<BarrierStatus>(full_barrier_ptr_[state.index()].test_wait(state.phase()))};
  }
  CUTE_DEVICE void consumer_wait(PipelineState state) { full_barrier_ptr_[state.index()].wait(state.phase()); }
  CUTE_DEVICE void consumer_wait(PipelineState state, ConsumerToken token) {
    if (token.get() == BarrierStatus::WaitAgain) full_barrier_ptr_[state.index()].wait(state.phase());
  }
  CUTE_DEVICE void consumer_release(PipelineState state) {
    empty_barrier_ptr_[state.index()].arrive(dst_blockid_, is_signaling_thread_);
  }

 private:
  CUTE_DEVICE void expect_stage_bytes(int stage) {
    if (params_.is_leader) full_barrier_ptr_[stage].arrive_and_expect_tx(params_.transaction_bytes);
  }

  std::uint32_t dst_blockid_ = 0;
  std::uint32_t is_signaling_thread_ = 0;
  Params params_;
  FullBarrier* full_barrier_ptr_ = nullptr;
  EmptyBarrier* empty_barrier_ptr_ = nullptr;
};

}  // namespace cutlass

#include <cute/compat/pipeline_async.hpp>

// cute/pipeline/tma_pipeline.hpp: the producer/consumer ring of a TMA kernel. Stages shared-memory
// buffers, each guarded by two mbarriers in shared memory:
//   full[s]   the producer's arrival with the stage's byte count (expect_tx), completed when every
//             byte of every TMA load into stage s (from this block, and multicast from the others of
//             the cluster) has landed: consumers wait on it;
//   empty[s]  one arrival per consumer warp of every block whose loads write into this block's stage
//             s (the whole cluster when multicasting): the producer waits on it before reusing s.
// Both sides walk the ring with a PipelineState; the producer waits on empty with the parity of the
// previous lap (a fresh barrier counts its "previous" phase as done), so the first Stages acquires
// pass at once.
//
//   __shared__ TmaPipeline<4>::SharedStorage bars;
//   TmaPipeline<4> pipe(bars, {.consumer_warps = 8, .cluster_blocks = 2});
//   if (threadIdx.x == 0) pipe.init();  then cluster_sync() (or __syncthreads() without a cluster)
//   producer (one thread):  pipe.producer_acquire(w); copy(tma.with(pipe.producer_expect(w, bytes)), ...); ++w;
//   consumers (warps):      pipe.consumer_wait(r); ... wgmma ...; pipe.consumer_release(r); ++r;
// Device code (SM90); the storage and the parameters are plain types.
#pragma once
#include <cute/arch/cluster.hpp>
#include <cute/arch/mbarrier.hpp>
#include <cute/pipeline/pipeline_state.hpp>
#include <cute/pipeline/warpgroup.hpp>

namespace cute {

/// Who arrives on the empty barriers: consumer_warps warps per block, each releasing every stage in
/// all cluster_blocks blocks of the cluster that multicast into it (1 without multicast).
CUTE_EXPORT struct TmaPipelineParams {
  int consumer_warps = 1;
  int cluster_blocks = 1;
};

CUTE_EXPORT template <int Stages>
  requires(Stages >= 1 && Stages <= 32)
struct TmaPipeline {
  static constexpr int stages = Stages;
  using State = PipelineState<Stages>;

  struct SharedStorage {
    alignas(8) std::uint64_t full[Stages];
    alignas(8) std::uint64_t empty[Stages];
  };

  SharedStorage& bars;
  TmaPipelineParams params;
  // The shared-state-space addresses of full[0] and empty[0], computed once: a stage's barrier is
  // 8 bytes further per stage, so a wait or an arrival costs an add, not an address conversion.
  std::uint32_t full_address, empty_address;

  CUTE_HOST_DEVICE TmaPipeline(SharedStorage& storage, TmaPipelineParams p)
      : bars(storage), params(p), full_address(cast_smem_ptr_to_uint(&storage.full[0])), empty_address(cast_smem_ptr_to_uint(&storage.empty[0])) {}

  /// One thread of each block: initializes the barriers and fences the initialization for the
  /// cluster. Every block must pass a cluster_sync (or __syncthreads) before any arrival or load.
  CUTE_HOST_DEVICE void init() const {
    for (int s = 0; s < Stages; ++s) {
      mbarrier_init(bars.full[s], 1);
      mbarrier_init(bars.empty[s], std::uint32_t(params.consumer_warps * params.cluster_blocks));
    }
    fence_barrier_init();
  }

  // Producer side (one thread) ---------------------------------------------------------------------

  /// Waits until every consumer of the cluster has released stage w.index from the previous lap.
  CUTE_HOST_DEVICE void producer_acquire(State const& w) const { mbarrier_wait(empty_address + 8u * std::uint32_t(w.index), w.phase ^ 1u); }
  /// Announces the bytes the TMA loads of stage w will land in this block (all of them, multicast from
  /// other blocks too), and returns the barrier those loads complete on.
  CUTE_HOST_DEVICE std::uint64_t& producer_expect(State const& w, std::uint32_t bytes) const {
    mbarrier_arrive_expect_tx(full_address + 8u * std::uint32_t(w.index), bytes);
    return bars.full[w.index];
  }

  // Consumer side (whole warps) ---------------------------------------------------------------------

  /// Waits until stage r's data has landed.
  CUTE_HOST_DEVICE void consumer_wait(State const& r) const { mbarrier_wait(full_address + 8u * std::uint32_t(r.index), r.phase); }
  /// True when stage r's data has landed: a test that never holds the thread (mbarrier_test_wait), so
  /// that a consumer can ask for its next stage early (before waiting for its wgmmas) and skip
  /// consumer_wait when the answer was yes.
  CUTE_HOST_DEVICE bool consumer_try_wait(State const& r) const { return mbarrier_test_wait(full_address + 8u * std::uint32_t(r.index), r.phase); }
  /// Called by all 32 lanes of a consumer warp once the warp no longer reads stage r: lane b arrives
  /// on the stage's empty barrier of block b of the cluster (so the arrivals go out in parallel).
  CUTE_HOST_DEVICE void consumer_release(State const& r) const {
    int const lane = lane_index();
    if (params.cluster_blocks == 1) {
      if (lane == 0) mbarrier_arrive(empty_address + 8u * std::uint32_t(r.index));
    } else if (lane < params.cluster_blocks) {
      mbarrier_arrive_remote(empty_address + 8u * std::uint32_t(r.index), std::uint32_t(lane));
    }
  }
};

}  // namespace cute

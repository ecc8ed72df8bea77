// A warp-specialized Hopper kernel written the way public CuTe kernels drive TMA through CUTLASS's
// PipelineTmaAsync (their idioms, our own code): a producer warp whose leader thread acquires a
// stage, issues the TMA loads on the stage's barrier and moves on; a consumer warpgroup that waits
// for full stages, reads them and releases them; make_producer_start_state, pipeline_init_wait,
// producer_tail; register reallocation (cutlass/arch/reg_reconfig.h), a TMA cache hint, the block's
// cluster coordinates as a dim3, tma_store_fence; a bulk copy (SM90_BULK_COPY_AUTO) there and back. tests/ports ports it with cute-port and compiles it for sm_90a.
#include <cute/tensor.hpp>
#include <cutlass/arch/reg_reconfig.h>
#include <cutlass/cutlass.h>
#include <cutlass/pipeline/sm90_pipeline.hpp>

using namespace cute;

constexpr int kTileRows = 64, kTileCols = 64, kStages = 3;
using Pipeline = cutlass::PipelineTmaAsync<kStages>;
using StageLayout = Layout<Shape<Int<kTileRows>, Int<kTileCols>>, Stride<Int<kTileCols>, _1>>;
using RingLayout = Layout<Shape<Int<kTileRows>, Int<kTileCols>, Int<kStages>>, Stride<Int<kTileCols>, _1, Int<kTileRows * kTileCols>>>;

struct SharedStorage {
  alignas(128) half_t tiles[kStages * kTileRows * kTileCols];
  Pipeline::SharedStorage pipeline;
};

// Each consumer thread sums column (thread % 64) of every tile of a tall matrix.
template <class Tma>
__global__ void __launch_bounds__(256, 1) column_sums(CUTE_GRID_CONSTANT Tma const tma, float* out, int rows) {
  extern __shared__ char smem[];
  auto& storage = *reinterpret_cast<SharedStorage*>(smem);
  int const warp = cutlass::canonical_warp_idx_sync(), lane = int(threadIdx.x % 32);

  Tensor mA = tma.get_tma_tensor(make_shape(rows, Int<kTileCols>{}));
  Tensor gA = local_tile(mA, Shape<Int<kTileRows>, Int<kTileCols>>{}, make_coord(_, 0));  // (64, 64, tiles)
  Tensor sA = make_tensor(make_smem_ptr(storage.tiles), RingLayout{});
  auto [tAg, tAs] = tma_partition(tma, Int<0>{}, Layout<_1>{}, group_modes<0, 2>(sA), group_modes<0, 2>(gA));

  Pipeline::Params params;
  params.transaction_bytes = kTileRows * kTileCols * sizeof(half_t);
  params.role = warp < 4 ? Pipeline::ThreadCategory::Producer : Pipeline::ThreadCategory::Consumer;
  params.is_leader = threadIdx.x == 0;
  params.num_consumers = 128;
  Pipeline pipeline(storage.pipeline, params, Shape<_1, _1, _1>{});
  cutlass::pipeline_init_wait(1);

  int const tiles = rows / kTileRows;
  if (warp < 4) {
    cutlass::arch::warpgroup_reg_dealloc<40>();
    if (warp == 0 && lane == 0) {
      auto state = cutlass::make_producer_start_state<Pipeline>();
      for (int t = 0; t < tiles; ++t, ++state) {
        pipeline.producer_acquire(state);
        copy(tma.with(*pipeline.producer_get_barrier(state), 0, TMA::CacheHintSm90::EVICT_FIRST), tAg(_, t), tAs(_, state.index()));
      }
      pipeline.producer_tail(state);
    }
    return;
  }
  cutlass::arch::warpgroup_reg_alloc<232>();
  int const column = int(threadIdx.x) % kTileCols;
  float sum = 0.0f;
  Pipeline::PipelineState state;
  for (int t = 0; t < tiles; ++t, ++state) {
    pipeline.consumer_wait(state);
    Tensor stage = sA(_, _, state.index());
    for (int r = int(threadIdx.x - 128) / kTileCols; r < kTileRows; r += 2) sum += float(stage(r, column));
    pipeline.consumer_release(state);
  }
  atomicAdd(out + column, sum);
  tma_store_fence();
  dim3 const block = cute::block_id_in_cluster();
  if (cute::thread0()) {
    print(block);
    print(" %u\n", get<0>(cute::cluster_shape()));
  }
}

// A 32x32 tile to shared memory and back with bulk copies (no tensor map), by one thread.
__global__ void bulk_round_trip(half_t const* in, half_t* out) {
  __shared__ alignas(128) half_t tile[32 * 32];
  __shared__ uint64_t bar;
  Tensor g = make_tensor(make_gmem_ptr(in), Layout<Shape<_32, _32>>{});
  Tensor s = make_tensor(make_smem_ptr(&tile[0]), Layout<Shape<_32, _32>>{});
  if (threadIdx.x == 0) {
    initialize_barrier(bar, 1);
    set_barrier_transaction_bytes(bar, sizeof(tile));
    copy(Copy_Traits<SM90_BULK_COPY_AUTO>{}.with(bar), g, s);
  }
  __syncthreads();
  wait_barrier(bar, 0);
  if (threadIdx.x == 0) {
    copy(Copy_Traits<SM90_BULK_COPY_AUTO>{}, s, make_tensor(make_gmem_ptr(out), Layout<Shape<_32, _32>>{}));
    tma_store_arrive();
    tma_store_wait<0>();
  }
}

void launch_column_sums(half_t const* a, float* out, int rows) {
  Tensor gA = make_tensor(make_gmem_ptr(a), make_shape(rows, Int<kTileCols>{}), make_stride(Int<kTileCols>{}, _1{}));
  auto tma = make_tma_atom(SM90_TMA_LOAD{}, gA, StageLayout{}, Shape<Int<kTileRows>, Int<kTileCols>>{});
  column_sums<<<1, 256, sizeof(SharedStorage)>>>(tma, out, rows);
}

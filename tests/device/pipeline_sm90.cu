// The pipeline layer (cute/pipeline/) on the GPU, in clusters of 2 blocks:
//  - TmaPipeline: one producer thread per block streams 23 items through a 3-stage ring (the phases
//    wrap around 7 times), each item a 16 x 64 box of halves that the two blocks load half each and
//    multicast to both (TMA transaction bytes of the whole box on each block's full barrier); two
//    consumer warps per block check every value of every item against global memory, one of them
//    sleeping at times so that the producer must wait for the slower consumer of either block
//    (every consumer warp releases each stage in both blocks of the cluster); every other item is
//    first asked for with the non-blocking consumer_try_wait;
//  - GroupedTileScheduler: persistent clusters walk ragged tile grids (both raster orders, several
//    group sizes, fewer clusters than cluster tiles); every tile must be visited exactly once;
//  - PipelineState and the scheduler's arithmetic at compile time.
// Without an SM90 GPU: exit 77 (skipped).
#include <cute/cute.hpp>
#include <cute/atom/copy_traits_sm90_tma.hpp>
#include <cute/atom/mma_sm90_layouts.hpp>
#include <cute/pipeline.hpp>

#include <cstdio>
#include <vector>

#include <cuda_runtime.h>

#include "cuda_check.hpp"

using namespace cute;

// Compile time: the ring's state and the raster order.
static_assert([] {
  PipelineState<3> s{};
  for (int i = 0; i < 3; ++i) ++s;
  PipelineState<3> t{};
  t.advance(7);
  return s.index == 0 && s.phase == 1 && t.index == 1 && t.phase == 0 && t.count_mod_period() == 1;
}());
static_assert([] {
  GroupedTileScheduler<2, 1> s{5, 3, 2, RasterOrder::AlongN};  // 3 x 3 cluster tiles, bands of 2 rows
  TileCoord const a = s.cluster_tile(0), b = s.cluster_tile(1), c = s.cluster_tile(2), d = s.cluster_tile(6);
  TileCoord const off = s.tile(8, 1, 0);  // cluster tile (2, 2): its second block is row 5, off the grid
  return a.m == 0 && a.n == 0 && b.m == 1 && b.n == 0 && c.m == 0 && c.n == 1 && d.m == 2 && d.n == 0 && !off.valid &&
         s.tile(8, 0, 0).valid && s.cluster_tile_count() == 9;
}());
// The registers a block holds from launch, which setmaxnreg only moves around: 168 per thread at
// 384 threads (40 + 2 x 232 per warpgroup use them all), 96 at 640, 256 (not 255) at 128.
static_assert(block_launch_regs(384) == 168 * 384 && 128 * (40 + 2 * 232) == block_launch_regs(384));
static_assert(block_launch_regs(640) == 96 * 640 && 128 * (40 + 4 * 112) > block_launch_regs(640));
static_assert(block_launch_regs(128) == 256 * 128 && WarpSpecialization<1, 4, 40, 104>::threads == 640);

constexpr int kItems = 23, kStages = 3, kRows = 16, kCols = 64;
using Box = decltype(tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, Shape<Int<kRows>, Int<kCols>>{}));
constexpr int kBoxElems = int(cosize_v<Box>);

template <class Tma>
__global__ void __launch_bounds__(96, 1) ring(__grid_constant__ Tma const tma, half_t const* src, int* out) {
  __shared__ __align__(1024) half_t stages[kStages][kBoxElems];
  __shared__ TmaPipeline<kStages>::SharedStorage bars;
  TmaPipeline<kStages> const pipe(bars, {2, 2});
  if (threadIdx.x == 0) pipe.init();
  cluster_sync();
  int* mine = out + blockIdx.x * 4;  // [0] wrong values, [1] items seen by consumer warps, [2] producer items
  int const warp = warp_index();
  if (warp == 0) {
    if (elect_one_sync()) {
      auto g = get<0>(tma_partition(tma, make_tensor(make_smem_ptr(&stages[0][0]), Box{}), tma.get_tma_tensor(make_shape(kItems * kRows, kCols))));
      PipelineState<kStages> w{};
      for (int i = 0; i < kItems; ++i, ++w) {
        pipe.producer_acquire(w);
        copy(tma.with(pipe.producer_expect(w, Tma::tma_bytes)), g(_, make_coord(i, 0)),
             make_tensor(make_smem_ptr(&stages[w.index][0]), Box{}));
        atomicAdd(&mine[2], 1);
      }
    }
  } else {
    PipelineState<kStages> r{};
    auto const lane = lane_index();
    for (int i = 0; i < kItems; ++i, ++r) {
      // Every other item: the non-blocking test first, the wait only when it said no (a yes must mean
      // the data is there: the values are checked below).
      if (i % 2 == 0 || !pipe.consumer_try_wait(r)) pipe.consumer_wait(r);
      auto const s = make_tensor(make_smem_ptr(&stages[r.index][0]), Box{});
      int wrong = 0;
      for (int e = lane; e < kRows * kCols; e += 32) {
        int const row = e / kCols, col = e % kCols;
        if (float(s(row, col)) != float(src[(i * kRows + row) * kCols + col])) ++wrong;
      }
      if (wrong) atomicAdd(&mine[0], wrong);
      if (lane == 0) atomicAdd(&mine[1], 1);
      // The second consumer warp of block 1 is slow now and then: the ring must wait for it.
      if (blockIdx.x % 2 == 1 && warp == 2 && i % 4 == 1) __nanosleep(20000);
      __syncwarp();
      pipe.consumer_release(r);
    }
  }
  cluster_sync();  // no block leaves while its peer may still arrive on its barriers
}

// Each block of each persistent cluster marks the tiles it visits.
template <int CM, int CN>
__global__ void visit(GroupedTileScheduler<CM, CN> sched, int* hits, int* off_grid) {
  int const rank = int(block_rank_in_cluster());
  int const worker = int(blockIdx.x) / (CM * CN), workers = int(gridDim.x) / (CM * CN);
  if (threadIdx.x != 0) return;
  for (int i = worker; i < sched.cluster_tile_count(); i += workers) {
    TileCoord const t = sched.tile(i, rank % CM, rank / CM);
    if (t.valid) {
      atomicAdd(&hits[t.m * sched.tiles_n + t.n], 1);
    } else {
      atomicAdd(off_grid, 1);
    }
  }
}

template <int CM, int CN>
int check_schedule(int tiles_m, int tiles_n, int group, RasterOrder order, int clusters) {
  GroupedTileScheduler<CM, CN> sched{tiles_m, tiles_n, group, order};
  int* hits;
  int* off;
  int const n = tiles_m * tiles_n;
  CUDA_CHECK(cudaMalloc(&hits, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&off, sizeof(int)));
  CUDA_CHECK(cudaMemset(hits, 0, n * sizeof(int)));
  CUDA_CHECK(cudaMemset(off, 0, sizeof(int)));
  ClusterLaunchParams p;
  p.grid = dim3(unsigned(sched.workers(clusters) * CM * CN));
  p.block = dim3(32);
  p.cluster = dim3(CM * CN);
  CUDA_CHECK(launch_kernel_on_cluster(p, visit<CM, CN>, sched, hits, off));
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  std::vector<int> h(n);
  int off_grid = 0;
  CUDA_CHECK(cudaMemcpy(h.data(), hits, n * sizeof(int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(&off_grid, off, sizeof(int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(hits));
  CUDA_CHECK(cudaFree(off));
  int wrong = 0;
  for (int i = 0; i < n; ++i) wrong += h[i] != 1;
  int const expected_off = sched.cluster_tile_count() * CM * CN - n;  // the blocks of ragged cluster tiles
  bool const ok = wrong == 0 && off_grid == expected_off;
  std::printf("  schedule %dx%d tiles, cluster %dx%d, group %d, raster %s, %d clusters: %s (%d tiles not visited once, %d off-grid "
              "visits of %d)\n",
              tiles_m, tiles_n, CM, CN, group, order == RasterOrder::AlongN ? "n" : "m", int(p.grid.x) / (CM * CN), ok ? "ok" : "FAILED",
              wrong, off_grid, expected_off);
  return ok ? 0 : 1;
}

int main() {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("pipeline_sm90: no GPU here, skipped\n");
    return 77;
  }
  cudaDeviceProp prop{};
  CUDA_CHECK(cudaGetDeviceProperties(&prop, 0));
  if (prop.major != 9) {
    std::printf("pipeline_sm90: needs an SM90 GPU (this is sm_%d%d), skipped\n", prop.major, prop.minor);
    return 77;
  }
  int failures = 0;

  // The ring.
  std::vector<half_t> h(kItems * kRows * kCols);
  for (std::size_t i = 0; i < h.size(); ++i) h[i] = half_t(float(int(i * 37 % 2001) - 1000));
  half_t* src;
  int* out;
  int const blocks = 4;
  CUDA_CHECK(cudaMalloc(&src, h.size() * sizeof(half_t)));
  CUDA_CHECK(cudaMalloc(&out, blocks * 4 * sizeof(int)));
  CUDA_CHECK(cudaMemcpy(src, h.data(), h.size() * sizeof(half_t), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(out, 0, blocks * 4 * sizeof(int)));
  auto g = make_tensor(make_gmem_ptr(src), make_layout(make_shape(kItems * kRows, kCols), LayoutRight{}));
  auto tma = make_tma_copy(SM90_TMA_LOAD_MULTICAST{}, g, Box{}, 2);
  ClusterLaunchParams p;
  p.grid = dim3(blocks);
  p.block = dim3(96);
  p.cluster = dim3(2);
  CUDA_CHECK(launch_kernel_on_cluster(p, ring<decltype(tma)>, tma, static_cast<half_t const*>(src), out));
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  std::vector<int> r(blocks * 4);
  CUDA_CHECK(cudaMemcpy(r.data(), out, r.size() * sizeof(int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(src));
  CUDA_CHECK(cudaFree(out));
  for (int b = 0; b < blocks; ++b) {
    bool const ok = r[b * 4] == 0 && r[b * 4 + 1] == 2 * kItems && r[b * 4 + 2] == kItems;
    std::printf("  ring, block %d: %s (%d wrong values, %d consumer-warp items of %d, %d produced of %d)\n", b, ok ? "ok" : "FAILED",
                r[b * 4], r[b * 4 + 1], 2 * kItems, r[b * 4 + 2], kItems);
    failures += ok ? 0 : 1;
  }

  // The schedules.
  failures += check_schedule<2, 1>(7, 5, 8, RasterOrder::AlongN, 1000);
  failures += check_schedule<2, 1>(7, 5, 2, RasterOrder::AlongN, 3);
  failures += check_schedule<2, 1>(9, 13, 3, RasterOrder::AlongM, 5);
  failures += check_schedule<1, 2>(6, 11, 4, RasterOrder::AlongN, 7);
  failures += check_schedule<1, 1>(33, 17, 8, RasterOrder::AlongM, 66);
  failures += check_schedule<4, 1>(10, 3, 1, RasterOrder::AlongN, 2);
  std::printf("pipeline_sm90: %s\n", failures ? "FAILED" : "ok");
  return failures ? 1 : 0;
}

// TMA with CuTe's CTA tile (make_tma_atom(op, gtensor, slayout, cta_tile)) on the GPU, where a mode of
// shared memory walks several leaves of the global tensor, and the other capabilities CuTe code uses
// with it. Each case: block b loads tile b of zipped_divide(get_tma_tensor(shape), cta_tile) into
// shared memory (after prefetch(tma, tile)), every thread writes the tile out by its tile coordinates
// (through the global layout, not TMA), and a TMA store atom of the same tiling writes it out again:
// both copies must equal the input wherever the global layout reaches.
//  1. ((24, 12), (16, 6)) by ((8, 4), (16, 2)) into a 32 x 32 tile: one box of 4 leaves.
//  2. The same into a tile whose mode 0 is stored as (4, 8) : (1, 128): boxes cut inside leaf 0.
//  3. ((_4, 32), 40) by (64, 8) (float): the integer 64 takes leaf 0 whole and 16 of leaf 1.
//  4. (64, (_8, 6)) : (1, (_0, 64)) by (32, 8) into (32, 8) : (1, 0): a broadcast mode, not loaded.
//  5. ((32, 3, 2, 2, 2), (16, 2, 3, 2)) by ((32), (16, 2)): nine leaves, five sharing a dimension.
//  6. half_t moved as uint32_t pairs and as uint8_t bytes, float as uint16_t halves
//     (make_tma_atom<TmaInternalType>, make_tma_copy<TmaInternalType>).
// Without an SM90 GPU: exit 77 (skipped).
#include <cute/cute.hpp>
#include <cute/atom.hpp>
#include <cute/arch/cluster.hpp>
#include <cute/arch/mbarrier.hpp>
#include <cute/atom/copy_traits_sm90_tma.hpp>

#include <cstdio>
#include <vector>

#include <cuda_runtime.h>

#include "cuda_check.hpp"

using namespace cute;

template <class T, class SLayout, class CtaTile, class GLayout, class Load, class Store>
__global__ void load_tiles(__grid_constant__ Load const tma, __grid_constant__ Store const tma_store, GLayout g, T* out) {
  __shared__ __align__(128) T smem[cosize_v<SLayout>];
  __shared__ std::uint64_t bar;
  auto sA = make_tensor(make_smem_ptr(smem), SLayout{});
  auto gA = zipped_divide(tma.get_tma_tensor(shape(g)), CtaTile{});  // ((tile), (rest))
  auto oA = zipped_divide(make_tensor(make_gmem_ptr(out), g), CtaTile{});
  int const b = int(blockIdx.x);
  if (threadIdx.x == 0) {
    mbarrier_init(bar, 1);
    fence_barrier_init();
    prefetch(tma, gA(_, b));
    mbarrier_arrive_expect_tx(bar, std::uint32_t(sizeof(T) * size(filter_zeros(SLayout{}))));
    copy(tma.with(bar), gA(_, b), sA);
  }
  __syncthreads();
  mbarrier_wait(bar, 0);
  for (int i = threadIdx.x; i < int(size(sA)); i += blockDim.x) oA(i, b) = sA(i);
  __syncthreads();
  if (threadIdx.x == 0) {
    copy(tma_store, group_modes<0, rank_v<SLayout>>(sA), zipped_divide(tma_store.get_tma_tensor(shape(g)), CtaTile{})(_, b));
    tma_store_arrive();
    tma_store_wait<0>();
  }
}

template <class T>
T value_at(long i) {
  return T(float((i * 7) % 251 - 125));
}

// The elements of a buffer of `cosize` that the layout g reaches equal the input's.
template <class T, class GLayout>
int compare(char const* name, char const* what, GLayout const& g, std::vector<T> const& in, std::vector<T> const& out) {
  int errors = 0;
  for (int i = 0; i < int(size(g)); ++i) {
    long const k = long(g(i));
    if (float(out[k]) != float(in[k]) && ++errors <= 4)
      std::fprintf(stderr, "  %s (%s): element %ld is %g, expected %g\n", name, what, k, double(out[k]), double(in[k]));
  }
  return errors;
}

// Loads every tile of g through an atom made by make_atom(gtensor) (the store atom by make_store).
template <class T, class SLayout, class CtaTile, class GLayout, class MakeLoad, class MakeStore>
int run_case(char const* name, GLayout const& g, MakeLoad make_load, MakeStore make_store) {
  long const n = long(cosize(g));
  std::vector<T> in(n);
  for (long i = 0; i < n; ++i) in[i] = value_at<T>(i);
  T *dIn, *dOut, *dStore;
  CUDA_CHECK(cudaMalloc(&dIn, n * sizeof(T)));
  CUDA_CHECK(cudaMalloc(&dOut, n * sizeof(T)));
  CUDA_CHECK(cudaMalloc(&dStore, n * sizeof(T)));
  CUDA_CHECK(cudaMemcpy(dIn, in.data(), n * sizeof(T), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(dOut, 0xff, n * sizeof(T)));
  CUDA_CHECK(cudaMemset(dStore, 0xff, n * sizeof(T)));
  auto load = make_load(make_tensor(make_gmem_ptr(dIn), g));
  auto store = make_store(make_tensor(make_gmem_ptr(dStore), g));
  int const blocks = int(size<1>(zipped_divide(make_layout(shape(g)), CtaTile{})));
  load_tiles<T, SLayout, CtaTile><<<blocks, 128>>>(load, store, g, dOut);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  std::vector<T> out(n), stored(n);
  CUDA_CHECK(cudaMemcpy(out.data(), dOut, n * sizeof(T), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(stored.data(), dStore, n * sizeof(T), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(dIn));
  CUDA_CHECK(cudaFree(dOut));
  CUDA_CHECK(cudaFree(dStore));
  int const errors = compare(name, "loaded", g, in, out) + compare(name, "stored", g, in, stored);
  std::printf("TMA tiling %-62s %s (%d errors)\n", name, errors ? "FAILED" : "ok", errors);
  return errors ? 1 : 0;
}

// A tile loaded with CTA tile Tile into SLayout, as U (void: as T), stored back as T.
template <class T, class SLayout, class Tile, class U = void, class GLayout>
int tiled(char const* name, GLayout const& g) {
  auto load = [](auto const& gt) {
    if constexpr (std::is_void_v<U>) {
      return make_tma_atom(SM90_TMA_LOAD{}, gt, SLayout{}, Tile{});
    } else {
      return make_tma_copy<U>(SM90_TMA_LOAD{}, gt, SLayout{}, Tile{}, Int<1>{});
    }
  };
  auto store = [](auto const& gt) { return make_tma_atom(SM90_TMA_STORE{}, gt, SLayout{}, Tile{}); };
  return run_case<T, SLayout, Tile>(name, g, load, store);
}

int main() {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("tma_tiling_sm90: no GPU here, skipped\n");
    return 77;
  }
  cudaDeviceProp prop{};
  CUDA_CHECK(cudaGetDeviceProperties(&prop, 0));
  if (prop.major != 9) {
    std::printf("tma_tiling_sm90: needs an SM90 GPU (this is sm_%d%d), skipped\n", prop.major, prop.minor);
    return 77;
  }
  using H = half_t;
  int failures = 0;
  {
    auto g = make_layout(make_shape(make_shape(24, 12), make_shape(16, 6)));
    using Tile = Shape<Shape<_8, _4>, Shape<_16, _2>>;
    failures += tiled<H, Layout<Shape<_32, _32>>, Tile>("((24,12),(16,6)) by ((8,4),(16,2)), one box of 4 leaves", g);
    using Cut = Layout<Shape<Shape<_4, _8>, _32>, Stride<Stride<_1, _128>, _4>>;
    failures += tiled<float, Cut, Tile>("the same into (4,8):(1,128) x 32:4, boxes cut in a leaf", g);
  }
  {
    auto g = make_layout(make_shape(make_shape(_4{}, 32), 40));
    failures += tiled<float, Layout<Shape<_64, _8>>, Shape<_64, _8>>("((_4,32),40) by (64,8): 64 spans two leaves", g);
  }
  {
    auto g = make_layout(make_shape(64, make_shape(_8{}, 6)), make_stride(_1{}, make_stride(_0{}, 64)));
    failures += tiled<H, Layout<Shape<_32, _8>, Stride<_1, _0>>, Shape<_32, _8>>("(64,(_8,6)):(1,(_0,64)), a broadcast mode", g);
  }
  {
    auto g = make_layout(make_shape(make_shape(32, 3, 2, 2, 2), make_shape(16, 2, 3, 2)));
    failures += tiled<H, Layout<Shape<_32, _32>>, Shape<Shape<_32>, Shape<_16, _2>>>("nine leaves, five in one dimension", g);
  }
  {
    auto g = make_layout(make_shape(64, 48));
    using S = Layout<Shape<_32, _16>>;
    using Tile = Shape<_32, _16>;
    failures += tiled<H, S, Tile, std::uint32_t>("half moved as uint32 pairs", g);
    failures += tiled<H, S, Tile, std::uint8_t>("half moved as uint8 bytes", g);
    failures += tiled<float, S, Tile, std::uint16_t>("float moved as uint16 halves", g);
  }
  return failures == 0 ? 0 : 1;
}

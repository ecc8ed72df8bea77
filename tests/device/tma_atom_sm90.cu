// TMA as CuTe's Copy_Atom on the GPU, as CuTe code writes it: make_tma_atom over a global tensor
// (also over a plain pointer, as the wgmma_tma_sm90 tutorial does), get_tma_tensor, local_tile, the
// 5-argument tma_partition, copy(tma.with(mbar, mask), tAgA(_, k), tAsA(_, pipe)) into a 2-stage
// pipeline of swizzled shared memory (GMMA's canonical layouts: MN-major 128-byte swizzle, which
// takes a 4-D TMA box, and K-major), then every thread reads the stage through the swizzled tensor and
// writes it out, and a TMA store atom writes it out again: both copies of A must equal A. Also a
// multicast: a 2-block cluster shares each tile (cta_layout Layout<_2>), each block loading its half
// into both. Without an SM90 GPU: exit 77 (skipped).
#include <cute/cute.hpp>
#include <cute/atom.hpp>
#include <cute/arch/cluster.hpp>
#include <cute/arch/mbarrier.hpp>
#include <cute/atom/copy_traits_sm90_tma.hpp>
#include <cute/atom/mma_atom_sm90.hpp>

#include <cstdio>
#include <vector>

#include <cuda_runtime.h>

#include "cuda_check.hpp"

using namespace cute;

// The tile's modes grouped into mode 0: ((BM, BK), PIPE), the swizzle kept outside.
template <class L>
CUTE_HOST_DEVICE constexpr auto tile_first(L const& l) {
  return detail::map_inner(l, [](auto const& inner) { return group<0, 2>(inner); });
}

template <class T, class SLayout, int ClusterSize, class LoadAtom, class StoreAtom>
__global__ void tma_roundtrip(__grid_constant__ LoadAtom const tma, __grid_constant__ StoreAtom const tma_store, int M, int K,
                              int dm, int dk, T* out) {
  constexpr int BM = int(size_v<decltype(layout<0>(SLayout{}.layout_b()))>);
  constexpr int BK = int(size_v<decltype(layout<1>(SLayout{}.layout_b()))>);
  constexpr int PIPE = int(size_v<decltype(layout<2>(SLayout{}.layout_b()))>);
  __shared__ __align__(1024) T smem[cosize_v<SLayout>];
  __shared__ std::uint64_t bar[PIPE];
  int const rank = ClusterSize > 1 ? int(block_rank_in_cluster()) : 0;
  int const m_tile = blockIdx.x / ClusterSize;

  auto sA = make_tensor(make_smem_ptr(smem), SLayout{});          // (BM, BK, PIPE)
  auto sA_tiles = make_tensor(make_smem_ptr(smem), tile_first(SLayout{}));  // ((BM, BK), PIPE)
  auto mA = tma.get_tma_tensor(make_shape(M, K));
  auto gA = local_tile(mA, make_shape(Int<BM>{}, Int<BK>{}), make_coord(m_tile, _));  // (BM, BK, k)
  auto [tAgA, tAsA] = tma_partition(tma, rank, Layout<Int<ClusterSize>>{}, sA_tiles, group_modes<0, 2>(gA));
  auto mOut = tma_store.get_tma_tensor(make_shape(M, K));
  auto gOut = local_tile(mOut, make_shape(Int<BM>{}, Int<BK>{}), make_coord(m_tile, _));
  auto [tSgS, tSsS] = tma_partition(tma_store, _0{}, Layout<_1>{}, sA_tiles, group_modes<0, 2>(gOut));
  auto out_copy = make_tensor(make_gmem_ptr(out + std::size_t(rank) * M * K), make_shape(M, K), make_stride(dm, dk));

  if (threadIdx.x == 0)
    for (int p = 0; p < PIPE; ++p) mbarrier_init(bar[p], 1);
  fence_barrier_init();
  if constexpr (ClusterSize > 1) {
    cluster_sync();
  } else {
    __syncthreads();
  }
  std::uint16_t const mask = std::uint16_t((1u << ClusterSize) - 1u);
  int const tiles = int(size<1>(tAgA));
  for (int k = 0; k < tiles; ++k) {
    int const pipe = k % PIPE;
    if (threadIdx.x == 0) {
      mbarrier_arrive_expect_tx(bar[pipe], std::uint32_t(BM * BK * sizeof(T)));
      copy(tma.with(bar[pipe], mask), tAgA(_, k), tAsA(_, pipe));
    }
    mbarrier_wait(bar[pipe], (k / PIPE) & 1);
    for (int i = threadIdx.x; i < BM * BK; i += blockDim.x) {
      int const m = i % BM, kk = i / BM;
      out_copy(m_tile * BM + m, k * BK + kk) = sA(m, kk, pipe);
    }
    if (rank == 0 && threadIdx.x == 0) {  // one block of a cluster writes the tile back through TMA
      copy(tma_store, tSsS(_, pipe), tSgS(_, k));
      tma_store_arrive();
      tma_store_wait<0>();
    }
    if constexpr (ClusterSize > 1) {
      cluster_sync();  // the peer block writes this stage of ours too: both done before it is reloaded
    } else {
      __syncthreads();
    }
  }
}

template <class T>
T value_at(int i) {
  return T(float((i * 7) % 1999 - 999));
}

template <class T, class SLayout, int ClusterSize, bool KMajor, bool PlainPointer>
int run_case(char const* name) {
  constexpr int BM = int(size_v<decltype(layout<0>(SLayout{}.layout_b()))>);
  constexpr int BK = int(size_v<decltype(layout<1>(SLayout{}.layout_b()))>);
  int const M = 2 * BM, K = 3 * BK;
  int const dm = KMajor ? K : 1, dk = KMajor ? 1 : M;
  std::vector<T> a(std::size_t(M) * K);
  for (std::size_t i = 0; i < a.size(); ++i) a[i] = value_at<T>(int(i));
  T *dA, *dOut, *dStore;
  CUDA_CHECK(cudaMalloc(&dA, a.size() * sizeof(T)));
  CUDA_CHECK(cudaMalloc(&dOut, ClusterSize * a.size() * sizeof(T)));
  CUDA_CHECK(cudaMalloc(&dStore, a.size() * sizeof(T)));
  CUDA_CHECK(cudaMemcpy(dA, a.data(), a.size() * sizeof(T), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(dOut, 0xff, ClusterSize * a.size() * sizeof(T)));
  CUDA_CHECK(cudaMemset(dStore, 0xff, a.size() * sizeof(T)));
  auto const shape = make_shape(M, K);
  auto const stride = make_stride(dm, dk);
  using Op = std::conditional_t<(ClusterSize > 1), SM90_TMA_LOAD_MULTICAST, SM90_TMA_LOAD>;
  auto const tile = make_shape(Int<BM>{}, Int<BK>{});
  auto const s0 = SLayout{}(_, _, 0);
  auto load = [&] {
    if constexpr (PlainPointer) {
      T const* ptr = dA;  // make_tensor over a T const*, as the tutorial
      return make_tma_atom(Op{}, make_tensor(ptr, shape, stride), s0, tile, Int<ClusterSize>{});
    } else {
      return make_tma_atom(Op{}, make_tensor(make_gmem_ptr(dA), shape, stride), s0, tile, Int<ClusterSize>{});
    }
  }();
  Copy_Atom store = make_tma_atom(SM90_TMA_STORE{}, make_tensor(make_gmem_ptr(dStore), shape, stride), s0, tile);
  auto kernel = &tma_roundtrip<T, SLayout, ClusterSize, decltype(load), decltype(store)>;
  cudaLaunchConfig_t config{};
  config.gridDim = dim3(unsigned(M / BM * ClusterSize));
  config.blockDim = dim3(128);
  cudaLaunchAttribute attr[1];
  attr[0].id = cudaLaunchAttributeClusterDimension;
  attr[0].val.clusterDim.x = ClusterSize;
  attr[0].val.clusterDim.y = 1;
  attr[0].val.clusterDim.z = 1;
  config.attrs = attr;
  config.numAttrs = 1;
  CUDA_CHECK(cudaLaunchKernelEx(&config, kernel, load, store, M, K, dm, dk, dOut));
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  std::vector<T> out(ClusterSize * a.size()), stored(a.size());
  CUDA_CHECK(cudaMemcpy(out.data(), dOut, out.size() * sizeof(T), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(stored.data(), dStore, stored.size() * sizeof(T), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(dA));
  CUDA_CHECK(cudaFree(dOut));
  CUDA_CHECK(cudaFree(dStore));
  int errors = 0;
  for (int r = 0; r < ClusterSize; ++r)
    for (std::size_t i = 0; i < a.size(); ++i)
      if (float(out[r * a.size() + i]) != float(a[i]) && ++errors <= 5)
        std::fprintf(stderr, "  %s: block %d read element %zu as %g, expected %g\n", name, r, i, double(out[r * a.size() + i]),
                     double(a[i]));
  for (std::size_t i = 0; i < a.size(); ++i)
    if (float(stored[i]) != float(a[i]) && ++errors <= 10)
      std::fprintf(stderr, "  %s: the TMA store wrote element %zu as %g, expected %g\n", name, i, double(stored[i]), double(a[i]));
  std::printf("TMA atom %-58s %s (%d errors)\n", name, errors ? "FAILED" : "ok", errors);
  return errors ? 1 : 0;
}

int main() {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("tma_atom_sm90: no GPU here, skipped\n");
    return 77;
  }
  cudaDeviceProp prop{};
  CUDA_CHECK(cudaGetDeviceProperties(&prop, 0));
  if (prop.major != 9) {
    std::printf("tma_atom_sm90: needs an SM90 GPU (this is sm_%d%d), skipped\n", prop.major, prop.minor);
    return 77;
  }
  using H = half_t;
  using MN128 = decltype(tile_to_shape(GMMA::Layout_MN_SW128_Atom<H>{}, Shape<_128, _64, _2>{}));
  using K128 = decltype(tile_to_shape(GMMA::Layout_K_SW128_Atom<H>{}, Shape<_128, _64, _2>{}));
  using K128f = decltype(tile_to_shape(GMMA::Layout_K_SW128_Atom<float>{}, Shape<_64, _32, _2>{}));
  using MN64 = decltype(tile_to_shape(GMMA::Layout_MN_SW64_Atom<H>{}, Shape<_64, _32, _2>{}));
  int failures = 0;
  failures += run_case<H, MN128, 1, false, true>("half MN-major SW128 128x64 (4-D box), plain pointer");
  failures += run_case<H, K128, 1, true, false>("half K-major SW128 128x64");
  failures += run_case<float, K128f, 1, true, true>("float K-major SW128 64x32, plain pointer");
  failures += run_case<H, MN128, 2, false, true>("half MN-major SW128 128x64, multicast over 2 blocks");
  failures += run_case<H, MN64, 2, false, false>("half MN-major SW64 64x32, multicast over 2 blocks");
  return failures == 0 ? 0 : 1;
}

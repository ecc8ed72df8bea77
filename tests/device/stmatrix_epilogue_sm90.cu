// A Hopper epilogue through the atom framework: two warpgroups compute C (128x64, f32) = A * B^T with a
// TiledMMA of wgmma SS atoms (2x1x1), converts its accumulators to half, stores them to shared memory with a
// TiledCopy of stmatrix made for the MMA's C (make_tiled_copy_C(Copy_Atom<SM90_U32x4_STSM_N, half_t>,
// mma); retile_S / partition_D), fences the generic proxy, and a TMA store (make_tma_copy) writes the
// tile to global memory. Checked bit for bit against the host's half of the exact product.
// Without an SM90 GPU: exit 77 (skipped).
#include <cute/cute.hpp>
#include <cute/atom.hpp>
#include <cute/arch/cluster.hpp>
#include <cute/atom/copy_traits_sm90.hpp>
#include <cute/atom/copy_traits_sm90_tma.hpp>
#include <cute/atom/mma_atom_sm90.hpp>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <vector>

#include <cuda_runtime.h>

#include "cuda_check.hpp"

using namespace cute;

constexpr int K = 32;
constexpr int M = 128, N = 64;
using SmemA = decltype(tile_to_shape(GMMA::Layout_K_INTER_Atom<half_t>{}, Shape<Int<M>, Int<K>>{}).layout_b());
using SmemB = decltype(tile_to_shape(GMMA::Layout_K_INTER_Atom<half_t>{}, Shape<Int<N>, Int<K>>{}).layout_b());
using SmemC = Layout<Shape<Int<M>, Int<N>>, Stride<Int<N>, _1>>;  // row-major: stmatrix writes 16-byte runs of a row

template <class TmaStore>
__global__ void gemm_epilogue(__grid_constant__ TmaStore const tma_store, half_t const* A, half_t const* B) {
  __shared__ __align__(1024) half_t sa[cosize_v<SmemA>];
  __shared__ __align__(1024) half_t sb[cosize_v<SmemB>];
  __shared__ __align__(1024) half_t sc[cosize_v<SmemC>];
  auto sA = make_tensor(make_smem_ptr(sa), SmemA{});
  auto sB = make_tensor(make_smem_ptr(sb), SmemB{});
  auto sC = make_tensor(make_smem_ptr(sc), SmemC{});
  for (int i = threadIdx.x; i < M * K; i += blockDim.x) sA(i / K, i % K) = A[i];
  for (int i = threadIdx.x; i < N * K; i += blockDim.x) sB(i / K, i % K) = B[i];
  fence_view_async_shared();
  __syncthreads();

  auto mma = make_tiled_mma(MMA_Atom<SM90_64x64x16_F32F16F16_SS<>>{}, Layout<Shape<_2, _1, _1>>{});  // (a 1x1x1 layout sends cicc out of memory: see the notes)
  auto thr_mma = mma.get_slice(threadIdx.x);
  auto fC = thr_mma.partition_fragment_C(sC);
  clear(fC);
  auto fA = thr_mma.partition_fragment_A(sA);
  auto fB = thr_mma.partition_fragment_B(sB);
  warpgroup_arrive();
  gemm(mma, fA, fB, fC);
  warpgroup_commit_batch();
  warpgroup_wait<0>();

  auto fCh = make_fragment_like<half_t>(fC);
  for (int i = 0; i < int(size(fC)); ++i) fCh(i) = half_t(fC(i));
  auto stsm = make_tiled_copy_C(Copy_Atom<SM90_U32x4_STSM_N, half_t>{}, mma);
  auto thr_copy = stsm.get_slice(threadIdx.x);
  copy(stsm, thr_copy.retile_S(fCh), thr_copy.partition_D(sC));
  fence_view_async_shared();  // stmatrix wrote through the generic proxy; the copy engine reads next
  __syncthreads();
  if (threadIdx.x == 0) {
    auto mC = tma_store.get_tma_tensor(make_shape(M, N));
    copy(tma_store, sC, get<0>(tma_partition(tma_store, sC, mC))(_, make_coord(0, 0)));
    tma_store_arrive();
    tma_store_wait<0>();
  }
}

int main() {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("stmatrix_epilogue_sm90: no GPU here, skipped\n");
    return 77;
  }
  cudaDeviceProp prop{};
  CUDA_CHECK(cudaGetDeviceProperties(&prop, 0));
  if (prop.major != 9) {
    std::printf("stmatrix_epilogue_sm90: needs an SM90 GPU (this is sm_%d%d), skipped\n", prop.major, prop.minor);
    return 77;
  }
  unsigned const seed = std::getenv("CUTE_TEST_SEED") ? unsigned(std::atoi(std::getenv("CUTE_TEST_SEED"))) : std::random_device{}();
  std::printf("stmatrix_epilogue_sm90: seed %u\n", seed);
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> dist(-16, 16);
  std::vector<half_t> a(M * K), b(N * K);
  std::vector<float> af(a.size()), bf(b.size());
  for (std::size_t i = 0; i < a.size(); ++i) af[i] = dist(rng) / 8.0f, a[i] = half_t(af[i]);
  for (std::size_t i = 0; i < b.size(); ++i) bf[i] = dist(rng) / 8.0f, b[i] = half_t(bf[i]);
  half_t *dA, *dB, *dC;
  CUDA_CHECK(cudaMalloc(&dA, a.size() * sizeof(half_t)));
  CUDA_CHECK(cudaMalloc(&dB, b.size() * sizeof(half_t)));
  CUDA_CHECK(cudaMalloc(&dC, M * N * sizeof(half_t)));
  CUDA_CHECK(cudaMemcpy(dA, a.data(), a.size() * sizeof(half_t), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dB, b.data(), b.size() * sizeof(half_t), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(dC, 0xff, M * N * sizeof(half_t)));  // poison (NaN)
  auto gC = make_tensor(make_gmem_ptr(dC), make_layout(make_shape(M, N), make_stride(N, _1{})));
  auto tma_store = make_tma_copy(SM90_TMA_STORE{}, gC, SmemC{});
  gemm_epilogue<<<1, 256>>>(tma_store, dA, dB);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  std::vector<half_t> c(M * N);
  CUDA_CHECK(cudaMemcpy(c.data(), dC, c.size() * sizeof(half_t), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(dA));
  CUDA_CHECK(cudaFree(dB));
  CUDA_CHECK(cudaFree(dC));
  int errors = 0;
  for (int m = 0; m < M; ++m)
    for (int n = 0; n < N; ++n) {
      float ref = 0;
      for (int k = 0; k < K; ++k) ref += af[m * K + k] * bf[n * K + k];
      half_t const want = half_t(ref), got = c[m * N + n];
      if (std::memcmp(&want, &got, sizeof(half_t)) != 0 && ++errors <= 5)
        std::fprintf(stderr, "  C(%d,%d) = %g, expected %g\n", m, n, float(got), float(want));
    }
  std::printf("wgmma -> stmatrix (TiledCopy for C) -> TMA store, %dx%dx%d: %s (%d of %d differ)\n", M, N, K,
              errors ? "FAILED" : "ok", errors, M * N);
  return errors ? 1 : 0;
}

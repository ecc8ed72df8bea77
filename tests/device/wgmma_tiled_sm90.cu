// wgmma through the atom framework, as CuTe code writes it: a TiledMMA of two SM90 warpgroup atoms
// (make_tiled_mma(MMA_Atom<SM90_64xNx16_...>, 2x1x1)) partitions shared-memory A and B (canonical
// K-major layouts) and a global C; partition_fragment_A/B give descriptor fragments (SS) or register
// values (RS, A copied from its partition), and gemm(mma, A, B, C) between warpgroup_arrive and
// warpgroup_commit_batch/wait runs the k-blocks. Shared memory in canonical layouts, unswizzled
// (plain Layouts) and swizzled (ComposedLayouts of GMMA atoms, K- and MN-major). C (128xN) = A (128xK)
// * B (NxK)^T checked exactly against the host. Without an SM90 GPU: exit 77 (skipped).
#include <cute/cute.hpp>
#include <cute/atom.hpp>
#include <cute/arch/cluster.hpp>
#include <cute/atom/mma_atom_sm90.hpp>

#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

#include <cuda_runtime.h>

#include "cuda_check.hpp"

using namespace cute;
using GMMA::Major;

template <class T, int N, bool RS, Major MA, Major MB>
using OpFor =
    std::conditional_t<std::is_same_v<T, half_t>,
                       std::conditional_t<RS, SM90_64xNx16_F32F16F16_RS<N, MA, MB>, SM90_64xNx16_F32F16F16_SS<N, MA, MB>>,
                       std::conditional_t<RS, SM90_64xNx16_F32BF16BF16_RS<N, MA, MB>, SM90_64xNx16_F32BF16BF16_SS<N, MA, MB>>>;

// A canonical layout tiled to (MN, K): swizzled (the ComposedLayout), or its inner Layout (Plain).
template <class Atom, int MN, int K, bool Plain>
using SmemLayout = std::conditional_t<Plain, decltype(tile_to_shape(Atom{}, Shape<Int<MN>, Int<K>>{}).layout_b()),
                                      decltype(tile_to_shape(Atom{}, Shape<Int<MN>, Int<K>>{}))>;

template <class T, int N, int K, bool RS, Major MA, Major MB, class LA, class LB>
__global__ void tiled_gemm(T const* A, T const* B, float* C) {
  __shared__ __align__(1024) T sa[cosize_v<LA>];
  __shared__ __align__(1024) T sb[cosize_v<LB>];
  auto gA = make_tensor(make_gmem_ptr(A), make_layout(make_shape(_128{}, Int<K>{}), LayoutRight{}));
  auto gB = make_tensor(make_gmem_ptr(B), make_layout(make_shape(Int<N>{}, Int<K>{}), LayoutRight{}));
  auto gC = make_tensor(make_gmem_ptr(C), make_layout(make_shape(_128{}, Int<N>{}), LayoutRight{}));
  auto sA = make_tensor(make_smem_ptr(sa), LA{});
  auto sB = make_tensor(make_smem_ptr(sb), LB{});
  for (int i = threadIdx.x; i < 128 * K; i += blockDim.x) sA(i / K, i % K) = gA(i / K, i % K);
  for (int i = threadIdx.x; i < N * K; i += blockDim.x) sB(i / K, i % K) = gB(i / K, i % K);
  fence_view_async_shared();
  __syncthreads();

  auto mma = make_tiled_mma(MMA_Atom<OpFor<T, N, RS, MA, MB>>{}, Layout<Shape<_2, _1, _1>>{});
  auto thr = mma.get_slice(threadIdx.x);
  auto tCgC = thr.partition_C(gC);
  auto fC = thr.partition_fragment_C(gC);
  clear(fC);
  auto fB = thr.partition_fragment_B(sB);
  if constexpr (RS) {
    auto tCsA = thr.partition_A(sA);
    auto fA = thr.partition_fragment_A(sA);
    copy(tCsA, fA);  // A's values into registers, in the atom's order
    warpgroup_arrive();
    gemm(mma, fA, fB, fC);
  } else {
    auto fA = thr.partition_fragment_A(sA);
    warpgroup_arrive();
    gemm(mma, fA, fB, fC);
  }
  warpgroup_commit_batch();
  warpgroup_wait<0>();
  copy(fC, tCgC);
}

template <class T, int N, int K, bool RS, Major MA, Major MB, class AtomA, class AtomB, bool Plain>
int run_case(char const* name, std::mt19937& rng) {
  using LA = SmemLayout<AtomA, 128, K, Plain>;
  using LB = SmemLayout<AtomB, N, K, Plain>;
  std::uniform_int_distribution<int> dist(-16, 16);
  std::vector<T> a(128 * K), b(N * K);
  std::vector<float> af(a.size()), bf(b.size());
  for (std::size_t i = 0; i < a.size(); ++i) af[i] = dist(rng) / 8.0f, a[i] = T(af[i]);
  for (std::size_t i = 0; i < b.size(); ++i) bf[i] = dist(rng) / 8.0f, b[i] = T(bf[i]);
  T *dA, *dB;
  float* dC;
  CUDA_CHECK(cudaMalloc(&dA, a.size() * sizeof(T)));
  CUDA_CHECK(cudaMalloc(&dB, b.size() * sizeof(T)));
  CUDA_CHECK(cudaMalloc(&dC, 128 * N * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(dA, a.data(), a.size() * sizeof(T), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dB, b.data(), b.size() * sizeof(T), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(dC, 0xff, 128 * N * sizeof(float)));
  tiled_gemm<T, N, K, RS, MA, MB, LA, LB><<<1, 256>>>(dA, dB, dC);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  std::vector<float> c(128 * N);
  CUDA_CHECK(cudaMemcpy(c.data(), dC, c.size() * sizeof(float), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(dA));
  CUDA_CHECK(cudaFree(dB));
  CUDA_CHECK(cudaFree(dC));
  int errors = 0;
  for (int m = 0; m < 128; ++m)
    for (int n = 0; n < N; ++n) {
      float ref = 0;
      for (int k = 0; k < K; ++k) ref += af[m * K + k] * bf[n * K + k];
      if (!(c[m * N + n] == ref) && ++errors <= 5) std::fprintf(stderr, "  %s: C(%d,%d) = %g, expected %g\n", name, m, n, c[m * N + n], ref);
    }
  std::printf("tiled wgmma %-40s %s (%d of %d differ)\n", name, errors ? "FAILED" : "ok", errors, 128 * N);
  return errors ? 1 : 0;
}

int main() {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("wgmma_tiled_sm90: no GPU here, skipped\n");
    return 77;
  }
  cudaDeviceProp prop{};
  CUDA_CHECK(cudaGetDeviceProperties(&prop, 0));
  if (prop.major != 9) {
    std::printf("wgmma_tiled_sm90: needs an SM90 GPU (this is sm_%d%d), skipped\n", prop.major, prop.minor);
    return 77;
  }
  unsigned const seed = std::getenv("CUTE_TEST_SEED") ? unsigned(std::atoi(std::getenv("CUTE_TEST_SEED"))) : std::random_device{}();
  std::printf("wgmma_tiled_sm90: seed %u\n", seed);
  std::mt19937 rng(seed);
  int failures = 0;
  constexpr Major KM = Major::K, MNM = Major::MN;
  using H = half_t;
  using BF = bfloat16_t;
  failures += run_case<H, 128, 64, false, KM, KM, GMMA::Layout_K_INTER_Atom<H>, GMMA::Layout_K_INTER_Atom<H>, true>(
      "SS f16 128x128x64 K-major INTER", rng);
  failures += run_case<BF, 64, 32, false, KM, KM, GMMA::Layout_K_INTER_Atom<BF>, GMMA::Layout_K_INTER_Atom<BF>, true>(
      "SS bf16 128x64x32 K-major INTER", rng);
  failures += run_case<H, 64, 64, true, KM, KM, GMMA::Layout_K_INTER_Atom<H>, GMMA::Layout_K_INTER_Atom<H>, true>(
      "RS f16 128x64x64 K-major INTER", rng);
  failures += run_case<BF, 32, 48, true, KM, KM, GMMA::Layout_K_INTER_Atom<BF>, GMMA::Layout_K_INTER_Atom<BF>, true>(
      "RS bf16 128x32x48 K-major INTER", rng);
  failures += run_case<H, 64, 64, false, KM, MNM, GMMA::Layout_K_SW128_Atom<H>, GMMA::Layout_MN_SW64_Atom<H>, false>(
      "SS f16 128x64x64 A K SW128, B MN SW64", rng);
  failures += run_case<BF, 128, 32, false, MNM, KM, GMMA::Layout_MN_SW128_Atom<BF>, GMMA::Layout_K_SW64_Atom<BF>, false>(
      "SS bf16 128x128x32 A MN SW128, B K SW64", rng);
  failures += run_case<H, 64, 64, true, KM, KM, GMMA::Layout_K_SW128_Atom<H>, GMMA::Layout_K_SW32_Atom<H>, false>(
      "RS f16 128x64x64 A K SW128 (copied), B K SW32", rng);
  return failures == 0 ? 0 : 1;
}

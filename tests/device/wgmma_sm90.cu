// SM90 warpgroup MMA on the GPU: one warpgroup computes C (64xN, f32) = A (64xK) * B^T (NxK) with
// wgmma 64xNx16 over K/16 k-blocks, A and B staged in shared memory in a canonical GMMA layout
// (tile_to_shape of a GMMA::Layout_*_Atom, K-major or MN-major, every swizzle), read through
// descriptors made by make_gmma_desc (SS), or A from registers in the ALayout_64x16 order (RS); the
// accumulators are written out through CLayout_64xN. Checked against a host reference on random
// values that fp32 sums exactly (multiples of 1/8 in [-2, 2]), so the results must be equal.
// Without an SM90 GPU: exit 77 (skipped).
#include <cute/arch/mma_sm90_gmma.hpp>
#include <cute/atom/mma_sm90_layouts.hpp>
#include <cute/layout.hpp>
#include <cute/swizzle.hpp>

#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include "cuda_check.hpp"

using namespace cute;
using GMMA::Major;

template <class T>
T to_value(float f) {
  if constexpr (std::is_same_v<T, __half>) {
    return __float2half_rn(f);
  } else {
    return __float2bfloat16_rn(f);
  }
}

template <class T>
__device__ std::uint32_t pack2(T lo, T hi) {
  std::uint16_t const l = *reinterpret_cast<std::uint16_t const*>(&lo);
  std::uint16_t const h = *reinterpret_cast<std::uint16_t const*>(&hi);
  return std::uint32_t(l) | (std::uint32_t(h) << 16);
}

// The operation for (type, N, SS/RS, majors, scales).
template <class T, int N, bool RS, Major MA, Major MB, GMMA::ScaleIn SA>
using OpFor = std::conditional_t<
    std::is_same_v<T, __half>,
    std::conditional_t<RS, SM90_64xNx16_F32F16F16_RS<N, MA, MB, SA>, SM90_64xNx16_F32F16F16_SS<N, MA, MB, SA>>,
    std::conditional_t<RS, SM90_64xNx16_F32BF16BF16_RS<N, MA, MB, SA>, SM90_64xNx16_F32BF16BF16_SS<N, MA, MB, SA>>>;

// A (64xK) and B (NxK) are row-major in global memory (k fastest); C is 64xN row-major.
template <class T, int N, int K, bool RS, Major MA, Major MB, GMMA::ScaleIn SA, class ATile, class BTile>
__global__ void wgmma_tile(T const* A, T const* B, float* C) {
  using Op = OpFor<T, N, RS, MA, MB, SA>;
  extern __shared__ __align__(1024) unsigned char smem[];
  constexpr int a_bytes = (int(cosize_v<ATile>) * int(sizeof(T)) + 1023) / 1024 * 1024;
  T* sA = reinterpret_cast<T*>(smem);
  T* sB = reinterpret_cast<T*>(smem + a_bytes);
  constexpr ATile a_tile{};
  constexpr BTile b_tile{};
  int const tid = threadIdx.x;
  for (int i = tid; i < 64 * K; i += 128) sA[a_tile(i / K, i % K)] = A[i];
  for (int i = tid; i < N * K; i += 128) sB[b_tile(i / K, i % K)] = B[i];
  fence_view_async_shared();  // the generic-proxy stores, before the tensor cores read them
  __syncthreads();

  float d[N / 2];
  for (int i = 0; i < N / 2; ++i) d[i] = -1.0f;  // overwritten: the first k-block uses ScaleOut::Zero
  auto a_blocks = zipped_divide(a_tile, make_shape(_64{}, _16{}));
  auto b_blocks = zipped_divide(b_tile, make_shape(Int<N>{}, _16{}));
  std::uint32_t const a_addr = cast_smem_ptr_to_uint(sA), b_addr = cast_smem_ptr_to_uint(sB);
  for (int i = 0; i < N / 2; ++i) warpgroup_fence_operand(d[i]);
  warpgroup_arrive();
#pragma unroll
  for (int kb = 0; kb < K / 16; ++kb) {
    auto desc_b = GMMA::make_gmma_desc<MB, T>(b_blocks(make_coord(_, make_coord(0, kb))), b_addr);
    GMMA::ScaleOut const scale = kb == 0 ? GMMA::ScaleOut::Zero : GMMA::ScaleOut::One;
    if constexpr (RS) {
      // This thread's 8 values of the 64x16 k-block, in ALayout_64x16's order, two per register.
      constexpr GMMA::ALayout_64x16 a_tv{};
      std::uint32_t a[4];
#pragma unroll
      for (int r = 0; r < 4; ++r) {
        int const i0 = a_tv(tid, 2 * r), i1 = a_tv(tid, 2 * r + 1);
        a[r] = pack2(A[(i0 % 64) * K + kb * 16 + i0 / 64], A[(i1 % 64) * K + kb * 16 + i1 / 64]);
      }
      Op::fma(a, desc_b, d, scale);
    } else {
      auto desc_a = GMMA::make_gmma_desc<MA, T>(a_blocks(make_coord(_, make_coord(0, kb))), a_addr);
      Op::fma(desc_a, desc_b, d, scale);
    }
  }
  warpgroup_commit_batch();
  warpgroup_wait<0>();
  for (int i = 0; i < N / 2; ++i) warpgroup_fence_operand(d[i]);

  constexpr GMMA::CLayout_64xN<N> c_tv{};
#pragma unroll
  for (int v = 0; v < N / 2; ++v) {
    int const idx = c_tv(tid, v);
    C[(idx % 64) * N + idx / 64] = d[v];
  }
}

template <class T, int N, int K, bool RS, Major MA, Major MB, GMMA::ScaleIn SA, class ATile, class BTile>
int run_case(char const* name, std::mt19937& rng) {
  std::uniform_int_distribution<int> dist(-16, 16);
  std::vector<T> a(64 * K), b(N * K);
  std::vector<float> af(64 * K), bf(N * K);
  for (int i = 0; i < 64 * K; ++i) af[i] = dist(rng) / 8.0f, a[i] = to_value<T>(af[i]);
  for (int i = 0; i < N * K; ++i) bf[i] = dist(rng) / 8.0f, b[i] = to_value<T>(bf[i]);

  T *dA = nullptr, *dB = nullptr;
  float* dC = nullptr;
  CUDA_CHECK(cudaMalloc(&dA, a.size() * sizeof(T)));
  CUDA_CHECK(cudaMalloc(&dB, b.size() * sizeof(T)));
  CUDA_CHECK(cudaMalloc(&dC, 64 * N * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(dA, a.data(), a.size() * sizeof(T), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dB, b.data(), b.size() * sizeof(T), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(dC, 0xff, 64 * N * sizeof(float)));  // poison (NaN)

  auto kernel = wgmma_tile<T, N, K, RS, MA, MB, SA, ATile, BTile>;
  int const smem = (int(cosize_v<ATile>) * int(sizeof(T)) + 1023) / 1024 * 1024 + int(cosize_v<BTile>) * int(sizeof(T));
  CUDA_CHECK(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, smem));
  kernel<<<1, 128, smem>>>(dA, dB, dC);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  std::vector<float> c(64 * N);
  CUDA_CHECK(cudaMemcpy(c.data(), dC, c.size() * sizeof(float), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(dA));
  CUDA_CHECK(cudaFree(dB));
  CUDA_CHECK(cudaFree(dC));

  float const sign = SA == GMMA::ScaleIn::Neg ? -1.0f : 1.0f;
  int errors = 0;
  for (int m = 0; m < 64; ++m)
    for (int n = 0; n < N; ++n) {
      float ref = 0;
      for (int k = 0; k < K; ++k) ref += sign * af[m * K + k] * bf[n * K + k];
      float const got = c[m * N + n];
      if (!(got == ref) && ++errors <= 5) std::fprintf(stderr, "  %s: C(%d,%d) = %g, expected %g\n", name, m, n, got, ref);
    }
  std::printf("wgmma %-44s %s (%d of %d differ)\n", name, errors ? "FAILED" : "ok", errors, 64 * N);
  return errors ? 1 : 0;
}

template <class T, Major M, class Atom, int MN, int K>
using TileOf = decltype(tile_to_shape(Atom{}, make_shape(Int<MN>{}, Int<K>{})));

int main() {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("wgmma_sm90: no GPU here, skipped\n");
    return 77;
  }
  cudaDeviceProp prop{};
  CUDA_CHECK(cudaGetDeviceProperties(&prop, 0));
  if (prop.major != 9) {
    std::printf("wgmma_sm90: needs an SM90 GPU (this is sm_%d%d), skipped\n", prop.major, prop.minor);
    return 77;
  }
  unsigned const seed = std::getenv("CUTE_TEST_SEED") ? unsigned(std::atoi(std::getenv("CUTE_TEST_SEED"))) : std::random_device{}();
  std::printf("wgmma_sm90: seed %u\n", seed);
  std::mt19937 rng(seed);
  using H = __half;
  using BF = __nv_bfloat16;
  constexpr auto K_ = Major::K;
  constexpr auto MN = Major::MN;
  constexpr auto One = GMMA::ScaleIn::One;
  int failures = 0;
  // SS, K-major, every swizzle.
  failures += run_case<H, 64, 64, false, K_, K_, One, TileOf<H, K_, GMMA::Layout_K_SW128_Atom<H>, 64, 64>,
                       TileOf<H, K_, GMMA::Layout_K_SW128_Atom<H>, 64, 64>>("SS f16 N=64 K=64 K-major SW128", rng);
  failures += run_case<BF, 128, 32, false, K_, K_, One, TileOf<BF, K_, GMMA::Layout_K_SW64_Atom<BF>, 64, 32>,
                       TileOf<BF, K_, GMMA::Layout_K_SW32_Atom<BF>, 128, 32>>("SS bf16 N=128 K=32 K-major SW64/SW32", rng);
  failures += run_case<H, 8, 32, false, K_, K_, One, TileOf<H, K_, GMMA::Layout_K_INTER_Atom<H>, 64, 32>,
                       TileOf<H, K_, GMMA::Layout_K_INTER_Atom<H>, 8, 32>>("SS f16 N=8 K=32 K-major INTER", rng);
  failures += run_case<H, 256, 32, false, K_, K_, One, TileOf<H, K_, GMMA::Layout_K_SW128_Atom<H>, 64, 64>,
                       TileOf<H, K_, GMMA::Layout_K_SW32_Atom<H>, 256, 32>>("SS f16 N=256 K=32 K-major SW128/SW32", rng);
  // SS, MN-major.
  failures += run_case<H, 256, 32, false, MN, MN, One, TileOf<H, MN, GMMA::Layout_MN_SW128_Atom<H>, 64, 32>,
                       TileOf<H, MN, GMMA::Layout_MN_SW128_Atom<H>, 256, 32>>("SS f16 N=256 K=32 MN-major SW128", rng);
  failures += run_case<BF, 64, 48, false, MN, K_, One, TileOf<BF, MN, GMMA::Layout_MN_SW64_Atom<BF>, 64, 48>,
                       TileOf<BF, K_, GMMA::Layout_K_SW128_Atom<BF>, 64, 64>>("SS bf16 N=64 K=48 A MN SW64, B K SW128", rng);
  failures += run_case<H, 32, 32, false, K_, MN, One, TileOf<H, K_, GMMA::Layout_K_SW32_Atom<H>, 64, 32>,
                       TileOf<H, MN, GMMA::Layout_MN_SW32_Atom<H>, 32, 32>>("SS f16 N=32 K=32 A K SW32, B MN SW32", rng);
  failures += run_case<H, 16, 32, false, MN, MN, One, TileOf<H, MN, GMMA::Layout_MN_INTER_Atom<H>, 64, 32>,
                       TileOf<H, MN, GMMA::Layout_MN_INTER_Atom<H>, 16, 32>>("SS f16 N=16 K=32 MN-major INTER", rng);
  failures += run_case<H, 64, 32, false, K_, K_, GMMA::ScaleIn::Neg, TileOf<H, K_, GMMA::Layout_K_SW128_Atom<H>, 64, 64>,
                       TileOf<H, K_, GMMA::Layout_K_SW128_Atom<H>, 64, 64>>("SS f16 N=64 K=32 scaleA=-1", rng);
  // RS: A from registers.
  failures += run_case<H, 128, 64, true, K_, K_, One, TileOf<H, K_, GMMA::Layout_K_SW128_Atom<H>, 64, 64>,
                       TileOf<H, K_, GMMA::Layout_K_SW128_Atom<H>, 128, 64>>("RS f16 N=128 K=64 B K-major SW128", rng);
  failures += run_case<BF, 64, 32, true, K_, MN, One, TileOf<BF, K_, GMMA::Layout_K_SW128_Atom<BF>, 64, 64>,
                       TileOf<BF, MN, GMMA::Layout_MN_SW64_Atom<BF>, 64, 32>>("RS bf16 N=64 K=32 B MN-major SW64", rng);
  failures += run_case<BF, 256, 16, true, K_, K_, One, TileOf<BF, K_, GMMA::Layout_K_SW128_Atom<BF>, 64, 64>,
                       TileOf<BF, K_, GMMA::Layout_K_SW32_Atom<BF>, 256, 16>>("RS bf16 N=256 K=16 B K-major SW32", rng);
  std::printf("wgmma_sm90: %d case(s) failed\n", failures);
  return failures == 0 ? 0 : 1;
}

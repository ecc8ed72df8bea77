// The family of SM90 wgmma operations under CuTe's names, through the atom framework as CuTe code
// writes it: make_tiled_mma(Op{}) partitions a 64 x 2K tile of A and an N x 2K tile of B in shared
// memory (canonical 64-byte-swizzled layouts, K-major, and MN-major for 16-bit) and a global C;
// two k-blocks, the first with accumulate_ = ScaleOut::Zero over garbage accumulators (D = A*B),
// the second with One (D += A*B), between warpgroup_fence_operand / warpgroup_arrive and
// warpgroup_commit_batch / warpgroup_wait. A sample of the family: F16 and F32 accumulators;
// F16, BF16, TF32, E4M3/E5M2 (mixed) and S8/U8 (mixed, saturating) operands; SS and RS; N from 16
// to 128 (24, 40 and 48 among them). Small integer values, so every result is exact: C is checked
// element for element against the host. Without an SM90 GPU: exit 77 (skipped).
#include <cute/cute.hpp>
#include <cute/atom.hpp>
#include <cute/arch/cluster.hpp>
#include <cute/atom/mma_atom_sm90.hpp>

#include <cstdio>
#include <cstdlib>
#include <random>
#include <type_traits>
#include <vector>

#include <cuda_runtime.h>

#include "cuda_check.hpp"

using namespace cute;
using GMMA::Major;

template <class Op>
using TraitsOf = MMA_Traits<Op>;

// The 64-byte-swizzled canonical layout of an MN x 2K tile (two k-blocks of 32 bytes).
template <class T, Major M, int MN, int K2>
using TileLayout = decltype(tile_to_shape(GMMA::Layout_SW64_Atom<T, M>{}, Shape<Int<MN>, Int<K2>>{}));

template <class Op, class LA, class LB>
__global__ void family_gemm(typename TraitsOf<Op>::ValTypeA const* A, typename TraitsOf<Op>::ValTypeB const* B,
                            typename TraitsOf<Op>::ValTypeC* C) {
  using TA = typename TraitsOf<Op>::ValTypeA;
  using TB = typename TraitsOf<Op>::ValTypeB;
  constexpr int N = Op::n, K2 = 2 * Op::k;
  __shared__ __align__(1024) TA sa[cosize_v<LA>];
  __shared__ __align__(1024) TB sb[cosize_v<LB>];
  auto gA = make_tensor(make_gmem_ptr(A), make_layout(make_shape(_64{}, Int<K2>{}), LayoutRight{}));
  auto gB = make_tensor(make_gmem_ptr(B), make_layout(make_shape(Int<N>{}, Int<K2>{}), LayoutRight{}));
  auto gC = make_tensor(make_gmem_ptr(C), make_layout(make_shape(_64{}, Int<N>{}), LayoutRight{}));
  auto sA = make_tensor(make_smem_ptr(sa), LA{});
  auto sB = make_tensor(make_smem_ptr(sb), LB{});
  for (int i = threadIdx.x; i < 64 * K2; i += blockDim.x) sA(i / K2, i % K2) = gA(i / K2, i % K2);
  for (int i = threadIdx.x; i < N * K2; i += blockDim.x) sB(i / K2, i % K2) = gB(i / K2, i % K2);
  fence_view_async_shared();
  __syncthreads();

  auto mma = make_tiled_mma(Op{});
  auto thr = mma.get_thread_slice(threadIdx.x);
  auto tCgC = thr.partition_C(gC);
  auto fC = thr.partition_fragment_C(gC);
  for (int i = 0; i < int(size(fC)); ++i) fC(i) = typename TraitsOf<Op>::ValTypeC(7);  // garbage: ScaleOut::Zero ignores it
  auto fB = thr.partition_fragment_B(sB);
  auto run = [&](auto const& fA) {
    warpgroup_fence_operand(fC);
    warpgroup_arrive();
    mma.accumulate_ = GMMA::ScaleOut::Zero;
    gemm(mma, fA(_, _, 0), fB(_, _, 0), fC);
    mma.accumulate_ = GMMA::ScaleOut::One;
    gemm(mma, fA(_, _, 1), fB(_, _, 1), fC);
    warpgroup_commit_batch();
    warpgroup_wait<0>();
    warpgroup_fence_operand(fC);
  };
  if constexpr (Op::rs) {
    auto tCsA = thr.partition_A(sA);
    auto fA = thr.partition_fragment_A(sA);
    copy(tCsA, fA);  // A's values into registers, in the atom's order
    run(fA);
  } else {
    run(thr.partition_fragment_A(sA));
  }
  copy(fC, tCgC);
}

template <class T>
T value_of(int v) {
  if constexpr (std::is_integral_v<T>) {
    return T(v);
  } else {
    return T(float(v));
  }
}

template <class Op, Major MA = Op::major_a, Major MB = Op::major_b>
int run_case(char const* name, std::mt19937& rng) {
  using Tr = TraitsOf<Op>;
  using TA = typename Tr::ValTypeA;
  using TB = typename Tr::ValTypeB;
  using TC = typename Tr::ValTypeC;
  constexpr int N = Op::n, K2 = 2 * Op::k;
  using LA = TileLayout<TA, MA, 64, K2>;
  using LB = TileLayout<TB, MB, N, K2>;
  auto draw = [&](auto tag) {
    using T = decltype(tag);
    int const lo = std::is_unsigned_v<T> ? 0 : -3;
    return std::uniform_int_distribution<int>(lo, 3)(rng);
  };
  std::vector<TA> a(64 * K2);
  std::vector<TB> b(N * K2);
  std::vector<int> ai(a.size()), bi(b.size());
  for (std::size_t i = 0; i < a.size(); ++i) ai[i] = draw(TA{}), a[i] = value_of<TA>(ai[i]);
  for (std::size_t i = 0; i < b.size(); ++i) bi[i] = draw(TB{}), b[i] = value_of<TB>(bi[i]);
  TA* dA;
  TB* dB;
  TC* dC;
  CUDA_CHECK(cudaMalloc(&dA, a.size() * sizeof(TA)));
  CUDA_CHECK(cudaMalloc(&dB, b.size() * sizeof(TB)));
  CUDA_CHECK(cudaMalloc(&dC, 64 * N * sizeof(TC)));
  CUDA_CHECK(cudaMemcpy(dA, a.data(), a.size() * sizeof(TA), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dB, b.data(), b.size() * sizeof(TB), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(dC, 0xff, 64 * N * sizeof(TC)));
  family_gemm<Op, LA, LB><<<1, 128>>>(dA, dB, dC);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  std::vector<TC> c(64 * N);
  CUDA_CHECK(cudaMemcpy(c.data(), dC, c.size() * sizeof(TC), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(dA));
  CUDA_CHECK(cudaFree(dB));
  CUDA_CHECK(cudaFree(dC));
  int errors = 0;
  for (int m = 0; m < 64; ++m)
    for (int n = 0; n < N; ++n) {
      long long ref = 0;
      for (int k = 0; k < K2; ++k) ref += (long long)ai[m * K2 + k] * bi[n * K2 + k];
      double const got = double(c[m * N + n]);
      if (got != double(ref) && ++errors <= 5) std::fprintf(stderr, "  %s: C(%d,%d) = %g, expected %lld\n", name, m, n, got, ref);
    }
  std::printf("wgmma %-52s %s (%d of %d differ)\n", name, errors ? "FAILED" : "ok", errors, 64 * N);
  return errors ? 1 : 0;
}

int main() {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("wgmma_family_sm90: no GPU here, skipped\n");
    return 77;
  }
  cudaDeviceProp prop{};
  CUDA_CHECK(cudaGetDeviceProperties(&prop, 0));
  if (prop.major != 9) {
    std::printf("wgmma_family_sm90: needs an SM90 GPU (this is sm_%d%d), skipped\n", prop.major, prop.minor);
    return 77;
  }
  unsigned const seed = std::getenv("CUTE_TEST_SEED") ? unsigned(std::atoi(std::getenv("CUTE_TEST_SEED"))) : std::random_device{}();
  std::printf("wgmma_family_sm90: seed %u\n", seed);
  std::mt19937 rng(seed);
  int failures = 0;
  failures += run_case<SM90_64x64x16_F16F16F16_SS<Major::K, Major::K>>("SM90_64x64x16_F16F16F16_SS<K, K>", rng);
  failures += run_case<SM90_64x32x16_F16F16F16_SS<Major::MN, Major::MN>>("SM90_64x32x16_F16F16F16_SS<MN, MN>", rng);
  failures += run_case<SM90_64x64x16_F16F16F16_RS<Major::K, Major::MN>>("SM90_64x64x16_F16F16F16_RS<K, MN>", rng);
  failures += run_case<SM90_64x128x16_F32BF16BF16_RS<Major::K, Major::K>>("SM90_64x128x16_F32BF16BF16_RS<K, K>", rng);
  failures += run_case<SM90_64x64x16_F32F16F16_SS<Major::MN, Major::K>>("SM90_64x64x16_F32F16F16_SS<MN, K>", rng);
  failures += run_case<SM90_64x64x8_F32TF32TF32_SS_TN<>>("SM90_64x64x8_F32TF32TF32_SS_TN", rng);
  failures += run_case<SM90_64x24x8_F32TF32TF32_RS_TN<>>("SM90_64x24x8_F32TF32TF32_RS_TN", rng);
  failures += run_case<SM90_64x64x32_F32E4M3E5M2_SS_TN<>>("SM90_64x64x32_F32E4M3E5M2_SS_TN", rng);
  failures += run_case<SM90_64x40x32_F16E5M2E5M2_RS_TN<>>("SM90_64x40x32_F16E5M2E5M2_RS_TN", rng);
  failures += run_case<SM90_64x16x32_F16E4M3E4M3_SS_TN<>>("SM90_64x16x32_F16E4M3E4M3_SS_TN", rng);
  failures += run_case<SM90_64x64x32_S32S8S8_SS_TN>("SM90_64x64x32_S32S8S8_SS_TN", rng);
  failures += run_case<SM90_64x48x32_S32U8S8_RS_TN>("SM90_64x48x32_S32U8S8_RS_TN", rng);
  failures += run_case<SM90_64x16x32_S32S8U8_SS_TN_SATURATE>("SM90_64x16x32_S32S8U8_SS_TN_SATURATE", rng);
  failures += run_case<SM90_64x32x32_S32U8U8_RS_TN>("SM90_64x32x32_S32U8U8_RS_TN", rng);
  return failures == 0 ? 0 : 1;
}

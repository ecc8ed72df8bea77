// A TiledMMA/TiledCopy GEMM on the GPU, CuTe's SM80 recipe with this library: C (M, N) = A (M, K) *
// B (N, K)^T, both K-major, fp16 in, fp32 accumulate. Each block computes a 128x128 tile of C with
// 128 threads (2x2 warps of SM80_16x8x16_F32F16F16F32_TN, permuted to a 32x32x16 atom tile), staging
// 128x64 tiles of A and B in shared memory with cp.async (16 bytes a thread), loading the MMA
// fragments with ldmatrix (make_tiled_copy_A/B of SM75_U32x4_LDSM_N, retile_D), and gemm. A second
// kernel takes B N-major (B (N, K) with N contiguous) and loads it with the transposing
// SM75_U16x8_LDSM_T. Checked against a host GEMM on fresh random data, C poisoned first.
// Without a GPU: exit 77 (skipped).
#include <cute/cute.hpp>

#include <cmath>
#include <cstdio>
#include <random>
#include <string_view>
#include <vector>
#include <cuda_runtime.h>

#include "cuda_check.hpp"

using namespace cute;

using BM = _128;
using BN = _128;
using BK = _64;
// K-major smem tiles, rows padded to 72 halves (144 bytes: 16-byte aligned, and ldmatrix's 8 rows
// fall in different banks).
using SmemK = Layout<Shape<BM, BK>, Stride<Int<72>, _1>>;
// N-major smem tile of B: (n, k) with n contiguous, padded to 136.
using SmemN = Layout<Shape<BN, BK>, Stride<_1, Int<136>>>;
// K-major and swizzled instead of padded (CuTe's usual SM80 layout): Swizzle<3,3,3> over 8 rows of 64
// halves, tiled to the block's tile; a ComposedLayout, partitioned inside its swizzle.
using SmemSw = decltype(tile_to_shape(composition(Swizzle<3, 3, 3>{}, Layout<Shape<_8, _64>, Stride<_64, _1>>{}),
                                      make_shape(BM{}, BK{})));

using Mma = decltype(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2, _2, _1>>{}, make_tile(_32{}, _32{}, _16{})));

// 128 threads, 8 a row of 64 halves, 8 halves (16 bytes) each: a 16x64 K-major tile per pass.
CUTE_HOST_DEVICE constexpr auto g2s_k_major() {
  return make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, half_t>{}, Layout<Shape<_16, _8>, Stride<_8, _1>>{},
                         Layout<Shape<_1, _8>>{});
}
// N-major: 16 threads along 128 n (8 each), 8 along k.
CUTE_HOST_DEVICE constexpr auto g2s_n_major() {
  return make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, half_t>{}, Layout<Shape<_16, _8>>{},
                         Layout<Shape<_8, _1>>{});
}

template <bool BNMajor, bool Swizzled>
__global__ void __launch_bounds__(128) gemm_kernel(half_t const* a, half_t const* b, float* c, int M, int N, int K) {
  using SmemA = std::conditional_t<Swizzled, SmemSw, SmemK>;
  using SmemB = std::conditional_t<BNMajor, SmemN, SmemA>;
  __shared__ alignas(128) half_t smem_a[cosize_v<SmemA>];
  __shared__ alignas(128) half_t smem_b[cosize_v<SmemB>];
  auto mA = make_tensor(make_gmem_ptr(a), make_shape(M, K), make_stride(K, _1{}));
  auto mB = [&] {
    if constexpr (BNMajor) {
      return make_tensor(make_gmem_ptr(b), make_shape(N, K), make_stride(_1{}, N));
    } else {
      return make_tensor(make_gmem_ptr(b), make_shape(N, K), make_stride(K, _1{}));
    }
  }();
  auto mC = make_tensor(make_gmem_ptr(c), make_shape(M, N), make_stride(N, _1{}));
  auto gA = local_tile(mA, make_shape(BM{}, BK{}), make_coord(int(blockIdx.x), Underscore{}));  // (BM, BK, k)
  auto gB = local_tile(mB, make_shape(BN{}, BK{}), make_coord(int(blockIdx.y), Underscore{}));  // (BN, BK, k)
  auto gC = local_tile(mC, make_shape(BM{}, BN{}), make_coord(int(blockIdx.x), int(blockIdx.y)));
  auto sA = make_tensor(make_smem_ptr(smem_a), SmemA{});
  auto sB = make_tensor(make_smem_ptr(smem_b), SmemB{});

  auto g2s_a = g2s_k_major();
  auto g2s_b = [] {
    if constexpr (BNMajor) {
      return g2s_n_major();
    } else {
      return g2s_k_major();
    }
  }();
  auto thr_g2s_a = g2s_a.get_slice(threadIdx.x);
  auto thr_g2s_b = g2s_b.get_slice(threadIdx.x);
  auto tAgA = thr_g2s_a.partition_S(gA);  // (CPY, CPY_M, CPY_K, k)
  auto tAsA = thr_g2s_a.partition_D(sA);  // (CPY, CPY_M, CPY_K)
  auto tBgB = thr_g2s_b.partition_S(gB);
  auto tBsB = thr_g2s_b.partition_D(sB);

  Mma mma;
  auto thr_mma = mma.get_slice(threadIdx.x);
  auto tCrA = thr_mma.partition_fragment_A(sA);  // (MMA, MMA_M, MMA_K)
  auto tCrB = thr_mma.partition_fragment_B(sB);  // (MMA, MMA_N, MMA_K)
  auto tCgC = thr_mma.partition_C(gC);           // (MMA, MMA_M, MMA_N)
  auto tCrC = thr_mma.partition_fragment_C(gC);
  clear(tCrC);

  auto s2r_a = make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}, mma);
  auto s2r_b = [&] {
    if constexpr (BNMajor) {
      return make_tiled_copy_B(Copy_Atom<SM75_U16x8_LDSM_T, half_t>{}, mma);
    } else {
      return make_tiled_copy_B(Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}, mma);
    }
  }();
  auto thr_s2r_a = s2r_a.get_slice(threadIdx.x);
  auto thr_s2r_b = s2r_b.get_slice(threadIdx.x);
  auto tXsA = thr_s2r_a.partition_S(sA);   // (CPY, CPY_M, CPY_K)
  auto tXrA = thr_s2r_a.retile_D(tCrA);    // (CPY, CPY_M, CPY_K), the MMA fragment in the copy's order
  auto tXsB = thr_s2r_b.partition_S(sB);
  auto tXrB = thr_s2r_b.retile_D(tCrB);

  int const k_tiles = int(size<3>(tAgA));
  for (int k_tile = 0; k_tile < k_tiles; ++k_tile) {
    copy(g2s_a, tAgA(_, _, _, k_tile), tAsA);
    copy(g2s_b, tBgB(_, _, _, k_tile), tBsB);
    cp_async_fence();
    cp_async_wait<0>();
    __syncthreads();
    for (int k_block = 0; k_block < int(size<2>(tCrA)); ++k_block) {
      copy(s2r_a, tXsA(_, _, k_block), tXrA(_, _, k_block));
      copy(s2r_b, tXsB(_, _, k_block), tXrB(_, _, k_block));
      gemm(mma, tCrA(_, _, k_block), tCrB(_, _, k_block), tCrC);
    }
    __syncthreads();
  }
  copy(tCrC, tCgC);
}

template <bool BNMajor, bool Swizzled = false>
int run(int M, int N, int K, std::mt19937& rng, int reps) {
  std::uniform_real_distribution<float> dist(-1.f, 1.f);
  std::vector<half_t> a(std::size_t(M) * K), b(std::size_t(N) * K);
  for (auto& x : a) x = half_t(dist(rng));
  for (auto& x : b) x = half_t(dist(rng));
  half_t *da, *db;
  float* dc;
  CUDA_CHECK(cudaMalloc(&da, sizeof(half_t) * a.size()));
  CUDA_CHECK(cudaMalloc(&db, sizeof(half_t) * b.size()));
  CUDA_CHECK(cudaMalloc(&dc, sizeof(float) * M * N));
  CUDA_CHECK(cudaMemcpy(da, a.data(), sizeof(half_t) * a.size(), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(db, b.data(), sizeof(half_t) * b.size(), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(dc, 0xff, sizeof(float) * M * N));  // poison: NaN
  dim3 grid(M / BM::value, N / BN::value);
  gemm_kernel<BNMajor, Swizzled><<<grid, 128>>>(da, db, dc, M, N, K);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  cudaEvent_t start, stop;
  CUDA_CHECK(cudaEventCreate(&start));
  CUDA_CHECK(cudaEventCreate(&stop));
  CUDA_CHECK(cudaEventRecord(start));
  for (int r = 0; r < reps; ++r) gemm_kernel<BNMajor, Swizzled><<<grid, 128>>>(da, db, dc, M, N, K);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaEventRecord(stop));
  CUDA_CHECK(cudaEventSynchronize(stop));
  float ms = 0;
  CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
  std::vector<float> c(std::size_t(M) * N);
  CUDA_CHECK(cudaMemcpy(c.data(), dc, sizeof(float) * c.size(), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(da));
  CUDA_CHECK(cudaFree(db));
  CUDA_CHECK(cudaFree(dc));
  std::vector<float> af(a.size()), bf(b.size());
  for (std::size_t i = 0; i < a.size(); ++i) af[i] = float(a[i]);
  for (std::size_t i = 0; i < b.size(); ++i) bf[i] = float(b[i]);
  int errors = 0;
  double worst = 0;
  for (int m = 0; m < M; ++m)
    for (int n = 0; n < N; ++n) {
      double ref = 0;
      for (int k = 0; k < K; ++k) {
        double const bv = BNMajor ? bf[n + std::size_t(k) * N] : bf[std::size_t(n) * K + k];
        ref += double(af[std::size_t(m) * K + k]) * bv;
      }
      double const got = c[std::size_t(m) * N + n];
      double const err = std::fabs(got - ref);
      worst = (err > worst || std::isnan(err)) ? err : worst;
      if (!(err <= 1e-3 * (1 + std::fabs(ref))) && ++errors <= 5)
        std::fprintf(stderr, "C(%d,%d) = %g, expected %g\n", m, n, got, ref);
    }
  double const tflops = 2.0 * M * N * K * reps / (ms * 1e-3) / 1e12;
  std::printf("tiled_gemm_sm80: %dx%dx%d, B %s-major (%s), smem %s: %d of %d values wrong, largest error %.3g; %.3f ms a run, "
              "%.1f TFLOP/s\n",
              M, N, K, BNMajor ? "N" : "K", BNMajor ? "ldmatrix.trans" : "ldmatrix", Swizzled ? "swizzled" : "padded", errors,
              M * N, worst, ms / reps, tflops);
  return errors == 0 ? 0 : 1;
}

// `--quick`: no timing repetitions (for the sanitizers).
int main(int argc, char** argv) {
  int const reps = argc > 1 && std::string_view(argv[1]) == "--quick" ? 1 : 10;
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("tiled_gemm_sm80: no GPU here, skipped\n");
    return 77;
  }
  std::random_device rd;
  unsigned const seed = rd();
  std::printf("tiled_gemm_sm80: seed %u\n", seed);
  std::mt19937 rng(seed);
  int failed = 0;
  failed += run<false>(128, 128, 64, rng, reps);  // one tile
  failed += run<false>(512, 384, 512, rng, reps);
  failed += run<true>(256, 256, 256, rng, reps);
  failed += run<false, true>(256, 512, 384, rng, reps);
  failed += run<true, true>(384, 256, 128, rng, reps);
  return failed == 0 ? 0 : 1;
}

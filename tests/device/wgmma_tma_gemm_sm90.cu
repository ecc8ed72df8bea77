// A small Hopper GEMM with the library's SM90 pieces: C (MxN, f32) = A (MxK, f16, K-major) * B (NxK,
// f16, K-major)^T. Block tiles 128x128x64; A and B tiles come in by TMA (make_tma_copy over the
// canonical 128-byte-swizzled GMMA layout) into a 3-stage shared-memory ring guarded by "full"
// mbarriers (TMA bytes) and "empty" mbarriers (the consumers are done); two warpgroups each compute a
// 64x128 half of the tile with wgmma 64x128x16 SS through make_gmma_desc descriptors; the accumulators
// go to global memory through CLayout_64xN, clipped at the edges (the TMA loads zero-fill past them).
// Checked exactly against a host reference (values that fp32 sums exactly), sizes with and without
// partial tiles. Without an SM90 GPU: exit 77 (skipped).
#include <cute/arch/cluster.hpp>
#include <cute/arch/mbarrier.hpp>
#include <cute/arch/mma_sm90_gmma.hpp>
#include <cute/atom/copy_traits_sm90_tma.hpp>
#include <cute/atom/mma_sm90_layouts.hpp>
#include <cute/atom/value_types.hpp>
#include <cute/tensor.hpp>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string_view>
#include <vector>

#include <cuda_runtime.h>

#include "cuda_check.hpp"

using namespace cute;

constexpr int BM = 128, BN = 128, BK = 64, STAGES = 3;
using SmemA = decltype(tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, Shape<Int<BM>, Int<BK>>{}));
using SmemB = decltype(tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, Shape<Int<BN>, Int<BK>>{}));
constexpr int kStageA = int(cosize_v<SmemA>), kStageB = int(cosize_v<SmemB>);
constexpr int kSmemBytes = STAGES * (kStageA + kStageB) * int(sizeof(half_t));
using Op = SM90_64x128x16_F32F16F16_SS<GMMA::Major::K, GMMA::Major::K>;

template <class TmaA, class TmaB>
__global__ void __launch_bounds__(256, 1) gemm_tn(__grid_constant__ TmaA const tma_a, __grid_constant__ TmaB const tma_b,
                                                  int M, int N, int K, float* C) {
  extern __shared__ __align__(1024) unsigned char smem_raw[];
  __shared__ std::uint64_t full[STAGES], empty[STAGES];
  half_t* sA_base = reinterpret_cast<half_t*>(smem_raw);
  half_t* sB_base = sA_base + STAGES * kStageA;
  int const tid = threadIdx.x, wg = tid / 128;
  int const KT = (K + BK - 1) / BK;

  auto mA = tma_a.get_tma_tensor(make_shape(M, K));
  auto mB = tma_b.get_tma_tensor(make_shape(N, K));
  auto sA0 = make_tensor(make_smem_ptr(sA_base), SmemA{});
  auto sB0 = make_tensor(make_smem_ptr(sB_base), SmemB{});
  auto gA = get<0>(tma_partition(tma_a, sA0, mA));  // gA(_, (m, k)): the box of tile (m, k)
  auto gB = get<0>(tma_partition(tma_b, sB0, mB));
  int const m_tile = int(blockIdx.x), n_tile = int(blockIdx.y);

  auto issue = [&](int kt) {
    int const s = kt % STAGES;
    mbarrier_arrive_expect_tx(full[s], TmaA::tma_bytes + TmaB::tma_bytes);
    copy(tma_a.with(full[s]), gA(_, make_coord(m_tile, kt)), make_tensor(make_smem_ptr(sA_base + s * kStageA), SmemA{}));
    copy(tma_b.with(full[s]), gB(_, make_coord(n_tile, kt)), make_tensor(make_smem_ptr(sB_base + s * kStageB), SmemB{}));
  };
  if (tid == 0) {
    prefetch_tma_descriptor(tma_a.get_tma_descriptor());
    prefetch_tma_descriptor(tma_b.get_tma_descriptor());
    for (int s = 0; s < STAGES; ++s) {
      mbarrier_init(full[s], 1);
      mbarrier_init(empty[s], 256);
    }
    fence_barrier_init();
  }
  __syncthreads();
  if (tid == 0)
    for (int kt = 0; kt < STAGES && kt < KT; ++kt) issue(kt);

  float acc[64];
  for (int i = 0; i < 64; ++i) acc[i] = 0.0f;
  auto a_blocks = zipped_divide(SmemA{}, make_shape(_64{}, _16{}));   // ((64,16),(2,4)): (half, k-block)
  auto b_blocks = zipped_divide(SmemB{}, make_shape(_128{}, _16{}));  // ((128,16),(1,4))
  for (int kt = 0; kt < KT; ++kt) {
    int const s = kt % STAGES;
    mbarrier_wait(full[s], std::uint32_t((kt / STAGES) & 1));
    std::uint32_t const a_addr = cast_smem_ptr_to_uint(sA_base + s * kStageA);
    std::uint32_t const b_addr = cast_smem_ptr_to_uint(sB_base + s * kStageB);
    for (int i = 0; i < 64; ++i) warpgroup_fence_operand(acc[i]);
    warpgroup_arrive();
#pragma unroll
    for (int kk = 0; kk < BK / 16; ++kk) {
      auto da = GMMA::make_gmma_desc<GMMA::Major::K, half_t>(a_blocks(make_coord(_, make_coord(wg, kk))), a_addr);
      auto db = GMMA::make_gmma_desc<GMMA::Major::K, half_t>(b_blocks(make_coord(_, make_coord(0, kk))), b_addr);
      Op::fma(da, db, acc, GMMA::ScaleOut::One);
    }
    warpgroup_commit_batch();
    warpgroup_wait<0>();
    for (int i = 0; i < 64; ++i) warpgroup_fence_operand(acc[i]);
    mbarrier_arrive(empty[s]);  // this thread is done reading stage s
    if (tid == 0 && kt + STAGES < KT) {
      mbarrier_wait(empty[s], std::uint32_t((kt / STAGES) & 1));
      issue(kt + STAGES);
    }
  }

  constexpr GMMA::CLayout_64xN<128> c_tv{};
  int const t = tid % 128;
#pragma unroll
  for (int v = 0; v < 64; ++v) {
    int const idx = c_tv(t, v);
    int const m = m_tile * BM + wg * 64 + idx % 64, n = n_tile * BN + idx / 64;
    if (m < M && n < N) C[std::size_t(m) * N + n] = acc[v];
  }
}

int run(int M, int N, int K, std::mt19937& rng, bool time_it) {
  std::uniform_int_distribution<int> dist(-8, 8);
  std::vector<half_t> a(std::size_t(M) * K), b(std::size_t(N) * K);
  std::vector<float> af(a.size()), bf(b.size());
  for (std::size_t i = 0; i < a.size(); ++i) af[i] = dist(rng) / 8.0f, a[i] = half_t(af[i]);
  for (std::size_t i = 0; i < b.size(); ++i) bf[i] = dist(rng) / 8.0f, b[i] = half_t(bf[i]);
  half_t *dA, *dB;
  float* dC;
  CUDA_CHECK(cudaMalloc(&dA, a.size() * sizeof(half_t)));
  CUDA_CHECK(cudaMalloc(&dB, b.size() * sizeof(half_t)));
  CUDA_CHECK(cudaMalloc(&dC, std::size_t(M) * N * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(dA, a.data(), a.size() * sizeof(half_t), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dB, b.data(), b.size() * sizeof(half_t), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(dC, 0xff, std::size_t(M) * N * sizeof(float)));  // poison (NaN)

  auto gA = make_tensor(make_gmem_ptr(dA), make_layout(make_shape(M, K), make_stride(K, _1{})));
  auto gB = make_tensor(make_gmem_ptr(dB), make_layout(make_shape(N, K), make_stride(K, _1{})));
  auto tma_a = make_tma_copy(SM90_TMA_LOAD{}, gA, SmemA{});
  auto tma_b = make_tma_copy(SM90_TMA_LOAD{}, gB, SmemB{});
  auto kernel = gemm_tn<decltype(tma_a), decltype(tma_b)>;
  CUDA_CHECK(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, kSmemBytes));
  dim3 const grid((M + BM - 1) / BM, (N + BN - 1) / BN);
  kernel<<<grid, 256, kSmemBytes>>>(tma_a, tma_b, M, N, K, dC);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  if (time_it) {
    cudaEvent_t start, stop;
    CUDA_CHECK(cudaEventCreate(&start));
    CUDA_CHECK(cudaEventCreate(&stop));
    CUDA_CHECK(cudaEventRecord(start));
    int const reps = 20;
    for (int r = 0; r < reps; ++r) kernel<<<grid, 256, kSmemBytes>>>(tma_a, tma_b, M, N, K, dC);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaEventRecord(stop));
    CUDA_CHECK(cudaEventSynchronize(stop));
    float ms = 0;
    CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
    std::printf("gemm %dx%dx%d: %.3f ms per call, %.1f TFLOP/s (a teaching kernel: one block per tile, no overlap of wgmmas)\n",
                M, N, K, ms / reps, 2.0 * M * N * K / (ms / reps * 1e-3) / 1e12);
    CUDA_CHECK(cudaEventDestroy(start));
    CUDA_CHECK(cudaEventDestroy(stop));
  }
  std::vector<float> c(std::size_t(M) * N);
  CUDA_CHECK(cudaMemcpy(c.data(), dC, c.size() * sizeof(float), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(dA));
  CUDA_CHECK(cudaFree(dB));
  CUDA_CHECK(cudaFree(dC));

  int errors = 0, checked = 0;
  int const row_step = double(M) * N * K > 2e8 ? M / 16 + 1 : 1;  // large sizes: 16 rows
  for (int m = 0; m < M; m += row_step)
    for (int n = 0; n < N; ++n, ++checked) {
      float ref = 0;
      for (int k = 0; k < K; ++k) ref += af[std::size_t(m) * K + k] * bf[std::size_t(n) * K + k];
      float const got = c[std::size_t(m) * N + n];
      if (!(got == ref) && ++errors <= 5) std::fprintf(stderr, "  C(%d,%d) = %g, expected %g\n", m, n, got, ref);
    }
  std::printf("gemm %dx%dx%d (tiles 128x128x64, 3 stages): %s (%d of %d checked differ)\n", M, N, K, errors ? "FAILED" : "ok",
              errors, checked);
  return errors ? 1 : 0;
}

int main(int argc, char** argv) {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("wgmma_tma_gemm_sm90: no GPU here, skipped\n");
    return 77;
  }
  cudaDeviceProp prop{};
  CUDA_CHECK(cudaGetDeviceProperties(&prop, 0));
  if (prop.major != 9) {
    std::printf("wgmma_tma_gemm_sm90: needs an SM90 GPU (this is sm_%d%d), skipped\n", prop.major, prop.minor);
    return 77;
  }
  unsigned const seed = std::getenv("CUTE_TEST_SEED") ? unsigned(std::atoi(std::getenv("CUTE_TEST_SEED"))) : std::random_device{}();
  std::printf("wgmma_tma_gemm_sm90: seed %u\n", seed);
  std::mt19937 rng(seed);
  bool const time_it = argc > 1 && std::string_view(argv[1]) == "--time";
  int failures = 0;
  failures += run(256, 256, 512, rng, false);
  failures += run(384, 256, 448, rng, false);
  failures += run(200, 136, 200, rng, false);  // partial tiles in M, N and K
  if (time_it) failures += run(4096, 4096, 4096, rng, true);
  return failures == 0 ? 0 : 1;
}

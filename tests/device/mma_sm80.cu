// mma.sync on the GPU through the atom layer: for each SM80 MMA (16x8x16 F32 += F16, F16 += F16,
// F32 += BF16; 16x8x8 F32 += TF32) one warp partitions A, B, C with a TiledMMA of the atom, loads the
// fragments, runs gemm (the instruction) and stores D; the host computes D = A*B + C from the same
// values. Fresh random data, D poisoned first. Without a GPU: exit 77 (skipped).
#include <cute/cute.hpp>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <random>
#include <vector>
#include <cuda_runtime.h>

#include "cuda_check.hpp"

using namespace cute;

template <class Op>
using TraitsOf = MMA_Traits<Op>;

template <class Op>
__global__ void mma_kernel(typename TraitsOf<Op>::ValTypeA const* a, typename TraitsOf<Op>::ValTypeB const* b,
                           typename TraitsOf<Op>::ValTypeC const* c, typename TraitsOf<Op>::ValTypeD* d) {
  using MNK = typename TraitsOf<Op>::Shape_MNK;
  auto M = size<0>(MNK{});
  auto N = size<1>(MNK{});
  auto K = size<2>(MNK{});
  auto mma = make_tiled_mma(Op{});
  auto gA = make_tensor(make_gmem_ptr(a), make_shape(M, K));  // (m, k) column-major
  auto gB = make_tensor(make_gmem_ptr(b), make_shape(N, K));  // (n, k) column-major
  auto gC = make_tensor(make_gmem_ptr(c), make_shape(M, N));
  auto gD = make_tensor(make_gmem_ptr(d), make_shape(M, N));
  auto thr = mma.get_slice(threadIdx.x);
  auto rA = thr.partition_fragment_A(gA);
  auto rB = thr.partition_fragment_B(gB);
  auto rC = thr.partition_fragment_C(gC);
  auto rD = make_fragment_like(rC);
  copy(thr.partition_A(gA), rA);
  copy(thr.partition_B(gB), rB);
  copy(thr.partition_C(gC), rC);
  gemm(mma, rD, rA, rB, rC);
  copy(rD, thr.partition_C(gD));
}

template <class Op>
int run(char const* name, float tolerance, std::mt19937& rng) {
  using Tr = TraitsOf<Op>;
  using TA = typename Tr::ValTypeA;
  using TB = typename Tr::ValTypeB;
  using TC = typename Tr::ValTypeC;
  using TD = typename Tr::ValTypeD;
  constexpr int M = size_v<decltype(select<0>(typename Tr::Shape_MNK{}))>;
  constexpr int N = size_v<decltype(select<1>(typename Tr::Shape_MNK{}))>;
  constexpr int K = size_v<decltype(select<2>(typename Tr::Shape_MNK{}))>;
  std::uniform_real_distribution<float> dist(-1.f, 1.f);
  std::vector<TA> a(M * K);
  std::vector<TB> b(N * K);
  std::vector<TC> c(M * N);
  for (auto& x : a) x = TA(dist(rng));
  for (auto& x : b) x = TB(dist(rng));
  for (auto& x : c) x = TC(dist(rng));
  TA* da;
  TB* db;
  TC* dc;
  TD* dd;
  CUDA_CHECK(cudaMalloc(&da, sizeof(TA) * a.size()));
  CUDA_CHECK(cudaMalloc(&db, sizeof(TB) * b.size()));
  CUDA_CHECK(cudaMalloc(&dc, sizeof(TC) * c.size()));
  CUDA_CHECK(cudaMalloc(&dd, sizeof(TD) * M * N));
  CUDA_CHECK(cudaMemcpy(da, a.data(), sizeof(TA) * a.size(), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(db, b.data(), sizeof(TB) * b.size(), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dc, c.data(), sizeof(TC) * c.size(), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(dd, 0xff, sizeof(TD) * M * N));  // poison: NaN
  mma_kernel<Op><<<1, 32>>>(da, db, dc, dd);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  std::vector<TD> d(M * N);
  CUDA_CHECK(cudaMemcpy(d.data(), dd, sizeof(TD) * d.size(), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(da));
  CUDA_CHECK(cudaFree(db));
  CUDA_CHECK(cudaFree(dc));
  CUDA_CHECK(cudaFree(dd));
  int errors = 0;
  double worst = 0;
  for (int m = 0; m < M; ++m)
    for (int n = 0; n < N; ++n) {
      double ref = float(c[m + n * M]);
      for (int k = 0; k < K; ++k) ref += double(float(a[m + k * M])) * double(float(b[n + k * N]));
      double const got = float(d[m + n * M]);
      double const err = std::fabs(got - ref);
      worst = err > worst || std::isnan(err) ? err : worst;
      if (!(err <= tolerance) && ++errors <= 5) std::fprintf(stderr, "%s: D(%d,%d) = %g, expected %g\n", name, m, n, got, ref);
    }
  std::printf("mma_sm80: %-32s %dx%dx%d: %d of %d values wrong, largest error %.3g\n", name, M, N, K, errors, M * N, worst);
  return errors == 0 ? 0 : 1;
}

int main() {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("mma_sm80: no GPU here, skipped\n");
    return 77;
  }
  std::random_device rd;
  unsigned const seed = rd();
  std::printf("mma_sm80: seed %u\n", seed);
  std::mt19937 rng(seed);
  int failed = 0;
  failed += run<SM80_16x8x16_F32F16F16F32_TN>("SM80_16x8x16_F32F16F16F32_TN", 1e-4f, rng);
  failed += run<SM80_16x8x16_F16F16F16F16_TN>("SM80_16x8x16_F16F16F16F16_TN", 2e-2f, rng);
  failed += run<SM80_16x8x16_F32BF16BF16F32_TN>("SM80_16x8x16_F32BF16BF16F32_TN", 1e-4f, rng);
  failed += run<SM80_16x8x8_F32TF32TF32F32_TN>("SM80_16x8x8_F32TF32TF32F32_TN", 1e-4f, rng);
  return failed == 0 ? 0 : 1;
}

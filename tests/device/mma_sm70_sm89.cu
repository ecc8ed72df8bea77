// The SM70 (m8n8k4, one quadpair an atom), SM89 (fp8 16x8x32) and complex fp64 (four fp64 MMAs) atoms on
// the GPU through a TiledMMA of 32 threads: each thread loads its fragments of A (m, k), B (n, k) and
// C, gemm runs the instructions, D is stored; the host computes D = A*B + C from the same values.
// Fresh random data, D poisoned first. Needs SM89+ (the fp8 atoms; the others run from SM80);
// without such a GPU: exit 77 (skipped).
#include <cute/cute.hpp>
#include <cute/atom.hpp>

#include <cmath>
#include <complex>
#include <cstdio>
#include <random>
#include <vector>
#include <cuda_runtime.h>

#include "cuda_check.hpp"

using namespace cute;

template <class MMA, class TA, class TB, class TC, class TD>
__global__ void tiled_mma_kernel(TA const* a, TB const* b, TC const* c, TD* d) {
  MMA mma;
  auto M = tile_size<0>(mma);
  auto N = tile_size<1>(mma);
  auto K = tile_size<2>(mma);
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

template <class T>
std::complex<double> as_complex(T const& x) {
  if constexpr (is_complex<T>::value) {
    return {double(x.real()), double(x.imag())};
  } else {
    return {double(float(x)), 0.0};
  }
}
template <class T>
T random_value(std::mt19937& rng) {
  std::uniform_real_distribution<float> dist(-1.f, 1.f);
  if constexpr (is_complex<T>::value) {
    using R = typename T::value_type;
    return T(R(dist(rng)), R(dist(rng)));
  } else {
    return T(dist(rng));
  }
}

template <class Op, class AtomLayout>
int run(char const* name, double tolerance, std::mt19937& rng) {
  using MMA = decltype(make_tiled_mma(Op{}, AtomLayout{}));
  using Tr = MMA_Traits<Op>;
  using TA = typename Tr::ValTypeA;
  using TB = typename Tr::ValTypeB;
  using TC = typename Tr::ValTypeC;
  using TD = typename Tr::ValTypeD;
  static_assert(size_v<decltype(size(MMA{}))> == 32, "one warp");
  constexpr int M = int(decltype(tile_size<0>(MMA{}))::value);
  constexpr int N = int(decltype(tile_size<1>(MMA{}))::value);
  constexpr int K = int(decltype(tile_size<2>(MMA{}))::value);
  std::vector<TA> a(M * K);
  std::vector<TB> b(N * K);
  std::vector<TC> c(M * N);
  for (auto& x : a) x = random_value<TA>(rng);
  for (auto& x : b) x = random_value<TB>(rng);
  for (auto& x : c) x = random_value<TC>(rng);
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
  tiled_mma_kernel<MMA><<<1, 32>>>(da, db, dc, dd);
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
      std::complex<double> ref = as_complex(c[m + n * M]);
      for (int k = 0; k < K; ++k) ref += as_complex(a[m + k * M]) * as_complex(b[n + k * N]);
      std::complex<double> const got = as_complex(d[m + n * M]);
      double const err = std::abs(got - ref);
      worst = err > worst || std::isnan(err) ? err : worst;
      if (!(err <= tolerance) && ++errors <= 5)
        std::fprintf(stderr, "%s: D(%d,%d) = (%g, %g), expected (%g, %g)\n", name, m, n, got.real(), got.imag(), ref.real(),
                     ref.imag());
    }
  std::printf("mma_sm70_sm89: %-32s tile %dx%dx%d: %d of %d values wrong, largest error %.3g\n", name, M, N, K, errors, M * N, worst);
  return errors == 0 ? 0 : 1;
}

int main() {
  int devices = 0;
  cudaDeviceProp prop{};
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0 || cudaGetDeviceProperties(&prop, 0) != cudaSuccess ||
      prop.major * 10 + prop.minor < 89) {
    std::printf("mma_sm70_sm89: no SM89+ GPU here, skipped\n");
    return 77;
  }
  std::random_device rd;
  unsigned const seed = rd();
  std::printf("mma_sm70_sm89: seed %u\n", seed);
  std::mt19937 rng(seed);
  int failed = 0;
  // SM70: 4 quadpairs as a 2x2 grid of atoms (16x16x4); every majorness of A and B.
  using Quad = Layout<Shape<_2, _2, _1>>;
  failed += run<SM70_8x8x4_F32F16F16F32_TN, Quad>("SM70_8x8x4_F32F16F16F32_TN", 1e-4, rng);
  failed += run<SM70_8x8x4_F32F16F16F32_NT, Quad>("SM70_8x8x4_F32F16F16F32_NT", 1e-4, rng);
  failed += run<SM70_8x8x4_F32F16F16F32_NN, Quad>("SM70_8x8x4_F32F16F16F32_NN", 1e-4, rng);
  failed += run<SM70_8x8x4_F32F16F16F32_TT, Quad>("SM70_8x8x4_F32F16F16F32_TT", 1e-4, rng);
  failed += run<SM70_8x8x4_F16F16F16F16_TN, Quad>("SM70_8x8x4_F16F16F16F16_TN", 1e-2, rng);
  failed += run<SM70_8x8x4_F16F16F16F16_NT, Quad>("SM70_8x8x4_F16F16F16F16_NT", 1e-2, rng);
  failed += run<SM70_8x8x4_F16F16F16F16_NN, Quad>("SM70_8x8x4_F16F16F16F16_NN", 1e-2, rng);
  failed += run<SM70_8x8x4_F16F16F16F16_TT, Quad>("SM70_8x8x4_F16F16F16F16_TT", 1e-2, rng);
  // SM89 fp8 and complex fp64: one warp, one atom (the products of fp8 values are exact in fp32).
  using One = Layout<Shape<_1, _1, _1>>;
  failed += run<SM89_16x8x32_F32E4M3E4M3F32_TN, One>("SM89_16x8x32_F32E4M3E4M3F32_TN", 1e-4, rng);
  failed += run<SM89_16x8x32_F32E4M3E5M2F32_TN, One>("SM89_16x8x32_F32E4M3E5M2F32_TN", 1e-4, rng);
  failed += run<SM89_16x8x32_F32E5M2E4M3F32_TN, One>("SM89_16x8x32_F32E5M2E4M3F32_TN", 1e-4, rng);
  failed += run<SM89_16x8x32_F32E5M2E5M2F32_TN, One>("SM89_16x8x32_F32E5M2E5M2F32_TN", 1e-4, rng);
  failed += run<SM89_16x8x32_F16E4M3E4M3F16_TN, One>("SM89_16x8x32_F16E4M3E4M3F16_TN", 2e-2, rng);
  failed += run<SM89_16x8x32_F16E5M2E5M2F16_TN, One>("SM89_16x8x32_F16E5M2E5M2F16_TN", 2e-2, rng);
  failed += run<SM80_8x8x4_C64C64C64C64_TN, One>("SM80_8x8x4_C64C64C64C64_TN", 1e-12, rng);
  return failed == 0 ? 0 : 1;
}

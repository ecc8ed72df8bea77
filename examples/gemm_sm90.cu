// examples/gemm_sm90.cu: the Hopper GEMM of gemm_sm90.hpp, checked and timed against cuBLAS.
//
//   gemm_sm90 --test                        correctness at small ragged sizes: every layout (TN, NT,
//                                           NN, TT), fp16 and bf16, and FP8 E4M3 (TN, bf16 out), alpha
//                                           and beta, persistent clusters with several tiles each,
//                                           against an fp64 host reference; exit 77 without an SM90
//                                           GPU (a ctest of label gpu)
//   gemm_sm90 M N K [--layout TN] [--type f16|bf16|e4m3] [--iters N] [--batches B] [--group G]
//             [--raster m|n] [--clusters C] [--no-cublas]
//                                           one shape: ours and cuBLAS (cublasGemmEx, fp32 compute;
//                                           for e4m3: cublasLtMatmul, E4M3 in, bf16 out, fp32 compute,
//                                           fast accumulation, as ours) on
//                                           the same data, uniform in [-1, 1], rotating through input
//                                           sets larger than twice the L2; the median of B batches of
//                                           N launches (CUDA events); checks ours against cuBLAS's
//                                           output (relative L2 error, whole matrix) and against fp64
//                                           on 1024 sampled entries; prints a RESULT line.
// alpha = 1 and beta = 0 when timing (as cuBLAS is usually called); the test also uses beta != 0.
#include "gemm_sm90.hpp"

#include <cublasLt.h>
#include <cublas_v2.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <random>
#include <string_view>
#include <vector>

#define CHECK_CUDA(expr)                                                                             \
  do {                                                                                               \
    cudaError_t err_ = (expr);                                                                       \
    if (err_ != cudaSuccess) {                                                                       \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #expr, cudaGetErrorString(err_)); \
      std::exit(1);                                                                                  \
    }                                                                                                \
  } while (0)
#define CHECK_CUBLAS(expr)                                                                  \
  do {                                                                                      \
    cublasStatus_t st_ = (expr);                                                            \
    if (st_ != CUBLAS_STATUS_SUCCESS) {                                                     \
      std::fprintf(stderr, "%s:%d: %s: cuBLAS status %d\n", __FILE__, __LINE__, #expr, int(st_)); \
      std::exit(1);                                                                         \
    }                                                                                       \
  } while (0)

using namespace gemm_sm90;

// Data ------------------------------------------------------------------------------------------------

/// Uniform in [-1, 1) from a counter-based hash (SplitMix64) of (seed, index): fresh data per set.
template <class T>
__global__ void fill_uniform(T* p, std::size_t n, std::uint64_t seed) {
  for (std::size_t i = blockIdx.x * std::size_t(blockDim.x) + threadIdx.x; i < n; i += std::size_t(gridDim.x) * blockDim.x) {
    std::uint64_t z = seed + 0x9E3779B97F4A7C15ull * (i + 1);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    float const u = float(z >> 40) * (2.0f / 16777216.0f) - 1.0f;
    if constexpr (std::is_same_v<T, half_t>) {
      __half const h = __float2half_rn(u);
      std::memcpy(&p[i], &h, 2);
    } else if constexpr (std::is_same_v<T, bfloat16_t>) {
      __nv_bfloat16 const h = __float2bfloat16_rn(u);
      std::memcpy(&p[i], &h, 2);
    } else {
      p[i] = T(u);  // FP8: round to nearest even
    }
  }
}
template <class T>
void fill(T* p, std::size_t n, std::uint64_t seed) {
  fill_uniform<T><<<1024, 256>>>(p, n, seed);
  CHECK_CUDA(cudaGetLastError());
}

template <class T>
std::vector<double> to_host_double(T const* d, std::size_t n) {
  std::vector<T> h(n);
  CHECK_CUDA(cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost));
  std::vector<double> out(n);
  for (std::size_t i = 0; i < n; ++i) out[i] = double(float(h[i]));
  return out;
}

/// A(m, k) and B(n, k) of the host copies, as the layouts store them.
struct HostOperands {
  std::vector<double> a, b;
  int M, N, K;
  Major ma, mb;
  double A(int m, int k) const { return ma == Major::K ? a[std::size_t(m) * K + k] : a[std::size_t(k) * M + m]; }
  double B(int n, int k) const { return mb == Major::K ? b[std::size_t(n) * K + k] : b[std::size_t(k) * N + n]; }
  double dot(int m, int n) const {
    double s = 0;
    for (int k = 0; k < K; ++k) s += A(m, k) * B(n, k);
    return s;
  }
};

// cuBLAS: D (row-major M x N) is the column-major N x M matrix B * A^T. ----------------------------------

template <class T>
  requires(sizeof(T) == 2)
void cublas_gemm(cublasHandle_t h, GemmLayout layout, int M, int N, int K, float alpha, T const* A, T const* B, float beta, T* D) {
  cudaDataType_t const type = std::is_same_v<T, half_t> ? CUDA_R_16F : CUDA_R_16BF;
  bool const bk = major_b(layout) == Major::K, ak = major_a(layout) == Major::K;
  CHECK_CUBLAS(cublasGemmEx(h, bk ? CUBLAS_OP_T : CUBLAS_OP_N, ak ? CUBLAS_OP_N : CUBLAS_OP_T, N, M, K, &alpha, B, type, bk ? K : N, A,
                            type, ak ? K : M, &beta, D, type, N, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
}

/// cuBLASLt's FP8 GEMM, D (bf16, row-major M x N) = A (E4M3, M x K, K-major) B (E4M3, N x K,
/// K-major)^T, set up once per shape: in column-major terms D^T = B^T A with B transposed (the TN
/// form FP8 needs), fp32 compute and scale, fast accumulation (no periodic promotion: as ours).
struct CublasLtFp8 {
  cublasLtHandle_t handle = nullptr;
  cublasLtMatmulDesc_t op = nullptr;
  cublasLtMatrixLayout_t la = nullptr, lb = nullptr, ld = nullptr;
  cublasLtMatmulHeuristicResult_t algo{};
  void* workspace = nullptr;
  std::size_t workspace_bytes = std::size_t(64) << 20;

  CublasLtFp8(int M, int N, int K) {
    CHECK_CUBLAS(cublasLtCreate(&handle));
    CHECK_CUBLAS(cublasLtMatmulDescCreate(&op, CUBLAS_COMPUTE_32F, CUDA_R_32F));
    cublasOperation_t const ta = CUBLAS_OP_T, tb = CUBLAS_OP_N;
    std::int8_t const fast = 1;
    CHECK_CUBLAS(cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_TRANSA, &ta, sizeof ta));
    CHECK_CUBLAS(cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_TRANSB, &tb, sizeof tb));
    CHECK_CUBLAS(cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_FAST_ACCUM, &fast, sizeof fast));
    CHECK_CUBLAS(cublasLtMatrixLayoutCreate(&la, CUDA_R_8F_E4M3, K, N, K));  // our B, stored K x N
    CHECK_CUBLAS(cublasLtMatrixLayoutCreate(&lb, CUDA_R_8F_E4M3, K, M, K));  // our A, stored K x M
    CHECK_CUBLAS(cublasLtMatrixLayoutCreate(&ld, CUDA_R_16BF, N, M, N));
    CHECK_CUDA(cudaMalloc(&workspace, workspace_bytes));
    cublasLtMatmulPreference_t pref = nullptr;
    CHECK_CUBLAS(cublasLtMatmulPreferenceCreate(&pref));
    CHECK_CUBLAS(cublasLtMatmulPreferenceSetAttribute(pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &workspace_bytes, sizeof workspace_bytes));
    int found = 0;
    CHECK_CUBLAS(cublasLtMatmulAlgoGetHeuristic(handle, op, la, lb, ld, ld, pref, 1, &algo, &found));
    CHECK_CUBLAS(cublasLtMatmulPreferenceDestroy(pref));
    if (found < 1) {
      std::fprintf(stderr, "cuBLASLt: no FP8 algorithm for %d x %d x %d\n", M, N, K);
      std::exit(1);
    }
  }
  CublasLtFp8(CublasLtFp8 const&) = delete;
  CublasLtFp8& operator=(CublasLtFp8 const&) = delete;
  ~CublasLtFp8() {
    cublasLtMatrixLayoutDestroy(la), cublasLtMatrixLayoutDestroy(lb), cublasLtMatrixLayoutDestroy(ld);
    cublasLtMatmulDescDestroy(op);
    cublasLtDestroy(handle);
    cudaFree(workspace);
  }
  void run(float_e4m3_t const* A, float_e4m3_t const* B, bfloat16_t* D) const {
    float const alpha = 1.0f, beta = 0.0f;
    CHECK_CUBLAS(cublasLtMatmul(handle, op, &alpha, B, la, A, lb, &beta, D, ld, D, ld, &algo.algo, workspace, workspace_bytes, nullptr));
  }
};

// Timing ---------------------------------------------------------------------------------------------

template <class F>
double median_ms(int batches, int iters, F&& launch) {
  cudaEvent_t start, stop;
  CHECK_CUDA(cudaEventCreate(&start));
  CHECK_CUDA(cudaEventCreate(&stop));
  for (int i = 0; i < 3; ++i) launch(i);  // warm-up
  CHECK_CUDA(cudaDeviceSynchronize());
  std::vector<double> per_launch;
  int call = 0;
  for (int b = 0; b < batches; ++b) {
    CHECK_CUDA(cudaEventRecord(start));
    for (int i = 0; i < iters; ++i) launch(call++);
    CHECK_CUDA(cudaEventRecord(stop));
    CHECK_CUDA(cudaEventSynchronize(stop));
    CHECK_CUDA(cudaGetLastError());
    float ms = 0;
    CHECK_CUDA(cudaEventElapsedTime(&ms, start, stop));
    per_launch.push_back(double(ms) / iters);
  }
  CHECK_CUDA(cudaEventDestroy(start));
  CHECK_CUDA(cudaEventDestroy(stop));
  std::sort(per_launch.begin(), per_launch.end());
  return per_launch[per_launch.size() / 2];
}

// One configuration ----------------------------------------------------------------------------------

struct Options {
  int M = 4096, N = 4096, K = 4096;
  GemmLayout layout = GemmLayout::TN;
  std::string_view type = "f16";
  int iters = 0, batches = 7, group = 8;
  int clusters = 0;  // > 0: at most this many persistent clusters (several tiles each: the sanitizer runs)
  RasterOrder order = RasterOrder::AlongN;
  bool cublas = true;
  std::string_view config = "default";  // with GEMM_SM90_VARIANTS: another configuration (TN fp16 or bf16)
};

template <class T, GemmLayout L>
using DefaultConfig = GemmConfig<T, major_a(L), major_b(L)>;
template <class T>
constexpr char const* type_name() {
  return std::is_same_v<T, half_t> ? "f16" : std::is_same_v<T, bfloat16_t> ? "bf16" : "e4m3";
}
// Other shapes are valid configurations too (their static checks pass; not instantiated as kernels here).
static_assert(GemmConfig<half_t, Major::K, Major::K, 64, 256>::Roles::consumer_regs == 256);
static_assert(GemmConfig<bfloat16_t, Major::MN, Major::K, 192, 128, 64, 4, 1, 1>::Roles::consumer_regs == 152);
// 640 threads hold 96 x 640 registers from launch: 40 x 128 + 104 x 512 of them fit, 112 x 512 would hang
static_assert(GemmConfig<half_t, Major::K, Major::K, 256, 128>::Roles::consumer_regs == 104);
static_assert(DefaultConfig<half_t, GemmLayout::TN>::Roles::consumer_regs == 232);
static_assert(GemmConfig<half_t, Major::K, Major::MN, 128, 128, 64, 6, 1, 2>::SmemBytes <= 227 * 1024);
// The default epilogue (deferred stores): no stage held, each consumer warpgroup's 4 pieces through 2
// slots of its own (32 KB in all beside 4 stages of 48 KB), in 2 steps; with the stores before the next
// tile's math: 2 of the 4 pieces in the held stage, 2 in the slots; FP8's stages and pieces have the
// same bytes.
static_assert(DefaultConfig<half_t, GemmLayout::TN>::EpiHeld == 0 && DefaultConfig<half_t, GemmLayout::TN>::EpiDedicated == 2 &&
              DefaultConfig<half_t, GemmLayout::TN>::EpiSteps == 2 && DefaultConfig<half_t, GemmLayout::TN>::SmemBytes == 224 * 1024);
static_assert(GemmConfig<half_t, Major::K, Major::K, 128, 256, 64, 4, 2, 1, half_t, -1, false>::EpiHeld == 2 &&
              GemmConfig<half_t, Major::K, Major::K, 128, 256, 64, 4, 2, 1, half_t, -1, false>::EpiSteps == 1);
static_assert(DefaultConfig<float_e4m3_t, GemmLayout::TN>::SmemBytes == 224 * 1024 && DefaultConfig<float_e4m3_t, GemmLayout::TN>::BK == 128);

template <class Cfg>
int bench(Options const& o) {
  using T = typename Cfg::T;
  using TOut = typename Cfg::TOut;
  constexpr bool fp8 = Cfg::Fp8;
  int const M = o.M, N = o.N, K = o.K;
  std::size_t const a_elems = std::size_t(M) * K, b_elems = std::size_t(N) * K, d_elems = std::size_t(M) * N;
  int device = 0;
  CHECK_CUDA(cudaGetDevice(&device));
  cudaDeviceProp prop{};
  CHECK_CUDA(cudaGetDeviceProperties(&prop, device));
  // Input sets: together more than twice the L2, so that no launch finds its operands cached (at most
  // 32 sets: enough for every benchmarked shape; tiny problems rotate through 32).
  std::size_t const set_bytes = (a_elems + b_elems) * sizeof(T);
  int const sets = int(std::clamp<std::size_t>((2 * std::size_t(prop.l2CacheSize) * 2) / set_bytes + 1, 2, 32));
  std::vector<T*> As(sets), Bs(sets);
  for (int s = 0; s < sets; ++s) {
    CHECK_CUDA(cudaMalloc(&As[s], a_elems * sizeof(T)));
    CHECK_CUDA(cudaMalloc(&Bs[s], b_elems * sizeof(T)));
    fill(As[s], a_elems, 1000 + 2 * s);
    fill(Bs[s], b_elems, 1001 + 2 * s);
  }
  TOut *D, *Dref;
  CHECK_CUDA(cudaMalloc(&D, d_elems * sizeof(TOut)));
  CHECK_CUDA(cudaMalloc(&Dref, d_elems * sizeof(TOut)));
  CHECK_CUDA(cudaMemset(D, 0xff, d_elems * sizeof(TOut)));  // NaN: unwritten entries fail the checks

  GemmArgs<TOut> args{M, N, K, 1.0f, 0.0f, nullptr, D};
  std::vector<GemmPlan<Cfg>> plans;
  for (int s = 0; s < sets; ++s) plans.push_back(make_gemm_plan<Cfg>(args, As[s], Bs[s], o.group, o.order, o.clusters));
  CHECK_CUDA(plans[0].run());
  CHECK_CUDA(cudaGetLastError());
  CHECK_CUDA(cudaDeviceSynchronize());

  // Checks on set 0: against cuBLAS (whole matrix) and fp64 (sampled entries).
  cublasHandle_t handle = nullptr;
  std::unique_ptr<CublasLtFp8> lt;
  auto peer = [&](int s) {
    if constexpr (fp8) {
      lt->run(As[s], Bs[s], Dref);
    } else {
      cublas_gemm<T>(handle, o.layout, M, N, K, 1.0f, As[s], Bs[s], 0.0f, Dref);
    }
  };
  double err_cublas = -1;
  if (o.cublas) {
    if constexpr (fp8) {
      lt = std::make_unique<CublasLtFp8>(M, N, K);
    } else {
      CHECK_CUBLAS(cublasCreate(&handle));
    }
    peer(0);
    CHECK_CUDA(cudaDeviceSynchronize());
  }
  std::vector<double> ours = to_host_double(D, d_elems);
  std::size_t nan = 0;
  for (double x : ours) nan += std::isnan(x) ? 1 : 0;
  if (o.cublas) {
    std::vector<double> ref = to_host_double(Dref, d_elems);
    double num = 0, den = 0;
    for (std::size_t i = 0; i < d_elems; ++i) num += (ours[i] - ref[i]) * (ours[i] - ref[i]), den += ref[i] * ref[i];
    err_cublas = std::sqrt(num / den);
  }
  HostOperands host{to_host_double(As[0], a_elems), to_host_double(Bs[0], b_elems), M, N, K, Cfg::MajorA, Cfg::MajorB};
  std::mt19937 rng(7);
  double num = 0, den = 0;
  for (int i = 0; i < 1024; ++i) {
    int const m = int(rng() % unsigned(M)), n = int(rng() % unsigned(N));
    double const ref = host.dot(m, n), got = ours[std::size_t(m) * N + n];
    num += (got - ref) * (got - ref), den += ref * ref;
  }
  double const err_fp64 = std::sqrt(num / den);
  double const tol = std::is_same_v<TOut, half_t> ? 1e-3 : 8e-3;  // the output's rounding: 2^-11 or 2^-8 relative
  bool const ok = nan == 0 && err_fp64 < tol && (err_cublas < 0 || err_cublas < tol);

  double const flops = 2.0 * M * N * K;
  int const iters = o.iters > 0 ? o.iters : std::clamp(int(40e-3 * (fp8 ? 1400e12 : 700e12) / flops), 5, 200);
  double const ms = median_ms(o.batches, iters, [&](int call) { CHECK_CUDA(plans[call % sets].run()); });
  double ms_cublas = 0;
  if (o.cublas) {
    ms_cublas = median_ms(o.batches, iters, [&](int call) { peer(call % sets); });
    if (handle) CHECK_CUBLAS(cublasDestroy(handle));
    lt.reset();
  }
  double const ours_tf = flops / (ms * 1e-3) / 1e12, cublas_tf = o.cublas ? flops / (ms_cublas * 1e-3) / 1e12 : 0;
  std::printf("RESULT config=%s type=%s layout=%s M=%d N=%d K=%d ours_tflops=%.1f cublas_tflops=%.1f ratio=%.3f err_cublas=%.2e err_fp64=%.2e "
              "nan=%zu sets=%d iters=%d grid=%u check=%s\n",
              o.config.data(), type_name<T>(), to_string(o.layout), M, N, K, ours_tf, cublas_tf,
              o.cublas ? ours_tf / cublas_tf : 0.0, err_cublas, err_fp64, nan, sets, iters, plans[0].launch.grid.x, ok ? "OK" : "FAILED");
  for (int s = 0; s < sets; ++s) {
    CHECK_CUDA(cudaFree(As[s]));
    CHECK_CUDA(cudaFree(Bs[s]));
  }
  CHECK_CUDA(cudaFree(D));
  CHECK_CUDA(cudaFree(Dref));
  return ok ? 0 : 1;
}

// The correctness test -------------------------------------------------------------------------------

struct TestCase {
  int M, N, K;
  int group;
  RasterOrder order;
  int max_clusters;  // 0: as many as fit
  float alpha, beta;
};

template <class Cfg>
int test_case(TestCase const& c, GemmLayout layout, std::uint64_t seed) {
  using T = typename Cfg::T;
  using TOut = typename Cfg::TOut;
  std::size_t const a_elems = std::size_t(c.M) * c.K, b_elems = std::size_t(c.N) * c.K, d_elems = std::size_t(c.M) * c.N;
  T *A, *B;
  TOut *C, *D;
  CHECK_CUDA(cudaMalloc(&A, a_elems * sizeof(T)));
  CHECK_CUDA(cudaMalloc(&B, b_elems * sizeof(T)));
  CHECK_CUDA(cudaMalloc(&C, d_elems * sizeof(TOut)));
  CHECK_CUDA(cudaMalloc(&D, d_elems * sizeof(TOut)));
  fill(A, a_elems, seed), fill(B, b_elems, seed + 1), fill(C, d_elems, seed + 2);
  CHECK_CUDA(cudaMemset(D, 0xff, d_elems * sizeof(TOut)));
  auto plan = make_gemm_plan<Cfg>(GemmArgs<TOut>{c.M, c.N, c.K, c.alpha, c.beta, C, D}, A, B, c.group, c.order, c.max_clusters);
  CHECK_CUDA(plan.run());
  CHECK_CUDA(cudaGetLastError());
  CHECK_CUDA(cudaDeviceSynchronize());
  HostOperands host{to_host_double(A, a_elems), to_host_double(B, b_elems), c.M, c.N, c.K, Cfg::MajorA, Cfg::MajorB};
  std::vector<double> hc = to_host_double(C, d_elems), hd = to_host_double(D, d_elems);
  double const tol = std::is_same_v<TOut, half_t> ? 2e-3 : 1.6e-2;
  int bad = 0;
  double worst = 0;
  for (int m = 0; m < c.M; ++m)
    for (int n = 0; n < c.N; ++n) {
      std::size_t const i = std::size_t(m) * c.N + n;
      double const ref = c.alpha * host.dot(m, n) + c.beta * hc[i];
      double const err = std::abs(hd[i] - ref) / (std::abs(ref) + 1.0);
      if (!(err <= tol)) {
        if (++bad <= 3) std::fprintf(stderr, "    D(%d,%d) = %g, expected %g\n", m, n, hd[i], ref);
      } else {
        worst = std::max(worst, err);
      }
    }
  std::printf("  %-4s %s %4dx%4dx%4d group %d raster %s clusters %s alpha %.1f beta %.1f grid %3u: %s (worst %.1e, %d bad)\n",
              type_name<T>(), to_string(layout), c.M, c.N, c.K, c.group,
              c.order == RasterOrder::AlongN ? "n" : "m", c.max_clusters ? std::to_string(c.max_clusters).c_str() : "all", c.alpha, c.beta,
              plan.launch.grid.x, bad ? "FAILED" : "ok", worst, bad);
  CHECK_CUDA(cudaFree(A));
  CHECK_CUDA(cudaFree(B));
  CHECK_CUDA(cudaFree(C));
  CHECK_CUDA(cudaFree(D));
  return bad ? 1 : 0;
}

template <class T, GemmLayout L, class Cfg = DefaultConfig<T, L>>
int test_layout(std::uint64_t seed) {
  TestCase const cases[] = {
      {128, 256, 64, 8, RasterOrder::AlongN, 0, 1.0f, 0.0f},     // one tile pair, one k-tile
      {328, 264, 200, 8, RasterOrder::AlongN, 0, 1.5f, 0.5f},    // ragged M (3 tiles: a cluster half off the grid), N and K
      {520, 776, 24, 2, RasterOrder::AlongM, 2, 1.0f, -1.0f},    // K < BK; 2 clusters, 6 cluster tiles each
      {136, 72, 1032, 1, RasterOrder::AlongN, 1, -0.5f, 0.25f},  // 17 k-tiles: the ring wraps, phases flip
  };
  int failures = 0;
  constexpr int align = 16 / int(sizeof(T));  // K rounded up to 16-byte rows (FP8: 24 -> 32, 200 -> 208)
  for (TestCase c : cases) {
    c.K = (c.K + align - 1) / align * align;
    failures += test_case<Cfg>(c, L, seed += 3);
  }
  return failures;
}

int run_tests() {
  std::uint64_t const seed = std::getenv("CUTE_TEST_SEED") ? std::strtoull(std::getenv("CUTE_TEST_SEED"), nullptr, 10) : std::random_device{}();
  std::printf("gemm_sm90 --test: seed %llu\n", static_cast<unsigned long long>(seed));
  int failures = 0;
  failures += test_layout<half_t, GemmLayout::TN>(seed);
  failures += test_layout<half_t, GemmLayout::NT>(seed + 100);
  failures += test_layout<half_t, GemmLayout::NN>(seed + 200);
  failures += test_layout<half_t, GemmLayout::TT>(seed + 300);
  failures += test_layout<bfloat16_t, GemmLayout::TN>(seed + 400);
  failures += test_layout<bfloat16_t, GemmLayout::NT>(seed + 500);
  failures += test_layout<bfloat16_t, GemmLayout::NN>(seed + 600);
  failures += test_layout<bfloat16_t, GemmLayout::TT>(seed + 700);
  failures += test_layout<float_e4m3_t, GemmLayout::TN>(seed + 800);
  // A non-default shape: 128 x 128 tiles (both pieces of each warpgroup in slots of their own: no
  // stage held), 6 stages, 1 x 2 clusters (A multicast).
  std::printf("  128x128x64 tiles, 6 stages, 1x2 clusters:\n");
  failures += test_layout<half_t, GemmLayout::NT, GemmConfig<half_t, Major::MN, Major::MN, 128, 128, 64, 6, 1, 2>>(seed + 900);
  // The other epilogue schedule: each tile's pieces written and stored before the next tile's first
  // wgmmas (the default defers them behind those).
  std::printf("  stores before the next tile's math (DeferredStores = false):\n");
  failures += test_layout<bfloat16_t, GemmLayout::TN, GemmConfig<bfloat16_t, Major::K, Major::K, 128, 256, 64, 4, 2, 1, bfloat16_t, -1, false>>(
      seed + 1000);
  // Bad input: a clear error, not a launch.
  try {
    make_gemm_plan<DefaultConfig<half_t, GemmLayout::TN>>(GemmArgs<half_t>{64, 60, 64, 1.0f, 0.0f, nullptr, nullptr}, nullptr, nullptr);
    std::printf("  N = 60 was accepted: FAILED\n");
    ++failures;
  } catch (std::invalid_argument const& e) {
    std::printf("  N = 60 rejected: %s\n", e.what());
  }
  try {  // FP8 rows are 16-byte aligned only when K is a multiple of 16
    make_gemm_plan<DefaultConfig<float_e4m3_t, GemmLayout::TN>>(GemmArgs<bfloat16_t>{64, 64, 24, 1.0f, 0.0f, nullptr, nullptr}, nullptr,
                                                                nullptr);
    std::printf("  FP8 with K = 24 was accepted: FAILED\n");
    ++failures;
  } catch (std::invalid_argument const& e) {
    std::printf("  FP8 with K = 24 rejected: %s\n", e.what());
  }
  std::printf("gemm_sm90 --test: %s\n", failures ? "FAILED" : "ok");
  return failures ? 1 : 0;
}

// Dispatch -------------------------------------------------------------------------------------------

template <class T>
int bench_type(Options const& o) {
  switch (o.layout) {
    case GemmLayout::TN: return bench<DefaultConfig<T, GemmLayout::TN>>(o);
    case GemmLayout::NT: return bench<DefaultConfig<T, GemmLayout::NT>>(o);
    case GemmLayout::NN: return bench<DefaultConfig<T, GemmLayout::NN>>(o);
    case GemmLayout::TT: return bench<DefaultConfig<T, GemmLayout::TT>>(o);
  }
  return 2;
}

#ifdef GEMM_SM90_VARIANTS
// Other configurations of the TN GEMM (fp16 and bf16), for tuning (bench/gemm/sm90.sh sweep): calls
// f(Cfg{}) with the configuration named, or returns -1 for a name it does not know.
template <class T, class F>
int with_variant(std::string_view name, F&& f) {
  constexpr Major K = Major::K;
  if (name == "inline") return f(GemmConfig<T, K, K, 128, 256, 64, 4, 2, 1, T, -1, false>{});  // stores before the next tile's math
  if (name == "deferred") return f(GemmConfig<T, K, K, 128, 256, 64, 4, 2, 1, T, -1, true>{});  // stores behind the next tile's first k-blocks
  // the stores before the next tile's math, with 3 of 4 pieces in the held stage
  if (name == "ded1") return f(GemmConfig<T, K, K, 128, 256, 64, 4, 2, 1, T, 1, false>{});
  // the stores behind the next tile's first 4 k-blocks, through 1 slot per warpgroup
  if (name == "slot1") return f(GemmConfig<T, K, K, 128, 256, 64, 4, 2, 1, T, 1, true>{});
  if (name == "s3") return f(GemmConfig<T, K, K, 128, 256, 64, 3>{});  // 3 stages: every piece has its own slot (one step)
  if (name == "cluster1x2") return f(GemmConfig<T, K, K, 128, 256, 64, 4, 1, 2>{});
  if (name == "cluster4x1") return f(GemmConfig<T, K, K, 128, 256, 64, 4, 4, 1>{});
  if (name == "256x128") return f(GemmConfig<T, K, K, 256, 128, 64, 4, 2, 1>{});  // 4 consumer warpgroups of 64 x 128
  if (name == "128x128_s6") return f(GemmConfig<T, K, K, 128, 128, 64, 6, 2, 1>{});
  return -1;
}
template <class T>
int bench_variant(Options const& o) {
  int const rc = with_variant<T>(o.config, [&]<class Cfg>(Cfg) { return bench<Cfg>(o); });
  if (rc < 0) std::fprintf(stderr, "gemm_sm90: unknown --config %s\n", o.config.data());
  return rc < 0 ? 2 : rc;
}
/// gemm_sm90 --test --config NAME: the test cases on that configuration, fp16 and bf16.
int test_variant(std::string_view name) {
  std::uint64_t const seed = std::random_device{}();
  std::printf("gemm_sm90 --test --config %s: seed %llu\n", name.data(), static_cast<unsigned long long>(seed));
  auto each = [&]<class Cfg>(Cfg) { return test_layout<typename Cfg::T, GemmLayout::TN, Cfg>(seed); };
  int const failures = with_variant<half_t>(name, each) + with_variant<bfloat16_t>(name, each);
  if (failures < 0) std::fprintf(stderr, "gemm_sm90: unknown --config %s\n", name.data());
  std::printf("gemm_sm90 --test --config %s: %s\n", name.data(), failures ? "FAILED" : "ok");
  return failures ? 1 : 0;
}
#endif

int main(int argc, char** argv) {
  std::setvbuf(stdout, nullptr, _IOLBF, 0);  // a hang or a crash still shows how far it got
  int devices = 0;
  bool const gpu = cudaGetDeviceCount(&devices) == cudaSuccess && devices > 0;
  cudaDeviceProp prop{};
  if (gpu) CHECK_CUDA(cudaGetDeviceProperties(&prop, 0));
  if (!gpu || prop.major != 9) {
    std::printf("gemm_sm90: needs an SM90 GPU, skipped\n");
    return 77;
  }
  Options o;
  int positional = 0;
  for (int i = 1; i < argc; ++i) {
    std::string_view const a = argv[i];
    auto next = [&] {
      if (i + 1 >= argc) {
        std::fprintf(stderr, "gemm_sm90: %s needs a value\n", argv[i]);
        std::exit(2);
      }
      return std::string_view(argv[++i]);
    };
    if (a == "--test") {
#ifdef GEMM_SM90_VARIANTS
      if (i + 2 < argc && std::string_view(argv[i + 1]) == "--config") return test_variant(argv[i + 2]);
#endif
      return run_tests();
    }
    if (a == "--layout") {
      std::string_view const l = next();
      o.layout = l == "NT" ? GemmLayout::NT : l == "NN" ? GemmLayout::NN : l == "TT" ? GemmLayout::TT : GemmLayout::TN;
    } else if (a == "--type") {
      o.type = next();
    } else if (a == "--iters") {
      o.iters = std::atoi(next().data());
    } else if (a == "--batches") {
      o.batches = std::atoi(next().data());
    } else if (a == "--group") {
      o.group = std::atoi(next().data());
    } else if (a == "--raster") {
      o.order = next() == "m" ? RasterOrder::AlongM : RasterOrder::AlongN;
    } else if (a == "--clusters") {
      o.clusters = std::atoi(next().data());
    } else if (a == "--config") {
      o.config = next();
    } else if (a == "--no-cublas") {
      o.cublas = false;
    } else if (positional < 3) {
      (positional == 0 ? o.M : positional == 1 ? o.N : o.K) = std::atoi(argv[i]);
      ++positional;
    } else {
      std::fprintf(stderr, "gemm_sm90: unknown argument %s\n", argv[i]);
      return 2;
    }
  }
  try {
    if (o.type == "e4m3") {
      if (o.layout != GemmLayout::TN) {
        std::fprintf(stderr, "gemm_sm90: FP8 needs the TN layout (both operands K-major)\n");
        return 2;
      }
      return bench<DefaultConfig<float_e4m3_t, GemmLayout::TN>>(o);
    }
#ifdef GEMM_SM90_VARIANTS
    if (o.config != "default") {
      if (o.layout != GemmLayout::TN) {
        std::fprintf(stderr, "gemm_sm90: --config is for the TN layout\n");
        return 2;
      }
      return o.type == "bf16" ? bench_variant<bfloat16_t>(o) : bench_variant<half_t>(o);
    }
#endif
    return o.type == "bf16" ? bench_type<bfloat16_t>(o) : bench_type<half_t>(o);
  } catch (std::exception const& e) {
    std::fprintf(stderr, "%s\n", e.what());
    return 2;
  }
}

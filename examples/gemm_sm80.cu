// examples/gemm_sm80.cu: a TN HGEMM (C = alpha * A * B^T + beta * C, A MxK and B NxK K-major, C MxN
// M-major, half precision in and out, fp32 accumulation) written with this library's layouts, tensors
// and atoms, after the structure of CuTe's tutorial kernel (examples/cute/tutorial/sgemm_sm80.cu):
//   - a CTA tile of BM x BN x 64, its A and B tiles brought into shared memory by 128-bit cp.async
//     (a TiledCopy of SM80_CP_ASYNC_CACHEALWAYS: .cg, which bypasses L1, made the same kernel 2.8x
//     slower on the H100, with its L2 89% busy at 7% DRAM throughput) through a multi-stage pipeline,
//   - shared memory laid out by a Swizzle<3,3,3> atom over 8 x 64 halves tiled to the CTA tile, so
//     that both the cp.async stores and the ldmatrix reads are free of bank conflicts,
//   - ldmatrix x4 (make_tiled_copy_A/B of SM75_U32x4_LDSM_N) into the register fragments of a TiledMMA
//     of SM80_16x8x16_F32F16F16F32_TN atoms, double-buffered across the k-blocks of a tile,
//   - an epilogue through shared memory (the accumulators staged as fp32, then read back and written
//     to C as 4-value vectors, applying alpha and beta and rounding to half).
//
//   gemm_sm80 [M N K] [--check] [--iters N] [--config NAME] [--group-m G] [--alpha A] [--beta B] [--no-cublas] [--list]
//
// fills A, B and C with random values, runs the kernel, compares it with cuBLAS (cublasGemmEx, fp16
// in and out, fp32 compute; without cuBLAS a simple reference kernel) and prints both throughputs and
// their ratio. --check also compares with the fp64 reference on sampled entries. M, N and K must be
// multiples of the CTA tile (this example does not predicate the edges). --config picks a tile
// configuration (--list; all of them only when built with -DGEMM_SM80_VARIANTS), --group-m the CTA
// order (default 8 tile rows per group, 0: plain), --alpha and --beta the epilogue's scalars (default 1
// and 0.5: C is read; CuTe's tutorial computes C = A * B^T, alpha 1 and beta 0).
#include <cute/cute.hpp>

#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <utility>
#include <vector>

#if defined(GEMM_SM80_HAS_CUBLAS)
#include <cublas_v2.h>
#endif

#define CHECK_CUDA(expr)                                                                                 \
  do {                                                                                                   \
    cudaError_t err_ = (expr);                                                                           \
    if (err_ != cudaSuccess) {                                                                           \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #expr, cudaGetErrorString(err_));     \
      std::exit(1);                                                                                      \
    }                                                                                                    \
  } while (0)

using namespace cute;

// The kernel's configuration: all static. ------------------------------------------------------------

/// BM x BN x 64 tiles, Stages-deep shared-memory pipeline, WM x WN warps, each warp's MMA tile
/// repeated over its part of the CTA tile; fp32 accumulation (the F16 MmaOp accumulates in half, as
/// CuTe's tutorial does: a variant for comparison only, its error is larger).
template <int BM_, int BN_, int Stages_, int WM_, int WN_, class MmaOp = SM80_16x8x16_F32F16F16F32_TN, int MinBlocks_ = 1>
struct HgemmConfig {
  static constexpr int BM = BM_, BN = BN_, BK = 64, Stages = Stages_;
  static constexpr int Threads = 32 * WM_ * WN_;
  static constexpr int MinBlocks = MinBlocks_;  // __launch_bounds__'s: 2 caps the registers for 2 CTAs an SM

  using TileShape = Shape<Int<BM>, Int<BN>, Int<BK>>;

  // Shared memory: rows of 64 halves (128 bytes), 8 rows swizzled together, so that the eight 16-byte
  // chunks of a row land in eight different bank groups for any of the 8 rows.
  using SmemAtom = decltype(composition(Swizzle<3, 3, 3>{}, Layout<Shape<_8, Shape<_8, _8>>, Stride<_8, Stride<_1, _64>>>{}));
  // The stages of each: (BM, BK, Stages) and (BN, BK, Stages). A stage's size is a multiple of the
  // swizzle's span, so selecting a stage moves the tensor's origin and the swizzle stays per thread.
  using SmemLayoutA = decltype(tile_to_shape(SmemAtom{}, Shape<Int<BM>, Int<BK>, Int<Stages>>{}));
  using SmemLayoutB = decltype(tile_to_shape(SmemAtom{}, Shape<Int<BN>, Int<BK>, Int<Stages>>{}));

  // Global -> shared: each thread copies 8 consecutive halves (16 bytes) of a row; 8 threads cover a
  // row's 64 halves, Threads/8 rows per copy.
  using G2SAtom = Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, half_t>;
  using G2SThreads = Layout<Shape<Int<Threads / 8>, _8>, Stride<_8, _1>>;
  using G2SValues = Layout<Shape<_1, _8>>;
  using G2SCopy = decltype(make_tiled_copy(G2SAtom{}, G2SThreads{}, G2SValues{}));

  // The MMA: WM x WN warps of 16x8x16 atoms; the permutation tile doubles N per warp so that one
  // ldmatrix x4 feeds B for two atoms.
  using Mma = decltype(make_tiled_mma(MmaOp{}, Layout<Shape<Int<WM_>, Int<WN_>, _1>>{},
                                      Tile<Int<16 * WM_>, Int<16 * WN_>, _16>{}));
  using S2RAtom = Copy_Atom<SM75_U32x4_LDSM_N, half_t>;

  // The epilogue stages C through shared memory (the pipeline's, free by then) as fp32, so that global
  // memory is written (and read, for beta) as 4-value vectors down the columns instead of the MMA's
  // scattered values (3% faster at 4096^3, 2% at 8192^3 on the H100). Columns of BM + 4 floats: the
  // 8 rows x 4 columns of an MMA fragment's store fall in 32 different banks.
  using SmemLayoutC = Layout<Shape<Int<BM>, Int<BN>>, Stride<_1, Int<BM + 4>>>;
  using EpilogueCopy = decltype(make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, float>{},
                                                Layout<Shape<Int<BM / 4>, Int<Threads * 4 / BM>>>{}, Layout<Shape<_4, _1>>{}));

  static constexpr int SmemBytes =
      std::max(int(sizeof(half_t)) * int(cosize_v<SmemLayoutA> + cosize_v<SmemLayoutB>), int(sizeof(float)) * int(cosize_v<SmemLayoutC>));
};

// The kernel. -----------------------------------------------------------------------------------------

template <class Cfg>
__global__ void __launch_bounds__(Cfg::Threads, Cfg::MinBlocks)
    hgemm_tn_kernel(int M, int N, int K, half_t const* A, int ldA, half_t const* B, int ldB, half_t* C, int ldC,
                    float alpha, float beta, int group_m) {
  constexpr int Stages = Cfg::Stages;
  typename Cfg::Mma mma;
  typename Cfg::G2SCopy g2s;

  // The whole matrices, then this CTA's tiles: gA (BM, BK, k), gB (BN, BK, k), gC (BM, BN).
  Tensor mA = make_tensor(make_gmem_ptr(A), make_shape(M, K), make_stride(ldA, _1{}));
  Tensor mB = make_tensor(make_gmem_ptr(B), make_shape(N, K), make_stride(ldB, _1{}));
  Tensor mC = make_tensor(make_gmem_ptr(C), make_shape(M, N), make_stride(_1{}, ldC));
  auto const tile = typename Cfg::TileShape{};
  // Which tile this CTA computes: with group_m > 0, the CTAs go down group_m tile rows of C before the
  // next tile column, so that the CTAs in flight share their A and B tiles in L2; else column by column.
  int tile_m = int(blockIdx.x), tile_n = int(blockIdx.y);
  if (group_m > 0) {
    int const tiles_m = int(gridDim.x), tiles_n = int(gridDim.y);
    int const id = tile_m + tile_n * tiles_m, per_group = group_m * tiles_n;
    int const first_m = (id / per_group) * group_m, rows = min(tiles_m - first_m, group_m);
    tile_m = first_m + (id % per_group) % rows;
    tile_n = (id % per_group) / rows;
  }
  auto const cta = make_coord(tile_m, tile_n, _);
  Tensor gA = local_tile(mA, tile, cta, Step<_1, X, _1>{});
  Tensor gB = local_tile(mB, tile, cta, Step<X, _1, _1>{});
  Tensor gC = local_tile(mC, tile, cta, Step<_1, _1, X>{});

  // The shared-memory ring: sA (BM, BK, Stages), then sB (BN, BK, Stages), swizzled.
  extern __shared__ __align__(128) unsigned char smem_bytes[];
  Tensor sA = make_tensor(make_smem_ptr(reinterpret_cast<half_t*>(smem_bytes)), typename Cfg::SmemLayoutA{});
  Tensor sB = make_tensor(sA.data() + cosize(sA.layout()), typename Cfg::SmemLayoutB{});

  // This thread's share of the global -> shared copies.
  auto g2s_thr = g2s.get_slice(threadIdx.x);
  Tensor tAgA = g2s_thr.partition_S(gA);  // (CPY, CPY_M, CPY_K, k)
  Tensor tAsA = g2s_thr.partition_D(sA);  // (CPY, CPY_M, CPY_K, Stages)
  Tensor tBgB = g2s_thr.partition_S(gB);
  Tensor tBsB = g2s_thr.partition_D(sB);

  // This thread's share of the MMA: register fragments of A and B for a whole BK slice (MMA, MMA_M|N,
  // MMA_K), the accumulators (MMA, MMA_M, MMA_N), and the ldmatrix views of shared memory that fill them.
  auto mma_thr = mma.get_slice(threadIdx.x);
  Tensor tCgC = mma_thr.partition_C(gC);
  Tensor tCrA = mma_thr.partition_fragment_A(sA(_, _, 0));
  Tensor tCrB = mma_thr.partition_fragment_B(sB(_, _, 0));
  Tensor acc = mma_thr.make_fragment_C(tCgC);
  clear(acc);

  auto s2r_a = make_tiled_copy_A(typename Cfg::S2RAtom{}, mma);
  auto s2r_a_thr = s2r_a.get_slice(threadIdx.x);
  Tensor tXsA = s2r_a_thr.partition_S(sA);  // (CPY, MMA_M, MMA_K, Stages)
  Tensor tXrA = s2r_a_thr.retile_D(tCrA);   // (CPY, MMA_M, MMA_K)
  auto s2r_b = make_tiled_copy_B(typename Cfg::S2RAtom{}, mma);
  auto s2r_b_thr = s2r_b.get_slice(threadIdx.x);
  Tensor tXsB = s2r_b_thr.partition_S(sB);
  Tensor tXrB = s2r_b_thr.retile_D(tCrB);

  constexpr int KBlocks = int(size<2>(decltype(tCrA.layout()){}));
  int const k_tiles = int(size<3>(tAgA.layout()));

  // Prologue: the first Stages-1 tiles in flight, one cp.async group each (empty groups past the end
  // keep the group count uniform).
  int k_load = 0;
  CUTE_UNROLL
  for (int stage = 0; stage < Stages - 1; ++stage) {
    if (k_load < k_tiles) {
      copy(g2s, tAgA(_, _, _, k_load), tAsA(_, _, _, stage));
      copy(g2s, tBgB(_, _, _, k_load), tBsB(_, _, _, stage));
    }
    cp_async_fence();
    ++k_load;
  }

  // The first k-block of the first tile into registers; then, for each k-block, the next one is
  // loaded from shared memory while the tensor cores work on this one (the last k-block of a tile
  // loads the first of the next tile, after the wait and barrier that make it visible).
  int read_stage = 0;
  int write_stage = Stages - 1;
  cp_async_wait<Stages - 2>();
  __syncthreads();
  copy(s2r_a, tXsA(_, _, 0, read_stage), tXrA(_, _, 0));
  copy(s2r_b, tXsB(_, _, 0, read_stage), tXrB(_, _, 0));

  CUTE_NO_UNROLL
  for (int k_tile = 0; k_tile < k_tiles; ++k_tile) {
    CUTE_UNROLL
    for (int kb = 0; kb < KBlocks; ++kb) {
      if (kb == KBlocks - 1) {
        read_stage = (read_stage + 1 == Stages) ? 0 : read_stage + 1;
        cp_async_wait<Stages - 2>();
        __syncthreads();
      }
      int const next = (kb + 1) % KBlocks;
      copy(s2r_a, tXsA(_, _, next, read_stage), tXrA(_, _, next));
      copy(s2r_b, tXsB(_, _, next, read_stage), tXrB(_, _, next));
      if (kb == 0) {
        // The stage written next was consumed before the last barrier. Past the last tile, the last
        // tile is loaded again into a stage nobody reads (no predicate in the loop).
        int const k = min(k_load, k_tiles - 1);
        copy(g2s, tAgA(_, _, _, k), tAsA(_, _, _, write_stage));
        copy(g2s, tBgB(_, _, _, k), tBsB(_, _, _, write_stage));
        cp_async_fence();
        ++k_load;
        write_stage = (write_stage + 1 == Stages) ? 0 : write_stage + 1;
      }
      // By rows of (m, n) blocks, each A fragment used for a whole row (the library's serpentine by
      // rows; its default for these 16-/8-byte fragments, CuTe's, goes by columns: 6% slower here).
      detail::for_each_mn<detail::mn_order::rows>(int(size<1>(acc)), int(size<2>(acc)), [&](int m, int n) {
        auto d = acc(_, m, n);
        gemm(mma, d, tCrA(_, m, kb), tCrB(_, n, kb), d);
      });
    }
  }
  cp_async_wait<0>();

  // Epilogue: the accumulators into shared memory, once every warp is done reading its last tiles;
  // then C = alpha * acc + beta * C by 4-value vectors down the columns, rounded to half (C is read
  // only when beta != 0).
  __syncthreads();
  Tensor sC = make_tensor(make_smem_ptr(reinterpret_cast<float*>(smem_bytes)), typename Cfg::SmemLayoutC{});
  Tensor tCsC = mma_thr.partition_C(sC);
  CUTE_UNROLL
  for (int i = 0; i < int(size(acc)); ++i) tCsC(i) = acc(i);
  __syncthreads();
  typename Cfg::EpilogueCopy epi;
  auto epi_thr = epi.get_slice(threadIdx.x);
  Tensor tEsC = epi_thr.partition_S(sC);  // (4, EPI_M, EPI_N) floats
  Tensor tEgC = epi_thr.partition_D(gC);  // (4, EPI_M, EPI_N) halves
  Tensor tErC = make_fragment_like(tEsC);
  Tensor tErD = make_fragment_like<half_t>(tEgC);
  copy(epi, tEsC, tErC);
  if (beta == 0.0f) {
    CUTE_UNROLL
    for (int i = 0; i < int(size(tErD)); ++i) tErD(i) = half_t(alpha * tErC(i));
  } else {
    copy(AutoVectorizingCopyWithAssumedAlignment<64>{}, tEgC, tErD);
    CUTE_UNROLL
    for (int i = 0; i < int(size(tErD)); ++i) tErD(i) = half_t(alpha * tErC(i) + beta * float(tErD(i)));
  }
  copy(AutoVectorizingCopyWithAssumedAlignment<64>{}, tErD, tEgC);
}

// The configurations this program knows (the first is the default). ----------------------------------

using Cfg128x256w8 = HgemmConfig<128, 256, 3, 2, 4>;  // the default: 8 warps, 64x64 of C each
using Cfg128x128w4 = HgemmConfig<128, 128, 3, 2, 2>;  // the tutorial's tiling: 4 warps, 64x64 each
using Cfg128x128w4s4 = HgemmConfig<128, 128, 4, 2, 2>;
using Cfg128x128w8 = HgemmConfig<128, 128, 3, 4, 2>;  // 8 warps, 32x64 each
using Cfg128x128w8b2 = HgemmConfig<128, 128, 3, 4, 2, SM80_16x8x16_F32F16F16F32_TN, 2>;  // <= 128 registers
using Cfg256x128w8 = HgemmConfig<256, 128, 3, 4, 2>;  // 8 warps, 64x64 each
using Cfg128x256w8s4 = HgemmConfig<128, 256, 4, 2, 4>;
using Cfg128x128w4F16 = HgemmConfig<128, 128, 3, 2, 2, SM80_16x8x16_F16F16F16F16_TN>;  // the tutorial's MMA

/// The CTA rasterization (hgemm_tn_kernel's group_m): 0 = plain order.
int g_group_m = 8;

struct Launch {
  char const* name;
  int bm, bn;
  void (*launch)(int, int, int, half_t const*, half_t const*, half_t*, float, float, cudaStream_t);
};

template <class Cfg>
void launch_hgemm(int M, int N, int K, half_t const* A, half_t const* B, half_t* C, float alpha, float beta,
                  cudaStream_t stream) {
  auto kernel = hgemm_tn_kernel<Cfg>;
  static bool configured = false;
  if (!configured) {
    CHECK_CUDA(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, Cfg::SmemBytes));
    CHECK_CUDA(cudaFuncSetAttribute(kernel, cudaFuncAttributePreferredSharedMemoryCarveout, 100));
    configured = true;
  }
  dim3 grid(M / Cfg::BM, N / Cfg::BN);
  kernel<<<grid, Cfg::Threads, Cfg::SmemBytes, stream>>>(M, N, K, A, K, B, K, C, M, alpha, beta, g_group_m);
}

Launch const launches[] = {
    {"128x256x64_w8_s3", 128, 256, launch_hgemm<Cfg128x256w8>},
#if defined(GEMM_SM80_VARIANTS)
    {"128x128x64_w4_s3", 128, 128, launch_hgemm<Cfg128x128w4>},
    {"128x128x64_w4_s4", 128, 128, launch_hgemm<Cfg128x128w4s4>},
    {"128x128x64_w8_s3", 128, 128, launch_hgemm<Cfg128x128w8>},
    {"128x128x64_w8_s3_2cta", 128, 128, launch_hgemm<Cfg128x128w8b2>},
    {"256x128x64_w8_s3", 256, 128, launch_hgemm<Cfg256x128w8>},
    {"128x256x64_w8_s4", 128, 256, launch_hgemm<Cfg128x256w8s4>},
    {"128x128x64_w4_s3_f16acc", 128, 128, launch_hgemm<Cfg128x128w4F16>},
#endif
};

// The reference: cuBLAS, or a plain kernel (one thread an element, fp32 sums). ------------------------

__global__ void reference_tn_kernel(int M, int N, int K, __half const* A, __half const* B, __half* C, float alpha,
                                    float beta) {
  int const m = int(blockIdx.x * blockDim.x + threadIdx.x), n = int(blockIdx.y);
  if (m >= M) return;
  float s = 0.0f;
  for (int k = 0; k < K; ++k) s += __half2float(A[std::size_t(m) * K + k]) * __half2float(B[std::size_t(n) * K + k]);
  std::size_t const c = std::size_t(n) * M + m;
  float v = alpha * s;
  if (beta != 0.0f) v += beta * __half2float(C[c]);
  C[c] = __float2half_rn(v);
}

struct Reference {
#if defined(GEMM_SM80_HAS_CUBLAS)
  cublasHandle_t handle = nullptr;
#endif
  bool use_cublas = false;
  char const* name() const { return use_cublas ? "cuBLAS" : "reference kernel"; }
  void run(int M, int N, int K, half_t const* A, half_t const* B, half_t* C, float alpha, float beta) {
#if defined(GEMM_SM80_HAS_CUBLAS)
    if (use_cublas) {
      // Column-major C (MxN) = A^T (A stored KxM, column-major: ours, K-major) * B (KxN).
      cublasStatus_t st = cublasGemmEx(handle, CUBLAS_OP_T, CUBLAS_OP_N, M, N, K, &alpha, A, CUDA_R_16F, K, B,
                                       CUDA_R_16F, K, &beta, C, CUDA_R_16F, M, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
      if (st != CUBLAS_STATUS_SUCCESS) {
        std::fprintf(stderr, "cublasGemmEx failed: %d\n", int(st));
        std::exit(1);
      }
      return;
    }
#endif
    dim3 grid((M + 127) / 128, N);
    reference_tn_kernel<<<grid, 128>>>(M, N, K, reinterpret_cast<__half const*>(A), reinterpret_cast<__half const*>(B),
                                       reinterpret_cast<__half*>(C), alpha, beta);
  }
};

// The program. -----------------------------------------------------------------------------------------

// Milliseconds per launch, from CUDA events around batches of launches, as the median of 5 batches after
// a warm-up of at least 200 ms (the GPU idles at a few hundred MHz). A GPU's clocks follow its power
// draw: time_alone_ms times a kernel at its own steady state, as CuTe's tutorial times itself;
// time_interleaved_ms alternates the batches of two kernels so that both see the same clocks (for the
// ratio to cuBLAS: cuBLAS draws about twice this kernel's power and, interleaved, costs ours 8% at
// 4096^3 on the H100, while alone each runs at its own clocks).
template <class F>
float batch_ms(int iters, F& f, cudaEvent_t start, cudaEvent_t stop) {
  CHECK_CUDA(cudaEventRecord(start));
  for (int i = 0; i < iters; ++i) f();
  CHECK_CUDA(cudaEventRecord(stop));
  CHECK_CUDA(cudaEventSynchronize(stop));
  CHECK_CUDA(cudaGetLastError());
  float ms = 0;
  CHECK_CUDA(cudaEventElapsedTime(&ms, start, stop));
  return ms;
}

float median(std::vector<float> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

template <class A, class B>
std::pair<float, float> time_interleaved_ms(int iters_a, A&& a, int iters_b, B&& b) {
  cudaEvent_t start, stop;
  CHECK_CUDA(cudaEventCreate(&start));
  CHECK_CUDA(cudaEventCreate(&stop));
  for (float warm = 0; warm < 200.0f;) warm += batch_ms(iters_a, a, start, stop) + batch_ms(iters_b, b, start, stop);
  std::vector<float> ta, tb;
  for (int rep = 0; rep < 5; ++rep) {
    ta.push_back(batch_ms(iters_a, a, start, stop) / float(iters_a));
    tb.push_back(batch_ms(iters_b, b, start, stop) / float(iters_b));
  }
  CHECK_CUDA(cudaEventDestroy(start));
  CHECK_CUDA(cudaEventDestroy(stop));
  return {median(ta), median(tb)};
}

template <class F>
float time_alone_ms(int iters, F&& f) {
  cudaEvent_t start, stop;
  CHECK_CUDA(cudaEventCreate(&start));
  CHECK_CUDA(cudaEventCreate(&stop));
  for (float warm = 0; warm < 200.0f;) warm += batch_ms(iters, f, start, stop);
  std::vector<float> t;
  for (int rep = 0; rep < 5; ++rep) t.push_back(batch_ms(iters, f, start, stop) / float(iters));
  CHECK_CUDA(cudaEventDestroy(start));
  CHECK_CUDA(cudaEventDestroy(stop));
  return median(t);
}

int main(int argc, char** argv) {
  int dims[3] = {4096, 4096, 4096};
  int ndims = 0, iters = 20;
  bool check = false, want_cublas = true;
  float alpha = 1.0f, beta = 0.5f;
  std::string config = launches[0].name;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--check") {
      check = true;
    } else if (a == "--iters" && i + 1 < argc) {
      iters = std::atoi(argv[++i]);
    } else if (a == "--config" && i + 1 < argc) {
      config = argv[++i];
    } else if (a == "--group-m" && i + 1 < argc) {
      g_group_m = std::atoi(argv[++i]);
    } else if (a == "--alpha" && i + 1 < argc) {
      alpha = std::strtof(argv[++i], nullptr);
    } else if (a == "--beta" && i + 1 < argc) {
      beta = std::strtof(argv[++i], nullptr);
    } else if (a == "--no-cublas") {
      want_cublas = false;
    } else if (a == "--list") {
      for (auto const& l : launches) std::printf("%s\n", l.name);
      return 0;
    } else if (ndims < 3 && !a.empty() && a[0] != '-') {
      dims[ndims++] = std::atoi(a.c_str());
    } else {
      std::fprintf(stderr, "usage: %s [M N K] [--check] [--iters N] [--config NAME] [--group-m G] [--alpha A] [--beta B] [--no-cublas] [--list]\n", argv[0]);
      return 2;
    }
  }
  if (ndims == 1) dims[1] = dims[2] = dims[0];
  int const M = dims[0], N = dims[1], K = dims[2];

  Launch const* launch = nullptr;
  for (auto const& l : launches)
    if (config == l.name) launch = &l;
  if (!launch) {
    std::fprintf(stderr, "unknown --config %s (--list)\n", config.c_str());
    return 2;
  }
  if (M <= 0 || N <= 0 || K <= 0 || M % launch->bm || N % launch->bn || K % 64) {
    std::fprintf(stderr, "M, N, K must be positive multiples of %d, %d, 64 (config %s)\n", launch->bm, launch->bn,
                 launch->name);
    return 2;
  }

  int device_count = 0;
  if (cudaGetDeviceCount(&device_count) != cudaSuccess || device_count == 0) {
    std::printf("no CUDA device: skipped\n");
    return 77;
  }
  cudaDeviceProp props;
  CHECK_CUDA(cudaGetDeviceProperties(&props, 0));
  if (props.major < 8) {
    std::printf("needs SM80 or newer (found SM%d%d): skipped\n", props.major, props.minor);
    return 77;
  }

  // Random data in [-1, 1]; C too, so that beta is exercised.
  std::size_t const sa = std::size_t(M) * K, sb = std::size_t(N) * K, sc = std::size_t(M) * N;
  std::vector<half_t> hA(sa), hB(sb), hC(sc);
  std::mt19937 rng(20251121u);
  std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
  for (auto& x : hA) x = half_t(dist(rng));
  for (auto& x : hB) x = half_t(dist(rng));
  for (auto& x : hC) x = half_t(dist(rng));

  half_t *dA, *dB, *dC, *dR;
  CHECK_CUDA(cudaMalloc(&dA, sa * sizeof(half_t)));
  CHECK_CUDA(cudaMalloc(&dB, sb * sizeof(half_t)));
  CHECK_CUDA(cudaMalloc(&dC, sc * sizeof(half_t)));
  CHECK_CUDA(cudaMalloc(&dR, sc * sizeof(half_t)));
  CHECK_CUDA(cudaMemcpy(dA, hA.data(), sa * sizeof(half_t), cudaMemcpyHostToDevice));
  CHECK_CUDA(cudaMemcpy(dB, hB.data(), sb * sizeof(half_t), cudaMemcpyHostToDevice));
  CHECK_CUDA(cudaMemcpy(dC, hC.data(), sc * sizeof(half_t), cudaMemcpyHostToDevice));
  CHECK_CUDA(cudaMemcpy(dR, hC.data(), sc * sizeof(half_t), cudaMemcpyHostToDevice));

  Reference ref;
  (void)want_cublas;
#if defined(GEMM_SM80_HAS_CUBLAS)
  if (want_cublas && cublasCreate(&ref.handle) == CUBLAS_STATUS_SUCCESS) ref.use_cublas = true;
#endif

  std::printf("device: %s (SM%d%d, %d SMs)\n", props.name, props.major, props.minor, props.multiProcessorCount);
  std::printf("TN HGEMM M=%d N=%d K=%d, alpha=%g beta=%g, config %s, group_m %d\n", M, N, K, alpha, beta, launch->name,
              g_group_m);

  // One run of each on the same C, then compare.
  launch->launch(M, N, K, dA, dB, dC, alpha, beta, nullptr);
  CHECK_CUDA(cudaGetLastError());
  ref.run(M, N, K, dA, dB, dR, alpha, beta);
  CHECK_CUDA(cudaGetLastError());
  CHECK_CUDA(cudaDeviceSynchronize());
  std::vector<half_t> out(sc), refout(sc);
  CHECK_CUDA(cudaMemcpy(out.data(), dC, sc * sizeof(half_t), cudaMemcpyDeviceToHost));
  CHECK_CUDA(cudaMemcpy(refout.data(), dR, sc * sizeof(half_t), cudaMemcpyDeviceToHost));
  double err2 = 0, ref2 = 0, max_abs = 0;
  std::size_t bad = 0;
  for (std::size_t i = 0; i < sc; ++i) {
    double const o = float(out[i]), r = float(refout[i]);
    double const d = std::fabs(o - r);
    if (!(d <= 0.02 * std::sqrt(double(K)) * 0.1 + 0.01 * std::fabs(r))) ++bad;  // NaN counts as bad
    err2 += (o - r) * (o - r);
    ref2 += r * r;
    max_abs = std::max(max_abs, d);
  }
  double const rel = std::sqrt(err2 / std::max(ref2, 1e-30));
  bool ok = bad == 0 && rel < 2e-3;
  std::printf("vs %s: rel. L2 error %.3e, max abs diff %.3e, %zu outside tolerance: %s\n", ref.name(), rel, max_abs,
              bad, ok ? "OK" : "FAILED");

  if (check) {
    // fp64 reference on sampled entries (C as it was before the run).
    std::uniform_int_distribution<int> pm(0, M - 1), pn(0, N - 1);
    double worst = 0;
    for (int s = 0; s < 2000; ++s) {
      int const m = pm(rng), n = pn(rng);
      double acc = 0;
      for (int k = 0; k < K; ++k) acc += double(float(hA[std::size_t(m) * K + k])) * double(float(hB[std::size_t(n) * K + k]));
      double const r = alpha * acc + beta * double(float(hC[std::size_t(n) * M + m]));
      double const o = float(out[std::size_t(n) * M + m]);
      worst = std::max(worst, std::fabs(o - r) / (1.0 + std::fabs(r)));
    }
    bool const ok64 = worst < 1e-2;
    std::printf("vs fp64 on 2000 sampled entries: worst |diff|/(1+|ref|) %.3e: %s\n", worst, ok64 ? "OK" : "FAILED");
    ok = ok && ok64;
  }

  // Timing: ours alone; then ours and the reference interleaved, for their ratio.
  double const flop = 2.0 * M * N * K;
  auto ours = [&] { launch->launch(M, N, K, dA, dB, dC, alpha, beta, nullptr); };
  auto theirs = [&] { ref.run(M, N, K, dA, dB, dR, alpha, beta); };
  float const ms_alone = time_alone_ms(iters, ours);
  auto const [ms_ours, ms_ref] = time_interleaved_ms(iters, ours, ref.use_cublas ? iters : 1, theirs);
  auto tflops = [&](float ms) { return flop / (ms * 1e-3) / 1e12; };
  char const* ref_name = ref.use_cublas ? "cuBLAS" : "reference";
  std::printf("%-28s %10s %10s\n", "", "ms", "TFLOP/s");
  std::printf("%-28s %10.4f %10.1f\n", "ours, alone", ms_alone, tflops(ms_alone));
  std::printf("ours, interleaved with %-5s %10.4f %10.1f\n", ref.use_cublas ? "it" : "ref", ms_ours, tflops(ms_ours));
  std::printf("%-28s %10.4f %10.1f\n", ref_name, ms_ref, tflops(ms_ref));
  std::printf("RESULT config=%s group_m=%d M=%d N=%d K=%d ours_tflops=%.1f ours_interleaved_tflops=%.1f %s_tflops=%.1f ratio=%.3f check=%s\n",
              launch->name, g_group_m, M, N, K, tflops(ms_alone), tflops(ms_ours), ref.use_cublas ? "cublas" : "reference", tflops(ms_ref),
              ms_ref / ms_ours, ok ? "OK" : "FAILED");

#if defined(GEMM_SM80_HAS_CUBLAS)
  if (ref.use_cublas) cublasDestroy(ref.handle);
#endif
  CHECK_CUDA(cudaFree(dA));
  CHECK_CUDA(cudaFree(dB));
  CHECK_CUDA(cudaFree(dC));
  CHECK_CUDA(cudaFree(dR));
  return ok ? 0 : 1;
}

// Kernels written the way FlashAttention-2 and the public GEMM learning kernels are (their CuTe
// idioms, our own code), for what porting them needed: CUTLASS 2.x's layout header included and
// unused, a permuted TiledMMA whose B and C copies retile fragments, an auto-vectorizing atom with
// one value per thread, cp.async through plain shared-memory pointers, a dead branch that names a
// register fragment as a cp.async destination, a swizzled shared tile recast to int4 vectors,
// make_tensor_like/make_fragment_like, print of a ThrCopy/ThrMMA, cutlass::fast_tanh, FastDivmod,
// AlignedArray and NamedBarrier. tests/ports ports it with cute-port and compiles it for sm_80.
#include <cute/tensor.hpp>
#include <cutlass/array.h>
#include <cutlass/arch/barrier.h>
#include <cutlass/fast_math.h>
#include <cutlass/layout/layout.h>
#include <cutlass/numeric_types.h>

using namespace cute;

struct FlashStyle {
  static constexpr int kBlockM = 64, kBlockN = 64, kHeadDim = 64;
  using T = half_t;
  // N of the second GEMM permuted in blocks of 16, as FlashAttention's backward TiledMMAs are.
  using TiledMma = TiledMMA<MMA_Atom<SM80_16x8x16_F32F16F16F32_TN>, Layout<Shape<_4, _1, _1>>,
                            Tile<Int<kBlockM>, Layout<Shape<_8, _4, _2>, Stride<_1, _16, _8>>, _16>>;
  using SmemLayout = decltype(composition(Swizzle<3, 3, 3>{}, Layout<Shape<Int<kBlockM>, Int<kHeadDim>>, Stride<Int<kHeadDim>, _1>>{}));
  using GmemCopy = decltype(make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEGLOBAL<cute::uint128_t>, T>{},
                                            Layout<Shape<_16, _8>, Stride<_8, _1>>{}, Layout<Shape<_1, _8>>{}));
  // One float per thread per store: the atomic-add path's copy.
  using AccumCopy = decltype(make_tiled_copy(Copy_Atom<AutoVectorizingCopyWithAssumedAlignment<128>, float>{},
                                             Layout<Shape<_8, _16>, Stride<_16, _1>>{}, Layout<Shape<_1, _1>>{}));
};

template <bool IsFirst>
__global__ void flash_style(float* out, half_t const* q, float const* accum, int rows, float scale) {
  using K = FlashStyle;
  __shared__ alignas(128) half_t smem[K::kBlockM * K::kHeadDim];
  cutlass::arch::NamedBarrier const barrier(128, 0);

  Tensor gQ = make_tensor(q, make_shape(rows, Int<K::kHeadDim>{}), make_stride(Int<K::kHeadDim>{}, _1{}));
  Tensor tile = local_tile(gQ, Shape<Int<K::kBlockM>, Int<K::kHeadDim>>{}, make_coord(blockIdx.x, 0));
  Tensor sQ = make_tensor(&smem[0], K::SmemLayout{});  // a plain pointer to shared memory

  auto gmem_thr = K::GmemCopy{}.get_thread_slice(threadIdx.x);
  Tensor tQg = gmem_thr.partition_S(tile);
  Tensor tQs = gmem_thr.partition_D(sQ);
  Tensor tQr = make_fragment_like(tQg);
  if (!IsFirst) {
    copy(K::GmemCopy{}, tQg, tQs);
  } else {
    copy(K::GmemCopy{}, tQg, tQr);  // never taken with a register destination, but compiled
  }
  cp_async_fence();
  cp_async_wait<0>();
  barrier.sync();

  // Scale Q in shared memory 8 halves at a time.
  auto vectors = recast<int4>(sQ);
  for (int i = threadIdx.x; i < size(vectors); i += blockDim.x) {
    int4 v = vectors(i);
    auto* h = reinterpret_cast<__half2*>(&v);
    for (int j = 0; j < 4; ++j) h[j] = __hmul2(h[j], __float2half2_rn(scale));
    vectors(i) = v;
  }
  __syncthreads();

  K::TiledMma mma;
  auto thr_mma = mma.get_thread_slice(threadIdx.x);
  Tensor tSrB = thr_mma.partition_fragment_B(sQ);
  auto smem_copy_b = make_tiled_copy_B(Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}, mma);
  auto smem_thr_b = smem_copy_b.get_thread_slice(threadIdx.x);
  copy(smem_copy_b, smem_thr_b.partition_S(sQ), smem_thr_b.retile_D(tSrB));

  Tensor acc = partition_fragment_C(mma, Shape<Int<K::kBlockM>, Int<K::kBlockN>>{});
  clear(acc);
  Tensor tSrA = thr_mma.partition_fragment_A(sQ);
  copy(make_tensor_like(tSrA), tSrA);
  gemm(mma, tSrA, tSrB, acc);
  for (int i = 0; i < size(acc); ++i) acc(i) = cutlass::fast_tanh(acc(i));

  // The accumulator through a TiledCopy of C, then one value per thread per copy.
  auto out_copy = make_tiled_copy_C(Copy_Atom<AutoVectorizingCopyWithAssumedAlignment<128>, float>{}, mma);
  Tensor staged = make_tensor_like(acc);
  copy(out_copy, out_copy.get_thread_slice(threadIdx.x).retile_S(acc), out_copy.get_thread_slice(threadIdx.x).retile_D(staged));
  Tensor gAcc = make_tensor(make_gmem_ptr(accum), Shape<_64, _64>{}, Stride<_64, _1>{});
  Tensor gOut = make_tensor(make_gmem_ptr(out), Shape<_64, _64>{}, Stride<_64, _1>{});
  auto acc_thr = K::AccumCopy{}.get_thread_slice(threadIdx.x);
  copy(K::AccumCopy{}, acc_thr.partition_S(gAcc), acc_thr.partition_D(gOut));

  cutlass::FastDivmod const by_rows(rows);
  int quotient, remainder;
  by_rows(quotient, remainder, int(blockIdx.x) * 64 + int(threadIdx.x));
  cutlass::AlignedArray<float, 4> four;
  four.fill(float(quotient + remainder));
  if (thread0()) {
    print(acc_thr);
    print(thr_mma);
    print("%f %f\n", four[0], staged(0));
  }
}

template __global__ void flash_style<true>(float*, half_t const*, float const*, int, float);
template __global__ void flash_style<false>(float*, half_t const*, float const*, int, float);

// CUTLASS 2.x's layout tags, which FlashAttention-style traits name.
__host__ __device__ long long row_major_offset(int row, int column) {
  return cutlass::layout::RowMajor::packed(cutlass::MatrixCoord(4, 8))(cutlass::MatrixCoord(row, column));
}

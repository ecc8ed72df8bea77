// A kernel written as CuTe code is (CuTe's headers, CuTe's names), using the names found missing
// when other people's CuTe kernels were ported: tests/ports ports it with cute-port (only the
// #include lines may change) and compiles it for sm_80 (a compile check: it has no run of its own).
#include <cute/tensor.hpp>
#include <cute/container/array_aligned.hpp>
#include <cute/algorithm/cooperative_copy.hpp>
#include <cute/algorithm/cooperative_gemm.hpp>
#include <cute/arch/copy_sm80.hpp>
#include <cute/atom/mma_traits_sm80.hpp>

using namespace cute;

template <class T, class SmemLayout>
struct SharedStorage {
  cute::array_aligned<T, cute::cosize_v<SmemLayout>> smem;
};

// Stages a tile of A into shared memory with cp.async (AutoCopyAsync), then writes it back
// transposed through registers, with the default copy.
template <uint32_t NumThreads, class T, class GLayout, class SLayout>
__global__ void __launch_bounds__(NumThreads)
stage_and_transpose(T const* a, T* b, CUTE_GRID_CONSTANT GLayout const gmem_layout, SLayout smem_layout) {
  extern __shared__ char shared_memory[];
  auto& storage = *reinterpret_cast<SharedStorage<T, SLayout>*>(shared_memory);
  Tensor gA = make_tensor(make_gmem_ptr(a), gmem_layout);
  Tensor sA = make_tensor(make_smem_ptr(storage.smem.data()), smem_layout);
  cooperative_copy<NumThreads, sizeof_bits<T>::value * 4>(threadIdx.x, gA, sA, AutoCopyAsync{});
  cp_async_fence();
  cp_async_wait<0>();
  __syncthreads();

  Tensor gB = make_tensor(make_gmem_ptr<T>(static_cast<void*>(b)),
                          make_ordered_layout(shape(gmem_layout), make_step(_1{}, _0{})));
  Tensor rB = make_tensor_like(gB(_, threadIdx.x % size<1>(gB)));
  copy(DefaultCopy{}, sA(_, threadIdx.x % size<1>(sA)), rB);
  copy(DefaultCopy{}, rB, gB(_, threadIdx.x % size<1>(gB)));
#if defined(CUTE_ARCH_TMA_SM90_ENABLED)
  static_assert(is_gmem<decltype(gB)>::value);
#endif
}

void launch(float const* a, float* b, cudaStream_t stream) {
  auto gmem_layout = make_layout(make_shape(Int<32>{}, Int<16>{}));
  auto smem_layout = make_layout(make_shape(Int<32>{}, Int<16>{}), GenRowMajor{});
  int const smem_bytes = int(sizeof(SharedStorage<float, decltype(smem_layout)>));
  stage_and_transpose<128><<<1, 128, smem_bytes, stream>>>(a, b, gmem_layout, smem_layout);
}

// One warp's tile product through a TiledMMA of each kind of SM80 mma.sync (fp16 with k = 8, fp64,
// int8), on register fragments: C += A * B.
template <class Op, class TA, class TB, class TC>
__global__ void warp_mma(TA const* a, TB const* b, TC* c) {
  TiledMMA mma = make_tiled_mma(Op{});
  auto [M, N, K] = tile_shape(mma);
  Tensor gA = make_tensor(make_gmem_ptr(a), make_layout(make_shape(M, K), GenRowMajor{}));
  Tensor gB = make_tensor(make_gmem_ptr(b), make_layout(make_shape(N, K), GenRowMajor{}));
  Tensor gC = make_tensor(make_gmem_ptr(c), make_layout(make_shape(M, N)));
  ThrMMA thr_mma = mma.get_slice(threadIdx.x);
  Tensor tCrA = thr_mma.partition_fragment_A(gA);
  Tensor tCrB = thr_mma.partition_fragment_B(gB);
  Tensor tCrC = thr_mma.partition_fragment_C(gC);
  copy(thr_mma.partition_A(gA), tCrA);
  copy(thr_mma.partition_B(gB), tCrB);
  clear(tCrC);
  gemm(mma, tCrA, tCrB, tCrC);
  copy(tCrC, thr_mma.partition_C(gC));
}

template __global__ void warp_mma<SM80_16x8x8_F32F16F16F32_TN>(half_t const*, half_t const*, float*);
template __global__ void warp_mma<SM80_8x8x4_F64F64F64F64_TN>(double const*, double const*, double*);
template __global__ void warp_mma<SM80_16x8x32_S32S8S8S32_TN>(int8_t const*, int8_t const*, int32_t*);

// A 32x32x16 tile product by four warps from shared memory, as CuTe's cooperative_gemm tests do:
// A through ldmatrix, B element by element, C = alpha * A * B + beta * C in shared memory.
template <class TiledMma>
__global__ void tile_gemm(half_t const* a, half_t const* b, float* c, TiledMma mma) {
  __shared__ alignas(128) half_t smem_a[32 * 16];
  __shared__ alignas(128) half_t smem_b[32 * 16];
  __shared__ float smem_c[32 * 32];
  auto sA = make_tensor(make_smem_ptr(smem_a), make_layout(make_shape(_32{}, _16{}), GenRowMajor{}));
  auto sB = make_tensor(make_smem_ptr(smem_b), make_layout(make_shape(_32{}, _16{}), GenRowMajor{}));
  auto sC = make_tensor(make_smem_ptr(smem_c), make_layout(make_shape(_32{}, _32{})));
  cooperative_copy<128>(threadIdx.x, make_tensor(make_gmem_ptr(a), sA.layout()), sA);
  cooperative_copy<128>(threadIdx.x, make_tensor(make_gmem_ptr(b), sB.layout()), sB);
  cooperative_copy<128>(threadIdx.x, make_tensor(make_gmem_ptr(c), sC.layout()), sC);
  __syncthreads();
  cooperative_gemm(threadIdx.x, mma, 1.0f, sA, sB, 0.0f, sC, identity{}, identity{}, identity{}, identity{},
                   SM75_U32x4_LDSM_N{}, DefaultCopy{});
  __syncthreads();
  cooperative_copy<128>(threadIdx.x, sC, make_tensor(make_gmem_ptr(c), sC.layout()));
}

void launch_tile_gemm(half_t const* a, half_t const* b, float* c) {
  auto mma = make_tiled_mma(SM80_16x8x8_F32F16F16F32_TN{}, Layout<Shape<_2, _2, _1>>{}, Tile<_32, _32, _16>{});
  tile_gemm<<<1, 128>>>(a, b, c, mma);
}

// Kernels written the way a third round of other people's public CuTe kernels are (their CuTe idioms,
// our own code), for what porting them needed: copy_if through a TiledCopy with a lambda as the
// predicate (CuTe's older form, a GEMV's), tiles of a TMA coordinate tensor of run-time extents whose
// strides stay static (a TMA load test's flat_divide), and the 3-argument make_tma_copy's TMA copy
// passed to the 5-argument tma_partition (a Hopper GEMM's). tests/ports ports it with cute-port and
// compiles it for sm_90a; it compiles on CuTe too.
#include <cute/tensor.hpp>
#include <cutlass/arch/barrier.h>

using namespace cute;

// copy_if(tiled_copy, pred, src, dst): pred called with each atom copy's index, the same for all.
template <class TiledCopy>
__global__ void guarded_rows(half_t const* in, half_t* out, int rows, int cols) {
  Tensor m = make_tensor(make_gmem_ptr(in), make_layout(make_shape(rows, cols), make_stride(cols, _1{})));
  Tensor o = make_tensor(make_gmem_ptr(out), make_layout(make_shape(rows, cols), make_stride(cols, _1{})));
  Tensor c = make_identity_tensor(shape(m));
  auto tiler = make_shape(_4{}, _32{});
  auto thr = TiledCopy{}.get_slice(threadIdx.x);
  Tensor src = thr.partition_S(local_tile(m, tiler, make_coord(blockIdx.x, 0)));
  Tensor dst = thr.partition_D(local_tile(o, tiler, make_coord(blockIdx.x, 0)));
  Tensor crd = thr.partition_S(local_tile(c, tiler, make_coord(blockIdx.x, 0)));
  Tensor frag = make_tensor_like(src);
  clear(frag);
  auto in_bounds = [&](auto...) { return elem_less(crd(0), shape(m)); };
  copy_if(TiledCopy{}, in_bounds, src, frag);
  copy_if(TiledCopy{}, in_bounds, frag, dst);
}
using RowCopy = decltype(make_tiled_copy(Copy_Atom<UniversalCopy<uint16_t>, half_t>{}, Layout<Shape<_4, _32>, Stride<_32, _1>>{},
                                         Layout<Shape<_1, _1>>{}));
template __global__ void guarded_rows<RowCopy>(half_t const*, half_t*, int, int);

// A TMA load over a run-time matrix, tile by tile (the tiles of its coordinate tensor keep static
// strides: no 64-bit index arithmetic).
template <class Tma, class SmemLayout>
__global__ void tma_tiles(CUTE_GRID_CONSTANT Tma const tma, float* out, int rows, int cols) {
  __shared__ alignas(128) float smem[cosize_v<SmemLayout>];
  __shared__ uint64_t bar;
  Tensor s = make_tensor(make_smem_ptr(smem), SmemLayout{});
  Tensor mA = tma.get_tma_tensor(make_shape(rows, cols));
  Tensor gA = flat_divide(mA, Shape<_32, _16>{});  // (32, 16, rest_m, rest_n)
  static_assert(is_static_v<decltype(stride<0>(gA))> && is_static_v<decltype(stride<1>(gA))>);
  Tensor o = make_tensor(make_gmem_ptr(out), make_layout(make_shape(rows, cols)));
  auto cta_tma = tma.get_slice(Int<0>{});
  Tensor tAgA = cta_tma.partition_S(gA);  // (TMA, TMA_M, TMA_N, rest_m, rest_n)
  Tensor tAsA = cta_tma.partition_D(s);   // (TMA, TMA_M, TMA_N)
  for (int t = 0; t < size<2>(gA) * size<3>(gA); ++t) {
    int const tm = t % size<2>(gA), tn = t / size<2>(gA);
    if (threadIdx.x == 0) {
      initialize_barrier(bar, 1);
      set_barrier_transaction_bytes(bar, int(sizeof(float) * size(s)));
      copy(tma.with(bar), tAgA(_, _, _, tm, tn), tAsA);
    }
    __syncthreads();
    wait_barrier(bar, 0);
    Tensor go = local_tile(o, Shape<_32, _16>{}, make_coord(tm, tn));
    for (int i = threadIdx.x; i < size(s); i += blockDim.x) go(i) = s(i);
    __syncthreads();
  }
}

// The 3-argument make_tma_copy's copy in CuTe's 5-argument tma_partition (one block, no multicast).
template <class Tma, class SmemLayout>
__global__ void tma_partitioned(CUTE_GRID_CONSTANT Tma const tma, int rows, int cols, float* out) {
  __shared__ alignas(128) float smem[cosize_v<SmemLayout>];
  __shared__ uint64_t bar;
  Tensor s = make_tensor(make_smem_ptr(smem), SmemLayout{});
  Tensor mA = tma.get_tma_tensor(make_shape(rows, cols));
  Tensor gA = local_tile(mA, shape(SmemLayout{}), make_coord(blockIdx.x, _));  // (32, 16, k)
  auto [tAgA, tAsA] = tma_partition(tma, Int<0>{}, Layout<_1>{}, group_modes<0, 2>(s), group_modes<0, 2>(gA));
  for (int k = 0; k < size<2>(gA); ++k) {
    if (threadIdx.x == 0) {
      cutlass::arch::ClusterTransactionBarrier::init(&bar, 1);
      cutlass::arch::ClusterTransactionBarrier::arrive_and_expect_tx(&bar, int(sizeof(float) * size(s)));
      copy(tma.with(bar), tAgA(_, k), tAsA);
    }
    __syncthreads();
    cutlass::arch::ClusterTransactionBarrier::wait(&bar, 0);
    if (threadIdx.x == 0) out[blockIdx.x * size<2>(gA) + k] = s(0);
    __syncthreads();
  }
}

void launch_tma(float const* in, float* out, int rows, int cols) {
  using SmemLayout = Layout<Shape<_32, _16>>;
  Tensor m = make_tensor(make_gmem_ptr(in), make_layout(make_shape(rows, cols)));
  auto tma = make_tma_copy(SM90_TMA_LOAD{}, m, SmemLayout{});
  tma_tiles<decltype(tma), SmemLayout><<<1, 128>>>(tma, out, rows, cols);
  tma_partitioned<decltype(tma), SmemLayout><<<rows / 32, 128>>>(tma, rows, cols, out);
}

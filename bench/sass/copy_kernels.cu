// Two kernels that copy a 1024x1024 row-major float matrix in 64x64 tiles, 256 threads per block,
// each thread 4x4 elements: one indexes by hand, the other with static layouts (local_tile and
// local_partition of tensors). sass_compare.py compiles this file and compares their SASS.
#include <cute/atom.hpp>
#include <cute/tensor.hpp>

using namespace cute;

constexpr int M = 1024, N = 1024;

// The thread grid is 16x16: thread t sits at (t % 16, t / 16 % 16), as the thread layout says (a
// hand-written kernel that knows blockDim.x == 256 may drop the `% 16`: one instruction less).
extern "C" __global__ void copy_by_hand(float const* in, float* out) {
  int const tm = threadIdx.x % 16, tn = threadIdx.x / 16 % 16;
#pragma unroll
  for (int j = 0; j < 4; ++j)
#pragma unroll
    for (int i = 0; i < 4; ++i) {
      int const m = blockIdx.x * 64 + tm + 16 * i;
      int const n = blockIdx.y * 64 + tn + 16 * j;
      out[m * N + n] = in[m * N + n];
    }
}

extern "C" __global__ void copy_with_layouts(float const* in, float* out) {
  using Matrix = Layout<Shape<Int<M>, Int<N>>, Stride<Int<N>, _1>>;
  auto mIn = make_tensor(make_gmem_ptr(in), Matrix{});
  auto mOut = make_tensor(make_gmem_ptr(out), Matrix{});
  auto block = make_coord(blockIdx.x, blockIdx.y);
  auto threads = Layout<Shape<_16, _16>>{};  // thread t at (t % 16, t / 16)
  auto tIn = local_partition(local_tile(mIn, Shape<_64, _64>{}, block), threads, threadIdx.x);
  auto tOut = local_partition(local_tile(mOut, Shape<_64, _64>{}, block), threads, threadIdx.x);
  copy(tIn, tOut);  // (4,4) per thread, element (i, j) at (tm + 16 i, tn + 16 j) of the tile
}

// The predicated copy of a matrix of run-time extents, as CuTe's tiled_copy_if tutorial writes it: a
// predicate tensor made lazily from an identity tensor, tiled and partitioned like the data. The check:
// no local memory (the run-time algebra of the tiling stays in registers).
extern "C" __global__ void copy_if_with_layouts(float const* in, float* out, int m, int n) {
  auto mIn = make_tensor(make_gmem_ptr(in), make_layout(make_shape(m, n)));
  auto mOut = make_tensor(make_gmem_ptr(out), make_layout(make_shape(m, n)));
  auto shape_in = shape(mIn);
  auto pred = cute::lazy::transform(make_identity_tensor(shape_in), [&](auto c) { return elem_less(c, shape_in); });
  auto block = make_coord(blockIdx.x, blockIdx.y);
  auto threads = Layout<Shape<_16, _16>>{};
  auto tIn = local_partition(local_tile(mIn, Shape<_64, _64>{}, block), threads, threadIdx.x);
  auto tOut = local_partition(local_tile(mOut, Shape<_64, _64>{}, block), threads, threadIdx.x);
  auto tPred = local_partition(local_tile(pred, Shape<_64, _64>{}, block), threads, threadIdx.x);
  copy_if(tPred, tIn, tOut);
}

// Printing from a kernel, as CuTe code does to debug its tilings: a layout with run-time extents and a
// tensor's shape. The check: no local memory (the integers are formatted by printf, not in a buffer on
// the stack, which once made such kernels three times CuTe's size).
extern "C" __global__ void print_with_layouts(float const* in, int m, int n) {
  auto mIn = make_tensor(make_gmem_ptr(in), make_layout(make_shape(m, n)));
  auto tile = local_tile(mIn, Shape<_64, _64>{}, make_coord(blockIdx.x, blockIdx.y));
  if (threadIdx.x == 0) {
    print(mIn.layout());
    print(" ");
    print(tile.shape());
    print("\n");
  }
}

// An MMA's C fragment of halves stored into a swizzled shared-memory tile through
// make_tiled_copy_C(Copy_Atom<DefaultCopy, half_t>), as GEMM and attention epilogues do. The check:
// each thread's 32 halves go out in 16 32-bit stores, as in CuTe's build. A thread's slice is a plain
// layout there (swizzle_slice.hpp), and ptxas pairs two adjacent 16-bit stores only where it proves
// the address 4-byte aligned: the slice's base is computed mode by mode and its strides are selects.
extern "C" __global__ void store_c_swizzled(half_t const* in, half_t* out) {
  __shared__ half_t smem[64 * 64];
  auto const mma = make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_4, _1, _1>>{}, Tile<_64, _16, _16>{});
  auto const swizzled = tile_to_shape(composition(Swizzle<3, 3, 3>{}, Layout<Shape<_8, _64>, Stride<_64, _1>>{}), Shape<_64, _64>{});
  Tensor sC = make_tensor(make_smem_ptr(smem), swizzled);
  Tensor rC = make_tensor_like<half_t>(partition_fragment_C(mma, Shape<_64, _64>{}));
  for (int i = 0; i < size(rC); ++i) rC(i) = in[threadIdx.x * size(rC) + i];
  auto const r2s = make_tiled_copy_C(Copy_Atom<DefaultCopy, half_t>{}, mma);
  auto const thr = r2s.get_slice(threadIdx.x);
  copy(r2s, thr.retile_S(rC), thr.partition_D(sC));
  __syncthreads();
  for (int i = threadIdx.x; i < 64 * 64; i += blockDim.x) out[i] = smem[i];
}

// A swizzled shared-memory tile of halves copied to global memory through
// make_tiled_copy(Copy_Atom<DefaultCopy, half_t>), 8 halves a thread a row, the thread index a signed
// int (TileFusion's g2s_copy benchmark). The check: each of the thread's 16 rows is loaded with one
// LDS.128. nvcc merges the element copies only where it proves the row 16-byte aligned: the slice's
// base, an XOR of terms of a signed index, was once deeper than its known-bits analysis looks, and
// every row but the first was loaded in LDS.64 pairs (1 LDS.128 and 30 LDS.64, 299 instructions;
// now 240, CuTe's build 247 with 16 LDS.128).
extern "C" __global__ void load_swizzled_rows(half_t* out) {
  extern __shared__ __align__(16) unsigned char buffer[];
  int const tid = threadIdx.x;
  auto const atom = composition(Swizzle<2, 3, 3>{}, Layout<Shape<_4, _64>, Stride<_64, _1>>{});
  Tensor sIn = make_tensor(make_smem_ptr(reinterpret_cast<half_t const*>(buffer)), tile_to_shape(atom, Shape<_128, _128>{}, Step<_2, _1>{}));
  Tensor gOut = make_tensor(make_gmem_ptr(out), Layout<Shape<_128, _128>, Stride<_128, _1>>{});
  auto const s2g = make_tiled_copy(Copy_Atom<DefaultCopy, half_t>{}, Layout<Shape<_8, _16>, Stride<_16, _1>>{}, Layout<Shape<_1, _8>>{});
  auto const thr = s2g.get_thread_slice(tid);
  Tensor tS = thr.partition_S(sIn);
  Tensor tD = thr.partition_D(gOut);
#pragma unroll
  for (int i = 0; i < size<1>(tS); ++i) copy(s2g, tS(_, i, _), tD(_, i, _));
}

// A predicated transpose of a matrix of run-time extents, as LeetCUDA's mat_transpose_cute writes it:
// the predicate from an identity tensor tiled and partitioned like the data, and a copy_if. The
// check: at most 18 instructions more than the same kernel indexed by hand (25 instructions: one
// 32-bit index per array, where the views move 64-bit pointers; CuTe's build is 16 more, 41). An
// identity tensor's slice once decoded its coordinates from one 64-bit index (the fields of its
// leaves), and nvcc carried the low field's sign extension into the high one: 23 more, 48.
extern "C" __global__ void transpose_by_hand(float const* in, float* out, int m, int n) {
  int const tx = threadIdx.x;
  int const i = blockIdx.x * 16 + tx % 16, j = blockIdx.y * 16 + tx / 16;
  if (i < m && j < n) out[j * m + i] = in[i * n + j];
}

extern "C" __global__ void transpose_with_layouts(float const* in, float* out, int m, int n) {
  int const tx = threadIdx.x;
  int const bx = blockIdx.x, by = blockIdx.y;
  auto mA = make_tensor(make_gmem_ptr(in), make_layout(make_shape(m, n), LayoutRight{}));
  auto mB = make_tensor(make_gmem_ptr(out), make_layout(make_shape(n, m), LayoutRight{}));
  auto gA = local_tile(mA, Shape<_16, _16>{}, make_coord(bx, by));
  auto gB = local_tile(mB, Shape<_16, _16>{}, make_coord(by, bx));
  auto cA = local_tile(make_identity_tensor(mA.shape()), Shape<_16, _16>{}, make_coord(bx, by));
  Tensor tAgA = local_partition(gA, Layout<Shape<_16, _16>>{}, tx);
  Tensor tBgB = local_partition(gB, Layout<Shape<_16, _16>, Stride<_16, _1>>{}, tx);
  Tensor tAcA = local_partition(cA, Layout<Shape<_16, _16>>{}, tx);
  Tensor tApA = make_tensor<bool>(tAcA.shape(), tAcA.stride());
  for (int i = 0; i < size<0>(tApA); ++i)
    for (int j = 0; j < size<1>(tApA); ++j) tApA(i, j) = get<0>(tAcA(i, j)) < m && get<1>(tAcA(i, j)) < n;
  copy_if(tApA, tAgA, tBgB);
}

// The layout algebra on run-time values in device code, as kernels written for CuTe use it: each thread
// composes, divides, tiles or complements layouts of run-time extents and strides, and indexes the
// result. sass_compare.py compiles this file beside copy_kernels.cu and prints each kernel's
// instructions; --check fails if one uses local memory (the algebra's value trees once ran at run
// time here: FlashAttention's LSE remapping took 13,352 instructions and a 4 KB stack frame, past the
// default 1 KB stack limit). Compiled against CuTe (--include), the same kernels give its counts.
#include <cute/tensor.hpp>

using namespace cute;

// FlashAttention's LSE remapping: a composition of run-time layouts, indexed per thread.
extern "C" __global__ void algebra_compose_remap(float* lse, int b, int h, int s) {
  long long const n = (long long)b * h * s;
  auto const original = make_layout(make_shape(s, h, b));
  auto const remapped = make_layout(make_shape(s, h, b), make_stride(1, s * b, s));
  auto const flat = composition(remapped, composition(original, make_layout(n)));
  long long const i = blockIdx.x * (long long)blockDim.x + threadIdx.x;
  if (i < n) lse[flat(i)] = float(i);
}

// A tile of a matrix whose rows are a hierarchical run-time mode ((m1, m2), k).
extern "C" __global__ void algebra_tile_grouped(float* p, int m1, int m2, int k) {
  Tensor g = make_tensor(make_gmem_ptr(p), make_shape(make_shape(m1, m2), k));
  Tensor t = local_tile(g, make_shape(_64{}, _16{}), make_coord(blockIdx.x, blockIdx.y));
  t(threadIdx.x, 0) = 1.f;
}

// A run-time layout composed with a static one of non-unit strides.
extern "C" __global__ void algebra_compose_static(long long* out, int m, int n, int ld) {
  auto const a = make_layout(make_shape(m, n), make_stride(ld, 1));
  auto const l = composition(a, make_layout(make_shape(_4{}, _8{}), make_stride(_8{}, _1{})));
  out[threadIdx.x] = l(threadIdx.x % 32);
}

// A complement, and a product, of a layout of a run-time stride (CuTe takes rank 1 only).
extern "C" __global__ void algebra_complement(long long* out, int m, int s, int n) {
  auto const c = complement(make_layout(m, s), n);
  out[threadIdx.x] = c(threadIdx.x % size(c));
}
extern "C" __global__ void algebra_product(long long* out, int m, int s) {
  auto const p = logical_product(make_layout(m, s), make_layout(make_shape(_4{}, _2{})));
  out[threadIdx.x] = p(threadIdx.x % size(p));
}

// A matrix of a run-time leading dimension seen as 4-element vectors (recast upcasts its layout).
extern "C" __global__ void algebra_recast(float* p, int m, int ld) {
  Tensor g = make_tensor(make_gmem_ptr(p), make_shape(m, _64{}), make_stride(ld, _1{}));
  Tensor v = recast<float4>(g);
  v(threadIdx.x, 1) = float4{};
}

// The right inverse of a layout of a run-time extent (static strides), as CuTe computes it too.
extern "C" __global__ void algebra_right_inverse(long long* out, int m) {
  out[threadIdx.x] = right_inverse(make_layout(make_shape(_4{}, m), make_stride(_1{}, _4{})))(threadIdx.x);
}

// The left inverse of a layout of a run-time stride: ours only (CuTe's left_inverse requires static
// strides: compiled against it, this file leaves the kernel out).
#if __has_include(<cute/layout/value_algebra.hpp>)
extern "C" __global__ void algebra_left_inverse(long long* out, int m) {
  out[threadIdx.x] = left_inverse(make_layout(make_shape(_4{}, m), make_stride(m, _1{})))(threadIdx.x);
}
#endif

// The kernel of a layout of run-time strides (CuTe's: its static stride-0 modes only).
extern "C" __global__ void algebra_nullspace(long long* out, int m, int s, int t) {
  auto const z = nullspace(make_layout(make_shape(m, _4{}, m), make_stride(s, _1{}, t)));
  out[threadIdx.x] = z(threadIdx.x % size(z));
}

// The widest vector that copies between two matrices of run-time leading dimensions.
extern "C" __global__ void algebra_max_common_vector(long long* out, int m, int lda, int ldb) {
  auto const a = make_layout(make_shape(m, _8{}), make_stride(_1{}, lda));
  auto const b = make_layout(make_shape(m, _8{}), make_stride(_1{}, ldb));
  out[threadIdx.x] = max_common_vector(a, b);
}

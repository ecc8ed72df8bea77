// The layout algebra on run-time values in device code, per thread, with the default stack limit:
// FlashAttention's LSE remapping (a composition of run-time layouts, in both of its arrangements), a
// tile of a hierarchical run-time mode, a composition with a static layout, a complement, a product,
// a right and a left inverse (of both signs) and a nullspace of run-time strides, and the common
// vector of run-time layouts. Each kernel's values must be the host's, and no kernel may use local
// memory (the algebra stays in registers; its value trees once overflowed the stack here). Without a
// GPU: exit 77 (skipped).
#include <cute/tensor.hpp>

#include <cstdio>
#include <cuda_runtime.h>

#include "cuda_check.hpp"

using namespace cute;

struct Sizes {
  int b, h, s, ld;
  bool swapped;
};

CUTE_HOST_DEVICE long long remapped(Sizes z, long long i) {
  long long const n = (long long)z.b * z.h * z.s;
  auto const original = make_layout(make_shape(z.s, z.h, z.b));
  auto const stride = z.swapped ? make_stride(z.b, z.s * z.b, 1) : make_stride(1, z.s * z.b, z.s);
  auto const flat = composition(make_layout(make_shape(z.s, z.h, z.b), stride), composition(original, make_layout(n)));
  return flat(i);
}
CUTE_HOST_DEVICE long long grouped_tile(Sizes z, int tile, int i) {
  auto const g = make_layout(make_shape(make_shape(z.s, z.h), z.b));
  auto const tiles = zipped_divide(g, make_shape(_16{}, _2{}));  // what local_tile divides a tensor by
  return tiles(make_coord(i % 16, i / 16 % 2), make_coord(tile % 4, tile / 4));
}
CUTE_HOST_DEVICE long long composed_static(Sizes z, int i) {
  auto const a = make_layout(make_shape(z.s, z.h), make_stride(z.ld, 1));
  return composition(a, make_layout(make_shape(_4{}, _8{}), make_stride(_8{}, _1{})))(i % 32);
}
CUTE_HOST_DEVICE long long complemented(Sizes z, int i) {
  auto const c = complement(make_layout(z.h, z.ld), z.h * z.ld * z.b);
  auto const p = logical_product(make_layout(z.h, z.ld), make_layout(make_shape(_4{}, _2{})));
  auto const r = right_inverse(make_layout(make_shape(z.h, z.b), make_stride(z.b, 1)));
  return (c(i % size(c)) * 1000 + p(i % size(p))) * 1000 + r(i % size(r));
}

CUTE_HOST_DEVICE long long inverted(Sizes z, int i) {
  int const sign = z.swapped ? -1 : 1;
  auto const l = left_inverse(make_layout(make_shape(z.h, z.b), make_stride(sign * z.b, sign)));
  auto const n = nullspace(make_layout(make_shape(z.b, _4{}, z.h), make_stride(z.swapped ? 0 : 4, _1{}, 0 * z.ld)));
  auto const a = make_layout(make_shape(z.h, z.s), make_stride(_1{}, z.swapped ? z.h : z.ld));
  long long const v = max_common_vector(a, make_layout(make_shape(z.h, z.s), make_stride(_1{}, z.h)));
  return (l(i % size(l)) * 1000 + n(i % size(n))) * 1000 + v;
}

constexpr int kinds = 5;
CUTE_HOST_DEVICE long long value(Sizes z, int kind, int i) {
  switch (kind) {
    case 0: return remapped(z, i);
    case 1: return grouped_tile(z, i / 32, i);
    case 2: return composed_static(z, i);
    case 3: return complemented(z, i);
    default: return inverted(z, i);
  }
}

template <int Kind>
__global__ void algebra(Sizes z, int n, long long* out) {
  int const i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = value(z, Kind, i);
}

int main() {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("runtime_algebra_kernel: no GPU here, skipped\n");
    return 77;
  }
  void const* kernels[kinds] = {(void const*)algebra<0>, (void const*)algebra<1>, (void const*)algebra<2>, (void const*)algebra<3>,
                                (void const*)algebra<4>};
  int errors = 0;
  for (int k = 0; k < kinds; ++k) {
    cudaFuncAttributes attributes{};
    CUDA_CHECK(cudaFuncGetAttributes(&attributes, kernels[k]));
    if (attributes.localSizeBytes != 0 && ++errors)
      std::fprintf(stderr, "kernel %d: %zu bytes of local memory\n", k, attributes.localSizeBytes);
  }
  constexpr int n = 2400;  // b * h * s of the sizes below
  long long* out = nullptr;
  CUDA_CHECK(cudaMalloc(&out, n * sizeof(long long)));
  static long long host[n];
  for (bool swapped : {false, true}) {
    Sizes const z{3, 8, 100, 37, swapped};
    for (int k = 0; k < kinds; ++k) {
      CUDA_CHECK(cudaMemset(out, 0xff, n * sizeof(long long)));  // poison
      void* args[] = {(void*)&z, (void*)&n, (void*)&out};
      CUDA_CHECK(cudaLaunchKernel(kernels[k], dim3((n + 127) / 128), dim3(128), args, 0, nullptr));
      CUDA_CHECK(cudaGetLastError());
      CUDA_CHECK(cudaDeviceSynchronize());
      CUDA_CHECK(cudaMemcpy(host, out, sizeof(host), cudaMemcpyDeviceToHost));
      for (int i = 0; i < n; ++i)
        if (host[i] != value(z, k, i) && ++errors <= 5)
          std::fprintf(stderr, "kernel %d (swapped %d), thread %d: device %lld, host %lld\n", k, int(swapped), i, host[i], value(z, k, i));
    }
  }
  CUDA_CHECK(cudaFree(out));
  std::printf("runtime_algebra_kernel: %d errors (values differing from the host's, kernels using local memory)\n", errors);
  return errors == 0 ? 0 : 1;
}

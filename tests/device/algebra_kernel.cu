// The layout algebra in device code: each thread takes one 4x4 tile of a 16x16 row-major matrix
// (zipped_divide), walks it in the order of a raked product and a swizzle, and writes the indices it
// visits. The host computes the same with the same headers. Without a GPU: exit 77 (skipped).
#include <cute/cute.hpp>

#include <cstdio>
#include <cuda_runtime.h>

#include "cuda_check.hpp"

using namespace cute;

using Matrix = Layout<Shape<_16, _16>, Stride<_16, _1>>;
using Tiles = decltype(zipped_divide(Matrix{}, make_shape(_4{}, _4{})));     // ((4,4),(4,4))
using Order = decltype(raked_product(Layout<Shape<_2, _2>>{}, Layout<Shape<_2, _2>>{}));
using Swizzled = decltype(composition(Swizzle<2, 0, 2>{}, Layout<Shape<_4, _4>, Stride<_4, _1>>{}));
static_assert(std::is_empty_v<Tiles> && std::is_empty_v<Order> && size_v<Tiles> == 256);
// Unsigned extents (CuTe's TMA tests make shapes of them): no nvcc warning (built with -Werror).
static_assert(make_layout(make_shape(3u, 4u))(1, 1) == 4u);

CUTE_HOST_DEVICE int visit(int thread, int k) {
  constexpr Tiles tiles{};
  constexpr Order order{};
  constexpr Swizzled swizzled{};
  auto tile = tiles(_, thread);                // the thread's tile, as a layout
  return tile(order(k)) * 16 + swizzled(k);    // where it goes, and a swizzled position
}

__global__ void walk_tiles(int* out) {
  for (int k = 0; k < 16; ++k) out[threadIdx.x * 16 + k] = visit(threadIdx.x, k);
}

int main() {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("algebra_kernel: no GPU here, skipped\n");
    return 77;
  }
  constexpr int n = 16 * 16;
  int* out = nullptr;
  CUDA_CHECK(cudaMalloc(&out, n * sizeof(int)));
  CUDA_CHECK(cudaMemset(out, 0xff, n * sizeof(int)));  // poison
  walk_tiles<<<1, 16>>>(out);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  int host[n];
  CUDA_CHECK(cudaMemcpy(host, out, sizeof(host), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(out));
  int errors = 0;
  for (int t = 0; t < 16; ++t)
    for (int k = 0; k < 16; ++k)
      if (host[t * 16 + k] != visit(t, k) && ++errors <= 5)
        std::fprintf(stderr, "thread %d step %d: device %d, host %d\n", t, k, host[t * 16 + k], visit(t, k));
  std::printf("algebra_kernel: %d of %d values differ from the host's\n", errors, n);
  return errors == 0 ? 0 : 1;
}

// A kernel that indexes with a static layout, compiled by nvcc from the same headers.
// Each thread writes the index of its (m, n) coordinate in a row-major 8x16 layout; the host checks it.
// Without a GPU the program exits 77, which ctest reports as skipped (never as passed).
#include <cute/cute.hpp>

#include <cstdio>
#include <cuda_runtime.h>

#include "cuda_check.hpp"

using namespace cute;

using TileLayout = Layout<Shape<_8, _16>, Stride<_16, _1>>;
static_assert(std::is_empty_v<TileLayout> && size_v<TileLayout> == 128 && cosize_v<TileLayout> == 128);

__global__ void write_indices(int* out) {
  constexpr TileLayout layout{};
  int const m = threadIdx.x % size<0>(layout);
  int const n = threadIdx.x / size<0>(layout);
  // A column-major thread order writes through the row-major layout: out is the transpose order.
  out[threadIdx.x] = layout(m, n);
  if (threadIdx.x == 0) print(layout);
}

int main() {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("static_layout_kernel: no GPU here, skipped\n");
    return 77;
  }
  constexpr int n = size_v<TileLayout>;
  int* out = nullptr;
  CUDA_CHECK(cudaMalloc(&out, n * sizeof(int)));
  CUDA_CHECK(cudaMemset(out, 0xff, n * sizeof(int)));  // poison
  write_indices<<<1, n>>>(out);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  int host[n];
  CUDA_CHECK(cudaMemcpy(host, out, sizeof(host), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(out));
  std::printf("\n");
  int errors = 0;
  for (int t = 0; t < n; ++t) {
    int const expected = (t % 8) * 16 + t / 8;
    if (host[t] != expected) {
      if (++errors <= 5) std::fprintf(stderr, "thread %d wrote %d, expected %d\n", t, host[t], expected);
    }
  }
  std::printf("static_layout_kernel: %d of %d indices wrong\n", errors, n);
  return errors == 0 ? 0 : 1;
}

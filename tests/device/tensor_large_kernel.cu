// A tensor of more than 2^31 elements: with int64 shapes and strides, offsets are computed in 64 bits
// and every element is reached (a 32-bit offset would wrap). The kernel tiles a 3 GiB byte matrix
// (long long extents) with local_tile and writes a pattern through tensors; the host reads back
// samples around and beyond the 2^31 and 2^32 boundaries. Also checks that a 32-bit layout keeps
// 32-bit offsets (the default where the layout allows). Without a GPU: exit 77 (skipped).
#include <cute/cute.hpp>

#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

#include "cuda_check.hpp"

using namespace cute;

// Offsets take the type of the layout's integers: int stays 32-bit, long long makes 64-bit ones.
static_assert(std::is_same_v<decltype(make_layout(make_shape(4, 8))(3, 5)), int>);
static_assert(std::is_same_v<decltype(make_layout(make_shape(4LL, 8LL))(3, 5)), long long>);
static_assert(std::is_same_v<decltype(Layout<Shape<_4, _8>>{}(3, 5)), int>);

CUTE_HOST_DEVICE unsigned char pattern(long long m, long long n) { return static_cast<unsigned char>((m * 7 + n * 13) % 251); }

// Each block writes one 256x64 tile of the (M, N) column-major matrix of bytes.
__global__ void fill_pattern(unsigned char* data, long long M, long long N) {
  auto mA = make_tensor(make_gmem_ptr(data), make_shape(M, N));  // strides (1, M): long long
  auto tile = local_tile(mA, Shape<_256, _64>{}, make_coord(blockIdx.x, blockIdx.y));
  auto part = local_partition(tile, Layout<Shape<_256, _1>>{}, threadIdx.x);  // a row of the tile each
  long long const m = blockIdx.x * 256LL + threadIdx.x;
  for (int j = 0; j < size(part); ++j) part(j) = pattern(m, blockIdx.y * 64LL + j);
}

int main() {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("tensor_large_kernel: no GPU here, skipped\n");
    return 77;
  }
  long long const M = 256LL * 192, N = 64LL * 1024;  // 49152 x 65536 = 3 GiB, 3 * 2^30 elements
  std::size_t const bytes = std::size_t(M * N);
  size_t free_bytes = 0, total = 0;
  CUDA_CHECK(cudaMemGetInfo(&free_bytes, &total));
  if (free_bytes < bytes + (1ull << 30)) {
    std::printf("tensor_large_kernel: %zu bytes free, %zu needed: skipped\n", free_bytes, bytes);
    return 77;
  }
  unsigned char* data = nullptr;
  CUDA_CHECK(cudaMalloc(&data, bytes));
  CUDA_CHECK(cudaMemset(data, 0xff, bytes));  // poison: 255 is never a pattern value (< 251)
  fill_pattern<<<dim3(unsigned(M / 256), unsigned(N / 64)), 256>>>(data, M, N);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  // Samples: around 2^31 and 2^32 and the end, plus a stride through the whole matrix.
  std::vector<long long> offsets;
  for (long long base : {0LL, (1LL << 31), (1LL << 32), (long long)bytes - 4096})
    for (long long k = -2048; k < 2048; ++k)
      if (base + k >= 0 && base + k < (long long)bytes) offsets.push_back(base + k);
  for (long long o = 12345; o < (long long)bytes; o += 9999991) offsets.push_back(o);
  int errors = 0;
  for (long long o : offsets) {
    unsigned char v = 0;
    CUDA_CHECK(cudaMemcpy(&v, data + o, 1, cudaMemcpyDeviceToHost));
    if (v != pattern(o % M, o / M) && ++errors <= 5)
      std::fprintf(stderr, "offset %lld (m %lld, n %lld): %d, expected %d\n", o, o % M, o / M, v, pattern(o % M, o / M));
  }
  CUDA_CHECK(cudaFree(data));
  std::printf("tensor_large_kernel: %lld x %lld bytes (%zu > 2^31 elements), %zu samples, %d wrong\n", M, N, bytes,
              offsets.size(), errors);
  return errors == 0 ? 0 : 1;
}

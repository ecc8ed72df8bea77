// cute/compat/device_reference_launch.hpp: how the porting aid's device reference utilities (fills
// and comparisons of cutlass::reference::device) run: f(i) for every index i < n, on a grid-stride
// loop of a kernel; a failed launch throws cutlass::cuda_exception. nvcc only.
#pragma once
#include <cute/compat/device_memory.hpp>

#include <cstddef>
#include <cstdint>
#include <cuda_runtime_api.h>

#if defined(__CUDACC__)
namespace cutlass::reference::device::detail {

template <class F>
__global__ void for_each_index_kernel(std::size_t n, F f) {
  for (std::size_t i = blockIdx.x * std::size_t(blockDim.x) + threadIdx.x; i < n; i += std::size_t(gridDim.x) * blockDim.x) {
    f(i);
  }
}

/// Runs f(i) for i < n on `stream` (grid_size/block_size 0: 1024 blocks at most of 256 threads).
template <class F>
void for_each_index(std::size_t n, F f, cudaStream_t stream = nullptr, int grid_size = 0, int block_size = 0) {
  if (n == 0) {
    return;
  }
  block_size = block_size > 0 ? block_size : 256;
  if (grid_size <= 0) {
    std::size_t const blocks = (n + block_size - 1) / block_size;
    grid_size = blocks < 1024 ? int(blocks) : 1024;
  }
  for_each_index_kernel<<<grid_size, block_size, 0, stream>>>(n, f);
  cudaError_t const error = cudaGetLastError();
  if (error != cudaSuccess) {
    throw cuda_exception("cutlass::reference::device: kernel launch failed", error);
  }
}

/// A uniform double in [0, 1) from (seed, index): splitmix64's finalizer of their mix, 53 bits.
__host__ __device__ constexpr double uniform_of(std::uint64_t seed, std::uint64_t index) {
  std::uint64_t z = seed * 0x9E3779B97F4A7C15ull + index + 0x632BE59BD9B4E019ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  z ^= z >> 31;
  return double(z >> 11) * (1.0 / 9007199254740992.0);
}

}  // namespace cutlass::reference::device::detail
#endif

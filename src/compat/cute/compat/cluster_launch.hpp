// cute/compat/cluster_launch.hpp (porting aid for CUTLASS's cutlass/cluster_launch.hpp): launching a
// kernel on thread block clusters (SM90): cutlass::ClusterLaunchParams (grid, block and cluster
// dimensions, dynamic shared memory, stream) and cutlass::launch_kernel_on_cluster(params, kernel,
// args...), a cudaLaunchKernelEx with the cluster dimension attribute.
#pragma once
#include <cute/compat/standard_headers.hpp>  // CUTLASS's header brings them (<iostream>, <string>, ...)
#include <cute/compat/cutlass.hpp>

#include <cstdio>
#include <cuda_runtime_api.h>

namespace cutlass {

struct ClusterLaunchParams {
  dim3 grid_dims{1, 1, 1};
  dim3 block_dims{1, 1, 1};
  dim3 cluster_dims{1, 1, 1};
  int smem_size_in_bytes = 0;
  cudaStream_t cuda_stream = nullptr;
};

/// Launches `kernel` (the address of a __global__ function) with `args` (each of the exact type of
/// the kernel's parameter in its position) on clusters of params.cluster_dims blocks. The grid must
/// be a whole number of clusters: kErrorInvalidProblem otherwise, kErrorInternal when CUDA refuses
/// the launch (the reason is printed to stderr and left in cudaGetLastError()).
template <class... Args>
Status launch_kernel_on_cluster(ClusterLaunchParams const& params, void const* kernel, Args&&... args) {
  dim3 const& grid = params.grid_dims;
  dim3 const& cluster = params.cluster_dims;
  if (kernel == nullptr || cluster.x == 0 || cluster.y == 0 || cluster.z == 0 || grid.x % cluster.x != 0 ||
      grid.y % cluster.y != 0 || grid.z % cluster.z != 0) {
    std::fprintf(stderr, "launch_kernel_on_cluster: grid (%u,%u,%u) is not a whole number of clusters (%u,%u,%u)\n",
                 grid.x, grid.y, grid.z, cluster.x, cluster.y, cluster.z);
    return Status::kErrorInvalidProblem;
  }
  cudaLaunchAttribute attribute{};
  attribute.id = cudaLaunchAttributeClusterDimension;
  attribute.val.clusterDim.x = cluster.x;
  attribute.val.clusterDim.y = cluster.y;
  attribute.val.clusterDim.z = cluster.z;
  cudaLaunchConfig_t config{};
  config.gridDim = grid;
  config.blockDim = params.block_dims;
  config.dynamicSmemBytes = static_cast<std::size_t>(params.smem_size_in_bytes);
  config.stream = params.cuda_stream;
  config.attrs = &attribute;
  config.numAttrs = 1;
  // The kernel's parameters, by address; one extra slot so that the array is never empty.
  void* arguments[] = {const_cast<void*>(static_cast<void const*>(&args))..., nullptr};
  cudaError_t const result = cudaLaunchKernelExC(&config, kernel, arguments);
  if (result != cudaSuccess) {
    std::fprintf(stderr, "launch_kernel_on_cluster: %s\n", cudaGetErrorString(result));
    return Status::kErrorInternal;
  }
  return Status::kSuccess;
}

}  // namespace cutlass

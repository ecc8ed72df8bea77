// cute/pipeline/cluster_launch.hpp: launching a kernel on thread-block clusters (cudaLaunchKernelEx
// with the cluster-dimension attribute), after raising its dynamic shared-memory limit, and the
// number of clusters of a shape that can be resident at once (for a persistent grid). Host code of
// CUDA programs (includes <cuda_runtime.h>).
#pragma once
#include <cute/config.hpp>

#include <cuda_runtime.h>

namespace cute {

/// A launch: grid and block in blocks and threads, the cluster shape in blocks (the grid must be a
/// multiple of it), dynamic shared memory in bytes, and the stream.
CUTE_EXPORT struct ClusterLaunchParams {
  dim3 grid{1, 1, 1};
  dim3 block{1, 1, 1};
  dim3 cluster{1, 1, 1};
  int smem_bytes = 0;
  cudaStream_t stream = nullptr;
};

CUTE_EXPORT namespace detail {
// The launch configuration of p, with its cluster-dimension attribute in attr (which must outlive it).
inline cudaLaunchConfig_t cluster_launch_config(ClusterLaunchParams const& p, cudaLaunchAttribute& attr) {
  attr = {};
  attr.id = cudaLaunchAttributeClusterDimension;
  attr.val.clusterDim.x = p.cluster.x;
  attr.val.clusterDim.y = p.cluster.y;
  attr.val.clusterDim.z = p.cluster.z;
  cudaLaunchConfig_t config{};
  config.gridDim = p.grid;
  config.blockDim = p.block;
  config.dynamicSmemBytes = static_cast<std::size_t>(p.smem_bytes);
  config.stream = p.stream;
  config.attrs = &attr;
  config.numAttrs = 1;
  return config;
}
}  // namespace detail

/// Launches kernel(args...) with p; returns the launch's error (cudaErrorInvalidValue when the grid
/// is not a multiple of the cluster). Raises the kernel's dynamic shared-memory limit first when
/// p.smem_bytes needs it (over 48 KiB).
CUTE_EXPORT template <class... KernelArgs, class... Args>
  requires(sizeof...(KernelArgs) == sizeof...(Args))
cudaError_t launch_kernel_on_cluster(ClusterLaunchParams const& p, void (*kernel)(KernelArgs...), Args&&... args) {
  if (p.grid.x % p.cluster.x != 0 || p.grid.y % p.cluster.y != 0 || p.grid.z % p.cluster.z != 0) return cudaErrorInvalidValue;
  if (p.smem_bytes > 48 * 1024) {
    cudaError_t const e = cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, p.smem_bytes);
    if (e != cudaSuccess) return e;
  }
  if (p.cluster.x * p.cluster.y * p.cluster.z > 8) {
    cudaError_t const e = cudaFuncSetAttribute(kernel, cudaFuncAttributeNonPortableClusterSizeAllowed, 1);
    if (e != cudaSuccess) return e;
  }
  cudaLaunchAttribute cluster_dim;
  cudaLaunchConfig_t const config = detail::cluster_launch_config(p, cluster_dim);
  return cudaLaunchKernelEx(&config, kernel, static_cast<KernelArgs>(args)...);
}

/// How many clusters of p.cluster blocks (p.block threads, p.smem_bytes each) can be resident at
/// once (cudaOccupancyMaxActiveClusters); 0 on error. Raises the dynamic shared-memory limit as the
/// launch does.
CUTE_EXPORT template <class... KernelArgs>
int max_active_clusters(ClusterLaunchParams const& p, void (*kernel)(KernelArgs...)) {
  if (p.smem_bytes > 48 * 1024 &&
      cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, p.smem_bytes) != cudaSuccess)
    return 0;
  cudaLaunchAttribute cluster_dim;
  cudaLaunchConfig_t const config = detail::cluster_launch_config(p, cluster_dim);
  int clusters = 0;
  if (cudaOccupancyMaxActiveClusters(&clusters, kernel, &config) != cudaSuccess) return 0;
  return clusters;
}

}  // namespace cute

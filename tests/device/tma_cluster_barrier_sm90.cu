// The SM90 cluster and mbarrier helpers that TMA pipelines rest on, in 2-block clusters: each block's
// mbarrier expects its 128 threads plus one arrival from the other block of the cluster
// (mbarrier_arrive_cluster) per phase, over 6 phases (the parity flips each time); each thread writes
// into the other block's shared memory through map_smem_to_rank, seen after cluster_sync;
// elect_one_sync elects one thread per warp; the cluster special registers match the launch.
// Without an SM90 GPU: exit 77 (skipped).
#include <cute/arch/cluster.hpp>
#include <cute/arch/mbarrier.hpp>

#include <cstdio>
#include <vector>

#include <cuda_runtime.h>

#include "cuda_check.hpp"

using namespace cute;

constexpr int kPhases = 6;

// Per block: [0] rank ok, [1] cluster shape ok, [2] cluster id ok, [3] elected threads,
// [4] phases completed, [5] remote words wrong.
__global__ void cluster_barriers(int* out) {
  __shared__ std::uint64_t bar;
  __shared__ std::uint32_t inbox[128];
  int* mine = out + blockIdx.x * 8;
  std::uint32_t const rank = block_rank_in_cluster();
  std::uint32_t const peer = rank ^ 1u;
  if (threadIdx.x == 0) {
    mbarrier_init(bar, 128 + 1);
    fence_barrier_init();
    mine[0] = rank == blockIdx.x % 2 && block_id_in_cluster().x == blockIdx.x % 2 && cluster_size() == 2;
    dim3_u32 const shape = cluster_shape();
    mine[1] = shape.x == 2 && shape.y == 1 && shape.z == 1;
    mine[2] = cluster_id_in_grid().x == blockIdx.x / 2;
  }
  cluster_sync();  // both barriers initialized before any remote arrival
  if (elect_one_sync()) atomicAdd(&mine[3], 1);

  for (int phase = 0; phase < kPhases; ++phase) {
    mbarrier_arrive(bar);
    if (threadIdx.x == 0) mbarrier_arrive_cluster(bar, peer);  // the peer's barrier, same offset
    mbarrier_wait(bar, std::uint32_t(phase & 1));
    if (threadIdx.x == 0) atomicAdd(&mine[4], 1);
    cluster_sync();  // both blocks are past phase p before either arrives for p + 1 on the other
  }

  // Distributed shared memory: thread t writes word t of the peer's inbox.
  std::uint32_t const remote = map_smem_to_rank(&inbox[threadIdx.x], peer);
  std::uint32_t const value = 1000u * (blockIdx.x ^ 1u) + threadIdx.x + 7u;  // what the peer expects from us
#if defined(CUTE_ARCH_SM90_ENABLED)
  asm volatile("st.shared::cluster.u32 [%0], %1;\n" : : "r"(remote), "r"(value) : "memory");
#else
  (void)remote, (void)value;
#endif
  cluster_sync();
  if (inbox[threadIdx.x] != 1000u * blockIdx.x + threadIdx.x + 7u) atomicAdd(&mine[5], 1);
  if (threadIdx.x == 0) mbarrier_invalidate(bar);
}

int main() {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("tma_cluster_barrier_sm90: no GPU here, skipped\n");
    return 77;
  }
  cudaDeviceProp prop{};
  CUDA_CHECK(cudaGetDeviceProperties(&prop, 0));
  if (prop.major != 9) {
    std::printf("tma_cluster_barrier_sm90: needs an SM90 GPU (this is sm_%d%d), skipped\n", prop.major, prop.minor);
    return 77;
  }
  int const blocks = 8;
  int* dOut;
  CUDA_CHECK(cudaMalloc(&dOut, blocks * 8 * sizeof(int)));
  CUDA_CHECK(cudaMemset(dOut, 0, blocks * 8 * sizeof(int)));
  cudaLaunchConfig_t config{};
  config.gridDim = dim3(blocks);
  config.blockDim = dim3(128);
  cudaLaunchAttribute cluster{};
  cluster.id = cudaLaunchAttributeClusterDimension;
  cluster.val.clusterDim.x = 2;
  cluster.val.clusterDim.y = 1;
  cluster.val.clusterDim.z = 1;
  config.attrs = &cluster;
  config.numAttrs = 1;
  CUDA_CHECK(cudaLaunchKernelEx(&config, cluster_barriers, dOut));
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  std::vector<int> out(blocks * 8);
  CUDA_CHECK(cudaMemcpy(out.data(), dOut, out.size() * sizeof(int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(dOut));
  int failures = 0;
  for (int b = 0; b < blocks; ++b) {
    int const* r = &out[b * 8];
    if (!(r[0] == 1 && r[1] == 1 && r[2] == 1 && r[3] == 4 && r[4] == kPhases && r[5] == 0)) {
      ++failures;
      std::fprintf(stderr, "  block %d: rank %d shape %d id %d elected %d phases %d remote-wrong %d\n", b, r[0], r[1], r[2], r[3], r[4],
                   r[5]);
    }
  }
  std::printf("cluster/mbarrier: %d of %d blocks wrong (ranks, shapes, ids, elect.sync, %d mbarrier phases with remote "
              "arrivals, distributed shared memory)\n",
              failures, blocks, kPhases);
  return failures == 0 ? 0 : 1;
}

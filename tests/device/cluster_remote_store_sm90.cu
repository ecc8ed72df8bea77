// CuTe's SM90 helpers added for other people's kernels, in 2-block clusters: store_shared_remote
// (st.async into the peer block's shared memory, completing bytes on the peer's mbarrier, through
// set_block_rank), elect_one_leader_sync (one leader per warp, its lane known to the whole warp);
// and, in the same kernel, cooperative_prefetch (of static and dynamic strides) and domain_offset of a
// global tensor.
// Without an SM90 GPU: exit 77 (skipped).
#include <cute/all.hpp>

#include <cstdio>
#include <vector>

#include <cuda_runtime.h>

#include "cuda_check.hpp"

using namespace cute;

constexpr int kThreads = 64;  // two warps

// Per block: [0] words received wrong, [1] leaders elected, [2] leader lanes wrong, [3] tile reads wrong.
__global__ void remote_stores(int* out, float const* matrix, int rows) {
  __shared__ alignas(8) std::uint64_t bar;
  __shared__ std::uint32_t inbox[32];
  int* mine = out + blockIdx.x * 4;
  std::uint32_t const rank = block_rank_in_cluster();
  std::uint32_t const peer = rank ^ 1u;
  if (threadIdx.x == 0) {
    mbarrier_init(bar, 1);
    mbarrier_arrive_expect_tx(bar, 32 * sizeof(std::uint32_t));  // before any peer's store can land
    fence_barrier_init();
  }
  cluster_sync();

  // Warp 0 of each block sends 32 words to the peer, lane l into the peer's inbox[l].
  if (threadIdx.x < 32) {
    std::uint32_t const value = 1000u * (blockIdx.x ^ 1u) + threadIdx.x + 11u;  // what the peer expects
    store_shared_remote(value, cast_smem_ptr_to_uint(&inbox[threadIdx.x]), cast_smem_ptr_to_uint(&bar), peer);
  }

  auto [is_leader, leader_lane] = elect_one_leader_sync();
  if (is_leader) {
    atomicAdd(&mine[1], 1);
    if (leader_lane != threadIdx.x % 32) atomicAdd(&mine[2], 1);
  }
  if (__shfl_sync(0xffffffffu, leader_lane, 0) != leader_lane) atomicAdd(&mine[2], 1);  // one lane for the warp

  // The block's 64-row slice of a row-major (rows, 64) matrix, prefetched, then read at its origin.
  Tensor m = make_tensor(make_gmem_ptr(matrix), make_layout(make_shape(rows, _64{}), LayoutRight{}));
  cooperative_prefetch<kThreads>(threadIdx.x, local_tile(m, Shape<_64, _64>{}, make_coord(blockIdx.x, 0)));
  // The same memory as a tensor of dynamic strides, tiled as CuTe's TMA store test prefetches it
  // ((64, 64, 1, blocks)): its runs are found without composing layouts at run time (which overflowed
  // the kernel's stack: an illegal address).
  Tensor by_cols = make_tensor(make_gmem_ptr(matrix), make_layout(make_shape(64, rows), make_stride(_1{}, 64)));
  cooperative_prefetch<kThreads>(threadIdx.x, flat_divide(by_cols, Shape<_64, _64>{}));
  Tensor slice = domain_offset(make_coord(int(blockIdx.x) * 64, 0), m);
  float const expected = float((blockIdx.x * 64 + threadIdx.x) * 64 + 3);
  if (slice(threadIdx.x, 3) != expected) atomicAdd(&mine[3], 1);

  mbarrier_wait(bar, 0);  // the peer's 128 bytes have landed
  if (threadIdx.x < 32 && inbox[threadIdx.x] != 1000u * blockIdx.x + threadIdx.x + 11u) atomicAdd(&mine[0], 1);
  cluster_sync();  // neither block leaves while the other may still store into it
}

int main() {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("cluster_remote_store_sm90: no GPU here, skipped\n");
    return 77;
  }
  cudaDeviceProp prop{};
  CUDA_CHECK(cudaGetDeviceProperties(&prop, 0));
  if (prop.major != 9) {
    std::printf("cluster_remote_store_sm90: needs an SM90 GPU (this is sm_%d%d), skipped\n", prop.major, prop.minor);
    return 77;
  }
  int const blocks = 8, rows = blocks * 64;
  std::vector<float> matrix(rows * 64);
  for (int i = 0; i < rows * 64; ++i) matrix[i] = float(i);
  float* dMatrix;
  int* dOut;
  CUDA_CHECK(cudaMalloc(&dMatrix, matrix.size() * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(dMatrix, matrix.data(), matrix.size() * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMalloc(&dOut, blocks * 4 * sizeof(int)));
  CUDA_CHECK(cudaMemset(dOut, 0, blocks * 4 * sizeof(int)));
  cudaLaunchConfig_t config{};
  config.gridDim = dim3(blocks);
  config.blockDim = dim3(kThreads);
  cudaLaunchAttribute cluster{};
  cluster.id = cudaLaunchAttributeClusterDimension;
  cluster.val.clusterDim.x = 2;
  cluster.val.clusterDim.y = 1;
  cluster.val.clusterDim.z = 1;
  config.attrs = &cluster;
  config.numAttrs = 1;
  CUDA_CHECK(cudaLaunchKernelEx(&config, remote_stores, dOut, static_cast<float const*>(dMatrix), rows));
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  std::vector<int> out(blocks * 4);
  CUDA_CHECK(cudaMemcpy(out.data(), dOut, out.size() * sizeof(int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(dOut));
  CUDA_CHECK(cudaFree(dMatrix));
  int failures = 0;
  for (int b = 0; b < blocks; ++b) {
    int const* r = &out[b * 4];
    if (!(r[0] == 0 && r[1] == kThreads / 32 && r[2] == 0 && r[3] == 0)) {
      ++failures;
      std::fprintf(stderr, "  block %d: words wrong %d, leaders %d, leader lanes wrong %d, tile reads wrong %d\n", b, r[0], r[1], r[2],
                   r[3]);
    }
  }
  std::printf("store_shared_remote / elect_one_leader_sync / cooperative_prefetch / domain_offset: %d of %d blocks wrong\n",
              failures, blocks);
  return failures == 0 ? 0 : 1;
}

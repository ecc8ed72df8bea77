// cute/arch/cluster.hpp: which SM90 instructions the current compilation pass may emit
// (CUTE_ARCH_SM90_ENABLED: sm_90 and later, for TMA, mbarrier transactions, stmatrix and clusters;
// CUTE_ARCH_GMMA_SM90A_ENABLED: the sm_90a target, for wgmma), and the thread-block cluster
// helpers: a block's rank and coordinates in its cluster, the cluster barrier, elect.sync, the
// proxy fences, and the address of a shared-memory variable in another block of the cluster.
// Outside an SM90 device pass every function here is a checked failure (a trap on an older GPU, a
// cute::error on the host), so host code may name them but not run them.
#pragma once
#include <cute/arch/config.hpp>

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
#define CUTE_ARCH_SM90_ENABLED 1
#endif
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900 && defined(__CUDA_ARCH_FEAT_SM90_ALL)
#define CUTE_ARCH_GMMA_SM90A_ENABLED 1
#endif

namespace cute {

/// The 32-bit shared-state-space address of a pointer to shared memory (CuTe's name); on the host,
/// the pointer's value modulo 64 KiB (which keeps every power-of-two alignment up to that, and leaves
/// room below the descriptors' 256 KiB for a tile's offsets), so that host code can build and check
/// descriptors.
CUTE_EXPORT CUTE_HOST_DEVICE inline std::uint32_t cast_smem_ptr_to_uint(void const* p) {
#if defined(__CUDA_ARCH__)
  return detail::smem_address(p);
#else
  return static_cast<std::uint32_t>(reinterpret_cast<std::uintptr_t>(p) % (std::uintptr_t(1) << 16));
#endif
}

/// Three unsigned coordinates (a block's place in its cluster, a cluster's in the grid): the
/// library's own, so that host code needs no CUDA header. Under nvcc it converts to CUDA's dim3 and
/// uint3 (CuTe returns dim3: `dim3 b = block_id_in_cluster();`); get<I> and print take it as CuTe's
/// take a dim3, as the tuple (x,y,z).
CUTE_EXPORT struct dim3_u32 {
  std::uint32_t x = 0, y = 0, z = 0;
#if defined(__CUDACC__)
  CUTE_HOST_DEVICE constexpr operator dim3() const { return dim3(x, y, z); }
  CUTE_HOST_DEVICE constexpr operator uint3() const { return uint3{x, y, z}; }
#endif
};

CUTE_EXPORT template <std::size_t I>
CUTE_HOST_DEVICE constexpr std::uint32_t get(dim3_u32 const& d) {
  static_assert(I < 3, "get<I>(dim3): I must be 0, 1 or 2");
  return I == 0 ? d.x : I == 1 ? d.y : d.z;
}
CUTE_EXPORT CUTE_HOST_DEVICE inline void print(dim3_u32 const& d) { printf("(%u,%u,%u)", d.x, d.y, d.z); }
#if defined(__CUDACC__)
// CUDA's dim3 and uint3 as CuTe's tuples of three (CuTe's kernels take get<0>(blockIdx) and print them).
CUTE_EXPORT template <std::size_t I>
CUTE_HOST_DEVICE constexpr std::uint32_t get(dim3 const& d) {
  return get<I>(dim3_u32{d.x, d.y, d.z});
}
CUTE_EXPORT template <std::size_t I>
CUTE_HOST_DEVICE constexpr std::uint32_t get(uint3 const& d) {
  return get<I>(dim3_u32{d.x, d.y, d.z});
}
CUTE_EXPORT CUTE_HOST_DEVICE inline void print(dim3 const& d) { print(dim3_u32{d.x, d.y, d.z}); }
CUTE_EXPORT CUTE_HOST_DEVICE inline void print(uint3 const& d) { print(dim3_u32{d.x, d.y, d.z}); }
#endif

#if defined(CUTE_ARCH_SM90_ENABLED)
#define CUTE_SM90_SREG(NAME, REG)                                   \
  __device__ __forceinline__ std::uint32_t NAME() {                 \
    std::uint32_t r;                                                \
    asm volatile("mov.u32 %0, " REG ";\n" : "=r"(r));               \
    return r;                                                       \
  }
CUTE_EXPORT namespace detail {
CUTE_SM90_SREG(sreg_cluster_ctarank, "%%cluster_ctarank")
CUTE_SM90_SREG(sreg_cluster_nctarank, "%%cluster_nctarank")
CUTE_SM90_SREG(sreg_cluster_ctaid_x, "%%cluster_ctaid.x")
CUTE_SM90_SREG(sreg_cluster_ctaid_y, "%%cluster_ctaid.y")
CUTE_SM90_SREG(sreg_cluster_ctaid_z, "%%cluster_ctaid.z")
CUTE_SM90_SREG(sreg_cluster_nctaid_x, "%%cluster_nctaid.x")
CUTE_SM90_SREG(sreg_cluster_nctaid_y, "%%cluster_nctaid.y")
CUTE_SM90_SREG(sreg_cluster_nctaid_z, "%%cluster_nctaid.z")
CUTE_SM90_SREG(sreg_clusterid_x, "%%clusterid.x")
CUTE_SM90_SREG(sreg_clusterid_y, "%%clusterid.y")
CUTE_SM90_SREG(sreg_clusterid_z, "%%clusterid.z")
}  // namespace detail
#undef CUTE_SM90_SREG
#endif

/// The rank of this block in its cluster (0 .. cluster size - 1; 0 without a cluster).
CUTE_EXPORT CUTE_HOST_DEVICE inline std::uint32_t block_rank_in_cluster() {
#if defined(CUTE_ARCH_SM90_ENABLED)
  return detail::sreg_cluster_ctarank();
#else
  detail::unsupported_instruction("block_rank_in_cluster (%cluster_ctarank, SM90)");
#endif
}

/// The number of blocks in this block's cluster.
CUTE_EXPORT CUTE_HOST_DEVICE inline std::uint32_t cluster_size() {
#if defined(CUTE_ARCH_SM90_ENABLED)
  return detail::sreg_cluster_nctarank();
#else
  detail::unsupported_instruction("cluster_size (%cluster_nctarank, SM90)");
#endif
}

/// This block's coordinates in its cluster.
CUTE_EXPORT CUTE_HOST_DEVICE inline dim3_u32 block_id_in_cluster() {
#if defined(CUTE_ARCH_SM90_ENABLED)
  return {detail::sreg_cluster_ctaid_x(), detail::sreg_cluster_ctaid_y(), detail::sreg_cluster_ctaid_z()};
#else
  detail::unsupported_instruction("block_id_in_cluster (%cluster_ctaid, SM90)");
#endif
}

/// The cluster's extents, in blocks.
CUTE_EXPORT CUTE_HOST_DEVICE inline dim3_u32 cluster_shape() {
#if defined(CUTE_ARCH_SM90_ENABLED)
  return {detail::sreg_cluster_nctaid_x(), detail::sreg_cluster_nctaid_y(), detail::sreg_cluster_nctaid_z()};
#else
  detail::unsupported_instruction("cluster_shape (%cluster_nctaid, SM90)");
#endif
}

/// This cluster's coordinates in the grid.
CUTE_EXPORT CUTE_HOST_DEVICE inline dim3_u32 cluster_id_in_grid() {
#if defined(CUTE_ARCH_SM90_ENABLED)
  return {detail::sreg_clusterid_x(), detail::sreg_clusterid_y(), detail::sreg_clusterid_z()};
#else
  detail::unsupported_instruction("cluster_id_in_grid (%clusterid, SM90)");
#endif
}

/// Arrive at the cluster barrier without ordering memory (barrier.cluster.arrive.relaxed).
CUTE_EXPORT CUTE_HOST_DEVICE inline void cluster_arrive_relaxed() {
#if defined(CUTE_ARCH_SM90_ENABLED)
  asm volatile("barrier.cluster.arrive.relaxed.aligned;\n" : : : "memory");
#else
  detail::unsupported_instruction("cluster_arrive_relaxed (barrier.cluster, SM90)");
#endif
}

/// Arrive at the cluster barrier, releasing this thread's prior memory accesses to the cluster.
CUTE_EXPORT CUTE_HOST_DEVICE inline void cluster_arrive() {
#if defined(CUTE_ARCH_SM90_ENABLED)
  asm volatile("barrier.cluster.arrive.aligned;\n" : : : "memory");
#else
  detail::unsupported_instruction("cluster_arrive (barrier.cluster, SM90)");
#endif
}

/// Wait until every thread of the cluster has arrived (acquire).
CUTE_EXPORT CUTE_HOST_DEVICE inline void cluster_wait() {
#if defined(CUTE_ARCH_SM90_ENABLED)
  asm volatile("barrier.cluster.wait.aligned;\n" : : : "memory");
#else
  detail::unsupported_instruction("cluster_wait (barrier.cluster, SM90)");
#endif
}

/// Every thread of every block of the cluster meets here.
CUTE_EXPORT CUTE_HOST_DEVICE inline void cluster_sync() {
  cluster_arrive();
  cluster_wait();
}

/// True in exactly one active thread of the warp (elect.sync): the issuing thread of a TMA.
CUTE_EXPORT CUTE_HOST_DEVICE inline bool elect_one_sync() {
#if defined(CUTE_ARCH_SM90_ENABLED)
  std::uint32_t pred = 0;
  asm volatile(
      "{\n .reg .pred p;\n .reg .b32 leader;\n"
      " elect.sync leader|p, 0xffffffff;\n"
      " selp.u32 %0, 1, 0, p;\n}\n"
      : "=r"(pred));
  return pred != 0;
#else
  detail::unsupported_instruction("elect_one_sync (elect.sync, SM90)");
#endif
}

/// Orders this thread's ordinary (generic-proxy) shared-memory accesses before later async-proxy
/// accesses (TMA, wgmma) of the same memory: needed after st.shared / stmatrix and before a barrier,
/// when the tensor cores or the copy engine read what was written.
CUTE_EXPORT CUTE_HOST_DEVICE inline void fence_view_async_shared() {
#if defined(CUTE_ARCH_SM90_ENABLED)
  asm volatile("fence.proxy.async.shared::cta;\n" : : : "memory");
#else
  detail::unsupported_instruction("fence_view_async_shared (fence.proxy.async, SM90)");
#endif
}

/// Makes mbarrier initializations visible to the other blocks of the cluster (and to the async proxy).
CUTE_EXPORT CUTE_HOST_DEVICE inline void fence_barrier_init() {
#if defined(CUTE_ARCH_SM90_ENABLED)
  asm volatile("fence.mbarrier_init.release.cluster;\n" : : : "memory");
#else
  detail::unsupported_instruction("fence_barrier_init (fence.mbarrier_init, SM90)");
#endif
}

/// The shared::cluster address of the variable at `smem` (a shared-memory pointer of this block) in
/// block `rank` of the cluster (mapa).
CUTE_EXPORT CUTE_HOST_DEVICE inline std::uint32_t map_smem_to_rank(void const* smem, std::uint32_t rank) {
#if defined(CUTE_ARCH_SM90_ENABLED)
  std::uint32_t remote;
  asm volatile("mapa.shared::cluster.u32 %0, %1, %2;\n" : "=r"(remote) : "r"(detail::smem_address(smem)), "r"(rank));
  return remote;
#else
  (void)smem, (void)rank;
  detail::unsupported_instruction("map_smem_to_rank (mapa, SM90)");
#endif
}

/// What elect_one_leader_sync returns: whether this thread is the elected one, and the lane elected.
CUTE_EXPORT struct ElectOneLaneIdReturnType {
  std::uint32_t is_leader;
  std::uint32_t leader_lane_id;
};

/// elect_one_sync that also tells every thread of the warp which lane was elected (elect.sync).
CUTE_EXPORT CUTE_HOST_DEVICE inline ElectOneLaneIdReturnType elect_one_leader_sync() {
#if defined(CUTE_ARCH_SM90_ENABLED)
  std::uint32_t pred = 0, lane = 0;
  asm volatile(
      "{\n .reg .pred p;\n"
      " elect.sync %1|p, 0xffffffff;\n"
      " selp.u32 %0, 1, 0, p;\n}\n"
      : "=r"(pred), "=r"(lane));
  return {pred, lane};
#else
  detail::unsupported_instruction("elect_one_leader_sync (elect.sync, SM90)");
#endif
}

/// CuTe's set_block_rank: the shared::cluster address of the 32-bit shared-memory address smem_addr
/// of this block in block `rank` of the cluster (mapa; map_smem_to_rank takes a pointer).
CUTE_EXPORT CUTE_HOST_DEVICE inline std::uint32_t set_block_rank(std::uint32_t smem_addr, std::uint32_t rank) {
#if defined(CUTE_ARCH_SM90_ENABLED)
  std::uint32_t remote;
  asm volatile("mapa.shared::cluster.u32 %0, %1, %2;\n" : "=r"(remote) : "r"(smem_addr), "r"(rank));
  return remote;
#else
  (void)smem_addr, (void)rank;
  detail::unsupported_instruction("set_block_rank (mapa, SM90)");
#endif
}

/// Stores the 32-bit value at shared-memory address smem_addr of block dst_cta_rank of the cluster
/// and completes 4 bytes of the transaction count of that block's barrier at mbarrier_addr
/// (st.async: the receiver waits on its barrier, not on a cluster sync).
CUTE_EXPORT CUTE_HOST_DEVICE inline void store_shared_remote(std::uint32_t value, std::uint32_t smem_addr, std::uint32_t mbarrier_addr,
                                                             std::uint32_t dst_cta_rank) {
#if defined(CUTE_ARCH_SM90_ENABLED)
  std::uint32_t const remote = set_block_rank(smem_addr, dst_cta_rank);
  std::uint32_t const remote_barrier = set_block_rank(mbarrier_addr, dst_cta_rank);
  asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.u32 [%0], %1, [%2];\n"
               :
               : "r"(remote), "r"(value), "r"(remote_barrier)
               : "memory");
#else
  (void)value, (void)smem_addr, (void)mbarrier_addr, (void)dst_cta_rank;
  detail::unsupported_instruction("store_shared_remote (st.async, SM90)");
#endif
}

}  // namespace cute

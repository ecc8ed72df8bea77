// cute/arch/copy_sm90_desc_update.hpp: changing a TMA tensor map on the device (SM90), under CuTe's
// names, for kernels that retarget one descriptor per problem (grouped GEMMs, paged attention):
//   tma_descriptor_replace_addr_in_global_mem / _in_shared_mem   a new global address
//   tma_descriptor_replace_dims_strides_in_shared_mem            new dimensions (and byte strides)
//   tma_descriptor_cp_fence_release   a shared-memory copy of the map written back to global memory,
//                                      released to the tensor-map proxy (a warp, .sync.aligned)
//   tma_descriptor_fence_release / tma_descriptor_fence_acquire   the proxy fences around a change
//   tma_desc_commit_group / tma_desc_wait_group                  the bulk group of the copies that
//                                      read a map, waited on before it is changed
// A map copied to shared memory (128 bytes, 128-byte aligned) is changed there with tensormap.replace,
// then copied back; a kernel using the changed map acquires it first. Device code of CUDA programs.
#pragma once
#include <cute/arch/cluster.hpp>
#include <cute/arch/copy_sm90_desc.hpp>

#include <cstdint>

namespace cute {

/// Sets the global address of the tensor map at desc_ptr (global memory) to new_tensor_ptr.
CUTE_EXPORT CUTE_HOST_DEVICE inline void tma_descriptor_replace_addr_in_global_mem(TmaDescriptor const* desc_ptr,
                                                                                   void const* new_tensor_ptr) {
#if defined(CUTE_ARCH_SM90_ENABLED)
  asm volatile("tensormap.replace.tile.global_address.global.b1024.b64 [%0], %1;\n"
               :
               : "l"(reinterpret_cast<std::uint64_t>(desc_ptr)), "l"(reinterpret_cast<std::uint64_t>(new_tensor_ptr))
               : "memory");
#else
  (void)desc_ptr, (void)new_tensor_ptr;
  detail::unsupported_instruction("tma_descriptor_replace_addr_in_global_mem (tensormap.replace, SM90)");
#endif
}

/// Sets the global address of the tensor map smem_desc (a copy in shared memory) to new_tensor_ptr.
CUTE_EXPORT CUTE_HOST_DEVICE inline void tma_descriptor_replace_addr_in_shared_mem(TmaDescriptor& smem_desc,
                                                                                   void const* new_tensor_ptr) {
#if defined(CUTE_ARCH_SM90_ENABLED)
  asm volatile("tensormap.replace.tile.global_address.shared::cta.b1024.b64 [%0], %1;\n"
               :
               : "r"(cast_smem_ptr_to_uint(&smem_desc)), "l"(reinterpret_cast<std::uint64_t>(new_tensor_ptr))
               : "memory");
#else
  (void)smem_desc, (void)new_tensor_ptr;
  detail::unsupported_instruction("tma_descriptor_replace_addr_in_shared_mem (tensormap.replace, SM90)");
#endif
}

/// Sets the five global dimensions of the tensor map smem_desc (in shared memory) to prob_shape[0..4]
/// and the byte strides of dimensions 1..4 to prob_stride[1..4] (multiples of 16; dimension 0 is
/// contiguous), as CuTe's (its arrays: cute::array<uint32_t, 5> and cute::array<uint64_t, 5>).
CUTE_EXPORT template <class Shape, class Stride>
  requires requires(Shape const& s, Stride const& d) {
    static_cast<std::uint32_t>(s[4]);
    static_cast<std::uint64_t>(d[4]);
  }
CUTE_HOST_DEVICE void tma_descriptor_replace_dims_strides_in_shared_mem(TmaDescriptor& smem_desc, Shape const& prob_shape,
                                                                        Stride const& prob_stride) {
#if defined(CUTE_ARCH_SM90_ENABLED)
  std::uint32_t const desc = cast_smem_ptr_to_uint(&smem_desc);
  auto const dim = [&]<int D>(C<D>) {
    asm volatile("tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [%0], %1, %2;\n"
                 :
                 : "r"(desc), "n"(D), "r"(static_cast<std::uint32_t>(prob_shape[D]))
                 : "memory");
  };
  auto const stride = [&]<int D>(C<D>) {  // the stride of dimension D + 1
    asm volatile("tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [%0], %1, %2;\n"
                 :
                 : "r"(desc), "n"(D), "l"(static_cast<std::uint64_t>(prob_stride[D + 1]))
                 : "memory");
  };
  dim(C<0>{}), dim(C<1>{}), dim(C<2>{}), dim(C<3>{}), dim(C<4>{});
  stride(C<0>{}), stride(C<1>{}), stride(C<2>{}), stride(C<3>{});
#else
  (void)smem_desc, (void)prob_shape, (void)prob_stride;
  detail::unsupported_instruction("tma_descriptor_replace_dims_strides_in_shared_mem (tensormap.replace, SM90)");
#endif
}

/// Copies the tensor map smem_desc (shared memory) to gmem_desc_ptr (global memory) and releases it to
/// the tensor-map proxy: every thread of the warp calls it (.sync.aligned).
CUTE_EXPORT CUTE_HOST_DEVICE inline void tma_descriptor_cp_fence_release(TmaDescriptor const* gmem_desc_ptr,
                                                                         TmaDescriptor& smem_desc) {
#if defined(CUTE_ARCH_SM90_ENABLED)
  asm volatile(
      "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [%0], [%1], 128;\n"
      :
      : "l"(reinterpret_cast<std::uint64_t>(gmem_desc_ptr)), "r"(cast_smem_ptr_to_uint(&smem_desc))
      : "memory");
#else
  (void)gmem_desc_ptr, (void)smem_desc;
  detail::unsupported_instruction("tma_descriptor_cp_fence_release (tensormap.cp_fenceproxy, SM90)");
#endif
}

/// Releases this thread's changes of tensor maps in global memory to the tensor-map proxy.
CUTE_EXPORT CUTE_HOST_DEVICE inline void tma_descriptor_fence_release() {
#if defined(CUTE_ARCH_SM90_ENABLED)
  asm volatile("fence.proxy.tensormap::generic.release.gpu;\n" : : : "memory");
#else
  detail::unsupported_instruction("tma_descriptor_fence_release (fence.proxy.tensormap, SM90)");
#endif
}

/// Acquires the tensor map at desc_ptr (global memory) for the TMA copies that follow, after another
/// thread changed and released it.
CUTE_EXPORT CUTE_HOST_DEVICE inline void tma_descriptor_fence_acquire(TmaDescriptor const* desc_ptr) {
#if defined(CUTE_ARCH_SM90_ENABLED)
  asm volatile("fence.proxy.tensormap::generic.acquire.gpu [%0], 128;\n"
               :
               : "l"(reinterpret_cast<std::uint64_t>(desc_ptr))
               : "memory");
#else
  (void)desc_ptr;
  detail::unsupported_instruction("tma_descriptor_fence_acquire (fence.proxy.tensormap, SM90)");
#endif
}

/// cp.async.bulk.commit_group: the bulk copies issued so far (those reading a tensor map) form a group.
CUTE_EXPORT CUTE_HOST_DEVICE inline void tma_desc_commit_group() {
#if defined(CUTE_ARCH_SM90_ENABLED)
  asm volatile("cp.async.bulk.commit_group;\n" : : : "memory");
#else
  detail::unsupported_instruction("tma_desc_commit_group (cp.async.bulk.commit_group, SM90)");
#endif
}

/// cp.async.bulk.wait_group.read N: waits until at most N bulk groups still read their sources (N = 0:
/// the tensor maps they used may be changed).
CUTE_EXPORT template <int N = 0>
CUTE_HOST_DEVICE void tma_desc_wait_group() {
  static_assert(N >= 0 && N <= 63, "tma_desc_wait_group<N>: N must be in [0, 63]");
#if defined(CUTE_ARCH_SM90_ENABLED)
  asm volatile("cp.async.bulk.wait_group.read %0;\n" : : "n"(N) : "memory");
#else
  detail::unsupported_instruction("tma_desc_wait_group (cp.async.bulk.wait_group, SM90)");
#endif
}

}  // namespace cute

// cute/arch/config.hpp: which PTX instructions the current compilation pass may emit, and the
// fallback of an instruction wrapper called where its instruction does not exist (on the host, or
// on a GPU too old for it): a trap on the device, a cute::error on the host.
// The wrappers in cute/arch/ are plain C++20 outside device passes (the inline asm is only compiled
// for __CUDA_ARCH__), so their operation types can be named by host code (traits, layouts, tests).
#pragma once
#include <cute/config.hpp>
#include <cute/numeric.hpp>

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 700
#define CUTE_ARCH_MMA_SM70_ENABLED 1
#endif
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 750
#define CUTE_ARCH_LDSM_SM75_ENABLED 1
#define CUTE_ARCH_MMA_SM75_ENABLED 1
#endif
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
#define CUTE_ARCH_CP_ASYNC_SM80_ENABLED 1
#define CUTE_ARCH_MMA_SM80_ENABLED 1
#endif
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 890
#define CUTE_ARCH_MMA_SM89_ENABLED 1
#endif

// CuTe's names of these conditions that kernels test (#if defined(CUTE_ARCH_TMA_SM90_ENABLED), ...):
// *_SUPPORTED when nvcc can emit the instruction, *_ENABLED/_ACTIVATED in a device pass that may.
#if defined(__CUDACC__)
#define CUTE_ARCH_LDSM_SM75_SUPPORTED 1
#endif
#if defined(CUTE_ARCH_LDSM_SM75_ENABLED)
#define CUTE_ARCH_LDSM_SM75_ACTIVATED 1
#define CUTE_ARCH_MOVM_SM75_ACTIVATED 1
#endif
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
#define CUTE_ARCH_TMA_SM90_ENABLED 1
#define CUTE_ARCH_CLUSTER_SM90_ENABLED 1
#define CUTE_ARCH_STSM_SM90_ENABLED 1
#define CUTE_ARCH_ELECT_ONE_SM90_ENABLED 1
#define CUTE_COPY_ATOM_TMA_SM90_ENABLED 1
#if defined(__CUDA_ARCH_FEAT_SM90_ALL)
#define CUTE_ARCH_MMA_SM90A_ENABLED 1
#endif
#endif

namespace cute {

CUTE_EXPORT namespace detail {
/// Called when an instruction wrapper runs where its instruction does not exist.
[[noreturn]] CUTE_HOST_DEVICE inline void unsupported_instruction(char const* what) {
  detail::fail(what, ": this instruction is not available on this architecture (or on the host)");
}

#if defined(__CUDA_ARCH__)
/// The 32-bit shared-state-space address of a generic pointer to shared memory.
__device__ __forceinline__ std::uint32_t smem_address(void const* p) {
  return static_cast<std::uint32_t>(__cvta_generic_to_shared(p));
}
#endif
}  // namespace detail
}  // namespace cute

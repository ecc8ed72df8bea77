// cute/compat/cutlass.hpp (porting aid for CUTLASS's cutlass/cutlass.h): the few core names CuTe
// kernels take from it: cutlass::Status and its string, the warp/warpgroup index helpers, and the
// CUTLASS_* function and loop macros (CUTLASS_GRID_CONSTANT marks a kernel parameter that must stay
// in parameter space, e.g. a TMA descriptor), and the architecture macros of cutlass/arch/config.h.
#pragma once
#include <cute/config.hpp>

#include <cassert>  // cutlass/cutlass.h brings it
#include <cstdint>

#define CUTLASS_HOST_DEVICE CUTE_HOST_DEVICE
#define CUTLASS_HOST CUTE_HOST
#if defined(__CUDACC__)
#define CUTLASS_DEVICE __forceinline__ __device__
#define CUTLASS_GLOBAL __global__
#else
#define CUTLASS_DEVICE inline
#define CUTLASS_GLOBAL
#endif
#define CUTLASS_PRAGMA_UNROLL CUTE_UNROLL
#define CUTLASS_PRAGMA_NO_UNROLL CUTE_NO_UNROLL
#if defined(__CUDACC__) && defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 700
#define CUTLASS_GRID_CONSTANT __grid_constant__
#else
#define CUTLASS_GRID_CONSTANT
#endif

// CUTLASS's architecture macros (cutlass/arch/config.h), which CuTe programs test: *_SUPPORTED when
// nvcc can compile the instructions (CUDA >= 11.0 for SM80, 12.0 for SM90), *_ENABLED in the device
// pass of that architecture (SM90A: sm_90a's wgmma and setmaxnreg).
#if defined(__CUDACC_VER_MAJOR__) && __CUDACC_VER_MAJOR__ >= 11
#define CUTLASS_ARCH_MMA_SM80_SUPPORTED 1
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
#define CUTLASS_ARCH_MMA_SM80_ENABLED 1
#endif
#endif
#if defined(__CUDACC_VER_MAJOR__) && __CUDACC_VER_MAJOR__ >= 12
#define CUTLASS_ARCH_MMA_SM90_SUPPORTED 1
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ == 900
#define CUTLASS_ARCH_MMA_SM90_ENABLED 1
#if defined(__CUDA_ARCH_FEAT_SM90_ALL)
#define CUTLASS_ARCH_MMA_SM90A_ENABLED 1
#endif
#endif
#endif

namespace cutlass {

/// The result of a CUTLASS host call (cluster launch here).
enum class Status {
  kSuccess,
  kErrorMisalignedOperand,
  kErrorInvalidDataType,
  kErrorInvalidLayout,
  kErrorInvalidProblem,
  kErrorNotSupported,
  kErrorWorkspaceNull,
  kErrorInternal,
  kErrorArchMismatch,
  kErrorInsufficientDriver,
  kErrorMemoryAllocation,
  kInvalid
};

/// The name of a status, for messages.
inline char const* cutlassGetStatusString(Status status) {
  switch (status) {
    case Status::kSuccess: return "success";
    case Status::kErrorMisalignedOperand: return "error: misaligned operand";
    case Status::kErrorInvalidDataType: return "error: invalid data type";
    case Status::kErrorInvalidLayout: return "error: invalid layout";
    case Status::kErrorInvalidProblem: return "error: invalid problem";
    case Status::kErrorNotSupported: return "error: not supported";
    case Status::kErrorWorkspaceNull: return "error: null workspace";
    case Status::kErrorInternal: return "error: internal (a CUDA call failed)";
    case Status::kErrorArchMismatch: return "error: architecture mismatch";
    case Status::kErrorInsufficientDriver: return "error: insufficient driver";
    case Status::kErrorMemoryAllocation: return "error: memory allocation failed";
    case Status::kInvalid: break;
  }
  return "invalid status";
}

inline constexpr int NumThreadsPerWarp = 32;
inline constexpr int NumThreadsPerWarpGroup = 128;
inline constexpr int NumWarpsPerWarpGroup = NumThreadsPerWarpGroup / NumThreadsPerWarp;

#if defined(__CUDACC__)
/// The index of this thread's warp in a 1-D block, made warp-uniform (a shuffle from lane 0), so
/// the compiler may treat branches on it as uniform.
__device__ __forceinline__ int canonical_warp_idx_sync() {
#if defined(__CUDA_ARCH__)
  return __shfl_sync(0xffffffff, static_cast<int>(threadIdx.x) / NumThreadsPerWarp, 0);
#else
  return 0;
#endif
}
/// The index of this thread's warp in a 1-D block (no shuffle).
__device__ __forceinline__ int canonical_warp_idx() {
#if defined(__CUDA_ARCH__)
  return static_cast<int>(threadIdx.x) / NumThreadsPerWarp;
#else
  return 0;
#endif
}
/// The index of this thread's warpgroup (128 threads) in a 1-D block, warp-uniform.
__device__ __forceinline__ int canonical_warp_group_idx() {
#if defined(__CUDA_ARCH__)
  return __shfl_sync(0xffffffff, static_cast<int>(threadIdx.x) / NumThreadsPerWarpGroup, 0);
#else
  return 0;
#endif
}
/// This thread's lane in its warp.
__device__ __forceinline__ int canonical_lane_idx() {
#if defined(__CUDA_ARCH__)
  return static_cast<int>(threadIdx.x) % NumThreadsPerWarp;
#else
  return 0;
#endif
}
#endif

}  // namespace cutlass

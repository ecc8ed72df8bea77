// cute/compat/arch.hpp (porting aid for CUTLASS's cutlass/arch/arch.h): the architecture tags that
// CuTe kernels written in CUTLASS's style name as their ArchTag (cutlass::arch::Sm80, Sm90, ...),
// each with its kMinComputeCapability, the lane and SM index of the calling thread, and the operator
// tags of cutlass/arch/mma.h (not its CUTLASS 2.x Mma templates).
#pragma once
#include <cute/compat/cutlass.hpp>

namespace cutlass::arch {

template <int CC>
struct sm_tag {
  static int const kMinComputeCapability = CC;
};
struct Sm50 : sm_tag<50> {};
struct Sm60 : sm_tag<60> {};
struct Sm61 : sm_tag<61> {};
struct Sm70 : sm_tag<70> {};
struct Sm72 : sm_tag<72> {};
struct Sm75 : sm_tag<75> {};
struct Sm80 : sm_tag<80> {};
struct Sm86 : sm_tag<86> {};
struct Sm89 : sm_tag<89> {};
struct Sm90 : sm_tag<90> {};
struct Sm100 : sm_tag<100> {};
struct Sm101 : sm_tag<101> {};
struct Sm103 : sm_tag<103> {};
struct Sm120 : sm_tag<120> {};

// CUTLASS's operator-class and math-operator tags (cutlass/arch/mma.h): kernels name them in their
// configurations; the reference GEMMs (host_gemm.hpp, device_gemm.hpp) take OpMultiplyAdd.
struct OpClassSimt {};
struct OpClassTensorOp {};
struct OpClassWmmaTensorOp {};
struct OpMultiplyAdd {};
struct OpMultiplyAddSaturate {};
struct OpMultiplyAddFastF16 {};
struct OpMultiplyAddFastBF16 {};
struct OpXorPopc {};

#if defined(__CUDACC__)
/// The calling thread's lane in its warp (%laneid).
__device__ __forceinline__ int LaneId() {
  int id = 0;
#if defined(__CUDA_ARCH__)
  asm("mov.u32 %0, %%laneid;" : "=r"(id));
#endif
  return id;
}
/// The SM the calling thread runs on (%smid).
__device__ __forceinline__ int SmId() {
  int id = 0;
#if defined(__CUDA_ARCH__)
  asm("mov.u32 %0, %%smid;" : "=r"(id));
#endif
  return id;
}
#endif

}  // namespace cutlass::arch

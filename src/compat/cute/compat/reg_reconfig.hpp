// cute/compat/reg_reconfig.hpp (porting aid for CUTLASS's cutlass/arch/reg_reconfig.h): the
// warpgroup register reallocation of warp-specialized SM90 kernels under CUTLASS's names,
// cutlass::arch::warpgroup_reg_alloc<N>() / warpgroup_reg_dealloc<N>() (setmaxnreg.inc / .dec: the
// library's cute::warpgroup_reg_alloc/dealloc, which check N at compile time).
#pragma once
#include <cute/arch/mma_sm90_gmma.hpp>
#include <cute/compat/cutlass.hpp>

namespace cutlass::arch {

using cute::warpgroup_reg_alloc;
using cute::warpgroup_reg_dealloc;

}  // namespace cutlass::arch

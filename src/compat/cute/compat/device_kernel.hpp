// cute/compat/device_kernel.hpp (porting aid for CUTLASS's cutlass/device_kernel.h):
// cutlass::device_kernel<Operator>, the __global__ entry point of a kernel written as a class:
// Operator{}(params, dynamic shared memory), launched with Operator::MaxThreadsPerBlock threads at
// most and Operator::MinBlocksPerMultiprocessor blocks per SM at least (the launch bounds).
#pragma once
#include <cute/compat/cutlass.hpp>

namespace cutlass {

#if defined(__CUDACC__)
template <class Operator>
__global__ void __launch_bounds__(Operator::MaxThreadsPerBlock, Operator::MinBlocksPerMultiprocessor)
    device_kernel(CUTLASS_GRID_CONSTANT typename Operator::Params const params) {
  extern __shared__ char shared_storage[];
  Operator op;
  op(params, shared_storage);
}
#endif

}  // namespace cutlass

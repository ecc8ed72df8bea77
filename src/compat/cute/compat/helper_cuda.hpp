// cute/compat/helper_cuda.hpp (porting aid for CUTLASS's cutlass/util/helper_cuda.hpp):
// cute::device_init(id, quiet), which selects the device and prints its name, SM version and SM
// count; and CuTe's CUDA error checks (CUTE_CHECK_ERROR, CUTE_CHECK_LAST), which that header gives.
#pragma once
#include <cute/compat/standard_headers.hpp>  // CUTLASS's header brings them (<iostream>, <string>, ...)
#include <cute/arch/cuda_check.hpp>

#include <cstdio>
#include <cuda_runtime_api.h>

namespace cute {

/// Makes `device_id` the current device (exits on failure, as CUTE_CHECK_ERROR does), and unless
/// `quiet` prints "Using device N: NAME  (SMxy, n SMs)".
inline void device_init(int device_id, bool quiet = false) {
  CUTE_CHECK_ERROR(cudaSetDevice(device_id));
  cudaDeviceProp properties{};
  CUTE_CHECK_ERROR(cudaGetDeviceProperties(&properties, device_id));
  if (!quiet) {
    std::printf("Using device %d: %s  (SM%d, %d SMs)\n", device_id, properties.name,
                properties.major * 10 + properties.minor, properties.multiProcessorCount);
    std::fflush(stdout);
  }
}

}  // namespace cute

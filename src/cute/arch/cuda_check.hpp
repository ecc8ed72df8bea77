// cute/arch/cuda_check.hpp: CuTe's checks of CUDA runtime calls in host code: CUTE_CHECK_ERROR(call),
// and CUTE_CHECK_LAST() after a kernel launch; a failure prints where and why, then exits with 1.
// Needs the CUDA runtime header: cute/all.hpp includes it (CuTe's headers give these macros to all).
#pragma once
#include <cute/config.hpp>

#include <cstdio>
#include <cstdlib>
#include <cuda_runtime_api.h>

// Exits the program when `call` (an expression of type cudaError_t) is not cudaSuccess.
#ifndef CUTE_ERROR_EXIT
#define CUTE_ERROR_EXIT(call)                                                                        \
  do {                                                                                               \
    cudaError_t const cute_error_code_ = (call);                                                     \
    if (cute_error_code_ != cudaSuccess) {                                                           \
      std::fprintf(stderr, "<%s:%d> %s:\n    %s: %s\n", __FILE__, __LINE__, #call,                   \
                   cudaGetErrorName(cute_error_code_), cudaGetErrorString(cute_error_code_));        \
      std::fflush(stderr);                                                                           \
      std::exit(1);                                                                                  \
    }                                                                                                \
  } while (0)
#endif
#ifndef CUTE_CHECK_ERROR
#define CUTE_CHECK_ERROR(call) CUTE_ERROR_EXIT(call)
#endif
// After a kernel launch: a launch error, then an error while it ran (it synchronizes the device).
#ifndef CUTE_CHECK_LAST
#define CUTE_CHECK_LAST()                   \
  do {                                      \
    CUTE_ERROR_EXIT(cudaPeekAtLastError()); \
    CUTE_ERROR_EXIT(cudaDeviceSynchronize()); \
  } while (0)
#endif

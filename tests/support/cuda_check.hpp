// tests/support/cuda_check.hpp: CUDA_CHECK, for the device tests' main(): a failed CUDA call prints
// where and why, and main returns 1.
#pragma once
#include <cstdio>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                                              \
  do {                                                                                                \
    cudaError_t const status_ = (call);                                                               \
    if (status_ != cudaSuccess) {                                                                     \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call, cudaGetErrorString(status_)); \
      return 1;                                                                                       \
    }                                                                                                 \
  } while (0)

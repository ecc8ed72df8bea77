// cute/compat/gpu_clock.hpp (porting aid for CUTLASS's cutlass/util/GPU_Clock.hpp): GPU_Clock, a
// stopwatch of CUDA events on the default stream: start(), then milliseconds() or seconds() since
// the start (or since construction), waiting for the work issued before the call.
#pragma once
#include <cuda_runtime_api.h>

class GPU_Clock {
 public:
  GPU_Clock() {
    cudaEventCreate(&start_);
    cudaEventCreate(&stop_);
    cudaEventRecord(start_);
  }
  ~GPU_Clock() {
    cudaEventDestroy(start_);
    cudaEventDestroy(stop_);
  }
  GPU_Clock(GPU_Clock const&) = delete;
  GPU_Clock& operator=(GPU_Clock const&) = delete;

  void start() { cudaEventRecord(start_); }

  float milliseconds() {
    cudaEventRecord(stop_);
    cudaEventSynchronize(stop_);
    float elapsed = 0;
    cudaEventElapsedTime(&elapsed, start_, stop_);
    return elapsed;
  }

  float seconds() { return milliseconds() * 1e-3f; }

 private:
  cudaEvent_t start_{};
  cudaEvent_t stop_{};
};

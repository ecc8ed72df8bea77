// Packed sub-byte values in kernels, as quantized (int4/fp4) kernels use them: each thread takes its
// tile of a global int4_t tensor (make_gmem_ptr<int4_t>) into a register fragment (copy, as whole
// words), widens it to int and to half_t, converts floats to FP4/FP6 into packed registers and stores
// them packed (recast to bytes), and writes 6-bit values that straddle bytes; the host does the same
// with the same library (its conversions are checked against references in subbyte_test): every value
// must agree. Without a GPU the program exits 77, which ctest reports as skipped.
#include <cute/cute.hpp>

#include <cstdio>
#include <cstring>
#include <random>
#include <vector>
#include <cuda_runtime.h>

#include "cuda_check.hpp"

using namespace cute;

constexpr int kThreads = 128, kPerThread = 32;

// in4: kThreads * kPerThread packed int4_t; floats: the same count; out: widened ints, halves,
// packed FP4 of the floats, packed E3M2, and packed uint6_t of the thread's index pattern.
__global__ void subbyte_kernel(void const* in4, float const* floats, int* ints, half_t* halves, void* fp4, void* fp6, void* u6) {
  int const t = threadIdx.x;
  auto g = make_tensor(make_gmem_ptr<int4_t>(in4), make_layout(make_shape(Int<kPerThread>{}, kThreads)));
  auto frag = make_tensor<int4_t>(Layout<Int<kPerThread>>{});
  copy(g(_, t), frag);
  CUTE_UNROLL
  for (int i = 0; i < kPerThread; ++i) {
    ints[t * kPerThread + i] = int(int4_t(frag(i)));
    halves[t * kPerThread + i] = half_t(float(int(int4_t(frag(i)))));
  }
  auto e2m1 = make_tensor<float_e2m1_t>(Layout<Int<kPerThread>>{});
  auto e3m2 = make_tensor<float_e3m2_t>(Layout<Int<kPerThread>>{});
  auto six = make_tensor<uint6_t>(Layout<Int<kPerThread>>{});
  CUTE_UNROLL
  for (int i = 0; i < kPerThread; ++i) {
    e2m1(i) = float_e2m1_t(floats[t * kPerThread + i]);
    e3m2(i) = float_e3m2_t(floats[t * kPerThread + i]);
    six(i) = uint6_t(7 * t + i);
  }
  auto out4 = make_tensor(make_gmem_ptr<float_e2m1_t>(fp4), make_layout(make_shape(Int<kPerThread>{}, kThreads)));
  copy(e2m1, out4(_, t));
  auto out6 = make_tensor(make_gmem_ptr<float_e3m2_t>(fp6), make_layout(make_shape(Int<kPerThread>{}, kThreads)));
  copy(e3m2, out6(_, t));
  auto outu6 = recast<std::uint8_t>(make_tensor(make_gmem_ptr<uint6_t>(u6), make_layout(make_shape(Int<kPerThread>{}, kThreads)))(_, t));
  copy(recast<std::uint8_t>(six), outu6);
}

int main() {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("subbyte_kernel: no GPU here, skipped\n");
    return 77;
  }
  constexpr int n = kThreads * kPerThread;
  std::mt19937 rng(2024);
  std::vector<std::uint8_t> in4(n / 2);
  for (auto& b : in4) b = std::uint8_t(rng());
  std::vector<float> floats(n);
  for (auto& f : floats) f = float(int(rng() % 4001) - 2000) / 64.0f;  // within and past FP4's and FP6's ranges
  void *d_in4, *d_fp4, *d_fp6, *d_u6;
  float* d_floats;
  int* d_ints;
  half_t* d_halves;
  CUDA_CHECK(cudaMalloc(&d_in4, n / 2));
  CUDA_CHECK(cudaMalloc(&d_floats, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_ints, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&d_halves, n * sizeof(half_t)));
  CUDA_CHECK(cudaMalloc(&d_fp4, n / 2));
  CUDA_CHECK(cudaMalloc(&d_fp6, n * 6 / 8));
  CUDA_CHECK(cudaMalloc(&d_u6, n * 6 / 8));
  CUDA_CHECK(cudaMemcpy(d_in4, in4.data(), n / 2, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(d_floats, floats.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  subbyte_kernel<<<1, kThreads>>>(d_in4, d_floats, d_ints, d_halves, d_fp4, d_fp6, d_u6);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  std::vector<int> ints(n);
  std::vector<half_t> halves(n);
  std::vector<std::uint8_t> fp4(n / 2), fp6(n * 6 / 8), u6(n * 6 / 8);
  CUDA_CHECK(cudaMemcpy(ints.data(), d_ints, n * sizeof(int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(halves.data(), d_halves, n * sizeof(half_t), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(fp4.data(), d_fp4, n / 2, cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(fp6.data(), d_fp6, n * 6 / 8, cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(u6.data(), d_u6, n * 6 / 8, cudaMemcpyDeviceToHost));

  long errors = 0;
  auto report = [&](char const* what, int i, int got, int want) {
    if (++errors <= 10) std::fprintf(stderr, "%s #%d: device %d, host %d\n", what, i, got, want);
  };
  auto in = make_tensor(subbyte_iterator<int4_t const>(in4.data()), make_layout(n));
  auto f4 = make_tensor(subbyte_iterator<float_e2m1_t const>(fp4.data()), make_layout(n));
  auto f6 = make_tensor(subbyte_iterator<float_e3m2_t const>(fp6.data()), make_layout(n));
  auto s6 = make_tensor(subbyte_iterator<uint6_t const>(u6.data()), make_layout(n));
  for (int i = 0; i < n; ++i) {
    int const want = int(int4_t(in(i)));
    if (ints[i] != want) report("int4_t", i, ints[i], want);
    if (float(halves[i]) != float(want)) report("int4_t to half_t", i, int(float(halves[i])), want);
    int const w4 = float_e2m1_t(floats[i]).storage, g4 = float_e2m1_t(f4(i)).storage;
    if (g4 != w4) report("float_e2m1_t", i, g4, w4);
    int const w6 = float_e3m2_t(floats[i]).storage, g6 = float_e3m2_t(f6(i)).storage;
    if (g6 != w6) report("float_e3m2_t", i, g6, w6);
    int const wu = int(unsigned(uint6_t(7 * (i / kPerThread) + i % kPerThread))), gu = int(unsigned(uint6_t(s6(i))));
    if (gu != wu) report("uint6_t", i, gu, wu);
  }
  for (void* p : {d_in4, (void*)d_floats, (void*)d_ints, (void*)d_halves, d_fp4, d_fp6, d_u6}) CUDA_CHECK(cudaFree(p));
  std::printf("subbyte_kernel: %d values of int4_t, FP4, FP6 and uint6_t through packed tensors: %ld differences\n", n, errors);
  return errors == 0 ? 0 : 1;
}

// The device paths of half_t and bfloat16_t (the hardware's cvt and f16 instructions) against the
// exact code that constant evaluation and the host use: every half's conversion to float, the
// conversions of a sweep of floats (every exponent, the rounding boundaries, subnormals,
// infinities, NaN), and half_t + - * and bfloat16_t + - * on random pairs: bit for bit. The same for
// float_e4m3_t and float_e5m2_t (the hardware's cvt on sm_89 and later): every value to float, the
// sweep of floats to each.
// Without a GPU the program exits 77, which ctest reports as skipped.
#include <cute/cute.hpp>

#include <cstdio>
#include <algorithm>
#include <cstring>
#include <random>
#include <vector>
#include <cuda_runtime.h>

#include "cuda_check.hpp"

using namespace cute;

// For each input float: half bits, bfloat16 bits; for each pair of 16-bit patterns: half + - * and
// bfloat16 + - *; for each half pattern: its float.
__global__ void device_values(int n_floats, float const* floats, std::uint16_t* to_half, std::uint16_t* to_bf16,
                              int n_pairs, std::uint32_t const* pairs, std::uint16_t* ops, float* half_to_float) {
  int const i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n_floats) {
    to_half[i] = half_t(floats[i]).storage;
    to_bf16[i] = bfloat16_t(floats[i]).storage;
  }
  if (i < n_pairs) {
    auto const a = std::uint16_t(pairs[i] >> 16), b = std::uint16_t(pairs[i]);
    half_t const ha = half_t::bitcast(a), hb = half_t::bitcast(b);
    bfloat16_t const ba = bfloat16_t::bitcast(a), bb = bfloat16_t::bitcast(b);
    ops[6 * i + 0] = (ha + hb).storage;
    ops[6 * i + 1] = (ha - hb).storage;
    ops[6 * i + 2] = (ha * hb).storage;
    ops[6 * i + 3] = (ba + bb).storage;
    ops[6 * i + 4] = (ba - bb).storage;
    ops[6 * i + 5] = (ba * bb).storage;
  }
  if (i < 0x10000) half_to_float[i] = float(half_t::bitcast(std::uint16_t(i)));
}

bool is_nan_half(std::uint16_t h) { return (h & 0x7c00u) == 0x7c00u && (h & 0x3ffu); }
bool is_nan_bf16(std::uint16_t h) { return (h & 0x7f80u) == 0x7f80u && (h & 0x7fu); }

// For each input float: its e4m3 and e5m2 bits; for each of the 256 patterns: its float as e4m3, as e5m2.
__global__ void device_fp8(int n_floats, float const* floats, std::uint8_t* to_e4m3, std::uint8_t* to_e5m2, float* fp8_to_float) {
  int const i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n_floats) {
    to_e4m3[i] = float_e4m3_t(floats[i]).storage;
    to_e5m2[i] = float_e5m2_t(floats[i]).storage;
  }
  if (i < 256) {
    fp8_to_float[i] = float(float_e4m3_t::bitcast(std::uint8_t(i)));
    fp8_to_float[256 + i] = float(float_e5m2_t::bitcast(std::uint8_t(i)));
  }
}
bool is_nan_e4m3(std::uint8_t b) { return (b & 0x7fu) == 0x7fu; }
bool is_nan_e5m2(std::uint8_t b) { return (b & 0x7cu) == 0x7cu && (b & 0x3u); }

int main() {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("value_types_kernel: no GPU here, skipped\n");
    return 77;
  }
  std::mt19937 rng(12345);
  std::vector<float> floats;
  for (std::uint32_t e = 0; e < 256; ++e) {  // every exponent, with mantissas at and around the rounding points
    for (std::uint32_t m : {0u, 1u, 0x1000u, 0x0fffu, 0x1001u, 0x3000u, 0x8000u, 0x7fffu, 0x8001u, 0x18000u, 0x7fffffu, 0x400000u}) {
      for (std::uint32_t sign : {0u, 0x80000000u}) {
        std::uint32_t const bits = sign | (e << 23) | m;
        float f;
        std::memcpy(&f, &bits, 4);
        floats.push_back(f);
      }
    }
  }
  for (int i = 0; i < 200000; ++i) {
    std::uint32_t bits = rng();
    float f;
    std::memcpy(&f, &bits, 4);
    floats.push_back(f);
  }
  std::vector<std::uint32_t> pairs(400000);
  for (auto& p : pairs) p = rng();
  int const nf = int(floats.size()), np = int(pairs.size());

  float *d_floats, *d_h2f;
  std::uint32_t* d_pairs;
  std::uint16_t *d_half, *d_bf16, *d_ops;
  CUDA_CHECK(cudaMalloc(&d_floats, nf * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_half, nf * 2));
  CUDA_CHECK(cudaMalloc(&d_bf16, nf * 2));
  CUDA_CHECK(cudaMalloc(&d_pairs, np * 4));
  CUDA_CHECK(cudaMalloc(&d_ops, np * 12));
  CUDA_CHECK(cudaMalloc(&d_h2f, 0x10000 * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(d_floats, floats.data(), nf * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(d_pairs, pairs.data(), np * 4, cudaMemcpyHostToDevice));
  int const n = std::max({nf, np, 0x10000});
  device_values<<<(n + 255) / 256, 256>>>(nf, d_floats, d_half, d_bf16, np, d_pairs, d_ops, d_h2f);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  std::vector<std::uint16_t> half(nf), bf16(nf), ops(6 * std::size_t(np));
  std::vector<float> h2f(0x10000);
  CUDA_CHECK(cudaMemcpy(half.data(), d_half, nf * 2, cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(bf16.data(), d_bf16, nf * 2, cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(ops.data(), d_ops, np * 12, cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(h2f.data(), d_h2f, 0x10000 * sizeof(float), cudaMemcpyDeviceToHost));

  long errors = 0;
  auto report = [&](char const* what, long i, unsigned got, unsigned want) {
    if (++errors <= 10) std::fprintf(stderr, "%s #%ld: device 0x%x, host 0x%x\n", what, i, got, want);
  };
  for (int i = 0; i < nf; ++i) {
    std::uint16_t const h = half_t(floats[i]).storage, b = bfloat16_t(floats[i]).storage;
    // NaN payloads may differ: a NaN must stay a NaN.
    if (half[i] != h && !(is_nan_half(half[i]) && is_nan_half(h))) report("float->half", i, half[i], h);
    if (bf16[i] != b && !(is_nan_bf16(bf16[i]) && is_nan_bf16(b))) report("float->bfloat16", i, bf16[i], b);
  }
  for (int i = 0; i < 0x10000; ++i) {
    float const want = float(half_t::bitcast(std::uint16_t(i)));
    std::uint32_t gb, wb;
    std::memcpy(&gb, &h2f[i], 4);
    std::memcpy(&wb, &want, 4);
    if (gb != wb && !(want != want && h2f[i] != h2f[i])) report("half->float", i, gb, wb);
  }
  for (int i = 0; i < np; ++i) {
    auto const a = std::uint16_t(pairs[i] >> 16), b = std::uint16_t(pairs[i]);
    half_t const ha = half_t::bitcast(a), hb = half_t::bitcast(b);
    bfloat16_t const ba = bfloat16_t::bitcast(a), bb = bfloat16_t::bitcast(b);
    std::uint16_t const want[6] = {(ha + hb).storage, (ha - hb).storage, (ha * hb).storage,
                                   (ba + bb).storage, (ba - bb).storage, (ba * bb).storage};
    for (int k = 0; k < 6; ++k) {
      std::uint16_t const got = ops[6 * std::size_t(i) + k];
      bool const nan = k < 3 ? is_nan_half(got) && is_nan_half(want[k]) : is_nan_bf16(got) && is_nan_bf16(want[k]);
      if (got != want[k] && !nan) report(k < 3 ? "half op" : "bfloat16 op", i * 6 + k, got, want[k]);
    }
  }
  std::uint8_t *d_e4m3, *d_e5m2;
  float* d_fp8f;
  CUDA_CHECK(cudaMalloc(&d_e4m3, nf));
  CUDA_CHECK(cudaMalloc(&d_e5m2, nf));
  CUDA_CHECK(cudaMalloc(&d_fp8f, 512 * sizeof(float)));
  device_fp8<<<(nf + 255) / 256, 256>>>(nf, d_floats, d_e4m3, d_e5m2, d_fp8f);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  std::vector<std::uint8_t> e4m3(nf), e5m2(nf);
  std::vector<float> fp8f(512);
  CUDA_CHECK(cudaMemcpy(e4m3.data(), d_e4m3, nf, cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(e5m2.data(), d_e5m2, nf, cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(fp8f.data(), d_fp8f, 512 * sizeof(float), cudaMemcpyDeviceToHost));
  for (int i = 0; i < nf; ++i) {
    std::uint8_t const a = float_e4m3_t(floats[i]).storage, b = float_e5m2_t(floats[i]).storage;
    if (e4m3[i] != a && !(is_nan_e4m3(e4m3[i]) && is_nan_e4m3(a))) report("float->e4m3", i, e4m3[i], a);
    if (e5m2[i] != b && !(is_nan_e5m2(e5m2[i]) && is_nan_e5m2(b))) report("float->e5m2", i, e5m2[i], b);
  }
  for (int i = 0; i < 512; ++i) {
    float const want = i < 256 ? float(float_e4m3_t::bitcast(std::uint8_t(i))) : float(float_e5m2_t::bitcast(std::uint8_t(i - 256)));
    std::uint32_t gb, wb;
    std::memcpy(&gb, &fp8f[i], 4);
    std::memcpy(&wb, &want, 4);
    if (gb != wb && !(want != want && fp8f[i] != fp8f[i])) report(i < 256 ? "e4m3->float" : "e5m2->float", i % 256, gb, wb);
  }
  for (void* p : {(void*)d_floats, (void*)d_h2f, (void*)d_pairs, (void*)d_half, (void*)d_bf16, (void*)d_ops, (void*)d_e4m3,
                  (void*)d_e5m2, (void*)d_fp8f})
    CUDA_CHECK(cudaFree(p));
  std::printf("value_types_kernel: %d floats, 65536 halves, 512 fp8 values, %d pairs x 6 operations: %ld differences\n", nf, np, errors);
  return errors == 0 ? 0 : 1;
}

// SM90 stmatrix on the GPU: one warp stores 1, 2 or 4 8x8 matrices of 16-bit values from registers
// (thread t holds row t/4, columns 2(t%4) and 2(t%4)+1 of each matrix) to shared memory, each matrix
// row at a 16-byte slot chosen at random (thread 8j + r gives the address of row r of matrix j), plain
// (N) and transposed (T). Checked against the host's expectation on random values; the shared
// memory is poisoned first. Without an SM90 GPU: exit 77 (skipped).
#include <cute/arch/copy_sm90.hpp>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <numeric>
#include <random>
#include <vector>

#include <cuda_runtime.h>

#include "cuda_check.hpp"

using namespace cute;

constexpr int kSlots = 64;  // 16-byte slots of shared memory (32 rows are used)

// values[j][t] is thread t's 32-bit register of matrix j; slot[8j + r] is where row r of matrix j goes.
template <int X, bool Trans>
__global__ void store_matrices(std::uint32_t const* values, int const* slot, std::uint16_t* out) {
  __shared__ uint128_t smem[kSlots];
  int const t = threadIdx.x;
  std::uint16_t* s16 = reinterpret_cast<std::uint16_t*>(smem);
  for (int i = t; i < kSlots * 8; i += 32) s16[i] = 0xdead;  // poison
  __syncwarp();
  uint128_t& row = smem[slot[(t % (8 * X))]];  // threads past 8X give unused (valid) addresses
  std::uint32_t r[4];
  for (int j = 0; j < 4; ++j) r[j] = values[j * 32 + t];
  if constexpr (!Trans) {
    if constexpr (X == 1) SM90_U32x1_STSM_N::copy(r[0], row);
    if constexpr (X == 2) SM90_U32x2_STSM_N::copy(r[0], r[1], row);
    if constexpr (X == 4) SM90_U32x4_STSM_N::copy(r[0], r[1], r[2], r[3], row);
  } else {
    if constexpr (X == 1) SM90_U16x2_STSM_T::copy(r[0], row);
    if constexpr (X == 2) SM90_U16x4_STSM_T::copy(r[0], r[1], row);
    if constexpr (X == 4) SM90_U16x8_STSM_T::copy(r[0], r[1], r[2], r[3], row);
  }
  __syncwarp();
  for (int i = t; i < kSlots * 8; i += 32) out[i] = s16[i];
}

template <int X, bool Trans>
int run_case(std::mt19937& rng) {
  // v[j][r][c]: the 16-bit value at row r, column c of matrix j.
  std::uniform_int_distribution<int> dist(0, 0xfffe);
  std::vector<std::uint16_t> v(4 * 64);
  for (auto& x : v) x = std::uint16_t(dist(rng));
  std::vector<std::uint32_t> values(4 * 32);
  for (int j = 0; j < 4; ++j)
    for (int t = 0; t < 32; ++t) {
      int const r = t / 4, c = 2 * (t % 4);
      values[j * 32 + t] = std::uint32_t(v[j * 64 + r * 8 + c]) | (std::uint32_t(v[j * 64 + r * 8 + c + 1]) << 16);
    }
  std::vector<int> slot(kSlots);
  std::iota(slot.begin(), slot.end(), 0);
  std::shuffle(slot.begin(), slot.end(), rng);

  std::uint32_t* dValues;
  int* dSlot;
  std::uint16_t* dOut;
  CUDA_CHECK(cudaMalloc(&dValues, values.size() * sizeof(std::uint32_t)));
  CUDA_CHECK(cudaMalloc(&dSlot, slot.size() * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dOut, kSlots * 8 * sizeof(std::uint16_t)));
  CUDA_CHECK(cudaMemcpy(dValues, values.data(), values.size() * sizeof(std::uint32_t), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dSlot, slot.data(), slot.size() * sizeof(int), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(dOut, 0xff, kSlots * 8 * sizeof(std::uint16_t)));
  store_matrices<X, Trans><<<1, 32>>>(dValues, dSlot, dOut);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  std::vector<std::uint16_t> out(kSlots * 8);
  CUDA_CHECK(cudaMemcpy(out.data(), dOut, out.size() * sizeof(std::uint16_t), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(dValues));
  CUDA_CHECK(cudaFree(dSlot));
  CUDA_CHECK(cudaFree(dOut));

  std::vector<std::uint16_t> want(kSlots * 8, 0xdead);
  for (int j = 0; j < X; ++j)
    for (int r = 0; r < 8; ++r)
      for (int c = 0; c < 8; ++c) {
        // N: row r of matrix j lands in slot(8j + r). T: the transpose's row c is stored in slot(8j + c).
        int const row = Trans ? c : r, col = Trans ? r : c;
        want[slot[8 * j + row] * 8 + col] = v[j * 64 + r * 8 + c];
      }
  int errors = 0;
  for (int i = 0; i < kSlots * 8; ++i)
    if (out[i] != want[i] && ++errors <= 5) std::fprintf(stderr, "  element %d: %#x, expected %#x\n", i, out[i], want[i]);
  std::printf("stmatrix x%d %s: %s (%d of %d differ)\n", X, Trans ? "T" : "N", errors ? "FAILED" : "ok", errors, kSlots * 8);
  return errors ? 1 : 0;
}

int main() {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("stmatrix_sm90: no GPU here, skipped\n");
    return 77;
  }
  cudaDeviceProp prop{};
  CUDA_CHECK(cudaGetDeviceProperties(&prop, 0));
  if (prop.major != 9) {
    std::printf("stmatrix_sm90: needs an SM90 GPU (this is sm_%d%d), skipped\n", prop.major, prop.minor);
    return 77;
  }
  unsigned const seed = std::getenv("CUTE_TEST_SEED") ? unsigned(std::atoi(std::getenv("CUTE_TEST_SEED"))) : std::random_device{}();
  std::printf("stmatrix_sm90: seed %u\n", seed);
  std::mt19937 rng(seed);
  int failures = run_case<1, false>(rng) + run_case<2, false>(rng) + run_case<4, false>(rng) + run_case<1, true>(rng) +
                 run_case<2, true>(rng) + run_case<4, true>(rng);
  return failures == 0 ? 0 : 1;
}

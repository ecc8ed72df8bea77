// cp.async on the GPU: the wrappers (16 bytes .ca and .cg, 8 and 4 bytes .ca, and 16-byte zero-fill
// with a predicate) copy global memory into poisoned shared memory, committed with cp_async_fence
// and waited for with cp_async_wait; then the atoms: a TiledCopy of
// Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS_ZFILL<uint128_t>, half_t> copies a ragged matrix (rows past its
// end zero-filled through copy_if) and a TiledCopy of SM80_CP_ASYNC_CACHEGLOBAL a whole tile. Each is
// checked on the host on fresh random data, outputs poisoned first. Without a GPU: exit 77 (skipped).
#include <cute/cute.hpp>

#include <cstdio>
#include <random>
#include <vector>
#include <cuda_runtime.h>

#include "cuda_check.hpp"

using namespace cute;

constexpr int Words = 256 + 256 + 128 + 64 + 256;  // .ca 16B, .cg 16B, .ca 8B, .ca 4B, zfill 16B
constexpr std::uint32_t Poison = 0xdeadbeefu;

__device__ bool zfill_pred(int t) { return t % 3 != 0; }

__global__ void wrappers_kernel(std::uint32_t const* in, std::uint32_t* out) {
  __shared__ alignas(16) std::uint32_t s[Words];
  int const t = threadIdx.x;  // 64 threads
  for (int i = t; i < Words; i += 64) s[i] = Poison;
  __syncthreads();
  auto g128 = reinterpret_cast<uint128_t const*>(in);
  auto s128 = reinterpret_cast<uint128_t*>(s);
  SM80_CP_ASYNC_CACHEALWAYS<uint128_t>::copy(g128[t], s128[t]);
  cp_async_fence();
  SM80_CP_ASYNC_CACHEGLOBAL<uint128_t>::copy(g128[64 + t], s128[64 + t]);
  cp_async_fence();
  SM80_CP_ASYNC_CACHEALWAYS<std::uint64_t>::copy(reinterpret_cast<std::uint64_t const*>(in + 512)[t],
                                                 reinterpret_cast<std::uint64_t*>(s + 512)[t]);
  SM80_CP_ASYNC_CACHEALWAYS<std::uint32_t>::copy(in[640 + t], s[640 + t]);
  cp_async_fence();
  SM80_CP_ASYNC_CACHEALWAYS_ZFILL<uint128_t>::copy(reinterpret_cast<uint128_t const*>(in + 704)[t],
                                                   reinterpret_cast<uint128_t*>(s + 704)[t], zfill_pred(t));
  cp_async_fence();
  cp_async_wait<2>();  // the first two groups are done
  cp_async_wait<0>();  // all are
  __syncthreads();
  for (int i = t; i < Words; i += 64) out[i] = s[i];
}

// A 64x64 half_t tile, row-major; the matrix has `rows` rows: the tile's rows past them are zero-filled.
using TileLayout = Layout<Shape<_64, _64>, Stride<_64, _1>>;
__global__ void atoms_kernel(half_t const* in, half_t* out_zfill, half_t* out_cg, int rows) {
  __shared__ alignas(16) half_t s[64 * 64];
  for (int i = threadIdx.x; i < 64 * 64; i += 128) s[i] = half_t::bitcast(0xffff);
  __syncthreads();
  auto thr_layout = Layout<Shape<_16, _8>, Stride<_8, _1>>{};  // 128 threads, 8 a row of 64
  auto val_layout = Layout<Shape<_1, _8>>{};                    // 8 halves (16 bytes) each
  auto zfill = make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS_ZFILL<uint128_t>, half_t>{}, thr_layout, val_layout);
  auto gA = make_tensor(make_gmem_ptr(in), TileLayout{});
  auto sA = make_tensor(make_smem_ptr(s), TileLayout{});
  auto cA = make_identity_tensor(make_shape(_64{}, _64{}));
  auto thr = zfill.get_slice(threadIdx.x);
  auto tAg = thr.partition_S(gA);  // (CPY, CPY_M, CPY_N)
  auto tAs = thr.partition_D(sA);
  auto tAc = thr.partition_S(cA);
  auto pred = make_tensor<bool>(make_shape(size<1>(tAg), size<2>(tAg)));
  for (int m = 0; m < size<1>(tAg); ++m)
    for (int n = 0; n < size<2>(tAg); ++n) pred(m, n) = get<0>(tAc(0, m, n)) < rows;
  copy_if(zfill, pred, tAg, tAs);
  cp_async_fence();
  cp_async_wait<0>();
  __syncthreads();
  for (int i = threadIdx.x; i < 64 * 64; i += 128) out_zfill[i] = s[i];
  __syncthreads();
  auto cg = make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEGLOBAL<uint128_t>, half_t>{}, thr_layout, val_layout);
  auto thr_cg = cg.get_slice(threadIdx.x);
  copy(cg, thr_cg.partition_S(gA), thr_cg.partition_D(sA));
  cp_async_fence();
  cp_async_wait<0>();
  __syncthreads();
  for (int i = threadIdx.x; i < 64 * 64; i += 128) out_cg[i] = s[i];
}

int main() {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("cp_async_sm80: no GPU here, skipped\n");
    return 77;
  }
  std::random_device rd;
  unsigned const seed = rd();
  std::printf("cp_async_sm80: seed %u\n", seed);
  std::mt19937 rng(seed);
  int failed = 0;
  {
    std::vector<std::uint32_t> in(Words), out(Words);
    for (auto& x : in) x = std::uint32_t(rng());
    std::uint32_t *din, *dout;
    CUDA_CHECK(cudaMalloc(&din, sizeof(std::uint32_t) * Words));
    CUDA_CHECK(cudaMalloc(&dout, sizeof(std::uint32_t) * Words));
    CUDA_CHECK(cudaMemcpy(din, in.data(), sizeof(std::uint32_t) * Words, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemset(dout, 0x5a, sizeof(std::uint32_t) * Words));
    wrappers_kernel<<<1, 64>>>(din, dout);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());
    CUDA_CHECK(cudaMemcpy(out.data(), dout, sizeof(std::uint32_t) * Words, cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaFree(din));
    CUDA_CHECK(cudaFree(dout));
    int errors = 0, zeros = 0;
    for (int i = 0; i < Words; ++i) {
      bool const filled = i >= 704 && (((i - 704) / 4) % 3 == 0);  // zfill: thread (i - 704) / 4 had pred false
      std::uint32_t const expected = filled ? 0u : in[i];
      zeros += filled;
      if (out[i] != expected && ++errors <= 5) std::fprintf(stderr, "word %d: %08x, expected %08x\n", i, out[i], expected);
    }
    std::printf("cp_async_sm80: cp.async .ca 16/8/4 B, .cg 16 B, zero-fill 16 B (%d words zero-filled): %d of %d words wrong\n",
                zeros, errors, Words);
    failed += errors != 0;
  }
  {
    int const rows = 37;
    std::vector<half_t> in(64 * 64), zf(64 * 64), cg(64 * 64);
    std::uniform_real_distribution<float> dist(-8.f, 8.f);
    for (auto& x : in) x = half_t(dist(rng));
    half_t *din, *dz, *dc;
    CUDA_CHECK(cudaMalloc(&din, sizeof(half_t) * in.size()));
    CUDA_CHECK(cudaMalloc(&dz, sizeof(half_t) * in.size()));
    CUDA_CHECK(cudaMalloc(&dc, sizeof(half_t) * in.size()));
    CUDA_CHECK(cudaMemcpy(din, in.data(), sizeof(half_t) * in.size(), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemset(dz, 0x5a, sizeof(half_t) * in.size()));
    CUDA_CHECK(cudaMemset(dc, 0x5a, sizeof(half_t) * in.size()));
    atoms_kernel<<<1, 128>>>(din, dz, dc, rows);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());
    CUDA_CHECK(cudaMemcpy(zf.data(), dz, sizeof(half_t) * in.size(), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(cg.data(), dc, sizeof(half_t) * in.size(), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaFree(din));
    CUDA_CHECK(cudaFree(dz));
    CUDA_CHECK(cudaFree(dc));
    int errors = 0;
    for (int i = 0; i < 64 * 64; ++i) {
      std::uint16_t const expected = i / 64 < rows ? in[i].storage : 0;
      if (zf[i].storage != expected && ++errors <= 5)
        std::fprintf(stderr, "zfill (%d,%d): %04x, expected %04x\n", i / 64, i % 64, zf[i].storage, expected);
      if (cg[i].storage != in[i].storage && ++errors <= 5)
        std::fprintf(stderr, "cg (%d,%d): %04x, expected %04x\n", i / 64, i % 64, cg[i].storage, in[i].storage);
    }
    std::printf("cp_async_sm80: TiledCopy cp.async ZFILL copy_if (%d of 64 rows) and CACHEGLOBAL, 64x64 half_t: %d wrong\n",
                rows, errors);
    failed += errors != 0;
  }
  return failed == 0 ? 0 : 1;
}

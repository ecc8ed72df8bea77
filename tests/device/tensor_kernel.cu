// Tensors on the GPU: a block tiles a matrix (local_tile), its threads partition the tile
// (local_partition), copy it to registers, scale it (axpby) and copy it back with the edges
// predicated by an identity tensor; and a block computes C += A*B from shared-memory tiles with the
// scalar gemm. Each is checked against a host reference on fresh random data, outputs poisoned
// first. Without a GPU: exit 77 (skipped).
#include <cute/cute.hpp>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <random>
#include <vector>
#include <cuda_runtime.h>

#include "cuda_check.hpp"

using namespace cute;

using BlockTile = Shape<_32, _16>;
using Threads = Layout<Shape<_8, _16>, Stride<_16, _1>>;  // 128 threads, row-major over the tile

// y = alpha * x + beta * y over an (M, N) column-major matrix of any size: the last tiles overrun
// the edges, and the identity tensor says which of their elements exist.
__global__ void axpby_kernel(float alpha, float const* x, float beta, float* y, int M, int N) {
  auto shape = make_shape(M, N);
  auto mX = make_tensor(make_gmem_ptr(x), shape);
  auto mY = make_tensor(make_gmem_ptr(y), shape);
  auto cY = make_identity_tensor(shape);
  auto block = make_coord(int(blockIdx.x), int(blockIdx.y));
  auto tX = local_partition(local_tile(mX, BlockTile{}, block), Threads{}, threadIdx.x);
  auto tY = local_partition(local_tile(mY, BlockTile{}, block), Threads{}, threadIdx.x);
  auto tC = local_partition(local_tile(cY, BlockTile{}, block), Threads{}, threadIdx.x);
  auto in_bounds = [&](int i) { return get<0>(tC(i)) < M && get<1>(tC(i)) < N; };
  auto rX = make_fragment_like(tX);
  auto rY = make_fragment_like(tY);
  clear(rX);
  clear(rY);
  copy_if(in_bounds, tX, rX);
  copy_if(in_bounds, tY, rY);
  axpby(alpha, rX, beta, rY);
  copy_if(in_bounds, rY, tY);
}

// C (M,N) += A (M,K) * B (N,K) for one 16x16 tile with K = 32, through shared memory: each of the
// 64 threads owns a 2x2 piece of C and computes it with the scalar gemm.
__global__ void gemm_kernel(float const* a, float const* b, float* c) {
  __shared__ float sA_data[16 * 32];
  __shared__ float sB_data[16 * 32];
  auto gA = make_tensor(make_gmem_ptr(a), Layout<Shape<_16, _32>, Stride<_32, _1>>{});  // K-major
  auto gB = make_tensor(make_gmem_ptr(b), Layout<Shape<_16, _32>, Stride<_32, _1>>{});
  auto gC = make_tensor(make_gmem_ptr(c), Layout<Shape<_16, _16>>{});
  auto sA = make_tensor(make_smem_ptr(sA_data), Layout<Shape<_16, _32>>{});  // M-major in smem
  auto sB = make_tensor(make_smem_ptr(sB_data), Layout<Shape<_16, _32>>{});
  auto copy_threads = Layout<Shape<_8, _8>>{};
  copy(local_partition(gA, copy_threads, threadIdx.x), local_partition(sA, copy_threads, threadIdx.x));
  copy(local_partition(gB, copy_threads, threadIdx.x), local_partition(sB, copy_threads, threadIdx.x));
  __syncthreads();
  auto threads = Layout<Shape<_8, _8>>{};
  auto tA = local_partition(sA, threads, threadIdx.x, Step<_1, X>{});  // (2, 32): the thread's rows
  auto tB = local_partition(sB, threads, threadIdx.x, Step<X, _1>{});  // (2, 32): the thread's columns
  auto tC = local_partition(gC, threads, threadIdx.x);                 // (2, 2)
  auto rC = make_fragment_like(tC);
  copy(tC, rC);
  gemm(tA, tB, rC);
  copy(rC, tC);
}

int check_axpby(std::mt19937& rng) {
  int const M = 100, N = 37;  // not multiples of the 32x16 tile
  std::uniform_real_distribution<float> dist(-1, 1);
  std::vector<float> x(M * N), y(M * N);
  for (auto& v : x) v = dist(rng);
  for (auto& v : y) v = dist(rng);
  float *dx = nullptr, *dy = nullptr;
  std::size_t const pad = 64;  // a poisoned guard zone after the matrix must stay untouched
  CUDA_CHECK(cudaMalloc(&dx, x.size() * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dy, (y.size() + pad) * sizeof(float)));
  CUDA_CHECK(cudaMemset(dy, 0xff, (y.size() + pad) * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(dx, x.data(), x.size() * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dy, y.data(), y.size() * sizeof(float), cudaMemcpyHostToDevice));
  dim3 grid((M + 31) / 32, (N + 15) / 16);
  axpby_kernel<<<grid, 128>>>(1.5f, dx, -0.5f, dy, M, N);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  std::vector<float> out(y.size() + pad);
  CUDA_CHECK(cudaMemcpy(out.data(), dy, out.size() * sizeof(float), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(dx));
  CUDA_CHECK(cudaFree(dy));
  int errors = 0;
  for (int i = 0; i < M * N; ++i) {
    // The device may contract alpha * x + beta * y into one fma: allow its rounding difference.
    float const expect = 1.5f * x[i] - 0.5f * y[i];
    float const tolerance = 1e-6f * (std::fabs(1.5f * x[i]) + std::fabs(0.5f * y[i]));
    if (!(std::fabs(out[i] - expect) <= tolerance) && ++errors <= 5)
      std::fprintf(stderr, "axpby: element %d: %g, expected %g\n", i, out[i], expect);
  }
  unsigned guard;
  for (std::size_t i = y.size(); i < out.size(); ++i) {
    std::memcpy(&guard, &out[i], 4);
    if (guard != 0xffffffffu && ++errors <= 5) std::fprintf(stderr, "axpby: wrote past the matrix at %zu\n", i);
  }
  std::printf("tensor_kernel: axpby over a %dx%d matrix in 32x16 tiles (edges predicated): %d errors\n", M, N, errors);
  return errors;
}

int check_gemm(std::mt19937& rng) {
  std::uniform_int_distribution<int> dist(-4, 4);  // small integers: exact in float, any order
  std::vector<float> a(16 * 32), b(16 * 32), c(16 * 16);
  for (auto& v : a) v = float(dist(rng));
  for (auto& v : b) v = float(dist(rng));
  for (auto& v : c) v = float(dist(rng));
  float *da, *db, *dc;
  CUDA_CHECK(cudaMalloc(&da, a.size() * 4));
  CUDA_CHECK(cudaMalloc(&db, b.size() * 4));
  CUDA_CHECK(cudaMalloc(&dc, c.size() * 4));
  CUDA_CHECK(cudaMemcpy(da, a.data(), a.size() * 4, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(db, b.data(), b.size() * 4, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dc, c.data(), c.size() * 4, cudaMemcpyHostToDevice));
  gemm_kernel<<<1, 64>>>(da, db, dc);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  std::vector<float> out(c.size());
  CUDA_CHECK(cudaMemcpy(out.data(), dc, out.size() * 4, cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(da));
  CUDA_CHECK(cudaFree(db));
  CUDA_CHECK(cudaFree(dc));
  int errors = 0;
  for (int m = 0; m < 16; ++m)
    for (int n = 0; n < 16; ++n) {
      float expect = c[m + 16 * n];
      for (int k = 0; k < 32; ++k) expect += a[m * 32 + k] * b[n * 32 + k];
      if (out[m + 16 * n] != expect && ++errors <= 5)
        std::fprintf(stderr, "gemm: C(%d,%d) = %g, expected %g\n", m, n, out[m + 16 * n], expect);
    }
  std::printf("tensor_kernel: scalar gemm 16x16x32 from shared memory: %d errors\n", errors);
  return errors;
}

int main() {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("tensor_kernel: no GPU here, skipped\n");
    return 77;
  }
  std::mt19937 rng(std::random_device{}());
  int errors = check_axpby(rng);
  errors += check_gemm(rng);
  return errors == 0 ? 0 : 1;
}

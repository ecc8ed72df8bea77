// TMA over a tile of the leading modes of a higher-rank tensor, and a tensor map changed on the device,
// as attention and grouped-GEMM kernels write them with CuTe:
//  1. make_tma_copy(SM90_TMA_LOAD{}, X, slayout) with X (seq, dim, head) and a (seq, dim) tile: each
//     block loads tile (blockIdx.x, 0) of head blockIdx.y of get_tma_tensor(shape(X)), through
//     local_tile(mX(_, _, h), ...), and writes it out; the copy must equal X.
//  2. The same copy's tensor map, copied to shared memory, retargeted to another tensor Y of other
//     extents (tma_descriptor_replace_addr_in_shared_mem, _dims_strides_in_shared_mem with
//     detail::fill_tma_gmem_shape_stride), written to global memory (tma_descriptor_cp_fence_release);
//     a second kernel acquires it (tma_descriptor_fence_acquire) and loads Y through it
//     (tma.with(desc, mbar)): the copy must equal Y.
//  3. An (8, 128) tile (a 64 x 8 box, loaded twice: two swizzle atoms along dim) of a rank-6 tensor
//     (seq, dim, a, b, c, d): the last two modes share the fifth TMA dimension (as CuTe groups them),
//     each block loading its tile of slice (a, b, c, d).
// Without an SM90 GPU: exit 77 (skipped).
#include <cute/cute.hpp>
#include <cute/atom.hpp>
#include <cute/arch/mbarrier.hpp>
#include <cute/atom/copy_traits_sm90_tma.hpp>
#include <cute/atom/mma_atom_sm90.hpp>

#include <algorithm>
#include <cstdio>
#include <vector>

#include <cuda_runtime.h>

#include "cuda_check.hpp"

using namespace cute;

using T = half_t;
constexpr int BS = 64, BD = 64;
using SLayout = decltype(tile_to_shape(GMMA::Layout_K_SW128_Atom<T>{}, Shape<Int<BS>, Int<BD>>{}));

// Loads tile (blockIdx.x, 0) of head blockIdx.y through desc (the copy's own when null) and writes it
// to out (seq, dim, head), K-major like the source.
template <class Tma>
__global__ void load_heads(__grid_constant__ Tma const tma, TmaDescriptor const* desc, int S, int D, int H, T* out) {
  __shared__ __align__(1024) T smem[cosize_v<SLayout>];
  __shared__ std::uint64_t bar;
  if (desc != nullptr) tma_descriptor_fence_acquire(desc);
  auto sT = make_tensor(make_smem_ptr(smem), SLayout{});
  auto mX = tma.get_tma_tensor(make_shape(S, D, H));
  auto gT = local_tile(mX(_, _, blockIdx.y), make_shape(Int<BS>{}, Int<BD>{}), make_coord(blockIdx.x, 0));
  if (threadIdx.x == 0) mbarrier_init(bar, 1);
  fence_barrier_init();
  __syncthreads();
  if (threadIdx.x == 0) {
    mbarrier_arrive_expect_tx(bar, std::uint32_t(BS * BD * sizeof(T)));
    if (desc != nullptr) {
      copy(tma.with(desc, bar), gT, sT);
    } else {
      copy(tma.with(bar), gT, sT);
    }
  }
  mbarrier_wait(bar, 0);
  auto gOut = make_tensor(make_gmem_ptr(out), make_shape(S, D, H), make_stride(D, _1{}, S * D));
  auto tOut = local_tile(gOut(_, _, blockIdx.y), make_shape(Int<BS>{}, Int<BD>{}), make_coord(blockIdx.x, 0));
  for (int i = threadIdx.x; i < BS * BD; i += blockDim.x) tOut(i % BS, i / BS) = sT(i % BS, i / BS);
}

// Rank 5: block (i, j) loads tile (i, 0) of slice (j % 2, (j / 2) % 3, j / 6) of x (16, 128, 2, 3, 2).
using SLayout6 = decltype(tile_to_shape(GMMA::Layout_K_SW128_Atom<T>{}, Shape<_8, _128>{}));
template <class Tma>
__global__ void load_rank6(__grid_constant__ Tma const tma, T* out) {
  __shared__ __align__(1024) T smem[cosize_v<SLayout6>];
  __shared__ std::uint64_t bar;
  auto const shape = make_shape(16, 128, 2, 3, 2, 2);
  int const a = blockIdx.y % 2, b = (blockIdx.y / 2) % 3, c = (blockIdx.y / 6) % 2, d = blockIdx.y / 12;
  auto sT = make_tensor(make_smem_ptr(smem), SLayout6{});
  auto mX = tma.get_tma_tensor(shape);
  auto gT = local_tile(mX(_, _, a, b, c, d), make_shape(_8{}, _128{}), make_coord(blockIdx.x, 0));
  if (threadIdx.x == 0) mbarrier_init(bar, 1);
  fence_barrier_init();
  __syncthreads();
  if (threadIdx.x == 0) {
    mbarrier_arrive_expect_tx(bar, std::uint32_t(8 * 128 * sizeof(T)));
    copy(tma.with(bar), gT, sT);
  }
  mbarrier_wait(bar, 0);
  auto gOut = make_tensor(make_gmem_ptr(out), shape, make_stride(128, _1{}, 16 * 128, 16 * 128 * 2, 16 * 128 * 6, 16 * 128 * 12));
  auto tOut = local_tile(gOut(_, _, a, b, c, d), make_shape(_8{}, _128{}), make_coord(blockIdx.x, 0));
  for (int i = threadIdx.x; i < 8 * 128; i += blockDim.x) tOut(i % 8, i / 8) = sT(i % 8, i / 8);
}

// One warp: the copy's tensor map retargeted to y (seq, dim, head) in shared memory, then written to desc_out.
template <class Tma>
__global__ void retarget(__grid_constant__ Tma const tma, T const* y, int S, int D, int H, TmaDescriptor* desc_out) {
  __shared__ __align__(128) TmaDescriptor smem_desc;
  if (threadIdx.x == 0) {
    smem_desc = *tma.get_tma_descriptor();
    auto gY = make_tensor(make_gmem_ptr(y), make_shape(S, D, H), make_stride(D, _1{}, S * D));
    cute::array<std::uint32_t, 5> shape{1, 1, 1, 1, 1};
    cute::array<std::uint64_t, 5> stride{0, 0, 0, 0, 0};
    detail::fill_tma_gmem_shape_stride(tma, gY, shape, stride);
    for (auto& s : stride) s *= sizeof(T);  // bytes
    tma_descriptor_replace_addr_in_shared_mem(smem_desc, y);
    tma_descriptor_replace_dims_strides_in_shared_mem(smem_desc, shape, stride);
  }
  __syncwarp();
  tma_descriptor_cp_fence_release(desc_out, smem_desc);
}

T value_at(int i, int salt) { return T(float((i * 7 + salt) % 1999 - 999)); }

int check(char const* name, std::vector<T> const& want, T const* d_out) {
  std::vector<T> got(want.size());
  CUDA_CHECK(cudaMemcpy(got.data(), d_out, got.size() * sizeof(T), cudaMemcpyDeviceToHost));
  int errors = 0;
  for (std::size_t i = 0; i < want.size(); ++i)
    if (float(got[i]) != float(want[i]) && ++errors <= 5)
      std::fprintf(stderr, "  %s: element %zu is %g, expected %g\n", name, i, double(float(got[i])), double(float(want[i])));
  std::printf("tma_heads_sm90: %-60s %s (%d errors)\n", name, errors ? "FAILED" : "ok", errors);
  return errors ? 1 : 0;
}

int main() {
  int devices = 0;
  cudaDeviceProp prop{};
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0 || cudaGetDeviceProperties(&prop, 0) != cudaSuccess ||
      prop.major != 9) {
    std::printf("tma_heads_sm90: no SM90 GPU here, skipped\n");
    return 77;
  }
  int const S = 2 * BS, D = BD, H = 3;   // X: 128 x 64 x 3
  int const S2 = 3 * BS, H2 = 2;         // Y: 192 x 64 x 2
  std::vector<T> x(std::size_t(S) * D * H), y(std::size_t(S2) * D * H2);
  for (std::size_t i = 0; i < x.size(); ++i) x[i] = value_at(int(i), 0);
  for (std::size_t i = 0; i < y.size(); ++i) y[i] = value_at(int(i), 5);
  T *dx, *dy, *dout;
  TmaDescriptor* ddesc;
  CUDA_CHECK(cudaMalloc(&dx, x.size() * sizeof(T)));
  CUDA_CHECK(cudaMalloc(&dy, y.size() * sizeof(T)));
  CUDA_CHECK(cudaMalloc(&dout, std::max({x.size(), y.size(), std::size_t(16) * 128 * 24}) * sizeof(T)));
  CUDA_CHECK(cudaMalloc(&ddesc, sizeof(TmaDescriptor)));
  CUDA_CHECK(cudaMemcpy(dx, x.data(), x.size() * sizeof(T), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dy, y.data(), y.size() * sizeof(T), cudaMemcpyHostToDevice));
  auto const gX = make_tensor(make_gmem_ptr(static_cast<T const*>(dx)), make_shape(S, D, H), make_stride(D, _1{}, S * D));
  auto tma = make_tma_copy(SM90_TMA_LOAD{}, gX, SLayout{});  // a (seq, dim) tile of a (seq, dim, head) tensor
  int failures = 0;

  CUDA_CHECK(cudaMemset(dout, 0xff, x.size() * sizeof(T)));
  load_heads<<<dim3(S / BS, H), 128>>>(tma, nullptr, S, D, H, dout);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  failures += check("(seq, dim) tiles of a (seq, dim, head) tensor", x, dout);

  retarget<<<1, 32>>>(tma, dy, S2, D, H2, ddesc);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemset(dout, 0xff, y.size() * sizeof(T)));
  load_heads<<<dim3(S2 / BS, H2), 128>>>(tma, ddesc, S2, D, H2, dout);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  failures += check("through the tensor map retargeted on the device to another tensor", y, dout);

  {
    std::vector<T> z(std::size_t(16) * 128 * 24);
    for (std::size_t i = 0; i < z.size(); ++i) z[i] = value_at(int(i), 9);
    T* dz;
    CUDA_CHECK(cudaMalloc(&dz, z.size() * sizeof(T)));
    CUDA_CHECK(cudaMemcpy(dz, z.data(), z.size() * sizeof(T), cudaMemcpyHostToDevice));
    auto const gZ = make_tensor(make_gmem_ptr(static_cast<T const*>(dz)), make_shape(16, 128, 2, 3, 2, 2),
                                make_stride(128, _1{}, 16 * 128, 16 * 128 * 2, 16 * 128 * 6, 16 * 128 * 12));
    auto tma5 = make_tma_copy(SM90_TMA_LOAD{}, gZ, SLayout6{});
    static_assert(decltype(tma5)::dims == 5 && decltype(tma5)::plan.tail_count == 2 && decltype(tma5)::plan.boxes == 2,
                  "modes c and d share a dimension");
    CUDA_CHECK(cudaMemset(dout, 0xff, z.size() * sizeof(T)));
    load_rank6<<<dim3(2, 24), 128>>>(tma5, dout);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());
    failures += check("(8, 128) tiles of a rank-6 tensor, its last two modes one TMA dimension", z, dout);
    CUDA_CHECK(cudaFree(dz));
  }
  CUDA_CHECK(cudaFree(dx));
  CUDA_CHECK(cudaFree(dy));
  CUDA_CHECK(cudaFree(dout));
  CUDA_CHECK(cudaFree(ddesc));
  return failures == 0 ? 0 : 1;
}

// ldmatrix on the GPU: every wrapper (x1, x2, x4, plain and .trans) loads four 8x8 matrices of 16-bit
// values from shared memory; the host computes each thread's registers from the PTX ISA's fragment
// rule (not from the traits). Then the atoms: a TiledCopy of each ldmatrix atom moves a 16x16 smem
// tile to registers in the (thread, value) order of its Copy_Traits, checked against the traits'
// destination layout. Fresh random data, outputs poisoned first. Without a GPU: exit 77 (skipped).
#include <cute/cute.hpp>

#include <cstdio>
#include <random>
#include <vector>
#include <cuda_runtime.h>

#include "cuda_check.hpp"

using namespace cute;

constexpr int Variants = 6;  // x1, x2, x4, x1.trans, x2.trans, x4.trans

__global__ void ldsm_kernel(std::uint16_t const* in, std::uint32_t* out) {
  __shared__ alignas(16) std::uint16_t s[4 * 64];
  int const t = threadIdx.x;
  for (int i = t; i < 4 * 64; i += 32) s[i] = in[i];
  __syncthreads();
  // Thread t points at row t % 8 of matrix t / 8 (of the matrices the variant loads).
  auto row = [&](int matrices) -> uint128_t const& {
    return *reinterpret_cast<uint128_t const*>(&s[((t / 8) % matrices) * 64 + (t % 8) * 8]);
  };
  std::uint32_t* o = out + t * 4;
  SM75_U32x1_LDSM_N::copy(row(1), o[0 * 128]);
  SM75_U32x2_LDSM_N::copy(row(2), o[1 * 128], o[1 * 128 + 1]);
  SM75_U32x4_LDSM_N::copy(row(4), o[2 * 128], o[2 * 128 + 1], o[2 * 128 + 2], o[2 * 128 + 3]);
  SM75_U16x2_LDSM_T::copy(row(1), o[3 * 128]);
  SM75_U16x4_LDSM_T::copy(row(2), o[4 * 128], o[4 * 128 + 1]);
  SM75_U16x8_LDSM_T::copy(row(4), o[5 * 128], o[5 * 128 + 1], o[5 * 128 + 2], o[5 * 128 + 3]);
}

// The atoms: the smem data, seen as the atom's source (thread, value) layout, copied into each
// thread's registers; each thread writes its NumValDst values out in order.
template <class Op>
__global__ void atom_kernel(half_t const* in, half_t* out) {
  using Atom = Copy_Atom<Op, half_t>;
  constexpr int Values = Atom::NumValSrc * 32;  // the bits the atom moves, in half_t
  __shared__ alignas(16) half_t s[Values];
  for (int i = threadIdx.x; i < Values; i += 32) s[i] = in[i];
  __syncthreads();
  auto src_tv = typename Atom::ValLayoutSrc{};  // (thread, value) -> smem offset
  auto dst_tv = typename Atom::ValLayoutDst{};
  auto src = make_tensor(make_smem_ptr(s), src_tv);
  auto mine = slice_and_offset(make_coord(int(threadIdx.x), Underscore{}), src_tv);
  auto tS = make_tensor(make_smem_ptr(s) + get<1>(mine), get<0>(mine));
  auto rD = make_tensor<half_t>(make_shape(Int<Atom::NumValDst>{}));
  copy(Atom{}, tS, rD);
  (void)src;
  (void)dst_tv;
  for (int v = 0; v < Atom::NumValDst; ++v) out[threadIdx.x * Atom::NumValDst + v] = rD(v);
}

template <class Op>
int check_atom(char const* name, std::mt19937& rng) {
  using Atom = Copy_Atom<Op, half_t>;
  constexpr int Values = Atom::NumValSrc * 32, Out = Atom::NumValDst * 32;
  std::vector<half_t> in(Values), out(Out);
  std::uniform_int_distribution<int> dist(0, 0xfbff);
  for (auto& x : in) x = half_t::bitcast(std::uint16_t(dist(rng)));
  half_t *din, *dout;
  CUDA_CHECK(cudaMalloc(&din, sizeof(half_t) * Values));
  CUDA_CHECK(cudaMalloc(&dout, sizeof(half_t) * Out));
  CUDA_CHECK(cudaMemcpy(din, in.data(), sizeof(half_t) * Values, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(dout, 0xff, sizeof(half_t) * Out));
  atom_kernel<Op><<<1, 32>>>(din, dout);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  CUDA_CHECK(cudaMemcpy(out.data(), dout, sizeof(half_t) * Out, cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(din));
  CUDA_CHECK(cudaFree(dout));
  // Value v of thread t is the element at the destination layout's offset: (t, v) -> element of the
  // reference data, whose element i is the source layout's element... both are offsets in the data.
  typename Atom::ValLayoutDst dst{};
  int errors = 0;
  for (int t = 0; t < 32; ++t)
    for (int v = 0; v < Atom::NumValDst; ++v) {
      std::uint16_t const expected = in[int(dst(t, v))].storage, got = out[t * Atom::NumValDst + v].storage;
      if (expected != got && ++errors <= 5)
        std::fprintf(stderr, "%s: thread %d value %d: %04x, expected %04x\n", name, t, v, got, expected);
    }
  std::printf("ldmatrix_sm75: Copy_Atom<%s, half_t>: %d of %d values wrong\n", name, errors, Out);
  return errors == 0 ? 0 : 1;
}

int main() {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("ldmatrix_sm75: no GPU here, skipped\n");
    return 77;
  }
  std::random_device rd;
  unsigned const seed = rd();
  std::printf("ldmatrix_sm75: seed %u\n", seed);
  std::mt19937 rng(seed);
  std::vector<std::uint16_t> in(256);
  std::uniform_int_distribution<int> dist(0, 0xffff);
  for (auto& x : in) x = std::uint16_t(dist(rng));
  std::uint16_t* din;
  std::uint32_t* dout;
  CUDA_CHECK(cudaMalloc(&din, sizeof(std::uint16_t) * 256));
  CUDA_CHECK(cudaMalloc(&dout, sizeof(std::uint32_t) * Variants * 128));
  CUDA_CHECK(cudaMemcpy(din, in.data(), sizeof(std::uint16_t) * 256, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(dout, 0xff, sizeof(std::uint32_t) * Variants * 128));  // poison
  ldsm_kernel<<<1, 32>>>(din, dout);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  std::vector<std::uint32_t> out(Variants * 128);
  CUDA_CHECK(cudaMemcpy(out.data(), dout, sizeof(std::uint32_t) * out.size(), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(din));
  CUDA_CHECK(cudaFree(dout));
  // PTX: of matrix r, thread t receives row t / 4, columns 2 (t % 4) and 2 (t % 4) + 1 (low half first);
  // .trans: the same of the transposed matrix.
  auto at = [&](int r, int row, int col) { return std::uint32_t(in[r * 64 + row * 8 + col]); };
  char const* names[Variants] = {"SM75_U32x1_LDSM_N", "SM75_U32x2_LDSM_N", "SM75_U32x4_LDSM_N",
                                 "SM75_U16x2_LDSM_T", "SM75_U16x4_LDSM_T", "SM75_U16x8_LDSM_T"};
  int const matrices[Variants] = {1, 2, 4, 1, 2, 4};
  int failed = 0;
  for (int variant = 0; variant < Variants; ++variant) {
    bool const trans = variant >= 3;
    int errors = 0;
    for (int t = 0; t < 32; ++t)
      for (int r = 0; r < matrices[variant]; ++r) {
        int const g = t / 4, q = t % 4;
        std::uint32_t const expected = trans ? (at(r, 2 * q, g) | (at(r, 2 * q + 1, g) << 16))
                                             : (at(r, g, 2 * q) | (at(r, g, 2 * q + 1) << 16));
        std::uint32_t const got = out[variant * 128 + t * 4 + r];
        if (got != expected && ++errors <= 5)
          std::fprintf(stderr, "%s: thread %d register %d: %08x, expected %08x\n", names[variant], t, r, got, expected);
      }
    std::printf("ldmatrix_sm75: %s: %d of %d registers wrong\n", names[variant], errors, 32 * matrices[variant]);
    failed += errors != 0;
  }
  failed += check_atom<SM75_U32x1_LDSM_N>("SM75_U32x1_LDSM_N", rng);
  failed += check_atom<SM75_U32x2_LDSM_N>("SM75_U32x2_LDSM_N", rng);
  failed += check_atom<SM75_U32x4_LDSM_N>("SM75_U32x4_LDSM_N", rng);
  failed += check_atom<SM75_U16x2_LDSM_T>("SM75_U16x2_LDSM_T", rng);
  failed += check_atom<SM75_U16x4_LDSM_T>("SM75_U16x4_LDSM_T", rng);
  failed += check_atom<SM75_U16x8_LDSM_T>("SM75_U16x8_LDSM_T", rng);
  return failed == 0 ? 0 : 1;
}

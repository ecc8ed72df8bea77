// Kernels written the way weight-only quantized (int4) and FP4 kernels use CuTe (their idioms, our own
// code): a packed int4_t operand in global memory (make_gmem_ptr<int4_t> of untyped memory), tiled
// and copied into shared memory by cp.async atoms of int4_t values, a thread's row of it copied into
// a register fragment of int4_t, widened to half_t, and an FP4 (float_e2m1_t) result packed in
// registers and stored through recast<uint8_t>; bools as packed predicates; sizeof_bits of the
// packed types, array_subbyte, bit_field in a descriptor union, MixedBits.
// tests/ports ports it with cute-port and compiles it for sm_80 (it also compiles on CuTe 4.2).
#include <cute/tensor.hpp>
#include <cute/container/bit_field.hpp>
#include <cute/container/array_subbyte.hpp>
#include <cutlass/numeric_types.h>

using namespace cute;

struct QuantStyle {
  static constexpr int kN = 64, kK = 128;
  // 128-bit cp.async of int4_t: 32 values a copy.
  using GmemCopy = decltype(make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEGLOBAL<cute::uint128_t>, int4_t>{},
                                            Layout<Shape<_32, _4>, Stride<_4, _1>>{}, Layout<Shape<_1, _32>>{}));
  using SmemLayout = Layout<Shape<Int<kN>, Int<kK>>, Stride<Int<kK>, _1>>;
};

// A field-by-field descriptor, as CuTe's instruction descriptors are written.
union ScaleDescriptor {
  std::uint32_t word;
  bit_field<0, 8> scale_exponent;
  bit_field<8, 4> block;
  bit_field<12, 20> offset;
};

__global__ void dequant_tile(void const* weights, half_t* out, void* fp4_out, int k_tiles) {
  static_assert(sizeof_bits_v<int4_t> == 4 && sizeof_bits_v<float_e2m1_t> == 4 && sizeof_bits_v<uint2_t> == 2);
  static_assert(cute::is_subbyte_v<int4_t> && !cute::is_subbyte_v<half_t>);
  __shared__ alignas(128) cute::uint8_t smem[QuantStyle::kN * QuantStyle::kK / 2];

  Tensor gW = make_tensor(make_gmem_ptr<int4_t>(weights), make_shape(Int<QuantStyle::kN>{}, QuantStyle::kK * k_tiles),
                          make_stride(QuantStyle::kK * k_tiles, _1{}));
  Tensor gTile = local_tile(gW, make_shape(Int<QuantStyle::kN>{}, Int<QuantStyle::kK>{}), make_coord(0, blockIdx.x));
  Tensor sW = make_tensor(make_smem_ptr<int4_t>(smem), QuantStyle::SmemLayout{});

  typename QuantStyle::GmemCopy gmem_copy;
  auto thr = gmem_copy.get_slice(threadIdx.x);
  copy(gmem_copy, thr.partition_S(gTile), thr.partition_D(sW));
  cp_async_fence();
  cp_async_wait<0>();
  __syncthreads();

  // A thread's 32 values of one row: a register fragment of int4_t, widened to half_t.
  int const row = threadIdx.x / 4, part = threadIdx.x % 4;
  Tensor sRow = local_tile(sW(row, _), make_shape(_32{}), make_coord(part));
  Tensor rW = make_tensor<int4_t>(Layout<_32>{});
  copy(sRow, rW);
  Tensor rH = make_tensor<half_t>(Layout<_32>{});
  CUTE_UNROLL
  for (int i = 0; i < size(rW); ++i) rH(i) = half_t(float(int(int4_t(rW(i)))));
  Tensor gOut = make_tensor(make_gmem_ptr(out), make_shape(Int<QuantStyle::kN>{}, Int<QuantStyle::kK>{}), LayoutRight{});
  copy(rH, local_tile(gOut(row, _), make_shape(_32{}), make_coord(part)));

  // The same values as FP4, packed in registers and stored as bytes.
  Tensor rF = make_tensor<float_e2m1_t>(Layout<_32>{});
  CUTE_UNROLL
  for (int i = 0; i < size(rW); ++i) rF(i) = float_e2m1_t(float(rH(i)) * 0.5f);
  Tensor gF = make_tensor(make_gmem_ptr<float_e2m1_t>(fp4_out), make_shape(Int<QuantStyle::kN * QuantStyle::kK>{}));
  copy(recast<cute::uint8_t>(rF), recast<cute::uint8_t>(local_tile(gF, make_shape(_32{}), make_coord(threadIdx.x))));

  // Packed predicates and a small packed array.
  Tensor pred = make_tensor<bool>(make_shape(_8{}));
  CUTE_UNROLL
  for (int i = 0; i < size(pred); ++i) pred(i) = (threadIdx.x + i) % 3 == 0;
  array_subbyte<uint2_t, 16> codes{};
  codes[threadIdx.x % 16] = uint2_t(3);
  if (pred(0) && unsigned(uint2_t(codes[0])) == 3u) {
    ScaleDescriptor desc{};
    desc.block = 5;
    desc.offset = threadIdx.x;
    out[0] = half_t(float(desc.word & 0xff) + float(std::uint32_t(make_mixed_bits(_8{}, threadIdx.x, _7{}))));
  }
}

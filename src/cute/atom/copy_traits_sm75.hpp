// cute/atom/copy_traits_sm75.hpp: Copy_Traits of ldmatrix (cute/arch/copy_sm75.hpp), in bits. The
// source: thread t gives the 128-bit row t (x4), t % 16 (x2) or t % 8 (x1) of the 8x8 matrices. The
// destination, plain (N): thread t receives 32 bits of each matrix, bits 32t..32t+31 of it; transposed
// (T): two 16-bit values of each matrix, the column of the row pair, (thread (q, g), value (b, j)) ->
// bit b + 16 g + 128 (2q + j) (+ 1024 per matrix).
#pragma once
#include <cute/config.hpp>
#include <cute/arch/copy_sm75.hpp>
#include <cute/atom/copy_traits.hpp>
#include <cute/layout.hpp>

namespace cute {

template <>
struct Copy_Traits<SM75_U32x1_LDSM_N> {
  using ThrID = Layout<_32>;
  using SrcLayout = Layout<Shape<Shape<_8, _4>, _128>, Stride<Stride<_128, _0>, _1>>;
  using DstLayout = Layout<Shape<_32, _32>, Stride<_32, _1>>;
  using RefLayout = DstLayout;
};

template <>
struct Copy_Traits<SM75_U32x2_LDSM_N> {
  using ThrID = Layout<_32>;
  using SrcLayout = Layout<Shape<Shape<_16, _2>, _128>, Stride<Stride<_128, _0>, _1>>;
  using DstLayout = Layout<Shape<_32, Shape<_32, _2>>, Stride<_32, Stride<_1, _1024>>>;
  using RefLayout = DstLayout;
};

template <>
struct Copy_Traits<SM75_U32x4_LDSM_N> {
  using ThrID = Layout<_32>;
  using SrcLayout = Layout<Shape<_32, _128>, Stride<_128, _1>>;
  using DstLayout = Layout<Shape<_32, Shape<_32, _4>>, Stride<_32, Stride<_1, _1024>>>;
  using RefLayout = DstLayout;
};

template <>
struct Copy_Traits<SM75_U16x2_LDSM_T> {
  using ThrID = Layout<_32>;
  using SrcLayout = Layout<Shape<Shape<_8, _4>, _128>, Stride<Stride<_128, _0>, _1>>;
  using DstLayout = Layout<Shape<Shape<_4, _8>, Shape<_16, _2>>, Stride<Stride<_256, _16>, Stride<_1, _128>>>;
  using RefLayout = DstLayout;
};

template <>
struct Copy_Traits<SM75_U16x4_LDSM_T> {
  using ThrID = Layout<_32>;
  using SrcLayout = Layout<Shape<Shape<_16, _2>, _128>, Stride<Stride<_128, _0>, _1>>;
  using DstLayout =
      Layout<Shape<Shape<_4, _8>, Shape<_16, _2, _2>>, Stride<Stride<_256, _16>, Stride<_1, _128, _1024>>>;
  using RefLayout = DstLayout;
};

template <>
struct Copy_Traits<SM75_U16x8_LDSM_T> {
  using ThrID = Layout<_32>;
  using SrcLayout = Layout<Shape<_32, _128>, Stride<_128, _1>>;
  using DstLayout =
      Layout<Shape<Shape<_4, _8>, Shape<_16, _2, _4>>, Stride<Stride<_256, _16>, Stride<_1, _128, _1024>>>;
  using RefLayout = DstLayout;
};

/// movmatrix: each thread's 32 bits in, its 32 bits of the transposed matrix out (CuTe's layouts:
/// the transposition is in the values, not in the layouts).
template <>
struct Copy_Traits<SM75_U32x1_MOVM_T> {
  using ThrID = Layout<_32>;
  using SrcLayout = Layout<Shape<_32, _32>, Stride<_32, _1>>;
  using DstLayout = Layout<Shape<_32, _32>, Stride<_32, _1>>;
  using RefLayout = DstLayout;
};

}  // namespace cute

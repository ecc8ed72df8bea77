// cute/atom/mma_traits_sm80.hpp: MMA_Traits of the SM80 mma.sync operations (cute/arch/mma_sm80.hpp).
// A 16x8 fragment of C holds, for thread t = 4*g + q (g = t/4 the group, q = t%4), the values
// (m, n) = (g, 2q), (g, 2q+1), (g+8, 2q), (g+8, 2q+1); A and B follow the same pattern in k.
#pragma once
#include <cute/config.hpp>
#include <cute/arch/mma_sm80.hpp>
#include <cute/atom/mma_traits.hpp>
#include <cute/atom/value_types.hpp>
#include <cute/layout.hpp>

namespace cute {
CUTE_EXPORT namespace detail {
// (thread 32, value 4) -> (m 16, n 8): thread (q, g) has column pair 2q, rows g and g + 8.
using SM80_16x8_Row = Layout<Shape<Shape<_4, _8>, Shape<_2, _2>>, Stride<Stride<_32, _1>, Stride<_16, _8>>>;
// (thread 32, value 8) -> (m 16, k 16) of A in the 16x8x16 operations.
using SM80_16x16_A = Layout<Shape<Shape<_4, _8>, Shape<_2, _2, _2>>, Stride<Stride<_32, _1>, Stride<_16, _8, _128>>>;
// (thread 32, value 4) -> (n 8, k 16) of B in the 16x8x16 operations.
using SM80_8x16_B = Layout<Shape<Shape<_4, _8>, Shape<_2, _2>>, Stride<Stride<_16, _1>, Stride<_8, _64>>>;
}  // namespace detail

/// fp16 = fp16 * fp16 + fp16, 16x8x16.
template <>
struct MMA_Traits<SM80_16x8x16_F16F16F16F16_TN> {
  using ValTypeD = half_t;
  using ValTypeA = half_t;
  using ValTypeB = half_t;
  using ValTypeC = half_t;
  using Shape_MNK = Shape<_16, _8, _16>;
  using ThrID = Layout<_32>;
  using ALayout = detail::SM80_16x16_A;
  using BLayout = detail::SM80_8x16_B;
  using CLayout = detail::SM80_16x8_Row;
};

/// fp32 = fp16 * fp16 + fp32, 16x8x16: the layouts of the fp16 operation.
template <>
struct MMA_Traits<SM80_16x8x16_F32F16F16F32_TN> : MMA_Traits<SM80_16x8x16_F16F16F16F16_TN> {
  using ValTypeD = float;
  using ValTypeC = float;
};

/// fp32 = bf16 * bf16 + fp32, 16x8x16: the layouts of the fp16 operation.
template <>
struct MMA_Traits<SM80_16x8x16_F32BF16BF16F32_TN> : MMA_Traits<SM80_16x8x16_F16F16F16F16_TN> {
  using ValTypeD = float;
  using ValTypeA = bfloat16_t;
  using ValTypeB = bfloat16_t;
  using ValTypeC = float;
};

/// fp32 = tf32 * tf32 + fp32, 16x8x8: one 32-bit value a register, so A is (16, 8) in 4 values a
/// thread and B (8, 8) in 2.
template <>
struct MMA_Traits<SM80_16x8x8_F32TF32TF32F32_TN> {
  using ValTypeD = float;
  using ValTypeA = tfloat32_t;
  using ValTypeB = tfloat32_t;
  using ValTypeC = float;
  using Shape_MNK = Shape<_16, _8, _8>;
  using ThrID = Layout<_32>;
  using ALayout = Layout<Shape<Shape<_4, _8>, Shape<_2, _2>>, Stride<Stride<_16, _1>, Stride<_8, _64>>>;
  using BLayout = Layout<Shape<Shape<_4, _8>, _2>, Stride<Stride<_8, _1>, _32>>;
  using CLayout = detail::SM80_16x8_Row;
};

CUTE_EXPORT namespace detail {
// (thread 32, value 2) -> (m 8, n 8): thread (q, g) has row g, columns 2q and 2q + 1.
using SM80_8x8_Row = Layout<Shape<Shape<_4, _8>, _2>, Stride<Stride<_16, _1>, _8>>;
// (thread 32, value 1) -> (m 8, k 4): thread (q, g) has row g, column q (fp64 A and B).
using SM80_8x4 = Layout<Shape<Shape<_4, _8>, _1>, Stride<Stride<_8, _1>, _0>>;
// (thread 32, value 4) -> (8, 16) of 8-bit A or B in 8x8x16: row g, columns 4q .. 4q + 3.
using SM80_8x16_Int8 = Layout<Shape<Shape<_4, _8>, _4>, Stride<Stride<_32, _1>, _8>>;
// (thread 32, value 8) -> (m 16, k 16) of 8-bit A in 16x8x16: rows g and g + 8.
using SM80_16x16_Int8_A = Layout<Shape<Shape<_4, _8>, Shape<_4, _2>>, Stride<Stride<_64, _1>, Stride<_16, _8>>>;
// (thread 32, value 16) -> (m 16, k 32) of 8-bit A in 16x8x32: rows g and g + 8, k and k + 16.
using SM80_16x32_Int8_A = Layout<Shape<Shape<_4, _8>, Shape<_4, _2, _2>>, Stride<Stride<_64, _1>, Stride<_16, _8, _256>>>;
// (thread 32, value 8) -> (n 8, k 32) of 8-bit B in 16x8x32: k and k + 16.
using SM80_8x32_Int8_B = Layout<Shape<Shape<_4, _8>, Shape<_4, _2>>, Stride<Stride<_32, _1>, Stride<_8, _128>>>;
}  // namespace detail

/// fp16 = fp16 * fp16 + fp16, 16x8x8: A (16, 8) as C's (16, 8) pattern, B (8, 8) in 2 values a thread.
template <>
struct MMA_Traits<SM80_16x8x8_F16F16F16F16_TN> {
  using ValTypeD = half_t;
  using ValTypeA = half_t;
  using ValTypeB = half_t;
  using ValTypeC = half_t;
  using Shape_MNK = Shape<_16, _8, _8>;
  using ThrID = Layout<_32>;
  using ALayout = detail::SM80_16x8_Row;
  using BLayout = detail::SM80_8x8_Row;
  using CLayout = detail::SM80_16x8_Row;
};
/// fp32 = fp16 * fp16 + fp32, 16x8x8: the layouts of the fp16 operation.
template <>
struct MMA_Traits<SM80_16x8x8_F32F16F16F32_TN> : MMA_Traits<SM80_16x8x8_F16F16F16F16_TN> {
  using ValTypeD = float;
  using ValTypeC = float;
};
/// fp32 = bf16 * bf16 + fp32, 16x8x8: the layouts of the fp16 operation.
template <>
struct MMA_Traits<SM80_16x8x8_F32BF16BF16F32_TN> : MMA_Traits<SM80_16x8x8_F16F16F16F16_TN> {
  using ValTypeD = float;
  using ValTypeA = bfloat16_t;
  using ValTypeB = bfloat16_t;
  using ValTypeC = float;
};

/// fp32 = tf32 * tf32 + fp32, 16x8x4: A (16, 4) in rows g and g + 8, B (8, 4) one value a thread.
template <>
struct MMA_Traits<SM80_16x8x4_F32TF32TF32F32_TN> {
  using ValTypeD = float;
  using ValTypeA = tfloat32_t;
  using ValTypeB = tfloat32_t;
  using ValTypeC = float;
  using Shape_MNK = Shape<_16, _8, _4>;
  using ThrID = Layout<_32>;
  using ALayout = Layout<Shape<Shape<_4, _8>, _2>, Stride<Stride<_16, _1>, _8>>;
  using BLayout = detail::SM80_8x4;
  using CLayout = detail::SM80_16x8_Row;
};

/// fp64 = fp64 * fp64 + fp64, 8x8x4.
template <>
struct MMA_Traits<SM80_8x8x4_F64F64F64F64_TN> {
  using ValTypeD = double;
  using ValTypeA = double;
  using ValTypeB = double;
  using ValTypeC = double;
  using Shape_MNK = Shape<_8, _8, _4>;
  using ThrID = Layout<_32>;
  using ALayout = detail::SM80_8x4;
  using BLayout = detail::SM80_8x4;
  using CLayout = detail::SM80_8x8_Row;
};

/// complex<double> = complex<double> * complex<double> + complex<double>, 8x8x4: the layouts of fp64.
template <>
struct MMA_Traits<SM80_8x8x4_C64C64C64C64_TN> : MMA_Traits<SM80_8x8x4_F64F64F64F64_TN> {
  using ValTypeD = complex<double>;
  using ValTypeA = complex<double>;
  using ValTypeB = complex<double>;
  using ValTypeC = complex<double>;
};

CUTE_EXPORT namespace detail {
// The 8-bit integer operations: int32 = A * B + int32, A and B int8_t (S8) or uint8_t (U8); the
// _SATURATE forms share the layouts.
template <class A, class B, class Shape, class ALayoutT, class BLayoutT, class CLayoutT>
struct SM80_Int8_Traits {
  using ValTypeD = std::int32_t;
  using ValTypeA = A;
  using ValTypeB = B;
  using ValTypeC = std::int32_t;
  using Shape_MNK = Shape;
  using ThrID = Layout<_32>;
  using ALayout = ALayoutT;
  using BLayout = BLayoutT;
  using CLayout = CLayoutT;
};
template <class A, class B>
using SM80_8x8x16_Int8 = SM80_Int8_Traits<A, B, Shape<_8, _8, _16>, SM80_8x16_Int8, SM80_8x16_Int8, SM80_8x8_Row>;
template <class A, class B>
using SM80_16x8x16_Int8 = SM80_Int8_Traits<A, B, Shape<_16, _8, _16>, SM80_16x16_Int8_A, SM80_8x16_Int8, SM80_16x8_Row>;
template <class A, class B>
using SM80_16x8x32_Int8 = SM80_Int8_Traits<A, B, Shape<_16, _8, _32>, SM80_16x32_Int8_A, SM80_8x32_Int8_B, SM80_16x8_Row>;
}  // namespace detail

#define CUTE_SM80_INT8_TRAITS(MNK, AN, BN, A, B)                                                       \
  template <>                                                                                          \
  struct MMA_Traits<SM80_##MNK##_S32##AN##BN##S32_TN> : detail::SM80_##MNK##_Int8<A, B> {};            \
  template <>                                                                                          \
  struct MMA_Traits<SM80_##MNK##_S32##AN##BN##S32_TN_SATURATE> : detail::SM80_##MNK##_Int8<A, B> {};
#define CUTE_SM80_INT8_TRAITS_ALL(MNK)                                \
  CUTE_SM80_INT8_TRAITS(MNK, S8, S8, std::int8_t, std::int8_t)        \
  CUTE_SM80_INT8_TRAITS(MNK, S8, U8, std::int8_t, std::uint8_t)       \
  CUTE_SM80_INT8_TRAITS(MNK, U8, S8, std::uint8_t, std::int8_t)       \
  CUTE_SM80_INT8_TRAITS(MNK, U8, U8, std::uint8_t, std::uint8_t)
CUTE_SM80_INT8_TRAITS_ALL(8x8x16)
CUTE_SM80_INT8_TRAITS_ALL(16x8x16)
CUTE_SM80_INT8_TRAITS_ALL(16x8x32)
#undef CUTE_SM80_INT8_TRAITS_ALL
#undef CUTE_SM80_INT8_TRAITS

}  // namespace cute

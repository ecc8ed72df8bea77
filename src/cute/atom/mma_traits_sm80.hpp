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

}  // namespace cute

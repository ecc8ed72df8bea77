// cute/atom/mma_traits_sm70.hpp: MMA_Traits of the SM70 m8n8k4 operations (cute/arch/mma_sm70.hpp).
// One atom is one quadpair: threads 0-3 and 16-19 of the warp (the other quadpairs are other atoms of
// a TiledMMA), thread index t = t0 + 4 t1 for lane t0 + 16 t1. Its 8x8x4 tile is held as PTX lays it
// out: a K-major operand (A .row, B .col) gives thread t its row t, 4 values along k; an M/N-major
// one gives thread t the column k = t0, rows 4 t1 .. 4 t1 + 3.
#pragma once
#include <cute/config.hpp>
#include <cute/arch/mma_sm70.hpp>
#include <cute/atom/mma_traits.hpp>
#include <cute/atom/value_types.hpp>
#include <cute/layout.hpp>

namespace cute {
CUTE_EXPORT namespace detail {
// The quadpair's threads, as lanes: t0 + 4 t1 -> t0 + 16 t1.
using SM70_QuadPair = Layout<Shape<_4, _2>, Stride<_1, _16>>;
// (thread 8, value 4) -> (8, k 4) of a K-major operand: thread t has row t.
using SM70_8x4_Row = Layout<Shape<_8, _4>, Stride<_1, _8>>;
// (thread 8, value 4) -> (8, k 4) of an M/N-major operand: thread (t0, t1) has k = t0, rows 4 t1 + v.
using SM70_8x4_Col = Layout<Shape<Shape<_4, _2>, _4>, Stride<Stride<_8, _4>, _1>>;
// (thread 8, value 8) -> (m 8, n 8) of an fp16 accumulator: thread t has row t.
using SM70_8x8_16b = Layout<Shape<_8, _8>, Stride<_1, _8>>;
// (thread 8, value 8) -> (m 8, n 8) of an fp32 accumulator: lane bits (b0, b1) and t1, value bits
// (v0, v1, v2) give m = b0 + 2 v1 + 4 t1 and n = v0 + 2 b1 + 4 v2.
using SM70_8x8_32b = Layout<Shape<Shape<_2, _2, _2>, Shape<_2, _2, _2>>, Stride<Stride<_1, _16, _4>, Stride<_8, _2, _32>>>;

// The traits of one m8n8k4 operation: C's type, and the layouts of A and B by their majorness.
template <class CType, class ALayoutT, class BLayoutT, class CLayoutT>
struct SM70_8x8x4_Traits {
  using ValTypeD = CType;
  using ValTypeA = half_t;
  using ValTypeB = half_t;
  using ValTypeC = CType;
  using Shape_MNK = Shape<_8, _8, _4>;
  using ThrID = SM70_QuadPair;
  using ALayout = ALayoutT;
  using BLayout = BLayoutT;
  using CLayout = CLayoutT;
};
}  // namespace detail

// _TN: A K-major, B K-major; _NT: both M/N-major; _NN: A M-major, B K-major; _TT: A K-major, B N-major.
template <>
struct MMA_Traits<SM70_8x8x4_F16F16F16F16_TN>
    : detail::SM70_8x8x4_Traits<half_t, detail::SM70_8x4_Row, detail::SM70_8x4_Row, detail::SM70_8x8_16b> {};
template <>
struct MMA_Traits<SM70_8x8x4_F16F16F16F16_NT>
    : detail::SM70_8x8x4_Traits<half_t, detail::SM70_8x4_Col, detail::SM70_8x4_Col, detail::SM70_8x8_16b> {};
template <>
struct MMA_Traits<SM70_8x8x4_F16F16F16F16_NN>
    : detail::SM70_8x8x4_Traits<half_t, detail::SM70_8x4_Col, detail::SM70_8x4_Row, detail::SM70_8x8_16b> {};
template <>
struct MMA_Traits<SM70_8x8x4_F16F16F16F16_TT>
    : detail::SM70_8x8x4_Traits<half_t, detail::SM70_8x4_Row, detail::SM70_8x4_Col, detail::SM70_8x8_16b> {};

template <>
struct MMA_Traits<SM70_8x8x4_F32F16F16F32_TN>
    : detail::SM70_8x8x4_Traits<float, detail::SM70_8x4_Row, detail::SM70_8x4_Row, detail::SM70_8x8_32b> {};
template <>
struct MMA_Traits<SM70_8x8x4_F32F16F16F32_NT>
    : detail::SM70_8x8x4_Traits<float, detail::SM70_8x4_Col, detail::SM70_8x4_Col, detail::SM70_8x8_32b> {};
template <>
struct MMA_Traits<SM70_8x8x4_F32F16F16F32_NN>
    : detail::SM70_8x8x4_Traits<float, detail::SM70_8x4_Col, detail::SM70_8x4_Row, detail::SM70_8x8_32b> {};
template <>
struct MMA_Traits<SM70_8x8x4_F32F16F16F32_TT>
    : detail::SM70_8x8x4_Traits<float, detail::SM70_8x4_Row, detail::SM70_8x4_Col, detail::SM70_8x8_32b> {};

}  // namespace cute

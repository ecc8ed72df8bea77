// cute/atom/copy_traits.hpp: Copy_Traits<Op>, what a copy operation moves, as CuTe describes it: ThrID
// (the atom's threads -> thread index) and, in bits, SrcLayout and DstLayout, (thread, value) -> the
// bit each thread reads or writes within the atom's data, and RefLayout, the one the other two are
// expressed against when a TiledCopy partitions. Here: the primary template and the universal copy.
#pragma once
#include <cute/config.hpp>
#include <cute/arch/copy.hpp>
#include <cute/atom/value_types.hpp>
#include <cute/layout.hpp>

namespace cute {

/// The description of a copy operation; specialized for each operation.
CUTE_EXPORT template <class Op>
struct Copy_Traits;

/// An operation with Copy_Traits.
CUTE_EXPORT template <class Op>
concept copy_operation = requires {
  typename Copy_Traits<Op>::ThrID;
  typename Copy_Traits<Op>::SrcLayout;
  typename Copy_Traits<Op>::DstLayout;
  typename Copy_Traits<Op>::RefLayout;
};

/// One thread, one value of S: its bits in order.
template <class S, class D>
struct Copy_Traits<UniversalCopy<S, D>> {
  using ThrID = Layout<_1>;
  using SrcLayout = Layout<Shape<_1, Int<sizeof_bits_v<S>>>>;
  using DstLayout = Layout<Shape<_1, Int<sizeof_bits_v<D>>>>;
  using RefLayout = SrcLayout;
};

/// One thread, one value of any type (as CuTe: a TiledCopy may give a thread any number of values);
/// copy() through such an atom copies the whole fragments, as vectors of up to MaxVecBits bits.
template <int MaxVecBits>
struct Copy_Traits<AutoVectorizingCopyWithAssumedAlignment<MaxVecBits>> {
  using ThrID = Layout<_1>;
  using SrcLayout = Layout<Shape<_1, _1>, Stride<_0, _0>>;
  using DstLayout = SrcLayout;
  using RefLayout = SrcLayout;
};

}  // namespace cute

// cute/layout/product.hpp: logical_product and its arrangements zipped_product, tiled_product,
// flat_product, blocked_product, raked_product; and tile_to_shape.
// logical_product(A, B) = (A, complement(A, size(A) * cosize(B)) o B): the first mode is the tile A,
// the second reproduces it in the order of B.
#pragma once
#include <cute/config.hpp>
#include <cute/layout/coalesce.hpp>
#include <cute/layout/complement.hpp>
#include <cute/layout/composition.hpp>
#include <cute/layout/divide.hpp>
#include <cute/layout/layout.hpp>
#include <cute/layout/modes.hpp>
#include <cute/layout/ordered_layout.hpp>
#include <cute/layout/predicates.hpp>
#include <cute/layout/tiler.hpp>
#include <cute/tuple.hpp>

namespace cute {

CUTE_EXPORT template <class S, class D, tiler_type Tiler>
CUTE_HOST_DEVICE constexpr auto logical_product(Layout<S, D> const& a, Tiler const& tiler) {
  if constexpr (detail::value_algebra::fast_result<detail::value_algebra::op_logical_product, Layout<S, D>, Tiler>) {
    return detail::value_algebra::fast_layout<detail::value_algebra::op_logical_product, Tiler>(a);
  } else if constexpr (!layout_type<Tiler>) {
    static_assert(detail::tiler_fits<Tiler, S>, "logical_product: the tiler has more modes than the layout");
    return detail::by_tiler<true, true>(a, tiler, [](auto const& mode, auto const& t) { return logical_product(mode, t); });
  } else {
    // As the value algebra's product_by_layout: where A's gaps make the complement fall short of
    // spanning size(A) * cosize(B), the product stands if it is injective where A and B are.
    auto const cotarget = detail::checked<detail::arithmetic::multiply>(detail::caller::logical_product, size(a), cosize(tiler));
    auto const c = detail::complement_of<false>(a, cotarget);
    auto r = make_layout(a, composition(c, tiler));
    // (cosize(A) + cosize(C) - 1 >= cotarget as a difference: a sum past the type spans it, as in complement_of)
    CUTE_CHECK(cosize(a) - 1 >= cotarget - cosize(c) || !is_injective(a) || !is_injective(tiler) || is_injective(r),
               "logical_product: no layout is the product: the copies of A overlap");
    return r;
  }
}

/// logical_product with the tiles gathered in mode 0 and the repetitions in mode 1.
CUTE_EXPORT template <class S, class D, tiler_type Tiler>
CUTE_HOST_DEVICE constexpr auto zipped_product(Layout<S, D> const& a, Tiler const& tiler) {
  return detail::arranged<detail::value_algebra::arrangement::zipped, true>(a, tiler);
}

/// zipped_product with the repetitions unpacked: ((tile), rest0, rest1, ...).
CUTE_EXPORT template <class S, class D, tiler_type Tiler>
CUTE_HOST_DEVICE constexpr auto tiled_product(Layout<S, D> const& a, Tiler const& tiler) {
  return detail::arranged<detail::value_algebra::arrangement::tiled, true>(a, tiler);
}

/// zipped_product with both parts unpacked: (tile0, tile1, ..., rest0, rest1, ...).
CUTE_EXPORT template <class S, class D, tiler_type Tiler>
CUTE_HOST_DEVICE constexpr auto flat_product(Layout<S, D> const& a, Tiler const& tiler) {
  return detail::arranged<detail::value_algebra::arrangement::flat, true>(a, tiler);
}

CUTE_EXPORT namespace detail {
// The product of A and B with mode i of the result made of mode i of A and mode i of B:
// (A_i, B_i) when the tile comes first (blocked), (B_i, A_i) when it comes last (raked).
template <bool tile_first, class AS, class AD, class BS, class BD>
CUTE_HOST_DEVICE constexpr auto interleaved_product(Layout<AS, AD> const& a, Layout<BS, BD> const& b) {
  if constexpr (value_algebra::fast_result<value_algebra::op_interleaved_product<tile_first>, Layout<AS, AD>, Layout<BS, BD>>) {
    return value_algebra::fast_layout<value_algebra::op_interleaved_product<tile_first>, Layout<BS, BD>>(a);
  } else {
    constexpr std::size_t R = rank_v<AS> > rank_v<BS> ? rank_v<AS> : rank_v<BS>;
    constexpr std::size_t tile = tile_first ? 0 : 1;
    auto p = logical_product(append<R>(a), append<R>(b));
    return zip(make_layout(layout<tile>(p), layout<1 - tile>(p)));
  }
}
}  // namespace detail

/// The tile A repeated as blocks in the arrangement of B, mode by mode: blocked_product((2,2):(1,2),
/// (3,4):(4,1)) is ((2,3),(2,4)):((1,16),(2,4)).
CUTE_EXPORT template <class AS, class AD, class BS, class BD>
CUTE_HOST_DEVICE constexpr auto blocked_product(Layout<AS, AD> const& a, Layout<BS, BD> const& b) {
  return detail::interleaved_product<true>(a, b);
}

/// The tile A interleaved ("raked", cyclic) with the arrangement of B, mode by mode.
CUTE_EXPORT template <class AS, class AD, class BS, class BD>
CUTE_HOST_DEVICE constexpr auto raked_product(Layout<AS, AD> const& a, Layout<BS, BD> const& b) {
  return detail::interleaved_product<false>(a, b);
}

/// The orders tile_to_shape takes for its blocks: LayoutLeft, LayoutRight, or a rank per mode
/// (Step<_2, _1>: the blocks along mode 1 first), as make_ordered_layout takes them.
CUTE_EXPORT template <class T>
concept block_order = major_tag<T> || int_tuple<T>;

/// Repeats the block to fill a target shape (each extent a multiple of the block's), the blocks in
/// column-major (LayoutLeft, default), row-major (LayoutRight) or a given order of the modes.
CUTE_EXPORT template <class S, class D, int_tuple Target, block_order Order = LayoutLeft>
CUTE_HOST_DEVICE constexpr auto tile_to_shape(Layout<S, D> const& block, Target const& target, Order order = {}) {
  constexpr std::size_t R = rank_v<Target>;
  static_assert(rank_v<S> <= R, "tile_to_shape: the block has more modes than the target shape");
  auto target_extents = wrap(product_each(target));
  auto block_extents = wrap(product_each(append<R>(block).shape()));
  auto repeats = transform(target_extents, block_extents, [](auto const& t, auto const& b) {
    if constexpr (static_integer<decltype(t)> && static_integer<decltype(b)>) {
      static_assert(cute::detail::uncvref_t<decltype(t)>::value % cute::detail::uncvref_t<decltype(b)>::value == 0,
                    "tile_to_shape: the block's extent does not divide the target's");
    } else {
      CUTE_CHECK(b != 0 && t % b == 0, "tile_to_shape: the block's extent ", b, " does not divide the target's ", t);
    }
    return t / b;
  });
  return blocked_product(block, make_ordered_layout(repeats, order));
}

/// A layout as the target stands for its shape (as in CuTe).
CUTE_EXPORT template <class S, class D, class TS, class TD, block_order Order = LayoutLeft>
CUTE_HOST_DEVICE constexpr auto tile_to_shape(Layout<S, D> const& block, Layout<TS, TD> const& target, Order order = {}) {
  return tile_to_shape(block, target.shape(), order);
}

}  // namespace cute

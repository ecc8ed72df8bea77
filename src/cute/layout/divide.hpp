// cute/layout/divide.hpp: logical_divide and its arrangements zipped_divide, tiled_divide, flat_divide;
// evenly_divides, whether a tiler divides a shape with no partial tile.
// logical_divide(A, B) = A o (B, complement(B, shape(coalesce(A)))): the first mode walks the tile B, the second
// the repetitions of the tile. With a tuple tiler it applies mode by mode (modes beyond the tiler are
// kept). A tiler that does not divide A gives the rounded-up rest (ceil(size(A)/size(B)) tiles), whose
// last tile reaches past A: the form used with predication, as in CuTe.
#pragma once
#include <cute/config.hpp>
#include <cute/layout/complement.hpp>
#include <cute/layout/composition.hpp>
#include <cute/layout/layout.hpp>
#include <cute/layout/modes.hpp>
#include <cute/layout/tiler.hpp>
#include <cute/tuple.hpp>

namespace cute {

CUTE_EXPORT template <class S, class D, tiler_type Tiler>
CUTE_HOST_DEVICE constexpr auto logical_divide(Layout<S, D> const& a, Tiler const& tiler) {
  if constexpr (detail::value_algebra::fast_result<detail::value_algebra::op_logical_divide, Layout<S, D>, Tiler>) {
    return detail::value_algebra::fast_layout<detail::value_algebra::op_logical_divide, Tiler>(a);
  } else if constexpr (!layout_type<Tiler>) {
    static_assert(detail::tiler_fits<Tiler, S>, "logical_divide: the tiler has more modes than the layout");
    return detail::by_tiler<true, true>(a, tiler, [](auto const& mode, auto const& t) { return logical_divide(mode, t); });
  } else {
    // The complement against A's coalesced shape (not just its size) keeps the rest's modes as static
    // as A's. Static strides coalesce at compile time where they say so, as in CuTe (a tile of a matrix
    // of dynamic leading dimension keeps its static shapes; (_32,_4,4):(_1,_32,_128) / _64 is
    // (_64,(_2,4)):(_1,(_64,_128))); other values at run time, in A's mode slots (those merged into the
    // next extent 1, which the division by mode leaves alone). One dynamic mode has nothing to merge:
    // the run-time form is the same layout, on which local_tile's device code is built.
    if constexpr (is_static_v<S> || (is_static_v<D> && detail::leaf_count<S> > 1)) {
      return composition(a, make_layout(tiler, complement(tiler, wrap(coalesce(a).shape()))));
    } else {
      // Extents in the shape's type (CuTe's: a large static stride, such as an identity tensor's 2^32,
      // must not widen the rest's extents), strides in the type that holds them all.
      auto f = detail::slots_of<common_dynamic_t<S>, common_dynamic_t<S, D>>(wrap(flatten(a.shape())), wrap(flatten(a.stride())));
      detail::coalesce_in_slots<false>(detail::caller::composition, f);
      return composition(a, make_layout(tiler, complement(tiler, detail::from_array<decltype(f)::rank>(f.shape))));
    }
  }
}

CUTE_EXPORT namespace detail {
// A divide's (product false) or a product's result arranged as how says: on the values where they
// decide it (fast_result), else from the logical one (zipped: its tiles and rests gathered; tiled and
// flat: the zipped one unpacked).
template <value_algebra::arrangement how, bool product, class S, class D, class Tiler>
CUTE_HOST_DEVICE constexpr auto arranged(Layout<S, D> const& a, Tiler const& tiler) {
  using Op = std::conditional_t<product, value_algebra::op_product<how>, value_algebra::op_divide<how>>;
  if constexpr (value_algebra::fast_result<Op, Layout<S, D>, Tiler>) {
    return value_algebra::fast_layout<Op, Tiler>(a);
  } else if constexpr (how != value_algebra::arrangement::zipped) {
    return unpacked<how == value_algebra::arrangement::flat>(arranged<value_algebra::arrangement::zipped, product>(a, tiler));
  } else if constexpr (product) {
    return tile_unzip(logical_product(a, tiler), tiler);
  } else {
    return tile_unzip(logical_divide(a, tiler), tiler);
  }
}
}  // namespace detail

/// logical_divide with the tiles gathered in mode 0 and the rests (and A's other modes) in mode 1:
/// ((tile), (rest)).
CUTE_EXPORT template <class S, class D, tiler_type Tiler>
CUTE_HOST_DEVICE constexpr auto zipped_divide(Layout<S, D> const& a, Tiler const& tiler) {
  return detail::arranged<detail::value_algebra::arrangement::zipped, false>(a, tiler);
}

/// zipped_divide with the rest unpacked: ((tile), rest0, rest1, ...).
CUTE_EXPORT template <class S, class D, tiler_type Tiler>
CUTE_HOST_DEVICE constexpr auto tiled_divide(Layout<S, D> const& a, Tiler const& tiler) {
  return detail::arranged<detail::value_algebra::arrangement::tiled, false>(a, tiler);
}

/// zipped_divide with both parts unpacked: (tile0, tile1, ..., rest0, rest1, ...).
CUTE_EXPORT template <class S, class D, tiler_type Tiler>
CUTE_HOST_DEVICE constexpr auto flat_divide(Layout<S, D> const& a, Tiler const& tiler) {
  return detail::arranged<detail::value_algebra::arrangement::flat, false>(a, tiler);
}

/// CuTe's evenly_divides(shape, tiler): the tiler divides the shape with no partial tile. A tuple
/// tiler applies mode by mode (one with more modes than the shape does not divide it; `_` divides any
/// mode); an integer n divides a shape when the shape's size is n times that of ceil_div(shape, n),
/// the shape divided mode by mode from the left: (3,8) is not divided by 2; a layout divides a shape
/// when its size times that of its complement in the shape is the shape's size (8:2 divides 32, 8:3 not).
CUTE_EXPORT template <int_tuple Shape, tiler_type Tiler>
CUTE_HOST_DEVICE constexpr auto evenly_divides(Shape const& shape, Tiler const& tiler) {
  if constexpr (!detail::tiler_fits<Tiler, Shape>) {
    return false_type{};
  } else if constexpr (tuple_type<Tiler>) {
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      return detail::all_of(evenly_divides(get<I>(shape), get<I>(tiler))...);
    }(std::make_index_sequence<rank_v<Tiler>>{});
  } else if constexpr (underscore<Tiler>) {
    return true_type{};
  } else if constexpr (!integer<Tiler>) {  // a layout: (64,2):(1,192) divides ((64,3),(8,8)), the rest (3,32)
    return size(shape) == size(tiler) * size(complement(tiler, shape));
  } else {
    auto const n = size(tiler);
    return size(shape) == n * size(ceil_div(shape, n));
  }
}

/// CuTe's domain_distribute(a, b): a layout of size b (a static integer dividing what it can of a's
/// static shape) that spreads b over the modes of a from the first: each mode takes the gcd of its
/// extent and what is left of b, with a's compact column-major strides; coalesced. Tiling a by it
/// takes b elements in order, wherever b does not divide a mode.
CUTE_EXPORT template <class ShapeA, static_integer B>
CUTE_HOST_DEVICE constexpr auto domain_distribute(ShapeA const& a, B const& b) {
  auto const flat = flatten(shape(a));
  static_assert(is_static<decltype(flat)>::value, "domain_distribute: the shape must be static");
  auto const taken = fold(wrap(flat), make_tuple(tuple<>{}, b), [](auto const& acc, auto const& extent) {
    auto const& [result, rest] = acc;
    auto const g = gcd(extent, rest);
    return make_tuple(append(result, g), rest / g);
  });
  return coalesce(make_layout(get<0>(taken), compact_col_major(wrap(flat))));
}

}  // namespace cute

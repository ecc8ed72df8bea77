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

CUTE_EXPORT namespace detail {
// A matrix tiled by a static tile (local_tile, local_partition): each mode the tiler reaches is an
// integer of dynamic extent M and stride d, each tile a static n > 1. Mode k divides into n:d and
// ceil(M/n):(n*d), which is what the general path (a composition with the complement against the
// run-time extent, mode by mode) gives, built here in one step: the general path instantiated ~250
// functions and classes per tiled tensor type (a kernel's device compile kept ~10 MB of them each).
template <class S, class T>
inline constexpr bool dynamic_leaf_tile = false;
template <dynamic_integer S, auto n>
inline constexpr bool dynamic_leaf_tile<S, C<n>> = (n > 1);
template <class S, class Tiler, class Seq = std::make_index_sequence<tuple_size_v<Tiler>>>
inline constexpr bool tiles_dynamic_leaves = false;
template <class... S, class... T, std::size_t... I>
  requires(sizeof...(T) <= sizeof...(S))
inline constexpr bool tiles_dynamic_leaves<tuple<S...>, tuple<T...>, std::index_sequence<I...>> =
    (dynamic_leaf_tile<decltype(element_type<I>(std::declval<tuple<S...>>())), T> && ...);

// The divide of such a layout: ((tiles), (rests, A's other modes)) when zipped, else
// ((tile, rest) per tiled mode, A's other modes) (logical_divide).
template <bool Zipped, class S, class D, class Tiler, std::size_t... I, std::size_t... J>
CUTE_HOST_DEVICE constexpr auto divide_dynamic_leaves(Layout<S, D> const& a, Tiler const& tiler, std::index_sequence<I...>,
                                                      std::index_sequence<J...>) {
  constexpr std::size_t G = sizeof...(I);
  if constexpr (Zipped) {
    return make_layout(make_layout(make_shape(get<I>(tiler)...), make_stride(get<I>(a.stride())...)),
                       make_layout(make_shape(ceil_div(get<I>(a.shape()), get<I>(tiler))..., get<G + J>(a.shape())...),
                                   make_stride((get<I>(tiler) * get<I>(a.stride()))..., get<G + J>(a.stride())...)));
  } else {
    return make_layout(make_shape(make_shape(get<I>(tiler), ceil_div(get<I>(a.shape()), get<I>(tiler)))..., get<G + J>(a.shape())...),
                       make_stride(make_stride(get<I>(a.stride()), get<I>(tiler) * get<I>(a.stride()))..., get<G + J>(a.stride())...));
  }
}
template <bool Zipped, class S, class D, class Tiler>
CUTE_HOST_DEVICE constexpr auto divide_dynamic_leaves(Layout<S, D> const& a, Tiler const& tiler) {
  return divide_dynamic_leaves<Zipped>(a, tiler, std::make_index_sequence<tuple_size_v<Tiler>>{},
                                       std::make_index_sequence<tuple_size_v<S> - tuple_size_v<Tiler>>{});
}
}  // namespace detail

CUTE_EXPORT template <class S, class D, tiler_type Tiler>
CUTE_HOST_DEVICE constexpr auto logical_divide(Layout<S, D> const& a, Tiler const& tiler) {
  if constexpr (detail::tiles_dynamic_leaves<S, Tiler>) {  // first: the value algebra cannot divide a dynamic extent
    return detail::divide_dynamic_leaves<false>(a, tiler);
  } else if constexpr (detail::value_algebra::fast_result<detail::value_algebra::op_logical_divide, Layout<S, D>, Tiler>) {
    return detail::value_algebra::fast_layout<detail::value_algebra::op_logical_divide, Tiler>(a);
  } else if constexpr (tuple_type<Tiler>) {
    constexpr bool tiler_fits = rank_v<Tiler> <= rank_v<S>;
    static_assert(tiler_fits, "logical_divide: the tiler has more modes than the layout");
    if constexpr (tiler_fits) {
      return detail::by_mode(a, tiler, [](auto const& mode, auto const& t) { return logical_divide(mode, t); });
    } else {
      return a;
    }
  } else if constexpr (underscore<Tiler>) {
    return a;
  } else if constexpr (integer<Tiler>) {
    return logical_divide(a, make_layout(tiler));
  } else {
    // The complement against A's coalesced shape (not just its size) keeps the rest's modes as static
    // as A's. A static shape coalesces at compile time (modes merge where static strides say so, as
    // in CuTe: a tile of a matrix with a dynamic leading dimension keeps its static shapes); other
    // values at run time, into as many dynamic extents as A has modes, padded with 1s (which the
    // division by mode leaves alone).
    if constexpr (is_static_v<S>) {
      return composition(a, make_layout(tiler, complement(tiler, wrap(coalesce(a).shape()))));
    } else {
      auto const shapes = wrap(flatten(a.shape()));
      using T = common_dynamic_t<S, D>;
      auto const f = detail::coalesced_values<T>(shapes, wrap(flatten(a.stride())), false);
      T extent[tuple_size_v<decltype(shapes)>] = {};
      for (std::size_t k = 0; k < tuple_size_v<decltype(shapes)>; ++k) extent[k] = k < f.rank ? f.shape[k] : T(1);
      auto const cotarget = detail::from_array<tuple_size_v<decltype(shapes)>>(extent);
      return composition(a, make_layout(tiler, complement(tiler, cotarget)));
    }
  }
}

/// logical_divide with the tiles gathered in mode 0 and the rests (and A's other modes) in mode 1:
/// ((tile), (rest)).
CUTE_EXPORT template <class S, class D, tiler_type Tiler>
CUTE_HOST_DEVICE constexpr auto zipped_divide(Layout<S, D> const& a, Tiler const& tiler) {
  if constexpr (detail::tiles_dynamic_leaves<S, Tiler>) {
    return detail::divide_dynamic_leaves<true>(a, tiler);
  } else if constexpr (detail::value_algebra::fast_result<detail::value_algebra::op_zipped_divide, Layout<S, D>, Tiler>) {
    return detail::value_algebra::fast_layout<detail::value_algebra::op_zipped_divide, Tiler>(a);
  } else {
    return tile_unzip(logical_divide(a, tiler), tiler);
  }
}

/// zipped_divide with the rest unpacked: ((tile), rest0, rest1, ...).
CUTE_EXPORT template <class S, class D, tiler_type Tiler>
CUTE_HOST_DEVICE constexpr auto tiled_divide(Layout<S, D> const& a, Tiler const& tiler) {
  if constexpr (detail::value_algebra::fast_result<detail::value_algebra::op_tiled_divide, Layout<S, D>, Tiler>) {
    return detail::value_algebra::fast_layout<detail::value_algebra::op_tiled_divide, Tiler>(a);
  } else {
    auto z = zipped_divide(a, tiler);
    return detail::concatenate(make_tuple(layout<0>(z)), detail::modes_of(layout<1>(z)));
  }
}

/// zipped_divide with both parts unpacked: (tile0, tile1, ..., rest0, rest1, ...).
CUTE_EXPORT template <class S, class D, tiler_type Tiler>
CUTE_HOST_DEVICE constexpr auto flat_divide(Layout<S, D> const& a, Tiler const& tiler) {
  if constexpr (detail::value_algebra::fast_result<detail::value_algebra::op_flat_divide, Layout<S, D>, Tiler>) {
    return detail::value_algebra::fast_layout<detail::value_algebra::op_flat_divide, Tiler>(a);
  } else {
    auto z = zipped_divide(a, tiler);
    return detail::concatenate(detail::modes_of(layout<0>(z)), detail::modes_of(layout<1>(z)));
  }
}

/// CuTe's evenly_divides(shape, tiler): the tiler divides the shape with no partial tile. A tuple
/// tiler applies mode by mode (one with more modes than the shape does not divide it; `_` divides any
/// mode); an integer (or a layout, by its size) n divides a shape when the shape's size is n times
/// that of ceil_div(shape, n), the shape divided mode by mode from the left: (3,8) is not divided by 2;
/// a layout divides a one-mode shape when logical_divide adds no elements (8:2 divides 32, 8:3 not).
CUTE_EXPORT template <int_tuple Shape, tiler_type Tiler>
CUTE_HOST_DEVICE constexpr auto evenly_divides(Shape const& shape, Tiler const& tiler) {
  if constexpr (tuple_type<Tiler>) {
    if constexpr (rank_v<Tiler> > rank_v<Shape>) {
      return false_type{};
    } else {
      return [&]<std::size_t... I>(std::index_sequence<I...>) {
        return detail::all_of(evenly_divides(get<I>(shape), get<I>(tiler))...);
      }(std::make_index_sequence<rank_v<Tiler>>{});
    }
  } else if constexpr (underscore<Tiler>) {
    return true_type{};
  } else if constexpr (integer<Shape> && !integer<Tiler>) {
    // A layout tiler of one mode: it divides when the divide adds no elements (its rest, the
    // complement, fills the mode exactly): 8:2 divides 32, 8:3 does not (its divide has 3072 elements).
    return size(shape) == size(logical_divide(make_layout(shape), tiler));
  } else {
    auto const n = size(tiler);
    return size(shape) == n * size(ceil_div(shape, n));
  }
}

}  // namespace cute

// cute/layout/modes.hpp: rearranging the modes of a layout: take, select, append, prepend, replace,
// group, and the zip/unzip that the divides and products use to gather tiles and rests.
#pragma once
#include <cute/config.hpp>
#include <cute/layout/layout.hpp>
#include <cute/tuple.hpp>

namespace cute {

/// The layout of modes [B, E).
CUTE_EXPORT template <std::size_t B, std::size_t E, class S, class D>
CUTE_HOST_DEVICE constexpr auto take(Layout<S, D> const& l) {
  return make_layout(take<B, E>(wrap(l.shape())), take<B, E>(wrap(l.stride())));
}

/// The layout of modes I..., in that order.
CUTE_EXPORT template <std::size_t... I, class S, class D>
CUTE_HOST_DEVICE constexpr auto select(Layout<S, D> const& l) {
  return make_layout(select<I...>(wrap(l.shape())), select<I...>(wrap(l.stride())));
}

/// The layout with x (by default 1:0) as a new last mode.
CUTE_EXPORT template <class S, class D, class XS = _1, class XD = _0>
CUTE_HOST_DEVICE constexpr auto append(Layout<S, D> const& l, Layout<XS, XD> const& x = {}) {
  return make_layout(append(wrap(l.shape()), x.shape()), append(wrap(l.stride()), x.stride()));
}

/// The layout padded with x (by default 1:0) up to rank N; its shape is a tuple even for N == 1.
CUTE_EXPORT template <std::size_t N, class S, class D, class XS = _1, class XD = _0>
CUTE_HOST_DEVICE constexpr auto append(Layout<S, D> const& l, Layout<XS, XD> const& x = {}) {
  if constexpr (rank_v<S> >= N) {
    return make_layout(wrap(l.shape()), wrap(l.stride()));
  } else {
    return append<N>(append(l, x), x);
  }
}

/// The layout with x (by default 1:0) as a new first mode.
CUTE_EXPORT template <class S, class D, class XS = _1, class XD = _0>
CUTE_HOST_DEVICE constexpr auto prepend(Layout<S, D> const& l, Layout<XS, XD> const& x = {}) {
  return make_layout(prepend(wrap(l.shape()), x.shape()), prepend(wrap(l.stride()), x.stride()));
}

/// The layout with mode N replaced by x.
CUTE_EXPORT template <std::size_t N, class S, class D, class XS, class XD>
CUTE_HOST_DEVICE constexpr auto replace(Layout<S, D> const& l, Layout<XS, XD> const& x) {
  return make_layout(replace<N>(wrap(l.shape()), x.shape()), replace<N>(wrap(l.stride()), x.stride()));
}

/// The layout with modes [B, E) gathered into one mode.
CUTE_EXPORT template <std::size_t B, std::size_t E, class S, class D>
CUTE_HOST_DEVICE constexpr auto group(Layout<S, D> const& l) {
  return make_layout(group<B, E>(wrap(l.shape())), group<B, E>(wrap(l.stride())));
}

/// CuTe's name for group: the layout with modes [B, E) gathered into one mode.
CUTE_EXPORT template <std::size_t B, std::size_t E, class S, class D>
CUTE_HOST_DEVICE constexpr auto group_modes(Layout<S, D> const& l) {
  return group<B, E>(l);
}

CUTE_EXPORT namespace detail {
// The top-level modes of a layout as a tuple of layouts; a layout of rank 1 stays whole, as in CuTe
// (its tiled_divide of ((8),(1)) is ((8),(1)), not ((8),1)).
template <class S, class D>
CUTE_HOST_DEVICE constexpr auto modes_of(Layout<S, D> const& l) {
  if constexpr (tuple_type<S> && rank_v<S> > 1) {
    return [&]<std::size_t... I>(std::index_sequence<I...>) { return make_tuple(layout<I>(l)...); }(
               std::make_index_sequence<rank_v<S>>{});
  } else {
    return make_tuple(l);
  }
}

// The layout whose modes are the layouts of the given tuples, in order.
template <class... Ts>
CUTE_HOST_DEVICE constexpr auto concatenate(Ts const&... ts) {
  return apply(tuple_cat(ts...), [](auto const&... l) { return make_layout(l...); });
}

// A zipped layout ((tiles), (rests)) with its rests unpacked, as tiled_divide and tiled_product give
// it: ((tiles), rest0, rest1, ...); with its tiles unpacked too (flat_tiles), as the flat ones do:
// (tile0, tile1, ..., rest0, rest1, ...).
template <bool flat_tiles, class S, class D>
CUTE_HOST_DEVICE constexpr auto unpacked(Layout<S, D> const& zipped) {
  if constexpr (flat_tiles) {
    return concatenate(modes_of(layout<0>(zipped)), modes_of(layout<1>(zipped)));
  } else {
    return concatenate(make_tuple(layout<0>(zipped)), modes_of(layout<1>(zipped)));
  }
}
}  // namespace detail

/// zip of the modes of a layout whose modes have equal ranks: ((a0,b0),(a1,b1)) -> ((a0,a1),(b0,b1));
/// the tuple zip of its shape and of its stride, as in CuTe.
CUTE_EXPORT template <class S, class D>
CUTE_HOST_DEVICE constexpr auto zip(Layout<S, D> const& l) {
  return make_layout(zip(l.shape()), zip(l.stride()));
}

/// Gathers the tile parts and the rest parts of a divided (or multiplied) layout: (tiles, rests), the
/// modes beyond the tiler with the rests (zip2_by of the shape and of the stride).
CUTE_EXPORT template <class S, class D, class Tiler>
CUTE_HOST_DEVICE constexpr auto tile_unzip(Layout<S, D> const& l, Tiler const& tiler) {
  return make_layout(zip2_by(l.shape(), tiler), zip2_by(l.stride(), tiler));
}

/// CuTe's transform_layout: the layout whose modes are f of the modes of t (a layout, or a tuple
/// of layouts); f returns layouts.
CUTE_EXPORT template <class T, class F>
  requires(layout_type<T> || tuple_type<T>)
CUTE_HOST_DEVICE constexpr auto transform_layout(T const& t, F&& f) {
  return [&]<std::size_t... I>(std::index_sequence<I...>) {
    return make_layout(f(get<I>(t))...);
  }(std::make_index_sequence<decltype(rank(t))::value>{});
}

/// transform_layout of two: f of the pairs of modes up to the smaller rank, then the remaining
/// modes of t0, then those of t1.
CUTE_EXPORT template <class T0, class T1, class F>
  requires((layout_type<T0> || tuple_type<T0>) && (layout_type<T1> || tuple_type<T1>))
CUTE_HOST_DEVICE constexpr auto transform_layout(T0 const& t0, T1 const& t1, F&& f) {
  constexpr std::size_t R0 = decltype(rank(t0))::value, R1 = decltype(rank(t1))::value;
  constexpr std::size_t R = R0 < R1 ? R0 : R1;
  return [&]<std::size_t... I, std::size_t... J, std::size_t... K>(std::index_sequence<I...>, std::index_sequence<J...>,
                                                                  std::index_sequence<K...>) {
    return make_layout(f(get<I>(t0), get<I>(t1))..., get<R + J>(t0)..., get<R + K>(t1)...);
  }(std::make_index_sequence<R>{}, std::make_index_sequence<R0 - R>{}, std::make_index_sequence<R1 - R>{});
}

/// CuTe's E = -1 of take, group and group_modes: the modes from B to the end, of a tuple, a layout,
/// a swizzled layout or a tensor (group_modes<1, -1>(t) gathers every mode but the first).
CUTE_EXPORT template <int B, int E, class T>
  requires(E == -1 && B >= 0)
CUTE_HOST_DEVICE constexpr auto take(T&& t) {
  return take<B, decltype(rank(t))::value>(static_cast<T&&>(t));
}
CUTE_EXPORT template <int B, int E, class T>
  requires(E == -1 && B >= 0)
CUTE_HOST_DEVICE constexpr auto group(T&& t) {
  return group<B, decltype(rank(t))::value>(static_cast<T&&>(t));
}
CUTE_EXPORT template <int B, int E, class T>
  requires(E == -1 && B >= 0)
CUTE_HOST_DEVICE constexpr auto group_modes(T&& t) {
  return group_modes<B, decltype(rank(t))::value>(static_cast<T&&>(t));
}

}  // namespace cute

// cute/layout/coordinate.hpp: coordinate maps. crd2idx (a coordinate to an index through a shape and
// a stride), idx2crd (a 1-D coordinate to the natural h-D coordinate), and slicing IntTuples with `_`.
#pragma once
#include <cute/config.hpp>
#include <cute/layout/static_index.hpp>
#include <cute/numeric.hpp>
#include <cute/tuple.hpp>

namespace cute {
CUTE_EXPORT template <int_tuple Coord, int_tuple Shape, int_tuple Stride>
CUTE_HOST_DEVICE constexpr auto crd2idx(Coord const& c, Shape const& s, Stride const& d);

CUTE_EXPORT namespace detail {
template <class C>
consteval bool has_underscore() {
  return has_elem_v<cute::detail::uncvref_t<C>, Underscore>;
}

// True for a static shape with no extent 0 (where _0 splits into _0s without a check failing).
template <class S>
inline constexpr bool static_nonzero_extents = false;
template <int v>
inline constexpr bool static_nonzero_extents<C<v>> = v != 0;
template <class... S>
inline constexpr bool static_nonzero_extents<tuple<S...>> = (static_nonzero_extents<S> && ...);

// The divisor of a 1-D coordinate split must not be 0 (a shape with an empty mode has no coordinates).
template <class N>
CUTE_HOST_DEVICE constexpr void check_divisor(N const& n) {
  if constexpr (static_integer<N>) {
    static_assert(N::value != 0, "crd2idx: a 1-D coordinate cannot be split over a mode of size 0");
  } else {
    CUTE_CHECK(n != 0, "crd2idx: a 1-D coordinate cannot be split over a mode of size 0");
  }
}

// What is left of the 1-D coordinate c past the modes of s before I: c divided by each of their sizes
// in turn (as CuTe does: one division a mode, each mode's quotient shared with the next mode's).
template <std::size_t I, class C, class S>
CUTE_HOST_DEVICE constexpr auto quotient_before(C const& c, S const& s) {
  if constexpr (I == 0) {
    return c;
  } else {
    auto extent = size(get<I - 1>(s));
    check_divisor(extent);
    return quotient_before<I - 1>(c, s) / extent;
  }
}

// The coordinate of mode I of shape s for the 1-D coordinate c, colexicographically:
// (c / size of the modes before I) % size of mode I; the last mode takes all that is left.
template <std::size_t I, class C, class S>
CUTE_HOST_DEVICE constexpr auto split_coordinate(C const& c, S const& s) {
  if constexpr (I + 1 == tuple_size_v<S>) {
    return quotient_before<I>(c, s);
  } else {
    auto extent = size(get<I>(s));
    check_divisor(extent);
    return quotient_before<I>(c, s) % extent;
  }
}

// crd2idx mode by mode: of a tuple coordinate, or of the 1-D coordinate c split over the shape's modes
// (named functions, not lambdas: cheaper to instantiate). Through strides that hold bases (ScaledBasis),
// the same inner product is summed with the bases' arithmetic into an ArithmeticTuple, as in CuTe.
template <std::size_t... I, class Coord, class Shape, class Stride>
CUTE_HOST_DEVICE constexpr auto crd2idx_by_mode(std::index_sequence<I...>, Coord const& c, Shape const& s, Stride const& d) {
  if constexpr (has_basis_v<Stride>) {
    return (_0{} + ... + crd2idx(get<I>(c), get<I>(s), get<I>(d)));
  } else {
    return CUTE_CHECKED_SUM(caller::crd2idx, crd2idx(get<I>(c), get<I>(s), get<I>(d)));
  }
}
template <std::size_t... I, class Coord, class Shape, class Stride>
CUTE_HOST_DEVICE constexpr auto crd2idx_split(std::index_sequence<I...>, Coord const& c, Shape const& s, Stride const& d) {
  if constexpr (has_basis_v<Stride>) {
    return (_0{} + ... + crd2idx(split_coordinate<I>(c, s), get<I>(s), get<I>(d)));
  } else {
    return CUTE_CHECKED_SUM(caller::crd2idx, crd2idx(split_coordinate<I>(c, s), get<I>(s), get<I>(d)));
  }
}
}  // namespace detail

/// The index of a coordinate: the inner product of its natural (h-D) form with the stride.
/// A tuple coordinate goes mode by mode; an integer coordinate into a tuple mode is a 1-D coordinate
/// of that mode, split colexicographically (the last mode absorbs what lies beyond the size).
CUTE_EXPORT template <int_tuple Coord, int_tuple Shape, int_tuple Stride>
CUTE_HOST_DEVICE constexpr auto crd2idx(Coord const& c, Shape const& s, Stride const& d) {
  static_assert(congruent_v<Shape, Stride>, "crd2idx: the stride is not congruent with the shape");
  if constexpr (is_constant_v<0, Coord> && detail::static_nonzero_extents<Shape> && !detail::has_basis_v<Stride>) {
    return _0{};  // each mode's coordinate is _0, whatever the strides (a slice's origin)
  } else if constexpr (detail::value_algebra::static_index<Coord, Shape, Stride>) {
    using map = detail::value_algebra::index_map<Shape, Stride>;
    if constexpr (map::value.size == 0) {
      return _0{};
    } else {
      return detail::value_algebra::static_crd2idx(c, typename detail::value_algebra::index_values<map>::type{},
                                        std::make_index_sequence<map::value.size / detail::value_algebra::leaf_values>{});
    }
  } else if constexpr (tuple_type<Coord>) {
    constexpr bool coordinate_rank_matches_shape_rank = tuple_type<Shape> && rank_v<Coord> == rank_v<Shape>;
    static_assert(coordinate_rank_matches_shape_rank,
                  "crd2idx: the coordinate and the shape differ in rank (or the coordinate is a tuple where the shape has an integer)");
    if constexpr (!coordinate_rank_matches_shape_rank) {
      return _0{};
    } else {
      return detail::crd2idx_by_mode(std::make_index_sequence<tuple_size_v<Coord>>{}, c, s, d);
    }
  } else if constexpr (tuple_type<Shape>) {
    return detail::crd2idx_split(std::make_index_sequence<tuple_size_v<Shape>>{}, c, s, d);
  } else if constexpr (detail::has_basis_v<Stride>) {
    return c * d;
  } else {
    return CUTE_CHECKED_MUL(caller::crd2idx, c, d);
  }
}

/// The colexicographic index of a coordinate in a shape (crd2idx with compact column-major strides).
CUTE_EXPORT template <int_tuple Coord, int_tuple Shape>
CUTE_HOST_DEVICE constexpr auto crd2idx(Coord const& c, Shape const& s) {
  return crd2idx(c, s, prefix_product(s));
}

/// The natural (h-D, congruent with the shape) coordinate of a 1-D coordinate; a tuple coordinate
/// is converted mode by mode. The inverse of crd2idx(c, shape) on all integers.
CUTE_EXPORT template <int_tuple Coord, int_tuple Shape>
CUTE_HOST_DEVICE constexpr auto idx2crd(Coord const& c, Shape const& s) {
  if constexpr (tuple_type<Coord>) {
    constexpr bool coordinate_rank_matches_shape_rank = tuple_type<Shape> && rank_v<Coord> == rank_v<Shape>;
    static_assert(coordinate_rank_matches_shape_rank,
                  "idx2crd: the coordinate and the shape differ in rank (or the coordinate is a tuple where the shape has an integer)");
    if constexpr (!coordinate_rank_matches_shape_rank) {
      return c;
    } else return transform(c, s, [](auto const& ci, auto const& si) { return idx2crd(ci, si); });
  } else if constexpr (tuple_type<Shape>) {
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      return make_tuple(idx2crd(detail::split_coordinate<I>(c, s), get<I>(s))...);
    }(std::make_index_sequence<tuple_size_v<Shape>>{});
  } else {
    return c;
  }
}

/// CuTe's crd2crd: a coordinate of src_shape as the coordinate of the same colexicographic index in
/// dst_shape, mode by mode where all three are tuples (of one rank), else through that index.
CUTE_EXPORT template <int_tuple Coord, int_tuple SrcShape, int_tuple DstShape>
CUTE_HOST_DEVICE constexpr auto crd2crd(Coord const& c, SrcShape const& src, DstShape const& dst) {
  if constexpr (tuple_type<Coord> && tuple_type<SrcShape> && tuple_type<DstShape>) {
    static_assert(rank_v<Coord> == rank_v<SrcShape> && rank_v<Coord> == rank_v<DstShape>,
                  "crd2crd: the coordinate and the two shapes differ in rank");
    return transform(c, src, dst, [](auto const& ci, auto const& si, auto const& di) { return crd2crd(ci, si, di); });
  } else {
    return idx2crd(crd2idx(c, src), dst);
  }
}

CUTE_EXPORT namespace detail {
// The parts of t that a coordinate keeps, as the paths to them (index sequences), in order: computed
// on the coordinate's type, so that a slice is one make_tuple, not a tuple_cat per level.
template <class... P>
struct paths {};
template <class... Ps>
struct cat_paths {
  using type = paths<>;
};
template <class... P>
struct cat_paths<paths<P...>> {
  using type = paths<P...>;
};
template <class... P, class... Q, class... Rest>
struct cat_paths<paths<P...>, paths<Q...>, Rest...> : cat_paths<paths<P..., Q...>, Rest...> {};
template <std::size_t I, class Ps>
struct prefix_paths;
template <std::size_t I, class... P>
struct prefix_paths<I, paths<P...>> {
  template <std::size_t... J>
  static std::index_sequence<I, J...> prefixed(std::index_sequence<J...>);
  using type = paths<decltype(prefixed(P{}))...>;
};
template <class Coord>
struct kept_paths {
  using type = paths<>;  // an integer keeps nothing
};
template <>
struct kept_paths<Underscore> {
  using type = paths<std::index_sequence<>>;  // `_` keeps the whole
};
template <class Seq, class... C>
struct kept_tuple_paths;
template <std::size_t... I, class... C>
struct kept_tuple_paths<std::index_sequence<I...>, C...> {
  using type = typename cat_paths<typename prefix_paths<I, typename kept_paths<C>::type>::type...>::type;
};
template <class... C>
struct kept_paths<tuple<C...>> : kept_tuple_paths<std::index_sequence_for<C...>, C...> {};

template <std::size_t... I, class T>
CUTE_HOST_DEVICE constexpr decltype(auto) get_at(std::index_sequence<I...>, T const& t) {
  return get_path<I...>(t);
}
template <class... P, class T>
CUTE_HOST_DEVICE constexpr auto take_paths(paths<P...>, T const& t) {
  return make_tuple(get_at(P{}, t)...);
}

// dice below a tuple: the modes an integer marks, each as a one-element tuple, so that the parent
// gathers them; a nested tuple gathers its own.
template <class Coord, class T>
CUTE_HOST_DEVICE constexpr auto lift_dice(Coord const& c, T const& t) {
  if constexpr (tuple_type<Coord>) {
    static_assert(tuple_type<T> && tuple_size_v<Coord> == tuple_size_v<T>, "dice: the projection and the tuple differ in rank");
    return [&]<std::size_t... I>(std::index_sequence<I...>) { return tuple_cat(lift_dice(get<I>(c), get<I>(t))...); }(
        std::make_index_sequence<tuple_size_v<Coord>>{});
  } else if constexpr (underscore<Coord>) {
    return tuple<>{};
  } else {
    return make_tuple(t);
  }
}
}  // namespace detail

/// The parts of t that the coordinate (or projection) does not mark with `_`, the complement of
/// slice, gathered into a tuple: dice((_,3), (2,4)) == (4), dice(((1,_),_), ((2,3),4)) == (2); an
/// integer coordinate keeps t itself (CuTe's dice; CuTe's X is `_`: Step<_1, X, _1> keeps modes 0, 2).
CUTE_EXPORT template <coord_tuple Coord, class T>
CUTE_HOST_DEVICE constexpr auto dice(Coord const& c, T const& t) {
  if constexpr (tuple_type<Coord> || underscore<Coord>) {
    return detail::lift_dice(c, t);
  } else {
    return t;
  }
}

/// The parts of t that the coordinate marks with `_`, gathered into a tuple: slice((_,3), (2,4)) == (2).
CUTE_EXPORT template <coord_tuple Coord, int_tuple T>
CUTE_HOST_DEVICE constexpr auto slice(Coord const&, T const& t) {
  if constexpr (underscore<Coord>) {
    return t;
  } else if constexpr (tuple_type<Coord>) {
    constexpr bool coordinate_rank_matches_shape_rank = weakly_congruent_v<Coord, T>;
    static_assert(coordinate_rank_matches_shape_rank,
                  "slice: the coordinate and the shape differ in rank (or the coordinate is a tuple where the shape has an integer)");
    if constexpr (!coordinate_rank_matches_shape_rank) {
      return tuple<>{};
    } else {
      return detail::take_paths(typename detail::kept_paths<Coord>::type{}, t);
    }
  } else {
    return tuple<>{};
  }
}

}  // namespace cute

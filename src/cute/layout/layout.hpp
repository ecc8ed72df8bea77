// cute/layout/layout.hpp: Layout<Shape, Stride>, the map from coordinates to indices, with its
// constructors (make_layout and the LayoutLeft/LayoutRight tags) and accessors.
#pragma once
#include <cute/config.hpp>
#include <cute/layout/coordinate.hpp>
#include <cute/numeric.hpp>
#include <cute/tuple.hpp>

namespace cute {

/// Compact column-major strides (generalized: the leftmost mode is contiguous).
CUTE_EXPORT struct LayoutLeft {};
/// Compact row-major strides (generalized: the rightmost mode is contiguous).
CUTE_EXPORT struct LayoutRight {};
/// CuTe's other names of the two tags.
CUTE_EXPORT using GenColMajor = LayoutLeft;
CUTE_EXPORT using GenRowMajor = LayoutRight;

CUTE_EXPORT namespace detail {
template <bool Right, class Shape, class Init, std::size_t... I>
CUTE_HOST_DEVICE constexpr auto compact_modes(Shape const& shape, Init const& init, std::index_sequence<I...>);

// compact_col_major (Right false) or compact_row_major (true): prefix or suffix products, except that
// a mode of static extent 1 gets the stride _0 (it is never stepped, and _0 keeps it out of the way).
template <bool Right, class Shape, class Init>
CUTE_HOST_DEVICE constexpr auto compact(Shape const& shape, Init const& init) {
  if constexpr (tuple_type<Shape>) {
    return compact_modes<Right>(shape, init, std::make_index_sequence<tuple_size_v<Shape>>{});
  } else if constexpr (is_constant_v<1, Shape>) {
    return _0{};
  } else {
    return init;
  }
}
// The modes of a tuple shape (a named function, not a lambda: a lambda is a class and a function per
// instantiation, several times a function's cost in nvcc's device front end).
template <bool Right, class Shape, class Init, std::size_t... I>
CUTE_HOST_DEVICE constexpr auto compact_modes(Shape const& shape, Init const& init, std::index_sequence<I...>) {
  if constexpr (Right) {
    constexpr std::size_t R = sizeof...(I);
    return make_tuple(compact<Right>(get<I>(shape), CUTE_CHECKED_MUL(caller::compact_strides, init, product_of_last<R - 1 - I>(shape)))...);
  } else {
    return make_tuple(compact<Right>(get<I>(shape), CUTE_CHECKED_MUL(caller::compact_strides, init, product_of_first<I>(shape)))...);
  }
}
}  // namespace detail

/// The compact column-major strides of a shape, scaled by init (the leftmost mode contiguous), as in CuTe.
CUTE_EXPORT template <int_tuple Shape, integer Init = _1>
CUTE_HOST_DEVICE constexpr auto compact_col_major(Shape const& shape, Init const& init = {}) {
  return detail::compact<false>(shape, init);
}
/// The compact row-major strides of a shape, scaled by init (the rightmost mode contiguous).
CUTE_EXPORT template <int_tuple Shape, integer Init = _1>
CUTE_HOST_DEVICE constexpr auto compact_row_major(Shape const& shape, Init const& init = {}) {
  return detail::compact<true>(shape, init);
}

CUTE_EXPORT template <class T>
concept major_tag = std::same_as<cute::detail::uncvref_t<T>, LayoutLeft> || std::same_as<cute::detail::uncvref_t<T>, LayoutRight>;

/// CuTe's compact_major<Major>(shape, current): compact_col_major for LayoutLeft, compact_row_major
/// for LayoutRight, scaled by current; a tuple current scales the modes of the shape one by one.
CUTE_EXPORT template <major_tag Major, int_tuple Shape, int_tuple Current = _1>
CUTE_HOST_DEVICE constexpr auto compact_major(Shape const& shape, Current const& current = {}) {
  if constexpr (tuple_type<Current>) {
    static_assert(tuple_type<Shape> && rank_v<Shape> == rank_v<Current>, "compact_major: a tuple current needs a shape of its rank");
    return transform(shape, current, [](auto const& s, auto const& c) { return compact_major<Major>(s, c); });
  } else {
    return detail::compact<std::same_as<Major, LayoutRight>>(shape, current);
  }
}

CUTE_EXPORT namespace detail {
// No static extent of the shape is negative: a property of the type.
template <class Shape, bool Static = static_integer<Shape>>
inline constexpr bool static_extents_nonnegative = true;
template <class Shape>
inline constexpr bool static_extents_nonnegative<Shape, true> = Shape::value >= 0;
template <class... E>
inline constexpr bool static_extents_nonnegative<tuple<E...>, false> = (static_extents_nonnegative<E> && ...);

// The smallest dynamic extent of the shape (0 when there is none), to check it is not negative.
template <class E>
CUTE_HOST_DEVICE constexpr long long negative_part(E const& e) {
  if constexpr (static_integer<E> || !std::is_signed_v<E>) {
    return 0;  // an unsigned extent is never negative (and nvcc warns of the comparison)
  } else {
    return e < 0 ? static_cast<long long>(e) : 0;
  }
}
template <class Flat, std::size_t... I>
CUTE_HOST_DEVICE constexpr long long smallest_leaf(Flat const& flat, std::index_sequence<I...>) {
  long long smallest = 0;
  ((smallest = negative_part(get<I>(flat)) < smallest ? negative_part(get<I>(flat)) : smallest), ...);
  return smallest;
}
template <class Shape>
CUTE_HOST_DEVICE constexpr long long smallest_dynamic_extent(Shape const& shape) {
  if constexpr (is_tuple_v<Shape>) {
    auto const flat = flatten(shape);
    return smallest_leaf(flat, std::make_index_sequence<tuple_size_v<decltype(flat)>>{});
  } else {
    return negative_part(shape);
  }
}

// The argument of CuTe's member forms of the algebra (Layout's and Tensor's compose, tile, with_shape):
// one argument is the tiler (or shape) itself, several the modes of one.
template <class... T>
CUTE_HOST_DEVICE constexpr auto tiler_of(T const&... t) {
  if constexpr (sizeof...(T) == 1) {
    return (t, ...);
  } else {
    return make_tile(t...);
  }
}

/// CuTe's idx2crd(index, shape, stride): the coordinate whose offset under a compact layout (every
/// mode's stride the product of the extents it steps over, in some order) is index, mode by mode
/// (index / stride) % extent; an extent-1 mode is coordinate 0. A stride-0 mode of larger extent has
/// no such coordinate: an error.
template <class I, class S, class D>
CUTE_HOST_DEVICE constexpr auto idx2crd_strided(I const& idx, S const& s, D const& d) {
  if constexpr (tuple_type<S>) {
    return transform(s, d, [&](auto const& si, auto const& di) { return idx2crd_strided(idx, si, di); });
  } else if constexpr (is_constant<1, S>::value) {
    return Int<0>{};
  } else if constexpr (static_integer<D>) {
    static_assert(D::value != 0, "get_hier_coord: a stride-0 mode of extent > 1 has no coordinate for an index");
    return (idx / d) % s;
  } else {
    CUTE_CHECK(d != 0, "get_hier_coord: a stride-0 mode of extent ", s, " has no coordinate for an index");
    return (idx / d) % s;
  }
}
}  // namespace detail

/// A Layout is a pair (Shape, Stride) of congruent IntTuples: it maps a coordinate (1-D, R-D or
/// h-D) to the index inner_product(coordinate, stride). A fully static Layout is an empty type.
CUTE_EXPORT template <int_tuple ShapeT, int_tuple StrideT = decltype(compact_col_major(std::declval<ShapeT>()))>
struct Layout : private detail::tuple_leaf<0, ShapeT>, private detail::tuple_leaf<1, StrideT> {
  static_assert(congruent_v<ShapeT, StrideT>, "Layout: the stride is not congruent with the shape");
  static_assert(detail::static_extents_nonnegative<ShapeT>, "Layout: a static extent of the shape is negative");

  using shape_type = ShapeT;
  using stride_type = StrideT;
  /// The number of modes (CuTe's Layout::rank, which kernels static_assert on).
  static constexpr int rank = rank_v<ShapeT>;

  // The shape and stride are held as tuple leaves (bases): a static one is not stored at all, so a
  // static Layout is an empty class that nvcc accepts as a kernel parameter.
  constexpr Layout() = default;

  CUTE_HOST_DEVICE constexpr Layout(ShapeT const& shape, StrideT const& stride)
      : detail::tuple_leaf<0, ShapeT>{shape}, detail::tuple_leaf<1, StrideT>{stride} {
    if constexpr (!is_static_v<ShapeT>) {  // static extents are checked by the static_assert above
      [[maybe_unused]] long long const smallest = detail::smallest_dynamic_extent(shape);
      CUTE_CHECK(smallest >= 0, "Layout: extent ", smallest, " of the shape is negative");
    }
  }

  /// CuTe's inverse of a compact layout: the hierarchical coordinate (of the shape) whose offset is
  /// idx (detail::idx2crd_strided); get_flat_coord gives each top-level mode's part of it as that
  /// mode's column-major index, get_1d_coord the whole as the shape's column-major index.
  template <integer I>
  CUTE_HOST_DEVICE constexpr auto get_hier_coord(I const& idx) const {
    return detail::idx2crd_strided(idx, shape(), stride());
  }
  template <integer I>
  CUTE_HOST_DEVICE constexpr auto get_flat_coord(I const& idx) const {
    auto hier = get_hier_coord(idx);
    if constexpr (tuple_type<ShapeT>) {
      return transform(hier, shape(), [](auto const& c, auto const& s) { return crd2idx(c, s); });
    } else {
      return hier;
    }
  }
  template <integer I>
  CUTE_HOST_DEVICE constexpr auto get_1d_coord(I const& idx) const {
    return crd2idx(get_hier_coord(idx), shape());
  }

  // (The whole shape or stride is returned directly: no get_path instantiated for the common case.)
  template <std::size_t... I>
  CUTE_HOST_DEVICE constexpr decltype(auto) shape() const noexcept {
    if constexpr (sizeof...(I) == 0) {
      return get<0>(static_cast<detail::tuple_leaf<0, ShapeT> const&>(*this));
    } else {
      return detail::get_path<I...>(shape());
    }
  }
  template <std::size_t... I>
  CUTE_HOST_DEVICE constexpr decltype(auto) stride() const noexcept {
    if constexpr (sizeof...(I) == 0) {
      return get<1>(static_cast<detail::tuple_leaf<1, StrideT> const&>(*this));
    } else {
      return detail::get_path<I...>(stride());
    }
  }

  /// Evaluation at a coordinate: an integer (1-D), or a tuple (R-D or h-D). A coordinate holding
  /// `_` selects a sub-layout instead (see slice).
  template <coord_tuple Coord>
  CUTE_HOST_DEVICE constexpr auto operator()(Coord const& c) const {
    // Each tuple of the coordinate must match the shape's rank there; an integer may stand for a tuple.
    // (An ArithmeticTuple, the coordinate a layout of basis strides gives, is read as a plain tuple.)
    constexpr bool coordinate_fits_shape = is_arithmetic_tuple_v<Coord> || weakly_congruent_v<Coord, ShapeT>;
    static_assert(coordinate_fits_shape, "Layout: the coordinate does not fit the shape (a tuple in the coordinate must "
                                         "have the rank of the shape's mode at that place)");
    if constexpr (is_arithmetic_tuple_v<Coord>) {
      return (*this)(as_plain_tuple(c));
    } else if constexpr (!coordinate_fits_shape) {
      return _0{};
    } else if constexpr (detail::has_underscore<Coord>()) {
      return slice(c, *this);
    } else {
      return crd2idx(c, shape(), stride());
    }
  }

  /// Evaluation at an R-D coordinate given as separate integers: layout(m, n).
  template <coord_tuple C0, coord_tuple C1, coord_tuple... Cs>
  CUTE_HOST_DEVICE constexpr auto operator()(C0 const& c0, C1 const& c1, Cs const&... cs) const {
    constexpr bool coordinate_rank_matches_layout_rank = tuple_type<ShapeT> && 2 + sizeof...(Cs) == rank_v<ShapeT>;
    static_assert(coordinate_rank_matches_layout_rank,
                  "Layout: the number of coordinates does not match the rank of the layout");
    if constexpr (coordinate_rank_matches_layout_rank) {
      return (*this)(make_coord(c0, c1, cs...));
    } else {
      return _0{};
    }
  }

  // CuTe's member forms of the algebra (the functions, found by ADL when instantiated), of detail::tiler_of(args).
  /// composition(*this, tiler).
  template <class... Tilers>
  CUTE_HOST_DEVICE constexpr auto compose(Tilers const&... tilers) const {
    return composition(*this, detail::tiler_of(tilers...));
  }
  /// tiled_divide(*this, tiler).
  template <class... Tilers>
  CUTE_HOST_DEVICE constexpr auto tile(Tilers const&... tilers) const {
    return tiled_divide(*this, detail::tiler_of(tilers...));
  }
  /// This layout seen through the column-major layout of another shape: composition(*this, make_layout(shape)).
  template <class... Shapes>
  CUTE_HOST_DEVICE constexpr auto with_shape(Shapes const&... shapes) const {
    return composition(*this, make_layout(detail::tiler_of(shapes...)));
  }
};

CUTE_EXPORT template <class T>
inline constexpr bool is_layout_v = false;
template <class S, class D>
inline constexpr bool is_layout_v<Layout<S, D>> = true;

/// A cute::Layout (after removing references and cv-qualifiers).
CUTE_EXPORT template <class T>
concept layout_type = is_layout_v<cute::detail::uncvref_t<T>>;
/// CuTe's trait form of is_layout_v.
CUTE_EXPORT template <class T>
struct is_layout : C<is_layout_v<T>> {};

template <class S, class D>
inline constexpr bool is_static_v<Layout<S, D>> = is_static_v<S> && is_static_v<D>;

/// Layouts compare by shape and stride (static when the types decide it). (Free functions: a member
/// template is declared again in every Layout type nvcc's device front end instantiates.)
CUTE_EXPORT template <class S0, class D0, class S1, class D1>
CUTE_HOST_DEVICE constexpr auto operator==(Layout<S0, D0> const& a, Layout<S1, D1> const& b) {
  // With Int<N> integers only, equal values are equal types.
  if constexpr (detail::int_static<S0> && detail::int_static<D0> && detail::int_static<S1> && detail::int_static<D1>)
    return bool_constant<std::is_same_v<Layout<S0, D0>, Layout<S1, D1>>>{};
  else return detail::all_of(detail::equal(a.shape(), b.shape()), detail::equal(a.stride(), b.stride()));
}
CUTE_EXPORT template <class S0, class D0, class S1, class D1>
CUTE_HOST_DEVICE constexpr auto operator!=(Layout<S0, D0> const& a, Layout<S1, D1> const& b) {
  return !(a == b);
}

// make_layout ------------------------------------------------------------------------------------

/// The LayoutLeft (compact column-major) layout of a shape.
CUTE_EXPORT template <int_tuple Shape>
CUTE_HOST_DEVICE constexpr auto make_layout(Shape const& shape) {
  if constexpr (is_static_v<Shape>) {
    return Layout<Shape>{};  // nothing to store or check: no constructor to instantiate (nvcc's device compiler)
  } else {
    return Layout<Shape>(shape, compact_col_major(shape));
  }
}

/// The layout of a shape and a stride, which must be congruent.
CUTE_EXPORT template <int_tuple Shape, int_tuple Stride>
CUTE_HOST_DEVICE constexpr auto make_layout(Shape const& shape, Stride const& stride) {
  constexpr bool stride_congruent_with_shape = congruent_v<Shape, Stride>;
  static_assert(stride_congruent_with_shape,
                "make_layout: the stride is not congruent with the shape (they must have the same nesting of tuples)");
  if constexpr (stride_congruent_with_shape && is_static_v<Shape> && is_static_v<Stride>) {
    return Layout<Shape, Stride>{};  // as above
  } else if constexpr (stride_congruent_with_shape) {
    return Layout<Shape, Stride>(shape, stride);
  } else {
    return make_layout(shape);
  }
}

/// The compact layout of a shape in the order of a tag: LayoutLeft{} or LayoutRight{}.
CUTE_EXPORT template <int_tuple Shape, major_tag Major>
CUTE_HOST_DEVICE constexpr auto make_layout(Shape const& shape, Major) {
  return make_layout(shape, compact_major<Major>(shape));
}

/// Concatenation: the layout whose modes are the given layouts.
CUTE_EXPORT template <layout_type... Layouts>
  requires(sizeof...(Layouts) >= 1)
CUTE_HOST_DEVICE constexpr auto make_layout(Layouts const&... layouts) {
  return make_layout(make_shape(layouts.shape()...), make_stride(layouts.stride()...));
}

// Accessors ---------------------------------------------------------------------------------------

CUTE_EXPORT template <std::size_t... I, class S, class D>
CUTE_HOST_DEVICE constexpr decltype(auto) shape(Layout<S, D> const& l) noexcept {
  return l.template shape<I...>();
}
/// The shape of an IntTuple is the IntTuple.
CUTE_EXPORT template <std::size_t... I, int_tuple T>
CUTE_HOST_DEVICE constexpr decltype(auto) shape(T const& t) noexcept {
  return detail::get_path<I...>(t);
}
CUTE_EXPORT template <std::size_t... I, class S, class D>
CUTE_HOST_DEVICE constexpr decltype(auto) stride(Layout<S, D> const& l) noexcept {
  return l.template stride<I...>();
}

/// The sub-layout at I... (the layout itself for no index).
CUTE_EXPORT template <std::size_t... I, class S, class D>
CUTE_HOST_DEVICE constexpr auto layout(Layout<S, D> const& l) {
  if constexpr (sizeof...(I) == 0) {
    return l;
  } else {
    return make_layout(l.template shape<I...>(), l.template stride<I...>());
  }
}

/// Mode I... of a layout, as a layout.
CUTE_EXPORT template <std::size_t I0, std::size_t... I, class S, class D>
CUTE_HOST_DEVICE constexpr auto get(Layout<S, D> const& l) {
  return layout<I0, I...>(l);
}

CUTE_EXPORT template <std::size_t... I, class S, class D>
CUTE_HOST_DEVICE constexpr auto rank(Layout<S, D> const& l) noexcept {
  return rank(l.template shape<I...>());
}
CUTE_EXPORT template <std::size_t... I, class S, class D>
CUTE_HOST_DEVICE constexpr auto depth(Layout<S, D> const& l) noexcept {
  return depth(l.template shape<I...>());
}
/// The size of the domain: the product of the shape (of mode I...).
CUTE_EXPORT template <std::size_t... I, class S, class D>
CUTE_HOST_DEVICE constexpr auto size(Layout<S, D> const& l) {
  return size(l.template shape<I...>());
}

/// The size of the codomain: 1 + the largest |index| reachable, sum((s - 1) * |d|) + 1 over the leaves,
/// which is L(size(L) - 1) + 1 for non-negative strides and stays right for negative ones.
CUTE_EXPORT namespace detail {
// cosize of an int_static shape and stride: inner_product(shape - 1, |stride|) + 1, in int.
template <class S, class D>
inline constexpr long long static_cosize_sum = overflow;
template <int s, int d>  // (s - 1) * |d|, where |d| is an int (not for d = -2^31)
inline constexpr long long static_cosize_sum<C<s>, C<d>> = d < -2147483647 ? overflow : int_checked((s - 1LL) * (d < 0 ? -d : d));
template <>
inline constexpr long long static_cosize_sum<tuple<>, tuple<>> = 0;
template <class... S, class... D>
  requires(sizeof...(S) == sizeof...(D))
inline constexpr long long static_cosize_sum<tuple<S...>, tuple<D...>> = int_sum({static_cosize_sum<S, D>...});

template <class S, class D>
inline constexpr int tuple_rank<Layout<S, D>> = tuple_rank<S>;  // rank_v of a layout
}  // namespace detail

CUTE_EXPORT template <std::size_t... I, class S, class D>
CUTE_HOST_DEVICE constexpr auto cosize(Layout<S, D> const& l) {
  using LS = cute::detail::uncvref_t<decltype(l.template shape<I...>())>;
  using LD = cute::detail::uncvref_t<decltype(l.template stride<I...>())>;
  if constexpr (detail::int_static<LS> && detail::int_static<LD> &&
                detail::int_checked(detail::static_cosize_sum<LS, LD> + 1) != detail::overflow &&
                detail::static_cosize_sum<LS, LD> != detail::overflow) {
    return C<static_cast<int>(detail::static_cosize_sum<LS, LD> + 1)>{};
  } else {
  auto m1 = transform_leaf(l.template shape<I...>(), [](auto s) { return s - _1{}; });
  auto a = transform_leaf(l.template stride<I...>(), [](auto d) { return detail::checked_abs(detail::caller::cosize, d); });
  return detail::checked<detail::arithmetic::add>(detail::caller::cosize, inner_product(m1, a), _1{});
  }
}

CUTE_EXPORT template <class L>
inline constexpr auto size_v = decltype(size(std::declval<L>()))::value;
CUTE_EXPORT template <class L>
inline constexpr auto cosize_v = decltype(cosize(std::declval<L>()))::value;
/// CuTe's type form of cosize (a static integer for a static layout).
CUTE_EXPORT template <class L>
using cosize_t = decltype(cosize(std::declval<L>()));

/// CuTe's coshape of a layout (of mode I...): the smallest coordinate of the codomain above every
/// index the layout reaches. The codomain of integer strides is the integers, so it is cosize.
CUTE_EXPORT template <std::size_t... I, class S, class D>
CUTE_HOST_DEVICE constexpr auto coshape(Layout<S, D> const& l) {
  return cosize<I...>(l);
}

/// CuTe's coprofile of a layout (of mode I...): the profile of its codomain, with _0 leaves; _0 for
/// integer strides.
CUTE_EXPORT template <std::size_t... I, class S, class D>
CUTE_HOST_DEVICE constexpr auto coprofile(Layout<S, D> const& l) {
  return repeat_like(sum(l.template stride<I...>()), _0{});
}

/// The index of coordinate c in layout l.
CUTE_EXPORT template <coord_tuple Coord, class S, class D>
CUTE_HOST_DEVICE constexpr auto crd2idx(Coord const& c, Layout<S, D> const& l) {
  return crd2idx(c, l.shape(), l.stride());
}

/// The layout with its shape and stride flattened: depth <= 1, the same function.
CUTE_EXPORT template <class S, class D>
CUTE_HOST_DEVICE constexpr auto flatten(Layout<S, D> const& l) {
  return make_layout(flatten(l.shape()), flatten(l.stride()));
}

/// The inverse of flatten: a flat layout regrouped into the nesting of a profile.
CUTE_EXPORT template <class S, class D, class Profile>
CUTE_HOST_DEVICE constexpr auto unflatten(Layout<S, D> const& l, Profile const& profile) {
  return make_layout(unflatten(wrap(l.shape()), profile), unflatten(wrap(l.stride()), profile));
}

// Slicing -----------------------------------------------------------------------------------------

/// The sub-layout of the modes that the coordinate marks with `_`: layout(_, 1) is slice((_,1), layout).
CUTE_EXPORT template <coord_tuple Coord, class S, class D>
CUTE_HOST_DEVICE constexpr auto slice(Coord const& c, Layout<S, D> const& l) {
  return make_layout(slice(c, l.shape()), slice(c, l.stride()));
}

/// The sub-layout of the modes that the coordinate does not mark with `_` (CuTe's dice).
CUTE_EXPORT template <coord_tuple Coord, class S, class D>
CUTE_HOST_DEVICE constexpr auto dice(Coord const& c, Layout<S, D> const& l) {
  return make_layout(dice(c, l.shape()), dice(c, l.stride()));
}

CUTE_EXPORT namespace detail {
// A coordinate's `_` as _0, its integers as they are (a function object: no lambda per coordinate type).
struct underscore_as_zero {
  template <class X>
  CUTE_HOST_DEVICE constexpr auto operator()(X const& x) const {
    if constexpr (underscore<X>) {
      return _0{};
    } else {
      return x;
    }
  }
};
}  // namespace detail

/// The slice and the index of its origin: (slice(c, l), l(c with each `_` as 0)).
CUTE_EXPORT template <coord_tuple Coord, class S, class D>
CUTE_HOST_DEVICE constexpr auto slice_and_offset(Coord const& c, Layout<S, D> const& l) {
  auto origin = transform_leaf(c, detail::underscore_as_zero{});
  return make_tuple(slice(c, l), crd2idx(origin, l.shape(), l.stride()));
}

/// CuTe's domain_offset of a layout: the layout and the index of coordinate c in it, (l, l(c)). A
/// tensor moves its data by that index (domain_offset of a tensor); a swizzled layout its offset.
CUTE_EXPORT template <int_tuple Coord, class S, class D>
CUTE_HOST_DEVICE constexpr auto domain_offset(Coord const& c, Layout<S, D> const& l) {
  return make_tuple(l, l(c));
}

}  // namespace cute

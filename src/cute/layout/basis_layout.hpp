// cute/layout/basis_layout.hpp: layouts whose strides are bases (ScaledBasis, E<N...>), which map a
// coordinate to an ArithmeticTuple: make_identity_layout(shape) maps each coordinate to itself, and
// CuTe's algebra applies to it as to an integer layout (composition, coalesce, the divides).
//
// The algebra is written once, on integers (cute/layout/value_algebra.hpp). A basis layout goes
// through it encoded: each distinct basis path gets its own field of the 31 bits of an int (Int<N>
// when static, so that static strides stay static), the stride v@path becomes v * 2^(field * bits),
// the integer layout goes through the operation, and each stride of the result is decoded back into
// the one field it lies in. The fields never meet: every mode's reach (extent * |v|) is checked to
// stay within its field, so no two bases look like one mode to the algebra, and a stride of the
// result (a stride of A times an integer) that spills out of its field is an error (at compile time
// when static, a cute::error at run time), never a wrong basis.
// A layout B of basis strides on the right of a composition takes CuTe's rule instead: each mode of B
// composes the part of A at its basis's path with the mode's scale.
#pragma once
#include <cute/config.hpp>
#include <cute/layout/coalesce.hpp>
#include <cute/layout/composition.hpp>
#include <cute/layout/divide.hpp>
#include <cute/layout/layout.hpp>
#include <cute/numeric.hpp>
#include <cute/tuple.hpp>

namespace cute {

CUTE_EXPORT namespace detail {
// The distinct paths of a stride's bases, in the order they first appear (a path as a type).
template <int... N>
struct basis_path {
  template <class V>
  using basis = ScaledBasis<V, N...>;
};
template <class... P>
using path_list = tuple<P...>;

template <class List, class Stride>
struct collect_paths {
  using type = List;  // an integer stride, or the end of a tuple: no path
};
template <class... Q, class T, int... N>
struct collect_paths<path_list<Q...>, ScaledBasis<T, N...>> {
  using type = std::conditional_t<(std::is_same_v<Q, basis_path<N...>> || ...), path_list<Q...>, path_list<Q..., basis_path<N...>>>;
};
template <class List, class D0, class... D>
struct collect_paths<List, tuple<D0, D...>> : collect_paths<typename collect_paths<List, D0>::type, tuple<D...>> {};

template <class P, class List>
inline constexpr int path_index = -1;
template <class P, class... Q>
inline constexpr int path_index<P, path_list<Q...>> = [] {
  constexpr bool same[] = {std::is_same_v<P, Q>..., false};
  int i = 0;
  while (i < int(sizeof...(Q)) && !same[i]) ++i;
  return i;
}();

// How a layout's basis strides are encoded: the paths, and the width of each one's field. The static
// strides are encoded as Int<N> (the algebra keeps those static, as CuTe keeps its strides), so the
// fields share 31 bits: one basis has them all, two 15 bits each, three 10. The divides and
// compositions by a tuple tiler split the layout by mode first, so that each part has fewer bases.
template <class Stride>
struct basis_codec {
  using paths = typename collect_paths<path_list<>, Stride>::type;
  static constexpr int count = int(tuple_size_v<paths>);
  static constexpr int bits = count <= 1 ? 31 : 31 / count;
  // The largest |value| a field holds, with room for its sign.
  static constexpr long long limit = (1ll << (bits - 1)) - 1 + (count <= 1 ? (1ll << 30) : 0);
};

// A stride leaf, encoded: v@path as v * 2^(field * bits); an integer stride must be 0 (a basis layout
// has no integer offsets: CuTe cannot add one to a tuple of coordinates either).
template <class Codec, class D>
CUTE_HOST_DEVICE constexpr auto encode_stride(D const& d) {
  if constexpr (tuple_type<D>) {
    return transform(d, [](auto const& x) { return encode_stride<Codec>(x); });
  } else if constexpr (is_scaled_basis_v<D>) {
    return [&]<class T, int... N>(ScaledBasis<T, N...> const& b) {
      constexpr int shift = path_index<basis_path<N...>, typename Codec::paths> * Codec::bits;
      if constexpr (static_integer<T>) {
        static_assert(T::value >= -Codec::limit && T::value <= Codec::limit,
                      "basis layout: a basis's value is too large for the algebra's encoding of this many bases");
        return C<static_cast<int>(static_cast<long long>(T::value) * (1ll << shift))>{};
      } else {
        static_assert(integer<T>, "basis layout: the value of a basis stride must be an integer");
        CUTE_CHECK(b.value() >= -Codec::limit && b.value() <= Codec::limit, "basis layout: the value ", b.value(),
                   " of a basis is too large for the algebra's encoding of ", Codec::count, " bases");
        return static_cast<int>(static_cast<long long>(b.value()) * (1ll << shift));
      }
    }(d);
  } else if constexpr (static_integer<D>) {
    static_assert(D::value == 0, "basis layout: a layout of basis strides may hold no integer stride but _0");
    return _0{};
  } else {
    CUTE_CHECK(d == 0, "basis layout: a layout of basis strides may hold no integer stride but 0 (", d, ")");
    return 0;
  }
}

// A stride leaf of the result, decoded: the basis of the one field its value lies in (_0 for 0).
template <class Codec, class D>
CUTE_HOST_DEVICE constexpr auto decode_stride(D const& d) {
  if constexpr (tuple_type<D>) {
    return transform(d, [](auto const& x) { return decode_stride<Codec>(x); });
  } else if constexpr (static_integer<D>) {
    constexpr long long x = static_cast<long long>(D::value);
    if constexpr (x == 0) {
      return _0{};
    } else {
      constexpr int f = countr_zero(static_cast<unsigned long long>(x)) / Codec::bits;  // the field of x's lowest set bit
      constexpr long long v = x / (1ll << (f * Codec::bits));  // x is a multiple of 2^(f * bits)
      static_assert(f < Codec::count && v >= -Codec::limit && v <= Codec::limit,
                    "basis layout: a stride of the result spills out of its basis (the layout's extents are too large "
                    "for the algebra's encoding of this many bases)");
      return typename tuple_element_t<f, typename Codec::paths>::template basis<C<static_cast<int>(v)>>{};
    }
  } else {
    // A dynamic stride: its basis must be known from the types, so the layout may have one path only.
    static_assert(Codec::count <= 1,
                  "basis layout: this operation gives a dynamic stride, whose basis is known only when the layout's "
                  "strides have one basis path (make the strides of several bases static)");
    CUTE_CHECK(d >= -Codec::limit && d <= Codec::limit, "basis layout: the stride ", d, " spills out of its basis");
    if constexpr (Codec::count == 0) {
      return d;
    } else {
      return typename tuple_element_t<0, typename Codec::paths>::template basis<int>(static_cast<int>(d));
    }
  }
}

// Each mode's reach in its basis, extent * |value|, stays within its field: then no two modes of
// different bases can look like one mode continuing the other (s0 * d0 == d1) to the algebra.
template <class Codec, class S, class D>
CUTE_HOST_DEVICE constexpr void check_reach(S const& s, D const& d) {
  if constexpr (tuple_type<S>) {
    [&]<std::size_t... I>(std::index_sequence<I...>) { (check_reach<Codec>(get<I>(s), get<I>(d)), ...); }(
        std::make_index_sequence<tuple_size_v<S>>{});
  } else if constexpr (is_scaled_basis_v<D> && Codec::count > 1) {
    if constexpr (static_integer<S> && static_integer<cute::detail::uncvref_t<decltype(d.value())>>) {
      constexpr long long v = decltype(d.value())::value;
      static_assert(S::value * (v < 0 ? -v : v) <= Codec::limit,
                    "basis layout: a mode reaches too far in its basis for the algebra's encoding of this many bases");
    } else {
      long long const v = static_cast<long long>(d.value());
      CUTE_CHECK(static_cast<long long>(s) * (v < 0 ? -v : v) <= Codec::limit, "basis layout: a mode of extent ", s,
                 " reaches too far in its basis for the algebra's encoding of ", Codec::count, " bases");
    }
  }
}

// Every stride leaf is a basis or an integer that may be 0 (a static one must be _0).
template <class D>
inline constexpr bool only_bases = is_scaled_basis_v<D> || dynamic_integer<D>;
template <auto v>
inline constexpr bool only_bases<C<v>> = v == 0;
template <class... D>
inline constexpr bool only_bases<tuple<D...>> = (only_bases<D> && ...);

// op(encoded l), decoded (op returns a layout). The errors are named here, at the operation's call.
template <class S, class D, class Op>
CUTE_HOST_DEVICE constexpr auto through_encoding(Layout<S, D> const& l, Op const& op) {
  using Codec = basis_codec<D>;
  constexpr bool strides_are_bases = only_bases<D>;
  static_assert(strides_are_bases, "basis layout: a layout of basis strides may hold no integer stride but _0");
  if constexpr (!strides_are_bases) {
    return l;
  } else {
    check_reach<Codec>(l.shape(), l.stride());
    auto const r = op(make_layout(l.shape(), encode_stride<Codec>(l.stride())));
    constexpr bool bases_known = Codec::count <= 1 || is_static_v<cute::detail::uncvref_t<decltype(r.stride())>>;
    static_assert(bases_known, "basis layout: this operation gives a dynamic stride, whose basis is known only when the "
                               "layout's strides have one basis (make the strides of several bases static, or tile first)");
    if constexpr (!bases_known) {
      return l;
    } else {
      return make_layout(r.shape(), decode_stride<Codec>(r.stride()));
    }
  }
}
}  // namespace detail

/// The layout of a shape whose strides are the unit bases of its leaves: it maps each coordinate (h-D
/// or 1-D) to that coordinate, as an ArithmeticTuple congruent with the shape: (4,8):(_1@0,_1@1).
CUTE_EXPORT template <int_tuple Shape>
CUTE_HOST_DEVICE constexpr auto make_identity_layout(Shape const& shape) {
  return make_layout(shape, make_basis_like(shape));
}

/// Composition with a layout B of basis strides (CuTe's rule): mode v@path of B composes the part of
/// A at path with v, so R(c) == A(B(c)), B(c) read as a coordinate of A.
CUTE_EXPORT template <class AS, class AD, class BS, class BD>
  requires(detail::has_basis_v<BD>)
CUTE_HOST_DEVICE constexpr auto composition(Layout<AS, AD> const& a, Layout<BS, BD> const& b) {
  if constexpr (tuple_type<BS>) {
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      return make_layout(composition(a, layout<I>(b))...);
    }(std::make_index_sequence<tuple_size_v<BS>>{});
  } else if constexpr (is_scaled_basis_v<BD>) {
    auto const& d = b.stride();
    auto const part = make_layout(basis_get(d, a.shape()), basis_get(d, a.stride()));
    return composition(part, make_layout(b.shape(), d.value()));
  } else {
    static_assert(is_constant_v<0, BD>, "composition: a layout of basis strides may hold no integer stride but _0");
    return make_layout(b.shape(), _0{});
  }
}

/// Composition of a basis layout A with an integer layout or a tiler: on the encoded integers.
CUTE_EXPORT template <class AS, class AD, class BS, class BD>
  requires(detail::has_basis_v<AD> && !detail::has_basis_v<BD>)
CUTE_HOST_DEVICE constexpr auto composition(Layout<AS, AD> const& a, Layout<BS, BD> const& b) {
  return detail::through_encoding(a, [&](auto const& e) { return composition(e, b); });
}
// (Two overloads, more specialized than composition.hpp's by their stride types; a tuple tiler on a
// layout of several modes composes mode by mode there, each mode on its own bases.)
CUTE_EXPORT template <class AS, class... AD, tiler_type Tiler>
  requires(!layout_type<Tiler> && !tuple_type<Tiler> && detail::has_basis_v<tuple<AD...>>)
CUTE_HOST_DEVICE constexpr auto composition(Layout<AS, tuple<AD...>> const& a, Tiler const& tiler) {
  return detail::through_encoding(a, [&](auto const& e) { return composition(e, tiler); });
}
CUTE_EXPORT template <class AS, class T, int... N, tiler_type Tiler>
  requires(!layout_type<Tiler>)
CUTE_HOST_DEVICE constexpr auto composition(Layout<AS, ScaledBasis<T, N...>> const& a, Tiler const& tiler) {
  return detail::through_encoding(a, [&](auto const& e) { return composition(e, tiler); });
}

/// coalesce of a basis layout: modes merge where one continues the other in the same basis.
CUTE_EXPORT template <class S, class D>
  requires(detail::has_basis_v<D>)
CUTE_HOST_DEVICE constexpr auto coalesce(Layout<S, D> const& l) {
  return detail::through_encoding(l, [](auto const& e) { return coalesce(e); });
}
CUTE_EXPORT template <class S, class D, class Profile>
  requires(detail::has_basis_v<D>)
CUTE_HOST_DEVICE constexpr auto coalesce(Layout<S, D> const& l, Profile const& profile) {
  return detail::through_encoding(l, [&](auto const& e) { return coalesce(e, profile); });
}

/// The logical divide of a basis layout (tiles of an identity layout: the coordinates each tile
/// covers); a tuple tiler divides mode by mode (divide.hpp's by-mode form, each mode on its own bases),
/// and the other divides arrange this one as divide.hpp does.
CUTE_EXPORT template <class S, class D, tiler_type Tiler>
  requires(detail::has_basis_v<D> && !tuple_type<Tiler>)
CUTE_HOST_DEVICE constexpr auto logical_divide(Layout<S, D> const& a, Tiler const& tiler) {
  return detail::through_encoding(a, [&](auto const& e) { return logical_divide(e, tiler); });
}

}  // namespace cute

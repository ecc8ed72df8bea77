// cute/swizzle/composed_layout.hpp: ComposedLayout<A, Offset, B>, the function c -> A(offset + B(c))
// where A is a Swizzle (or any function on integers) and B a Layout: the swizzled shared-memory
// layouts. Its shape is B's; the algebra's operations that act on the domain apply to B.
#pragma once
#include <cute/config.hpp>
#include <cute/layout.hpp>
#include <cute/numeric.hpp>
#include <cute/swizzle/swizzle.hpp>
#include <cute/tuple.hpp>

namespace cute {

CUTE_EXPORT namespace detail {
// Whether every stride of a (sub-)stride is a static multiple of Period: moving along it commutes with
// a swizzle of that period. (Variable-template specializations, not lambdas: cheaper for nvcc.)
template <long long Period, class Stride, bool Static = static_integer<Stride>>
inline constexpr bool strides_multiple_of = false;
template <long long Period, class Stride>
inline constexpr bool strides_multiple_of<Period, Stride, true> = Stride::value % Period == 0;
template <long long Period, class... D>
inline constexpr bool strides_multiple_of<Period, tuple<D...>, false> = (strides_multiple_of<Period, D> && ...);

// Whether some stride leaf is a nonzero static multiple of Period.
template <long long Period, class Stride, bool Static = static_integer<Stride>>
inline constexpr bool some_stride_multiple_of = false;
template <long long Period, class Stride>
inline constexpr bool some_stride_multiple_of<Period, Stride, true> = Stride::value != 0 && Stride::value % Period == 0;
template <long long Period, class... D>
inline constexpr bool some_stride_multiple_of<Period, tuple<D...>, false> = (some_stride_multiple_of<Period, D> || ...);

// The same, of a Layout's stride (false for a ComposedLayout inside another).
template <long long Period, class L>
inline constexpr bool layout_stride_multiple_of = false;
template <long long Period, class S, class D>
inline constexpr bool layout_stride_multiple_of<Period, Layout<S, D>> = some_stride_multiple_of<Period, D>;

// The stride with only its leaves that commute with a swizzle of this period (Commuting), or only the
// others; the leaves left out are _0.
template <long long Period, bool Commuting, class Stride>
CUTE_HOST_DEVICE constexpr auto stride_part(Stride const& d) {
  if constexpr (tuple_type<Stride>) {
    return transform(d, [](auto const& e) { return stride_part<Period, Commuting>(e); });
  } else if constexpr (strides_multiple_of<Period, Stride> == Commuting) {
    return d;
  } else {
    return _0{};
  }
}
}  // namespace detail

CUTE_EXPORT template <class A, class Offset, class B>
struct ComposedLayout : private detail::tuple_leaf<0, A>, private detail::tuple_leaf<1, Offset>, private detail::tuple_leaf<2, B> {
  // (A ComposedLayout inside, as CuTe allows: a swizzled layout composed with another.)
  static_assert(is_layout_v<B> || requires(B const& b) { b.layout_b(); }, "ComposedLayout: the inner function must be a Layout");
  /// The number of modes of the inner layout (CuTe's ComposedLayout::rank).
  static constexpr int rank = B::rank;
  // Held as tuple leaves, as Layout's shape and stride: a static composed layout is an empty class.
  constexpr ComposedLayout() = default;
  CUTE_HOST_DEVICE constexpr ComposedLayout(A const& a, Offset const& o, B const& b)
      : detail::tuple_leaf<0, A>{a}, detail::tuple_leaf<1, Offset>{o}, detail::tuple_leaf<2, B>{b} {}

  CUTE_HOST_DEVICE constexpr decltype(auto) layout_a() const noexcept { return get<0>(static_cast<detail::tuple_leaf<0, A> const&>(*this)); }
  CUTE_HOST_DEVICE constexpr decltype(auto) offset() const noexcept { return get<1>(static_cast<detail::tuple_leaf<1, Offset> const&>(*this)); }
  CUTE_HOST_DEVICE constexpr decltype(auto) layout_b() const noexcept { return get<2>(static_cast<detail::tuple_leaf<2, B> const&>(*this)); }

  template <std::size_t... I>
  CUTE_HOST_DEVICE constexpr decltype(auto) shape() const noexcept {
    return layout_b().template shape<I...>();
  }

  /// A(offset + B(c)); a coordinate with `_` gives the composed slice, with the slice's offset folded in.
  template <coord_tuple Coord>
  CUTE_HOST_DEVICE constexpr auto operator()(Coord const& c) const {
    if constexpr (detail::has_underscore<Coord>()) {
      auto [sliced, shift] = slice_and_offset(c, layout_b());
      return ComposedLayout<A, decltype(offset() + shift), decltype(sliced)>(layout_a(), offset() + shift, sliced);
    } else if constexpr (constexpr long long period = detail::swizzle_period<A>;
                         period > 1 && detail::layout_stride_multiple_of<period, B>) {
      // The modes whose strides are multiples of the swizzle's period are added after it: the same
      // offset, and the compiler sees one swizzled base plus constants, not a swizzle per element.
      auto const& b = layout_b();
      return layout_a()(offset() + crd2idx(c, b.shape(), detail::stride_part<period, false>(b.stride()))) +
             crd2idx(c, b.shape(), detail::stride_part<period, true>(b.stride()));
    } else {
      return layout_a()(offset() + layout_b()(c));
    }
  }
  template <coord_tuple C0, coord_tuple C1, coord_tuple... Cs>
  CUTE_HOST_DEVICE constexpr auto operator()(C0 const& c0, C1 const& c1, Cs const&... cs) const {
    return (*this)(make_coord(c0, c1, cs...));
  }
};

CUTE_EXPORT template <class T>
inline constexpr bool is_composed_layout_v = false;
template <class A, class O, class B>
inline constexpr bool is_composed_layout_v<ComposedLayout<A, O, B>> = true;

/// A ComposedLayout.
CUTE_EXPORT template <class T>
concept composed_layout_type = is_composed_layout_v<cute::detail::uncvref_t<T>>;
/// CuTe's trait form of is_composed_layout_v.
CUTE_EXPORT template <class T>
struct is_composed_layout : C<is_composed_layout_v<T>> {};

// Static when all three parts are (a swizzle always is).
template <class A, class O, class B>
inline constexpr bool is_static_v<ComposedLayout<A, O, B>> = is_static_v<A> && is_static_v<O> && is_static_v<B>;

CUTE_EXPORT template <class A, class O, class B>
CUTE_HOST_DEVICE constexpr auto make_composed_layout(A const& a, O const& offset, B const& b) {
  return ComposedLayout<A, O, B>(a, offset, b);
}

/// The swizzle of a swizzled layout (CuTe's get_swizzle_portion): its outer function; for a plain
/// Layout, the identity swizzle Swizzle<0,4,3> (CuTe's choice: 2^(0+4+3) = 128 is the alignment that
/// CUTLASS's alignment_for_swizzle derives from it).
CUTE_EXPORT template <int Bits, int Base, int Shift, class O, class B>
CUTE_HOST_DEVICE constexpr Swizzle<Bits, Base, Shift> get_swizzle_portion(ComposedLayout<Swizzle<Bits, Base, Shift>, O, B> const&) {
  return {};
}
CUTE_EXPORT template <class S, class D>
CUTE_HOST_DEVICE constexpr Swizzle<0, 4, 3> get_swizzle_portion(Layout<S, D> const&) {
  return {};
}
/// The layout of a swizzled layout without its swizzle (CuTe's get_nonswizzle_portion): the inner
/// layout; a plain Layout itself.
CUTE_EXPORT template <int Bits, int Base, int Shift, class O, class B>
CUTE_HOST_DEVICE constexpr B get_nonswizzle_portion(ComposedLayout<Swizzle<Bits, Base, Shift>, O, B> const& l) {
  return l.layout_b();
}
CUTE_EXPORT template <class S, class D>
CUTE_HOST_DEVICE constexpr Layout<S, D> get_nonswizzle_portion(Layout<S, D> const& l) {
  return l;
}

/// CuTe's domain_offset of a ComposedLayout: the layout whose offset has moved by the index of
/// coordinate c in its inner layout, and _0 (the swizzle must see that index, so it stays inside).
CUTE_EXPORT template <int_tuple Coord, class A, class O, class B>
CUTE_HOST_DEVICE constexpr auto domain_offset(Coord const& c, ComposedLayout<A, O, B> const& l) {
  return make_tuple(make_composed_layout(l.layout_a(), l.offset() + l.layout_b()(c), l.layout_b()), _0{});
}

/// A swizzle applied after a layout: composition(Sw, L) is Sw o _0 o L.
CUTE_EXPORT template <int Bits, int Base, int Shift, class S, class D>
CUTE_HOST_DEVICE constexpr auto composition(Swizzle<Bits, Base, Shift> const& sw, Layout<S, D> const& l) {
  return make_composed_layout(sw, _0{}, l);
}
/// CuTe's three-argument form: composition(Sw, offset, L) is Sw o offset o L (make_composed_layout).
CUTE_EXPORT template <int Bits, int Base, int Shift, integer O, class S, class D>
CUTE_HOST_DEVICE constexpr auto composition(Swizzle<Bits, Base, Shift> const& sw, O const& offset, Layout<S, D> const& l) {
  return make_composed_layout(sw, offset, l);
}

CUTE_EXPORT template <std::size_t... I, class A, class O, class B>
CUTE_HOST_DEVICE constexpr decltype(auto) shape(ComposedLayout<A, O, B> const& l) { return shape<I...>(l.layout_b()); }
CUTE_EXPORT namespace detail {
template <class A, class O, class B>
inline constexpr int tuple_rank<ComposedLayout<A, O, B>> = tuple_rank<B>;  // rank_v of a composed layout
}  // namespace detail

CUTE_EXPORT template <std::size_t... I, class A, class O, class B>
CUTE_HOST_DEVICE constexpr auto rank(ComposedLayout<A, O, B> const& l) { return rank<I...>(l.layout_b()); }
CUTE_EXPORT template <std::size_t... I, class A, class O, class B>
CUTE_HOST_DEVICE constexpr auto depth(ComposedLayout<A, O, B> const& l) { return depth<I...>(l.layout_b()); }
CUTE_EXPORT template <std::size_t... I, class A, class O, class B>
CUTE_HOST_DEVICE constexpr auto size(ComposedLayout<A, O, B> const& l) { return size<I...>(l.layout_b()); }
/// The codomain size: the inner layout's (a swizzle with S >= 0 only permutes bits below its read
/// bits, so it keeps every offset below a multiple of 2^(M+B+S) there), else up to the swizzle's span.
CUTE_EXPORT template <class A, class O, class B>
CUTE_HOST_DEVICE constexpr auto cosize(ComposedLayout<A, O, B> const& l) {
  if constexpr (swizzle_type<A> && A::num_shft < 0) {
    return cute::max(cosize(l.layout_b()), cosize(l.layout_a()));
  } else {
    return cosize(l.layout_b());
  }
}

CUTE_EXPORT template <std::size_t I0, std::size_t... I, class A, class O, class B>
CUTE_HOST_DEVICE constexpr auto get(ComposedLayout<A, O, B> const& l) {
  return make_composed_layout(l.layout_a(), l.offset(), get<I0, I...>(l.layout_b()));
}

/// The sub-layout at I... of the inner layout, under the same swizzle and offset (the composed
/// layout itself for no index), as layout<I...> of a Layout.
CUTE_EXPORT template <std::size_t... I, class A, class O, class B>
CUTE_HOST_DEVICE constexpr auto layout(ComposedLayout<A, O, B> const& l) {
  if constexpr (sizeof...(I) == 0) {
    return l;
  } else {
    return get<I...>(l);
  }
}

/// The composed layout of modes [B, E) of the inner layout (a tile of some modes of a swizzled layout).
CUTE_EXPORT template <std::size_t B, std::size_t E, class A, class O, class L>
CUTE_HOST_DEVICE constexpr auto take(ComposedLayout<A, O, L> const& l) {
  return make_composed_layout(l.layout_a(), l.offset(), take<B, E>(l.layout_b()));
}
/// The composed layout of modes I... of the inner layout, in that order.
CUTE_EXPORT template <std::size_t... I, class A, class O, class L>
CUTE_HOST_DEVICE constexpr auto select(ComposedLayout<A, O, L> const& l) {
  return make_composed_layout(l.layout_a(), l.offset(), select<I...>(l.layout_b()));
}

/// The composed layout with modes [B, E) of the inner layout gathered into one mode.
CUTE_EXPORT template <std::size_t B, std::size_t E, class A, class O, class L>
CUTE_HOST_DEVICE constexpr auto group(ComposedLayout<A, O, L> const& l) {
  return make_composed_layout(l.layout_a(), l.offset(), group<B, E>(l.layout_b()));
}
/// CuTe's name for group.
CUTE_EXPORT template <std::size_t B, std::size_t E, class A, class O, class L>
CUTE_HOST_DEVICE constexpr auto group_modes(ComposedLayout<A, O, L> const& l) {
  return group<B, E>(l);
}

// The operations on the domain act on the inner layout.
#define CUTE_COMPOSED_INNER_OP(NAME)                                                          \
  CUTE_EXPORT template <class A, class O, class B, class X>                                  \
  CUTE_HOST_DEVICE constexpr auto NAME(ComposedLayout<A, O, B> const& l, X const& x) {       \
    return make_composed_layout(l.layout_a(), l.offset(), NAME(l.layout_b(), x));            \
  }
CUTE_COMPOSED_INNER_OP(composition)
CUTE_COMPOSED_INNER_OP(logical_divide)
CUTE_COMPOSED_INNER_OP(zipped_divide)
CUTE_COMPOSED_INNER_OP(tiled_divide)
CUTE_COMPOSED_INNER_OP(flat_divide)
CUTE_COMPOSED_INNER_OP(logical_product)
CUTE_COMPOSED_INNER_OP(zipped_product)
CUTE_COMPOSED_INNER_OP(tiled_product)
CUTE_COMPOSED_INNER_OP(flat_product)
CUTE_COMPOSED_INNER_OP(blocked_product)
CUTE_COMPOSED_INNER_OP(raked_product)
#undef CUTE_COMPOSED_INNER_OP

/// coalesce of a composed layout: of its inner layout (the same function on the domain).
CUTE_EXPORT template <class A, class O, class B>
CUTE_HOST_DEVICE constexpr auto coalesce(ComposedLayout<A, O, B> const& l) {
  return make_composed_layout(l.layout_a(), l.offset(), coalesce(l.layout_b()));
}
CUTE_EXPORT template <class A, class O, class B, class Profile>
CUTE_HOST_DEVICE constexpr auto coalesce(ComposedLayout<A, O, B> const& l, Profile const& profile) {
  return make_composed_layout(l.layout_a(), l.offset(), coalesce(l.layout_b(), profile));
}

CUTE_EXPORT template <class A, class O, class B, class Target, block_order Order = LayoutLeft>
  requires(int_tuple<Target> || is_layout_v<Target>)
CUTE_HOST_DEVICE constexpr auto tile_to_shape(ComposedLayout<A, O, B> const& block, Target const& target, Order order = {}) {
  return make_composed_layout(block.layout_a(), block.offset(), tile_to_shape(block.layout_b(), target, order));
}

}  // namespace cute

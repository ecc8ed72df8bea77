// cute/swizzle/mixed_bits.hpp: CuTe's MixedBits<StaticInt, StaticFlags>, a 32-bit unsigned value some of
// whose bits are known at compile time and the others (the flagged ones) only at run time: its value is
// StaticInt | (dynamic_int_ & StaticFlags). The bitwise operators on it (and on static integers) keep
// every bit that the operation makes known, known: m & _0 is _0 whatever m's dynamic bits, so a swizzle
// applied to an offset whose swizzled bits are static is computed at compile time. make_mixed_bits
// builds one, to_mixed_bits the offset of a coordinate in a power-of-two layout.
#pragma once
#include <cute/config.hpp>
#include <cute/layout.hpp>
#include <cute/numeric.hpp>
#include <cute/tuple.hpp>

namespace cute {

CUTE_EXPORT template <std::uint32_t StaticInt, std::uint32_t StaticFlags>
struct MixedBits {
  static_assert(StaticFlags != 0, "MixedBits: at least one bit must be dynamic (else it is a static integer)");
  static_assert((StaticInt & StaticFlags) == 0, "MixedBits: a bit cannot be both static and dynamic");
  std::uint32_t dynamic_int_;  // zero outside StaticFlags
  CUTE_HOST_DEVICE constexpr operator std::uint32_t() const noexcept { return StaticInt | dynamic_int_; }
};

CUTE_EXPORT template <class T>
inline constexpr bool is_mixed_bits_v = false;
template <std::uint32_t S, std::uint32_t F>
inline constexpr bool is_mixed_bits_v<MixedBits<S, F>> = true;

/// The value C<s> | (d & C<f>): a static integer where every bit is known (d static, or f's bits all
/// set in s), else a MixedBits whose dynamic bits are f's not in s.
CUTE_EXPORT template <auto s, integer D, auto f>
CUTE_HOST_DEVICE constexpr auto make_mixed_bits(C<s>, D const& d, C<f>) {
  constexpr std::uint32_t flags = std::uint32_t(f) & ~std::uint32_t(s);
  if constexpr (static_integer<D>) {
    return C<(std::uint32_t(s) | (std::uint32_t(D::value) & flags))>{};
  } else if constexpr (flags == 0) {
    return C<std::uint32_t(s)>{};
  } else {
    return MixedBits<std::uint32_t(s), flags>{std::uint32_t(d) & flags};
  }
}

CUTE_EXPORT namespace detail {
// The static bits and the dynamic flags of a MixedBits, or of a static integer (no dynamic bits).
template <class T>
struct mixed_parts {
  static constexpr std::uint32_t bits = std::uint32_t(T::value);
  static constexpr std::uint32_t flags = 0;
};
template <std::uint32_t S, std::uint32_t F>
struct mixed_parts<MixedBits<S, F>> {
  static constexpr std::uint32_t bits = S;
  static constexpr std::uint32_t flags = F;
};
template <class A, class B>
concept mixed_bits_operands = (is_mixed_bits_v<A> || is_mixed_bits_v<B>) && (is_mixed_bits_v<A> || static_integer<A>) &&
                              (is_mixed_bits_v<B> || static_integer<B>);
}  // namespace detail

/// a & b: a bit is dynamic where one side's is and the other's is not a static 0.
CUTE_EXPORT template <class A, class B>
  requires detail::mixed_bits_operands<A, B>
CUTE_HOST_DEVICE constexpr auto operator&(A const& a, B const& b) {
  using PA = detail::mixed_parts<A>;
  using PB = detail::mixed_parts<B>;
  constexpr std::uint32_t flags = (PA::flags & (PB::bits | PB::flags)) | (PB::flags & (PA::bits | PA::flags));
  return make_mixed_bits(C<(PA::bits & PB::bits)>{}, std::uint32_t(a) & std::uint32_t(b), C<flags>{});
}
/// a | b: a bit is dynamic where one side's is and the other's is not a static 1.
CUTE_EXPORT template <class A, class B>
  requires detail::mixed_bits_operands<A, B>
CUTE_HOST_DEVICE constexpr auto operator|(A const& a, B const& b) {
  using PA = detail::mixed_parts<A>;
  using PB = detail::mixed_parts<B>;
  constexpr std::uint32_t flags = (PA::flags & ~PB::bits) | (PB::flags & ~PA::bits);
  return make_mixed_bits(C<(PA::bits | PB::bits)>{}, std::uint32_t(a) | std::uint32_t(b), C<flags>{});
}
/// a ^ b: a bit is dynamic where either side's is.
CUTE_EXPORT template <class A, class B>
  requires detail::mixed_bits_operands<A, B>
CUTE_HOST_DEVICE constexpr auto operator^(A const& a, B const& b) {
  using PA = detail::mixed_parts<A>;
  using PB = detail::mixed_parts<B>;
  constexpr std::uint32_t flags = PA::flags | PB::flags;
  return make_mixed_bits(C<((PA::bits ^ PB::bits) & ~flags)>{}, std::uint32_t(a) ^ std::uint32_t(b), C<flags>{});
}

/// Shifts by a static amount move the static bits and the flags alike.
CUTE_EXPORT template <std::uint32_t S, std::uint32_t F, auto n>
CUTE_HOST_DEVICE constexpr auto operator<<(MixedBits<S, F> const& m, C<n>) {
  return make_mixed_bits(C<(S << n)>{}, m.dynamic_int_ << n, C<(F << n)>{});
}
CUTE_EXPORT template <std::uint32_t S, std::uint32_t F, auto n>
CUTE_HOST_DEVICE constexpr auto operator>>(MixedBits<S, F> const& m, C<n>) {
  return make_mixed_bits(C<(S >> n)>{}, m.dynamic_int_ >> n, C<(F >> n)>{});
}
/// m shifted left by n (right for n negative), and the reverse.
CUTE_EXPORT template <std::uint32_t S, std::uint32_t F, auto n>
CUTE_HOST_DEVICE constexpr auto shiftl(MixedBits<S, F> const& m, C<n>) {
  if constexpr (n >= 0) {
    return m << C<n>{};
  } else {
    return m >> C<-n>{};
  }
}
CUTE_EXPORT template <std::uint32_t S, std::uint32_t F, auto n>
CUTE_HOST_DEVICE constexpr auto shiftr(MixedBits<S, F> const& m, C<n>) {
  if constexpr (n >= 0) {
    return m >> C<n>{};
  } else {
    return m << C<-n>{};
  }
}

/// Equal to a static integer: the static bits and the dynamic ones both.
CUTE_EXPORT template <std::uint32_t S, std::uint32_t F, auto v>
CUTE_HOST_DEVICE constexpr bool operator==(MixedBits<S, F> const& m, C<v>) {
  return S == (std::uint32_t(v) & ~F) && m.dynamic_int_ == (std::uint32_t(v) & F);
}

/// m / N and m * N for a power of two N (CuTe's upcast and downcast of an offset); m / N needs every
/// possibly set bit of m to be a multiple of N.
CUTE_EXPORT template <int N, std::uint32_t S, std::uint32_t F>
CUTE_HOST_DEVICE constexpr auto upcast(MixedBits<S, F> const& m) {
  static_assert(N > 0 && (N & (N - 1)) == 0, "upcast<N>(MixedBits): N must be a power of two");
  static_assert(((S | F) % std::uint32_t(N)) == 0, "upcast<N>(MixedBits): some bit of the value is below N");
  return make_mixed_bits(C<(S / N)>{}, m.dynamic_int_ / std::uint32_t(N), C<(F / N)>{});
}
CUTE_EXPORT template <int N, std::uint32_t S, std::uint32_t F>
CUTE_HOST_DEVICE constexpr auto downcast(MixedBits<S, F> const& m) {
  static_assert(N > 0 && (N & (N - 1)) == 0, "downcast<N>(MixedBits): N must be a power of two");
  return make_mixed_bits(C<(S * N)>{}, m.dynamic_int_ * std::uint32_t(N), C<(F * N)>{});
}

/// The largest power of two every possible value of m is a multiple of.
CUTE_EXPORT template <std::uint32_t S, std::uint32_t F>
CUTE_HOST_DEVICE constexpr auto max_alignment(MixedBits<S, F> const&) {
  return C<(std::uint32_t(1) << __builtin_ctz(S | F))>{};
}

/// The offset of a coordinate in a layout whose modes each span a power of two (extent * stride), as
/// MixedBits: each mode's offset is coord * stride with its possible bits those of (extent - 1) * stride,
/// and the modes' offsets, disjoint in bits, are combined with ^ (CuTe's to_mixed_bits).
CUTE_EXPORT template <class Shape, class Stride, class Coord>
CUTE_HOST_DEVICE constexpr auto to_mixed_bits(Shape const& shape, Stride const& stride, Coord const& coord) {
  if constexpr (tuple_type<Shape> && tuple_type<Stride> && tuple_type<Coord>) {
    static_assert(rank_v<Shape> == rank_v<Stride> && rank_v<Shape> == rank_v<Coord>,
                  "to_mixed_bits: the shape, the stride and the coordinate must have the same rank");
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      return (C<0u>{} ^ ... ^ to_mixed_bits(get<I>(shape), get<I>(stride), get<I>(coord)));
    }(std::make_index_sequence<rank_v<Shape>>{});
  } else {
    static_assert(integer<Shape> && integer<Stride> && integer<Coord>,
                  "to_mixed_bits: the shape, the stride and the coordinate must be all tuples or all integers");
    static_assert(static_integer<Shape> && static_integer<Stride>, "to_mixed_bits: the layout must be static");
    constexpr auto span = Shape::value * Stride::value;
    static_assert(span == 0 || (span & (span - 1)) == 0, "to_mixed_bits: each mode must span a power of two");
    return make_mixed_bits(C<0u>{}, coord * stride, C<std::uint32_t((Shape::value - 1) * Stride::value)>{});
  }
}
CUTE_EXPORT template <class S, class D, class Coord>
CUTE_HOST_DEVICE constexpr auto to_mixed_bits(Layout<S, D> const& layout, Coord const& coord) {
  return to_mixed_bits(layout.shape(), layout.stride(), idx2crd(coord, layout.shape()));
}

/// CuTe's text: M_<static>|(<dynamic>&<flags>)=<value>.
CUTE_EXPORT template <std::uint32_t S, std::uint32_t F>
CUTE_HOST_DEVICE void print(MixedBits<S, F> const& m) {
  printf("M_%u|(%u&%u)=%u", S, m.dynamic_int_, F, std::uint32_t(m));
}

}  // namespace cute

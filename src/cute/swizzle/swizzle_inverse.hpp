// cute/swizzle/swizzle_inverse.hpp: a swizzle on the right of a layout, and the inverses of swizzled
// layouts, with CuTe's results.
// - composition(L, Sw): L o Sw as Sw' o L, where Sw' reads and writes the bits that L maps Sw's bits
//   to (L(yyy), L(zzz)): exact when L maps those bit masks to bit masks and is linear in them, checked
//   at every coordinate of L (a static layout); anything else is a compile error, never a wrong layout.
// - composition(L, Sw o 0 o L2) is (L o Sw) o L2, as CuTe's.
// - right_inverse and left_inverse of a swizzle are the swizzle (an involution); of Sw o 0 o L, the
//   inverse of L composed with Sw (the swizzle moves to the left through L's inverse as above).
#pragma once
#include <cute/config.hpp>
#include <cute/layout.hpp>
#include <cute/numeric.hpp>
#include <cute/swizzle/composed_layout.hpp>
#include <cute/swizzle/swizzle.hpp>

namespace cute {

CUTE_EXPORT namespace detail {
// L(Sw(x)) == Sw'(L(x)) for every x of L's domain (a static layout, evaluated at compile time).
template <class L, class Sw, class SwL>
consteval bool swizzle_commutes() {
  constexpr long long n = decltype(size(L{}))::value;
  for (long long x = 0; x < n; ++x) {
    if (static_cast<long long>(L{}(static_cast<int>(Sw::apply_to(x)))) != SwL::apply_to(static_cast<long long>(L{}(static_cast<int>(x))))) return false;
  }
  return true;
}
// Y and Z are the masks of a swizzle: two runs of as many bits, apart by at least that many.
CUTE_HOST_DEVICE constexpr bool is_bit_run(long long m) {
  if (m <= 0 || m > 0xffffffffll) return false;
  while ((m & 1) == 0) m >>= 1;
  return (m & (m + 1)) == 0;
}
template <long long Y, long long Z>
inline constexpr bool swizzle_masks = is_bit_run(Y) && is_bit_run(Z) && popcount(static_cast<std::uint32_t>(Y)) == popcount(static_cast<std::uint32_t>(Z)) &&
                                      (countr_zero(static_cast<std::uint32_t>(Y)) - countr_zero(static_cast<std::uint32_t>(Z)) >= popcount(static_cast<std::uint32_t>(Y)) ||
                                       countr_zero(static_cast<std::uint32_t>(Z)) - countr_zero(static_cast<std::uint32_t>(Y)) >= popcount(static_cast<std::uint32_t>(Y)));
}  // namespace detail

/// L o Sw as the swizzled layout Sw' o L (CuTe's composition(Layout, Swizzle)); L must be static.
CUTE_EXPORT template <class S, class D, int B, int M, int Sh>
CUTE_HOST_DEVICE constexpr auto composition(Layout<S, D> const& l, Swizzle<B, M, Sh> const&) {
  static_assert(is_static_v<Layout<S, D>>, "composition(Layout, Swizzle): the layout must be static");
  using Sw = Swizzle<B, M, Sh>;
  constexpr long long y = B == 0 ? 0 : decltype(l(C<static_cast<int>(Sw::yyy_mask)>{}))::value;
  constexpr long long z = B == 0 ? 0 : decltype(l(C<static_cast<int>(Sw::zzz_mask)>{}))::value;
  constexpr bool carried = B == 0 || detail::swizzle_masks<y, z>;
  static_assert(carried, "composition(Layout, Swizzle): the layout does not carry the swizzle's bits to two runs of as many "
                         "bits (L o Sw is no swizzled layout)");
  if constexpr (B == 0 || !carried) {
    return l;
  } else {
    using SwL = decltype(make_swizzle<static_cast<std::uint32_t>(y), static_cast<std::uint32_t>(z)>());
    static_assert(detail::swizzle_commutes<Layout<S, D>, Sw, SwL>(),
                  "composition(Layout, Swizzle): the layout does not carry the swizzle to a swizzle of its codomain");
    return composition(SwL{}, l);
  }
}

/// L o (A o offset o B), with offset _0: (L o A) o B, as CuTe's.
CUTE_EXPORT template <class S, class D, class A, class O, class B>
CUTE_HOST_DEVICE constexpr auto composition(Layout<S, D> const& l, ComposedLayout<A, O, B> const& c) {
  static_assert(is_constant_v<0, O>, "composition(Layout, ComposedLayout): the composed layout's offset must be _0");
  return composition(composition(l, c.layout_a()), c.layout_b());
}

/// A swizzle is its own inverse.
CUTE_EXPORT template <int B, int M, int S>
CUTE_HOST_DEVICE constexpr Swizzle<B, M, S> right_inverse(Swizzle<B, M, S> const& sw) {
  return sw;
}
CUTE_EXPORT template <int B, int M, int S>
CUTE_HOST_DEVICE constexpr Swizzle<B, M, S> left_inverse(Swizzle<B, M, S> const& sw) {
  return sw;
}

/// The inverses of Sw o _0 o L: inverse(L) o Sw, with the swizzle carried to the left (CuTe's).
CUTE_EXPORT template <int Bits, int M, int S, class O, class L>
CUTE_HOST_DEVICE constexpr auto right_inverse(ComposedLayout<Swizzle<Bits, M, S>, O, L> const& l) {
  static_assert(is_constant_v<0, O>, "right_inverse(ComposedLayout): the swizzled layout's offset must be _0");
  return composition(right_inverse(l.layout_b()), l.layout_a());
}
CUTE_EXPORT template <int Bits, int M, int S, class O, class L>
CUTE_HOST_DEVICE constexpr auto left_inverse(ComposedLayout<Swizzle<Bits, M, S>, O, L> const& l) {
  static_assert(is_constant_v<0, O>, "left_inverse(ComposedLayout): the swizzled layout's offset must be _0");
  return composition(left_inverse(l.layout_b()), l.layout_a());
}

}  // namespace cute

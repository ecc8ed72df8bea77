// cute/numeric/math.hpp: integer functions that keep staticness: abs, min, max, gcd, lcm, ceil_div,
// round_up, and shape_div/shape_mod with the divisibility condition of the layout algebra checked.
#pragma once
#include <cute/config.hpp>
#include <cute/numeric/check.hpp>
#include <cute/numeric/checked.hpp>
#include <cute/numeric/integral_constant.hpp>

namespace cute {
CUTE_EXPORT namespace detail {

// Applies f to the values; the result is static when every argument is.
template <class F, class... T>
CUTE_HOST_DEVICE constexpr auto keep_static(F f, T const&... x) {
  if constexpr ((static_integer<T> && ...)) {
    return C<F{}(cute::detail::uncvref_t<T>::value...)>{};
  } else {
    return f(static_cast<cute::detail::uncvref_t<decltype(x + 0)>>(x)...);
  }
}

// (x + y - 1) / y: ceil(x / y) for x >= 0, y > 0. Checked builds compute it without the overflow of
// x + y - 1 there (the quotient itself always fits), and check it elsewhere.
template <class X, class Y>
CUTE_HOST_DEVICE constexpr auto rounded_up_quotient([[maybe_unused]] caller where, X x, Y y) {
#if CUTE_CHECKS
  using R = decltype((x + y - 1) / y);
  if (x > 0 && y > 0) return static_cast<R>(x / y + (x % y != 0 ? 1 : 0));
  return static_cast<R>(checked<arithmetic::add>(where, x, checked<arithmetic::subtract>(where, y, 1)) / y);
#else
  return (x + y - 1) / y;
#endif
}

template <class A, class B>
CUTE_HOST_DEVICE constexpr auto gcd_value(A a, B b) {
  using R = std::common_type_t<A, B>;
  R x = a < 0 ? -R(a) : R(a), y = b < 0 ? -R(b) : R(b);
  while (y != 0) { R t = x % y; x = y; y = t; }
  return x;
}

}  // namespace detail

CUTE_EXPORT template <integer T>
CUTE_HOST_DEVICE constexpr auto abs(T const& x) {
  return detail::keep_static([](auto v) { return v < 0 ? -v : v; }, x);
}

/// min, max and abs of floating-point values (CuTe's take any arithmetic type: a softmax's running
/// maximum is cute::max(float, float)), in the common type, with CuTe's comparisons (a < b picks).
CUTE_EXPORT template <class A, class B>
concept floating_operands = std::is_arithmetic_v<A> && std::is_arithmetic_v<B> && (std::is_floating_point_v<A> || std::is_floating_point_v<B>);
CUTE_EXPORT template <class A, class B>
  requires floating_operands<A, B>
CUTE_HOST_DEVICE constexpr auto min(A const& a, B const& b) {
  using R = std::common_type_t<A, B>;
  return R(a) < R(b) ? R(a) : R(b);
}
CUTE_EXPORT template <class A, class B>
  requires floating_operands<A, B>
CUTE_HOST_DEVICE constexpr auto max(A const& a, B const& b) {
  using R = std::common_type_t<A, B>;
  return R(a) < R(b) ? R(b) : R(a);
}
CUTE_EXPORT template <class T>
  requires std::is_floating_point_v<T>
CUTE_HOST_DEVICE constexpr T abs(T const& x) {
  return x < T(0) ? -x : x;
}

CUTE_EXPORT template <integer A, integer B>
CUTE_HOST_DEVICE constexpr auto min(A const& a, B const& b) {
  return detail::keep_static([](auto x, auto y) { return x < y ? std::common_type_t<decltype(x), decltype(y)>(x) : y; }, a, b);
}

CUTE_EXPORT template <integer A, integer B>
CUTE_HOST_DEVICE constexpr auto max(A const& a, B const& b) {
  return detail::keep_static([](auto x, auto y) { return x < y ? std::common_type_t<decltype(x), decltype(y)>(y) : x; }, a, b);
}

CUTE_EXPORT template <integer A, integer B>
CUTE_HOST_DEVICE constexpr auto gcd(A const& a, B const& b) {
  return detail::keep_static([](auto x, auto y) { return detail::gcd_value(x, y); }, a, b);
}

CUTE_EXPORT template <integer A, integer B>
CUTE_HOST_DEVICE constexpr auto lcm(A const& a, B const& b) {
  return detail::keep_static(
      [](auto x, auto y) {
        auto g = detail::gcd_value(x, y);
        return g == 0 ? decltype(g){0} : detail::checked<detail::arithmetic::multiply>(detail::caller::lcm, (x < 0 ? -x : x) / g, (y < 0 ? -y : y));
      },
      a, b);
}

/// ceil(a / b) for a >= 0, b > 0.
CUTE_EXPORT template <integer A, integer B>
CUTE_HOST_DEVICE constexpr auto ceil_div(A const& a, B const& b) {
  if constexpr (static_integer<B>) {
    static_assert(cute::detail::uncvref_t<B>::value > 0, "ceil_div: the divisor must be positive");
  } else {
    CUTE_CHECK(b > 0, "ceil_div: the divisor ", b, " must be positive");
  }
  return detail::keep_static([](auto x, auto y) { return detail::rounded_up_quotient(detail::caller::ceil_div, x, y); }, a, b);
}

/// a rounded up to a multiple of b, for a >= 0, b > 0 (static when both are).
CUTE_EXPORT template <integer A, integer B>
CUTE_HOST_DEVICE constexpr auto round_up(A const& a, B const& b) {
  if constexpr (static_integer<B>) {
    static_assert(cute::detail::uncvref_t<B>::value > 0, "round_up: the multiple must be positive");
  } else {
    CUTE_CHECK(b > 0, "round_up: the multiple ", b, " must be positive");
  }
  return detail::keep_static([](auto x, auto y) { return (x + y - 1) / y * y; }, a, b);
}

CUTE_EXPORT namespace detail {
template <class A, class B>
CUTE_HOST_DEVICE constexpr bool divides_either(A a, B b) {
  return a != 0 && b != 0 && (a % b == 0 || b % a == 0);
}
}  // namespace detail

/// The divisibility condition of the layout algebra: one of a, b divides the other.
/// shape_div(a, b) is then ceil(a / b): a / b when b divides a, 1 when a divides b.
CUTE_EXPORT template <integer A, integer B>
CUTE_HOST_DEVICE constexpr auto shape_div(A const& a, B const& b) {
  if constexpr (static_integer<A> && static_integer<B>) {
    static_assert(detail::divides_either(cute::detail::uncvref_t<A>::value, cute::detail::uncvref_t<B>::value),
                  "shape_div: divisibility condition violated (neither of the two static integers divides the other)");
  } else {
    CUTE_CHECK(detail::divides_either(a, b), "shape_div: divisibility condition violated: neither of ", a, " and ", b,
               " divides the other");
  }
  return detail::keep_static([](auto x, auto y) { return detail::rounded_up_quotient(detail::caller::shape_div, x, y); }, a, b);
}

/// The part of a that b covers, under the same condition: shape_div(a, b) * shape_mod(a, b) == a.
CUTE_EXPORT template <integer A, integer B>
CUTE_HOST_DEVICE constexpr auto shape_mod(A const& a, B const& b) {
  if constexpr (static_integer<A> && static_integer<B>) {
    static_assert(detail::divides_either(cute::detail::uncvref_t<A>::value, cute::detail::uncvref_t<B>::value),
                  "shape_mod: divisibility condition violated (neither of the two static integers divides the other)");
  } else {
    CUTE_CHECK(detail::divides_either(a, b), "shape_mod: divisibility condition violated: neither of ", a, " and ", b,
               " divides the other");
  }
  return cute::min(a, b);
}

}  // namespace cute

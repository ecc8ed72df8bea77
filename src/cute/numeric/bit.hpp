// cute/numeric/bit.hpp: CuTe's bit operations on unsigned integers (its names for C++20's <bit>:
// bit_width, bit_ceil, bit_floor, has_single_bit, popcount, countl/countr_zero/one, rotl, rotr),
// and shiftl/shiftr (a shift whose negative count shifts the other way) and log_2.
#pragma once
#include <cute/config.hpp>
#include <cute/numeric/check.hpp>
#include <cute/numeric/integral_constant.hpp>
#include <cute/numeric/math.hpp>

namespace cute {

/// The number of bits needed to represent x: 0 for 0, else 1 + floor(log2(x)).
CUTE_EXPORT template <std::unsigned_integral T>
CUTE_HOST_DEVICE constexpr int bit_width(T x) {
  // Halving steps: log2 of the width iterations, not one per bit.
  int width = 0;
  for (int step = std::numeric_limits<T>::digits / 2; step > 0; step /= 2) {
    if (static_cast<T>(x >> step) != 0) {
      x = static_cast<T>(x >> step);
      width += step;
    }
  }
  return width + (x != 0 ? 1 : 0);
}

/// The smallest power of two not less than x (1 for 0); it must fit in T.
CUTE_EXPORT template <std::unsigned_integral T>
CUTE_HOST_DEVICE constexpr T bit_ceil(T x) {
  if (x <= 1) return T(1);
  int const shift = bit_width(static_cast<T>(x - 1));
  CUTE_CHECK(shift < std::numeric_limits<T>::digits, "bit_ceil: the power of two above ", static_cast<long long>(x),
             " does not fit in its type");
  return static_cast<T>(T(1) << shift);
}

/// The largest power of two not greater than x (0 for 0).
CUTE_EXPORT template <std::unsigned_integral T>
CUTE_HOST_DEVICE constexpr T bit_floor(T x) {
  return x == 0 ? T(0) : static_cast<T>(T(1) << (bit_width(x) - 1));
}

/// Whether x is a power of two (of any integer type: a negative x is not); static for a static x.
CUTE_EXPORT template <integer T>
CUTE_HOST_DEVICE constexpr auto has_single_bit(T const& x) {
  return detail::keep_static([](auto v) { return v > 0 && (v & (v - 1)) == 0; }, x);
}

/// The number of bits set.
CUTE_EXPORT template <std::unsigned_integral T>
CUTE_HOST_DEVICE constexpr int popcount(T x) {
  int count = 0;
  for (; x != 0; x = static_cast<T>(x & (x - 1))) ++count;  // clears the lowest set bit
  return count;
}

/// The number of consecutive 0 bits from the most significant one.
CUTE_EXPORT template <std::unsigned_integral T>
CUTE_HOST_DEVICE constexpr int countl_zero(T x) {
  return std::numeric_limits<T>::digits - bit_width(x);
}

/// The number of consecutive 1 bits from the most significant one.
CUTE_EXPORT template <std::unsigned_integral T>
CUTE_HOST_DEVICE constexpr int countl_one(T x) {
  return countl_zero(static_cast<T>(~x));  // cast back: ~ of a narrow type is an int
}

/// The number of consecutive 0 bits from the least significant one.
CUTE_EXPORT template <std::unsigned_integral T>
CUTE_HOST_DEVICE constexpr int countr_zero(T x) {
  return x == 0 ? std::numeric_limits<T>::digits : bit_width(static_cast<T>(x & static_cast<T>(-x))) - 1;
}

/// The number of consecutive 1 bits from the least significant one.
CUTE_EXPORT template <std::unsigned_integral T>
CUTE_HOST_DEVICE constexpr int countr_one(T x) {
  return countr_zero(static_cast<T>(~x));
}

/// x rotated left by s bits (right for a negative s), s taken modulo the width as std::rotl does.
CUTE_EXPORT template <std::unsigned_integral T>
CUTE_HOST_DEVICE constexpr T rotl(T x, int s) {
  constexpr int N = std::numeric_limits<T>::digits;
  int const r = (s % N + N) % N;  // the left rotation in [0, N) that s amounts to
  return r == 0 ? x : static_cast<T>(static_cast<T>(x << r) | static_cast<T>(x >> (N - r)));
}

/// x rotated right by s bits (left for a negative s).
CUTE_EXPORT template <std::unsigned_integral T>
CUTE_HOST_DEVICE constexpr T rotr(T x, int s) {
  constexpr int N = std::numeric_limits<T>::digits;
  return rotl(x, N - s % N);
}

/// x << s, or x >> -s for a negative s; static when both are.
CUTE_EXPORT template <integer T, integer S>
CUTE_HOST_DEVICE constexpr auto shiftl(T const& x, S const& s) {
  return detail::keep_static([](auto v, auto n) { return n >= 0 ? v << n : v >> -n; }, x, s);
}

/// x >> s, or x << -s for a negative s; static when both are.
CUTE_EXPORT template <integer T, integer S>
CUTE_HOST_DEVICE constexpr auto shiftr(T const& x, S const& s) {
  return detail::keep_static([](auto v, auto n) { return n >= 0 ? v >> n : v << -n; }, x, s);
}

/// floor(log2(x)) for x > 0, as an int32_t.
CUTE_EXPORT template <std::unsigned_integral T>
CUTE_HOST_DEVICE constexpr std::int32_t log_2(T x) {
  CUTE_CHECK(x > 0, "log_2: the argument must be positive");
  return static_cast<std::int32_t>(bit_width(x)) - 1;
}

}  // namespace cute

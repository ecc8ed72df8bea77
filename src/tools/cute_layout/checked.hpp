// checked.hpp: 64-bit integer arithmetic that reports overflow as an Error instead of wrapping, and
// the integer helpers of the algebra (ceil_div, signum) with CuTe's C++ (truncating) semantics.
#pragma once
#include <cstdint>

#include "error.hpp"

namespace cute_layout {

using i64 = std::int64_t;

[[noreturn]] inline void overflow() { throw Error("integer overflow"); }

inline i64 add(i64 a, i64 b) {
  i64 r;
  if (__builtin_add_overflow(a, b, &r)) overflow();
  return r;
}

inline i64 sub(i64 a, i64 b) {
  i64 r;
  if (__builtin_sub_overflow(a, b, &r)) overflow();
  return r;
}

inline i64 mul(i64 a, i64 b) {
  i64 r;
  if (__builtin_mul_overflow(a, b, &r)) overflow();
  return r;
}

inline i64 neg(i64 a) { return sub(0, a); }

inline i64 abs(i64 a) { return a < 0 ? neg(a) : a; }

inline i64 signum(i64 a) { return (a > 0) - (a < 0); }

// a * b == c, false (not an error) when a * b overflows.
inline bool product_equals(i64 a, i64 b, i64 c) {
  i64 r;
  return !__builtin_mul_overflow(a, b, &r) && r == c;
}

// Truncating division and remainder, as C++ does them; b != 0 and not (INT64_MIN, -1).
inline i64 div(i64 a, i64 b) {
  if (b == 0) throw Error("division by zero");
  if (b == -1) return neg(a);
  return a / b;
}

inline i64 mod(i64 a, i64 b) {
  if (b == 0) throw Error("division by zero");
  if (b == -1) return 0;
  return a % b;
}

// ceil(a / b) for a >= 0, b > 0, without the overflow of (a + b - 1) / b.
inline i64 ceil_div(i64 a, i64 b) {
  if (b <= 0 || a < 0) throw Error("ceil_div of a negative value");
  return a / b + (a % b != 0);
}

}  // namespace cute_layout

// checked.hpp: 64-bit integer arithmetic that reports overflow as an Error instead of wrapping, with
// C++'s truncating division (what the tool's coordinate maps use; the algebra is the library's).
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

}  // namespace cute_layout

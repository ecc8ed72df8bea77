// cute/numeric/overflow.hpp: whether a built-in integer operation gives its mathematical result.
// Constexpr predicates on values, portable to nvcc's device code (whose front end cannot evaluate
// __builtin_*_overflow in constant expressions); the static operators and the checked dynamic
// arithmetic (cute/numeric/checked.hpp) are written on them.
#pragma once
#include <cute/config.hpp>

namespace cute {
CUTE_EXPORT namespace detail {

/// True when v has the same value as a T: a conversion to T would not change it.
template <class T, class V>
CUTE_HOST_DEVICE constexpr bool representable_as(V v) {
  constexpr T lowest = std::numeric_limits<T>::min();
  constexpr T highest = std::numeric_limits<T>::max();
  if constexpr (std::is_signed_v<V> == std::is_signed_v<T>) {
    // Same signedness: the comparisons compare values; a T is as wide as a V or wider, or not.
    if constexpr (sizeof(V) <= sizeof(T)) {
      return true;
    } else if constexpr (std::is_signed_v<V>) {
      return v >= lowest && v <= highest;
    } else {
      return v <= highest;
    }
  } else if constexpr (std::is_signed_v<V>) {
    return v >= 0 && static_cast<std::make_unsigned_t<V>>(v) <= highest;
  } else {
    return v <= static_cast<std::make_unsigned_t<T>>(highest);
  }
}

// The operations a check names. The result type R is the one the built-in operator gives (after the
// usual arithmetic conversions); an operation overflows when its mathematical result is not an R, or
// an operand changes its value on the way to R (a negative int made unsigned).
enum class arithmetic { add, subtract, multiply, divide, remainder, shift_left, shift_right };

/// The symbol of an operation, for messages.
CUTE_HOST_DEVICE constexpr char const* arithmetic_symbol(arithmetic op) {
  constexpr char const* symbols[] = {" + ", " - ", " * ", " / ", " % ", " << ", " >> "};
  return symbols[static_cast<int>(op)];
}

template <class R>
CUTE_HOST_DEVICE constexpr bool sum_overflows(R x, R y) {
  constexpr R lowest = std::numeric_limits<R>::min(), highest = std::numeric_limits<R>::max();
  if constexpr (std::is_signed_v<R>) {
    return y > 0 ? x > highest - y : x < lowest - y;
  } else {
    return x > highest - y;
  }
}

template <class R>
CUTE_HOST_DEVICE constexpr bool difference_overflows(R x, R y) {
  constexpr R lowest = std::numeric_limits<R>::min(), highest = std::numeric_limits<R>::max();
  if constexpr (std::is_signed_v<R>) {
    return y > 0 ? x < lowest + y : x > highest + y;
  } else {
    return x < y;
  }
}

template <class R>
CUTE_HOST_DEVICE constexpr bool product_overflows(R x, R y) {
  constexpr R lowest = std::numeric_limits<R>::min(), highest = std::numeric_limits<R>::max();
  if constexpr (sizeof(R) < sizeof(long long)) {
    // One multiply in a wider type: what the host's checked builds do at every product of ints.
    using Wide = std::conditional_t<std::is_signed_v<R>, long long, unsigned long long>;
    Wide const p = static_cast<Wide>(x) * static_cast<Wide>(y);
    if constexpr (std::is_signed_v<R>) {
      return p < lowest || p > highest;
    } else {
      return p > highest;
    }
  } else if constexpr (!std::is_signed_v<R>) {
    return x != 0 && y > highest / x;
  } else if (x > 0) {
    return y > 0 ? x > highest / y : y < lowest / x;
  } else {
    return y > 0 ? x < lowest / y : x != 0 && y < highest / x;
  }
}

/// True when `x op y` (built-in operator, on these operand types) does not give its mathematical
/// result: overflow, division by zero, or a shift by a negative count or by the width or more.
template <arithmetic op, class A, class B>
CUTE_HOST_DEVICE constexpr bool overflows(A x, B y) {
  if constexpr (op == arithmetic::shift_left || op == arithmetic::shift_right) {
    using R = decltype(x << y);  // the promoted left operand
    constexpr int bits = int(sizeof(R)) * 8;
    if constexpr (std::is_signed_v<B>) {
      if (y < 0) return true;
    }
    if (static_cast<unsigned long long>(y) >= static_cast<unsigned long long>(bits)) return true;
    if constexpr (op == arithmetic::shift_left) {
      // x * 2^y must be an R: x within [lowest >> y, highest >> y].
      R const v = static_cast<R>(x);
      return v < (std::numeric_limits<R>::min() >> y) || v > (std::numeric_limits<R>::max() >> y);
    }
    return false;
  } else {
    using R = decltype(x + y);
    if (!representable_as<R>(x) || !representable_as<R>(y)) return true;
    R const a = static_cast<R>(x), b = static_cast<R>(y);
    if constexpr (op == arithmetic::add) {
      return sum_overflows(a, b);
    } else if constexpr (op == arithmetic::subtract) {
      return difference_overflows(a, b);
    } else if constexpr (op == arithmetic::multiply) {
      return product_overflows(a, b);
    } else {  // divide, remainder: by zero, or lowest / -1
      if (b == 0) return true;
      if constexpr (std::is_signed_v<R>) {
        return a == std::numeric_limits<R>::min() && b == R(-1);
      }
      return false;
    }
  }
}

/// True when -x is not the negation of x in x's promoted type.
template <class A>
CUTE_HOST_DEVICE constexpr bool negation_overflows(A x) {
  using R = decltype(-x);
  if constexpr (std::is_signed_v<R>) {
    return static_cast<R>(x) == std::numeric_limits<R>::min();
  } else {
    return x != 0;
  }
}

}  // namespace detail
}  // namespace cute

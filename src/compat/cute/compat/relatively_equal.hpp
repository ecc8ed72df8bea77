// cute/compat/relatively_equal.hpp (porting aid for CUTLASS's cutlass/relatively_equal.h):
// cutlass::relatively_equal(a, b, epsilon, nonzero_floor), the comparison of CUTLASS's reference
// checks: equal values are; else |a - b| < epsilon * (|a| + |b|), or < epsilon * nonzero_floor when
// either is zero or |a| + |b| is below nonzero_floor. Integers compare exactly; the narrow
// floating-point types compute in double.
#pragma once
#include <cute/compat/reference_convert.hpp>
#include <cute/config.hpp>

#include <type_traits>

namespace cutlass {

template <class T, class U = T>
CUTE_HOST_DEVICE constexpr bool relatively_equal(T a, T b, U epsilon, U nonzero_floor) {
  if constexpr (std::is_integral_v<T>) {
    return a == b;
  } else {
    using reference::detail::to_double;
    double const x = to_double(a), y = to_double(b);
    if (x == y) {
      return true;
    }
    double const abs_x = x < 0 ? -x : x, abs_y = y < 0 ? -y : y;
    double const diff = x - y < 0 ? y - x : x - y;
    double const eps = to_double(epsilon), floor = to_double(nonzero_floor);
    if (x == 0 || y == 0 || abs_x + abs_y < floor) {
      return diff < eps * floor;
    }
    return diff < eps * (abs_x + abs_y);
  }
}

}  // namespace cutlass

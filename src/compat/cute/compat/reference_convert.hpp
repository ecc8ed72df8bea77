// cute/compat/reference_convert.hpp: how the porting aid's reference utilities (fills, comparisons)
// compute with an element: in double. Standard arithmetic types convert directly; the narrow types
// (half_t, bfloat16_t, float_e4m3_t, ...) convert through float, the one conversion each has.
#pragma once
#include <cute/config.hpp>

#include <type_traits>

namespace cutlass::reference::detail {

template <class Element>
CUTE_HOST_DEVICE constexpr double to_double(Element x) {
  if constexpr (std::is_arithmetic_v<Element>) {
    return static_cast<double>(x);
  } else {
    return static_cast<double>(static_cast<float>(x));
  }
}

template <class Element>
CUTE_HOST_DEVICE constexpr Element from_double(double x) {
  if constexpr (std::is_arithmetic_v<Element>) {
    return static_cast<Element>(x);
  } else {
    return static_cast<Element>(static_cast<float>(x));
  }
}

}  // namespace cutlass::reference::detail

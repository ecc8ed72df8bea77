// cute/compat/platform.hpp (porting aid for CUTLASS's cutlass/platform/platform.h): CUTLASS's
// namespace of standard-library names, cutlass::platform, which CuTe code reaches through CuTe's
// <cute/tensor.hpp> (cutlass::platform::is_same<...> in CUTLASS's examples). Outside NVRTC CUTLASS
// takes these names from the standard library, and so does this header.
#pragma once
#include <cute/config.hpp>

#include <cstddef>
#include <cstdlib>
#include <limits>
#include <type_traits>
#include <utility>

namespace cutlass::platform {
using std::abs;
using std::alignment_of;
using std::bool_constant;
using std::conditional;
using std::conditional_t;
using std::declval;
using std::enable_if;
using std::enable_if_t;
using std::false_type;
using std::integral_constant;
using std::is_arithmetic;
using std::is_arithmetic_v;
using std::is_base_of;
using std::is_convertible;
using std::is_convertible_v;
using std::is_floating_point;
using std::is_fundamental;
using std::is_integral;
using std::is_integral_v;
using std::is_pointer;
using std::is_same;
using std::is_same_v;
using std::is_trivially_copyable;
using std::is_unsigned_v;
using std::is_void;
using std::is_void_v;
using std::is_volatile;
using std::nullptr_t;
using std::numeric_limits;
using std::pair;
using std::remove_const;
using std::remove_const_t;
using std::remove_cv;
using std::remove_cv_t;
using std::remove_cvref;
using std::remove_cvref_t;
using std::remove_reference;
using std::remove_reference_t;
using std::remove_volatile;
using std::remove_volatile_t;
using std::true_type;
using std::void_t;

// min and max of two values, as CUTLASS's (std::min/std::max come only with <algorithm>, which the
// porting aid does not bring: its C++20 range algorithms cost every ported file 16 MiB of nvcc's
// device front end).
template <class T>
CUTE_HOST_DEVICE constexpr T const& min(T const& a, T const& b) {
  return b < a ? b : a;
}
template <class T>
CUTE_HOST_DEVICE constexpr T const& max(T const& a, T const& b) {
  return a < b ? b : a;
}

}  // namespace cutlass::platform

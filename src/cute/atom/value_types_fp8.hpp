// cute/atom/value_types_fp8.hpp: the 8-bit floating-point value types of the SM90 wgmma atoms, as
// CuTe names them, host- and device-usable without CUDA headers:
//   float_e4m3_t  1 sign, 4 exponent (bias 7), 3 mantissa bits; no infinities, NaN = S.1111.111,
//                 largest finite 448;
//   float_e5m2_t  1 sign, 5 exponent (bias 15), 2 mantissa bits; IEEE-like, with infinities and NaN,
//                 largest finite 57344.
// The conversions (cute/atom/small_float_format.hpp): from float, round to nearest even, saturating
// as the hardware's cvt.rn.satfinite does; NaN stays NaN; to float, exact. Both constexpr.
#pragma once
#include <cute/config.hpp>
#include <cute/atom/small_float_format.hpp>
#include <cute/atom/value_types.hpp>

namespace cute {
CUTE_EXPORT namespace detail {
using e4m3_format = small_float_format<4, 3, float_specials::nan_only>;
using e5m2_format = small_float_format<5, 2, float_specials::ieee>;
}  // namespace detail
}  // namespace cute

namespace cutlass {  // CUTLASS's types, as in CuTe (see value_types.hpp)

/// FP8 E4M3 (no infinities; NaN = S.1111.111; largest finite 448).
CUTE_EXPORT struct float_e4m3_t {
  std::uint8_t storage = 0;
  constexpr float_e4m3_t() = default;
  CUTE_HOST_DEVICE constexpr explicit float_e4m3_t(float f) : storage(cute::detail::e4m3_format::from_float(f)) {}
  template <class U>
    requires(std::is_arithmetic_v<U> && !std::is_same_v<U, float>)
  CUTE_HOST_DEVICE constexpr explicit float_e4m3_t(U u) : float_e4m3_t(float(u)) {}
  CUTE_HOST_DEVICE static constexpr float_e4m3_t bitcast(std::uint8_t bits) {
    float_e4m3_t v;
    v.storage = bits;
    return v;
  }
  CUTE_HOST_DEVICE constexpr operator float() const { return cute::detail::e4m3_format::to_float(storage); }
};

/// FP8 E5M2 (IEEE-like: infinities and NaN; largest finite 57344).
CUTE_EXPORT struct float_e5m2_t {
  std::uint8_t storage = 0;
  constexpr float_e5m2_t() = default;
  CUTE_HOST_DEVICE constexpr explicit float_e5m2_t(float f) : storage(cute::detail::e5m2_format::from_float(f)) {}
  template <class U>
    requires(std::is_arithmetic_v<U> && !std::is_same_v<U, float>)
  CUTE_HOST_DEVICE constexpr explicit float_e5m2_t(U u) : float_e5m2_t(float(u)) {}
  CUTE_HOST_DEVICE static constexpr float_e5m2_t bitcast(std::uint8_t bits) {
    float_e5m2_t v;
    v.storage = bits;
    return v;
  }
  CUTE_HOST_DEVICE constexpr operator float() const { return cute::detail::e5m2_format::to_float(storage); }
};

}  // namespace cutlass

namespace cute {
CUTE_EXPORT using cutlass::float_e4m3_t;
CUTE_EXPORT using cutlass::float_e5m2_t;
}  // namespace cute

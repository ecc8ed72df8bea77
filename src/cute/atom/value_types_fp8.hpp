// cute/atom/value_types_fp8.hpp: the 8-bit floating-point value types of the SM90 wgmma atoms, as
// CuTe names them, host- and device-usable without CUDA headers:
//   float_e4m3_t  1 sign, 4 exponent (bias 7), 3 mantissa bits; no infinities, NaN = S.1111.111,
//                 largest finite 448;
//   float_e5m2_t  1 sign, 5 exponent (bias 15), 2 mantissa bits; IEEE-like, with infinities and NaN,
//                 largest finite 57344.
// The conversions (cute/atom/small_float_format.hpp): from float, round to nearest even, saturating
// as the hardware's cvt.rn.satfinite does; NaN stays NaN; to float, exact. Both constexpr; device code
// for sm_89 and later uses the hardware's.
#pragma once
#include <cute/config.hpp>
#include <cute/atom/small_float_format.hpp>
#include <cute/atom/value_types.hpp>

namespace cute {
CUTE_EXPORT namespace detail {
using e4m3_format = small_float_format<4, 3, float_specials::nan_only>;
using e5m2_format = small_float_format<5, 2, float_specials::ieee>;

// In device code for sm_89 and later, the hardware's conversions (cvt.rn.satfinite.e4m3x2.f32 and the
// rest, of which the formats' code is the exact copy: value_types_kernel compares them bit for bit);
// elsewhere, and in constant evaluation, the formats' code.
template <bool e4m3>
CUTE_HOST_DEVICE constexpr std::uint8_t fp8_from_float(float f) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 890
  if (!std::is_constant_evaluated()) {
    std::uint16_t pair = 0;  // the upper byte from 0, the lower from f
    if constexpr (e4m3) {
      asm("cvt.rn.satfinite.e4m3x2.f32 %0, %1, %2;" : "=h"(pair) : "f"(0.0f), "f"(f));
    } else {
      asm("cvt.rn.satfinite.e5m2x2.f32 %0, %1, %2;" : "=h"(pair) : "f"(0.0f), "f"(f));
    }
    return static_cast<std::uint8_t>(pair);
  }
#endif
  if constexpr (e4m3) {
    return e4m3_format::from_float(f);
  } else {
    return e5m2_format::from_float(f);
  }
}
template <bool e4m3>
CUTE_HOST_DEVICE constexpr float fp8_to_float(std::uint8_t v) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 890
  if (!std::is_constant_evaluated()) {
    std::uint32_t halves = 0;  // exact: every e4m3 and e5m2 value is a half
    std::uint16_t const pair = v;
    if constexpr (e4m3) {
      asm("cvt.rn.f16x2.e4m3x2 %0, %1;" : "=r"(halves) : "h"(pair));
    } else {
      asm("cvt.rn.f16x2.e5m2x2 %0, %1;" : "=r"(halves) : "h"(pair));
    }
    float f = 0.0f;
    asm("cvt.f32.f16 %0, %1;" : "=f"(f) : "h"(static_cast<std::uint16_t>(halves)));
    return f;
  }
#endif
  if constexpr (e4m3) {
    return e4m3_format::to_float(v);
  } else {
    return e5m2_format::to_float(v);
  }
}
}  // namespace detail
}  // namespace cute

namespace cutlass {  // CUTLASS's types, as in CuTe (see value_types.hpp)

/// FP8 E4M3 (no infinities; NaN = S.1111.111; largest finite 448).
CUTE_EXPORT struct float_e4m3_t {
  std::uint8_t storage = 0;
  constexpr float_e4m3_t() = default;
  CUTE_HOST_DEVICE constexpr explicit float_e4m3_t(float f) : storage(cute::detail::fp8_from_float<true>(f)) {}
  template <class U>
    requires(std::is_arithmetic_v<U> && !std::is_same_v<U, float>)
  CUTE_HOST_DEVICE constexpr explicit float_e4m3_t(U u) : float_e4m3_t(float(u)) {}
  CUTE_HOST_DEVICE static constexpr float_e4m3_t bitcast(std::uint8_t bits) {
    float_e4m3_t v;
    v.storage = bits;
    return v;
  }
  CUTE_HOST_DEVICE constexpr operator float() const { return cute::detail::fp8_to_float<true>(storage); }
};

/// FP8 E5M2 (IEEE-like: infinities and NaN; largest finite 57344).
CUTE_EXPORT struct float_e5m2_t {
  std::uint8_t storage = 0;
  constexpr float_e5m2_t() = default;
  CUTE_HOST_DEVICE constexpr explicit float_e5m2_t(float f) : storage(cute::detail::fp8_from_float<false>(f)) {}
  template <class U>
    requires(std::is_arithmetic_v<U> && !std::is_same_v<U, float>)
  CUTE_HOST_DEVICE constexpr explicit float_e5m2_t(U u) : float_e5m2_t(float(u)) {}
  CUTE_HOST_DEVICE static constexpr float_e5m2_t bitcast(std::uint8_t bits) {
    float_e5m2_t v;
    v.storage = bits;
    return v;
  }
  CUTE_HOST_DEVICE constexpr operator float() const { return cute::detail::fp8_to_float<false>(storage); }
};

}  // namespace cutlass

namespace cute {
CUTE_EXPORT using cutlass::float_e4m3_t;
CUTE_EXPORT using cutlass::float_e5m2_t;
}  // namespace cute

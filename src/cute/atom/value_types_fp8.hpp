// cute/atom/value_types_fp8.hpp: the 8-bit floating-point value types of the SM90 wgmma atoms, as
// CuTe names them, host- and device-usable without CUDA headers:
//   float_e4m3_t  1 sign, 4 exponent (bias 7), 3 mantissa bits; no infinities, NaN = S.1111.111,
//                 largest finite 448;
//   float_e5m2_t  1 sign, 5 exponent (bias 15), 2 mantissa bits; IEEE-like, with infinities and NaN,
//                 largest finite 57344.
// From float: round to nearest even, saturating as the hardware's cvt.rn.satfinite does (a finite
// value or an infinity beyond the range gives the largest finite value of its sign; NaN stays NaN).
// To float: exact. Both constexpr.
#pragma once
#include <cute/config.hpp>
#include <cute/atom/value_types.hpp>

namespace cute {

CUTE_EXPORT namespace detail {
/// 2^k as a float, for k in the normal range of float.
CUTE_HOST_DEVICE constexpr float pow2f(int k) { return __builtin_bit_cast(float, std::uint32_t(k + 127) << 23); }

/// An 8-bit float format: E exponent bits, M mantissa bits, the exponent bias, whether it has
/// infinities (E5M2) or only a NaN at the all-ones pattern (E4M3).
template <int E, int M, bool IEEE>
struct fp8_format {
  static constexpr int bias = (1 << (E - 1)) - 1;
  static constexpr int min_exponent = 1 - bias;  // of the normal numbers
  static constexpr int max_field = IEEE ? (1 << E) - 2 : (1 << E) - 1;
  static constexpr int max_mantissa = IEEE ? (1 << M) - 1 : (1 << M) - 2;
  static constexpr std::uint8_t max_bits = std::uint8_t((max_field << M) | max_mantissa);
  static constexpr std::uint8_t nan_bits = 0x7f;  // S.1111.111 (E4M3), a quiet NaN (E5M2)

  CUTE_HOST_DEVICE static constexpr float to_float(std::uint8_t bits) {
    bool const negative = (bits & 0x80u) != 0;
    int const field = (bits >> M) & ((1 << E) - 1);
    int const mantissa = bits & ((1 << M) - 1);
    float v = 0;
    if (IEEE && field == (1 << E) - 1) {
      v = mantissa == 0 ? __builtin_huge_valf() : __builtin_nanf("");
    } else if (!IEEE && field == (1 << E) - 1 && mantissa == (1 << M) - 1) {
      v = __builtin_nanf("");
    } else if (field == 0) {
      v = float(mantissa) * pow2f(min_exponent - M);
    } else {
      v = float((1 << M) + mantissa) * pow2f(field - bias - M);
    }
    return negative ? -v : v;
  }

  CUTE_HOST_DEVICE static constexpr std::uint8_t from_float(float f) {
    std::uint32_t const x = __builtin_bit_cast(std::uint32_t, f);
    std::uint8_t const sign = std::uint8_t((x >> 24) & 0x80u);
    if ((x & 0x7f800000u) == 0x7f800000u && (x & 0x7fffffu) != 0) return std::uint8_t(sign | nan_bits);
    float const a = __builtin_bit_cast(float, x & 0x7fffffffu);
    if (a == 0) return sign;
    if (!(a < to_float(max_bits) + pow2f(max_field - bias - M - 1))) return std::uint8_t(sign | max_bits);  // also inf
    int const e = int((__builtin_bit_cast(std::uint32_t, a) >> 23) & 0xffu) - 127;  // a is a normal float here or 0-ish
    int const scale = (e < min_exponent ? min_exponent : e) - M;  // the quantum is 2^scale
    float const q = a * pow2f(-scale);                             // exact: a power-of-two scaling
    std::uint32_t r = std::uint32_t(q);
    float const rest = q - float(r);
    if (rest > 0.5f || (rest == 0.5f && (r & 1u))) ++r;
    if (e < min_exponent) return std::uint8_t(sign | r);  // subnormal (r == 2^M is the smallest normal)
    int field = e + bias;
    if (r == (1u << (M + 1))) r >>= 1, ++field;  // rounding carried into the exponent
    std::uint32_t const bits = (std::uint32_t(field) << M) | (r - (1u << M));
    return std::uint8_t(sign | (bits > max_bits ? max_bits : bits));
  }
};
using e4m3_format = fp8_format<4, 3, false>;
using e5m2_format = fp8_format<5, 2, true>;
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

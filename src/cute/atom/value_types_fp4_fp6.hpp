// cute/atom/value_types_fp4_fp6.hpp: the floating-point types narrower than a byte, and the 8-bit
// scale type of the block-scaled (MX) formats, as CUTLASS and CuTe name them, host- and device-usable
// without CUDA headers:
//   float_e2m1_t   FP4: 1 sign, 2 exponent (bias 1), 1 mantissa bit; finite only, largest 6;
//   float_e2m3_t   FP6: 1 sign, 2 exponent (bias 1), 3 mantissa bits; finite only, largest 7.5;
//   float_e3m2_t   FP6: 1 sign, 3 exponent (bias 3), 2 mantissa bits; finite only, largest 28;
//   float_ue8m0_t  8 exponent bits (bias 127), no sign, no mantissa: 2^(code - 127), 0xff the NaN.
// sizeof_bits is 4, 6, 6 and 8; one value takes a byte, packed storage is array_subbyte. The FP4/FP6
// conversions from float round to nearest even and saturate (cute/atom/small_float_format.hpp); a NaN
// gives the largest value, as these formats have none. float_ue8m0_t rounds up (cvt.rp.satfinite):
// the smallest power of two not below |x|, within [2^-127, 2^127]; NaN and infinities give its NaN.
// To float: exact. All constexpr; no GPU before SM100 has instructions for them.
#pragma once
#include <cute/config.hpp>
#include <cute/atom/small_float_format.hpp>
#include <cute/numeric.hpp>

namespace cute {
CUTE_EXPORT namespace detail {
using e2m1_format = small_float_format<2, 1, float_specials::finite>;
using e2m3_format = small_float_format<2, 3, float_specials::finite>;
using e3m2_format = small_float_format<3, 2, float_specials::finite>;

/// UE8M0: a power of two, 2^(code - 127); code 0xff is the NaN.
struct ue8m0_format {
  static constexpr int bits = 8;
  static constexpr int mantissa_bits = 0;
  static constexpr bool is_signed = false;
  static constexpr std::uint8_t max_bits = 0xfe;
  static constexpr std::uint8_t nan_bits = 0xff;
  CUTE_HOST_DEVICE static constexpr float to_float(std::uint8_t code) {
    if (code == 0xff) return __builtin_nanf("");
    if (code == 0) return __builtin_bit_cast(float, 0x00400000u);  // 2^-127, a float subnormal
    return __builtin_bit_cast(float, std::uint32_t(code) << 23);
  }
  CUTE_HOST_DEVICE static constexpr std::uint8_t from_float(float f) {
    std::uint32_t const x = __builtin_bit_cast(std::uint32_t, f) & 0x7fffffffu;  // the sign is not stored
    if (x >= 0x7f800000u) return nan_bits;                                      // NaN, infinities
    std::uint32_t const field = x >> 23, mantissa = x & 0x7fffffu;
    if (field == 0) return std::uint8_t(mantissa > 0x00400000u ? 1 : 0);  // up to 2^-127, else 2^-126
    return std::uint8_t(mantissa != 0 && field < 0xfe ? field + 1 : field);
  }
};

/// What the four types share: a code in a byte, Format's conversions, comparison and arithmetic by
/// value (the float result rounded back, as CUTLASS's). Derived is the type itself.
template <class Derived, class Format>
struct small_float_value {
  std::uint8_t storage = 0;
  constexpr small_float_value() = default;
  CUTE_HOST_DEVICE constexpr explicit small_float_value(float f) : storage(Format::from_float(f)) {}
  template <class U>
    requires(std::is_arithmetic_v<U> && !std::is_same_v<U, float>)
  CUTE_HOST_DEVICE constexpr explicit small_float_value(U u) : storage(Format::from_float(float(u))) {}

  CUTE_HOST_DEVICE static constexpr Derived bitcast(std::uint8_t code) {
    Derived d;
    d.storage = code;
    return d;
  }
  CUTE_HOST_DEVICE constexpr operator float() const { return Format::to_float(storage); }
  CUTE_HOST_DEVICE constexpr std::uint8_t raw() const { return storage; }

  CUTE_HOST_DEVICE friend constexpr bool operator==(Derived a, Derived b) { return float(a) == float(b); }
  CUTE_HOST_DEVICE friend constexpr bool operator<(Derived a, Derived b) { return float(a) < float(b); }
  CUTE_HOST_DEVICE friend constexpr bool operator>(Derived a, Derived b) { return float(a) > float(b); }
  CUTE_HOST_DEVICE friend constexpr bool operator<=(Derived a, Derived b) { return float(a) <= float(b); }
  CUTE_HOST_DEVICE friend constexpr bool operator>=(Derived a, Derived b) { return float(a) >= float(b); }
  CUTE_HOST_DEVICE friend constexpr Derived operator+(Derived a, Derived b) { return Derived(float(a) + float(b)); }
  CUTE_HOST_DEVICE friend constexpr Derived operator-(Derived a, Derived b) { return Derived(float(a) - float(b)); }
  CUTE_HOST_DEVICE friend constexpr Derived operator*(Derived a, Derived b) { return Derived(float(a) * float(b)); }
  CUTE_HOST_DEVICE friend constexpr Derived operator/(Derived a, Derived b) { return Derived(float(a) / float(b)); }
  CUTE_HOST_DEVICE friend constexpr Derived operator-(Derived a) { return Derived(-float(a)); }
  CUTE_HOST_DEVICE friend constexpr Derived& operator+=(Derived& a, Derived b) { return a = a + b; }
  CUTE_HOST_DEVICE friend constexpr Derived& operator-=(Derived& a, Derived b) { return a = a - b; }
  CUTE_HOST_DEVICE friend constexpr Derived& operator*=(Derived& a, Derived b) { return a = a * b; }
  CUTE_HOST_DEVICE friend constexpr Derived& operator/=(Derived& a, Derived b) { return a = a / b; }
};
}  // namespace detail
}  // namespace cute

namespace cutlass {  // CUTLASS's types, as in CuTe (see value_types.hpp)

/// FP4 E2M1: 1 sign, 2 exponent, 1 mantissa bit; finite only, largest 6.
CUTE_EXPORT struct float_e2m1_t : cute::detail::small_float_value<float_e2m1_t, cute::detail::e2m1_format> {
  using small_float_value::small_float_value;
};
/// FP6 E2M3: 1 sign, 2 exponent, 3 mantissa bits; finite only, largest 7.5.
CUTE_EXPORT struct float_e2m3_t : cute::detail::small_float_value<float_e2m3_t, cute::detail::e2m3_format> {
  using small_float_value::small_float_value;
};
/// FP6 E3M2: 1 sign, 3 exponent, 2 mantissa bits; finite only, largest 28.
CUTE_EXPORT struct float_e3m2_t : cute::detail::small_float_value<float_e3m2_t, cute::detail::e3m2_format> {
  using small_float_value::small_float_value;
};
/// UE8M0: an unsigned power of two 2^(code - 127), the scale factor of MX formats; 0xff the NaN.
CUTE_EXPORT struct float_ue8m0_t : cute::detail::small_float_value<float_ue8m0_t, cute::detail::ue8m0_format> {
  using small_float_value::small_float_value;
};

}  // namespace cutlass

namespace cute {
CUTE_EXPORT using cutlass::float_e2m1_t;
CUTE_EXPORT using cutlass::float_e2m3_t;
CUTE_EXPORT using cutlass::float_e3m2_t;
CUTE_EXPORT using cutlass::float_ue8m0_t;

template <>
struct sizeof_bits<float_e2m1_t> : C<4> {};
template <>
struct sizeof_bits<float_e2m3_t> : C<6> {};
template <>
struct sizeof_bits<float_e3m2_t> : C<6> {};
}  // namespace cute

CUTE_EXPORT namespace cute::detail {
/// std::numeric_limits of these types, from their format: the largest value, the smallest normal and
/// subnormal ones, epsilon (the gap above 1); no infinity; a NaN only for UE8M0.
template <class T, class Format>
struct small_float_limits {
  static constexpr bool is_signed = Format::is_signed;
  static constexpr bool is_specialized = true;
  static constexpr bool is_integer = false;
  static constexpr bool is_exact = false;
  static constexpr bool is_bounded = true;
  static constexpr bool has_infinity = false;
  static constexpr bool has_quiet_NaN = !is_signed;
  static constexpr bool has_signaling_NaN = false;
  static constexpr int radix = 2;
  static constexpr int digits = Format::mantissa_bits + 1;
  CUTE_HOST_DEVICE static constexpr T max() noexcept { return T::bitcast(Format::max_bits); }
  CUTE_HOST_DEVICE static constexpr T lowest() noexcept {
    if constexpr (is_signed) {
      return T::bitcast(std::uint8_t(Format::sign_bit | Format::max_bits));
    } else {
      return T::bitcast(0);
    }
  }
  CUTE_HOST_DEVICE static constexpr T min() noexcept { return T::bitcast(is_signed ? std::uint8_t(1u << Format::mantissa_bits) : 0); }
  CUTE_HOST_DEVICE static constexpr T denorm_min() noexcept { return T::bitcast(is_signed ? 1 : 0); }
  CUTE_HOST_DEVICE static constexpr T epsilon() noexcept { return T(pow2f(-Format::mantissa_bits)); }
  CUTE_HOST_DEVICE static constexpr T quiet_NaN() noexcept { return T::bitcast(Format::nan_bits); }
};
}  // namespace cute::detail

template <>
class std::numeric_limits<cutlass::float_e2m1_t> : public cute::detail::small_float_limits<cutlass::float_e2m1_t, cute::detail::e2m1_format> {};
template <>
class std::numeric_limits<cutlass::float_e2m3_t> : public cute::detail::small_float_limits<cutlass::float_e2m3_t, cute::detail::e2m3_format> {};
template <>
class std::numeric_limits<cutlass::float_e3m2_t> : public cute::detail::small_float_limits<cutlass::float_e3m2_t, cute::detail::e3m2_format> {};
template <>
class std::numeric_limits<cutlass::float_ue8m0_t> : public cute::detail::small_float_limits<cutlass::float_ue8m0_t, cute::detail::ue8m0_format> {};

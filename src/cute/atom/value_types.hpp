// cute/atom/value_types.hpp: the 16-bit and 19-bit floating-point value types of the MMA atoms,
// host- and device-usable without CUDA headers: half_t (IEEE binary16), bfloat16_t (bfloat16),
// tfloat32_t (a float rounded to 10 mantissa bits, as the tensor cores read it). Each converts from
// float with round-to-nearest-even and implicitly to float; sizeof_bits_v<T> gives their width.
#pragma once
#include <cute/config.hpp>

namespace cute {

/// The width of a value type in bits (8 * sizeof(T)).
CUTE_EXPORT template <class T>
inline constexpr int sizeof_bits_v = 8 * int(sizeof(T));

CUTE_EXPORT namespace detail {
CUTE_HOST_DEVICE constexpr std::uint32_t float_bits(float f) { return __builtin_bit_cast(std::uint32_t, f); }
CUTE_HOST_DEVICE constexpr float bits_float(std::uint32_t u) { return __builtin_bit_cast(float, u); }

// float -> binary16 bits, round to nearest even, with subnormals, infinities and NaN.
CUTE_HOST_DEVICE constexpr std::uint16_t float_to_half_bits(float f) {
  std::uint32_t const x = float_bits(f);
  std::uint32_t const sign = (x >> 16) & 0x8000u;
  std::uint32_t const exponent = (x >> 23) & 0xffu;
  std::uint32_t mantissa = x & 0x7fffffu;
  if (exponent == 0xffu) return static_cast<std::uint16_t>(sign | 0x7c00u | (mantissa ? 0x200u : 0u));
  int const e = int(exponent) - 127 + 15;
  if (e >= 31) return static_cast<std::uint16_t>(sign | 0x7c00u);
  if (e <= 0) {
    if (e < -10) return static_cast<std::uint16_t>(sign);
    mantissa |= 0x800000u;
    int const shift = 14 - e;
    std::uint32_t h = mantissa >> shift;
    std::uint32_t const rest = mantissa & ((1u << shift) - 1u), half = 1u << (shift - 1);
    if (rest > half || (rest == half && (h & 1u))) ++h;
    return static_cast<std::uint16_t>(sign | h);
  }
  std::uint32_t h = sign | (std::uint32_t(e) << 10) | (mantissa >> 13);
  std::uint32_t const rest = mantissa & 0x1fffu;
  if (rest > 0x1000u || (rest == 0x1000u && (h & 1u))) ++h;
  return static_cast<std::uint16_t>(h);
}

CUTE_HOST_DEVICE constexpr float half_bits_to_float(std::uint16_t h) {
  std::uint32_t const sign = std::uint32_t(h & 0x8000u) << 16;
  std::uint32_t const exponent = (h >> 10) & 0x1fu, mantissa = h & 0x3ffu;
  if (exponent == 0) {
    float const v = float(mantissa) * 5.9604644775390625e-8f;  // mantissa * 2^-24
    return sign ? -v : v;
  }
  if (exponent == 31) return bits_float(sign | 0x7f800000u | (mantissa << 13));
  return bits_float(sign | ((exponent - 15 + 127) << 23) | (mantissa << 13));
}

// float -> bits with the low `drop` mantissa bits rounded away (nearest even); NaN stays NaN.
CUTE_HOST_DEVICE constexpr std::uint32_t round_float_bits(float f, int drop) {
  std::uint32_t const x = float_bits(f);
  if ((x & 0x7f800000u) == 0x7f800000u) return (x & 0x7fffffu) ? (x | (1u << (22))) : x;
  std::uint32_t const lsb = (x >> drop) & 1u;
  return (x + ((1u << (drop - 1)) - 1u) + lsb) & ~((1u << drop) - 1u);
}
}  // namespace detail

/// IEEE binary16.
CUTE_EXPORT struct half_t {
  std::uint16_t storage = 0;
  constexpr half_t() = default;
  CUTE_HOST_DEVICE constexpr explicit half_t(float f) : storage(detail::float_to_half_bits(f)) {}
  CUTE_HOST_DEVICE static constexpr half_t bitcast(std::uint16_t bits) {
    half_t h;
    h.storage = bits;
    return h;
  }
  CUTE_HOST_DEVICE constexpr operator float() const { return detail::half_bits_to_float(storage); }
};

/// bfloat16: the upper half of a float.
CUTE_EXPORT struct bfloat16_t {
  std::uint16_t storage = 0;
  constexpr bfloat16_t() = default;
  CUTE_HOST_DEVICE constexpr explicit bfloat16_t(float f)
      : storage(static_cast<std::uint16_t>(detail::round_float_bits(f, 16) >> 16)) {}
  CUTE_HOST_DEVICE static constexpr bfloat16_t bitcast(std::uint16_t bits) {
    bfloat16_t h;
    h.storage = bits;
    return h;
  }
  CUTE_HOST_DEVICE constexpr operator float() const { return detail::bits_float(std::uint32_t(storage) << 16); }
};

/// TensorFloat-32: a 32-bit float whose low 13 mantissa bits are zero.
CUTE_EXPORT struct tfloat32_t {
  std::uint32_t storage = 0;
  constexpr tfloat32_t() = default;
  CUTE_HOST_DEVICE constexpr explicit tfloat32_t(float f) : storage(detail::round_float_bits(f, 13)) {}
  CUTE_HOST_DEVICE constexpr operator float() const { return detail::bits_float(storage); }
};

}  // namespace cute

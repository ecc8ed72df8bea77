// cute/atom/small_float_format.hpp: the conversions between float and the narrow floating-point
// formats of 8 bits or fewer (FP8 E4M3/E5M2, FP6 E2M3/E3M2, FP4 E2M1): 1 sign bit, E exponent bits,
// M mantissa bits, and what the top exponent field means:
//   ieee        infinities and NaN there (E5M2);
//   nan_only    finite but for S.1..1.1..1, the NaN (E4M3);
//   finite      finite everywhere, no infinity, no NaN (E2M1, E2M3, E3M2).
// From float: round to nearest even, saturating as the hardware's cvt.rn.satfinite does (a finite
// value or an infinity beyond the range gives the largest finite value of its sign); NaN gives NaN,
// or, for a finite-only format, the largest finite value. To float: exact. Both constexpr.
#pragma once
#include <cute/config.hpp>

namespace cute {

CUTE_EXPORT namespace detail {
/// 2^k as a float, for k in the normal range of float.
CUTE_HOST_DEVICE constexpr float pow2f(int k) { return __builtin_bit_cast(float, std::uint32_t(k + 127) << 23); }

enum class float_specials { ieee, nan_only, finite };

template <int E, int M, float_specials Specials>
struct small_float_format {
  static_assert(E >= 1 && M >= 0 && 1 + E + M <= 8, "small_float_format: 1 sign bit + E + M must fit a byte");
  static constexpr int bits = 1 + E + M;
  static constexpr int mantissa_bits = M;
  static constexpr bool is_signed = true;
  static constexpr std::uint8_t sign_bit = std::uint8_t(1u << (E + M));
  static constexpr int bias = (1 << (E - 1)) - 1;
  static constexpr int min_exponent = 1 - bias;  // of the normal numbers
  static constexpr int max_field = Specials == float_specials::ieee ? (1 << E) - 2 : (1 << E) - 1;
  static constexpr int max_mantissa = Specials == float_specials::nan_only ? (1 << M) - 2 : (1 << M) - 1;
  static constexpr std::uint8_t max_bits = std::uint8_t((max_field << M) | max_mantissa);
  // S.1..1.1..1: the NaN of nan_only, a quiet NaN of ieee; a finite-only format gives its largest value.
  static constexpr std::uint8_t nan_bits = Specials == float_specials::finite ? max_bits : std::uint8_t(sign_bit - 1);

  CUTE_HOST_DEVICE static constexpr float to_float(std::uint8_t code) {
    bool const negative = (code & sign_bit) != 0;
    int const field = (code >> M) & ((1 << E) - 1);
    int const mantissa = code & ((1 << M) - 1);
    float v = 0;
    if (Specials == float_specials::ieee && field == (1 << E) - 1) {
      v = mantissa == 0 ? __builtin_huge_valf() : __builtin_nanf("");
    } else if (Specials == float_specials::nan_only && field == (1 << E) - 1 && mantissa == (1 << M) - 1) {
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
    std::uint8_t const sign = (x & 0x80000000u) ? sign_bit : std::uint8_t(0);
    if ((x & 0x7f800000u) == 0x7f800000u && (x & 0x7fffffu) != 0) {
      return Specials == float_specials::finite ? max_bits : std::uint8_t(sign | nan_bits);
    }
    float const a = __builtin_bit_cast(float, x & 0x7fffffffu);
    if (a == 0) return sign;
    // At or past the largest value plus half its quantum (and infinities): the largest value.
    if (!(a < to_float(max_bits) + pow2f(max_field - bias - M - 1))) return std::uint8_t(sign | max_bits);
    int const e = int((__builtin_bit_cast(std::uint32_t, a) >> 23) & 0xffu) - 127;
    int const scale = (e < min_exponent ? min_exponent : e) - M;  // the quantum is 2^scale
    float const q = a * pow2f(-scale);                             // exact: a power-of-two scaling
    std::uint32_t r = std::uint32_t(q);
    float const rest = q - float(r);
    if (rest > 0.5f || (rest == 0.5f && (r & 1u))) ++r;
    if (e < min_exponent) return std::uint8_t(sign | r);  // subnormal (r == 2^M is the smallest normal)
    int field = e + bias;
    if (r == (1u << (M + 1))) r >>= 1, ++field;  // rounding carried into the exponent
    std::uint32_t const code = (std::uint32_t(field) << M) | (r - (1u << M));
    return std::uint8_t(sign | (code > max_bits ? max_bits : code));
  }
};
}  // namespace detail

}  // namespace cute

// cute/atom/value_types_limits.hpp: std::numeric_limits of half_t, bfloat16_t, tfloat32_t,
// float_e4m3_t and float_e5m2_t, as CUTLASS specializes them (CuTe code asks for
// std::numeric_limits<half_t>::infinity() or ::max() for softmax and clamping). Each is a binary
// format of 1 sign bit, E exponent bits and M mantissa bits, of which P are significant (tf32 keeps 10
// of a float's 23), with infinities where the format has them (FP8 E4M3 has none: its top exponent
// holds finite values and one NaN per sign). CUTLASS's conventions, which differ from float's:
// min() is the smallest subnormal (as denorm_min()), digits counts the stored mantissa bits. Unlike
// CUTLASS's, epsilon() is the distance from 1 to the next value for every type (CUTLASS's half_t,
// bfloat16_t and tfloat32_t return 2^-9, 2^-95 and a subnormal).
#pragma once
#include <cute/config.hpp>
#include <cute/atom/value_types.hpp>
#include <cute/atom/value_types_fp8.hpp>

#include <limits>

namespace cute {
CUTE_EXPORT namespace detail {
template <class T, int E, int M, bool HasInfinity, int P = M>
struct binary_float_limits {
 private:
  static constexpr std::uint32_t field_ones = (1u << E) - 1u;
  static constexpr std::uint32_t mantissa_ones = (1u << M) - 1u;
  static constexpr int bias = (1 << (E - 1)) - 1;
  // The largest finite value: below the infinities' field, or (no infinity) the top field with the
  // NaN's mantissa left out.
  static constexpr std::uint32_t max_bits = HasInfinity ? (((field_ones - 1u) << M) | mantissa_ones) : ((field_ones << M) | (mantissa_ones - 1u));
  static constexpr std::uint32_t sign_bit = 1u << (E + M);
  CUTE_HOST_DEVICE static constexpr T of_bits(std::uint32_t bits) noexcept {
    T r{};
    r.storage = static_cast<decltype(r.storage)>(bits);
    return r;
  }

 public:
  static constexpr bool is_specialized = true;
  static constexpr bool is_signed = true;
  static constexpr bool is_integer = false;
  static constexpr bool is_exact = false;
  static constexpr bool is_bounded = true;
  static constexpr bool is_modulo = false;
  static constexpr bool is_iec559 = false;
  static constexpr bool has_infinity = HasInfinity;
  static constexpr bool has_quiet_NaN = true;
  static constexpr bool has_signaling_NaN = false;
  static constexpr std::float_round_style round_style = std::round_to_nearest;
  static constexpr int radix = 2;
  static constexpr int digits = P;
  static constexpr int digits10 = P * 30103 / 100000;  // floor(P * log10(2))
  static constexpr int min_exponent = 2 - bias;       // the smallest normal value is 2^(min_exponent - 1)
  static constexpr int max_exponent = int(max_bits >> M) - bias + 1;

  CUTE_HOST_DEVICE static constexpr T min() noexcept { return denorm_min(); }
  CUTE_HOST_DEVICE static constexpr T max() noexcept { return of_bits(max_bits); }
  CUTE_HOST_DEVICE static constexpr T lowest() noexcept { return of_bits(sign_bit | max_bits); }
  CUTE_HOST_DEVICE static constexpr T denorm_min() noexcept { return of_bits(1u << (M - P)); }
  CUTE_HOST_DEVICE static constexpr T epsilon() noexcept { return of_bits(std::uint32_t(bias - P) << M); }
  CUTE_HOST_DEVICE static constexpr T round_error() noexcept { return of_bits(std::uint32_t(bias - 1) << M); }  // 0.5
  CUTE_HOST_DEVICE static constexpr T infinity() noexcept { return HasInfinity ? of_bits(field_ones << M) : T{}; }
  CUTE_HOST_DEVICE static constexpr T quiet_NaN() noexcept { return of_bits(sign_bit - 1u); }
  CUTE_HOST_DEVICE static constexpr T signaling_NaN() noexcept { return quiet_NaN(); }
};
}  // namespace detail
}  // namespace cute

template <>
class std::numeric_limits<cutlass::half_t> : public cute::detail::binary_float_limits<cutlass::half_t, 5, 10, true> {};
template <>
class std::numeric_limits<cutlass::bfloat16_t> : public cute::detail::binary_float_limits<cutlass::bfloat16_t, 8, 7, true> {};
// tf32 values are floats with 10 significant mantissa bits, stored in a float's 32 bits.
template <>
class std::numeric_limits<cutlass::tfloat32_t> : public cute::detail::binary_float_limits<cutlass::tfloat32_t, 8, 23, true, 10> {};
template <>
class std::numeric_limits<cutlass::float_e4m3_t> : public cute::detail::binary_float_limits<cutlass::float_e4m3_t, 4, 3, false> {};
template <>
class std::numeric_limits<cutlass::float_e5m2_t> : public cute::detail::binary_float_limits<cutlass::float_e5m2_t, 5, 2, true> {};

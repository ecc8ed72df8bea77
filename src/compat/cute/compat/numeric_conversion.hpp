// cute/compat/numeric_conversion.hpp (porting aid for CUTLASS's cutlass/numeric_conversion.h):
// cutlass::NumericConverter<T, S> and NumericArrayConverter<T, S, N>, the value and array
// conversions CuTe kernels use to narrow an accumulator fragment (FlashAttention's convert_type:
// `NumericArrayConverter<half_t, float, N>{}(*reinterpret_cast<Array<float, N> const*>(frag.data()))`).
// Rounding to nearest (even), CUTLASS's default and the only FloatRoundStyle provided. float to
// half_t or bfloat16_t converts two values per instruction on the device (cvt.rn.f16x2.f32 /
// cvt.rn.bf16x2.f32, sm_80), as CUTLASS does; every other pair of types converts value by value.
#pragma once
#include <cstdint>
#include <cute/compat/array.hpp>
#include <cute/compat/numeric_types.hpp>

namespace cutlass {

enum class FloatRoundStyle {
  round_indeterminate,
  round_toward_zero,
  round_to_nearest,
  round_to_nearest_satfinite,
  round_toward_infinity,
  round_toward_neg_infinity,
  round_half_ulp_truncate,
  round_half_ulp_trunc_dntz
};

template <class T, class S, FloatRoundStyle Round = FloatRoundStyle::round_to_nearest>
struct NumericConverter {
  static_assert(Round == FloatRoundStyle::round_to_nearest,
                "cutlass::NumericConverter (porting aid): only round_to_nearest is provided");
  using result_type = T;
  using source_type = S;
  static constexpr FloatRoundStyle round_style = Round;
  CUTE_HOST_DEVICE static constexpr T convert(S const& s) { return static_cast<T>(s); }
  CUTE_HOST_DEVICE constexpr T operator()(S const& s) const { return convert(s); }
};

namespace detail {
// Two floats to one register of two 16-bit values (the first in the low half), rounded to nearest
// even, in one instruction on sm_80 and later; false where no such instruction is (the caller converts
// one by one).
template <class T>
CUTE_HOST_DEVICE inline bool convert_pair(float lo, float hi, std::uint32_t& packed) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
  if constexpr (std::is_same_v<T, half_t>) {
    asm("cvt.rn.f16x2.f32 %0, %1, %2;" : "=r"(packed) : "f"(hi), "f"(lo));
    return true;
  } else if constexpr (std::is_same_v<T, bfloat16_t>) {
    asm("cvt.rn.bf16x2.f32 %0, %1, %2;" : "=r"(packed) : "f"(hi), "f"(lo));
    return true;
  }
#endif
  (void)lo, (void)hi, (void)packed;
  return false;
}
}  // namespace detail

template <class T, class S, int N, FloatRoundStyle Round = FloatRoundStyle::round_to_nearest>
struct NumericArrayConverter {
  static_assert(Round == FloatRoundStyle::round_to_nearest,
                "cutlass::NumericArrayConverter (porting aid): only round_to_nearest is provided");
  using result_type = Array<T, N>;
  using source_type = Array<S, N>;
  static constexpr FloatRoundStyle round_style = Round;

  CUTE_HOST_DEVICE static constexpr result_type convert(source_type const& s) {
    result_type r{};
    int i = 0;
    if constexpr (std::is_same_v<S, float> && (std::is_same_v<T, half_t> || std::is_same_v<T, bfloat16_t>)) {
      if (!std::is_constant_evaluated()) {
        // The pair goes into the array as one 32-bit word, as CUTLASS writes it: split into two 16-bit
        // values, ptxas would put them back together (PRMT) wherever the fragment is read by words.
        for (std::uint32_t packed; i + 1 < N; i += 2) {
          if (!detail::convert_pair<T>(s[i], s[i + 1], packed)) {
            break;
          }
          __builtin_memcpy(&r[i], &packed, sizeof packed);
        }
      }
    }
    for (; i < N; ++i) {
      r[i] = NumericConverter<T, S, Round>::convert(s[i]);
    }
    return r;
  }
  CUTE_HOST_DEVICE constexpr result_type operator()(source_type const& s) const { return convert(s); }
};

}  // namespace cutlass

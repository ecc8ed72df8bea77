// cute/atom/mma_traits_sm89.hpp: MMA_Traits of the SM89 fp8 operations (cute/arch/mma_sm89.hpp): the
// 16x8x32 layouts of the 8-bit integer operation (one byte a value), E4M3/E5M2 values, fp32 or fp16
// accumulators.
#pragma once
#include <cute/config.hpp>
#include <cute/arch/mma_sm89.hpp>
#include <cute/atom/mma_traits_sm80.hpp>
#include <cute/atom/value_types_fp8.hpp>

namespace cute {
CUTE_EXPORT namespace detail {
template <class C, class A, class B>
struct SM89_16x8x32_Traits : SM80_16x8x32_Int8<A, B> {
  using ValTypeD = C;
  using ValTypeC = C;
};
}  // namespace detail

#define CUTE_SM89_FP8_TRAITS(CN, C, AN, A, BN, B) \
  template <>                                     \
  struct MMA_Traits<SM89_16x8x32_##CN##AN##BN##CN##_TN> : detail::SM89_16x8x32_Traits<C, A, B> {};
#define CUTE_SM89_FP8_TRAITS_ALL(CN, C)                                         \
  CUTE_SM89_FP8_TRAITS(CN, C, E4M3, float_e4m3_t, E4M3, float_e4m3_t)          \
  CUTE_SM89_FP8_TRAITS(CN, C, E4M3, float_e4m3_t, E5M2, float_e5m2_t)          \
  CUTE_SM89_FP8_TRAITS(CN, C, E5M2, float_e5m2_t, E4M3, float_e4m3_t)          \
  CUTE_SM89_FP8_TRAITS(CN, C, E5M2, float_e5m2_t, E5M2, float_e5m2_t)
CUTE_SM89_FP8_TRAITS_ALL(F32, float)
CUTE_SM89_FP8_TRAITS_ALL(F16, half_t)
#undef CUTE_SM89_FP8_TRAITS_ALL
#undef CUTE_SM89_FP8_TRAITS

}  // namespace cute

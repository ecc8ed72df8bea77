// cute/atom/mma_traits_sm75.hpp: MMA_Traits of CuTe's SM75 mma.sync operations (cute/arch/mma_sm75.hpp):
// the instructions of SM80_16x8x8_F32F16F16F32_TN and SM80_8x8x16_S32S8S8S32_TN, so their traits.
#pragma once
#include <cute/config.hpp>
#include <cute/arch/mma_sm75.hpp>
#include <cute/atom/mma_traits_sm80.hpp>

namespace cute {

/// fp32 = fp16 * fp16 + fp32, 16x8x8.
template <>
struct MMA_Traits<SM75_16x8x8_F32F16F16F32_TN> : MMA_Traits<SM80_16x8x8_F32F16F16F32_TN> {};

/// int32 = int8 * int8 + int32, 8x8x16.
template <>
struct MMA_Traits<SM75_8x8x16_S32S8S8S32_TN> : MMA_Traits<SM80_8x8x16_S32S8S8S32_TN> {};

}  // namespace cute

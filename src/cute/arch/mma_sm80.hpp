// cute/arch/mma_sm80.hpp: mma.sync (SM80+), a warp's 16x8xK matrix multiply-accumulate with A
// row-major (T) and B column-major (N): D = A * B + C, each thread holding its part of A, B, C and D
// in registers (which part is the MMA_Traits' thread/value layouts, cute/atom/mma_traits_sm80.hpp).
#pragma once
#include <cute/arch/config.hpp>

namespace cute {

/// mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32: fp32 += fp16 * fp16.
CUTE_EXPORT struct SM80_16x8x16_F32F16F16F32_TN {
  using DRegisters = float[4];
  using ARegisters = std::uint32_t[4];
  using BRegisters = std::uint32_t[2];
  using CRegisters = float[4];
  CUTE_HOST_DEVICE static void fma(float& d0, float& d1, float& d2, float& d3, std::uint32_t const& a0,
                                   std::uint32_t const& a1, std::uint32_t const& a2, std::uint32_t const& a3,
                                   std::uint32_t const& b0, std::uint32_t const& b1, float const& c0, float const& c1,
                                   float const& c2, float const& c3) {
#if defined(CUTE_ARCH_MMA_SM80_ENABLED)
    asm volatile(
        "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
        "{%10, %11, %12, %13};\n"
        : "=f"(d0), "=f"(d1), "=f"(d2), "=f"(d3)
        : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "f"(c0), "f"(c1), "f"(c2), "f"(c3));
#else
    (void)d0, (void)d1, (void)d2, (void)d3, (void)a0, (void)a1, (void)a2, (void)a3, (void)b0, (void)b1;
    (void)c0, (void)c1, (void)c2, (void)c3;
    detail::unsupported_instruction("SM80_16x8x16_F32F16F16F32_TN (mma.sync)");
#endif
  }
};

/// mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16: fp16 += fp16 * fp16 (two fp16 a register).
CUTE_EXPORT struct SM80_16x8x16_F16F16F16F16_TN {
  using DRegisters = std::uint32_t[2];
  using ARegisters = std::uint32_t[4];
  using BRegisters = std::uint32_t[2];
  using CRegisters = std::uint32_t[2];
  CUTE_HOST_DEVICE static void fma(std::uint32_t& d0, std::uint32_t& d1, std::uint32_t const& a0,
                                   std::uint32_t const& a1, std::uint32_t const& a2, std::uint32_t const& a3,
                                   std::uint32_t const& b0, std::uint32_t const& b1, std::uint32_t const& c0,
                                   std::uint32_t const& c1) {
#if defined(CUTE_ARCH_MMA_SM80_ENABLED)
    asm volatile(
        "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {%0, %1}, {%2, %3, %4, %5}, {%6, %7}, {%8, %9};\n"
        : "=r"(d0), "=r"(d1)
        : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "r"(c0), "r"(c1));
#else
    (void)d0, (void)d1, (void)a0, (void)a1, (void)a2, (void)a3, (void)b0, (void)b1, (void)c0, (void)c1;
    detail::unsupported_instruction("SM80_16x8x16_F16F16F16F16_TN (mma.sync)");
#endif
  }
};

/// mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32: fp32 += bf16 * bf16.
CUTE_EXPORT struct SM80_16x8x16_F32BF16BF16F32_TN {
  using DRegisters = float[4];
  using ARegisters = std::uint32_t[4];
  using BRegisters = std::uint32_t[2];
  using CRegisters = float[4];
  CUTE_HOST_DEVICE static void fma(float& d0, float& d1, float& d2, float& d3, std::uint32_t const& a0,
                                   std::uint32_t const& a1, std::uint32_t const& a2, std::uint32_t const& a3,
                                   std::uint32_t const& b0, std::uint32_t const& b1, float const& c0, float const& c1,
                                   float const& c2, float const& c3) {
#if defined(CUTE_ARCH_MMA_SM80_ENABLED)
    asm volatile(
        "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
        "{%10, %11, %12, %13};\n"
        : "=f"(d0), "=f"(d1), "=f"(d2), "=f"(d3)
        : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "f"(c0), "f"(c1), "f"(c2), "f"(c3));
#else
    (void)d0, (void)d1, (void)d2, (void)d3, (void)a0, (void)a1, (void)a2, (void)a3, (void)b0, (void)b1;
    (void)c0, (void)c1, (void)c2, (void)c3;
    detail::unsupported_instruction("SM80_16x8x16_F32BF16BF16F32_TN (mma.sync)");
#endif
  }
};

/// mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32: fp32 += tf32 * tf32 (one tf32 a register).
CUTE_EXPORT struct SM80_16x8x8_F32TF32TF32F32_TN {
  using DRegisters = float[4];
  using ARegisters = std::uint32_t[4];
  using BRegisters = std::uint32_t[2];
  using CRegisters = float[4];
  CUTE_HOST_DEVICE static void fma(float& d0, float& d1, float& d2, float& d3, std::uint32_t const& a0,
                                   std::uint32_t const& a1, std::uint32_t const& a2, std::uint32_t const& a3,
                                   std::uint32_t const& b0, std::uint32_t const& b1, float const& c0, float const& c1,
                                   float const& c2, float const& c3) {
#if defined(CUTE_ARCH_MMA_SM80_ENABLED)
    asm volatile(
        "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
        "{%10, %11, %12, %13};\n"
        : "=f"(d0), "=f"(d1), "=f"(d2), "=f"(d3)
        : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "f"(c0), "f"(c1), "f"(c2), "f"(c3));
#else
    (void)d0, (void)d1, (void)d2, (void)d3, (void)a0, (void)a1, (void)a2, (void)a3, (void)b0, (void)b1;
    (void)c0, (void)c1, (void)c2, (void)c3;
    detail::unsupported_instruction("SM80_16x8x8_F32TF32TF32F32_TN (mma.sync)");
#endif
  }
};

}  // namespace cute

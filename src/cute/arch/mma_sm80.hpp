// cute/arch/mma_sm80.hpp: mma.sync (SM80+), a warp's 16x8xK (8x8xK) matrix multiply-accumulate with A
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

// The other shapes and types of mma.sync that CuTe names: fp16/bf16 with k = 8, tf32 with k = 4,
// fp64 (8x8x4), and the 8-bit integer operations (signed or unsigned A and B, .satfinite for the
// _SATURATE forms; the 32-bit results in uint32_t registers, as CuTe's).

/// mma.sync.aligned.m16n8k8.row.col.f16.f16.f16.f16.
CUTE_EXPORT struct SM80_16x8x8_F16F16F16F16_TN {
  using DRegisters = std::uint32_t[2];
  using ARegisters = std::uint32_t[2];
  using BRegisters = std::uint32_t[1];
  using CRegisters = std::uint32_t[2];
  CUTE_HOST_DEVICE static void fma(std::uint32_t& d0, std::uint32_t& d1, std::uint32_t const& a0, std::uint32_t const& a1, std::uint32_t const& b0, std::uint32_t const& c0, std::uint32_t const& c1) {
#if defined(CUTE_ARCH_MMA_SM80_ENABLED)
    asm volatile("mma.sync.aligned.m16n8k8.row.col.f16.f16.f16.f16 {%0, %1}, {%2, %3}, {%4}, {%5, %6};\n"
                 : "=r"(d0), "=r"(d1)
                 : "r"(a0), "r"(a1), "r"(b0), "r"(c0), "r"(c1));
#else
    (void)d0, (void)d1, (void)a0, (void)a1, (void)b0, (void)c0, (void)c1;
    detail::unsupported_instruction("SM80_16x8x8_F16F16F16F16_TN (mma.sync)");
#endif
  }
};

/// mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32.
CUTE_EXPORT struct SM80_16x8x8_F32F16F16F32_TN {
  using DRegisters = float[4];
  using ARegisters = std::uint32_t[2];
  using BRegisters = std::uint32_t[1];
  using CRegisters = float[4];
  CUTE_HOST_DEVICE static void fma(float& d0, float& d1, float& d2, float& d3, std::uint32_t const& a0, std::uint32_t const& a1, std::uint32_t const& b0, float const& c0, float const& c1, float const& c2, float const& c3) {
#if defined(CUTE_ARCH_MMA_SM80_ENABLED)
    asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};\n"
                 : "=f"(d0), "=f"(d1), "=f"(d2), "=f"(d3)
                 : "r"(a0), "r"(a1), "r"(b0), "f"(c0), "f"(c1), "f"(c2), "f"(c3));
#else
    (void)d0, (void)d1, (void)d2, (void)d3, (void)a0, (void)a1, (void)b0, (void)c0, (void)c1, (void)c2, (void)c3;
    detail::unsupported_instruction("SM80_16x8x8_F32F16F16F32_TN (mma.sync)");
#endif
  }
};

/// mma.sync.aligned.m16n8k8.row.col.f32.bf16.bf16.f32.
CUTE_EXPORT struct SM80_16x8x8_F32BF16BF16F32_TN {
  using DRegisters = float[4];
  using ARegisters = std::uint32_t[2];
  using BRegisters = std::uint32_t[1];
  using CRegisters = float[4];
  CUTE_HOST_DEVICE static void fma(float& d0, float& d1, float& d2, float& d3, std::uint32_t const& a0, std::uint32_t const& a1, std::uint32_t const& b0, float const& c0, float const& c1, float const& c2, float const& c3) {
#if defined(CUTE_ARCH_MMA_SM80_ENABLED)
    asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.bf16.bf16.f32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};\n"
                 : "=f"(d0), "=f"(d1), "=f"(d2), "=f"(d3)
                 : "r"(a0), "r"(a1), "r"(b0), "f"(c0), "f"(c1), "f"(c2), "f"(c3));
#else
    (void)d0, (void)d1, (void)d2, (void)d3, (void)a0, (void)a1, (void)b0, (void)c0, (void)c1, (void)c2, (void)c3;
    detail::unsupported_instruction("SM80_16x8x8_F32BF16BF16F32_TN (mma.sync)");
#endif
  }
};

/// mma.sync.aligned.m16n8k4.row.col.f32.tf32.tf32.f32.
CUTE_EXPORT struct SM80_16x8x4_F32TF32TF32F32_TN {
  using DRegisters = float[4];
  using ARegisters = std::uint32_t[2];
  using BRegisters = std::uint32_t[1];
  using CRegisters = float[4];
  CUTE_HOST_DEVICE static void fma(float& d0, float& d1, float& d2, float& d3, std::uint32_t const& a0, std::uint32_t const& a1, std::uint32_t const& b0, float const& c0, float const& c1, float const& c2, float const& c3) {
#if defined(CUTE_ARCH_MMA_SM80_ENABLED)
    asm volatile("mma.sync.aligned.m16n8k4.row.col.f32.tf32.tf32.f32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};\n"
                 : "=f"(d0), "=f"(d1), "=f"(d2), "=f"(d3)
                 : "r"(a0), "r"(a1), "r"(b0), "f"(c0), "f"(c1), "f"(c2), "f"(c3));
#else
    (void)d0, (void)d1, (void)d2, (void)d3, (void)a0, (void)a1, (void)b0, (void)c0, (void)c1, (void)c2, (void)c3;
    detail::unsupported_instruction("SM80_16x8x4_F32TF32TF32F32_TN (mma.sync)");
#endif
  }
};

/// mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64.
CUTE_EXPORT struct SM80_8x8x4_F64F64F64F64_TN {
  using DRegisters = double[2];
  using ARegisters = double[1];
  using BRegisters = double[1];
  using CRegisters = double[2];
  CUTE_HOST_DEVICE static void fma(double& d0, double& d1, double const& a0, double const& b0, double const& c0, double const& c1) {
#if defined(CUTE_ARCH_MMA_SM80_ENABLED)
    asm volatile("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0, %1}, {%2}, {%3}, {%4, %5};\n"
                 : "=d"(d0), "=d"(d1)
                 : "d"(a0), "d"(b0), "d"(c0), "d"(c1));
#else
    (void)d0, (void)d1, (void)a0, (void)b0, (void)c0, (void)c1;
    detail::unsupported_instruction("SM80_8x8x4_F64F64F64F64_TN (mma.sync)");
#endif
  }
};

/// mma.sync.aligned.m8n8k16.row.col.s32.s8.s8.s32.
CUTE_EXPORT struct SM80_8x8x16_S32S8S8S32_TN {
  using DRegisters = std::uint32_t[2];
  using ARegisters = std::uint32_t[1];
  using BRegisters = std::uint32_t[1];
  using CRegisters = std::uint32_t[2];
  CUTE_HOST_DEVICE static void fma(std::uint32_t& d0, std::uint32_t& d1, std::uint32_t const& a0, std::uint32_t const& b0, std::uint32_t const& c0, std::uint32_t const& c1) {
#if defined(CUTE_ARCH_MMA_SM80_ENABLED)
    asm volatile("mma.sync.aligned.m8n8k16.row.col.s32.s8.s8.s32 {%0, %1}, {%2}, {%3}, {%4, %5};\n"
                 : "=r"(d0), "=r"(d1)
                 : "r"(a0), "r"(b0), "r"(c0), "r"(c1));
#else
    (void)d0, (void)d1, (void)a0, (void)b0, (void)c0, (void)c1;
    detail::unsupported_instruction("SM80_8x8x16_S32S8S8S32_TN (mma.sync)");
#endif
  }
};

/// mma.sync.aligned.m8n8k16.row.col.satfinite.s32.s8.s8.s32.
CUTE_EXPORT struct SM80_8x8x16_S32S8S8S32_TN_SATURATE {
  using DRegisters = std::uint32_t[2];
  using ARegisters = std::uint32_t[1];
  using BRegisters = std::uint32_t[1];
  using CRegisters = std::uint32_t[2];
  CUTE_HOST_DEVICE static void fma(std::uint32_t& d0, std::uint32_t& d1, std::uint32_t const& a0, std::uint32_t const& b0, std::uint32_t const& c0, std::uint32_t const& c1) {
#if defined(CUTE_ARCH_MMA_SM80_ENABLED)
    asm volatile("mma.sync.aligned.m8n8k16.row.col.satfinite.s32.s8.s8.s32 {%0, %1}, {%2}, {%3}, {%4, %5};\n"
                 : "=r"(d0), "=r"(d1)
                 : "r"(a0), "r"(b0), "r"(c0), "r"(c1));
#else
    (void)d0, (void)d1, (void)a0, (void)b0, (void)c0, (void)c1;
    detail::unsupported_instruction("SM80_8x8x16_S32S8S8S32_TN_SATURATE (mma.sync)");
#endif
  }
};

/// mma.sync.aligned.m8n8k16.row.col.s32.s8.u8.s32.
CUTE_EXPORT struct SM80_8x8x16_S32S8U8S32_TN {
  using DRegisters = std::uint32_t[2];
  using ARegisters = std::uint32_t[1];
  using BRegisters = std::uint32_t[1];
  using CRegisters = std::uint32_t[2];
  CUTE_HOST_DEVICE static void fma(std::uint32_t& d0, std::uint32_t& d1, std::uint32_t const& a0, std::uint32_t const& b0, std::uint32_t const& c0, std::uint32_t const& c1) {
#if defined(CUTE_ARCH_MMA_SM80_ENABLED)
    asm volatile("mma.sync.aligned.m8n8k16.row.col.s32.s8.u8.s32 {%0, %1}, {%2}, {%3}, {%4, %5};\n"
                 : "=r"(d0), "=r"(d1)
                 : "r"(a0), "r"(b0), "r"(c0), "r"(c1));
#else
    (void)d0, (void)d1, (void)a0, (void)b0, (void)c0, (void)c1;
    detail::unsupported_instruction("SM80_8x8x16_S32S8U8S32_TN (mma.sync)");
#endif
  }
};

/// mma.sync.aligned.m8n8k16.row.col.satfinite.s32.s8.u8.s32.
CUTE_EXPORT struct SM80_8x8x16_S32S8U8S32_TN_SATURATE {
  using DRegisters = std::uint32_t[2];
  using ARegisters = std::uint32_t[1];
  using BRegisters = std::uint32_t[1];
  using CRegisters = std::uint32_t[2];
  CUTE_HOST_DEVICE static void fma(std::uint32_t& d0, std::uint32_t& d1, std::uint32_t const& a0, std::uint32_t const& b0, std::uint32_t const& c0, std::uint32_t const& c1) {
#if defined(CUTE_ARCH_MMA_SM80_ENABLED)
    asm volatile("mma.sync.aligned.m8n8k16.row.col.satfinite.s32.s8.u8.s32 {%0, %1}, {%2}, {%3}, {%4, %5};\n"
                 : "=r"(d0), "=r"(d1)
                 : "r"(a0), "r"(b0), "r"(c0), "r"(c1));
#else
    (void)d0, (void)d1, (void)a0, (void)b0, (void)c0, (void)c1;
    detail::unsupported_instruction("SM80_8x8x16_S32S8U8S32_TN_SATURATE (mma.sync)");
#endif
  }
};

/// mma.sync.aligned.m8n8k16.row.col.s32.u8.s8.s32.
CUTE_EXPORT struct SM80_8x8x16_S32U8S8S32_TN {
  using DRegisters = std::uint32_t[2];
  using ARegisters = std::uint32_t[1];
  using BRegisters = std::uint32_t[1];
  using CRegisters = std::uint32_t[2];
  CUTE_HOST_DEVICE static void fma(std::uint32_t& d0, std::uint32_t& d1, std::uint32_t const& a0, std::uint32_t const& b0, std::uint32_t const& c0, std::uint32_t const& c1) {
#if defined(CUTE_ARCH_MMA_SM80_ENABLED)
    asm volatile("mma.sync.aligned.m8n8k16.row.col.s32.u8.s8.s32 {%0, %1}, {%2}, {%3}, {%4, %5};\n"
                 : "=r"(d0), "=r"(d1)
                 : "r"(a0), "r"(b0), "r"(c0), "r"(c1));
#else
    (void)d0, (void)d1, (void)a0, (void)b0, (void)c0, (void)c1;
    detail::unsupported_instruction("SM80_8x8x16_S32U8S8S32_TN (mma.sync)");
#endif
  }
};

/// mma.sync.aligned.m8n8k16.row.col.satfinite.s32.u8.s8.s32.
CUTE_EXPORT struct SM80_8x8x16_S32U8S8S32_TN_SATURATE {
  using DRegisters = std::uint32_t[2];
  using ARegisters = std::uint32_t[1];
  using BRegisters = std::uint32_t[1];
  using CRegisters = std::uint32_t[2];
  CUTE_HOST_DEVICE static void fma(std::uint32_t& d0, std::uint32_t& d1, std::uint32_t const& a0, std::uint32_t const& b0, std::uint32_t const& c0, std::uint32_t const& c1) {
#if defined(CUTE_ARCH_MMA_SM80_ENABLED)
    asm volatile("mma.sync.aligned.m8n8k16.row.col.satfinite.s32.u8.s8.s32 {%0, %1}, {%2}, {%3}, {%4, %5};\n"
                 : "=r"(d0), "=r"(d1)
                 : "r"(a0), "r"(b0), "r"(c0), "r"(c1));
#else
    (void)d0, (void)d1, (void)a0, (void)b0, (void)c0, (void)c1;
    detail::unsupported_instruction("SM80_8x8x16_S32U8S8S32_TN_SATURATE (mma.sync)");
#endif
  }
};

/// mma.sync.aligned.m8n8k16.row.col.s32.u8.u8.s32.
CUTE_EXPORT struct SM80_8x8x16_S32U8U8S32_TN {
  using DRegisters = std::uint32_t[2];
  using ARegisters = std::uint32_t[1];
  using BRegisters = std::uint32_t[1];
  using CRegisters = std::uint32_t[2];
  CUTE_HOST_DEVICE static void fma(std::uint32_t& d0, std::uint32_t& d1, std::uint32_t const& a0, std::uint32_t const& b0, std::uint32_t const& c0, std::uint32_t const& c1) {
#if defined(CUTE_ARCH_MMA_SM80_ENABLED)
    asm volatile("mma.sync.aligned.m8n8k16.row.col.s32.u8.u8.s32 {%0, %1}, {%2}, {%3}, {%4, %5};\n"
                 : "=r"(d0), "=r"(d1)
                 : "r"(a0), "r"(b0), "r"(c0), "r"(c1));
#else
    (void)d0, (void)d1, (void)a0, (void)b0, (void)c0, (void)c1;
    detail::unsupported_instruction("SM80_8x8x16_S32U8U8S32_TN (mma.sync)");
#endif
  }
};

/// mma.sync.aligned.m8n8k16.row.col.satfinite.s32.u8.u8.s32.
CUTE_EXPORT struct SM80_8x8x16_S32U8U8S32_TN_SATURATE {
  using DRegisters = std::uint32_t[2];
  using ARegisters = std::uint32_t[1];
  using BRegisters = std::uint32_t[1];
  using CRegisters = std::uint32_t[2];
  CUTE_HOST_DEVICE static void fma(std::uint32_t& d0, std::uint32_t& d1, std::uint32_t const& a0, std::uint32_t const& b0, std::uint32_t const& c0, std::uint32_t const& c1) {
#if defined(CUTE_ARCH_MMA_SM80_ENABLED)
    asm volatile("mma.sync.aligned.m8n8k16.row.col.satfinite.s32.u8.u8.s32 {%0, %1}, {%2}, {%3}, {%4, %5};\n"
                 : "=r"(d0), "=r"(d1)
                 : "r"(a0), "r"(b0), "r"(c0), "r"(c1));
#else
    (void)d0, (void)d1, (void)a0, (void)b0, (void)c0, (void)c1;
    detail::unsupported_instruction("SM80_8x8x16_S32U8U8S32_TN_SATURATE (mma.sync)");
#endif
  }
};

/// mma.sync.aligned.m16n8k16.row.col.s32.s8.s8.s32.
CUTE_EXPORT struct SM80_16x8x16_S32S8S8S32_TN {
  using DRegisters = std::uint32_t[4];
  using ARegisters = std::uint32_t[2];
  using BRegisters = std::uint32_t[1];
  using CRegisters = std::uint32_t[4];
  CUTE_HOST_DEVICE static void fma(std::uint32_t& d0, std::uint32_t& d1, std::uint32_t& d2, std::uint32_t& d3, std::uint32_t const& a0, std::uint32_t const& a1, std::uint32_t const& b0, std::uint32_t const& c0, std::uint32_t const& c1, std::uint32_t const& c2, std::uint32_t const& c3) {
#if defined(CUTE_ARCH_MMA_SM80_ENABLED)
    asm volatile("mma.sync.aligned.m16n8k16.row.col.s32.s8.s8.s32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};\n"
                 : "=r"(d0), "=r"(d1), "=r"(d2), "=r"(d3)
                 : "r"(a0), "r"(a1), "r"(b0), "r"(c0), "r"(c1), "r"(c2), "r"(c3));
#else
    (void)d0, (void)d1, (void)d2, (void)d3, (void)a0, (void)a1, (void)b0, (void)c0, (void)c1, (void)c2, (void)c3;
    detail::unsupported_instruction("SM80_16x8x16_S32S8S8S32_TN (mma.sync)");
#endif
  }
};

/// mma.sync.aligned.m16n8k16.row.col.satfinite.s32.s8.s8.s32.
CUTE_EXPORT struct SM80_16x8x16_S32S8S8S32_TN_SATURATE {
  using DRegisters = std::uint32_t[4];
  using ARegisters = std::uint32_t[2];
  using BRegisters = std::uint32_t[1];
  using CRegisters = std::uint32_t[4];
  CUTE_HOST_DEVICE static void fma(std::uint32_t& d0, std::uint32_t& d1, std::uint32_t& d2, std::uint32_t& d3, std::uint32_t const& a0, std::uint32_t const& a1, std::uint32_t const& b0, std::uint32_t const& c0, std::uint32_t const& c1, std::uint32_t const& c2, std::uint32_t const& c3) {
#if defined(CUTE_ARCH_MMA_SM80_ENABLED)
    asm volatile("mma.sync.aligned.m16n8k16.row.col.satfinite.s32.s8.s8.s32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};\n"
                 : "=r"(d0), "=r"(d1), "=r"(d2), "=r"(d3)
                 : "r"(a0), "r"(a1), "r"(b0), "r"(c0), "r"(c1), "r"(c2), "r"(c3));
#else
    (void)d0, (void)d1, (void)d2, (void)d3, (void)a0, (void)a1, (void)b0, (void)c0, (void)c1, (void)c2, (void)c3;
    detail::unsupported_instruction("SM80_16x8x16_S32S8S8S32_TN_SATURATE (mma.sync)");
#endif
  }
};

/// mma.sync.aligned.m16n8k16.row.col.s32.s8.u8.s32.
CUTE_EXPORT struct SM80_16x8x16_S32S8U8S32_TN {
  using DRegisters = std::uint32_t[4];
  using ARegisters = std::uint32_t[2];
  using BRegisters = std::uint32_t[1];
  using CRegisters = std::uint32_t[4];
  CUTE_HOST_DEVICE static void fma(std::uint32_t& d0, std::uint32_t& d1, std::uint32_t& d2, std::uint32_t& d3, std::uint32_t const& a0, std::uint32_t const& a1, std::uint32_t const& b0, std::uint32_t const& c0, std::uint32_t const& c1, std::uint32_t const& c2, std::uint32_t const& c3) {
#if defined(CUTE_ARCH_MMA_SM80_ENABLED)
    asm volatile("mma.sync.aligned.m16n8k16.row.col.s32.s8.u8.s32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};\n"
                 : "=r"(d0), "=r"(d1), "=r"(d2), "=r"(d3)
                 : "r"(a0), "r"(a1), "r"(b0), "r"(c0), "r"(c1), "r"(c2), "r"(c3));
#else
    (void)d0, (void)d1, (void)d2, (void)d3, (void)a0, (void)a1, (void)b0, (void)c0, (void)c1, (void)c2, (void)c3;
    detail::unsupported_instruction("SM80_16x8x16_S32S8U8S32_TN (mma.sync)");
#endif
  }
};

/// mma.sync.aligned.m16n8k16.row.col.satfinite.s32.s8.u8.s32.
CUTE_EXPORT struct SM80_16x8x16_S32S8U8S32_TN_SATURATE {
  using DRegisters = std::uint32_t[4];
  using ARegisters = std::uint32_t[2];
  using BRegisters = std::uint32_t[1];
  using CRegisters = std::uint32_t[4];
  CUTE_HOST_DEVICE static void fma(std::uint32_t& d0, std::uint32_t& d1, std::uint32_t& d2, std::uint32_t& d3, std::uint32_t const& a0, std::uint32_t const& a1, std::uint32_t const& b0, std::uint32_t const& c0, std::uint32_t const& c1, std::uint32_t const& c2, std::uint32_t const& c3) {
#if defined(CUTE_ARCH_MMA_SM80_ENABLED)
    asm volatile("mma.sync.aligned.m16n8k16.row.col.satfinite.s32.s8.u8.s32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};\n"
                 : "=r"(d0), "=r"(d1), "=r"(d2), "=r"(d3)
                 : "r"(a0), "r"(a1), "r"(b0), "r"(c0), "r"(c1), "r"(c2), "r"(c3));
#else
    (void)d0, (void)d1, (void)d2, (void)d3, (void)a0, (void)a1, (void)b0, (void)c0, (void)c1, (void)c2, (void)c3;
    detail::unsupported_instruction("SM80_16x8x16_S32S8U8S32_TN_SATURATE (mma.sync)");
#endif
  }
};

/// mma.sync.aligned.m16n8k16.row.col.s32.u8.s8.s32.
CUTE_EXPORT struct SM80_16x8x16_S32U8S8S32_TN {
  using DRegisters = std::uint32_t[4];
  using ARegisters = std::uint32_t[2];
  using BRegisters = std::uint32_t[1];
  using CRegisters = std::uint32_t[4];
  CUTE_HOST_DEVICE static void fma(std::uint32_t& d0, std::uint32_t& d1, std::uint32_t& d2, std::uint32_t& d3, std::uint32_t const& a0, std::uint32_t const& a1, std::uint32_t const& b0, std::uint32_t const& c0, std::uint32_t const& c1, std::uint32_t const& c2, std::uint32_t const& c3) {
#if defined(CUTE_ARCH_MMA_SM80_ENABLED)
    asm volatile("mma.sync.aligned.m16n8k16.row.col.s32.u8.s8.s32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};\n"
                 : "=r"(d0), "=r"(d1), "=r"(d2), "=r"(d3)
                 : "r"(a0), "r"(a1), "r"(b0), "r"(c0), "r"(c1), "r"(c2), "r"(c3));
#else
    (void)d0, (void)d1, (void)d2, (void)d3, (void)a0, (void)a1, (void)b0, (void)c0, (void)c1, (void)c2, (void)c3;
    detail::unsupported_instruction("SM80_16x8x16_S32U8S8S32_TN (mma.sync)");
#endif
  }
};

/// mma.sync.aligned.m16n8k16.row.col.satfinite.s32.u8.s8.s32.
CUTE_EXPORT struct SM80_16x8x16_S32U8S8S32_TN_SATURATE {
  using DRegisters = std::uint32_t[4];
  using ARegisters = std::uint32_t[2];
  using BRegisters = std::uint32_t[1];
  using CRegisters = std::uint32_t[4];
  CUTE_HOST_DEVICE static void fma(std::uint32_t& d0, std::uint32_t& d1, std::uint32_t& d2, std::uint32_t& d3, std::uint32_t const& a0, std::uint32_t const& a1, std::uint32_t const& b0, std::uint32_t const& c0, std::uint32_t const& c1, std::uint32_t const& c2, std::uint32_t const& c3) {
#if defined(CUTE_ARCH_MMA_SM80_ENABLED)
    asm volatile("mma.sync.aligned.m16n8k16.row.col.satfinite.s32.u8.s8.s32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};\n"
                 : "=r"(d0), "=r"(d1), "=r"(d2), "=r"(d3)
                 : "r"(a0), "r"(a1), "r"(b0), "r"(c0), "r"(c1), "r"(c2), "r"(c3));
#else
    (void)d0, (void)d1, (void)d2, (void)d3, (void)a0, (void)a1, (void)b0, (void)c0, (void)c1, (void)c2, (void)c3;
    detail::unsupported_instruction("SM80_16x8x16_S32U8S8S32_TN_SATURATE (mma.sync)");
#endif
  }
};

/// mma.sync.aligned.m16n8k16.row.col.s32.u8.u8.s32.
CUTE_EXPORT struct SM80_16x8x16_S32U8U8S32_TN {
  using DRegisters = std::uint32_t[4];
  using ARegisters = std::uint32_t[2];
  using BRegisters = std::uint32_t[1];
  using CRegisters = std::uint32_t[4];
  CUTE_HOST_DEVICE static void fma(std::uint32_t& d0, std::uint32_t& d1, std::uint32_t& d2, std::uint32_t& d3, std::uint32_t const& a0, std::uint32_t const& a1, std::uint32_t const& b0, std::uint32_t const& c0, std::uint32_t const& c1, std::uint32_t const& c2, std::uint32_t const& c3) {
#if defined(CUTE_ARCH_MMA_SM80_ENABLED)
    asm volatile("mma.sync.aligned.m16n8k16.row.col.s32.u8.u8.s32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};\n"
                 : "=r"(d0), "=r"(d1), "=r"(d2), "=r"(d3)
                 : "r"(a0), "r"(a1), "r"(b0), "r"(c0), "r"(c1), "r"(c2), "r"(c3));
#else
    (void)d0, (void)d1, (void)d2, (void)d3, (void)a0, (void)a1, (void)b0, (void)c0, (void)c1, (void)c2, (void)c3;
    detail::unsupported_instruction("SM80_16x8x16_S32U8U8S32_TN (mma.sync)");
#endif
  }
};

/// mma.sync.aligned.m16n8k16.row.col.satfinite.s32.u8.u8.s32.
CUTE_EXPORT struct SM80_16x8x16_S32U8U8S32_TN_SATURATE {
  using DRegisters = std::uint32_t[4];
  using ARegisters = std::uint32_t[2];
  using BRegisters = std::uint32_t[1];
  using CRegisters = std::uint32_t[4];
  CUTE_HOST_DEVICE static void fma(std::uint32_t& d0, std::uint32_t& d1, std::uint32_t& d2, std::uint32_t& d3, std::uint32_t const& a0, std::uint32_t const& a1, std::uint32_t const& b0, std::uint32_t const& c0, std::uint32_t const& c1, std::uint32_t const& c2, std::uint32_t const& c3) {
#if defined(CUTE_ARCH_MMA_SM80_ENABLED)
    asm volatile("mma.sync.aligned.m16n8k16.row.col.satfinite.s32.u8.u8.s32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};\n"
                 : "=r"(d0), "=r"(d1), "=r"(d2), "=r"(d3)
                 : "r"(a0), "r"(a1), "r"(b0), "r"(c0), "r"(c1), "r"(c2), "r"(c3));
#else
    (void)d0, (void)d1, (void)d2, (void)d3, (void)a0, (void)a1, (void)b0, (void)c0, (void)c1, (void)c2, (void)c3;
    detail::unsupported_instruction("SM80_16x8x16_S32U8U8S32_TN_SATURATE (mma.sync)");
#endif
  }
};

/// mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32.
CUTE_EXPORT struct SM80_16x8x32_S32S8S8S32_TN {
  using DRegisters = std::uint32_t[4];
  using ARegisters = std::uint32_t[4];
  using BRegisters = std::uint32_t[2];
  using CRegisters = std::uint32_t[4];
  CUTE_HOST_DEVICE static void fma(std::uint32_t& d0, std::uint32_t& d1, std::uint32_t& d2, std::uint32_t& d3, std::uint32_t const& a0, std::uint32_t const& a1, std::uint32_t const& a2, std::uint32_t const& a3, std::uint32_t const& b0, std::uint32_t const& b1, std::uint32_t const& c0, std::uint32_t const& c1, std::uint32_t const& c2, std::uint32_t const& c3) {
#if defined(CUTE_ARCH_MMA_SM80_ENABLED)
    asm volatile("mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
                 : "=r"(d0), "=r"(d1), "=r"(d2), "=r"(d3)
                 : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "r"(c0), "r"(c1), "r"(c2), "r"(c3));
#else
    (void)d0, (void)d1, (void)d2, (void)d3, (void)a0, (void)a1, (void)a2, (void)a3, (void)b0, (void)b1, (void)c0, (void)c1, (void)c2, (void)c3;
    detail::unsupported_instruction("SM80_16x8x32_S32S8S8S32_TN (mma.sync)");
#endif
  }
};

/// mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.s8.s32.
CUTE_EXPORT struct SM80_16x8x32_S32S8S8S32_TN_SATURATE {
  using DRegisters = std::uint32_t[4];
  using ARegisters = std::uint32_t[4];
  using BRegisters = std::uint32_t[2];
  using CRegisters = std::uint32_t[4];
  CUTE_HOST_DEVICE static void fma(std::uint32_t& d0, std::uint32_t& d1, std::uint32_t& d2, std::uint32_t& d3, std::uint32_t const& a0, std::uint32_t const& a1, std::uint32_t const& a2, std::uint32_t const& a3, std::uint32_t const& b0, std::uint32_t const& b1, std::uint32_t const& c0, std::uint32_t const& c1, std::uint32_t const& c2, std::uint32_t const& c3) {
#if defined(CUTE_ARCH_MMA_SM80_ENABLED)
    asm volatile("mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.s8.s32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
                 : "=r"(d0), "=r"(d1), "=r"(d2), "=r"(d3)
                 : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "r"(c0), "r"(c1), "r"(c2), "r"(c3));
#else
    (void)d0, (void)d1, (void)d2, (void)d3, (void)a0, (void)a1, (void)a2, (void)a3, (void)b0, (void)b1, (void)c0, (void)c1, (void)c2, (void)c3;
    detail::unsupported_instruction("SM80_16x8x32_S32S8S8S32_TN_SATURATE (mma.sync)");
#endif
  }
};

/// mma.sync.aligned.m16n8k32.row.col.s32.s8.u8.s32.
CUTE_EXPORT struct SM80_16x8x32_S32S8U8S32_TN {
  using DRegisters = std::uint32_t[4];
  using ARegisters = std::uint32_t[4];
  using BRegisters = std::uint32_t[2];
  using CRegisters = std::uint32_t[4];
  CUTE_HOST_DEVICE static void fma(std::uint32_t& d0, std::uint32_t& d1, std::uint32_t& d2, std::uint32_t& d3, std::uint32_t const& a0, std::uint32_t const& a1, std::uint32_t const& a2, std::uint32_t const& a3, std::uint32_t const& b0, std::uint32_t const& b1, std::uint32_t const& c0, std::uint32_t const& c1, std::uint32_t const& c2, std::uint32_t const& c3) {
#if defined(CUTE_ARCH_MMA_SM80_ENABLED)
    asm volatile("mma.sync.aligned.m16n8k32.row.col.s32.s8.u8.s32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
                 : "=r"(d0), "=r"(d1), "=r"(d2), "=r"(d3)
                 : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "r"(c0), "r"(c1), "r"(c2), "r"(c3));
#else
    (void)d0, (void)d1, (void)d2, (void)d3, (void)a0, (void)a1, (void)a2, (void)a3, (void)b0, (void)b1, (void)c0, (void)c1, (void)c2, (void)c3;
    detail::unsupported_instruction("SM80_16x8x32_S32S8U8S32_TN (mma.sync)");
#endif
  }
};

/// mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.u8.s32.
CUTE_EXPORT struct SM80_16x8x32_S32S8U8S32_TN_SATURATE {
  using DRegisters = std::uint32_t[4];
  using ARegisters = std::uint32_t[4];
  using BRegisters = std::uint32_t[2];
  using CRegisters = std::uint32_t[4];
  CUTE_HOST_DEVICE static void fma(std::uint32_t& d0, std::uint32_t& d1, std::uint32_t& d2, std::uint32_t& d3, std::uint32_t const& a0, std::uint32_t const& a1, std::uint32_t const& a2, std::uint32_t const& a3, std::uint32_t const& b0, std::uint32_t const& b1, std::uint32_t const& c0, std::uint32_t const& c1, std::uint32_t const& c2, std::uint32_t const& c3) {
#if defined(CUTE_ARCH_MMA_SM80_ENABLED)
    asm volatile("mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.u8.s32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
                 : "=r"(d0), "=r"(d1), "=r"(d2), "=r"(d3)
                 : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "r"(c0), "r"(c1), "r"(c2), "r"(c3));
#else
    (void)d0, (void)d1, (void)d2, (void)d3, (void)a0, (void)a1, (void)a2, (void)a3, (void)b0, (void)b1, (void)c0, (void)c1, (void)c2, (void)c3;
    detail::unsupported_instruction("SM80_16x8x32_S32S8U8S32_TN_SATURATE (mma.sync)");
#endif
  }
};

/// mma.sync.aligned.m16n8k32.row.col.s32.u8.s8.s32.
CUTE_EXPORT struct SM80_16x8x32_S32U8S8S32_TN {
  using DRegisters = std::uint32_t[4];
  using ARegisters = std::uint32_t[4];
  using BRegisters = std::uint32_t[2];
  using CRegisters = std::uint32_t[4];
  CUTE_HOST_DEVICE static void fma(std::uint32_t& d0, std::uint32_t& d1, std::uint32_t& d2, std::uint32_t& d3, std::uint32_t const& a0, std::uint32_t const& a1, std::uint32_t const& a2, std::uint32_t const& a3, std::uint32_t const& b0, std::uint32_t const& b1, std::uint32_t const& c0, std::uint32_t const& c1, std::uint32_t const& c2, std::uint32_t const& c3) {
#if defined(CUTE_ARCH_MMA_SM80_ENABLED)
    asm volatile("mma.sync.aligned.m16n8k32.row.col.s32.u8.s8.s32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
                 : "=r"(d0), "=r"(d1), "=r"(d2), "=r"(d3)
                 : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "r"(c0), "r"(c1), "r"(c2), "r"(c3));
#else
    (void)d0, (void)d1, (void)d2, (void)d3, (void)a0, (void)a1, (void)a2, (void)a3, (void)b0, (void)b1, (void)c0, (void)c1, (void)c2, (void)c3;
    detail::unsupported_instruction("SM80_16x8x32_S32U8S8S32_TN (mma.sync)");
#endif
  }
};

/// mma.sync.aligned.m16n8k32.row.col.satfinite.s32.u8.s8.s32.
CUTE_EXPORT struct SM80_16x8x32_S32U8S8S32_TN_SATURATE {
  using DRegisters = std::uint32_t[4];
  using ARegisters = std::uint32_t[4];
  using BRegisters = std::uint32_t[2];
  using CRegisters = std::uint32_t[4];
  CUTE_HOST_DEVICE static void fma(std::uint32_t& d0, std::uint32_t& d1, std::uint32_t& d2, std::uint32_t& d3, std::uint32_t const& a0, std::uint32_t const& a1, std::uint32_t const& a2, std::uint32_t const& a3, std::uint32_t const& b0, std::uint32_t const& b1, std::uint32_t const& c0, std::uint32_t const& c1, std::uint32_t const& c2, std::uint32_t const& c3) {
#if defined(CUTE_ARCH_MMA_SM80_ENABLED)
    asm volatile("mma.sync.aligned.m16n8k32.row.col.satfinite.s32.u8.s8.s32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
                 : "=r"(d0), "=r"(d1), "=r"(d2), "=r"(d3)
                 : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "r"(c0), "r"(c1), "r"(c2), "r"(c3));
#else
    (void)d0, (void)d1, (void)d2, (void)d3, (void)a0, (void)a1, (void)a2, (void)a3, (void)b0, (void)b1, (void)c0, (void)c1, (void)c2, (void)c3;
    detail::unsupported_instruction("SM80_16x8x32_S32U8S8S32_TN_SATURATE (mma.sync)");
#endif
  }
};

/// mma.sync.aligned.m16n8k32.row.col.s32.u8.u8.s32.
CUTE_EXPORT struct SM80_16x8x32_S32U8U8S32_TN {
  using DRegisters = std::uint32_t[4];
  using ARegisters = std::uint32_t[4];
  using BRegisters = std::uint32_t[2];
  using CRegisters = std::uint32_t[4];
  CUTE_HOST_DEVICE static void fma(std::uint32_t& d0, std::uint32_t& d1, std::uint32_t& d2, std::uint32_t& d3, std::uint32_t const& a0, std::uint32_t const& a1, std::uint32_t const& a2, std::uint32_t const& a3, std::uint32_t const& b0, std::uint32_t const& b1, std::uint32_t const& c0, std::uint32_t const& c1, std::uint32_t const& c2, std::uint32_t const& c3) {
#if defined(CUTE_ARCH_MMA_SM80_ENABLED)
    asm volatile("mma.sync.aligned.m16n8k32.row.col.s32.u8.u8.s32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
                 : "=r"(d0), "=r"(d1), "=r"(d2), "=r"(d3)
                 : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "r"(c0), "r"(c1), "r"(c2), "r"(c3));
#else
    (void)d0, (void)d1, (void)d2, (void)d3, (void)a0, (void)a1, (void)a2, (void)a3, (void)b0, (void)b1, (void)c0, (void)c1, (void)c2, (void)c3;
    detail::unsupported_instruction("SM80_16x8x32_S32U8U8S32_TN (mma.sync)");
#endif
  }
};

/// mma.sync.aligned.m16n8k32.row.col.satfinite.s32.u8.u8.s32.
CUTE_EXPORT struct SM80_16x8x32_S32U8U8S32_TN_SATURATE {
  using DRegisters = std::uint32_t[4];
  using ARegisters = std::uint32_t[4];
  using BRegisters = std::uint32_t[2];
  using CRegisters = std::uint32_t[4];
  CUTE_HOST_DEVICE static void fma(std::uint32_t& d0, std::uint32_t& d1, std::uint32_t& d2, std::uint32_t& d3, std::uint32_t const& a0, std::uint32_t const& a1, std::uint32_t const& a2, std::uint32_t const& a3, std::uint32_t const& b0, std::uint32_t const& b1, std::uint32_t const& c0, std::uint32_t const& c1, std::uint32_t const& c2, std::uint32_t const& c3) {
#if defined(CUTE_ARCH_MMA_SM80_ENABLED)
    asm volatile("mma.sync.aligned.m16n8k32.row.col.satfinite.s32.u8.u8.s32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
                 : "=r"(d0), "=r"(d1), "=r"(d2), "=r"(d3)
                 : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "r"(c0), "r"(c1), "r"(c2), "r"(c3));
#else
    (void)d0, (void)d1, (void)d2, (void)d3, (void)a0, (void)a1, (void)a2, (void)a3, (void)b0, (void)b1, (void)c0, (void)c1, (void)c2, (void)c3;
    detail::unsupported_instruction("SM80_16x8x32_S32U8U8S32_TN_SATURATE (mma.sync)");
#endif
  }
};

}  // namespace cute

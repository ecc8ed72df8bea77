// cute/arch/copy_sm75.hpp: ldmatrix (SM75+), a warp's load of 8x8 matrices of 16-bit values from
// shared memory into registers: each of the 32 threads gives the address of one 128-bit row (the
// threads beyond the rows used give unused addresses) and receives 32 bits of each matrix, plain (N)
// or transposed (T); and movmatrix, the transpose of such a matrix in registers.
#pragma once
#include <cute/arch/config.hpp>

namespace cute {

/// ldmatrix.sync.aligned.x1.m8n8.shared.b16: one 8x8 matrix (threads 0-7 give its rows).
CUTE_EXPORT struct SM75_U32x1_LDSM_N {
  using SRegisters = uint128_t[1];
  using DRegisters = std::uint32_t[1];
  CUTE_HOST_DEVICE static void copy(uint128_t const& smem_src, std::uint32_t& dst) {
#if defined(CUTE_ARCH_LDSM_SM75_ENABLED)
    asm volatile("ldmatrix.sync.aligned.x1.m8n8.shared.b16 {%0}, [%1];\n"
                 : "=r"(dst)
                 : "r"(detail::smem_address(&smem_src)));
#else
    (void)smem_src, (void)dst;
    detail::unsupported_instruction("SM75_U32x1_LDSM_N (ldmatrix)");
#endif
  }
};

/// ldmatrix .x2: two 8x8 matrices (threads 0-15 give their rows).
CUTE_EXPORT struct SM75_U32x2_LDSM_N {
  using SRegisters = uint128_t[1];
  using DRegisters = std::uint32_t[2];
  CUTE_HOST_DEVICE static void copy(uint128_t const& smem_src, std::uint32_t& dst0, std::uint32_t& dst1) {
#if defined(CUTE_ARCH_LDSM_SM75_ENABLED)
    asm volatile("ldmatrix.sync.aligned.x2.m8n8.shared.b16 {%0, %1}, [%2];\n"
                 : "=r"(dst0), "=r"(dst1)
                 : "r"(detail::smem_address(&smem_src)));
#else
    (void)smem_src, (void)dst0, (void)dst1;
    detail::unsupported_instruction("SM75_U32x2_LDSM_N (ldmatrix)");
#endif
  }
};

/// ldmatrix .x4: four 8x8 matrices (all 32 threads give rows).
CUTE_EXPORT struct SM75_U32x4_LDSM_N {
  using SRegisters = uint128_t[1];
  using DRegisters = std::uint32_t[4];
  CUTE_HOST_DEVICE static void copy(uint128_t const& smem_src, std::uint32_t& dst0, std::uint32_t& dst1,
                                    std::uint32_t& dst2, std::uint32_t& dst3) {
#if defined(CUTE_ARCH_LDSM_SM75_ENABLED)
    asm volatile("ldmatrix.sync.aligned.x4.m8n8.shared.b16 {%0, %1, %2, %3}, [%4];\n"
                 : "=r"(dst0), "=r"(dst1), "=r"(dst2), "=r"(dst3)
                 : "r"(detail::smem_address(&smem_src)));
#else
    (void)smem_src, (void)dst0, (void)dst1, (void)dst2, (void)dst3;
    detail::unsupported_instruction("SM75_U32x4_LDSM_N (ldmatrix)");
#endif
  }
};

/// ldmatrix .x1.trans: one 8x8 matrix of 16-bit values, transposed (two 16-bit values a thread).
CUTE_EXPORT struct SM75_U16x2_LDSM_T {
  using SRegisters = uint128_t[1];
  using DRegisters = std::uint32_t[1];
  CUTE_HOST_DEVICE static void copy(uint128_t const& smem_src, std::uint32_t& dst) {
#if defined(CUTE_ARCH_LDSM_SM75_ENABLED)
    asm volatile("ldmatrix.sync.aligned.x1.trans.m8n8.shared.b16 {%0}, [%1];\n"
                 : "=r"(dst)
                 : "r"(detail::smem_address(&smem_src)));
#else
    (void)smem_src, (void)dst;
    detail::unsupported_instruction("SM75_U16x2_LDSM_T (ldmatrix.trans)");
#endif
  }
};

/// ldmatrix .x2.trans: two transposed 8x8 matrices.
CUTE_EXPORT struct SM75_U16x4_LDSM_T {
  using SRegisters = uint128_t[1];
  using DRegisters = std::uint32_t[2];
  CUTE_HOST_DEVICE static void copy(uint128_t const& smem_src, std::uint32_t& dst0, std::uint32_t& dst1) {
#if defined(CUTE_ARCH_LDSM_SM75_ENABLED)
    asm volatile("ldmatrix.sync.aligned.x2.trans.m8n8.shared.b16 {%0, %1}, [%2];\n"
                 : "=r"(dst0), "=r"(dst1)
                 : "r"(detail::smem_address(&smem_src)));
#else
    (void)smem_src, (void)dst0, (void)dst1;
    detail::unsupported_instruction("SM75_U16x4_LDSM_T (ldmatrix.trans)");
#endif
  }
};

/// ldmatrix .x4.trans: four transposed 8x8 matrices.
CUTE_EXPORT struct SM75_U16x8_LDSM_T {
  using SRegisters = uint128_t[1];
  using DRegisters = std::uint32_t[4];
  CUTE_HOST_DEVICE static void copy(uint128_t const& smem_src, std::uint32_t& dst0, std::uint32_t& dst1,
                                    std::uint32_t& dst2, std::uint32_t& dst3) {
#if defined(CUTE_ARCH_LDSM_SM75_ENABLED)
    asm volatile("ldmatrix.sync.aligned.x4.trans.m8n8.shared.b16 {%0, %1, %2, %3}, [%4];\n"
                 : "=r"(dst0), "=r"(dst1), "=r"(dst2), "=r"(dst3)
                 : "r"(detail::smem_address(&smem_src)));
#else
    (void)smem_src, (void)dst0, (void)dst1, (void)dst2, (void)dst3;
    detail::unsupported_instruction("SM75_U16x8_LDSM_T (ldmatrix.trans)");
#endif
  }
};

CUTE_EXPORT namespace detail {
/// One ldmatrix into a thread's sizeof(T) / 4 registers at rmem, through Op1, Op2 or Op4 by that count.
template <class Op1, class Op2, class Op4, class T>
CUTE_HOST_DEVICE void ldsm_into(uint128_t const* smem, T* rmem) {
  auto* r = reinterpret_cast<std::uint32_t*>(rmem);
  if constexpr (sizeof(T) == 4) {
    Op1::copy(smem[0], r[0]);
  } else if constexpr (sizeof(T) == 8) {
    Op2::copy(smem[0], r[0], r[1]);
  } else {
    Op4::copy(smem[0], r[0], r[1], r[2], r[3]);
  }
}
}  // namespace detail

/// CuTe's legacy ldmatrix calls: one ldmatrix of 1, 2 or 4 8x8 matrices (sizeof(T) / 4 of them) from
/// the row this thread addresses into rmem; copy_ldsm_trans transposes 16-bit values.
CUTE_EXPORT template <class T>
  requires(sizeof(T) == 4 || sizeof(T) == 8 || sizeof(T) == 16)
CUTE_HOST_DEVICE void copy_ldsm(uint128_t const* const smem_ptr, T* rmem_ptr) {
  detail::ldsm_into<SM75_U32x1_LDSM_N, SM75_U32x2_LDSM_N, SM75_U32x4_LDSM_N>(smem_ptr, rmem_ptr);
}
CUTE_EXPORT template <class T>
  requires(sizeof(T) == 4 || sizeof(T) == 8 || sizeof(T) == 16)
CUTE_HOST_DEVICE void copy_ldsm_trans(uint128_t const* const smem_ptr, T* rmem_ptr) {
  detail::ldsm_into<SM75_U16x2_LDSM_T, SM75_U16x4_LDSM_T, SM75_U16x8_LDSM_T>(smem_ptr, rmem_ptr);
}

/// movmatrix.sync.aligned.m8n8.trans.b16: the 8x8 matrix of 16-bit values the warp holds as
/// ldmatrix gives it (thread t: row t / 4, columns 2 (t % 4) and + 1, in one register) transposed, in
/// the same arrangement. Register to register.
CUTE_EXPORT struct SM75_U32x1_MOVM_T {
  using SRegisters = std::uint32_t[1];
  using DRegisters = std::uint32_t[1];
  CUTE_HOST_DEVICE static void copy(std::uint32_t const& src, std::uint32_t& dst) {
#if defined(CUTE_ARCH_MOVM_SM75_ACTIVATED)
    asm volatile("movmatrix.sync.aligned.m8n8.trans.b16 %0, %1;\n" : "=r"(dst) : "r"(src));
#else
    (void)src, (void)dst;
    detail::unsupported_instruction("SM75_U32x1_MOVM_T (movmatrix)");
#endif
  }
};

}  // namespace cute

// cute/arch/copy_sm90.hpp: stmatrix (SM90), a warp's store of 8x8 matrices of 16-bit values from
// registers to shared memory, the inverse of ldmatrix: each thread holds 32 bits (two 16-bit values)
// of each matrix, and the threads 0-7, 8-15, 16-23, 24-31 give the addresses of the 128-bit rows of
// matrices 0, 1, 2, 3 (x1 uses threads 0-7, x2 threads 0-15). N stores the rows as held; T (.trans)
// stores each matrix transposed. The destination must be shared memory.
#pragma once
#include <cute/arch/cluster.hpp>

namespace cute {
/// stmatrix .x1: one 8x8 matrix (threads 0-7 give its rows).
CUTE_EXPORT struct SM90_U32x1_STSM_N {
  using SRegisters = std::uint32_t[1];
  using DRegisters = uint128_t[1];
  CUTE_HOST_DEVICE static void copy(std::uint32_t const& src0, uint128_t& smem_dst) {
#if defined(CUTE_ARCH_SM90_ENABLED)
    asm volatile("stmatrix.sync.aligned.x1.m8n8.shared.b16 [%0], {%1};\n"
                 :
                 : "r"(detail::smem_address(&smem_dst)), "r"(src0)
                 : "memory");
#else
    (void)src0, (void)smem_dst;
    detail::unsupported_instruction("SM90_U32x1_STSM_N (stmatrix, SM90)");
#endif
  }
};

/// stmatrix .x2: two 8x8 matrices (threads 0-15 give their rows).
CUTE_EXPORT struct SM90_U32x2_STSM_N {
  using SRegisters = std::uint32_t[2];
  using DRegisters = uint128_t[1];
  CUTE_HOST_DEVICE static void copy(std::uint32_t const& src0, std::uint32_t const& src1, uint128_t& smem_dst) {
#if defined(CUTE_ARCH_SM90_ENABLED)
    asm volatile("stmatrix.sync.aligned.x2.m8n8.shared.b16 [%0], {%1, %2};\n"
                 :
                 : "r"(detail::smem_address(&smem_dst)), "r"(src0), "r"(src1)
                 : "memory");
#else
    (void)src0, (void)src1, (void)smem_dst;
    detail::unsupported_instruction("SM90_U32x2_STSM_N (stmatrix, SM90)");
#endif
  }
};

/// stmatrix .x4: four 8x8 matrices (all 32 threads give rows).
CUTE_EXPORT struct SM90_U32x4_STSM_N {
  using SRegisters = std::uint32_t[4];
  using DRegisters = uint128_t[1];
  CUTE_HOST_DEVICE static void copy(std::uint32_t const& src0, std::uint32_t const& src1, std::uint32_t const& src2, std::uint32_t const& src3, uint128_t& smem_dst) {
#if defined(CUTE_ARCH_SM90_ENABLED)
    asm volatile("stmatrix.sync.aligned.x4.m8n8.shared.b16 [%0], {%1, %2, %3, %4};\n"
                 :
                 : "r"(detail::smem_address(&smem_dst)), "r"(src0), "r"(src1), "r"(src2), "r"(src3)
                 : "memory");
#else
    (void)src0, (void)src1, (void)src2, (void)src3, (void)smem_dst;
    detail::unsupported_instruction("SM90_U32x4_STSM_N (stmatrix, SM90)");
#endif
  }
};

/// stmatrix .x1.trans: one 8x8 matrix stored transposed.
CUTE_EXPORT struct SM90_U16x2_STSM_T {
  using SRegisters = std::uint32_t[1];
  using DRegisters = uint128_t[1];
  CUTE_HOST_DEVICE static void copy(std::uint32_t const& src0, uint128_t& smem_dst) {
#if defined(CUTE_ARCH_SM90_ENABLED)
    asm volatile("stmatrix.sync.aligned.x1.trans.m8n8.shared.b16 [%0], {%1};\n"
                 :
                 : "r"(detail::smem_address(&smem_dst)), "r"(src0)
                 : "memory");
#else
    (void)src0, (void)smem_dst;
    detail::unsupported_instruction("SM90_U16x2_STSM_T (stmatrix, SM90)");
#endif
  }
};

/// stmatrix .x2.trans: two 8x8 matrices stored transposed.
CUTE_EXPORT struct SM90_U16x4_STSM_T {
  using SRegisters = std::uint32_t[2];
  using DRegisters = uint128_t[1];
  CUTE_HOST_DEVICE static void copy(std::uint32_t const& src0, std::uint32_t const& src1, uint128_t& smem_dst) {
#if defined(CUTE_ARCH_SM90_ENABLED)
    asm volatile("stmatrix.sync.aligned.x2.trans.m8n8.shared.b16 [%0], {%1, %2};\n"
                 :
                 : "r"(detail::smem_address(&smem_dst)), "r"(src0), "r"(src1)
                 : "memory");
#else
    (void)src0, (void)src1, (void)smem_dst;
    detail::unsupported_instruction("SM90_U16x4_STSM_T (stmatrix, SM90)");
#endif
  }
};

/// stmatrix .x4.trans: four 8x8 matrices stored transposed.
CUTE_EXPORT struct SM90_U16x8_STSM_T {
  using SRegisters = std::uint32_t[4];
  using DRegisters = uint128_t[1];
  CUTE_HOST_DEVICE static void copy(std::uint32_t const& src0, std::uint32_t const& src1, std::uint32_t const& src2, std::uint32_t const& src3, uint128_t& smem_dst) {
#if defined(CUTE_ARCH_SM90_ENABLED)
    asm volatile("stmatrix.sync.aligned.x4.trans.m8n8.shared.b16 [%0], {%1, %2, %3, %4};\n"
                 :
                 : "r"(detail::smem_address(&smem_dst)), "r"(src0), "r"(src1), "r"(src2), "r"(src3)
                 : "memory");
#else
    (void)src0, (void)src1, (void)src2, (void)src3, (void)smem_dst;
    detail::unsupported_instruction("SM90_U16x8_STSM_T (stmatrix, SM90)");
#endif
  }
};

CUTE_EXPORT namespace detail {
/// One stmatrix from a thread's sizeof(T) / 4 registers at rmem, through Op1, Op2 or Op4 by that count.
template <class Op1, class Op2, class Op4, class T>
CUTE_HOST_DEVICE void stsm_from(T const* rmem, uint128_t* smem) {
  auto const* r = reinterpret_cast<std::uint32_t const*>(rmem);
  if constexpr (sizeof(T) == 4) {
    Op1::copy(r[0], smem[0]);
  } else if constexpr (sizeof(T) == 8) {
    Op2::copy(r[0], r[1], smem[0]);
  } else {
    Op4::copy(r[0], r[1], r[2], r[3], smem[0]);
  }
}
}  // namespace detail

/// CuTe's legacy stmatrix calls: one stmatrix of 1, 2 or 4 8x8 matrices (sizeof(T) / 4 of them) from
/// rmem to the row this thread addresses; copy_stsm_trans transposes 16-bit values.
CUTE_EXPORT template <class T>
  requires(sizeof(T) == 4 || sizeof(T) == 8 || sizeof(T) == 16)
CUTE_HOST_DEVICE void copy_stsm(T const* const rmem_ptr, uint128_t* const smem_ptr) {
  detail::stsm_from<SM90_U32x1_STSM_N, SM90_U32x2_STSM_N, SM90_U32x4_STSM_N>(rmem_ptr, smem_ptr);
}
CUTE_EXPORT template <class T>
  requires(sizeof(T) == 4 || sizeof(T) == 8 || sizeof(T) == 16)
CUTE_HOST_DEVICE void copy_stsm_trans(T const* const rmem_ptr, uint128_t* const smem_ptr) {
  detail::stsm_from<SM90_U16x2_STSM_T, SM90_U16x4_STSM_T, SM90_U16x8_STSM_T>(rmem_ptr, smem_ptr);
}

}  // namespace cute

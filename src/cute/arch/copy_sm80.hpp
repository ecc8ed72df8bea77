// cute/arch/copy_sm80.hpp: cp.async (SM80+), a thread's asynchronous copy of 4, 8 or 16 bytes from
// global to shared memory: cache at all levels (.ca) or in L2 only (.cg, 16 bytes only), the zero-fill
// forms (src-size 0: the destination is filled with zeros, nothing is read), and the group fence and
// wait that make the copies visible. Every form carries CuTe's prefetch hint .L2::128B
// (L2 fetches the 128-byte block around each read), which ptxas encodes as LDGSTS...LTC128B.
#pragma once
#include <cute/arch/config.hpp>

namespace cute {

/// cp.async.ca.shared.global: sizeof(S) bytes (4, 8 or 16), cached at all levels.
CUTE_EXPORT template <class S, class D = S>
struct SM80_CP_ASYNC_CACHEALWAYS {
  static_assert(sizeof(S) == sizeof(D), "cp.async: the source and destination types must have the same size");
  static_assert(sizeof(S) == 4 || sizeof(S) == 8 || sizeof(S) == 16, "cp.async: copies 4, 8 or 16 bytes");
  using SRegisters = S[1];
  using DRegisters = D[1];
  CUTE_HOST_DEVICE static void copy(S const& gmem_src, D& smem_dst) {
#if defined(CUTE_ARCH_CP_ASYNC_SM80_ENABLED)
    asm volatile("cp.async.ca.shared.global.L2::128B [%0], [%1], %2;\n" ::"r"(detail::smem_address(&smem_dst)), "l"(&gmem_src),
                 "n"(int(sizeof(S))));
#else
    (void)gmem_src, (void)smem_dst;
    detail::unsupported_instruction("SM80_CP_ASYNC_CACHEALWAYS (cp.async.ca)");
#endif
  }
};

/// cp.async.cg.shared.global: 16 bytes, cached in L2 only.
CUTE_EXPORT template <class S, class D = S>
struct SM80_CP_ASYNC_CACHEGLOBAL {
  static_assert(sizeof(S) == sizeof(D), "cp.async: the source and destination types must have the same size");
  static_assert(sizeof(S) == 16, "cp.async.cg: copies 16 bytes");
  using SRegisters = S[1];
  using DRegisters = D[1];
  CUTE_HOST_DEVICE static void copy(S const& gmem_src, D& smem_dst) {
#if defined(CUTE_ARCH_CP_ASYNC_SM80_ENABLED)
    asm volatile("cp.async.cg.shared.global.L2::128B [%0], [%1], %2;\n" ::"r"(detail::smem_address(&smem_dst)), "l"(&gmem_src),
                 "n"(int(sizeof(S))));
#else
    (void)gmem_src, (void)smem_dst;
    detail::unsupported_instruction("SM80_CP_ASYNC_CACHEGLOBAL (cp.async.cg)");
#endif
  }
};

/// cp.async.ca with src-size: copies sizeof(S) bytes when pred holds, else reads nothing and fills
/// the destination with zeros (the edge of a tile that reaches past the matrix).
CUTE_EXPORT template <class S, class D = S>
struct SM80_CP_ASYNC_CACHEALWAYS_ZFILL {
  static_assert(sizeof(S) == sizeof(D), "cp.async: the source and destination types must have the same size");
  static_assert(sizeof(S) == 4 || sizeof(S) == 8 || sizeof(S) == 16, "cp.async: copies 4, 8 or 16 bytes");
  using SRegisters = S[1];
  using DRegisters = D[1];
  CUTE_HOST_DEVICE static void copy(S const& gmem_src, D& smem_dst, bool pred) {
#if defined(CUTE_ARCH_CP_ASYNC_SM80_ENABLED)
    int const src_size = pred ? int(sizeof(S)) : 0;
    asm volatile("cp.async.ca.shared.global.L2::128B [%0], [%1], %2, %3;\n" ::"r"(detail::smem_address(&smem_dst)),
                 "l"(&gmem_src), "n"(int(sizeof(S))), "r"(src_size));
#else
    (void)gmem_src, (void)smem_dst, (void)pred;
    detail::unsupported_instruction("SM80_CP_ASYNC_CACHEALWAYS_ZFILL (cp.async.ca, src-size)");
#endif
  }
};

/// cp.async.cg with src-size: 16 bytes or zeros.
CUTE_EXPORT template <class S, class D = S>
struct SM80_CP_ASYNC_CACHEGLOBAL_ZFILL {
  static_assert(sizeof(S) == sizeof(D), "cp.async: the source and destination types must have the same size");
  static_assert(sizeof(S) == 16, "cp.async.cg: copies 16 bytes");
  using SRegisters = S[1];
  using DRegisters = D[1];
  CUTE_HOST_DEVICE static void copy(S const& gmem_src, D& smem_dst, bool pred) {
#if defined(CUTE_ARCH_CP_ASYNC_SM80_ENABLED)
    int const src_size = pred ? int(sizeof(S)) : 0;
    asm volatile("cp.async.cg.shared.global.L2::128B [%0], [%1], %2, %3;\n" ::"r"(detail::smem_address(&smem_dst)),
                 "l"(&gmem_src), "n"(int(sizeof(S))), "r"(src_size));
#else
    (void)gmem_src, (void)smem_dst, (void)pred;
    detail::unsupported_instruction("SM80_CP_ASYNC_CACHEGLOBAL_ZFILL (cp.async.cg, src-size)");
#endif
  }
};

/// cp.async.commit_group: closes the group of the cp.async issued since the last fence.
CUTE_EXPORT CUTE_HOST_DEVICE inline void cp_async_fence() {
#if defined(CUTE_ARCH_CP_ASYNC_SM80_ENABLED)
  asm volatile("cp.async.commit_group;\n" ::);
#endif
}

/// cp.async.wait_group N: waits until at most N groups are still in flight (N = 0: all done).
CUTE_EXPORT template <int N>
CUTE_HOST_DEVICE inline void cp_async_wait() {
  static_assert(N >= 0, "cp_async_wait<N>: N must not be negative");
#if defined(CUTE_ARCH_CP_ASYNC_SM80_ENABLED)
  if constexpr (N == 0) {
    asm volatile("cp.async.wait_all;\n" ::);
  } else {
    asm volatile("cp.async.wait_group %0;\n" ::"n"(N));
  }
#endif
}

}  // namespace cute

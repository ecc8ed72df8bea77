// cute/arch/copy.hpp: the universal copy operation, an assignment of one value of type S to one of
// type D (any memory space, any architecture); the default copy of Copy_Atom<UniversalCopy<T>, T>.
#pragma once
#include <cute/arch/config.hpp>

namespace cute {

/// dst = src for one value; S and D must have the same size (a reinterpreting copy of registers).
CUTE_EXPORT template <class S, class D = S>
struct UniversalCopy {
  static_assert(sizeof(S) == sizeof(D), "UniversalCopy: the source and destination types must have the same size");
  using SRegisters = S[1];
  using DRegisters = D[1];

  CUTE_HOST_DEVICE static constexpr void copy(S const& src, D& dst) { dst = static_cast<D>(src); }
};

/// The copy that vectorizes by itself: a call copies MaxVecBits bits of values as the widest vectors
/// the source and destination layouts allow (their data assumed aligned to MaxVecBits bits), as CuTe's.
CUTE_EXPORT template <int MaxVecBits = 128>
struct AutoVectorizingCopyWithAssumedAlignment {
  static_assert(MaxVecBits == 8 || MaxVecBits == 16 || MaxVecBits == 32 || MaxVecBits == 64 || MaxVecBits == 128,
                "AutoVectorizingCopyWithAssumedAlignment: the vector width must be 8, 16, 32, 64 or 128 bits");
};
CUTE_EXPORT using AutoVectorizingCopy = AutoVectorizingCopyWithAssumedAlignment<128>;

/// CuTe's default copy: auto-vectorizing, assuming no more alignment than a byte's (so, element by
/// element unless the layouts prove wider vectors safe).
CUTE_EXPORT using DefaultCopy = AutoVectorizingCopyWithAssumedAlignment<8>;

/// CuTe's copy policy that uses cp.async where it can (a gmem source, a smem destination, elements of
/// 4, 8 or 16 bytes, SM80 and later) and an assignment elsewhere: copy(AutoCopyAsync{}, src, dst),
/// cooperative_copy<N>(tid, src, dst, AutoCopyAsync{}). Fence and wait (cp_async_fence/cp_async_wait)
/// as for any cp.async.
CUTE_EXPORT struct AutoCopyAsync {};

/// Brings the cache line of gmem_ptr into L2 (prefetch.global.L2): a hint, nothing on the host.
CUTE_EXPORT CUTE_HOST_DEVICE inline void prefetch(void const* gmem_ptr) {
#if defined(__CUDA_ARCH__)
  asm volatile("prefetch.global.L2 [%0];\n" : : "l"(gmem_ptr) : "memory");
#else
  (void)gmem_ptr;
#endif
}

}  // namespace cute

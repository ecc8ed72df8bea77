// cute/arch/copy_sm90_tma.hpp: the SM90 bulk tensor copies (TMA, cp.async.bulk.tensor), issued by one
// thread with a tensor map (CUtensorMap, 128 bytes, 64-byte aligned: a __grid_constant__ kernel
// parameter or global memory) and 1 to 5 element coordinates of the box's first element:
//   SM90_TMA_LOAD_{1..5}D       global -> shared memory of this block; completion: the bytes are
//                               counted on an mbarrier of this block (mbarrier_arrive_expect_tx first);
//   SM90_TMA_LOAD_MULTICAST_*D  the same box into the same shared-memory offset of every block of the
//                               cluster in the 16-bit mask, each block's mbarrier at the same offset
//                               counting the bytes it receives;
//   SM90_TMA_STORE_{1..5}D      shared memory of this block -> global (a bulk group: tma_store_arrive
//                               commits, tma_store_wait<N> waits until at most N groups still read shared
//                               memory);
// SM90_TMA_LOAD / SM90_TMA_LOAD_MULTICAST / SM90_TMA_STORE dispatch on the number of coordinates, and
// prefetch_tma_descriptor brings a tensor map into the cache. Shared-memory destinations must be
// 128-byte aligned (1024 for the 128-byte swizzle). Host code may name these types, not run them.
#pragma once
#include <cute/arch/cluster.hpp>

namespace cute {

CUTE_EXPORT namespace detail {
/// The generic address of a tensor map, as the instructions take it.
CUTE_HOST_DEVICE inline std::uint64_t tma_desc_address(void const* desc) {
  return reinterpret_cast<std::uint64_t>(desc);
}
}  // namespace detail

/// prefetch.tensormap: brings the tensor map at desc into the cache (one thread, before first use).
CUTE_EXPORT CUTE_HOST_DEVICE inline void prefetch_tma_descriptor(void const* desc) {
#if defined(CUTE_ARCH_SM90_ENABLED)
  asm volatile("prefetch.tensormap [%0];\n" : : "l"(detail::tma_desc_address(desc)) : "memory");
#else
  (void)desc;
  detail::unsupported_instruction("prefetch_tma_descriptor (prefetch.tensormap, SM90)");
#endif
}

/// fence.proxy.async.shared::cta before a TMA store: the threads' writes to the shared-memory tile
/// become visible to the TMA unit (CuTe's name; the same fence as fence_view_async_shared).
CUTE_EXPORT CUTE_HOST_DEVICE inline void tma_store_fence() { fence_view_async_shared(); }

/// cp.async.bulk.commit_group: the TMA stores issued so far form a bulk group.
CUTE_EXPORT CUTE_HOST_DEVICE inline void tma_store_arrive() {
#if defined(CUTE_ARCH_SM90_ENABLED)
  asm volatile("cp.async.bulk.commit_group;\n" : : : "memory");
#else
  detail::unsupported_instruction("tma_store_arrive (cp.async.bulk.commit_group, SM90)");
#endif
}

/// cp.async.bulk.wait_group.read N: waits until at most N bulk groups still read their shared memory
/// (which may then be overwritten).
CUTE_EXPORT template <int N>
CUTE_HOST_DEVICE inline void tma_store_wait() {
  static_assert(N >= 0 && N <= 63, "tma_store_wait<N>: N must be in [0, 63]");
#if defined(CUTE_ARCH_SM90_ENABLED)
  asm volatile("cp.async.bulk.wait_group.read %0;\n" : : "n"(N) : "memory");
#else
  detail::unsupported_instruction("tma_store_wait (cp.async.bulk.wait_group, SM90)");
#endif
}

/// cp.async.bulk.wait_group N: waits until at most N bulk groups are pending (writes visible).
CUTE_EXPORT template <int N>
CUTE_HOST_DEVICE inline void tma_store_wait_all() {
  static_assert(N >= 0 && N <= 63, "tma_store_wait_all<N>: N must be in [0, 63]");
#if defined(CUTE_ARCH_SM90_ENABLED)
  asm volatile("cp.async.bulk.wait_group %0;\n" : : "n"(N) : "memory");
#else
  detail::unsupported_instruction("tma_store_wait_all (cp.async.bulk.wait_group, SM90)");
#endif
}

/// TMA load of a 1-D box into this block's shared memory, completing on `mbar`.
CUTE_EXPORT struct SM90_TMA_LOAD_1D {
  CUTE_HOST_DEVICE static void copy(void const* desc, std::uint64_t& mbar, void* smem_dst, std::int32_t c0) {
#if defined(CUTE_ARCH_SM90_ENABLED)
    asm volatile(
        "cp.async.bulk.tensor.1d.shared::cluster.global.mbarrier::complete_tx::bytes"
        " [%0], [%1, {%3}], [%2];\n"
        :
        : "r"(detail::smem_address(smem_dst)), "l"(detail::tma_desc_address(desc)), "r"(detail::smem_address(&mbar)),
          "r"(c0)
        : "memory");
#else
    (void)desc, (void)mbar, (void)smem_dst, (void)c0;
    detail::unsupported_instruction("SM90_TMA_LOAD_1D (cp.async.bulk.tensor, SM90)");
#endif
  }
};

/// TMA load of a 1-D box into the same shared-memory offset of each block of the cluster in `mask`.
CUTE_EXPORT struct SM90_TMA_LOAD_MULTICAST_1D {
  CUTE_HOST_DEVICE static void copy(void const* desc, std::uint64_t& mbar, std::uint16_t mask, void* smem_dst,
                                    std::int32_t c0) {
#if defined(CUTE_ARCH_SM90_ENABLED)
    asm volatile(
        "cp.async.bulk.tensor.1d.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster"
        " [%0], [%1, {%4}], [%2], %3;\n"
        :
        : "r"(detail::smem_address(smem_dst)), "l"(detail::tma_desc_address(desc)), "r"(detail::smem_address(&mbar)),
          "h"(mask), "r"(c0)
        : "memory");
#else
    (void)desc, (void)mbar, (void)mask, (void)smem_dst, (void)c0;
    detail::unsupported_instruction("SM90_TMA_LOAD_MULTICAST_1D (cp.async.bulk.tensor, SM90)");
#endif
  }
};

/// TMA store of a 1-D box from this block's shared memory (a bulk-group operation).
CUTE_EXPORT struct SM90_TMA_STORE_1D {
  CUTE_HOST_DEVICE static void copy(void const* desc, void const* smem_src, std::int32_t c0) {
#if defined(CUTE_ARCH_SM90_ENABLED)
    asm volatile("cp.async.bulk.tensor.1d.global.shared::cta.bulk_group [%0, {%2}], [%1];\n"
                 :
                 : "l"(detail::tma_desc_address(desc)), "r"(detail::smem_address(smem_src)), "r"(c0)
                 : "memory");
#else
    (void)desc, (void)smem_src, (void)c0;
    detail::unsupported_instruction("SM90_TMA_STORE_1D (cp.async.bulk.tensor, SM90)");
#endif
  }
};

/// TMA load of a 2-D box into this block's shared memory, completing on `mbar`.
CUTE_EXPORT struct SM90_TMA_LOAD_2D {
  CUTE_HOST_DEVICE static void copy(void const* desc, std::uint64_t& mbar, void* smem_dst, std::int32_t c0, std::int32_t c1) {
#if defined(CUTE_ARCH_SM90_ENABLED)
    asm volatile(
        "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes"
        " [%0], [%1, {%3, %4}], [%2];\n"
        :
        : "r"(detail::smem_address(smem_dst)), "l"(detail::tma_desc_address(desc)), "r"(detail::smem_address(&mbar)),
          "r"(c0), "r"(c1)
        : "memory");
#else
    (void)desc, (void)mbar, (void)smem_dst, (void)c0, (void)c1;
    detail::unsupported_instruction("SM90_TMA_LOAD_2D (cp.async.bulk.tensor, SM90)");
#endif
  }
};

/// TMA load of a 2-D box into the same shared-memory offset of each block of the cluster in `mask`.
CUTE_EXPORT struct SM90_TMA_LOAD_MULTICAST_2D {
  CUTE_HOST_DEVICE static void copy(void const* desc, std::uint64_t& mbar, std::uint16_t mask, void* smem_dst,
                                    std::int32_t c0, std::int32_t c1) {
#if defined(CUTE_ARCH_SM90_ENABLED)
    asm volatile(
        "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster"
        " [%0], [%1, {%4, %5}], [%2], %3;\n"
        :
        : "r"(detail::smem_address(smem_dst)), "l"(detail::tma_desc_address(desc)), "r"(detail::smem_address(&mbar)),
          "h"(mask), "r"(c0), "r"(c1)
        : "memory");
#else
    (void)desc, (void)mbar, (void)mask, (void)smem_dst, (void)c0, (void)c1;
    detail::unsupported_instruction("SM90_TMA_LOAD_MULTICAST_2D (cp.async.bulk.tensor, SM90)");
#endif
  }
};

/// TMA store of a 2-D box from this block's shared memory (a bulk-group operation).
CUTE_EXPORT struct SM90_TMA_STORE_2D {
  CUTE_HOST_DEVICE static void copy(void const* desc, void const* smem_src, std::int32_t c0, std::int32_t c1) {
#if defined(CUTE_ARCH_SM90_ENABLED)
    asm volatile("cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [%0, {%2, %3}], [%1];\n"
                 :
                 : "l"(detail::tma_desc_address(desc)), "r"(detail::smem_address(smem_src)), "r"(c0), "r"(c1)
                 : "memory");
#else
    (void)desc, (void)smem_src, (void)c0, (void)c1;
    detail::unsupported_instruction("SM90_TMA_STORE_2D (cp.async.bulk.tensor, SM90)");
#endif
  }
};

/// TMA load of a 3-D box into this block's shared memory, completing on `mbar`.
CUTE_EXPORT struct SM90_TMA_LOAD_3D {
  CUTE_HOST_DEVICE static void copy(void const* desc, std::uint64_t& mbar, void* smem_dst, std::int32_t c0, std::int32_t c1, std::int32_t c2) {
#if defined(CUTE_ARCH_SM90_ENABLED)
    asm volatile(
        "cp.async.bulk.tensor.3d.shared::cluster.global.mbarrier::complete_tx::bytes"
        " [%0], [%1, {%3, %4, %5}], [%2];\n"
        :
        : "r"(detail::smem_address(smem_dst)), "l"(detail::tma_desc_address(desc)), "r"(detail::smem_address(&mbar)),
          "r"(c0), "r"(c1), "r"(c2)
        : "memory");
#else
    (void)desc, (void)mbar, (void)smem_dst, (void)c0, (void)c1, (void)c2;
    detail::unsupported_instruction("SM90_TMA_LOAD_3D (cp.async.bulk.tensor, SM90)");
#endif
  }
};

/// TMA load of a 3-D box into the same shared-memory offset of each block of the cluster in `mask`.
CUTE_EXPORT struct SM90_TMA_LOAD_MULTICAST_3D {
  CUTE_HOST_DEVICE static void copy(void const* desc, std::uint64_t& mbar, std::uint16_t mask, void* smem_dst,
                                    std::int32_t c0, std::int32_t c1, std::int32_t c2) {
#if defined(CUTE_ARCH_SM90_ENABLED)
    asm volatile(
        "cp.async.bulk.tensor.3d.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster"
        " [%0], [%1, {%4, %5, %6}], [%2], %3;\n"
        :
        : "r"(detail::smem_address(smem_dst)), "l"(detail::tma_desc_address(desc)), "r"(detail::smem_address(&mbar)),
          "h"(mask), "r"(c0), "r"(c1), "r"(c2)
        : "memory");
#else
    (void)desc, (void)mbar, (void)mask, (void)smem_dst, (void)c0, (void)c1, (void)c2;
    detail::unsupported_instruction("SM90_TMA_LOAD_MULTICAST_3D (cp.async.bulk.tensor, SM90)");
#endif
  }
};

/// TMA store of a 3-D box from this block's shared memory (a bulk-group operation).
CUTE_EXPORT struct SM90_TMA_STORE_3D {
  CUTE_HOST_DEVICE static void copy(void const* desc, void const* smem_src, std::int32_t c0, std::int32_t c1, std::int32_t c2) {
#if defined(CUTE_ARCH_SM90_ENABLED)
    asm volatile("cp.async.bulk.tensor.3d.global.shared::cta.bulk_group [%0, {%2, %3, %4}], [%1];\n"
                 :
                 : "l"(detail::tma_desc_address(desc)), "r"(detail::smem_address(smem_src)), "r"(c0), "r"(c1), "r"(c2)
                 : "memory");
#else
    (void)desc, (void)smem_src, (void)c0, (void)c1, (void)c2;
    detail::unsupported_instruction("SM90_TMA_STORE_3D (cp.async.bulk.tensor, SM90)");
#endif
  }
};

/// TMA load of a 4-D box into this block's shared memory, completing on `mbar`.
CUTE_EXPORT struct SM90_TMA_LOAD_4D {
  CUTE_HOST_DEVICE static void copy(void const* desc, std::uint64_t& mbar, void* smem_dst, std::int32_t c0, std::int32_t c1, std::int32_t c2, std::int32_t c3) {
#if defined(CUTE_ARCH_SM90_ENABLED)
    asm volatile(
        "cp.async.bulk.tensor.4d.shared::cluster.global.mbarrier::complete_tx::bytes"
        " [%0], [%1, {%3, %4, %5, %6}], [%2];\n"
        :
        : "r"(detail::smem_address(smem_dst)), "l"(detail::tma_desc_address(desc)), "r"(detail::smem_address(&mbar)),
          "r"(c0), "r"(c1), "r"(c2), "r"(c3)
        : "memory");
#else
    (void)desc, (void)mbar, (void)smem_dst, (void)c0, (void)c1, (void)c2, (void)c3;
    detail::unsupported_instruction("SM90_TMA_LOAD_4D (cp.async.bulk.tensor, SM90)");
#endif
  }
};

/// TMA load of a 4-D box into the same shared-memory offset of each block of the cluster in `mask`.
CUTE_EXPORT struct SM90_TMA_LOAD_MULTICAST_4D {
  CUTE_HOST_DEVICE static void copy(void const* desc, std::uint64_t& mbar, std::uint16_t mask, void* smem_dst,
                                    std::int32_t c0, std::int32_t c1, std::int32_t c2, std::int32_t c3) {
#if defined(CUTE_ARCH_SM90_ENABLED)
    asm volatile(
        "cp.async.bulk.tensor.4d.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster"
        " [%0], [%1, {%4, %5, %6, %7}], [%2], %3;\n"
        :
        : "r"(detail::smem_address(smem_dst)), "l"(detail::tma_desc_address(desc)), "r"(detail::smem_address(&mbar)),
          "h"(mask), "r"(c0), "r"(c1), "r"(c2), "r"(c3)
        : "memory");
#else
    (void)desc, (void)mbar, (void)mask, (void)smem_dst, (void)c0, (void)c1, (void)c2, (void)c3;
    detail::unsupported_instruction("SM90_TMA_LOAD_MULTICAST_4D (cp.async.bulk.tensor, SM90)");
#endif
  }
};

/// TMA store of a 4-D box from this block's shared memory (a bulk-group operation).
CUTE_EXPORT struct SM90_TMA_STORE_4D {
  CUTE_HOST_DEVICE static void copy(void const* desc, void const* smem_src, std::int32_t c0, std::int32_t c1, std::int32_t c2, std::int32_t c3) {
#if defined(CUTE_ARCH_SM90_ENABLED)
    asm volatile("cp.async.bulk.tensor.4d.global.shared::cta.bulk_group [%0, {%2, %3, %4, %5}], [%1];\n"
                 :
                 : "l"(detail::tma_desc_address(desc)), "r"(detail::smem_address(smem_src)), "r"(c0), "r"(c1), "r"(c2), "r"(c3)
                 : "memory");
#else
    (void)desc, (void)smem_src, (void)c0, (void)c1, (void)c2, (void)c3;
    detail::unsupported_instruction("SM90_TMA_STORE_4D (cp.async.bulk.tensor, SM90)");
#endif
  }
};

/// TMA load of a 5-D box into this block's shared memory, completing on `mbar`.
CUTE_EXPORT struct SM90_TMA_LOAD_5D {
  CUTE_HOST_DEVICE static void copy(void const* desc, std::uint64_t& mbar, void* smem_dst, std::int32_t c0, std::int32_t c1, std::int32_t c2, std::int32_t c3, std::int32_t c4) {
#if defined(CUTE_ARCH_SM90_ENABLED)
    asm volatile(
        "cp.async.bulk.tensor.5d.shared::cluster.global.mbarrier::complete_tx::bytes"
        " [%0], [%1, {%3, %4, %5, %6, %7}], [%2];\n"
        :
        : "r"(detail::smem_address(smem_dst)), "l"(detail::tma_desc_address(desc)), "r"(detail::smem_address(&mbar)),
          "r"(c0), "r"(c1), "r"(c2), "r"(c3), "r"(c4)
        : "memory");
#else
    (void)desc, (void)mbar, (void)smem_dst, (void)c0, (void)c1, (void)c2, (void)c3, (void)c4;
    detail::unsupported_instruction("SM90_TMA_LOAD_5D (cp.async.bulk.tensor, SM90)");
#endif
  }
};

/// TMA load of a 5-D box into the same shared-memory offset of each block of the cluster in `mask`.
CUTE_EXPORT struct SM90_TMA_LOAD_MULTICAST_5D {
  CUTE_HOST_DEVICE static void copy(void const* desc, std::uint64_t& mbar, std::uint16_t mask, void* smem_dst,
                                    std::int32_t c0, std::int32_t c1, std::int32_t c2, std::int32_t c3, std::int32_t c4) {
#if defined(CUTE_ARCH_SM90_ENABLED)
    asm volatile(
        "cp.async.bulk.tensor.5d.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster"
        " [%0], [%1, {%4, %5, %6, %7, %8}], [%2], %3;\n"
        :
        : "r"(detail::smem_address(smem_dst)), "l"(detail::tma_desc_address(desc)), "r"(detail::smem_address(&mbar)),
          "h"(mask), "r"(c0), "r"(c1), "r"(c2), "r"(c3), "r"(c4)
        : "memory");
#else
    (void)desc, (void)mbar, (void)mask, (void)smem_dst, (void)c0, (void)c1, (void)c2, (void)c3, (void)c4;
    detail::unsupported_instruction("SM90_TMA_LOAD_MULTICAST_5D (cp.async.bulk.tensor, SM90)");
#endif
  }
};

/// TMA store of a 5-D box from this block's shared memory (a bulk-group operation).
CUTE_EXPORT struct SM90_TMA_STORE_5D {
  CUTE_HOST_DEVICE static void copy(void const* desc, void const* smem_src, std::int32_t c0, std::int32_t c1, std::int32_t c2, std::int32_t c3, std::int32_t c4) {
#if defined(CUTE_ARCH_SM90_ENABLED)
    asm volatile("cp.async.bulk.tensor.5d.global.shared::cta.bulk_group [%0, {%2, %3, %4, %5, %6}], [%1];\n"
                 :
                 : "l"(detail::tma_desc_address(desc)), "r"(detail::smem_address(smem_src)), "r"(c0), "r"(c1), "r"(c2), "r"(c3), "r"(c4)
                 : "memory");
#else
    (void)desc, (void)smem_src, (void)c0, (void)c1, (void)c2, (void)c3, (void)c4;
    detail::unsupported_instruction("SM90_TMA_STORE_5D (cp.async.bulk.tensor, SM90)");
#endif
  }
};

CUTE_EXPORT namespace detail {
template <std::size_t R> struct tma_ops;
template <> struct tma_ops<1> { using load = SM90_TMA_LOAD_1D; using multicast = SM90_TMA_LOAD_MULTICAST_1D; using store = SM90_TMA_STORE_1D; };
template <> struct tma_ops<2> { using load = SM90_TMA_LOAD_2D; using multicast = SM90_TMA_LOAD_MULTICAST_2D; using store = SM90_TMA_STORE_2D; };
template <> struct tma_ops<3> { using load = SM90_TMA_LOAD_3D; using multicast = SM90_TMA_LOAD_MULTICAST_3D; using store = SM90_TMA_STORE_3D; };
template <> struct tma_ops<4> { using load = SM90_TMA_LOAD_4D; using multicast = SM90_TMA_LOAD_MULTICAST_4D; using store = SM90_TMA_STORE_4D; };
template <> struct tma_ops<5> { using load = SM90_TMA_LOAD_5D; using multicast = SM90_TMA_LOAD_MULTICAST_5D; using store = SM90_TMA_STORE_5D; };
template <class... T>
concept tma_coordinates = sizeof...(T) >= 1 && sizeof...(T) <= 5 && (std::convertible_to<T, std::int32_t> && ...);
}  // namespace detail

/// TMA load with 1 to 5 coordinates.
CUTE_EXPORT struct SM90_TMA_LOAD {
  template <class... Crd>
    requires detail::tma_coordinates<Crd...>
  CUTE_HOST_DEVICE static void copy(void const* desc, std::uint64_t& mbar, void* smem_dst, Crd const&... crd) {
    detail::tma_ops<sizeof...(Crd)>::load::copy(desc, mbar, smem_dst, static_cast<std::int32_t>(crd)...);
  }
  /// Brings the box at crd into L2 (cp.async.bulk.prefetch.tensor): a hint, nothing lands in shared memory.
  struct PREFETCH {
    template <class... Crd>
      requires detail::tma_coordinates<Crd...>
    CUTE_HOST_DEVICE static void copy(void const* desc, Crd const&... crd) {
#if defined(CUTE_ARCH_SM90_ENABLED)
      std::int32_t const c[5] = {static_cast<std::int32_t>(crd)...};
      std::uint64_t const d = detail::tma_desc_address(desc);
      constexpr int N = int(sizeof...(Crd));
      if constexpr (N == 1) {
        asm volatile("cp.async.bulk.prefetch.tensor.1d.L2.global [%0, {%1}];\n" : : "l"(d), "r"(c[0]) : "memory");
      } else if constexpr (N == 2) {
        asm volatile("cp.async.bulk.prefetch.tensor.2d.L2.global [%0, {%1, %2}];\n" : : "l"(d), "r"(c[0]), "r"(c[1]) : "memory");
      } else if constexpr (N == 3) {
        asm volatile("cp.async.bulk.prefetch.tensor.3d.L2.global [%0, {%1, %2, %3}];\n"
                     :
                     : "l"(d), "r"(c[0]), "r"(c[1]), "r"(c[2])
                     : "memory");
      } else if constexpr (N == 4) {
        asm volatile("cp.async.bulk.prefetch.tensor.4d.L2.global [%0, {%1, %2, %3, %4}];\n"
                     :
                     : "l"(d), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3])
                     : "memory");
      } else {
        asm volatile("cp.async.bulk.prefetch.tensor.5d.L2.global [%0, {%1, %2, %3, %4, %5}];\n"
                     :
                     : "l"(d), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4])
                     : "memory");
      }
#else
      (void)desc, ((void)crd, ...);
      detail::unsupported_instruction("SM90_TMA_LOAD::PREFETCH (cp.async.bulk.prefetch.tensor, SM90)");
#endif
    }
  };
};

/// TMA multicast load with 1 to 5 coordinates.
CUTE_EXPORT struct SM90_TMA_LOAD_MULTICAST {
  template <class... Crd>
    requires detail::tma_coordinates<Crd...>
  CUTE_HOST_DEVICE static void copy(void const* desc, std::uint64_t& mbar, std::uint16_t mask, void* smem_dst,
                                    Crd const&... crd) {
    detail::tma_ops<sizeof...(Crd)>::multicast::copy(desc, mbar, mask, smem_dst, static_cast<std::int32_t>(crd)...);
  }
  using PREFETCH = SM90_TMA_LOAD::PREFETCH;
};

/// TMA store with 1 to 5 coordinates.
CUTE_EXPORT struct SM90_TMA_STORE {
  template <class... Crd>
    requires detail::tma_coordinates<Crd...>
  CUTE_HOST_DEVICE static void copy(void const* desc, void const* smem_src, Crd const&... crd) {
    detail::tma_ops<sizeof...(Crd)>::store::copy(desc, smem_src, static_cast<std::int32_t>(crd)...);
  }
};

}  // namespace cute

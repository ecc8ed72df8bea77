// cute/atom/mma_sm90_layouts.hpp: the shared-memory side of SM90 warpgroup MMA, on the host and the
// device, without CUDA headers:
//  - the canonical GMMA shared-memory layout atoms GMMA::Layout_{K,MN}_{INTER,SW32,SW64,SW128}_Atom<T>,
//    swizzled layouts in units of elements (Swizzle<B, log2(16 bytes / element), 3> o an 8-row block of
//    16, 32, 64 or 128 bytes per row), to be tiled to an operand's tile with tile_to_shape;
//  - the analysis of an operand's (MN, K) shared-memory layout against the canonical forms the
//    descriptor can express, and make_gmma_desc<Major, T>(layout, smem address), which builds the
//    GmmaDescriptor (static layouts only; a layout that is not canonical is a compile-time error
//    whose message names what is wrong);
//  - the thread/value layouts of the wgmma atoms (ThrID = the 128 threads of a warpgroup): ABLayout
//    (an operand read from shared memory: every thread sees it all), ALayout_64x16 (A in registers),
//    CLayout_64xN (the accumulators).
//
// Units: the swizzle here acts on element offsets from the tile's start, which agrees with the
// hardware's swizzle of byte addresses when the tile starts on a swizzle-pattern boundary (8 rows of
// the swizzle width: 256, 512 or 1024 bytes); make_gmma_desc checks that alignment at run time.
// In units of 16 bytes (one "core matrix" row), with W = 1, 2, 4, 8 for INTER, SW32, SW64, SW128, the
// canonical forms (PTX "shared memory matrix layout") are, for an (MN, K) operand of K = 32 bytes:
//   K-major   INTER : ((8,n),2):((1,SBO),LBO)      swizzled: ((8,n),2):((W,SBO),1)
//   MN-major  INTER : ((1,n),(8,2)):((-,SBO),(1,LBO)) swizzled: ((W,n),(8,2)):((1,LBO),(W,SBO))
#pragma once
#include <cute/config.hpp>
#include <cute/arch/mma_sm90_desc.hpp>
#include <cute/layout.hpp>
#include <cute/swizzle.hpp>

namespace cute {

CUTE_EXPORT namespace SM90::GMMA {

namespace detail {
template <class T>
inline constexpr int value_bits = 8 * int(sizeof(T));
/// log2 of the number of elements of T in 16 bytes.
template <class T>
inline constexpr int log2_per_16_bytes = value_bits<T> == 8 ? 4 : value_bits<T> == 16 ? 3 : value_bits<T> == 32 ? 2 : value_bits<T> == 64 ? 1 : -1;

template <class T, int SwizzleBits, bool MNMajor>
struct canonical_atom {
  static_assert(log2_per_16_bytes<T> >= 0, "GMMA::Layout_*_Atom<T>: T must be 8, 16, 32 or 64 bits wide");
  static constexpr int per16 = 1 << log2_per_16_bytes<T>;       // elements in 16 bytes
  static constexpr int row = per16 << SwizzleBits;              // elements in one row of the swizzle width
  using Inner = std::conditional_t<MNMajor, Layout<Shape<Int<row>, _8>, Stride<_1, Int<row>>>,
                                   Layout<Shape<_8, Int<row>>, Stride<Int<row>, _1>>>;
  using type = ComposedLayout<Swizzle<SwizzleBits, log2_per_16_bytes<T>, 3>, _0, Inner>;
};
}  // namespace detail

/// The canonical K-major atoms: 8 rows (M or N) of 16 (INTER), 32, 64 or 128 bytes of K.
template <class T>
using Layout_K_INTER_Atom = typename detail::canonical_atom<T, 0, false>::type;
template <class T>
using Layout_K_SW32_Atom = typename detail::canonical_atom<T, 1, false>::type;
template <class T>
using Layout_K_SW64_Atom = typename detail::canonical_atom<T, 2, false>::type;
template <class T>
using Layout_K_SW128_Atom = typename detail::canonical_atom<T, 3, false>::type;
/// The canonical MN-major atoms: 16 (INTER), 32, 64 or 128 bytes of M or N, by 8 of K.
template <class T>
using Layout_MN_INTER_Atom = typename detail::canonical_atom<T, 0, true>::type;
template <class T>
using Layout_MN_SW32_Atom = typename detail::canonical_atom<T, 1, true>::type;
template <class T>
using Layout_MN_SW64_Atom = typename detail::canonical_atom<T, 2, true>::type;
template <class T>
using Layout_MN_SW128_Atom = typename detail::canonical_atom<T, 3, true>::type;

template <class T, Major M>
using Layout_INTER_Atom = std::conditional_t<M == Major::MN, Layout_MN_INTER_Atom<T>, Layout_K_INTER_Atom<T>>;
template <class T, Major M>
using Layout_SW32_Atom = std::conditional_t<M == Major::MN, Layout_MN_SW32_Atom<T>, Layout_K_SW32_Atom<T>>;
template <class T, Major M>
using Layout_SW64_Atom = std::conditional_t<M == Major::MN, Layout_MN_SW64_Atom<T>, Layout_K_SW64_Atom<T>>;
template <class T, Major M>
using Layout_SW128_Atom = std::conditional_t<M == Major::MN, Layout_MN_SW128_Atom<T>, Layout_K_SW128_Atom<T>>;

// Thread/value layouts of the wgmma atoms ---------------------------------------------------------

/// An operand read from shared memory: each of the 128 threads sees the whole M x K (or N x K) tile.
template <int M, int K>
using ABLayout = Layout<Shape<_128, Shape<Int<M>, Int<K>>>, Stride<_0, Stride<_1, Int<M>>>>;
// An A operand in registers, (thread, value) -> m + 64 k: thread t of warp w = t / 32, lane l, holds
// rows 16 w + l / 4 (+ 8) and, of K, a run of 32 bits at 4 (l % 4) bytes (+ 16 bytes): one, two or
// four values of 32, 16 or 8 bits.
/// A 64x8 operand of 32-bit values (tf32) in registers.
using ALayout_64x8 = Layout<Shape<Shape<_4, _8, _4>, Shape<_2, _2>>, Stride<Stride<_64, _1, _16>, Stride<_8, _256>>>;
/// A 64x16 operand of 16-bit values in registers.
using ALayout_64x16 = Layout<Shape<Shape<_4, _8, _4>, Shape<_2, _2, _2>>, Stride<Stride<_128, _1, _16>, Stride<_64, _8, _512>>>;
/// A 64x32 operand of 8-bit values in registers.
using ALayout_64x32 = Layout<Shape<Shape<_4, _8, _4>, Shape<_4, _2, _2>>, Stride<Stride<_256, _1, _16>, Stride<_64, _8, _1024>>>;
/// The 64xN accumulators: (thread, value) -> m + 64 n. Thread t of warp w holds rows 16w + t/4 and
/// 16w + t/4 + 8, columns 8j + 2(t%4) and 8j + 2(t%4) + 1 for j < N/8.
template <int N>
using CLayout_64xN = Layout<Shape<Shape<_4, _8, _4>, Shape<_2, _2, Int<N / 8>>>, Stride<Stride<_128, _1, _16>, Stride<_64, _8, _512>>>;

// The canonical-form analysis ----------------------------------------------------------------------

/// What is wrong with an operand layout, if anything.
enum class LayoutError : int {
  none,
  not_static,
  not_rank_2,
  not_a_gmma_swizzle,
  k_extent,
  mn_extent,
  not_canonical,
};

/// The result of the analysis: the layout type and the byte offsets of the descriptor.
struct CanonicalForm {
  LayoutError error = LayoutError::none;
  LayoutType type = LayoutType::INTERLEAVE;
  std::uint32_t lbo_bytes = 0;
  std::uint32_t sbo_bytes = 0;
};

namespace detail {
template <class L>
struct swizzle_of {
  using swizzle = Swizzle<0, 4, 3>;
  using inner = L;
};
template <int B, int M, int S, class O, class L>
struct swizzle_of<ComposedLayout<Swizzle<B, M, S>, O, L>> {
  using swizzle = Swizzle<B, M, S>;
  using inner = L;
};

// A rank-1 layout whose one mode has rank 2 (the slice of a zipped divide) stands for that mode.
template <class L>
struct unwrapped {
  using type = L;
};
template <class L>
  requires(is_layout_v<L> && rank_v<cute::detail::uncvref_t<decltype(L{}.shape())>> == 1 &&
           rank_v<cute::detail::uncvref_t<decltype(layout<0>(L{}).shape())>> == 2)
struct unwrapped<L> {
  using type = decltype(layout<0>(L{}));
};

template <class T, Major Mj, class L>
consteval CanonicalForm analyze() {
  using Sw = typename swizzle_of<L>::swizzle;
  using Inner = typename unwrapped<typename swizzle_of<L>::inner>::type;
  CanonicalForm r;
  if constexpr (!is_layout_v<Inner>) {
    r.error = LayoutError::not_static;
    return r;
  } else if constexpr (!is_static_v<Inner>) {
    r.error = LayoutError::not_static;
    return r;
  } else if constexpr (rank_v<cute::detail::uncvref_t<decltype(Inner{}.shape())>> != 2) {
    r.error = LayoutError::not_rank_2;
    return r;
  } else {
    constexpr int lg = log2_per_16_bytes<T>;
    constexpr int E = 1 << lg;  // elements per 16 bytes
    constexpr int B = Sw::num_bits;
    if (lg < 0 || B > 3 || (B > 0 && (Sw::num_base != lg || Sw::num_shft != 3))) {
      r.error = LayoutError::not_a_gmma_swizzle;
      return r;
    }
    r.type = B == 0 ? LayoutType::INTERLEAVE : B == 1 ? LayoutType::B32 : B == 2 ? LayoutType::B64 : LayoutType::B128;
    constexpr int W = 1 << B;  // the swizzle width in 16-byte units
    Inner const l{};
    constexpr int MN = int(size_v<decltype(layout<0>(Inner{}))>);
    constexpr int K = int(size_v<decltype(layout<1>(Inner{}))>);
    if (K != 2 * E) {
      r.error = LayoutError::k_extent;
      return r;
    }
    auto at = [&](int i, int k) { return int(l(make_coord(i, k))); };
    long long lbo = 0, sbo = 0;
    if constexpr (Mj == Major::K) {
      if (MN % 8 != 0) {
        r.error = LayoutError::mn_extent;
        return r;
      }
      sbo = MN > 8 ? at(8, 0) / E : 0;
      lbo = B == 0 ? at(0, E) / E : 1;
      for (int i = 0; i < MN; ++i)
        for (int k = 0; k < K; ++k) {
          long long const want = (k % E) + E * ((i % 8) * W + (i / 8) * sbo + (k / E) * lbo);
          if (at(i, k) != want) {
            r.error = LayoutError::not_canonical;
            return r;
          }
        }
    } else {
      if (MN % (E * W) != 0) {
        r.error = LayoutError::mn_extent;
        return r;
      }
      if (B == 0) {
        sbo = MN > E ? at(E, 0) / E : 0;
        lbo = at(0, 8) / E;
      } else {
        lbo = MN > E * W ? at(E * W, 0) / E : 0;
        sbo = at(0, 8) / E;
      }
      for (int i = 0; i < MN; ++i)
        for (int k = 0; k < K; ++k) {
          int const c = i / E;  // the 16-byte chunk along MN
          long long const want = B == 0 ? (i % E) + E * (c * sbo + (k % 8) + (k / 8) * lbo)
                                        : (i % E) + E * ((c % W) + (c / W) * lbo + (k % 8) * W + (k / 8) * sbo);
          if (at(i, k) != want) {
            r.error = LayoutError::not_canonical;
            return r;
          }
        }
    }
    if (lbo < 0 || sbo < 0 || lbo >= (1 << 14) || sbo >= (1 << 14)) {
      r.error = LayoutError::not_canonical;
      return r;
    }
    r.lbo_bytes = static_cast<std::uint32_t>(lbo * 16);
    r.sbo_bytes = static_cast<std::uint32_t>(sbo * 16);
    return r;
  }
}
}  // namespace detail

/// The analysis of a static (MN, K) shared-memory layout of T for a Major-ness: error none when a
/// GmmaDescriptor describes it.
template <class T, Major Mj, class L>
inline constexpr CanonicalForm canonical_form = detail::analyze<T, Mj, cute::detail::uncvref_t<L>>();

/// Whether make_gmma_desc<Mj, T> accepts L.
template <class T, Major Mj, class L>
concept gmma_layout = canonical_form<T, Mj, L>.error == LayoutError::none;

/// The descriptor of an (MN, K) operand tile of T, K = 32 bytes (one wgmma's K for T), whose element
/// 0 before the layout's offset is at shared-state-space address smem_address: a layout sliced out
/// of a larger tile (a K block, an MN block) keeps the slice's offset in the ComposedLayout, and the
/// descriptor starts there. A swizzled tile must start on its swizzle pattern's boundary (8 rows of
/// the swizzle width), so that the swizzle of element offsets is the hardware's swizzle of addresses.
template <Major Mj, class T, class L>
CUTE_HOST_DEVICE constexpr GmmaDescriptor make_gmma_desc(L const& layout, std::uint32_t smem_address) {
  constexpr CanonicalForm form = canonical_form<T, Mj, L>;
  static_assert(form.error != LayoutError::not_static, "make_gmma_desc: the shared-memory layout must be static");
  static_assert(form.error != LayoutError::not_rank_2, "make_gmma_desc: the shared-memory layout must have rank 2, (MN, K)");
  static_assert(form.error != LayoutError::not_a_gmma_swizzle,
                "make_gmma_desc: the layout's swizzle is not a GMMA swizzle: Swizzle<B, log2(16 bytes / element), 3> "
                "with B in 0..3 (build the layout from a GMMA::Layout_*_Atom<T>)");
  static_assert(form.error != LayoutError::k_extent,
                "make_gmma_desc: the K extent of the layout must be 32 bytes (16 elements of 16 bits): one wgmma's K");
  static_assert(form.error != LayoutError::mn_extent,
                "make_gmma_desc: the MN extent must be a multiple of 8 (K-major) or of the swizzle width (MN-major)");
  static_assert(form.error != LayoutError::not_canonical,
                "make_gmma_desc: the layout does not match a canonical GMMA layout of this Major-ness (tile a "
                "GMMA::Layout_*_Atom<T> of the same Major-ness with tile_to_shape)");
  [[maybe_unused]] std::uint32_t const pattern = form.type == LayoutType::INTERLEAVE ? 16u : 8u * std::uint32_t(swizzle_bytes(form.type));
  CUTE_CHECK(smem_address % pattern == 0, "make_gmma_desc: the tile's shared-memory address ", static_cast<long long>(smem_address),
             " is not aligned to its swizzle pattern (", static_cast<long long>(pattern), " bytes)");
  long long offset_bytes = 0;
  if constexpr (composed_layout_type<L>) {
    offset_bytes = static_cast<long long>(layout.offset()) * static_cast<long long>(sizeof(T));
  }
  CUTE_CHECK(offset_bytes % 16 == 0, "make_gmma_desc: the slice starts ", offset_bytes,
             " bytes into the tile, not a multiple of 16");
  GmmaDescriptor d;
  d.set_layout_type(form.type);
  d.set_start_address(static_cast<std::uint32_t>(smem_address + offset_bytes));
  d.set_leading_byte_offset(form.lbo_bytes);
  d.set_stride_byte_offset(form.sbo_bytes);
  d.set_base_offset(0);
  return d;
}

}  // namespace SM90::GMMA

}  // namespace cute

// cute/atom/mma_atom_sm90.hpp: MMA_Atom for the SM90 warpgroup MMA operations (a constrained partial
// specialization of the framework's MMA_Atom), so that TiledMMA, ThrMMA and gemm(mma, A, B, C) drive
// wgmma as CuTe's do: a shared-memory operand's fragment is a tensor of descriptors over CuTe's
// DescriptorIterator, one per (M, K, ...) block of the thread's partition (make_gmma_desc_fragment),
// the C fragment holds the accumulators in CLayout_64xN order, and call(D, A, B, C) issues one wgmma
// (D = A*B + C, or A*B with accumulate_ = ScaleOut::Zero; the caller brackets a k-loop with
// warpgroup_arrive / warpgroup_commit_batch / warpgroup_wait). Also warpgroup_fence_operand on a
// fragment, and CuTe's op selectors GMMA::ss_op_selector / rs_op_selector. Host-visible (no CUDA
// header).
#pragma once
#include <cute/config.hpp>
#include <cute/atom/mma_atom.hpp>
#include <cute/atom/mma_traits_sm90_gmma.hpp>
#include <cute/atom/registers.hpp>
#include <cute/tensor.hpp>
#include <cute/tensor/position_independent_swizzle.hpp>

namespace cute {

CUTE_EXPORT namespace detail {
template <class Op>
inline constexpr bool is_gmma_op = false;
template <GMMA::Instr I, int N, bool RS, GMMA::Major MA, GMMA::Major MB, GMMA::ScaleIn SA, GMMA::ScaleIn SB>
inline constexpr bool is_gmma_op<GMMA::MMA_Op<I, N, RS, MA, MB, SA, SB>> = true;
template <class Op>
concept gmma_op = is_gmma_op<Op>;

template <class T>
inline constexpr bool is_smem_desc = false;
template <GMMA::Major M>
inline constexpr bool is_smem_desc<GMMA::smem_desc<M>> = true;
template <class T>
inline constexpr GMMA::Major smem_desc_major = GMMA::Major::K;
template <GMMA::Major M>
inline constexpr GMMA::Major smem_desc_major<GMMA::smem_desc<M>> = M;
}  // namespace detail

CUTE_EXPORT namespace SM90::GMMA {
/// CuTe's iterator over the descriptors of a shared-memory operand's blocks: element i is the base
/// descriptor with its start address i 16-byte units further. A descriptor fragment is a tensor of it,
/// so that indexing it (by a pipeline stage known only at run time, say) is an integer add, not a
/// load of a stored descriptor.
struct DescriptorIterator {
  using value_type = GmmaDescriptor;
  using reference = GmmaDescriptor;
  GmmaDescriptor desc_;

  CUTE_HOST_DEVICE constexpr GmmaDescriptor operator*() const { return desc_; }
  template <integer I>
  CUTE_HOST_DEVICE constexpr GmmaDescriptor operator[](I const& i) const {
    return *(*this + i);
  }
  /// The start address is the descriptor's low field: an add moves it (tiles are below 256 KiB). The
  /// add is on the low 32 bits only (a valid start address never carries out of them), so that the
  /// upper word, the strides and the layout type, stays the constant it is.
  template <integer I>
  CUTE_HOST_DEVICE constexpr DescriptorIterator operator+(I const& i) const {
    std::uint32_t const lo = static_cast<std::uint32_t>(desc_.desc_) + static_cast<std::uint32_t>(static_cast<std::int32_t>(i));
    return DescriptorIterator{GmmaDescriptor((desc_.desc_ & ~std::uint64_t(0xffffffffu)) | lo)};
  }
  constexpr bool operator==(DescriptorIterator const&) const = default;
};

namespace detail {
/// A static stride in elements of T as a stride in 16-byte units (the descriptor's address unit).
template <class T, class Stride>
CUTE_HOST_DEVICE constexpr auto in_16_byte_units(Stride const& d) {
  return transform_leaf(d, [](auto s) {
    using S = cute::detail::uncvref_t<decltype(s)>;
    static_assert(is_static_v<S>, "make_fragment_A/B (GMMA): the partition's layout must be static");
    constexpr long long bytes = static_cast<long long>(S::value) * static_cast<long long>(sizeof(T));
    static_assert(bytes % 16 == 0, "make_fragment_A/B (GMMA): the blocks of the partition are not 16-byte aligned");
    return C<int(bytes / 16)>{};
  });
}
}  // namespace detail

/// The descriptor fragment of a thread's partition (V, M, K, ...) of a shared-memory operand: a
/// tensor of shape (1, M, K, ...) over a DescriptorIterator whose element (0, m, k, ...) describes the
/// block (_, m, k, ...): block 0's descriptor, moved by the block's offset in the partition.
template <Major Mj, tensor_type Partition>
CUTE_HOST_DEVICE constexpr auto make_gmma_desc_fragment(Partition const& p) {
  static_assert(is_smem_v<decltype(p.data())>, "make_fragment_A/B (GMMA): the operand must be a shared-memory tensor (make_smem_ptr)");
  constexpr std::size_t R = rank_v<cute::detail::uncvref_t<decltype(p.shape())>>;
  static_assert(R >= 2, "make_fragment_A/B (GMMA): expects a partitioned (V, M, K, ...) tensor");
  using T = std::remove_cv_t<typename cute::detail::uncvref_t<Partition>::value_type>;
  using Inner = typename cute::detail::value_layout<cute::detail::uncvref_t<decltype(p.layout())>>::type;  // unswizzled
  static_assert(is_static_v<Inner>, "make_fragment_A/B (GMMA): the partition's layout must be static");
  return [&]<std::size_t... I>(std::index_sequence<I...>) {
    GmmaDescriptor const block0 = make_gmma_desc<Mj>(p(make_coord(Underscore{}, (void(I), _0{})...)));
    auto const blocks = make_layout(make_shape(_1{}, shape<I + 1>(Inner{})...),
                                    make_stride(_0{}, detail::in_16_byte_units<T>(stride<I + 1>(Inner{}))...));
    return make_tensor(DescriptorIterator{block0}, blocks);
  }(std::make_index_sequence<R - 1>{});
}
}  // namespace SM90::GMMA

/// One wgmma: its traits and call(D, A, B, C) (detail::mma_atom_base), and the fragments of partitions:
/// shared-memory descriptors for the operands that wgmma reads from shared memory.
template <class Op>
  requires detail::gmma_op<Op>
struct MMA_Atom<Op> : detail::mma_atom_base<Op> {
  using base = detail::mma_atom_base<Op>;
  using typename base::FrgTypeA, typename base::FrgTypeB, typename base::FrgTypeC;

  template <class CTensor>
  CUTE_HOST_DEVICE static constexpr auto make_fragment_C(CTensor const& c) {
    static_assert(detail::rank_of<CTensor> >= 3, "make_fragment_C: expects a partitioned (V, M, N) tensor");
    return make_tensor<FrgTypeC>(c.shape());
  }
  template <class ATensor>
  CUTE_HOST_DEVICE static constexpr auto make_fragment_A(ATensor const& a) {
    if constexpr (detail::is_smem_desc<FrgTypeA>) {
      return GMMA::make_gmma_desc_fragment<detail::smem_desc_major<FrgTypeA>>(a);
    } else {
      return make_fragment_like<FrgTypeA>(a);
    }
  }
  template <class BTensor>
  CUTE_HOST_DEVICE static constexpr auto make_fragment_B(BTensor const& b) {
    return GMMA::make_gmma_desc_fragment<detail::smem_desc_major<FrgTypeB>>(b);
  }

  /// D = A * B + C (or A * B when accumulate_ is ScaleOut::Zero) on one atom's fragments: one wgmma,
  /// in place on D's registers (C is copied into them first; wgmma has no separate C).
  template <class TD, class TA, class TB, class TC>
  CUTE_HOST_DEVICE constexpr void call(TD&& D, TA const& A, TB const& B, TC const& C) const {
    static_assert(detail::rank_of<TD> == 1 && detail::rank_of<TA> == 1 && detail::rank_of<TB> == 1 && detail::rank_of<TC> == 1,
                  "MMA_Atom::call: the fragments must be rank-1 (one atom's values); use gemm for more");
    using R = typename Op::Register;
    constexpr int ND = Op::num_d;
    R acc[ND];
    detail::with_registers<R, ND>(C, [&](auto const&... c) {
      int i = 0;
      ((acc[i++] = c), ...);
    });
    GMMA::ScaleOut const scale = this->accumulate_;
    std::uint64_t const desc_b = std::uint64_t(B(0));  // a descriptor fragment's element, by value
    if constexpr (Op::rs) {
      detail::with_registers<std::uint32_t, 4>(A, [&](auto const&... a) {
        std::uint32_t const regs[4] = {a...};
        Op::fma(regs, desc_b, acc, scale);
      });
    } else {
      std::uint64_t const desc_a = std::uint64_t(A(0));
      Op::fma(desc_a, desc_b, acc, scale);
    }
    detail::with_registers<R, ND>(D, [&](auto&... d) {
      int i = 0;
      ((d = acc[i++]), ...);
    });
  }
  /// C = A * B + C.
  template <class TA, class TB, class TC>
  CUTE_HOST_DEVICE constexpr void call(TA const& A, TB const& B, TC&& C) const {
    call(C, A, B, C);
  }
};

CUTE_EXPORT namespace detail {
/// Keeps the compiler from moving the accesses of one register value across wgmma fences.
template <class T>
CUTE_HOST_DEVICE inline void fence_register(T& v) {
  static_assert(sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8,
                "warpgroup_fence_operand: the fragment's values must be 16, 32 or 64 bits wide");
#if defined(__CUDA_ARCH__)
  if constexpr (sizeof(T) == 2) {
    asm volatile("" : "+h"(*reinterpret_cast<unsigned short*>(&v)) : : "memory");
  } else if constexpr (sizeof(T) == 4) {
    asm volatile("" : "+r"(*reinterpret_cast<std::uint32_t*>(&v)) : : "memory");
  } else {
    asm volatile("" : "+l"(*reinterpret_cast<std::uint64_t*>(&v)) : : "memory");
  }
#else
  (void)v;
#endif
}
}  // namespace detail

/// warpgroup_fence_operand on every value of a register fragment (the accumulators of a wgmma k-loop).
CUTE_EXPORT template <tensor_type Fragment>
CUTE_HOST_DEVICE void warpgroup_fence_operand(Fragment&& frg) {
  CUTE_UNROLL
  for (int i = 0; i < int(size(frg.layout())); ++i) detail::fence_register(frg(i));
}

CUTE_EXPORT namespace SM90::GMMA {
namespace detail {
template <class A, class B>
inline constexpr bool no_instruction_for = false;
/// The instruction of the value types (A, B, C), as CuTe's op selectors choose it.
template <class A, class B, class C>
consteval Instr select_instr() {
  constexpr bool fp8_a = std::is_same_v<A, float_e4m3_t> || std::is_same_v<A, float_e5m2_t>;
  constexpr bool fp8_b = std::is_same_v<B, float_e4m3_t> || std::is_same_v<B, float_e5m2_t>;
  constexpr bool e4_a = std::is_same_v<A, float_e4m3_t>, e4_b = std::is_same_v<B, float_e4m3_t>;
  constexpr bool int_a = std::is_same_v<A, std::int8_t> || std::is_same_v<A, std::uint8_t>;
  constexpr bool int_b = std::is_same_v<B, std::int8_t> || std::is_same_v<B, std::uint8_t>;
  constexpr bool s_a = std::is_same_v<A, std::int8_t>, s_b = std::is_same_v<B, std::int8_t>;
  if constexpr (std::is_same_v<C, half_t> && std::is_same_v<A, half_t> && std::is_same_v<B, half_t>) {
    return Instr::F16F16F16;
  } else if constexpr (std::is_same_v<C, half_t> && fp8_a && fp8_b) {
    return e4_a ? (e4_b ? Instr::F16E4M3E4M3 : Instr::F16E4M3E5M2) : (e4_b ? Instr::F16E5M2E4M3 : Instr::F16E5M2E5M2);
  } else if constexpr (std::is_same_v<C, float> && std::is_same_v<A, half_t> && std::is_same_v<B, half_t>) {
    return Instr::F32F16F16;
  } else if constexpr (std::is_same_v<C, float> && std::is_same_v<A, bfloat16_t> && std::is_same_v<B, bfloat16_t>) {
    return Instr::F32BF16BF16;
  } else if constexpr (std::is_same_v<C, float> && std::is_same_v<A, tfloat32_t> && std::is_same_v<B, tfloat32_t>) {
    return Instr::F32TF32TF32;
  } else if constexpr (std::is_same_v<C, float> && fp8_a && fp8_b) {
    return e4_a ? (e4_b ? Instr::F32E4M3E4M3 : Instr::F32E4M3E5M2) : (e4_b ? Instr::F32E5M2E4M3 : Instr::F32E5M2E5M2);
  } else if constexpr (std::is_same_v<C, std::int32_t> && int_a && int_b) {
    return s_a ? (s_b ? Instr::S32S8S8 : Instr::S32S8U8) : (s_b ? Instr::S32U8S8 : Instr::S32U8U8);
  } else {
    static_assert(no_instruction_for<A, B>, "GMMA op selector: no wgmma takes these element types (A, B, C): (half_t|fp8, same, "
                              "half_t), (half_t|bfloat16_t|tfloat32_t|fp8, same, float), (int8_t|uint8_t, same, int32_t)");
    return Instr::F32F16F16;
  }
}
/// The largest N dividing the tile's N: of CuTe's N (8, 16, 32, 64, 96, 128, 192, 256), or of every
/// N the instruction takes with CUTE_SM90_EXTENDED_MMA_SHAPES_ENABLED.
consteval int select_n(Instr i, int tile_n) {
  for (int n = 256; n >= 8; n -= 8) {
#if !defined(CUTE_SM90_EXTENDED_MMA_SHAPES_ENABLED)
    if (n != 8 && n != 16 && n != 32 && n != 64 && n != 96 && n != 128 && n != 192 && n != 256) continue;
#endif
    if (instr_takes_n(i, n) && tile_n % n == 0) return n;
  }
  return 0;
}
template <class A, class B, class C, class TileShape_MNK, bool RS, Major MajorA, Major MajorB, ScaleIn... Scales>
constexpr auto select_op() {
  static_assert(is_static_v<TileShape_MNK> && rank_v<TileShape_MNK> == 3, "GMMA op selector: the tile shape must be static (M, N, K)");
  constexpr int tile_m = int(decltype(size<0>(TileShape_MNK{}))::value);
  constexpr int tile_n = int(decltype(size<1>(TileShape_MNK{}))::value);
  constexpr int tile_k = int(decltype(size<2>(TileShape_MNK{}))::value);
  static_assert(tile_m % 64 == 0, "GMMA op selector: the tile's M must be a multiple of 64");
  constexpr Instr I = select_instr<A, B, C>();
  static_assert(tile_k % instr_k(I) == 0, "GMMA op selector: the tile's K must be a multiple of the instruction's K");
  constexpr int N = select_n(I, tile_n);
  static_assert(N != 0, "GMMA op selector: the tile's N must be a multiple of 8");
  return MMA_Op<I, N, RS, MajorA, MajorB, Scales...>{};
}
}  // namespace detail

/// CuTe's selector of a wgmma with A and B in shared memory for a CTA tile: the instruction of the
/// element types (A, B, C), and the largest N of CuTe's set that divides the tile's N.
template <class ElementA, class ElementB, class ElementC, class TileShape_MNK, Major MajorA = Major::K,
          Major MajorB = Major::K, ScaleIn... Scales>
CUTE_HOST_DEVICE constexpr auto ss_op_selector() {
  return detail::select_op<ElementA, ElementB, ElementC, TileShape_MNK, false, MajorA, MajorB, Scales...>();
}
/// The same with A in registers (A K-major).
template <class ElementA, class ElementB, class ElementC, class TileShape_MNK, Major MajorA = Major::K,
          Major MajorB = Major::K, ScaleIn... Scales>
CUTE_HOST_DEVICE constexpr auto rs_op_selector() {
  static_assert(MajorA == Major::K, "rs_op_selector: an A operand in registers must be K-major");
  return detail::select_op<ElementA, ElementB, ElementC, TileShape_MNK, true, MajorA, MajorB, Scales...>();
}
}  // namespace SM90::GMMA

}  // namespace cute

// cute/atom/mma_atom_sm90.hpp: MMA_Atom for the SM90 warpgroup MMA operations (a constrained partial
// specialization of the framework's MMA_Atom), so that TiledMMA, ThrMMA and gemm(mma, A, B, C) drive
// wgmma as CuTe's do: a shared-memory operand's fragment is a small owning tensor of GmmaDescriptors,
// one per (M, K) block of the thread's partition (make_gmma_desc_fragment), the C fragment holds the
// f32 accumulators in CLayout_64xN order, and call(D, A, B, C) issues one wgmma (D = A*B + C; the
// caller brackets a k-loop with warpgroup_arrive / warpgroup_commit_batch / warpgroup_wait).
// Host-visible (no CUDA header).
#pragma once
#include <cute/config.hpp>
#include <cute/atom/mma_atom.hpp>
#include <cute/atom/mma_traits_sm90_gmma.hpp>
#include <cute/atom/registers.hpp>
#include <cute/tensor.hpp>

namespace cute {

CUTE_EXPORT namespace detail {
template <class Op>
inline constexpr bool is_gmma_op = false;
template <int N, GMMA::Major MA, GMMA::Major MB, GMMA::ScaleIn SA, GMMA::ScaleIn SB>
inline constexpr bool is_gmma_op<SM90_64xNx16_F32F16F16_SS<N, MA, MB, SA, SB>> = true;
template <int N, GMMA::Major MA, GMMA::Major MB, GMMA::ScaleIn SA, GMMA::ScaleIn SB>
inline constexpr bool is_gmma_op<SM90_64xNx16_F32BF16BF16_SS<N, MA, MB, SA, SB>> = true;
template <int N, GMMA::Major MA, GMMA::Major MB, GMMA::ScaleIn SA, GMMA::ScaleIn SB>
inline constexpr bool is_gmma_op<SM90_64xNx16_F32F16F16_RS<N, MA, MB, SA, SB>> = true;
template <int N, GMMA::Major MA, GMMA::Major MB, GMMA::ScaleIn SA, GMMA::ScaleIn SB>
inline constexpr bool is_gmma_op<SM90_64xNx16_F32BF16BF16_RS<N, MA, MB, SA, SB>> = true;
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
/// The descriptor fragment of a thread's partition (V, M, K, ...) of a shared-memory operand: an
/// owning tensor of shape (1, M, K, ...) whose element (0, m, k, ...) describes the block (_, m, k, ...).
template <Major Mj, tensor_type Partition>
CUTE_HOST_DEVICE constexpr auto make_gmma_desc_fragment(Partition const& p) {
  static_assert(is_smem_v<decltype(p.data())>, "make_fragment_A/B (GMMA): the operand must be a shared-memory tensor (make_smem_ptr)");
  constexpr std::size_t R = rank_v<std::remove_cvref_t<decltype(p.shape())>>;
  static_assert(R >= 2, "make_fragment_A/B (GMMA): expects a partitioned (V, M, K, ...) tensor");
  auto const rest = [&]<std::size_t... I>(std::index_sequence<I...>) { return make_shape(_1{}, shape<I + 1>(p)...); }(
      std::make_index_sequence<R - 1>{});
  static_assert(is_static_v<std::remove_cvref_t<decltype(rest)>>, "make_fragment_A/B (GMMA): the partition's shape must be static");
  auto frag = make_tensor<GmmaDescriptor>(rest);
  CUTE_UNROLL
  for (int i = 0; i < int(size(rest)); ++i) {
    auto const c = idx2crd(i, rest);  // (0, m, k, ...)
    auto const block = [&]<std::size_t... I>(std::index_sequence<I...>) {
      return p(make_coord(Underscore{}, get<I + 1>(c)...));
    }(std::make_index_sequence<R - 1>{});
    frag(i) = make_gmma_desc<Mj>(block);
  }
  return frag;
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
};

}  // namespace cute

// cute/algorithm/cooperative_gemm.hpp: CuTe's cooperative_gemm, the threads of a TiledMMA multiplying
// operands that they share (in shared memory, or any memory of static shape), each thread its part:
//   cooperative_gemm(tid, mma, sA, sB, tCrC[, a_load, b_load, a_copy_op, b_copy_op]):
//     tCrC += A * B, tCrC the thread's accumulators (partition_fragment_C of the (M, N) tile);
//   cooperative_gemm(tid, mma, alpha, sA, sB, beta, sC[, a_load, b_load, c_load, c_store, copy ops]):
//     sC = c_store(alpha * A * B + beta * c_load(sC)).
// sA is (M, K), sB (N, K), sC (M, N). a_load/b_load transform the operands as they are read
// (cute::identity by default); a_copy_op/b_copy_op read them into registers (DefaultCopy: element by
// element; an ldmatrix op, say, through make_tiled_copy_A/B; C's likewise). Synchronizing before and after is the
// caller's, as in CuTe. Shapes must be static, with the same K in A and B. Where M, N or K is not a
// multiple of the TiledMMA's tile, the partial tiles are predicated as in CuTe: values past the edges
// of A and B read as zero, C is read and written only within (M, N), element by element (the copy
// operations, which move whole rows of a tile, are then not used). Values are converted to the MMA's
// operand types as they are read (fp16 in shared memory into a tf32 MMA, say).
#pragma once
#include <cute/config.hpp>
#include <cute/algorithm/copy.hpp>
#include <cute/algorithm/gemm.hpp>
#include <cute/atom/copy_atom.hpp>
#include <cute/atom/mma_atom.hpp>
#include <cute/numeric.hpp>
#include <cute/tensor.hpp>

namespace cute {
CUTE_EXPORT namespace detail {
template <class SA, class SB>
consteval bool cooperative_gemm_static_operands() {
  using A = cute::detail::uncvref_t<decltype(std::declval<SA const&>().shape())>;
  using B = cute::detail::uncvref_t<decltype(std::declval<SB const&>().shape())>;
  if constexpr (!is_static_v<A> || !is_static_v<B>) {
    return false;
  } else {
    return decltype(size<1>(A{}))::value == decltype(size<1>(B{}))::value;
  }
}
// Whether the TiledMMA's tile divides M, N and K (static shapes): no partial tile to predicate.
template <class MMA, class SA, class SB>
consteval bool cooperative_gemm_tiles_divide() {
  using A = cute::detail::uncvref_t<decltype(std::declval<SA const&>().shape())>;
  using B = cute::detail::uncvref_t<decltype(std::declval<SB const&>().shape())>;
  constexpr long long M = decltype(size<0>(A{}))::value, K = decltype(size<1>(A{}))::value;
  constexpr long long N = decltype(size<0>(B{}))::value;
  constexpr long long TM = decltype(tile_size<0>(MMA{}))::value, TN = decltype(tile_size<1>(MMA{}))::value;
  constexpr long long TK = decltype(tile_size<2>(MMA{}))::value;
  return M % TM == 0 && N % TN == 0 && K % TK == 0;
}

// The thread's part of operand s (A or B) and of the identity tensor of s's shape, both padded to
// whole tiles of the MMA (the coordinates tell which of the part's elements are within s).
template <char Which, class ThrMMA, class T>
CUTE_HOST_DEVICE auto cooperative_gemm_partition(ThrMMA const& thr, T const& t) {
  if constexpr (Which == 'A') {
    return thr.partition_A(t);
  } else {
    return thr.partition_B(t);
  }
}

// The thread's register operand for smem operand s: read through the copy op (whole tiles) or element
// by element with predication (partial tiles), transformed and converted to the fragment's type.
template <char Which, class CopyOp, bool Divides, class MMA, class ThrMMA, class S, class Load>
CUTE_HOST_DEVICE void cooperative_gemm_operand(std::uint32_t tid, MMA const& mma, ThrMMA const& thr, S const& s, Load const& load,
                                               auto& frag) {
  using F = typename cute::detail::uncvref_t<decltype(frag)>::value_type;
  if constexpr (!Divides) {
    // Partial tiles: element by element, zero past the edges of s.
    auto const part = cooperative_gemm_partition<Which>(thr, s);
    auto const coords = cooperative_gemm_partition<Which>(thr, make_identity_tensor(s.shape()));
    CUTE_UNROLL
    for (int i = 0; i < int(size(frag)); ++i) frag(i) = elem_less(coords(i), s.shape()) ? static_cast<F>(load(part(i))) : F{};
  } else if constexpr (std::same_as<CopyOp, DefaultCopy>) {
    auto const part = cooperative_gemm_partition<Which>(thr, s);
    CUTE_UNROLL
    for (int i = 0; i < int(size(frag)); ++i) frag(i) = static_cast<F>(load(part(i)));
  } else {
    using T = typename cute::detail::uncvref_t<S>::value_type;
    auto const tiled_copy = [&] {
      if constexpr (Which == 'A') {
        return make_tiled_copy_A(Copy_Atom<CopyOp, T>{}, mma);
      } else {
        return make_tiled_copy_B(Copy_Atom<CopyOp, T>{}, mma);
      }
    }();
    auto const thr_copy = tiled_copy.get_slice(tid);
    auto view = thr_copy.retile_D(frag);
    copy(tiled_copy, thr_copy.partition_S(s), view);
    if constexpr (!std::same_as<Load, identity>) {
      CUTE_UNROLL
      for (int i = 0; i < int(size(frag)); ++i) frag(i) = static_cast<F>(load(frag(i)));
    }
  }
}
}  // namespace detail

/// tCrC += A * B by the threads of mma together: tid's part of sA (M, K) times sB (N, K) into its
/// accumulators tCrC (partition_fragment_C of the (M, N) tile). See the top of this file.
CUTE_EXPORT template <tiled_mma MMA, tensor_type SA, tensor_type SB, tensor_type RC, class ALoad = identity,
                      class BLoad = identity, class ACopyOp = DefaultCopy, class BCopyOp = DefaultCopy>
CUTE_HOST_DEVICE void cooperative_gemm(std::uint32_t thread_idx, MMA const& mma, SA const& sA, SB const& sB, RC&& tCrC,
                                       ALoad const& a_load = {}, BLoad const& b_load = {}, ACopyOp const& = {},
                                       BCopyOp const& = {}) {
  static_assert(detail::rank_of<SA> == 2 && detail::rank_of<SB> == 2, "cooperative_gemm: A must be (M, K) and B (N, K)");
  static_assert(detail::cooperative_gemm_static_operands<SA, SB>(),
                "cooperative_gemm: A and B must have static shapes, with the same K");
  constexpr bool divides = detail::cooperative_gemm_tiles_divide<cute::detail::uncvref_t<MMA>, SA, SB>();
  auto const thr = mma.get_slice(thread_idx);
  auto tCrA = thr.partition_fragment_A(sA);
  auto tCrB = thr.partition_fragment_B(sB);
  detail::cooperative_gemm_operand<'A', ACopyOp, divides>(thread_idx, mma, thr, sA, a_load, tCrA);
  detail::cooperative_gemm_operand<'B', BCopyOp, divides>(thread_idx, mma, thr, sB, b_load, tCrB);
  gemm(mma, tCrA, tCrB, tCrC);
}

/// sC = c_store(alpha * A * B + beta * c_load(sC)) by the threads of mma together (sC (M, N)); C is
/// read and written element by element (DefaultCopy) or through the given copy operations (ldmatrix,
/// stmatrix, ...; make_tiled_copy_C of the MMA).
CUTE_EXPORT template <tiled_mma MMA, class Alpha, tensor_type SA, tensor_type SB, class Beta, tensor_type SC,
                      class ALoad = identity, class BLoad = identity, class CLoad = identity, class CStore = identity,
                      class ACopyOp = DefaultCopy, class BCopyOp = DefaultCopy, class CLoadCopyOp = DefaultCopy,
                      class CStoreCopyOp = DefaultCopy>
  requires(!tensor_type<Alpha> && !tensor_type<Beta>)
CUTE_HOST_DEVICE void cooperative_gemm(std::uint32_t thread_idx, MMA const& mma, Alpha const& alpha, SA const& sA,
                                       SB const& sB, Beta const& beta, SC&& sC, ALoad const& a_load = {},
                                       BLoad const& b_load = {}, CLoad const& c_load = {}, CStore const& c_store = {},
                                       ACopyOp const& a_copy = {}, BCopyOp const& b_copy = {}, CLoadCopyOp const& = {},
                                       CStoreCopyOp const& = {}) {
  using TC = typename cute::detail::uncvref_t<SC>::value_type;
  auto const thr = mma.get_slice(thread_idx);
  auto tCsC = thr.partition_C(sC);
  auto tCrC = thr.make_fragment_C(tCsC);  // the accumulators, in the MMA's C type
  clear(tCrC);
  cooperative_gemm(thread_idx, mma, sA, sB, tCrC, a_load, b_load, a_copy, b_copy);
  if constexpr (!detail::cooperative_gemm_tiles_divide<cute::detail::uncvref_t<MMA>, SA, SB>()) {
    // Partial tiles: C within (M, N) only, element by element.
    auto const tCcC = thr.partition_C(make_identity_tensor(sC.shape()));
    CUTE_UNROLL
    for (int i = 0; i < int(size(tCsC)); ++i)
      if (elem_less(tCcC(i), sC.shape())) tCsC(i) = c_store(TC(alpha * tCrC(i) + beta * c_load(tCsC(i))));
  } else if constexpr (std::same_as<CLoadCopyOp, DefaultCopy> && std::same_as<CStoreCopyOp, DefaultCopy>) {
    CUTE_UNROLL
    for (int i = 0; i < int(size(tCsC)); ++i) tCsC(i) = c_store(TC(alpha * tCrC(i) + beta * c_load(tCsC(i))));
  } else {
    // C in registers of its own type, read and written through the copy operations.
    auto tCrCv = make_fragment_like<TC>(tCrC);
    if constexpr (std::same_as<CLoadCopyOp, DefaultCopy>) {
      CUTE_UNROLL
      for (int i = 0; i < int(size(tCsC)); ++i) tCrCv(i) = tCsC(i);
    } else {
      auto const load = make_tiled_copy_C(Copy_Atom<CLoadCopyOp, TC>{}, mma);
      auto const thr_load = load.get_slice(thread_idx);
      auto view = thr_load.retile_D(tCrCv);
      copy(load, thr_load.partition_S(sC), view);
    }
    CUTE_UNROLL
    for (int i = 0; i < int(size(tCrCv)); ++i) tCrCv(i) = c_store(TC(alpha * tCrC(i) + beta * c_load(tCrCv(i))));
    if constexpr (std::same_as<CStoreCopyOp, DefaultCopy>) {
      CUTE_UNROLL
      for (int i = 0; i < int(size(tCsC)); ++i) tCsC(i) = tCrCv(i);
    } else {
      auto const store = make_tiled_copy_C(Copy_Atom<CStoreCopyOp, TC>{}, mma);
      auto const thr_store = store.get_slice(thread_idx);
      auto dst = thr_store.partition_D(sC);
      copy(store, thr_store.retile_S(tCrCv), dst);
    }
  }
}

}  // namespace cute

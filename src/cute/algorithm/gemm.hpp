// cute/algorithm/gemm.hpp: gemm(mma, A, B, C) and gemm(mma, D, A, B, C) with an MMA_Atom or TiledMMA on
// a thread's register fragments, D = A * B + C: (V) x (V) -> (V) is one instruction; (V, M) x (V, N) ->
// (V, M, N) an instruction per (m, n), in an order that reuses operand registers; (V, M, K) x (V, N, K)
// -> (V, M, N) the same for each k in turn, reading operands in shared or global memory into registers.
// (The scalar gemm(A, B, C) is the tensor layer's.)
#pragma once
#include <cute/config.hpp>
#include <cute/atom/mma_atom.hpp>
#include <cute/tensor.hpp>

namespace cute {

CUTE_EXPORT template <class T>
concept mma_atom_type = is_mma_atom_v<cute::detail::uncvref_t<T>> || tiled_mma<T>;

/// D = A * B + C on fragments partitioned by the MMA (mode 0 the atom's values). Operands in shared or
/// global memory (of static shape) are read into registers one k-block at a time, ahead of that
/// k-block's instructions.
CUTE_EXPORT template <mma_atom_type MMA, tensor_type TD, tensor_type TA, tensor_type TB, tensor_type TC>
CUTE_HOST_DEVICE constexpr void gemm(MMA const& mma, TD&& D, TA const& A, TB const& B, TC const& C) {
  constexpr int RD = detail::rank_of<TD>, RA = detail::rank_of<TA>, RB = detail::rank_of<TB>, RC = detail::rank_of<TC>;
  static_assert(RD == RC, "gemm: D and C must have the same rank");
  auto mode = [](auto& t, auto... c) { return detail::slice_tensor(t, make_coord(Underscore{}, c...)); };
  if constexpr (RD == 1 && RA == 1 && RB == 1) {
    mma.call(D, A, B, C);
  } else if constexpr (RD == 3 && RA == 2 && RB == 2) {
    static_assert(detail::sizes_may_match<decltype(layout<1>(A.layout())), decltype(layout<1>(D.layout()))> &&
                      detail::sizes_may_match<decltype(layout<1>(B.layout())), decltype(layout<2>(D.layout()))>,
                  "gemm: the M and N modes of A, B and D do not match");
    constexpr auto order = detail::mn_order_for<detail::block_bytes<TA>(), detail::block_bytes<TB>()>;
    detail::for_each_mn<order>(int(size<1>(A.layout())), int(size<1>(B.layout())), [&](int m, int n) {
      auto d = mode(D, m, n);
      mma.call(d, mode(A, m), mode(B, n), mode(C, m, n));
    });
  } else if constexpr (RD == 3 && RA == 3 && RB == 3) {
    static_assert(detail::sizes_may_match<decltype(layout<2>(A.layout())), decltype(layout<2>(B.layout()))>,
                  "gemm: the K modes of A and B do not match");
    int const K = int(size<2>(A.layout()));
    auto operand = [&](auto const& t, int k) { return detail::operand_block(mode(t, Underscore{}, k)); };
    // The first k adds C, the others accumulate into D.
    gemm(mma, D, operand(A, 0), operand(B, 0), C);
    CUTE_UNROLL
    for (int k = 1; k < K; ++k) gemm(mma, D, operand(A, k), operand(B, k), D);
  } else {
    static_assert(RD == 0, "gemm: expected (V) x (V) -> (V), (V, M) x (V, N) -> (V, M, N) or (V, M, K) x (V, N, K) -> (V, M, N)");
  }
}

/// C = A * B + C.
CUTE_EXPORT template <mma_atom_type MMA, tensor_type TA, tensor_type TB, tensor_type TC>
CUTE_HOST_DEVICE constexpr void gemm(MMA const& mma, TA const& A, TB const& B, TC&& C) {
  gemm(mma, C, A, B, C);
}

}  // namespace cute

// cute/tensor/gemm.hpp: C += A * B by scalar multiply-adds, in CuTe's mode conventions (A is (M,K),
// B is (N,K), C is (M,N)), host and device. The gemm through MMA atoms is in the atom layer.
#pragma once
#include <cute/config.hpp>
#include <cute/tensor/copy.hpp>
#include <cute/tensor/tensor.hpp>

namespace cute {

CUTE_EXPORT namespace detail {
/// The order in which gemm visits the (m, n) blocks of (V, M) x (V, N) -> (V, M, N) (V = 1 for the
/// scalar gemm), chosen by the byte widths of one block of A and of B so that consecutive instructions share an operand
/// register (the hardware's operand reuse) and few fragments are live at once.
enum class mn_order { rows, cols, row_pairs };

template <int BytesA, int BytesB>
inline constexpr mn_order mn_order_for = BytesA == 4 && BytesB == 4                 ? mn_order::row_pairs
                                         : BytesA == 8 && (BytesB == 8 || BytesB == 4) ? mn_order::rows
                                                                                       : mn_order::cols;

/// Calls f(m, n) for every block in the order O: rows and cols are serpentines (each turn starts where
/// the previous one ended); row_pairs sweeps N over two rows at a time, turning after each pair.
template <mn_order O, class F>
CUTE_HOST_DEVICE constexpr void for_each_mn(int M, int N, F&& f) {
  if constexpr (O == mn_order::cols) {
    CUTE_UNROLL
    for (int n = 0; n < N; ++n) {
      CUTE_UNROLL
      for (int i = 0; i < M; ++i) f((n & 1) ? M - 1 - i : i, n);
    }
  } else {
    constexpr int rows = O == mn_order::row_pairs ? 2 : 1;
    CUTE_UNROLL
    for (int m0 = 0; m0 < M; m0 += rows) {
      CUTE_UNROLL
      for (int j = 0; j < N; ++j) {
        int const n = ((m0 / rows) & 1) ? N - 1 - j : j;
        CUTE_UNROLL
        for (int m = m0; m < m0 + rows && m < M; ++m) f(m, n);
      }
    }
  }
}

template <class T>
inline constexpr bool in_memory_v = is_smem_v<typename cute::detail::uncvref_t<T>::iterator> ||
                                    is_gmem_v<typename cute::detail::uncvref_t<T>::iterator>;

/// The bytes of one block (mode 0) of a fragment; 0 where its size is dynamic.
template <class T>
consteval int block_bytes() {
  using Mode0 = decltype(shape<0>(std::declval<cute::detail::uncvref_t<T> const&>().layout()));
  if constexpr (is_static_v<Mode0>) {
    return int(size_v<Mode0> * sizeof(typename cute::detail::uncvref_t<T>::value_type));
  } else {
    return 0;
  }
}
}  // namespace detail

CUTE_EXPORT namespace detail {
/// A k-block of a gemm operand as the instructions read it: in registers when it is in memory and its
/// shape is static (read once, ahead of the k-block's multiply-adds), else the block itself.
template <tensor_type T>
CUTE_HOST_DEVICE constexpr auto operand_block(T const& block) {
  if constexpr (in_memory_v<T> && is_static_v<cute::detail::uncvref_t<decltype(block.shape())>>) {
    auto r = make_fragment_like(block);
    copy(block, r);
    return r;
  } else {
    return block;
  }
}
}  // namespace detail

/// C += A * B with scalar multiply-adds:
///   (V)   x (V)   -> (V):   C(i) += A(i) * B(i)
///   (M)   x (N)   -> (M,N): C(m,n) += A(m) * B(n)
///   (M,K) x (N,K) -> (M,N): C(m,n) += sum_k A(m,k) * B(n,k)
CUTE_EXPORT template <tensor_type At, tensor_type Bt, tensor_type Ct>
CUTE_HOST_DEVICE constexpr void gemm(At const& a, Bt const& b, Ct&& c) {
  constexpr int ra = rank_v<cute::detail::uncvref_t<decltype(shape(a))>>;
  constexpr int rb = rank_v<cute::detail::uncvref_t<decltype(shape(b))>>;
  constexpr int rc = rank_v<cute::detail::uncvref_t<decltype(shape(c))>>;
  constexpr bool elementwise = ra == 1 && rb == 1 && rc == 1;
  constexpr bool outer = ra == 1 && rb == 1 && rc == 2;
  constexpr bool matmul = ra == 2 && rb == 2 && rc == 2;
  static_assert(elementwise || outer || matmul,
                "gemm: the ranks of A, B, C must be (V),(V),(V) or (M),(N),(M,N) or (M,K),(N,K),(M,N)");
  using V = typename cute::detail::uncvref_t<Ct>::value_type;
  if constexpr (elementwise) {
    detail::check_same_size("gemm", a, c);
    detail::check_same_size("gemm", b, c);
    CUTE_UNROLL
    for (int i = 0; i < int(size(c)); ++i) c(i) = V(c(i) + V(a(i)) * V(b(i)));
  } else {
    if constexpr (outer) {
      CUTE_CHECK(size(a) == size<0>(c) && size(b) == size<1>(c), "gemm: the shapes of A (M), B (N), C (M,N) differ");
    } else {
      CUTE_CHECK(size<0>(a) == size<0>(c) && size<0>(b) == size<1>(c) && size<1>(a) == size<1>(b),
                 "gemm: the shapes of A (M,K), B (N,K), C (M,N) differ");
    }
    using TA = typename cute::detail::uncvref_t<At>::value_type;
    using TB = typename cute::detail::uncvref_t<Bt>::value_type;
    constexpr auto order = detail::mn_order_for<int(sizeof(TA)), int(sizeof(TB))>;
    int const M = int(size<0>(c)), N = int(size<1>(c));
    auto outer_product = [&](auto const& am, auto const& bn) {
      detail::for_each_mn<order>(M, N, [&](int m, int n) { c(m, n) = V(c(m, n) + V(am(m)) * V(bn(n))); });
    };
    if constexpr (outer) {
      outer_product(a, b);
    } else {
      // k outermost: each k-block's operands are read once, then its M x N multiply-adds.
      CUTE_UNROLL
      for (int k = 0; k < int(size<1>(a)); ++k) {
        outer_product(detail::operand_block(a(_, k)), detail::operand_block(b(_, k)));
      }
    }
  }
}

}  // namespace cute

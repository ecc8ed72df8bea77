// cute/tensor/gemm.hpp: C += A * B by scalar multiply-adds, in CuTe's mode conventions (A is (M,K),
// B is (N,K), C is (M,N)), host and device. The gemm through MMA atoms is in the atom layer.
#pragma once
#include <cute/config.hpp>
#include <cute/tensor/copy.hpp>
#include <cute/tensor/tensor.hpp>

namespace cute {

/// C += A * B with scalar multiply-adds:
///   (V)   x (V)   -> (V):   C(i) += A(i) * B(i)
///   (M)   x (N)   -> (M,N): C(m,n) += A(m) * B(n)
///   (M,K) x (N,K) -> (M,N): C(m,n) += sum_k A(m,k) * B(n,k)
CUTE_EXPORT template <tensor_type At, tensor_type Bt, tensor_type Ct>
CUTE_HOST_DEVICE constexpr void gemm(At const& a, Bt const& b, Ct&& c) {
  constexpr int ra = rank_v<std::remove_cvref_t<decltype(shape(a))>>;
  constexpr int rb = rank_v<std::remove_cvref_t<decltype(shape(b))>>;
  constexpr int rc = rank_v<std::remove_cvref_t<decltype(shape(c))>>;
  constexpr bool elementwise = ra == 1 && rb == 1 && rc == 1;
  constexpr bool outer = ra == 1 && rb == 1 && rc == 2;
  constexpr bool matmul = ra == 2 && rb == 2 && rc == 2;
  static_assert(elementwise || outer || matmul,
                "gemm: the ranks of A, B, C must be (V),(V),(V) or (M),(N),(M,N) or (M,K),(N,K),(M,N)");
  using V = typename std::remove_cvref_t<Ct>::value_type;
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
    int const m_end = int(size<0>(c));
    int const n_end = int(size<1>(c));
    CUTE_UNROLL
    for (int m = 0; m < m_end; ++m) {
      CUTE_UNROLL
      for (int n = 0; n < n_end; ++n) {
        if constexpr (outer) {
          c(m, n) = V(c(m, n) + V(a(m)) * V(b(n)));
        } else {
          V sum = c(m, n);
          CUTE_UNROLL
          for (int k = 0; k < int(size<1>(a)); ++k) sum = V(sum + V(a(m, k)) * V(b(n, k)));
          c(m, n) = sum;
        }
      }
    }
  }
}

}  // namespace cute

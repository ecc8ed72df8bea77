// cute/compat/reference_gemm_element.hpp: one element of the porting aid's reference GEMMs (host_gemm.hpp,
// device_gemm.hpp): D(row, col) = convert(alpha * Scalar(sum over k of A(row, k) B(k, col), accumulated
// by InnerProductOp from initial_accum) + beta * Scalar(C(row, col))), as CUTLASS's references compute it;
// and cutlass::multiply_add (cutlass/functional.h's a * b + c), their default inner product.
#pragma once
#include <cute/compat/gemm_coord.hpp>
#include <cute/compat/tensor_ref.hpp>

namespace cutlass {

/// a * b + c.
template <class A, class B = A, class C = A>
struct multiply_add {
  CUTE_HOST_DEVICE constexpr C operator()(A const& a, B const& b, C const& c) const { return C(a * b) + c; }
};

namespace reference::detail {

template <class ComputeType, class InnerProductOp, class ConvertOp, class ScalarType, class ElementA, class LayoutA,
          class ElementB, class LayoutB, class ElementC, class LayoutC>
CUTE_HOST_DEVICE void gemm_element(gemm::GemmCoord const& problem_size, ScalarType alpha, TensorRef<ElementA, LayoutA> const& a,
                                   TensorRef<ElementB, LayoutB> const& b, ScalarType beta, TensorRef<ElementC, LayoutC> const& c,
                                   TensorRef<ElementC, LayoutC> const& d, ComputeType initial_accum, int row, int col) {
  static_assert(LayoutA::kRank == 2 && LayoutB::kRank == 2 && LayoutC::kRank == 2,
                "cutlass::reference GEMM: the operands are matrices (rank-2 layouts)");
  InnerProductOp const inner_product{};
  ConvertOp const convert{};
  ComputeType accum = initial_accum;
  for (int k = 0; k < problem_size.k(); ++k) {
    accum = inner_product(ComputeType(a.at(MatrixCoord(row, k))), ComputeType(b.at(MatrixCoord(k, col))), accum);
  }
  MatrixCoord const coord(row, col);
  d.at(coord) = convert(alpha * ScalarType(accum) + beta * ScalarType(c.at(coord)));
}

}  // namespace reference::detail
}  // namespace cutlass

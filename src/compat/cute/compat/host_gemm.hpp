// cute/compat/host_gemm.hpp (porting aid for CUTLASS's cutlass/util/reference/host/gemm.h): the host
// reference GEMM that CuTe example programs check their kernels against, on CUTLASS 2.x tensor refs:
// D = alpha * (A B) + beta * C for a GemmCoord (m, n, k), A (m, k), B (k, n), C and D (m, n) in any
// of the porting aid's layouts. Products accumulate in ComputeType from initial_accum; alpha and beta
// scale in ScalarType; D is converted to ElementC (NumericConverter). cutlass::reference::host::Gemm
// (the functor, arch::OpMultiplyAdd only) and compute_gemm; cutlass::multiply_add (cutlass/functional.h's,
// in reference_gemm_element.hpp).
// Not the saturating, xor-popc or complex forms.
#pragma once
#include <cute/compat/arch.hpp>
#include <cute/compat/gemm_coord.hpp>
#include <cute/compat/numeric_conversion.hpp>
#include <cute/compat/reference_gemm_element.hpp>
#include <cute/compat/standard_headers.hpp>  // CUTLASS's header brings them (<vector>, <iostream>, ...)
#include <cute/compat/tensor_ref.hpp>

namespace cutlass::reference::host {

/// D = alpha * (A B) + beta * C (tensor_d may be tensor_c).
template <class ElementA, class LayoutA, class ElementB, class LayoutB, class ElementC, class LayoutC, class ScalarType,
          class ComputeType, class InnerProductOp = multiply_add<ComputeType>,
          class ConvertOp = NumericConverter<ElementC, ScalarType>>
void compute_gemm(gemm::GemmCoord problem_size, ScalarType alpha, TensorRef<ElementA, LayoutA> tensor_a,
                  TensorRef<ElementB, LayoutB> tensor_b, ScalarType beta, TensorRef<ElementC, LayoutC> tensor_c,
                  TensorRef<ElementC, LayoutC> tensor_d, ComputeType initial_accum) {
  for (int row = 0; row < problem_size.m(); ++row) {
    for (int col = 0; col < problem_size.n(); ++col) {
      reference::detail::gemm_element<ComputeType, InnerProductOp, ConvertOp>(problem_size, alpha, tensor_a, tensor_b, beta,
                                                                             tensor_c, tensor_d, initial_accum, row, col);
    }
  }
}

/// C = alpha * (A B) + beta * C.
template <class ElementA, class LayoutA, class ElementB, class LayoutB, class ElementC, class LayoutC, class ScalarType,
          class ComputeType, class InnerProductOp = multiply_add<ComputeType>,
          class ConvertOp = NumericConverter<ElementC, ScalarType>>
void compute_gemm(gemm::GemmCoord problem_size, ScalarType alpha, TensorRef<ElementA, LayoutA> tensor_a,
                  TensorRef<ElementB, LayoutB> tensor_b, ScalarType beta, TensorRef<ElementC, LayoutC> tensor_c,
                  ComputeType initial_accum) {
  compute_gemm<ElementA, LayoutA, ElementB, LayoutB, ElementC, LayoutC, ScalarType, ComputeType, InnerProductOp, ConvertOp>(
      problem_size, alpha, tensor_a, tensor_b, beta, tensor_c, tensor_c, initial_accum);
}

/// The reference GEMM as a functor of its types; InnerProductOp names the math (only arch::OpMultiplyAdd).
template <class ElementA, class LayoutA, class ElementB, class LayoutB, class ElementC, class LayoutC, class ScalarType,
          class ComputeType, class InnerProductOp = arch::OpMultiplyAdd>
struct Gemm {
  static_assert(std::is_same_v<InnerProductOp, arch::OpMultiplyAdd>,
                "cutlass::reference::host::Gemm (porting aid): only arch::OpMultiplyAdd is provided");

  void operator()(gemm::GemmCoord problem_size, ScalarType alpha, TensorRef<ElementA, LayoutA> tensor_a,
                  TensorRef<ElementB, LayoutB> tensor_b, ScalarType beta, TensorRef<ElementC, LayoutC> tensor_c,
                  ComputeType initial_accum = ComputeType(0)) {
    compute_gemm<ElementA, LayoutA, ElementB, LayoutB, ElementC, LayoutC, ScalarType, ComputeType>(
        problem_size, alpha, tensor_a, tensor_b, beta, tensor_c, initial_accum);
  }
  void operator()(gemm::GemmCoord problem_size, ScalarType alpha, TensorRef<ElementA, LayoutA> tensor_a,
                  TensorRef<ElementB, LayoutB> tensor_b, ScalarType beta, TensorRef<ElementC, LayoutC> tensor_c,
                  TensorRef<ElementC, LayoutC> tensor_d, ComputeType initial_accum = ComputeType(0)) {
    compute_gemm<ElementA, LayoutA, ElementB, LayoutB, ElementC, LayoutC, ScalarType, ComputeType>(
        problem_size, alpha, tensor_a, tensor_b, beta, tensor_c, tensor_d, initial_accum);
  }
};

}  // namespace cutlass::reference::host

// cute/compat/device_gemm.hpp (porting aid for CUTLASS's cutlass/util/reference/device/gemm.h): the
// device reference GEMM, D = alpha * (A B) + beta * C on TensorRefs of device memory, one thread an
// element of D (the element as host_gemm.hpp computes it: reference_gemm_element.hpp), on the default
// stream. cutlass::reference::device::Gemm (the functor, arch::OpMultiplyAdd only) and compute_gemm.
// Not the saturating, xor-popc or complex forms, nor BatchedGemm. nvcc only.
#pragma once
#include <cute/compat/arch.hpp>
#include <cute/compat/device_reference_launch.hpp>
#include <cute/compat/gemm_coord.hpp>
#include <cute/compat/numeric_conversion.hpp>
#include <cute/compat/reference_gemm_element.hpp>
#include <cute/compat/standard_headers.hpp>  // CUTLASS's header brings them (<vector>, <iostream>, ...)
#include <cute/compat/tensor_ref.hpp>

#include <cstddef>
#include <type_traits>

#if defined(__CUDACC__)
namespace cutlass::reference::device {

namespace detail {
/// Element i of D (row-major over the m x n problem).
template <class ComputeType, class InnerProductOp, class ConvertOp, class ScalarType, class ElementA, class LayoutA,
          class ElementB, class LayoutB, class ElementC, class LayoutC>
struct gemm_elements {
  gemm::GemmCoord problem_size;
  ScalarType alpha, beta;
  TensorRef<ElementA, LayoutA> a;
  TensorRef<ElementB, LayoutB> b;
  TensorRef<ElementC, LayoutC> c, d;
  ComputeType initial_accum;
  __device__ void operator()(std::size_t i) const {
    int const row = int(i / std::size_t(problem_size.n())), col = int(i % std::size_t(problem_size.n()));
    reference::detail::gemm_element<ComputeType, InnerProductOp, ConvertOp>(problem_size, alpha, a, b, beta, c, d,
                                                                           initial_accum, row, col);
  }
};
}  // namespace detail

/// D = alpha * (A B) + beta * C (tensor_d may be tensor_c), on the device.
template <class ElementA, class LayoutA, class ElementB, class LayoutB, class ElementC, class LayoutC, class ScalarType,
          class AccumulatorType, class InnerProductOp = multiply_add<AccumulatorType>,
          class ConvertOp = NumericConverter<ElementC, ScalarType>>
void compute_gemm(gemm::GemmCoord problem_size, ScalarType alpha, TensorRef<ElementA, LayoutA> tensor_a,
                  TensorRef<ElementB, LayoutB> tensor_b, ScalarType beta, TensorRef<ElementC, LayoutC> tensor_c,
                  TensorRef<ElementC, LayoutC> tensor_d, AccumulatorType initial_accum) {
  std::size_t const elements = problem_size.m() > 0 && problem_size.n() > 0 ? std::size_t(problem_size.m()) * problem_size.n() : 0;
  detail::for_each_index(elements, detail::gemm_elements<AccumulatorType, InnerProductOp, ConvertOp, ScalarType, ElementA, LayoutA,
                                                         ElementB, LayoutB, ElementC, LayoutC>{
                                       problem_size, alpha, beta, tensor_a, tensor_b, tensor_c, tensor_d, initial_accum});
}

/// C = alpha * (A B) + beta * C, on the device.
template <class ElementA, class LayoutA, class ElementB, class LayoutB, class ElementC, class LayoutC, class ScalarType,
          class AccumulatorType, class InnerProductOp = multiply_add<AccumulatorType>,
          class ConvertOp = NumericConverter<ElementC, ScalarType>>
void compute_gemm(gemm::GemmCoord problem_size, ScalarType alpha, TensorRef<ElementA, LayoutA> tensor_a,
                  TensorRef<ElementB, LayoutB> tensor_b, ScalarType beta, TensorRef<ElementC, LayoutC> tensor_c,
                  AccumulatorType initial_accum) {
  compute_gemm<ElementA, LayoutA, ElementB, LayoutB, ElementC, LayoutC, ScalarType, AccumulatorType, InnerProductOp, ConvertOp>(
      problem_size, alpha, tensor_a, tensor_b, beta, tensor_c, tensor_c, initial_accum);
}

/// The device reference GEMM as a functor of its types (only arch::OpMultiplyAdd).
template <class ElementA, class LayoutA, class ElementB, class LayoutB, class ElementC, class LayoutC, class ScalarType,
          class AccumulatorType, class InnerProductOp = arch::OpMultiplyAdd>
struct Gemm {
  static_assert(std::is_same_v<InnerProductOp, arch::OpMultiplyAdd>,
                "cutlass::reference::device::Gemm (porting aid): only arch::OpMultiplyAdd is provided");

  void operator()(gemm::GemmCoord problem_size, ScalarType alpha, TensorRef<ElementA, LayoutA> tensor_a,
                  TensorRef<ElementB, LayoutB> tensor_b, ScalarType beta, TensorRef<ElementC, LayoutC> tensor_c,
                  AccumulatorType initial_accum = AccumulatorType(0)) {
    compute_gemm<ElementA, LayoutA, ElementB, LayoutB, ElementC, LayoutC, ScalarType, AccumulatorType>(
        problem_size, alpha, tensor_a, tensor_b, beta, tensor_c, initial_accum);
  }
  void operator()(gemm::GemmCoord problem_size, ScalarType alpha, TensorRef<ElementA, LayoutA> tensor_a,
                  TensorRef<ElementB, LayoutB> tensor_b, ScalarType beta, TensorRef<ElementC, LayoutC> tensor_c,
                  TensorRef<ElementC, LayoutC> tensor_d, AccumulatorType initial_accum = AccumulatorType(0)) {
    compute_gemm<ElementA, LayoutA, ElementB, LayoutB, ElementC, LayoutC, ScalarType, AccumulatorType>(
        problem_size, alpha, tensor_a, tensor_b, beta, tensor_c, tensor_d, initial_accum);
  }
};

}  // namespace cutlass::reference::device
#endif

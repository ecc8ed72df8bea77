// cute/compat/host_tensor_reduce.hpp (porting aid for CUTLASS's cutlass/util/reference/host/tensor_reduce.h
// and tensor_norm.h): host reductions over every coordinate of a TensorView, in ComputeType (the
// element type by default): TensorTransformReduce of one view or of two (element pairs), TensorSum,
// TensorSumSq, TensorNorm (the square root of the sum of squares), TensorSumSqDiff and TensorNormDiff
// (of the difference of two views). Complex elements are not provided.
#pragma once
#include <cute/compat/host_tensor_fill.hpp>  // detail::for_each_coord
#include <cute/compat/reference_convert.hpp>
#include <cute/compat/standard_headers.hpp>  // CUTLASS's header brings them (<vector>, <iostream>, ...)
#include <cute/compat/tensor_ref.hpp>

#include <cmath>

namespace cutlass::reference::host {

/// reduce(... reduce(identity, transform(x0)) ..., transform(xn)) over the view.
template <class Element, class Layout, class ComputeType, class ReduceOp, class TransformOp>
ComputeType TensorTransformReduce(TensorView<Element, Layout> view, ComputeType identity, ReduceOp reduce, TransformOp transform) {
  detail::for_each_coord<Layout::kRank>(view.extent(), [&](auto const& coord) { identity = reduce(identity, transform(view.at(coord))); });
  return identity;
}
/// The same over element pairs of two views of one extent (identity for different extents).
template <class Element, class Layout, class ComputeType, class ReduceOp, class TransformOp>
ComputeType TensorTransformReduce(TensorView<Element, Layout> view_A, TensorView<Element, Layout> view_B, ComputeType identity,
                                  ReduceOp reduce, TransformOp transform) {
  if (!(view_A.extent() == view_B.extent())) {
    return identity;
  }
  detail::for_each_coord<Layout::kRank>(view_A.extent(), [&](auto const& coord) {
    identity = reduce(identity, transform(view_A.at(coord), view_B.at(coord)));
  });
  return identity;
}

template <class Element, class Layout, class ComputeType = Element>
ComputeType TensorSum(TensorView<Element, Layout> view, ComputeType identity = ComputeType()) {
  return TensorTransformReduce(view, identity, [](ComputeType a, ComputeType b) { return ComputeType(a + b); },
                               [](Element const& x) { return ComputeType(x); });
}
template <class Element, class Layout, class ComputeType = Element>
ComputeType TensorSumSq(TensorView<Element, Layout> view, ComputeType identity = ComputeType()) {
  return TensorTransformReduce(view, identity, [](ComputeType a, ComputeType b) { return ComputeType(a + b); },
                               [](Element const& x) { return ComputeType(ComputeType(x) * ComputeType(x)); });
}
template <class Element, class Layout, class ComputeType = Element>
ComputeType TensorNorm(TensorView<Element, Layout> view, ComputeType identity = ComputeType()) {
  return reference::detail::from_double<ComputeType>(std::sqrt(reference::detail::to_double(TensorSumSq(view, identity))));
}
template <class Element, class Layout, class ComputeType = Element>
ComputeType TensorSumSqDiff(TensorView<Element, Layout> view_A, TensorView<Element, Layout> view_B,
                            ComputeType identity = ComputeType()) {
  return TensorTransformReduce(view_A, view_B, identity, [](ComputeType a, ComputeType b) { return ComputeType(a + b); },
                               [](Element const& a, Element const& b) {
                                 ComputeType const d = ComputeType(ComputeType(a) - ComputeType(b));
                                 return ComputeType(d * d);
                               });
}
template <class Element, class Layout, class ComputeType = Element>
ComputeType TensorNormDiff(TensorView<Element, Layout> view_A, TensorView<Element, Layout> view_B,
                           ComputeType identity = ComputeType()) {
  return reference::detail::from_double<ComputeType>(
      std::sqrt(reference::detail::to_double(TensorSumSqDiff(view_A, view_B, identity))));
}

}  // namespace cutlass::reference::host

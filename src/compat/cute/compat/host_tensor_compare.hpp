// cute/compat/host_tensor_compare.hpp (porting aid for CUTLASS's
// cutlass/util/reference/host/tensor_compare.h): the host comparisons of CUTLASS's and CuTe's example
// programs, in cutlass::reference::host, over every coordinate of two TensorViews' extent:
// TensorEquals, TensorNotEquals, TensorRelativelyEquals (cutlass::relatively_equal), TensorContains,
// and the error measures TensorMSE (mean squared error) and TensorGreatestError (largest absolute
// difference). Views of different extents are not equal (the errors are then -1). Not the
// planar-complex forms nor TensorMRE.
#pragma once
#include <cute/compat/host_tensor_fill.hpp>  // detail::for_each_coord
#include <cute/compat/reference_convert.hpp>
#include <cute/compat/relatively_equal.hpp>
#include <cute/compat/standard_headers.hpp>  // CUTLASS's header brings them (<vector>, <iostream>, ...)
#include <cute/compat/tensor_ref.hpp>

#include <cmath>

namespace cutlass::reference::host {

namespace detail {
/// True when pred(lhs element, rhs element) holds at every coordinate (false for different extents).
template <class Element, class Layout, class Pred>
bool all_pairs(TensorView<Element, Layout> const& lhs, TensorView<Element, Layout> const& rhs, Pred pred) {
  if (!(lhs.extent() == rhs.extent())) {
    return false;
  }
  bool all = true;
  for_each_coord<Layout::kRank>(lhs.extent(), [&](auto const& coord) { all = all && pred(lhs.at(coord), rhs.at(coord)); });
  return all;
}
}  // namespace detail

/// Element-wise equality (NaN is not equal to itself).
template <class Element, class Layout>
bool TensorEquals(TensorView<Element, Layout> const& lhs, TensorView<Element, Layout> const& rhs) {
  return detail::all_pairs(lhs, rhs, [](Element const& a, Element const& b) { return a == b; });
}

template <class Element, class Layout>
bool TensorNotEquals(TensorView<Element, Layout> const& lhs, TensorView<Element, Layout> const& rhs) {
  return !TensorEquals(lhs, rhs);
}

/// Element-wise cutlass::relatively_equal(a, b, epsilon, nonzero_floor).
template <class Element, class Layout>
bool TensorRelativelyEquals(TensorView<Element, Layout> const& lhs, TensorView<Element, Layout> const& rhs,
                            Element epsilon, Element nonzero_floor) {
  return detail::all_pairs(lhs, rhs, [&](Element const& a, Element const& b) {
    return relatively_equal(a, b, epsilon, nonzero_floor);
  });
}

/// True when some element equals value.
template <class Element, class Layout>
bool TensorContains(TensorView<Element, Layout> const& view, Element value) {
  bool found = false;
  detail::for_each_coord<Layout::kRank>(view.extent(), [&](auto const& coord) { found = found || view.at(coord) == value; });
  return found;
}

/// The mean of (lhs - rhs)^2 over the extent; -1 for different extents.
template <class Element, class Layout>
double TensorMSE(TensorView<Element, Layout> const& lhs, TensorView<Element, Layout> const& rhs) {
  if (!(lhs.extent() == rhs.extent())) {
    return -1;
  }
  double sum = 0;
  detail::for_each_coord<Layout::kRank>(lhs.extent(), [&](auto const& coord) {
    double const diff = detail::to_double(lhs.at(coord)) - detail::to_double(rhs.at(coord));
    sum += diff * diff;
  });
  return lhs.size() == 0 ? 0.0 : sum / double(lhs.size());
}

/// The largest |lhs - rhs| over the extent; -1 for different extents.
template <class Element, class Layout>
double TensorGreatestError(TensorView<Element, Layout> const& lhs, TensorView<Element, Layout> const& rhs) {
  if (!(lhs.extent() == rhs.extent())) {
    return -1;
  }
  double greatest = 0;
  detail::for_each_coord<Layout::kRank>(lhs.extent(), [&](auto const& coord) {
    greatest = std::fmax(greatest, std::abs(detail::to_double(lhs.at(coord)) - detail::to_double(rhs.at(coord))));
  });
  return greatest;
}

}  // namespace cutlass::reference::host

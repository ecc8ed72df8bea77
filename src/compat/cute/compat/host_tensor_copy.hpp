// cute/compat/host_tensor_copy.hpp (porting aid for CUTLASS's cutlass/util/reference/host/tensor_copy.h):
// cutlass::reference::host::TensorCopy, element-wise copies between host TensorViews/TensorRefs of any
// element types and layouts, each element converted by DstElement(src) or a given transform: view to
// view over the coordinates both contain; view from ref over the destination's extent; ref from view
// over the source's.
#pragma once
#include <cute/compat/host_tensor_fill.hpp>  // detail::for_each_coord
#include <cute/compat/standard_headers.hpp>  // CUTLASS's header brings them (<vector>, <iostream>, ...)
#include <cute/compat/tensor_ref.hpp>

namespace cutlass::reference::host {

namespace detail {
/// DstElement(src): CUTLASS's trivial conversion.
template <class DstElement, class SrcElement>
struct TrivialConvert {
  DstElement operator()(SrcElement src) const { return DstElement(src); }
};
}  // namespace detail

template <class DstElement, class DstLayout, class SrcElement, class SrcLayout, class F>
void TensorCopy(TensorView<DstElement, DstLayout> dst, TensorView<SrcElement, SrcLayout> src, F const& transform) {
  detail::for_each_coord<DstLayout::kRank>(dst.extent(), [&](auto const& coord) {
    if (src.contains(coord)) {
      dst.at(coord) = transform(src.at(coord));
    }
  });
}
template <class DstElement, class DstLayout, class SrcElement, class SrcLayout, class F>
void TensorCopy(TensorView<DstElement, DstLayout> dst, TensorRef<SrcElement, SrcLayout> src, F const& transform) {
  detail::for_each_coord<DstLayout::kRank>(dst.extent(), [&](auto const& coord) { dst.at(coord) = transform(src.at(coord)); });
}
template <class DstElement, class DstLayout, class SrcElement, class SrcLayout, class F>
void TensorCopy(TensorRef<DstElement, DstLayout> dst, TensorView<SrcElement, SrcLayout> src, F const& transform) {
  detail::for_each_coord<SrcLayout::kRank>(src.extent(), [&](auto const& coord) { dst.at(coord) = transform(src.at(coord)); });
}

template <class DstElement, class DstLayout, class SrcElement, class SrcLayout>
void TensorCopy(TensorView<DstElement, DstLayout> dst, TensorView<SrcElement, SrcLayout> src) {
  TensorCopy(dst, src, detail::TrivialConvert<DstElement, SrcElement>{});
}
template <class DstElement, class DstLayout, class SrcElement, class SrcLayout>
void TensorCopy(TensorView<DstElement, DstLayout> dst, TensorRef<SrcElement, SrcLayout> src) {
  TensorCopy(dst, src, detail::TrivialConvert<DstElement, SrcElement>{});
}
template <class DstElement, class DstLayout, class SrcElement, class SrcLayout>
void TensorCopy(TensorRef<DstElement, DstLayout> dst, TensorView<SrcElement, SrcLayout> src) {
  TensorCopy(dst, src, detail::TrivialConvert<DstElement, SrcElement>{});
}

}  // namespace cutlass::reference::host

// cute/swizzle/max_alignment.hpp: max_alignment, CuTe's count of the elements that a layout, a
// swizzle or a static offset keeps together: aligned runs of that many consecutive elements stay
// consecutive and aligned (the widest vector a copy through it may use, known from the types).
#pragma once
#include <cute/config.hpp>
#include <cute/layout.hpp>
#include <cute/numeric.hpp>
#include <cute/swizzle/composed_layout.hpp>
#include <cute/swizzle/swizzle.hpp>

namespace cute {

/// A swizzle moves bits M and up: runs of 2^M elements stay together.
CUTE_EXPORT template <int B, int M, int S>
CUTE_HOST_DEVICE constexpr auto max_alignment(Swizzle<B, M, S> const&) {
  return Int<(1 << M)>{};
}
/// A static offset v keeps runs of its own size aligned to it (CuTe's: v itself).
CUTE_EXPORT template <auto v>
CUTE_HOST_DEVICE constexpr C<v> max_alignment(C<v> const& c) {
  return c;
}
/// A layout: of its static part (dynamic extents as 1, dynamic strides as 0), the offsets 0, 1, ...
/// reached contiguously (the right inverse's size), limited by the stride of what comes after them.
CUTE_EXPORT template <class S, class D>
CUTE_HOST_DEVICE constexpr auto max_alignment(Layout<S, D> const& layout) {
  auto flat = coalesce(layout);
  auto static_shape = transform(shape(flat), [](auto s) { return conditional_return<is_static_v<decltype(s)>>(s, Int<1>{}); });
  auto static_stride = transform(stride(flat), [](auto d) { return conditional_return<is_static_v<decltype(d)>>(d, Int<0>{}); });
  auto filtered = make_layout(static_shape, static_stride);
  auto permuted = logical_divide(filtered, right_inverse(filtered));
  return gcd(size<0>(permuted), stride<1>(permuted));
}
/// A swizzled layout: what the swizzle, the offset and the layout all keep.
CUTE_EXPORT template <int B, int M, int S, class O, class L>
CUTE_HOST_DEVICE constexpr auto max_alignment(ComposedLayout<Swizzle<B, M, S>, O, L> const& layout) {
  return gcd(gcd(max_alignment(layout.layout_a()), max_alignment(layout.offset())), max_alignment(layout.layout_b()));
}

}  // namespace cute

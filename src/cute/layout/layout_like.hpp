// cute/layout/layout_like.hpp: compact layouts of another layout's shape that keep its stride order
// (CuTe's make_layout_like and make_fragment_like), what make_tensor_like/make_fragment_like allocate.
#pragma once
#include <cute/config.hpp>
#include <cute/layout/coalesce.hpp>
#include <cute/layout/layout.hpp>
#include <cute/layout/modes.hpp>
#include <cute/layout/ordered_layout.hpp>
#include <cute/layout/product.hpp>
#include <cute/tuple.hpp>

namespace cute {

/// The compact layout of l's shape whose strides follow the order of l's strides (a static stride 0
/// stays 0: a broadcast mode stays broadcast): make_layout_like((_2,_2,_2,_2):(_0,_2,_4,_1)) is (_2,_2,_2,_2):(_0,_2,_4,_1).
CUTE_EXPORT template <class S, class D>
CUTE_HOST_DEVICE constexpr auto make_layout_like(Layout<S, D> const& l) {
  return make_layout(l.shape(), compact_order(detail::shape_without_zeros(l.stride(), l.shape()), l.stride()));
}

/// The layout of a register fragment for l: mode 0 (an atom's values) compact column-major (its static
/// stride-0 leaves stay 0), then the other modes compact in the order of their strides in l; a layout
/// of dynamic shape, or of rank 1, is simply compact column-major.
CUTE_EXPORT template <class S, class D>
CUTE_HOST_DEVICE constexpr auto make_fragment_like(Layout<S, D> const& l) {
  constexpr std::size_t R = rank_v<S>;
  if constexpr (R > 1 && is_static_v<S>) {
    auto const head = make_layout(get<0>(l.shape()), compact_col_major(detail::shape_without_zeros(get<0>(l.stride()), get<0>(l.shape()))));
    return tiled_product(head, make_ordered_layout(take<1, R>(l.shape()), take<1, R>(l.stride())));
  } else {
    return make_layout(l.shape());
  }
}
/// The compact column-major layout of a shape.
CUTE_EXPORT template <int_tuple Shape>
CUTE_HOST_DEVICE constexpr auto make_fragment_like(Shape const& shape) {
  return make_layout(shape);
}

}  // namespace cute

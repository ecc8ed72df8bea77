// cute/layout/inverse.hpp: right_inverse and left_inverse, computed by the value algebra
// (right_inverse_tree, left_inverse_tree in value_algebra.hpp): on the types where they decide the
// result (static layouts: static results), else on the layout's values at run time, as a flat layout
// of dynamic modes (cute::error where there is none).
#pragma once
#include <cute/config.hpp>
#include <cute/layout/layout.hpp>
#include <cute/layout/layout_values.hpp>
#include <cute/layout/static_algebra.hpp>

namespace cute {
CUTE_EXPORT namespace detail {
namespace value_algebra {
struct op_right_inverse {
  template <class T>
  static constexpr T run(T const& a) {
    return right_inverse_tree(as_layout(a));
  }
};
struct op_left_inverse {
  template <class T>
  static constexpr T run(T const& a) {
    return left_inverse_tree(as_layout(a));
  }
};
}  // namespace value_algebra
}  // namespace detail

/// A layout R with L(R(i)) == i for all i < size(R), as large as the contiguous part of L allows:
/// composition(L, R) is the identity on R's domain. right_inverse((5,2):(0,1)) == 2:5 (stride-0 modes
/// are skipped). At run time: leaf_count(S) dynamic modes, padded with 1:0.
CUTE_EXPORT template <class S, class D>
CUTE_HOST_DEVICE constexpr auto right_inverse(Layout<S, D> const& l) {
  return detail::computed_layout<detail::value_algebra::op_right_inverse, detail::leaf_count<S>>(detail::caller::right_inverse, l);
}

CUTE_EXPORT CUTE_HOST_DEVICE constexpr Underscore right_inverse(Underscore) { return {}; }

/// A layout R with L(R(L(i))) == L(i) for all i < size(L), and R(L(i)) == i when L is injective
/// (stride-0 modes are broadcasts: R ignores them). left_inverse((4,8):(1,5)) == (_5,_8):(_1,_4).
/// A layout whose nonzero strides overlap (not injective there) is an error. At run time:
/// leaf_count(S) + 1 dynamic modes, padded with 1:0.
/// With strides none positive and some negative (CuTe's negative strides): the left inverse of the
/// layout of |strides|, its strides negated.
CUTE_EXPORT template <class S, class D>
CUTE_HOST_DEVICE constexpr auto left_inverse(Layout<S, D> const& l) {
  return detail::computed_layout<detail::value_algebra::op_left_inverse, detail::leaf_count<S> + 1>(detail::caller::left_inverse, l);
}

CUTE_EXPORT CUTE_HOST_DEVICE constexpr Underscore left_inverse(Underscore) { return {}; }

}  // namespace cute

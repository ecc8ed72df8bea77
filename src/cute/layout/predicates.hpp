// cute/layout/predicates.hpp: is_injective, is_surjective, is_bijective, is_compact: properties of a
// layout as a function from its coordinates [0, size) to integers, decided by the value algebra
// (value_algebra.hpp) on the layout's values, static or dynamic: from the strides where they decide
// (sorted by magnitude, each past the reach of the smaller ones: injective; no gap before the
// cotarget: surjective), by enumerating the coordinates otherwise (2^24 of them at most: past that,
// a cute::error). constexpr: static_assert(is_injective(L{})) works for static layouts.
#pragma once
#include <cute/config.hpp>
#include <cute/layout/layout.hpp>
#include <cute/layout/layout_values.hpp>
#include <cute/layout/value_algebra.hpp>
#include <cute/numeric.hpp>
#include <cute/tuple.hpp>

namespace cute {
CUTE_EXPORT namespace detail {

CUTE_HOST_DEVICE constexpr bool decided(value_algebra::verdict v) {
  CUTE_CHECK(v.ok, error_message(algebra_error::undecided));
  return v.holds;
}

}  // namespace detail

/// True when no two coordinates of l give the same index.
CUTE_EXPORT template <class S, class D>
CUTE_HOST_DEVICE constexpr bool is_injective(Layout<S, D> const& l) {
  return detail::decided(detail::value_algebra::is_injective_tree(detail::value_tree_of(l)));
}

/// True when every index of [0, cotarget) is l's at some coordinate.
CUTE_EXPORT template <class S, class D, integer M>
CUTE_HOST_DEVICE constexpr bool is_surjective(Layout<S, D> const& l, M const& cotarget) {
  return detail::decided(detail::value_algebra::is_surjective_tree(detail::value_tree_of(l), static_cast<long long>(cotarget)));
}

/// True when l maps its coordinates one to one onto [0, cotarget).
CUTE_EXPORT template <class S, class D, integer M>
CUTE_HOST_DEVICE constexpr bool is_bijective(Layout<S, D> const& l, M const& cotarget) {
  return detail::decided(detail::value_algebra::is_bijective_tree(detail::value_tree_of(l), static_cast<long long>(cotarget)));
}

/// True when l maps its coordinates one to one onto [0, size(l)) (no gaps, no repeats).
CUTE_EXPORT template <class S, class D>
CUTE_HOST_DEVICE constexpr bool is_compact(Layout<S, D> const& l) {
  return detail::decided(detail::value_algebra::is_compact_tree(detail::value_tree_of(l)));
}

}  // namespace cute

// cute/layout/inverse.hpp: right_inverse and left_inverse by the value algebra's rules (right_inverse_tree,
// left_inverse_tree): on the types where they decide (static layouts: static results), else on the values at
// run time over the modes' slots, a flat layout of dynamic modes (cute::error where there is none).
#pragma once
#include <cute/config.hpp>
#include <cute/layout/coalesce.hpp>
#include <cute/layout/layout.hpp>
#include <cute/layout/layout_values.hpp>
#include <cute/layout/static_algebra.hpp>

namespace cute {
CUTE_EXPORT namespace detail {
// right_inverse on run-time values, in straight-line code (device code keeps it in registers):
// right_inverse_tree's rule on the modes coalesced in their slots, each with its position (the
// extents before it), in stride order: from span 1, a mode whose stride is the span continues the
// inverse, with its position as stride; the result coalesced in its slots (1:0 where none).
template <class S, class D>
CUTE_HOST_DEVICE constexpr auto right_inverse_at_run_time(Layout<S, D> const& l) {
  using T = common_dynamic_t<S, D>;
  auto f = slots_of<T, T>(wrap(flatten(l.shape())), wrap(flatten(l.stride())));
  constexpr std::size_t R = decltype(f)::rank;
  coalesce_in_slots<false>(caller::right_inverse, f);
  T position[R] = {};
  slot_positions(f, position);
  sort_slots_by_stride<true>(f, position);
  mode_slots<R, T, T> r;
  T span = 1;
  CUTE_UNROLL
  for (std::size_t k = 0; k < R; ++k) {
    bool const continues = f.shape[k] != 1 && f.stride[k] == span;
    r.shape[k] = continues ? f.shape[k] : T(1);
    position_fits(caller::right_inverse, continues, position[k]);
    r.stride[k] = continues ? position[k] : T(0);
    if (continues) span = checked<arithmetic::multiply>(caller::right_inverse, f.shape[k], f.stride[k]);
  }
  coalesce_in_slots<false>(caller::right_inverse, r);
  return layout_of_slots(r);
}

// left_inverse on run-time values, in straight-line code: left_inverse_tree's rule (left_inverse_mode)
// on the modes coalesced in their slots (extent 1: stride 0), each with its position, in stride
// order: each mode of non-zero stride d gives the inverse a mode of extent d / (the stride before) and
// the position of the mode before as stride; then the last mode's extent, at the last position; the
// result coalesced in its slots. Strides none positive and some negative: those of |strides|, negated.
template <class S, class D>
CUTE_HOST_DEVICE constexpr auto left_inverse_at_run_time(Layout<S, D> const& l) {
  using T = common_dynamic_t<S, D>;
  auto f = slots_of<T, T>(wrap(flatten(l.shape())), wrap(flatten(l.stride())));
  constexpr std::size_t R = decltype(f)::rank;
  bool positive = false, negative = false;
  CUTE_UNROLL
  for (std::size_t k = 0; k < R; ++k) positive = positive || f.stride[k] > 0, negative = negative || f.stride[k] < 0;
  T const sign = negative && !positive ? T(-1) : T(1);
  CUTE_UNROLL
  for (std::size_t k = 0; k < R; ++k) f.stride[k] = checked<arithmetic::multiply>(caller::left_inverse, f.stride[k], sign);
  coalesce_in_slots<false>(caller::left_inverse, f);
  T position[R] = {};
  slot_positions(f, position);
  CUTE_UNROLL
  for (std::size_t k = 0; k < R; ++k) f.stride[k] = f.shape[k] == 1 ? T(0) : f.stride[k];  // the last slot's too
  sort_slots_by_stride(f, position);
  mode_slots<R + 1, T, T> r;
  T covered = 1, span = 1, previous = 0;
  CUTE_UNROLL
  for (std::size_t k = 0; k < R; ++k) {
    bool const moves = f.stride[k] != 0;
    auto const step = value_algebra::left_inverse_mode(f.stride[k], covered, span);
    CUTE_CHECK(!moves || step.error == algebra_error::none, "left_inverse: ", error_message(step.error));
    position_fits(caller::left_inverse, moves, position[k]);
    r.shape[k] = moves ? step.extent : T(1);
    r.stride[k] = moves ? checked<arithmetic::multiply>(caller::left_inverse, previous, sign) : T(0);
    if (moves) previous = position[k], covered = f.stride[k], span = checked<arithmetic::multiply>(caller::left_inverse, f.stride[k], f.shape[k]);
  }
  r.shape[R] = f.shape[R - 1];
  r.stride[R] = checked<arithmetic::multiply>(caller::left_inverse, previous, sign);
  coalesce_in_slots<false>(caller::left_inverse, r);
  return layout_of_slots(r);
}
}  // namespace detail

/// A layout R with L(R(i)) == i for all i < size(R), as large as the contiguous part of L allows:
/// composition(L, R) is the identity on R's domain. right_inverse((5,2):(0,1)) == 2:5 (stride-0 modes
/// are skipped). At run time: leaf_count(S) dynamic modes (1:0 where the inverse has fewer).
CUTE_EXPORT template <class S, class D>
CUTE_HOST_DEVICE constexpr auto right_inverse(Layout<S, D> const& l) {
  return detail::computed_layout<detail::value_algebra::op_right_inverse>([](auto const& x) { return detail::right_inverse_at_run_time(x); }, l);
}

CUTE_EXPORT CUTE_HOST_DEVICE constexpr Underscore right_inverse(Underscore) { return {}; }

/// A layout R with L(R(L(i))) == L(i) for all i < size(L), and R(L(i)) == i when L is injective
/// (stride-0 modes are broadcasts: R ignores them). left_inverse((4,8):(1,5)) == (_5,_8):(_1,_4).
/// A layout whose nonzero strides overlap (not injective there) is an error. At run time:
/// leaf_count(S) + 1 dynamic modes (1:0 where the inverse has fewer).
/// With strides none positive and some negative (CuTe's negative strides): the left inverse of the
/// layout of |strides|, its strides negated.
CUTE_EXPORT template <class S, class D>
CUTE_HOST_DEVICE constexpr auto left_inverse(Layout<S, D> const& l) {
  return detail::computed_layout<detail::value_algebra::op_left_inverse>([](auto const& x) { return detail::left_inverse_at_run_time(x); }, l);
}

CUTE_EXPORT CUTE_HOST_DEVICE constexpr Underscore left_inverse(Underscore) { return {}; }

}  // namespace cute

// cute/layout/composition.hpp: composition(A, B), the layout of i -> A(B(i)), with B a layout (distributed
// over its modes), an integer n (the layout n:1), `_`, or a tuple of those applied mode by mode.
//
// Accepted and rejected as CuTe C++ does for static integers (its divisibility condition), whatever
// mix of static and dynamic integers the inputs hold, and never a wrong layout. The value algebra
// (compose) decides, the dynamic integers symbols:
// - When every condition is known at compile time to hold, the result is CuTe's, with its staticness.
// - With static inputs, a failed condition is a compile error; where CuTe's condition holds but its
//   result would be wrong (B's walk leaves a mode of A before its end, or B's modes together overrun a
//   mode of A), the result is checked at every coordinate of B and rejected if it differs from A o B.
// - Otherwise the composition is computed on the values at run time (A coalesced as static values
//   would be), in straight-line code: the result has CuTe's dynamic form (one dynamic mode per mode of
//   A, for each mode of B), and the same checks are made at run time (a cute::error) where checks are on.
#pragma once
#include <cute/config.hpp>
#include <cute/layout/coalesce.hpp>
#include <cute/layout/layout.hpp>
#include <cute/layout/layout_values.hpp>
#include <cute/layout/value_algebra.hpp>
#include <cute/layout/tiler.hpp>
#include <cute/numeric.hpp>
#include <cute/tuple.hpp>

namespace cute {
CUTE_EXPORT namespace detail {

// The composition at run time: A coalesced in its slots, each leaf of B walked over them (walk_mode),
// one mode per slot; CuTe's condition and what it assumes besides checked as the value algebra does.
template <std::size_t R, class SA, class S, class D>
struct run_time_walk {
  mode_slots<R, SA, D> a;
  long long reach[R] = {};  // summed over B's modes, per mode of A but the last
  bool divisible = true, exact = true, positive = false, negative = false;
};
template <std::size_t R, class SA, class T, class D, class BS, class BD>
CUTE_HOST_DEVICE constexpr auto walk_leaves(run_time_walk<R, SA, T, D>& w, BS const& s, BD const& d) {
  if constexpr (tuple_type<BS>) {
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      return make_layout(walk_leaves(w, get<I>(s), get<I>(d))...);
    }(std::make_index_sequence<tuple_size_v<BS>>{});
  } else {
    mode_slots<R, T, D> r;
    T rest_shape = static_cast<T>(s);
    D rest_stride = static_cast<D>(d);
    bool several_modes = false;  // A's walk is not a scaling (coalesced, A has more than one mode)
    CUTE_UNROLL
    for (std::size_t k = 0; k + 1 < R; ++k) {
      several_modes = several_modes || w.a.shape[k] != 1;
      auto const step = value_algebra::walk_mode(w.a.shape[k], rest_shape, rest_stride);
      r.shape[k] = step.shape;
      r.stride[k] = checked_stride(caller::composition, step.shape == 1, rest_stride, w.a.stride[k]);
      if (rest_stride != 0) {
        w.divisible = w.divisible && step.divisible;
        w.exact = w.exact && step.exact;
        w.reach[k] += step.reach;
      }
      rest_shape = step.rest_shape;
      rest_stride = step.rest_stride;
    }
    if (several_modes && static_cast<T>(s) != 1 && static_cast<D>(d) != 0) (static_cast<D>(d) > 0 ? w.positive : w.negative) = true;
    r.shape[R - 1] = rest_shape;
    r.stride[R - 1] = checked_stride(caller::composition, rest_shape == 1, rest_stride, w.a.stride[R - 1]);
    return layout_of_slots(r);
  }
}
template <class AS, class AD, class BS, class BD, class FS, class FD>
CUTE_HOST_DEVICE constexpr auto compose_dynamic(Layout<AS, AD> const& a, Layout<BS, BD> const& b, Layout<FS, FD> const& fa) {
  auto const fs = wrap(fa.shape());
  constexpr std::size_t R = tuple_size_v<decltype(fs)>;
  // In the narrowest types, as CuTe's: A's extents against the strides, and the result's extents.
  using SA = common_dynamic_t<FS>;
  using D = common_dynamic_t<FD, BD>;
  run_time_walk<R, SA, common_dynamic_t<FS, BS>, D> w{slots_of<SA, D>(fs, wrap(fa.stride()))};
  coalesce_in_slots<true>(caller::composition, w.a);
  auto const r = walk_leaves(w, b.shape(), b.stride());
#if CUTE_CHECKS
  CUTE_CHECK(w.divisible, "composition: ", error_message(algebra_error::composition_divisibility));
  bool exact = w.exact && !(w.positive && w.negative);
  for (std::size_t k = 0; k + 1 < R; ++k) exact = exact && w.reach[k] < w.a.shape[k];
  if (!exact) {  // the result must agree with A o B at every coordinate of B (evaluated on the values: a
                 // static extent 0 before a layout's last mode has no coordinate map, and A's may be reached)
    long long const n = static_cast<long long>(size(b));
    CUTE_CHECK(n <= layout_value_bounds<1>::max_checked, "composition: ", error_message(algebra_error::composition_unchecked));
    auto const va = value_tree_of(a);
    auto const vb = value_tree_of(b);
    auto const vr = value_tree_of(r);
    bool ok = true;
    for (long long i = 0; i < n && i <= layout_value_bounds<1>::max_checked; ++i) {
      long long const x = value_algebra::evaluate_tree(vb, 0, i, ok);
      CUTE_CHECK(value_algebra::evaluate_tree(vr, 0, i, ok) == value_algebra::evaluate_tree(va, 0, x, ok) && ok, "composition: ",
                 error_message(algebra_error::composition_not_layout));
    }
  }
#else
  (void)a;
#endif
  return r;
}

}  // namespace detail

/// The layout R with R(c) == A(B(c)) for every coordinate c of B; R is compatible with B.
CUTE_EXPORT template <class AS, class AD, class BS, class BD>
CUTE_HOST_DEVICE constexpr auto composition(Layout<AS, AD> const& a, Layout<BS, BD> const& b) {
  using detail::int_static;
  using detail::value_algebra::op_composition, detail::value_algebra::op_compose_pair;
  using Pair = Layout<tuple<AS, BS>, tuple<AD, BD>>;
  if constexpr (detail::value_algebra::fast_result<op_composition, Layout<AS, AD>, Layout<BS, BD>>) {
    return detail::value_algebra::fast_layout<op_composition, Layout<BS, BD>>(a);
  } else if constexpr (int_static<AS> && int_static<AD> && int_static<BS> && int_static<BD>) {
    static_assert(detail::has_result(detail::value_algebra::fast_error<op_composition, Layout<AS, AD>, Layout<BS, BD>>()));
    return a;
  } else if constexpr (!(int_static<BS> && int_static<BD>) && detail::value_algebra::fast_result<op_compose_pair, Pair>) {
    return detail::value_algebra::fast_layout<op_compose_pair>(Pair{make_tuple(a.shape(), b.shape()), make_tuple(a.stride(), b.stride())});
  } else {
    // A condition of the walk on dynamic values: decided at run time, in CuTe's dynamic form, on A
    // coalesced with its last extent taken as _2: the walk never reads it, and the merges do not
    // depend on it (so an extent _1 merges like any other: the last mode absorbs the coordinates
    // beyond the size, so its stride matters there; nor does a merge into it overflow).
    auto const shapes = wrap(flatten(a.shape()));
    constexpr std::size_t R = tuple_size_v<decltype(shapes)>;
    return detail::compose_dynamic(a, b, coalesce(make_layout(replace<R - 1>(shapes, _2{}), wrap(flatten(a.stride())))));
  }
}

/// Composition with a tiler: an integer n is the layout n:1, `_` keeps A, and a tuple composes mode by
/// mode (by-mode composition, <B0, B1, ...> in the docs); modes of A beyond the tuple's rank are
/// dropped, as in CuTe.
CUTE_EXPORT template <class AS, class AD, tiler_type Tiler>
  requires(!layout_type<Tiler>)
CUTE_HOST_DEVICE constexpr auto composition(Layout<AS, AD> const& a, Tiler const& tiler) {
  if constexpr (detail::value_algebra::fast_result<detail::value_algebra::op_composition, Layout<AS, AD>, Tiler>) {
    return detail::value_algebra::fast_layout<detail::value_algebra::op_composition, Tiler>(a);
  } else {
    static_assert(detail::tiler_fits<Tiler, AS>, "composition: the tiler has more modes than the layout");
    return detail::by_tiler<false, false>(a, tiler, [](auto const& mode, auto const& t) { return composition(mode, t); });
  }
}

}  // namespace cute

// cute/layout/composition.hpp: composition(A, B), the layout of the function i -> A(B(i)), with B a
// layout (distributed over B's modes), an integer n (the layout n:1), `_`, or a tuple of those
// applied mode by mode.
//
// Accepted and rejected as CuTe C++ does for static integers (its divisibility condition), whatever
// mix of static and dynamic integers the inputs hold, and never a wrong layout. The value algebra
// (compose) decides, the dynamic integers symbols:
// - When every condition is known at compile time to hold, the result is CuTe's, with its staticness.
// - With static inputs, a failed condition is a compile error; where CuTe's condition holds but its
//   result would be wrong (B's walk leaves a mode of A before its end, or B's modes together overrun a
//   mode of A), the result is checked at every coordinate of B and rejected if it differs from A o B.
// - Otherwise the composition is computed on the values at run time (A coalesced as static values
//   would be): the result has CuTe's dynamic form (one dynamic mode per mode of A, for each mode of B),
//   and the same checks are made at run time (a cute::error).
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

// The modes of the value algebra's result for one leaf of B (at p of r), as R dynamic modes padded
// with 1:0 (A coalesced at run time may have fewer than the R modes its types keep).
template <std::size_t R, class T, class Tree, class S>
CUTE_HOST_DEVICE constexpr auto dynamic_modes(Tree const& r, int p, S const& s) {
  if constexpr (tuple_type<S>) {
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      return make_layout(dynamic_modes<R, T>(r, value_algebra::child(r, p, static_cast<int>(I)), get<I>(s))...);
    }(std::make_index_sequence<tuple_size_v<S>>{});
  } else {
    return runtime_modes<R, T, true>(caller::composition, r, p);
  }
}

// The composition computed on the values by the value algebra (when the types cannot decide it), in
// CuTe's dynamic form: for each leaf of B, one mode per mode of A's flat layout.
template <class AS, class AD, class BS, class BD, class FS, class FD>
CUTE_HOST_DEVICE constexpr auto compose_dynamic(Layout<AS, AD> const& a, Layout<BS, BD> const& b, Layout<FS, FD> const&) {
  constexpr std::size_t R = tuple_size_v<FS>;
  using T = common_dynamic_t<FS, FD, BS, BD>;
  constexpr int nodes = value_algebra::encoded_nodes<AS> + value_algebra::encoded_nodes<BS> + static_cast<int>(leaf_count<BS> * (R + 1)) + 2;
  auto const r = value_algebra::compose(value_tree_of<nodes>(a), value_tree_of<nodes>(b), true);
  CUTE_CHECK(r.ok, "composition: ", error_message(r.error));
  return dynamic_modes<R, T>(r, 0, b.shape());
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
    // A condition of the walk on dynamic values: decided at run time, in CuTe's dynamic form.
    return detail::compose_dynamic(a, b, detail::coalesce_keep_last(a));
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
  } else if constexpr (tuple_type<Tiler>) {
    constexpr bool tiler_fits = rank_v<Tiler> <= rank_v<AS>;
    static_assert(tiler_fits, "composition: the tiler has more modes than the layout");
    if constexpr (tiler_fits) {
      return [&]<std::size_t... I>(std::index_sequence<I...>) {
        return make_layout(composition(layout<I>(a), get<I>(tiler))...);
      }(std::make_index_sequence<rank_v<Tiler>>{});
    } else {
      return a;
    }
  } else if constexpr (underscore<Tiler>) {
    return a;
  } else {
    return composition(a, make_layout(tiler, _1{}));
  }
}

}  // namespace cute

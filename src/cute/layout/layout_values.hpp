// cute/layout/layout_values.hpp: a Layout's values (static or dynamic integers) as a value tree, for
// the value algebra (value_algebra.hpp) at run time or in constant expressions (what the predicates
// compute on), and an operation's result on a layout the types do not decide, computed on its values
// at run time and returned as dynamic modes.
#pragma once
#include <cute/config.hpp>
#include <cute/layout/algebra_error.hpp>
#include <cute/layout/layout.hpp>
#include <cute/layout/mode_order.hpp>
#include <cute/layout/static_algebra.hpp>
#include <cute/layout/value_tree.hpp>
#include <cute/numeric.hpp>
#include <cute/tuple.hpp>

namespace cute {
CUTE_EXPORT namespace detail {

/// Bounds of Nodes nodes, with 64-bit checked arithmetic.
template <int Nodes>
using layout_value_bounds = value_algebra::fixed_bounds<Nodes, 9223372036854775807LL, 1LL << 24>;

template <class B, class S, class D>
CUTE_HOST_DEVICE constexpr void push_layout(value_algebra::value_tree<B>& t, S const& s, D const& d) {
  if constexpr (tuple_type<S>) {
    value_algebra::push(t, static_cast<int>(tuple_size_v<S>));
    [&]<std::size_t... I>(std::index_sequence<I...>) { (push_layout(t, get<I>(s), get<I>(d)), ...); }(std::make_index_sequence<tuple_size_v<S>>{});
  } else {
    value_algebra::push(t, value_algebra::leaf, static_cast<long long>(s), static_cast<long long>(d));
  }
}

/// A layout's values as a value tree of Nodes nodes (by default exactly its own).
template <int Nodes = 0, class S, class D>
CUTE_HOST_DEVICE constexpr auto value_tree_of(Layout<S, D> const& l) {
  value_algebra::value_tree<layout_value_bounds<(Nodes > 0 ? Nodes : value_algebra::encoded_nodes<S>)>> t;
  push_layout(t, l.shape(), l.stride());
  return t;
}

/// The flat layout at p of a result tree as N modes of T, each value checked to fit T; one mode,
/// unwrapped, for N == 1. Padded with 1:0 modes in front (the last mode, which absorbs the coordinates
/// beyond the size, stays the result's).
template <std::size_t N, class T, class Tree>
CUTE_HOST_DEVICE constexpr auto runtime_modes(caller where, Tree const& r, int p) {
  T shape[N] = {}, stride[N] = {};
  for (std::size_t k = 0; k < N; ++k) shape[k] = 1;
  int const count = r.rank[p] == value_algebra::leaf ? 1 : r.rank[p];
  CUTE_CHECK(count <= static_cast<int>(N), caller_name(where), ": the result has more modes than its type holds");
  int const first = static_cast<int>(N) - count;
  for (int k = 0; k < count && k < static_cast<int>(N); ++k) {
    int const q = r.rank[p] == value_algebra::leaf ? p : value_algebra::child(r, p, k);
    shape[first + k] = checked_narrow<T>(where, r.shape[q]);
    stride[first + k] = checked_narrow<T>(where, r.stride[q]);
  }
  if constexpr (N == 1) {
    return make_layout(shape[0], stride[0]);
  } else {
    return make_layout(from_array<N>(shape), from_array<N>(stride));
  }
}

/// Op's result on the layout l: computed on the types where they decide it (static_algebra.hpp; a
/// compile error naming the reason where static operands have no result), else on l's values at run
/// time (a cute::error naming the operation and the reason where there is none), as N dynamic modes.
template <class Op, std::size_t N, class S, class D, class... L>
CUTE_HOST_DEVICE constexpr auto computed_layout(caller where, Layout<S, D> const& l, L const&... layouts) {
  if constexpr (value_algebra::fast_result<Op, Layout<S, D>, L...>) {
    return value_algebra::fast_layout<Op, L...>(l);
  } else if constexpr (value_algebra::encodable<Layout<S, D>> && (value_algebra::encodable<L> && ...)) {
    static_assert(has_result(value_algebra::static_error<Op, Layout<S, D>, L...>));
    return l;
  } else {
    constexpr int nodes = value_algebra::capacity_for(1 + value_algebra::encoded_nodes<S> + (0 + ... + (1 + value_algebra::encoded_nodes<typename L::shape_type>)));
    auto const r = Op::run(value_algebra::as_tiler(value_tree_of<nodes>(l)), value_algebra::as_tiler(value_tree_of<nodes>(layouts))...);
    CUTE_CHECK(r.ok, caller_name(where), ": ", error_message(r.error));
    return runtime_modes<N, common_dynamic_t<S, D, typename L::shape_type..., typename L::stride_type...>>(where, r, 0);
  }
}

}  // namespace detail
}  // namespace cute

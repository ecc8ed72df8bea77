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

// The nodes of a shape's tree: one per leaf and one per tuple.
template <class T>
inline constexpr int tree_nodes = 1;
template <class... T>
inline constexpr int tree_nodes<tuple<T...>> = (1 + ... + tree_nodes<T>);

/// Bounds of Nodes nodes, with 64-bit checked arithmetic.
template <int Nodes>
using layout_value_bounds = st::fixed_bounds<Nodes, 9223372036854775807LL, 1LL << 24>;

template <class B, class S, class D>
CUTE_HOST_DEVICE constexpr void push_layout(st::value_tree<B>& t, S const& s, D const& d) {
  if constexpr (tuple_type<S>) {
    st::push(t, static_cast<int>(tuple_size_v<S>));
    [&]<std::size_t... I>(std::index_sequence<I...>) { (push_layout(t, get<I>(s), get<I>(d)), ...); }(std::make_index_sequence<tuple_size_v<S>>{});
  } else {
    st::push(t, st::leaf, static_cast<long long>(s), static_cast<long long>(d));
  }
}

template <class B, class S>
CUTE_HOST_DEVICE constexpr void push_shape(st::value_tree<B>& t, S const& s) {
  if constexpr (tuple_type<S>) {
    st::push(t, static_cast<int>(tuple_size_v<S>));
    [&]<std::size_t... I>(std::index_sequence<I...>) { (push_shape(t, get<I>(s)), ...); }(std::make_index_sequence<tuple_size_v<S>>{});
  } else {
    st::push(t, st::leaf, static_cast<long long>(s));
  }
}

/// A shape's (a cotarget's, a profile's) values as a value tree of Nodes nodes.
template <int Nodes, class S>
CUTE_HOST_DEVICE constexpr auto shape_tree_of(S const& s) {
  st::value_tree<layout_value_bounds<Nodes>> t;
  push_shape(t, s);
  return t;
}

/// A layout's values as a value tree of Nodes nodes (by default exactly its own).
template <int Nodes = 0, class S, class D>
CUTE_HOST_DEVICE constexpr auto value_tree_of(Layout<S, D> const& l) {
  st::value_tree<layout_value_bounds<(Nodes > 0 ? Nodes : tree_nodes<S>)>> t;
  push_layout(t, l.shape(), l.stride());
  return t;
}

/// The flat layout at p of a result tree as N modes of T, padded with 1:0 (one mode, unwrapped, for
/// N == 1); each value checked to fit T.
template <std::size_t N, class T, class Tree>
CUTE_HOST_DEVICE constexpr auto runtime_modes(caller where, Tree const& r, int p) {
  T shape[N] = {}, stride[N] = {};
  for (std::size_t k = 0; k < N; ++k) shape[k] = 1;
  int const count = r.rank[p] == st::leaf ? 1 : r.rank[p];
  CUTE_CHECK(count <= static_cast<int>(N), caller_name(where), ": the result has more modes than its type holds");
  for (int k = 0; k < count && k < static_cast<int>(N); ++k) {
    int const q = r.rank[p] == st::leaf ? p : st::child(r, p, k);
    shape[k] = checked_narrow<T>(where, r.shape[q]);
    stride[k] = checked_narrow<T>(where, r.stride[q]);
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
  if constexpr (st::fast_result<Op, Layout<S, D>, L...>) {
    return st::fast_layout<Op, L...>(l);
  } else if constexpr (st::encodable<Layout<S, D>> && (st::encodable<L> && ...)) {
    static_assert(has_result(st::result<Op, Layout<S, D>, L...>::value.error));
    return l;
  } else {
    constexpr int nodes = st::capacity_for(1 + tree_nodes<S> + (0 + ... + (1 + tree_nodes<typename L::shape_type>)));
    auto const r = Op::run(st::as_tiler(value_tree_of<nodes>(l)), st::as_tiler(value_tree_of<nodes>(layouts))...);
    CUTE_CHECK(r.ok, caller_name(where), ": ", error_message(r.error));
    return runtime_modes<N, common_dynamic_t<S, D, typename L::shape_type..., typename L::stride_type...>>(where, r, 0);
  }
}

}  // namespace detail
}  // namespace cute

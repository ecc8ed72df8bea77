// cute/layout/layout_values.hpp: a Layout's values (static or dynamic integers) as a value tree of
// exactly its size, for the value algebra (value_algebra.hpp) at run time or in constant expressions:
// what the predicates and the dynamic path of composition compute on.
#pragma once
#include <cute/config.hpp>
#include <cute/layout/layout.hpp>
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

/// A layout's values as a value tree of Nodes nodes (by default exactly its own).
template <int Nodes = 0, class S, class D>
CUTE_HOST_DEVICE constexpr auto value_tree_of(Layout<S, D> const& l) {
  st::value_tree<layout_value_bounds<(Nodes > 0 ? Nodes : tree_nodes<S>)>> t;
  push_layout(t, l.shape(), l.stride());
  return t;
}

}  // namespace detail
}  // namespace cute

// cute/layout/layout_values.hpp: a Layout's values (static or dynamic integers) as a value tree, for
// the value algebra (value_algebra.hpp) at run time or in constant expressions (what the predicates
// compute on), and an operation's result: on the types where they decide it, else on the values at
// run time.
#pragma once
#include <cute/config.hpp>
#include <cute/layout/algebra_error.hpp>
#include <cute/layout/layout.hpp>
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

/// A layout's values as a value tree of its own nodes.
template <class S, class D>
CUTE_HOST_DEVICE constexpr auto value_tree_of(Layout<S, D> const& l) {
  value_algebra::value_tree<layout_value_bounds<value_algebra::encoded_nodes<S>>> t;
  push_layout(t, l.shape(), l.stride());
  return t;
}

/// Op's result on the layout l (and the layouts after it): computed on the types where they decide it
/// (static_algebra.hpp; a compile error naming the reason where static operands have no result), else
/// on their values at run time, by at_run_time (straight-line code over the modes' slots).
template <class Op, class F, class S, class D, class... L>
CUTE_HOST_DEVICE constexpr auto computed_layout(F const& at_run_time, Layout<S, D> const& l, L const&... layouts) {
  if constexpr (value_algebra::fast_result<Op, Layout<S, D>, L...>) {
    return value_algebra::fast_layout<Op, L...>(l);
  } else if constexpr (value_algebra::encodable<Layout<S, D>> && (value_algebra::encodable<L> && ...)) {
    static_assert(has_result(value_algebra::static_error<Op, Layout<S, D>, L...>));
    return l;
  } else {
    return at_run_time(l, layouts...);
  }
}

}  // namespace detail
}  // namespace cute

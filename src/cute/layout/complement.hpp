// cute/layout/complement.hpp: complement(A, M), the layout of the "rest": disjoint from A, ordered,
// bounded by M, so that (A, complement(A, M)) covers [0, M) as repetitions of A. The value algebra
// (complement_tree) computes it: at compile time where A's strides are static, the dynamic extents (of
// A and of the cotarget) symbols whose values the result computes at run time, so that static parts
// stay static; at run time for dynamic strides, whose result then has dynamic modes. A that is not
// injective has no complement: an error; so is a shape cotarget that, divided mode by mode as CuTe
// does, would leave part of it uncovered.
#pragma once
#include <cute/config.hpp>
#include <cute/layout/coalesce.hpp>
#include <cute/layout/layout.hpp>
#include <cute/layout/layout_values.hpp>
#include <cute/numeric.hpp>
#include <cute/tuple.hpp>

namespace cute {

/// ceil_div of a shape by an integer, mode by mode from the left: (a0, a1, ...) / b is
/// (ceil(a0 / b), ceil(a1 / ceil(b / a0)), ...).
CUTE_EXPORT template <int_tuple A, integer B>
CUTE_HOST_DEVICE constexpr auto ceil_div(A const& a, B const& b)
  requires tuple_type<A>
{
  auto step = [](auto const& acc, auto const& ai) {
    auto const& [result, rest] = acc;
    return make_tuple(append(result, ceil_div(ai, rest)), ceil_div(rest, product(ai)));
  };
  return get<0>(fold(a, make_tuple(tuple<>{}, b), step));
}

CUTE_EXPORT namespace detail {
// The complement, with CuTe's post-condition that A and it span the cotarget checked (spanning) or
// not (the products check theirs instead). Static strides: the value algebra at compile time, the
// dynamic extents and the cotarget's symbols (A and the cotarget encoded as one pair); where it cannot
// prove the post-condition for every value of them, it is checked here at run time. Dynamic strides:
// the value algebra at run time, the result as many dynamic modes as filter(A) has, and the rest.
template <bool spanning, class S, class D, class CoTarget>
CUTE_HOST_DEVICE constexpr auto complement_of(Layout<S, D> const& a, CoTarget const& cotarget) {
  using Pair = Layout<tuple<S, CoTarget>, tuple<D, CoTarget>>;
  using proven = value_algebra::op_complement_pair<spanning, value_algebra::symbols::proven>;
  using checked = value_algebra::op_complement_pair<spanning, value_algebra::symbols::checked>;
  [[maybe_unused]] Pair const am{make_tuple(a.shape(), cotarget), make_tuple(a.stride(), cotarget)};
  if constexpr (value_algebra::fast_result<proven, Pair>) {
    return value_algebra::fast_layout<proven>(am);
  } else if constexpr (value_algebra::fast_result<checked, Pair>) {
    auto r = value_algebra::fast_layout<checked>(am);
    auto const span = cosize(a) + cosize(r) - _1{};
    if constexpr (!spanning) {
    } else if constexpr (static_integer<decltype(span)> && static_integer<decltype(size(cotarget))>) {
      static_assert(decltype(span)::value >= decltype(size(cotarget))::value, "complement: no layout is the complement");
    } else {
      CUTE_CHECK(span >= size(cotarget), "complement: no layout is the complement: with it the layout spans ", span, " < ",
                 size(cotarget), ", the size of the cotarget (a cotarget shape is divided mode by mode)");
    }
    return r;
  } else if constexpr (is_static_v<decltype(filter(a).stride())>) {
    static_assert(has_result(value_algebra::fast_error<checked, Pair>()), "complement: no result");
    return a;
  } else {
    // Dynamic strides: uncoalesced as CuTe's (complement(4:2, 8) with ints is (2,1):(_1,8)); the first
    // stride is a static 1: the span below A's smallest stride, or a 1:0 mode's padding.
    constexpr int nodes = value_algebra::capacity_for(2 + value_algebra::encoded_nodes<S> + value_algebra::encoded_nodes<CoTarget>);
    auto const r = value_algebra::complement_tree(value_tree_of<nodes>(a), shape_tree_of<nodes>(cotarget), spanning,
                                                  value_algebra::symbols::none, 0, true);
    CUTE_CHECK(r.ok, "complement: ", error_message(r.error));
    auto const modes =
        runtime_modes<tuple_size_v<decltype(wrap(filter(a).shape()))> + 1, common_dynamic_t<S, D, CoTarget>>(caller::complement, r, 0);
    return make_layout(modes.shape(), replace<0>(modes.stride(), _1{}));
  }
}

}  // namespace detail

/// The complement of A with respect to the cotarget M (an integer, or a shape whose static parts the
/// result keeps): R with A and R disjoint, R ordered (positive strides), size(R) >= M / size(A) and
/// cosize(R) <= floor(M / cosize(A)) * cosize(A). complement(4:2, 24) == (2,3):(1,8).
CUTE_EXPORT template <class S, class D, int_tuple CoTarget>
CUTE_HOST_DEVICE constexpr auto complement(Layout<S, D> const& a, CoTarget const& cotarget) {
  if constexpr (detail::value_algebra::fast_result<detail::value_algebra::op_complement, Layout<S, D>, CoTarget>) {
    return detail::value_algebra::fast_layout<detail::value_algebra::op_complement, CoTarget>(a);
  } else {
    return detail::complement_of<true>(a, cotarget);
  }
}

/// The complement with respect to cosize(filter(A)): what fills A's holes.
CUTE_EXPORT template <class S, class D>
CUTE_HOST_DEVICE constexpr auto complement(Layout<S, D> const& a) {
  if constexpr (detail::value_algebra::fast_result<detail::value_algebra::op_complement, Layout<S, D>>) {
    return detail::value_algebra::fast_layout<detail::value_algebra::op_complement>(a);
  } else {
    return complement(a, cosize(filter(a)));
  }
}

}  // namespace cute

// cute/layout/complement.hpp: complement(A, M), the layout of the "rest": disjoint from A, ordered,
// bounded by M, so that (A, complement(A, M)) covers [0, M) as repetitions of A. The value algebra
// (complement_tree) computes it: at compile time for a static A and a static cotarget, or a dynamic
// one of one mode (its rest a quotient symbol); at run time for dynamic strides, whose result then has
// dynamic modes. Static strides with dynamic extents, or a cotarget of several modes with dynamic
// ones, keep the type-level form below (complement_static), whose run-time checks (injectivity,
// coverage) the symbols cannot express. A that is not injective has no complement: an error; so is a
// shape cotarget that, divided mode by mode as CuTe does, would leave part of it uncovered.
#pragma once
#include <cute/config.hpp>
#include <cute/layout/coalesce.hpp>
#include <cute/layout/layout.hpp>
#include <cute/layout/layout_values.hpp>
#include <cute/layout/mode_order.hpp>
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

/// The shape with neighbouring static extents multiplied together, and neighbouring dynamic ones too.
CUTE_EXPORT template <int_tuple Shape>
CUTE_HOST_DEVICE constexpr auto coalesce_shape(Shape const& s) {
  if constexpr (tuple_type<Shape>) {
    auto flat = flatten(s);
    auto step = [](auto const& acc, auto const& x) {
      if constexpr (tuple_size_v<cute::detail::uncvref_t<decltype(acc)>> == 0) {
        return make_tuple(x);
      } else if constexpr (is_static_v<cute::detail::uncvref_t<decltype(back(acc))>> == is_static_v<cute::detail::uncvref_t<decltype(x)>>) {
        constexpr std::size_t R = tuple_size_v<cute::detail::uncvref_t<decltype(acc)>>;
        return append(take<0, R - 1>(acc), back(acc) * x);
      } else {
        return append(acc, x);
      }
    };
    return unwrap(fold(flat, tuple<>{}, step));
  } else {
    return s;
  }
}

CUTE_EXPORT namespace detail {

// CuTe's condition: in stride order, each stride is at least the span of the smaller modes (else the
// layout is not injective); the extent of the gap before it is the quotient, rounded down.
CUTE_HOST_DEVICE constexpr bool complement_injective(long long stride, long long previous) { return previous > 0 && stride >= previous; }
template <long long stride, long long previous>
inline constexpr bool static_complement_injective = complement_injective(stride, previous);

// The complement's own modes, then the rest up to the cotarget, coalesced.
template <class ResultShape, class ResultStride, class LastStride, class CoTarget>
CUTE_HOST_DEVICE constexpr auto complement_finish(ResultShape const& rs, ResultStride const& rd, LastStride const& next,
                                                  CoTarget const& cotarget) {
  auto rest_shape = coalesce_shape(ceil_div(cotarget, next));
  auto rest_stride = compact_col_major(rest_shape, next);
  return coalesce(make_layout(append(rs, rest_shape), append(rd, rest_stride)));
}

// Static strides: sort at compile time, so shapes and strides stay as static as they are.
template <class Shapes, class Strides, class CoTarget>
CUTE_HOST_DEVICE constexpr auto complement_static(Shapes const& shapes, Strides const& strides, CoTarget const& cotarget) {
  constexpr std::size_t R = tuple_size_v<Strides>;
  constexpr auto order = ascending_order<Strides>(std::make_index_sequence<R>{});
  auto step = [&](auto const& acc, auto k) {
    auto const& [rs, rd] = acc;
    constexpr std::size_t i = order.index[decltype(k)::value];
    auto const& stride = get<i>(strides);
    auto const& previous = back(rd);
    if constexpr (static_integer<decltype(previous)>) {
      static_assert(static_complement_injective<cute::detail::uncvref_t<decltype(stride)>::value, cute::detail::uncvref_t<decltype(previous)>::value>,
                    "complement: the layout is not injective (a stride falls inside the span of the smaller modes)");
    } else {
      CUTE_CHECK(complement_injective(stride, previous), "complement: the layout is not injective: stride ", stride,
                 " falls inside the span ", previous, " of the smaller modes");
    }
    return make_tuple(append(rs, stride / previous),
                      append(rd, checked<arithmetic::multiply>(caller::complement, stride, get<i>(shapes))));
  };
  auto [rs, rd] = [&]<std::size_t... K>(std::index_sequence<K...>) {
    return fold(make_tuple(C<K>{}...), make_tuple(tuple<>{}, make_tuple(_1{})), step);
  }(std::make_index_sequence<R>{});
  return complement_finish(rs, take<0, R>(rd), back(rd), cotarget);
}

}  // namespace detail

CUTE_EXPORT namespace detail {
// The complement, with CuTe's post-condition that A and it span the cotarget checked (spanning) or
// not (the products check theirs instead).
template <bool spanning, class S, class D, class CoTarget>
CUTE_HOST_DEVICE constexpr auto complement_of(Layout<S, D> const& a, CoTarget const& cotarget) {
  using Pair = Layout<tuple<S, CoTarget>, tuple<D, CoTarget>>;  // a dynamic cotarget's symbols
  auto f = filter(a);
  using FD = cute::detail::uncvref_t<decltype(f.stride())>;
  if constexpr (!int_static<CoTarget> && value_algebra::fast_result<value_algebra::op_complement_pair<spanning>, Pair>) {
    return value_algebra::fast_layout<value_algebra::op_complement_pair<spanning>>(Pair{make_tuple(a.shape(), cotarget), make_tuple(a.stride(), cotarget)});
  } else if constexpr (is_constant_v<0, FD>) {
    return make_layout(coalesce_shape(cotarget));  // nothing left of A
  } else if constexpr (!is_static_v<FD>) {
    // Dynamic strides, sorted at run time by the value algebra: as many dynamic modes as filter(A) has,
    // and the rest, uncoalesced as CuTe's (complement(4:2, 8) with ints is (2,1):(_1,8)). The first
    // stride is a static 1: the span below A's smallest stride, or a 1:0 mode's padding.
    constexpr int nodes = value_algebra::capacity_for(2 + value_algebra::encoded_nodes<S> + value_algebra::encoded_nodes<CoTarget>);
    auto const r = value_algebra::complement_tree(value_tree_of<nodes>(a), shape_tree_of<nodes>(cotarget), spanning, false, true);
    CUTE_CHECK(r.ok, "complement: ", error_message(r.error));
    auto const modes = runtime_modes<tuple_size_v<decltype(wrap(f.shape()))> + 1, common_dynamic_t<S, D, CoTarget>>(caller::complement, r, 0);
    return make_layout(modes.shape(), replace<0>(modes.stride(), _1{}));
  } else {
    auto r = detail::complement_static(wrap(f.shape()), wrap(f.stride()), cotarget);
    // CuTe's postcondition, which a shape cotarget divided mode by mode can miss: A and its complement
    // together span the cotarget.
    auto const span = cosize(a) + cosize(r) - _1{};
    if constexpr (!spanning) {
    } else if constexpr (static_integer<decltype(span)> && static_integer<decltype(size(cotarget))>) {
      static_assert(decltype(span)::value >= decltype(size(cotarget))::value,
                    "complement: no layout is the complement: divided mode by mode, the cotarget's shape is not covered");
    } else {
      CUTE_CHECK(span >= size(cotarget), "complement: no layout is the complement: with it the layout spans ", span, " < ",
                 size(cotarget), ", the size of the cotarget (a cotarget shape is divided mode by mode)");
    }
    return r;
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

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
/// (ceil(a0 / b), ceil(a1 / ceil(b / a0)), ...). No divisor is computed after the last mode, so that
/// may be 0: ceil_div((4,0), 2) is (2,0).
CUTE_EXPORT template <int_tuple A, integer B>
CUTE_HOST_DEVICE constexpr auto ceil_div(A const& a, B const& b)
  requires tuple_type<A>
{
  constexpr std::size_t R = tuple_size_v<A>;
  if constexpr (R == 0) {
    return a;
  } else {
    auto step = [](auto const& acc, auto const& ai) {
      auto const& [result, rest] = acc;
      return make_tuple(append(result, ceil_div(ai, rest)), ceil_div(rest, product(ai)));
    };
    auto const [result, rest] = fold(take<0, R - 1>(a), make_tuple(tuple<>{}, b), step);
    return append(result, ceil_div(get<R - 1>(a), rest));
  }
}

CUTE_EXPORT namespace detail {
// The complement of A of dynamic strides, at run time in straight-line code: A's moving modes in their
// slots (stride-0 modes extent 1), coalesced, sorted by stride, each over the span of the smaller ones
// (complement_mode), then the rest up to the cotarget (ceil_div, a shape cotarget mode by mode). In
// CuTe's form, which its coalesce cannot shorten (complement(4:2, 8) with ints is (2,1):(_1,8)): a mode
// per slot (1:0 for a slot that holds nothing, sorted first), then the rest (stride the span of A,
// even when the rest is 1); the first stride a static 1 (the span below A's smallest stride).
template <bool spanning, class S, class D, class CoTarget>
CUTE_HOST_DEVICE constexpr auto complement_at_run_time(Layout<S, D> const& a, CoTarget const& cotarget) {
  using T = common_dynamic_t<S, D, CoTarget>;
  auto const moving = filter(a);
  auto f = slots_of<T, T>(wrap(flatten(moving.shape())), wrap(flatten(moving.stride())));
  constexpr std::size_t R = decltype(f)::rank;
  CUTE_UNROLL
  for (std::size_t k = 0; k < R; ++k) f.shape[k] = f.stride[k] == 0 ? T(1) : f.shape[k];
  coalesce_in_slots<false>(caller::complement, f);
  bool unused[R] = {};
  sort_slots_by_stride(f, unused);
  T shape[R + 1] = {}, stride[R + 1] = {};
  T span = 1;
  [[maybe_unused]] T covered = 1;  // cosize(A) + cosize(R) - 1: what A and the complement span
  [[maybe_unused]] bool past = false;  // covered is past T: it spans any cotarget
  CUTE_UNROLL
  for (std::size_t k = 0; k < R; ++k) {
    if (f.shape[k] == 1) {
      shape[k] = 1;
      continue;
    }
    auto const step = value_algebra::complement_mode(f.stride[k], span);
    CUTE_CHECK(step.error == algebra_error::none, "complement: ", error_message(step.error));
    shape[k] = step.extent;
    stride[k] = span;
    span = checked<arithmetic::multiply>(caller::complement, f.stride[k], f.shape[k]);
    if constexpr (spanning) {  // (each term is below the span, which fits)
      T const below = (step.extent - 1) * stride[k], reach = (f.shape[k] - 1) * f.stride[k];
      past = past || overflows<arithmetic::add>(covered, below) || overflows<arithmetic::add>(T(covered + below), reach);
      covered = past ? covered : T(covered + below + reach);
    }
  }
  // A shape of several leaves is divided mode by mode (an extent 0 before its last only where nothing
  // of A moves: the division goes on past it); one of one leaf as its integer, as the value algebra
  // does (so 0 is an empty cotarget there too).
  constexpr bool by_mode = leaf_count<CoTarget> > 1;
  if constexpr (by_mode) {
    [[maybe_unused]] auto const leaves = flatten(cotarget);
    [[maybe_unused]] constexpr std::size_t L = tuple_size_v<decltype(leaves)>;
    CUTE_CHECK(span == 1 || (fold(take<0, L - 1>(leaves), true, [](bool all, auto const& c) { return all && c > 0; }) && get<L - 1>(leaves) >= 0),
               "complement: ", error_message(algebra_error::cotarget));
  } else {
    CUTE_CHECK(size(cotarget) >= 0, "complement: ", error_message(algebra_error::cotarget));
  }
  CUTE_CHECK(span > 0, "complement: ", error_message(algebra_error::not_injective));
  shape[R] = static_cast<T>(span == 1 ? size(cotarget) : size(ceil_div(cotarget, span)));
  stride[R] = span;
  if constexpr (spanning) {
    CUTE_CHECK(past || (shape[R] - 1) * span >= static_cast<T>(size(cotarget)) - covered, "complement: ",
               error_message(algebra_error::complement_uncovered));
  }
  return make_layout(from_array<R + 1>(shape), replace<0>(from_array<R + 1>(stride), _1{}));
}

// The complement, with CuTe's post-condition that A and it span the cotarget checked (spanning) or
// not (the products check theirs). Static strides: the value algebra on A and the cotarget as one pair,
// their dynamic extents symbols (the post-condition checked at run time where it is not proven).
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
    if constexpr (!spanning) {
    } else if constexpr (static_integer<decltype(cosize(a) + cosize(r))> && static_integer<decltype(size(cotarget))>) {
      static_assert(decltype(cosize(a) + cosize(r) - _1{})::value >= decltype(size(cotarget))::value, "complement: no layout is the complement");
    } else {  // cosize(A) + cosize(R) - 1 >= size(M), as a difference (the sum may be past the type, and then spans M)
      CUTE_CHECK(cosize(a) - 1 >= size(cotarget) - cosize(r), "complement: no layout is the complement: with it the layout spans cosize ",
                 cosize(a), " + ", cosize(r), " - 1 < ", size(cotarget), ", the size of the cotarget (a cotarget shape is divided mode by mode)");
    }
    return r;
  } else if constexpr (is_static_v<decltype(filter(a).stride())> && value_algebra::fast_error<checked, Pair>() != algebra_error::not_static) {
    static_assert(has_result(value_algebra::fast_error<checked, Pair>()), "complement: no result");
    return a;
  } else {  // dynamic strides, or a condition on a dynamic extent
    return complement_at_run_time<spanning>(a, cotarget);
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

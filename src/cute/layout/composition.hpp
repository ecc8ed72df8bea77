// cute/layout/composition.hpp: composition(A, B), the layout of the function i -> A(B(i)), with B a
// layout (distributed over B's modes), an integer n (the layout n:1), `_`, or a tuple of those
// applied mode by mode.
//
// Accepted and rejected as CuTe C++ does for static integers (its divisibility condition), whatever
// mix of static and dynamic integers the inputs hold, and never a wrong layout:
// - When every condition is known at compile time to hold, the result is CuTe's, with its staticness.
// - With static inputs, a failed condition is a compile error; where CuTe's condition holds but its
//   result would be wrong (B's walk leaves a mode of A before its end, or B's modes together overrun a
//   mode of A), the result is checked at every coordinate of B and rejected if it differs from A o B.
// - Otherwise the composition is computed on the values (A coalesced at run time, as static values
//   would be): the result has CuTe's dynamic form (one dynamic mode per mode of A, for each mode of B),
//   and the same checks are made at run time (a cute::error).
#pragma once
#include <cute/config.hpp>
#include <cute/layout/coalesce.hpp>
#include <cute/layout/layout.hpp>
#include <cute/layout/layout_values.hpp>
#include <cute/layout/value_algebra.hpp>
#include <cute/layout/mode_order.hpp>
#include <cute/layout/tiler.hpp>
#include <cute/numeric.hpp>
#include <cute/tuple.hpp>

namespace cute {
CUTE_EXPORT namespace detail {

template <class T>
CUTE_HOST_DEVICE constexpr auto signum(T const& t) {
  return keep_static([](auto v) { return decltype(v)((v > 0) - (v < 0)); }, t);
}

// ceil(a / b), and 1 for b == 0 (a stride-0 walk stays at the origin of every mode).
template <class A, class B>
CUTE_HOST_DEVICE constexpr auto steps_within(A const& a, B const& b) {
  return keep_static([](auto x, auto y) { return y == 0 ? decltype(x + y){1} : rounded_up_quotient(caller::composition, x, y); }, a, b);
}

// CuTe's divisibility condition, for B's walk (|stride| step, count elements left) over a mode of A of
// extent a: the step divides the extent or is less than it, and the elements taken in this mode
// divide the count.
CUTE_HOST_DEVICE constexpr bool stride_fits_mode(long long step, long long a) { return a != 0 && (step % a == 0 || step < a); }
CUTE_HOST_DEVICE constexpr bool count_divides(long long count, long long taken) { return taken == 0 || count % taken == 0; }
// What CuTe assumes without checking: a walk that goes on to the next modes leaves this one at its end.
CUTE_HOST_DEVICE constexpr bool walk_ends_at_mode_end(long long count, long long taken, long long step, long long a) {
  return taken == 0 || taken == count || step == 0 || step >= a || a % step == 0;
}
CUTE_HOST_DEVICE constexpr bool less(long long x, long long y) { return x < y; }

// A condition on integers: static when they all are.
template <auto F, class... X>
CUTE_HOST_DEVICE constexpr auto condition(X const&... x) {
  if constexpr ((static_integer<X> && ...)) {
    return bool_constant<F(static_cast<long long>(cute::detail::uncvref_t<X>::value)...)>{};
  } else {
    return F(static_cast<long long>(x)...);
  }
}

// CuTe's composition of A (flat, coalesced, rank >= 2) with one mode s:t of B, decided on the types.
// Returns (layout, reach, divisible, exact): reach holds, for each mode of A but the last, the largest
// coordinate B's walk reaches there; divisible is CuTe's condition; exact what CuTe assumes besides.
template <class AS, class AD, class S, class T>
CUTE_HOST_DEVICE constexpr auto compose_mode(AS const& as, AD const& ad, S const& s, T const& t) {
  constexpr std::size_t R = tuple_size_v<AS>;
  auto step = [&](auto const& state, auto i) {
    auto const& [shapes, strides, rest_shape, rest_stride, reach, divisible, exact] = state;
    constexpr std::size_t k = decltype(i)::value;
    auto const& a = get<k>(as);
    auto const& d = get<k>(ad);
    auto const walk = cute::abs(rest_stride);
    auto const fits = condition<stride_fits_mode>(walk, a);
    auto const next_shape = steps_within(a, walk);
    auto const next_stride = steps_within(walk, a) * signum(rest_stride);
    if constexpr (is_constant_v<1, decltype(next_shape)> || is_constant_v<1, cute::detail::uncvref_t<decltype(rest_shape)>>) {
      return make_tuple(shapes, strides, rest_shape, next_stride, reach, all_of(divisible, fits), exact);
    } else {
      auto const new_shape = cute::min(next_shape, rest_shape);
      auto const divides = condition<count_divides>(rest_shape, new_shape);
      auto const ends = condition<walk_ends_at_mode_end>(rest_shape, new_shape, walk, a);
      auto const rest = keep_static([](auto x, auto y) { return y == 0 ? decltype(x / (y + 1)){0} : x / y; }, rest_shape, new_shape);
      auto const reached = checked<arithmetic::add>(caller::composition, get<k>(reach), checked<arithmetic::multiply>(caller::composition, new_shape - _1{}, walk));
      return make_tuple(append(shapes, new_shape), append(strides, checked<arithmetic::multiply>(caller::composition, rest_stride, d)), rest, next_stride, replace<k>(reach, reached),
                        all_of(divisible, fits, divides), all_of(exact, ends));
    }
  };
  auto no_reach = repeat_like(take<0, R - 1>(as), _0{});
  auto [shapes, strides, rest_shape, rest_stride, reach, divisible, exact] = [&]<std::size_t... I>(std::index_sequence<I...>) {
    return fold(make_tuple(C<I>{}...), make_tuple(tuple<>{}, tuple<>{}, s, t, no_reach, true_type{}, true_type{}), step);
  }(std::make_index_sequence<R - 1>{});
  auto const& last_d = get<R - 1>(ad);
  if constexpr (tuple_size_v<decltype(shapes)> == 0) {
    return make_tuple(make_layout(rest_shape, checked<arithmetic::multiply>(caller::composition, rest_stride, last_d)), reach, divisible, exact);
  } else if constexpr (is_constant_v<1, decltype(rest_shape)>) {
    return make_tuple(make_layout(unwrap(shapes), unwrap(strides)), reach, divisible, exact);
  } else {
    return make_tuple(make_layout(append(shapes, rest_shape), append(strides, checked<arithmetic::multiply>(caller::composition, rest_stride, last_d))), reach, divisible,
                      exact);
  }
}

// compose_mode over the modes of s (B's profile is kept), the reaches of B's modes added up.
template <class AS, class AD, class S, class T, std::size_t... I>
CUTE_HOST_DEVICE constexpr auto compose_modes(Layout<AS, AD> const& a, S const& s, T const& t, std::index_sequence<I...>);

template <class AS, class AD, class S, class T>
CUTE_HOST_DEVICE constexpr auto compose_typed(Layout<AS, AD> const& a, S const& s, T const& t) {
  if constexpr (tuple_type<S>) {
    return compose_modes(a, s, t, std::make_index_sequence<tuple_size_v<S>>{});
  } else if constexpr (!tuple_type<AS>) {
    // One mode, which absorbs all: A(t*i) == t*i*stride.
    return make_tuple(make_layout(s, checked<arithmetic::multiply>(caller::composition, t, a.stride())), tuple<>{}, true_type{}, true_type{});
  } else if constexpr (is_constant_v<0, T>) {
    return make_tuple(make_layout(s, t), repeat_like(take<0, tuple_size_v<AS> - 1>(a.shape()), _0{}), true_type{}, true_type{});
  } else {
    return compose_mode(a.shape(), a.stride(), s, t);
  }
}

// The checked sum of two reaches, leaf by leaf, and a part's reach added to an accumulated one
// (function objects, not lambdas: cheaper for nvcc's device front end).
struct add_checked {
  template <class X, class Y>
  CUTE_HOST_DEVICE constexpr auto operator()(X const& x, Y const& y) const {
    return checked<arithmetic::add>(caller::composition, x, y);
  }
};
struct add_reach {
  template <class Acc, class P>
  CUTE_HOST_DEVICE constexpr auto operator()(Acc const& acc, P const& p) const {
    return transform(acc, get<1>(p), add_checked{});
  }
};
// compose_typed of a tuple s: its modes composed, their layouts gathered and their reaches added up.
template <class AS, class AD, class S, class T, std::size_t... I>
CUTE_HOST_DEVICE constexpr auto compose_modes(Layout<AS, AD> const& a, S const& s, T const& t, std::index_sequence<I...>) {
  auto parts = make_tuple(compose_typed(a, get<I>(s), get<I>(t))...);
  auto layout = make_layout(get<0>(get<I>(parts))...);
  add_reach step;
  auto reach = fold(parts, get<1>(compose_typed(a, _1{}, _0{})), step);
  auto divisible = all_of(true_type{}, get<2>(get<I>(parts))...);
  auto exact = all_of(true_type{}, get<3>(get<I>(parts))...);
  return make_tuple(layout, reach, divisible, exact);
}

// B's modes together stay inside each mode of A but the last: A is then additive over them,
// A(B0(i) + B1(j)) == A(B0(i)) + A(B1(j)), which the mode-by-mode result assumes.
template <class AS, class Reach>
CUTE_HOST_DEVICE constexpr auto no_carry(AS const& as, Reach const& reach) {
  return [&]<std::size_t... K>(std::index_sequence<K...>) {
    return all_of(true_type{}, condition<less>(get<K>(reach), get<K>(as))...);
  }(std::make_index_sequence<tuple_size_v<Reach>>{});
}

// r(i) == a(b(i)) at every coordinate of b.
template <class R, class A, class B>
CUTE_HOST_DEVICE constexpr bool equals_composition(R const& r, A const& a, B const& b) {
  for (long long i = 0; i < static_cast<long long>(size(b)); ++i)
    if (static_cast<long long>(r(i)) != static_cast<long long>(a(b(i)))) return false;
  return true;
}

// B's modes of extent other than 1 have static strides of both signs: then A o B, for A of several
// modes, is not mode by mode (A is odd but not additive across a change of sign) except where checked.
// False unless B's strides are static (its extents may be dynamic, taken as other than 1).
template <class BS, class BD>
CUTE_HOST_DEVICE constexpr bool static_mixed_signs() {
  if constexpr (int_static<BD>) {
    auto const strides = wrap(flatten(BD{}));
    constexpr std::size_t N = tuple_size_v<cute::detail::uncvref_t<decltype(strides)>>;
    long long stride[N] = {}, shape[N] = {};
    to_array(stride, strides);
    if constexpr (int_static<BS>) to_array(shape, wrap(flatten(BS{})));
    bool positive = false, negative = false;
    for (std::size_t k = 0; k < N; ++k)
      if (shape[k] != 1 && stride[k] != 0) (stride[k] > 0 ? positive : negative) = true;
    return positive && negative;
  } else {
    return false;
  }
}

// The values of a flat layout, coalesced at run time as static values would be at compile time (the
// value algebra's coalesce_modes, written again as a flat loop: device code that tiles a matrix of a
// run-time size runs it, and the value trees' recursive walks would not inline there). With keep_last,
// the last mode stays whatever its extent: it absorbs all coordinates beyond the size, so its extent
// never matters but its stride does.
template <std::size_t R, class T>
struct flat_values {
  T shape[R] = {};
  T stride[R] = {};
  std::size_t rank = 0;
};

// Slot i of a (read, write) with i known only at run time, by a loop over the slots: unrolled, it is
// a select per slot, and the array stays in registers (an index computed at run time would put it in
// local memory, whose stores the compiler then keeps).
template <std::size_t R, class T>
CUTE_HOST_DEVICE constexpr T slot(T const (&a)[R], std::size_t i) {
  T v{};
  CUTE_UNROLL
  for (std::size_t j = 0; j < R; ++j) v = j == i ? a[j] : v;
  return v;
}
template <std::size_t R, class T>
CUTE_HOST_DEVICE constexpr void set_slot(T (&a)[R], std::size_t i, T const& v) {
  CUTE_UNROLL
  for (std::size_t j = 0; j < R; ++j) a[j] = j == i ? v : a[j];
}

template <class T, class AS, class AD>
CUTE_HOST_DEVICE constexpr auto coalesced_values(AS const& as, AD const& ad, bool keep_last = true) {
  constexpr std::size_t R = tuple_size_v<AS>;
  T shape[R] = {}, stride[R] = {};
  to_array(shape, as);
  to_array(stride, ad);
  flat_values<R, T> f;
  CUTE_UNROLL
  for (std::size_t k = 0; k < R; ++k) {
    T const s = (keep_last && k + 1 == R && shape[k] == 1) ? T(2) : shape[k];
    if (s == 1) continue;
    std::size_t const last = f.rank > 0 ? f.rank - 1 : 0;
    if (f.rank > 0 && checked<arithmetic::multiply>(caller::composition, slot(f.shape, last), slot(f.stride, last)) == stride[k]) {
      set_slot(f.shape, last, checked<arithmetic::multiply>(caller::composition, slot(f.shape, last), s));
    } else {
      set_slot(f.shape, f.rank, s);
      set_slot(f.stride, f.rank, stride[k]);
      ++f.rank;
    }
  }
  return f;
}

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
  constexpr int nodes = tree_nodes<AS> + tree_nodes<BS> + static_cast<int>(leaf_count<BS> * (R + 1)) + 2;
  auto const r = value_algebra::compose(value_tree_of<nodes>(a), value_tree_of<nodes>(b), true);
  CUTE_CHECK(r.ok, "composition: ", error_message(r.error));
  return dynamic_modes<R, T>(r, 0, b.shape());
}

}  // namespace detail

/// The layout R with R(c) == A(B(c)) for every coordinate c of B; R is compatible with B.
CUTE_EXPORT template <class AS, class AD, class BS, class BD>
CUTE_HOST_DEVICE constexpr auto composition(Layout<AS, AD> const& a, Layout<BS, BD> const& b) {
  if constexpr (detail::value_algebra::fast_result<detail::value_algebra::op_composition, Layout<AS, AD>, Layout<BS, BD>>) {
    return detail::value_algebra::fast_layout<detail::value_algebra::op_composition, Layout<BS, BD>>(a);
  } else {
    auto flat = detail::coalesce_keep_last(a);
    auto [r, reach, divisible, exact] = detail::compose_typed(flat, b.shape(), b.stride());
    constexpr bool mixed = tuple_type<cute::detail::uncvref_t<decltype(flat.shape())>> && detail::static_mixed_signs<BS, BD>();
    using Exact = decltype(detail::all_of(exact, detail::no_carry(flat.shape(), reach), bool_constant<!mixed>{}));
    if constexpr (is_constant_v<true, decltype(divisible)> && is_constant_v<true, Exact>) {
      return r;
    } else if constexpr (is_static_v<Layout<AS, AD>> && is_static_v<Layout<BS, BD>>) {
      static_assert(is_constant_v<true, decltype(divisible)>,
                    "composition: no layout is A o B: the divisibility condition fails (B's stride neither divides nor is less "
                    "than an extent of A, or B's extent is not a multiple of what fits in a mode of A)");
      if constexpr (is_constant_v<true, decltype(divisible)>) {
        static_assert(detail::equals_composition(decltype(r){}, Layout<AS, AD>{}, Layout<BS, BD>{}),
                      "composition: no layout is A o B: B's modes together overrun a mode of A, or B's walk leaves a mode of A "
                      "before its end");
      }
      return r;
    } else {
      return detail::compose_dynamic(a, b, flat);
    }
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

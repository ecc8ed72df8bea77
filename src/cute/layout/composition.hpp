// cute/layout/composition.hpp: composition(A, B), the layout of the function i -> A(B(i)), with B a
// layout (distributed over B's modes), an integer n (the layout n:1), `_`, or a tuple of those
// applied mode by mode. Where no layout can equal A o B, it is an error: a static_assert for static
// values, a cute::error for dynamic ones (CuTe itself returns wrong layouts in some such cases).
#pragma once
#include <cute/config.hpp>
#include <cute/layout/coalesce.hpp>
#include <cute/layout/layout.hpp>
#include <cute/layout/tiler.hpp>
#include <cute/numeric.hpp>
#include <cute/tuple.hpp>

namespace cute {
CUTE_EXPORT namespace detail {

template <class T>
CUTE_HOST_DEVICE constexpr auto signum(T const& t) {
  return keep_static([](auto v) { return decltype(v)((v > 0) - (v < 0)); }, t);
}

// ceil(a / b), and 1 for b == 0 (a stride 0 walks no mode).
template <class A, class B>
CUTE_HOST_DEVICE constexpr auto steps_within(A const& a, B const& b) {
  return keep_static([](auto x, auto y) { return y == 0 ? decltype(x + y){1} : (x + y - 1) / y; }, a, b);
}

// B's walk with stride t (|t| = step) over a mode of extent a is a layout mode only if the stride
// steps over whole copies of the mode (step % a == 0) or stays inside it (step < a).
CUTE_HOST_DEVICE constexpr bool stride_fits_mode(long long step, long long a) { return a != 0 && (step % a == 0 || step < a); }
// The walk covers `taken` of the `count` elements left in this mode; the rest continues in the next
// modes only if count is a multiple of taken and the walk ends exactly at the mode's end.
CUTE_HOST_DEVICE constexpr bool walk_continues_exactly(long long count, long long taken, long long step, long long a) {
  if (taken == 0 || taken == count) return true;
  return count % taken == 0 && (step >= a || a % step == 0);
}

template <long long step, long long a>
inline constexpr bool static_stride_fits_mode = stride_fits_mode(step, a);
template <long long count, long long taken, long long step, long long a>
inline constexpr bool static_walk_continues_exactly = walk_continues_exactly(count, taken, step, a);

// A (flat, coalesced, rank >= 2) composed with the single mode s:t of B.
template <class AS, class AD, class S, class T>
CUTE_HOST_DEVICE constexpr auto compose_mode(AS const& as, AD const& ad, S const& s, T const& t) {
  constexpr std::size_t R = tuple_size_v<AS>;
  auto step = [&](auto const& state, auto i) {
    auto const& [shapes, strides, rest_shape, rest_stride] = state;
    auto const& a = get<decltype(i)::value>(as);
    auto const& d = get<decltype(i)::value>(ad);
    auto const walk = cute::abs(rest_stride);
    if constexpr (static_integer<decltype(walk)> && static_integer<decltype(a)>) {
      static_assert(static_stride_fits_mode<decltype(walk)::value, std::remove_cvref_t<decltype(a)>::value>,
                    "composition: no layout is A o B: B's stride neither divides nor is less than an extent of A");
    } else {
      CUTE_CHECK(stride_fits_mode(walk, a), "composition: no layout is A o B: B's stride ", walk,
                 " neither divides nor is less than the extent ", a, " of A's mode ", decltype(i)::value);
    }
    auto const next_shape = steps_within(a, walk);
    auto const next_stride = steps_within(walk, a) * signum(rest_stride);
    if constexpr (is_constant_v<1, decltype(next_shape)> || is_constant_v<1, std::remove_cvref_t<decltype(rest_shape)>>) {
      return make_tuple(shapes, strides, rest_shape, next_stride);
    } else {
      auto const new_shape = cute::min(next_shape, rest_shape);
      if constexpr (static_integer<decltype(new_shape)> && is_static_v<decltype(rest_shape)> && is_static_v<decltype(walk)> &&
                    static_integer<decltype(a)>) {
        static_assert(static_walk_continues_exactly<std::remove_cvref_t<decltype(rest_shape)>::value, decltype(new_shape)::value,
                                                    decltype(walk)::value, std::remove_cvref_t<decltype(a)>::value>,
                      "composition: no layout is A o B: B's walk leaves a mode of A at a point other than its end");
      } else {
        CUTE_CHECK(walk_continues_exactly(rest_shape, new_shape, walk, a), "composition: no layout is A o B: B's walk of ",
                   rest_shape, " elements with stride ", walk, " leaves A's mode ", decltype(i)::value, " (extent ", a,
                   ") at a point other than its end");
      }
      auto const rest = keep_static([](auto x, auto y) { return y == 0 ? decltype(x / (y + 1)){0} : x / y; }, rest_shape, new_shape);
      return make_tuple(append(shapes, new_shape), append(strides, rest_stride * d), rest, next_stride);
    }
  };
  auto [shapes, strides, rest_shape, rest_stride] = [&]<std::size_t... I>(std::index_sequence<I...>) {
    return fold(make_tuple(C<I>{}...), make_tuple(tuple<>{}, tuple<>{}, s, t), step);
  }(std::make_index_sequence<R - 1>{});
  auto const& last_d = get<R - 1>(ad);
  if constexpr (tuple_size_v<decltype(shapes)> == 0) {
    return make_layout(rest_shape, rest_stride * last_d);
  } else if constexpr (is_constant_v<1, decltype(rest_shape)>) {
    return make_layout(unwrap(shapes), unwrap(strides));
  } else {
    return make_layout(append(shapes, rest_shape), append(strides, rest_stride * last_d));
  }
}

// A (coalesced) composed with the layout s:t, distributed over the modes of s.
template <class AS, class AD, class S, class T>
CUTE_HOST_DEVICE constexpr auto compose(Layout<AS, AD> const& a, S const& s, T const& t) {
  if constexpr (tuple_type<S>) {
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      return make_layout(compose(a, get<I>(s), get<I>(t))...);
    }(std::make_index_sequence<tuple_size_v<S>>{});
  } else if constexpr (is_constant_v<0, T>) {
    return make_layout(s, t);
  } else if constexpr (!tuple_type<AS>) {
    return make_layout(s, t * a.stride_);  // one mode, which absorbs everything: A(t*i) = t*i*stride
  } else {
    return compose_mode(a.shape_, a.stride_, s, t);
  }
}

}  // namespace detail

/// The layout R with R(c) == A(B(c)) for every coordinate c of B; R is compatible with B.
CUTE_EXPORT template <class AS, class AD, class BS, class BD>
CUTE_HOST_DEVICE constexpr auto composition(Layout<AS, AD> const& a, Layout<BS, BD> const& b) {
  return detail::compose(detail::coalesce_keep_last(a), b.shape_, b.stride_);
}

/// Composition with a tiler: an integer n is the layout n:1, `_` keeps A, and a tuple composes mode by
/// mode (by-mode composition, <B0, B1, ...> in the docs); modes of A beyond the tuple's rank are
/// dropped, as in CuTe.
CUTE_EXPORT template <class AS, class AD, tiler_type Tiler>
  requires(!layout_type<Tiler>)
CUTE_HOST_DEVICE constexpr auto composition(Layout<AS, AD> const& a, Tiler const& tiler) {
  if constexpr (tuple_type<Tiler>) {
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
    return detail::compose(detail::coalesce_keep_last(a), tiler, _1{});
  }
}

}  // namespace cute

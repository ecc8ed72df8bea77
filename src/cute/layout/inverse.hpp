// cute/layout/inverse.hpp: right_inverse and left_inverse. Both sort the modes of the coalesced layout
// by stride (at compile time when the strides are static, else at run time) and walk them in order.
#pragma once
#include <cute/config.hpp>
#include <cute/layout/coalesce.hpp>
#include <cute/layout/layout.hpp>
#include <cute/layout/mode_order.hpp>
#include <cute/numeric.hpp>
#include <cute/tuple.hpp>

namespace cute {
CUTE_EXPORT namespace detail {

// The coalesced layout as flat tuples, with the exclusive prefix products of its shape.
template <class S, class D>
CUTE_HOST_DEVICE constexpr auto flat_modes(Layout<S, D> const& l) {
  auto c = coalesce(l);
  auto shapes = wrap(c.shape());
  return make_tuple(shapes, wrap(c.stride()), prefix_product(shapes));
}

// The modes of a flat layout as arrays of values, with their order by stride (for the run-time paths).
template <std::size_t R, class T>
struct sorted_modes {
  T shape[R] = {};
  T stride[R] = {};
  T prefix[R] = {};
  std::size_t index[R] = {};  // index[k]: the mode with the k-th smallest stride
};

template <class Shapes, class Strides, class Pre, class T = common_dynamic_t<Shapes, Strides, Pre>>
CUTE_HOST_DEVICE constexpr auto sort_modes(Shapes const& shapes, Strides const& strides, Pre const& pre) {
  constexpr std::size_t R = tuple_size_v<Strides>;
  sorted_modes<R, T> m;
  to_array(m.shape, shapes);
  to_array(m.stride, strides);
  to_array(m.prefix, pre);
  for (std::size_t i = 0; i < R; ++i) m.index[i] = i;
  sort_by_key(m.index, R, m.stride);
  return m;
}

// Right inverse, static strides: the modes whose stride continues the contiguous run so far, in
// stride order; when that is only known at run time, the mode is kept as extent 1 where it fails.
template <class Shapes, class Strides, class Pre>
CUTE_HOST_DEVICE constexpr auto right_inverse_static(Shapes const& shapes, Strides const& strides, Pre const& pre) {
  constexpr std::size_t R = tuple_size_v<Strides>;
  constexpr auto order = ascending_order<Strides>(std::make_index_sequence<R>{});
  auto step = [&](auto const& acc, auto k) {
    auto const& [rs, rd, next] = acc;
    constexpr std::size_t i = order.index[decltype(k)::value];
    auto const& s = get<i>(shapes);
    auto const& d = get<i>(strides);
    using Match = decltype(d == next);
    if constexpr (is_constant_v<true, Match>) {
      return make_tuple(append(rs, s), append(rd, get<i>(pre)), s * d);
    } else if constexpr (is_constant_v<false, Match>) {
      return acc;
    } else {
      using T = common_dynamic_t<Shapes, Strides, Pre>;
      bool const match = d == next;
      return make_tuple(append(rs, match ? T(s) : T(1)), append(rd, match ? T(get<i>(pre)) : T(0)),
                        match ? T(s * d) : T(next));
    }
  };
  auto [rs, rd, next] = [&]<std::size_t... K>(std::index_sequence<K...>) {
    return fold(make_tuple(C<K>{}...), make_tuple(make_tuple(_1{}), make_tuple(_0{}), _1{}), step);
  }(std::make_index_sequence<R>{});
  return coalesce(make_layout(rs, rd));
}

template <class Shapes, class Strides, class Pre>
CUTE_HOST_DEVICE constexpr auto right_inverse_dynamic(Shapes const& shapes, Strides const& strides, Pre const& pre) {
  constexpr std::size_t R = tuple_size_v<Strides>;
  using T = common_dynamic_t<Shapes, Strides, Pre>;
  auto const [shape, stride, prefix, index] = sort_modes(shapes, strides, pre);
  T result_shape[R] = {}, result_stride[R] = {};
  T next = 1;
  for (std::size_t k = 0; k < R; ++k) {
    std::size_t const i = index[k];
    bool const match = stride[i] == next;
    result_shape[k] = match ? shape[i] : T(1);
    result_stride[k] = match ? prefix[i] : T(0);
    if (match) next = shape[i] * stride[i];
  }
  return coalesce(make_layout(from_array<R>(result_shape), from_array<R>(result_stride)));
}


// Left inverse: in stride order, each nonzero stride must be a multiple of the previous one and
// reach past the previous mode (the layout is injective there); stride-0 modes are skipped, which
// makes the result a quasi-inverse: L(R(L(i))) == L(i).
CUTE_HOST_DEVICE constexpr bool left_invertible(long long stride, long long previous_stride, long long previous_span) {
  return previous_stride != 0 && stride % previous_stride == 0 && stride >= previous_span;
}

// The check of left_inverse on a static layout, whole: in stride order, every nonzero stride is
// left_invertible after the previous one.
template <class Shapes, class Strides>
consteval bool static_left_invertible() {
  constexpr std::size_t R = tuple_size_v<Strides>;
  constexpr auto order = ascending_order<Strides>(std::make_index_sequence<R>{});
  long long shape[R + 1] = {}, stride[R + 1] = {};
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    ((shape[I] = std::remove_cvref_t<decltype(get<I>(std::declval<Shapes>()))>::value,
      stride[I] = std::remove_cvref_t<decltype(get<I>(std::declval<Strides>()))>::value), ...);
  }(std::make_index_sequence<R>{});
  long long previous_stride = 1, previous_span = 1;
  for (std::size_t k = 0; k < R; ++k) {
    std::size_t const i = order.index[k];
    if (stride[i] == 0) continue;
    if (!left_invertible(stride[i], previous_stride, previous_span)) return false;
    previous_stride = stride[i];
    previous_span = stride[i] * shape[i];
  }
  return true;
}

template <class Shapes, class Strides, class Pre>
CUTE_HOST_DEVICE constexpr auto left_inverse_static(Shapes const& shapes, Strides const& strides, Pre const& pre) {
  constexpr std::size_t R = tuple_size_v<Strides>;
  constexpr auto order = ascending_order<Strides>(std::make_index_sequence<R>{});
  auto step = [&](auto const& acc, auto k) {
    auto const& [rs, rd, previous_stride, previous_span] = acc;
    constexpr std::size_t i = order.index[decltype(k)::value];
    auto const& d = get<i>(strides);
    if constexpr (is_constant_v<0, std::remove_cvref_t<decltype(d)>>) {
      return acc;
    } else {
      // (Fully static layouts are checked up front, in left_inverse.)
      if constexpr (!is_static_v<decltype(previous_span)>) {
        CUTE_CHECK(left_invertible(d, previous_stride, previous_span), "left_inverse: the layout is not injective, or the stride ",
                   d, " is not a multiple of the stride ", previous_stride, " (the previous mode spans ", previous_span, ")");
      }
      return make_tuple(append(rs, d / previous_stride), append(rd, get<i>(pre)), d, d * get<i>(shapes));
    }
  };
  auto [rs, rd, last_stride, last_span] = [&]<std::size_t... K>(std::index_sequence<K...>) {
    return fold(make_tuple(C<K>{}...), make_tuple(tuple<>{}, make_tuple(_0{}), _1{}, _1{}), step);
  }(std::make_index_sequence<R>{});
  constexpr std::size_t last = order.index[R - 1];
  return coalesce(make_layout(append(rs, get<last>(shapes)), rd));
}

template <class Shapes, class Strides, class Pre>
CUTE_HOST_DEVICE constexpr auto left_inverse_dynamic(Shapes const& shapes, Strides const& strides, Pre const& pre) {
  constexpr std::size_t R = tuple_size_v<Strides>;
  using T = common_dynamic_t<Shapes, Strides, Pre>;
  auto const [shape, stride, prefix, index] = sort_modes(shapes, strides, pre);
  T result_shape[R + 1] = {}, result_stride[R + 1] = {};
  T previous_stride = 1, previous_span = 1;
  std::size_t n = 0;
  result_stride[0] = 0;
  for (std::size_t k = 0; k < R; ++k) {
    std::size_t const i = index[k];
    T const d = stride[i];
    CUTE_CHECK(d >= 0 || shape[i] == 1, "left_inverse: negative stride ", d);
    if (d == 0 || shape[i] == 1) continue;  // a broadcast, or a mode that moves nothing
    CUTE_CHECK(left_invertible(d, previous_stride, previous_span), "left_inverse: the layout is not injective, or the stride ", d,
               " is not a multiple of the stride ", previous_stride, " (the previous mode spans ", previous_span, ")");
    result_shape[n] = d / previous_stride;
    result_stride[++n] = prefix[i];
    previous_stride = d;
    previous_span = d * shape[i];
  }
  std::size_t last = index[R - 1];
  for (std::size_t k = R; k-- > 0;)
    if (stride[index[k]] != 0 && shape[index[k]] != 1) {
      last = index[k];
      break;
    }
  result_shape[n++] = shape[last];
  for (; n < R + 1; ++n) {
    result_shape[n] = 1;
    result_stride[n] = 0;
  }
  return coalesce(make_layout(from_array<R + 1>(result_shape), from_array<R + 1>(result_stride)));
}

}  // namespace detail

/// A layout R with L(R(i)) == i for all i < size(R), as large as the contiguous part of L allows:
/// composition(L, R) is the identity on R's domain. right_inverse((5,2):(0,1)) == 2:5 (stride-0 modes
/// are skipped).
CUTE_EXPORT template <class S, class D>
CUTE_HOST_DEVICE constexpr auto right_inverse(Layout<S, D> const& l) {
  auto [shapes, strides, pre] = detail::flat_modes(l);
  if constexpr (is_static_v<decltype(strides)>) {
    return detail::right_inverse_static(shapes, strides, pre);
  } else {
    return detail::right_inverse_dynamic(shapes, strides, pre);
  }
}

CUTE_EXPORT CUTE_HOST_DEVICE constexpr Underscore right_inverse(Underscore) { return {}; }

/// A layout R with L(R(L(i))) == L(i) for all i < size(L), and R(L(i)) == i when L is injective
/// (stride-0 modes are broadcasts: R ignores them). left_inverse((4,8):(1,5)) == (_5,_8):(_1,_4).
/// A layout whose nonzero strides overlap (not injective there) is an error.
CUTE_EXPORT template <class S, class D>
CUTE_HOST_DEVICE constexpr auto left_inverse(Layout<S, D> const& l) {
  auto [shapes, strides, pre] = detail::flat_modes(l);
  if constexpr (is_static_v<decltype(shapes)> && is_static_v<decltype(strides)>) {
    constexpr bool layout_is_injective = detail::static_left_invertible<decltype(shapes), decltype(strides)>();
    static_assert(layout_is_injective,
                  "left_inverse: the layout is not injective, or a stride is not a multiple of the next smaller one");
    return detail::left_inverse_static(shapes, strides, pre);
  } else if constexpr (is_static_v<decltype(strides)>) {
    return detail::left_inverse_static(shapes, strides, pre);
  } else {
    return detail::left_inverse_dynamic(shapes, strides, pre);
  }
}

CUTE_EXPORT CUTE_HOST_DEVICE constexpr Underscore left_inverse(Underscore) { return {}; }

}  // namespace cute

// cute/tuple/algorithm.hpp: generic algorithms on cute::tuple (transform, fold, for_each, ...),
// each a single pack expansion over an index sequence.
#pragma once
#include <cute/config.hpp>
#include <cute/tuple/tuple.hpp>

namespace cute {

// These algorithms take a tuple through its storage base, tuple_storage<index_sequence<I...>, E...>,
// so that the index pack I... is deduced with the call and each element is read as a base member:
// one function per instantiation, with no inner lambda (in a kernel, nvcc's device compiler spends its
// time on such small functions); each element is read by get<I> on its own leaf.
#define CUTE_TUPLE_ELEMENT(t, I, E) get<I>(static_cast<detail::tuple_leaf<I, E> const&>(t))

CUTE_EXPORT template <std::size_t... I, class... E, class F>
CUTE_HOST_DEVICE constexpr auto transform(detail::tuple_storage<std::index_sequence<I...>, E...> const& t, F&& f) {
  return make_tuple(f(CUTE_TUPLE_ELEMENT(t, I, E))...);
}

CUTE_EXPORT template <std::size_t... I, class... E, class... U, class F>
CUTE_HOST_DEVICE constexpr auto transform(detail::tuple_storage<std::index_sequence<I...>, E...> const& t,
                                          detail::tuple_storage<std::index_sequence<I...>, U...> const& u, F&& f) {
  return make_tuple(f(CUTE_TUPLE_ELEMENT(t, I, E), CUTE_TUPLE_ELEMENT(u, I, U))...);
}
/// Two tuples of different ranks: a clear error instead of "no matching function".
CUTE_EXPORT template <tuple_type T, tuple_type U, class F>
  requires(tuple_size_v<T> != tuple_size_v<U>)
CUTE_HOST_DEVICE constexpr void transform(T const&, U const&, F&&) {
  static_assert(tuple_size_v<T> == tuple_size_v<U>, "transform: the two tuples must have the same rank");
}

CUTE_EXPORT template <std::size_t... I, class... E, class F>
CUTE_HOST_DEVICE constexpr void for_each(detail::tuple_storage<std::index_sequence<I...>, E...> const& t, F&& f) {
  (f(CUTE_TUPLE_ELEMENT(t, I, E)), ...);
}

CUTE_EXPORT template <class A, class B>
CUTE_HOST_DEVICE constexpr bool lex_less(A const& a, B const& b);
CUTE_EXPORT template <class A, class B>
CUTE_HOST_DEVICE constexpr bool colex_less(A const& a, B const& b);

CUTE_EXPORT namespace detail {
// From element I on (counted from the back when Colex): B exhausted is not less, A exhausted (B not)
// is less, else element I decides unless it is equal.
template <bool Colex, std::size_t I, class A, class B>
CUTE_HOST_DEVICE constexpr bool order_less_from(A const& a, B const& b) {
  constexpr std::size_t NA = tuple_size_v<A>, NB = tuple_size_v<B>;
  if constexpr (I == NB) {
    return false;
  } else if constexpr (I == NA) {
    return true;
  } else {
    auto const& x = get<Colex ? NA - 1 - I : I>(a);
    auto const& y = get<Colex ? NB - 1 - I : I>(b);
    bool const x_less = Colex ? colex_less(x, y) : lex_less(x, y);
    bool const y_less = Colex ? colex_less(y, x) : lex_less(y, x);
    return x_less || (!y_less && order_less_from<Colex, I + 1>(a, b));
  }
}
}  // namespace detail

/// CuTe's lexicographic order on IntTuples: the first differing element decides (recursively), a
/// proper prefix is less; colex_less compares from the last element. Integers compare as integers.
template <class A, class B>
CUTE_HOST_DEVICE constexpr bool lex_less(A const& a, B const& b) {
  static_assert(tuple_type<A> == tuple_type<B>, "lex_less: a tuple and an integer are not comparable");
  if constexpr (tuple_type<A>) {
    return detail::order_less_from<false, 0>(a, b);
  } else {
    return a < b;
  }
}
template <class A, class B>
CUTE_HOST_DEVICE constexpr bool colex_less(A const& a, B const& b) {
  static_assert(tuple_type<A> == tuple_type<B>, "colex_less: a tuple and an integer are not comparable");
  if constexpr (tuple_type<A>) {
    return detail::order_less_from<true, 0>(a, b);
  } else {
    return a < b;
  }
}

/// The elements of t in reverse order (CuTe's reverse).
CUTE_EXPORT template <tuple_type T>
CUTE_HOST_DEVICE constexpr auto reverse(T const& t) {
  constexpr std::size_t N = tuple_size_v<T>;
  return [&]<std::size_t... I>(std::index_sequence<I...>) { return make_tuple(get<N - 1 - I>(t)...); }(std::make_index_sequence<N>{});
}

/// An integer is a leaf: transform and for_each apply f to it (CuTe's, for an IntTuple that is one).
CUTE_EXPORT template <integer T, class F>
CUTE_HOST_DEVICE constexpr auto transform(T const& t, F&& f) {
  return f(t);
}
CUTE_EXPORT template <integer T, class F>
CUTE_HOST_DEVICE constexpr void for_each(T const& t, F&& f) {
  f(t);
}

/// Calls f with C<I> for each I of an integer sequence, in order (CuTe's static loop:
/// for_each(make_int_sequence<4>{}, [&](auto i) { ... }), i a static integer).
CUTE_EXPORT template <class T, T... I, class F>
CUTE_HOST_DEVICE constexpr void for_each(std::integer_sequence<T, I...>, F&& f) {
  (f(C<I>{}), ...);
}

/// Calls f with the elements of t as arguments.
CUTE_EXPORT template <std::size_t... I, class... E, class F>
CUTE_HOST_DEVICE constexpr decltype(auto) apply(detail::tuple_storage<std::index_sequence<I...>, E...> const& t, F&& f) {
  return f(CUTE_TUPLE_ELEMENT(t, I, E)...);
}

CUTE_EXPORT namespace detail {
// The accumulator of a left fold: acc << x applies f(acc, x); a fold expression over << chains it.
template <class F, class V>
struct folder {
  F& f;
  V value;
  template <class X>
  CUTE_HOST_DEVICE constexpr auto operator<<(X const& x) && {
    return folder<F, decltype(f(value, x))>{f, f(value, x)};
  }
};
}  // namespace detail

/// Left fold: f(...f(f(init, t0), t1)..., tn).
CUTE_EXPORT template <std::size_t... I, class... E, class V, class F>
CUTE_HOST_DEVICE constexpr auto fold(detail::tuple_storage<std::index_sequence<I...>, E...> const& t, V const& init, F&& f) {
  return (detail::folder<F, V>{f, init} << ... << CUTE_TUPLE_ELEMENT(t, I, E)).value;
}

CUTE_EXPORT namespace detail {
template <std::size_t B, class T, std::size_t... I>
CUTE_HOST_DEVICE constexpr auto take_impl(T const& t, std::index_sequence<I...>) {
  using R = tuple<cute::detail::uncvref_t<decltype(get<B + I>(t))>...>;
  if constexpr (all_empty_v<R>) {
    return R{};
  } else {
    return R(get<B + I>(t)...);
  }
}
}  // namespace detail

/// The tuple of the elements [B, E) of t.
CUTE_EXPORT template <std::size_t B, std::size_t E, tuple_type T>
CUTE_HOST_DEVICE constexpr auto take(T const& t) {
  static_assert(B <= E && E <= tuple_size_v<cute::detail::uncvref_t<T>>, "take<B,E>: need B <= E <= rank");
  return detail::take_impl<B>(t, std::make_index_sequence<E - B>{});
}

CUTE_EXPORT template <tuple_type T, class X>
CUTE_HOST_DEVICE constexpr auto append(T const& t, X const& x) {
  return tuple_cat(t, make_tuple(x));
}

CUTE_EXPORT template <tuple_type T, class X>
CUTE_HOST_DEVICE constexpr auto prepend(T const& t, X const& x) {
  return tuple_cat(make_tuple(x), t);
}

/// The last element.
CUTE_EXPORT template <tuple_type T>
CUTE_HOST_DEVICE constexpr decltype(auto) back(T const& t) {
  static_assert(tuple_size_v<cute::detail::uncvref_t<T>> > 0, "back: the tuple is empty");
  return get<tuple_size_v<cute::detail::uncvref_t<T>> - 1>(t);
}

/// The tuple of the elements I... of t, in that order.
CUTE_EXPORT template <std::size_t... I, tuple_type T>
CUTE_HOST_DEVICE constexpr auto select(T const& t) {
  return make_tuple(get<I>(t)...);
}

/// t without its element N.
CUTE_EXPORT template <std::size_t N, tuple_type T>
CUTE_HOST_DEVICE constexpr auto remove(T const& t) {
  constexpr std::size_t R = tuple_size_v<cute::detail::uncvref_t<T>>;
  static_assert(N < R, "remove<N>: index out of range");
  return tuple_cat(take<0, N>(t), take<N + 1, R>(t));
}

/// t with its element N replaced by x.
CUTE_EXPORT template <std::size_t N, tuple_type T, class X>
CUTE_HOST_DEVICE constexpr auto replace(T const& t, X const& x) {
  constexpr std::size_t R = tuple_size_v<cute::detail::uncvref_t<T>>;
  static_assert(N < R, "replace<N>: index out of range");
  return tuple_cat(take<0, N>(t), make_tuple(x), take<N + 1, R>(t));
}

/// t with the elements [B, E) gathered into one tuple element.
CUTE_EXPORT template <std::size_t B, std::size_t E, tuple_type T>
CUTE_HOST_DEVICE constexpr auto group(T const& t) {
  constexpr std::size_t R = tuple_size_v<cute::detail::uncvref_t<T>>;
  static_assert(B <= E && E <= R, "group<B,E>: need B <= E <= rank");
  return tuple_cat(take<0, B>(t), make_tuple(take<B, E>(t)), take<E, R>(t));
}

/// x itself if it is a tuple, else the tuple (x).
CUTE_EXPORT template <class X>
CUTE_HOST_DEVICE constexpr auto wrap(X const& x) {
  if constexpr (tuple_type<X>) {
    return x;
  } else {
    return make_tuple(x);
  }
}

/// The element of a rank-1 tuple (recursively), anything else unchanged.
CUTE_EXPORT template <class X>
CUTE_HOST_DEVICE constexpr auto unwrap(X const& x) {
  if constexpr (tuple_type<X>) {
    if constexpr (tuple_size_v<cute::detail::uncvref_t<X>> == 1) {
      return unwrap(get<0>(x));
    } else {
      return x;
    }
  } else {
    return x;
  }
}

#undef CUTE_TUPLE_ELEMENT

}  // namespace cute

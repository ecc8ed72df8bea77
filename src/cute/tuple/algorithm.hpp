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
#define CUTE_TUPLE_ELEMENT(t, I, E) get<I>(static_cast<detail::leaf_of<I, E, cute::detail::uncvref_t<decltype(t)>> const&>(t))

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

/// Calls f with the elements of a standard tuple-like (std::tuple, std::pair, std::array), as CuTe's
/// apply does (it reads any tuple through get<I>).
CUTE_EXPORT template <class T, class F>
  requires(!tuple_type<T> && requires { std::tuple_size<T>::value; })
CUTE_HOST_DEVICE constexpr decltype(auto) apply(T const& t, F&& f) {
  return [&]<std::size_t... I>(std::index_sequence<I...>) -> decltype(auto) {
    using std::get;
    return f(get<I>(t)...);
  }(std::make_index_sequence<std::tuple_size<T>::value>{});
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

/// The first leaf of t (its first element, recursively, as CuTe's front); an integer is its own front.
CUTE_EXPORT template <class T>
CUTE_HOST_DEVICE constexpr decltype(auto) front(T const& t) {
  if constexpr (tuple_type<T>) {
    static_assert(tuple_size_v<cute::detail::uncvref_t<T>> > 0, "front: the tuple is empty");
    return front(get<0>(t));
  } else if constexpr (__is_empty(T)) {
    return T{};  // a static leaf by value: get<I> returns it so, there is no object to refer to
  } else {
    return t;
  }
}

/// The last leaf of t (its last element, recursively, as CuTe's back); an integer is its own back.
CUTE_EXPORT template <class T>
CUTE_HOST_DEVICE constexpr decltype(auto) back(T const& t) {
  if constexpr (tuple_type<T>) {
    static_assert(tuple_size_v<cute::detail::uncvref_t<T>> > 0, "back: the tuple is empty");
    return back(get<tuple_size_v<cute::detail::uncvref_t<T>> - 1>(t));
  } else if constexpr (__is_empty(T)) {
    return T{};  // a static leaf by value: get<I> returns it so, there is no object to refer to
  } else {
    return t;
  }
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

// CuTe's other tuple algorithms. Each takes an integer where CuTe's does (as a tuple of one
// element, or as itself: the comment of each says which).

CUTE_EXPORT namespace detail {
// f can be called on every element of t (on t itself when t is an integer or another non-tuple).
template <class F, class T>
inline constexpr bool callable_on_elements_v = std::is_invocable_v<F&, T const&>;
template <class F, class... E>
inline constexpr bool callable_on_elements_v<F, tuple<E...>> = (std::is_invocable_v<F&, E const&> && ...);

// The position of the first true flag, N when none is.
template <std::size_t N>
CUTE_HOST_DEVICE constexpr std::size_t first_true(bool const (&flags)[N + 1]) {
  std::size_t i = 0;
  while (i < N && !flags[i]) ++i;
  return i;
}
}  // namespace detail

/// f called on the elements of t, and callable on them: what find_if, any_of and the like take.
CUTE_EXPORT template <class F, class T>
concept callable_on_elements = detail::callable_on_elements_v<F, cute::detail::uncvref_t<T>>;

/// t with f applied to the elements of three tuples of its rank, as transform of two.
CUTE_EXPORT template <tuple_type T0, tuple_type T1, tuple_type T2, class F>
CUTE_HOST_DEVICE constexpr auto transform(T0 const& t0, T1 const& t1, T2 const& t2, F&& f) {
  constexpr std::size_t N = tuple_size_v<T0>;
  static_assert(N == tuple_size_v<T1> && N == tuple_size_v<T2>, "transform: the three tuples must have the same rank");
  return [&]<std::size_t... I>(std::index_sequence<I...>) {
    return make_tuple(f(get<I>(t0), get<I>(t1), get<I>(t2))...);
  }(std::make_index_sequence<N>{});
}

/// transform_leaf of two congruent IntTuples: f(a, b) at every pair of leaves.
CUTE_EXPORT template <class T0, class T1, class F>
CUTE_HOST_DEVICE constexpr auto transform_leaf(T0 const& t0, T1 const& t1, F&& f) {
  if constexpr (tuple_type<T0>) {
    return transform(t0, t1, [&](auto const& a, auto const& b) { return transform_leaf(a, b, f); });
  } else {
    return f(t0, t1);
  }
}

/// CuTe's transform_apply: g(f(t0), f(t1), ...), the transform and the apply in one expansion; an
/// integer t gives g(f(t)). The two- and three-tuple forms call f on the elements of each position.
CUTE_EXPORT template <class T, class F, class G>
CUTE_HOST_DEVICE constexpr auto transform_apply(T const& t, F&& f, G&& g) {
  if constexpr (tuple_type<T>) {
    return [&]<std::size_t... I>(std::index_sequence<I...>) { return g(f(get<I>(t))...); }(std::make_index_sequence<tuple_size_v<T>>{});
  } else {
    return g(f(t));
  }
}
CUTE_EXPORT template <class T0, class T1, class F, class G>
CUTE_HOST_DEVICE constexpr auto transform_apply(T0 const& t0, T1 const& t1, F&& f, G&& g) {
  if constexpr (tuple_type<T0>) {
    static_assert(tuple_size_v<T0> == tuple_size_v<T1>, "transform_apply: the tuples must have the same rank");
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      return g(f(get<I>(t0), get<I>(t1))...);
    }(std::make_index_sequence<tuple_size_v<T0>>{});
  } else {
    return g(f(t0, t1));
  }
}
CUTE_EXPORT template <class T0, class T1, class T2, class F, class G>
CUTE_HOST_DEVICE constexpr auto transform_apply(T0 const& t0, T1 const& t1, T2 const& t2, F&& f, G&& g) {
  if constexpr (tuple_type<T0>) {
    static_assert(tuple_size_v<T0> == tuple_size_v<T1> && tuple_size_v<T0> == tuple_size_v<T2>,
                  "transform_apply: the tuples must have the same rank");
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      return g(f(get<I>(t0), get<I>(t1), get<I>(t2))...);
    }(std::make_index_sequence<tuple_size_v<T0>>{});
  } else {
    return g(f(t0, t1, t2));
  }
}

/// Calls f on every leaf of t, depth first, left to right.
CUTE_EXPORT template <class T, class F>
CUTE_HOST_DEVICE constexpr void for_each_leaf(T const& t, F&& f) {
  if constexpr (tuple_type<T>) {
    for_each(t, [&](auto const& e) { for_each_leaf(e, f); });
  } else {
    f(t);
  }
}

/// The position of the first element of t for which f returns a static true: Int-like C<i> (a
/// size_t, as CuTe's), C<rank(t)> when none does. f must return static booleans. An integer t is one
/// element: C<0> or C<1>.
CUTE_EXPORT template <class T, class F>
  requires callable_on_elements<F, T>
CUTE_HOST_DEVICE constexpr auto find_if(T const& t, F&& f) {
  if constexpr (tuple_type<T>) {
    constexpr std::size_t N = tuple_size_v<T>;
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      static_assert((static_bool<decltype(f(get<I>(t)))> && ...), "find_if: f must return a static boolean (C<true> or C<false>)");
      return C<detail::first_true<N>({cute::detail::uncvref_t<decltype(f(get<I>(t)))>::value..., false})>{};
    }(std::make_index_sequence<N>{});
  } else {
    static_assert(static_bool<decltype(f(t))>, "find_if: f must return a static boolean (C<true> or C<false>)");
    return C<std::size_t{cute::detail::uncvref_t<decltype(f(t))>::value ? 0u : 1u}>{};
  }
}

/// The position of the first element of t equal to x (static: the comparisons must be), C<rank(t)>
/// when none is.
CUTE_EXPORT template <class T, class X>
CUTE_HOST_DEVICE constexpr auto find(T const& t, X const& x) {
  return find_if(t, [&](auto const& e) { return e == x; });
}

/// CuTe's find<X>(t) of a tuple: the position of its first element of type X, C<rank(t)> when none is.
CUTE_EXPORT template <class X, class... T>
CUTE_HOST_DEVICE constexpr auto find(tuple<T...> const&) noexcept {
  return C<detail::first_true<sizeof...(T)>({std::is_same_v<X, T>..., false})>{};
}

/// Whether f is true of some element of t: static when every f(e) is (C<false> for an empty tuple).
/// An integer t is its only element.
CUTE_EXPORT template <class T, class F>
  requires callable_on_elements<F, T>
CUTE_HOST_DEVICE constexpr auto any_of(T const& t, F&& f) {
  if constexpr (tuple_type<T>) {
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      return (false_type{} || ... || f(get<I>(t)));
    }(std::make_index_sequence<tuple_size_v<T>>{});
  } else {
    return f(t);
  }
}

/// Whether f is true of every element of t: static when every f(e) is (C<true> for an empty tuple).
CUTE_EXPORT template <class T, class F>
  requires callable_on_elements<F, T>
CUTE_HOST_DEVICE constexpr auto all_of(T const& t, F&& f) {
  if constexpr (tuple_type<T>) {
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      return (true_type{} && ... && f(get<I>(t)));
    }(std::make_index_sequence<tuple_size_v<T>>{});
  } else {
    return f(t);
  }
}

/// Whether f is false of every element of t: !any_of.
CUTE_EXPORT template <class T, class F>
  requires callable_on_elements<F, T>
CUTE_HOST_DEVICE constexpr auto none_of(T const& t, F&& f) {
  return !any_of(t, f);
}

/// The concatenation of the tuples f returns for the elements of t (f returns tuple<> to drop one);
/// f(t) itself for an integer t. The two- and three-tuple forms call f on each position.
CUTE_EXPORT template <class T, class F>
CUTE_HOST_DEVICE constexpr auto filter_tuple(T const& t, F&& f) {
  return transform_apply(t, f, [](auto const&... e) { return tuple_cat(e...); });
}
CUTE_EXPORT template <class T0, class T1, class F>
CUTE_HOST_DEVICE constexpr auto filter_tuple(T0 const& t0, T1 const& t1, F&& f) {
  return transform_apply(t0, t1, f, [](auto const&... e) { return tuple_cat(e...); });
}
CUTE_EXPORT template <class T0, class T1, class T2, class F>
CUTE_HOST_DEVICE constexpr auto filter_tuple(T0 const& t0, T1 const& t1, T2 const& t2, F&& f) {
  return transform_apply(t0, t1, t2, f, [](auto const&... e) { return tuple_cat(e...); });
}

/// fold of an integer: f(init, t).
CUTE_EXPORT template <integer T, class V, class F>
CUTE_HOST_DEVICE constexpr auto fold(T const& t, V const& init, F&& f) {
  return f(init, t);
}

/// The left fold of t's elements from its first: f(...f(t0, t1)..., tn); t itself for an integer.
CUTE_EXPORT template <class T, class F>
CUTE_HOST_DEVICE constexpr auto fold_first(T const& t, F&& f) {
  if constexpr (tuple_type<T>) {
    constexpr std::size_t N = tuple_size_v<T>;
    static_assert(N > 0, "fold_first: the tuple is empty");
    return fold(take<1, N>(t), get<0>(t), f);
  } else {
    return t;
  }
}

/// x repeated N times: a tuple of rank N.
CUTE_EXPORT template <std::size_t N, class X>
CUTE_HOST_DEVICE constexpr auto tuple_repeat(X const& x) {
  return [&]<std::size_t... I>(std::index_sequence<I...>) { return make_tuple(((void)I, x)...); }(std::make_index_sequence<N>{});
}

/// x repeated N times; x itself for N == 1 (CuTe's repeat: a rank-N IntTuple).
CUTE_EXPORT template <std::size_t N, class X>
CUTE_HOST_DEVICE constexpr auto repeat(X const& x) {
  if constexpr (N == 1) {
    return x;
  } else {
    return tuple_repeat<N>(x);
  }
}

/// t with x inserted before its element N (N == rank(t): appended).
CUTE_EXPORT template <std::size_t N, tuple_type T, class X>
CUTE_HOST_DEVICE constexpr auto insert(T const& t, X const& x) {
  constexpr std::size_t R = tuple_size_v<T>;
  static_assert(N <= R, "insert<N>: N must be at most the rank");
  return tuple_cat(take<0, N>(t), make_tuple(x), take<N, R>(t));
}

/// replace<0> of an integer: x (an integer is a tuple of one element there).
CUTE_EXPORT template <std::size_t N, class T, class X>
  requires(!tuple_type<T>)
CUTE_HOST_DEVICE constexpr auto replace(T const&, X const& x) {
  static_assert(N == 0, "replace<N>: an integer has only element 0");
  return x;
}

/// t with its first element replaced by x; x for an integer t.
CUTE_EXPORT template <class T, class X>
CUTE_HOST_DEVICE constexpr auto replace_front(T const& t, X const& x) {
  return replace<0>(t, x);
}

/// t with its last element replaced by x; x for an integer t.
CUTE_EXPORT template <class T, class X>
CUTE_HOST_DEVICE constexpr auto replace_back(T const& t, X const& x) {
  if constexpr (tuple_type<T>) {
    static_assert(tuple_size_v<T> > 0, "replace_back: the tuple is empty");
    return replace<tuple_size_v<T> - 1>(t, x);
  } else {
    return x;
  }
}

/// (t, x) for an integer t: append of a tuple of one element.
CUTE_EXPORT template <class T, class X>
  requires(!tuple_type<T>)
CUTE_HOST_DEVICE constexpr auto append(T const& t, X const& x) {
  return make_tuple(t, x);
}
/// (x, t) for an integer t.
CUTE_EXPORT template <class T, class X>
  requires(!tuple_type<T>)
CUTE_HOST_DEVICE constexpr auto prepend(T const& t, X const& x) {
  return make_tuple(x, t);
}

/// t extended to rank N by copies of x after its elements (an integer t is a tuple of one element,
/// and stays itself for N == 1).
CUTE_EXPORT template <std::size_t N, class T, class X>
CUTE_HOST_DEVICE constexpr auto append(T const& t, X const& x) {
  if constexpr (tuple_type<T>) {
    static_assert(N >= tuple_size_v<T>, "append<N>: N must be at least the rank");
    return tuple_cat(t, tuple_repeat<N - tuple_size_v<T>>(x));
  } else if constexpr (N == 1) {
    return t;
  } else {
    static_assert(N > 1, "append<N>: N must be at least the rank");
    return append<N>(make_tuple(t), x);
  }
}

/// t extended to rank N by copies of x before its elements.
CUTE_EXPORT template <std::size_t N, class T, class X>
CUTE_HOST_DEVICE constexpr auto prepend(T const& t, X const& x) {
  if constexpr (tuple_type<T>) {
    static_assert(N >= tuple_size_v<T>, "prepend<N>: N must be at least the rank");
    return tuple_cat(tuple_repeat<N - tuple_size_v<T>>(x), t);
  } else if constexpr (N == 1) {
    return t;
  } else {
    static_assert(N > 1, "prepend<N>: N must be at least the rank");
    return prepend<N>(make_tuple(t), x);
  }
}

CUTE_EXPORT namespace detail {
// A left fold that keeps every partial result: acc << x appends f(last, x).
template <class F, class V, class R>
struct scanner {
  F& f;
  V value;
  R results;
  template <class X>
  CUTE_HOST_DEVICE constexpr auto operator<<(X const& x) && {
    auto next = f(value, x);
    return scanner<F, decltype(next), decltype(append(results, next))>{f, next, append(results, next)};
  }
};
}  // namespace detail

/// Inclusive scan: the tuple (f(v, t0), f(f(v, t0), t1), ...) of t's rank.
CUTE_EXPORT template <tuple_type T, class V, class F>
CUTE_HOST_DEVICE constexpr auto iscan(T const& t, V const& v, F&& f) {
  return [&]<std::size_t... I>(std::index_sequence<I...>) {
    return (detail::scanner<F, V, tuple<>>{f, v, {}} << ... << get<I>(t)).results;
  }(std::make_index_sequence<tuple_size_v<T>>{});
}

/// Exclusive scan: the tuple (v, f(v, t0), f(f(v, t0), t1), ...) of t's rank (f is not called on
/// the last element).
CUTE_EXPORT template <tuple_type T, class V, class F>
CUTE_HOST_DEVICE constexpr auto escan(T const& t, V const& v, F&& f) {
  constexpr std::size_t N = tuple_size_v<T>;
  if constexpr (N == 0) {
    return tuple<>{};
  } else {
    return prepend(iscan(take<0, N - 1>(t), v, f), v);
  }
}

CUTE_EXPORT namespace detail {
// Element J of each tuple of t: one row of zip's result.
template <std::size_t J, class T, std::size_t... I>
CUTE_HOST_DEVICE constexpr auto zip_column(T const& t, std::index_sequence<I...>) {
  return make_tuple(get<J>(get<I>(t))...);
}
}  // namespace detail

/// The transpose of a tuple of tuples of one rank: ((a,b,c),(x,y,z)) -> ((a,x),(b,y),(c,z)). A
/// tuple of integers is one row: zip((a,b)) is ((a,b)); an integer is itself.
CUTE_EXPORT template <class T>
  requires(tuple_type<T> || integer<T>)
CUTE_HOST_DEVICE constexpr auto zip(T const& t) {
  if constexpr (!tuple_type<T>) {
    return t;
  } else if constexpr (tuple_size_v<T> == 0 || !tuple_type<decltype(get<0>(t))>) {
    return make_tuple(t);
  } else {
    constexpr std::size_t M = tuple_size_v<decltype(get<0>(t))>;
    [&]<std::size_t... I>(std::index_sequence<I...>) {
      static_assert(((tuple_size_v<decltype(get<I>(t))> == M) && ...), "zip: the tuples must have the same rank");
    }(std::make_index_sequence<tuple_size_v<T>>{});
    return [&]<std::size_t... J>(std::index_sequence<J...>) {
      return make_tuple(detail::zip_column<J>(t, std::make_index_sequence<tuple_size_v<T>>{})...);
    }(std::make_index_sequence<M>{});
  }
}
/// zip(t0, t1, ...) is zip((t0, t1, ...)).
CUTE_EXPORT template <tuple_type T0, tuple_type T1, tuple_type... Ts>
CUTE_HOST_DEVICE constexpr auto zip(T0 const& t0, T1 const& t1, Ts const&... ts) {
  return zip(make_tuple(t0, t1, ts...));
}

/// CuTe's zip2_by: the rank-2 modes of t that the leaves of guide select, split into the tuple of
/// their first parts and the tuple of their second parts, t's modes past the guide's rank appended
/// to the second: zip2_by(((A,a),((B,b),(C,c)),d), (X,(X,X))) is ((A,(B,C)),(a,(b,c),d)).
CUTE_EXPORT template <class T, class Guide>
CUTE_HOST_DEVICE constexpr auto zip2_by(T const& t, Guide const& guide) {
  static_assert(tuple_type<T>, "zip2_by: t must be a tuple where the guide has a leaf or a tuple");
  constexpr std::size_t TR = tuple_size_v<T>;
  if constexpr (tuple_type<Guide>) {
    constexpr std::size_t GR = tuple_size_v<Guide>;
    static_assert(TR >= GR, "zip2_by: t must have at least the guide's rank");
    auto split = [&]<std::size_t... I>(std::index_sequence<I...>) {
      return make_tuple(zip2_by(get<I>(t), get<I>(guide))...);
    }(std::make_index_sequence<GR>{});
    auto firsts = [&]<std::size_t... I>(std::index_sequence<I...>) {
      return make_tuple(get<0>(get<I>(split))...);
    }(std::make_index_sequence<GR>{});
    auto seconds = [&]<std::size_t... I>(std::index_sequence<I...>) {
      return make_tuple(get<1>(get<I>(split))...);
    }(std::make_index_sequence<GR>{});
    return make_tuple(firsts, tuple_cat(seconds, take<GR, TR>(t)));
  } else {
    static_assert(TR == 2, "zip2_by: where the guide has a leaf, t must be a mode of rank 2");
    return t;
  }
}

/// reverse of an integer: itself.
CUTE_EXPORT template <integer T>
CUTE_HOST_DEVICE constexpr auto reverse(T const& t) {
  return t;
}

#undef CUTE_TUPLE_ELEMENT

}  // namespace cute

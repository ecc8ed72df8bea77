// cute/tuple/tuple.hpp: cute::tuple, a flat (non-recursive) tuple that stores empty elements
// (static integers) in no space, with get, make_tuple and tuple_cat.
#pragma once
#include <cute/config.hpp>

namespace cute {
CUTE_EXPORT namespace detail {

// An element of a tuple (or a member of a class that may be empty: a Layout's shape, a Tensor's
// layout). An empty element (a static integer, a static layout) is not stored at all: get makes one.
// Not [[no_unique_address]]: nvcc rejects a kernel parameter whose class holds such a member ("Empty
// parameter types are not supported"), and its device compiler ran out of memory on them.
template <class T>
inline constexpr bool stored_empty_v = __is_empty(T) && __is_constructible(T);

// Owner tags the empty leaves of a tuple with the tuple's storage: two empty bases of one type cannot
// share an address, so an untagged leaf<0, _1> of tuple<_1, tuple<_1, int>> and the same leaf of its
// inner tuple would push the int to offset 4 (sizeof 8, not CuTe's 4).
template <std::size_t I, class T, bool Empty = stored_empty_v<T>, class Owner = void>
struct tuple_leaf {
  T value;
};
template <std::size_t I, class T, class Owner>
struct tuple_leaf<I, T, true, Owner> {
  tuple_leaf() = default;
  CUTE_HOST_DEVICE constexpr tuple_leaf(T const&) noexcept {}  // tuple's constructor initializes each leaf from its element
};

template <class Indices, class... T>
struct tuple_storage;

// The leaf of element I of type T in a tuple whose storage is Owner (an alias: no class is instantiated
// per element to choose it).
template <bool Empty>
struct leaf_kind {
  template <std::size_t I, class T, class Owner>
  using type = tuple_leaf<I, T, false>;
};
template <>
struct leaf_kind<true> {
  template <std::size_t I, class T, class Owner>
  using type = tuple_leaf<I, T, true, Owner>;
};
template <std::size_t I, class T, class Owner>
using leaf_of = typename leaf_kind<stored_empty_v<T>>::template type<I, T, Owner>;

// One base per element, all at the same depth: get<I> is a derived-to-base conversion,
// not a recursion, which keeps instantiation shallow. An aggregate: tuple's constructor initializes
// it by brace elision, so that constructing a tuple instantiates one function, not two (in a kernel,
// nvcc's device compiler spends its time on such functions).
template <std::size_t... I, class... T>
struct tuple_storage<std::index_sequence<I...>, T...> : leaf_of<I, T, tuple_storage<std::index_sequence<I...>, T...>>... {};

}  // namespace detail

/// The tuple of CuTe: an ordered list of zero or more elements, usable on host and device.
CUTE_EXPORT template <class... T>
struct tuple : detail::tuple_storage<std::index_sequence_for<T...>, T...> {
  constexpr tuple() = default;
  CUTE_HOST_DEVICE constexpr tuple(T const&... t)
    requires(sizeof...(T) > 0)
      : detail::tuple_storage<std::index_sequence_for<T...>, T...>{{t}...} {}
};

CUTE_EXPORT template <class... T>
tuple(T...) -> tuple<T...>;

/// CuTe's ArithmeticTuple (cute/tuple/arithmetic_tuple.hpp): a tuple to the traits below.
CUTE_EXPORT template <class... T>
struct ArithmeticTuple;

/// True for cute::tuple types.
CUTE_EXPORT template <class T>
inline constexpr bool is_tuple_v = false;
template <class... T>
inline constexpr bool is_tuple_v<tuple<T...>> = true;
template <class... T>
inline constexpr bool is_tuple_v<ArithmeticTuple<T...>> = true;

CUTE_EXPORT namespace detail {
// is_tuple_v and the size of a tuple, references and cv-qualifiers ignored by specializations (the
// concepts ask them of every type: no class template is instantiated for the answer).
template <class T>
inline constexpr bool is_tuple_ref_v = false;
template <class... T>
inline constexpr bool is_tuple_ref_v<tuple<T...>> = true;
template <class... T>
inline constexpr bool is_tuple_ref_v<ArithmeticTuple<T...>> = true;
template <class T>
inline constexpr bool is_tuple_ref_v<T const> = is_tuple_ref_v<T>;
template <class T>
inline constexpr bool is_tuple_ref_v<T&> = is_tuple_ref_v<T>;
template <class T>
inline constexpr bool is_tuple_ref_v<T&&> = is_tuple_ref_v<T>;

template <class T>
inline constexpr std::size_t tuple_size_of = 0;
template <class... T>
inline constexpr std::size_t tuple_size_of<tuple<T...>> = sizeof...(T);
template <class... T>
inline constexpr std::size_t tuple_size_of<ArithmeticTuple<T...>> = sizeof...(T);
template <class T>
inline constexpr std::size_t tuple_size_of<T const> = tuple_size_of<T>;
template <class T>
inline constexpr std::size_t tuple_size_of<T&> = tuple_size_of<T>;
template <class T>
inline constexpr std::size_t tuple_size_of<T&&> = tuple_size_of<T>;
}  // namespace detail

/// A cute::tuple (after removing references and cv-qualifiers).
CUTE_EXPORT template <class T>
concept tuple_type = detail::is_tuple_ref_v<T>;

/// The number of elements of a cute::tuple type (references and cv-qualifiers ignored), 0 otherwise.
CUTE_EXPORT template <class T>
inline constexpr std::size_t tuple_size_v = detail::tuple_size_of<T>;

// get<I> deduces the element type from the tuple's unique base tuple_leaf<I, T>: one function per
// access, no helper. An empty element is returned by value (it has no storage to refer to).
CUTE_EXPORT template <std::size_t I, class T>
CUTE_HOST_DEVICE constexpr T& get(detail::tuple_leaf<I, T, false>& l) noexcept {
  return l.value;
}
CUTE_EXPORT template <std::size_t I, class T>
CUTE_HOST_DEVICE constexpr T const& get(detail::tuple_leaf<I, T, false> const& l) noexcept {
  return l.value;
}
CUTE_EXPORT template <std::size_t I, class T>
CUTE_HOST_DEVICE constexpr T&& get(detail::tuple_leaf<I, T, false>&& l) noexcept {
  return static_cast<T&&>(l.value);
}
CUTE_EXPORT template <std::size_t I, class T, class Owner>
CUTE_HOST_DEVICE constexpr T get(detail::tuple_leaf<I, T, true, Owner> const&) noexcept {
  return T{};
}
/// get<I> past the end of a tuple: a clear error instead of "no matching function".
CUTE_EXPORT template <std::size_t I, tuple_type Tuple>
  requires(I >= tuple_size_v<Tuple>)
CUTE_HOST_DEVICE constexpr void get(Tuple&&) noexcept {
  static_assert(I < tuple_size_v<Tuple>, "get<I>: index out of range for this tuple");
}

CUTE_EXPORT template <class... T>
CUTE_HOST_DEVICE constexpr tuple<detail::decay_t<T>...> make_tuple(T const&... t) {
  if constexpr ((__is_empty(T) && ...)) {
    return {};  // all static: no constructor to instantiate
  } else {
    return tuple<detail::decay_t<T>...>(t...);
  }
}

CUTE_EXPORT namespace detail {

// The type of tuple_cat's result, by class templates (cheaper than instantiating the concatenation).
template <class... Ts>
struct cat_type {
  using type = tuple<>;
};
template <class... A>
struct cat_type<tuple<A...>> {
  using type = tuple<A...>;
};
template <class... A, class... B, class... Rest>
struct cat_type<tuple<A...>, tuple<B...>, Rest...> : cat_type<tuple<A..., B...>, Rest...> {};

template <class T>
inline constexpr bool all_empty_v = false;
template <class... T>
inline constexpr bool all_empty_v<tuple<T...>> = (__is_empty(T) && ...);

// For tuple_cat of three or more: the k-th element of the result is get<inner[k]>(get<outer[k]>(inputs)).
template <std::size_t N>
struct cat_index {
  std::size_t outer[N + 1];
  std::size_t inner[N + 1];
};

template <class... Ts>
CUTE_HOST_DEVICE constexpr auto make_cat_index() {
  constexpr std::size_t sizes[] = {tuple_size_v<Ts>..., 0};
  cat_index<(tuple_size_v<Ts> + ... + 0)> index{};
  std::size_t k = 0;
  for (std::size_t i = 0; i < sizeof...(Ts); ++i) {
    for (std::size_t j = 0; j < sizes[i]; ++j, ++k) {
      index.outer[k] = i;
      index.inner[k] = j;
    }
  }
  return index;
}

template <class R, class... Ts, std::size_t... K>
CUTE_HOST_DEVICE constexpr R tuple_cat_impl(std::index_sequence<K...>, Ts const&... ts) {
  constexpr auto index = make_cat_index<Ts...>();
  tuple<Ts const&...> inputs(ts...);
  return R(get<index.inner[K]>(get<index.outer[K]>(inputs))...);
}

template <class R, class A, class B, std::size_t... I, std::size_t... J>
CUTE_HOST_DEVICE constexpr R tuple_cat2(A const& a, B const& b, std::index_sequence<I...>, std::index_sequence<J...>) {
  return R(get<I>(a)..., get<J>(b)...);
}

}  // namespace detail

CUTE_EXPORT namespace detail {
// The type of element I, deduced from the tuple's base tuple_leaf<I, T> (a declaration only: it
// costs no overload resolution of get, as std::tuple_element<I, tuple> would through get<I>).
template <std::size_t I, class T, bool E, class Owner>
uncvref_t<T> element_type(tuple_leaf<I, T, E, Owner> const&);
}  // namespace detail

/// Concatenates tuples, in one flat expansion (nothing to compute when the result is static).
CUTE_EXPORT template <tuple_type... Ts>
CUTE_HOST_DEVICE constexpr auto tuple_cat(Ts const&... ts) {
  using R = typename detail::cat_type<cute::detail::uncvref_t<Ts>...>::type;
  if constexpr (detail::all_empty_v<R>) {
    return R{};
  } else if constexpr (sizeof...(Ts) == 1) {
    return (ts, ...);
  } else if constexpr (sizeof...(Ts) == 2) {
    return detail::tuple_cat2<R>(ts..., std::make_index_sequence<tuple_size_v<Ts>>{}...);
  } else {
    return detail::tuple_cat_impl<R>(std::make_index_sequence<tuple_size_v<R>>{}, ts...);
  }
}

}  // namespace cute

// Structured bindings: auto [m, n] = shape;
template <class... T>
struct std::tuple_size<cute::tuple<T...>> : std::integral_constant<std::size_t, sizeof...(T)> {};
template <std::size_t I, class... T>
struct std::tuple_element<I, cute::tuple<T...>> {
  using type = decltype(cute::detail::element_type<I>(std::declval<cute::tuple<T...> const&>()));
};

namespace cute {
/// CuTe's names of the standard tuple traits (of cute::tuple and the standard tuple-likes alike).
CUTE_EXPORT template <std::size_t I, class T>
using tuple_element_t = typename std::tuple_element<I, T>::type;
}  // namespace cute

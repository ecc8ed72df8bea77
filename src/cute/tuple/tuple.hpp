// cute/tuple/tuple.hpp: cute::tuple, a flat (non-recursive) tuple that stores empty elements
// (static integers) in no space, with get, make_tuple and tuple_cat.
#pragma once
#include <cute/config.hpp>

namespace cute {
CUTE_EXPORT namespace detail {

// An empty element (a static integer) takes no space; others are plain members (nvcc's device
// compiler runs out of memory on [[no_unique_address]] members that hold empty members themselves).
template <std::size_t I, class T, bool Empty = std::is_empty_v<T>>
struct tuple_leaf {
  T value;
};
template <std::size_t I, class T>
struct tuple_leaf<I, T, true> {
  [[no_unique_address]] T value;
};

template <class Indices, class... T>
struct tuple_storage;

// One base per element, all at the same depth: get<I> is a derived-to-base conversion,
// not a recursion, which keeps instantiation shallow.
template <std::size_t... I, class... T>
struct tuple_storage<std::index_sequence<I...>, T...> : tuple_leaf<I, T>... {
  constexpr tuple_storage() = default;
  CUTE_HOST_DEVICE constexpr tuple_storage(T const&... t)
    requires(sizeof...(T) > 0)
      : tuple_leaf<I, T>{t}... {}
};

template <std::size_t I, class T>
CUTE_HOST_DEVICE constexpr T& leaf(tuple_leaf<I, T>& l) noexcept { return l.value; }
template <std::size_t I, class T>
CUTE_HOST_DEVICE constexpr T const& leaf(tuple_leaf<I, T> const& l) noexcept { return l.value; }
template <std::size_t I, class T>
CUTE_HOST_DEVICE constexpr T&& leaf(tuple_leaf<I, T>&& l) noexcept { return static_cast<T&&>(l.value); }

}  // namespace detail

/// The tuple of CuTe: an ordered list of zero or more elements, usable on host and device.
CUTE_EXPORT template <class... T>
struct tuple : detail::tuple_storage<std::index_sequence_for<T...>, T...> {
  constexpr tuple() = default;
  CUTE_HOST_DEVICE constexpr tuple(T const&... t)
    requires(sizeof...(T) > 0)
      : detail::tuple_storage<std::index_sequence_for<T...>, T...>(t...) {}
};

CUTE_EXPORT template <class... T>
tuple(T...) -> tuple<T...>;

/// True for cute::tuple types.
CUTE_EXPORT template <class T>
inline constexpr bool is_tuple_v = false;
template <class... T>
inline constexpr bool is_tuple_v<tuple<T...>> = true;

/// A cute::tuple (after removing references and cv-qualifiers).
CUTE_EXPORT template <class T>
concept tuple_type = is_tuple_v<std::remove_cvref_t<T>>;

CUTE_EXPORT namespace detail {
template <class T>
inline constexpr std::size_t tuple_size_of = 0;
template <class... T>
inline constexpr std::size_t tuple_size_of<tuple<T...>> = sizeof...(T);
}  // namespace detail

/// The number of elements of a cute::tuple type (references and cv-qualifiers ignored), 0 otherwise.
CUTE_EXPORT template <class T>
inline constexpr std::size_t tuple_size_v = detail::tuple_size_of<std::remove_cvref_t<T>>;

CUTE_EXPORT template <std::size_t I, class... T>
CUTE_HOST_DEVICE constexpr decltype(auto) get(tuple<T...>& t) noexcept {
  static_assert(I < sizeof...(T), "get<I>: index out of range for this tuple");
  return detail::leaf<I>(t);
}
CUTE_EXPORT template <std::size_t I, class... T>
CUTE_HOST_DEVICE constexpr decltype(auto) get(tuple<T...> const& t) noexcept {
  static_assert(I < sizeof...(T), "get<I>: index out of range for this tuple");
  return detail::leaf<I>(t);
}
CUTE_EXPORT template <std::size_t I, class... T>
CUTE_HOST_DEVICE constexpr decltype(auto) get(tuple<T...>&& t) noexcept {
  static_assert(I < sizeof...(T), "get<I>: index out of range for this tuple");
  return detail::leaf<I>(static_cast<tuple<T...>&&>(t));
}

CUTE_EXPORT template <class... T>
CUTE_HOST_DEVICE constexpr tuple<std::decay_t<T>...> make_tuple(T const&... t) {
  return tuple<std::decay_t<T>...>(t...);
}

CUTE_EXPORT namespace detail {

// For tuple_cat: the k-th element of the result is get<inner[k]>(get<outer[k]>(inputs)).
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

template <class... Ts, std::size_t... K>
CUTE_HOST_DEVICE constexpr auto tuple_cat_impl(std::index_sequence<K...>, Ts const&... ts) {
  constexpr auto index = make_cat_index<Ts...>();
  tuple<Ts const&...> inputs(ts...);
  return make_tuple(get<index.inner[K]>(get<index.outer[K]>(inputs))...);
}

}  // namespace detail

/// Concatenates tuples, in one flat expansion.
CUTE_EXPORT template <tuple_type... Ts>
CUTE_HOST_DEVICE constexpr auto tuple_cat(Ts const&... ts) {
  return detail::tuple_cat_impl(std::make_index_sequence<(tuple_size_v<std::remove_cvref_t<Ts>> + ... + 0)>{}, ts...);
}

}  // namespace cute

// Structured bindings: auto [m, n] = shape;
template <class... T>
struct std::tuple_size<cute::tuple<T...>> : std::integral_constant<std::size_t, sizeof...(T)> {};
template <std::size_t I, class... T>
struct std::tuple_element<I, cute::tuple<T...>> {
  using type = std::remove_cvref_t<decltype(cute::get<I>(std::declval<cute::tuple<T...>>()))>;
};

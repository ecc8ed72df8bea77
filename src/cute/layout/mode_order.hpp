// cute/layout/mode_order.hpp: ordering the modes of a flat layout by stride, which complement and
// the inverses need: at compile time for static strides, at run time for dynamic ones.
#pragma once
#include <cute/config.hpp>
#include <cute/tuple.hpp>

namespace cute {
CUTE_EXPORT namespace detail {

// Orders index[0, n) by key: for each position, any later element with a smaller key is swapped in.
template <class T>
CUTE_HOST_DEVICE constexpr void exchange_sort(std::size_t* index, std::size_t n, T const* key) {
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = i + 1; j < n; ++j)
      if (key[index[j]] < key[index[i]]) {
        std::size_t const t = index[i];
        index[i] = index[j];
        index[j] = t;
      }
}

// The order of a tuple of static integers, ascending, by exchange sort: CuTe's order, which matters
// where strides tie (non-injective layouts).
template <class Strides, std::size_t... I>
consteval auto ascending_order(std::index_sequence<I...>) {
  constexpr std::size_t R = sizeof...(I);
  struct order { std::size_t index[R + 1]; } result{{I...}};
  long long const value[R + 1] = {static_cast<long long>(std::remove_cvref_t<decltype(get<I>(std::declval<Strides>()))>::value)...};
  exchange_sort(result.index, R, value);
  return result;
}

// Sorts index[0, n) by key[index[i]], ascending, by exchange sort (n is a rank: small).
template <class T>
CUTE_HOST_DEVICE constexpr void sort_by_key(std::size_t* index, std::size_t n, T const* key) {
  exchange_sort(index, n, key);
}

/// The values of a flat IntTuple in an array of the common dynamic type.
template <class T, class Tuple>
CUTE_HOST_DEVICE constexpr void to_array(T* out, Tuple const& t) {
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    ((out[I] = static_cast<T>(get<I>(t))), ...);
  }(std::make_index_sequence<tuple_size_v<Tuple>>{});
}

/// The tuple of the first N values of an array.
template <std::size_t N, class T>
CUTE_HOST_DEVICE constexpr auto from_array(T const* in) {
  return [&]<std::size_t... I>(std::index_sequence<I...>) { return make_tuple(in[I]...); }(std::make_index_sequence<N>{});
}

}  // namespace detail
}  // namespace cute

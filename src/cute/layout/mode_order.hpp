// cute/layout/mode_order.hpp: ordering the modes of a flat layout by stride, which complement and
// the inverses need: at compile time for static strides, at run time for dynamic ones.
#pragma once
#include <cute/config.hpp>
#include <cute/tuple.hpp>

namespace cute {
CUTE_EXPORT namespace detail {

// The order of a tuple of static integers, ascending (stable).
template <class Strides, std::size_t... I>
consteval auto ascending_order(std::index_sequence<I...>) {
  constexpr std::size_t R = sizeof...(I);
  struct order { std::size_t index[R + 1]; } result{{I...}};
  long long const value[R + 1] = {static_cast<long long>(std::remove_cvref_t<decltype(get<I>(std::declval<Strides>()))>::value)...};
  for (std::size_t i = 1; i < R; ++i)
    for (std::size_t j = i; j > 0 && value[result.index[j]] < value[result.index[j - 1]]; --j) {
      std::size_t t = result.index[j];
      result.index[j] = result.index[j - 1];
      result.index[j - 1] = t;
    }
  return result;
}

// Sorts index[0, n) by key[index[i]], ascending and stable (n is a rank: small).
template <class T>
CUTE_HOST_DEVICE constexpr void sort_by_key(std::size_t* index, std::size_t n, T const* key) {
  for (std::size_t i = 1; i < n; ++i)
    for (std::size_t j = i; j > 0 && key[index[j]] < key[index[j - 1]]; --j) {
      std::size_t t = index[j];
      index[j] = index[j - 1];
      index[j - 1] = t;
    }
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

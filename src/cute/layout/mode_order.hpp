// cute/layout/mode_order.hpp: the order of the static strides of a flat layout (what the type-level
// complement walks), and the values of flat IntTuples as arrays and back.
#pragma once
#include <cute/config.hpp>
#include <cute/layout/value_algebra.hpp>
#include <cute/tuple.hpp>

namespace cute {
CUTE_EXPORT namespace detail {

// The order of a tuple of static integers, ascending: the value algebra's (stride_order: CuTe's
// exchange sort, whose order of equal strides decides the inverses of layouts that are not injective).
template <class Strides, std::size_t... I>
consteval auto ascending_order(std::index_sequence<I...>) {
  constexpr std::size_t R = sizeof...(I);
  using B = value_algebra::static_bounds<static_cast<int>(R) + 1>;
  value_algebra::modes<B> m;
  m.n = static_cast<int>(R);
  ((m.stride[I] = cute::detail::uncvref_t<decltype(get<I>(std::declval<Strides>()))>::value), ...);
  typename B::template array<int> order = {};
  value_algebra::stride_order(m, order);
  struct order_t { std::size_t index[R + 1]; } result{};
  for (std::size_t k = 0; k < R; ++k) result.index[k] = static_cast<std::size_t>(order[k]);
  return result;
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

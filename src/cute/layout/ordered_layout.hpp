// cute/layout/ordered_layout.hpp: compact strides in a given order of the modes (CuTe's
// compact_order) and the layouts built from them (make_ordered_layout).
// compact_order(shape, order): order is weakly congruent to shape; each of its integers ranks the
// modes of shape under it, the smallest rank getting the contiguous stride. The modes under one
// integer are compact column-major among themselves, starting at the product of the sizes ranked
// below it. A dynamic rank counts as larger than every static one, the dynamic ones ordered from
// left to right, as in CuTe: make_ordered_layout((2,3,4,5), (_2,67,42,_50)) is (2,3,4,5):(_1,10,30,2).
#pragma once
#include <cute/config.hpp>
#include <cute/layout/layout.hpp>
#include <cute/tuple.hpp>

namespace cute {
CUTE_EXPORT namespace detail {

// The sizes of the parts of shape under each integer of order, flattened (order weakly congruent to shape).
template <class Shape, class Order>
CUTE_HOST_DEVICE constexpr auto sizes_under_order(Shape const& shape, Order const& order) {
  if constexpr (tuple_type<Order>) {
    static_assert(tuple_type<Shape> && rank_v<Shape> == rank_v<Order>,
                  "compact_order: the order must be weakly congruent to the shape (an integer of it may "
                  "stand for a tuple of the shape, not the other way round)");
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      return tuple_cat(make_tuple(), sizes_under_order(get<I>(shape), get<I>(order))...);
    }(std::make_index_sequence<rank_v<Order>>{});
  } else {
    return make_tuple(size(shape));
  }
}

// The ranks of the integers of a flattened order: a static one its value, the i-th one, if dynamic,
// a value above every static one (the largest static value + 1 + i), so dynamic ranks come last,
// in order of position.
template <std::size_t N>
struct order_rank_values {
  long long value[N + 1];
};
template <class E>
inline constexpr long long static_rank = 0;  // of a dynamic integer: unused
template <static_integer E>
inline constexpr long long static_rank<E> = static_cast<long long>(E::value);
template <class FlatOrder, std::size_t... I>
consteval auto order_ranks(std::index_sequence<I...>) {
  constexpr bool is_static_leaf[] = {static_integer<tuple_element_t<I, FlatOrder>>..., false};
  constexpr long long values[] = {static_rank<tuple_element_t<I, FlatOrder>>..., 0};
  long long largest = 0;  // CuTe starts its search for the largest static rank at 0
  for (std::size_t i = 0; i < sizeof...(I); ++i)
    if (is_static_leaf[i] && values[i] > largest) largest = values[i];
  order_rank_values<sizeof...(I)> result{};
  for (std::size_t i = 0; i < sizeof...(I); ++i)
    result.value[i] = is_static_leaf[i] ? values[i] : largest + 1 + static_cast<long long>(i);
  return result;
}

// The stride at which the part under integer I of the order starts: the product of the sizes whose
// rank is below its rank.
template <std::size_t I, auto Ranks, class Sizes, std::size_t... J>
CUTE_HOST_DEVICE constexpr auto order_start(Sizes const& sizes, std::index_sequence<J...>) {
  auto const pick = [&]<std::size_t K>() {
    if constexpr (Ranks.value[K] < Ranks.value[I]) {
      return get<K>(sizes);
    } else {
      return _1{};
    }
  };
  return (_1{} * ... * pick.template operator()<J>());
}

template <std::size_t Offset, auto Ranks, class Shape, class Order, class Sizes>
CUTE_HOST_DEVICE constexpr auto compact_order_at(Shape const& shape, Order const& order, Sizes const& sizes) {
  if constexpr (tuple_type<Order>) {
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      return make_tuple(compact_order_at<Offset + leaves_before<Order, I>(), Ranks>(get<I>(shape), get<I>(order), sizes)...);
    }(std::make_index_sequence<rank_v<Order>>{});
  } else {
    return compact_col_major(shape, order_start<Offset, Ranks>(sizes, std::make_index_sequence<tuple_size_v<Sizes>>{}));
  }
}
}  // namespace detail

/// Compact strides for shape whose modes are ordered by order (weakly congruent to shape; smallest
/// first). CuTe's compact_order, also with GenColMajor/GenRowMajor for the column/row-major strides.
CUTE_EXPORT template <int_tuple Shape, int_tuple Order>
CUTE_HOST_DEVICE constexpr auto compact_order(Shape const& shape, Order const& order) {
  auto const sizes = detail::sizes_under_order(shape, order);
  using FlatOrder = decltype(wrap(flatten(order)));  // a tuple, for tuple_element_t
  constexpr auto ranks = detail::order_ranks<FlatOrder>(std::make_index_sequence<detail::leaf_count<FlatOrder>>{});
  return detail::compact_order_at<0, ranks>(shape, order, sizes);
}
CUTE_EXPORT template <int_tuple Shape, major_tag Major>
CUTE_HOST_DEVICE constexpr auto compact_order(Shape const& shape, Major) {
  return compact_major<Major>(shape);
}

/// The compact layout of shape whose strides follow order (see compact_order):
/// make_ordered_layout(Shape<_2,_2,_2,_2>{}, Step<_0,_2,_3,_1>{}) is (_2,_2,_2,_2):(_1,_4,_8,_2).
CUTE_EXPORT template <int_tuple Shape, class Order>
  requires(int_tuple<Order> || major_tag<Order>)
CUTE_HOST_DEVICE constexpr auto make_ordered_layout(Shape const& shape, Order const& order) {
  return make_layout(shape, compact_order(shape, order));
}
}  // namespace cute

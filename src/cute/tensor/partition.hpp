// cute/tensor/partition.hpp: the layout algebra on tensors (each a view of the same elements through
// the transformed layout), and the tilings and partitionings of kernels: local_tile (a block's tile),
// local_partition (a thread's share), inner_partition and outer_partition.
#pragma once
#include <cute/config.hpp>
#include <cute/layout.hpp>
#include <cute/tensor/tensor.hpp>
#include <cute/tuple.hpp>

namespace cute {

/// CuTe's marker of a mode a projection leaves out: Step<_1, X, _1> keeps modes 0 and 2.
CUTE_EXPORT using X = Underscore;

// The layout algebra on tensors: the same elements, through the transformed layout. ------------

#define CUTE_TENSOR_LAYOUT_OP(NAME)                                                              \
  CUTE_EXPORT template <tensor_type Tn, class... Args>                                          \
    requires requires(Tn const& t, Args const&... args) { NAME(t.layout(), args...); }          \
  CUTE_HOST_DEVICE constexpr auto NAME(Tn&& t, Args const&... args) {                           \
    return make_tensor_view(t, NAME(t.layout(), args...));                                      \
  }
CUTE_TENSOR_LAYOUT_OP(coalesce)
CUTE_TENSOR_LAYOUT_OP(filter_zeros)
CUTE_TENSOR_LAYOUT_OP(filter)
CUTE_TENSOR_LAYOUT_OP(flatten)
CUTE_TENSOR_LAYOUT_OP(composition)
CUTE_TENSOR_LAYOUT_OP(logical_divide)
CUTE_TENSOR_LAYOUT_OP(zipped_divide)
CUTE_TENSOR_LAYOUT_OP(tiled_divide)
CUTE_TENSOR_LAYOUT_OP(flat_divide)
CUTE_TENSOR_LAYOUT_OP(logical_product)
CUTE_TENSOR_LAYOUT_OP(zipped_product)
CUTE_TENSOR_LAYOUT_OP(tiled_product)
CUTE_TENSOR_LAYOUT_OP(flat_product)
CUTE_TENSOR_LAYOUT_OP(blocked_product)
CUTE_TENSOR_LAYOUT_OP(raked_product)
#undef CUTE_TENSOR_LAYOUT_OP

/// The tensor of modes [B, E) of t.
CUTE_EXPORT template <std::size_t B, std::size_t E, tensor_type Tn>
CUTE_HOST_DEVICE constexpr auto take(Tn&& t) {
  return make_tensor_view(t, take<B, E>(t.layout()));
}
/// The tensor with modes [B, E) of t gathered into one mode.
CUTE_EXPORT template <std::size_t B, std::size_t E, tensor_type Tn>
CUTE_HOST_DEVICE constexpr auto group_modes(Tn&& t) {
  return make_tensor_view(t, group<B, E>(t.layout()));
}
/// The tensor of modes I... of t, in that order.
CUTE_EXPORT template <std::size_t... I, tensor_type Tn>
CUTE_HOST_DEVICE constexpr auto select(Tn&& t) {
  return make_tensor_view(t, select<I...>(t.layout()));
}

/// The same bits seen as elements of type U: the layout is recast_layout<T, U> of t's (upcast where U
/// is wider than the elements, downcast where narrower, by the ratio of their widths in bits), which
/// must divide the layout's contiguous runs (checked, at compile time for static layouts). Packed
/// (sub-byte) elements are seen through a subbyte_iterator; other elements' data must be aligned for
/// U (checked), and begin a byte where the old elements were packed.
CUTE_EXPORT template <class U, tensor_type Tn>
CUTE_HOST_DEVICE constexpr auto recast(Tn&& t) {
  using T = typename cute::detail::uncvref_t<Tn>::value_type;
  using V = std::conditional_t<std::is_const_v<typename cute::detail::uncvref_t<Tn>::element_type>, U const, U>;
  auto const p = recast_ptr<V>(t.data());
  if constexpr (!is_subbyte_v<U>) {
    CUTE_CHECK(reinterpret_cast<std::uintptr_t>(raw_pointer_cast(p)) % alignof(U) == 0,
               "recast: the data is not aligned for the new element type");
  }
  return make_tensor(p, recast_layout<T, U>(t.layout()));
}

// Tiling and partitioning -----------------------------------------------------------------------

CUTE_EXPORT namespace detail {
template <std::size_t N, class T>
CUTE_HOST_DEVICE constexpr auto repeat_underscore() {
  return [&]<std::size_t... I>(std::index_sequence<I...>) { return make_tuple((void(I), Underscore{})...); }(
      std::make_index_sequence<N>{});
}
// The `_` that keeps a divided tensor's tile (or rest) mode whole, as CuTe's repeat<rank>(_): one `_`
// for a mode of rank 1 (an integer tiler: local_tile(v, Int<256>{}, i) of a vector; a tiler of one
// mode keeps its nesting, ((_256)):((_1))), a tuple of them otherwise.
template <class Mode, class Coord>
CUTE_HOST_DEVICE constexpr auto underscores_for() {
  if constexpr (rank_v<Mode> != 1) {
    return repeat_underscore<rank_v<Mode>, Coord>();
  } else {
    return Underscore{};
  }
}
// coord, padded with `_` up to rank N (a tuple coordinate), for the rest modes it does not name.
template <std::size_t N, class Coord>
CUTE_HOST_DEVICE constexpr auto pad_with_underscores(Coord const& c) {
  constexpr std::size_t R = rank_v<Coord>;
  static_assert(R <= N, "partition: the coordinate has more modes than the tiled tensor");
  return tuple_cat(c, repeat_underscore<(R <= N ? N - R : 0), Coord>());
}
}  // namespace detail

/// Tiles t by the tiler and keeps the tile at coord: zipped_divide(t, tiler)(_, coord) (a tuple coord
/// may leave trailing rest modes out, and `_` keeps a rest mode: local_tile(A, (BM,BK), (m,_))).
CUTE_EXPORT template <tensor_type Tn, class Tiler, class Coord>
CUTE_HOST_DEVICE constexpr auto inner_partition(Tn&& t, Tiler const& tiler, Coord const& coord) {
  auto tiled = zipped_divide(t, tiler);
  auto const whole_tile = detail::underscores_for<cute::detail::uncvref_t<decltype(shape<0>(tiled))>, Coord>();
  if constexpr (tuple_type<Coord>) {
    constexpr std::size_t R1 = rank_v<cute::detail::uncvref_t<decltype(shape<1>(tiled))>>;
    auto const tile = detail::pad_with_underscores<R1>(coord);
#if CUTE_CHECKS
    detail::check_coordinate("local_tile (tile coordinate)", tile, shape<1>(tiled));
#endif
    return tiled(whole_tile, tile);
  } else {
#if CUTE_CHECKS
    detail::check_coordinate("local_tile (tile coordinate)", coord, shape<1>(tiled));
#endif
    return tiled(whole_tile, coord);
  }
}

/// Tiles t by the tiler and keeps, across all tiles, the element at coord of each: the
/// partition of t that coord (a thread) owns, zipped_divide(t, tiler)(coord, _).
CUTE_EXPORT template <tensor_type Tn, class Tiler, class Coord>
CUTE_HOST_DEVICE constexpr auto outer_partition(Tn&& t, Tiler const& tiler, Coord const& coord) {
  auto tiled = zipped_divide(t, tiler);
  auto const all_tiles = detail::underscores_for<cute::detail::uncvref_t<decltype(shape<1>(tiled))>, Coord>();
  if constexpr (tuple_type<Coord>) {
    constexpr std::size_t R0 = rank_v<cute::detail::uncvref_t<decltype(shape<0>(tiled))>>;
    auto const in_tile = detail::pad_with_underscores<R0>(coord);
#if CUTE_CHECKS
    detail::check_coordinate("local_partition (coordinate in the tile)", in_tile, shape<0>(tiled));
#endif
    return tiled(in_tile, all_tiles);
  } else {
#if CUTE_CHECKS
    detail::check_coordinate("local_partition (coordinate in the tile)", coord, shape<0>(tiled));
#endif
    return tiled(coord, all_tiles);
  }
}

/// The tile of a block: inner_partition(t, tiler, coord).
CUTE_EXPORT template <tensor_type Tn, class Tiler, class Coord>
CUTE_HOST_DEVICE constexpr auto local_tile(Tn&& t, Tiler const& tiler, Coord const& coord) {
  return inner_partition(t, tiler, coord);
}
/// local_tile with a projection: the tiler's and the coordinate's modes where proj is X are left
/// out (local_tile(A, (BM,BN,BK), (m,n,_), Step<_1,X,_1>{}) tiles A by (BM,BK) at (m,_)).
CUTE_EXPORT template <tensor_type Tn, class Tiler, class Coord, class Proj>
CUTE_HOST_DEVICE constexpr auto local_tile(Tn&& t, Tiler const& tiler, Coord const& coord, Proj const& proj) {
  return local_tile(t, dice(proj, tiler), dice(proj, coord));
}

CUTE_EXPORT namespace detail {
// The coordinate of `index` in a layout: the one the layout maps to index (for a compact layout),
// (index / stride) % shape leaf by leaf.
template <class S, class D, class Index>
CUTE_HOST_DEVICE constexpr auto hier_coord(S const& s, D const& d, Index const& index) {
  if constexpr (tuple_type<S>) {
    return transform(s, d, [&](auto const& si, auto const& di) { return hier_coord(si, di, index); });
  } else if constexpr (is_constant_v<0, D>) {
    return _0{};
  } else {
    return (index / d) % s;
  }
}
// The coordinate of thread `index` in a thread layout, one integer (its 1-D index) per mode.
template <class S, class D, class Index>
CUTE_HOST_DEVICE constexpr auto flat_thread_coord(Layout<S, D> const& threads, Index const& index) {
  auto const hier = hier_coord(threads.shape(), threads.stride(), index);
  if constexpr (tuple_type<S>) {
    return transform(hier, threads.shape(), [](auto const& c, auto const& s) { return crd2idx(c, s); });
  } else {
    return hier;
  }
}
// t tiled by the thread layout's shape, and in each tile the element at the thread's coordinate.
template <class Tn, class S, class D, class Index>
CUTE_HOST_DEVICE constexpr auto partition_for_thread(Tn&& t, Layout<S, D> const& threads, Index const& index) {
  return outer_partition(t, product_each(threads.shape()), flat_thread_coord(threads, index));
}
// The thread index is one of the thread layout's (a projection keeps the index of the whole layout).
template <class S, class D, class Index>
CUTE_HOST_DEVICE constexpr void check_thread_index([[maybe_unused]] Layout<S, D> const& threads, [[maybe_unused]] Index const& index) {
#if CUTE_CHECKS
  check_coordinate("local_partition (thread index)", signed_coord(index), size(threads));
#endif
}
}  // namespace detail

/// The share of t that thread `index` of a thread layout owns: t tiled by the layout's shape, and
/// in each tile the element at the thread's coordinate (the one the layout maps to index).
CUTE_EXPORT template <tensor_type Tn, class S, class D, integer Index>
CUTE_HOST_DEVICE constexpr auto local_partition(Tn&& t, Layout<S, D> const& threads, Index const& index) {
  detail::check_thread_index(threads, index);
  return detail::partition_for_thread(t, threads, index);
}
/// local_partition with a projection (the thread layout's modes where proj is X are left out).
CUTE_EXPORT template <tensor_type Tn, class S, class D, integer Index, class Proj>
CUTE_HOST_DEVICE constexpr auto local_partition(Tn&& t, Layout<S, D> const& threads, Index const& index,
                                                Proj const& proj) {
  detail::check_thread_index(threads, index);
  return detail::partition_for_thread(t, make_layout(dice(proj, wrap(threads.shape())), dice(proj, wrap(threads.stride()))),
                                      index);
}

}  // namespace cute

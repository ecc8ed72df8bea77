// cute/layout/tiler.hpp: what may stand on the right of a by-mode operation: a layout, an integer
// (the layout n:1), `_` (the whole mode), or a tuple of tilers applied mode by mode (`<3:4, 8:2>`).
#pragma once
#include <cute/config.hpp>
#include <cute/layout/layout.hpp>
#include <cute/tuple.hpp>

namespace cute {
CUTE_EXPORT namespace detail {
template <class T>
inline constexpr bool is_tiler = integer<T> || underscore<T> || is_layout_v<T>;
template <class... T>
inline constexpr bool is_tiler<tuple<T...>> = (is_tiler<T> && ...);
}  // namespace detail

/// A layout, an integer, `_`, or a tuple of tilers.
CUTE_EXPORT template <class T>
concept tiler_type = detail::is_tiler<cute::detail::uncvref_t<T>>;

CUTE_EXPORT namespace detail {
// A tuple of tilers that holds a layout somewhere (a tuple of integers is an IntTuple: shape() of it
// is the IntTuple's).
template <class T>
inline constexpr bool is_layout_tiler = false;
template <class... T>
inline constexpr bool is_layout_tiler<tuple<T...>> = is_tiler<tuple<T...>> && !is_int_tuple<tuple<T...>>;

struct tiler_mode_shape {
  template <class M>
  CUTE_HOST_DEVICE constexpr auto operator()(M const& m) const {
    if constexpr (is_layout_v<M>) {
      return m.shape();
    } else if constexpr (is_layout_tiler<M>) {
      return transform(m, tiler_mode_shape{});
    } else {
      return m;
    }
  }
};
}  // namespace detail

/// The shape of a tiler of layouts (a TiledMMA's permutation, a TiledCopy's tile): each mode's
/// shape, a layout's its shape and an integer itself (as CuTe's shape() of a Tile).
CUTE_EXPORT template <class T>
  requires detail::is_layout_tiler<T>
CUTE_HOST_DEVICE constexpr auto shape(T const& t) {
  return transform(t, detail::tiler_mode_shape{});
}

CUTE_EXPORT namespace detail {
// By-mode application of an operation f: mode I of a with element I of the tiler for the modes the
// tiler reaches; the other modes of a kept as they are. (The caller checks the tiler's rank.)
template <class S, class D, class Tiler, class F>
CUTE_HOST_DEVICE constexpr auto by_mode(Layout<S, D> const& a, Tiler const& tiler, F&& f) {
  constexpr std::size_t G = rank_v<Tiler>, R = rank_v<S>;
  return [&]<std::size_t... I, std::size_t... J>(std::index_sequence<I...>, std::index_sequence<J...>) {
    return make_layout(f(layout<I>(a), get<I>(tiler))..., layout<G + J>(a)...);
  }(std::make_index_sequence<G>{}, std::make_index_sequence<R - G>{});
}
}  // namespace detail

}  // namespace cute

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

// A tuple tiler has no more modes than the layout it applies to (the callers assert it, naming the
// operation).
template <class Tiler, class S>
inline constexpr bool tiler_fits = true;
template <class... T, class S>
inline constexpr bool tiler_fits<tuple<T...>, S> = sizeof...(T) <= rank_v<S>;

// An operation f(a, tiler) with a tiler that is not a layout, by its form f for layouts: a tuple
// mode by mode, mode I of a with element I of the tiler (a's modes beyond the tiler kept where
// keep_rest, else dropped), `_` a itself, an integer n f(a, make_layout(n)) (f(a, n:_1) where not
// compact: _1:_1 for _1).
template <bool keep_rest, bool compact, class S, class D, class Tiler, class F>
CUTE_HOST_DEVICE constexpr auto by_tiler(Layout<S, D> const& a, Tiler const& tiler, F&& f) {
  if constexpr (underscore<Tiler> || !tiler_fits<Tiler, S>) {
    return a;
  } else if constexpr (tuple_type<Tiler>) {
    constexpr std::size_t G = rank_v<Tiler>, R = rank_v<S>;
    return [&]<std::size_t... I, std::size_t... J>(std::index_sequence<I...>, std::index_sequence<J...>) {
      return make_layout(f(layout<I>(a), get<I>(tiler))..., layout<G + J>(a)...);
    }(std::make_index_sequence<G>{}, std::make_index_sequence<keep_rest ? R - G : 0>{});
  } else if constexpr (compact) {
    return f(a, make_layout(tiler));
  } else {
    return f(a, make_layout(tiler, _1{}));
  }
}
}  // namespace detail

/// The shape of a tiler of layouts (a TiledMMA's permutation, a TiledCopy's tile): each mode's
/// shape, a layout's its shape and an integer itself (as CuTe's shape() of a Tile).
CUTE_EXPORT template <class T>
  requires detail::is_layout_tiler<T>
CUTE_HOST_DEVICE constexpr auto shape(T const& t) {
  return transform(t, detail::tiler_mode_shape{});
}
}  // namespace cute

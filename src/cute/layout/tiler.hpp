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
concept tiler_type = detail::is_tiler<std::remove_cvref_t<T>>;

}  // namespace cute

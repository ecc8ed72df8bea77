// tiling.hpp: Tiler, the tilers of cute-layout's expressions (what composition, the divides and the
// products take besides a layout).
#pragma once
#include <vector>

#include "layout.hpp"

namespace cute_layout {

// A tiler: a layout, an integer n (the layout n:1), `_` (keep the mode), or a tuple of tilers applied
// mode by mode (CuTe's Tile, and a Shape used as one).
struct Tiler {
  enum class Kind { layout, integer, underscore, tuple };
  Kind kind = Kind::underscore;
  Layout layout;
  i64 value = 0;
  std::vector<Tiler> modes;

  static Tiler of(Layout l);
  static Tiler of(IntTuple const& t);  // integers, `_` and tuples of them
  static Tiler tuple(std::vector<Tiler> modes);
  std::size_t rank() const { return kind == Kind::tuple ? modes.size() : 1; }
};

}  // namespace cute_layout

// tiling.hpp: tilers and the operations built on them: by-mode composition, the divides
// (logical, zipped, tiled, flat), the products (logical, zipped, tiled, flat, blocked, raked) and
// tile_to_shape, as CuTe C++ defines them from composition, complement and concatenation.
#pragma once
#include <optional>
#include <vector>

#include "algebra.hpp"

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

Layout composition(Layout const& a, Tiler const& b);

Layout logical_divide(Layout const& a, Tiler const& b);
Layout zipped_divide(Layout const& a, Tiler const& b);
Layout tiled_divide(Layout const& a, Tiler const& b);
Layout flat_divide(Layout const& a, Tiler const& b);

Layout logical_product(Layout const& a, Tiler const& b);
Layout zipped_product(Layout const& a, Tiler const& b);
Layout tiled_product(Layout const& a, Tiler const& b);
Layout flat_product(Layout const& a, Tiler const& b);
Layout blocked_product(Layout const& a, Layout const& b);
Layout raked_product(Layout const& a, Layout const& b);

// The blocked product of the block that fills the target shape, repeating along the modes in the
// given order (an IntTuple of ranks, default: column-major).
Layout tile_to_shape(Layout const& block, IntTuple const& target, std::optional<IntTuple> const& order = {});

}  // namespace cute_layout

// layout.hpp: Layout, a (shape, stride) pair of congruent IntTuples, with its constructors
// (checked make_layout, the compact column-major layout of a shape, concatenation), its measures
// (rank, depth, size, cosize), its coordinate map (evaluation at 1-D, R-D and h-D coordinates) and
// slicing with `_`.
#pragma once
#include <cstddef>
#include <string>
#include <vector>

#include "int_tuple.hpp"

namespace cute_layout {

struct Layout {
  IntTuple shape;
  IntTuple stride = IntTuple(1);

  bool is_tuple() const { return shape.is_tuple(); }
  std::size_t rank() const { return shape.rank(); }
  // The i-th sublayout (a non-tuple layout is its own mode 0).
  Layout mode(std::size_t i) const { return {shape.mode(i), stride.mode(i)}; }

  friend bool operator==(Layout const&, Layout const&) = default;
};

// One integral mode s:d of a flattened layout.
struct Mode {
  i64 shape;
  i64 stride;
};

// shape:stride, checked: congruent, no `_`, no empty tuple, every extent >= 1.
Layout make_layout(IntTuple shape, IntTuple stride);
// The compact column-major (LayoutLeft) layout of a shape; size-1 modes get stride 0, as CuTe does
// for static shapes. `start` is the stride of the first non-trivial mode.
Layout make_layout(IntTuple const& shape, i64 start = 1);
// Concatenation (CuTe's make_layout(L0, L1, ...)): the layouts become the modes of a tuple.
Layout concat(std::vector<Layout> const& modes);
// A layout from flat modes: a single mode is an integral layout s:d, several a tuple.
Layout from_modes(std::vector<Mode> const& modes);
std::vector<Mode> flat_modes(Layout const& l);

inline int depth(Layout const& l) { return depth(l.shape); }
inline i64 size(Layout const& l) { return product(l.shape); }
// sum((s-1)*|d|) + 1, CuTe C++'s cosize (right for negative strides).
i64 cosize(Layout const& l);

// The index of a coordinate: an integer is a 1-D coordinate (the last mode absorbs what lies beyond
// the size, truncating division as in C++), a tuple is split mode by mode.
i64 crd2idx(IntTuple const& coord, IntTuple const& shape, IntTuple const& stride);
inline i64 evaluate(Layout const& l, IntTuple const& coord) { return crd2idx(coord, l.shape, l.stride); }
// The sublayout of the modes where the coordinate has `_` (CuTe's slice).
Layout slice(IntTuple const& coord, Layout const& l);
IntTuple slice(IntTuple const& coord, IntTuple const& t);

std::string to_string(Layout const& l);

}  // namespace cute_layout

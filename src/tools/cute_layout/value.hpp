// value.hpp: Value, what an expression evaluates to: an IntTuple (an integer, `_`, a shape or a
// coordinate), a Layout, or a tiler <t0, t1, ...>; and its printed form in CuTe's print syntax.
#pragma once
#include <string>
#include <vector>

#include "layout.hpp"

namespace cute_layout {

struct Value {
  enum class Kind { tuple, layout, tiler };
  Kind kind = Kind::tuple;
  IntTuple tuple;             // Kind::tuple
  Layout layout;              // Kind::layout
  std::vector<Value> modes;   // Kind::tiler

  Value() = default;
  Value(IntTuple t) : tuple(std::move(t)) {}  // NOLINT: implicit on purpose
  Value(i64 v) : tuple(v) {}                  // NOLINT
  Value(Layout l) : kind(Kind::layout), layout(std::move(l)) {}  // NOLINT
  static Value tiler(std::vector<Value> modes);

  bool is_tuple() const { return kind == Kind::tuple; }
  bool is_layout() const { return kind == Kind::layout; }
  bool is_tiler() const { return kind == Kind::tiler; }
};

// "an integer", "a layout", ... for error messages.
std::string describe(Value const& v);
// CuTe's print syntax: 8, (1,2), (4,2):(1,4); a tiler prints as the tuple of its modes.
std::string to_string(Value const& v);

}  // namespace cute_layout

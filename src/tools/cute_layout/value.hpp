// value.hpp: Value, what an expression evaluates to: a tuple of integers (an integer, `_`, a shape or a
// coordinate), a layout, or a tiler <t0, t1, ...>, each the library's run-time tree
// (cute/layout/runtime_layout.hpp: a tuple's integers are its leaves' extents; a tiler's modes are
// tiler elements: layouts, integers, `_` or tuples of them); and its printed form in CuTe's syntax.
#pragma once
#include <string>

#include <cute/layout/runtime_layout.hpp>

#include "error.hpp"
#include "limits.hpp"

namespace cute_layout {

using tree = cute::runtime_tree;
namespace va = cute::detail::value_algebra;

struct Value {
  enum class Kind { tuple, layout, tiler };
  Kind kind = Kind::tuple;
  tree value = cute::runtime::leaf(0);

  static Value tuple(tree t) { return {Kind::tuple, std::move(t)}; }
  static Value layout(tree t) { return {Kind::layout, std::move(t)}; }
  static Value tiler(tree t) { return {Kind::tiler, std::move(t)}; }
  static Value integer(i64 v) { return tuple(cute::runtime::leaf(v)); }

  bool is_tuple() const { return kind == Kind::tuple; }
  bool is_layout() const { return kind == Kind::layout; }
  bool is_tiler() const { return kind == Kind::tiler; }
  bool is_integer() const { return is_tuple() && value.rank[0] == va::leaf; }
};

inline bool has_underscore(tree const& t) {
  for (int q = 0; q < t.n; ++q)
    if (t.rank[q] == va::under) return true;
  return false;
}

// "an integer", "a layout", ... for error messages.
inline std::string describe(Value const& v) {
  if (v.is_layout()) return "a layout";
  if (v.is_tiler()) return "a tiler";
  return v.is_integer() ? "an integer" : v.value.rank[0] == va::under ? "_" : "a tuple";
}

// CuTe's print syntax: 8, (1,2), (4,2):(1,4); a tiler prints as the tuple of its modes.
inline std::string to_string(Value const& v) {
  if (v.is_layout()) return cute::runtime::to_string(v.value);
  std::string out;
  cute::runtime::write_shape(out, v.value, 0, false);
  return out;
}

}  // namespace cute_layout

// value.cpp: Value's description and printing.
#include "value.hpp"

namespace cute_layout {

namespace va = cute::detail::value_algebra;

bool has_underscore(tree const& t) {
  for (int q = 0; q < t.n; ++q)
    if (t.rank[q] == va::under) return true;
  return false;
}

std::string describe(Value const& v) {
  switch (v.kind) {
    case Value::Kind::layout: return "a layout";
    case Value::Kind::tiler: return "a tiler";
    case Value::Kind::tuple:
      if (v.value.rank[0] == va::leaf) return "an integer";
      if (v.value.rank[0] == va::under) return "_";
      return "a tuple";
  }
  return "a value";
}

std::string to_string(Value const& v) {
  if (v.is_layout()) return cute::runtime::to_string(v.value);
  std::string out;
  cute::runtime::write_shape(out, v.value, 0, false);
  return out;
}

}  // namespace cute_layout

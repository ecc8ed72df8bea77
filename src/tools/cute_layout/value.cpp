// value.cpp: Value construction and printing.
#include "value.hpp"

namespace cute_layout {

Value Value::tiler(std::vector<Value> modes) {
  Value v;
  v.kind = Kind::tiler;
  v.modes = std::move(modes);
  return v;
}

std::string describe(Value const& v) {
  switch (v.kind) {
    case Value::Kind::layout: return "a layout";
    case Value::Kind::tiler: return "a tiler";
    case Value::Kind::tuple:
      if (v.tuple.is_integer()) return "an integer";
      if (v.tuple.is_underscore()) return "_";
      return "a tuple";
  }
  return "a value";
}

std::string to_string(Value const& v) {
  switch (v.kind) {
    case Value::Kind::layout: return to_string(v.layout);
    case Value::Kind::tuple: return to_string(v.tuple);
    case Value::Kind::tiler: {
      std::string out = "(";
      for (std::size_t i = 0; i < v.modes.size(); ++i) {
        if (i) out += ',';
        out += to_string(v.modes[i]);
      }
      return out + ")";
    }
  }
  return {};
}

}  // namespace cute_layout

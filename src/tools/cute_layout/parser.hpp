// parser.hpp: the expression language of cute-layout (its grammar: README.md, "Expressions") parsed into
// a syntax tree. Nesting is capped at 64 levels; a parse error names the 1-based column where it happened.
#pragma once
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "limits.hpp"

namespace cute_layout {

struct Node {
  enum class Kind { integer, underscore, tuple, layout, tiler, call, apply };
  Kind kind = Kind::integer;
  std::size_t column = 0;  // where the node starts (for a call: its name; for apply: its '(')
  i64 value = 0;           // integer
  std::string name;        // call
  std::vector<Node> kids;  // tuple/tiler elements, layout (shape, stride), call arguments,
                           // apply (callee, coordinate arguments...)
};

Node parse(std::string_view text);

}  // namespace cute_layout

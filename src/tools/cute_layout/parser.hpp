// parser.hpp: the expression language of cute-layout, parsed into a syntax tree.
//
//   expression := term ( '(' arguments ')' )*      evaluation (or slicing with _) at a coordinate
//   term       := primary [ ':' primary ]           shape:stride
//   primary    := integer | '_' | '(' expression (',' expression)* ')'      a tuple
//               | '<' expression (',' expression)* '>'                      a tiler
//               | name '(' [ arguments ] ')'                                a function call
//   integer    := ['-'] digits | '_' ['-'] digits    (_4 is 4: CuTe's static integers print so)
//
// A call binds to the term before it, so `(4,2):(2,1)(1,1)` evaluates the layout (4,2):(2,1) at
// (1,1), and `4:2(1)` is (4:2)(1). Nesting (parentheses, brackets, calls and evaluations together)
// is capped at 64 levels; a parse error names the 1-based column where it happened.
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

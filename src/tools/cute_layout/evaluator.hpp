// evaluator.hpp: evaluates a parsed expression: literals, the layout-algebra functions (CuTe's names,
// CuTe's template integers as trailing arguments, e.g. upcast<2>(L) is upcast(L, 2) and take<1,3>(L)
// is take(L, 1, 3)), and evaluation at a coordinate. Errors carry the column of the failing call.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "value.hpp"

namespace cute_layout {

// parse + evaluate.
Value evaluate(std::string_view text);

// "error: <message> (column N)", the one form every error is reported in.
std::string format_error(Error const& e);
// One line of --batch: the printed value, or the error line (an empty line is an error too).
std::string evaluate_line(std::string_view text);

// The value as a layout: a layout, or a shape taken as its compact column-major layout (else an
// error: what, " a layout or a shape, got ...").
tree to_layout(Value const& v, std::string const& what = "expected");

// The names of the functions the evaluator knows, for --help.
std::vector<std::string> function_names();

}  // namespace cute_layout

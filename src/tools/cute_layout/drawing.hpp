// drawing.hpp: the drawings of a rank-1 or rank-2 layout, all the library's: print_layout's table,
// print_latex's TikZ document (a rank-1 layout is drawn as the column (L,1:0)), and the SVG picture or
// the page that explores it (to_svg, to_html). Drawings of more cells than their limit are refused.
#pragma once
#include <string>

#include "value.hpp"

namespace cute_layout {

inline constexpr i64 max_cells = i64{1} << 20;  // of a table or a TikZ document
enum class drawing { table, latex, svg, html };
std::string draw(tree const& layout, drawing how);

}  // namespace cute_layout

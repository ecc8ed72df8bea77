// render.hpp: the drawings of a rank-1 or rank-2 layout, byte for byte as CuTe's print_layout (the
// bordered table) and print_latex (the TikZ document) print them. A rank-1 layout is drawn as the
// column (L,1:0). Drawings of more than max_cells cells are refused.
#pragma once
#include <cstddef>
#include <string>

#include "layout.hpp"

namespace cute_layout {

inline constexpr i64 max_cells = i64{1} << 20;

std::string print_layout(Layout const& layout);
std::string print_latex(Layout const& layout);

}  // namespace cute_layout

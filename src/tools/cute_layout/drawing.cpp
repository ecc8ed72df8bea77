// drawing.cpp: the library's printers and pictures of a run-time layout.
#include "drawing.hpp"

#include <algorithm>
#include <sstream>

#include <cute/print.hpp>
#include <cute/print/print_runtime_layout.hpp>

namespace cute_layout {

std::string draw(tree const& l, drawing how) {
  try {
    cute::runtime_layout const drawn(l);
    // An empty mode draws no cells but still a row or column of labels for each index of the other.
    i64 const rows = std::max<i64>(cute::runtime::size(cute::runtime::mode(drawn.matrix, 0)), 1);
    i64 const cols = std::max<i64>(cute::runtime::size(cute::runtime::mode(drawn.matrix, 1)), 1);
    i64 const limit = how == drawing::svg || how == drawing::html ? cute::max_picture_cells : max_cells;
    if (rows > limit / cols) throw Error("the drawing would have more than " + std::to_string(limit) + " cells");
    std::ostringstream out;
    if (how == drawing::table) cute::print_layout(out, drawn);
    if (how == drawing::latex) cute::print_latex(out, drawn);
    if (how == drawing::table || how == drawing::latex) return out.str();
    int const r = static_cast<int>(cute::runtime::size(cute::runtime::mode(drawn.matrix, 0)));
    int const c = static_cast<int>(cute::runtime::size(cute::runtime::mode(drawn.matrix, 1)));
    auto index_at = [&](int i, int j) { return drawn(i, j); };
    auto no_coord = [](int, int) { return std::string(); };
    cute::picture const pic = cute::make_grid_picture(cute::runtime::to_string(l), r, c, index_at, no_coord);
    return how == drawing::html ? cute::to_html(pic) : cute::to_svg(pic);
  } catch (cute::error const& e) {
    throw Error(e.what());
  }
}

}  // namespace cute_layout

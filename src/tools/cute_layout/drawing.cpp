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
    i64 const r = cute::size<0>(drawn), c = cute::size<1>(drawn);
    // An empty mode draws no cells but still a row or column of labels for each index of the other.
    i64 const limit = how == drawing::svg || how == drawing::html ? cute::max_picture_cells : max_cells;
    if (std::max<i64>(r, 1) > limit / std::max<i64>(c, 1))
      throw Error("the drawing would have more than " + std::to_string(limit) + " cells");
    std::ostringstream out;
    if (how == drawing::table) cute::print_layout(out, drawn);
    if (how == drawing::latex) cute::print_latex(out, drawn);
    if (how == drawing::table || how == drawing::latex) return out.str();
    auto const no_coord = [](int, int) { return std::string(); };
    cute::picture const pic = cute::make_grid_picture(cute::runtime::to_string(l), static_cast<int>(r), static_cast<int>(c), drawn, no_coord);
    return how == drawing::html ? cute::to_html(pic) : cute::to_svg(pic);
  } catch (cute::error const& e) {
    throw Error(e.what());
  }
}

}  // namespace cute_layout

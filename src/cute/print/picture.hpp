// cute/print/picture.hpp: picture, what print_svg and print_html draw: panels of cells on one grid,
// each cell with its label, colour, title and the values a viewer needs (index, 1-D coordinate); and
// the pictures of a layout (cells coloured by index) and of a thread/value layout over a tile (cells
// coloured by thread, labelled T<t>V<v>). The atom layer adds the pictures of TiledMMA and TiledCopy.
// Host only.
#pragma once
#include <cute/config.hpp>
#include <cute/layout.hpp>
#include <cute/numeric.hpp>
#include <cute/print/print.hpp>
#include <cute/print/print_layout.hpp>
#include <cute/swizzle.hpp>

#if !defined(__CUDA_ARCH__)
#include <string>
#include <vector>

namespace cute {

/// A drawing: panels of cells placed on one grid of rows and columns (negative positions allowed),
/// with row and column numbers beside them and caption lines above.
CUTE_EXPORT struct picture {
  struct cell {
    int row = 0, col = 0;   // in the panel
    long long index = 0;    // the layout's value here (a thread/value panel: the position's index in the tile)
    long long coord1d = 0;  // the cell's 1-D coordinate
    long long key = -1;     // cells of one key are highlighted together (the index, or the thread); -1: none
    std::string label;      // the text drawn in the cell
    std::string fill;       // #rrggbb
    std::string title;      // what hovering shows
  };
  struct panel {
    std::string name;        // "A", "B", "C" of a TiledMMA, "S", "D" of a TiledCopy; empty for a layout
    std::string key_name;    // what a key is: "index" or "thread"
    int row0 = 0, col0 = 0;  // the grid position of the top-left cell
    int rows = 0, cols = 0;
    bool row_numbers = true, col_numbers = true;
    int row_numbers_col = -1, col_numbers_row = -1;  // where the numbers go, in grid positions
    std::vector<cell> cells;  // one per position, column-major
  };
  std::vector<std::string> caption;
  std::vector<panel> panels;
};

/// The most cells a picture may have (an SVG of this many cells is about 20 MB).
CUTE_EXPORT inline constexpr long long max_picture_cells = 1 << 16;

CUTE_EXPORT namespace detail {

// The colour of hue h (degrees), saturation s and lightness l (HSL), as #rrggbb.
inline std::string hsl_color(double h, double s, double l) {
  double const c = (1 - (2 * l - 1 < 0 ? 1 - 2 * l : 2 * l - 1)) * s;
  double const hp = h / 60;
  double const hp_mod2 = hp - 2 * static_cast<int>(hp / 2);
  double const x = c * (1 - (hp_mod2 - 1 < 0 ? 1 - hp_mod2 : hp_mod2 - 1));
  double r = 0, g = 0, b = 0;
  switch (static_cast<int>(hp) % 6) {
    case 0: r = c, g = x; break;
    case 1: r = x, g = c; break;
    case 2: g = c, b = x; break;
    case 3: g = x, b = c; break;
    case 4: r = x, b = c; break;
    default: r = c, b = x; break;
  }
  double const m = l - c / 2;
  char const* hex = "0123456789abcdef";
  std::string out = "#";
  for (double v : {r, g, b}) {
    int const byte = static_cast<int>((v + m) * 255 + 0.5);
    out += hex[byte / 16];
    out += hex[byte % 16];
  }
  return out;
}

// Indices: a ramp from blue (the lowest) through green and yellow to red (the highest), light enough
// for black text, so that order and repetition show at a glance.
inline std::string index_color(long long index, long long lo, long long hi) {
  double const t = hi > lo ? static_cast<double>(index - lo) / static_cast<double>(hi - lo) : 0.0;
  return hsl_color(240 * (1 - t), 0.75, 0.8);
}

// Threads: hues a golden angle apart, so that neighbouring threads differ clearly.
inline std::string thread_color(int thread) {
  long long const h = (static_cast<long long>(thread) * 137508) % 360000;
  return hsl_color(static_cast<double>(h) / 1000, 0.7, 0.8);
}

inline void check_picture_size(long long cells) {
  if (cells > max_picture_cells)
    detail::fail("print_svg: the picture would have ", cells, " cells, more than ", max_picture_cells);
}

// A panel of a layout's values on a rows x cols grid at (row0, col0), numbers to its left and above.
template <class IndexAt, class CoordAt>
picture::panel layout_panel(int rows, int cols, IndexAt& index_at, CoordAt& coord_at) {
  check_picture_size(static_cast<long long>(rows) * cols);
  picture::panel p;
  p.key_name = "index";
  p.rows = rows;
  p.cols = cols;
  p.cells.reserve(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols));
  for (int c = 0; c < cols; ++c) {
    for (int r = 0; r < rows; ++r) {
      picture::cell x;
      x.row = r;
      x.col = c;
      x.index = static_cast<long long>(index_at(r, c));
      x.coord1d = r + static_cast<long long>(c) * rows;
      x.key = x.index;
      x.label = std::to_string(x.index);
      std::string const coord = coord_at(r, c);
      x.title = "row " + std::to_string(r) + ", column " + std::to_string(c) + (coord.empty() ? "" : ": coordinate " + coord) +
                ", 1-D coordinate " + std::to_string(x.coord1d) + ", index " + x.label;
      p.cells.push_back(std::move(x));
    }
  }
  long long lo = 0, hi = 0;
  for (std::size_t i = 0; i < p.cells.size(); ++i) {
    if (i == 0 || p.cells[i].index < lo) lo = p.cells[i].index;
    if (i == 0 || p.cells[i].index > hi) hi = p.cells[i].index;
  }
  for (auto& x : p.cells) x.fill = index_color(x.index, lo, hi);
  return p;
}

// A panel of a thread/value layout (t, v) -> index over the extent0 x extent1 column-major tile
// (axes named axis0, axis1). Each position is labelled by the first thread and value that hold it
// (threads outer, values inner, as CuTe draws it) and titled with all of them; `transposed` draws
// the second extent down the rows (the B panel of a TiledMMA).
template <class TV>
picture::panel tv_panel(std::string name, TV const& tv, int extent0, int extent1, char const* axis0, char const* axis1,
                        bool transposed) {
  long long const positions = static_cast<long long>(extent0) * extent1;
  check_picture_size(positions);
  std::vector<std::vector<std::pair<int, int>>> holders(static_cast<std::size_t>(positions));
  int const threads = int(size<0>(tv)), values = int(size<1>(tv));
  for (int t = 0; t < threads; ++t) {
    for (int v = 0; v < values; ++v) {
      long long const idx = static_cast<long long>(tv(t, v));
      if (idx < 0 || idx >= positions)
        detail::fail("print_svg: the thread/value layout maps thread ", t, " value ", v, " to ", idx, ", outside the ",
                     extent0, " x ", extent1, " tile");
      holders[static_cast<std::size_t>(idx)].emplace_back(t, v);
    }
  }
  picture::panel p;
  p.name = std::move(name);
  p.key_name = "thread";
  p.rows = transposed ? extent1 : extent0;
  p.cols = transposed ? extent0 : extent1;
  p.cells.reserve(static_cast<std::size_t>(positions));
  for (int c = 0; c < p.cols; ++c) {
    for (int r = 0; r < p.rows; ++r) {
      int const i0 = transposed ? c : r, i1 = transposed ? r : c;
      picture::cell x;
      x.row = r;
      x.col = c;
      x.index = i0 + static_cast<long long>(i1) * extent0;
      x.coord1d = x.index;
      auto const& held = holders[static_cast<std::size_t>(x.index)];
      x.title = (p.name.empty() ? "" : p.name + " ") + "(" + axis0 + "," + axis1 + ") = (" + std::to_string(i0) + "," +
                std::to_string(i1) + "), 1-D coordinate " + std::to_string(x.coord1d);
      if (held.empty()) {
        x.fill = "#ffffff";
        x.title += ": held by no thread";
      } else {
        x.key = held.front().first;
        x.label = "T" + std::to_string(held.front().first) + "V" + std::to_string(held.front().second);
        x.fill = thread_color(held.front().first);
        x.title += ": thread " + std::to_string(held.front().first) + " value " + std::to_string(held.front().second);
        for (std::size_t k = 1; k < held.size(); ++k)
          x.title += ", thread " + std::to_string(held[k].first) + " value " + std::to_string(held[k].second);
      }
      p.cells.push_back(std::move(x));
    }
  }
  return p;
}

}  // namespace detail

/// The picture of a function on a rows x cols grid, as a layout is drawn: index_at(r, c) is the index
/// at each cell, coord_at(r, c) the cell's natural coordinate as text (empty: none), the caption the
/// layout's text. A layout, or a run-time layout of a tool, is drawn through this.
CUTE_EXPORT template <class IndexAt, class CoordAt>
  requires std::invocable<IndexAt&, int, int> && std::convertible_to<std::invoke_result_t<IndexAt&, int, int>, long long> &&
           std::invocable<CoordAt&, int, int> && std::convertible_to<std::invoke_result_t<CoordAt&, int, int>, std::string>
picture make_grid_picture(std::string caption, int rows, int cols, IndexAt index_at, CoordAt coord_at) {
  if (rows < 0 || cols < 0) detail::fail("print_svg: a grid of ", rows, " x ", cols, " cells");
  picture pic;
  pic.caption.push_back(std::move(caption));
  pic.panels.push_back(detail::layout_panel(rows, cols, index_at, coord_at));
  return pic;
}

/// The picture of a rank-1 or rank-2 Layout or ComposedLayout (a swizzled layout): a grid of its
/// indices, as print_layout prints them, coloured by index; each cell titled with its row and column,
/// its natural (hierarchical) coordinate, its 1-D coordinate and its index.
CUTE_EXPORT template <drawable_layout L>
picture make_picture(L const& layout) {
  auto const m = detail::as_matrix(layout);
  int const rows = int(size<0>(m)), cols = int(size<1>(m));
  constexpr bool rank1 = !tuple_type<cute::detail::uncvref_t<decltype(shape(layout))>> || rank_v<decltype(shape(layout))> == 1;
  auto index_at = [&](int r, int c) { return static_cast<long long>(m(r, c)); };
  auto coord_at = [&](int r, int c) {
    if constexpr (rank1) {
      (void)c;
      return to_string(idx2crd(r, shape<0>(m)));
    } else {
      return to_string(make_coord(idx2crd(r, shape<0>(m)), idx2crd(c, shape<1>(m))));
    }
  };
  return make_grid_picture(to_string(layout), rows, cols, index_at, coord_at);
}

/// The picture of a thread/value layout (t, v) -> index over an (M, N) tile (its column-major
/// indices): each position coloured by the thread that holds it and labelled T<t>V<v>, as CuTe's
/// print_latex_tv draws it.
CUTE_EXPORT template <class TV, class Tile>
  requires layout_type<TV> && int_tuple<Tile>
picture make_tv_picture(TV const& tv, Tile const& tile) {
  static_assert(rank_v<decltype(tv.shape())> == 2, "make_tv_picture: the thread/value layout must have rank 2 (thread, value)");
  static_assert(rank_v<Tile> == 2, "make_tv_picture: the tile must have rank 2 (M, N)");
  auto const mn = product_each(tile);
  picture pic;
  pic.caption.push_back("TV layout " + to_string(tv) + " over the tile " + to_string(tile));
  auto p = detail::tv_panel("", tv, int(get<0>(mn)), int(get<1>(mn)), "m", "n", false);
  pic.panels.push_back(std::move(p));
  return pic;
}

}  // namespace cute
#endif

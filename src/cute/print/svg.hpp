// cute/print/svg.hpp: print_svg and to_svg, a picture as a self-contained SVG document: one group per
// cell (a rectangle, its label and a <title> that hovering shows), row and column numbers beside each
// panel, the caption above; a viewBox, so that it scales to any size. The cells carry their values as
// data- attributes (row, col, index, 1-D coordinate, highlight key), which print_html's page reads.
// Host only.
#pragma once
#include <cute/config.hpp>
#include <cute/print/picture.hpp>

#if !defined(__CUDA_ARCH__)
#include <algorithm>
#include <cstdio>
#include <ostream>
#include <string>
#include <string_view>

namespace cute {

/// What to_svg and to_html draw: a layout, a ComposedLayout, an MMA or copy atom, a TiledMMA, a
/// TiledCopy (anything make_picture takes), or a picture itself.
CUTE_EXPORT template <class T>
concept picturable = std::same_as<cute::detail::uncvref_t<T>, picture> || requires(T const& x) {
  { make_picture(x) } -> std::same_as<picture>;
};

CUTE_EXPORT namespace detail {

// Text and attribute values, XML-escaped (a swizzle prints as Sw<3,4,3>).
inline void append_xml(std::string& out, std::string_view text) {
  for (char ch : text) {
    switch (ch) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out += ch;
    }
  }
}

// The geometry of a picture on its grid: cells of cell_w x cell_h pixels, the grid's top-left
// position (min_row, min_col) drawn at (left, top).
struct svg_geometry {
  static constexpr int cell_h = 28, margin = 12, caption_line = 20, char_w = 8;
  int cell_w = 32;
  int min_row = 0, min_col = 0, max_row = 0, max_col = 0;
  int top = 0;
  int caption_w = 0;  // the widest caption line
  int width() const { return 2 * margin + std::max((max_col - min_col + 1) * cell_w, caption_w); }
  int height() const { return top + (max_row - min_row + 1) * cell_h + margin; }
  int x(int col) const { return margin + (col - min_col) * cell_w; }
  int y(int row) const { return top + (row - min_row) * cell_h; }
};

inline svg_geometry measure(picture const& pic, std::size_t caption_lines) {
  svg_geometry g;
  std::size_t widest = 2;
  bool first = true;
  auto extend = [&](int r, int c) {
    if (first || r < g.min_row) g.min_row = r;
    if (first || r > g.max_row) g.max_row = r;
    if (first || c < g.min_col) g.min_col = c;
    if (first || c > g.max_col) g.max_col = c;
    first = false;
  };
  for (auto const& p : pic.panels) {
    extend(p.row0, p.col0);
    extend(p.row0 + p.rows - 1, p.col0 + p.cols - 1);
    if (p.row_numbers) extend(p.row0, p.row_numbers_col);
    if (p.col_numbers) extend(p.col_numbers_row, p.col0);
    for (auto const& c : p.cells) widest = std::max(widest, c.label.size());
    widest = std::max(widest, std::to_string(std::max(p.rows, p.cols)).size());  // the numbers beside
  }
  g.cell_w = static_cast<int>(widest) * svg_geometry::char_w + 14;
  for (std::size_t i = 0; i < caption_lines; ++i)
    g.caption_w = std::max(g.caption_w, static_cast<int>(pic.caption[i].size()) * 9);  // 14px monospace
  g.top = svg_geometry::margin + static_cast<int>(caption_lines) * svg_geometry::caption_line + (caption_lines == 0 ? 0 : 6);
  return g;
}

inline void append_attr(std::string& out, char const* name, long long v) {
  out += ' ';
  out += name;
  out += "=\"";
  out += std::to_string(v);
  out += '"';
}
inline void append_attr(std::string& out, char const* name, std::string_view v) {
  out += ' ';
  out += name;
  out += "=\"";
  append_xml(out, v);
  out += '"';
}

inline void append_number(std::string& out, svg_geometry const& g, char const* cls, char const* data, int value, int row, int col) {
  out += "<text";
  append_attr(out, "class", cls);
  append_attr(out, data, value);
  append_attr(out, "x", g.x(col) + g.cell_w / 2);
  append_attr(out, "y", g.y(row) + svg_geometry::cell_h / 2);
  out += " text-anchor=\"middle\" dominant-baseline=\"central\" fill=\"#555\">";
  out += std::to_string(value);
  out += "</text>\n";
}

// The document, with the caption lines above the panels or without them.
inline std::string svg_document(picture const& pic, bool with_caption = true) {
  std::size_t const caption_lines = with_caption ? pic.caption.size() : 0;
  long long total = 0;
  for (auto const& p : pic.panels) total += static_cast<long long>(p.rows) * p.cols;
  check_picture_size(total);
  svg_geometry const g = measure(pic, caption_lines);
  std::string out;
  out.reserve(static_cast<std::size_t>(total) * 320 + 1024);
  out += "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"cute-picture\"";
  append_attr(out, "width", g.width());
  append_attr(out, "height", g.height());
  out += " viewBox=\"0 0 " + std::to_string(g.width()) + " " + std::to_string(g.height()) + "\"";
  out += " font-family=\"DejaVu Sans Mono, Menlo, Consolas, monospace\" font-size=\"13\">\n";
  out += "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n";
  for (std::size_t i = 0; i < caption_lines; ++i) {
    out += "<text class=\"caption\"";
    append_attr(out, "x", svg_geometry::margin);
    append_attr(out, "y", svg_geometry::margin + static_cast<long long>(i + 1) * svg_geometry::caption_line - 5);
    out += " font-size=\"14\">";
    append_xml(out, pic.caption[i]);
    out += "</text>\n";
  }
  for (std::size_t k = 0; k < pic.panels.size(); ++k) {
    auto const& p = pic.panels[k];
    out += "<g class=\"panel\"";
    append_attr(out, "data-panel", static_cast<long long>(k));
    append_attr(out, "data-name", p.name);
    append_attr(out, "data-key-name", p.key_name);
    out += ">\n";
    for (auto const& c : p.cells) {
      int const x = g.x(p.col0 + c.col), y = g.y(p.row0 + c.row);
      out += "<g class=\"cell\"";
      append_attr(out, "data-row", c.row);
      append_attr(out, "data-col", c.col);
      append_attr(out, "data-index", c.index);
      append_attr(out, "data-c1d", c.coord1d);
      append_attr(out, "data-key", c.key);
      append_attr(out, "data-label", c.label);
      out += "><title>";
      append_xml(out, c.title);
      out += "</title><rect";
      append_attr(out, "x", x);
      append_attr(out, "y", y);
      append_attr(out, "width", g.cell_w);
      append_attr(out, "height", svg_geometry::cell_h);
      append_attr(out, "fill", c.fill);
      out += " stroke=\"#000\" stroke-width=\"1\"/><text";
      append_attr(out, "x", x + g.cell_w / 2);
      append_attr(out, "y", y + svg_geometry::cell_h / 2);
      out += " text-anchor=\"middle\" dominant-baseline=\"central\">";
      append_xml(out, c.label);
      out += "</text></g>\n";
    }
    out += "<rect class=\"frame\" fill=\"none\" stroke=\"#000\" stroke-width=\"2\"";
    append_attr(out, "x", g.x(p.col0));
    append_attr(out, "y", g.y(p.row0));
    append_attr(out, "width", static_cast<long long>(p.cols) * g.cell_w);
    append_attr(out, "height", static_cast<long long>(p.rows) * svg_geometry::cell_h);
    out += "/>\n";
    if (p.row_numbers)
      for (int r = 0; r < p.rows; ++r) append_number(out, g, "row-number", "data-row", r, p.row0 + r, p.row_numbers_col);
    if (p.col_numbers)
      for (int c = 0; c < p.cols; ++c) append_number(out, g, "col-number", "data-col", c, p.col_numbers_row, p.col0 + c);
    out += "</g>\n";
  }
  out += "</svg>\n";
  return out;
}

inline picture const& as_picture(picture const& pic) { return pic; }
template <class T>
picture as_picture(T const& x) {
  return make_picture(x);
}

}  // namespace detail

/// The SVG document of a layout (rank 1 or 2), a swizzled ComposedLayout, an MMA atom, a TiledMMA
/// (its A, B and C panels), a TiledCopy (source and destination) or a picture.
CUTE_EXPORT template <picturable T>
std::string to_svg(T const& x) {
  return detail::svg_document(detail::as_picture(x));
}

/// Writes to_svg(x) to stdout.
CUTE_EXPORT template <picturable T>
void print_svg(T const& x) {
  std::string const s = to_svg(x);
  std::fwrite(s.data(), 1, s.size(), stdout);
}

/// Writes to_svg(x) to a stream.
CUTE_EXPORT template <picturable T>
void print_svg(std::ostream& os, T const& x) {
  os << to_svg(x);
}

}  // namespace cute
#endif

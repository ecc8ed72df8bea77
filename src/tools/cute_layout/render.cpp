// render.cpp: print_layout and print_latex.
#include "render.hpp"

#include <cstdio>

#include "modes.hpp"

namespace cute_layout {

namespace {

// The layout as a matrix: rank 2 as is, rank 1 with a 1:0 column mode appended (CuTe's append<2>).
Layout as_matrix(Layout const& l) {
  if (l.rank() > 2) throw Error("only a layout of rank 1 or 2 can be drawn, this one has rank " + std::to_string(l.rank()));
  Layout m = append(l, Layout{1, 0}, 2);
  if (mul(size(m.mode(0)), size(m.mode(1))) > max_cells)
    throw Error("the drawing would have more than " + std::to_string(max_cells) + " cells");
  return m;
}

int digits(i64 x) {
  int n = 1;
  for (; x >= 10; x /= 10) ++n;
  return n;
}

// printf("%*lld", width, v)
void put(std::string& out, i64 v, int width = 0) {
  char buf[32];
  int const n = std::snprintf(buf, sizeof buf, "%*lld", width, static_cast<long long>(v));
  out.append(buf, static_cast<std::size_t>(n));
}

i64 at(Layout const& m, i64 row, i64 col) { return evaluate(m, IntTuple::tuple({row, col})); }

}  // namespace

std::string print_layout(Layout const& layout) {
  Layout const m = as_matrix(layout);
  i64 const rows = size(m.mode(0)), cols = size(m.mode(1));
  int const width = digits(cosize(m));
  std::string border = "    ";
  for (i64 n = 0; n < cols; ++n) border += "+" + std::string(static_cast<std::size_t>(width) + 2, '-');
  border += "+\n";
  std::string out = to_string(layout) + "\n    ";
  for (i64 n = 0; n < cols; ++n) {
    out += "  ";
    put(out, n, width);
    out += " ";
  }
  out += "\n";
  for (i64 r = 0; r < rows; ++r) {
    out += border;
    put(out, r, 2);
    out += "  ";
    for (i64 c = 0; c < cols; ++c) {
      out += "| ";
      put(out, at(m, r, c), width);
      out += " ";
    }
    out += "|\n";
  }
  out += border;
  return out;
}

std::string print_latex(Layout const& layout) {
  Layout const m = as_matrix(layout);
  i64 const rows = size(m.mode(0)), cols = size(m.mode(1));
  static char const* const shades[8] = {"black!00", "black!40", "black!20", "black!60",
                                        "black!10", "black!50", "black!30", "black!70"};
  std::string out = "% Layout: " + to_string(m) + "\n";
  out +=
      "\\documentclass[convert]{standalone}\n"
      "\\usepackage{tikz}\n\n"
      "\\begin{document}\n"
      "\\begin{tikzpicture}[x={(0cm,-1cm)},y={(1cm,0cm)},every node/.style={minimum size=1cm, outer sep=0pt}]\n\n";
  for (i64 r = 0; r < rows; ++r) {
    for (i64 c = 0; c < cols; ++c) {
      i64 const idx = at(m, r, c);
      out += "\\node[fill=";
      out += shades[((idx % 8) + 8) % 8];
      out += "] at (";
      put(out, r);
      out += ",";
      put(out, c);
      out += ") {";
      put(out, idx);
      out += "};\n";
    }
  }
  out += "\\draw[color=black,thick,shift={(-0.5,-0.5)}] (0,0) grid (";
  put(out, rows);
  out += ",";
  put(out, cols);
  out += ");\n\n";
  for (i64 r = 0; r < rows; ++r) {
    out += "\\node at (";
    put(out, r);
    out += ",-1) {\\Large{\\texttt{";
    put(out, r);
    out += "}}};\n";
  }
  for (i64 c = 0; c < cols; ++c) {
    out += "\\node at (-1,";
    put(out, c);
    out += ") {\\Large{\\texttt{";
    put(out, c);
    out += "}}};\n";
  }
  out += "\\end{tikzpicture}\n\\end{document}\n";
  return out;
}

}  // namespace cute_layout

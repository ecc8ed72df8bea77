// cute/print/print_latex.hpp: print_latex, a standalone LaTeX/TikZ document drawing a rank-1 or
// rank-2 layout as a grid of indices, shaded by index, with row and column numbers.
#pragma once
#include <cute/config.hpp>
#include <cute/layout.hpp>
#include <cute/print/print.hpp>
#include <cute/print/print_layout.hpp>

namespace cute {
CUTE_EXPORT namespace detail {

// Eight shades of gray, chosen by index % 8, so that neighbouring indices differ visibly.
CUTE_HOST_DEVICE constexpr char const* latex_shade(long long index) {
  constexpr char const* shades[8] = {"black!00", "black!40", "black!20", "black!60",
                                     "black!10", "black!50", "black!30", "black!70"};
  long long k = index % 8;
  return shades[k < 0 ? k + 8 : k];
}

template <class Sink, class L>
CUTE_HOST_DEVICE void write_layout_latex(Sink& out, L const& layout) {
  auto l = as_matrix(layout);
  int const rows = int(size<0>(l)), cols = int(size<1>(l));
  out("% Layout: ");
  write(out, l);
  out("\n\\documentclass[convert]{standalone}\n"
      "\\usepackage{tikz}\n\n"
      "\\begin{document}\n"
      "\\begin{tikzpicture}[x={(0cm,-1cm)},y={(1cm,0cm)},every node/.style={minimum size=1cm, outer sep=0pt}]\n\n");
  auto at = [&](int x, int y) {
    out(" at (");
    write_int(out, x);
    out(",");
    write_int(out, y);
    out(") {");
  };
  for (int m = 0; m < rows; ++m) {
    for (int n = 0; n < cols; ++n) {
      long long const index = static_cast<long long>(l(m, n));
      out("\\node[fill=");
      out(latex_shade(index));
      out("]");
      at(m, n);
      write_int(out, index);
      out("};\n");
    }
  }
  out("\\draw[color=black,thick,shift={(-0.5,-0.5)}] (0,0) grid (");
  write_int(out, rows);
  out(",");
  write_int(out, cols);
  out(");\n\n");
  auto label = [&](int x, int y, int value) {
    out("\\node");
    at(x, y);
    out("\\Large{\\texttt{");
    write_int(out, value);
    out("}}};\n");
  };
  for (int m = 0; m < rows; ++m) label(m, -1, m);
  for (int n = 0; n < cols; ++n) label(-1, n, n);
  out("\\end{tikzpicture}\n\\end{document}\n");
}

}  // namespace detail

/// Prints the TikZ document of a rank-1 or rank-2 layout to stdout.
CUTE_EXPORT template <drawable_layout L>
CUTE_HOST_DEVICE void print_latex(L const& layout) {
  detail::printf_sink out;
  detail::write_layout_latex(out, layout);
}

#if !defined(__CUDA_ARCH__)
/// Writes the TikZ document of a rank-1 or rank-2 layout to a stream.
CUTE_EXPORT template <drawable_layout L>
void print_latex(std::ostream& os, L const& layout) {
  detail::ostream_sink out{os};
  detail::write_layout_latex(out, layout);
}
#endif

}  // namespace cute

// Printing: CuTe's text syntax, the print_layout tables and the print_latex documents of the seeds,
// operator<< and std::format.
#include <cute/cute.hpp>

#include <sstream>

#include "check.hpp"

using namespace cute;

template <class L>
std::string table(L const& l) {
  std::ostringstream os;
  print_layout(os, l);
  return os.str();
}

template <class L>
std::string latex(L const& l) {
  std::ostringstream os;
  print_latex(os, l);
  return os.str();
}

TEST_CASE("print_test") {
  // Text: a static integer has a leading _, a dynamic one does not.
  CHECK_STR(to_string(_4{}), "_4");
  CHECK_STR(to_string(4), "4");
  CHECK_STR(to_string(Int<-3>{}), "_-3");
  CHECK_STR(to_string(make_shape(_2{}, 3, make_shape(_4{}, 5L))), "(_2,3,(_4,5))");
  CHECK_STR(to_string(make_layout(make_shape(_2{}, _3{}), make_stride(_3{}, _1{}))), "(_2,_3):(_3,_1)");
  CHECK_STR(to_string(make_layout(make_shape(2, make_shape(2, 3)), make_stride(6, make_stride(3, 1)))),
            "(2,(2,3)):(6,(3,1))");
  CHECK_STR(to_string(make_layout(_8{})), "_8:_1");
  CHECK_STR(to_string(make_layout(make_shape(Int<2>{}, 4))), "(_2,4):(_1,_2)");
  CHECK_STR(to_string(tuple<>{}), "()");
  CHECK_STR(to_string(make_coord(_, 1)), "(_,1)");
  // Booleans as CuTe prints them: a static one (the == of static layouts) is an integral constant.
  CHECK_STR(to_string(Layout<_4, _1>{} == Layout<_4, _1>{}), "_1");
  CHECK_STR(to_string(Layout<_4, _1>{} == Layout<_4, _2>{}), "_0");
  CHECK_STR(to_string(make_tuple(true, C<false>{})), "(1,_0)");

  // The table of the algebra doc (CuTe writes a space after each column number).
  CHECK_STR(table(make_layout(make_shape(_2{}, _3{}), make_stride(_3{}, _1{}))),
            "(_2,_3):(_3,_1)\n"
            "      0   1   2 \n"
            "    +---+---+---+\n"
            " 0  | 0 | 1 | 2 |\n"
            "    +---+---+---+\n"
            " 1  | 3 | 4 | 5 |\n"
            "    +---+---+---+\n");
  // The tutorial's table of (2,(2,2)):(4,(2,1)).
  CHECK_STR(table(make_layout(make_shape(2, make_shape(2, 2)), make_stride(4, make_stride(2, 1)))),
            "(2,(2,2)):(4,(2,1))\n"
            "      0   1   2   3 \n"
            "    +---+---+---+---+\n"
            " 0  | 0 | 2 | 1 | 3 |\n"
            "    +---+---+---+---+\n"
            " 1  | 4 | 6 | 5 | 7 |\n"
            "    +---+---+---+---+\n");
  // Wider indices widen every cell; a rank-1 layout is a column.
  CHECK_STR(table(make_layout(make_shape(2, 2), make_stride(1, 10))),
            "(2,2):(1,10)\n"
            "       0    1 \n"
            "    +----+----+\n"
            " 0  |  0 | 10 |\n"
            "    +----+----+\n"
            " 1  |  1 | 11 |\n"
            "    +----+----+\n");
  CHECK_STR(table(make_layout(_2{}, _3{})),
            "_2:_3\n"
            "      0 \n"
            "    +---+\n"
            " 0  | 0 |\n"
            "    +---+\n"
            " 1  | 3 |\n"
            "    +---+\n");

  // The tutorial's LaTeX document of L5, byte for byte.
  CHECK_STR(latex(make_layout(make_shape(2, make_shape(2, 3)), make_stride(6, make_stride(3, 1)))),
            "% Layout: (2,(2,3)):(6,(3,1))\n"
            "\\documentclass[convert]{standalone}\n"
            "\\usepackage{tikz}\n"
            "\n"
            "\\begin{document}\n"
            "\\begin{tikzpicture}[x={(0cm,-1cm)},y={(1cm,0cm)},every node/.style={minimum size=1cm, outer sep=0pt}]\n"
            "\n"
            "\\node[fill=black!00] at (0,0) {0};\n"
            "\\node[fill=black!60] at (0,1) {3};\n"
            "\\node[fill=black!40] at (0,2) {1};\n"
            "\\node[fill=black!10] at (0,3) {4};\n"
            "\\node[fill=black!20] at (0,4) {2};\n"
            "\\node[fill=black!50] at (0,5) {5};\n"
            "\\node[fill=black!30] at (1,0) {6};\n"
            "\\node[fill=black!40] at (1,1) {9};\n"
            "\\node[fill=black!70] at (1,2) {7};\n"
            "\\node[fill=black!20] at (1,3) {10};\n"
            "\\node[fill=black!00] at (1,4) {8};\n"
            "\\node[fill=black!60] at (1,5) {11};\n"
            "\\draw[color=black,thick,shift={(-0.5,-0.5)}] (0,0) grid (2,6);\n"
            "\n"
            "\\node at (0,-1) {\\Large{\\texttt{0}}};\n"
            "\\node at (1,-1) {\\Large{\\texttt{1}}};\n"
            "\\node at (-1,0) {\\Large{\\texttt{0}}};\n"
            "\\node at (-1,1) {\\Large{\\texttt{1}}};\n"
            "\\node at (-1,2) {\\Large{\\texttt{2}}};\n"
            "\\node at (-1,3) {\\Large{\\texttt{3}}};\n"
            "\\node at (-1,4) {\\Large{\\texttt{4}}};\n"
            "\\node at (-1,5) {\\Large{\\texttt{5}}};\n"
            "\\end{tikzpicture}\n"
            "\\end{document}\n");
  // A rank-1 layout is drawn as the column (n,1):(d,0).
  CHECK(latex(make_layout(3, 2)).starts_with("% Layout: (3,_1):(2,_0)\n"));

  // operator<< and std::format give the text of print().
  std::ostringstream os;
  os << make_layout(make_shape(_2{}, 3)) << ' ' << _5{} << ' ' << make_shape(1, _2{}) << ' ' << _;
  CHECK_STR(os.str(), "(_2,3):(_1,_2) _5 (1,_2) _");
#if CUTE_HAS_STD_FORMAT
  CHECK_STR(std::format("{} | {} | {}", make_layout(make_shape(_2{}, _3{}), LayoutRight{}), _7{}, make_shape(1, 2)),
            "(_2,_3):(_3,_1) | _7 | (1,2)");
#endif
}

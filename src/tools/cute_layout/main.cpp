// main.cpp: the cute-layout command line: eval, show [--latex | --svg | --html], --batch, --help.
#include <cute/print.hpp>  // the pictures: make_grid_picture, to_svg, to_html

#include <cstdio>
#include <exception>
#include <iostream>
#include <new>
#include <string>
#include <string_view>

#include "evaluator.hpp"
#include "render.hpp"

namespace {

using namespace cute_layout;

char const usage[] =
    "usage: cute-layout eval '<expr>'          print the value of a layout-algebra expression\n"
    "       cute-layout show [--latex] '<expr>' draw a rank-1 or rank-2 layout (print_layout / print_latex)\n"
    "       cute-layout show --svg '<expr>'     the layout as an SVG picture (cells titled, coloured by index)\n"
    "       cute-layout show --html '<expr>'    a self-contained page that explores it (hover, 1-D toggle)\n"
    "       cute-layout --batch                 evaluate each line of stdin, print one line per line\n"
    "       cute-layout --help\n"
    "\n"
    "Expressions: layouts shape:stride such as (2,(3,4)):(1,(2,6)); a shape alone is its column-major\n"
    "layout; integers may be written _4; tilers <3:3, (2,4):(1,8)> and <_, 4>; calls by CuTe's names,\n"
    "with CuTe's template integers as trailing arguments (upcast(L, 2) is upcast<2>(L), take(L, 1, 3) is\n"
    "take<1,3>(L)); L(3), L(1,2), L((1,2),3) evaluate L, L(_,1) slices it; a call binds to the term just\n"
    "before it: (4,2):(2,1)(1,1) is 3.\n"
    "\n"
    "Exit status: 0 on success, 1 when the expression is invalid (error: <message> (column N) on stderr),\n"
    "2 on a usage error. --batch prints an error line for a bad line (an empty one included) and goes on.\n"
    "\n"
    "Functions:";

int print_usage(std::FILE* out, int status) {
  std::fputs(usage, out);
  int column = 10;
  for (auto const& name : function_names()) {
    if (column + name.size() + 1 > 100) {
      std::fputs("\n ", out);
      column = 1;
    }
    std::fprintf(out, " %s", name.c_str());
    column += static_cast<int>(name.size()) + 1;
  }
  std::fputs("\n", out);
  return status;
}

int fail(std::string const& line) {
  std::fprintf(stderr, "%s\n", line.c_str());
  return 1;
}

int run_eval(std::string_view text) {
  std::string const line = evaluate_line(text);
  if (line.starts_with("error: ")) return fail(line);
  std::printf("%s\n", line.c_str());
  return 0;
}

int run_show(std::string_view text, bool latex) {
  try {
    Layout const l = to_layout(evaluate(text));
    std::string const out = latex ? print_latex(l) : print_layout(l);
    std::fwrite(out.data(), 1, out.size(), stdout);
    return 0;
  } catch (Error const& e) {
    return fail(format_error(e));
  } catch (std::bad_alloc const&) {
    return fail("error: out of memory");
  }
}

// The picture of a rank-1 or rank-2 layout, drawn by the library: the cell (r, c) holds L(r, c)
// (a rank-1 layout is one column).
int run_picture(std::string_view text, bool html) {
  try {
    Layout const l = to_layout(evaluate(text));
    if (l.rank() > 2) throw Error("only a layout of rank 1 or 2 can be drawn, this one has rank " + std::to_string(l.rank()));
    if (size(l) > cute::max_picture_cells)
      throw Error("the picture would have " + std::to_string(size(l)) + " cells, more than " + std::to_string(cute::max_picture_cells));
    bool const rank2 = l.is_tuple() && l.rank() == 2;
    int const rows = static_cast<int>(size(l.mode(0))), cols = rank2 ? static_cast<int>(size(l.mode(1))) : 1;
    auto index_at = [&](int r, int c) { return evaluate(l, rank2 ? IntTuple::tuple({r, c}) : IntTuple(r)); };
    auto no_coord = [](int, int) { return std::string(); };
    cute::picture const pic = cute::make_grid_picture(to_string(l), rows, cols, index_at, no_coord);
    std::string const out = html ? cute::to_html(pic) : cute::to_svg(pic);
    std::fwrite(out.data(), 1, out.size(), stdout);
    return 0;
  } catch (Error const& e) {
    return fail(format_error(e));
  } catch (std::bad_alloc const&) {
    return fail("error: out of memory");
  }
}

int run_batch() {
  std::string line;
  while (std::getline(std::cin, line)) {
    std::string const out = evaluate_line(line);
    std::fwrite(out.data(), 1, out.size(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    std::string_view const cmd = argc > 1 ? argv[1] : "";
    if (argc == 2 && (cmd == "--help" || cmd == "-h")) return print_usage(stdout, 0);
    if (argc == 2 && cmd == "--batch") return run_batch();
    if (argc == 3 && cmd == "eval") return run_eval(argv[2]);
    if (argc == 3 && cmd == "show") return run_show(argv[2], false);
    if (argc == 4 && cmd == "show" && std::string_view(argv[2]) == "--latex") return run_show(argv[3], true);
    if (argc == 4 && cmd == "show" && std::string_view(argv[2]) == "--svg") return run_picture(argv[3], false);
    if (argc == 4 && cmd == "show" && std::string_view(argv[2]) == "--html") return run_picture(argv[3], true);
    return print_usage(stderr, 2);
  } catch (std::exception const& e) {
    std::fprintf(stderr, "error: %s\n", e.what());
    return 1;
  }
}

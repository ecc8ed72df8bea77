// main.cpp: the cute-layout command line: eval, show [--latex | --svg | --html], --batch, --help, --version. Each
// command is a row of the table `commands`: its name, its options, and the function that runs it.
#include <algorithm>
#include <cstdio>
#include <exception>
#include <iostream>
#include <new>
#include <string>
#include <string_view>
#include <vector>

#include "drawing.hpp"
#include "evaluator.hpp"

#ifndef CUTE_LAYOUT_VERSION
#define CUTE_LAYOUT_VERSION "unknown"
#endif

namespace {

using namespace cute_layout;

char const usage[] =
    "usage: cute-layout eval '<expr>'          print the value of a layout-algebra expression\n"
    "       cute-layout show [--latex] '<expr>' draw a rank-1 or rank-2 layout (print_layout / print_latex)\n"
    "       cute-layout show --svg '<expr>'     the layout as an SVG picture (cells titled, coloured by index)\n"
    "       cute-layout show --html '<expr>'    a self-contained page that explores it (hover, 1-D toggle)\n"
    "       cute-layout --batch                 evaluate each line of stdin, print one line per line\n"
    "       cute-layout --help | --version\n"
    "\n"
    "Expressions: layouts shape:stride such as (2,(3,4)):(1,(2,6)); a shape alone is its column-major\n"
    "layout; integers may be written _4; tilers <3:3, (2,4):(1,8)> and <_, 4>; calls by CuTe's names,\n"
    "with CuTe's template integers as trailing arguments (upcast(L, 2) is upcast<2>(L), take(L, 1, 3) is\n"
    "take<1,3>(L)); L(3), L(1,2), L((1,2),3) evaluate L, L(_,1) slices it; a call binds to the term just\n"
    "before it: (4,2):(2,1)(1,1) is 3.\n"
    "\n"
    "Exit status: 0 on success, 1 when the expression is invalid (error: <message> (column N) on stderr)\n"
    "or the output cannot be written, 2 on a usage error. --batch prints an error line for a bad line (an\n"
    "empty one included) and goes on.\n"
    "\n"
    "Functions:";

int fail(std::string const& line) {
  std::fprintf(stderr, "%s\n", line.c_str());
  return 1;
}

// A usage error: one line naming what is wrong, and where to look.
int usage_error(std::string const& what) {
  std::fprintf(stderr, "cute-layout: %s (cute-layout --help for the usage)\n", what.c_str());
  return 2;
}

void write(std::string const& text) { std::fwrite(text.data(), 1, text.size(), stdout); }

using Args = std::vector<std::string_view>;  // the arguments after the command

int run_eval(Args const& args) {
  std::string const line = evaluate_line(args[0]);
  if (line.starts_with("error: ")) return fail(line);
  write(line + "\n");
  return 0;
}

int run_show(Args const& args) {
  std::string_view const format = args.size() == 2 ? args[0] : "";  // one of show's options, or none
  std::string_view const text = args.back();
  try {
    drawing const how = format == "--latex" ? drawing::latex
                        : format == "--svg"  ? drawing::svg
                        : format == "--html" ? drawing::html
                                             : drawing::table;
    write(draw(to_layout(evaluate(text)), how));
    return 0;
  } catch (Error const& e) {
    return fail(format_error(e));
  } catch (std::bad_alloc const&) {
    return fail("error: out of memory");
  }
}

int run_batch(Args const&) {
  std::string line;
  while (std::getline(std::cin, line)) {
    write(evaluate_line(line) + "\n");
    if (std::fflush(stdout) != 0) return 1;  // reported by main
  }
  return 0;
}

int run_help(Args const&) {
  std::fputs(usage, stdout);
  int column = 10;
  for (auto const& name : function_names()) {
    if (column + name.size() + 1 > 100) {
      std::fputs("\n ", stdout);
      column = 1;
    }
    std::fprintf(stdout, " %s", name.c_str());
    column += static_cast<int>(name.size()) + 1;
  }
  std::fputs("\n", stdout);
  return 0;
}

int run_version(Args const&) {
  write(std::string("cute-layout ") + CUTE_LAYOUT_VERSION + "\n");
  return 0;
}

struct Command {
  std::string_view name;
  std::vector<std::string_view> options;  // the options it takes before its operands
  std::size_t operands;                   // how many operands follow them
  int (*run)(Args const&);
};

std::vector<Command> const commands = {
    {"eval", {}, 1, run_eval},          {"show", {"--latex", "--svg", "--html"}, 1, run_show}, {"--batch", {}, 0, run_batch},
    {"--help", {}, 0, run_help},        {"-h", {}, 0, run_help},            {"--version", {}, 0, run_version},
};

int dispatch(int argc, char** argv) {
  if (argc < 2) return usage_error("no command (eval, show, --batch, --help or --version)");
  std::string_view const name = argv[1];
  for (auto const& c : commands) {
    if (c.name != name) continue;
    Args const args(argv + 2, argv + argc);
    std::size_t options = 0;
    while (options < args.size() && args[options].starts_with("--") && args.size() > c.operands) {
      if (std::ranges::find(c.options, args[options]) == c.options.end())
        return usage_error(std::string(name) + ": unknown option '" + std::string(args[options]) + "'");
      ++options;
    }
    if (args.size() - options != c.operands)
      return usage_error(std::string(name) + " takes " + std::to_string(c.operands) + " operand" +
                         (c.operands == 1 ? "" : "s") + ", got " + std::to_string(args.size() - options));
    return c.run(args);
  }
  if (name.starts_with("-")) return usage_error("unknown option '" + std::string(name) + "'");
  return usage_error("unknown command '" + std::string(name) + "'");
}

}  // namespace

int main(int argc, char** argv) {
  int status = 0;
  try {
    status = dispatch(argc, argv);
  } catch (std::exception const& e) {
    std::fprintf(stderr, "error: %s\n", e.what());
    status = 1;
  }
  // A write error (a full disk, a closed pipe) is a failure, not a silent truncation.
  if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
    std::fprintf(stderr, "cute-layout: error writing the output\n");
    return 1;
  }
  return status;
}

// fuzz_cute_layout.cpp: the libFuzzer target over the parser, the evaluator and the renderers: any
// input must give a value or an Error, never a crash, a hang, undefined behaviour or another exception.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "evaluator.hpp"
#include "library.hpp"

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
  using namespace cute_layout;
  std::string_view const text(reinterpret_cast<char const*>(data), size);
  std::string const line = evaluate_line(text);
  if (line.empty()) __builtin_trap();  // every line has a value or an error
  try {
    Layout const l = to_layout(evaluate(text));
    if (l.rank() <= 2 && cute_layout::size(l) <= 4096) {
      std::string const table = print_layout(l);
      std::string const latex = print_latex(l);
      if (table.empty() || latex.empty()) __builtin_trap();
    }
  } catch (Error const&) {
  }
  return 0;
}

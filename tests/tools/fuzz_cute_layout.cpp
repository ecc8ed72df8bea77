// fuzz_cute_layout.cpp: the libFuzzer target over the parser, the evaluator and the renderers: any
// input must give a value or an Error, never a crash, a hang, undefined behaviour or another exception.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "drawing.hpp"
#include "evaluator.hpp"

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
  using namespace cute_layout;
  std::string_view const text(reinterpret_cast<char const*>(data), size);
  std::string const line = evaluate_line(text);
  if (line.empty()) __builtin_trap();  // every line has a value or an error
  try {
    tree const l = to_layout(evaluate(text));
    if (cute::runtime::rank(l) <= 2 && cute::runtime::size(l) <= 4096) {
      std::string const table = draw(l, drawing::table);
      std::string const latex = draw(l, drawing::latex);
      if (table.empty() || latex.empty()) __builtin_trap();
    }
  } catch (Error const&) {
  } catch (cute::error const&) {  // size() of a layout whose size overflows
  }
  return 0;
}

// Module cute.print: print, to_string, operator<<, std::format, print_layout, print_latex.
module;
#include <cute/config.hpp>
export module cute.print;
export import cute.layout;
#define CUTE_EXPORT export
#define CUTE_NUMERIC_HPP  // provided by the imports above
#define CUTE_TUPLE_HPP
#define CUTE_LAYOUT_HPP
#include <cute/print.hpp>

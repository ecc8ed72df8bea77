// Module cute.print: print, to_string, operator<<, std::format, print_layout, print_latex, and the
// pictures: make_picture, to_svg/print_svg, to_html/print_html.
module;
#define CUTE_EXPORT export
#include <cute/config.hpp>
#include <algorithm>
#include <cstdio>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>
#if __has_include(<format>)
#include <format>
#endif
// The headers of the purview are the module's own source (the mp-units pattern), not foreign headers.
#if defined(__clang__)
#pragma clang diagnostic ignored "-Winclude-angled-in-module-purview"
#endif
export module cute.print;
export import cute.layout;
export import cute.swizzle;
#define CUTE_NUMERIC_HPP  // provided by the imports above
#define CUTE_TUPLE_HPP
#define CUTE_LAYOUT_HPP
#define CUTE_SWIZZLE_HPP
#include <cute/print.hpp>

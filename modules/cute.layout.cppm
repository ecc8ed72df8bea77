// Module cute.layout: Layout, make_layout, coordinate maps and slicing.
module;
#define CUTE_EXPORT export
#include <cute/config.hpp>
// The headers of the purview are the module's own source (the mp-units pattern), not foreign headers.
#if defined(__clang__)
#pragma clang diagnostic ignored "-Winclude-angled-in-module-purview"
#endif
export module cute.layout;
export import cute.numeric;
export import cute.tuple;
#define CUTE_NUMERIC_HPP  // provided by the imports above
#define CUTE_TUPLE_HPP
#include <cute/layout.hpp>

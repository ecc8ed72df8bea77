// Module cute.layout: Layout, make_layout, coordinate maps and slicing.
module;
#include <cute/config.hpp>
export module cute.layout;
export import cute.numeric;
export import cute.tuple;
#define CUTE_EXPORT export
#define CUTE_NUMERIC_HPP  // provided by the imports above
#define CUTE_TUPLE_HPP
#include <cute/layout.hpp>

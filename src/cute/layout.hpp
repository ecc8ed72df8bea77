// cute/layout.hpp: the layout layer (module cute.layout): Layout, coordinate maps, slicing.
#ifndef CUTE_LAYOUT_HPP
#define CUTE_LAYOUT_HPP
#include <cute/config.hpp>
#include <cute/numeric.hpp>
#include <cute/tuple.hpp>
#include <cute/layout/coordinate.hpp>
#include <cute/layout/layout.hpp>
#endif

// cute/layout.hpp: the layout layer (module cute.layout): Layout, coordinate maps, slicing, and the
// layout algebra (coalesce, composition, complement, inverses, divides, products, recasts), and the
// predicates is_injective, is_surjective, is_bijective, is_compact.
#ifndef CUTE_LAYOUT_HPP
#define CUTE_LAYOUT_HPP
#include <cute/config.hpp>
#include <cute/numeric.hpp>
#include <cute/tuple.hpp>
#include <cute/layout/coordinate.hpp>
#include <cute/layout/layout.hpp>
#include <cute/layout/foreign_tuple.hpp>
#include <cute/layout/coalesce.hpp>
#include <cute/layout/complement.hpp>
#include <cute/layout/composition.hpp>
#include <cute/layout/divide.hpp>
#include <cute/layout/inverse.hpp>
#include <cute/layout/layout_like.hpp>
#include <cute/layout/modes.hpp>
#include <cute/layout/ordered_layout.hpp>
#include <cute/layout/predicates.hpp>
#include <cute/layout/product.hpp>
#include <cute/layout/recast.hpp>
#include <cute/layout/tiler.hpp>
#include <cute/layout/basis_layout.hpp>
#endif

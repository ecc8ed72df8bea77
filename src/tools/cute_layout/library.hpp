// library.hpp: the layout algebra and the drawings of cute-layout, which are the library's: each
// function converts its operands into run-time layouts (cute/layout/runtime_layout.hpp), calls the
// library's value algebra, and converts the result back; a failure is an Error with the library's
// message (cute/layout/algebra_error.hpp).
#pragma once
#include <optional>
#include <string>

#include "layout.hpp"
#include "tiling.hpp"

namespace cute_layout {

Layout coalesce(Layout const& l);
// By-mode coalesce at the terminals of the profile (only its structure matters).
Layout coalesce(Layout const& l, IntTuple const& profile);
// The modes with stride 0 (resp. where the profile has a 0) get extent 1.
Layout filter_zeros(Layout const& l);
Layout filter_zeros(Layout const& l, IntTuple const& profile);
// coalesce(filter_zeros(l)): no stride-0 and no size-1 modes (1:0 if nothing is left).
Layout filter(Layout const& l);
Layout filter(Layout const& l, IntTuple const& profile);

// Composition with a layout, or a tiler (an integer n is n:1, `_` keeps the mode, a tuple by mode).
Layout composition(Layout const& a, Layout const& b);
Layout composition(Layout const& a, Tiler const& b);
// The complement of a with respect to a cotarget (an integer or a shape), or to cosize(filter(a)).
Layout complement(Layout const& a, IntTuple const& cotarget);
Layout complement(Layout const& a);
Layout right_inverse(Layout const& l);
Layout left_inverse(Layout const& l);

Layout logical_divide(Layout const& a, Tiler const& b);
Layout zipped_divide(Layout const& a, Tiler const& b);
Layout tiled_divide(Layout const& a, Tiler const& b);
Layout flat_divide(Layout const& a, Tiler const& b);
Layout logical_product(Layout const& a, Tiler const& b);
Layout zipped_product(Layout const& a, Tiler const& b);
Layout tiled_product(Layout const& a, Tiler const& b);
Layout flat_product(Layout const& a, Tiler const& b);
Layout blocked_product(Layout const& a, Layout const& b);
Layout raked_product(Layout const& a, Layout const& b);
// The blocked product of the block that fills the target shape, repeating along the modes in the
// given order (an IntTuple of ranks, default: column-major).
Layout tile_to_shape(Layout const& block, IntTuple const& target, std::optional<IntTuple> const& order = {});

i64 max_common_vector(Layout const& a, Layout const& b);
Layout max_common_layout(Layout const& a, Layout const& b);
Layout nullspace(Layout const& l);
// upcast<n> / downcast<n>: the layout in units of n elements, resp. of 1/n element.
Layout upcast(Layout const& l, i64 n);
Layout downcast(Layout const& l, i64 n);

bool is_injective(Layout const& l);
bool is_surjective(Layout const& l, i64 cotarget);
bool is_bijective(Layout const& l, i64 cotarget);
bool is_compact(Layout const& l);

// The drawings of a rank-1 or rank-2 layout, as the library's print_layout and print_latex print them
// (a rank-1 layout is drawn as the column (L,1:0)); drawings of more than max_cells cells are refused.
inline constexpr i64 max_cells = i64{1} << 20;
std::string print_layout(Layout const& layout);
std::string print_latex(Layout const& layout);

}  // namespace cute_layout

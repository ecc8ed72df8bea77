// algebra.hpp: CuTe's layout algebra on run-time layouts, computed as CuTe C++ does for static
// integers (the canonical forms of the docs): coalesce, filter, composition of two layouts,
// complement, the inverses, max_common_vector/layout, nullspace, upcast and downcast. Every
// precondition is checked and a violation throws Error; where CuTe's algorithm would return a layout
// that is not the answer (or no layout can be), the result is an Error, never a wrong layout.
#pragma once
#include "layout.hpp"

namespace cute_layout {

Layout coalesce(Layout const& l);
// By-mode coalesce at the terminals of the profile (only its structure matters).
Layout coalesce(Layout const& l, IntTuple const& profile);
// CuTe's detail::coalesce_x: as coalesce, but keeps the function beyond the size too (a trailing
// size-1 mode keeps its stride), as composition needs.
Layout coalesce_x(Layout const& l);
// The modes with stride 0 (resp. where the profile has a 0) get extent 1.
Layout filter_zeros(Layout const& l);
Layout filter_zeros(Layout const& l, IntTuple const& profile);
// coalesce(filter_zeros(l)): no stride-0 and no size-1 modes (1:0 if nothing is left).
Layout filter(Layout const& l);
Layout filter(Layout const& l, IntTuple const& profile);

// a o b: the layout r with r(i) == a(b(i)) for every i in [0, size(b)), compatible with b.
Layout composition(Layout const& a, Layout const& b);

// The complement of a with respect to a cotarget (an integer or a shape), or to cosize(filter(a)).
Layout complement(Layout const& a, IntTuple const& cotarget);
Layout complement(Layout const& a);

Layout right_inverse(Layout const& l);
Layout left_inverse(Layout const& l);

i64 max_common_vector(Layout const& a, Layout const& b);
Layout max_common_layout(Layout const& a, Layout const& b);
Layout nullspace(Layout const& l);

// upcast<n> / downcast<n>: the layout in units of n elements, resp. of 1/n element.
Layout upcast(Layout const& l, i64 n);
Layout downcast(Layout const& l, i64 n);

}  // namespace cute_layout

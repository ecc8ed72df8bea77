// modes.hpp: the operations that treat a value as a tuple of modes, with CuTe's template integers as
// ordinary arguments: get<I...>, take<B,E>, select<I...>, group<B,E>, append<N>, prepend<N>,
// replace<N>, flatten. One implementation serves tuples and layouts (a layout's tree carries its
// strides beside its extents). A non-tuple counts as a tuple of rank 1 where CuTe does.
#pragma once
#include <vector>

#include "value.hpp"

namespace cute_layout {

// `end == -1` means the rank, as CuTe's take<B,-1> and group<B,-1>.
tree get(tree const& t, std::vector<i64> const& indices);
tree take(tree const& t, i64 begin, i64 end);
tree select(tree const& t, std::vector<i64> const& indices);
tree group(tree const& t, i64 begin, i64 end);
// `rank == -1`: append/prepend x once; otherwise extend to that rank with copies of x.
tree append(tree const& t, tree const& x, i64 rank = -1);
tree prepend(tree const& t, tree const& x, i64 rank = -1);
tree replace(tree const& t, tree const& x, i64 index);
// A flat tuple of the leaves; a leaf stays a leaf (CuTe's flatten).
tree flatten(tree const& t);
// The number of leaves (integers and `_`).
i64 leaf_count(tree const& t);

}  // namespace cute_layout

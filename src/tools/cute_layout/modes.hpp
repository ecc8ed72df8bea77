// modes.hpp: the operations that treat an IntTuple or a Layout as a tuple of modes, with CuTe's
// template integers as ordinary arguments: get<I...>, take<B,E>, select<I...>, group<B,E>,
// append<N>, prepend<N>, replace<N>, flatten, zip. A layout's version applies the tuple version to
// its shape and its stride alike. A non-tuple counts as a tuple of rank 1 where CuTe does.
#pragma once
#include <vector>

#include "layout.hpp"

namespace cute_layout {

// `end == -1` means the rank, as CuTe's take<B,-1> and group<B,-1>.
IntTuple get(IntTuple const& t, std::vector<i64> const& indices);
IntTuple take(IntTuple const& t, i64 begin, i64 end);
IntTuple select(IntTuple const& t, std::vector<i64> const& indices);
IntTuple group(IntTuple const& t, i64 begin, i64 end);
// `rank == -1`: append/prepend x once; otherwise extend to that rank with copies of x.
IntTuple append(IntTuple const& t, IntTuple const& x, i64 rank = -1);
IntTuple prepend(IntTuple const& t, IntTuple const& x, i64 rank = -1);
IntTuple replace(IntTuple const& t, IntTuple const& x, i64 index);
// ((a0,a1,..),(b0,b1,..)) -> ((a0,b0),(a1,b1),..); a non-tuple a gives ((a,b)).
IntTuple zip(IntTuple const& a, IntTuple const& b);

Layout get(Layout const& l, std::vector<i64> const& indices);
Layout take(Layout const& l, i64 begin, i64 end);
Layout select(Layout const& l, std::vector<i64> const& indices);
Layout group(Layout const& l, i64 begin, i64 end);
Layout append(Layout const& l, Layout const& x, i64 rank = -1);
Layout prepend(Layout const& l, Layout const& x, i64 rank = -1);
Layout replace(Layout const& l, Layout const& x, i64 index);
Layout flatten(Layout const& l);
Layout zip(Layout const& a, Layout const& b);

}  // namespace cute_layout

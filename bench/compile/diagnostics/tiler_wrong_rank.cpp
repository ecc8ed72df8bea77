// CuTe equivalent of tests/diagnostics/tiler_wrong_rank.cpp: a tiler with more modes than the layout.
// names: Too many modes in tiler
#include <cute/layout.hpp>
using namespace cute;
auto r = logical_divide(Layout<Shape<_4, _8>>{}, make_tile(_2{}, _2{}, _2{}));

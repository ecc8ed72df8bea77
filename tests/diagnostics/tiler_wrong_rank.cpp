// A tiler with more modes than the layout.
// expect: logical_divide: the tiler has more modes than the layout
#include <cute/cute.hpp>
using namespace cute;
auto r = logical_divide(Layout<Shape<_4, _8>>{}, make_tile(_2{}, _2{}, _2{}));

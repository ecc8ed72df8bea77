// left_inverse of a static layout that is not injective.
// expect: left_inverse: the layout is not injective
#include <cute/cute.hpp>
using namespace cute;
auto r = left_inverse(Layout<Shape<_2, _2>, Stride<_1, _1>>{});

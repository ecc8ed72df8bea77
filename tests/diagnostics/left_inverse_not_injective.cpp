// left_inverse of a static layout that is not injective.
// expect: the layout is not injective (its modes of non-zero stride overlap
// max-lines: 24
#include <cute/cute.hpp>
using namespace cute;
auto r = left_inverse(Layout<Shape<_2, _2>, Stride<_1, _1>>{});

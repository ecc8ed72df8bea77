// A static composition that violates the divisibility condition: no layout is A o B.
// expect: no layout is A o B: the divisibility condition fails
// max-lines: 24
#include <cute/cute.hpp>
using namespace cute;
auto r = composition(Layout<Shape<_4, _6>, Stride<_1, _8>>{}, Layout<_3, _6>{});

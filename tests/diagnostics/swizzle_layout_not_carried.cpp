// A layout that does not carry a swizzle's bits to bits: L o Sw is no swizzled layout.
// expect: composition(Layout, Swizzle): the layout does not carry the swizzle
#include <cute/cute.hpp>
using namespace cute;
auto l = composition(Layout<Shape<_4, _4>, Stride<_3, _1>>{}, Swizzle<1, 0, 2>{});

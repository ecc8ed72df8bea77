// CuTe equivalent of tests/diagnostics/left_inverse_not_injective.cpp: left_inverse of a static layout
// that is not injective.
// names: injective
#include <cute/layout.hpp>
using namespace cute;
auto r = left_inverse(Layout<Shape<_2, _2>, Stride<_1, _1>>{});

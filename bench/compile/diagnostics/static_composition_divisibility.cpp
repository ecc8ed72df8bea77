// CuTe equivalent of tests/diagnostics/static_composition_divisibility.cpp: a static composition that
// violates the divisibility condition.
// names: Divisibility Condition
#include <cute/layout.hpp>
using namespace cute;
auto r = composition(Layout<Shape<_4, _6>, Stride<_1, _8>>{}, Layout<_3, _6>{});

// CuTe equivalent of tests/diagnostics/static_composition_overrun.cpp: a static composition whose
// result is not A o B (B's modes together overrun a mode of A).
// names: composition
#include <cute/layout.hpp>
using namespace cute;
auto r = composition(Layout<Shape<_4, _8>, Stride<_1, _10>>{}, Layout<_4, _3>{});

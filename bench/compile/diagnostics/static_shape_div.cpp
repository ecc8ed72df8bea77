// CuTe equivalent of tests/diagnostics/static_shape_div.cpp: the divisibility condition on static
// integers.
// names: Divisibility Condition
#include <cute/layout.hpp>
auto d = cute::shape_div(cute::_6{}, cute::_4{});

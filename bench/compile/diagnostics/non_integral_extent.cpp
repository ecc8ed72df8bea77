// CuTe equivalent of tests/diagnostics/non_integral_extent.cpp: a non-integral extent.
// names: integral|double
#include <cute/layout.hpp>
auto s = cute::make_shape(2, 2.5);

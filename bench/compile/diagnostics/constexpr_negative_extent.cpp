// CuTe equivalent of tests/diagnostics/constexpr_negative_extent.cpp: a negative dynamic extent in a
// constant expression.
// names: extent|negative
#include <cute/layout.hpp>
static_assert(cute::size(cute::make_layout(cute::make_shape(2, -3))) == -6);

// CuTe equivalent of tests/diagnostics/stride_not_congruent.cpp: a stride that is not congruent with
// its shape.
// names: congruent
#include <cute/layout.hpp>
auto l = cute::make_layout(cute::make_shape(2, 3), cute::make_stride(1, cute::make_stride(2, 4)));

// CuTe equivalent of tests/diagnostics/negative_static_extent.cpp: a negative static extent.
// names: extent|negative
#include <cute/layout.hpp>
auto l = cute::make_layout(cute::make_shape(cute::_2{}, cute::Int<-3>{}));

// CuTe equivalent of tests/diagnostics/coordinate_wrong_rank.cpp: a coordinate of the wrong rank.
// names: Mismatched Ranks
#include <cute/layout.hpp>
auto l = cute::make_layout(cute::make_shape(2, 3));
auto i = l(1, 1, 1);

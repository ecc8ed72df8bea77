// CuTe equivalent of tests/diagnostics/hcoordinate_wrong_rank.cpp: an h-D coordinate whose nested rank
// differs from the shape's.
// names: Mismatched Ranks
#include <cute/layout.hpp>
auto l = cute::make_layout(cute::make_shape(2, cute::make_shape(2, 2)));
auto i = l(cute::make_coord(1, cute::make_coord(1, 1, 1)));

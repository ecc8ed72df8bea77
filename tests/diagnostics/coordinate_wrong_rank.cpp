// A coordinate of the wrong rank.
// expect: Layout: the number of coordinates does not match the rank of the layout
#include <cute/cute.hpp>
auto l = cute::make_layout(cute::make_shape(2, 3));
auto i = l(1, 1, 1);

// A dynamic check that fails in a constant expression is a compile error naming the problem.
// expect: Layout: extent
// max-lines: 25
#include <cute/cute.hpp>
static_assert(cute::size(cute::make_layout(cute::make_shape(2, -3))) == -6);

// A stride that is not congruent with its shape.
// expect: make_layout: the stride is not congruent with the shape
#include <cute/cute.hpp>
auto l = cute::make_layout(cute::make_shape(2, 3), cute::make_stride(1, cute::make_stride(2, 4)));

// A negative static extent.
// expect: Layout: a static extent of the shape is negative
#include <cute/cute.hpp>
auto l = cute::make_layout(cute::make_shape(cute::_2{}, cute::Int<-3>{}));

// A non-integral extent.
// expect: 'double' does not satisfy 'int_tuple'
#include <cute/cute.hpp>
auto s = cute::make_shape(2, 2.5);

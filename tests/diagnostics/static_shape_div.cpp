// The divisibility condition on static integers.
// expect: shape_div: divisibility condition violated
#include <cute/cute.hpp>
auto d = cute::shape_div(cute::_6{}, cute::_4{});

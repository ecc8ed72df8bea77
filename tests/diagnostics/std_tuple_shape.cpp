// A std::tuple where a shape is expected: one error that says to write make_shape.
// expect: make_layout: a std::tuple, std::pair or std::array is not a cute shape or stride: write make_shape(2, 3)
// max-lines: 12
#include <cute/cute.hpp>
#include <tuple>
auto l = cute::make_layout(std::make_tuple(2, 3), std::make_tuple(1, 2));

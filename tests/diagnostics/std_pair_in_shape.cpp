// A std::pair as the shape of a one-argument make_layout, and a std::array as a stride: the same error.
// expect: make_layout: a std::tuple, std::pair or std::array is not a cute shape or stride
// max-lines: 20
#include <cute/cute.hpp>
#include <array>
#include <utility>
auto l = cute::make_layout(std::make_pair(4, 2));
auto m = cute::make_layout(cute::make_shape(4, 2), std::array<int, 2>{1, 4});

// A static division by zero.
// expect: static integer overflow: C<a> / C<b> divides by zero
// max-lines: 20
#include <cute/cute.hpp>
auto quotient = cute::_8{} / cute::_0{};

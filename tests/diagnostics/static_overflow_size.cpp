// The size of a static shape that overflows int.
// expect: static integer overflow: C<a> * C<b> does not fit in their type
// max-lines: 45
#include <cute/cute.hpp>
using namespace cute;
auto s = size(Layout<Shape<Int<65536>, Int<32768>>>{});

// A static shift that loses bits.
// expect: static integer overflow: C<a> << C<b> shifts by a negative count or the width or more, or loses bits
// max-lines: 20
#include <cute/cute.hpp>
auto shifted = cute::Int<3>{} << cute::Int<30>{};

// A static offset whose swizzle does not fit in its type is a compile error (not a wrapped C<...>).
// expect: Swizzle<B,M,S>: integer overflow: the swizzled offset does not fit in its type
// max-lines: 20
#include <cute/cute.hpp>
auto offset = cute::Swizzle<1, 30, -1>{}(cute::Int<(1 << 30)>{});

// Static integer arithmetic that overflows is a compile error naming the operation and the values
// (not the built-in operator's silent wrong int: Int<65536>{} * Int<65536>{} was a dynamic 0).
// expect: static integer overflow: C<a> * C<b> does not fit in their type
// max-lines: 20
#include <cute/cute.hpp>
auto product = cute::Int<65536>{} * cute::Int<65536>{};

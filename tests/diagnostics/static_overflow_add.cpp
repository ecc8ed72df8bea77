// Static addition past the type's range, with long long values.
// expect: static integer overflow: C<a> + C<b> does not fit in their type
// max-lines: 20
#include <cute/cute.hpp>
auto sum = cute::C<(1LL << 62)>{} + cute::C<(1LL << 62)>{};

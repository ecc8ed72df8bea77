// A static composition CuTe accepts but gets wrong ((_2,_2):(_3,_10)): B's walk leaves A's first mode
// before its end.
// expect: no layout is A o B: B's modes together overrun a mode of A
// max-lines: 24
#include <cute/cute.hpp>
using namespace cute;
auto r = composition(Layout<Shape<_4, _8>, Stride<_1, _10>>{}, Layout<_4, _3>{});

// A composition that gives dynamic strides over several bases: their bases are not known from the types.
// expect: basis layout: this operation gives a dynamic stride, whose basis is known only when
#include <cute/cute.hpp>
using namespace cute;
int m = 30;
auto l = composition(make_identity_layout(make_shape(m, 20)), make_layout(Shape<_4, _2>{}, Stride<_1, _4>{}));

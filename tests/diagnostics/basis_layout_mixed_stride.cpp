// A layout of basis strides with an integer stride: its coordinates cannot be added to an integer.
// expect: basis layout: a layout of basis strides may hold no integer stride but _0
#include <cute/cute.hpp>
using namespace cute;
auto l = coalesce(make_layout(Shape<_4, _8>{}, make_stride(E<0>{}, _4{})));

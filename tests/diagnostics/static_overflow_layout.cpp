// The compact strides of a static shape overflow: a compile error, not a layout with a stride of 0.
// expect: static integer overflow: C<a> * C<b> does not fit in their type
// max-lines: 70
#include <cute/cute.hpp>
using namespace cute;
constexpr auto layout = make_layout(make_shape(Int<65536>{}, Int<65536>{}, _2{}));

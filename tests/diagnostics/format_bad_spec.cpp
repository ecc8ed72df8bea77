// A format spec cute objects do not take (a precision): a compile error that says which they take.
// expect: cute objects take a format spec of [[fill]align][width] only
// max-lines: 30
#include <cute/cute.hpp>
#include <format>
auto s = std::format("{:.3}", cute::make_layout(cute::make_shape(2, 3)));

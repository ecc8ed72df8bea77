// An owning tensor whose static layout needs more elements than its capacity.
// expect: make_tensor<T, N>(layout): the layout's static cosize is more than the capacity N
// max-lines: 20
#include <cute/cute.hpp>
using namespace cute;
auto t = make_tensor<float, 16>(make_layout(make_shape(_10{}, _10{})));

// A dynamic overflow in a constant expression is a compile error; the notes name the checked operation
// and the call of cute::detail::fail with the message (its values are not shown by clang).
// expect: in call to 'checked<cute::detail::arithmetic::multiply
// max-lines: 50
#include <cute/cute.hpp>
static_assert(cute::size(cute::make_layout(cute::make_shape(65536, 65536))) == 0);

// A 16-byte vector copy of 8 halves that are not contiguous (stride 2): the static vector width does
// not fit the values.
// max-lines: 24
// expect: misaligned static vector width
#include <cute/cute.hpp>
using namespace cute;
void f(half_t const* a, half_t* b) {
  auto src = make_tensor(make_gmem_ptr(a), Layout<_8, _2>{});
  auto dst = make_tensor(make_gmem_ptr(b), Layout<_8>{});
  copy(Copy_Atom<UniversalCopy<uint128_t>, half_t>{}, src, dst);
}

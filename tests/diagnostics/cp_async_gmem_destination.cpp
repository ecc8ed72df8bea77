// cp.async into a global-memory tensor: it writes shared memory only.
// max-lines: 24
// expect: copy: cp.async (SM80_CP_ASYNC_*) writes shared memory
#include <cute/cute.hpp>
using namespace cute;
void f(half_t const* global_a, half_t* global_b) {
  auto src = make_tensor(make_gmem_ptr(global_a), Layout<_8>{});
  auto dst = make_tensor(make_gmem_ptr(global_b), Layout<_8>{});
  copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, half_t>{}, src, dst);
}

// cp.async from a shared-memory tensor: it reads global memory only.
// max-lines: 24
// expect: copy: cp.async (SM80_CP_ASYNC_*) reads global memory
#include <cute/cute.hpp>
using namespace cute;
void f(half_t* shared_a, half_t* shared_b) {
  auto src = make_tensor(make_smem_ptr(shared_a), Layout<_8>{});
  auto dst = make_tensor(make_smem_ptr(shared_b), Layout<_8>{});
  copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, half_t>{}, src, dst);
}

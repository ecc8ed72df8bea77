// A bulk copy into shared memory without its mbarrier: the load completes its bytes on one.
// max-lines: 24
// expect: copy(SM90_BULK_COPY_AUTO): a load into shared memory completes on an mbarrier
#include <cute/atom/bulk_copy_sm90.hpp>
using namespace cute;
void f(half_t const* global, half_t* shared) {
  auto src = make_tensor(make_gmem_ptr(global), Layout<_64>{});
  auto dst = make_tensor(make_smem_ptr(shared), Layout<_64>{});
  copy(Copy_Traits<SM90_BULK_COPY_AUTO>{}, src, dst);
}

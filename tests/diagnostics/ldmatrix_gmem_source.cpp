// ldmatrix from a global-memory tensor: it reads shared memory only.
// max-lines: 24
// expect: copy: ldmatrix (SM75_*_LDSM_*) reads shared memory
#include <cute/cute.hpp>
using namespace cute;
void f(half_t* global) {
  auto src = make_tensor(make_gmem_ptr(global), Layout<_8>{});
  auto dst = make_tensor<half_t>(Layout<_8>{});
  copy(Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}, src, dst);
}

// A bulk copy whose tensors share runs shorter than 16 bytes: cp.async.bulk moves multiples of 16.
// max-lines: 24
// expect: bulk copy: the tensors' common contiguous runs must be whole multiples of 16 bytes
#include <cute/atom/bulk_copy_sm90.hpp>
using namespace cute;
void f(half_t const* global, half_t* shared, std::uint64_t& bar) {
  auto src = make_tensor(make_gmem_ptr(global), Layout<Shape<_4, _16>, Stride<_1, _8>>{});
  auto dst = make_tensor(make_smem_ptr(shared), Layout<Shape<_4, _16>>{});
  copy(Copy_Traits<SM90_BULK_COPY_AUTO>{}.with(bar), src, dst);
}

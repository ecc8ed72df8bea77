// A host program written as CuTe code is (CuTe's headers, CuTe's names), using the names found
// missing when other people's CuTe code was ported: tests/ports ports it with cute-port (only the
// #include lines may change) and runs it. Returns 0 when every check holds.
#include <cute/tensor.hpp>
#include <cute/layout.hpp>
#include <cute/container/array_aligned.hpp>
#include <cute/algorithm/cooperative_copy.hpp>
#include <cute/util/type_traits.hpp>
#include <cutlass/trace.h>

#include <cstdio>
#include <vector>

using namespace cute;

static int failures = 0;
#define SNIPPET_CHECK(cond)                                    \
  do {                                                         \
    if (!(cond)) {                                             \
      std::printf("%s:%d: failed: %s\n", __FILE__, __LINE__, #cond); \
      ++failures;                                              \
    }                                                          \
  } while (0)

// A kernel's shared storage, as CuTe kernels declare it.
template <class T, class SmemLayout>
struct SharedStorage {
  cute::array_aligned<T, cute::cosize_v<SmemLayout>> smem;
  cute::uint64_t mbar[1];
};

template <class TA, class ALayout>
void stage_tile(TA const* gmem, ALayout gmem_layout, SharedStorage<TA, Layout<Shape<_16, _8>>>& storage) {
  Tensor gA = make_tensor(make_gmem_ptr<TA>(static_cast<void const*>(gmem)), gmem_layout);
  Tensor sA = make_tensor(make_smem_ptr(storage.smem.data()), Layout<Shape<_16, _8>>{});
  CUTE_STATIC_ASSERT_V(size(gA) == size(sA));
  static_assert(is_gmem<decltype(gA)>::value && is_smem<decltype(sA)>::value);
  constexpr uint32_t NumThreads = 32;
  for (uint32_t tid = 0; tid < NumThreads; ++tid) {  // each thread's call, one after the other
    cooperative_copy<NumThreads, sizeof_bits<TA>::value * 4>(tid, gA, sA);
  }
}

int main() {
  // Layout construction with CuTe's tags and orders.
  auto row = make_layout(make_shape(Int<4>{}, Int<8>{}), GenRowMajor{});
  CUTE_STATIC_ASSERT_V(stride<0>(row) == Int<8>{});
  auto ordered = make_ordered_layout(make_shape(Int<4>{}, Int<2>{}, Int<3>{}), make_step(_1{}, _0{}, _2{}));
  static_assert(cute::is_same_v<decltype(ordered), Layout<Shape<_4, _2, _3>, Stride<_2, _1, _8>>>);
  CUTLASS_TRACE_HOST("ordered: " << ordered);

  // Shape predicates on layouts, and static checks on them.
  static_assert(is_constant<true, decltype(compatible(make_layout(Int<32>{}), row))>::value);
  static_assert(!decltype(congruent(row, make_layout(Int<32>{})))::value);
  static_assert(CUTE_STATIC_V(max(shape(ordered))) == 4 && CUTE_STATIC_V(min(shape(ordered), _3{})) == 2);
  static_assert(_m2{} + _262144{} == 262142);
  auto picked = conditional_return<(sizeof(float) == 4)>(row, ordered);
  static_assert(cute::is_same_v<decltype(picked), decltype(row)>);

  // A tile staged cooperatively into (host-simulated) shared storage, then copied back.
  std::vector<float> host(16 * 8);
  for (int i = 0; i < int(host.size()); ++i) host[i] = float(i);
  SharedStorage<float, Layout<Shape<_16, _8>>> storage{};
  stage_tile(host.data(), make_layout(make_shape(_16{}, _8{})), storage);
  for (int i = 0; i < 16 * 8; ++i) SNIPPET_CHECK(storage.smem[i] == float(i));
  std::vector<float> back(16 * 8);
  copy(DefaultCopy{}, make_tensor(storage.smem.data(), make_layout(make_shape(_16{}, _8{}))),
       make_tensor(back.data(), make_layout(make_shape(16, 8), GenRowMajor{})));
  SNIPPET_CHECK(back[3 * 8 + 5] == float(3 + 5 * 16));

  std::printf("cute_style_host: %s\n", failures == 0 ? "ok" : "FAILED");
  return failures == 0 ? 0 : 1;
}

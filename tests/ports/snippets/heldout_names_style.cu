// CuTe code using the public names that a scan of CuTe 4.2's headers found missing here (our own
// code, CuTe's idioms): the tuple algorithms (find_if, any_of, filter_tuple, iscan, zip2_by, ...),
// the lex/colex/elem orders, the bit operations, domain_offset of a tensor (as FlashAttention-3 and
// CUTLASS collectives move a tensor to a block's origin), cooperative_prefetch, recast_layout, make_swizzle, and SM90's
// elect_one_leader_sync / store_shared_remote. tests/ports ports it with cute-port and compiles it
// for sm_90a; it compiles on CuTe's headers as it is.
#include <cute/tensor.hpp>
#include <cute/arch/cluster_sm90.hpp>
#include <cute/algorithm/prefetch.hpp>

using namespace cute;

// Static facts a kernel derives from its tile shapes, as CuTe kernels write them.
using TileShape = Shape<_128, _64, Shape<_32, _2>>;
constexpr auto is_64 = [](auto m) { return is_constant<64, decltype(m)>{}; };
constexpr auto is_nested = [](auto m) { return is_tuple<decltype(m)>{}; };
constexpr auto is_zero = [](auto m) { return m == _0{}; };
constexpr auto leaves_only = [](auto m) {
  if constexpr (is_tuple<decltype(m)>::value) return cute::tuple<>{}; else return make_tuple(m);
};
static_assert(decltype(find_if(TileShape{}, is_64))::value == 1);
static_assert(decltype(any_of(TileShape{}, is_nested))::value && !decltype(all_of(TileShape{}, is_nested))::value);
static_assert(decltype(none_of(flatten(TileShape{}), is_zero))::value);
static_assert(is_same_v<decltype(filter_tuple(TileShape{}, leaves_only)), cute::tuple<_128, _64>>);
static_assert(is_same_v<decltype(iscan(Shape<_2, _3, _4>{}, _1{}, multiplies{})), Shape<_2, _6, _24>>);
static_assert(is_same_v<decltype(escan(Shape<_2, _3, _4>{}, _1{}, multiplies{})), Shape<_1, _2, _6>>);
static_assert(is_same_v<decltype(zip2_by(Shape<Shape<_4, _2>, Shape<_8, _3>>{}, Shape<_1, _1>{})), Shape<Shape<_4, _8>, Shape<_2, _3>>>);
static_assert(is_same_v<decltype(tuple_repeat<3>(_0{})), cute::tuple<_0, _0, _0>> && is_same_v<decltype(repeat<1>(_7{})), _7>);
static_assert(is_same_v<decltype(insert<1>(Shape<_1, _3>{}, _2{})), Shape<_1, _2, _3>>);
static_assert(is_same_v<decltype(replace_back(Shape<_1, _3>{}, _9{})), Shape<_1, _9>>);
static_assert(is_same_v<decltype(fold_first(Shape<_2, _3, _4>{}, multiplies{})), _24>);
static_assert(is_same_v<decltype(product_like(TileShape{}, Shape<_0, _0, _0>{})), Shape<_128, _64, _64>>);
static_assert(is_same_v<decltype(make_swizzle<0x380, 0x70>()), Swizzle<3, 4, 3>>);
static_assert(is_same_v<decltype(recast_layout<half_t, uint32_t>(Layout<Shape<_8, _4>>{})), Layout<Shape<_4, _4>, Stride<_1, _4>>>);
static_assert(is_same_v<decltype(compact_major<LayoutRight>(Shape<_4, _8>{})), Stride<_8, _1>>);
static_assert(has_single_bit(128u) && bit_width(64u) == 7 && log_2(64u) == 6 && popcount(0xf0u) == 4);
static_assert(is_same_v<decltype(shiftr(_256{}, _4{})), _16>);

// Each block sums its 64x64 tile of a row-major matrix, addressed through domain_offset; lane 0 of
// warp 0 (the leader that elect_one_leader_sync names to the whole warp) records the sum, and sends
// it to block 0 of the cluster with st.async when the cluster has more than one block.
__global__ void tile_sums(float const* in, float* out, int rows, int cols) {
  __shared__ float partial[64];
  __shared__ alignas(8) uint64_t mailbox_barrier;
  __shared__ uint32_t mailbox;
  Tensor mA = make_tensor(make_gmem_ptr(in), make_layout(make_shape(rows, cols), GenRowMajor{}));
  Tensor gA = domain_offset(make_coord(blockIdx.x * 64, 0), mA);  // the block's rows start at 0
  cooperative_prefetch<64>(threadIdx.x, local_tile(mA, Shape<_64, _64>{}, make_coord(blockIdx.x + 1, 0)));
  float sum = 0;
  for (int c = 0; c < 64; ++c) {
    if (elem_less(make_coord(int(threadIdx.x), c), make_coord(64, cols)) &&
        lex_leq(make_coord(int(blockIdx.x * 64 + threadIdx.x), c), make_coord(rows - 1, cols - 1))) {
      sum += gA(threadIdx.x, c);
    }
  }
  partial[threadIdx.x] = sum;
  __syncthreads();
  if (threadIdx.x < 32) {
    auto [is_leader, leader_lane] = elect_one_leader_sync();
    if (is_leader) {
      float total = 0;
      for (int i = 0; i < 64; ++i) total += partial[i];
      out[blockIdx.x] = total + float(leader_lane) * 0.0f;
      if (cute::cluster_shape().x > 1 && block_rank_in_cluster() != 0) {
        store_shared_remote(__float_as_uint(total), cast_smem_ptr_to_uint(&mailbox), cast_smem_ptr_to_uint(&mailbox_barrier), 0);
      }
    }
  }
}

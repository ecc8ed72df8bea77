// The TMA plan of a CTA tile (detail::tma_tiling: CuTe's make_tma_atom(op, gtensor, slayout, cta_tile)):
// which leaves of the global tensor each mode of shared memory walks, read off the tile and the global
// tensor's shape and stride types. All checks are static_asserts on the plan.
#include <cute/atom/copy_traits_sm90_tma_box.hpp>
#include <cute/layout.hpp>
#include <cute/tensor.hpp>

using namespace cute;
using detail::plan_tma_box;
using detail::tma_box_error;
using detail::tma_tiling;

// A tile of each of a hierarchical tensor's leaves: ((24, 10), (16, 6)) by ((8, 4), (16, 2)), stored as
// a 32 x 32 column-major tile: shared-memory mode 0 walks leaf 0 (8) then leaf 1 (4), mode 1 leaf 2
// (16) then leaf 3 (2); one box of four dimensions, each the whole of its leaf's part.
using Hier = tma_tiling<Shape<Shape<_8, _4>, Shape<_16, _2>>, Shape<Shape<int, int>, Shape<int, int>>,
                        Stride<Stride<_1, int>, Stride<int, int>>>;
constexpr auto hier = plan_tma_box<Layout<Shape<_32, _32>>, 4, false, Hier>();
static_assert(hier.error == tma_box_error::none && hier.dims == 4 && hier.boxes == 1 && hier.volume == 1024);
static_assert(hier.mode[0] == 0 && hier.mode[1] == 1 && hier.mode[2] == 2 && hier.mode[3] == 3);
static_assert(hier.box[0] == 8 && hier.box[1] == 4 && hier.box[2] == 16 && hier.box[3] == 2);
static_assert(hier.step[0] == 1 && hier.step[1] == 1 && hier.outer[0] && hier.outer[3] && hier.split == 3);
// The same tile stored row-major (mode 1 contiguous): the box starts with leaf 2.
constexpr auto hier_row = plan_tma_box<Layout<Shape<_32, _32>, Stride<_32, _1>>, 4, false, Hier>();
static_assert(hier_row.dims == 4 && hier_row.mode[0] == 2 && hier_row.mode[1] == 3 && hier_row.mode[2] == 0 &&
              hier_row.mode[3] == 1 && hier_row.boxes == 1);
// A shared-memory sub-mode cut by a leaf boundary: mode 0 stored as (4, 8):(1, 32) (8 rows of 4
// apart) walks leaf 0's 8 in two pieces (4, then 2 of step 4) and leaf 1's 4: the box takes leaf 0's
// first 4 only (the next piece is not contiguous in shared memory), the rest are boxes.
constexpr auto cut = plan_tma_box<Layout<Shape<Shape<_4, _8>, _32>, Stride<Stride<_1, _128>, _4>>, 4, false, Hier>();
static_assert(cut.error == tma_box_error::none && cut.box[0] == 4 && cut.mode[0] == 0 && cut.volume == 1024);
static_assert(cut.boxes == 8 && cut.rest == 2 && cut.rest_mode[0] == 0 && cut.rest_step[0] == 4 && cut.rest_mode[1] == 1);
static_assert(cut.rest_crd(1, 0) == 4 && cut.rest_crd(2, 1) == 1 && cut.rest_smem(1) == 128 && cut.rest_smem(2) == 256);

// An integer of the tile over a mode of several leaves: a prefix of them, colexicographically. 64
// over (_2, int) is all of leaf 0 and 32 of leaf 1 (with leaf 1's stride dynamic, two dimensions;
// with it a static _2, leaf 0 is inside leaf 1's dimension: below).
using Prefix = tma_tiling<Shape<_64, _32>, Shape<Shape<_2, int>, int>, Stride<Stride<_1, int>, int>>;
constexpr auto prefix = plan_tma_box<Layout<Shape<_64, _32>>, 3, false, Prefix>();
static_assert(prefix.error == tma_box_error::none && prefix.dims == 3 && prefix.box[0] == 2 && prefix.box[1] == 32 &&
              prefix.box[2] == 32 && prefix.mode[1] == 1 && prefix.min_extent[0] == 0 && prefix.min_extent[1] == 0);
using PrefixStatic = tma_tiling<Shape<_64, _32>, Shape<Shape<_2, int>, int>, Stride<Stride<_1, _2>, int>>;
constexpr auto prefix_static = plan_tma_box<Layout<Shape<_64, _32>>, 3, false, PrefixStatic>();
static_assert(prefix_static.dims == 2 && prefix_static.mode[0] == 1 && prefix_static.box[0] == 64 &&
              prefix_static.inner_count[0] == 1 && prefix_static.inner_mode[0][0] == 0 && prefix_static.box[1] == 32);
// Over (int, _4), 64 is taken from the dynamic leaf 0, which must then hold 64 (checked at run time).
using Dynamic = tma_tiling<Shape<_64, _32>, Shape<Shape<int, _4>, int>, Stride<Stride<_1, int>, int>>;
static_assert(plan_tma_box<Layout<Shape<_64, _32>>, 3, false, Dynamic>().min_extent[0] == 64 &&
              plan_tma_box<Layout<Shape<_64, _32>>, 3, false, Dynamic>().dims == 3);
// 12 over (_8, int) would end inside leaf 1 having started leaf 0 part-way: no plan.
using Uneven = tma_tiling<Shape<_12, _8>, Shape<Shape<_8, int>, int>, Stride<Stride<_1, _8>, int>>;
static_assert(plan_tma_box<Layout<Shape<_12, _8>>, 3, false, Uneven>().error == tma_box_error::bad_tiling);
// A sub-mode of shared memory whose period does not divide a leaf's: no plan.
using Six = tma_tiling<Shape<Shape<_6, _4>, _8>, Shape<Shape<int, int>, int>, Stride<Stride<_1, int>, int>>;
static_assert(plan_tma_box<Layout<Shape<Shape<_4, _6>, _8>>, 3, false, Six>().error == tma_box_error::bad_tiling);
// A tile with more modes than the global tensor has: no plan.
using Deeper = tma_tiling<Shape<Shape<_4, _4>, _8>, Shape<int, int>, Stride<_1, int>>;
static_assert(plan_tma_box<Layout<Shape<_16, _8>>, 2, false, Deeper>().error == tma_box_error::bad_tiling);

// A mode of stride 0 in shared memory over a global leaf of static stride 0 (a broadcast): not loaded,
// and the leaf needs no TMA dimension; the tile has 128 coordinates in 16 elements.
using Bcast = tma_tiling<Shape<_16, _8>, Shape<int, _8>, Stride<_1, _0>>;
constexpr auto bcast = plan_tma_box<Layout<Shape<_16, _8>, Stride<_1, _0>>, 2, false, Bcast>();
static_assert(bcast.error == tma_box_error::none && bcast.dims == 1 && bcast.volume == 16 && bcast.tile_size == 128);
// Over a global stride that is not a static 0, shared memory would hold one of many values: refused.
using NotBcast = tma_tiling<Shape<_16, _8>, Shape<int, int>, Stride<_1, int>>;
static_assert(plan_tma_box<Layout<Shape<_16, _8>, Stride<_1, _0>>, 2, false, NotBcast>().error == tma_box_error::broadcast);

// Nine leaves: the tile spans three (32 of leaf 0, 16 and 2 of leaves 5 and 6); the six others take
// the two dimensions left, the last five sharing one.
using Nine = tma_tiling<Shape<Shape<_32>, Shape<_16, _2>>, Shape<Shape<int, int, int, int, int>, Shape<int, int, int, int>>,
                        Stride<Stride<_1, int, int, int, int>, Stride<int, int, int, int>>>;
constexpr auto nine = plan_tma_box<Layout<Shape<_32, _32>>, 9, false, Nine>();
static_assert(nine.error == tma_box_error::none && nine.dims == 5 && nine.mode[0] == 0 && nine.mode[1] == 5 &&
              nine.box[1] == 16 && nine.mode[2] == 6 && nine.box[2] == 2 && nine.mode[3] == 1 && nine.tail_count == 5 &&
              nine.tail_modes[0] == 2 && nine.tail_modes[4] == 8);

// Whole leaves consecutive in both memories are one dimension (as CuTe coalesces them; TMA needs
// the outer strides in multiples of 16 bytes): a (4, 4) tile of ((_4, 3), (_4, 5)) : ((_1, _16), (_4,
// _48)) is 16 contiguous elements, leaf 0 inside leaf 2's dimension; leaves 1 and 3 one each.
using Blocked = tma_tiling<Shape<_4, _4>, Shape<Shape<_4, int>, Shape<_4, int>>, Stride<Stride<_1, _16>, Stride<_4, _48>>>;
constexpr auto blocked = plan_tma_box<Layout<Shape<_4, _4>>, 4, false, Blocked>();
static_assert(blocked.error == tma_box_error::none && blocked.dims == 3 && blocked.mode[0] == 2 && blocked.box[0] == 16 &&
              blocked.inner_count[0] == 1 && blocked.inner_mode[0][0] == 0 && blocked.inner_ext[0][0] == 4 &&
              blocked.inner_volume[0] == 4 && blocked.mode[1] == 1 && blocked.mode[2] == 3 && blocked.boxes == 1);
// Not where leaf 0's extent or the strides are dynamic, nor for a multicast (its slices cut one leaf).
using BlockedDyn = tma_tiling<Shape<_4, _4>, Shape<Shape<_4, int>, Shape<_4, int>>, Stride<Stride<_1, int>, Stride<int, int>>>;
static_assert(plan_tma_box<Layout<Shape<_4, _4>>, 4, false, BlockedDyn>().inner_count[0] == 0 &&
              plan_tma_box<Layout<Shape<_4, _4>>, 4, false, BlockedDyn>().dims == 4);
static_assert(plan_tma_box<Layout<Shape<_4, _4>>, 4, true, Blocked>().inner_count[0] == 0 &&
              plan_tma_box<Layout<Shape<_4, _4>>, 4, true, Blocked>().dims == 4);

// A TMA box holds at most 256 elements per dimension (of the type it moves them as): whole leaves
// coalesce only up to that (CuTe's coalesce_256). CuTe's Tma_Store_32x32_Col test, a static
// (32, 32):(1, 32) tensor in one (32, 32) tile, is two dimensions of 32, not one of 1024 (which
// make_tma_copy refused: "the box extent 1024 of dim 0 is not in [1, 256]"); (8, 32) is one of 256.
template <int M>
using Col = tma_tiling<Shape<Int<M>, _32>, Shape<Int<M>, _32>, Stride<_1, Int<M>>>;
constexpr auto col32 = plan_tma_box<Layout<Shape<_32, _32>>, 2, false, Col<32>>();
static_assert(col32.error == tma_box_error::none && col32.dims == 2 && col32.box[0] == 32 && col32.box[1] == 32 &&
              col32.inner_count[0] == 0 && col32.mode[0] == 0 && col32.mode[1] == 1);
constexpr auto col8 = plan_tma_box<Layout<Shape<_8, _32>>, 2, false, Col<8>>();
static_assert(col8.dims == 1 && col8.box[0] == 256 && col8.inner_count[0] == 1 && col8.inner_volume[0] == 8);
// The limit of the innermost dimension is in elements of the tile: a (16, 32) tile of half moved as
// uint32 (512 halves are 256 words) is one dimension; of half moved as itself, two.
static_assert(plan_tma_box<Layout<Shape<_16, _32>>, 2, false, Col<16>>().dims == 2);
static_assert(plan_tma_box<Layout<Shape<_16, _32>>, 2, false, Col<16>, 512>().dims == 1);
// Greedily, leaf after leaf, as CuTe's coalesce_256: a whole (_4, _4, _16, _4) tensor is leaves 0-2
// in one dimension (256) and leaf 3 in another; (_4, _4, _64, _4) is leaves 0-1 (16), then 2-3 (256).
template <int K>
using Chain = tma_tiling<Shape<_4, _4, Int<K>, _4>, Shape<_4, _4, Int<K>, _4>, Stride<_1, _4, _16, Int<16 * K>>>;
constexpr auto chain16 = plan_tma_box<Layout<Shape<_4, _4, _16, _4>>, 4, false, Chain<16>>();
static_assert(chain16.error == tma_box_error::none && chain16.dims == 2 && chain16.box[0] == 256 && chain16.mode[0] == 2 &&
              chain16.inner_count[0] == 2 && chain16.inner_ext[0][0] == 4 && chain16.inner_ext[0][1] == 4 &&
              chain16.inner_volume[0] == 16 && chain16.box[1] == 4 && chain16.mode[1] == 3 && chain16.inner_count[1] == 0);
constexpr auto chain64 = plan_tma_box<Layout<Shape<_4, _4, _64, _4>>, 4, false, Chain<64>>();
static_assert(chain64.dims == 2 && chain64.box[0] == 16 && chain64.mode[0] == 1 && chain64.inner_count[0] == 1 &&
              chain64.box[1] == 256 && chain64.mode[1] == 3 && chain64.inner_count[1] == 1 && chain64.inner_mode[1][0] == 2);

// void tiling is this library's earlier form: mode i of the tile is leaf i; the same plan as the
// tiling by the tile's own mode sizes over a flat tensor.
using Flat = tma_tiling<Shape<_64, _64>, Shape<int, int>, Stride<_1, int>>;
using K128 = Layout<Shape<Shape<_8, _8>, Shape<_64, _1>>, Stride<Stride<_64, _512>, Stride<_1, _0>>>;
static_assert(plan_tma_box<K128, 2, false, Flat>().dims == plan_tma_box<K128, 2>().dims &&
              plan_tma_box<K128, 2, false, Flat>().box[0] == plan_tma_box<K128, 2>().box[0] &&
              plan_tma_box<K128, 2, false, Flat>().box[1] == plan_tma_box<K128, 2>().box[1] &&
              plan_tma_box<K128, 2, false, Flat>().boxes == plan_tma_box<K128, 2>().boxes);

// filter_zeros / filter of a tensor (what CuTe's TMA tests size a broadcast tile's bytes by): the
// same elements through the filtered layout.
using Broadcast = Layout<Shape<_16, _8>, Stride<_1, _0>>;
static_assert(std::is_same_v<decltype(filter_zeros(make_tensor(static_cast<float*>(nullptr), Broadcast{})).layout()),
                             decltype(filter_zeros(Broadcast{}))>);
static_assert(decltype(size(filter(make_tensor(static_cast<float*>(nullptr), Broadcast{}))))::value == 16);

int main() { return 0; }

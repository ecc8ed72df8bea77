// What porting more public CuTe kernels with cute-port needed (FlashAttention-2's forward and
// backward kernels, GEMM learning repositories): CuTe's semantics where ours differed, each
// checked against CuTe's printed results (CuTe 4.2, the same expressions built on its headers).
// - The auto-vectorizing copy atom moves one value of any type (a TiledCopy may give a thread one
//   value: FlashAttention's atomic-add copy of dQ), and copy() through it vectorizes the whole fragments.
// - make_fragment_like / make_tensor_like keep the stride order of the tensor they copy (mode 0 of
//   a fragment compact first), and make_layout_like / make_fragment_like of a Layout exist.
// - shape() of a tiler of layouts (a TiledMMA's permuted tile), which retile and the TiledCopy's
//   layouts use: make_tiled_copy_B/C of a TiledMMA with a permuted N now retile.
// - print of one thread's ThrMMA / ThrCopy.
// - upcast/downcast of a Swizzle and of a swizzled ComposedLayout: recast of a swizzled shared-memory
//   tile (half_t seen as int4 vectors, a FlashAttention tutorial's scaling of Q).
// - print_tensor's text is CuTe's (element formats by type, rules between the tables of ranks 3
//   and 4, print_tensor(t, false) without the header), so printed results compare with CuTe's.
// - Layout::compose/tile/with_shape (CuTe's member forms), and Tensor::tile as CuTe's (tiled_divide;
//   one argument is the tiler itself).
// - a block's coordinates in its cluster (dim3_u32) convert to CUDA's dim3 under nvcc and are
//   CuTe's tuple of three for get<I> and print (the conversion is compiled in tests/ports/snippets).
// - make_tiled_copy_C_atom (one copy atom per thread over a TiledMMA's C); elem_scale of IntTuples.
// - cp.async and ldmatrix take plain pointers on trust, as CuTe does (a tensor tagged with the wrong
//   memory is still an error: tests/diagnostics).
// - make_tiled_copy_S/D, make_cotiled_copy and copy_aligned (CUTLASS's collectives and epilogues).
//   The other names a scan of CuTe's headers found missing are tested in tuple_algorithms_test and
//   layout_helpers_test, and used as CuTe code in tests/ports/snippets/heldout_names_style.cu.
#include <cute/arch/cluster.hpp>
#include <cute/cute.hpp>

#include <string>
#include <type_traits>

#include "check.hpp"

using namespace cute;

// The auto-vectorizing atom: one value per call, any number per thread ------------------------------
static_assert(std::is_same_v<Copy_Atom<AutoVectorizingCopyWithAssumedAlignment<128>, float>::ValLayoutSrc,
                             Layout<Shape<_1, _1>, Stride<_0, _0>>>);
static_assert(std::is_same_v<Copy_Atom<AutoVectorizingCopy, half_t>::ValLayoutDst, Layout<Shape<_1, _1>, Stride<_0, _0>>>);
using OneValueCopy = decltype(make_tiled_copy(Copy_Atom<AutoVectorizingCopyWithAssumedAlignment<128>, float>{},
                                              Layout<Shape<_8, _32>, Stride<_32, _1>>{}, Layout<Shape<_1, _1>>{}));
static_assert(std::is_same_v<OneValueCopy::Tiler_MN, Shape<_8, _32>>);
using FourValueCopy = decltype(make_tiled_copy(Copy_Atom<AutoVectorizingCopyWithAssumedAlignment<128>, float>{},
                                               Layout<Shape<_8, _8>, Stride<_8, _1>>{}, Layout<Shape<_1, _4>>{}));

TEST_CASE("the auto-vectorizing atom: partitions as CuTe's, and the copy moves every value") {
  float a[64 * 32], b[64 * 32] = {};
  for (int i = 0; i < 64 * 32; ++i) a[i] = float(i);
  auto g = make_tensor(make_gmem_ptr(a), make_layout(make_shape(_64{}, _32{}), LayoutRight{}));
  auto h = make_tensor(make_gmem_ptr(b), make_layout(make_shape(_64{}, _32{}), LayoutRight{}));
  // CuTe: ((_1,_1),_8,_1):((_0,_0),_256,_0) and ((_1,_4),_8,_1):((_0,_1),_256,_0).
  CHECK_EQ(OneValueCopy::get_slice(37).partition_S(g).layout(),
           make_layout(make_shape(make_shape(_1{}, _1{}), _8{}, _1{}), make_stride(make_stride(_0{}, _0{}), _256{}, _0{})));
  CHECK_EQ(FourValueCopy::get_slice(5).partition_D(g).layout(),
           make_layout(make_shape(make_shape(_1{}, _4{}), _8{}, _1{}), make_stride(make_stride(_0{}, _1{}), _256{}, _0{})));
  for (int t = 0; t < 64; ++t) {
    auto thr = FourValueCopy::get_slice(t);
    copy(FourValueCopy{}, thr.partition_S(g), thr.partition_D(h));
  }
  bool all = true;
  for (int i = 0; i < 64 * 32; ++i) all = all && b[i] == a[i];
  CHECK(all);
}

// make_layout_like, make_fragment_like, make_tensor_like: CuTe's results -----------------------------
static_assert(std::is_same_v<decltype(make_layout_like(Layout<Shape<_2, _2, _2, _2>, Stride<_0, _2, _4, _1>>{})),
                             Layout<Shape<_2, _2, _2, _2>, Stride<_0, _2, _4, _1>>>);
// Mode 0 compact (its stride-0 leaf kept), the others ordered by stride after it.
static_assert(std::is_same_v<decltype(make_fragment_like(Layout<Shape<Shape<_2, _4>, _3, _2>, Stride<Stride<_0, _1>, _32, _4>>{})),
                             Layout<Shape<Shape<_2, _4>, _3, _2>, Stride<Stride<_0, _1>, _8, _4>>>);
static_assert(std::is_same_v<decltype(make_fragment_like(Layout<Shape<_8, Shape<_4, _2>, _3>, Stride<_32, Stride<_1, Int<100>>, _4>>{})),
                             Layout<Shape<_8, Shape<_4, _2>, _3>, Stride<_1, Stride<_8, _96>, _32>>>);
static_assert(std::is_same_v<decltype(make_fragment_like(Layout<Shape<_8, _32>, Stride<_32, _1>>{})),
                             Layout<Shape<_8, Shape<_32>>, Stride<_1, Stride<_8>>>>);
static_assert(std::is_same_v<decltype(make_fragment_like(Shape<_2, _3>{})), Layout<Shape<_2, _3>>>);
// A broadcast mode (stride 0) of a tensor stays broadcast in make_tensor_like, not in make_fragment_like.
using Broadcast = Layout<Shape<_4, _2, _8>, Stride<_16, _0, _1>>;
static_assert(std::is_same_v<decltype(make_tensor_like<float>(Broadcast{}).layout()), Layout<Shape<_4, _2, _8>, Stride<_8, _0, _1>>>);
static_assert(std::is_same_v<decltype(make_fragment_like<float>(Broadcast{}).layout()), Layout<Shape<_4, _2, _8>, Stride<_1, _4, _8>>>);
static_assert(std::is_same_v<decltype(make_fragment_like<half_t>(Shape<_4, _2>{}).layout()), Layout<Shape<_4, _2>>>);
// A swizzled layout's fragment is its layout's.
static_assert(std::is_same_v<decltype(make_fragment_like<float>(composition(Swizzle<2, 3, 3>{}, Layout<Shape<_8, _32>, Stride<_32, _1>>{})).layout()),
                             Layout<Shape<_8, Shape<_32>>, Stride<_1, Stride<_8>>>>);

TEST_CASE("make_layout_like of dynamic strides: CuTe's order (stride 0 kept, dynamic after static)") {
  auto l = make_layout_like(make_layout(make_shape(2, 3, 4, 5), make_stride(_0{}, 42, _1{}, _0{})));
  // CuTe: (2,3,4,5):(_0,4,_1,_0)
  static_assert(std::is_same_v<std::remove_cvref_t<decltype(get<0>(l.stride()))>, _0> &&
                std::is_same_v<std::remove_cvref_t<decltype(get<2>(l.stride()))>, _1>);
  CHECK(int(get<1>(l.stride())) == 4);
  CHECK(l.shape() == make_shape(2, 3, 4, 5));
}

// A TiledMMA whose N is permuted: its TiledCopy for B and C, and their retile -----------------------
using PermutedN = decltype(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_4, _1, _1>>{},
                                          Tile<_64, Layout<Shape<_8, _4, _2>, Stride<_1, _16, _8>>, _16>{}));
static_assert(std::is_same_v<decltype(shape(make_tile(_16{}, Layout<Shape<_8, _2>, Stride<_2, _1>>{}))), tuple<_16, tuple<_8, _2>>>);
static_assert(std::is_same_v<decltype(shape(Tile<Layout<_16, _1>, Layout<Shape<_8, _2>, Stride<_2, _1>>>{})), tuple<_16, tuple<_8, _2>>>);

TEST_CASE("make_tiled_copy_B/C of a permuted TiledMMA: fragments and retile as CuTe's") {
  auto thr = PermutedN{}.get_slice(3);
  auto fb = thr.partition_fragment_B(make_tensor<half_t>(Shape<_64, _32>{}));
  // CuTe: ((_2,_2),(_4,_2),_2):((_1,_2),(_8,_4),_32)
  CHECK_EQ(fb.layout(), make_layout(make_shape(make_shape(_2{}, _2{}), make_shape(_4{}, _2{}), _2{}),
                                    make_stride(make_stride(_1{}, _2{}), make_stride(_8{}, _4{}), _32{})));
  auto cb = make_tiled_copy_B(Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}, PermutedN{});
  // CuTe: (((_4,_2),(_2,_2)),_1,_2):(((_1,_16),(_4,_8)),_0,_32)
  CHECK_EQ(cb.get_slice(3).retile_D(fb).layout(),
           make_layout(make_shape(make_shape(make_shape(_4{}, _2{}), make_shape(_2{}, _2{})), _1{}, _2{}),
                       make_stride(make_stride(make_stride(_1{}, _16{}), make_stride(_4{}, _8{})), _0{}, _32{})));
  auto cc = make_tiled_copy_C(Copy_Atom<AutoVectorizingCopyWithAssumedAlignment<128>, half_t>{}, PermutedN{});
  auto fc = thr.partition_fragment_C(make_tensor<half_t>(Shape<_64, _64>{}));
  CHECK(size(cc.get_slice(3).retile_S(fc)) == size(fc));
  CHECK(size<0>(cc.get_layoutS_TV()) == 128);
}

// print of one thread's ThrMMA and ThrCopy: its index, then the whole, in CuTe's words ----------------
TEST_CASE("print(ThrCopy), print(ThrMMA)") {
  std::string const copy_text = to_string(FourValueCopy::get_slice(5));
  CHECK(copy_text.rfind("ThrCopy\n  ThrIdx: 5\nTiledCopy\n  Tiler_MN:       (_8,_32)\n", 0) == 0);
  auto mma = make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2, _2, _1>>{});
  std::string const mma_text = to_string(mma.get_thread_slice(70));
  CHECK(mma_text.rfind("ThrMMA\n  Thr VMNK: (6,0,1,_0)\nTiledMMA\n  ThrLayoutVMNK:  (_32,_2,_2,_1):(_1,_32,_64,_0)\n", 0) == 0);
}

// cp.async and ldmatrix through plain pointers compile (CuTe takes them on trust) --------------------
[[maybe_unused]] void cp_async_from_plain_pointers(half_t const* global, half_t* shared, half_t* registers) {
  auto g = make_tensor(global, Layout<_8>{});
  auto s = make_tensor(shared, Layout<_8>{});
  copy(Copy_Atom<SM80_CP_ASYNC_CACHEGLOBAL<uint128_t>, half_t>{}, g, s);
  copy(Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}, s, make_tensor(registers, Layout<_8>{}));
}

// upcast/downcast of swizzles and swizzled layouts (CuTe's results) --------------------------------
static_assert(std::is_same_v<decltype(upcast<8>(Swizzle<3, 3, 3>{})), Swizzle<3, 0, 3>>);
static_assert(std::is_same_v<decltype(upcast<16>(Swizzle<3, 3, 3>{})), Swizzle<2, 0, 3>>);
static_assert(std::is_same_v<decltype(upcast<64>(Swizzle<2, 3, 3>{})), Swizzle<0, 0, 3>>);
static_assert(std::is_same_v<decltype(downcast<2>(Swizzle<3, 3, 3>{})), Swizzle<3, 4, 3>>);
using SwizzledTile = decltype(composition(Swizzle<3, 3, 3>{}, Layout<Shape<_64, _64>, Stride<_64, _1>>{}));
static_assert(std::is_same_v<decltype(upcast<8>(SwizzledTile{})),
                             decltype(composition(Swizzle<3, 0, 3>{}, _0{}, Layout<Shape<_64, _8>, Stride<_8, _1>>{}))>);
static_assert(std::is_same_v<decltype(downcast<2>(SwizzledTile{})),
                             decltype(composition(Swizzle<3, 4, 3>{}, _0{}, Layout<Shape<_64, _128>, Stride<_128, _1>>{}))>);
// layout<I...> of a swizzled layout (session 11: cute::gemm of a register MMA whose B operand is a
// swizzled shared-memory tile asks for layout<2> of it): the inner layout's mode under the same
// swizzle and offset, as CuTe's.
static_assert(std::is_same_v<decltype(layout<1>(SwizzledTile{})),
                             decltype(composition(Swizzle<3, 3, 3>{}, _0{}, Layout<_64, _1>{}))>);
static_assert(std::is_same_v<decltype(layout<>(SwizzledTile{})), SwizzledTile>);
static_assert(std::is_same_v<decltype(layout<1, 0>(composition(Swizzle<1, 1, 1>{}, Layout<Shape<_8, Shape<_2, _4>>>{}))),
                             decltype(composition(Swizzle<1, 1, 1>{}, _0{}, Layout<_2, _8>{}))>);

// Session 11: tiles and partitions by an integer tiler or a thread layout of one integer (a 1-D
// reduction kernel over a cluster), with CuTe 4.2's printed layouts: local_tile(v, Int<256>{}, i)
// keeps the tile mode whole; a tiler of one mode keeps its nesting; local_partition by make_layout(_32)
// divides mode 0 only (product_each(_32) is (_32)), so a rank-2 tensor stays rank 2.
TEST_CASE("local_tile and local_partition by one integer, as CuTe's") {
  static float buf[4 * 1024];
  auto const t = make_tensor(&buf[0], make_layout(make_shape(_4{}, 1024), make_stride(1024, _1{})));
  auto const row = t(1, _);
  auto const tile = local_tile(row, Int<256>{}, 2);
  CHECK_STR(to_string(tile.layout()), "(_256):(_1)");
  CHECK(&tile(0) == &buf[1024 + 512]);
  auto const nested = local_tile(row, make_shape(Int<256>{}), make_coord(2));
  CHECK_STR(to_string(nested.layout()), "((_256)):((_1))");
  auto const mailbox = make_tensor(&buf[0], Layout<Shape<_64, _4>, Stride<_1, _64>>{});
  auto const mine = local_partition(mailbox, make_layout(Int<32>{}), 5);
  CHECK_STR(to_string(mine.layout()), "(_2,_4):(_32,_64)");
  CHECK(&mine(1, 2) == &buf[5 + 32 + 128]);
  CHECK_STR(to_string(local_partition(make_tensor(&buf[0], Layout<_256, _1>{}), make_layout(Int<32>{}), 5).layout()), "((_8)):((_32))");
}

TEST_CASE("recast of a swizzled tile to 16-byte vectors: each vector holds the tile's 8 elements") {
  alignas(128) static half_t smem[64 * 64];
  for (int i = 0; i < 64 * 64; ++i) smem[i] = half_t(float(i % 1000));
  auto s = make_tensor(make_smem_ptr(smem), SwizzledTile{});
  auto part = local_tile(s, Shape<_16, _64>{}, make_coord(1, 0));
  auto v = recast<uint128_t>(part);
  static_assert(decltype(size(v))::value == 16 * 8);
  int wrong = 0;
  for (int i = 0; i < 16; ++i) {
    for (int j = 0; j < 8; ++j) {
      half_t const* e = reinterpret_cast<half_t const*>(&v(i, j));
      for (int k = 0; k < 8; ++k) wrong += float(e[k]) != float(part(i, j * 8 + k));
    }
  }
  CHECK(wrong == 0);
  // A run-time offset that is not a multiple of the vector is an error.
  auto shifted = make_tensor(make_smem_ptr(smem), composition(Swizzle<3, 3, 3>{}, 3, Layout<Shape<_64, _64>, Stride<_64, _1>>{}));
  CHECK_THROWS(upcast<8>(shifted.layout()), "is not a multiple of N");
}

// print_tensor: CuTe's text, element by element type (checked against CuTe's printed output) ----------
TEST_CASE("print_tensor's elements and rules are CuTe's") {
  float f[24];
  for (int k = 0; k < 24; ++k) f[k] = 1.5f * float(k) - 3.0f;
  double d[6];
  int i32[6];
  bool b[6];
  half_t h[6];
  tfloat32_t tf[6];
  std::int8_t i8[6];
  for (int k = 0; k < 6; ++k) {
    d[k] = k / 3.0;
    i32[k] = k * 100 - 200;
    b[k] = k % 2;
    h[k] = half_t(float(k) * 0.25f);
    tf[k] = tfloat32_t(float(k) * 1.1f);
    i8[k] = std::int8_t(k - 3);
  }
  auto text = [](auto const& t) {
    std::string s;
    detail::string_sink out{s};
    detail::write_elements(out, t);
    return s;
  };
  Layout<Shape<_2, _3>> const l;
  CHECK_STR(text(make_tensor(&f[0], l)), " -3.00e+00  0.00e+00  3.00e+00\n -1.50e+00  1.50e+00  4.50e+00\n");
  CHECK_STR(text(make_tensor(&d[0], l)), "  0.000e+00  6.667e-01  1.333e+00\n  3.333e-01  1.000e+00  1.667e+00\n");
  CHECK_STR(text(make_tensor(&i32[0], l)), " -200    0  200\n -100  100  300\n");
  CHECK_STR(text(make_tensor(&b[0], l)), "  0  0  0\n  1  1  1\n");
  CHECK_STR(text(make_tensor(&h[0], l)), "    0.00    0.50    1.00\n    0.25    0.75    1.25\n");
  CHECK_STR(text(make_tensor(&tf[0], l)), "  0.00e+00  2.20e+00  4.40e+00\n  1.10e+00  3.30e+00  5.50e+00\n");
  CHECK_STR(text(make_tensor(&i8[0], l)), "  -3  -1  1\n  -2  0  2\n");
  std::string const rank4 = text(make_tensor(&f[0], Layout<Shape<_2, _3, _2, _2>>{}));
  CHECK(rank4.find("\n---------------\n  6.00e+00") != std::string::npos);
  CHECK(rank4.find("\n===============\n  1.50e+01") != std::string::npos);
  CHECK_STR(text(make_identity_tensor(Shape<_2, _2>{})), "  (0,0)  (0,1)\n  (1,0)  (1,1)\n");
}

// Layout::compose / tile / with_shape and Tensor::tile: CuTe's results ---------------------------------
using Tall = Layout<Shape<_32, _8>>;
static_assert(std::is_same_v<decltype(Tall{}.compose(_8{}, _4{})), Layout<Shape<_8, _4>, Stride<_1, _32>>>);
static_assert(std::is_same_v<decltype(Tall{}.compose(Layout<_4, _2>{})), Layout<_4, _2>>);
static_assert(std::is_same_v<decltype(Tall{}.tile(_8{}, _4{})), decltype(Tall{}.tile(make_tile(_8{}, _4{})))> &&
              std::is_same_v<decltype(Tall{}.tile(_8{}, _4{})), Layout<Shape<Shape<_8, _4>, _4, _2>, Stride<Stride<_1, _32>, _8, _128>>>);
static_assert(std::is_same_v<decltype(Tall{}.with_shape(_16{}, _16{})), decltype(Tall{}.with_shape(make_shape(_16{}, _16{})))>);
TEST_CASE("Tensor::tile: tiled_divide, one argument the tiler itself (CuTe's results)") {
  float a[256];
  Tensor A = make_tensor(&a[0], Tall{});
  CHECK_EQ(A.tile(make_tile(_8{}, _4{})).layout(), Tall{}.tile(_8{}, _4{}));
  // CuTe: ((_8,_4),(_2,_2),_2):((_2,_32),(_1,_16),_128) and (_8,_32):(_1,_8).
  CHECK_EQ(A.tile(Layout<_8, _2>{}, _4{}).layout(),
           make_layout(make_shape(make_shape(_8{}, _4{}), make_shape(_2{}, _2{}), _2{}),
                       make_stride(make_stride(_2{}, _32{}), make_stride(_1{}, _16{}), _128{})));
  CHECK_EQ(A.tile(_8{}).layout(), make_layout(make_shape(_8{}, _32{}), make_stride(_1{}, _8{})));
}

// dim3_u32 as a tuple of three --------------------------------------------------------------------------
static_assert(get<0>(dim3_u32{4, 5, 6}) == 4 && get<2>(dim3_u32{4, 5, 6}) == 6);

// make_tiled_copy_C_atom: CuTe's tile and (thread, value) layout ----------------------------------------
TEST_CASE("make_tiled_copy_C_atom as CuTe's") {
  auto mma = make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2, _2, _1>>{});
  auto c = make_tiled_copy_C_atom(Copy_Atom<UniversalCopy<uint32_t>, half_t>{}, mma);
  // CuTe's text of both (its print of the same expressions).
  CHECK(to_string(c).rfind("TiledCopy\n  Tiler_MN:       ((_8,_2):(_1,_16),(_8,_2):(_2,_1))\n"
                           "  TiledLayout_TV: ((_4,_8,_2,_2),_2):((_16,_1,_8,_64),_128)\n", 0) == 0);
  auto wide = make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_4, _1, _1>>{}, Tile<_64, _16, _16>{});
  auto c2 = make_tiled_copy_C_atom(Copy_Atom<UniversalCopy<uint64_t>, half_t>{}, wide);
  CHECK(to_string(c2).rfind("TiledCopy\n  Tiler_MN:       ((_8,_4,_2):(_1,_16,_8),(_4,_2):(_2,_1))\n"
                            "  TiledLayout_TV: ((_4,_8,_4),(_2,_2)):((_64,_1,_8),(_256,_32))\n", 0) == 0);
}

// elem_scale: CuTe's (8,15), (_8,90), _24 -----------------------------------------------------------------
static_assert(std::is_same_v<decltype(elem_scale(make_shape(_2{}, 3), make_shape(_4{}, make_shape(5, _6{})))), tuple<_8, int>>);
static_assert(std::is_same_v<decltype(elem_scale(_3{}, make_shape(_4{}, _2{}))), _24>);
static_assert(get<1>(elem_scale(make_shape(2, 3), make_shape(4, 5))) == 15);

// make_tiled_copy_S/D, make_cotiled_copy (CUTLASS's collectives and epilogues), copy_aligned: CuTe's
// layouts (its print of the same expressions).
namespace {
using Half64 = decltype(make_tiled_copy(Copy_Atom<UniversalCopy<uint64_t>, half_t>{}, Layout<Shape<_16, _8>, Stride<_8, _1>>{},
                                        Layout<Shape<_1, _4>>{}));
using SourceSide = decltype(make_tiled_copy_S(Copy_Atom<UniversalCopy<half_t>, half_t>{}, Half64{}));
using DestinationSide = decltype(make_tiled_copy_D(Copy_Atom<UniversalCopy<uint32_t>, half_t>{}, Half64{}));
using Cotiled = decltype(make_cotiled_copy(Copy_Atom<UniversalCopy<uint128_t>, half_t>{}, Layout<Shape<_32, _8>, Stride<_8, _1>>{},
                                           Layout<Shape<_16, _16>, Stride<_16, _1>>{}));
using Cotiled2 = decltype(make_cotiled_copy(Copy_Atom<UniversalCopy<uint64_t>, float>{}, Layout<Shape<_8, _2>, Stride<_2, _1>>{},
                                            Layout<Shape<_4, _4>, Stride<_1, _4>>{}));
}  // namespace
// CuTe: ((_8,_16),(_4,_1)):((_64,_1),(_16,_0)) on (_16,_32), for both.
static_assert(std::is_same_v<SourceSide::Tiler_MN, Shape<_16, _32>> && std::is_same_v<DestinationSide::Tiler_MN, Shape<_16, _32>>);
static_assert(SourceSide::TiledLayout_TV{} == Layout<Shape<Shape<_8, _16>, Shape<_4, _1>>, Stride<Stride<_64, _1>, Stride<_16, _0>>>{});
static_assert(DestinationSide::TiledLayout_TV{} == SourceSide::TiledLayout_TV{});
// CuTe: ((_2,_16),_8):((_16,_1),_32) on (_16:_1,(_2,_8):(_8,_1)); ((_2,_4),_2):((_1,_4),_2) on ((_2,_2):(_2,_1),_4:_1).
static_assert(Cotiled::TiledLayout_TV{} == Layout<Shape<Shape<_2, _16>, _8>, Stride<Stride<_16, _1>, _32>>{});
static_assert(std::is_same_v<Cotiled::Tiler_MN, tuple<Layout<_16, _1>, Layout<Shape<_2, _8>, Stride<_8, _1>>>>);
static_assert(Cotiled2::TiledLayout_TV{} == Layout<Shape<Shape<_2, _4>, _2>, Stride<Stride<_1, _4>, _2>>{});
static_assert(std::is_same_v<Cotiled2::Tiler_MN, tuple<Layout<Shape<_2, _2>, Stride<_2, _1>>, Layout<_4, _1>>>);

TEST_CASE("copy_aligned moves every value") {
  alignas(16) float a[32], b[32] = {};
  for (int i = 0; i < 32; ++i) a[i] = float(i);
  copy_aligned(make_tensor(&a[0], Layout<Shape<_4, _8>>{}), make_tensor(&b[0], Layout<Shape<_4, _8>>{}));
  bool all = true;
  for (int i = 0; i < 32; ++i) all = all && b[i] == a[i];
  CHECK(all);
}

// prefetch / cooperative_prefetch: compile for any global tensor (on the host, a no-op hint).
TEST_CASE("prefetch of a global tensor") {
  float g[24] = {};
  auto t = make_tensor(make_gmem_ptr(&g[0]), make_layout(make_shape(_4{}, _6{}), LayoutRight{}));
  prefetch(t);
  for (std::uint32_t tid = 0; tid < 4; ++tid) cooperative_prefetch<4, 16>(tid, t);
  cooperative_prefetch<32>(3, make_tensor(make_gmem_ptr(&g[0]), make_layout(make_shape(3, 8))));  // dynamic: element by element
  CHECK(g[23] == 0.0f);
}

// A tensor's static layout comes back by value, as CuTe's (Tencent's kernels read
// decltype(t.layout())::rank); a dynamic one by reference.
TEST_CASE("layout() of a static tensor is a value") {
  float a[32] = {};
  auto t = make_tensor(&a[0], Layout<Shape<_4, _8>>{});
  static_assert(decltype(t.layout())::rank == 2 && !std::is_reference_v<decltype(t.layout())>);
  auto u = make_tensor(&a[0], make_layout(make_shape(4, 8)));
  static_assert(std::is_reference_v<decltype(u.layout())>);
  CHECK(&u.layout() == &u.layout());
}

// The library through `import cute;`: the seeds' layouts checked at compile time and at run time,
// and the finer modules visible through the umbrella.
#include <format>

#include "check.hpp"

import cute;

using namespace cute;

// Sizes, cosizes and coordinate maps of the seeds' layouts, as constant expressions.
constexpr auto row_major = make_layout(make_shape(_2{}, _3{}), make_stride(_3{}, _1{}));
static_assert(size(row_major) == 6 && cosize(row_major) == 6 && row_major(1, 1) == 4 && row_major(1) == 3);
static_assert(std::is_same_v<decltype(size(row_major)), _6>);
constexpr auto layout_2x4 = make_layout(make_shape(2, make_shape(2, 2)), make_stride(4, make_stride(2, 1)));
static_assert(size(layout_2x4) == 8 && cosize(layout_2x4) == 8 && layout_2x4(1) == 4 && layout_2x4(1, 3) == 7);
static_assert(cosize(make_layout(make_shape(2, 4), make_stride(12, 1))) == 16);
static_assert(idx2crd(5, make_shape(2, make_shape(2, 2))) == make_coord(1, make_coord(0, 1)));
static_assert(compatible(24, make_shape(make_shape(2, 3), 4)) && !compatible(make_shape(24), 24));
static_assert(std::is_same_v<decltype(_2{} * _3{}), _6>);
static_assert(row_major(_, 1) == make_layout(make_shape(_2{}), make_stride(_3{})));
// The algebra through the module.
static_assert(coalesce(Layout<Shape<_2, Shape<_1, _6>>, Stride<_1, Stride<_6, _2>>>{}) == Layout<_12, _1>{});
static_assert(composition(Layout<_20, _2>{}, Layout<Shape<_4, _5>, Stride<_5, _1>>{}) ==
              Layout<Shape<_4, _5>, Stride<_10, _2>>{});
static_assert(complement(Layout<_4, _2>{}, _24{}) == Layout<Shape<_2, _3>, Stride<_1, _8>>{});
static_assert(left_inverse(Layout<Shape<_4, _8>, Stride<_1, _5>>{}) == Layout<Shape<_5, _8>, Stride<_1, _4>>{});
static_assert(zipped_divide(Layout<Shape<_12, _32, _6>, Stride<_1, _128, _0>>{}, make_shape(_4{}, _8{})) ==
              Layout<Shape<Shape<_4, _8>, Shape<_3, _4, _6>>, Stride<Stride<_1, _128>, Stride<_4, _1024, _0>>>{});
static_assert(composition(Swizzle<1, 0, 1>{}, make_layout(make_shape(_4{}, _4{}), LayoutRight{}))(0, 2) == 3);
// CuTe's smaller names, through the modules too: tuple algorithms, orders, bits, layout helpers.
static_assert(std::is_same_v<decltype(find_if(Shape<_1, _4>{}, [](auto x) { return x > _2{}; })), C<std::size_t{1}>>);
static_assert(iscan(Shape<_1, _2, _3>{}, _0{}, [](auto a, auto b) { return a + b; }) == Shape<_1, _3, _6>{} && lex_leq(1, 2));
static_assert(bit_width(8u) == 4 && std::is_same_v<decltype(shiftl(_1{}, _3{})), _8> && has_int1<Shape<_2, _1>>::value);
static_assert(get<1>(domain_offset(make_coord(1, 1), Layout<Shape<_2, _3>>{})) == 3 && coshape(Layout<_4, _2>{}) == 7);
static_assert(std::is_same_v<decltype(group_modes<1, -1>(Layout<Shape<_2, _3, _4>>{})), Layout<Shape<_2, Shape<_3, _4>>, Stride<_1, Stride<_2, _6>>>>);
static_assert(std::is_same_v<decltype(make_swizzle<0x380, 0x70>()), Swizzle<3, 4, 3>>);

TEST_CASE("import_test") {
  int volatile two = 2, three = 3;
  auto l = make_layout(make_shape(int(two), int(three)), LayoutRight{});
  CHECK(l(1, 1) == 4 && size(l) == 6 && cosize(l) == 6);
  CHECK(to_string(l) == "(2,3):(3,_1)");  // LayoutRight keeps the innermost stride static
  CHECK(to_string(row_major) == "(_2,_3):(_3,_1)");
  CHECK_THROWS(make_layout(make_shape(int(two), -int(three))), "negative");
  CHECK_THROWS(composition(make_layout(make_shape(4, 6), make_stride(1, 8)), make_layout(3, 6)), "composition: no layout");
  CHECK(to_string(composition(make_layout(make_shape(10, 2), make_stride(16, 4)), make_layout(make_shape(5, 4), make_stride(1, 5)))) ==
        "((5,1),(2,2)):((16,4),(80,4))");
  print_layout(row_major);
  // Pictures (module cute.print, atoms from cute.atom): the SVG of a layout and of a TiledMMA.
  CHECK(to_svg(l).find("<title>row 1, column 1: coordinate (1,1), 1-D coordinate 3, index 4</title>") != std::string::npos);
  CHECK(to_html(row_major).starts_with("<!DOCTYPE html>"));
  // std::format of layouts, tensors and atoms through the modules.
  CHECK(std::format("[{:>16}]", row_major) == "[ (_2,_3):(_3,_1)]");
  CHECK(std::format("{}", make_tiled_mma(MMA_Atom<UniversalFMA<float>>{})).starts_with("TiledMMA\n"));
  int cells[6] = {0, 1, 2, 3, 4, 5};
  CHECK(std::format("{}", make_tensor(&cells[0], row_major)).ends_with("    0    1    2\n    3    4    5\n"));
  CHECK(make_picture(make_tiled_mma(MMA_Atom<UniversalFMA<float>>{}, Layout<Shape<_2, _2, _1>>{})).panels.size() == 3);
  // Tensors (module cute.tensor): a view, a tile of it, a thread's partition, an owning fragment.
  int data[24] = {};
  for (int i = 0; i < 24; ++i) data[i] = i;
  auto t = make_tensor(make_gmem_ptr(data), make_shape(int(two) * 2, int(three) * 2));
  auto tile = local_tile(t, make_shape(_2{}, _3{}), make_coord(1, 1));
  CHECK(tile(1, 2) == 3 + 5 * 4);
  auto part = local_partition(t, Layout<Shape<_2, _2>>{}, 3);
  auto frag = make_fragment_like(tile);
  copy(tile, frag);
  CHECK(part(1, 2) == 3 + 5 * 4 && frag(1, 2) == 23 && size(part) == 6);
  // Packed sub-byte values (the types from cute.atom, the packed storage from cute.tensor).
  auto packed = make_tensor<int4_t>(Layout<_8>{});
  fill(packed, int4_t(-3));
  CHECK(int(int4_t(packed(5))) == -3 && sizeof_bits_v<float_e2m1_t> == 4 && float(float_e2m1_t(5.5f)) == 6.0f);
  CHECK(int(std::numeric_limits<int4_t>::min()) == -8 && std::uint32_t(make_mixed_bits(_8{}, two, _3{})) == 10u);
  // Bases (cute.tuple, cute.layout): an identity layout tiled, a coordinate tensor's element.
  CHECK(to_string(zipped_divide(make_identity_layout(Shape<_8, _8>{}), Shape<_2, _4>{})) == "((_2,_4),(_4,_2)):((_1@0,_1@1),(_2@0,_4@1))");
  CHECK(to_string(make_coord_tensor(make_identity_layout(Shape<_4, _8>{}))(3, 5)) == "(3,5)");
}

// The layout algebra on the seeds' examples: each as a static_assert with static integers (exact
// result type), and at run time with the same values as dynamic integers (the same function).
#include <cute/cute.hpp>

#include "check.hpp"
#include "layout_testing.hpp"

using namespace cute;
using cute_test::dynamic;
using cute_test::same_function;

template <class A, class B>
constexpr bool same_type(A const&, B const&) {
  return std::is_same_v<A, B>;
}

// coalesce: (_2,(_1,_6)):(_1,(_6,_2)) is _12:_1; a row-major (2,2):(2,1) stays.
constexpr auto L_coalesce = Layout<Shape<_2, Shape<_1, _6>>, Stride<_1, Stride<_6, _2>>>{};
static_assert(same_type(coalesce(L_coalesce), Layout<_12, _1>{}));
static_assert(same_type(coalesce(Layout<Shape<_2, _2>, Stride<_2, _1>>{}), Layout<Shape<_2, _2>, Stride<_2, _1>>{}));
static_assert(same_type(coalesce(Layout<Shape<_1, _1>, Stride<_4, _1>>{}), Layout<_1, _0>{}));
// By-mode coalesce keeps the profile's modes.
static_assert(same_type(coalesce(Layout<Shape<Shape<_2, _3>, Shape<_4, _5>>, Stride<Stride<_1, _2>, Stride<_6, _48>>>{}, Step<_1, _1>{}),
                        Layout<Shape<_6, Shape<_4, _5>>, Stride<_1, Stride<_6, _48>>>{}));
// filter drops stride-0 and extent-1 modes.
static_assert(same_type(filter(Layout<Shape<_2, _3, _4>, Stride<_0, _1, _3>>{}), Layout<_12, _1>{}));
static_assert(same_type(filter_zeros(Layout<Shape<_2, _3>, Stride<_0, _1>>{}), Layout<Shape<_1, _3>, Stride<_0, _1>>{}));

// composition: the reshape examples.
static_assert(same_type(composition(Layout<_20, _2>{}, Layout<Shape<_4, _5>, Stride<_1, _4>>{}),
                        Layout<Shape<_4, _5>, Stride<_2, _8>>{}));
static_assert(same_type(composition(Layout<_20, _2>{}, Layout<Shape<_4, _5>, Stride<_5, _1>>{}),
                        Layout<Shape<_4, _5>, Stride<_10, _2>>{}));
static_assert(same_type(composition(Layout<_20, _2>{}, Layout<Shape<_5, _4>, Stride<_4, _1>>{}),
                        Layout<Shape<_5, _4>, Stride<_8, _2>>{}));
// (10,2):(16,4) o (5,4):(1,5): static and dynamic printouts of the doc.
static_assert(same_type(composition(Layout<Shape<_10, _2>, Stride<_16, _4>>{}, Layout<Shape<_5, _4>, Stride<_1, _5>>{}),
                        Layout<Shape<_5, Shape<_2, _2>>, Stride<_16, Stride<_80, _4>>>{}));
// By-mode composition with a tiler <3:4, 8:2>, and with a shape as tiler.
constexpr auto L_12x4x8 = make_layout(make_shape(12, make_shape(4, 8)), make_stride(59, make_stride(13, 1)));
static_assert(composition(L_12x4x8, make_tile(Layout<_3, _4>{}, Layout<_8, _2>{})) ==
              make_layout(make_shape(_3{}, make_shape(2, 4)), make_stride(236, make_stride(26, 1))));
static_assert(composition(L_12x4x8, make_shape(_3{}, _8{})) ==
              make_layout(make_shape(_3{}, make_shape(4, 2)), make_stride(59, make_stride(13, 1))));
// The divisibility example the doc's strict rule would reject, but whose result is a layout.
static_assert(same_type(composition(Layout<Shape<_8, _8>, Stride<_8, _1>>{}, Layout<_2, _3>{}), Layout<_2, _24>{}));
// A layout is a function on all integers: B may reach past size(A).
static_assert(same_type(composition(Layout<_2, _2>{}, Layout<_4, _1>{}), Layout<_4, _2>{}));
static_assert(same_type(composition(Layout<Shape<_6, _2>, Stride<_8, _2>>{}, Layout<Shape<_4, _3>, Stride<_3, _1>>{}),
                        Layout<Shape<Shape<_2, _2>, _3>, Stride<Stride<_24, _2>, _8>>{}));
// A mode of B of extent 1 reaches one coordinate: it composes whatever its stride (CuTe's static
// divisibility check rejects 1:4 over the mode 3:3).
static_assert(same_type(composition(Layout<Shape<_3, _3>, Stride<_3, _1>>{}, Layout<Shape<_3, _1, _8>, Stride<_1, _4, _0>>{}),
                        Layout<Shape<_3, _1, _8>, Stride<_3, _2, _0>>{}));

// complement: the six examples of the doc.
static_assert(same_type(complement(Layout<_4, _1>{}, _24{}), Layout<_6, _4>{}));
static_assert(same_type(complement(Layout<_6, _4>{}, _24{}), Layout<_4, _1>{}));
static_assert(same_type(complement(Layout<Shape<_4, _6>, Stride<_1, _4>>{}, _24{}), Layout<_1, _0>{}));
static_assert(same_type(complement(Layout<_4, _2>{}, _24{}), Layout<Shape<_2, _3>, Stride<_1, _8>>{}));
static_assert(same_type(complement(Layout<Shape<_2, _4>, Stride<_1, _6>>{}, _24{}), Layout<_3, _2>{}));
static_assert(same_type(complement(Layout<Shape<_2, _2>, Stride<_1, _6>>{}, _24{}), Layout<Shape<_3, _2>, Stride<_2, _12>>{}));
// A shape as cotarget keeps its static part static.
static_assert(complement(Layout<Shape<_2, _2>, Stride<_1, _6>>{}, make_shape(_4{}, 6)) ==
              make_layout(make_shape(_3{}, 2), make_stride(_2{}, _12{})));
static_assert(same_type(complement(Layout<Shape<_2, _3>, Stride<_0, _1>>{}), Layout<_1, _0>{}));
// The rest of a shape cotarget: ceil_div of a shape by an integer, from the left; no divisor follows
// the last mode, which may be 0.
static_assert(same_type(ceil_div(make_shape(_4{}, _6{}), _8{}), make_shape(_1{}, _3{})));
static_assert(same_type(ceil_div(make_shape(_4{}, _0{}), _2{}), make_shape(_2{}, _0{})));
static_assert(ceil_div(make_shape(4, make_shape(3, 0)), 8) == make_shape(1, make_shape(2, 0)));
// A dynamic cotarget (an integer, or a shape of one mode, as logical_divide gives it): the value
// algebra's rest is ceil_div(cotarget, span), a dynamic extent of the cotarget's type; A's modes stay
// static. (CuTe's type-level complement gives these types.)
static_assert(same_type(complement(Layout<_4, _1>{}, make_tuple(38)), make_layout(10, _4{})));
static_assert(same_type(complement(Layout<_16, _1>{}, 38LL), make_layout(3LL, _16{})));
static_assert(same_type(complement(Layout<_3, _2>{}, make_tuple(38)), make_layout(make_shape(_2{}, 7), make_stride(_1{}, _6{}))));
static_assert(same_type(complement(Layout<Shape<_2, _4>, Stride<_4, _1>>{}, make_tuple(38)), make_layout(5, _8{})));
static_assert(same_type(complement(Layout<Shape<_2, _4>, Stride<_0, _0>>{}, 38), make_layout(38, _1{})));
// A cotarget of several dynamic modes, and dynamic extents of A (static strides): the value algebra's
// symbols, the static parts static (the types CuTe's type-level complement gives).
static_assert(same_type(complement(Layout<_16, _1>{}, make_tuple(40, 3)), make_layout(9, _16{})));
static_assert(same_type(complement(Layout<Shape<_2, _2>, Stride<_1, _6>>{}, make_shape(_4{}, 6LL)),
                        make_layout(make_shape(_3{}, 2LL), make_stride(_2{}, _12{}))));
static_assert(same_type(complement(Layout<_1, _0>{}, make_shape(_4{}, 5, _2{}, 3)),
                        make_layout(make_shape(_4{}, 5, _2{}, 3), make_stride(_1{}, _4{}, 20, 40))));
static_assert(same_type(complement(make_layout(5, _1{}), make_tuple(38)), make_layout(8, 5)));
static_assert(same_type(complement(make_layout(make_shape(4, _4{}), make_stride(_1{}, _8{})), _64{}),
                        make_layout(make_shape(2, _2{}), make_stride(4, _32{}))));

// Inverses.
static_assert(same_type(right_inverse(Layout<Shape<_5, _2>, Stride<_0, _1>>{}), Layout<_2, _5>{}));
static_assert(same_type(right_inverse(Layout<Shape<_4, _8>, Stride<_8, _1>>{}), Layout<Shape<_8, _4>, Stride<_4, _1>>{}));
static_assert(same_type(left_inverse(Layout<Shape<_4, _8>, Stride<_1, _5>>{}), Layout<Shape<_5, _8>, Stride<_1, _4>>{}));
static_assert(same_type(left_inverse(Layout<Shape<_4, _8>, Stride<_8, _1>>{}), Layout<Shape<_8, _4>, Stride<_4, _1>>{}));
static_assert(same_type(left_inverse(Layout<Shape<_4, _2>, Stride<_1, _0>>{}), Layout<_4, _1>{}));

// Operands past the value tree's small capacity (43 nodes here) are computed on trees of
// capacity_for(their nodes): the same algebra, no other path.
using Pair = Shape<_2, _2>;
using Large = decltype(make_layout(Shape<Pair, Pair, Pair, Pair, Pair, Pair, Pair, Pair, Pair, Pair, Pair, Pair, Pair, Pair>{}));
static_assert(detail::value_algebra::encoded_nodes<Large::shape_type> > detail::value_algebra::small_capacity);
static_assert(same_type(right_inverse(Large{}), Layout<Int<(1 << 28)>, _1>{}));
static_assert(same_type(left_inverse(Large{}), Layout<Int<(1 << 28)>, _1>{}));
static_assert(detail::value_algebra::static_result<detail::value_algebra::op_zipped_divide, Large, Shape<_4, _2>>);
static_assert(size<0>(zipped_divide(Large{}, Shape<_4, _2>{})) == 8);

// Divides: the 1-D examples of the doc.
static_assert(same_type(logical_divide(Layout<_16, _3>{}, Layout<_4, _1>{}), Layout<Shape<_4, _4>, Stride<_3, _12>>{}));
static_assert(same_type(logical_divide(Layout<_16, _3>{}, Layout<_4, _4>{}), Layout<Shape<_4, _4>, Stride<_12, _3>>{}));
static_assert(same_type(logical_divide(Layout<_16, _3>{}, Layout<_4, _2>{}),
                        Layout<Shape<_4, Shape<_2, _2>>, Stride<_6, Stride<_3, _24>>>{}));
static_assert(same_type(logical_divide(Layout<_16, _3>{}, Layout<Shape<_2, _2>, Stride<_4, _1>>{}),
                        Layout<Shape<Shape<_2, _2>, Shape<_2, _2>>, Stride<Stride<_12, _3>, Stride<_6, _24>>>{}));
// The 12x32x6 printouts.
constexpr auto L_12x32x6 = Layout<Shape<_12, _32, _6>, Stride<_1, _128, _0>>{};
constexpr auto L_12x4x8x6 = Layout<Shape<_12, Shape<_4, _8>, _6>, Stride<_1, Stride<_32, _512>, _0>>{};
constexpr auto tile_4x8 = make_shape(_4{}, _8{});
static_assert(same_type(logical_divide(L_12x32x6, tile_4x8),
                        Layout<Shape<Shape<_4, _3>, Shape<_8, _4>, _6>, Stride<Stride<_1, _4>, Stride<_128, _1024>, _0>>{}));
static_assert(same_type(zipped_divide(L_12x32x6, tile_4x8),
                        Layout<Shape<Shape<_4, _8>, Shape<_3, _4, _6>>, Stride<Stride<_1, _128>, Stride<_4, _1024, _0>>>{}));
static_assert(same_type(logical_divide(L_12x4x8x6, tile_4x8),
                        Layout<Shape<Shape<_4, _3>, Shape<Shape<_4, _2>, _4>, _6>,
                               Stride<Stride<_1, _4>, Stride<Stride<_32, _512>, _1024>, _0>>{}));
static_assert(same_type(zipped_divide(L_12x4x8x6, tile_4x8),
                        Layout<Shape<Shape<_4, Shape<_4, _2>>, Shape<_3, _4, _6>>,
                               Stride<Stride<_1, Stride<_32, _512>>, Stride<_4, _1024, _0>>>{}));
static_assert(same_type(tiled_divide(L_12x32x6, tile_4x8),
                        Layout<Shape<Shape<_4, _8>, _3, _4, _6>, Stride<Stride<_1, _128>, _4, _1024, _0>>{}));
static_assert(same_type(flat_divide(L_12x32x6, tile_4x8), Layout<Shape<_4, _8, _3, _4, _6>, Stride<_1, _128, _4, _1024, _0>>{}));
// A layout of static strides and a dynamic extent divides with static decisions, as in CuTe (its
// logical_divide test): the tile covers the static modes, the rest keeps the dynamic extent.
constexpr auto L_32x4xN = make_layout(make_shape(_32{}, _4{}, 4));
static_assert(std::is_same_v<decltype(logical_divide(L_32x4xN, Layout<_64>{})), Layout<Shape<_64, Shape<_2, int>>, Stride<_1, Stride<_64, _128>>>>);
static_assert(logical_divide(L_32x4xN, Layout<_64>{}) == make_layout(make_shape(_64{}, make_shape(_2{}, 4)), make_stride(_1{}, make_stride(_64{}, _128{}))));
// The raked product divided back into the blocked one.
constexpr auto raked = Layout<Shape<Shape<_3, _2>, Shape<_4, _2>>, Stride<Stride<_16, _1>, Stride<_4, _2>>>{};
constexpr auto subtile = make_tile(Layout<_2, _3>{}, Layout<_2, _4>{});
static_assert(same_type(logical_divide(raked, subtile),
                        Layout<Shape<Shape<_2, _3>, Shape<_2, _4>>, Stride<Stride<_1, _16>, Stride<_2, _4>>>{}));
static_assert(same_type(zipped_divide(raked, subtile),
                        Layout<Shape<Shape<_2, _2>, Shape<_3, _4>>, Stride<Stride<_1, _2>, Stride<_16, _4>>>{}));

// Products of the 2x2 tile over the 3x4 matrix of tiles.
constexpr auto tile = Layout<Shape<_2, _2>, Stride<_1, _2>>{};
constexpr auto matrix_of_tiles = Layout<Shape<_3, _4>, Stride<_4, _1>>{};
static_assert(same_type(logical_product(tile, matrix_of_tiles),
                        Layout<Shape<Shape<_2, _2>, Shape<_3, _4>>, Stride<Stride<_1, _2>, Stride<_16, _4>>>{}));
// blocked: ((2,3),(2,4)):((1,16),(2,4)) of the doc.
static_assert(same_type(blocked_product(tile, matrix_of_tiles),
                        Layout<Shape<Shape<_2, _3>, Shape<_2, _4>>, Stride<Stride<_1, _16>, Stride<_2, _4>>>{}));
static_assert(same_type(raked_product(tile, matrix_of_tiles),
                        Layout<Shape<Shape<_3, _2>, Shape<_4, _2>>, Stride<Stride<_16, _1>, Stride<_4, _2>>>{}));
static_assert(same_type(zipped_product(tile, matrix_of_tiles), logical_product(tile, matrix_of_tiles)));

// The doc's tables of the three products, entry (m, n) at the 1-D coordinates of the two modes.
template <class L, std::size_t M, std::size_t N>
constexpr bool matches_table(L const& l, int const (&table)[M][N]) {
  if (size<0>(l) != int(M) || size<1>(l) != int(N)) return false;
  for (int m = 0; m < int(M); ++m)
    for (int n = 0; n < int(N); ++n)
      if (l(m, n) != table[m][n]) return false;
  return true;
}
constexpr int blocked_table[6][8] = {{0, 2, 4, 6, 8, 10, 12, 14},         {1, 3, 5, 7, 9, 11, 13, 15},
                                     {16, 18, 20, 22, 24, 26, 28, 30},  {17, 19, 21, 23, 25, 27, 29, 31},
                                     {32, 34, 36, 38, 40, 42, 44, 46},  {33, 35, 37, 39, 41, 43, 45, 47}};
constexpr int logical_table[4][12] = {{0, 16, 32, 4, 20, 36, 8, 24, 40, 12, 28, 44},
                                      {1, 17, 33, 5, 21, 37, 9, 25, 41, 13, 29, 45},
                                      {2, 18, 34, 6, 22, 38, 10, 26, 42, 14, 30, 46},
                                      {3, 19, 35, 7, 23, 39, 11, 27, 43, 15, 31, 47}};
constexpr int raked_table[6][8] = {{0, 4, 8, 12, 2, 6, 10, 14},     {16, 20, 24, 28, 18, 22, 26, 30},
                                   {32, 36, 40, 44, 34, 38, 42, 46}, {1, 5, 9, 13, 3, 7, 11, 15},
                                   {17, 21, 25, 29, 19, 23, 27, 31}, {33, 37, 41, 45, 35, 39, 43, 47}};
static_assert(matches_table(blocked_product(tile, matrix_of_tiles), blocked_table));
static_assert(matches_table(logical_product(tile, matrix_of_tiles), logical_table));
static_assert(matches_table(raked_product(tile, matrix_of_tiles), raked_table));
// Dividing the raked product by <2:3, 2:4> gives the blocked table back; zipped, the logical one.
static_assert(matches_table(logical_divide(raked, subtile), blocked_table));
static_assert(matches_table(zipped_divide(raked, subtile), logical_table));
static_assert(same_type(tiled_product(tile, matrix_of_tiles),
                        Layout<Shape<Shape<_2, _2>, _3, _4>, Stride<Stride<_1, _2>, _16, _4>>{}));
static_assert(same_type(tile_to_shape(Layout<Shape<_8, _8>, Stride<_8, _1>>{}, make_shape(_64{}, _32{})),
                        Layout<Shape<Shape<_8, _8>, Shape<_8, _4>>, Stride<Stride<_8, _64>, Stride<_1, _512>>>{}));
// With an order of the modes (CuTe's Step): the blocks along mode 1 first, as CuTe 4.2 prints them.
static_assert(same_type(tile_to_shape(Layout<Shape<_2, _3>>{}, make_shape(_4{}, _9{}), Step<_2, _1>{}),
                        Layout<Shape<Shape<_2, _2>, Shape<_3, _3>>, Stride<Stride<_1, _18>, Stride<_2, _6>>>{}));
static_assert(same_type(tile_to_shape(Layout<Shape<_2, _3>>{}, make_shape(_4{}, _9{}, _2{}), Step<_2, _1, _3>{}),
                        Layout<Shape<Shape<_2, _2>, Shape<_3, _3>, Shape<_1, _2>>, Stride<Stride<_1, _18>, Stride<_2, _6>, Stride<_0, Int<36>>>>{}));

// Recasts and common vectors.
static_assert(same_type(upcast<2>(Layout<Shape<_8, _4>, Stride<_1, _8>>{}), Layout<Shape<_4, _4>, Stride<_1, _4>>{}));
static_assert(same_type(downcast<2>(Layout<Shape<_4, _4>, Stride<_1, _4>>{}), Layout<Shape<_8, _4>, Stride<_1, _8>>{}));
static_assert(max_common_vector(Layout<Shape<_8, _4>, Stride<_1, _8>>{}, Layout<Shape<_8, _4>, Stride<_1, _8>>{}) == 32);
static_assert(max_common_vector(Layout<Shape<_8, _4>, Stride<_4, _1>>{}, Layout<Shape<_8, _4>, Stride<_1, _8>>{}) == 1);
static_assert(same_type(max_common_layout(Layout<Shape<_8, _4>, Stride<_1, _8>>{}, Layout<Shape<_8, _4>, Stride<_1, _16>>{}),
                        Layout<_8, _1>{}));
static_assert(same_type(nullspace(Layout<Shape<_2, _3, _4>, Stride<_0, _1, _0>>{}), Layout<Shape<_2, _4>, Stride<_1, _6>>{}));

// Mode rearrangements.
static_assert(same_type(unflatten(Layout<Shape<_2, _3, _4>, Stride<_1, _2, _6>>{}, make_shape(_0{}, make_shape(_0{}, _0{}))),
                        Layout<Shape<_2, Shape<_3, _4>>, Stride<_1, Stride<_2, _6>>>{}));
static_assert(same_type(select<2, 0>(Layout<Shape<_2, _3, _4>, Stride<_1, _2, _6>>{}), Layout<Shape<_4, _2>, Stride<_6, _1>>{}));
static_assert(same_type(take<1, 3>(Layout<Shape<_2, _3, _4>, Stride<_1, _2, _6>>{}), Layout<Shape<_3, _4>, Stride<_2, _6>>{}));
static_assert(same_type(group<1, 3>(Layout<Shape<_2, _3, _4>, Stride<_1, _2, _6>>{}),
                        Layout<Shape<_2, Shape<_3, _4>>, Stride<_1, Stride<_2, _6>>>{}));
static_assert(same_type(append(Layout<Shape<_2>, Stride<_1>>{}, Layout<_3, _2>{}), Layout<Shape<_2, _3>, Stride<_1, _2>>{}));
static_assert(same_type(prepend(Layout<Shape<_2>, Stride<_1>>{}, Layout<_3, _2>{}), Layout<Shape<_3, _2>, Stride<_2, _1>>{}));
static_assert(same_type(replace<1>(Layout<Shape<_2, _3>, Stride<_1, _2>>{}, Layout<_5, _7>{}), Layout<Shape<_2, _5>, Stride<_1, _7>>{}));
static_assert(same_type(make_layout(make_shape(_2{}, _1{}, _3{})), Layout<Shape<_2, _1, _3>, Stride<_1, _0, _2>>{}));

// Swizzles.
static_assert(Swizzle<3, 4, 3>{}(0b1'0000'0000) == 0b1'0010'0000 && Swizzle<1, 0, 1>{}(2) == 3);
static_assert(composition(Swizzle<1, 0, 1>{}, make_layout(make_shape(_4{}, _4{}), LayoutRight{}))(0, 2) == 3);

TEST_CASE("algebra_test") {
  // The same examples with dynamic integers give the same functions.
  CHECK(same_function(coalesce(dynamic(L_coalesce)), coalesce(L_coalesce)));
  // Dynamic extents are not known to be 1 or to chain, so the modes stay (as in CuTe).
  CHECK_STR(to_string(coalesce(dynamic(L_coalesce))), "(2,1,6):(1,6,2)");
  // Mixed: static modes merge where the static values say so; a dynamic extent merges only into a
  // static 0 run (its stride product is _0), into a dynamic extent of the same type.
  int const m = 5;
  auto mixed = coalesce(make_layout(make_shape(_2{}, _3{}, m, _4{}), make_stride(_1{}, _2{}, _6{}, _0{})));
  static_assert(std::is_same_v<decltype(mixed), Layout<Shape<_6, int, _4>, Stride<_1, _6, _0>>>);
  CHECK_STR(to_string(mixed), "(_6,5,_4):(_1,_6,_0)");
  auto zeros = coalesce(make_layout(make_shape(long{m}, _4{}, _2{}), make_stride(_0{}, _0{}, _0{})));
  static_assert(std::is_same_v<decltype(zeros), Layout<long, _0>>);
  CHECK(size(zeros) == 40);
  auto gone = coalesce(make_layout(make_shape(_1{}, m, _1{}, _1{}), make_stride(m, 7L, _3{}, 2)));
  static_assert(std::is_same_v<decltype(gone), Layout<int, long>>);
  CHECK_STR(to_string(gone), "5:7");
  // By mode, against a profile of any integers (only its structure counts).
  auto by_mode = coalesce(make_layout(make_shape(make_shape(_2{}, _3{}), make_shape(m, _5{})), make_stride(make_stride(_1{}, _2{}), make_stride(_6{}, 6 * m))),
                          make_shape(m, m));
  static_assert(std::is_same_v<decltype(by_mode), Layout<Shape<_6, Shape<int, _5>>, Stride<_1, Stride<_6, int>>>>);
  CHECK_STR(to_string(by_mode), "(_6,(5,_5)):(_1,(_6,30))");
  auto a = dynamic(Layout<Shape<_10, _2>, Stride<_16, _4>>{});
  auto b = dynamic(Layout<Shape<_5, _4>, Stride<_1, _5>>{});
  CHECK_STR(to_string(composition(a, b)), "((5,1),(2,2)):((16,4),(80,4))");  // the doc's dynamic printout
  CHECK(same_function(composition(a, b), composition(Layout<Shape<_10, _2>, Stride<_16, _4>>{}, Layout<Shape<_5, _4>, Stride<_1, _5>>{})));
  CHECK(same_function(composition(dynamic(Layout<_20, _2>{}), dynamic(Layout<Shape<_4, _5>, Stride<_5, _1>>{})),
                      Layout<Shape<_4, _5>, Stride<_10, _2>>{}));
  CHECK(same_function(composition(L_12x4x8, make_tile(dynamic(Layout<_3, _4>{}), dynamic(Layout<_8, _2>{}))),
                      make_layout(make_shape(3, make_shape(2, 4)), make_stride(236, make_stride(26, 1)))));
  // Mixed operands: what static values decide stays static (the value algebra on symbols).
  int const n = 3;
  long const ld = 100;
  auto one_mode = composition(make_layout(n, _1{}), Layout<_4, _2>{});  // A's extent is never read
  static_assert(std::is_same_v<decltype(one_mode), Layout<_4, _2>>);
  auto passes = composition(Layout<Shape<_4, _8>, Stride<_1, _4>>{}, make_layout(n, _4{}));  // B's extent steps over mode 0
  static_assert(std::is_same_v<decltype(passes), Layout<int, _4>>);
  CHECK_STR(to_string(passes), "3:_4");
  auto strides = composition(make_layout(_8{}, ld), make_layout(make_shape(_4{}, n), make_stride(n, _2{})));
  static_assert(std::is_same_v<decltype(strides), Layout<Shape<_4, int>, Stride<long, long>>>);
  CHECK_STR(to_string(strides), "(_4,3):(300,200)");
  auto last = composition(make_layout(make_shape(_4{}, n), make_stride(_1{}, ld)), Layout<Shape<_2, _3>, Stride<_2, _4>>{});
  static_assert(std::is_same_v<decltype(last), Layout<Shape<_2, _3>, Stride<_2, long>>>);
  CHECK(same_function(last, make_layout(make_shape(2, 3), make_stride(2, 100))));
  // A walk over a dynamic extent: decided at run time, in CuTe's dynamic form.
  auto walked = composition(make_layout(make_shape(n, 4), make_stride(1, n)), Layout<_6, _1>{});
  static_assert(std::is_same_v<decltype(walked), Layout<Shape<int, int>, Stride<int, int>>>);
  CHECK(same_function(walked, Layout<_6, _1>{}));
  // Where no layout is A o B, static inputs do not compile and dynamic ones are an error.
  CHECK_THROWS(composition(make_layout(make_shape(4, 6), make_stride(1, 8)), make_layout(3, 6)),
               "composition: no layout is A o B: the divisibility condition fails");
  CHECK_THROWS(composition(make_layout(make_shape(4, 8), make_stride(1, 10)), make_layout(4, 3)),
               "composition: no layout is A o B: B's modes together overrun a mode of A, or B's walk leaves");

  // complement, dynamic: the same functions as the six static examples.
  CHECK(same_function(complement(dynamic(Layout<_4, _1>{}), 24), Layout<_6, _4>{}));
  CHECK(same_function(complement(dynamic(Layout<_6, _4>{}), 24), Layout<_4, _1>{}));
  CHECK(same_function(complement(dynamic(Layout<Shape<_4, _6>, Stride<_1, _4>>{}), 24), Layout<_1, _0>{}));
  CHECK(same_function(complement(dynamic(Layout<_4, _2>{}), 24), Layout<Shape<_2, _3>, Stride<_1, _8>>{}));
  CHECK(same_function(complement(dynamic(Layout<Shape<_2, _4>, Stride<_1, _6>>{}), 24), Layout<_3, _2>{}));
  CHECK(same_function(complement(dynamic(Layout<Shape<_2, _2>, Stride<_1, _6>>{}), 24), Layout<Shape<_3, _2>, Stride<_2, _12>>{}));
  CHECK(same_function(complement(make_layout(make_shape(2, 3), make_stride(0, 1)), 24), Layout<_8, _3>{}));
  // ... in CuTe's form (its coalesce cannot shorten dynamic modes): a mode under each of A's modes,
  // the first stride a static 1, then the rest, strided by A's span even where it is 1 (CuTe 4.2 prints
  // (2,1):(_1,8), (1,2):(_1,4), (2,3):(_1,8)).
  auto const gap_rest = complement(make_layout(4, 2), 8);
  static_assert(std::is_same_v<decltype(gap_rest), Layout<tuple<int, int>, tuple<_1, int>> const>);
  CHECK(gap_rest.shape() == make_tuple(2, 1));
  CHECK(get<1>(gap_rest.stride()) == 8);
  CHECK(complement(make_layout(4, 1), 8).shape() == make_tuple(1, 2));
  CHECK(get<1>(complement(make_layout(4, 1), 8).stride()) == 4);
  CHECK(complement(make_layout(_4{}, 2), 24) == make_layout(make_shape(2, 3), make_stride(_1{}, 8)));
  CHECK_THROWS(complement(make_layout(make_shape(2, 2), make_stride(1, 1)), 24), "complement: the layout is not injective");
  // A cotarget shape of one leaf is its integer, 0 included (an empty A's divide: static, mixed and
  // dynamic agree); of several leaves, a 0 where A moves is an error (the division by mode has none).
  CHECK(same_function(complement(make_layout(6, 1), make_shape(0)), complement(Layout<_6, _1>{}, _0{})));
  CHECK(same_function(logical_divide(make_layout(make_shape(0), make_shape(3)), make_layout(make_shape(6, 1), make_shape(1, 8))),
                      logical_divide(Layout<Shape<_0>, Shape<_3>>{}, Layout<Shape<_6, _1>, Stride<_1, _8>>{})));
  CHECK(same_function(logical_divide(Layout<Shape<_0>, Shape<_3>>{}, make_layout(make_shape(6, 1), make_shape(1, 8))),
                      logical_divide(Layout<Shape<_0>, Shape<_3>>{}, Layout<Shape<_6, _1>, Stride<_1, _8>>{})));
  CHECK_THROWS(complement(make_layout(6, 1), make_shape(0, 4)), "complement: the cotarget must be a shape of non-negative extents");
  // Its last leaf may be 0 (the division by mode stops there): the run-time divide of an empty A whose
  // slots coalesce to (1,1,0) is the static one's function.
  CHECK(same_function(complement(make_layout(6, 1), make_shape(4, 0)), complement(Layout<_6, _1>{}, Shape<_4, _0>{})));
  CHECK(same_function(logical_divide(make_layout(make_shape(0, 1, 6), make_stride(0, 8, 0)), make_layout(make_shape(1, 8, 8), make_stride(1, 4, 0))),
                      logical_divide(Layout<Shape<_0, _1, _6>, Stride<_0, _8, _0>>{}, Layout<Shape<_1, _8, _8>, Stride<_1, _4, _0>>{})));
  CHECK_THROWS(complement(make_layout(make_shape(2, 4), make_stride(12, 2)), 24), "complement: no layout is the complement");
  // A shape cotarget that the layout's span does not divide mode by mode would lose elements (CuTe
  // returns 6:4, which spans 24 of the 36).
  CHECK_THROWS(complement(make_layout(4, 1), make_shape(3, 2, 6)), "complement: no layout is the complement");
  // A static layout and a dynamic cotarget: the static complement's function, whatever the cotarget.
  for (int m = 1; m < 40; ++m) {
    CHECK(same_function(complement(Layout<Shape<_2, _2>, Stride<_1, _4>>{}, make_tuple(m)),
                        complement(make_layout(make_shape(2, 2), make_stride(1, 4)), m)));
  }

  // Dynamic extents of A with static strides, and cotargets of several dynamic modes: the function of
  // the complement of the values; a stride inside the span of a dynamic extent is not injective, and
  // a cotarget that the span does not divide mode by mode not covered, found at run time.
  for (int n = 1; n <= 16; n *= 2) {
    for (int m = 1; m < 40; m += 3) {
      CHECK(same_function(complement(make_layout(make_shape(n, _4{}), make_stride(_1{}, _16{})), make_tuple(m * 64)),
                          complement(make_layout(make_shape(n, 4), make_stride(1, 16)), m * 64)));
      CHECK(same_function(complement(Layout<_16, _1>{}, make_shape(m * 16, n)), complement(make_layout(16, 1), make_shape(m * 16, n))));
      CHECK(same_function(complement(make_layout(n, _1{}), make_tuple(m)), complement(make_layout(n, 1), m)));
    }
  }
  CHECK_THROWS(complement(make_layout(make_shape(17, _4{}), make_stride(_1{}, _16{})), 2048), "complement: the layout is not injective");
  CHECK_THROWS(complement(Layout<_4, _1>{}, make_shape(3, 5)), "complement: no layout is the complement");
  // A dynamic stride on an extent-1 mode moves nothing: the product is the static one.
  CHECK(same_function(logical_product(make_layout(make_shape(_1{}, _8{}), make_stride(3, _1{})), Layout<_2, _1>{}),
                      logical_product(Layout<_8, _1>{}, Layout<_2, _1>{})));
  // A static stride on a dynamic extent: its conditions are the run time's (the extent may be 1), not
  // a compile error: a negative one moves nothing at extent 1, and is an error past it.
  CHECK(same_function(logical_product(make_layout(1, Int<-2>{}), Layout<Shape<_2, _2>, Stride<_8, _8>>{}),
                      logical_product(Layout<_1, Int<-2>>{}, Layout<Shape<_2, _2>, Stride<_8, _8>>{})));
  CHECK_THROWS(complement(make_layout(3, Int<-2>{}), 12), "complement: a negative stride (the complement is ordered)");
  // ... nor a result that a dynamic extent of 1 would change: those are computed at run time (a mode
  // 1:4 after 6:3, 1:3 below a cotarget 8 that 3 does not divide); where it changes nothing, the
  // result keeps its form ((4,5):(1,4) against 64 is 4:20).
  CHECK(same_function(complement(make_layout(make_shape(6, 2, 1), make_stride(_3{}, _0{}, _4{})), _64{}),
                      complement(Layout<Shape<_6, _2, _1>, Stride<_3, _0, _4>>{}, _64{})));
  CHECK(same_function(complement(make_layout(make_shape(1, 6), make_stride(_3{}, _0{})), make_tuple(8)), Layout<_8, _1>{}));
  auto const kept_form = complement(make_layout(make_shape(_4{}, 5), make_stride(_1{}, _4{})), 64);
  static_assert(rank_v<decltype(kept_form.shape())> == 1);
  CHECK(same_function(kept_form, complement(make_layout(make_shape(4, 5), make_stride(1, 4)), 64)));
  // Mixed static and dynamic integers with static extents 0 (no coordinates, no coordinate map): the
  // compositions the static and dynamic ones are.
  CHECK(size(composition(Layout<Shape<_4, _3>, Stride<Int<-2>, _2>>{}, make_layout(make_shape(1, _0{}, 2), make_stride(-2, _1{}, 8)))) == 0);
  static_assert(size(composition(Layout<Shape<_4, _3>, Stride<Int<-2>, _2>>{}, Layout<Shape<_1, _0, _2>, Stride<Int<-2>, _1, _8>>{})) == 0);
  // (A's extent 0 before its last mode leaves A(0) undefined: rejected, with dynamic integers too.)
  CHECK_THROWS(composition(make_layout(make_shape(_0{}, 4), make_stride(1, 2)), make_layout(1, 1)),
               "composition: no layout is A o B: B's modes together overrun a mode of A");

  // ... so the product whose run-time complement keeps a trailing 1 (3:1 is (3,1):(1,9) there) is
  // the static one.
  CHECK(same_function(logical_product(make_layout(3, 3), make_layout(make_shape(3, 1, 8), make_stride(1, 4, 0))),
                      logical_product(Layout<_3, _3>{}, Layout<Shape<_3, _1, _8>, Stride<_1, _4, _0>>{})));
  CHECK(same_function(composition(make_layout(make_shape(3, 3), make_stride(3, 1)), make_layout(make_shape(3, 1, 8), make_stride(1, 4, 0))),
                      Layout<Shape<_3, _1, _8>, Stride<_3, _2, _0>>{}));

  // Inverses, dynamic.
  CHECK(same_function(right_inverse(make_layout(make_shape(5, 2), make_stride(0, 1))), Layout<_2, _5>{}));
  // Of two modes of one stride, the one CuTe's sort puts first, as with static integers (the slots a
  // merge leaves empty do not reorder them).
  using TiedStrides = Layout<Shape<Shape<_2, _6, _8>, _2, _8>, Stride<Stride<_16, _16, _1>, _8, _4>>;
  static_assert(same_type(right_inverse(TiedStrides{}), Layout<Shape<_16, _2>, Stride<_12, _1>>{}));
  CHECK(same_function(right_inverse(dynamic(TiedStrides{})), right_inverse(TiedStrides{})));
  CHECK(same_function(left_inverse(make_layout(make_shape(4, 8), make_stride(1, 5))), Layout<Shape<_5, _8>, Stride<_1, _4>>{}));
  CHECK_THROWS(left_inverse(make_layout(make_shape(2, 2), make_stride(1, 1))), "left_inverse: the layout is not injective");
  // Computed on the values at run time, in the trees' form: the modes at the end, 1:0 before them.
  CHECK_EQ(left_inverse(make_layout(make_shape(4, 8), make_stride(-1, -5))), make_layout(make_shape(1, 5, 8), make_stride(0, -1, -4)));
  CHECK_EQ(nullspace(make_layout(make_shape(2, 3, 4), make_stride(0, 1, 0))), make_layout(make_shape(1, 2, 4), make_stride(0, 1, 6)));
  for (int ld : {8, 9}) {  // the common vector of two matrices: their columns, or all of them where both are compact
    auto const m = make_layout(make_shape(8, 4), make_stride(1, ld));
    CHECK(max_common_vector(m, make_layout(make_shape(8, 4), make_stride(1, 8))) == (ld == 8 ? 32 : 8));
    CHECK(same_function(max_common_layout(m, make_layout(make_shape(8, 4), make_stride(1, 8))), make_layout(ld == 8 ? 32 : 8)));
  }

  // Divides and products, dynamic.
  CHECK(same_function(logical_divide(dynamic(Layout<_16, _3>{}), dynamic(Layout<Shape<_2, _2>, Stride<_4, _1>>{})),
                      Layout<Shape<Shape<_2, _2>, Shape<_2, _2>>, Stride<Stride<_12, _3>, Stride<_6, _24>>>{}));
  CHECK(same_function(zipped_divide(dynamic(L_12x32x6), make_shape(4, 8)), zipped_divide(L_12x32x6, tile_4x8)));
  CHECK(same_function(blocked_product(dynamic(tile), dynamic(matrix_of_tiles)), blocked_product(tile, matrix_of_tiles)));
  CHECK(same_function(raked_product(dynamic(tile), dynamic(matrix_of_tiles)), raked_product(tile, matrix_of_tiles)));
  CHECK(matches_table(blocked_product(dynamic(tile), dynamic(matrix_of_tiles)), blocked_table));
  CHECK(matches_table(logical_product(dynamic(tile), dynamic(matrix_of_tiles)), logical_table));
  CHECK(matches_table(raked_product(dynamic(tile), dynamic(matrix_of_tiles)), raked_table));
  CHECK(matches_table(logical_divide(dynamic(raked), make_tile(dynamic(Layout<_2, _3>{}), dynamic(Layout<_2, _4>{}))), blocked_table));
  CHECK(matches_table(zipped_divide(dynamic(raked), make_tile(dynamic(Layout<_2, _3>{}), dynamic(Layout<_2, _4>{}))), logical_table));
  // A tiler that does not divide: the rounded-up rest, whose last tile reaches past the layout.
  CHECK_EQ(logical_divide(make_layout(10), make_layout(4)), make_layout(make_shape(4, 3), make_stride(1, 4)));

  // Recasts, dynamic; upcast of a stride that is no multiple of the vector is an error (CuTe returns
  // (8,4):(0,1) here).
  CHECK_EQ(upcast<2>(make_layout(make_shape(8, 4), make_stride(1, 8))), make_layout(make_shape(4, 4), make_stride(1, 4)));
  CHECK_THROWS(upcast<2>(make_layout(make_shape(8, 4), make_stride(1, 3))), "upcast<2>: a stride neither divides nor is a multiple of the factor (the mode 4:3)");
  CHECK(same_function(downcast<2>(make_layout(make_shape(4, 4), make_stride(1, 4))), Layout<Shape<_8, _4>, Stride<_1, _8>>{}));
  CHECK(same_function(nullspace(make_layout(make_shape(2, 3, 4), make_stride(0, 1, 0))), Layout<Shape<_2, _4>, Stride<_1, _6>>{}));
  // upcast of a static extent with a dynamic stride keeps the extent static (CuTe's type); the stride
  // must then be a multiple of the vector.
  {
    auto const up = upcast<4>(make_layout(make_shape(_4{}, _8{}), make_stride(_1{}, 64)));
    static_assert(std::is_same_v<std::remove_cvref_t<decltype(up.shape())>, tuple<_1, _8>>);
    CHECK(up.stride() == make_stride(_1{}, 16));
    CHECK_THROWS(upcast<4>(make_layout(make_shape(_4{}, _8{}), make_stride(_1{}, 2))),
                 "upcast<4>: the dynamic stride 2 of the mode 8:2 is not a multiple of 4 (its static extent would change)");
    // Its stride is computed without the rule's divisions by the stride (a division routine on the
    // GPU), and is the rule's wherever the rule keeps the extent: negative strides, 0, extent 1.
    auto const kept = [](auto s, int N, auto d_of) {
      for (int d = -64; d <= 64; ++d) {
        auto const r = detail::value_algebra::recast_leaf<detail::value_algebra::static_bounds<1>, long long>(decltype(s)::value, d, N, true);
        if (r.error == algebra_error::none && r.shape == decltype(s)::value) CHECK_EQ(d_of(d), r.stride);
      }
    };
    kept(_1{}, 4, [](int d) { return detail::kept_extent_stride<4, 1>(d); });
    kept(_8{}, 4, [](int d) { return detail::kept_extent_stride<4, 8>(d); });
    kept(_2{}, 8, [](int d) { return detail::kept_extent_stride<8, 2>(d); });
    CHECK(upcast<4>(make_layout(make_shape(_1{}, _8{}), make_stride(2, -64))).stride() == make_stride(1, -16));
  }
  // The rule's shifts and masks for a power-of-2 factor are its divisions (CuTe's shape_div, written
  // out here), in int and long long: every extent in [-2, 70], stride in [-140, 140] and factor to 64.
  {
    auto const check_rule = [](auto zero) {
      using T = decltype(zero);
      int wrong = 0;
      for (T n : {1, 2, 3, 4, 6, 8, 12, 16, 32, 64})
        for (T s = -2; s <= 70; ++s)
          for (T d = -140; d <= 140; ++d) {
            auto const r = detail::value_algebra::recast_leaf<detail::value_algebra::static_bounds<1>, T>(s, d, n, true);
            T const m = d < 0 ? -d : d, sign = d < 0 ? -1 : 1, per_vector = m == 0 || m >= n ? 1 : n / m;
            algebra_error const want = m == 0                                                    ? algebra_error::none
                                       : m >= n ? (m % n != 0 ? algebra_error::upcast_divisibility
                                                   : s == 0   ? algebra_error::upcast_extent
                                                              : algebra_error::none)
                                       : n % m != 0                                            ? algebra_error::upcast_divisibility
                                       : s <= 0 || (s % per_vector != 0 && per_vector % s != 0) ? algebra_error::upcast_extent
                                                                                                : algebra_error::none;
            if (r.error != want) ++wrong;
            if (r.error != want || want != algebra_error::none) continue;
            T const shape = m == 0 || m >= n ? s : (s + per_vector - 1) / per_vector;
            T const stride = m == 0 ? 0 : m >= n ? d / n : sign;
            if (r.shape != shape || r.stride != stride) ++wrong;
          }
      CHECK_EQ(wrong, 0);
    };
    check_rule(0);
    check_rule(0LL);
  }
  // A static extent with a dynamic stride: the common vector is decided on the stride's value.
  for (int stride : {1, 3}) {
    auto const mixed = make_layout(make_shape(_8{}), make_stride(stride));
    CHECK(max_common_vector(mixed, Layout<_8, _1>{}) == (stride == 1 ? 8 : 1));
    CHECK(same_function(right_inverse(make_layout(make_shape(_4{}, _2{}), make_stride(2 * stride, stride))),
                        make_layout(make_shape(stride == 1 ? 2 : 1, stride == 1 ? 4 : 1), make_stride(4, 1))));
  }

  // Printing of the swizzle layer.
  CHECK_STR(to_string(composition(Swizzle<3, 4, 3>{}, Layout<Shape<_8, _64>, Stride<_64, _1>>{})), "Sw<3,4,3> o _0 o (_8,_64):(_64,_1)");
}

// Layout: construction, evaluation at 1-D, R-D and h-D coordinates, accessors, slicing, and the
// examples of the layout doc and the tutorial; randomized laws of the coordinate maps.
#include <cute/cute.hpp>

#include <cstdlib>
#include <random>
#include <vector>

#include "check.hpp"

using namespace cute;

// The layout doc's constructions.
constexpr auto layout_8s = make_layout(Int<8>{});
constexpr auto layout_8d = make_layout(8);
constexpr auto layout_2sx4s = make_layout(make_shape(Int<2>{}, Int<4>{}));
constexpr auto layout_2sx4d = make_layout(make_shape(Int<2>{}, 4));
constexpr auto layout_2x4 = make_layout(make_shape(2, make_shape(2, 2)), make_stride(4, make_stride(2, 1)));

static_assert(std::is_same_v<decltype(layout_8s), Layout<_8, _1> const>);
static_assert(std::is_same_v<decltype(layout_2sx4s), Layout<Shape<_2, _4>, Stride<_1, _2>> const>);
static_assert(std::is_same_v<decltype(layout_2sx4d), Layout<Shape<_2, int>, Stride<_1, _2>> const>);
static_assert(std::is_empty_v<decltype(layout_2sx4s)>);
static_assert(std::is_same_v<decltype(size(layout_2sx4s)), _8> && std::is_same_v<decltype(cosize(layout_2sx4s)), _8>);

template <class L, std::size_t N>
constexpr bool evaluates_1d(L const& l, int const (&expected)[N]) {
  if (size(l) != int(N)) return false;
  for (int i = 0; i < int(N); ++i)
    if (l(i) != expected[i]) return false;
  return true;
}

template <class L, std::size_t M, std::size_t N>
constexpr bool evaluates_2d(L const& l, int const (&expected)[M][N]) {
  if (size<0>(l) != int(M) || size<1>(l) != int(N)) return false;
  for (int m = 0; m < int(M); ++m)
    for (int n = 0; n < int(N); ++n)
      if (l(m, n) != expected[m][n]) return false;
  return true;
}

// print1D and print2D of the layout doc.
static_assert(evaluates_1d(layout_8s, {0, 1, 2, 3, 4, 5, 6, 7}));
static_assert(evaluates_1d(layout_8d, {0, 1, 2, 3, 4, 5, 6, 7}));
static_assert(evaluates_1d(layout_2sx4s, {0, 1, 2, 3, 4, 5, 6, 7}));
static_assert(evaluates_1d(layout_2sx4d, {0, 1, 2, 3, 4, 5, 6, 7}));
static_assert(evaluates_1d(layout_2x4, {0, 4, 2, 6, 1, 5, 3, 7}));
static_assert(evaluates_2d(layout_2sx4s, {{0, 2, 4, 6}, {1, 3, 5, 7}}));
static_assert(evaluates_2d(layout_2sx4d, {{0, 2, 4, 6}, {1, 3, 5, 7}}));
static_assert(evaluates_2d(layout_2x4, {{0, 2, 1, 3}, {4, 6, 5, 7}}));

// The matrix examples: column-major, row-major, and a multi-stride row mode.
static_assert(evaluates_2d(make_layout(make_shape(4, 2), make_stride(1, 4)), {{0, 4}, {1, 5}, {2, 6}, {3, 7}}));
static_assert(evaluates_2d(make_layout(make_shape(4, 2), make_stride(2, 1)), {{0, 1}, {2, 3}, {4, 5}, {6, 7}}));
static_assert(evaluates_2d(make_layout(make_shape(make_shape(2, 2), 2), make_stride(make_stride(4, 1), 2)),
                           {{0, 2}, {4, 6}, {1, 3}, {5, 7}}));
// A rank-1 vector of nested shape ((4,2)):((1,4)) is contiguous.
static_assert(evaluates_1d(make_layout(make_shape(make_shape(4, 2)), make_stride(make_stride(1, 4))), {0, 1, 2, 3, 4, 5, 6, 7}));

// The algebra doc's (_2,_3):(_3,_1): 1-D order 0,3,1,4,2,5 and layout(1,1) == 4.
constexpr auto L23 = make_layout(make_shape(_2{}, _3{}), make_stride(_3{}, _1{}));
static_assert(evaluates_1d(L23, {0, 3, 1, 4, 2, 5}));
static_assert(L23(1, 1) == 4 && std::is_same_v<decltype(L23(_1{}, _1{})), _4>);

// The tutorial's constructions (s2xd4_a etc.) and its table of rank/size/cosize/stride.
constexpr auto s2xd4_a = make_layout(make_shape(Int<2>{}, 4), make_stride(Int<12>{}, Int<1>{}));
constexpr auto s2xd4_col = make_layout(make_shape(Int<2>{}, 4), LayoutLeft{});
constexpr auto s2xd4_row = make_layout(make_shape(Int<2>{}, 4), LayoutRight{});
constexpr auto s2xh4 = make_layout(make_shape(2, make_shape(2, 2)), make_stride(4, make_stride(2, 1)));
constexpr auto s2xh4_col = make_layout(shape(s2xh4), LayoutLeft{});
static_assert(rank(s2xd4_a) == 2 && size(s2xd4_a) == 8 && cosize(s2xd4_a) == 16 && stride(s2xd4_a) == make_stride(12, 1));
static_assert(cosize(s2xd4_col) == 8 && stride(s2xd4_col) == make_stride(1, 2));
static_assert(cosize(s2xd4_row) == 8 && stride(s2xd4_row) == make_stride(4, 1));
static_assert(size(s2xh4) == 8 && cosize(s2xh4) == 8 && stride(s2xh4) == make_stride(4, make_stride(2, 1)));
static_assert(size(s2xh4_col) == 8 && stride(s2xh4_col) == make_stride(1, make_stride(2, 4)));
static_assert(evaluates_2d(s2xd4_a, {{0, 1, 2, 3}, {12, 13, 14, 15}}));
static_assert(evaluates_2d(s2xh4_col, {{0, 2, 4, 6}, {1, 3, 5, 7}}));
static_assert(evaluates_2d(s2xh4, {{0, 2, 1, 3}, {4, 6, 5, 7}}));
// LayoutRight of a static shape has static strides.
static_assert(std::is_same_v<decltype(s2xd4_row.stride()), Stride<int, _1> const&>);

// The tutorial's exercises.
static_assert(evaluates_1d(make_layout(Int<4>{}), {0, 1, 2, 3}));
static_assert(evaluates_2d(make_layout(make_shape(Int<2>{}, Int<3>{}), LayoutRight{}), {{0, 1, 2}, {3, 4, 5}}));
static_assert(evaluates_2d(make_layout(make_shape(Int<2>{}, Int<3>{}), LayoutLeft{}), {{0, 2, 4}, {1, 3, 5}}));
static_assert(evaluates_2d(make_layout(make_shape(Int<2>{}, Int<4>{}), make_stride(Int<6>{}, Int<1>{})),
                           {{0, 1, 2, 3}, {6, 7, 8, 9}}));
constexpr auto L5 = make_layout(make_shape(2, make_shape(2, 3)), make_stride(6, make_stride(3, 1)));
static_assert(evaluates_2d(L5, {{0, 3, 1, 4, 2, 5}, {6, 9, 7, 10, 8, 11}}));

// The issue's own example: cosize with dynamic integers, in a constant expression.
static_assert(cosize(make_layout(make_shape(2, 4), make_stride(12, 1))) == 16);
// cosize with negative strides counts the reach, not L(size-1)+1.
static_assert(cosize(make_layout(4, -1)) == 4);
static_assert(cosize(make_layout(make_shape(2, 3), make_stride(-3, 1))) == 6);

// h-D coordinates, crd2idx and idx2crd.
static_assert(layout_2x4(make_coord(1, make_coord(1, 0))) == 6);
static_assert(layout_2x4(1, 3) == 7);
static_assert(crd2idx(make_coord(1, make_coord(1, 0)), layout_2x4) == 6);
static_assert(crd2idx(5, make_shape(2, 4)) == 5);
static_assert(idx2crd(5, make_shape(2, make_shape(2, 2))) == make_coord(1, make_coord(0, 1)));
static_assert(idx2crd(make_coord(3, 1), make_shape(make_shape(2, 2), 2)) == make_coord(make_coord(1, 1), 1));
// Beyond the size, the last mode absorbs the rest: a layout is a function on all integers.
static_assert(make_layout(2, 2)(4) == 8);
static_assert(make_layout(make_shape(2, 3), make_stride(1, 10))(7) == 31);
static_assert(idx2crd(7, make_shape(2, 3)) == make_coord(1, 3));
// The origin _0 of static extents is index _0 whatever the strides (a slice's offset stays static).
static_assert(std::is_same_v<decltype(crd2idx(_0{}, Shape<_4, Shape<_2, _8>>{}, make_stride(3, make_stride(_1{}, 7)))), _0>);
static_assert(std::is_same_v<decltype(crd2idx(_0{}, make_shape(4, _2{}), make_stride(1, 4))), int>);

// Accessors: shape, stride, get, layout<I...>, flatten.
static_assert(shape<1>(layout_2x4) == make_shape(2, 2) && stride<1, 0>(layout_2x4) == 2);
static_assert(get<1>(layout_2x4) == make_layout(make_shape(2, 2), make_stride(2, 1)));
static_assert(layout<1, 1>(layout_2x4) == make_layout(2, 1));
static_assert(layout<>(layout_2x4) == layout_2x4);
static_assert(rank<1>(layout_2x4) == 2 && depth<1>(layout_2x4) == 1 && size<1>(layout_2x4) == 4 && cosize<1>(layout_2x4) == 4);
static_assert(std::is_same_v<decltype(flatten(Layout<Shape<Shape<_4, _3>, _1>, Stride<Stride<_3, _1>, _0>>{})),
                             Layout<Shape<_4, _3, _1>, Stride<_3, _1, _0>>>);
static_assert(std::is_same_v<decltype(flatten(Layout<Shape<_4, Shape<_4, _2>>, Stride<_4, Stride<_1, _16>>>{})),
                             Layout<Shape<_4, _4, _2>, Stride<_4, _1, _16>>>);
// Concatenation.
static_assert(make_layout(make_layout(2, 3), make_layout(make_shape(4, 5), make_stride(6, 7))) ==
              make_layout(make_shape(2, make_shape(4, 5)), make_stride(3, make_stride(6, 7))));
static_assert(make_layout(make_layout(_2{}, _3{})) == make_layout(make_shape(_2{}), make_stride(_3{})));
// Default stride of the type: Layout<Shape<...>> is LayoutLeft.
static_assert(std::is_same_v<Layout<Shape<_2, _3>>, Layout<Shape<_2, _3>, Stride<_1, _2>>>);
static_assert(Layout<Shape<_2, _3>>{}(1, 2) == 5);
// Equality is structural.
static_assert(make_layout(4, 1) != make_layout(4, 2));
static_assert(make_layout(make_shape(4)) != make_layout(4));

// Slicing with _.
static_assert(L23(_, 1) == make_layout(make_shape(_2{}), make_stride(_3{})));
static_assert(L23(1, _) == make_layout(make_shape(_3{}), make_stride(_1{})));
static_assert(layout_2x4(_, make_coord(_, 1)) == make_layout(make_shape(2, 2), make_stride(4, 2)));
static_assert(get<1>(slice_and_offset(make_coord(_, 1), layout_2x4)) == 2);
static_assert(L23(_) == L23);

// Concepts.
static_assert(layout_type<decltype(L23)> && !layout_type<int> && major_tag<LayoutRight>);

// Random nested layouts with dynamic values: the coordinate maps agree with each other.
template <class L>
void check_coordinate_laws(L const& l, unsigned seed) {
  auto const s = shape(l);
  for (int i = 0; i < int(size(l)); ++i) {
    auto c = idx2crd(i, s);
    bool ok = crd2idx(c, s) == i && l(c) == l(i) && crd2idx(i, s, stride(l)) == l(i);
    if (!ok) {
      std::fprintf(stderr, "seed %u: %s at %d\n", seed, to_string(l).c_str(), i);
      CHECK(ok);
      return;
    }
  }
  // For a non-negative stride the largest index is L(size-1), so cosize == L(size-1)+1.
  CHECK(size(l) == 0 || cosize(l) == l(size(l) - 1) + 1);
  CHECK(flatten(l)(int(size(l)) - 1) == l(int(size(l)) - 1));
}

void random_layouts(unsigned seed, int count) {
  std::mt19937 rng(seed);
  auto extent = [&] { return int(rng() % 5) + 1; };
  auto stride = [&] { return int(rng() % 20); };
  for (int k = 0; k < count; ++k) {
    check_coordinate_laws(make_layout(make_shape(extent(), make_shape(extent(), extent()), extent()),
                                      make_stride(stride(), make_stride(stride(), stride()), stride())),
                          seed);
    check_coordinate_laws(make_layout(make_shape(make_shape(extent(), make_shape(extent(), extent()))),
                                      make_stride(make_stride(stride(), make_stride(stride(), stride())))),
                          seed);
    check_coordinate_laws(make_layout(make_shape(extent(), _2{}, extent())), seed);
  }
}

TEST_CASE("layout_test") {
  // Dynamic values at run time: the same answers as the constant expressions above.
  int volatile two = 2, four = 4, twelve = 12, one = 1, minus = -3;
  auto l = make_layout(make_shape(int(two), int(four)), make_stride(int(twelve), int(one)));
  CHECK(cosize(l) == 16 && size(l) == 8 && l(1, 2) == 14 && l(3) == 13);
  CHECK_EQ(l(_, 2), make_layout(make_shape(2), make_stride(12)));
  CHECK_EQ(make_layout(make_shape(int(two), int(four)), LayoutRight{}), make_layout(make_shape(2, 4), make_stride(4, 1)));
  // A negative extent is rejected; so is a 1-D coordinate split over an empty mode.
  CHECK_THROWS(make_layout(make_shape(int(two), int(minus))), "Layout: extent -3 of the shape is negative");
  CHECK_THROWS(make_layout(make_shape(0, 3))(2), "mode of size 0");

  unsigned seed = std::random_device{}();
  if (char const* s = std::getenv("CUTE_TEST_SEED")) seed = unsigned(std::strtoul(s, nullptr, 10));
  std::printf("random layouts: seed %u (set CUTE_TEST_SEED to replay)\n", seed);
  random_layouts(seed, 200);
}

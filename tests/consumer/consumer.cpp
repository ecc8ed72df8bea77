// Uses the installed package through `import cute;` only: sizes, cosizes and coordinate maps of the
// seeds' layouts, checked at compile time, and printing at run time.
#include <string>

import cute;

using namespace cute;

constexpr auto row_major = make_layout(make_shape(_2{}, _3{}), make_stride(_3{}, _1{}));
static_assert(size(row_major) == 6 && cosize(row_major) == 6);
static_assert(row_major(1, 1) == 4 && row_major(1) == 3 && row_major(5) == 5);

constexpr auto layout_2x4 = make_layout(make_shape(2, make_shape(2, 2)), make_stride(4, make_stride(2, 1)));
static_assert(size(layout_2x4) == 8 && cosize(layout_2x4) == 8);
static_assert(layout_2x4(1) == 4 && layout_2x4(1, 3) == 7 && layout_2x4(make_coord(1, make_coord(1, 0))) == 6);

constexpr auto padded = make_layout(make_shape(Int<2>{}, 4), make_stride(Int<12>{}, Int<1>{}));
static_assert(size(padded) == 8 && cosize(padded) == 16 && padded(1, 3) == 15);
static_assert(cosize(make_layout(make_shape(2, 4), make_stride(12, 1))) == 16);
static_assert(idx2crd(5, make_shape(2, make_shape(2, 2))) == make_coord(1, make_coord(0, 1)));
// The algebra, from the installed package.
static_assert(composition(Layout<Shape<_10, _2>, Stride<_16, _4>>{}, Layout<Shape<_5, _4>, Stride<_1, _5>>{}) ==
              Layout<Shape<_5, Shape<_2, _2>>, Stride<_16, Stride<_80, _4>>>{});
static_assert(complement(Layout<Shape<_2, _2>, Stride<_1, _6>>{}, _24{}) == Layout<Shape<_3, _2>, Stride<_2, _12>>{});

int main() {
  print_layout(row_major);
  print(layout_2x4);
  print("\n");
  return to_string(padded) == "(_2,4):(_12,_1)" ? 0 : 1;
}

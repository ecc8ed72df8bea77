// A tour of the layout doc: builds each of its layouts, prints it, its table and its 1-D order.
#if CUTE_TOUR_IMPORT
import cute;
#else
#include <cute/cute.hpp>
#endif

using namespace cute;

template <class L>
void show(char const* name, L const& layout) {
  print("=== ");
  print(name);
  print(": ");
  print(layout);
  print("\n    rank ");
  print(rank(layout));
  print(", depth ");
  print(depth(layout));
  print(", size ");
  print(size(layout));
  print(", cosize ");
  print(cosize(layout));
  print("\n    1-D order:");
  for (int i = 0; i < int(size(layout)); ++i) {
    print(" ");
    print(int(layout(i)));
  }
  print("\n");
  if constexpr (rank_v<decltype(shape(layout))> <= 2) {
    print_layout(layout);
  }
  print("\n");
}

int main() {
  // Vectors and matrices (the layout doc).
  show("a contiguous vector, static", make_layout(Int<8>{}));
  show("a contiguous vector, dynamic", make_layout(8));
  show("a strided vector", make_layout(8, 2));
  show("a nested vector ((4,2)):((1,4))", make_layout(make_shape(make_shape(4, 2)), make_stride(make_stride(1, 4))));
  show("4x2 column-major", make_layout(make_shape(4, 2), make_stride(1, 4)));
  show("4x2 row-major", make_layout(make_shape(4, 2), make_stride(2, 1)));
  show("4x2 with a multi-stride row mode", make_layout(make_shape(make_shape(2, 2), 2), make_stride(make_stride(4, 1), 2)));
  // Constructions with static and dynamic integers.
  show("layout_2sx4s", make_layout(make_shape(Int<2>{}, Int<4>{})));
  show("layout_2sx4d", make_layout(make_shape(Int<2>{}, 4)));
  show("layout_2x4", make_layout(make_shape(2, make_shape(2, 2)), make_stride(4, make_stride(2, 1))));
  show("padded rows (_2,4):(_12,_1)", make_layout(make_shape(Int<2>{}, 4), make_stride(Int<12>{}, Int<1>{})));
  show("LayoutRight (_2,_3)", make_layout(make_shape(_2{}, _3{}), LayoutRight{}));
  show("LayoutLeft (_2,_3)", make_layout(make_shape(_2{}, _3{}), LayoutLeft{}));
  // The algebra doc's (_2,_3):(_3,_1), evaluated at a 2-D coordinate and sliced.
  auto layout = make_layout(make_shape(_2{}, _3{}), make_stride(_3{}, _1{}));
  print("layout(1, 1) = ");
  print(layout(1, 1));
  print("\nlayout(_, 1) = ");
  print(layout(_, 1));
  print("\nidx2crd(5, (2,(2,2))) = ");
  print(idx2crd(5, make_shape(2, make_shape(2, 2))));
  print("\n\nThe tutorial's L5 as a LaTeX/TikZ document:\n");
  print_latex(make_layout(make_shape(2, make_shape(2, 3)), make_stride(6, make_stride(3, 1))));
  return 0;
}

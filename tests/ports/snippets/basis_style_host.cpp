// A host program written as CuTe code (CuTe's headers and names) that uses CuTe's bases: E<...>
// strides, identity layouts and coordinate tensors tiled and partitioned, and the inverses of a
// swizzled layout. tests/ports ports it with cute-port (only the #include lines change) and runs it;
// it also compiles and passes on CuTe 4.2. Returns 0 when every check holds.
#include <cute/tensor.hpp>
#include <cute/layout.hpp>
#include <cute/swizzle_layout.hpp>
#include <cute/numeric/arithmetic_tuple.hpp>

#include <cstdio>

using namespace cute;

static int failures = 0;
#define SNIPPET_CHECK(cond)                                          \
  do {                                                               \
    if (!(cond)) {                                                   \
      std::printf("%s:%d: failed: %s\n", __FILE__, __LINE__, #cond); \
      ++failures;                                                    \
    }                                                                \
  } while (0)

int main() {
  // A transpose written with basis strides: B(i, j) names the coordinate (j, i) of A.
  auto a = make_layout(Shape<_4, _8>{}, Stride<_8, _1>{});
  auto b = make_layout(Shape<_8, _4>{}, Stride<E<1>, E<0>>{});
  auto r = composition(a, b);
  for (int c = 0; c < size(b); ++c) SNIPPET_CHECK(r(c) == a(b(c)));

  // An identity layout tiled: each tile's coordinates, and the basis arithmetic on them.
  auto id = make_identity_layout(make_shape(Int<64>{}, Int<32>{}));
  auto tiles = zipped_divide(id, Shape<_16, _8>{});
  auto first = tiles(make_coord(5, 0));
  SNIPPET_CHECK(get<0>(first) == 5 && get<1>(first) == 0);
  auto corner = tiles(make_coord(0, make_coord(1, 2)));
  SNIPPET_CHECK(get<0>(corner) == 16 && get<1>(corner) == 16);
  auto step = E<0>{} * 3 + E<1>{} * 2;
  SNIPPET_CHECK(get<0>(step) == 3 && get<1>(step) == 2);
  SNIPPET_CHECK(basis_value(E<1>{} * 7) == 7);

  // A coordinate tensor partitioned by a TiledMMA: each thread's C coordinates, predicated on M.
  auto mma = make_tiled_mma(UniversalFMA<float, float, float, float>{}, Layout<Shape<_8, _4>>{});
  Tensor cC = make_coord_tensor(make_identity_layout(Shape<_16, _8>{}));
  int inside = 0;
  for (int t = 0; t < 32; ++t) {
    Tensor tCcC = mma.get_slice(t).partition_C(cC);
    for (int i = 0; i < size(tCcC); ++i) {
      auto c = tCcC(i);
      SNIPPET_CHECK(get<0>(c) < 16 && get<1>(c) < 8);
      inside += elem_less(c, make_coord(12, 8)) ? 1 : 0;
    }
  }
  SNIPPET_CHECK(inside == 12 * 8);

  // The inverse of a swizzled layout undoes it.
  auto swizzled = composition(Swizzle<2, 0, 3>{}, Layout<Shape<_8, _8>, Stride<_8, _1>>{});
  auto inverse = right_inverse(swizzled);
  for (int i = 0; i < size(inverse); ++i) SNIPPET_CHECK(swizzled(inverse(i)) == i);

  std::printf("basis_style_host: %s\n", failures == 0 ? "ok" : "FAILED");
  return failures == 0 ? 0 : 1;
}

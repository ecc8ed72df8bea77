// docs/figures/figures.cpp: the figures of docs/, drawn by the library (to_svg): every example of the
// layout-algebra doc (its operands and its result) and the pictures of the tensors and device page.
//   draw_figures <folder>   writes <folder>/<name>.svg for each figure
// scripts/figures.sh regenerates docs/figures/; the docs_figures test fails when they drifted.
#include <cute/cute.hpp>
#include <cute/atom.hpp>

#include <cstdio>
#include <fstream>
#include <string>

using namespace cute;

namespace {

std::string folder;
int written = 0;

void write(char const* name, picture const& pic) {
  std::string const path = folder + "/" + name + ".svg";
  std::ofstream out(path, std::ios::binary);
  out << to_svg(pic);
  if (!out) throw std::runtime_error("cannot write " + path);
  ++written;
}

template <class T>
void figure(char const* name, T const& x) {
  if constexpr (std::same_as<T, picture>) {
    write(name, x);
  } else {
    write(name, make_picture(x));
  }
}

// A 1-D layout drawn as one row (the layout (1, L): the cell at column j is L(j)), captioned as L.
template <class L>
void figure_row(char const* name, L const& l) {
  picture pic = make_picture(make_layout(Layout<_1, _0>{}, l));
  pic.caption = {to_string(l) + ", drawn as one row"};
  write(name, pic);
}

// A layout with its complement beside it: the codomain the complement completes.
template <class A, class M>
auto with_complement(A const& a, M const& cotarget) {
  return make_layout(a, complement(a, cotarget));
}

void algebra() {
  // Coalesce, and coalesce by mode.
  auto coalesce_a = Layout<Shape<_2, Shape<_1, _6>>, Stride<_1, Stride<_6, _2>>>{};
  figure("coalesce-a", coalesce_a);
  figure("coalesce-result", coalesce(coalesce_a));
  figure("coalesce-by-mode", coalesce(coalesce_a, Step<_1, _1>{}));

  // Composition: R = A o B, R(c) = A(B(c)).
  auto comp_a = Layout<Shape<_6, _2>, Stride<_8, _2>>{};
  auto comp_b = Layout<Shape<_4, _3>, Stride<_3, _1>>{};
  figure("composition-a", comp_a);
  figure("composition-b", comp_b);
  figure("composition-result", composition(comp_a, comp_b));

  // Example 1: reshape a layout into a matrix, 20:2 o (5,4):(4,1).
  auto reshape_a = Layout<_20, _2>{};
  auto reshape_b = Layout<Shape<_5, _4>, Stride<_4, _1>>{};
  figure_row("reshape-a", reshape_a);
  figure("reshape-b", reshape_b);
  figure("reshape-result", composition(reshape_a, reshape_b));

  // Example 2: (10,2):(16,4) o (5,4):(1,5), static (CuTe's form) and dynamic (the same function).
  auto ex2_a = Layout<Shape<_10, _2>, Stride<_16, _4>>{};
  auto ex2_b = Layout<Shape<_5, _4>, Stride<_1, _5>>{};
  figure("composition2-a", ex2_a);
  figure("composition2-b", ex2_b);
  figure("composition2-result", composition(ex2_a, ex2_b));
  figure("composition2-result-dynamic",
         composition(make_layout(make_shape(10, 2), make_stride(16, 4)), make_layout(make_shape(5, 4), make_stride(1, 5))));

  // By-mode composition: a tiler <3:4, 8:2>, and a shape (3,8) as a tiler.
  auto bymode_a = make_layout(make_shape(12, make_shape(4, 8)), make_stride(59, make_stride(13, 1)));
  figure("bymode-a", bymode_a);
  figure("bymode-tiler", composition(bymode_a, make_tile(Layout<_3, _4>{}, Layout<_8, _2>{})));
  figure("bymode-shape", composition(bymode_a, make_shape(_3{}, _8{})));

  // Complement: each layout with its complement under 24 beside it.
  figure("complement-1", with_complement(Layout<_4, _1>{}, _24{}));
  figure("complement-2", with_complement(Layout<_6, _4>{}, _24{}));
  figure("complement-3", with_complement(Layout<Shape<_4, _6>, Stride<_1, _4>>{}, _24{}));
  figure("complement-4", with_complement(Layout<_4, _2>{}, _24{}));
  figure("complement-5", with_complement(Layout<Shape<_2, _4>, Stride<_1, _6>>{}, _24{}));
  figure("complement-6", with_complement(Layout<Shape<_2, _2>, Stride<_1, _6>>{}, _24{}));

  // Logical divide, 1-D: (4,2,3):(2,1,8) by 4:2.
  auto div1_a = Layout<Shape<_4, _2, _3>, Stride<_2, _1, _8>>{};
  figure_row("divide-1d-a", div1_a);
  figure("divide-1d-result", logical_divide(div1_a, Layout<_4, _2>{}));

  // Logical and zipped divide, 2-D: (9,(4,8)):(59,(13,1)) by <3:3, (2,4):(1,8)>.
  auto div2_a = Layout<Shape<_9, Shape<_4, _8>>, Stride<Int<59>, Stride<_13, _1>>>{};
  auto div2_tiler = make_tile(Layout<_3, _3>{}, Layout<Shape<_2, _4>, Stride<_1, _8>>{});
  figure("divide-2d-a", div2_a);
  figure("divide-2d-logical", logical_divide(div2_a, div2_tiler));
  figure("divide-2d-zipped", zipped_divide(div2_a, div2_tiler));

  // Logical product, 1-D: (2,2):(4,1) by 6:1, and by (4,2):(2,1).
  auto prod1_a = Layout<Shape<_2, _2>, Stride<_4, _1>>{};
  figure_row("product-1d-a", prod1_a);
  figure_row("product-1d-b", Layout<_6, _1>{});
  figure("product-1d-result", logical_product(prod1_a, Layout<_6, _1>{}));
  figure("product-1d-b2", Layout<Shape<_4, _2>, Stride<_2, _1>>{});
  figure("product-1d-result2", logical_product(prod1_a, Layout<Shape<_4, _2>, Stride<_2, _1>>{}));

  // Products, 2-D: a 2x5 row-major block over a 3x4 column-major arrangement, by a tiler, blocked, raked.
  auto prod2_a = Layout<Shape<_2, _5>, Stride<_5, _1>>{};
  auto prod2_b = Layout<Shape<_3, _4>, Stride<_1, _3>>{};
  figure("product-2d-a", prod2_a);
  figure("product-2d-b", prod2_b);
  figure("product-2d-logical", logical_product(prod2_a, make_tile(Layout<_3, _5>{}, Layout<_4, _6>{})));
  figure("product-2d-blocked", blocked_product(prod2_a, prod2_b));
  figure("product-2d-raked", raked_product(prod2_a, prod2_b));
}

void tensors_and_atoms() {
  // A swizzled layout: Swizzle<3,0,3> over an 8x8 row-major tile, row r permuted by c -> c xor r.
  figure("swizzle", composition(Swizzle<3, 0, 3>{}, Layout<Shape<_8, _8>, Stride<_8, _1>>{}));
  // A thread/value layout: 8 threads x 4 values over an 8x4 tile, each thread a row.
  figure("tv-layout", make_tv_picture(Layout<Shape<_8, _4>, Stride<_1, _8>>{}, make_shape(_8{}, _4{})));
  // The SM80 16x8x16 MMA atom, and a TiledCopy of 32 threads moving 4 halves each.
  figure("mma-sm80-16x8x16", MMA_Atom<SM80_16x8x16_F32F16F16F32_TN>{});
  figure("tiled-copy", make_tiled_copy(Copy_Atom<UniversalCopy<uint64_t>, half_t>{}, Layout<Shape<_8, _4>, Stride<_4, _1>>{},
                                       Layout<Shape<_1, _4>>{}));
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: draw_figures <folder>\n");
    return 2;
  }
  folder = argv[1];
  try {
    algebra();
    tensors_and_atoms();
  } catch (std::exception const& e) {
    std::fprintf(stderr, "figures: %s\n", e.what());
    return 1;
  }
  std::printf("figures: %d SVGs in %s\n", written, folder.c_str());
  return 0;
}

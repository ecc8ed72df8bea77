// cute/atom/print_atom_svg.hpp: the pictures of atoms, which to_svg/print_svg and to_html/print_html
// draw: a TiledMMA as CuTe's print_latex places it (C at the origin, A to its left, B above it, drawn
// k down the rows), each cell coloured by the thread that holds it and labelled T<t>V<v>; an MMA_Atom
// as its TiledMMA of one atom; a TiledCopy as its source and, to the right, its destination. Host only.
#pragma once
#include <cute/config.hpp>
#include <cute/atom/copy_atom.hpp>
#include <cute/atom/mma_atom.hpp>
#include <cute/layout.hpp>
#include <cute/print.hpp>

#if !defined(__CUDA_ARCH__)
#include <string>

namespace cute {

/// The A, B and C panels of a TiledMMA: (m,n) -> the thread and value of C that hold it, and so for
/// (m,k) of A and (n,k) of B.
CUTE_EXPORT template <class A, class L, class P>
picture make_picture(TiledMMA<A, L, P> const& mma) {
  int const M = int(tile_size<0>(mma)), N = int(tile_size<1>(mma)), K = int(tile_size<2>(mma));
  auto const c = mma.get_layoutC_TV();
  auto const a = mma.get_layoutA_TV();
  auto const b = mma.get_layoutB_TV();
  picture pic;
  pic.caption = {"TiledMMA " + to_string(mma.get_thr_layout_vmnk()) + ", tile " + std::to_string(M) + "x" + std::to_string(N) + "x" +
                     std::to_string(K),
                 "C (m,n): " + to_string(c), "A (m,k): " + to_string(a), "B (n,k): " + to_string(b)};
  auto pc = detail::tv_panel("C", c, M, N, "m", "n", false);
  pc.row_numbers = pc.col_numbers = false;  // A's row numbers and B's column numbers are C's
  auto pa = detail::tv_panel("A", a, M, K, "m", "k", false);
  pa.col0 = -K - 1;
  pa.row_numbers_col = -K - 2;
  pa.col_numbers_row = -1;
  auto pb = detail::tv_panel("B", b, N, K, "n", "k", true);
  pb.row0 = -K - 1;
  pb.row_numbers_col = -1;
  pb.col_numbers_row = -K - 2;
  pic.panels = {std::move(pc), std::move(pa), std::move(pb)};
  return pic;
}

/// An MMA_Atom is drawn as its TiledMMA of one atom.
CUTE_EXPORT template <class Op>
picture make_picture(MMA_Atom<Op> const& atom) {
  return make_picture(make_tiled_mma(atom));
}

/// The source (left) and destination (right) panels of a TiledCopy over its tile: (m,n) -> the
/// thread and value that read it, and that write it.
CUTE_EXPORT template <class A, class L, class T>
picture make_picture(TiledCopy<A, L, T> const&) {
  using Copy = TiledCopy<A, L, T>;
  auto const tile = product_each(T{});
  int const M = int(get<0>(tile)), N = int(get<1>(tile));
  auto const s = Copy::get_layoutS_TV();
  auto const d = Copy::get_layoutD_TV();
  picture pic;
  pic.caption = {"TiledCopy " + to_string(L{}) + " over the tile " + to_string(T{}), "S (m,n): " + to_string(s),
                 "D (m,n): " + to_string(d)};
  auto ps = detail::tv_panel("S", s, M, N, "m", "n", false);
  auto pd = detail::tv_panel("D", d, M, N, "m", "n", false);
  pd.col0 = N + 3;
  pd.row_numbers_col = 2 * N + 3;
  pic.panels = {std::move(ps), std::move(pd)};
  return pic;
}

}  // namespace cute
#endif

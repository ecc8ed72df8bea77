// cute/atom/print_atom.hpp: print of MMA_Atom, TiledMMA, Copy_Atom and TiledCopy (their layouts, in
// CuTe's words) and of a thread's ThrMMA/ThrCopy (its index, then the whole), and print_latex of a
// TiledMMA (C at the origin, A to its left, B above, each cell the thread and value that hold it)
// and of a TiledCopy (source, then destination), as CuTe draws them. Each has a Sink form
// (detail::write_*), printf on print()/print_latex(), to_string, a std::ostream overload and
// std::format on the host.
#pragma once
#include <cute/config.hpp>
#include <cute/atom/copy_atom.hpp>
#include <cute/atom/mma_atom.hpp>
#include <cute/layout.hpp>
#include <cute/print.hpp>
#include <cute/tensor.hpp>

namespace cute {
CUTE_EXPORT namespace detail {

template <class Sink>
CUTE_HOST_DEVICE void write_line(Sink& out, char const* label, auto const& x) {
  out(label);
  write(out, x);
  out("\n");
}

template <class Sink, class Op>
CUTE_HOST_DEVICE void write_atom(Sink& out, MMA_Atom<Op> const&) {
  using Atom = MMA_Atom<Op>;
  out("MMA_Atom\n");
  write_line(out, "  ThrID:      ", typename Atom::ThrID{});
  write_line(out, "  Shape_MNK:  ", typename Atom::Shape_MNK{});
  write_line(out, "  LayoutA_TV: ", typename Atom::LayoutA_TV{});
  write_line(out, "  LayoutB_TV: ", typename Atom::LayoutB_TV{});
  write_line(out, "  LayoutC_TV: ", typename Atom::LayoutC_TV{});
}
template <class Sink, class A, class L, class P>
CUTE_HOST_DEVICE void write_atom(Sink& out, TiledMMA<A, L, P> const& mma) {
  out("TiledMMA\n");
  write_line(out, "  ThrLayoutVMNK:  ", mma.get_thr_layout_vmnk());
  write_line(out, "  PermutationMNK: ", P{});
  write_atom(out, static_cast<A const&>(mma));
}
template <class Sink, class Op, class T>
CUTE_HOST_DEVICE void write_atom(Sink& out, Copy_Atom<Op, T> const&) {
  using Atom = Copy_Atom<Op, T>;
  out("Copy_Atom\n");
  write_line(out, "  ThrID:        ", typename Atom::ThrID{});
  write_line(out, "  ValLayoutSrc: ", typename Atom::ValLayoutSrc{});
  write_line(out, "  ValLayoutDst: ", typename Atom::ValLayoutDst{});
  write_line(out, "  ValLayoutRef: ", typename Atom::ValLayoutRef{});
  out("  ValueType:    ");
  write_int(out, sizeof_bits_v<T>);
  out("b\n");
}
template <class Sink, class A, class L, class T>
CUTE_HOST_DEVICE void write_atom(Sink& out, TiledCopy<A, L, T> const& copy) {
  out("TiledCopy\n");
  write_line(out, "  Tiler_MN:       ", T{});
  write_line(out, "  TiledLayout_TV: ", L{});
  write_atom(out, static_cast<A const&>(copy));
}

// One thread's view: its index (coordinate), then the whole TiledMMA/TiledCopy it slices.
template <class Sink, class Tiled, class V>
CUTE_HOST_DEVICE void write_atom(Sink& out, ThrMMA<Tiled, V> const& thr) {
  out("ThrMMA\n");
  write_line(out, "  Thr VMNK: ", thr.thr_vmnk_);
  write_atom(out, static_cast<Tiled const&>(thr));
}
template <class Sink, class Tiled, class I>
CUTE_HOST_DEVICE void write_atom(Sink& out, ThrCopy<Tiled, I> const& thr) {
  out("ThrCopy\n");
  write_line(out, "  ThrIdx: ", thr.thr_idx_);
  write_atom(out, Tiled{});
}

template <class T>
inline constexpr bool is_thr_copy_v = false;
template <class Tiled, class I>
inline constexpr bool is_thr_copy_v<ThrCopy<Tiled, I>> = true;

CUTE_HOST_DEVICE inline char const* tv_color(int t) {
  constexpr char const* colors[8] = {"{rgb,255:red,175;green,175;blue,255}", "{rgb,255:red,175;green,255;blue,175}",
                                     "{rgb,255:red,255;green,255;blue,175}", "{rgb,255:red,255;green,175;blue,175}",
                                     "{rgb,255:red,210;green,210;blue,255}", "{rgb,255:red,210;green,255;blue,210}",
                                     "{rgb,255:red,255;green,255;blue,210}", "{rgb,255:red,255;green,210;blue,210}"};
  return colors[t % 8];
}

// The cells of a (thread, value) -> index layout over an (rows, cols) column-major grid, each index
// drawn once (by its first thread and value), at (row + dx, col + dy).
template <class Sink, class TV>
CUTE_HOST void write_tv_cells(Sink& out, TV const& tv, int rows, int cols, int dx, int dy, bool transpose) {
  // A TV layout may reach past the tile (a TiledMMA with threads along K: CuTe's C layout then
  // walks N beyond it, and CuTe draws those cells past the grid): room for every index it reaches.
  std::size_t const cells = std::max(std::size_t(rows) * std::size_t(cols), std::size_t(cosize(tv)));
  bool* drawn = new bool[cells]();
  for (int t = 0; t < int(size<0>(tv)); ++t) {
    for (int v = 0; v < int(size<1>(tv)); ++v) {
      int const idx = int(tv(t, v));
      if (drawn[idx]) continue;
      drawn[idx] = true;
      int const r = idx % rows, c = idx / rows;
      int x = r + dx, y = c + dy;
      if (transpose) x = c + dx, y = r + dy;
      out("\\node[fill=");
      out(tv_color(t));
      out("] at (");
      write_int(out, x);
      out(",");
      write_int(out, y);
      out(") {\\shortstack{T");
      write_int(out, t);
      out(" \\\\ V");
      write_int(out, v);
      out("}};\n");
    }
  }
  delete[] drawn;
}

template <class Sink>
CUTE_HOST_DEVICE void write_grid(Sink& out, int x0, int y0, int x1, int y1) {
  out("\\draw[color=black,thick,shift={(-0.5,-0.5)}] (");
  write_int(out, x0);
  out(",");
  write_int(out, y0);
  out(") grid (");
  write_int(out, x1);
  out(",");
  write_int(out, y1);
  out(");\n\n");
}
template <class Sink>
CUTE_HOST_DEVICE void write_label(Sink& out, int x, int y, int value) {
  out("\\node at (");
  write_int(out, x);
  out(",");
  write_int(out, y);
  out(") {\\Large{\\texttt{");
  write_int(out, value);
  out("}}};\n");
}
template <class Sink>
CUTE_HOST_DEVICE void write_latex_header(Sink& out) {
  out("\\documentclass[convert]{standalone}\n"
      "\\usepackage{tikz}\n\n"
      "\\begin{document}\n"
      "\\begin{tikzpicture}[x={(0cm,-1cm)},y={(1cm,0cm)},every node/.style={minimum size=1cm, outer sep=0pt}]\n\n");
}

// print_latex's comment line of a TV layout, as CuTe's: the coordinates of the tile that it maps
// (thread, value) to, a coordinate tensor (`ArithTuple(_0,_0) o (..):(_1@0,..)`).
template <class Sink, class Tile, class TV>
CUTE_HOST void write_tv_comment(Sink& out, char const* label, Tile const& tile, TV const& tv) {
  out(label);
  auto const origin = make_inttuple_iter(repeat_like(tile, _0{}));  // (a TV layout of stride-0 modes has no basis)
  write_tensor_header(out, make_tensor(origin, composition(make_identity_layout(tile), tv)));
  out("\n");
}

template <class Sink, class A, class L, class P>
CUTE_HOST void write_latex(Sink& out, TiledMMA<A, L, P> const& mma) {
  int const M = int(tile_size<0>(mma)), N = int(tile_size<1>(mma)), K = int(tile_size<2>(mma));
  auto c = mma.get_layoutC_TV();
  auto a = mma.get_layoutA_TV();
  auto b = mma.get_layoutB_TV();
  write_tv_comment(out, "% LayoutC: ", make_shape(tile_size<0>(mma), tile_size<1>(mma)), c);
  write_tv_comment(out, "% LayoutA: ", make_shape(tile_size<0>(mma), tile_size<2>(mma)), a);
  write_tv_comment(out, "% LayoutB: ", make_shape(tile_size<1>(mma), tile_size<2>(mma)), b);
  write_latex_header(out);
  write_tv_cells(out, c, M, N, 0, 0, false);
  write_grid(out, 0, 0, M, N);
  write_tv_cells(out, a, M, K, 0, -K - 1, false);
  write_grid(out, 0, -K - 1, M, -1);
  for (int m = 0; m < M; ++m) write_label(out, m, -1 - K - 1, m);
  for (int k = 0; k < K; ++k) write_label(out, -1, k - K - 1, k);
  write_tv_cells(out, b, N, K, -K - 1, 0, true);  // (n, k) drawn at (k - K - 1, n)
  write_grid(out, -K - 1, 0, -1, N);
  for (int n = 0; n < N; ++n) write_label(out, -1 - K - 1, n, n);
  for (int k = 0; k < K; ++k) write_label(out, k - K - 1, -1, k);
  out("\\end{tikzpicture}\n\\end{document}\n");
}

template <class Sink, class A, class L, class T>
CUTE_HOST void write_latex(Sink& out, TiledCopy<A, L, T> const& copy) {
  using Copy = TiledCopy<A, L, T>;
  auto tile = product_each(T{});
  int const M = int(get<0>(tile)), N = int(get<1>(tile));
  auto s = Copy::get_layoutS_TV();
  auto d = Copy::get_layoutD_TV();
  (void)copy;
  write_tv_comment(out, "% Layout S TV: ", tile, s);
  write_tv_comment(out, "% Layout D TV: ", tile, d);
  write_latex_header(out);
  write_tv_cells(out, s, M, N, 0, 0, false);
  write_grid(out, 0, 0, M, N);
  for (int m = 0; m < M; ++m) write_label(out, m, -1, m);
  for (int n = 0; n < N; ++n) write_label(out, -1, n, n);
  write_tv_cells(out, d, M, N, 0, N + 3, false);
  write_grid(out, 0, N + 3, M, N + N + 3);
  for (int m = 0; m < M; ++m) write_label(out, m, N + N + 3, m);
  for (int n = 0; n < N; ++n) write_label(out, -1, n + N + 3, n);
  out("\\end{tikzpicture}\n\\end{document}\n");
}

template <class T>
inline constexpr bool is_printable_atom = is_mma_atom_v<T> || is_tiled_mma_v<T> || is_copy_atom_v<T> || is_thr_copy_v<T>;
}  // namespace detail

/// An MMA_Atom, TiledMMA, Copy_Atom or TiledCopy, or one thread's ThrMMA or ThrCopy.
CUTE_EXPORT template <class T>
concept printable_atom = detail::is_printable_atom<cute::detail::uncvref_t<T>>;

CUTE_EXPORT template <printable_atom T>
CUTE_HOST_DEVICE void print(T const& x) {
  detail::printf_sink out;
  detail::write_atom(out, x);
}
/// The TikZ picture of a TiledMMA (an MMA_Atom is drawn as its TiledMMA of one atom) or a TiledCopy
/// (host only).
CUTE_EXPORT template <printable_atom T>
  requires(!detail::is_thr_copy_v<T>)
CUTE_HOST void print_latex(T const& x) {
  detail::printf_sink out;
  if constexpr (is_mma_atom_v<T>) {
    detail::write_latex(out, make_tiled_mma(x));
  } else {
    detail::write_latex(out, x);
  }
}

/// The text of print(x), in both of nvcc's passes (see detail::ostream_sink).
CUTE_EXPORT template <printable_atom T>
std::ostream& operator<<(std::ostream& os, T const& x) {
  detail::ostream_sink out{os};
  detail::write_atom(out, x);
  return os;
}

#if !defined(__CUDA_ARCH__)
/// The text of print(x); operator<< and std::format give the same.
CUTE_EXPORT template <printable_atom T>
std::string to_string(T const& x) {
  std::string s;
  detail::string_sink out{s};
  detail::write_atom(out, x);
  return s;
}
CUTE_EXPORT template <printable_atom T>
  requires(!detail::is_thr_copy_v<T>)
void print_latex(std::ostream& os, T const& x) {
  detail::ostream_sink out{os};
  if constexpr (is_mma_atom_v<T>) {
    detail::write_latex(out, make_tiled_mma(x));
  } else {
    detail::write_latex(out, x);
  }
}
#endif

}  // namespace cute

#if CUTE_HAS_STD_FORMAT
template <class Op>
struct std::formatter<cute::MMA_Atom<Op>, char> : cute::detail::formatter_base {
  auto format(cute::MMA_Atom<Op> const& x, std::format_context& ctx) const { return format_text(x, ctx); }
};
template <class A, class L, class P>
struct std::formatter<cute::TiledMMA<A, L, P>, char> : cute::detail::formatter_base {
  auto format(cute::TiledMMA<A, L, P> const& x, std::format_context& ctx) const { return format_text(x, ctx); }
};
template <class Op, class T>
struct std::formatter<cute::Copy_Atom<Op, T>, char> : cute::detail::formatter_base {
  auto format(cute::Copy_Atom<Op, T> const& x, std::format_context& ctx) const { return format_text(x, ctx); }
};
template <class A, class L, class T>
struct std::formatter<cute::TiledCopy<A, L, T>, char> : cute::detail::formatter_base {
  auto format(cute::TiledCopy<A, L, T> const& x, std::format_context& ctx) const { return format_text(x, ctx); }
};
template <class Tiled, class V>
struct std::formatter<cute::ThrMMA<Tiled, V>, char> : cute::detail::formatter_base {
  auto format(cute::ThrMMA<Tiled, V> const& x, std::format_context& ctx) const { return format_text(x, ctx); }
};
template <class Tiled, class I>
struct std::formatter<cute::ThrCopy<Tiled, I>, char> : cute::detail::formatter_base {
  auto format(cute::ThrCopy<Tiled, I> const& x, std::format_context& ctx) const { return format_text(x, ctx); }
};
#endif

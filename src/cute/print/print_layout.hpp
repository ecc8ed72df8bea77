// cute/print/print_layout.hpp: print_layout, the bordered table of a rank-1 or rank-2 layout: the
// layout on the first line, column numbers, then one row of indices per row coordinate.
#pragma once
#include <cute/config.hpp>
#include <cute/layout.hpp>
#include <cute/print/print.hpp>

namespace cute {
CUTE_EXPORT namespace detail {

// A rank-1 layout is drawn as a single column.
template <class A, class O, class B>
CUTE_HOST_DEVICE constexpr auto as_matrix(ComposedLayout<A, O, B> const& l) {
  static_assert(rank_v<decltype(l.layout_b().shape())> == 2, "print_layout/print_latex: a composed layout must have rank 2");
  return l;
}
template <class S, class D>
CUTE_HOST_DEVICE constexpr auto as_matrix(Layout<S, D> const& l) {
  static_assert(rank_v<S> <= 2 || !tuple_type<S>, "print_layout/print_latex: the layout must have rank 1 or 2");
  if constexpr (tuple_type<S> && rank_v<S> == 2) {
    return l;
  } else {
    return make_layout(l, make_layout(_1{}, _0{}));
  }
}

CUTE_HOST_DEVICE constexpr int digits(long long x) {
  int n = x < 0 ? 2 : 1;
  for (x = x < 0 ? -x : x; x >= 10; x /= 10) ++n;
  return n;
}

template <class Sink, class L>
CUTE_HOST_DEVICE void write_layout_table(Sink& out, L const& layout) {
  auto l = as_matrix(layout);
  int const rows = int(size<0>(l)), cols = int(size<1>(l));
  int const width = digits(cosize(l));  // the widest index
  auto border = [&] {
    out("    ");
    for (int n = 0; n < cols; ++n) {
      out("+");
      for (int k = 0; k < width + 2; ++k) out("-");
    }
    out("+\n");
  };
  write(out, layout);
  out("\n    ");
  for (int n = 0; n < cols; ++n) {
    out("  ");
    write_int(out, n, width);
    out(" ");
  }
  out("\n");
  for (int m = 0; m < rows; ++m) {
    border();
    write_int(out, m, 2);
    out("  ");
    for (int n = 0; n < cols; ++n) {
      out("| ");
      write_int(out, static_cast<long long>(l(m, n)), width);
      out(" ");
    }
    out("|\n");
  }
  border();
}

}  // namespace detail

/// A Layout or a ComposedLayout: what print_layout and print_latex draw.
CUTE_EXPORT template <class L>
concept drawable_layout = layout_type<L> || composed_layout_type<L>;

/// Prints the table of a rank-1 or rank-2 layout to stdout (host or device).
CUTE_EXPORT template <drawable_layout L>
CUTE_HOST_DEVICE void print_layout(L const& layout) {
  detail::printf_sink out;
  detail::write_layout_table(out, layout);
}

#if !defined(__CUDA_ARCH__)
/// Writes the table of a rank-1 or rank-2 layout to a stream.
CUTE_EXPORT template <drawable_layout L>
void print_layout(std::ostream& os, L const& layout) {
  detail::ostream_sink out{os};
  detail::write_layout_table(out, layout);
}
#endif

}  // namespace cute

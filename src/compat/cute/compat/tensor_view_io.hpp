// cute/compat/tensor_view_io.hpp (porting aid for CUTLASS's cutlass/util/tensor_view_io.h): writes a
// host TensorView to a stream as CUTLASS does: the last mode's elements separated by ", ", rows by
// ",\n", higher modes' blocks by ",\n\n"; each element in the stream's width (its width on entry),
// 8-bit integers as numbers, the narrow floating-point types as float.
#pragma once
#include <cute/compat/standard_headers.hpp>  // CUTLASS's header brings them (<vector>, <iostream>, ...)
#include <cute/compat/tensor_ref.hpp>

#include <cstdint>
#include <ostream>
#include <type_traits>

namespace cutlass {

namespace detail {

/// How an element is written: 8-bit integers as numbers, narrow floating-point types as float.
template <class Element>
auto printable(Element const& x) {
  if constexpr (std::is_same_v<Element, std::int8_t> || std::is_same_v<Element, std::uint8_t> || std::is_same_v<Element, char>) {
    return int(x);
  } else if constexpr (std::is_arithmetic_v<Element>) {
    return x;
  } else {
    return float(x);
  }
}

/// Writes the block of the view at coord's leading coordinates, from mode `dim` on.
template <class Element, class Layout>
void write_modes(std::ostream& out, TensorView<Element, Layout> const& view, typename Layout::TensorCoord coord, int dim,
                 std::streamsize width) {
  for (int i = 0; i < view.extent(dim); ++i) {
    coord[dim] = i;
    if (dim + 1 == Layout::kRank) {
      if (i) {
        out.width(0);
        out << ", ";
      }
      out.width(width);
      out << printable(view.at(coord));
    } else {
      if (i) {
        out << (dim + 2 == Layout::kRank ? ",\n" : ",\n\n");
      }
      write_modes(out, view, coord, dim + 1, width);
    }
  }
}

}  // namespace detail

template <class Element, class Layout>
std::ostream& TensorViewWrite(std::ostream& out, TensorView<Element, Layout> const& view) {
  std::streamsize const width = out.width();
  typename Layout::TensorCoord origin{};
  for (int dim = 0; dim < Layout::kRank; ++dim) {
    origin[dim] = 0;
  }
  detail::write_modes(out, view, origin, 0, width);
  return out;
}

template <class Element, class Layout>
std::ostream& operator<<(std::ostream& out, TensorView<Element, Layout> const& view) {
  return TensorViewWrite(out, view);
}

}  // namespace cutlass

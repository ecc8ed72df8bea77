// cute/compat/matrix_layout.hpp (porting aid for CUTLASS 2.x's cutlass/layout/layout.h,
// cutlass/layout/matrix.h and cutlass/matrix_coord.h): the row- and column-major matrix layout tags
// CuTe kernels name (FlashAttention's kernel traits include the header; kernels pass the tags to
// choose an operand's major mode), with CUTLASS's members: a leading dimension (stride), the offset
// of a (row, column) coordinate, packed(extent) and capacity(extent). Not the interleaved, pitch-linear
// or tensor (NHWC, ...) layouts of CUTLASS 2.x.
#pragma once
#include <cute/compat/standard_headers.hpp>  // CUTLASS's header brings them (its numeric types)
#include <cute/compat/coord.hpp>
#include <cute/compat/cutlass.hpp>
#include <cute/compat/numeric_types.hpp>  // CUTLASS's matrix.h brings half_t and its kin

#include <cstdint>

namespace cutlass {

/// A (row, column) coordinate of a matrix.
struct MatrixCoord {
  using Index = int;
  Index row_ = 0;
  Index column_ = 0;

  constexpr MatrixCoord() = default;
  CUTE_HOST_DEVICE constexpr MatrixCoord(Index row, Index column) : row_(row), column_(column) {}
  /// From CUTLASS's Coord<2> (make_Coord(rows, columns)), of which CUTLASS's MatrixCoord is one.
  template <class I, class L>
  CUTE_HOST_DEVICE constexpr MatrixCoord(Coord<2, I, L> const& coord) : row_(Index(coord[0])), column_(Index(coord[1])) {}
  /// From 64-bit extents (`HostTensor<T, RowMajor> A({M, K})` with int64_t M and K), as CUTLASS's.
  CUTE_HOST_DEVICE constexpr MatrixCoord(std::int64_t row, std::int64_t column) : row_(Index(row)), column_(Index(column)) {}
  CUTE_HOST_DEVICE constexpr Index row() const { return row_; }
  CUTE_HOST_DEVICE constexpr Index column() const { return column_; }
  CUTE_HOST_DEVICE constexpr Index& row() { return row_; }
  CUTE_HOST_DEVICE constexpr Index& column() { return column_; }
  /// CUTLASS's Coord<2> access: [0] is the row, [1] the column (a view's extent(dim), contains).
  CUTE_HOST_DEVICE constexpr Index operator[](int dim) const { return dim == 0 ? row_ : column_; }
  CUTE_HOST_DEVICE constexpr Index& operator[](int dim) { return dim == 0 ? row_ : column_; }
  CUTE_HOST_DEVICE constexpr Index at(int dim) const { return (*this)[dim]; }
  CUTE_HOST_DEVICE constexpr Index& at(int dim) { return (*this)[dim]; }
  /// The number of elements of a matrix of this extent.
  CUTE_HOST_DEVICE constexpr std::int64_t product() const { return std::int64_t(row_) * column_; }
  CUTE_HOST_DEVICE friend constexpr MatrixCoord operator+(MatrixCoord a, MatrixCoord b) {
    return {a.row_ + b.row_, a.column_ + b.column_};
  }
  CUTE_HOST_DEVICE friend constexpr MatrixCoord operator-(MatrixCoord a, MatrixCoord b) {
    return {a.row_ - b.row_, a.column_ - b.column_};
  }
  CUTE_HOST_DEVICE friend constexpr bool operator==(MatrixCoord a, MatrixCoord b) {
    return a.row_ == b.row_ && a.column_ == b.column_;
  }
};

namespace layout {

namespace detail {
// A matrix layout with one stride: RowMajor_ picks which of row and column it multiplies.
template <bool RowMajor_>
class leading_dimension_layout {
 public:
  static constexpr int kRank = 2;
  static constexpr int kStrideRank = 1;
  using Index = std::int32_t;
  using LongIndex = std::int64_t;
  using TensorCoord = MatrixCoord;

  /// CUTLASS's one-element Stride: stride()[0] (or stride(0)) is the leading dimension.
  struct Stride {
    using Index = LongIndex;
    LongIndex value[1];
    CUTE_HOST_DEVICE constexpr LongIndex& operator[](int) { return value[0]; }
    CUTE_HOST_DEVICE constexpr LongIndex operator[](int) const { return value[0]; }
    CUTE_HOST_DEVICE constexpr LongIndex& at(int) { return value[0]; }
    CUTE_HOST_DEVICE constexpr LongIndex at(int) const { return value[0]; }
  };

  CUTE_HOST_DEVICE constexpr leading_dimension_layout(LongIndex ldm = 0) : stride_{{ldm}} {}
  CUTE_HOST_DEVICE constexpr leading_dimension_layout(Stride stride) : stride_(stride) {}

  /// The offset of (row, column).
  CUTE_HOST_DEVICE constexpr LongIndex operator()(MatrixCoord const& c) const {
    return RowMajor_ ? LongIndex(c.row()) * stride_[0] + c.column() : LongIndex(c.column()) * stride_[0] + c.row();
  }
  /// The coordinate of an offset.
  CUTE_HOST_DEVICE constexpr MatrixCoord inverse(LongIndex offset) const {
    Index const major = Index(offset / stride_[0]), minor = Index(offset - major * stride_[0]);
    return RowMajor_ ? MatrixCoord(major, minor) : MatrixCoord(minor, major);
  }
  CUTE_HOST_DEVICE constexpr Stride stride() const { return stride_; }
  CUTE_HOST_DEVICE constexpr Stride& stride() { return stride_; }
  CUTE_HOST_DEVICE constexpr LongIndex stride(int) const { return stride_[0]; }
  CUTE_HOST_DEVICE constexpr LongIndex& stride(int) { return stride_[0]; }
  /// The elements a matrix of this extent spans.
  CUTE_HOST_DEVICE constexpr LongIndex capacity(MatrixCoord const& extent) const {
    return RowMajor_ ? LongIndex(extent.row()) * stride_[0] : LongIndex(extent.column()) * stride_[0];
  }

 private:
  Stride stride_;
};
}  // namespace detail

/// Row-major: (row, column) at row * ldm + column; packed(extent) has ldm = the columns.
class RowMajor : public detail::leading_dimension_layout<true> {
 public:
  using leading_dimension_layout::leading_dimension_layout;
  CUTE_HOST_DEVICE static constexpr RowMajor packed(MatrixCoord const& extent) { return RowMajor(extent.column()); }
};
/// Column-major: (row, column) at column * ldm + row; packed(extent) has ldm = the rows.
class ColumnMajor : public detail::leading_dimension_layout<false> {
 public:
  using leading_dimension_layout::leading_dimension_layout;
  CUTE_HOST_DEVICE static constexpr ColumnMajor packed(MatrixCoord const& extent) { return ColumnMajor(extent.row()); }
};

}  // namespace layout
}  // namespace cutlass

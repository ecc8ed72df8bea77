// cute/compat/tensor_op_layout.hpp (porting aid for CUTLASS 2.x's cutlass/layout/layout.h and
// cutlass/layout/tensor_op_multiplicand_sm75.h): the swizzled shared-memory layouts of CUTLASS 2.x's
// tensor-core operands, TensorOpMultiplicand{Congruous,Crosswise} and their ColumnMajor/RowMajor
// forms, as offset functions of a coordinate with CUTLASS's members (packed, stride, capacity). CuTe's
// own test (layout_operator.cu) checks them against CuTe swizzled layouts, which is what CuTe code
// uses instead. Not their inverse(), nor the interleaved layouts.
#pragma once
#include <cute/compat/matrix_layout.hpp>

#include <cstdint>
#include <type_traits>

namespace cutlass {
namespace layout {

/// A (contiguous, strided) coordinate of a pitch-linear matrix.
struct PitchLinearCoord {
  using Index = int;
  Index contiguous_ = 0;
  Index strided_ = 0;

  constexpr PitchLinearCoord() = default;
  CUTE_HOST_DEVICE constexpr PitchLinearCoord(Index contiguous, Index strided) : contiguous_(contiguous), strided_(strided) {}
  CUTE_HOST_DEVICE constexpr Index contiguous() const { return contiguous_; }
  CUTE_HOST_DEVICE constexpr Index strided() const { return strided_; }
  CUTE_HOST_DEVICE constexpr Index operator[](int i) const { return i == 0 ? contiguous_ : strided_; }
  CUTE_HOST_DEVICE constexpr Index& operator[](int i) { return i == 0 ? contiguous_ : strided_; }
  CUTE_HOST_DEVICE constexpr Index at(int i) const { return (*this)[i]; }
  CUTE_HOST_DEVICE constexpr std::int64_t product() const { return std::int64_t(contiguous_) * strided_; }
  CUTE_HOST_DEVICE friend constexpr bool operator==(PitchLinearCoord a, PitchLinearCoord b) {
    return a.contiguous_ == b.contiguous_ && a.strided_ == b.strided_;
  }
  CUTE_HOST_DEVICE friend constexpr PitchLinearCoord operator+(PitchLinearCoord a, PitchLinearCoord b) {
    return {a.contiguous_ + b.contiguous_, a.strided_ + b.strided_};
  }
  CUTE_HOST_DEVICE friend constexpr PitchLinearCoord operator-(PitchLinearCoord a, PitchLinearCoord b) {
    return {a.contiguous_ - b.contiguous_, a.strided_ - b.strided_};
  }
};

namespace detail {

// The tensor-op operand layout of CUTLASS 2.x on a pitch-linear matrix of ElementSize-bit elements.
// Elements move in 128-bit vectors; 8 vectors (one 128-byte shared-memory line) make a row of a tile.
// When Crosswise (the contiguous extent the operand is read along) is shorter than a line, Factor
// strided rows share one line. In a tile, vectors are XOR-permuted within 4x4 partitions and the
// partitions of a row pair swap, so that the 8 rows ldmatrix reads hit distinct banks.
template <int ElementSize, int Crosswise>
struct tensor_op_multiplicand {
  static constexpr int kAccessSize = 128;
  static constexpr int kElementSize = ElementSize;
  static constexpr int kElementsPerAccess = kAccessSize / ElementSize;
  static constexpr int kCrosswise = Crosswise;
  static constexpr int kTileShapeContiguous = 8;  // vectors of a 128-byte line
  static constexpr int kFactor = kTileShapeContiguous * kElementsPerAccess / Crosswise;
  static_assert(kFactor > 0, "TensorOpMultiplicand: Crosswise must not exceed one 128-byte shared-memory line");
  static constexpr int kTileShapeStride = kTileShapeContiguous / kFactor > 4 ? kTileShapeContiguous / kFactor : 4;

  CUTE_HOST_DEVICE static constexpr std::int64_t offset(int contiguous, int strided, std::int64_t ldm) {
    constexpr int line_vectors = kTileShapeContiguous / kFactor;  // vectors of one strided row in a line
    int const vector = contiguous / kElementsPerAccess;
    int const row = strided / kFactor;  // the line's row
    int const tile_column = vector / line_vectors;
    int const in_line = vector % line_vectors + (strided % kFactor) * line_vectors;
    int const in_tile_row = row % kTileShapeStride;
    int const partition = (in_line / 4) ^ ((in_tile_row / 4) % 2);
    int const in_partition = (in_line % 4) ^ (in_tile_row % 4);
    int const column = (tile_column * kTileShapeContiguous + partition * 4 + in_partition) * kElementsPerAccess +
                       contiguous % kElementsPerAccess;
    return column + std::int64_t(row) * ldm * kFactor;
  }
};

// The congruous layout of 32-bit elements: 4 strided rows of 32 elements (8 vectors) make a tile,
// row s of it XOR-permuting its vectors by 2s.
template <int Crosswise>
struct tensor_op_multiplicand_tf32 {
  static constexpr int kAccessSize = 128;
  static constexpr int kElementSize = 32;
  static constexpr int kElementsPerAccess = 4;
  static constexpr int kCrosswise = Crosswise;
  static constexpr int kFactor = 1;

  CUTE_HOST_DEVICE static constexpr std::int64_t offset(int contiguous, int strided, std::int64_t ldm) {
    int const row = strided % 4;
    int const vector = (contiguous % 32) / kElementsPerAccess;
    return (vector ^ (2 * row)) * kElementsPerAccess + contiguous % kElementsPerAccess + (contiguous / 32) * 32 +
           (row + (strided / 4) * 4) * ldm;
  }
};

// One of the layouts: Rule gives the offset of (contiguous, strided); Major says which of a matrix
// coordinate's row and column is the contiguous one (none: the pitch-linear form).
enum class major { pitch_linear, column, row };

template <class Rule, major Major>
class tensor_op_layout : public Rule {
 public:
  static constexpr int kRank = 2;
  static constexpr int kStrideRank = 1;
  using Index = std::int32_t;
  using LongIndex = std::int64_t;
  using TensorCoord = std::conditional_t<Major == major::pitch_linear, PitchLinearCoord, MatrixCoord>;
  using Stride = typename leading_dimension_layout<true>::Stride;

  CUTE_HOST_DEVICE constexpr tensor_op_layout(LongIndex ldm = 0) : stride_{{ldm}} {}
  CUTE_HOST_DEVICE constexpr tensor_op_layout(Stride stride) : stride_(stride) {}

  /// The layout of a packed matrix of this extent: ldm is its contiguous extent.
  CUTE_HOST_DEVICE static constexpr tensor_op_layout packed(TensorCoord const& extent) {
    return tensor_op_layout(contiguous_of(extent));
  }
  /// The offset of a coordinate.
  CUTE_HOST_DEVICE constexpr LongIndex operator()(TensorCoord const& c) const {
    return Rule::offset(contiguous_of(c), strided_of(c), stride_[0]);
  }
  CUTE_HOST_DEVICE constexpr Stride stride() const { return stride_; }
  CUTE_HOST_DEVICE constexpr Stride& stride() { return stride_; }
  /// The elements a matrix of this extent spans.
  CUTE_HOST_DEVICE constexpr LongIndex capacity(TensorCoord const& extent) const {
    return LongIndex(strided_of(extent)) * stride_[0];
  }

 private:
  CUTE_HOST_DEVICE static constexpr int contiguous_of(TensorCoord const& c) {
    if constexpr (Major == major::pitch_linear) return c.contiguous();
    else if constexpr (Major == major::column) return c.row();
    else return c.column();
  }
  CUTE_HOST_DEVICE static constexpr int strided_of(TensorCoord const& c) {
    if constexpr (Major == major::pitch_linear) return c.strided();
    else if constexpr (Major == major::column) return c.column();
    else return c.row();
  }
  Stride stride_;
};

template <int ElementSize, int Crosswise>
using congruous_rule = std::conditional_t<ElementSize == 32, tensor_op_multiplicand_tf32<Crosswise>,
                                          tensor_op_multiplicand<ElementSize, Crosswise>>;
}  // namespace detail

template <int ElementSize, int Crosswise>
using TensorOpMultiplicand =
    detail::tensor_op_layout<detail::tensor_op_multiplicand<ElementSize, Crosswise>, detail::major::pitch_linear>;
template <int ElementSize, int Crosswise>
using TensorOpMultiplicandCongruous =
    detail::tensor_op_layout<detail::congruous_rule<ElementSize, Crosswise>, detail::major::pitch_linear>;
template <int ElementSize, int Crosswise>
using ColumnMajorTensorOpMultiplicandCongruous =
    detail::tensor_op_layout<detail::congruous_rule<ElementSize, Crosswise>, detail::major::column>;
template <int ElementSize, int Crosswise>
using RowMajorTensorOpMultiplicandCongruous =
    detail::tensor_op_layout<detail::congruous_rule<ElementSize, Crosswise>, detail::major::row>;
template <int ElementSize, int Crosswise>
using TensorOpMultiplicandCrosswise =
    detail::tensor_op_layout<detail::tensor_op_multiplicand<ElementSize, Crosswise>, detail::major::pitch_linear>;
template <int ElementSize, int Crosswise>
using ColumnMajorTensorOpMultiplicandCrosswise =
    detail::tensor_op_layout<detail::tensor_op_multiplicand<ElementSize, Crosswise>, detail::major::column>;
template <int ElementSize, int Crosswise>
using RowMajorTensorOpMultiplicandCrosswise =
    detail::tensor_op_layout<detail::tensor_op_multiplicand<ElementSize, Crosswise>, detail::major::row>;

}  // namespace layout
}  // namespace cutlass

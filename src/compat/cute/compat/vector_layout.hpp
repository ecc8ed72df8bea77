// cute/compat/vector_layout.hpp (porting aid for CUTLASS's cutlass/layout/vector.h):
// cutlass::layout::PackedVectorLayout, the rank-1 layout of a contiguous vector (element i at offset
// i), whose HostTensors CUTLASS's example programs use for scale factors and flat blocks
// (`HostTensor<T, PackedVectorLayout> block; block.reset(make_Coord(n))`).
#pragma once
#include <cute/compat/coord.hpp>

#include <cstdint>

namespace cutlass::layout {

class PackedVectorLayout {
 public:
  static constexpr int kRank = 1;
  static constexpr int kStrideRank = 1;
  using Index = std::int32_t;
  using LongIndex = std::int64_t;
  using TensorCoord = Coord<kRank, Index>;
  using Stride = Coord<kStrideRank, Index>;

  CUTE_HOST_DEVICE static constexpr PackedVectorLayout packed(TensorCoord const&) { return {}; }
  CUTE_HOST_DEVICE constexpr LongIndex operator()(TensorCoord const& coord) const { return coord[0]; }
  /// Unit stride.
  CUTE_HOST_DEVICE constexpr Stride stride() const { return Stride(1); }
  CUTE_HOST_DEVICE constexpr LongIndex capacity(TensorCoord const& extent) const { return extent[0]; }
};

}  // namespace cutlass::layout

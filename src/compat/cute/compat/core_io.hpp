// cute/compat/core_io.hpp (porting aid for CUTLASS's cutlass/core_io.h): stream output of CUTLASS's
// core types as CUTLASS writes them: dim3 ("x, y, z"), cudaError_t (its string), cutlass::Array and
// the coordinates Coord, MatrixCoord and PitchLinearCoord (elements separated by ", "), GemmCoord
// ("cutlass::gemm::GemmCoord {m,n,k}"), and ScalarIO<T> (8-bit integers as numbers). The narrow
// numeric types (half_t, ...) stream as their float already. Not the shapes, matrices, quaternions or
// convolution problem sizes.
#pragma once
#include <cute/compat/array.hpp>
#include <cute/compat/coord.hpp>
#include <cute/compat/gemm_coord.hpp>
#include <cute/compat/matrix_layout.hpp>
#include <cute/compat/numeric_types.hpp>
#include <cute/compat/standard_headers.hpp>
#include <cute/compat/tensor_op_layout.hpp>

#include <cstdint>
#include <cuda_runtime_api.h>
#include <ostream>

inline std::ostream& operator<<(std::ostream& out, dim3 d) { return out << d.x << ", " << d.y << ", " << d.z; }
inline std::ostream& operator<<(std::ostream& out, cudaError_t error) { return out << cudaGetErrorString(error); }

namespace cutlass {

template <class Element, int N, bool RegisterSized>
std::ostream& operator<<(std::ostream& out, Array<Element, N, RegisterSized> const& array) {
  for (int i = 0; i < N; ++i) {
    out << (i ? ", " : "") << array[i];
  }
  return out;
}

template <int Rank, class Index, class LongIndex>
std::ostream& operator<<(std::ostream& out, Coord<Rank, Index, LongIndex> const& coord) {
  for (int i = 0; i < Rank; ++i) {
    out << (i ? ", " : "") << coord[i];
  }
  return out;
}

inline std::ostream& operator<<(std::ostream& out, MatrixCoord const& coord) { return out << coord.row() << ", " << coord.column(); }

namespace layout {
inline std::ostream& operator<<(std::ostream& out, PitchLinearCoord const& coord) {
  return out << coord.contiguous() << ", " << coord.strided();
}
}  // namespace layout

namespace gemm {
inline std::ostream& operator<<(std::ostream& out, GemmCoord const& coord) {
  return out << "cutlass::gemm::GemmCoord {" << coord.m() << "," << coord.n() << "," << coord.k() << "}";
}
}  // namespace gemm

/// A value written as a number (8-bit integers too, which streams write as characters).
template <class T>
struct ScalarIO {
  T value;
  ScalarIO() = default;
  ScalarIO(T v) : value(v) {}
};
template <class T>
std::ostream& operator<<(std::ostream& out, ScalarIO<T> const& scalar) {
  if constexpr (std::is_same_v<T, std::int8_t>) {
    return out << int(scalar.value);
  } else if constexpr (std::is_same_v<T, std::uint8_t>) {
    return out << unsigned(scalar.value);
  } else {
    return out << scalar.value;
  }
}

}  // namespace cutlass

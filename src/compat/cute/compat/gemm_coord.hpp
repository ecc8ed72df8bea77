// cute/compat/gemm_coord.hpp (porting aid for CUTLASS's cutlass/gemm_coord.h): cutlass::gemm::GemmCoord,
// the (m, n, k) extent of a GEMM problem that CUTLASS 2.x's reference GEMM takes, with the matrix
// extents of its operands (mk() for A, kn() for B, mn() for C). Not GemmShape nor BatchedGemmCoord.
#pragma once
#include <cute/compat/matrix_layout.hpp>

#include <cstdint>

namespace cutlass::gemm {

struct GemmCoord {
  using Index = int;
  using LongIndex = std::int64_t;
  static constexpr int kRank = 3;

  constexpr GemmCoord() = default;
  CUTE_HOST_DEVICE constexpr GemmCoord(Index m, Index n, Index k) : extent_{m, n, k} {}

  CUTE_HOST_DEVICE constexpr Index m() const { return extent_[0]; }
  CUTE_HOST_DEVICE constexpr Index n() const { return extent_[1]; }
  CUTE_HOST_DEVICE constexpr Index k() const { return extent_[2]; }
  CUTE_HOST_DEVICE constexpr Index& m() { return extent_[0]; }
  CUTE_HOST_DEVICE constexpr Index& n() { return extent_[1]; }
  CUTE_HOST_DEVICE constexpr Index& k() { return extent_[2]; }
  CUTE_HOST_DEVICE constexpr Index operator[](int dim) const { return extent_[dim]; }
  CUTE_HOST_DEVICE constexpr Index& operator[](int dim) { return extent_[dim]; }
  CUTE_HOST_DEVICE constexpr Index at(int dim) const { return extent_[dim]; }

  /// The extents of the operands: A is (m, k), B (k, n), C and D (m, n); and their transposes.
  CUTE_HOST_DEVICE constexpr MatrixCoord mk() const { return {m(), k()}; }
  CUTE_HOST_DEVICE constexpr MatrixCoord km() const { return {k(), m()}; }
  CUTE_HOST_DEVICE constexpr MatrixCoord kn() const { return {k(), n()}; }
  CUTE_HOST_DEVICE constexpr MatrixCoord nk() const { return {n(), k()}; }
  CUTE_HOST_DEVICE constexpr MatrixCoord mn() const { return {m(), n()}; }
  CUTE_HOST_DEVICE constexpr MatrixCoord nm() const { return {n(), m()}; }
  /// m * n * k: the multiply-adds of the problem.
  CUTE_HOST_DEVICE constexpr LongIndex product() const { return LongIndex(m()) * n() * k(); }

  CUTE_HOST_DEVICE friend constexpr bool operator==(GemmCoord const& a, GemmCoord const& b) {
    return a.m() == b.m() && a.n() == b.n() && a.k() == b.k();
  }
  CUTE_HOST_DEVICE friend constexpr GemmCoord operator+(GemmCoord const& a, GemmCoord const& b) {
    return {a.m() + b.m(), a.n() + b.n(), a.k() + b.k()};
  }
  CUTE_HOST_DEVICE friend constexpr GemmCoord operator-(GemmCoord const& a, GemmCoord const& b) {
    return {a.m() - b.m(), a.n() - b.n(), a.k() - b.k()};
  }

 private:
  Index extent_[3] = {0, 0, 0};
};

}  // namespace cutlass::gemm

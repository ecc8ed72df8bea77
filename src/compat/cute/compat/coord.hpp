// cute/compat/coord.hpp (porting aid for CUTLASS's cutlass/coord.h): cutlass::Coord<Rank, Index,
// LongIndex>, CUTLASS 2.x's fixed-rank integer coordinate (extents of HostTensors and views of rank-1
// and rank-2 layouts), with its element-wise arithmetic, comparisons (all elements), dot, sum,
// product, clamp, slice, and make_Coord of 1 to 4 values.
#pragma once
#include <cute/config.hpp>

#include <cstdint>
#include <type_traits>

namespace cutlass {

template <int Rank_, class Index_ = int, class LongIndex_ = std::int64_t>
struct Coord {
  static_assert(Rank_ > 0, "cutlass::Coord: the rank is positive");
  static constexpr int kRank = Rank_;
  using Index = Index_;
  using LongIndex = LongIndex_;

  Index idx[kRank];

  /// Every element `value` (0 by default).
  CUTE_HOST_DEVICE constexpr explicit Coord(Index value = Index(0)) : idx{} {
    for (int i = 0; i < kRank; ++i) {
      idx[i] = value;
    }
  }
  CUTE_HOST_DEVICE constexpr Coord(Index const (&values)[kRank]) : idx{} {
    for (int i = 0; i < kRank; ++i) {
      idx[i] = values[i];
    }
  }
  /// From a coordinate of the same rank and other integer types.
  template <class I, class L>
  CUTE_HOST_DEVICE constexpr Coord(Coord<kRank, I, L> other) : idx{} {
    for (int i = 0; i < kRank; ++i) {
      idx[i] = Index(other[i]);
    }
  }

  /// Slice elements [start, start + Slice), `identity` past the end.
  template <int Slice>
  CUTE_HOST_DEVICE constexpr Coord<Slice, Index, LongIndex> slice(int start = 0, Index identity = 0) const {
    Coord<Slice, Index, LongIndex> result(identity);
    for (int i = 0; i < Slice && start + i < kRank; ++i) {
      result[i] = idx[start + i];
    }
    return result;
  }
  /// The position of the smallest (largest) element, the first of equals.
  CUTE_HOST_DEVICE constexpr int min_dim_index() const {
    int best = 0;
    for (int i = 1; i < kRank; ++i) {
      best = idx[i] < idx[best] ? i : best;
    }
    return best;
  }
  CUTE_HOST_DEVICE constexpr int max_dim_index() const {
    int best = 0;
    for (int i = 1; i < kRank; ++i) {
      best = idx[best] < idx[i] ? i : best;
    }
    return best;
  }
  /// True when some element is nonzero.
  CUTE_HOST_DEVICE constexpr explicit operator bool() const {
    for (int i = 0; i < kRank; ++i) {
      if (idx[i]) {
        return true;
      }
    }
    return false;
  }
  CUTE_HOST_DEVICE constexpr bool operator!() const { return !bool(*this); }

  CUTE_HOST_DEVICE constexpr Index& operator[](int dim) { return idx[dim]; }
  CUTE_HOST_DEVICE constexpr Index const& operator[](int dim) const { return idx[dim]; }
  CUTE_HOST_DEVICE constexpr Index& at(int dim) { return idx[dim]; }
  CUTE_HOST_DEVICE constexpr Index const& at(int dim) const { return idx[dim]; }
  template <int Dim>
  CUTE_HOST_DEVICE constexpr Index& at() {
    return idx[Dim];
  }
  template <int Dim>
  CUTE_HOST_DEVICE constexpr Index const& at() const {
    return idx[Dim];
  }

  // Element-wise arithmetic.
  CUTE_HOST_DEVICE constexpr Coord& operator+=(Coord const& b) { return apply<'+'>(b); }
  CUTE_HOST_DEVICE constexpr Coord& operator-=(Coord const& b) { return apply<'-'>(b); }
  CUTE_HOST_DEVICE constexpr Coord& operator*=(Coord const& b) { return apply<'*'>(b); }
  CUTE_HOST_DEVICE constexpr Coord& operator/=(Coord const& b) { return apply<'/'>(b); }
  CUTE_HOST_DEVICE friend constexpr Coord operator+(Coord a, Coord const& b) { return a += b; }
  CUTE_HOST_DEVICE friend constexpr Coord operator-(Coord a, Coord const& b) { return a -= b; }
  CUTE_HOST_DEVICE friend constexpr Coord operator*(Coord a, Coord const& b) { return a *= b; }
  CUTE_HOST_DEVICE friend constexpr Coord operator/(Coord a, Coord const& b) { return a /= b; }

  /// sum + the sum of the element-wise products.
  CUTE_HOST_DEVICE constexpr LongIndex dot(Coord const& b, LongIndex sum = LongIndex(0)) const {
    for (int i = 0; i < kRank; ++i) {
      sum += LongIndex(idx[i]) * b[i];
    }
    return sum;
  }
  CUTE_HOST_DEVICE constexpr Index sum() const {
    Index total = idx[0];
    for (int i = 1; i < kRank; ++i) {
      total += idx[i];
    }
    return total;
  }
  CUTE_HOST_DEVICE constexpr LongIndex product() const {
    LongIndex total = idx[0];
    for (int i = 1; i < kRank; ++i) {
      total *= idx[i];
    }
    return total;
  }
  /// Each element into [min[i], max[i]].
  CUTE_HOST_DEVICE constexpr Coord& clamp(Coord const& max, Coord const& min = Coord()) {
    for (int i = 0; i < kRank; ++i) {
      idx[i] = idx[i] < min[i] ? min[i] : (max[i] < idx[i] ? max[i] : idx[i]);
    }
    return *this;
  }

  // Comparisons: == of all elements; < <= of every element (> and >= their negations, as CUTLASS's).
  CUTE_HOST_DEVICE friend constexpr bool operator==(Coord const& a, Coord const& b) { return a.template all<'='>(b); }
  CUTE_HOST_DEVICE friend constexpr bool operator<(Coord const& a, Coord const& b) { return a.template all<'<'>(b); }
  CUTE_HOST_DEVICE friend constexpr bool operator<=(Coord const& a, Coord const& b) { return a.template all<'l'>(b); }
  CUTE_HOST_DEVICE friend constexpr bool operator>(Coord const& a, Coord const& b) { return !(a <= b); }
  CUTE_HOST_DEVICE friend constexpr bool operator>=(Coord const& a, Coord const& b) { return !(a < b); }

 private:
  template <char Op>
  CUTE_HOST_DEVICE constexpr Coord& apply(Coord const& b) {
    for (int i = 0; i < kRank; ++i) {
      if constexpr (Op == '+') idx[i] = Index(idx[i] + b[i]);
      if constexpr (Op == '-') idx[i] = Index(idx[i] - b[i]);
      if constexpr (Op == '*') idx[i] = Index(idx[i] * b[i]);
      if constexpr (Op == '/') idx[i] = Index(idx[i] / b[i]);
    }
    return *this;
  }
  // '=' equal, '<' less, 'l' less or equal, at every element.
  template <char Op>
  CUTE_HOST_DEVICE constexpr bool all(Coord const& b) const {
    for (int i = 0; i < kRank; ++i) {
      bool const holds = Op == '=' ? idx[i] == b[i] : Op == '<' ? idx[i] < b[i] : idx[i] <= b[i];
      if (!holds) {
        return false;
      }
    }
    return true;
  }
};

/// The coordinate of 1 to 4 values of one integer type.
template <class T, class... Rest>
  requires(sizeof...(Rest) < 4 && (std::is_same_v<Rest, T> && ...))
CUTE_HOST_DEVICE constexpr Coord<1 + int(sizeof...(Rest)), T> make_Coord(T first, Rest... rest) {
  Coord<1 + int(sizeof...(Rest)), T> coord(first);
  int dim = 1;
  ((coord[dim++] = rest), ...);
  return coord;
}

}  // namespace cutlass

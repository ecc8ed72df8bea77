// cute/compat/host_tensor_fill.hpp (porting aid for CUTLASS's cutlass/util/reference/host/tensor_fill.h):
// the host fills of CUTLASS's and CuTe's example programs, in cutlass::reference::host, on a
// TensorView (every coordinate of its extent, the last mode fastest, as CUTLASS visits them) or a
// block of elements: TensorFill, TensorFillRandomUniform, TensorFillRandomGaussian, TensorFillDiagonal,
// TensorFillIdentity, TensorFillSequential, BlockFill, BlockFillRandomUniform, BlockFillRandomGaussian,
// BlockFillSequential, and TensorFillRandom/BlockFillRandom of a cutlass::Distribution (uniform or
// Gaussian; other kinds fill nothing, as CUTLASS's). The random fills draw from std::rand() seeded with std::srand(seed), as
// CUTLASS's do: on the same C library, the same seed gives CUTLASS's values. `bits` >= 0 rounds each
// value to a multiple of 2^-bits (exact in narrow types, so that results can be compared exactly).
// Not the planar-complex, symmetric or sparse-metadata forms.
#pragma once
#include <cute/compat/distribution.hpp>
#include <cute/compat/reference_convert.hpp>
#include <cute/compat/standard_headers.hpp>  // CUTLASS's header brings them (<vector>, <iostream>, ...)
#include <cute/compat/tensor_ref.hpp>

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <random>

namespace cutlass::reference::host {

namespace detail {

using reference::detail::from_double;
using reference::detail::to_double;

/// Calls f(coord) for every coordinate below `extent`, the last mode fastest.
template <int Rank, class Coord, class F>
void for_each_coord(Coord const& extent, F&& f) {
  for (int dim = 0; dim < Rank; ++dim) {
    if (extent[dim] <= 0) {
      return;
    }
  }
  Coord coord{};
  for (int dim = 0; dim < Rank; ++dim) {
    coord[dim] = 0;
  }
  while (true) {
    f(coord);
    int dim = Rank - 1;
    while (dim >= 0 && ++coord[dim] == extent[dim]) {
      coord[dim] = 0;
      --dim;
    }
    if (dim < 0) {
      return;
    }
  }
}

/// Rounds to a multiple of 2^-bits when bits >= 0.
inline double keep_fraction_bits(double value, int bits) {
  return bits < 0 ? value : double(std::llround(std::ldexp(value, bits))) / std::ldexp(1.0, bits);
}

/// Uniform values in [min, max] from std::rand (seeded here), a NaN with probability pnan, zeros
/// moved one unit towards the range when exclude_zero.
template <class Element>
class uniform_values {
 public:
  uniform_values(std::uint64_t seed, double max, double min, int bits, double pnan, bool exclude_zero)
      : min_(min), range_(max - min), bits_(bits), pnan_(pnan), exclude_zero_(exclude_zero),
        nan_engine_(static_cast<std::mt19937::result_type>(seed)), nan_draw_(pnan > 0 ? pnan : 0.0) {
    std::srand(unsigned(seed));
    if (exclude_zero_) {
      // A zero bound would be drawn: the range starts (or ends) one unit inside.
      range_ = max == 0.0 ? range_ - 1 : range_;
      min_ = min_ == 0.0 ? min_ + 1 : min_;
    }
  }
  Element operator()() {
    if constexpr (std::numeric_limits<Element>::has_quiet_NaN) {
      if (pnan_ > 0 && nan_draw_(nan_engine_)) {
        return from_double<Element>(std::numeric_limits<double>::quiet_NaN());
      }
    }
    double value = keep_fraction_bits(min_ + range_ * (double(std::rand()) / double(RAND_MAX)), bits_);
    Element result = from_double<Element>(value);
    if (exclude_zero_ && to_double(result) == 0.0) {
      value = value > 0.0 ? std::fmin(min_ + range_, value + 1.0) : std::fmax(min_, value - 1.0);
      result = from_double<Element>(value);
    }
    return result;
  }

 private:
  double min_, range_;
  int bits_;
  double pnan_;
  bool exclude_zero_;
  std::mt19937 nan_engine_;
  std::bernoulli_distribution nan_draw_;
};

/// Normal values (Box-Muller on std::rand, seeded here) of mean and stddev; a value is nonzero with
/// probability pnz; zeros moved one unit away from zero when exclude_zero.
template <class Element>
class gaussian_values {
 public:
  gaussian_values(std::uint64_t seed, double mean, double stddev, int bits, double pnz, bool exclude_zero)
      : mean_(mean), stddev_(stddev), bits_(bits), pnz_(pnz), exclude_zero_(exclude_zero),
        nonzero_engine_(static_cast<std::mt19937::result_type>(seed)), nonzero_draw_(pnz < 0 ? 0.0 : pnz > 1 ? 1.0 : pnz) {
    std::srand(unsigned(seed));
  }
  Element operator()() {
    double const u1 = double(std::rand()) / double(RAND_MAX);
    double const u2 = double(std::rand()) / double(RAND_MAX);
    double value = mean_ + stddev_ * std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * 3.14159265358979323846 * u2);
    value = pnz_ >= 1.0 || nonzero_draw_(nonzero_engine_) ? keep_fraction_bits(value, bits_) : 0.0;
    if (exclude_zero_ && to_double(from_double<Element>(value)) == 0.0) {
      value = value > 0.0 ? value + 1.0 : value - 1.0;
    }
    return from_double<Element>(value);
  }

 private:
  double mean_, stddev_;
  int bits_;
  double pnz_;
  bool exclude_zero_;
  std::mt19937 nonzero_engine_;
  std::bernoulli_distribution nonzero_draw_;
};

}  // namespace detail

/// Every element of the view set to val.
template <class Element, class Layout>
void TensorFill(TensorView<Element, Layout> dst, Element val = Element(0)) {
  detail::for_each_coord<Layout::kRank>(dst.extent(), [&](auto const& coord) { dst.at(coord) = val; });
}

/// Uniform random values in [min, max] (see the header's comment for seed and bits); pnan the
/// probability of a NaN; exclude_zero moves zeros one unit into the range.
template <class Element, class Layout>
void TensorFillRandomUniform(TensorView<Element, Layout> dst, std::uint64_t seed, double max = 1, double min = 0,
                             int bits = -1, double pnan = 0, bool exclude_zero = false) {
  detail::uniform_values<Element> draw(seed, max, min, bits, pnan, exclude_zero);
  detail::for_each_coord<Layout::kRank>(dst.extent(), [&](auto const& coord) { dst.at(coord) = draw(); });
}

/// Normal random values of mean and stddev; pnz the probability of a nonzero value.
template <class Element, class Layout>
void TensorFillRandomGaussian(TensorView<Element, Layout> dst, std::uint64_t seed, double mean = 0, double stddev = 1,
                              int bits = -1, double pnz = 1.0, bool exclude_zero = false) {
  detail::gaussian_values<Element> draw(seed, mean, stddev, bits, pnz, exclude_zero);
  detail::for_each_coord<Layout::kRank>(dst.extent(), [&](auto const& coord) { dst.at(coord) = draw(); });
}

/// diag where all coordinates are equal, other elsewhere.
template <class Element, class Layout>
void TensorFillDiagonal(TensorView<Element, Layout> dst, Element diag = Element(1), Element other = Element(0)) {
  detail::for_each_coord<Layout::kRank>(dst.extent(), [&](auto const& coord) {
    bool on_diagonal = true;
    for (int dim = 1; dim < Layout::kRank; ++dim) {
      on_diagonal = on_diagonal && coord[dim] == coord[0];
    }
    dst.at(coord) = on_diagonal ? diag : other;
  });
}

/// The identity: ones on the diagonal, zeros elsewhere.
template <class Element, class Layout>
void TensorFillIdentity(TensorView<Element, Layout> dst) {
  TensorFillDiagonal(dst, Element(1), Element(0));
}

/// s + the coordinate's index in the column-major order of the extent (mode 0 fastest), as CUTLASS's.
template <class Element, class Layout>
void TensorFillSequential(TensorView<Element, Layout> dst, Element s = Element(0)) {
  detail::for_each_coord<Layout::kRank>(dst.extent(), [&](auto const& coord) {
    double index = 0, stride = 1;
    for (int dim = 0; dim < Layout::kRank; ++dim) {
      index += stride * coord[dim];
      stride *= dst.extent(dim);
    }
    dst.at(coord) = reference::detail::from_double<Element>(reference::detail::to_double(s) + index);
  });
}

/// The first `capacity` elements at ptr set to val.
template <class Element>
void BlockFill(Element* ptr, std::size_t capacity, Element val) {
  for (std::size_t i = 0; i < capacity; ++i) {
    ptr[i] = val;
  }
}

/// Uniform random values in [min, max] for the first `capacity` elements (as TensorFillRandomUniform).
template <class Element>
void BlockFillRandomUniform(Element* ptr, std::size_t capacity, std::uint64_t seed, double max = 1, double min = 0,
                            int bits = -1, double pnan = 0) {
  detail::uniform_values<Element> draw(seed, max, min, bits, pnan, false);
  for (std::size_t i = 0; i < capacity; ++i) {
    ptr[i] = draw();
  }
}

/// Normal random values for the first `capacity` elements (as TensorFillRandomGaussian).
template <class Element>
void BlockFillRandomGaussian(Element* ptr, std::size_t capacity, std::uint64_t seed, double mean = 0, double stddev = 1,
                             int bits = -1, double pnz = 1.0) {
  detail::gaussian_values<Element> draw(seed, mean, stddev, bits, pnz, false);
  for (std::size_t i = 0; i < capacity; ++i) {
    ptr[i] = draw();
  }
}

/// s, s + v, s + 2v, ... for the first `capacity` elements (each the previous plus v, in Element).
template <class Element>
void BlockFillSequential(Element* ptr, std::int64_t capacity, Element v = Element(1), Element s = Element(0)) {
  for (std::int64_t i = 0; i < capacity; ++i) {
    ptr[i] = s;
    s = Element(s + v);
  }
}

/// Random values of a Distribution: its uniform or Gaussian parameters, int_scale the fraction bits.
template <class Element, class Layout>
void TensorFillRandom(TensorView<Element, Layout> view, std::uint64_t seed, Distribution dist, bool exclude_zero = false) {
  if (dist.kind == Distribution::Gaussian) {
    TensorFillRandomGaussian(view, seed, dist.gaussian.mean, dist.gaussian.stddev, dist.int_scale, dist.gaussian.pnz, exclude_zero);
  } else if (dist.kind == Distribution::Uniform) {
    TensorFillRandomUniform(view, seed, dist.uniform.max, dist.uniform.min, dist.int_scale, dist.uniform.pnan, exclude_zero);
  }
}
template <class Element>
void BlockFillRandom(Element* ptr, std::size_t capacity, std::uint64_t seed, Distribution dist) {
  if (dist.kind == Distribution::Gaussian) {
    BlockFillRandomGaussian(ptr, capacity, seed, dist.gaussian.mean, dist.gaussian.stddev, dist.int_scale, dist.gaussian.pnz);
  } else if (dist.kind == Distribution::Uniform) {
    BlockFillRandomUniform(ptr, capacity, seed, dist.uniform.max, dist.uniform.min, dist.int_scale, dist.uniform.pnan);
  }
}

}  // namespace cutlass::reference::host

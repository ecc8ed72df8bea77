// cute/compat/device_tensor_fill.hpp (porting aid for CUTLASS's
// cutlass/util/reference/device/tensor_fill.h): the device fills of CUTLASS's and CuTe's example
// programs, in cutlass::reference::device, each one kernel on `stream`: BlockFillRandomUniform,
// BlockFillRandomGaussian, BlockFillSequential on a block of device elements; TensorFillRandomUniform,
// TensorFillRandomGaussian, TensorFill, TensorFillIdentity on a TensorView of device memory; the
// cutlass::Distribution forms TensorFillRandom and BlockFillRandom (uniform or Gaussian). The random
// values are a counter-based hash of (seed, element index), not CUTLASS's curand streams: the same
// seed gives the same values here, not CUTLASS's. `bits` >= 0 rounds each value to a multiple of
// 2^-bits. Not the planar-complex or sparse-metadata forms. nvcc only.
#pragma once
#include <cute/compat/device_reference_launch.hpp>
#include <cute/compat/distribution.hpp>
#include <cute/compat/reference_convert.hpp>
#include <cute/compat/standard_headers.hpp>  // CUTLASS's header brings them (<vector>, <iostream>, ...)
#include <cute/compat/tensor_ref.hpp>

#include <cstddef>
#include <cstdint>
#include <limits>
#include <type_traits>

#if defined(__CUDACC__)
namespace cutlass::reference::device {

namespace detail {

using reference::detail::from_double;
using reference::detail::to_double;

__host__ __device__ inline double keep_fraction_bits(double value, int bits) {
  return bits < 0 ? value : double(llround(ldexp(value, bits))) / ldexp(1.0, bits);
}

/// Uniform in [min, max] (max - range * u, u in [0, 1)); a NaN with probability pnan; a zero moved
/// one unit into the range when exclude_zero >= 0.
struct uniform_draw {
  std::uint64_t seed;
  double max, range;
  int bits;
  double pnan;
  int exclude_zero;
  template <class Element>
  __device__ Element draw(std::size_t i) const {
    if constexpr (std::numeric_limits<Element>::has_quiet_NaN) {
      if (pnan > 0 && uniform_of(~seed, i) < pnan) {
        return from_double<Element>(__longlong_as_double(0x7FF8000000000000ll));
      }
    }
    double value = keep_fraction_bits(max - range * uniform_of(seed, i), bits);
    if (exclude_zero >= 0 && to_double(from_double<Element>(value)) == 0.0) {
      value = value > 0.0 ? fmin(max, value + 1.0) : fmax(max - range, value - 1.0);
    }
    return from_double<Element>(value);
  }
};

/// Normal of mean and stddev (Box-Muller on two hashed uniforms).
struct gaussian_draw {
  std::uint64_t seed;
  double mean, stddev;
  int bits;
  int exclude_zero;
  template <class Element>
  __device__ Element draw(std::size_t i) const {
    double const u1 = 1.0 - uniform_of(seed, 2 * std::uint64_t(i));  // (0, 1]: log is finite
    double const u2 = uniform_of(seed, 2 * std::uint64_t(i) + 1);
    double value = keep_fraction_bits(mean + stddev * sqrt(-2.0 * log(u1)) * cospi(2.0 * u2), bits);
    if (exclude_zero >= 0 && to_double(from_double<Element>(value)) == 0.0) {
      value = value > 0.0 ? value + 1.0 : value - 1.0;
    }
    return from_double<Element>(value);
  }
};

/// ptr[i] = draw(i).
template <class Element, class Draw>
struct fill_block {
  Element* ptr;
  Draw draw;
  __device__ void operator()(std::size_t i) const { ptr[i] = draw.template draw<Element>(i); }
};

/// The coordinate of the i-th element of an extent, the last mode fastest.
template <int Rank, class Coord>
__device__ Coord coord_of(std::size_t i, Coord const& extent) {
  Coord coord{};
  for (int dim = Rank - 1; dim >= 0; --dim) {
    coord[dim] = static_cast<std::remove_cvref_t<decltype(coord[dim])>>(i % std::size_t(extent[dim]));
    i /= std::size_t(extent[dim]);
  }
  return coord;
}

/// view.at(coord of i) = draw(i).
template <class Element, class Layout, class Draw>
struct fill_view {
  TensorView<Element, Layout> view;
  Draw draw;
  __device__ void operator()(std::size_t i) const {
    view.at(coord_of<Layout::kRank>(i, view.extent())) = draw.template draw<Element>(i);
  }
};

/// diag on the diagonal (all coordinates equal), other elsewhere.
template <class Element, class Layout>
struct fill_diagonal {
  TensorView<Element, Layout> view;
  Element diag, other;
  __device__ void operator()(std::size_t i) const {
    auto const coord = coord_of<Layout::kRank>(i, view.extent());
    bool on_diagonal = true;
    for (int dim = 1; dim < Layout::kRank; ++dim) {
      on_diagonal = on_diagonal && coord[dim] == coord[0];
    }
    view.at(coord) = on_diagonal ? diag : other;
  }
};

/// ptr[i] = s + i * v.
template <class Element>
struct fill_sequential {
  Element* ptr;
  double v, s;
  __device__ void operator()(std::size_t i) const { ptr[i] = from_double<Element>(s + double(i) * v); }
};

}  // namespace detail

/// Uniform random values in [min, max] for `capacity` device elements.
template <class Element>
void BlockFillRandomUniform(Element* ptr, std::size_t capacity, std::uint64_t seed, std::type_identity_t<Element> max,
                            std::type_identity_t<Element> min, int bits = -1, double pnan = 0, cudaStream_t stream = nullptr) {
  double const hi = detail::to_double(max), lo = detail::to_double(min);
  detail::uniform_draw const draw{seed, hi, hi - lo, bits, pnan, -1};
  detail::for_each_index(capacity, detail::fill_block<Element, detail::uniform_draw>{ptr, draw}, stream);
}

/// Normal random values of mean and stddev for `capacity` device elements.
template <class Element>
void BlockFillRandomGaussian(Element* ptr, std::size_t capacity, std::uint64_t seed, std::type_identity_t<Element> mean,
                             std::type_identity_t<Element> stddev, int bits = -1, cudaStream_t stream = nullptr) {
  detail::gaussian_draw const draw{seed, detail::to_double(mean), detail::to_double(stddev), bits, -1};
  detail::for_each_index(capacity, detail::fill_block<Element, detail::gaussian_draw>{ptr, draw}, stream);
}

/// s, s + v, s + 2v, ... for `capacity` device elements.
template <class Element>
void BlockFillSequential(Element* ptr, std::int64_t capacity, Element v = Element(1), Element s = Element(0)) {
  detail::for_each_index(std::size_t(capacity < 0 ? 0 : capacity),
                         detail::fill_sequential<Element>{ptr, detail::to_double(v), detail::to_double(s)});
}

/// Uniform random values in [min, max] at every coordinate of a device view.
template <class Element, class Layout>
void TensorFillRandomUniform(TensorView<Element, Layout> view, std::uint64_t seed, std::type_identity_t<Element> max = Element(1),
                             std::type_identity_t<Element> min = Element(0), int bits = -1, double pnan = 0,
                             int exclude_zero = -1, cudaStream_t stream = nullptr) {
  double const hi = detail::to_double(max), lo = detail::to_double(min);
  detail::uniform_draw const draw{seed, hi, hi - lo, bits, pnan, exclude_zero};
  detail::for_each_index(std::size_t(view.size()), detail::fill_view<Element, Layout, detail::uniform_draw>{view, draw}, stream);
}

/// Normal random values at every coordinate of a device view.
template <class Element, class Layout>
void TensorFillRandomGaussian(TensorView<Element, Layout> view, std::uint64_t seed, std::type_identity_t<Element> mean = Element(0),
                              std::type_identity_t<Element> stddev = Element(1), int bits = -1, int exclude_zero = -1,
                              cudaStream_t stream = nullptr) {
  detail::gaussian_draw const draw{seed, detail::to_double(mean), detail::to_double(stddev), bits, exclude_zero};
  detail::for_each_index(std::size_t(view.size()), detail::fill_view<Element, Layout, detail::gaussian_draw>{view, draw}, stream);
}

/// diag on the diagonal of a device view, other elsewhere.
template <class Element, class Layout>
void TensorFillDiagonal(TensorView<Element, Layout> view, Element diag = Element(1), Element other = Element(0),
                        cudaStream_t stream = nullptr) {
  detail::for_each_index(std::size_t(view.size()), detail::fill_diagonal<Element, Layout>{view, diag, other}, stream);
}

/// Every element of a device view set to val.
template <class Element, class Layout>
void TensorFill(TensorView<Element, Layout> view, Element val = Element(0), cudaStream_t stream = nullptr) {
  TensorFillDiagonal(view, val, val, stream);
}

/// The identity on a device view.
template <class Element, class Layout>
void TensorFillIdentity(TensorView<Element, Layout> view, cudaStream_t stream = nullptr) {
  TensorFillDiagonal(view, Element(1), Element(0), stream);
}

/// Random values of a Distribution (uniform or Gaussian; int_scale the fraction bits) at every coordinate.
template <class Element, class Layout>
void TensorFillRandom(TensorView<Element, Layout> view, std::uint64_t seed, Distribution dist, cudaStream_t stream = nullptr,
                      int exclude_zero = -1) {
  using reference::detail::from_double;
  if (dist.kind == Distribution::Gaussian) {
    TensorFillRandomGaussian(view, seed, from_double<Element>(dist.gaussian.mean), from_double<Element>(dist.gaussian.stddev),
                             dist.int_scale, exclude_zero, stream);
  } else if (dist.kind == Distribution::Uniform) {
    TensorFillRandomUniform(view, seed, from_double<Element>(dist.uniform.max), from_double<Element>(dist.uniform.min),
                            dist.int_scale, dist.uniform.pnan, exclude_zero, stream);
  }
}
/// Random values of a Distribution for `capacity` device elements.
template <class Element>
void BlockFillRandom(Element* ptr, std::size_t capacity, std::uint64_t seed, Distribution dist, cudaStream_t stream = nullptr) {
  using reference::detail::from_double;
  if (dist.kind == Distribution::Gaussian) {
    BlockFillRandomGaussian(ptr, capacity, seed, from_double<Element>(dist.gaussian.mean), from_double<Element>(dist.gaussian.stddev),
                            dist.int_scale, stream);
  } else if (dist.kind == Distribution::Uniform) {
    BlockFillRandomUniform(ptr, capacity, seed, from_double<Element>(dist.uniform.max), from_double<Element>(dist.uniform.min),
                           dist.int_scale, dist.uniform.pnan, stream);
  }
}

}  // namespace cutlass::reference::device
#endif

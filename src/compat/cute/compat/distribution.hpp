// cute/compat/distribution.hpp (porting aid for CUTLASS's cutlass/util/distribution.h):
// cutlass::Distribution, how CUTLASS's example programs and testbeds describe an operand's random or
// structured contents (uniform in [min, max], Gaussian, identity, sequential, all zeros or ones, and
// the fraction bits kept, int_scale), which the Distribution forms of TensorFillRandom and
// BlockFillRandom (host_tensor_fill.hpp, device_tensor_fill.hpp) draw from; and its stream output.
// Each kind's parameters are their own member here (CUTLASS overlays them in a union): reading another
// kind's is defined, and gives its defaults.
#pragma once
#include <ostream>

namespace cutlass {

struct Distribution {
  enum Kind { Invalid, Uniform, Gaussian, Identity, Sequential, AllZeros, AllOnes };

  struct {
    double min = 0, max = 1, pnan = 0;
  } uniform;
  struct {
    double mean = 0, stddev = 1, pnz = 1, pnzA = 1, pnzB = 1, pnzC = 1;
  } gaussian;
  struct {
    double start = 0, delta = 1;
  } sequential;
  Kind kind = Invalid;
  /// Fraction bits kept (values rounded to multiples of 2^-int_scale when >= 0).
  int int_scale = 0;

  Distribution& set_uniform(double min, double max, int int_scale_ = 0, double pnan = 0) {
    kind = Uniform;
    uniform = {min, max, pnan};
    int_scale = int_scale_;
    return *this;
  }
  Distribution& set_gaussian(double mean, double stddev, int int_scale_ = 0, double pnz = 1.0) {
    kind = Gaussian;
    gaussian = {mean, stddev, pnz, pnz, pnz, pnz};
    int_scale = int_scale_;
    return *this;
  }
  Distribution& set_identity() {
    kind = Identity;
    return *this;
  }
  Distribution& set_sequential(double start, double delta, int int_scale_ = 0) {
    kind = Sequential;
    sequential = {start, delta};
    int_scale = int_scale_;
    return *this;
  }
};

}  // namespace cutlass

inline std::ostream& operator<<(std::ostream& out, cutlass::Distribution const& dist) {
  switch (dist.kind) {
    case cutlass::Distribution::Uniform:
      out << "uniform, min: " << dist.uniform.min << ", max: " << dist.uniform.max << ", pnan: " << dist.uniform.pnan;
      break;
    case cutlass::Distribution::Gaussian:
      out << "gaussian, mean: " << dist.gaussian.mean << ", stddev: " << dist.gaussian.stddev << ", pnzA: " << dist.gaussian.pnzA
          << ", pnzB: " << dist.gaussian.pnzB << ", pnzC: " << dist.gaussian.pnzC;
      break;
    case cutlass::Distribution::Identity:
      out << "identity";
      break;
    case cutlass::Distribution::Sequential:
      out << "sequential";
      break;
    default:
      out << "unknown";
  }
  return out << ", int_scale: " << dist.int_scale;
}

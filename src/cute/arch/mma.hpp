// cute/arch/mma.hpp: the universal multiply-add, d = a * b + c on one value of each type, for any
// type with * and + (the scalar MMA of any architecture and of the host).
#pragma once
#include <cute/arch/config.hpp>

namespace cute {

/// d = a * b + c, one value each.
CUTE_EXPORT template <class D, class A = D, class B = A, class C = D>
struct UniversalFMA {
  using DRegisters = D[1];
  using ARegisters = A[1];
  using BRegisters = B[1];
  using CRegisters = C[1];

  CUTE_HOST_DEVICE static constexpr void fma(D& d, A const& a, B const& b, C const& c) {
    d = static_cast<D>(a * b + c);
  }
};

}  // namespace cute

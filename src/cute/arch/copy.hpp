// cute/arch/copy.hpp: the universal copy operation, an assignment of one value of type S to one of
// type D (any memory space, any architecture); the default copy of Copy_Atom<UniversalCopy<T>, T>;
// and the auto-vectorizing copy, which picks its vector width from the tensors it copies.
#pragma once
#include <cute/arch/config.hpp>

namespace cute {

/// dst = src for one value; S and D must have the same size (a reinterpreting copy of registers).
CUTE_EXPORT template <class S, class D = S>
struct UniversalCopy {
  static_assert(sizeof(S) == sizeof(D), "UniversalCopy: the source and destination types must have the same size");
  using SRegisters = S[1];
  using DRegisters = D[1];

  CUTE_HOST_DEVICE static constexpr void copy(S const& src, D& dst) { dst = static_cast<D>(src); }
};

/// A copy that vectorizes itself: copy(Copy_Atom<AutoVectorizingCopyWithAssumedAlignment<N>, T>{}, src,
/// dst) copies element by element in the widest vectors (at most N bits) of elements that are
/// contiguous in both tensors, the pointers assumed aligned to N bits (checked where checks are on).
/// As an atom it moves one value per thread.
CUTE_EXPORT template <int MaxVecBits = 128>
struct AutoVectorizingCopyWithAssumedAlignment : UniversalCopy<uint_bit_t<MaxVecBits>> {
  static_assert(MaxVecBits == 8 || MaxVecBits == 16 || MaxVecBits == 32 || MaxVecBits == 64 || MaxVecBits == 128,
                "AutoVectorizingCopyWithAssumedAlignment: the vector width must be 8, 16, 32, 64 or 128 bits");
};
/// The auto-vectorizing copy that assumes 128-bit aligned pointers.
CUTE_EXPORT using AutoVectorizingCopy = AutoVectorizingCopyWithAssumedAlignment<128>;

/// CuTe's name for the copy that lets the compiler choose: here, the element-wise universal copy.
CUTE_EXPORT using DefaultCopy = UniversalCopy<std::uint8_t>;

}  // namespace cute

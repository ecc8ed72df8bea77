// cute/swizzle/swizzle.hpp: Swizzle<B, M, S>, the bit permutation of shared-memory layouts:
// the B bits at position M + max(0, S) are XORed into the B bits at position M + max(0, S) - S.
// Sw<3,4,3> permutes 16-byte chunks within 128-byte rows, which avoids bank conflicts.
#pragma once
#include <cute/config.hpp>
#include <cute/numeric.hpp>

namespace cute {

CUTE_EXPORT template <int B, int M, int S>
struct Swizzle {
  static_assert(B >= 0 && M >= 0, "Swizzle<B,M,S>: B and M must be non-negative");
  static_assert(S >= B || S <= -B || B == 0, "Swizzle<B,M,S>: |S| must be at least B (the two bit fields overlap)");
  static_assert(M + B + (S > 0 ? S : -S) < 63, "Swizzle<B,M,S>: the bits it moves must lie below bit 63 (M + B + |S| < 63)");
  static constexpr int num_bits = B;
  static constexpr int num_base = M;
  static constexpr int num_shft = S;
  // The bits read (yyy) and the bits they are XORed into (zzz).
  static constexpr long long yyy_mask = ((1LL << B) - 1) << (M + (S > 0 ? S : 0));
  static constexpr long long zzz_mask = ((1LL << B) - 1) << (M - (S < 0 ? S : 0));

  CUTE_HOST_DEVICE static constexpr long long apply_to(long long offset) {
    if constexpr (S >= 0) {
      return offset ^ ((offset & yyy_mask) >> S);
    } else {
      return offset ^ ((offset & yyy_mask) << -S);
    }
  }

  template <integer Offset>
  CUTE_HOST_DEVICE constexpr auto operator()(Offset const& offset) const {
    if constexpr (B == 0) {
      return offset;
    } else if constexpr (static_integer<Offset>) {
      using T = std::remove_cv_t<decltype(Offset::value)>;
      static_assert(detail::representable_as<T>(apply_to(Offset::value)), "Swizzle<B,M,S>: integer overflow: the swizzled offset does not fit in its type");
      return C<static_cast<T>(apply_to(Offset::value))>{};
    } else {
      using T = cute::detail::uncvref_t<Offset>;
      long long const r = apply_to(static_cast<long long>(offset));
      CUTE_CHECK(detail::representable_as<T>(r), "Swizzle<", B, ",", M, ",", S, ">: integer overflow: the swizzle of ", offset, " is ", r,
                 ", which does not fit in its type");
      return static_cast<T>(r);
    }
  }

  template <int B2, int M2, int S2>
  CUTE_HOST_DEVICE constexpr bool operator==(Swizzle<B2, M2, S2>) const {
    return B == B2 && M == M2 && S == S2;
  }
};

/// CuTe's make_swizzle<Y, Z>(): the Swizzle whose bits read (yyy) are the mask Y and whose bits
/// XORed into (zzz) are the mask Z, two runs of as many consecutive bits.
CUTE_EXPORT template <std::uint32_t Y, std::uint32_t Z>
CUTE_HOST_DEVICE constexpr auto make_swizzle() {
  constexpr int B = popcount(Y);
  static_assert(B == popcount(Z), "make_swizzle<Y, Z>: the masks Y and Z have different numbers of bits");
  constexpr int ty = countr_zero(Y), tz = countr_zero(Z);
  constexpr int M = (ty < tz ? ty : tz) % 32;  // 32 for an empty mask: M is then 0, as in CuTe
  using Sw = Swizzle<B, M, ty - tz>;
  static_assert(Sw::yyy_mask == Y && Sw::zzz_mask == Z, "make_swizzle<Y, Z>: a mask is not a run of consecutive bits");
  return Sw{};
}

CUTE_EXPORT template <class T>
inline constexpr bool is_swizzle_v = false;
template <int B, int M, int S>
inline constexpr bool is_swizzle_v<Swizzle<B, M, S>> = true;

/// A Swizzle<B, M, S>.
CUTE_EXPORT template <class T>
concept swizzle_type = is_swizzle_v<cute::detail::uncvref_t<T>>;

CUTE_EXPORT namespace detail {
// A swizzle reads and writes only the bits of an offset below 2^(M + B + |S|), its period: moving by a
// multiple of it commutes with the swizzle, Sw(x + k * period) = Sw(x) + k * period, for every x
// (the carries of the addition stay above those bits). 0 for functions that are not swizzles.
template <class F>
inline constexpr long long swizzle_period = 0;
template <int B, int M, int S>
inline constexpr long long swizzle_period<Swizzle<B, M, S>> = B == 0 ? 1 : 1LL << (M + B + (S > 0 ? S : -S));
}  // namespace detail

// A swizzle is a function known from its type.
template <int B, int M, int S>
inline constexpr bool is_static_v<Swizzle<B, M, S>> = true;

/// The size of the codomain a swizzle permutes within: 2^(M + B + max(0, S)) (at least).
CUTE_EXPORT template <int B, int M, int S>
CUTE_HOST_DEVICE constexpr auto cosize(Swizzle<B, M, S>) {
  static_assert(M + B + (S > 0 ? S : -S) < 31, "cosize(Swizzle<B,M,S>): integer overflow: 2^(M + B + |S|) does not fit in an int");
  return Int<(1 << (M + B + (S > 0 ? S : -S)))>{};
}

}  // namespace cute

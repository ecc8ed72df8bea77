// cute/swizzle/recast.hpp: upcast<N>/downcast<N> of a Swizzle and of a swizzled ComposedLayout (what
// recast of a swizzled shared-memory tensor uses: a tile of half_t seen as int4 vectors), as CuTe's.
// A swizzle XORs bit groups of the element index; for N-element vectors the index shifts right by
// log2 N, so the groups move down by as much (upcast), or up (downcast). Bits that would fall below
// bit 0 are dropped: those parts of the swizzle act inside one vector.
#pragma once
#include <cute/config.hpp>
#include <cute/layout.hpp>
#include <cute/numeric.hpp>
#include <cute/swizzle/composed_layout.hpp>
#include <cute/swizzle/swizzle.hpp>

namespace cute {
CUTE_EXPORT namespace detail {
template <int N>
consteval int log2_of_power_of_two() {
  static_assert(N > 0 && (N & (N - 1)) == 0, "upcast/downcast of a swizzle: N must be a power of two");
  int log = 0;
  while ((1 << log) < N) ++log;
  return log;
}

// The offset of a composed layout for N-element vectors: it must fall on a vector.
template <int N, class O>
CUTE_HOST_DEVICE constexpr auto upcast_offset(O const& offset) {
  if constexpr (static_integer<O>) {
    static_assert(O::value % N == 0, "upcast<N> of a swizzled layout: the offset is not a multiple of N");
    return C<O::value / N>{};
  } else {
    CUTE_CHECK(offset % N == 0, "upcast<", N, "> of a swizzled layout: the offset ", offset, " is not a multiple of N");
    return offset / N;
  }
}
template <int N, class O>
CUTE_HOST_DEVICE constexpr auto downcast_offset(O const& offset) {
  if constexpr (static_integer<O>) {
    return C<O::value * N>{};
  } else {
    return offset * N;
  }
}
}  // namespace detail

/// The swizzle of N-element vectors: its bit groups log2 N lower (those that would go below bit 0
/// dropped), upcast<8>(Swizzle<3,3,3>) == Swizzle<3,0,3>.
CUTE_EXPORT template <int N, int B, int M, int S>
CUTE_HOST_DEVICE constexpr auto upcast(Swizzle<B, M, S> const&) {
  constexpr int new_base = M - detail::log2_of_power_of_two<N>();
  if constexpr (new_base >= 0) {
    return Swizzle<B, new_base, S>{};
  } else {
    return Swizzle<(B + new_base > 0 ? B + new_base : 0), 0, S>{};
  }
}
/// The swizzle of the N parts of each element: its bit groups log2 N higher.
CUTE_EXPORT template <int N, int B, int M, int S>
CUTE_HOST_DEVICE constexpr auto downcast(Swizzle<B, M, S> const&) {
  return Swizzle<B, M + detail::log2_of_power_of_two<N>(), S>{};
}

/// A swizzled layout for N-element vectors: the swizzle, the offset (a multiple of N) and the inner
/// layout each upcast.
CUTE_EXPORT template <int N, class A, class O, class L>
CUTE_HOST_DEVICE constexpr auto upcast(ComposedLayout<A, O, L> const& l) {
  return composition(upcast<N>(l.layout_a()), detail::upcast_offset<N>(l.offset()), upcast<N>(l.layout_b()));
}
CUTE_EXPORT template <int N, class A, class O, class L>
CUTE_HOST_DEVICE constexpr auto downcast(ComposedLayout<A, O, L> const& l) {
  return composition(downcast<N>(l.layout_a()), detail::downcast_offset<N>(l.offset()), downcast<N>(l.layout_b()));
}

}  // namespace cute

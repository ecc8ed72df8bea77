// cute/compat/swizzle_alignment.hpp (porting aid for CUTLASS's cutlass/detail/layout.hpp, of which
// it provides only what CuTe kernels take from it for shared-memory storage):
// cutlass::detail::alignment_for_swizzle(layout), 2^(B+M+|S|) for a layout swizzled by
// Swizzle<B,M,S>, 128 for an unswizzled one (its swizzle portion is Swizzle<0,4,3>), as
// `alignas(alignment_for_swizzle(SmemLayout{}))`.
#pragma once
#include <cstddef>
#include <cute/cute.hpp>

namespace cutlass::detail {

template <int B, int M, int S>
constexpr std::size_t alignment_for_swizzle(cute::Swizzle<B, M, S>) {
  return std::size_t(1) << (B + M + (S < 0 ? -S : S));
}
template <class Layout>
  requires(cute::is_layout_v<Layout> || cute::composed_layout_type<Layout>)
constexpr std::size_t alignment_for_swizzle(Layout const& layout) {
  return alignment_for_swizzle(cute::get_swizzle_portion(layout));
}

}  // namespace cutlass::detail

// cute/tensor/position_independent_swizzle.hpp: as_position_independent_swizzle_tensor (CuTe's name).
// In CuTe a swizzled shared-memory tensor applies its swizzle to element offsets from the pointer,
// so a view whose pointer moved by an arbitrary offset (a partition, a slice) would swizzle from the
// wrong origin; this function makes the swizzle act on addresses instead. In this library a view that
// stays swizzled moves its pointer only by offsets the swizzle commutes with (the rest stays in the
// ComposedLayout's offset, inside the swizzle; a view that becomes a plain layout holds the swizzled
// addresses in its strides: swizzle_slice.hpp), so the swizzle keeps acting on offsets from the
// tile's start, and that is the swizzle of addresses exactly when the tile starts on a swizzle-pattern
// boundary: what this function checks (at run time, CUTE_CHECK) before it returns the tensor as it is.
#pragma once
#include <cute/config.hpp>
#include <cute/swizzle.hpp>
#include <cute/tensor.hpp>

namespace cute {

/// The shared-memory tensor t, its swizzle acting on addresses (see the top of this file); t must
/// start on its swizzle pattern's boundary (2^(B+M+|S|) elements), checked.
CUTE_EXPORT template <tensor_type T>
CUTE_HOST_DEVICE constexpr cute::detail::uncvref_t<T> as_position_independent_swizzle_tensor(T&& t) {
  static_assert(is_smem_v<decltype(t.data())>,
                "as_position_independent_swizzle_tensor: expects a shared-memory tensor (make_smem_ptr)");
  using L = cute::detail::uncvref_t<decltype(t.layout())>;
  constexpr long long pattern = [] {
    if constexpr (composed_layout_type<L>) {
      return detail::swizzle_period<cute::detail::uncvref_t<decltype(std::declval<L const&>().layout_a())>>;
    } else {
      return 0LL;
    }
  }();
  if constexpr (pattern > 1) {
    using V = cute::detail::uncvref_t<decltype(*raw_pointer_cast(t.data()))>;
    [[maybe_unused]] long long const bytes = pattern * static_cast<long long>(sizeof(V));
    CUTE_CHECK(reinterpret_cast<std::uintptr_t>(raw_pointer_cast(t.data())) % static_cast<std::uintptr_t>(bytes) == 0,
               "as_position_independent_swizzle_tensor: the tensor does not start on its swizzle pattern's boundary (",
               bytes, " bytes)");
  }
  return t;
}

}  // namespace cute

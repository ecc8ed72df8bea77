// cute/atom/copy_traits_sm80.hpp: Copy_Traits of cp.async (cute/arch/copy_sm80.hpp): one thread copies
// one value of S (32, 64 or 128 bits) from global to shared memory. The zero-fill forms carry a
// predicate (with(pred)): false fills the destination with zeros and reads nothing; copy_if passes it.
#pragma once
#include <cute/config.hpp>
#include <cute/arch/copy_sm80.hpp>
#include <cute/atom/copy_traits.hpp>
#include <cute/layout.hpp>

namespace cute {

CUTE_EXPORT namespace detail {
template <class S, class D>
struct cp_async_layouts {
  using ThrID = Layout<_1>;
  using SrcLayout = Layout<Shape<_1, Int<sizeof_bits_v<S>>>>;
  using DstLayout = Layout<Shape<_1, Int<sizeof_bits_v<D>>>>;
  using RefLayout = SrcLayout;
};
}  // namespace detail

template <class S, class D>
struct Copy_Traits<SM80_CP_ASYNC_CACHEALWAYS<S, D>> : detail::cp_async_layouts<S, D> {};
template <class S, class D>
struct Copy_Traits<SM80_CP_ASYNC_CACHEGLOBAL<S, D>> : detail::cp_async_layouts<S, D> {};

template <class S, class D>
struct Copy_Traits<SM80_CP_ASYNC_CACHEALWAYS_ZFILL<S, D>> : detail::cp_async_layouts<S, D> {
  bool pred = true;  // false: zero-fill
  CUTE_HOST_DEVICE constexpr Copy_Traits with(bool p) const { return Copy_Traits{{}, p}; }
};
template <class S, class D>
struct Copy_Traits<SM80_CP_ASYNC_CACHEGLOBAL_ZFILL<S, D>> : detail::cp_async_layouts<S, D> {
  bool pred = true;  // false: zero-fill
  CUTE_HOST_DEVICE constexpr Copy_Traits with(bool p) const { return Copy_Traits{{}, p}; }
};

}  // namespace cute

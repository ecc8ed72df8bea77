// cute/algorithm/auto_copy_async.hpp: copy and copy_if with CuTe's AutoCopyAsync policy: each element
// through cp.async where the element and the memory spaces allow it (gmem to smem, 4, 8 or 16 bytes,
// SM80+; the L2-only form for 16 bytes of a const source), through an assignment otherwise.
#pragma once
#include <cute/config.hpp>
#include <cute/arch/copy.hpp>
#include <cute/arch/copy_sm80.hpp>
#include <cute/tensor.hpp>

namespace cute {
CUTE_EXPORT namespace detail {
// The single-element copy operation AutoCopyAsync takes for these tensors (CuTe's choice).
template <class Src, class Dst>
CUTE_HOST_DEVICE constexpr auto auto_copy_async_op() {
  using SrcT = cute::detail::uncvref_t<Src>;
  using DstT = cute::detail::uncvref_t<Dst>;
  using S = typename SrcT::value_type;
  using D = typename DstT::value_type;
#if defined(CUTE_ARCH_CP_ASYNC_SM80_ENABLED)
  if constexpr (is_gmem_v<SrcT> && is_smem_v<DstT> && sizeof(S) == sizeof(D)) {
    constexpr bool const_source = std::is_const_v<std::remove_reference_t<decltype(*std::declval<SrcT const&>().data())>>;
    if constexpr (const_source && sizeof(S) == 16) {
      return SM80_CP_ASYNC_CACHEGLOBAL<S, D>{};
    } else if constexpr (sizeof(S) == 4 || sizeof(S) == 8 || sizeof(S) == 16) {
      return SM80_CP_ASYNC_CACHEALWAYS<S, D>{};
    } else {
      return UniversalCopy<S, D>{};
    }
  } else {
    return UniversalCopy<S, D>{};
  }
#else
  return UniversalCopy<S, D>{};
#endif
}
}  // namespace detail

/// dst(i) = src(i) where pred(i), each element by cp.async where it can (see AutoCopyAsync).
CUTE_EXPORT template <class Pred, tensor_type Src, tensor_type Dst>
  requires(tensor_type<Pred> || std::predicate<Pred const&, int>)
CUTE_HOST_DEVICE void copy_if(AutoCopyAsync const&, Pred const& pred, Src const& src, Dst&& dst) {
  detail::check_same_size("copy_if(AutoCopyAsync)", src, dst);
  using Op = decltype(detail::auto_copy_async_op<Src, Dst>());
  CUTE_UNROLL
  for (int i = 0; i < int(size(dst)); ++i)
    if (pred(i)) Op::copy(src(i), dst(i));
}

/// dst(i) = src(i), each element by cp.async where it can (see AutoCopyAsync).
CUTE_EXPORT template <tensor_type Src, tensor_type Dst>
CUTE_HOST_DEVICE void copy(AutoCopyAsync const& policy, Src const& src, Dst&& dst) {
  copy_if(policy, [](int) { return true; }, src, dst);
}

}  // namespace cute

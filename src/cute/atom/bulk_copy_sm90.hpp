// cute/atom/bulk_copy_sm90.hpp: SM90's bulk copies (cp.async.bulk, the TMA unit without a tensor
// map) under CuTe's names: the instructions SM90_BULK_COPY_G2S (global -> shared, completing bytes
// on an mbarrier) and SM90_BULK_COPY_S2G (shared -> global, in the bulk group that tma_store_arrive
// commits and tma_store_wait waits for), and SM90_BULK_COPY_AUTO, whose copy(traits, src, dst)
// splits two tensors into their largest common contiguous vectors (at least 16 bytes, a multiple of
// 16) and issues one bulk copy per vector, as CuTe's:
//   copy(Copy_Traits<SM90_BULK_COPY_AUTO>{}.with(mbar), gA, sA);   // one thread; expect the bytes on mbar
//   copy(Copy_Traits<SM90_BULK_COPY_AUTO>{}, sA, gA);              // one thread; then tma_store_arrive/wait
#pragma once
#include <cute/config.hpp>
#include <cute/arch/cluster.hpp>
#include <cute/atom/copy_traits.hpp>
#include <cute/layout.hpp>
#include <cute/tensor.hpp>

#include <cstdint>
#include <type_traits>

namespace cute {

/// cp.async.bulk global -> shared memory of this block: `bytes` (a multiple of 16, both addresses
/// 16-byte aligned), completing that many transaction bytes on the mbarrier.
CUTE_EXPORT struct SM90_BULK_COPY_G2S {
  CUTE_HOST_DEVICE static void copy(void const* gmem, std::uint64_t* mbar, void* smem, std::int32_t bytes) {
#if defined(CUTE_ARCH_SM90_ENABLED)
    asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];\n"
                 :
                 : "r"(cast_smem_ptr_to_uint(smem)), "l"(gmem), "r"(bytes), "r"(cast_smem_ptr_to_uint(mbar))
                 : "memory");
#else
    (void)gmem, (void)mbar, (void)smem, (void)bytes;
    detail::unsupported_instruction("SM90_BULK_COPY_G2S (cp.async.bulk, SM90)");
#endif
  }
};

/// cp.async.bulk shared memory of this block -> global: `bytes` (a multiple of 16, 16-byte aligned),
/// in the current bulk group.
CUTE_EXPORT struct SM90_BULK_COPY_S2G {
  CUTE_HOST_DEVICE static void copy(void const* smem, void* gmem, std::int32_t bytes) {
#if defined(CUTE_ARCH_SM90_ENABLED)
    asm volatile("cp.async.bulk.global.shared::cta.bulk_group [%0], [%1], %2;\n"
                 :
                 : "l"(gmem), "r"(cast_smem_ptr_to_uint(smem)), "r"(bytes)
                 : "memory");
#else
    (void)smem, (void)gmem, (void)bytes;
    detail::unsupported_instruction("SM90_BULK_COPY_S2G (cp.async.bulk, SM90)");
#endif
  }
};

/// A bulk copy of whole tensors, in as few instructions as their common contiguous runs allow.
CUTE_EXPORT struct SM90_BULK_COPY_AUTO {};

CUTE_EXPORT namespace detail {
/// SM90_BULK_COPY_AUTO bound to the mbarrier a load into shared memory completes on.
struct bulk_copy_with_barrier {
  std::uint64_t* mbar;
};
}  // namespace detail

/// One thread, one value (the copy takes whole tensors); with(mbar) binds the barrier of a load.
template <>
struct Copy_Traits<SM90_BULK_COPY_AUTO> {
  using ThrID = Layout<_1>;
  using SrcLayout = Layout<Shape<_1, _1>, Stride<_0, _0>>;
  using DstLayout = SrcLayout;
  using RefLayout = SrcLayout;
  CUTE_HOST_DEVICE constexpr detail::bulk_copy_with_barrier with(std::uint64_t& mbar) const { return {&mbar}; }
};

CUTE_EXPORT namespace detail {
template <class Src, class Dst>
CUTE_HOST_DEVICE void bulk_copy(std::uint64_t* mbar, Src const& src, Dst const& dst) {
  using S = typename cute::detail::uncvref_t<Src>::value_type;
  using D = typename cute::detail::uncvref_t<Dst>::value_type;
  static_assert(std::is_same_v<std::remove_cv_t<S>, std::remove_cv_t<D>>, "bulk copy: the source and destination value types differ");
  constexpr bool load = is_gmem_v<Src> && is_smem_v<Dst>;
  constexpr bool store = is_smem_v<Src> && is_gmem_v<Dst>;
  static_assert(load || store, "bulk copy: global to shared memory or shared to global memory (make_gmem_ptr, make_smem_ptr)");
  check_same_size("copy(SM90_BULK_COPY_AUTO)", src, dst);
  auto const vector = max_common_layout(src.layout(), dst.layout());
  constexpr int bytes = int(decltype(size(vector))::value * sizeof(S));
  static_assert(bytes >= 16 && bytes % 16 == 0,
                "bulk copy: the tensors' common contiguous runs must be whole multiples of 16 bytes");
  auto const s = logical_divide(src, vector);
  auto const d = logical_divide(dst, vector);
  for (int i = 0; i < int(size<1>(s)); ++i) {
    if constexpr (load) {
      SM90_BULK_COPY_G2S::copy(&s(0, i), mbar, &d(0, i), bytes);
    } else {
      SM90_BULK_COPY_S2G::copy(&s(0, i), &d(0, i), bytes);
    }
  }
}
}  // namespace detail

/// A bulk store (shared -> global), one thread; tma_store_arrive and tma_store_wait complete it.
CUTE_EXPORT template <tensor_type Src, tensor_type Dst>
CUTE_HOST_DEVICE void copy(Copy_Traits<SM90_BULK_COPY_AUTO> const&, Src const& src, Dst&& dst) {
  static_assert(!(is_gmem_v<Src> && is_smem_v<Dst>),
                "copy(SM90_BULK_COPY_AUTO): a load into shared memory completes on an mbarrier: use .with(mbar)");
  detail::bulk_copy(nullptr, src, dst);
}
/// A bulk load (global -> shared), one thread, completing its bytes on the bound mbarrier.
CUTE_EXPORT template <tensor_type Src, tensor_type Dst>
CUTE_HOST_DEVICE void copy(detail::bulk_copy_with_barrier const& bound, Src const& src, Dst&& dst) {
  static_assert(is_gmem_v<Src> && is_smem_v<Dst>, "copy(SM90_BULK_COPY_AUTO.with(mbar)): a load, global to shared memory");
  detail::bulk_copy(bound.mbar, src, dst);
}

}  // namespace cute

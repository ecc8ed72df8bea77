// cute/algorithm/cooperative_copy.hpp: CuTe's cooperative_copy<NumThreads[, MaxVecBits]>(tid, src,
// dst[, policy]): NumThreads threads (tid in [0, NumThreads)) together copy a whole gmem/smem tensor
// to another of the same static size; and naive_cooperative_copy, element by element. The copy is
// complete once every thread has made its call (and, with AutoCopyAsync, waited for its cp.async
// group); like CuTe's, it synchronizes nothing itself.
//
// Here the elements go as the widest vectors (up to MaxVecBits bits, the data assumed aligned to it)
// that both layouts allow in the order of their 1-D coordinates, narrowed until every thread has at
// least one vector where there are enough elements; vector v goes to thread v % NumThreads.
#pragma once
#include <cute/config.hpp>
#include <cute/algorithm/auto_copy_async.hpp>
#include <cute/arch/copy.hpp>
#include <cute/tensor.hpp>

namespace cute {
CUTE_EXPORT namespace detail {
// The copy policies cooperative_copy knows: assignment (DefaultCopy and the other auto-vectorizing
// copies, UniversalCopy) or AutoCopyAsync.
template <class Policy>
inline constexpr bool cooperative_copy_policy = false;
template <int MaxVecBits>
inline constexpr bool cooperative_copy_policy<AutoVectorizingCopyWithAssumedAlignment<MaxVecBits>> = true;
template <class S, class D>
inline constexpr bool cooperative_copy_policy<UniversalCopy<S, D>> = true;
template <>
inline constexpr bool cooperative_copy_policy<AutoCopyAsync> = true;

// Vector v of the copy, by thread tid: v = tid, tid + NumThreads, ... (the residue first, as in
// CuTe's naive copy, so a static size leaves one possibly partial step).
template <std::uint32_t NumThreads, class Op, class Src, class Dst>
CUTE_HOST_DEVICE void cooperative_copy_strided(std::uint32_t tid, Src const& src, Dst& dst) {
  constexpr int n = int(decltype(size(std::declval<Src const&>()))::value);
  constexpr int residue = n % int(NumThreads);
  if constexpr (residue > 0) {
    if (int(tid) < residue) Op::copy(src(int(tid)), dst(int(tid)));
  }
  CUTE_UNROLL
  for (int i = residue; i < n; i += int(NumThreads)) Op::copy(src(int(tid) + i), dst(int(tid) + i));
}

template <class Policy, class Src, class Dst>
CUTE_HOST_DEVICE constexpr auto cooperative_copy_op() {
  if constexpr (std::same_as<Policy, AutoCopyAsync>) {
    return auto_copy_async_op<Src, Dst>();
  } else {
    return UniversalCopy<typename Src::value_type, typename Dst::value_type>{};
  }
}
}  // namespace detail

/// dst(i) = src(i) for every i, element i by thread i % NumThreads (tid of NumThreads; sizes static).
CUTE_EXPORT template <std::uint32_t NumThreads, tensor_type Src, tensor_type Dst>
CUTE_HOST_DEVICE void naive_cooperative_copy(std::uint32_t const& tid, Src const& src, Dst&& dst) {
  static_assert(NumThreads > 0, "naive_cooperative_copy: NumThreads must be positive");
  static_assert(is_static_v<decltype(size(src))> && is_static_v<decltype(size(dst))>,
                "naive_cooperative_copy: the tensors' sizes must be static");
  static_assert(decltype(size(src))::value == decltype(size(dst))::value,
                "naive_cooperative_copy: the source and destination differ in size");
  using S = cute::detail::uncvref_t<Src>;
  using D = cute::detail::uncvref_t<Dst>;
  detail::cooperative_copy_strided<NumThreads, UniversalCopy<typename S::value_type, typename D::value_type>>(tid, src, dst);
}

/// NumThreads threads copy src to dst together, each calling with its tid in [0, NumThreads): static
/// shapes of one size, one value type, gmem or smem on both sides (CuTe's preconditions), data
/// aligned to MaxVecBits bits (8, 16, 32, 64, 128 or the element's width). The policy is DefaultCopy
/// (or another auto-vectorizing copy, or UniversalCopy): assignments; or AutoCopyAsync: cp.async
/// from gmem to smem.
CUTE_EXPORT template <std::uint32_t NumThreads, std::uint32_t MaxVecBits, tensor_type Src, tensor_type Dst,
                      class Policy = DefaultCopy>
  requires detail::cooperative_copy_policy<Policy>
CUTE_HOST_DEVICE void cooperative_copy(std::uint32_t const& tid, Src const& src, Dst&& dst, Policy const& = {}) {
  using S = cute::detail::uncvref_t<Src>;
  using D = cute::detail::uncvref_t<Dst>;
  using T = typename S::value_type;
  static_assert(NumThreads > 0, "cooperative_copy: NumThreads must be positive");
  static_assert(is_static_v<decltype(src.shape())> && is_static_v<decltype(dst.shape())>,
                "cooperative_copy: the tensors' shapes must be static");
  static_assert(decltype(size(src))::value == decltype(size(dst))::value,
                "cooperative_copy: the source and destination differ in size");
  static_assert(std::is_same_v<T, typename D::value_type>,
                "cooperative_copy: the source and destination have different value types");
  static_assert(MaxVecBits == sizeof_bits_v<T> || MaxVecBits == 8 || MaxVecBits == 16 || MaxVecBits == 32 ||
                    MaxVecBits == 64 || MaxVecBits == 128,
                "cooperative_copy: MaxVecBits must be the element's width or 8, 16, 32, 64 or 128");
  static_assert((is_gmem_v<S> || is_smem_v<S>) && (is_gmem_v<D> || is_smem_v<D>),
                "cooperative_copy: both tensors must be shared by the threads: gmem or smem (make_gmem_ptr, "
                "make_smem_ptr)");
  constexpr int total = int(decltype(size(src))::value);
  // The widest vector both layouts allow, narrowed while some thread would have none.
  constexpr int widest = sizeof_bits_v<T> % 8 == 0 && MaxVecBits <= 128
                             ? detail::copy_vector_elements<int(MaxVecBits), T, cute::detail::uncvref_t<decltype(src.layout())>,
                                                            cute::detail::uncvref_t<decltype(dst.layout())>>()
                             : 1;
  constexpr int n = [] {
    int v = widest;
    while (v > 1 && v * int(NumThreads) > total) v /= 2;
    return v;
  }();
  if constexpr (n > 1) {
    bool aligned = true;
#if !defined(__CUDA_ARCH__)
    // The host checks the alignment the device assumes (a misaligned view copies element-wise).
    constexpr std::uintptr_t bytes = std::uintptr_t(n) * sizeof(T);
    aligned = reinterpret_cast<std::uintptr_t>(raw_pointer_cast(src.data())) % bytes == 0 &&
              reinterpret_cast<std::uintptr_t>(raw_pointer_cast(dst.data())) % bytes == 0;
#endif
    if (aligned) {
      using V = uint_bit_t<n * sizeof_bits_v<T>>;
      auto const sv = recast<V const>(src);
      auto dv = recast<V>(dst);
      using Op = decltype(detail::cooperative_copy_op<Policy, cute::detail::uncvref_t<decltype(sv)>, decltype(dv)>());
      detail::cooperative_copy_strided<NumThreads, Op>(tid, sv, dv);
      return;
    }
  }
  using Op = decltype(detail::cooperative_copy_op<Policy, S, D>());
  detail::cooperative_copy_strided<NumThreads, Op>(tid, src, dst);
}

/// The same, vectors up to the element's width (CuTe's default MaxVecBits).
CUTE_EXPORT template <std::uint32_t NumThreads, tensor_type Src, tensor_type Dst, class Policy = DefaultCopy>
  requires detail::cooperative_copy_policy<Policy>
CUTE_HOST_DEVICE void cooperative_copy(std::uint32_t const& tid, Src const& src, Dst&& dst, Policy const& policy = {}) {
  constexpr std::uint32_t bits = std::uint32_t(sizeof_bits_v<typename cute::detail::uncvref_t<Src>::value_type>);
  cooperative_copy<NumThreads, bits>(tid, src, dst, policy);
}

}  // namespace cute

// cute/tensor/copy.hpp: element-wise copy between tensors of the same size (host and device), and
// its predicated form. The copies through copy atoms (cp.async, ldmatrix, TMA) are in the atom layer.
#pragma once
#include <cute/config.hpp>
#include <cute/tensor/tensor.hpp>

namespace cute {

CUTE_EXPORT namespace detail {
template <class Src, class Dst>
CUTE_HOST_DEVICE constexpr void check_same_size(char const* operation, Src const& src, Dst const& dst) {
  using SrcSize = decltype(size(src));
  using DstSize = decltype(size(dst));
  if constexpr (static_integer<SrcSize> && static_integer<DstSize>) {
    static_assert(SrcSize::value == DstSize::value, "copy: the source and destination tensors differ in size");
  } else {
    CUTE_CHECK(size(src) == size(dst), operation, ": the source has ", size(src), " elements, the destination ",
               size(dst));
  }
}
}  // namespace detail

/// dst(i) = src(i) for every 1-D coordinate i (the tensors may differ in shape, not in size).
CUTE_EXPORT template <tensor_type Src, tensor_type Dst>
CUTE_HOST_DEVICE constexpr void copy(Src const& src, Dst&& dst) {
  detail::check_same_size("copy", src, dst);
#if defined(__CUDA_ARCH__)
#pragma unroll
#endif
  CUTE_UNROLL
  for (int i = 0; i < int(size(dst)); ++i) dst(i) = src(i);
}

/// dst(i) = src(i) where pred(i) holds: pred is a tensor of booleans of the same size, or a callable
/// on the 1-D coordinate.
CUTE_EXPORT template <class Pred, tensor_type Src, tensor_type Dst>
  requires(tensor_type<Pred> || std::predicate<Pred const&, int>)
CUTE_HOST_DEVICE constexpr void copy_if(Pred const& pred, Src const& src, Dst&& dst) {
  detail::check_same_size("copy_if", src, dst);
  if constexpr (tensor_type<Pred>) detail::check_same_size("copy_if (the predicate)", pred, dst);
#if defined(__CUDA_ARCH__)
#pragma unroll
#endif
  CUTE_UNROLL
  for (int i = 0; i < int(size(dst)); ++i)
    if (pred(i)) dst(i) = src(i);
}

}  // namespace cute

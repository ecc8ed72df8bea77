// cute/tensor/copy.hpp: element-wise copy between tensors of the same size (host and device), and
// its predicated form. The copies through copy atoms (cp.async, ldmatrix, TMA) are in the atom layer.
#pragma once
#include <cute/config.hpp>
#include <cute/layout.hpp>
#include <cute/tensor/partition.hpp>
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

CUTE_EXPORT namespace detail {
// Whether upcast<N> of a layout is a layout of N-element vectors: every mode that moves has a stride
// that is a multiple of N, or a divisor of N over an extent that whole vectors tile. A dynamic stride
// is taken to be a multiple of N: the assumed alignment of CuTe's auto-vectorizing copy, which the
// host checks at run time (dynamic_strides_divide). (Decided on the types: no function runs.)
template <int N, class Shape, class Stride>
inline constexpr bool vectorizes_by_v = [] {
  if constexpr (!static_integer<Stride>) {
    return true;
  } else {
    constexpr long long d = Stride::value < 0 ? -Stride::value : Stride::value;
    if constexpr (d == 0 || d % N == 0) {
      return true;
    } else if constexpr (!static_integer<Shape> || N % d != 0) {
      return false;
    } else {
      constexpr long long s = Shape::value;
      return s == 1 || s % (N / d) == 0 || (N / d) % s == 0;
    }
  }
}();
template <int N, class... S, class... D>
inline constexpr bool vectorizes_by_v<N, tuple<S...>, tuple<D...>> = (vectorizes_by_v<N, S, D> && ...);

// Whether every dynamic stride of the layout is a multiple of n (what vectorizes_by_v assumes).
template <class L>
CUTE_HOST_DEVICE constexpr bool dynamic_strides_divide(L const& layout, long long n) {
  return apply(wrap(flatten(layout.stride())), [n](auto const&... d) {
    return (true && ... && (static_integer<cute::detail::uncvref_t<decltype(d)>> || static_cast<long long>(d) % n == 0));
  });
}

// The leading modes of a flat layout whose extents and strides are all static: where a vector of
// the copy may lie (the elements before the first dynamic mode).
template <std::size_t I, class T>
using flat_element_t = decltype(element_type<I>(std::declval<T const&>()));
template <class T>
using flat_tuple_t = cute::detail::uncvref_t<decltype(wrap(flatten(std::declval<T>())))>;
template <class Shape, class Stride, std::size_t... I>
consteval std::size_t static_leading_count(std::index_sequence<I...>) {
  constexpr bool fixed[] = {true, (static_integer<flat_element_t<I, Shape>> && static_integer<flat_element_t<I, Stride>>)...};
  std::size_t k = 0;
  while (k + 1 < sizeof(fixed) && fixed[k + 1]) ++k;
  return k;
}
template <class Shape, class Stride,
          class = std::make_index_sequence<static_leading_count<Shape, Stride>(std::make_index_sequence<tuple_size_v<Shape>>{})>>
struct static_leading_modes;
template <class Shape, class Stride, std::size_t... I>
struct static_leading_modes<Shape, Stride, std::index_sequence<I...>> {
  using type = Layout<tuple<flat_element_t<I, Shape>...>, tuple<flat_element_t<I, Stride>...>>;
};
template <class L>
struct static_leading {
  using type = typename static_leading_modes<flat_tuple_t<typename L::shape_type>, flat_tuple_t<typename L::stride_type>>::type;
};
template <class L>
  requires is_static_v<L>
struct static_leading<L> {  // all of it (no need to flatten)
  using type = L;
};
template <class L>
using static_leading_t = typename static_leading<L>::type;

// Whether a copy between two layouts can use vectors of N elements of Bits bits each: at most
// MaxVecBits, dividing their common contiguous run, a layout of vectors for both.
template <int N, int Bits, int MaxVecBits, long long Common, class SrcLayout, class DstLayout>
inline constexpr bool copies_as_vectors_v =
    N * Bits <= MaxVecBits && (N * Bits) % 8 == 0 && ((N * Bits) & (N * Bits - 1)) == 0 && Common % N == 0 &&
    vectorizes_by_v<N, typename SrcLayout::shape_type, typename SrcLayout::stride_type> &&
    vectorizes_by_v<N, typename DstLayout::shape_type, typename DstLayout::stride_type>;

// The layout a copy vectorizes on: a plain Layout, itself; a swizzled one (a Swizzle<B,M,S> composed
// with a Layout, as shared memory is), its inner layout, by vectors of at most the 2^M elements the
// swizzle never moves, whose offset is a multiple of the vector (a static offset bounds the width; a
// dynamic one is assumed to be, as CuTe's copy assumes its alignment, and checked on the host).
template <class L>
struct vector_view {
  using layout = L;
  static constexpr long long max_elements = 1ll << 30;
};
consteval long long largest_power_of_two_dividing(long long v) { return v == 0 ? 1ll << 30 : (v < 0 ? -v : v) & -(v < 0 ? -v : v); }
template <int B, int M, int S, class O, class L>
  requires is_layout_v<L>
struct vector_view<ComposedLayout<Swizzle<B, M, S>, O, L>> {
  using layout = L;
  static constexpr long long unmoved = B == 0 ? 1ll << 30 : 1ll << M;
  static constexpr long long aligned = [] {
    if constexpr (static_integer<O>) return largest_power_of_two_dividing(O::value);
    else return 1ll << 30;
  }();
  static constexpr long long max_elements = unmoved < aligned ? unmoved : aligned;
};
// Whether the layout's dynamic parts allow vectors of n elements (what vector_view assumes).
template <class L>
CUTE_HOST_DEVICE constexpr bool vectors_fit(L const& layout, long long n) {
  if constexpr (is_layout_v<L>) {
    return dynamic_strides_divide(layout, n);
  } else {
    return dynamic_strides_divide(layout.layout_b(), n) && static_cast<long long>(layout.offset()) % n == 0;
  }
}

// The widest vector, in elements of T, that copies between two layouts (the largest power of two up to
// 16 for which copies_as_vectors_v holds); 1 when either is neither a plain Layout nor a swizzled one.
// The common run is that of their static leading modes (CuTe's max_common_vector keeps only a static
// run too).
template <int MaxVecBits, class T, class SrcView, class DstView>
consteval int copy_vector_elements() {
  using SrcLayout = typename vector_view<SrcView>::layout;
  using DstLayout = typename vector_view<DstView>::layout;
  if constexpr (!is_layout_v<SrcLayout> || !is_layout_v<DstLayout>) {
    return 1;
  } else if constexpr (rank_v<typename static_leading_t<SrcLayout>::shape_type> == 0 ||
                       rank_v<typename static_leading_t<DstLayout>::shape_type> == 0) {
    return 1;
  } else {
    constexpr long long common = decltype(max_common_vector(static_leading_t<SrcLayout>{}, static_leading_t<DstLayout>{}))::value;
    constexpr long long most = vector_view<SrcView>::max_elements < vector_view<DstView>::max_elements
                                   ? vector_view<SrcView>::max_elements
                                   : vector_view<DstView>::max_elements;
    constexpr int bits = sizeof_bits_v<T>;
    if constexpr (most >= 16 && copies_as_vectors_v<16, bits, MaxVecBits, common, SrcLayout, DstLayout>) {
      return 16;
    } else if constexpr (most >= 8 && copies_as_vectors_v<8, bits, MaxVecBits, common, SrcLayout, DstLayout>) {
      return 8;
    } else if constexpr (most >= 4 && copies_as_vectors_v<4, bits, MaxVecBits, common, SrcLayout, DstLayout>) {
      return 4;
    } else if constexpr (most >= 2 && copies_as_vectors_v<2, bits, MaxVecBits, common, SrcLayout, DstLayout>) {
      return 2;
    } else {
      return 1;
    }
  }
}

// The bit at which a packed tensor's data begins in its storage word (a subbyte_iterator, tagged or
// not); -1 for data that is not packed.
template <class It>
CUTE_HOST_DEVICE constexpr int packed_bit(It const& it) {
  if constexpr (requires { it.bit(); }) {
    return it.bit();
  } else if constexpr (requires { it.get().bit(); }) {
    return it.get().bit();
  } else {
    return -1;
  }
}
// Whether two tensors of values of T and U hold them packed, both (asked only of sub-byte values).
template <class T, class U, class Src, class Dst>
consteval bool both_packed() {
  if constexpr (sizeof_bits_v<T> % 8 == 0 || sizeof_bits_v<T> != sizeof_bits_v<U>) {
    return false;
  } else {
    return (requires(Src const& t) { t.data().bit(); } || requires(Src const& t) { t.data().get().bit(); }) &&
           (requires(Dst const& t) { t.data().bit(); } || requires(Dst const& t) { t.data().get().bit(); });
  }
}

/// dst(i) = src(i), as vectors of up to MaxVecBits bits where the layouts allow it (CuTe's
/// AutoVectorizingCopyWithAssumedAlignment: the data is assumed aligned to the vector on the device;
/// on the host a misaligned view copies element by element). Packed values (int4_t, ... through a
/// subbyte_iterator) copy as whole bytes or words where both tensors begin at a word's first bit.
template <int MaxVecBits, class Src, class Dst>
CUTE_HOST_DEVICE constexpr void copy_vectorized(Src const& src, Dst&& dst) {
  using T = typename cute::detail::uncvref_t<Src>::value_type;
  using U = typename cute::detail::uncvref_t<Dst>::value_type;
  constexpr bool whole_bytes = sizeof(T) == sizeof(U) && sizeof_bits_v<T> % 8 == 0;
  constexpr bool packed = both_packed<T, U, cute::detail::uncvref_t<Src>, cute::detail::uncvref_t<Dst>>();
  constexpr int n = whole_bytes || packed
                        ? copy_vector_elements<MaxVecBits, T, cute::detail::uncvref_t<decltype(src.layout())>,
                                               cute::detail::uncvref_t<decltype(dst.layout())>>()
                        : 1;
  if constexpr (n > 1) {
#if defined(__CUDA_ARCH__)
    // 64-bit vectors as two 32-bit words (as uint128_t is four): the device compiler then keeps a
    // fragment of 16-bit values in the 32-bit registers they were converted into, where a uint64_t
    // made it split and rebuild them with 64-bit shifts.
    using V = std::conditional_t<n * sizeof_bits_v<T> == 64, ::uint2, uint_bit_t<n * sizeof_bits_v<T>>>;
#else
    using V = uint_bit_t<n * sizeof_bits_v<T>>;
#endif
    bool vectors = !std::is_constant_evaluated();
    if constexpr (packed) vectors = vectors && packed_bit(src.data()) == 0 && packed_bit(dst.data()) == 0;
#if !defined(__CUDA_ARCH__)
    vectors = vectors && reinterpret_cast<std::uintptr_t>(raw_pointer_cast(src.data())) % sizeof(V) == 0 &&
              reinterpret_cast<std::uintptr_t>(raw_pointer_cast(dst.data())) % sizeof(V) == 0 &&
              vectors_fit(src.layout(), n) && vectors_fit(dst.layout(), n);
#endif
    if (vectors) {
      auto const sv = recast<V const>(src);
      auto dv = recast<V>(dst);
      CUTE_UNROLL
      for (int i = 0; i < int(size(dv)); ++i) {
#if defined(__CUDA_ARCH__)
        dv(i) = sv(i);
#else
        __builtin_memcpy(&dv(i), &sv(i), sizeof(V));  // the elements are not Vs: no type-punned access on the host
#endif
      }
      return;
    }
  }
  CUTE_UNROLL
  for (int i = 0; i < int(size(dst)); ++i) dst(i) = src(i);
}
}  // namespace detail

/// dst(i) = src(i) for every 1-D coordinate i (the tensors may differ in shape, not in size). Tensors
/// of static layouts (a swizzled one's offset may be dynamic: CuTe moves it into the pointer) copy as
/// the widest vectors (up to 128 bits) both layouts allow, as CuTe's copy does: their data is assumed
/// aligned to 16 bytes (registers, shared-memory buffers). Others are not assumed aligned: element by
/// element.
CUTE_EXPORT template <tensor_type Src, tensor_type Dst>
CUTE_HOST_DEVICE constexpr void copy(Src const& src, Dst&& dst) {
  detail::check_same_size("copy", src, dst);
  constexpr bool both_static = is_static_v<typename detail::vector_view<cute::detail::uncvref_t<decltype(src.layout())>>::layout> &&
                               is_static_v<typename detail::vector_view<cute::detail::uncvref_t<decltype(dst.layout())>>::layout>;
  detail::copy_vectorized<both_static ? 128 : 8>(src, dst);
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

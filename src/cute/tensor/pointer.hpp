// cute/tensor/pointer.hpp: pointers tagged with the memory space they point into (global, shared,
// register), so that an instruction can require the space it works on at compile time; and the
// coordinate iterator of identity tensors.
#pragma once
#include <cute/config.hpp>
#include <cute/layout.hpp>
#include <cute/numeric.hpp>
#include <cute/tuple.hpp>
#include <cute/tensor/subbyte_iterator.hpp>

namespace cute {

/// CuTe's iterator traits: an iterator's reference, element and value types, its own members where
/// it has them, else what dereferencing it gives; has_dereference, whether *it is valid.
CUTE_EXPORT template <class T>
struct iter_reference {
  using type = decltype(*std::declval<T&>());
};
template <class T>
  requires requires { typename T::reference; }
struct iter_reference<T> {
  using type = typename T::reference;
};
CUTE_EXPORT template <class T>
using iter_reference_t = typename iter_reference<T>::type;
CUTE_EXPORT template <class T>
struct iter_element {
  using type = std::remove_reference_t<iter_reference_t<T>>;
};
template <class T>
  requires requires { typename T::element_type; }
struct iter_element<T> {
  using type = typename T::element_type;
};
CUTE_EXPORT template <class T>
using iter_element_t = typename iter_element<T>::type;
CUTE_EXPORT template <class T>
struct iter_value {
  using type = std::remove_cv_t<iter_element_t<T>>;
};
template <class T>
  requires requires { typename T::value_type; }
struct iter_value<T> {
  using type = typename T::value_type;
};
CUTE_EXPORT template <class T>
using iter_value_t = typename iter_value<T>::type;
CUTE_EXPORT template <class Iterator>
struct iterator_traits {
  using reference = iter_reference_t<Iterator>;
  using element_type = iter_element_t<Iterator>;
  using value_type = iter_value_t<Iterator>;
};
CUTE_EXPORT template <class T>
struct has_dereference : C<requires(T& t) { *t; }> {};

/// The memory a pointer points into. `generic` is a plain pointer: any space, checked nowhere.
CUTE_EXPORT enum class memory_space { generic, gmem, smem, rmem };

/// A T* tagged with its memory space: a random-access iterator (*, [], +, -, ==, <=>).
CUTE_EXPORT template <memory_space Space, class T>
struct space_ptr {
  using value_type = std::remove_cv_t<T>;
  using element_type = T;
  using reference = T&;
  static constexpr memory_space space = Space;

  T* ptr_ = nullptr;

  constexpr space_ptr() = default;
  CUTE_HOST_DEVICE constexpr explicit space_ptr(T* p) noexcept : ptr_(p) {}
  /// A pointer to T converts to one to const T in the same space.
  template <class U>
    requires(std::is_convertible_v<U*, T*> && !std::is_same_v<U, T>)
  CUTE_HOST_DEVICE constexpr space_ptr(space_ptr<Space, U> const& p) noexcept : ptr_(p.ptr_) {}

  CUTE_HOST_DEVICE constexpr T* get() const noexcept { return ptr_; }
  CUTE_HOST_DEVICE constexpr T& operator*() const noexcept { return *ptr_; }
  template <integer I>
  CUTE_HOST_DEVICE constexpr T& operator[](I const& i) const noexcept {
    return ptr_[i];
  }
  template <integer I>
  CUTE_HOST_DEVICE constexpr space_ptr operator+(I const& i) const noexcept {
    return space_ptr(ptr_ + i);
  }
  template <integer I>
  CUTE_HOST_DEVICE constexpr space_ptr operator-(I const& i) const noexcept {
    return space_ptr(ptr_ - i);
  }
  CUTE_HOST_DEVICE constexpr std::ptrdiff_t operator-(space_ptr const& other) const noexcept { return ptr_ - other.ptr_; }
  CUTE_HOST_DEVICE constexpr bool operator==(space_ptr const& other) const noexcept { return ptr_ == other.ptr_; }
};

/// A subbyte_iterator<T> tagged with its memory space: packed values of T in global, shared or
/// register memory (CuTe's gmem_ptr<subbyte_iterator<T>>, what make_gmem_ptr<int4_t>(void*) gives).
CUTE_EXPORT template <memory_space Space, class T>
struct space_ptr<Space, subbyte_iterator<T>> {
  using value_type = std::remove_cv_t<T>;
  using element_type = T;
  using reference = subbyte_reference<T>;
  using iterator = subbyte_iterator<T>;
  static constexpr memory_space space = Space;

  subbyte_iterator<T> it_{};

  constexpr space_ptr() = default;
  CUTE_HOST_DEVICE constexpr explicit space_ptr(subbyte_iterator<T> const& it) noexcept : it_(it) {}
  template <class U>
    requires(std::is_const_v<T> && std::is_same_v<U const, T>)
  CUTE_HOST_DEVICE constexpr space_ptr(space_ptr<Space, subbyte_iterator<U>> const& p) noexcept : it_(p.it_) {}

  /// The untagged iterator.
  CUTE_HOST_DEVICE constexpr subbyte_iterator<T> get() const noexcept { return it_; }
  CUTE_HOST_DEVICE constexpr reference operator*() const { return *it_; }
  template <integer I>
  CUTE_HOST_DEVICE constexpr reference operator[](I const& i) const {
    return it_[i];
  }
  template <integer I>
  CUTE_HOST_DEVICE constexpr space_ptr operator+(I const& i) const {
    return space_ptr(it_ + i);
  }
  template <integer I>
  CUTE_HOST_DEVICE constexpr space_ptr operator-(I const& i) const {
    return space_ptr(it_ - i);
  }
  CUTE_HOST_DEVICE constexpr std::ptrdiff_t operator-(space_ptr const& other) const { return it_ - other.it_; }
  CUTE_HOST_DEVICE constexpr bool operator==(space_ptr const& other) const { return it_ == other.it_; }
};

CUTE_EXPORT namespace detail {
// What a tagged pointer type holds: T for a T*, the iterator itself for a subbyte_iterator.
template <class P>
struct space_target {
  static_assert(std::is_pointer_v<P>, "gmem_ptr<P>, smem_ptr<P>, rmem_ptr<P>: P must be a pointer or a subbyte_iterator");
  using type = std::remove_pointer_t<P>;
};
template <class T>
struct space_target<subbyte_iterator<T>> {
  using type = subbyte_iterator<T>;
};
}  // namespace detail

// CuTe's names of the tagged pointer types, by the plain pointer type they wrap: gmem_ptr<float*>
// (what make_gmem_ptr of a float* returns), smem_ptr<half_t const*>, rmem_ptr<int*>; of packed values,
// gmem_ptr<subbyte_iterator<int4_t>>.
CUTE_EXPORT template <class P>
using gmem_ptr = space_ptr<memory_space::gmem, typename detail::space_target<P>::type>;
CUTE_EXPORT template <class P>
using smem_ptr = space_ptr<memory_space::smem, typename detail::space_target<P>::type>;
CUTE_EXPORT template <class P>
using rmem_ptr = space_ptr<memory_space::rmem, typename detail::space_target<P>::type>;

CUTE_EXPORT namespace detail {
// The iterator over T's at p: a T*, or a subbyte_iterator<T> for packed (sub-byte) T, as CuTe's
// recast_ptr makes it.
template <class T, class V>
CUTE_HOST_DEVICE constexpr auto typed_iterator(V* p) noexcept {
  if constexpr (is_subbyte_v<T>) {
    return subbyte_iterator<T>(p);
  } else {
    return static_cast<T*>(p);
  }
}
}  // namespace detail

/// A pointer into global memory (cudaMalloc'd, or host memory for host code); from an untyped
/// pointer or nullptr, make_gmem_ptr<T>(p) gives a T pointer (a T const one from void const*).
CUTE_EXPORT template <class T>
CUTE_HOST_DEVICE constexpr auto make_gmem_ptr(T* p) noexcept {
  return gmem_ptr<T*>(p);
}
CUTE_EXPORT template <class T>
CUTE_HOST_DEVICE constexpr auto make_gmem_ptr(subbyte_iterator<T> const& it) noexcept {
  return gmem_ptr<subbyte_iterator<T>>(it);
}
CUTE_EXPORT template <class T>
  requires(!std::is_void_v<T>)
CUTE_HOST_DEVICE constexpr auto make_gmem_ptr(void* p) noexcept {
  return make_gmem_ptr(detail::typed_iterator<T>(p));
}
CUTE_EXPORT template <class T>
  requires(!std::is_void_v<T>)
CUTE_HOST_DEVICE constexpr auto make_gmem_ptr(void const* p) noexcept {
  return make_gmem_ptr(detail::typed_iterator<T const>(p));
}
CUTE_EXPORT template <class T>
CUTE_HOST_DEVICE constexpr auto make_gmem_ptr(std::nullptr_t) noexcept {
  if constexpr (is_subbyte_v<T>) {
    return make_gmem_ptr(subbyte_iterator<T>());
  } else {
    return gmem_ptr<T*>(static_cast<T*>(nullptr));
  }
}
/// A pointer into shared memory (make_smem_ptr<T>(p) from an untyped pointer, as above).
CUTE_EXPORT template <class T>
CUTE_HOST_DEVICE constexpr auto make_smem_ptr(T* p) noexcept {
  return smem_ptr<T*>(p);
}
CUTE_EXPORT template <class T>
CUTE_HOST_DEVICE constexpr auto make_smem_ptr(subbyte_iterator<T> const& it) noexcept {
  return smem_ptr<subbyte_iterator<T>>(it);
}
CUTE_EXPORT template <class T>
  requires(!std::is_void_v<T>)
CUTE_HOST_DEVICE constexpr auto make_smem_ptr(void* p) noexcept {
  return make_smem_ptr(detail::typed_iterator<T>(p));
}
CUTE_EXPORT template <class T>
  requires(!std::is_void_v<T>)
CUTE_HOST_DEVICE constexpr auto make_smem_ptr(void const* p) noexcept {
  return make_smem_ptr(detail::typed_iterator<T const>(p));
}
/// A pointer into registers (a thread's own array; make_rmem_ptr<T>(p) from an untyped pointer, as
/// above: `make_rmem_ptr<half_t>(&array)` views another register array's storage as T).
CUTE_EXPORT template <class T>
CUTE_HOST_DEVICE constexpr auto make_rmem_ptr(T* p) noexcept {
  return rmem_ptr<T*>(p);
}
CUTE_EXPORT template <class T>
CUTE_HOST_DEVICE constexpr auto make_rmem_ptr(subbyte_iterator<T> const& it) noexcept {
  return rmem_ptr<subbyte_iterator<T>>(it);
}
CUTE_EXPORT template <class T>
  requires(!std::is_void_v<T>)
CUTE_HOST_DEVICE constexpr auto make_rmem_ptr(void* p) noexcept {
  return make_rmem_ptr(detail::typed_iterator<T>(p));
}
CUTE_EXPORT template <class T>
  requires(!std::is_void_v<T>)
CUTE_HOST_DEVICE constexpr auto make_rmem_ptr(void const* p) noexcept {
  return make_rmem_ptr(detail::typed_iterator<T const>(p));
}

/// make_gmem_ptr / make_smem_ptr / make_rmem_ptr of a pointer already tagged with that space is the
/// pointer itself, as CuTe's (kernels wrap an smem tensor's data() again).
CUTE_EXPORT template <class T>
CUTE_HOST_DEVICE constexpr auto make_gmem_ptr(space_ptr<memory_space::gmem, T> const& p) noexcept {
  return p;
}
CUTE_EXPORT template <class T>
CUTE_HOST_DEVICE constexpr auto make_smem_ptr(space_ptr<memory_space::smem, T> const& p) noexcept {
  return p;
}
CUTE_EXPORT template <class T>
CUTE_HOST_DEVICE constexpr auto make_rmem_ptr(space_ptr<memory_space::rmem, T> const& p) noexcept {
  return p;
}

/// The memory space of an iterator: its tag, `generic` for a plain pointer or anything else; of an
/// engine or a tensor (anything with an ::iterator), its iterator's, as CuTe's traits look through them.
CUTE_EXPORT template <class P>
inline constexpr memory_space memory_space_of = [] {
  if constexpr (requires { typename P::iterator; }) {
    return memory_space_of<typename P::iterator>;
  } else {
    return memory_space::generic;
  }
}();
template <memory_space S, class T>
inline constexpr memory_space memory_space_of<space_ptr<S, T>> = S;

CUTE_EXPORT template <class P>
inline constexpr bool is_gmem_v = memory_space_of<cute::detail::uncvref_t<P>> == memory_space::gmem;
CUTE_EXPORT template <class P>
inline constexpr bool is_smem_v = memory_space_of<cute::detail::uncvref_t<P>> == memory_space::smem;
/// Registers, as CuTe counts them: tagged rmem, or anything that is neither gmem nor smem (a plain
/// pointer, an owning tensor).
CUTE_EXPORT template <class P>
inline constexpr bool is_rmem_v = !is_gmem_v<P> && !is_smem_v<P>;

/// CuTe's trait forms: is_gmem<T>::value and kin, for iterators, engines and tensors.
CUTE_EXPORT template <class P>
struct is_gmem : C<is_gmem_v<P>> {};
CUTE_EXPORT template <class P>
struct is_smem : C<is_smem_v<P>> {};
CUTE_EXPORT template <class P>
struct is_rmem : C<is_rmem_v<P>> {};

/// An iterator tagged as pointing into global / shared / register memory.
CUTE_EXPORT template <class P>
concept gmem_pointer = is_gmem_v<P>;
CUTE_EXPORT template <class P>
concept smem_pointer = is_smem_v<P>;
CUTE_EXPORT template <class P>
concept rmem_pointer = is_rmem_v<P>;

/// The plain pointer under a tagged one (a plain pointer is its own).
CUTE_EXPORT template <class T>
CUTE_HOST_DEVICE constexpr T* raw_pointer_cast(T* p) noexcept {
  return p;
}
CUTE_EXPORT template <memory_space S, class T>
CUTE_HOST_DEVICE constexpr T* raw_pointer_cast(space_ptr<S, T> const& p) noexcept {
  return p.get();
}

CUTE_EXPORT template <memory_space S, class T>
CUTE_HOST_DEVICE T* raw_pointer_cast(space_ptr<S, subbyte_iterator<T>> const& p) {
  return raw_pointer_cast(p.get());
}

/// The same address, seen as a pointer to U, in the same memory space (used by recast); a pointer to
/// const stays one (CuTe's recast of a const tensor gives const elements). Packed values of a
/// sub-byte U are seen through a subbyte_iterator<U>.
CUTE_EXPORT template <class U, class T>
CUTE_HOST_DEVICE constexpr auto recast_ptr(T* p) noexcept {
  using V = std::conditional_t<std::is_const_v<T>, U const, U>;
  if constexpr (is_subbyte_v<V>) {
    return subbyte_iterator<V>(p);
  } else {
    return reinterpret_cast<V*>(p);
  }
}
CUTE_EXPORT template <class U, memory_space S, class T>
CUTE_HOST_DEVICE constexpr auto recast_ptr(space_ptr<S, T> const& p) noexcept {
  auto it = recast_ptr<U>(p.get());
  return space_ptr<S, std::conditional_t<std::is_pointer_v<decltype(it)>, std::remove_pointer_t<decltype(it)>, decltype(it)>>(it);
}

CUTE_EXPORT namespace detail {
// Identity tensors index their elements by a 64-bit integer in which each leaf of the shape has its
// own field of 64 / leaves bits (the layout's stride of leaf k is 2^(k * bits)). Tiles that reach past
// the edge of the shape then still name distinct, decodable coordinates (a compact layout would wrap
// them onto other elements), and the whole layout algebra applies to the integer layout unchanged.
template <class Shape>
inline constexpr int coord_field_bits = 64 / int(leaf_count<Shape>);
template <class Shape>
using coord_leaf_t = std::conditional_t<(coord_field_bits<Shape> <= 32), int, long long>;

template <int Bits, int K, class Shape>
CUTE_HOST_DEVICE constexpr auto coord_strides(Shape const& shape) {
  if constexpr (tuple_type<Shape>) {
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      return make_tuple(coord_strides<Bits, K + int(leaves_before<Shape, I>())>(get<I>(shape))...);
    }(std::make_index_sequence<tuple_size_v<Shape>>{});
  } else {
    return C<(1ll << (K * Bits))>{};
  }
}
// The coordinate 0 congruent with the shape, of integers Leaf (the type of an identity tensor's elements).
template <class Leaf, class Shape>
CUTE_HOST_DEVICE constexpr auto zero_coord(Shape const& shape) {
  if constexpr (tuple_type<Shape>) {
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      return make_tuple(zero_coord<Leaf>(get<I>(shape))...);
    }(std::make_index_sequence<tuple_size_v<Shape>>{});
  } else {
    return Leaf(0);
  }
}
// The coordinate `base` moved by the index `index` encodes, leaf by leaf (the fields of an index into
// the tile of an identity tensor never carry into each other: see make_identity_tensor's limit).
template <int Bits, int K, class Coord>
CUTE_HOST_DEVICE constexpr Coord add_encoded_coord(Coord const& base, unsigned long long index) {
  if constexpr (tuple_type<Coord>) {
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      return Coord{add_encoded_coord<Bits, K + int(leaves_before<Coord, I>())>(get<I>(base), index)...};
    }(std::make_index_sequence<tuple_size_v<Coord>>{});
  } else {
    constexpr unsigned long long mask = Bits >= 64 ? ~0ull : (1ull << Bits) - 1;
    return Coord(base + Coord((index >> (K * Bits)) & mask));
  }
}
}  // namespace detail

/// The iterator of identity tensors: the element at index i is the coordinate that i encodes (see
/// detail::coord_strides), congruent with the shape. Tiled and partitioned like a data tensor, an
/// identity tensor tells where each element of a tile or partition sits, for predication at edges.
/// It holds its coordinate decoded, one integer per leaf, as CuTe's does: a slice decodes its offset
/// once, and an element at a static index within it is its own leaves plus constants.
CUTE_EXPORT template <int_tuple Shape>
struct coord_iterator {
  static constexpr int bits = detail::coord_field_bits<Shape>;
  using leaf_type = detail::coord_leaf_t<Shape>;
  using value_type = decltype(detail::zero_coord<leaf_type>(std::declval<Shape>()));
  using reference = value_type;

  value_type coord_{};

  CUTE_HOST_DEVICE constexpr value_type operator*() const { return coord_; }
  template <integer I>
  CUTE_HOST_DEVICE constexpr value_type operator[](I const& i) const {
    return detail::add_encoded_coord<bits, 0>(coord_, static_cast<unsigned long long>(i));
  }
  template <integer I>
  CUTE_HOST_DEVICE constexpr coord_iterator operator+(I const& i) const {
    return {(*this)[i]};
  }
  CUTE_HOST_DEVICE constexpr bool operator==(coord_iterator const& other) const { return coord_ == other.coord_; }
};

}  // namespace cute

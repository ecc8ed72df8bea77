// cute/tensor/engine.hpp: what a Tensor reads its elements through: an owning array (registers or
// the stack) or a view over an iterator (a tagged pointer, a coordinate iterator).
#pragma once
#include <cute/config.hpp>
#include <cute/tensor/array_subbyte.hpp>
#include <cute/tensor/pointer.hpp>

namespace cute {

/// N elements of T owned by the tensor: a thread's registers on the GPU (or a buffer in a shared-memory
/// struct). N is a capacity: a tensor with a dynamic layout may own one, checked to fit.
CUTE_EXPORT template <class T, std::size_t N>
struct ArrayEngine {
  static_assert(N > 0, "ArrayEngine: an owning tensor needs at least one element");
  using value_type = T;
  using element_type = T;
  using reference = T&;
  using iterator = T*;  // a plain pointer, as CuTe's: shared-memory structs hold ArrayEngines too
  using const_iterator = T const*;
  static constexpr std::size_t capacity = N;

  T storage_[N];

  CUTE_HOST_DEVICE constexpr iterator begin() noexcept { return storage_; }
  CUTE_HOST_DEVICE constexpr const_iterator begin() const noexcept { return storage_; }
  template <class I>
  CUTE_HOST_DEVICE constexpr T& operator[](I const& i) noexcept {
    return storage_[i];
  }
  template <class I>
  CUTE_HOST_DEVICE constexpr T const& operator[](I const& i) const noexcept {
    return storage_[i];
  }
};

/// N values of a type narrower than a byte (or of a width not a multiple of 8), packed (an
/// array_subbyte), as CuTe's: make_tensor<int4_t>(layout) owns cosize / 2 bytes; its elements are
/// subbyte_reference proxies.
CUTE_EXPORT template <class T, std::size_t N>
  requires(sizeof_bits_v<T> % 8 != 0)
struct ArrayEngine<T, N> {
  static_assert(N > 0, "ArrayEngine: an owning tensor needs at least one element");
  using storage_type = array_subbyte<T, N>;
  using value_type = std::remove_cv_t<T>;
  using element_type = T;
  using reference = subbyte_reference<T>;
  using iterator = subbyte_iterator<T>;
  using const_iterator = subbyte_iterator<T const>;
  static constexpr std::size_t capacity = N;

  // Aligned to the largest power of two up to 16 not above its size, so that a copy may move it as
  // whole words (copy_vectorized: its vectors are powers of two that divide the values).
  static constexpr std::size_t alignment = sizeof(storage_type) >= 16 ? 16 : sizeof(storage_type) >= 8 ? 8
                                           : sizeof(storage_type) >= 4 ? 4 : sizeof(storage_type) >= 2 ? 2 : 1;
  alignas(alignment) storage_type storage_;

  CUTE_HOST_DEVICE constexpr iterator begin() noexcept { return storage_.begin(); }
  CUTE_HOST_DEVICE constexpr const_iterator begin() const noexcept { return storage_.begin(); }
  template <class I>
  CUTE_HOST_DEVICE constexpr reference operator[](I const& i) noexcept {
    return storage_.begin()[i];
  }
  template <class I>
  CUTE_HOST_DEVICE constexpr subbyte_reference<T const> operator[](I const& i) const noexcept {
    return storage_.begin()[i];
  }
};

CUTE_EXPORT namespace detail {
// What a reference refers to: T for a T& (or a T returned by value), T for a subbyte_reference<T>.
template <class R>
struct referenced {
  using type = std::remove_reference_t<R>;
};
template <class T>
struct referenced<subbyte_reference<T>> {
  using type = T;
};
}  // namespace detail

/// A view: the elements live elsewhere, the engine holds where they begin: an iterator, and an
/// integer offset from it that slicing accumulates. Keeping the offset an integer until an element
/// is read lets the compiler form one address from one index, as hand-written code does (a pointer
/// moved at every slice costs a 64-bit add each). Copying the tensor copies the view, not the elements.
CUTE_EXPORT template <class Iterator, class Offset = C<0>>
struct ViewEngine : private detail::tuple_leaf<0, Iterator>, private detail::tuple_leaf<1, Offset> {
  using iterator = Iterator;
  using const_iterator = Iterator;
  using reference = decltype(*std::declval<Iterator const&>());
  using element_type = typename detail::referenced<reference>::type;  // T, also through a proxy
  using value_type = std::remove_cv_t<element_type>;

  // Held as tuple leaves (bases): a static offset is not stored (see Tensor).
  constexpr ViewEngine() = default;
  CUTE_HOST_DEVICE constexpr ViewEngine(Iterator const& base, Offset const& offset)
      : detail::tuple_leaf<0, Iterator>{base}, detail::tuple_leaf<1, Offset>{offset} {}

  /// The iterator the view's offset counts from.
  CUTE_HOST_DEVICE constexpr decltype(auto) base() const noexcept { return get<0>(static_cast<detail::tuple_leaf<0, Iterator> const&>(*this)); }
  /// The view's offset from base(), an integer (static _0 for an unsliced view).
  CUTE_HOST_DEVICE constexpr decltype(auto) offset() const noexcept { return get<1>(static_cast<detail::tuple_leaf<1, Offset> const&>(*this)); }

  /// Where the view begins.
  CUTE_HOST_DEVICE constexpr iterator begin() const noexcept {
    if constexpr (is_constant_v<0, Offset>) {
      return base();
    } else {
      return base() + offset();
    }
  }
  /// An ArithmeticTupleIterator's view begins at the sum of its base and offset (an iterator of another type).
  CUTE_HOST_DEVICE constexpr auto begin() const
    requires(is_arithmetic_tuple_iterator_v<Iterator> && !is_constant_v<0, Offset>)
  {
    return base() + offset();
  }
  /// The element at index i of the view.
  template <class I>
  CUTE_HOST_DEVICE constexpr reference operator[](I const& i) const {
    return base()[offset() + i];
  }
  /// An ArithmeticTupleIterator's element at an ArithmeticTuple offset: the sum, of its own type.
  template <class I>
    requires(is_arithmetic_tuple_iterator_v<Iterator>)
  CUTE_HOST_DEVICE constexpr auto operator[](I const& i) const {
    return base()[offset() + i];
  }
};

/// An iterator a tensor can view: dereferenceable, and offset by an integer.
CUTE_EXPORT namespace detail {
#if defined(__CUDA_ARCH__) && defined(__NVCC__)
// std::copy_constructible and std::convertible_to as libstdc++ defines them, with the built-ins its
// traits wrap: nvcc's device front end keeps every class it instantiates, and the traits are dozens of
// classes for each iterator type. (Not in other passes: g++ 12 has no __is_convertible_to.)
template <class From, class To>
concept convertible_to = __is_convertible_to(From, To) && requires { static_cast<To>(std::declval<From>()); };
template <class T, class... Args>
concept constructible_from = __is_nothrow_destructible(T) && __is_constructible(T, Args...);
template <class T>
concept copy_constructible = constructible_from<T, T> && convertible_to<T, T> && constructible_from<T, T&> &&
                             convertible_to<T&, T> && constructible_from<T, T const&> && convertible_to<T const&, T> &&
                             constructible_from<T, T const> && convertible_to<T const, T>;
#else
template <class From, class To>
concept convertible_to = std::convertible_to<From, To>;
template <class T>
concept copy_constructible = std::copy_constructible<T>;
#endif
}  // namespace detail

/// (An ArithmeticTupleIterator is offset by the ArithmeticTuples its layout's bases give, not by integers.)
CUTE_EXPORT template <class I>
concept tensor_iterator = detail::copy_constructible<I> && (is_arithmetic_tuple_iterator_v<I> || requires(I const& i, int n) {
  *i;
  i[n];
  { i + n } -> detail::convertible_to<I>;
});

}  // namespace cute

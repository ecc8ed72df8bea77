// cute/tensor/array_subbyte.hpp: array_subbyte<T, N>, CuTe's fixed-size array of N values of T packed
// without padding (N * sizeof_bits_v<T> bits rounded up to whole storage words: 14 int4_t in 7 bytes,
// 14 bools in 2), with an array's interface through subbyte_reference proxies; the storage an owning
// tensor of sub-byte values holds. Its data() is deleted, as std::vector<bool>'s would be wrong:
// raw_pointer_cast(a.begin()) gives the storage.
#pragma once
#include <cute/config.hpp>
#include <cute/tensor/subbyte_iterator.hpp>
#include <cute/tuple.hpp>

namespace cute {

CUTE_EXPORT template <class T, std::size_t N>
struct array_subbyte {
  using element_type = T;
  using value_type = std::remove_cv_t<T>;
  using pointer = element_type*;
  using const_pointer = element_type const*;
  using size_type = std::size_t;
  using difference_type = std::ptrdiff_t;
  using reference = subbyte_reference<element_type>;
  using const_reference = subbyte_reference<element_type const>;
  using iterator = subbyte_iterator<element_type>;
  using const_iterator = subbyte_iterator<element_type const>;
  using storage_type = typename detail::subbyte_packing<T>::storage_type;

 private:
  static constexpr std::size_t word_bits = sizeof_bits_v<storage_type>;
  // Whole words for N values; one at least, so that an empty array is a valid type.
  static constexpr std::size_t words = N == 0 ? 1 : (N * sizeof_bits_v<value_type> + word_bits - 1) / word_bits;
  storage_type storage_[words];  // uninitialized unless value-initialized (a{}), as CuTe's

 public:
  CUTE_HOST_DEVICE static constexpr size_type size() { return N; }
  CUTE_HOST_DEVICE static constexpr size_type max_size() { return N; }
  CUTE_HOST_DEVICE static constexpr bool empty() { return N == 0; }

  /// Every value 0, one word at a time.
  CUTE_HOST_DEVICE constexpr void clear() {
    for (std::size_t i = 0; i < words; ++i) storage_[i] = storage_type(0);
  }
  CUTE_HOST_DEVICE constexpr void fill(value_type const& value) {
    CUTE_UNROLL
    for (size_type i = 0; i < N; ++i) at(i) = value;
  }

  CUTE_HOST_DEVICE constexpr reference at(size_type i) { return begin()[i]; }
  CUTE_HOST_DEVICE constexpr const_reference at(size_type i) const { return begin()[i]; }
  CUTE_HOST_DEVICE constexpr reference operator[](size_type i) { return at(i); }
  CUTE_HOST_DEVICE constexpr const_reference operator[](size_type i) const { return at(i); }
  CUTE_HOST_DEVICE constexpr reference front() { return at(0); }
  CUTE_HOST_DEVICE constexpr const_reference front() const { return at(0); }
  CUTE_HOST_DEVICE constexpr reference back() { return at(N - 1); }
  CUTE_HOST_DEVICE constexpr const_reference back() const { return at(N - 1); }

  pointer data() = delete;
  const_pointer data() const = delete;

  CUTE_HOST_DEVICE constexpr iterator begin() { return iterator(storage_); }
  CUTE_HOST_DEVICE constexpr const_iterator begin() const { return const_iterator(storage_); }
  CUTE_HOST_DEVICE constexpr const_iterator cbegin() const { return begin(); }
  CUTE_HOST_DEVICE constexpr iterator end() { return begin() + N; }
  CUTE_HOST_DEVICE constexpr const_iterator end() const { return begin() + N; }
  CUTE_HOST_DEVICE constexpr const_iterator cend() const { return end(); }
};

/// Every value set to value, or to 0 (CuTe's free fill and clear).
CUTE_EXPORT template <class T, std::size_t N>
CUTE_HOST_DEVICE constexpr void fill(array_subbyte<T, N>& a, std::type_identity_t<T> const& value) {
  a.fill(value);
}
CUTE_EXPORT template <class T, std::size_t N>
CUTE_HOST_DEVICE constexpr void clear(array_subbyte<T, N>& a) {
  a.clear();
}

/// Value I, checked at compile time (a proxy reference, or the value of a const array).
CUTE_EXPORT template <std::size_t I, class T, std::size_t N>
CUTE_HOST_DEVICE constexpr auto get(array_subbyte<T, N>& a) {
  static_assert(I < N, "get<I>(array_subbyte<T, N>): I is out of range");
  return a[I];
}
CUTE_EXPORT template <std::size_t I, class T, std::size_t N>
CUTE_HOST_DEVICE constexpr auto get(array_subbyte<T, N> const& a) {
  static_assert(I < N, "get<I>(array_subbyte<T, N>): I is out of range");
  return a[I];
}

namespace detail {
template <class T, std::size_t N>
inline constexpr std::size_t tuple_size_of<array_subbyte<T, N>> = N;
}  // namespace detail

}  // namespace cute

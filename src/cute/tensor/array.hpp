// cute/tensor/array.hpp: CuTe's fixed-size arrays, usable on the device: array<T, N> (std::array's
// interface, host and device) and array_aligned<T, N, Alignment>, the aligned buffer that kernels'
// shared-storage structs hold (array_aligned<half_t, cosize_v<SmemLayout>> smem_A), with fill, clear,
// get<I> and comparison.
#pragma once
#include <cute/config.hpp>
#include <cute/tuple.hpp>

namespace cute {

/// N elements of T in place (an aggregate, as std::array: array<int, 3> a = {1, 2, 3}).
CUTE_EXPORT template <class T, std::size_t N>
struct array {
  using element_type = T;
  using value_type = std::remove_cv_t<T>;
  using size_type = std::size_t;
  using difference_type = std::ptrdiff_t;
  using reference = T&;
  using const_reference = T const&;
  using pointer = T*;
  using const_pointer = T const*;
  using iterator = T*;
  using const_iterator = T const*;

  // One element at least, so that array<T, 0> is a valid (empty) type; size() says how many count.
  T elements_[N > 0 ? N : 1];

  CUTE_HOST_DEVICE constexpr reference operator[](size_type i) { return elements_[i]; }
  CUTE_HOST_DEVICE constexpr const_reference operator[](size_type i) const { return elements_[i]; }
  CUTE_HOST_DEVICE constexpr reference front() { return elements_[0]; }
  CUTE_HOST_DEVICE constexpr const_reference front() const { return elements_[0]; }
  CUTE_HOST_DEVICE constexpr reference back() { return elements_[N - 1]; }
  CUTE_HOST_DEVICE constexpr const_reference back() const { return elements_[N - 1]; }
  CUTE_HOST_DEVICE constexpr pointer data() { return elements_; }
  CUTE_HOST_DEVICE constexpr const_pointer data() const { return elements_; }
  CUTE_HOST_DEVICE constexpr iterator begin() { return elements_; }
  CUTE_HOST_DEVICE constexpr const_iterator begin() const { return elements_; }
  CUTE_HOST_DEVICE constexpr const_iterator cbegin() const { return elements_; }
  CUTE_HOST_DEVICE constexpr iterator end() { return elements_ + N; }
  CUTE_HOST_DEVICE constexpr const_iterator end() const { return elements_ + N; }
  CUTE_HOST_DEVICE constexpr const_iterator cend() const { return elements_ + N; }
  CUTE_HOST_DEVICE static constexpr bool empty() { return N == 0; }
  CUTE_HOST_DEVICE static constexpr size_type size() { return N; }
  CUTE_HOST_DEVICE static constexpr size_type max_size() { return N; }

  CUTE_HOST_DEVICE constexpr void fill(T const& value) {
    for (size_type i = 0; i < N; ++i) elements_[i] = value;
  }
  CUTE_HOST_DEVICE constexpr void clear() { fill(T(0)); }
  CUTE_HOST_DEVICE constexpr void swap(array& other) {
    for (size_type i = 0; i < N; ++i) {
      T t = elements_[i];
      elements_[i] = other.elements_[i];
      other.elements_[i] = t;
    }
  }
};

/// array<T, N> aligned to Alignment bytes (16 by default: a vectorized or TMA copy's unit).
CUTE_EXPORT template <class T, std::size_t N, std::size_t Alignment = 16>
struct alignas(Alignment) array_aligned : array<T, N> {};

CUTE_EXPORT template <class T, std::size_t N>
CUTE_HOST_DEVICE constexpr bool operator==(array<T, N> const& a, array<T, N> const& b) {
  for (std::size_t i = 0; i < N; ++i)
    if (!(a[i] == b[i])) return false;
  return true;
}

/// Element I, checked at compile time.
CUTE_EXPORT template <std::size_t I, class T, std::size_t N>
CUTE_HOST_DEVICE constexpr T& get(array<T, N>& a) {
  static_assert(I < N, "get<I>(array<T, N>): I is out of range");
  return a[I];
}
CUTE_EXPORT template <std::size_t I, class T, std::size_t N>
CUTE_HOST_DEVICE constexpr T const& get(array<T, N> const& a) {
  static_assert(I < N, "get<I>(array<T, N>): I is out of range");
  return a[I];
}

/// The elements in reverse order (CuTe's reverse of an array).
CUTE_EXPORT template <class T, std::size_t N>
CUTE_HOST_DEVICE constexpr array<T, N> reverse(array<T, N> const& a) {
  array<T, N> r{};
  for (std::size_t i = 0; i < N; ++i) r[i] = a[N - 1 - i];
  return r;
}

/// Every element set to value (CuTe's free fill and clear of an array).
CUTE_EXPORT template <class T, std::size_t N>
CUTE_HOST_DEVICE constexpr void fill(array<T, N>& a, T const& value) {
  a.fill(value);
}
CUTE_EXPORT template <class T, std::size_t N>
CUTE_HOST_DEVICE constexpr void clear(array<T, N>& a) {
  a.clear();
}

// tuple_size_v of an array is its N, as CuTe's (get<I> reads its elements, as a tuple's).
namespace detail {
template <class T, std::size_t N>
inline constexpr std::size_t tuple_size_of<array<T, N>> = N;
template <class T, std::size_t N, std::size_t A>
inline constexpr std::size_t tuple_size_of<array_aligned<T, N, A>> = N;
}  // namespace detail

}  // namespace cute

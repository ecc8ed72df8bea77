// cute/compat/array.hpp (porting aid for CUTLASS's cutlass/array.h): cutlass::Array<T, N>, CUTLASS's
// fixed-size register array, for types of whole bytes (CUTLASS's sub-byte packing is not provided),
// and AlignedArray<T, N, Alignment>, the same aligned for one vector access (CuTe kernels reinterpret
// a pointer as one to load or store N elements at once).
// An aggregate with CUTLASS's members: size(), data(), operator[], at(), front()/back(), begin()/end(),
// clear(), fill(); kElements. CuTe kernels reinterpret a fragment's registers as one
// (`*reinterpret_cast<cutlass::Array<T, N>*>(tensor.data())`) to convert it at once.
#pragma once
#include <cute/compat/standard_headers.hpp>  // CUTLASS's header brings them (its numeric types)
#include <cstddef>
#include <cute/config.hpp>
#include <cute/numeric.hpp>

namespace cutlass {

template <class T, int N, bool RegisterSized = (cute::sizeof_bits_v<T> >= 32)>
struct Array {
  static_assert(N > 0, "cutlass::Array: N must be positive");
  static_assert(cute::sizeof_bits_v<T> % 8 == 0, "cutlass::Array (porting aid): sub-byte element types are not provided");
  using value_type = T;
  using size_type = std::size_t;
  using reference = T&;
  using const_reference = T const&;
  using pointer = T*;
  using const_pointer = T const*;
  using iterator = T*;
  using const_iterator = T const*;
  static constexpr std::size_t kElements = std::size_t(N);

  T storage[N];

  CUTE_HOST_DEVICE constexpr T& operator[](std::size_t i) { return storage[i]; }
  CUTE_HOST_DEVICE constexpr T const& operator[](std::size_t i) const { return storage[i]; }
  CUTE_HOST_DEVICE constexpr T& at(std::size_t i) { return storage[i]; }
  CUTE_HOST_DEVICE constexpr T const& at(std::size_t i) const { return storage[i]; }
  CUTE_HOST_DEVICE constexpr T& front() { return storage[0]; }
  CUTE_HOST_DEVICE constexpr T const& front() const { return storage[0]; }
  CUTE_HOST_DEVICE constexpr T& back() { return storage[N - 1]; }
  CUTE_HOST_DEVICE constexpr T const& back() const { return storage[N - 1]; }
  CUTE_HOST_DEVICE constexpr T* data() { return storage; }
  CUTE_HOST_DEVICE constexpr T const* data() const { return storage; }
  CUTE_HOST_DEVICE constexpr T* raw_data() { return storage; }
  CUTE_HOST_DEVICE constexpr T const* raw_data() const { return storage; }
  CUTE_HOST_DEVICE constexpr T* begin() { return storage; }
  CUTE_HOST_DEVICE constexpr T const* begin() const { return storage; }
  CUTE_HOST_DEVICE constexpr T* end() { return storage + N; }
  CUTE_HOST_DEVICE constexpr T const* end() const { return storage + N; }
  CUTE_HOST_DEVICE static constexpr std::size_t size() { return std::size_t(N); }
  CUTE_HOST_DEVICE static constexpr bool empty() { return false; }
  CUTE_HOST_DEVICE static constexpr std::size_t max_size() { return std::size_t(N); }
  CUTE_HOST_DEVICE constexpr void fill(T const& value) {
    for (int i = 0; i < N; ++i) {
      storage[i] = value;
    }
  }
  CUTE_HOST_DEVICE constexpr void clear() { fill(T{}); }
};

/// An Array aligned to `Alignment` bytes (by default its whole size: one vector load or store).
template <class T, int N, int Alignment = (cute::sizeof_bits_v<T> * N + 7) / 8>
class alignas(Alignment) AlignedArray : public Array<T, N> {
  static_assert((Alignment & (Alignment - 1)) == 0, "cutlass::AlignedArray: the alignment must be a power of two");
};

}  // namespace cutlass

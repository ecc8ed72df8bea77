// cute/tensor/subbyte_iterator.hpp: packed storage of values narrower than a byte (or of any width up
// to 64 bits, packed without padding), as CuTe has it: subbyte_iterator<T>, a random-access iterator
// over the values of T packed bit after bit in memory (value i at bit i * sizeof_bits_v<T>, the
// lowest bits of a byte first), and subbyte_reference<T>, the proxy its * and [] give: it converts to
// T and assigns from T, touching only the value's bits (two storage words where a value straddles
// them, as a 6-bit one does). A tensor of subbyte_iterator<T> is a tensor of packed values.
#pragma once
#include <cute/config.hpp>
#include <cute/numeric.hpp>
#include <cute/print.hpp>

namespace cute {

/// The unsigned word packed values of T are read and written through: the narrowest one of at least
/// sizeof_bits_v<T> bits (a byte for the sub-byte types).
CUTE_EXPORT template <class T>
using subbyte_storage_type_t = uint_bit_t<(sizeof_bits_v<T> <= 8 ? 8 : sizeof_bits_v<T> <= 16 ? 16 : sizeof_bits_v<T> <= 32 ? 32 : 64)>;

/// What packed storage holds: a trivially copyable value of 1 to 64 bits (a constraint, so that
/// naming subbyte_iterator<T> of another T is a substitution failure, not an error: make_smem_ptr<T>
/// of a wide T still considers its subbyte_iterator overload).
CUTE_EXPORT template <class T>
concept packable_value = std::is_trivially_copyable_v<std::remove_cv_t<T>> && sizeof_bits_v<std::remove_cv_t<T>> >= 1 &&
                         sizeof_bits_v<std::remove_cv_t<T>> <= 64;

CUTE_EXPORT template <packable_value T>
struct subbyte_iterator;

CUTE_EXPORT namespace detail {
// The packing of T in words of its storage type, shared by the reference and the iterator.
template <packable_value T>
struct subbyte_packing {
  using value_type = std::remove_cv_t<T>;
  using word = subbyte_storage_type_t<value_type>;
  using storage_type = std::conditional_t<std::is_const_v<T>, word const, word>;
  static constexpr int value_bits = sizeof_bits_v<value_type>;
  static constexpr int word_bits = sizeof_bits_v<word>;
  static_assert(value_bits >= 1 && value_bits <= 64, "subbyte_iterator<T>: T must be 1 to 64 bits wide");
  static_assert(std::is_trivially_copyable_v<value_type>, "subbyte_iterator<T>: T must be trivially copyable");
  static constexpr word mask = word(word(~word(0)) >> (word_bits - value_bits));
  // Whether a value may straddle two words (value widths that do not divide the word's, as 6 bits).
  static constexpr bool may_straddle = word_bits % value_bits != 0;

  // A value from its bits (the low value_bits of `bits`), and back.
  CUTE_HOST_DEVICE static constexpr value_type from_bits(word bits) {
    if constexpr (std::is_same_v<value_type, bool>) {
      return bits != 0;
    } else {
      return __builtin_bit_cast(value_type, uint_bit_t<8 * int(sizeof(value_type))>(bits));
    }
  }
  CUTE_HOST_DEVICE static constexpr word to_bits(value_type v) {
    if constexpr (std::is_same_v<value_type, bool>) {
      return word(v ? 1 : 0);
    } else {
      return word(word(__builtin_bit_cast(uint_bit_t<8 * int(sizeof(value_type))>, v)) & mask);
    }
  }
  CUTE_HOST_DEVICE static constexpr value_type read(storage_type const* p, int bit) {
    word bits = word((p[0] >> bit) & mask);
    if constexpr (may_straddle) {
      if (bit + value_bits > word_bits) bits = word(bits | ((p[1] << (word_bits - bit)) & mask));
    }
    return from_bits(bits);
  }
  CUTE_HOST_DEVICE static constexpr void write(word* p, int bit, value_type v) {
    word const bits = to_bits(v);
    p[0] = word((p[0] & word(~word(mask << bit))) | word(bits << bit));
    if constexpr (may_straddle) {
      if (bit + value_bits > word_bits) {
        int const done = word_bits - bit;  // the bits that went into p[0]
        p[1] = word((p[1] & word(~word(mask >> done))) | word(bits >> done));
      }
    }
  }
};
}  // namespace detail

/// A reference to one packed value of T (T const for a read-only one): converts to T, assigns from T
/// (and from another reference: the value, not the place, as a T& would).
CUTE_EXPORT template <packable_value T>
struct subbyte_reference {
  using element_type = T;
  using value_type = std::remove_cv_t<T>;
  using storage_type = typename detail::subbyte_packing<T>::storage_type;

  CUTE_HOST_DEVICE constexpr subbyte_reference(storage_type* ptr, int bit) noexcept : ptr_(ptr), idx_(std::uint8_t(bit)) {}
  subbyte_reference(subbyte_reference const&) = default;

  /// The value.
  CUTE_HOST_DEVICE constexpr value_type get() const { return detail::subbyte_packing<T>::read(ptr_, idx_); }
  CUTE_HOST_DEVICE constexpr operator value_type() const { return get(); }

  /// Writes the value's bits, leaving the neighbours' as they were.
  CUTE_HOST_DEVICE constexpr subbyte_reference const& operator=(value_type const& v) const
    requires(!std::is_const_v<T>)
  {
    detail::subbyte_packing<T>::write(ptr_, idx_, v);
    return *this;
  }
  CUTE_HOST_DEVICE constexpr subbyte_reference const& operator=(subbyte_reference const& other) const
    requires(!std::is_const_v<T>)
  {
    return *this = other.get();
  }
  template <class U>
    requires(!std::is_const_v<T> && std::is_same_v<std::remove_cv_t<U>, value_type> && !std::is_same_v<U, T>)
  CUTE_HOST_DEVICE constexpr subbyte_reference const& operator=(subbyte_reference<U> const& other) const {
    return *this = other.get();
  }

  CUTE_HOST_DEVICE friend constexpr bool operator==(subbyte_reference const& a, subbyte_reference const& b) { return a.get() == b.get(); }
  CUTE_HOST_DEVICE friend constexpr bool operator==(subbyte_reference const& a, value_type const& b) { return a.get() == b; }

  /// Where the value is.
  CUTE_HOST_DEVICE constexpr subbyte_iterator<T> operator&() const { return subbyte_iterator<T>(ptr_, idx_); }

 private:
  storage_type* ptr_;
  std::uint8_t idx_;  // the value's first bit in ptr_[0]
};

/// A random-access iterator over values of T packed bit after bit from a storage word's lowest bit.
CUTE_EXPORT template <packable_value T>
struct subbyte_iterator {
  using element_type = T;
  using value_type = std::remove_cv_t<T>;
  using reference = subbyte_reference<T>;
  using storage_type = typename detail::subbyte_packing<T>::storage_type;
  using difference_type = std::ptrdiff_t;

  constexpr subbyte_iterator() = default;
  /// The value at bit `bit` of *ptr.
  CUTE_HOST_DEVICE constexpr explicit subbyte_iterator(storage_type* ptr, int bit = 0) noexcept : ptr_(ptr), idx_(std::uint8_t(bit)) {}
  /// The value at the first bit of any other pointer (T*, void*, a byte buffer), as CuTe's.
  template <class P>
    requires(!std::is_same_v<P, storage_type> && (std::is_const_v<storage_type> || !std::is_const_v<P>))
  CUTE_HOST_DEVICE explicit subbyte_iterator(P* ptr, int bit = 0) noexcept
      : ptr_(static_cast<storage_type*>(static_cast<std::conditional_t<std::is_const_v<P>, void const, void>*>(ptr))),
        idx_(std::uint8_t(bit)) {}
  /// An iterator over T converts to one over T const.
  template <class U>
    requires(std::is_const_v<T> && std::is_same_v<U const, T>)
  CUTE_HOST_DEVICE constexpr subbyte_iterator(subbyte_iterator<U> const& it) noexcept : ptr_(it.ptr()), idx_(std::uint8_t(it.bit())) {}

  /// The storage word holding the first bit of the current value, and that bit's index in it.
  CUTE_HOST_DEVICE constexpr storage_type* ptr() const noexcept { return ptr_; }
  CUTE_HOST_DEVICE constexpr int bit() const noexcept { return idx_; }

  CUTE_HOST_DEVICE constexpr reference operator*() const { return reference(ptr_, idx_); }
  template <class I>
    requires std::is_convertible_v<I, long long>
  CUTE_HOST_DEVICE constexpr reference operator[](I const& i) const {
    return *(*this + i);
  }
  /// k values on (or back, k negative).
  template <class I>
    requires std::is_convertible_v<I, long long>
  CUTE_HOST_DEVICE constexpr subbyte_iterator operator+(I const& i) const {
    // Words are 8, 16, 32 or 64 bits: the word is the bit's arithmetic shift (floor, also for a
    // negative i), the bit in it its low bits.
    constexpr int shift = countr_zero(unsigned(detail::subbyte_packing<T>::word_bits));
    long long const bit = static_cast<long long>(i) * detail::subbyte_packing<T>::value_bits + idx_;
    return subbyte_iterator(ptr_ + (bit >> shift), int(bit & ((1 << shift) - 1)));
  }
  template <class I>
    requires std::is_convertible_v<I, long long>
  CUTE_HOST_DEVICE constexpr subbyte_iterator operator-(I const& i) const {
    return *this + (-static_cast<long long>(i));
  }
  /// The number of values from other to this one.
  CUTE_HOST_DEVICE constexpr std::ptrdiff_t operator-(subbyte_iterator const& other) const {
    constexpr long long wb = detail::subbyte_packing<T>::word_bits;
    return std::ptrdiff_t(((ptr_ - other.ptr_) * wb + idx_ - other.idx_) / detail::subbyte_packing<T>::value_bits);
  }
  template <class I>
  CUTE_HOST_DEVICE constexpr subbyte_iterator& operator+=(I const& i) {
    return *this = *this + i;
  }
  template <class I>
  CUTE_HOST_DEVICE constexpr subbyte_iterator& operator-=(I const& i) {
    return *this = *this - i;
  }
  CUTE_HOST_DEVICE constexpr subbyte_iterator& operator++() { return *this += 1; }
  CUTE_HOST_DEVICE constexpr subbyte_iterator& operator--() { return *this -= 1; }
  CUTE_HOST_DEVICE constexpr subbyte_iterator operator++(int) {
    subbyte_iterator r = *this;
    ++*this;
    return r;
  }
  CUTE_HOST_DEVICE constexpr subbyte_iterator operator--(int) {
    subbyte_iterator r = *this;
    --*this;
    return r;
  }

  CUTE_HOST_DEVICE friend constexpr bool operator==(subbyte_iterator const& a, subbyte_iterator const& b) {
    return a.ptr_ == b.ptr_ && a.idx_ == b.idx_;
  }
  CUTE_HOST_DEVICE friend constexpr bool operator<(subbyte_iterator const& a, subbyte_iterator const& b) {
    return a.ptr_ < b.ptr_ || (a.ptr_ == b.ptr_ && a.idx_ < b.idx_);
  }
  CUTE_HOST_DEVICE friend constexpr bool operator>(subbyte_iterator const& a, subbyte_iterator const& b) { return b < a; }
  CUTE_HOST_DEVICE friend constexpr bool operator<=(subbyte_iterator const& a, subbyte_iterator const& b) { return !(b < a); }
  CUTE_HOST_DEVICE friend constexpr bool operator>=(subbyte_iterator const& a, subbyte_iterator const& b) { return !(a < b); }

 private:
  storage_type* ptr_ = nullptr;
  std::uint8_t idx_ = 0;
};

/// The value (CuTe's print of a proxy), and the iterator as CuTe prints it: subptr[4b](0x7f...0.4),
/// the storage word's address and the bit.
CUTE_EXPORT template <class T>
CUTE_HOST_DEVICE void print(subbyte_reference<T> const& r) {
  print(r.get());
}
CUTE_EXPORT template <class T>
CUTE_HOST_DEVICE void print(subbyte_iterator<T> const& it) {
  printf("subptr[%db](%p.%d)", int(sizeof_bits_v<T>), static_cast<void const*>(it.ptr()), it.bit());
}

CUTE_EXPORT template <class T>
inline constexpr bool is_subbyte_iterator_v = false;
template <class T>
inline constexpr bool is_subbyte_iterator_v<subbyte_iterator<T>> = true;

/// The address of the first value as a T* (CuTe's raw_pointer_cast): the value must begin a storage
/// word (checked), as a T* cannot name a bit.
CUTE_EXPORT template <class T>
CUTE_HOST_DEVICE T* raw_pointer_cast(subbyte_iterator<T> const& it) {
  CUTE_CHECK(it.bit() == 0, "raw_pointer_cast(subbyte_iterator): the value begins at bit ", it.bit(), " of a word, not at its start");
  return static_cast<T*>(static_cast<std::conditional_t<std::is_const_v<T>, void const, void>*>(it.ptr()));
}

/// The same bits seen as values of U (CuTe's recast_ptr): a subbyte_iterator for a packed type U (the
/// bit position kept), else a U* (the position must begin a word: checked by raw_pointer_cast); a
/// pointer to const stays one.
CUTE_EXPORT template <class U, class T>
CUTE_HOST_DEVICE constexpr auto recast_ptr(subbyte_iterator<T> const& it) {
  using V = std::conditional_t<std::is_const_v<T>, U const, U>;
  if constexpr (is_subbyte_v<V>) {
    return subbyte_iterator<V>(it.ptr(), it.bit());
  } else {
    return static_cast<V*>(static_cast<std::conditional_t<std::is_const_v<T>, void const, void>*>(raw_pointer_cast(it)));
  }
}

}  // namespace cute

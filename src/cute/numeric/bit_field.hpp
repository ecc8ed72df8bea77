// cute/numeric/bit_field.hpp: CuTe's bit_field<BitStart, NumBits, OtherValueType>, a field of NumBits
// bits (1 to 64) starting at bit BitStart of an object's bytes (little-endian: bit k is bit k % 8 of
// byte k / 8), for unions that describe a hardware word field by field (as an instruction
// descriptor). It reads and writes the unsigned integer of its width (uint8_t for up to 8 bits, ...,
// uint64_t), or OtherValueType of that size by its bits (bit_field<0, 32, float>). Its storage is the
// narrowest unsigned word that holds the field without crossing a word boundary (a field that
// crosses a 64-bit boundary spans two 64-bit words), as many words as reach the field's last bit.
#pragma once
#include <cute/config.hpp>
#include <cute/numeric/uint_bits.hpp>

namespace cute {

/// The OtherValueType of a bit_field that has none.
CUTE_EXPORT struct dummy_type {};

CUTE_EXPORT template <std::uint32_t BitStart, std::uint32_t NumBits, class OtherValueType = dummy_type>
struct bit_field {
  static_assert(NumBits >= 1 && NumBits <= 64, "bit_field<BitStart, NumBits>: NumBits must be 1 to 64");

  static constexpr std::uint32_t value_type_bits = NumBits <= 8 ? 8 : NumBits <= 16 ? 16 : NumBits <= 32 ? 32 : 64;
  using value_type = uint_bit_t<int(value_type_bits)>;
  static_assert(std::is_same_v<OtherValueType, dummy_type> || sizeof(OtherValueType) == sizeof(value_type),
                "bit_field<BitStart, NumBits, OtherValueType>: OtherValueType must have the size of the field's integer");

 private:
  static constexpr std::uint32_t last = BitStart + NumBits - 1;
  static constexpr bool within(std::uint32_t w) { return BitStart / w == last / w; }

 public:
  static constexpr std::uint32_t storage_type_bits = within(8) ? 8 : within(16) ? 16 : within(32) ? 32 : 64;
  using storage_type = uint_bit_t<int(storage_type_bits)>;
  /// Words up to the field's last bit, the word of its first bit, that bit's index in it, and the
  /// bits of the field in that word where it spills into the next (0 if it does not).
  static constexpr std::uint32_t N = last / storage_type_bits + 1;
  static constexpr std::uint32_t idx = BitStart / storage_type_bits;
  static constexpr std::uint32_t bit_lo = BitStart % storage_type_bits;
  static constexpr std::uint32_t bit_hi = idx + 1 < N ? storage_type_bits - bit_lo : 0;
  static constexpr value_type mask = value_type(~std::uint64_t(0) >> (64 - NumBits));
  static constexpr storage_type mask_lo = storage_type(storage_type(mask) << bit_lo);
  static constexpr storage_type mask_hi = bit_hi != 0 ? storage_type(storage_type(mask) >> bit_hi) : storage_type(0);

  storage_type data_[N];

  CUTE_HOST_DEVICE constexpr value_type get() const {
    storage_type v = storage_type((data_[idx] & mask_lo) >> bit_lo);
    if constexpr (bit_hi != 0) v = storage_type(v | storage_type((data_[idx + 1] & mask_hi) << bit_hi));
    return value_type(v);
  }
  /// Writes the low NumBits bits of x, leaving the other bits of the object as they were.
  CUTE_HOST_DEVICE constexpr void set(value_type x) {
    storage_type const v = storage_type(x & mask);
    data_[idx] = storage_type((data_[idx] & storage_type(~mask_lo)) | storage_type(v << bit_lo));
    if constexpr (bit_hi != 0) data_[idx + 1] = storage_type((data_[idx + 1] & storage_type(~mask_hi)) | storage_type(v >> bit_hi));
  }
  CUTE_HOST_DEVICE constexpr bit_field& operator=(value_type x) {
    set(x);
    return *this;
  }
  CUTE_HOST_DEVICE constexpr operator value_type() const { return get(); }

  /// OtherValueType by its bits.
  CUTE_HOST_DEVICE constexpr bit_field& operator=(OtherValueType x)
    requires(!std::is_same_v<OtherValueType, dummy_type>)
  {
    set(__builtin_bit_cast(value_type, x));
    return *this;
  }
  CUTE_HOST_DEVICE constexpr operator OtherValueType() const
    requires(!std::is_same_v<OtherValueType, dummy_type>)
  {
    return __builtin_bit_cast(OtherValueType, get());
  }
};

}  // namespace cute

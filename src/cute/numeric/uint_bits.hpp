// cute/numeric/uint_bits.hpp: unsigned integers by width, as CuTe names them: uint128_t (the unit of an
// ldmatrix row, of the widest cp.async and of a vectorized copy), uint_bit_t<Bits> and uint_byte_t<Bytes>,
// sizeof_bits_v<T> and sizeof_bits<T>, the width of a type in bits, and the fixed-width integers as cute::
// names.
#pragma once
#include <cute/config.hpp>
#include <cute/numeric/integral_constant.hpp>

// As in CuTe, cute::uint128_t is cutlass::uint128_t. Kernel symbols name the types of their
// parameters (a TiledCopy of UniversalCopy<uint128_t>, say), and nvcc's instruction scheduling depends
// on the kernel's symbol: with CuTe's names, the same source compiles to CuTe's code.
namespace cutlass {
/// A 128-bit value.
CUTE_EXPORT struct alignas(16) uint128_t {
  // Four 32-bit words (CUTLASS's holds two 64-bit ones): a copy of one moves four registers, so the
  // device compiler keeps 16-bit values in the 32-bit registers they were converted into. With 64-bit
  // fields it split and rebuilt them (byte permutes, 64-bit shifts) around every 128-bit copy.
  std::uint32_t words[4] = {};
  constexpr bool operator==(uint128_t const&) const = default;
};
}  // namespace cutlass

namespace cute {
CUTE_EXPORT using cutlass::uint128_t;

/// CuTe's trait of the width of a value type in bits: 8 * sizeof(T), but 1 for bool (a predicate
/// takes one bit in packed storage, as in CuTe) and 0 for void; cv-qualifiers ignored. Sub-byte
/// value types (cute::int4_t, float_e2m1_t, ...) specialize it with their width.
CUTE_EXPORT template <class T>
struct sizeof_bits : C<8 * int(sizeof(T))> {};
template <class T>
struct sizeof_bits<T const> : sizeof_bits<T> {};
template <class T>
struct sizeof_bits<T volatile> : sizeof_bits<T> {};
template <class T>
struct sizeof_bits<T const volatile> : sizeof_bits<T> {};
template <>
struct sizeof_bits<bool> : C<1> {};
template <>
struct sizeof_bits<void> : C<0> {};

/// sizeof_bits<T>::value. Declared auto, as CuTe's: nvcc 13 fails to convert a variable template
/// declared int to an unsigned template argument in a dependent context (f<sizeof_bits_v<T>>() with
/// f's parameter uint32_t: "no instance matches").
CUTE_EXPORT template <class T>
inline constexpr auto sizeof_bits_v = sizeof_bits<T>::value;

/// Whether T is narrower than a byte (packed several to a byte: subbyte_iterator, array_subbyte).
CUTE_EXPORT template <class T>
struct is_subbyte : C<(sizeof_bits<T>::value < 8)> {};
CUTE_EXPORT template <class T>
inline constexpr bool is_subbyte_v = is_subbyte<T>::value;

/// Bytes that hold `bits` bits (rounded up), and bits in `bytes` bytes, as CUTLASS's.
CUTE_EXPORT template <class R = int, class T>
CUTE_HOST_DEVICE constexpr R bits_to_bytes(T bits) {
  return (R(bits) + R(7)) / R(8);
}
CUTE_EXPORT template <class R = int, class T>
CUTE_HOST_DEVICE constexpr R bytes_to_bits(T bytes) {
  return R(bytes) * R(8);
}

// The standard's fixed-width integers under CuTe's names (cute::uint64_t, ...).
CUTE_EXPORT using std::int8_t;
CUTE_EXPORT using std::int16_t;
CUTE_EXPORT using std::int32_t;
CUTE_EXPORT using std::int64_t;
CUTE_EXPORT using std::uint8_t;
CUTE_EXPORT using std::uint16_t;
CUTE_EXPORT using std::uint32_t;
CUTE_EXPORT using std::uint64_t;

CUTE_EXPORT namespace detail {
// The sub-byte widths (1, 2, 4, 6) are specialized with the sub-byte integers
// (cute/numeric/integer_subbyte.hpp).
template <int Bits>
struct uint_of_bits {
  static_assert(Bits == 128, "uint_bit_t<Bits>: Bits must be 8, 16, 32, 64 or 128 (or 1, 2, 4, 6 with "
                             "cute/atom/value_types_subbyte.hpp)");
  using type = uint128_t;
};
template <>
struct uint_of_bits<8> {
  using type = std::uint8_t;
};
template <>
struct uint_of_bits<16> {
  using type = std::uint16_t;
};
template <>
struct uint_of_bits<32> {
  using type = std::uint32_t;
};
template <>
struct uint_of_bits<64> {
  using type = std::uint64_t;
};
}  // namespace detail

/// The unsigned integer of Bits bits (8, 16, 32, 64 or 128; 1, 2, 4 or 6 with the sub-byte integers).
CUTE_EXPORT template <int Bits>
using uint_bit_t = typename detail::uint_of_bits<Bits>::type;

/// The unsigned integer of Bytes bytes (1, 2, 4, 8 or 16).
CUTE_EXPORT template <int Bytes>
using uint_byte_t = uint_bit_t<8 * Bytes>;

}  // namespace cute

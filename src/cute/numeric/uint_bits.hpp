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
  std::uint64_t lo = 0;
  std::uint64_t hi = 0;
  constexpr bool operator==(uint128_t const&) const = default;
};
}  // namespace cutlass

namespace cute {
CUTE_EXPORT using cutlass::uint128_t;

/// The width of a value type in bits (8 * sizeof(T)), an int. Declared auto, as CuTe's: nvcc 13 fails
/// to convert a variable template declared int to an unsigned template argument in a dependent context
/// (f<sizeof_bits_v<T>>() with f's parameter uint32_t: "no instance matches").
CUTE_EXPORT template <class T>
inline constexpr auto sizeof_bits_v = 8 * int(sizeof(T));
/// CuTe's trait form of sizeof_bits_v (cv-qualifiers ignored): sizeof_bits<T>::value.
CUTE_EXPORT template <class T>
struct sizeof_bits : C<sizeof_bits_v<std::remove_cv_t<T>>> {};

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
template <int Bits>
struct uint_of_bits {
  static_assert(Bits == 8 || Bits == 16 || Bits == 32 || Bits == 64 || Bits == 128,
                "uint_bit_t<Bits>: Bits must be 8, 16, 32, 64 or 128");
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

/// The unsigned integer of Bits bits (8, 16, 32, 64 or 128).
CUTE_EXPORT template <int Bits>
using uint_bit_t = typename detail::uint_of_bits<Bits>::type;

/// The unsigned integer of Bytes bytes (1, 2, 4, 8 or 16).
CUTE_EXPORT template <int Bytes>
using uint_byte_t = uint_bit_t<8 * Bytes>;

}  // namespace cute

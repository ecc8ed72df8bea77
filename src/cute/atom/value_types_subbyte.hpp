// cute/atom/value_types_subbyte.hpp: the integers narrower than a byte, as CUTLASS and CuTe name them:
// cutlass::integer_subbyte<Bits, Signed> and its aliases int2b_t, uint2b_t, int4b_t, uint4b_t, int6b_t,
// uint6b_t, uint1b_t (and bin1_t, a bool), with CuTe's names int2_t, int4_t, int6_t, uint1_t, uint2_t,
// uint4_t, uint6_t; sizeof_bits gives their width, std::numeric_limits their range, and
// uint_bit_t/int_bit_t reach them by width (uint_bit_t<4> is uint4_t). One value takes a byte; packed
// storage is array_subbyte / subbyte_iterator (cute/tensor/subbyte_iterator.hpp).
//
// From an integer, the value keeps the low Bits bits (two's complement), as CUTLASS's does in a
// release build: int4_t(9) == int4_t(-7), uint2_t(-5) == uint2_t(3). To int (unsigned for the unsigned
// types), the value sign-extended. All constexpr, host and device.
#pragma once
#include <cute/config.hpp>
#include <cute/numeric.hpp>

namespace cutlass {

/// An integer of Bits bits (1 to 8), signed or not, stored in the low bits of a byte.
CUTE_EXPORT template <int Bits, bool Signed = true>
struct integer_subbyte {
  static_assert(Bits >= 1 && Bits <= 8, "integer_subbyte<Bits>: Bits must be 1 to 8");
  static_assert(Bits >= 2 || !Signed, "integer_subbyte<1, true>: a signed integer needs 2 bits at least");
  using Storage = std::uint8_t;
  /// The integer type it converts to: int, or unsigned for the unsigned ones (CUTLASS's xint_t).
  using xint_t = std::conditional_t<Signed, int, unsigned>;
  static constexpr Storage bits_mask_ = Storage(0xffu >> (8 - Bits));
  static constexpr Storage sign_mask_ = Signed ? Storage(1u << (Bits - 1)) : Storage(0);

  Storage storage;  // the value in the low Bits bits; the others zero

  integer_subbyte() = default;  // uninitialized, as CUTLASS's (array_subbyte<T, N> a{} zeroes)
  CUTE_HOST_DEVICE constexpr explicit integer_subbyte(int value) : storage(Storage(unsigned(value) & bits_mask_)) {}
  CUTE_HOST_DEVICE constexpr explicit integer_subbyte(unsigned value) : storage(Storage(value & bits_mask_)) {}
  /// Any other arithmetic value, through xint_t (a float truncates toward zero first).
  template <class T>
    requires(std::is_arithmetic_v<T> && !std::is_same_v<T, int> && !std::is_same_v<T, unsigned>)
  CUTE_HOST_DEVICE constexpr explicit integer_subbyte(T value) : integer_subbyte(static_cast<xint_t>(value)) {}

  /// The value, sign-extended for the signed types.
  CUTE_HOST_DEVICE constexpr operator xint_t() const {
    if ((storage & sign_mask_) != 0) return xint_t(int(storage) - (1 << Bits));
    return xint_t(storage);
  }

  CUTE_HOST_DEVICE friend constexpr bool operator==(integer_subbyte a, integer_subbyte b) { return a.storage == b.storage; }
  CUTE_HOST_DEVICE friend constexpr bool operator<(integer_subbyte a, integer_subbyte b) { return xint_t(a) < xint_t(b); }
  CUTE_HOST_DEVICE friend constexpr bool operator>(integer_subbyte a, integer_subbyte b) { return b < a; }
  CUTE_HOST_DEVICE friend constexpr bool operator<=(integer_subbyte a, integer_subbyte b) { return !(b < a); }
  CUTE_HOST_DEVICE friend constexpr bool operator>=(integer_subbyte a, integer_subbyte b) { return !(a < b); }
  /// CUTLASS's conj of a real value: itself.
  CUTE_HOST_DEVICE friend constexpr integer_subbyte conj(integer_subbyte x) { return x; }
  /// Its value, as an int (found by argument-dependent lookup: print(x) of a packed value's proxy).
  CUTE_HOST_DEVICE friend void print(integer_subbyte x) {
    if constexpr (Signed) {
      printf("%d", int(x));
    } else {
      printf("%u", unsigned(x));
    }
  }
};

/// One bit, as a bool (CUTLASS's bin1_t).
CUTE_EXPORT using bin1_t = bool;
CUTE_EXPORT using uint1b_t = integer_subbyte<1, false>;
CUTE_EXPORT using int2b_t = integer_subbyte<2, true>;
CUTE_EXPORT using uint2b_t = integer_subbyte<2, false>;
CUTE_EXPORT using int3b_t = integer_subbyte<3, true>;
CUTE_EXPORT using uint3b_t = integer_subbyte<3, false>;
CUTE_EXPORT using int4b_t = integer_subbyte<4, true>;
CUTE_EXPORT using uint4b_t = integer_subbyte<4, false>;
CUTE_EXPORT using int6b_t = integer_subbyte<6, true>;
CUTE_EXPORT using uint6b_t = integer_subbyte<6, false>;

}  // namespace cutlass

namespace cute {

template <int Bits, bool Signed>
struct sizeof_bits<cutlass::integer_subbyte<Bits, Signed>> : C<Bits> {};

CUTE_EXPORT using cutlass::bin1_t;
CUTE_EXPORT using cutlass::integer_subbyte;
CUTE_EXPORT using cutlass::uint1b_t;
CUTE_EXPORT using cutlass::int2b_t;
CUTE_EXPORT using cutlass::uint2b_t;
CUTE_EXPORT using cutlass::int4b_t;
CUTE_EXPORT using cutlass::uint4b_t;
CUTE_EXPORT using cutlass::int6b_t;
CUTE_EXPORT using cutlass::uint6b_t;

/// cute::print(x) of a sub-byte integer: its value (int and bool would both take it otherwise).
CUTE_EXPORT template <int Bits, bool Signed>
CUTE_HOST_DEVICE void print(cutlass::integer_subbyte<Bits, Signed> x) {
  if constexpr (Signed) {
    printf("%d", int(x));
  } else {
    printf("%u", unsigned(x));
  }
}

// CuTe's names (cute/numeric/int.hpp).
CUTE_EXPORT using int2_t = cutlass::int2b_t;
CUTE_EXPORT using int4_t = cutlass::int4b_t;
CUTE_EXPORT using int6_t = cutlass::int6b_t;
CUTE_EXPORT using uint1_t = cutlass::uint1b_t;
CUTE_EXPORT using uint2_t = cutlass::uint2b_t;
CUTE_EXPORT using uint4_t = cutlass::uint4b_t;
CUTE_EXPORT using uint6_t = cutlass::uint6b_t;

namespace detail {
template <int Bits>
  requires(Bits == 1 || Bits == 2 || Bits == 4 || Bits == 6)
struct uint_of_bits<Bits> {
  using type = cutlass::integer_subbyte<Bits, false>;
};

template <int Bits>
struct int_of_bits {
  static_assert(Bits == 2 || Bits == 4 || Bits == 6 || Bits == 8 || Bits == 16 || Bits == 32 || Bits == 64,
                "int_bit_t<Bits>: Bits must be 2, 4, 6, 8, 16, 32 or 64");
  using type = std::conditional_t<Bits <= 8, std::conditional_t<Bits == 8, std::int8_t, integer_subbyte<(Bits < 8 ? Bits : 2), true>>,
                                  std::conditional_t<Bits == 16, std::int16_t, std::conditional_t<Bits == 32, std::int32_t, std::int64_t>>>;
};
}  // namespace detail

/// The signed integer of Bits bits (2, 4, 6, 8, 16, 32 or 64), as CuTe's int_bit_t; int_byte_t by bytes.
CUTE_EXPORT template <int Bits>
using int_bit_t = typename detail::int_of_bits<Bits>::type;
CUTE_EXPORT template <int Bytes>
using int_byte_t = int_bit_t<8 * Bytes>;

}  // namespace cute

/// The range of a sub-byte integer, as std::numeric_limits gives it for the built-in integers.
template <int Bits, bool Signed>
class std::numeric_limits<cutlass::integer_subbyte<Bits, Signed>> {
  using T = cutlass::integer_subbyte<Bits, Signed>;

 public:
  static constexpr bool is_specialized = true;
  static constexpr bool is_signed = Signed;
  static constexpr bool is_integer = true;
  static constexpr bool is_exact = true;
  static constexpr bool is_bounded = true;
  static constexpr bool is_modulo = !Signed;
  static constexpr bool has_infinity = false;
  static constexpr bool has_quiet_NaN = false;
  static constexpr bool has_signaling_NaN = false;
  static constexpr int digits = Signed ? Bits - 1 : Bits;
  static constexpr int digits10 = 0;
  static constexpr int radix = 2;
  CUTE_HOST_DEVICE static constexpr T min() noexcept { return T(Signed ? -(1 << (Bits - 1)) : 0); }
  CUTE_HOST_DEVICE static constexpr T lowest() noexcept { return min(); }
  CUTE_HOST_DEVICE static constexpr T max() noexcept { return T(Signed ? (1 << (Bits - 1)) - 1 : (1 << Bits) - 1); }
  CUTE_HOST_DEVICE static constexpr T epsilon() noexcept { return T(0); }
  CUTE_HOST_DEVICE static constexpr T round_error() noexcept { return T(0); }
};

// cute/atom/value_types.hpp: the 16-bit and 19-bit floating-point value types of the MMA atoms,
// host- and device-usable without CUDA headers: half_t (IEEE binary16), bfloat16_t (bfloat16),
// tfloat32_t (a float rounded to 10 mantissa bits, as the tensor cores read it). Each converts from
// float with round-to-nearest-even and implicitly to float; sizeof_bits_v<T> gives their width.
// half_t and bfloat16_t have CuTe's arithmetic (+ - * / and their assignments give the same type).
// In device code the conversions and half_t's arithmetic are the hardware's instructions; in
// constant evaluation and on the host, exact bit-level code that gives the same results (each
// operation is the float operation rounded once: float's 24 bits are enough for that to equal the
// correctly rounded 16-bit result).
#pragma once
#include <cute/config.hpp>

namespace cute {

CUTE_EXPORT namespace detail {
CUTE_HOST_DEVICE constexpr std::uint32_t float_bits(float f) { return __builtin_bit_cast(std::uint32_t, f); }
CUTE_HOST_DEVICE constexpr float bits_float(std::uint32_t u) { return __builtin_bit_cast(float, u); }

// float -> binary16 bits, round to nearest even, with subnormals, infinities and NaN.
CUTE_HOST_DEVICE constexpr std::uint16_t float_to_half_bits(float f) {
  std::uint32_t const x = float_bits(f);
  std::uint32_t const sign = (x >> 16) & 0x8000u;
  std::uint32_t const exponent = (x >> 23) & 0xffu;
  std::uint32_t mantissa = x & 0x7fffffu;
  if (exponent == 0xffu) return static_cast<std::uint16_t>(sign | 0x7c00u | (mantissa ? 0x200u : 0u));
  int const e = int(exponent) - 127 + 15;
  if (e >= 31) return static_cast<std::uint16_t>(sign | 0x7c00u);
  if (e <= 0) {
    if (e < -10) return static_cast<std::uint16_t>(sign);
    mantissa |= 0x800000u;
    int const shift = 14 - e;
    std::uint32_t h = mantissa >> shift;
    std::uint32_t const rest = mantissa & ((1u << shift) - 1u), half = 1u << (shift - 1);
    if (rest > half || (rest == half && (h & 1u))) ++h;
    return static_cast<std::uint16_t>(sign | h);
  }
  std::uint32_t h = sign | (std::uint32_t(e) << 10) | (mantissa >> 13);
  std::uint32_t const rest = mantissa & 0x1fffu;
  if (rest > 0x1000u || (rest == 0x1000u && (h & 1u))) ++h;
  return static_cast<std::uint16_t>(h);
}

CUTE_HOST_DEVICE constexpr float half_bits_to_float(std::uint16_t h) {
  std::uint32_t const sign = std::uint32_t(h & 0x8000u) << 16;
  std::uint32_t const exponent = (h >> 10) & 0x1fu, mantissa = h & 0x3ffu;
  if (exponent == 0) {
    float const v = float(mantissa) * 5.9604644775390625e-8f;  // mantissa * 2^-24
    return sign ? -v : v;
  }
  if (exponent == 31) return bits_float(sign | 0x7f800000u | (mantissa << 13));
  return bits_float(sign | ((exponent - 15 + 127) << 23) | (mantissa << 13));
}

// float -> bits with the low `drop` mantissa bits rounded away (nearest even); NaN stays NaN.
CUTE_HOST_DEVICE constexpr std::uint32_t round_float_bits(float f, int drop) {
  std::uint32_t const x = float_bits(f);
  if ((x & 0x7f800000u) == 0x7f800000u) return (x & 0x7fffffu) ? (x | (1u << (22))) : x;
  std::uint32_t const lsb = (x >> drop) & 1u;
  return (x + ((1u << (drop - 1)) - 1u) + lsb) & ~((1u << drop) - 1u);
}

// The conversions as called: the hardware's on the device (sm_80 and later for bfloat16), else the
// exact code above.
CUTE_HOST_DEVICE constexpr std::uint16_t to_half_bits(float f) {
#if defined(__CUDA_ARCH__)
  if (!std::is_constant_evaluated()) {
    std::uint16_t h;
    asm("cvt.rn.f16.f32 %0, %1;" : "=h"(h) : "f"(f));
    return h;
  }
#endif
  return float_to_half_bits(f);
}
CUTE_HOST_DEVICE constexpr float from_half_bits(std::uint16_t h) {
#if defined(__CUDA_ARCH__)
  if (!std::is_constant_evaluated()) {
    float f;
    asm("cvt.f32.f16 %0, %1;" : "=f"(f) : "h"(h));
    return f;
  }
#endif
  return half_bits_to_float(h);
}
CUTE_HOST_DEVICE constexpr std::uint16_t to_bfloat16_bits(float f) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
  if (!std::is_constant_evaluated()) {
    std::uint16_t h;
    asm("cvt.rn.bf16.f32 %0, %1;" : "=h"(h) : "f"(f));
    return h;
  }
#endif
  return static_cast<std::uint16_t>(round_float_bits(f, 16) >> 16);
}
}  // namespace detail

}  // namespace cute

// As in CuTe, these are CUTLASS's types: cute::half_t is cutlass::half_t, and so on. Kernel symbols
// name them, and nvcc's instruction scheduling depends on the kernel's symbol: with CuTe's names, the
// same source compiles to CuTe's code.
namespace cutlass {

/// IEEE binary16.
CUTE_EXPORT struct half_t {
  std::uint16_t storage = 0;
  constexpr half_t() = default;
  CUTE_HOST_DEVICE constexpr explicit half_t(float f) : storage(cute::detail::to_half_bits(f)) {}
  // Assigning a float rounds it, as CUTLASS's type does (through CUDA's __half there): `h[i] = 0.5f`.
  CUTE_HOST_DEVICE constexpr half_t& operator=(float f) {
    storage = cute::detail::to_half_bits(f);
    return *this;
  }
  /// The bits (CUTLASS's name).
  CUTE_HOST_DEVICE constexpr std::uint16_t raw() const { return storage; }
  CUTE_HOST_DEVICE static constexpr half_t bitcast(std::uint16_t bits) {
    half_t h;
    h.storage = bits;
    return h;
  }
  CUTE_HOST_DEVICE constexpr operator float() const { return cute::detail::from_half_bits(storage); }

 private:
  // One hardware instruction on the device; the float operation rounded once elsewhere. Without
  // .rn, as CUDA's __hadd/__hsub/__hmul (what CUTLASS's half_t calls): ptxas may contract a product
  // and a sum into one fma, so results (and code) are CuTe's, as in its axpby epilogues.
  template <char Op>
  CUTE_HOST_DEVICE static constexpr half_t arithmetic(half_t a, half_t b) {
#if defined(__CUDA_ARCH__)
    if (!std::is_constant_evaluated()) {
      half_t r;
      if constexpr (Op == '+') asm("add.f16 %0, %1, %2;" : "=h"(r.storage) : "h"(a.storage), "h"(b.storage));
      if constexpr (Op == '-') asm("sub.f16 %0, %1, %2;" : "=h"(r.storage) : "h"(a.storage), "h"(b.storage));
      if constexpr (Op == '*') asm("mul.f16 %0, %1, %2;" : "=h"(r.storage) : "h"(a.storage), "h"(b.storage));
      return r;
    }
#endif
    if constexpr (Op == '+') return half_t(float(a) + float(b));
    if constexpr (Op == '-') return half_t(float(a) - float(b));
    return half_t(float(a) * float(b));
  }

 public:
  CUTE_HOST_DEVICE friend constexpr half_t operator+(half_t a, half_t b) { return arithmetic<'+'>(a, b); }
  CUTE_HOST_DEVICE friend constexpr half_t operator-(half_t a, half_t b) { return arithmetic<'-'>(a, b); }
  CUTE_HOST_DEVICE friend constexpr half_t operator*(half_t a, half_t b) { return arithmetic<'*'>(a, b); }
  CUTE_HOST_DEVICE friend constexpr half_t operator/(half_t a, half_t b) { return half_t(float(a) / float(b)); }
  CUTE_HOST_DEVICE friend constexpr half_t operator-(half_t a) { return bitcast(static_cast<std::uint16_t>(a.storage ^ 0x8000u)); }
  CUTE_HOST_DEVICE friend constexpr half_t operator+(half_t a) { return a; }
  // Compound assignment, as CuTe's types have it.
  CUTE_HOST_DEVICE friend constexpr half_t& operator+=(half_t& a, half_t b) { return a = a + b; }
  CUTE_HOST_DEVICE friend constexpr half_t& operator-=(half_t& a, half_t b) { return a = a - b; }
  CUTE_HOST_DEVICE friend constexpr half_t& operator*=(half_t& a, half_t b) { return a = a * b; }
  CUTE_HOST_DEVICE friend constexpr half_t& operator/=(half_t& a, half_t b) { return a = a / b; }
};

/// bfloat16: the upper half of a float.
CUTE_EXPORT struct bfloat16_t {
  std::uint16_t storage = 0;
  constexpr bfloat16_t() = default;
  CUTE_HOST_DEVICE constexpr explicit bfloat16_t(float f) : storage(cute::detail::to_bfloat16_bits(f)) {}
  // Assigning a float rounds it, as CUTLASS's type does (through CUDA's __half there): `h[i] = 0.5f`.
  CUTE_HOST_DEVICE constexpr bfloat16_t& operator=(float f) {
    storage = cute::detail::to_bfloat16_bits(f);
    return *this;
  }
  /// The bits (CUTLASS's name).
  CUTE_HOST_DEVICE constexpr std::uint16_t raw() const { return storage; }
  CUTE_HOST_DEVICE static constexpr bfloat16_t bitcast(std::uint16_t bits) {
    bfloat16_t h;
    h.storage = bits;
    return h;
  }
  CUTE_HOST_DEVICE constexpr operator float() const { return cute::detail::bits_float(std::uint32_t(storage) << 16); }

  // The float operation rounded once (exact; bfloat16 has no add/mul instruction before sm_90).
  CUTE_HOST_DEVICE friend constexpr bfloat16_t operator+(bfloat16_t a, bfloat16_t b) { return bfloat16_t(float(a) + float(b)); }
  CUTE_HOST_DEVICE friend constexpr bfloat16_t operator-(bfloat16_t a, bfloat16_t b) { return bfloat16_t(float(a) - float(b)); }
  CUTE_HOST_DEVICE friend constexpr bfloat16_t operator*(bfloat16_t a, bfloat16_t b) { return bfloat16_t(float(a) * float(b)); }
  CUTE_HOST_DEVICE friend constexpr bfloat16_t operator/(bfloat16_t a, bfloat16_t b) { return bfloat16_t(float(a) / float(b)); }
  CUTE_HOST_DEVICE friend constexpr bfloat16_t operator-(bfloat16_t a) { return bitcast(static_cast<std::uint16_t>(a.storage ^ 0x8000u)); }
  CUTE_HOST_DEVICE friend constexpr bfloat16_t operator+(bfloat16_t a) { return a; }
  // Compound assignment, as CuTe's types have it.
  CUTE_HOST_DEVICE friend constexpr bfloat16_t& operator+=(bfloat16_t& a, bfloat16_t b) { return a = a + b; }
  CUTE_HOST_DEVICE friend constexpr bfloat16_t& operator-=(bfloat16_t& a, bfloat16_t b) { return a = a - b; }
  CUTE_HOST_DEVICE friend constexpr bfloat16_t& operator*=(bfloat16_t& a, bfloat16_t b) { return a = a * b; }
  CUTE_HOST_DEVICE friend constexpr bfloat16_t& operator/=(bfloat16_t& a, bfloat16_t b) { return a = a / b; }
};

/// TensorFloat-32: a 32-bit float whose low 13 mantissa bits are zero.
CUTE_EXPORT struct tfloat32_t {
  std::uint32_t storage = 0;
  constexpr tfloat32_t() = default;
  CUTE_HOST_DEVICE constexpr explicit tfloat32_t(float f) : storage(cute::detail::round_float_bits(f, 13)) {}
  CUTE_HOST_DEVICE constexpr operator float() const { return cute::detail::bits_float(storage); }

  // Arithmetic in fp32, rounded back to tf32, as CuTe's (a negation is exact).
  CUTE_HOST_DEVICE friend constexpr tfloat32_t operator+(tfloat32_t a, tfloat32_t b) { return tfloat32_t(float(a) + float(b)); }
  CUTE_HOST_DEVICE friend constexpr tfloat32_t operator-(tfloat32_t a, tfloat32_t b) { return tfloat32_t(float(a) - float(b)); }
  CUTE_HOST_DEVICE friend constexpr tfloat32_t operator*(tfloat32_t a, tfloat32_t b) { return tfloat32_t(float(a) * float(b)); }
  CUTE_HOST_DEVICE friend constexpr tfloat32_t operator/(tfloat32_t a, tfloat32_t b) { return tfloat32_t(float(a) / float(b)); }
  CUTE_HOST_DEVICE friend constexpr tfloat32_t operator-(tfloat32_t a) {
    tfloat32_t r;
    r.storage = a.storage ^ 0x80000000u;
    return r;
  }
  CUTE_HOST_DEVICE friend constexpr tfloat32_t operator+(tfloat32_t a) { return a; }
  CUTE_HOST_DEVICE friend constexpr tfloat32_t& operator+=(tfloat32_t& a, tfloat32_t b) { return a = a + b; }
  CUTE_HOST_DEVICE friend constexpr tfloat32_t& operator-=(tfloat32_t& a, tfloat32_t b) { return a = a - b; }
  CUTE_HOST_DEVICE friend constexpr tfloat32_t& operator*=(tfloat32_t& a, tfloat32_t b) { return a = a * b; }
  CUTE_HOST_DEVICE friend constexpr tfloat32_t& operator/=(tfloat32_t& a, tfloat32_t b) { return a = a / b; }
};

}  // namespace cutlass

namespace cute {
CUTE_EXPORT using cutlass::half_t;
CUTE_EXPORT using cutlass::bfloat16_t;
CUTE_EXPORT using cutlass::tfloat32_t;
}  // namespace cute

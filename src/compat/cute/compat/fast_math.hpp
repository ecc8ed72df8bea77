// cute/compat/fast_math.hpp (porting aid for CUTLASS's cutlass/fast_math.h, which CuTe's tensor header
// brings along under nvcc): the names CuTe kernels take from it. Integer helpers (ceil_div, round_up,
// gcd, lcm, const_min/const_max), the min/max and transcendental functions that pick a device
// intrinsic in device code and the standard library on the host (fast_min, fast_max, fast_exp,
// fast_log, fast_sqrt, fast_tanh: tanh.approx on sm_75+, as CUTLASS), and FastDivmod (division by a
// run-time divisor fixed for a kernel, by a precomputed multiply-high and shift).
#pragma once
#include <cute/compat/cutlass.hpp>
#include <cute/compat/numeric_types.hpp>
#include <cute/numeric/check.hpp>  // CUTE_CHECK's cute::detail::fail

#include <cmath>
#include <cstdint>

namespace cutlass {

CUTE_HOST_DEVICE constexpr int ceil_div(int a, int b) { return (a + b - 1) / b; }
/// The least multiple of b that is not below a.
CUTE_HOST_DEVICE constexpr int round_up(int a, int b) { return ceil_div(a, b) * b; }
template <class D, class V>
CUTE_HOST_DEVICE constexpr D round_nearest(D dividend, V divisor) {
  return ((dividend + divisor - 1) / divisor) * divisor;
}
template <class T>
CUTE_HOST_DEVICE constexpr T abs_for_integer(T a) { return a > T{0} ? a : -a; }
template <class T>
CUTE_HOST_DEVICE constexpr T gcd(T a, T b) {
  while (b != T{0}) {
    T const r = a % b;
    a = b;
    b = r;
  }
  return abs_for_integer(a);
}
template <class T>
CUTE_HOST_DEVICE constexpr T lcm(T a, T b) {
  T const g = gcd(a, b);
  return g == T{0} ? T{0} : T(abs_for_integer(a) / g * abs_for_integer(b));
}
CUTE_HOST_DEVICE constexpr int const_min(int a, int b) { return b < a ? b : a; }
CUTE_HOST_DEVICE constexpr int const_max(int a, int b) { return b > a ? b : a; }

template <class T>
CUTE_HOST_DEVICE T fast_min(T a, T b) { return b < a ? b : a; }
template <class T>
CUTE_HOST_DEVICE T fast_max(T a, T b) { return a < b ? b : a; }
// float: fminf/fmaxf, which return the other operand for a NaN (CUTLASS's choice).
template <>
CUTE_HOST_DEVICE inline float fast_min(float a, float b) { return fminf(a, b); }
template <>
CUTE_HOST_DEVICE inline float fast_max(float a, float b) { return fmaxf(a, b); }

#if defined(__CUDA_ARCH__)
#define CUTE_COMPAT_MATH(device_name, host_name) return ::device_name(x)
#else
#define CUTE_COMPAT_MATH(device_name, host_name) return std::host_name(x)
#endif
CUTE_HOST_DEVICE inline float fast_exp(float x) { CUTE_COMPAT_MATH(expf, exp); }
CUTE_HOST_DEVICE inline double fast_exp(double x) { CUTE_COMPAT_MATH(exp, exp); }
CUTE_HOST_DEVICE inline float fast_log(float x) { CUTE_COMPAT_MATH(logf, log); }
CUTE_HOST_DEVICE inline double fast_log(double x) { CUTE_COMPAT_MATH(log, log); }
CUTE_HOST_DEVICE inline float fast_sqrt(float x) { CUTE_COMPAT_MATH(sqrtf, sqrt); }
CUTE_HOST_DEVICE inline double fast_sqrt(double x) { CUTE_COMPAT_MATH(sqrt, sqrt); }
CUTE_HOST_DEVICE inline double fast_tanh(double x) { CUTE_COMPAT_MATH(tanh, tanh); }
#undef CUTE_COMPAT_MATH

/// tanh in one MUFU.TANH on sm_75+ (an approximation: about 2^-11 relative error), tanhf before.
CUTE_HOST_DEVICE inline float fast_tanh(float x) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 750
  float y;
  asm volatile("tanh.approx.f32 %0, %1;" : "=f"(y) : "f"(x));
  return y;
#elif defined(__CUDA_ARCH__)
  return ::tanhf(x);
#else
  return std::tanh(x);
#endif
}
CUTE_HOST_DEVICE inline half_t fast_tanh(half_t x) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 750
  std::uint16_t y;
  asm volatile("tanh.approx.f16 %0, %1;" : "=h"(y) : "h"(x.storage));
  return half_t::bitcast(y);
#else
  return half_t(fast_tanh(float(x)));
#endif
}
CUTE_HOST_DEVICE inline half_t fast_exp(half_t x) { return half_t(fast_exp(float(x))); }

/// Quotient and remainder by a divisor d >= 1 fixed at construction, for dividends in [0, 2^31):
/// q = (n * m) >> (31 + s) with s = ceil(log2 d) and m = ceil(2^(31 + s) / d), which fits in 32 bits
/// and is exact on that range (Granlund and Montgomery's round-up method).
struct FastDivmod {
  using value_div_type = int;
  using value_mod_type = std::int64_t;
  int divisor = 1;
  std::uint32_t multiplier = 0u;
  std::uint32_t shift_right = 0u;

  constexpr FastDivmod() = default;
  CUTE_HOST_DEVICE FastDivmod(int d) : divisor(d) {
    CUTE_CHECK(d >= 1, "FastDivmod: the divisor must be positive, got ", d);
    if (d != 1) {
      std::uint32_t s = 0;
      while ((1u << s) < std::uint32_t(d)) ++s;
      multiplier = std::uint32_t(((std::uint64_t(1) << (31 + s)) + std::uint64_t(d) - 1) / std::uint64_t(d));
      shift_right = s - 1;
    }
  }

  CUTE_HOST_DEVICE int div(int n) const {
    if (divisor == 1) return n;
#if defined(__CUDA_ARCH__)
    return int(__umulhi(std::uint32_t(n), multiplier) >> shift_right);
#else
    return int(((std::uint64_t(std::uint32_t(n)) * multiplier) >> 32) >> shift_right);
#endif
  }
  CUTE_HOST_DEVICE int divide(int n) const { return div(n); }
  CUTE_HOST_DEVICE int rem(int n) const { return n - div(n) * divisor; }
  CUTE_HOST_DEVICE int remainder(int n) const { return rem(n); }

  CUTE_HOST_DEVICE void fast_divmod(int& quotient, int& remainder, int n) const {
    quotient = div(n);
    remainder = n - quotient * divisor;
  }
  CUTE_HOST_DEVICE void fast_divmod(int& quotient, std::int64_t& remainder, std::int64_t n) const {
    quotient = div(int(n));
    remainder = n - std::int64_t(quotient) * divisor;
  }
  CUTE_HOST_DEVICE void operator()(int& quotient, int& remainder, int n) const { fast_divmod(quotient, remainder, n); }
  CUTE_HOST_DEVICE void operator()(int& quotient, std::int64_t& remainder, std::int64_t n) const {
    fast_divmod(quotient, remainder, n);
  }
  /// The quotient; the remainder goes to `remainder`.
  CUTE_HOST_DEVICE int divmod(int& remainder, int n) const {
    int q;
    fast_divmod(q, remainder, n);
    return q;
  }
  CUTE_HOST_DEVICE int divmod(std::int64_t& remainder, std::int64_t n) const {
    int q;
    fast_divmod(q, remainder, n);
    return q;
  }
  CUTE_HOST_DEVICE operator int() const { return divisor; }
};

}  // namespace cutlass

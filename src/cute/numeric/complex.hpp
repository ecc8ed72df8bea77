// cute/numeric/complex.hpp: complex<T>, usable on the host and the device, under CuTe's names
// (cute::complex, real, imag, conj, is_complex, RealType; as in CuTe it is CUTLASS's type,
// cutlass::complex, so that kernel symbols are CuTe's), with its arithmetic and fma(d, a, b, c).
#pragma once
#include <cute/config.hpp>

namespace cutlass {

/// A complex number: real and imaginary parts of type T, arithmetic as for std::complex.
CUTE_EXPORT template <class T>
struct complex {
  using value_type = T;
  T re_{};
  T im_{};

  constexpr complex() = default;
  CUTE_HOST_DEVICE constexpr complex(T re) : re_(re) {}
  CUTE_HOST_DEVICE constexpr complex(T re, T im) : re_(re), im_(im) {}
  template <class U>
  CUTE_HOST_DEVICE constexpr explicit complex(complex<U> const& z) : re_(T(z.real())), im_(T(z.imag())) {}

  CUTE_HOST_DEVICE constexpr T const& real() const { return re_; }
  CUTE_HOST_DEVICE constexpr T const& imag() const { return im_; }
  CUTE_HOST_DEVICE constexpr T& real() { return re_; }
  CUTE_HOST_DEVICE constexpr T& imag() { return im_; }

  CUTE_HOST_DEVICE constexpr complex& operator+=(complex const& z) { return *this = *this + z; }
  CUTE_HOST_DEVICE constexpr complex& operator-=(complex const& z) { return *this = *this - z; }
  CUTE_HOST_DEVICE constexpr complex& operator*=(complex const& z) { return *this = *this * z; }
  CUTE_HOST_DEVICE constexpr complex& operator/=(complex const& z) { return *this = *this / z; }

  CUTE_HOST_DEVICE friend constexpr complex operator+(complex const& a, complex const& b) { return {a.re_ + b.re_, a.im_ + b.im_}; }
  CUTE_HOST_DEVICE friend constexpr complex operator-(complex const& a, complex const& b) { return {a.re_ - b.re_, a.im_ - b.im_}; }
  CUTE_HOST_DEVICE friend constexpr complex operator-(complex const& a) { return {-a.re_, -a.im_}; }
  CUTE_HOST_DEVICE friend constexpr complex operator*(complex const& a, complex const& b) {
    return {a.re_ * b.re_ - a.im_ * b.im_, a.re_ * b.im_ + a.im_ * b.re_};
  }
  CUTE_HOST_DEVICE friend constexpr complex operator/(complex const& a, complex const& b) {
    T const d = b.re_ * b.re_ + b.im_ * b.im_;
    return {(a.re_ * b.re_ + a.im_ * b.im_) / d, (a.im_ * b.re_ - a.re_ * b.im_) / d};
  }
  // A real scalar on either side.
  CUTE_HOST_DEVICE friend constexpr complex operator*(T const& s, complex const& z) { return {s * z.re_, s * z.im_}; }
  CUTE_HOST_DEVICE friend constexpr complex operator*(complex const& z, T const& s) { return {z.re_ * s, z.im_ * s}; }
  CUTE_HOST_DEVICE friend constexpr complex operator/(complex const& z, T const& s) { return {z.re_ / s, z.im_ / s}; }
  CUTE_HOST_DEVICE friend constexpr bool operator==(complex const& a, complex const& b) { return a.re_ == b.re_ && a.im_ == b.im_; }
};

CUTE_EXPORT template <class T>
CUTE_HOST_DEVICE constexpr T const& real(complex<T> const& z) { return z.real(); }
CUTE_EXPORT template <class T>
CUTE_HOST_DEVICE constexpr T const& imag(complex<T> const& z) { return z.imag(); }
/// The real number itself, as a complex number with no imaginary part would give.
CUTE_EXPORT template <class T>
  requires std::is_arithmetic_v<T>
CUTE_HOST_DEVICE constexpr T const& real(T const& x) { return x; }
CUTE_EXPORT template <class T>
  requires std::is_arithmetic_v<T>
CUTE_HOST_DEVICE constexpr T imag(T const&) { return T(0); }
CUTE_EXPORT template <class T>
CUTE_HOST_DEVICE constexpr complex<T> conj(complex<T> const& z) { return {z.real(), -z.imag()}; }
CUTE_EXPORT template <class T>
  requires std::is_arithmetic_v<T>
CUTE_HOST_DEVICE constexpr T conj(T const& x) { return x; }

CUTE_EXPORT template <class T>
struct is_complex : std::false_type {};
template <class T>
struct is_complex<complex<T>> : std::true_type {};
/// The type of the parts of T (T itself for a real type).
CUTE_EXPORT template <class T>
struct RealType {
  using Type = T;
};
template <class T>
struct RealType<complex<T>> {
  using Type = T;
};

}  // namespace cutlass

namespace cute {
CUTE_EXPORT using cutlass::complex;
CUTE_EXPORT using cutlass::conj;
CUTE_EXPORT using cutlass::imag;
CUTE_EXPORT using cutlass::is_complex;
CUTE_EXPORT using cutlass::real;
CUTE_EXPORT using cutlass::RealType;

/// d = a * b + c for complex numbers (CuTe's fma, which UniversalFMA uses).
CUTE_EXPORT template <class T>
CUTE_HOST_DEVICE constexpr void fma(complex<T>& d, complex<T> const& a, complex<T> const& b, complex<T> const& c) {
  d = a * b + c;
}
}  // namespace cute

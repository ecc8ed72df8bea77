// cute/numeric/integral_constant.hpp: static integers C<v> (Int<N>, _0, _1, ...), the concepts
// that tell static from dynamic integers, and arithmetic that keeps staticness.
#pragma once
#include <cute/config.hpp>
#include <cute/numeric/overflow.hpp>
#include <cute/numeric/traits.hpp>

namespace cute {

/// An integer known from its type. Empty, so a static extent costs no storage or register.
CUTE_EXPORT template <auto v>
struct C {
  using type = C;
  using value_type = decltype(v);
  static constexpr value_type value = v;
  CUTE_HOST_DEVICE constexpr operator value_type() const noexcept { return v; }
  CUTE_HOST_DEVICE constexpr value_type operator()() const noexcept { return v; }
};

CUTE_EXPORT template <int v>
using Int = C<v>;

CUTE_EXPORT namespace detail {
template <char... Digits>
consteval int decimal_literal() {
  long long v = 0;
  for (char d : {Digits...}) {
    if (d < '0' || d > '9') throw "_c: only decimal digits";
    v = 10 * v + (d - '0');
    if (v > 2147483647) throw "_c: the value does not fit an int";
  }
  return int(v);
}
}  // namespace detail
/// CuTe's static integer literal: 4_c is Int<4>{} (decimal digits only).
CUTE_EXPORT template <char... Digits>
CUTE_HOST_DEVICE constexpr Int<detail::decimal_literal<Digits...>()> operator""_c() {
  return {};
}
CUTE_EXPORT template <bool b>
using bool_constant = C<b>;
CUTE_EXPORT using true_type = bool_constant<true>;
CUTE_EXPORT using false_type = bool_constant<false>;

// The usual names of small static integers.
CUTE_EXPORT using _m32 = Int<-32>;
CUTE_EXPORT using _m24 = Int<-24>;
CUTE_EXPORT using _m16 = Int<-16>;
CUTE_EXPORT using _m12 = Int<-12>;
CUTE_EXPORT using _m10 = Int<-10>;
CUTE_EXPORT using _m9 = Int<-9>;
CUTE_EXPORT using _m8 = Int<-8>;
CUTE_EXPORT using _m7 = Int<-7>;
CUTE_EXPORT using _m6 = Int<-6>;
CUTE_EXPORT using _m5 = Int<-5>;
CUTE_EXPORT using _m4 = Int<-4>;
CUTE_EXPORT using _m3 = Int<-3>;
CUTE_EXPORT using _m2 = Int<-2>;
CUTE_EXPORT using _m1 = Int<-1>;
CUTE_EXPORT using _0 = Int<0>;
CUTE_EXPORT using _1 = Int<1>;
CUTE_EXPORT using _2 = Int<2>;
CUTE_EXPORT using _3 = Int<3>;
CUTE_EXPORT using _4 = Int<4>;
CUTE_EXPORT using _5 = Int<5>;
CUTE_EXPORT using _6 = Int<6>;
CUTE_EXPORT using _7 = Int<7>;
CUTE_EXPORT using _8 = Int<8>;
CUTE_EXPORT using _9 = Int<9>;
CUTE_EXPORT using _10 = Int<10>;
CUTE_EXPORT using _11 = Int<11>;
CUTE_EXPORT using _12 = Int<12>;
CUTE_EXPORT using _13 = Int<13>;
CUTE_EXPORT using _14 = Int<14>;
CUTE_EXPORT using _15 = Int<15>;
CUTE_EXPORT using _16 = Int<16>;
CUTE_EXPORT using _17 = Int<17>;
CUTE_EXPORT using _18 = Int<18>;
CUTE_EXPORT using _19 = Int<19>;
CUTE_EXPORT using _20 = Int<20>;
CUTE_EXPORT using _21 = Int<21>;
CUTE_EXPORT using _22 = Int<22>;
CUTE_EXPORT using _23 = Int<23>;
CUTE_EXPORT using _24 = Int<24>;
CUTE_EXPORT using _25 = Int<25>;
CUTE_EXPORT using _26 = Int<26>;
CUTE_EXPORT using _27 = Int<27>;
CUTE_EXPORT using _28 = Int<28>;
CUTE_EXPORT using _29 = Int<29>;
CUTE_EXPORT using _30 = Int<30>;
CUTE_EXPORT using _31 = Int<31>;
CUTE_EXPORT using _32 = Int<32>;
CUTE_EXPORT using _40 = Int<40>;
CUTE_EXPORT using _48 = Int<48>;
CUTE_EXPORT using _56 = Int<56>;
CUTE_EXPORT using _64 = Int<64>;
CUTE_EXPORT using _72 = Int<72>;
CUTE_EXPORT using _80 = Int<80>;
CUTE_EXPORT using _88 = Int<88>;
CUTE_EXPORT using _96 = Int<96>;
CUTE_EXPORT using _104 = Int<104>;
CUTE_EXPORT using _112 = Int<112>;
CUTE_EXPORT using _120 = Int<120>;
CUTE_EXPORT using _128 = Int<128>;
CUTE_EXPORT using _136 = Int<136>;
CUTE_EXPORT using _144 = Int<144>;
CUTE_EXPORT using _152 = Int<152>;
CUTE_EXPORT using _160 = Int<160>;
CUTE_EXPORT using _168 = Int<168>;
CUTE_EXPORT using _176 = Int<176>;
CUTE_EXPORT using _184 = Int<184>;
CUTE_EXPORT using _192 = Int<192>;
CUTE_EXPORT using _200 = Int<200>;
CUTE_EXPORT using _208 = Int<208>;
CUTE_EXPORT using _216 = Int<216>;
CUTE_EXPORT using _224 = Int<224>;
CUTE_EXPORT using _232 = Int<232>;
CUTE_EXPORT using _240 = Int<240>;
CUTE_EXPORT using _248 = Int<248>;
CUTE_EXPORT using _256 = Int<256>;
CUTE_EXPORT using _384 = Int<384>;
CUTE_EXPORT using _512 = Int<512>;
CUTE_EXPORT using _768 = Int<768>;
CUTE_EXPORT using _1024 = Int<1024>;
CUTE_EXPORT using _2048 = Int<2048>;
CUTE_EXPORT using _4096 = Int<4096>;
CUTE_EXPORT using _8192 = Int<8192>;
CUTE_EXPORT using _16384 = Int<16384>;
CUTE_EXPORT using _32768 = Int<32768>;
CUTE_EXPORT using _65536 = Int<65536>;
CUTE_EXPORT using _131072 = Int<131072>;
CUTE_EXPORT using _262144 = Int<262144>;
CUTE_EXPORT using _524288 = Int<524288>;

/// An integer whose value is in its type: C<v>, std::integral_constant and the like (an empty class
/// whose `value` is of an integral type but bool; the tests are in cute/numeric/traits.hpp).
CUTE_EXPORT template <class T>
concept static_integer = detail::static_integer_v<T>;

/// An integer known only at run time: any integral type but bool.
CUTE_EXPORT template <class T>
concept dynamic_integer = detail::non_bool_integral_v<T>;

/// A static or a dynamic integer: what an IntTuple is made of.
CUTE_EXPORT template <class T>
concept integer = static_integer<T> || dynamic_integer<T>;

/// A boolean known from its type (what comparisons of static integers return).
CUTE_EXPORT template <class T>
concept static_bool = detail::static_bool_v<T>;

/// True when the value of T is known from its type (the tuple layer extends it to tuples).
CUTE_EXPORT template <class T>
inline constexpr bool is_static_v = static_integer<T> || static_bool<T>;

/// CuTe's trait form of is_static_v: true when a value of T (references and cv-qualifiers ignored) is
/// known from its type alone: a static integer or boolean, a tuple of static elements, a layout (also
/// a swizzled ComposedLayout) of static shape and stride.
CUTE_EXPORT template <class T>
struct is_static : C<is_static_v<cute::detail::uncvref_t<T>>> {};

/// True when T is a static integer equal to n.
// (A partial specialization, not a lambda: it is asked of every type the algebra branches on, and a
// lambda is a class and a function per type, tens of KB each in nvcc's device front end.)
CUTE_EXPORT namespace detail {
template <auto n, class T, bool Static = static_integer<T> || static_bool<T>>
inline constexpr bool is_constant_of = false;
template <auto n, class T>
inline constexpr bool is_constant_of<n, T, true> = uncvref_t<T>::value == n;
}  // namespace detail
CUTE_EXPORT template <auto n, class T>
inline constexpr bool is_constant_v = detail::is_constant_of<n, T>;

/// CuTe's trait form of is_constant_v: true_type when T (references and cv-qualifiers ignored) is a
/// static integer equal to n.
CUTE_EXPORT template <auto n, class T>
struct is_constant : C<is_constant_v<n, cute::detail::uncvref_t<T>>> {};

/// The C<v> with the value of a static integer of any kind (std::integral_constant included).
CUTE_EXPORT template <static_integer T>
using as_C = C<cute::detail::uncvref_t<T>::value>;

// Arithmetic on two static integers is static. With a dynamic operand the built-in operators apply
// through the conversion to value_type, so the result is dynamic, except where the result is known
// whatever the dynamic value (0 * x, x % 1), which stays static as in CuTe.
#define CUTE_C_BINARY_OP(OP)                                                   \
  CUTE_EXPORT template <auto a, auto b>                                        \
  CUTE_HOST_DEVICE constexpr C<(a OP b)> operator OP(C<a>, C<b>) noexcept {    \
    return {};                                                                 \
  }
CUTE_C_BINARY_OP(&)
CUTE_C_BINARY_OP(|)
CUTE_C_BINARY_OP(^)
CUTE_C_BINARY_OP(==)
CUTE_C_BINARY_OP(!=)
CUTE_C_BINARY_OP(<)
CUTE_C_BINARY_OP(<=)
CUTE_C_BINARY_OP(>)
CUTE_C_BINARY_OP(>=)
CUTE_C_BINARY_OP(&&)
CUTE_C_BINARY_OP(||)
#undef CUTE_C_BINARY_OP

// The operations that can overflow have a second overload, taken only where the first drops out
// because its result is not a constant: it makes the overflow a compile error that names the
// operation and, in the failed requirement, the values (else the built-in operator would take over
// and silently give a wrong dynamic value: Int<65536>{} * Int<65536>{} an int holding 0).
#define CUTE_C_CHECKED_OP(OP, NAME, WHAT)                                                                       \
  CUTE_EXPORT template <auto a, auto b>                                                                        \
  CUTE_HOST_DEVICE constexpr C<(a OP b)> operator OP(C<a>, C<b>) noexcept {                                    \
    return {};                                                                                                 \
  }                                                                                                            \
  CUTE_EXPORT template <auto a, auto b>                                                                        \
    requires(detail::overflows<detail::arithmetic::NAME>(a, b))                                                \
  CUTE_HOST_DEVICE constexpr void operator OP(C<a>, C<b>) noexcept {                                           \
    static_assert(!detail::overflows<detail::arithmetic::NAME>(a, b),                                          \
                  "static integer overflow: C<a> " #OP " C<b> " WHAT " (see a and b below)");  \
  }
CUTE_C_CHECKED_OP(+, add, "does not fit in their type")
CUTE_C_CHECKED_OP(-, subtract, "does not fit in their type")
CUTE_C_CHECKED_OP(*, multiply, "does not fit in their type")
CUTE_C_CHECKED_OP(/, divide, "divides by zero or does not fit in their type")
CUTE_C_CHECKED_OP(%, remainder, "divides by zero or does not fit in their type")
CUTE_C_CHECKED_OP(<<, shift_left, "shifts by a negative count or the width or more, or loses bits")
CUTE_C_CHECKED_OP(>>, shift_right, "shifts by a negative count or the width or more")
#undef CUTE_C_CHECKED_OP

CUTE_EXPORT template <auto a>
CUTE_HOST_DEVICE constexpr C<-a> operator-(C<a>) noexcept { return {}; }
CUTE_EXPORT template <auto a>
  requires(detail::negation_overflows(a))
CUTE_HOST_DEVICE constexpr void operator-(C<a>) noexcept {
  static_assert(!detail::negation_overflows(a), "static integer overflow: -C<a> does not fit in its type");
}
CUTE_EXPORT template <auto a>
CUTE_HOST_DEVICE constexpr C<!a> operator!(C<a>) noexcept { return {}; }

CUTE_EXPORT template <auto a, dynamic_integer U>
  requires(a == 0)
CUTE_HOST_DEVICE constexpr C<a> operator*(C<a>, U) noexcept { return {}; }
CUTE_EXPORT template <dynamic_integer U, auto a>
  requires(a == 0)
CUTE_HOST_DEVICE constexpr C<a> operator*(U, C<a>) noexcept { return {}; }
CUTE_EXPORT template <dynamic_integer U, auto a>
  requires(a == 1 || a == -1)
CUTE_HOST_DEVICE constexpr C<decltype(a){0}> operator%(U, C<a>) noexcept { return {}; }

}  // namespace cute

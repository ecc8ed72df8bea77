// cute/numeric/functional.hpp: CuTe's function objects (cute/algorithm/functional.hpp there): identity,
// constant_fn, the operators as transparent objects (plus, multiplies, negate, less, ...), abs_fn,
// conjugate, max_fn/min_fn and shifts by a constant. They forward their arguments, so static integers
// stay static (plus{}(_2{}, _3{}) is _5), and work on the host and the device.
#pragma once
#include <cute/config.hpp>
#include <cute/numeric/integral_constant.hpp>
#include <cute/numeric/math.hpp>

namespace cute {

/// Returns its argument (forwarded).
CUTE_EXPORT struct identity {
  template <class T>
  CUTE_HOST_DEVICE constexpr decltype(auto) operator()(T&& arg) const {
    return static_cast<T&&>(arg);
  }
};

/// Ignores its arguments and returns a copy of the value it holds.
CUTE_EXPORT template <class R>
struct constant_fn {
  R r_;
  template <class... T>
  CUTE_HOST_DEVICE constexpr decltype(auto) operator()(T&&...) const {
    return r_;
  }
};

#define CUTE_LEFT_UNARY_FN(NAME, OP)                                                   \
  CUTE_EXPORT struct NAME {                                                            \
    template <class T>                                                                 \
    CUTE_HOST_DEVICE constexpr decltype(auto) operator()(T&& arg) const {              \
      return OP static_cast<T&&>(arg);                                                 \
    }                                                                                  \
  };
#define CUTE_RIGHT_UNARY_FN(NAME, OP)                                                  \
  CUTE_EXPORT struct NAME {                                                            \
    template <class T>                                                                 \
    CUTE_HOST_DEVICE constexpr decltype(auto) operator()(T&& arg) const {              \
      return static_cast<T&&>(arg) OP;                                                 \
    }                                                                                  \
  };
#define CUTE_BINARY_FN(NAME, OP)                                                       \
  CUTE_EXPORT struct NAME {                                                            \
    template <class T, class U>                                                        \
    CUTE_HOST_DEVICE constexpr decltype(auto) operator()(T&& lhs, U&& rhs) const {     \
      return static_cast<T&&>(lhs) OP static_cast<U&&>(rhs);                           \
    }                                                                                  \
  };

CUTE_LEFT_UNARY_FN(unary_plus, +)
CUTE_LEFT_UNARY_FN(negate, -)
CUTE_LEFT_UNARY_FN(bit_not, ~)
CUTE_LEFT_UNARY_FN(logical_not, !)
CUTE_LEFT_UNARY_FN(dereference, *)
CUTE_LEFT_UNARY_FN(address_of, &)
CUTE_LEFT_UNARY_FN(pre_increment, ++)
CUTE_LEFT_UNARY_FN(pre_decrement, --)
CUTE_RIGHT_UNARY_FN(post_increment, ++)
CUTE_RIGHT_UNARY_FN(post_decrement, --)

CUTE_BINARY_FN(plus, +)
CUTE_BINARY_FN(minus, -)
CUTE_BINARY_FN(multiplies, *)
CUTE_BINARY_FN(divides, /)
CUTE_BINARY_FN(modulus, %)
CUTE_BINARY_FN(plus_assign, +=)
CUTE_BINARY_FN(minus_assign, -=)
CUTE_BINARY_FN(multiplies_assign, *=)
CUTE_BINARY_FN(divides_assign, /=)
CUTE_BINARY_FN(modulus_assign, %=)
CUTE_BINARY_FN(bit_and, &)
CUTE_BINARY_FN(bit_or, |)
CUTE_BINARY_FN(bit_xor, ^)
CUTE_BINARY_FN(left_shift, <<)
CUTE_BINARY_FN(right_shift, >>)
CUTE_BINARY_FN(bit_and_assign, &=)
CUTE_BINARY_FN(bit_or_assign, |=)
CUTE_BINARY_FN(bit_xor_assign, ^=)
CUTE_BINARY_FN(left_shift_assign, <<=)
CUTE_BINARY_FN(right_shift_assign, >>=)
CUTE_BINARY_FN(logical_and, &&)
CUTE_BINARY_FN(logical_or, ||)
CUTE_BINARY_FN(equal_to, ==)
CUTE_BINARY_FN(not_equal_to, !=)
CUTE_BINARY_FN(greater, >)
CUTE_BINARY_FN(less, <)
CUTE_BINARY_FN(greater_equal, >=)
CUTE_BINARY_FN(less_equal, <=)

#undef CUTE_LEFT_UNARY_FN
#undef CUTE_RIGHT_UNARY_FN
#undef CUTE_BINARY_FN

/// |x|: cute::abs of an integer (static stays static), the built-in or the type's own abs otherwise.
CUTE_EXPORT struct abs_fn {
  template <class T>
  CUTE_HOST_DEVICE constexpr auto operator()(T const& x) const {
    if constexpr (integer<T>) {
      return cute::abs(x);
    } else {
      return x < T(0) ? T(-x) : x;
    }
  }
};

/// The complex conjugate: conj(x) for a type that has one (found by ADL), x itself for a real value.
CUTE_EXPORT struct conjugate {
  template <class T>
  CUTE_HOST_DEVICE constexpr auto operator()(T const& x) const {
    if constexpr (requires { conj(x); }) {
      return conj(x);
    } else {
      return x;
    }
  }
};

/// The larger / smaller of two values: cute::max/min of integers (static stays static), a comparison
/// otherwise (the first argument when they are equal, as std::max/std::min).
CUTE_EXPORT struct max_fn {
  template <class T, class U>
  CUTE_HOST_DEVICE constexpr auto operator()(T const& lhs, U const& rhs) const {
    if constexpr (integer<T> && integer<U>) {
      return cute::max(lhs, rhs);
    } else {
      using R = std::common_type_t<T, U>;
      return lhs < rhs ? R(rhs) : R(lhs);
    }
  }
};
CUTE_EXPORT struct min_fn {
  template <class T, class U>
  CUTE_HOST_DEVICE constexpr auto operator()(T const& lhs, U const& rhs) const {
    if constexpr (integer<T> && integer<U>) {
      return cute::min(lhs, rhs);
    } else {
      using R = std::common_type_t<T, U>;
      return rhs < lhs ? R(rhs) : R(lhs);
    }
  }
};

/// x >> Shift and x << Shift for a shift fixed in the type (a negative Shift shifts the other way).
CUTE_EXPORT template <int Shift>
struct shift_right_const {
  template <class T>
  CUTE_HOST_DEVICE constexpr auto operator()(T const& x) const {
    if constexpr (Shift >= 0) {
      return x >> C<Shift>{};
    } else {
      return x << C<-Shift>{};
    }
  }
};
CUTE_EXPORT template <int Shift>
struct shift_left_const {
  template <class T>
  CUTE_HOST_DEVICE constexpr auto operator()(T const& x) const {
    if constexpr (Shift >= 0) {
      return x << C<Shift>{};
    } else {
      return x >> C<-Shift>{};
    }
  }
};

}  // namespace cute

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

// The binary operators, by CuTe's names of their function objects (an X-macro: one list for the
// function objects and for the folds below).
#define CUTE_BINARY_OPS(X) \
  X(plus, +) \
  X(minus, -) \
  X(multiplies, *) \
  X(divides, /) \
  X(modulus, %) \
  X(plus_assign, +=) \
  X(minus_assign, -=) \
  X(multiplies_assign, *=) \
  X(divides_assign, /=) \
  X(modulus_assign, %=) \
  X(bit_and, &) \
  X(bit_or, |) \
  X(bit_xor, ^) \
  X(left_shift, <<) \
  X(right_shift, >>) \
  X(bit_and_assign, &=) \
  X(bit_or_assign, |=) \
  X(bit_xor_assign, ^=) \
  X(left_shift_assign, <<=) \
  X(right_shift_assign, >>=) \
  X(logical_and, &&) \
  X(logical_or, ||) \
  X(equal_to, ==) \
  X(not_equal_to, !=) \
  X(greater, >) \
  X(less, <) \
  X(greater_equal, >=) \
  X(less_equal, <=)

CUTE_BINARY_OPS(CUTE_BINARY_FN)

// CuTe's folds of an operator over a pack, as function objects: NAME_unary_lfold()(a, b, c) is
// ((a OP b) OP c), NAME_unary_rfold is (a OP (b OP c)); the binary forms fold onto an initial value
// u: (u OP a) OP b from the left, a OP (b OP u) from the right (transform_apply(t, f, plus_unary_lfold{})).
#define CUTE_FOLD_FN(NAME, OP)                                                          \
  CUTE_EXPORT struct NAME##_unary_rfold {                                             \
    template <class... T>                                                             \
    CUTE_HOST_DEVICE constexpr auto operator()(T&&... t) const {                      \
      return (static_cast<T&&>(t) OP ...);                                            \
    }                                                                                 \
  };                                                                                  \
  CUTE_EXPORT struct NAME##_unary_lfold {                                             \
    template <class... T>                                                             \
    CUTE_HOST_DEVICE constexpr auto operator()(T&&... t) const {                      \
      return (... OP static_cast<T&&>(t));                                            \
    }                                                                                 \
  };                                                                                  \
  CUTE_EXPORT struct NAME##_binary_rfold {                                            \
    template <class U, class... T>                                                    \
    CUTE_HOST_DEVICE constexpr auto operator()(U&& u, T&&... t) const {               \
      return (static_cast<T&&>(t) OP ... OP static_cast<U&&>(u));                     \
    }                                                                                 \
  };                                                                                  \
  CUTE_EXPORT struct NAME##_binary_lfold {                                            \
    template <class U, class... T>                                                    \
    CUTE_HOST_DEVICE constexpr auto operator()(U&& u, T&&... t) const {               \
      return (static_cast<U&&>(u) OP ... OP static_cast<T&&>(t));                     \
    }                                                                                 \
  };
CUTE_BINARY_OPS(CUTE_FOLD_FN)
#undef CUTE_FOLD_FN
#undef CUTE_BINARY_OPS

/// CuTe's bind(f, a): the function object x -> f(a, x).
CUTE_EXPORT template <class Fn, class Arg>
struct bound_fn {
  template <class T>
  CUTE_HOST_DEVICE constexpr decltype(auto) operator()(T&& x) {
    return fn_(arg_, static_cast<T&&>(x));
  }
  Fn fn_;
  Arg arg_;
};
CUTE_EXPORT template <class Fn, class Arg>
CUTE_HOST_DEVICE constexpr auto bind(Fn const& fn, Arg const& arg) {
  return bound_fn<Fn, Arg>{fn, arg};
}

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

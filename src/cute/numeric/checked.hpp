// cute/numeric/checked.hpp: integer arithmetic that reports overflow. An operation with a dynamic
// operand is checked before it is done (CUTE_CHECKS: a cute::error on the host, a trap on the
// device), so a wrong index is never computed and UBSan is never the only one to notice; one on
// static integers only is the static operator, checked at compile time; with CUTE_CHECKS off it is
// the plain operator.
#pragma once
#include <cute/config.hpp>
#include <cute/numeric/check.hpp>
#include <cute/numeric/integral_constant.hpp>
#include <cute/numeric/overflow.hpp>

namespace cute {
CUTE_EXPORT namespace detail {

template <arithmetic op, class A, class B>
CUTE_HOST_DEVICE constexpr auto arithmetic_result(A const& a, B const& b) {
  if constexpr (op == arithmetic::add) {
    return a + b;
  } else if constexpr (op == arithmetic::subtract) {
    return a - b;
  } else if constexpr (op == arithmetic::multiply) {
    return a * b;
  } else if constexpr (op == arithmetic::divide) {
    return a / b;
  } else if constexpr (op == arithmetic::remainder) {
    return a % b;
  } else if constexpr (op == arithmetic::shift_left) {
    return a << b;
  } else {
    return a >> b;
  }
}

/// The value of a static or dynamic integer, as a built-in integer.
template <class T>
CUTE_HOST_DEVICE constexpr auto integer_value(T const& x) {
  if constexpr (static_integer<T>) {
    return cute::detail::uncvref_t<T>::value;
  } else {
    return x;
  }
}

/// The operation of the library a checked operation belongs to, named in its message. (An enum,
/// not a string: nothing of it is left in the code of unchecked builds.)
enum class caller { product, sum, inner_product, crd2idx, prefix_product, suffix_product, compact_strides, cosize,
                    ceil_div, shape_div, lcm, complement, logical_product, composition, right_inverse, left_inverse,
                    nullspace, max_common_layout, upcast, downcast, coalesce, logical_divide, tiled_partition };

CUTE_HOST_DEVICE constexpr char const* caller_name(caller c) {
  constexpr char const* names[] = {"product", "sum", "inner_product", "crd2idx", "prefix_product", "suffix_product",
                                   "compact strides (make_layout)", "cosize", "ceil_div", "shape_div", "lcm", "complement",
                                   "logical_product", "composition", "right_inverse", "left_inverse", "nullspace",
                                   "max_common_layout", "upcast", "downcast", "coalesce", "logical_divide",
                                   "partitioning (TiledMMA, TiledCopy)"};
  return names[static_cast<int>(c)];
}

/// `a op b`, with an overflow reported as `where: integer overflow: a op b does not fit in a
/// 32-bit signed integer` (the operation, the values, the type of the result).
template <arithmetic op, class A, class B>
CUTE_HOST_DEVICE constexpr auto checked([[maybe_unused]] caller where, A const& a, B const& b) {
#if CUTE_CHECKS
  using R = decltype(arithmetic_result<op>(a, b));
  if constexpr (!static_integer<R>) {  // (a static result was checked when its type was formed)
    CUTE_CHECK(!overflows<op>(integer_value(a), integer_value(b)), caller_name(where), ": integer overflow: ", integer_value(a),
               arithmetic_symbol(op), integer_value(b), " does not fit in a ", int(sizeof(R) * 8),
               std::is_signed_v<R> ? "-bit signed integer" : "-bit unsigned integer");
  }
#endif
  return arithmetic_result<op>(a, b);
}

/// a * b as the stride of a mode, checked, but for a mode of extent 1 (extent_one), which never moves:
/// its stride is 0 where the product overflows.
template <class A, class B>
CUTE_HOST_DEVICE constexpr auto checked_stride([[maybe_unused]] caller where, [[maybe_unused]] bool extent_one, A const& a, B const& b) {
#if CUTE_CHECKS
  if (extent_one && overflows<arithmetic::multiply>(integer_value(a), integer_value(b))) return decltype(a * b)(0);
#endif
  return checked<arithmetic::multiply>(where, a, b);
}

/// v as a T, checked to keep its value (a result computed in a wider type, stored in the layout's type).
template <class T, class V>
CUTE_HOST_DEVICE constexpr T checked_narrow([[maybe_unused]] caller where, V v) {
  CUTE_CHECK(representable_as<T>(v), caller_name(where), ": integer overflow: ", v, " does not fit in a ",
             int(sizeof(T) * 8), std::is_signed_v<T> ? "-bit signed integer" : "-bit unsigned integer");
  return static_cast<T>(v);
}

/// The left fold (((x0 op x1) op x2) ...) of checked operations.
template <arithmetic op, class A>
CUTE_HOST_DEVICE constexpr auto checked_fold(caller, A const& a) {
  return a;
}
template <arithmetic op, class A, class B, class... Rest>
CUTE_HOST_DEVICE constexpr auto checked_fold(caller where, A const& a, B const& b, Rest const&... rest) {
  return checked_fold<op>(where, checked<op>(where, a, b), rest...);
}

/// x0 + x1 + ... and x0 * x1 * ..., checked where an operand is dynamic (CUTE_CHECKED_SUM and
/// CUTE_CHECKED_PRODUCT of config.hpp call them in checked builds).
template <class... T>
CUTE_HOST_DEVICE constexpr auto sum_of(caller where, T const&... x) {
  if constexpr ((static_integer<T> && ...)) {
    return (_0{} + ... + x);
  } else {
    return checked_fold<arithmetic::add>(where, _0{}, x...);
  }
}
template <class... T>
CUTE_HOST_DEVICE constexpr auto product_of(caller where, T const&... x) {
  if constexpr ((static_integer<T> && ...)) {
    return (_1{} * ... * x);
  } else {
    return checked_fold<arithmetic::multiply>(where, _1{}, x...);
  }
}

/// |x|, checked (the lowest value of a signed type has no absolute value in it).
template <class T>
CUTE_HOST_DEVICE constexpr auto checked_abs([[maybe_unused]] caller where, T const& x) {
  if constexpr (static_integer<T>) {
    if constexpr (cute::detail::uncvref_t<T>::value < 0) {
      return -x;  // the static operator checks it
    } else {
      return x;
    }
  } else if constexpr (std::is_signed_v<T>) {
    CUTE_CHECK(!negation_overflows(x), caller_name(where), ": integer overflow: the absolute value of ", x,
               " does not fit in its type");
    return x < 0 ? -x : +x;
  } else {
    return +x;
  }
}

}  // namespace detail
}  // namespace cute

// cute/numeric/type_traits.hpp: the standard type traits CuTe code names through namespace cute
// (cute::is_same_v, cute::remove_cvref_t, cute::declval, ...), as CuTe's util/type_traits.hpp offers
// them, CuTe's is_integral, which also holds for static integers, and conditional_return.
#pragma once
#include <cute/config.hpp>
#include <cute/numeric/integral_constant.hpp>

namespace cute {

// The standard's, under CuTe's names (true_type and false_type are cute's own bool_constant).
CUTE_EXPORT using std::add_const_t;
CUTE_EXPORT using std::add_pointer;
CUTE_EXPORT using std::add_pointer_t;
CUTE_EXPORT using std::alignment_of;
CUTE_EXPORT using std::alignment_of_v;
CUTE_EXPORT using std::common_type;
CUTE_EXPORT using std::common_type_t;
CUTE_EXPORT using std::conditional;
CUTE_EXPORT using std::conditional_t;
CUTE_EXPORT using std::conjunction;
CUTE_EXPORT using std::conjunction_v;
CUTE_EXPORT using std::decay;
CUTE_EXPORT using std::decay_t;
CUTE_EXPORT using std::declval;
CUTE_EXPORT using std::disjunction;
CUTE_EXPORT using std::disjunction_v;
CUTE_EXPORT using std::enable_if;
CUTE_EXPORT using std::enable_if_t;
CUTE_EXPORT using std::extent;
CUTE_EXPORT using std::invoke_result_t;
CUTE_EXPORT using std::is_arithmetic;
CUTE_EXPORT using std::is_base_of;
CUTE_EXPORT using std::is_base_of_v;
CUTE_EXPORT using std::is_const;
CUTE_EXPORT using std::is_const_v;
CUTE_EXPORT using std::is_constructible;
CUTE_EXPORT using std::is_constructible_v;
CUTE_EXPORT using std::is_convertible;
CUTE_EXPORT using std::is_convertible_v;
CUTE_EXPORT using std::is_default_constructible;
CUTE_EXPORT using std::is_default_constructible_v;
CUTE_EXPORT using std::is_empty;
CUTE_EXPORT using std::is_empty_v;
CUTE_EXPORT using std::is_lvalue_reference;
CUTE_EXPORT using std::is_lvalue_reference_v;
CUTE_EXPORT using std::is_pointer;
CUTE_EXPORT using std::is_pointer_v;
CUTE_EXPORT using std::is_reference;
CUTE_EXPORT using std::is_same;
CUTE_EXPORT using std::is_same_v;
CUTE_EXPORT using std::is_signed;
CUTE_EXPORT using std::is_signed_v;
CUTE_EXPORT using std::is_standard_layout;
CUTE_EXPORT using std::is_standard_layout_v;
CUTE_EXPORT using std::is_trivially_copyable;
CUTE_EXPORT using std::is_unsigned;
CUTE_EXPORT using std::is_unsigned_v;
CUTE_EXPORT using std::is_void_v;
CUTE_EXPORT using std::is_volatile;
CUTE_EXPORT using std::is_volatile_v;
CUTE_EXPORT using std::make_signed;
CUTE_EXPORT using std::make_signed_t;
CUTE_EXPORT using std::negation;
CUTE_EXPORT using std::negation_v;
CUTE_EXPORT using std::numeric_limits;
CUTE_EXPORT using std::ptrdiff_t;
CUTE_EXPORT using std::remove_const_t;
CUTE_EXPORT using std::remove_cv_t;
CUTE_EXPORT using std::remove_cvref;
CUTE_EXPORT using std::remove_cvref_t;
CUTE_EXPORT using std::remove_extent;
CUTE_EXPORT using std::remove_pointer;
CUTE_EXPORT using std::remove_pointer_t;
CUTE_EXPORT using std::remove_reference_t;
CUTE_EXPORT using std::uintptr_t;
CUTE_EXPORT using std::void_t;
// ... and the two casts of <utility> CuTe code calls as cute::forward / cute::move.
CUTE_EXPORT using std::forward;
CUTE_EXPORT using std::move;

/// CuTe's is_integral: true for the built-in integral types (bool too, as the standard's) and for
/// static integers and booleans (C<v>, std::integral_constant), references and cv-qualifiers ignored.
CUTE_EXPORT template <class T>
struct is_integral
    : bool_constant<std::is_integral_v<cute::detail::uncvref_t<T>> || static_integer<T> || static_bool<T>> {};
CUTE_EXPORT template <class T>
inline constexpr bool is_integral_v = is_integral<T>::value;

/// CuTe's is_std_integral: the standard's is_integral (no static integers).
CUTE_EXPORT template <class T>
using is_std_integral = std::is_integral<T>;

/// CuTe's is_any_of: whether T is one of Us.
CUTE_EXPORT template <class T, class... Us>
struct is_any_of : bool_constant<(std::is_same_v<T, Us> || ...)> {};
CUTE_EXPORT template <class T, class... Us>
inline constexpr bool is_any_of_v = is_any_of<T, Us...>::value;

/// CuTe's is_valid(f, args...): true_type when f(args...) is a valid call (else false_type);
/// is_valid(f) is the function object that answers that for the arguments it is given.
CUTE_EXPORT template <class F, class... Args>
CUTE_HOST_DEVICE constexpr auto is_valid(F&&, Args&&...) {
  return bool_constant<std::is_invocable_v<F&&, Args&&...>>{};
}
CUTE_EXPORT template <class F>
CUTE_HOST_DEVICE constexpr auto is_valid(F&&) {
  return [](auto&&... args) { return bool_constant<std::is_invocable_v<F&&, decltype(args)...>>{}; };
}

/// CuTe's copy_cv: Dst with the const and volatile qualifiers of Src.
CUTE_EXPORT template <class Src, class Dst>
struct copy_cv {
  using type = std::conditional_t<std::is_const_v<Src>, std::add_const_t<std::conditional_t<std::is_volatile_v<Src>, std::add_volatile_t<Dst>, Dst>>,
                                  std::conditional_t<std::is_volatile_v<Src>, std::add_volatile_t<Dst>, Dst>>;
};
CUTE_EXPORT template <class Src, class Dst>
using copy_cv_t = typename copy_cv<Src, Dst>::type;

/// CuTe's conditional_template: the template True (if b) or False, as a member alias template type
/// (only the chosen one is named with the arguments).
CUTE_EXPORT template <bool b, template <class...> class True, template <class...> class False>
struct conditional_template {
  template <class... U>
  using type = True<U...>;
};
template <template <class...> class True, template <class...> class False>
struct conditional_template<false, True, False> {
  template <class... U>
  using type = False<U...>;
};

/// CuTe's conditional_return: the second argument when the condition holds, else the third. A static
/// condition (true_type, false_type, or the template argument) picks one of two arguments of any types;
/// a dynamic one needs types with a common type (two equal static integers stay static).
CUTE_EXPORT template <class T, class F>
CUTE_HOST_DEVICE constexpr decltype(auto) conditional_return(true_type, T&& t, F&&) {
  return static_cast<T&&>(t);
}
CUTE_EXPORT template <class T, class F>
CUTE_HOST_DEVICE constexpr decltype(auto) conditional_return(false_type, T&&, F&& f) {
  return static_cast<F&&>(f);
}
CUTE_EXPORT template <auto v>
CUTE_HOST_DEVICE constexpr C<v> conditional_return(bool, C<v>, C<v>) {
  return {};
}
CUTE_EXPORT template <auto v, auto u>
  requires(v != u)
CUTE_HOST_DEVICE constexpr auto conditional_return(bool b, C<v>, C<u>) {
  return b ? v : u;
}
CUTE_EXPORT template <class T, class F>
  requires(!(static_integer<T> && static_integer<F>) && requires { typename std::common_type<T, F>::type; })
CUTE_HOST_DEVICE constexpr auto conditional_return(bool b, T const& t, F const& f) {
  return b ? t : f;
}
CUTE_EXPORT template <bool B, class T, class F>
CUTE_HOST_DEVICE constexpr decltype(auto) conditional_return(T&& t, F&& f) {
  if constexpr (B) {
    return static_cast<T&&>(t);
  } else {
    return static_cast<F&&>(f);
  }
}

}  // namespace cute

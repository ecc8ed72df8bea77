// cute/numeric/traits.hpp: the type tests the library's concepts run on every type they see
// (integers, tuples, layouts, tensors), made cheap to compile. libstdc++'s std::is_integral_v<T>
// instantiates three class templates for each T and std::remove_cvref_t<T> two; in a kernel's
// translation unit they ran on thousands of tuple and layout types, and nvcc's device compiler kept
// every one of them (tens of MB of its peak memory). Variable templates that decide class types at
// once, with compiler built-ins, give the same answers.
#pragma once
#include <cute/config.hpp>

namespace cute {
CUTE_EXPORT namespace detail {

/// The built-in tests, as variable templates: a built-in must not appear in a signature (g++ cannot
/// mangle it), and a default template argument can end up in one.
template <class T>
inline constexpr bool is_class_v = __is_class(T);

/// T without references and cv-qualifiers (std::remove_cvref_t), one class instantiation a type.
template <class T>
struct uncvref {
  using type = T;
};
template <class T>
struct uncvref<T const> {
  using type = T;
};
template <class T>
struct uncvref<T volatile> {
  using type = T;
};
template <class T>
struct uncvref<T const volatile> {
  using type = T;
};
template <class T>
struct uncvref<T&> : uncvref<T> {};
template <class T>
struct uncvref<T&&> : uncvref<T> {};
// nvcc's device front end (cicc) keeps every class it instantiates (several KB each), and these run on
// thousands of types: its device pass takes the built-ins, which instantiate nothing. (Not in other
// passes: g++ knows neither built-in.)
#if defined(__CUDA_ARCH__) && defined(__NVCC__)
template <class T>
using uncvref_t = __remove_cvref(T);
#else
template <class T>
using uncvref_t = typename uncvref<T>::type;
#endif

/// std::decay_t<T>, with a class type decided at once (its cv-qualifiers removed): only the other
/// types (arrays, functions, references to them) ask std::decay.
template <class T, bool Class = is_class_v<T>>
struct decay {
  using type = std::decay_t<T>;
};
template <class T>
struct decay<T, true> : uncvref<T> {};
#if defined(__CUDA_ARCH__) && defined(__NVCC__)  // (as uncvref_t)
template <class T>
using decay_t = __decay(T);
#else
template <class T>
using decay_t = typename decay<T>::type;
#endif

/// std::integral<std::remove_cvref_t<T>> && not bool: a class type is decided without a trait;
/// only the few scalar types ask std::is_integral_v.
template <class T, bool Class = is_class_v<T>>
inline constexpr bool non_bool_integral_v = std::is_integral_v<T> && !std::is_same_v<std::remove_cv_t<T>, bool>;
template <class T>
inline constexpr bool non_bool_integral_v<T, true> = false;
template <class T>
inline constexpr bool non_bool_integral_v<T&, false> = non_bool_integral_v<T>;
template <class T>
inline constexpr bool non_bool_integral_v<T&&, false> = non_bool_integral_v<T>;

/// An empty class whose `value` is an integer but bool (static_integer), or a bool (static_bool),
/// references and cv-qualifiers ignored.
template <class T>
inline constexpr bool static_integer_v = __is_empty(T) && requires { requires non_bool_integral_v<decltype(T::value)>; };
template <class T>
inline constexpr bool static_integer_v<T&> = static_integer_v<T>;
template <class T>
inline constexpr bool static_integer_v<T&&> = static_integer_v<T>;
template <class T>
inline constexpr bool static_bool_v =
    __is_empty(T) && requires { requires __is_same(decltype(T::value), bool const) || __is_same(decltype(T::value), bool); };
template <class T>
inline constexpr bool static_bool_v<T&> = static_bool_v<T>;
template <class T>
inline constexpr bool static_bool_v<T&&> = static_bool_v<T>;

}  // namespace detail
}  // namespace cute

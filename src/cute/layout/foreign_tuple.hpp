// cute/layout/foreign_tuple.hpp: a standard tuple (std::tuple, std::pair, std::array) where a layout's
// shape or stride is expected gives one short error that says what to write, instead of every
// make_layout candidate with its failed constraints. Standard tuples are not accepted as IntTuples:
// the algebra would need a second tuple type in every operation (and its static encoding), and its
// results would still be cute::tuples, so a std::tuple in would not compare equal to what comes out.
#pragma once
#include <cute/config.hpp>
#include <cute/layout/layout.hpp>
#include <cute/tuple.hpp>

namespace cute {
CUTE_EXPORT namespace detail {

// A tuple-like type (std::tuple_size is defined) that is not a cute::tuple, or a cute::tuple holding
// one. Variable templates, not a function: every make_layout call asks it of each argument type, and
// a kernel makes hundreds of layouts (a function with a lambda per type cost nvcc's device compiler
// ~20 MB in a GEMM kernel's translation unit).
template <class T>
inline constexpr bool has_foreign_tuple_v = requires { std::tuple_size<T>::value; };
template <class... E>
inline constexpr bool has_foreign_tuple_v<tuple<E...>> = (has_foreign_tuple_v<E> || ...);

}  // namespace detail

/// make_layout(std::make_tuple(2, 3), ...): a compile error that names the fix.
CUTE_EXPORT template <class... Args>
  requires(detail::has_foreign_tuple_v<Args> || ...)
CUTE_HOST_DEVICE constexpr auto make_layout(Args const&...) {
  static_assert(!(detail::has_foreign_tuple_v<Args> || ...),
                "make_layout: a std::tuple, std::pair or std::array is not a cute shape or stride: "
                "write make_shape(2, 3) and make_stride(1, 2) (cute::tuple)");
  return Layout<_1, _0>{};  // not reached: the error above is the only one
}

}  // namespace cute

// cute/config.hpp: the macros every header uses, and the standard headers the layers below print need.
// A module unit includes this file in its global module fragment, so the standard headers are
// never attached to a cute module; the headers of the library then find them already included.
#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <type_traits>
#include <utility>

#if !defined(__CUDA_ARCH__)
#include <stdexcept>  // cute::error
#endif

// (The print layer includes <ostream>, <string> and <format> itself: they cost more to compile than
// the whole layout layer.) Whether std::format is there is decided here, so that every unit, module
// units included, sees the same answer (a macro does not cross an import).
#if !defined(__CUDACC__) && __has_include(<version>)
#include <version>
#endif
#if defined(__cpp_lib_format) && __cpp_lib_format >= 201907L && !defined(__CUDACC__)
#define CUTE_HAS_STD_FORMAT 1
#else
#define CUTE_HAS_STD_FORMAT 0
#endif

// Everything that may run on the GPU is marked CUTE_HOST_DEVICE.
#if defined(__CUDACC__)
#define CUTE_HOST_DEVICE __host__ __device__
#define CUTE_HOST __host__
#else
#define CUTE_HOST_DEVICE
#define CUTE_HOST
#endif

// CuTe's helper macros: unrolling in device code, and a static_assert on a static boolean value
// (CUTE_STATIC_ASSERT_V(size(a) == Int<8>{})).
#if defined(__CUDA_ARCH__)
#define CUTE_UNROLL _Pragma("unroll")
#define CUTE_NO_UNROLL _Pragma("unroll 1")
#else
#define CUTE_UNROLL
#define CUTE_NO_UNROLL
#endif
#define CUTE_STATIC_ASSERT_V(x, ...) static_assert(decltype(x)::value __VA_OPT__(, ) __VA_ARGS__)

// The rest of CuTe's config macros that kernels use: device-only functions, __grid_constant__ kernel
// parameters (SM70+ device passes), the value of a static expression, alignment, a constant table
// usable on the device, and the end of an if-constexpr chain that always returns.
#if defined(__CUDACC__)
#define CUTE_DEVICE __forceinline__ __device__
#else
#define CUTE_DEVICE inline
#endif
#if !defined(CUTE_GRID_CONSTANT)
#if defined(__CUDACC__) && defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 700
#define CUTE_GRID_CONSTANT __grid_constant__
#else
#define CUTE_GRID_CONSTANT
#endif
#endif
#define CUTE_STATIC_V(x) decltype(x)::value
#define CUTE_ALIGNAS(n) alignas(n)
#if defined(__CUDA_ARCH__)
#define CUTE_INLINE_CONSTANT static const __device__
#else
#define CUTE_INLINE_CONSTANT static constexpr
#endif
#if defined(__GNUC__) && !defined(__clang__) && !defined(__CUDA_ARCH__)
#define CUTE_GCC_UNREACHABLE __builtin_unreachable()
#else
#define CUTE_GCC_UNREACHABLE
#endif

// Module units define CUTE_EXPORT as `export` before they include the headers;
// a plain #include sees it empty.
#ifndef CUTE_EXPORT
#define CUTE_EXPORT
#endif

// Checked preconditions on dynamic values (see cute/numeric/check.hpp). On by default on the host,
// off in device code (-DCUTE_CHECKS=1 turns them on there, 0 off everywhere); static checks always stay.
#ifndef CUTE_CHECKS
#if defined(__CUDA_ARCH__)
#define CUTE_CHECKS 0
#else
#define CUTE_CHECKS 1
#endif
#endif

// Checks a precondition on dynamic values; the message parts are evaluated only on failure.
// (A macro, so it is here: macros do not cross module imports, and every unit includes this file.)
#if CUTE_CHECKS
#define CUTE_CHECK(condition, ...) ((condition) ? void(0) : ::cute::detail::fail(__VA_ARGS__))
#else
#define CUTE_CHECK(condition, ...) void(0)
#endif

// Sums and products over a pack expansion, checked for overflow in checked builds (WHERE: a
// cute::detail::caller; cute/numeric/checked.hpp). Unchecked, they are the plain folds, so that the
// code generated without checks is what it was to the instruction: CUTE_CHECKED_SUM(caller::crd2idx, f(get<I>(c)))
// is (_0{} + ... + f(get<I>(c))), whose operands may be evaluated in another order than a call's arguments.
// CUTE_CHECKED_MUL(WHERE, a, b) is a * b, checked the same way (unchecked, no function is instantiated
// for it: these are on the paths every kernel's index arithmetic takes).
#if CUTE_CHECKS
#define CUTE_CHECKED_SUM(WHERE, ...) ::cute::detail::sum_of(::cute::detail::WHERE, __VA_ARGS__...)
#define CUTE_CHECKED_PRODUCT(WHERE, ...) ::cute::detail::product_of(::cute::detail::WHERE, __VA_ARGS__...)
#define CUTE_CHECKED_MUL(WHERE, A, B) ::cute::detail::checked<::cute::detail::arithmetic::multiply>(::cute::detail::WHERE, A, B)
#else
#define CUTE_CHECKED_SUM(WHERE, ...) (::cute::_0{} + ... + __VA_ARGS__)
#define CUTE_CHECKED_PRODUCT(WHERE, ...) (::cute::_1{} * ... * __VA_ARGS__)
#define CUTE_CHECKED_MUL(WHERE, A, B) ((A) * (B))
#endif


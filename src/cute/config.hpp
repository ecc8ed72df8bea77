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


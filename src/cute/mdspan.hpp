// cute/mdspan.hpp: std::mdspan interop (layout_cute, to_mdspan, make_tensor of an mdspan), for C++23
// translation units whose standard library has <mdspan> (clang with libc++ >= 18 and -std=c++23). A
// header only: the modules are built as C++20, where <mdspan> is not.
#ifndef CUTE_MDSPAN_HPP
#define CUTE_MDSPAN_HPP
#include <cute/config.hpp>
#if __has_include(<mdspan>)
#include <mdspan>
#endif
#if !defined(__cpp_lib_mdspan)
#error "cute/mdspan.hpp needs std::mdspan: C++23 (-std=c++23) and a standard library that has it (libc++ >= 18)"
#endif
#include <cute/tensor.hpp>
#include <cute/tensor/mdspan.hpp>
#endif

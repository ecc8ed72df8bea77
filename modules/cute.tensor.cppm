// Module cute.tensor: Tensor, tagged pointers and engines, tiling and partitioning (local_tile,
// local_partition), copy/fill/clear/axpby/gemm, print_tensor, to_string/operator<</std::format.
module;
#define CUTE_EXPORT export
#include <cute/config.hpp>
#include <ostream>
#include <string>
#if __has_include(<format>)
#include <format>
#endif
// The headers of the purview are the module's own source (the mp-units pattern), not foreign headers.
#if defined(__clang__)
#pragma clang diagnostic ignored "-Winclude-angled-in-module-purview"
#endif
export module cute.tensor;
export import cute.numeric;
export import cute.tuple;
export import cute.layout;
export import cute.swizzle;
export import cute.print;
#define CUTE_NUMERIC_HPP  // provided by the imports above
#define CUTE_TUPLE_HPP
#define CUTE_LAYOUT_HPP
#define CUTE_SWIZZLE_HPP
#define CUTE_PRINT_HPP
#include <cute/tensor.hpp>

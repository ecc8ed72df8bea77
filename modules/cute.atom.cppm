// Module cute.atom: MMA and copy traits (host-visible thread/value layouts), MMA_Atom, TiledMMA,
// Copy_Atom, TiledCopy, copy/gemm with atoms, print and print_latex of atoms. The operation types
// come from the cute/arch headers, whose PTX is compiled only in device passes (nvcc includes
// <cute/atom.hpp> instead of importing this).
module;
#define CUTE_EXPORT export
#include <cute/config.hpp>
#include <ostream>
#include <string>
#include <vector>
#if __has_include(<format>)
#include <format>
#endif
// The headers of the purview are the module's own source (the mp-units pattern), not foreign headers.
#if defined(__clang__)
#pragma clang diagnostic ignored "-Winclude-angled-in-module-purview"
#endif
export module cute.atom;
export import cute.numeric;
export import cute.tuple;
export import cute.layout;
export import cute.swizzle;
export import cute.print;
export import cute.tensor;
#define CUTE_NUMERIC_HPP  // provided by the imports above
#define CUTE_TUPLE_HPP
#define CUTE_LAYOUT_HPP
#define CUTE_SWIZZLE_HPP
#define CUTE_PRINT_HPP
#define CUTE_TENSOR_HPP
#include <cute/atom.hpp>

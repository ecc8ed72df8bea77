// Module cute.swizzle: Swizzle<B,M,S> and ComposedLayout, for swizzled shared-memory layouts.
module;
#define CUTE_EXPORT export
#include <cute/config.hpp>
// The headers of the purview are the module's own source (the mp-units pattern), not foreign headers.
#if defined(__clang__)
#pragma clang diagnostic ignored "-Winclude-angled-in-module-purview"
#endif
export module cute.swizzle;
export import cute.layout;
#define CUTE_NUMERIC_HPP  // provided by the imports above
#define CUTE_TUPLE_HPP
#define CUTE_LAYOUT_HPP
#include <cute/swizzle.hpp>

// Module cute.tuple: cute::tuple and the IntTuple algorithms.
module;
#define CUTE_EXPORT export
#include <cute/config.hpp>
// The headers of the purview are the module's own source (the mp-units pattern), not foreign headers.
#if defined(__clang__)
#pragma clang diagnostic ignored "-Winclude-angled-in-module-purview"
#endif
export module cute.tuple;
export import cute.numeric;
#define CUTE_NUMERIC_HPP  // provided by the import above: the headers' #include of it is skipped
#include <cute/tuple.hpp>

// Module cute.tuple: cute::tuple and the IntTuple algorithms.
module;
#include <cute/config.hpp>
export module cute.tuple;
export import cute.numeric;
#define CUTE_EXPORT export
#define CUTE_NUMERIC_HPP  // provided by the import above: the headers' #include of it is skipped
#include <cute/tuple.hpp>

// cute/tuple.hpp: the tuple layer (module cute.tuple): cute::tuple and IntTuple algorithms.
#ifndef CUTE_TUPLE_HPP
#define CUTE_TUPLE_HPP
#include <cute/config.hpp>
#include <cute/numeric.hpp>
#include <cute/tuple/algorithm.hpp>
#include <cute/tuple/int_tuple.hpp>
#include <cute/tuple/tuple.hpp>
#include <cute/tuple/underscore.hpp>
#include <cute/tuple/arithmetic_tuple.hpp>
#endif

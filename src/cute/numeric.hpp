// cute/numeric.hpp: the numeric layer (module cute.numeric): static and dynamic integers.
#ifndef CUTE_NUMERIC_HPP
#define CUTE_NUMERIC_HPP
#include <cute/config.hpp>
#include <cute/numeric/check.hpp>
#include <cute/numeric/traits.hpp>
#include <cute/numeric/overflow.hpp>
#include <cute/numeric/integral_constant.hpp>
#include <cute/numeric/checked.hpp>
#include <cute/numeric/math.hpp>
#include <cute/numeric/bit.hpp>
#include <cute/numeric/uint_bits.hpp>
#include <cute/numeric/bit_field.hpp>
#include <cute/numeric/type_traits.hpp>
#include <cute/numeric/integer_sequence.hpp>
#include <cute/numeric/functional.hpp>
#include <cute/numeric/complex.hpp>
#endif

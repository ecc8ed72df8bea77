// cute/swizzle.hpp: the swizzle layer (module cute.swizzle): Swizzle and ComposedLayout.
#ifndef CUTE_SWIZZLE_HPP
#define CUTE_SWIZZLE_HPP
#include <cute/config.hpp>
#include <cute/layout.hpp>
#include <cute/swizzle/composed_layout.hpp>
#include <cute/swizzle/swizzle.hpp>
#include <cute/swizzle/max_alignment.hpp>
#include <cute/swizzle/recast.hpp>
#include <cute/swizzle/mixed_bits.hpp>
#include <cute/swizzle/swizzle_inverse.hpp>
#include <cute/swizzle/swizzle_slice.hpp>
#endif

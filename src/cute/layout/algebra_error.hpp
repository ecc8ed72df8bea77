// cute/layout/algebra_error.hpp: the one table of the layout algebra's error messages: why an operation
// has no result. The value algebra (value_algebra.hpp) returns these codes; the run-time layouts
// (runtime_layout.hpp, what cute-layout evaluates on) and the library's run-time checks report the
// message (the caller names the operation), and a static operation without a result is a compile
// error with the same message (has_result).
#pragma once
#include <cute/config.hpp>

namespace cute {

// X(code, message) for every code.
#define CUTE_ALGEBRA_ERRORS(X) \
  X(none, "no error") \
  X(not_static, "the operands cannot be computed on at compile time") \
  X(capacity, "the layout has more nodes than the value tree holds") \
  X(overflow, "integer overflow") \
  X(not_a_layout, "the operand is not a layout") \
  X(rank, "a mode beyond the rank") \
  X(tiler_rank, "the tiler has more modes than the layout") \
  X(profile_rank, "the profile has more modes than the layout") \
  X(composition_divisibility, "no layout is A o B: the divisibility condition fails (B's stride neither divides nor is " \
    "less than an extent of A, or B's extent is not a multiple of what fits in a mode of A)") \
  X(composition_not_layout, "no layout is A o B: B's modes together overrun a mode of A, or B's walk leaves a mode of A" \
    " before its end") \
  X(composition_unchecked, "A o B cannot be checked (B has more than 2^24 coordinates, and its modes overrun a mode of" \
    " A or its walk leaves one before its end)") \
  X(not_injective, "the layout is not injective (a stride falls inside the span of the smaller modes)") \
  X(negative_stride, "a negative stride (the complement is ordered)") \
  X(complement_uncovered, "no layout is the complement: with it the layout does not span the cotarget (a cotarget " \
    "shape is divided mode by mode)") \
  X(cotarget, "the cotarget must be a shape of non-negative extents") \
  X(left_inverse_not_injective, "the layout is not injective (its modes of non-zero stride overlap, or a stride is " \
    "negative)") \
  X(upcast_divisibility, "a stride neither divides nor is a multiple of the factor") \
  X(upcast_extent, "the elements of a mode that one vector holds neither divide its extent nor are a multiple of it") \
  X(factor, "the factor must be positive") \
  X(tile_to_shape_rank, "the block has more modes than the target shape") \
  X(tile_to_shape_divisibility, "the block's extent does not divide the target's") \
  X(order, "the order must be a tuple of the target's rank") \
  X(not_rank_two, "the layout does not split into (tile, rest): a mode is not of rank 2") \
  X(extent, "an extent is negative") \
  X(not_a_shape, "a shape or a stride holds integers (no _, no empty tuple)") \
  X(not_congruent, "the stride is not congruent with the shape") \
  X(coordinate, "the coordinate does not match the rank of the layout's modes") \
  X(undecided, "the layout is too large to decide by enumerating its coordinates (more than 2^24), or overflows")

CUTE_EXPORT enum class algebra_error : unsigned char {
#define CUTE_ALGEBRA_ERROR_CODE(code, message) code,
  CUTE_ALGEBRA_ERRORS(CUTE_ALGEBRA_ERROR_CODE)
#undef CUTE_ALGEBRA_ERROR_CODE
};

/// The message of an error code: why no layout is the answer (the caller names the operation).
CUTE_EXPORT CUTE_HOST_DEVICE constexpr char const* error_message(algebra_error e) {
  switch (e) {
#define CUTE_ALGEBRA_ERROR_CASE(code, message) \
  case algebra_error::code: return message;
    CUTE_ALGEBRA_ERRORS(CUTE_ALGEBRA_ERROR_CASE)
#undef CUTE_ALGEBRA_ERROR_CASE
  }
  return "unknown error";
}

CUTE_EXPORT namespace detail {
/// The check of an operation on static operands: static_assert(has_result(r.error)) is a compile
/// error where there is none, whose note quotes the message (in call to 'no_error(&"..."[0])'), the
/// instantiation notes naming the operation and its operands.
CUTE_HOST_DEVICE constexpr bool no_error(char const* message) { return 1 / (message == nullptr ? 1 : 0) == 1; }
CUTE_HOST_DEVICE constexpr bool has_result(algebra_error e) { return no_error(e == algebra_error::none ? nullptr : error_message(e)); }
}  // namespace detail

}  // namespace cute

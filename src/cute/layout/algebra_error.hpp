// cute/layout/algebra_error.hpp: the one table of the layout algebra's error messages: why an operation
// has no result. The value algebra (value_algebra.hpp) returns these codes; the run-time layouts
// (runtime_layout.hpp, what cute-layout evaluates on) report the message, and so do the library's
// run-time checks of the same conditions.
#pragma once
#include <cute/config.hpp>

namespace cute {

CUTE_EXPORT enum class algebra_error : unsigned char {
  none,
  not_static,
  capacity,
  overflow,
  not_a_layout,
  rank,
  tiler_rank,
  profile_rank,
  composition_divisibility,
  composition_not_layout,
  composition_unchecked,
  not_injective,
  negative_stride,
  complement_uncovered,
  cotarget,
  left_inverse_not_injective,
  upcast_divisibility,
  downcast_no_unit_stride,
  factor,
  tile_to_shape_rank,
  tile_to_shape_divisibility,
  order,
  not_rank_two,
  extent,
};

/// The message of an error code: why no layout is the answer (the caller names the operation).
CUTE_EXPORT CUTE_HOST_DEVICE constexpr char const* error_message(algebra_error e) {
  switch (e) {
    case algebra_error::none: return "no error";
    case algebra_error::not_static: return "the operands cannot be computed on at compile time";
    case algebra_error::capacity: return "the layout has more nodes than the value tree holds";
    case algebra_error::overflow: return "integer overflow";
    case algebra_error::not_a_layout: return "the operand is not a layout";
    case algebra_error::rank: return "a mode beyond the rank";
    case algebra_error::tiler_rank: return "the tiler has more modes than the layout";
    case algebra_error::profile_rank: return "the profile has more modes than the layout";
    case algebra_error::composition_divisibility:
      return "no layout is A o B: the divisibility condition fails (B's stride neither divides nor is less "
             "than an extent of A, or B's extent is not a multiple of what fits in a mode of A)";
    case algebra_error::composition_not_layout:
      return "no layout is A o B: B's modes together overrun a mode of A, or B's walk leaves a mode of A "
             "before its end";
    case algebra_error::composition_unchecked:
      return "A o B cannot be checked (B has more than 2^24 coordinates, and its modes overrun a mode of A "
             "or its walk leaves one before its end)";
    case algebra_error::not_injective:
      return "the layout is not injective (a stride falls inside the span of the smaller modes)";
    case algebra_error::negative_stride: return "a negative stride (the complement is ordered)";
    case algebra_error::complement_uncovered:
      return "no layout is the complement: with it the layout does not span the cotarget (a cotarget "
             "shape is divided mode by mode)";
    case algebra_error::cotarget: return "the cotarget must be a shape of non-negative extents";
    case algebra_error::left_inverse_not_injective:
      return "the layout is not injective (its modes of non-zero stride overlap, or a stride is negative)";
    case algebra_error::upcast_divisibility: return "a stride neither divides nor is a multiple of the factor";
    case algebra_error::downcast_no_unit_stride: return "the layout has no mode of stride 1";
    case algebra_error::factor: return "the factor must be positive";
    case algebra_error::tile_to_shape_rank: return "the block has more modes than the target shape";
    case algebra_error::tile_to_shape_divisibility: return "the block's extent does not divide the target's";
    case algebra_error::order: return "the order must be a tuple of the target's rank";
    case algebra_error::not_rank_two: return "the layout does not split into (tile, rest): a mode is not of rank 2";
    case algebra_error::extent: return "an extent is negative";
  }
  return "unknown error";
}

}  // namespace cute

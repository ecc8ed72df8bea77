// cute/tensor/reduce.hpp: CuTe's tensor reductions (host and device): reduce(t, init, op) folds the
// elements into init; batch_reduce(src, dst, op) folds each column of a rank-2 (reduced, batch) src
// into dst; logical_reduce(src, dst, profile, op) reduces the modes that the profile marks with an
// integer and keeps those it marks with `_`.
#pragma once
#include <cute/config.hpp>
#include <cute/numeric.hpp>
#include <cute/tensor/copy.hpp>
#include <cute/tensor/tensor.hpp>

namespace cute {

/// init = op(init, t(i)) for each element in index order; op defaults to +.
CUTE_EXPORT template <tensor_type Tn, class T, class Op = plus>
  requires std::invocable<Op&, T&, typename cute::detail::uncvref_t<Tn>::reference>
CUTE_HOST_DEVICE constexpr T reduce(Tn const& t, T init, Op op = {}) {
  for (int i = 0; i < int(size(t)); ++i) init = op(init, t(i));
  return init;
}

/// dst(i) = reduce(src(_, i), dst(i), op): src is (reduced mode, batch mode), dst the batch mode.
CUTE_EXPORT template <tensor_type Src, tensor_type Dst, class Op = plus>
CUTE_HOST_DEVICE constexpr void batch_reduce(Src const& src, Dst&& dst, Op op = {}) {
  static_assert(rank_v<decltype(src.layout())> == 2, "batch_reduce: the source must be rank 2 (reduced mode, batch mode)");
  CUTE_CHECK(int(size<1>(src)) == int(size(dst)), "batch_reduce: the batch mode has ", int(size<1>(src)),
             " elements and the destination ", int(size(dst)));
  for (int i = 0; i < int(size(dst)); ++i) dst(i) = reduce(src(_, i), dst(i), op);
}

/// Reduces the modes of src that profile marks with an integer (dice) for each coordinate of those
/// it marks with `_` (slice), into dst (of the kept modes' size): profile (0, _) reduces each column.
CUTE_EXPORT template <tensor_type Src, tensor_type Dst, class Profile, class Op = plus>
CUTE_HOST_DEVICE constexpr void logical_reduce(Src const& src, Dst&& dst, Profile const& profile, Op op = {}) {
  auto diced = dice(profile, src.layout());
  auto sliced = slice(profile, src.layout());
  auto reduced = [&] {
    if constexpr (rank_v<decltype(diced)> == 0) return Layout<_1, _0>{};
    else return diced;
  }();
  auto kept = [&] {
    if constexpr (rank_v<decltype(sliced)> == 0) return Layout<_1, _0>{};
    else return sliced;
  }();
  batch_reduce(make_tensor(src.data(), make_layout(reduced, kept)), dst, op);
}

}  // namespace cute

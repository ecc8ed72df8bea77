// cute/atom/copy_traits_sm90_tma_box.hpp: the TMA box of a shared-memory tile, read off its static
// layout (host-visible, no CUDA header; cute/atom/copy_traits_sm90_tma.hpp builds the tensor map from
// it): the tile's sub-modes in shared-memory order (the layout must be compact), merged where they
// are consecutive in both memories, are the TMA dimensions, at most 5. A swizzled tile (a
// ComposedLayout of a Swizzle) is planned from its inner layout.
#pragma once
#include <cute/config.hpp>
#include <cute/layout.hpp>
#include <cute/swizzle.hpp>

namespace cute {

CUTE_EXPORT namespace detail {
template <class L>
struct tma_smem_parts {
  using swizzle = Swizzle<0, 4, 3>;
  using inner = L;
};
template <int B, int M, int S, class O, class L>
struct tma_smem_parts<ComposedLayout<Swizzle<B, M, S>, O, L>> {
  using swizzle = Swizzle<B, M, S>;
  using inner = L;
};
template <class L>
inline constexpr int flat_rank = int(rank_v<cute::detail::uncvref_t<decltype(flatten(std::declval<L>().shape()))>>);
template <class T>
inline constexpr int log2_bytes_per_16 = sizeof(T) == 1 ? 4 : sizeof(T) == 2 ? 3 : sizeof(T) == 4 ? 2 : sizeof(T) == 8 ? 1 : -1;

/// What is wrong with a shared-memory tile for TMA, if anything.
enum class tma_box_error : int { none, not_compact, too_many_dims };

/// The TMA box of a static shared-memory tile: dims TMA dimensions in shared-memory order; dimension j
/// walks mode[j] of the global tensor in steps of step[j] elements, box[j] times; a dimension that is
/// not the outermost of its mode (outer[j] false) wraps at box[j] (its global extent is the box).
struct tma_box_plan {
  tma_box_error error = tma_box_error::none;
  int dims = 0;
  int mode[5] = {};
  long long step[5] = {};
  long long box[5] = {};
  bool outer[5] = {};
  long long volume = 1;
  int split = 0;  // the outermost dimension with a box > 1: what a multicast divides
};

template <class Inner, int R>
consteval tma_box_plan plan_tma_box() {
  struct sub {
    int mode;
    long long extent, stride, step;
  };
  sub subs[64] = {};
  int n = 0;
  bool mode_seen[8] = {};
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    (
        [&] {
          auto const li = layout<I>(Inner{});
          long long ext[32] = {}, str[32] = {};
          int m = 0;
          apply(wrap(flatten(li.shape())), [&](auto const&... e) { ((ext[m++] = static_cast<long long>(e)), ...); });
          m = 0;
          apply(wrap(flatten(li.stride())), [&](auto const&... d) { ((str[m++] = static_cast<long long>(d)), ...); });
          long long step = 1;
          for (int q = 0; q < m; ++q) {
            if (ext[q] != 1) subs[n++] = sub{int(I), ext[q], str[q], step}, mode_seen[I] = true;
            step *= ext[q];
          }
        }(),
        ...);
  }(std::make_index_sequence<R>{});
  // Shared-memory order (insertion sort by stride).
  for (int i = 1; i < n; ++i)
    for (int j = i; j > 0 && (subs[j].stride) < (subs[j - 1].stride); --j) {
      sub const t = subs[j];
      subs[j] = subs[j - 1];
      subs[j - 1] = t;
    }
  tma_box_plan p;
  long long expect = 1;
  for (int i = 0; i < n; ++i) {
    if (subs[i].stride != expect) {
      p.error = tma_box_error::not_compact;
      return p;
    }
    expect *= subs[i].extent;
    if (p.dims > 0 && p.mode[p.dims - 1] == subs[i].mode && p.step[p.dims - 1] * p.box[p.dims - 1] == subs[i].step) {
      p.box[p.dims - 1] *= subs[i].extent;  // consecutive in both memories: one dimension
      continue;
    }
    if (p.dims == 5) {
      p.error = tma_box_error::too_many_dims;
      return p;
    }
    p.mode[p.dims] = subs[i].mode, p.step[p.dims] = subs[i].step, p.box[p.dims] = subs[i].extent;
    ++p.dims;
  }
  p.volume = expect;
  for (int i = 0; i < p.dims; ++i) p.split = p.box[i] > 1 ? i : p.split;
  // A mode the tile spans one element of still needs a dimension, for its coordinate.
  for (int i = 0; i < R; ++i) {
    if (mode_seen[i]) continue;
    if (p.dims == 5) {
      p.error = tma_box_error::too_many_dims;
      return p;
    }
    p.mode[p.dims] = i, p.step[p.dims] = 1, p.box[p.dims] = 1;
    ++p.dims;
  }
  for (int j = 0; j < p.dims; ++j) {
    p.outer[j] = true;
    for (int k = 0; k < p.dims; ++k)
      if (p.mode[k] == p.mode[j] && p.step[k] > p.step[j]) p.outer[j] = false;
  }
  return p;
}
}  // namespace detail

}  // namespace cute

// cute/atom/copy_traits_sm90_tma_box.hpp: the TMA box of a shared-memory tile, read off its static
// layout (host-visible, no CUDA header; cute/atom/copy_traits_sm90_tma.hpp builds the tensor map from
// it): the tile's sub-modes in shared-memory order (the layout must be compact), merged where they
// are consecutive in both memories, are the TMA dimensions of a box, and the tile is loaded in as
// many boxes as it holds (plan_tma_box says which sub-modes the box takes); the global tensor's modes
// past the tile's (a tile of its leading modes) are one dimension each, of box 1. A swizzled tile (a
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
enum class tma_box_error : int { none, not_compact, too_many_dims, not_unit_start };

/// The TMA plan of a static shared-memory tile. The tile is loaded as `boxes` TMA boxes (one
/// instruction each) of box_volume elements. The box has dims TMA dimensions in shared-memory order;
/// dimension j walks mode[j] of the global tensor in steps of step[j] elements, box[j] times; a
/// dimension that is not the outermost of its mode (outer[j] false) wraps at box[j] (its global
/// extent is the box). Box b starts rest_smem(b) elements into the tile and rest_crd(b, m) elements
/// along mode m of the global tensor: its index runs over the sub-modes left out of the box, rest_*[],
/// the first fastest.
struct tma_box_plan {
  tma_box_error error = tma_box_error::none;
  int dims = 0;
  int mode[5] = {};
  long long step[5] = {};
  long long box[5] = {};
  bool outer[5] = {};
  long long volume = 1;      // elements of the tile
  long long box_volume = 1;  // elements of one box
  int boxes = 1;
  int rest = 0;
  int rest_mode[32] = {};
  long long rest_step[32] = {}, rest_extent[32] = {}, rest_stride[32] = {};
  int split = 0;  // the outermost dimension with a box > 1: what a multicast divides
  // When the box's dimensions and one per mode it spans one element of would be more than 5: the
  // last dimension covers tail_count (>= 2) such modes, tail_modes, together (as CuTe groups them):
  // its coordinate is the sum of theirs scaled by their strides over the dimension's stride.
  int tail_count = 0;
  int tail_modes[8] = {};

  constexpr long long rest_smem(int b) const {
    long long off = 0;
    for (int r = 0; r < rest; b = int(b / rest_extent[r]), ++r) off += (b % rest_extent[r]) * rest_stride[r];
    return off;
  }
  constexpr long long rest_crd(int b, int m) const {
    long long off = 0;
    for (int r = 0; r < rest; b = int(b / rest_extent[r]), ++r)
      if (rest_mode[r] == m) off += (b % rest_extent[r]) * rest_step[r];
    return off;
  }
};

/// The tile's sub-modes in shared-memory order, merged where consecutive in both memories, form
/// the box up to the first that does not start its mode of the global tensor (a step other than
/// 1), as CuTe's TMA boxes; the sub-modes after it are loaded box by box. (One box of the whole tile
/// costs more: an MN-major 128x64 half tile, 64x8x2x8 in one box, loads 3% slower than in 16 boxes
/// of 64x8 on an H100.) whole_tile: the tile is one box where 5 dimensions hold it; a multicast
/// needs it, since it splits each box over the blocks and a slice of a 64x8 box would not be whole
/// periods of the swizzle. Inner has at most R modes: the global tensor's modes past the tile's are
/// spanned one element at a time (as CuTe's TMA over a tile of the leading modes of a higher-rank
/// tensor).
template <class Inner, int R, bool whole_tile = false>
consteval tma_box_plan plan_tma_box() {
  constexpr int tile_rank = int(rank_v<cute::detail::uncvref_t<decltype(Inner{}.shape())>>);
  static_assert(tile_rank <= R, "TMA: the shared-memory tile has more modes than the global tensor");
  static_assert(R <= 8, "TMA: the global tensor has more than 8 modes");
  struct sub {
    int mode;
    long long extent, stride, step;
  };
  sub subs[64] = {};
  int n = 0;
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
            if (ext[q] != 1) subs[n++] = sub{int(I), ext[q], str[q], step};
            step *= ext[q];
          }
        }(),
        ...);
  }(std::make_index_sequence<tile_rank>{});
  // Shared-memory order (insertion sort by stride), then merged where consecutive in both memories.
  for (int i = 1; i < n; ++i)
    for (int j = i; j > 0 && (subs[j].stride) < (subs[j - 1].stride); --j) {
      sub const t = subs[j];
      subs[j] = subs[j - 1];
      subs[j - 1] = t;
    }
  tma_box_plan p;
  sub parts[64] = {};
  int np = 0;
  for (int i = 0; i < n; ++i) {
    if (subs[i].stride != p.volume) {
      p.error = tma_box_error::not_compact;
      return p;
    }
    p.volume *= subs[i].extent;
    if (np > 0 && parts[np - 1].mode == subs[i].mode && parts[np - 1].step * parts[np - 1].extent == subs[i].step) {
      parts[np - 1].extent *= subs[i].extent;
    } else {
      parts[np++] = subs[i];
    }
  }
  int in_box = 0;
  if (whole_tile) {
    int spanned = 0;  // modes with a part: the others take a dimension of their own
    for (int i = 0; i < R; ++i)
      for (int j = 0; j < np; ++j)
        if (parts[j].mode == i) {
          ++spanned;
          break;
        }
    if (np + (R - spanned) <= 5) in_box = np;
  }
  if (in_box == 0)
    while (in_box < np && parts[in_box].step == 1) ++in_box;
  if (np > 0 && in_box == 0) {
    p.error = tma_box_error::not_unit_start;
    return p;
  }
  bool mode_in_box[8] = {};
  for (int i = 0; i < in_box; ++i) {
    if (p.dims == 5) {
      p.error = tma_box_error::too_many_dims;
      return p;
    }
    p.mode[p.dims] = parts[i].mode, p.step[p.dims] = parts[i].step, p.box[p.dims] = parts[i].extent;
    mode_in_box[parts[i].mode] = true;
    p.box_volume *= parts[i].extent;
    ++p.dims;
  }
  for (int i = in_box; i < np; ++i) {
    if (p.rest == 32) {
      p.error = tma_box_error::too_many_dims;
      return p;
    }
    p.rest_mode[p.rest] = parts[i].mode, p.rest_step[p.rest] = parts[i].step;
    p.rest_extent[p.rest] = parts[i].extent, p.rest_stride[p.rest] = parts[i].stride;
    ++p.rest;
  }
  p.boxes = int(p.volume / p.box_volume);
  for (int i = 0; i < p.dims; ++i) p.split = p.box[i] > 1 ? i : p.split;
  // A mode with no part in the box still needs a dimension, for its coordinate; past 5 dimensions,
  // the last covers the remaining such modes together.
  int unseen[8] = {}, n_unseen = 0;
  for (int i = 0; i < R; ++i)
    if (!mode_in_box[i]) unseen[n_unseen++] = i;
  int const single = p.dims + n_unseen <= 5 ? n_unseen : 4 - p.dims;
  if (single < 0 || (single < n_unseen && p.dims + single >= 5)) {
    p.error = tma_box_error::too_many_dims;
    return p;
  }
  for (int u = 0; u < n_unseen; ++u) {
    if (u < single) {
      p.mode[p.dims] = unseen[u], p.step[p.dims] = 1, p.box[p.dims] = 1;
      ++p.dims;
    } else {
      if (u == single) {
        p.mode[p.dims] = unseen[u], p.step[p.dims] = 1, p.box[p.dims] = 1;
        ++p.dims;
      }
      p.tail_modes[p.tail_count++] = unseen[u];
    }
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

// cute/atom/copy_traits_sm90_tma_box.hpp: the TMA box of a shared-memory tile, read off its static
// layout (host-visible, no CUDA header; cute/atom/copy_traits_sm90_tma.hpp builds the tensor map from
// it): the tile's sub-modes in shared-memory order (the layout must be compact), merged where they
// are consecutive in both memories, are the TMA dimensions of a box, and the tile is loaded in as
// many boxes as it holds (plan_tma_box says which sub-modes the box takes); the global tensor's
// leaves the tile does not span are one dimension each, of box 1. Which leaves of the global tensor
// a mode of the tile walks is the CTA tile's (tma_tiling: CuTe's by-mode tiler, each of its integers
// a colexicographic prefix of its global mode), so one mode of shared memory may walk several global
// leaves (a (128, 64) tile of ((16, 8), (32, 2)) elements of a ((80, 40), (32, 12)) tensor). A
// swizzled tile (a ComposedLayout of a Swizzle) is planned from its inner layout.
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

/// The CTA tile of a TMA copy: CtaTile (a static IntTuple, CuTe's by-mode tiler of the global
/// tensor) over a global tensor of shape GShape and stride GStride (types: only their static values
/// matter). void: mode i of the tile is leaf i of the global tensor (this library's earlier form).
template <class CtaTile, class GShape, class GStride>
struct tma_tiling {};

/// How the modes of a tile lie in the global tensor's leaves (flat modes): the 1-D coordinate of
/// mode i runs over count[i] segments, colexicographically; segment k is the first extent[i][k]
/// coordinates of leaf leaf[i][k]. min_extent[g] > 0: leaf g is dynamic and the tile assumes it
/// holds at least that many (checked when the map is made). zero_stride[g]: leaf g has a static
/// stride 0 (it needs no TMA dimension).
struct tma_tile_map {
  bool ok = true;
  int count[16] = {};
  int leaf[16][16] = {};
  long long extent[16][16] = {};
  long long min_extent[16] = {};
  bool zero_stride[16] = {};
  long long gextent[16] = {}, gstride[16] = {};  // the leaves' static extents and strides (-1: dynamic; 0: unknown)
};

template <class G>
constexpr int tma_leaf_count() {
  if constexpr (is_tuple_v<G>) {
    return [&]<std::size_t... I>(std::index_sequence<I...>) { return (0 + ... + tma_leaf_count<std::tuple_element_t<I, G>>()); }(
        std::make_index_sequence<std::tuple_size_v<G>>{});
  } else {
    return 1;
  }
}
/// The static values of the leaves of G (-1 where dynamic), from out[n] on.
template <class G>
constexpr void tma_leaf_values(long long* out, int& n) {
  if constexpr (is_tuple_v<G>) {
    [&]<std::size_t... I>(std::index_sequence<I...>) { (tma_leaf_values<std::tuple_element_t<I, G>>(out, n), ...); }(
        std::make_index_sequence<std::tuple_size_v<G>>{});
  } else if constexpr (is_static_v<G>) {
    out[n++] = static_cast<long long>(G::value);
  } else {
    out[n++] = -1;
  }
}
/// The segments of the tile T (a tiler node) over the global node G whose first leaf is base, into
/// mode i of m: by mode where both are tuples, a prefix of G's leaves where T is an integer.
template <class T, class G>
constexpr void tma_map_mode(tma_tile_map& m, int i, int base);
/// tma_map_mode of T's modes over G's first ones (G's others spanned by no segment): into mode i,
/// or each into its own mode (i < 0, the top level).
template <class T, class G>
constexpr void tma_map_modes(tma_tile_map& m, int base, int i) {
  [&]<std::size_t... J>(std::index_sequence<J...>) {
    int b = base;
    (
        [&] {
          if constexpr (J < std::tuple_size_v<T>) {
            tma_map_mode<std::tuple_element_t<J, T>, std::tuple_element_t<J, G>>(m, i < 0 ? int(J) : i, b);
          }
          b += tma_leaf_count<std::tuple_element_t<J, G>>();
        }(),
        ...);
  }(std::make_index_sequence<std::tuple_size_v<G>>{});
}
template <class T, class G>
constexpr void tma_map_mode(tma_tile_map& m, int i, int base) {
  if constexpr (is_tuple_v<T>) {
    if constexpr (is_tuple_v<G>) {
      if (std::tuple_size_v<T> > std::tuple_size_v<G>) {
        m.ok = false;
        return;
      }
      tma_map_modes<T, G>(m, base, i);
    } else if constexpr (std::tuple_size_v<T> == 1) {
      tma_map_mode<std::tuple_element_t<0, T>, G>(m, i, base);
    } else {
      m.ok = false;
    }
  } else if constexpr (!is_static_v<T>) {
    m.ok = false;  // the tile must be static
  } else {
    long long n = static_cast<long long>(T::value);
    long long ext[16] = {};
    int leaves = 0;
    tma_leaf_values<G>(ext, leaves);
    for (int k = 0; k < leaves; ++k) {
      bool const last = k == leaves - 1 || ext[k] < 0 || n <= ext[k];
      if (m.count[i] == 16) {
        m.ok = false;
        return;
      }
      if (last) {
        m.leaf[i][m.count[i]] = base + k, m.extent[i][m.count[i]++] = n;
        if (ext[k] < 0 && k != leaves - 1 && n > 1) m.min_extent[base + k] = n;
        return;
      }
      if (n % ext[k] != 0) {  // the tile would end inside a leaf it does not start
        m.ok = false;
        return;
      }
      m.leaf[i][m.count[i]] = base + k, m.extent[i][m.count[i]++] = ext[k];
      n /= ext[k];
    }
  }
}
template <class Tiling, int TileRank, int R>
constexpr tma_tile_map make_tma_tile_map() {
  tma_tile_map m;
  if constexpr (std::is_void_v<Tiling>) {
    for (int i = 0; i < TileRank; ++i) m.count[i] = 1, m.leaf[i][0] = i, m.extent[i][0] = 1LL << 40;
  } else {
    []<class CtaTile, class GShape, class GStride>(tma_tiling<CtaTile, GShape, GStride>*, tma_tile_map& mm) {
      constexpr auto wrapped = [] {
        if constexpr (is_tuple_v<GShape>) return GShape{};
        else return tuple<GShape>{};
      };
      using G = decltype(wrapped());
      using T = std::conditional_t<is_tuple_v<CtaTile>, CtaTile, tuple<CtaTile>>;
      if (std::tuple_size_v<T> > std::tuple_size_v<G> || tma_leaf_count<G>() != R) {
        mm.ok = false;
        return;
      }
      tma_map_modes<T, G>(mm, 0, -1);
      int n = 0;
      tma_leaf_values<GStride>(mm.gstride, n);
      for (int g = 0; g < n && g < 16; ++g) mm.zero_stride[g] = mm.gstride[g] == 0;
      n = 0;
      tma_leaf_values<G>(mm.gextent, n);
    }(static_cast<Tiling*>(nullptr), m);
  }
  return m;
}

/// What is wrong with a shared-memory tile for TMA, if anything.
enum class tma_box_error : int { none, not_compact, too_many_dims, not_unit_start, bad_tiling, broadcast };

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
  long long volume = 1;      // elements of the tile in shared memory (its cosize)
  long long tile_size = 1;   // coordinates of the tile (more than volume where shared memory broadcasts: stride 0)
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
  int tail_modes[16] = {};
  long long min_extent[16] = {};  // the tiling's tma_tile_map::min_extent
  // Dimension j may also cover whole leaves inside its mode's (inner_count[j] of them, innermost
  // first, of extents inner_ext[j][]): consecutive in both memories, CuTe coalesces them. Its
  // coordinate is theirs, colexicographically, then its mode's times inner_volume[j]; box[j] counts
  // them too.
  int inner_count[5] = {};
  int inner_mode[5][4] = {};
  long long inner_ext[5][4] = {};
  long long inner_volume[5] = {1, 1, 1, 1, 1};

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
/// tensor). inner_max: the largest box of the innermost dimension, in elements of the tile (TMA's 256
/// elements of the type it moves them as): whole leaves coalesce into a dimension only up to 256
/// elements (CuTe's coalesce_256), since a TMA box holds at most 256 per dimension.
template <class Inner, int R, bool whole_tile = false, class Tiling = void, long long inner_max = 256>
consteval tma_box_plan plan_tma_box() {
  constexpr int tile_rank = int(rank_v<cute::detail::uncvref_t<decltype(Inner{}.shape())>>);
  static_assert(tile_rank <= R, "TMA: the shared-memory tile has more modes than the global tensor");
  static_assert(R <= 16, "TMA: the global tensor has more than 16 leaves");
  constexpr tma_tile_map map = make_tma_tile_map<Tiling, tile_rank, R>();
  tma_box_plan p;
  if (!map.ok) {
    p.error = tma_box_error::bad_tiling;
    return p;
  }
  struct sub {
    int mode;
    long long extent, stride, step;
  };
  sub subs[64] = {};
  int n = 0;
  // Each sub-mode of shared-memory mode I walks its 1-D coordinate from `step` by `step`, ext times:
  // cut where it crosses from one segment (global leaf) of the mode into the next.
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
            long long begin = 1;  // the segment's first 1-D coordinate step
            for (int k = 0; k < map.count[I] && ext[q] != 1; ++k) {
              long long const end = begin * map.extent[I][k];
              long long const lo = step > begin ? step : begin;
              long long const hi = step * ext[q] < end ? step * ext[q] : end;
              if (lo < hi) {
                if (lo % step != 0 || lo % begin != 0 || hi % lo != 0) {
                  p.error = tma_box_error::bad_tiling;  // a sub-mode and a segment overlap in part of a period
                  return;
                }
                if (str[q] == 0) {
                  if (!map.zero_stride[map.leaf[I][k]]) p.error = tma_box_error::broadcast;
                } else if (n == 64) {
                  p.error = tma_box_error::too_many_dims;
                } else {
                  subs[n++] = sub{map.leaf[I][k], hi / lo, str[q] * (lo / step), lo / begin};
                }
              }
              begin = end;
            }
            p.tile_size *= ext[q];
            step *= ext[q];
          }
        }(),
        ...);
  }(std::make_index_sequence<tile_rank>{});
  if (p.error != tma_box_error::none) return p;
  for (int g = 0; g < 16; ++g) p.min_extent[g] = map.min_extent[g];
  // Shared-memory order (insertion sort by stride), then merged where consecutive in both memories.
  for (int i = 1; i < n; ++i)
    for (int j = i; j > 0 && (subs[j].stride) < (subs[j - 1].stride); --j) {
      sub const t = subs[j];
      subs[j] = subs[j - 1];
      subs[j - 1] = t;
    }
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
  // A part that is a whole leaf of static extent and stride, followed in shared memory by a part
  // starting a leaf whose static stride is the first's times its extent: one dimension (CuTe
  // coalesces them; TMA needs the strides of its outer dimensions in multiples of 16 bytes). Not for
  // a multicast, whose slices are cut along one leaf.
  int inner_of[64] = {};  // parts merged into part i: inner_list[i][0..inner_of[i])
  int inner_list[64][4] = {};
  long long inner_list_ext[64][4] = {};
  if (!whole_tile) {
    int kept = 0;
    bool unit = true;  // every part kept so far starts its leaf: the box's so far
    for (int i = 0; i < np; ++i) {
      if (kept > 0 && unit) {
        int const k = kept - 1;
        sub const& a = parts[k];
        sub const& b = parts[i];
        long long inner = 1;  // the leaves a already covers besides its own
        for (int q = 0; q < inner_of[k]; ++q) inner *= inner_list_ext[k][q];
        long long const leaf = a.extent / inner;  // a's part of its own leaf
        bool const whole = a.step == 1 && map.gextent[a.mode] == leaf && leaf > 1;
        bool const next = b.step == 1 && map.gstride[a.mode] > 0 && map.gstride[b.mode] > 0 &&
                          map.gstride[b.mode] == map.gstride[a.mode] * leaf && inner_of[k] < 4;
        bool const fits = a.extent * b.extent <= (k == 0 ? inner_max : 256);
        if (whole && next && fits) {
          inner_list[k][inner_of[k]] = a.mode, inner_list_ext[k][inner_of[k]++] = leaf;
          parts[k] = sub{b.mode, b.extent * a.extent, a.stride, 1};
          continue;
        }
      }
      inner_of[kept] = 0;
      unit = unit && parts[i].step == 1;
      parts[kept++] = parts[i];
    }
    np = kept;
  }
  int in_box = 0;
  if (whole_tile) {
    int spanned = 0;  // modes with a part or of stride 0: the others take a dimension of their own
    for (int i = 0; i < R; ++i) {
      bool seen = map.zero_stride[i];
      for (int j = 0; j < np; ++j) seen = seen || parts[j].mode == i;
      spanned += seen;
    }
    if (np + (R - spanned) <= 5) in_box = np;
  }
  if (in_box == 0)
    while (in_box < np && parts[in_box].step == 1) ++in_box;
  if (np > 0 && in_box == 0) {
    p.error = tma_box_error::not_unit_start;
    return p;
  }
  bool mode_in_box[16] = {};
  for (int i = 0; i < in_box; ++i) {
    if (p.dims == 5) {
      p.error = tma_box_error::too_many_dims;
      return p;
    }
    p.mode[p.dims] = parts[i].mode, p.step[p.dims] = parts[i].step, p.box[p.dims] = parts[i].extent;
    mode_in_box[parts[i].mode] = true;
    p.inner_count[p.dims] = inner_of[i];
    for (int k = 0; k < inner_of[i]; ++k) {
      p.inner_mode[p.dims][k] = inner_list[i][k], p.inner_ext[p.dims][k] = inner_list_ext[i][k];
      p.inner_volume[p.dims] *= inner_list_ext[i][k];
      mode_in_box[inner_list[i][k]] = true;
    }
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
  int unseen[16] = {}, n_unseen = 0;
  for (int i = 0; i < R; ++i)
    if (!mode_in_box[i] && !map.zero_stride[i]) unseen[n_unseen++] = i;
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

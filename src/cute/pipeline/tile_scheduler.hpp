// cute/pipeline/tile_scheduler.hpp: the order in which a persistent kernel's workers (clusters, or
// blocks) visit the output tiles. The tiles_m x tiles_n grid of output tiles is cut into cluster
// tiles of ClusterM x ClusterN tiles (a ragged edge still gets whole cluster tiles: the blocks of a
// cluster work together even where one of them is off the grid, and mask their stores); worker w of
// W visits the cluster tiles w, w + W, w + 2W, ... in a grouped raster order: bands of `group`
// cluster-tile rows (RasterOrder::AlongN: rows of M, walked along N column by column within the
// band) or columns (AlongM), so that the tiles in flight at once share their A rows and B columns
// in L2. Plain C++20 (constexpr): the host sizes the grid with it and tests check its coverage.
#pragma once
#include <cute/config.hpp>

namespace cute {

/// Which way a band of the grouped raster order runs.
CUTE_EXPORT enum class RasterOrder : int {
  AlongN,  // bands of `group` tile rows; within a band, column after column
  AlongM,  // bands of `group` tile columns; within a band, row after row
};

/// One output tile: its tile coordinates, and whether it lies inside the tile grid.
CUTE_EXPORT struct TileCoord {
  int m = 0, n = 0;
  bool valid = false;
};

/// The persistent, grouped-raster schedule of a tiles_m x tiles_n grid over clusters of
/// ClusterM x ClusterN blocks.
CUTE_EXPORT template <int ClusterM = 1, int ClusterN = 1>
  requires(ClusterM >= 1 && ClusterN >= 1)
struct GroupedTileScheduler {
  int tiles_m = 0, tiles_n = 0;  // the output tile grid
  int group = 8;                 // cluster-tile rows (AlongN) or columns (AlongM) per band
  RasterOrder order = RasterOrder::AlongN;

  CUTE_HOST_DEVICE constexpr int cluster_tiles_m() const { return (tiles_m + ClusterM - 1) / ClusterM; }
  CUTE_HOST_DEVICE constexpr int cluster_tiles_n() const { return (tiles_n + ClusterN - 1) / ClusterN; }
  /// The number of cluster tiles: the work items of the schedule.
  CUTE_HOST_DEVICE constexpr int cluster_tile_count() const { return cluster_tiles_m() * cluster_tiles_n(); }

  /// The cluster tile at position `i` of the raster order, as (cluster-tile row, column).
  CUTE_HOST_DEVICE constexpr TileCoord cluster_tile(int i) const {
    bool const along_n = order == RasterOrder::AlongN;
    int const major = along_n ? cluster_tiles_m() : cluster_tiles_n();  // the banded extent
    int const minor = along_n ? cluster_tiles_n() : cluster_tiles_m();
    int const g = group < 1 ? 1 : group;
    int const per_band = g * minor;
    int const band = i / per_band, in_band = i % per_band;
    int const first = band * g;
    int const height = major - first < g ? major - first : g;  // the last band may be thinner
    int const a = first + in_band % height, b = in_band / height;
    TileCoord t{along_n ? a : b, along_n ? b : a, i >= 0 && i < cluster_tile_count()};
    return t;
  }

  /// The tile of block (rank_m, rank_n) of the cluster at position `i`; valid is false for a block
  /// whose tile falls off a ragged edge (it still takes part in the cluster's loads).
  CUTE_HOST_DEVICE constexpr TileCoord tile(int i, int rank_m, int rank_n) const {
    TileCoord const c = cluster_tile(i);
    TileCoord t{c.m * ClusterM + rank_m, c.n * ClusterN + rank_n, false};
    t.valid = c.valid && t.m < tiles_m && t.n < tiles_n;
    return t;
  }

  /// The number of workers (clusters) worth launching when at most max_workers fit at once.
  CUTE_HOST_DEVICE constexpr int workers(int max_workers) const {
    int const n = cluster_tile_count();
    return n < max_workers ? n : max_workers;
  }
};

}  // namespace cute

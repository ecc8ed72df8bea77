// cute/atom/copy_traits_sm90_tma.hpp: TMA copies built from tensors, as CuTe spells them.
// CuTe's form (a Copy_Atom holding the tensor map):
//   Copy_Atom tma = make_tma_atom(SM90_TMA_LOAD{}, mA, sA_layout(_, _, 0), make_shape(bM, bK));   // host
//   Tensor mA = tma.get_tma_tensor(shape(mA));                                // kernel: coordinates
//   auto [tAgA, tAsA] = tma_partition(tma, cta_coord, cta_layout, group_modes<0, 2>(sA), group_modes<0, 2>(gA));
//   copy(tma.with(mbar, mcast_mask), tAgA(_, k), tAsA(_, pipe));             // one thread
// and this library's earlier form, kept: make_tma_copy(op, gA, smem_layout[, cluster_size]) returns a
// TmaCopy, tma_partition(tma, sA, mA), copy(tma.with(bar), tAgA(_, tile), sA).
// The global tensor (make_gmem_ptr or a plain pointer) has up to 16 leaves and one of stride 1. The
// shared-memory layout (static; a Layout, or a swizzled ComposedLayout from GMMA::Layout_*_Atom /
// Swizzle<B, log2(16 bytes / element), 3>) is the tile. With a CTA tile (make_tma_atom, CuTe's
// 5-argument make_tma_copy), mode i of it walks the global leaves that mode i of the CTA tile takes
// (CuTe's by-mode tiler: ((16, 8), (32, 2)) of ((80, 40), (32, 12)) into a (128, 64) tile); without
// one, mode i is leaf i. Leaves the tile does not span are taken one element at a time (as CuTe's);
// a stride-0 mode of shared memory over a static stride-0 leaf is a broadcast, not loaded; whole
// leaves consecutive in both memories share a dimension (as CuTe coalesces them); the elements may
// move as another type of 1 to 8 bytes (CuTe's TmaInternalType). Each mode may be hierarchical (a
// swizzle atom tiled over it), and the TMA boxes are read off it: its
// sub-modes in shared-memory order (the layout must be compact), merged where consecutive in both
// memories, become the TMA dimensions of a box up to the first that does not start its mode (as
// CuTe's), and a copy issues one box per value of the sub-modes after it; the first must be
// contiguous in global memory too (TMA cannot transpose its innermost dimension).
// SM90_TMA_LOAD_MULTICAST takes the whole tile in one box where it can, and with a cluster size n
// splits the box's outermost dimension over n blocks: each loads its slice into every block of the
// mask. The tensor map (cuTensorMapEncodeTiled through the runtime's driver entry point; no -lcuda)
// lives in the returned object, which a kernel takes by value as a `__grid_constant__ const`
// parameter. Shared-memory sides are checked at compile time (smem tensors), the layouts when the
// map is made (static parts at compile time, the rest by CUTE_CHECK). Includes <cuda.h>: CUDA
// programs only, not the host modules.
#pragma once
#include <cute/config.hpp>
#include <cute/arch/copy_sm90_desc.hpp>
#include <cute/arch/copy_sm90_tma.hpp>
#include <cute/atom/copy_atom.hpp>
#include <cute/atom/copy_traits_sm90_tma_box.hpp>
#include <cute/layout.hpp>
#include <cute/swizzle.hpp>
#include <cute/tensor.hpp>

namespace cute {

CUTE_EXPORT namespace detail {
/// The factor num / den from elements of T to those of U, the type a TMA moves them as (CuTe's
/// TmaInternalType): the tensor map counts its innermost dimension in U.
template <class T, class U>
inline constexpr long long tma_elem_num = sizeof(T) > sizeof(U) ? (long long)(sizeof(T) / sizeof(U)) : 1;
template <class T, class U>
inline constexpr long long tma_elem_den = sizeof(U) > sizeof(T) ? (long long)(sizeof(U) / sizeof(T)) : 1;
/// The plan of a TMA copy (Op) of tiles of T, moved as U, stored like SmemLayout from a rank-R tensor,
/// computed once for TmaCopy's base and its members: a multicast keeps the whole tile in one box where
/// it can; the innermost dimension holds at most 256 elements of U.
template <class Op, class T, class U, class SmemLayout, int R, class Tiling>
inline constexpr tma_box_plan tma_plan_of =
    plan_tma_box<typename tma_smem_parts<SmemLayout>::inner, R, std::is_same_v<Op, SM90_TMA_LOAD_MULTICAST>, Tiling,
                 256 * tma_elem_den<T, U> / tma_elem_num<T, U>>();
/// The multipliers of the modes a TMA dimension covers together (tma_box_plan::tail_modes): their
/// strides over the dimension's, set when the map is made. Nothing when no dimension does.
template <int N>
struct tma_tail_multipliers {
  std::int32_t tail_mult_[N] = {};
};
template <>
struct tma_tail_multipliers<0> {};
}  // namespace detail

/// A TMA copy: the tensor map and the box plan (detail::tma_box_plan). Op is SM90_TMA_LOAD,
/// SM90_TMA_LOAD_MULTICAST or SM90_TMA_STORE; R the rank (leaves) of the global tensor; Tiling the
/// CTA tile (detail::tma_tiling, or void: mode i of the tile is leaf i); U the type the TMA moves the
/// elements as (CuTe's TmaInternalType; its size may differ from T's).
CUTE_EXPORT template <class Op, class T, int R, class SmemLayout, class Tiling = void, class U = T>
struct TmaCopy : detail::tma_tail_multipliers<detail::tma_plan_of<Op, T, U, SmemLayout, R, Tiling>.tail_count> {
  using value_type = T;
  using internal_type = U;
  using smem_layout = SmemLayout;
  using op = Op;
  using smem_inner = typename detail::tma_smem_parts<SmemLayout>::inner;
  static_assert(is_layout_v<smem_inner> && is_static_v<smem_inner>, "TMA: the shared-memory layout must be static");
  static_assert(int(rank_v<cute::detail::uncvref_t<decltype(smem_inner{}.shape())>>) <= R,
                "TMA: the shared-memory layout must have at most one mode per (flat) mode of the global tensor");
  static constexpr detail::tma_box_plan plan = detail::tma_plan_of<Op, T, U, SmemLayout, R, Tiling>;
  static_assert(plan.error != detail::tma_box_error::bad_tiling,
                "TMA: the CTA tile does not fit the global tensor (a static by-mode tiler whose integers are whole "
                "leaves of their global mode but the last) or a mode of shared memory crosses a leaf inside a sub-mode");
  static_assert(plan.error != detail::tma_box_error::broadcast,
                "TMA: a stride-0 mode of shared memory tiles a global mode whose stride is not a static 0");
  static_assert(plan.error != detail::tma_box_error::not_compact,
                "TMA: the shared-memory layout is not compact (the tile must fill its shared memory)");
  static_assert(plan.error != detail::tma_box_error::too_many_dims,
                "TMA: the tile's box needs more than 5 TMA dimensions, or the tile more than 32 sub-modes outside its box");
  static_assert(plan.error != detail::tma_box_error::not_unit_start,
                "TMA: the tile's contiguous sub-mode does not start its mode of the global tensor (no TMA box fits it)");
  /// The rank of the global tensor, and of the TMA box.
  static constexpr int rank = R;
  static constexpr int dims = plan.dims;
  /// The TMA dimension a multicast divides over the cluster.
  static constexpr int split = plan.split;
  /// The bytes one load lands in each block's shared memory (all of the tile, multicast too): what
  /// mbarrier_arrive_expect_tx must announce.
  static constexpr std::uint32_t tma_bytes = std::uint32_t(plan.volume) * std::uint32_t(sizeof(T));

  TmaDescriptor desc_;
  std::int32_t cluster_size_ = 1;
  std::int32_t slice_box_ = std::int32_t(plan.box[plan.split]);    // the split dimension's box in one block's slice
  std::int32_t slice_elements_ = std::int32_t(plan.box_volume);  // elements of shared memory per slice of a box

  CUTE_HOST_DEVICE TmaDescriptor const* get_tma_descriptor() const noexcept { return &desc_; }

  /// The coordinate tensor of a global tensor of this shape: what the copies take as the global side.
  template <int_tuple Shape>
  CUTE_HOST_DEVICE constexpr auto get_tma_tensor(Shape const& shape) const {
    return make_identity_tensor(shape);
  }

  /// The load, completing on mbar (a shared-memory mbarrier of this block); with desc, through that
  /// tensor map instead of this copy's (one changed on the device: tma_descriptor_replace_*).
  CUTE_HOST_DEVICE constexpr auto with(std::uint64_t& mbar) const;
  CUTE_HOST_DEVICE constexpr auto with(TmaDescriptor const* desc, std::uint64_t& mbar) const;
  /// CuTe's with(mbar, mcast_mask): the box of a get_slice partition (a multicast block's slice),
  /// into this block and every block of mcast_mask. The cache hint CuTe takes is accepted, not used.
  template <class... CacheHint>
    requires(sizeof...(CacheHint) <= 1)
  CUTE_HOST_DEVICE constexpr auto with(std::uint64_t& mbar, std::uint16_t mcast_mask, CacheHint...) const;
  /// A store through the tensor map desc instead of this copy's: copy(tma.with(desc), stile, gtile).
  CUTE_HOST_DEVICE constexpr auto with(TmaDescriptor const* desc) const;

  /// CuTe's TiledCopy view of a TMA copy, for one block (for a multicast, block `block` of the
  /// cluster): partition_S / partition_D divide a tile of the coordinate tensor or of shared memory
  /// into TMA boxes, ((box), rest...), which copy(tma.with(bar[, mask]), ...) loads box by box.
  template <integer I>
  CUTE_HOST_DEVICE constexpr auto get_slice(I const&) const;

  /// The TMA coordinates of the box whose first element has the tensor coordinates crd.
  CUTE_HOST_DEVICE void box_coords(std::int32_t const (&crd)[R], std::int32_t (&c)[dims]) const {
    // The plan's entries as constants (the plan has no storage on the device).
    auto const coord = [&](auto j) {
      constexpr int J = decltype(j)::value;
      constexpr int mode = plan.mode[J];
      constexpr std::int32_t step = std::int32_t(plan.step[J]), box = std::int32_t(plan.box[J]);
      if constexpr (plan.tail_count != 0 && J == dims - 1) {
        c[J] = tail_coord(crd, std::make_index_sequence<std::size_t(plan.tail_count)>{});
      } else {
        std::int32_t const x = crd[mode] / step;
        if constexpr (plan.inner_count[J] != 0) {  // whole leaves coalesced into this dimension, innermost first
          constexpr std::int32_t volume = std::int32_t(plan.inner_volume[J]);
          std::int32_t inner = 0;
          [&]<std::size_t... K>(std::index_sequence<K...>) {
            std::int32_t scale = 1;
            ((inner += crd[std::integral_constant<int, plan.inner_mode[J][K]>::value] * scale,
              scale *= std::integral_constant<std::int32_t, std::int32_t(plan.inner_ext[J][K])>::value),
             ...);
          }(std::make_index_sequence<std::size_t(plan.inner_count[J])>{});
          if constexpr (plan.outer[J]) {
            c[J] = inner + volume * x;
          } else {
            c[J] = inner + volume * (x % (box / volume));
          }
        } else if constexpr (plan.outer[J]) {
          c[J] = x;
        } else {
          c[J] = x % box;
        }
      }
    };
    [&]<std::size_t... J>(std::index_sequence<J...>) { (coord(C<int(J)>{}), ...); }(std::make_index_sequence<dims>{});
  }

  /// The coordinate of the dimension that covers the modes plan.tail_modes together: theirs scaled.
  template <std::size_t... Ux>
    requires(sizeof...(Ux) > 0)
  CUTE_HOST_DEVICE std::int32_t tail_coord(std::int32_t const (&crd)[R], std::index_sequence<Ux...>) const {
    return ((crd[plan.tail_modes[Ux]] * this->tail_mult_[Ux]) + ...);
  }

  /// Issues the loads of the tile whose first element has the tensor coordinates crd into smem_dst
  /// (one thread). Multicast: this block loads its slice of each box for every block of the cluster.
  CUTE_HOST_DEVICE void load(std::uint64_t& mbar, T* smem_dst, std::int32_t const (&crd)[R]) const {
    load(&desc_, mbar, smem_dst, crd);
  }
  /// The same through the tensor map desc (this copy's, or one changed on the device from it).
  CUTE_HOST_DEVICE void load(TmaDescriptor const* desc, std::uint64_t& mbar, T* smem_dst, std::int32_t const (&crd)[R]) const {
    if constexpr (std::is_same_v<Op, SM90_TMA_LOAD_MULTICAST>) {
      std::uint32_t const r = block_rank_in_cluster();
      std::uint16_t const mask = std::uint16_t((1u << cluster_size_) - 1u);
      for_each_box(crd, [&](long long offset, std::int32_t(&c)[dims]) {
        c[split] += std::int32_t(r) * slice_box_;
        issue([&](auto... cs) { SM90_TMA_LOAD_MULTICAST::copy(desc, mbar, mask, smem_dst + offset + r * slice_elements_, cs...); }, c);
      });
    } else {
      load_box(desc, mbar, 0, smem_dst, crd);
    }
  }
  /// Issues the loads of exactly the tile (or multicast slices of its boxes) at crd into smem_dst of
  /// this block and, for a multicast, of every block in mcast_mask (one thread): CuTe's
  /// copy(tma.with(bar, mask), ..).
  CUTE_HOST_DEVICE void load_box(std::uint64_t& mbar, std::uint16_t mcast_mask, T* smem_dst, std::int32_t const (&crd)[R]) const {
    load_box(&desc_, mbar, mcast_mask, smem_dst, crd);
  }
  CUTE_HOST_DEVICE void load_box(TmaDescriptor const* desc, std::uint64_t& mbar, std::uint16_t mcast_mask, T* smem_dst,
                                 std::int32_t const (&crd)[R]) const {
    for_each_box(crd, [&](long long offset, std::int32_t(&c)[dims]) {
      if constexpr (std::is_same_v<Op, SM90_TMA_LOAD_MULTICAST>) {
        issue([&](auto... cs) { SM90_TMA_LOAD_MULTICAST::copy(desc, mbar, mcast_mask, smem_dst + offset, cs...); }, c);
      } else {
        static_assert(std::is_same_v<Op, SM90_TMA_LOAD>, "TMA load: this copy was made for a TMA store");
        (void)mcast_mask;
        issue([&](auto... cs) { SM90_TMA_LOAD::copy(desc, mbar, smem_dst + offset, cs...); }, c);
      }
    });
  }
  /// Brings the boxes of the tile at crd into L2 (one thread; a hint).
  CUTE_HOST_DEVICE void prefetch(std::int32_t const (&crd)[R]) const {
    for_each_box(crd, [&](long long, std::int32_t(&c)[dims]) {
      issue([&](auto... cs) { SM90_TMA_LOAD::PREFETCH::copy(&desc_, cs...); }, c);
    });
  }
  /// Issues the stores of the tile at crd from smem_src (one thread; then tma_store_arrive/wait).
  CUTE_HOST_DEVICE void store(T const* smem_src, std::int32_t const (&crd)[R]) const { store(&desc_, smem_src, crd); }
  /// The same through the tensor map desc.
  CUTE_HOST_DEVICE void store(TmaDescriptor const* desc, T const* smem_src, std::int32_t const (&crd)[R]) const {
    static_assert(std::is_same_v<Op, SM90_TMA_STORE>, "TMA store: this copy was made for a TMA load");
    for_each_box(crd, [&](long long offset, std::int32_t(&c)[dims]) {
      issue([&](auto... cs) { SM90_TMA_STORE::copy(desc, smem_src + offset, cs...); }, c);
    });
  }

 private:
  /// f(offset, c) for each box of the tile at crd: its offset in shared memory (elements) and its
  /// TMA coordinates, all but crd known at compile time.
  template <class F>
  CUTE_HOST_DEVICE void for_each_box(std::int32_t const (&crd)[R], F&& f) const {
    [&]<std::size_t... B>(std::index_sequence<B...>) { (one_box<int(B)>(crd, f), ...); }(std::make_index_sequence<std::size_t(plan.boxes)>{});
  }
  template <int B, class F>
  CUTE_HOST_DEVICE void one_box(std::int32_t const (&crd)[R], F& f) const {
    std::int32_t at[R], c[dims];
    [&]<std::size_t... M>(std::index_sequence<M...>) {
      ((at[M] = crd[M] + std::integral_constant<std::int32_t, std::int32_t(plan.rest_crd(B, int(M)))>::value), ...);
    }(std::make_index_sequence<R>{});
    box_coords(at, c);
    f(std::integral_constant<long long, plan.rest_smem(B)>::value, c);
  }
  template <class F>
  CUTE_HOST_DEVICE static void issue(F&& f, std::int32_t const (&c)[dims]) {
    // The innermost coordinate in elements of U.
    constexpr std::int32_t num = std::int32_t(detail::tma_elem_num<T, U>), den = std::int32_t(detail::tma_elem_den<T, U>);
    [&]<std::size_t... I>(std::index_sequence<I...>) { f((I == 0 ? c[I] * num / den : c[I])...); }(std::make_index_sequence<dims>{});
  }
};

CUTE_EXPORT template <class T>
inline constexpr bool is_tma_copy_v = false;
template <class Op, class T, int R, class L, class Ti, class U>
inline constexpr bool is_tma_copy_v<TmaCopy<Op, T, R, L, Ti, U>> = true;
CUTE_EXPORT template <class T>
concept tma_copy_type = is_tma_copy_v<cute::detail::uncvref_t<T>>;

CUTE_EXPORT template <class Tma>
struct TmaLoadBox;  // with(mbar, mcast_mask): below

/// A TMA load bound to the mbarrier it completes on (and the tensor map it reads through): what
/// copy(tma.with(bar), src, dst) takes.
CUTE_EXPORT template <class Tma>
struct TmaLoadWithBarrier {
  Tma const* tma;
  std::uint64_t* mbar;
  TmaDescriptor const* desc;
};

template <class Op, class T, int R, class L, class Ti, class U>
CUTE_HOST_DEVICE constexpr auto TmaCopy<Op, T, R, L, Ti, U>::with(std::uint64_t& mbar) const {
  return with(&desc_, mbar);
}
template <class Op, class T, int R, class L, class Ti, class U>
CUTE_HOST_DEVICE constexpr auto TmaCopy<Op, T, R, L, Ti, U>::with(TmaDescriptor const* desc, std::uint64_t& mbar) const {
  static_assert(!std::is_same_v<Op, SM90_TMA_STORE>, "TmaCopy::with: a TMA store completes on no mbarrier");
  return TmaLoadWithBarrier<TmaCopy>{this, &mbar, desc};
}

template <class Op, class T, int R, class L, class Ti, class U>
template <class... CacheHint>
  requires(sizeof...(CacheHint) <= 1)
CUTE_HOST_DEVICE constexpr auto TmaCopy<Op, T, R, L, Ti, U>::with(std::uint64_t& mbar, std::uint16_t mcast_mask, CacheHint...) const {
  static_assert(!std::is_same_v<Op, SM90_TMA_STORE>, "TmaCopy::with: a TMA store completes on no mbarrier");
  return TmaLoadBox<TmaCopy>{this, &mbar, mcast_mask, &desc_};
}

/// A TMA store through another tensor map than the copy's (CuTe's tma.with(desc)).
CUTE_EXPORT template <class Tma>
struct TmaStoreWithDescriptor {
  Tma const* tma;
  TmaDescriptor const* desc;
};
template <class Op, class T, int R, class L, class Ti, class U>
CUTE_HOST_DEVICE constexpr auto TmaCopy<Op, T, R, L, Ti, U>::with(TmaDescriptor const* desc) const {
  static_assert(std::is_same_v<Op, SM90_TMA_STORE>, "TmaCopy::with(desc): a TMA load needs its mbarrier too");
  return TmaStoreWithDescriptor<TmaCopy>{this, desc};
}

/// One block's TiledCopy view of a TMA copy (TmaCopy::get_slice): the partitions copy takes. For a
/// multicast load, block c of the cluster's: its slice of each box, c slices along the split dimension
/// (in coordinates and in shared memory), which copy(tma.with(bar, mask), ...) loads into every block
/// of the mask, as tma_partition's.
CUTE_EXPORT namespace detail {
/// Where block c's slice of a multicast box starts in the global tile tile_layout (a mode for each
/// mode of the global tensor): shift elements along the split dimension's mode, in tile_layout's terms.
template <class Tma, class TileLayout>
CUTE_HOST_DEVICE constexpr auto multicast_offset(TileLayout const& tile_layout, int shift) {
  constexpr int R = Tma::rank, split_mode = Tma::plan.mode[Tma::plan.split];
  static_assert(rank_v<TileLayout> == R, "TMA multicast: the global tile has a mode for each mode of the global tensor");
  return [&]<std::size_t... I>(std::index_sequence<I...>) {
    return tile_layout(make_coord((int(I) == split_mode ? shift : 0)...));
  }(std::make_index_sequence<R>{});
}
}  // namespace detail

CUTE_EXPORT template <class Tma>
struct TmaThrCopy {
  int coord_shift = 0;  // along the split mode of the global tensor
  int smem_shift = 0;   // elements

  /// t (a tile of the coordinate tensor, or the shared-memory tile) divided into boxes: ((box), rest...).
  template <tensor_type Tn>
  CUTE_HOST_DEVICE constexpr auto partition_S(Tn&& t) const {
    return tiled_divide(sliced(t), box());
  }
  template <tensor_type Tn>
  CUTE_HOST_DEVICE constexpr auto partition_D(Tn&& t) const {
    return tiled_divide(sliced(t), box());
  }

 private:
  static constexpr bool multicast = std::is_same_v<typename Tma::op, SM90_TMA_LOAD_MULTICAST>;

  CUTE_HOST_DEVICE static constexpr auto box() {
    using Inner = typename Tma::smem_inner;
    return [&]<std::size_t... I>(std::index_sequence<I...>) { return make_shape(size<I>(Inner{})...); }(
        std::make_index_sequence<rank_v<cute::detail::uncvref_t<decltype(Inner{}.shape())>>>{});
  }
  template <class Tn>
  CUTE_HOST_DEVICE constexpr auto sliced(Tn const& t) const {
    if constexpr (!multicast) {
      return t;
    } else if constexpr (is_smem_v<decltype(t.data())>) {
      return make_tensor(t.data() + smem_shift, t.layout());
    } else {
      return make_tensor(t.data() + detail::multicast_offset<Tma>(t.layout(), coord_shift), t.layout());
    }
  }
};

template <class Op, class T, int R, class L, class Ti, class U>
template <integer I>
CUTE_HOST_DEVICE constexpr auto TmaCopy<Op, T, R, L, Ti, U>::get_slice(I const& block) const {
  if constexpr (std::is_same_v<Op, SM90_TMA_LOAD_MULTICAST>) {
    constexpr int step = int(plan.step[plan.split]);  // a constant: the plan has no storage on the device
    int const c = int(block);
    CUTE_CHECK(c >= 0 && c < cluster_size_, "TMA get_slice: block ", c, " of a multicast over ", int(cluster_size_), " blocks");
    return TmaThrCopy<TmaCopy>{c * slice_box_ * step, c * slice_elements_};
  } else {
    (void)block;
    return TmaThrCopy<TmaCopy>{};
  }
}

CUTE_EXPORT namespace detail {
/// The TMA dimensions of the tensor gtensor for the copy Tma (its box plan over gtensor's modes): the
/// global extent of each dimension and its stride in elements (checked: strides not negative, the
/// inner pieces of a mode dividing it, dimension 0 contiguous). What make_tma_copy encodes.
template <class Tma, tensor_type GTensor>
CUTE_HOST_DEVICE void tma_gmem_dims(GTensor const& gtensor, unsigned long long (&dims)[5], long long (&elements)[5],
                                    std::int32_t* tail_mult = nullptr) {
  constexpr int R = Tma::rank;
  constexpr detail::tma_box_plan plan = Tma::plan;
  static_assert(detail::flat_rank<decltype(gtensor.layout())> == R, "TMA: the global tensor must have the copy's rank");
  auto const gshape = wrap(flatten(gtensor.layout().shape()));
  auto const gstride = wrap(flatten(gtensor.layout().stride()));
  long long extent[R], stride[R];
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    ((extent[I] = static_cast<long long>(get<I>(gshape)), stride[I] = static_cast<long long>(get<I>(gstride))), ...);
  }(std::make_index_sequence<R>{});
  CUTE_UNROLL
  for (int j = 0; j < Tma::dims; ++j) {
    int const i = plan.mode[j];
    CUTE_CHECK(stride[i] >= 0, "make_tma_copy: mode ", i, " of the global tensor has a negative stride");
    if (plan.tail_count != 0 && j == Tma::dims - 1) {
      // Modes taken one element at a time, together: a dimension of their strides' gcd that reaches
      // every element they address (the coordinate is the sum of theirs scaled by stride / gcd).
      long long g = 0;
      for (int u = 0; u < plan.tail_count; ++u) {
        long long const d = stride[plan.tail_modes[u]];
        CUTE_CHECK(d >= 0, "make_tma_copy: mode ", plan.tail_modes[u], " of the global tensor has a negative stride");
        long long x = g, y = d;  // g = gcd(g, d)
        while (y != 0) {
          long long const r = x % y;
          x = y;
          y = r;
        }
        g = x;
      }
      g = g == 0 ? 1 : g;
      long long reach = 1;
      for (int u = 0; u < plan.tail_count; ++u) {
        long long const d = stride[plan.tail_modes[u]];
        reach += (extent[plan.tail_modes[u]] - 1) * (d / g);
        if (tail_mult != nullptr) tail_mult[u] = static_cast<std::int32_t>(d / g);
      }
      dims[j] = static_cast<unsigned long long>(reach);
      elements[j] = g;
      continue;
    }
    [[maybe_unused]] long long const part_box = plan.box[j] / plan.inner_volume[j];  // of leaf i (the rest are whole inner leaves)
    if (plan.outer[j]) {
      dims[j] = static_cast<unsigned long long>((extent[i] + plan.step[j] - 1) / plan.step[j] * plan.inner_volume[j]);
    } else {
      CUTE_CHECK(extent[i] % (plan.step[j] * part_box) == 0, "make_tma_copy: mode ", i, " of the global tensor (extent ",
                 extent[i], ") is split by the tile in pieces of ", plan.step[j] * part_box, " that do not divide it");
      dims[j] = static_cast<unsigned long long>(plan.box[j]);
    }
    elements[j] = plan.inner_count[j] != 0 ? stride[plan.inner_mode[j][0]] : stride[i] * plan.step[j];
    CUTE_CHECK(j != 0 || elements[0] == 1 || (plan.box[0] == 1 && dims[0] == 1),
               "make_tma_copy: the tile's contiguous dimension (mode ", i, ") is not contiguous in the global tensor (stride ",
               elements[0], "): TMA cannot transpose it");
  }
  for (int g = 0; g < R; ++g)
    CUTE_CHECK(plan.min_extent[g] == 0 || extent[g] >= plan.min_extent[g], "make_tma_copy: the CTA tile takes ", plan.min_extent[g],
               " of leaf ", g, " of the global tensor and more of the next, but it has ", extent[g]);
  // The innermost dimension counted in the elements the TMA moves (Tma::internal_type).
  constexpr long long num = tma_elem_num<typename Tma::value_type, typename Tma::internal_type>;
  constexpr long long den = tma_elem_den<typename Tma::value_type, typename Tma::internal_type>;
  if constexpr (num != 1 || den != 1) {
    CUTE_CHECK(elements[0] == 1 && (static_cast<long long>(dims[0]) * num) % den == 0, "make_tma_copy<TmaInternalType>: the ",
               "innermost dimension (", static_cast<long long>(dims[0]), " elements) is not contiguous or not whole elements of ",
               "the internal type");
    dims[0] = static_cast<unsigned long long>(static_cast<long long>(dims[0]) * num / den);
  }
}

/// CuTe's fill_tma_gmem_shape_stride: the TMA dimensions of gtensor (a tensor like the one the copy
/// was made for: its rank and modes) and their strides in elements, into CuTe's arrays (the entries
/// past the copy's dimensions left as they are), for tma_descriptor_replace_dims_strides_in_shared_mem.
template <class Op, class T, int R, class L, class Ti, class U, tensor_type GTensor, class Shape, class Stride>
CUTE_HOST_DEVICE void fill_tma_gmem_shape_stride(TmaCopy<Op, T, R, L, Ti, U> const&, GTensor const& gtensor, Shape& shape,
                                                 Stride& stride) {
  using Tma = TmaCopy<Op, T, R, L, Ti, U>;
  unsigned long long dims[5] = {};
  long long elements[5] = {};
  tma_gmem_dims<Tma>(gtensor, dims, elements);
  CUTE_UNROLL
  for (int j = 0; j < Tma::dims; ++j) {
    shape[j] = static_cast<cute::detail::uncvref_t<decltype(shape[j])>>(dims[j]);
    stride[j] = static_cast<cute::detail::uncvref_t<decltype(stride[j])>>(elements[j]);
  }
}
}  // namespace detail

CUTE_EXPORT namespace detail {
/// make_tma_copy's work: the copy of gtensor's tiles by Tiling (tma_tiling or void), moved as U.
template <class U, class Tiling, class Op, tensor_type GTensor, class SmemLayout>
auto make_tma_copy_as(Op const&, GTensor const& gtensor, SmemLayout const&, int cluster_size) {
  using GT = cute::detail::uncvref_t<GTensor>;
  using T = std::remove_cv_t<typename GT::value_type>;
  using P = cute::detail::uncvref_t<decltype(gtensor.data())>;
  static_assert(memory_space_of<P> == memory_space::gmem || (memory_space_of<P> == memory_space::generic && std::is_pointer_v<P>),
                "make_tma_copy: the global tensor must be a tensor of global memory (make_gmem_ptr, or a plain pointer)");
  using Parts = detail::tma_smem_parts<SmemLayout>;
  using Sw = typename Parts::swizzle;
  constexpr int R = detail::flat_rank<decltype(gtensor.layout())>;
  static_assert(R >= 1 && R <= 16, "make_tma_copy: the global tensor must have 1 to 16 leaves (TMA is 1-D to 5-D: past 5, "
                                   "the leaves the tile spans one element of share the last dimension)");
  static_assert(Sw::num_bits == 0 || (Sw::num_bits <= 3 && Sw::num_shft == 3 && Sw::num_base == detail::log2_bytes_per_16<T>),
                "make_tma_copy: the shared-memory swizzle is not a TMA swizzle: Swizzle<B, log2(16 bytes / element), 3>, B "
                "in 1..3 (32, 64, 128 bytes)");
  constexpr int swizzle_bytes = Sw::num_bits == 0 ? 0 : (16 << Sw::num_bits);
  using Tma = TmaCopy<Op, T, R, SmemLayout, Tiling, std::conditional_t<std::is_void_v<U>, T, U>>;
  constexpr detail::tma_box_plan plan = Tma::plan;
  constexpr int D = Tma::dims;

  Tma tma{};
  unsigned long long dims[5] = {}, byte_strides[4] = {};
  long long elements[5] = {};
  if constexpr (plan.tail_count != 0) {
    detail::tma_gmem_dims<Tma>(gtensor, dims, elements, tma.tail_mult_);
  } else {
    detail::tma_gmem_dims<Tma>(gtensor, dims, elements);
  }
  unsigned box[5] = {};
  for (int j = 0; j < D; ++j) {
    box[j] = static_cast<unsigned>(plan.box[j]);
    if (j > 0) byte_strides[j - 1] = static_cast<unsigned long long>(elements[j]) * sizeof(T);
  }
  using TmaT = typename Tma::internal_type;
  constexpr long long num = detail::tma_elem_num<T, TmaT>, den = detail::tma_elem_den<T, TmaT>;
  static_assert(plan.box[0] * num % den == 0, "make_tma_copy<TmaInternalType>: the box's innermost extent is not whole "
                                              "elements of the internal type");
  if constexpr (swizzle_bytes != 0) {
    static_assert(plan.boxes == 1 || plan.box_volume * long(sizeof(T)) % (8 * swizzle_bytes) == 0,
                  "make_tma_copy: the tile's boxes do not start at whole periods of its swizzle (8 rows of its bytes)");
    CUTE_CHECK(plan.box[0] * long(sizeof(T)) == swizzle_bytes, "make_tma_copy: with a ", swizzle_bytes,
               "-byte swizzle, the box's contiguous extent must be ", swizzle_bytes, " bytes, not ", plan.box[0] * long(sizeof(T)));
  }
  if constexpr (std::is_same_v<Op, SM90_TMA_LOAD_MULTICAST>) {
    CUTE_CHECK(cluster_size >= 1 && cluster_size <= 16, "make_tma_copy: the cluster size ", cluster_size, " is not in [1, 16]");
    CUTE_CHECK(box[plan.split] % unsigned(cluster_size) == 0, "make_tma_copy: the box's outer extent ",
               static_cast<long long>(box[plan.split]), " does not divide over ", cluster_size, " blocks");
    box[plan.split] /= unsigned(cluster_size);
    long long const slice = plan.box_volume / cluster_size;
    [[maybe_unused]] long long const pattern = swizzle_bytes == 0 ? 128 : 8 * swizzle_bytes;
    CUTE_CHECK((slice * long(sizeof(T))) % pattern == 0, "make_tma_copy: a block's slice of a box (", slice * long(sizeof(T)),
               " bytes) is not a multiple of ", pattern, " bytes");
    tma.cluster_size_ = cluster_size;
    tma.slice_box_ = static_cast<std::int32_t>(box[plan.split]);
    tma.slice_elements_ = static_cast<std::int32_t>(slice);
  } else {
    CUTE_CHECK(cluster_size == 1, "make_tma_copy: a cluster size needs SM90_TMA_LOAD_MULTICAST");
  }
  if constexpr (std::is_same_v<Op, SM90_TMA_LOAD_MULTICAST>) {
    CUTE_CHECK(plan.split != 0 || (long long)(box[0]) * num % den == 0, "make_tma_copy<TmaInternalType>: a block's slice ",
               "of the box is not whole elements of the internal type");
  }
  box[0] = static_cast<unsigned>((long long)(box[0]) * num / den);
  tma.desc_ = detail::encode_tma_descriptor(detail::tma_data_type<TmaT>(), D, raw_pointer_cast(gtensor.data()), dims, byte_strides,
                                            box, int(sizeof(TmaT)), swizzle_bytes);
  return tma;
}
}  // namespace detail

/// Makes a TMA copy of the tensor gtensor by tiles shaped and stored like smem_layout (see the top of
/// this file); cluster_size > 1 with SM90_TMA_LOAD_MULTICAST splits each box over that many blocks.
CUTE_EXPORT template <class Op, tensor_type GTensor, class SmemLayout>
  requires(std::is_same_v<Op, SM90_TMA_LOAD> || std::is_same_v<Op, SM90_TMA_LOAD_MULTICAST> || std::is_same_v<Op, SM90_TMA_STORE>)
auto make_tma_copy(Op const& op, GTensor const& gtensor, SmemLayout const& smem_layout, int cluster_size = 1) {
  return detail::make_tma_copy_as<void, void>(op, gtensor, smem_layout, cluster_size);
}

// The TMA Copy_Atom (CuTe's form) -------------------------------------------------------------------

/// A TMA load bound to its mbarrier and multicast mask: copy(tma.with(bar, mask), gtile, stile)
/// issues exactly the box of gtile (a partition from the 5-argument tma_partition).
CUTE_EXPORT template <class Tma>
struct TmaLoadBox {
  Tma const* tma;
  std::uint64_t* mbar;
  std::uint16_t mcast_mask;
  TmaDescriptor const* desc;  // the tensor map read through (the atom's, or one changed on the device)
};


/// The TMA copy as a Copy_Atom (make_tma_atom): the TmaCopy's tensor map and plan, with CuTe's
/// with(mbar, mcast_mask) for loads and copy(atom, stile, gtile) for stores.
template <class Op, class T, int R, class L, class Ti, class U>
struct Copy_Atom<TmaCopy<Op, T, R, L, Ti, U>, T> : TmaCopy<Op, T, R, L, Ti, U> {
  using Tma = TmaCopy<Op, T, R, L, Ti, U>;
  using CopyOp = Op;
  using ValType = T;
  // One thread issues the whole tile (what print(atom) shows; the partitions come from tma_partition).
  using ThrID = Layout<_1>;
  using ValLayoutSrc = Layout<Shape<_1, C<int(Tma::plan.tile_size)>>>;
  using ValLayoutDst = ValLayoutSrc;
  using ValLayoutRef = ValLayoutSrc;
  constexpr Copy_Atom() = default;
  CUTE_HOST_DEVICE constexpr explicit Copy_Atom(Tma const& tma) : Tma(tma) {}

  /// The load completing on mbar (this block's), multicast to the blocks of mcast_mask (a
  /// SM90_TMA_LOAD_MULTICAST atom; ignored otherwise). The cache hint CuTe takes is accepted and
  /// not used.
  template <class... CacheHint>
    requires(sizeof...(CacheHint) <= 1)
  CUTE_HOST_DEVICE constexpr TmaLoadBox<Tma> with(std::uint64_t& mbar, std::uint16_t mcast_mask = 0, CacheHint...) const {
    static_assert(!std::is_same_v<Op, SM90_TMA_STORE>, "Copy_Atom(TMA)::with: a TMA store completes on no mbarrier");
    return TmaLoadBox<Tma>{this, &mbar, mcast_mask, &this->desc_};
  }
  /// The load through the tensor map desc instead of the atom's: one changed on the device from it
  /// (tma_descriptor_replace_*, then tma_descriptor_fence_acquire), the same box and tile.
  template <class... CacheHint>
    requires(sizeof...(CacheHint) <= 1)
  CUTE_HOST_DEVICE constexpr TmaLoadBox<Tma> with(TmaDescriptor const* desc, std::uint64_t& mbar, std::uint16_t mcast_mask = 0,
                                                  CacheHint...) const {
    static_assert(!std::is_same_v<Op, SM90_TMA_STORE>, "Copy_Atom(TMA)::with: a TMA store completes on no mbarrier");
    return TmaLoadBox<Tma>{this, &mbar, mcast_mask, desc};
  }
  /// A store through the tensor map desc instead of the atom's: copy(tma.with(desc), stile, gtile).
  CUTE_HOST_DEVICE constexpr TmaStoreWithDescriptor<Tma> with(TmaDescriptor const* desc) const {
    static_assert(std::is_same_v<Op, SM90_TMA_STORE>, "Copy_Atom(TMA)::with(desc): a TMA load needs its mbarrier too");
    return TmaStoreWithDescriptor<Tma>{this, desc};
  }

  /// A store: the shared-memory tile src to the box at the coordinate tile dst (one thread; then
  /// tma_store_arrive / tma_store_wait). A load needs with(mbar).
  template <class Src, class Dst>
  CUTE_HOST_DEVICE void call(Src const& src, Dst const& dst) const;
};

CUTE_EXPORT namespace detail {
/// make_tma_atom's work, moving the elements as U (void: as themselves).
template <class U, class Op, tensor_type GTensor, class SmemLayout, int_tuple CtaTile, integer ClusterSize>
auto make_tma_atom_as(Op const& op, GTensor const& gtensor, SmemLayout const& smem_layout, CtaTile const& cta_tile,
                      ClusterSize const& cluster_size) {
  using Inner = typename detail::tma_smem_parts<SmemLayout>::inner;
  static_assert(rank_v<cute::detail::uncvref_t<decltype(Inner{}.shape())>> == rank_v<CtaTile>,
                "make_tma_atom: the shared-memory layout and the CTA tile must have the same rank");
  static_assert(is_static_v<CtaTile>, "make_tma_atom: the CTA tile must be static");
  auto const check_mode = [&](auto i) {
    constexpr int I = decltype(i)::value;
    [[maybe_unused]] long long const tile = static_cast<long long>(size(get<I>(cta_tile)));
    [[maybe_unused]] constexpr long long smem = static_cast<long long>(size_v<decltype(layout<I>(Inner{}))>);
    CUTE_CHECK(smem == tile, "make_tma_atom: mode ", I, " of the shared-memory layout (", smem, ") is not the CTA tile's (", tile, ")");
  };
  [&]<std::size_t... I>(std::index_sequence<I...>) { (check_mode(C<int(I)>{}), ...); }(std::make_index_sequence<rank_v<CtaTile>>{});
  using GL = cute::detail::uncvref_t<decltype(gtensor.layout())>;
  using Tiling = tma_tiling<CtaTile, cute::detail::uncvref_t<decltype(std::declval<GL>().shape())>,
                            cute::detail::uncvref_t<decltype(std::declval<GL>().stride())>>;
  auto tma = make_tma_copy_as<U, Tiling>(op, gtensor, smem_layout, int(cluster_size));
  using T = typename decltype(tma)::value_type;
  return Copy_Atom<decltype(tma), T>(tma);
}
}  // namespace detail

/// The TMA Copy_Atom of the tensor gtensor by tiles of cta_tile stored like smem_layout (mode i of
/// it has the size of mode i of cta_tile, and walks the global leaves that cta_tile's mode i takes,
/// colexicographically), CuTe's make_tma_atom; cluster_size > 1 with SM90_TMA_LOAD_MULTICAST splits
/// each tile over that many blocks.
CUTE_EXPORT template <class Op, tensor_type GTensor, class SmemLayout, int_tuple CtaTile, integer ClusterSize = _1>
  requires(std::is_same_v<Op, SM90_TMA_LOAD> || std::is_same_v<Op, SM90_TMA_LOAD_MULTICAST> || std::is_same_v<Op, SM90_TMA_STORE>)
auto make_tma_atom(Op const& op, GTensor const& gtensor, SmemLayout const& smem_layout, CtaTile const& cta_tile,
                   ClusterSize const& cluster_size = {}) {
  return detail::make_tma_atom_as<void>(op, gtensor, smem_layout, cta_tile, cluster_size);
}
/// CuTe's make_tma_atom<TmaInternalType>: the TMA moves the elements as TmaInternalType (of any of
/// the TMA's sizes, 1 to 8 bytes; the innermost extent must be whole elements of it).
CUTE_EXPORT template <class TmaInternalType, class Op, tensor_type GTensor, class SmemLayout, int_tuple CtaTile,
                      integer ClusterSize = _1>
  requires(std::is_same_v<Op, SM90_TMA_LOAD> || std::is_same_v<Op, SM90_TMA_LOAD_MULTICAST> || std::is_same_v<Op, SM90_TMA_STORE>)
auto make_tma_atom(Op const& op, GTensor const& gtensor, SmemLayout const& smem_layout, CtaTile const& cta_tile,
                   ClusterSize const& cluster_size = {}) {
  return detail::make_tma_atom_as<TmaInternalType>(op, gtensor, smem_layout, cta_tile, cluster_size);
}

/// CuTe's make_tma_copy with a CTA tile: the same TMA Copy_Atom as make_tma_atom (use it with
/// tma_partition, with and get_tma_tensor, or get_slice(0).partition_S/D as CuTe's TiledCopy).
CUTE_EXPORT template <class Op, tensor_type GTensor, class SmemLayout, int_tuple CtaTile, integer ClusterSize>
  requires(std::is_same_v<Op, SM90_TMA_LOAD> || std::is_same_v<Op, SM90_TMA_LOAD_MULTICAST> || std::is_same_v<Op, SM90_TMA_STORE>)
auto make_tma_copy(Op const& op, GTensor const& gtensor, SmemLayout const& smem_layout, CtaTile const& cta_tile,
                   ClusterSize const& cluster_size) {
  return make_tma_atom(op, gtensor, smem_layout, cta_tile, cluster_size);
}

/// CuTe's make_tma_copy<TmaInternalType>(...): as make_tma_atom<TmaInternalType>.
CUTE_EXPORT template <class TmaInternalType, class Op, tensor_type GTensor, class SmemLayout, int_tuple CtaTile, integer ClusterSize>
  requires(std::is_same_v<Op, SM90_TMA_LOAD> || std::is_same_v<Op, SM90_TMA_LOAD_MULTICAST> || std::is_same_v<Op, SM90_TMA_STORE>)
auto make_tma_copy(Op const& op, GTensor const& gtensor, SmemLayout const& smem_layout, CtaTile const& cta_tile,
                   ClusterSize const& cluster_size) {
  return make_tma_atom<TmaInternalType>(op, gtensor, smem_layout, cta_tile, cluster_size);
}

// CuTe's GEMM forms: the TMA atoms of A, B and C for an (M, N, K) CTA tile. A is (M, K) tiles, each
// multicast to the cluster's blocks along N (they share it); B is (N, K) tiles multicast along M; C is
// (M, N) tiles, one block each.
CUTE_EXPORT namespace detail {
// An operand's atom: the tiler without mode Mode, multicast over the cluster's blocks along that mode.
template <class TmaInternalType, std::size_t Mode, class Op, class GTensor, class SmemLayout, class CtaTiler, class ClusterShape>
auto make_tma_copy_operand(Op const& op, GTensor const& gtensor, SmemLayout const& smem_layout, CtaTiler const& cta_tiler,
                           ClusterShape const& cluster_shape) {
  return make_tma_atom_as<TmaInternalType>(op, gtensor, smem_layout, remove<Mode>(cta_tiler), size<Mode>(cluster_shape));
}
}  // namespace detail
CUTE_EXPORT template <class TmaInternalType = void, class Op, tensor_type GTensor, class SmemLayout, int_tuple CtaTiler,
                      int_tuple ClusterShape>
  requires(rank_v<CtaTiler> == 3)
auto make_tma_copy_A_sm90(Op const& op, GTensor const& gtensor, SmemLayout const& smem_layout, CtaTiler const& cta_tiler,
                          ClusterShape const& cluster_shape) {
  return detail::make_tma_copy_operand<TmaInternalType, 1>(op, gtensor, smem_layout, cta_tiler, cluster_shape);
}
CUTE_EXPORT template <class TmaInternalType = void, class Op, tensor_type GTensor, class SmemLayout, int_tuple CtaTiler,
                      int_tuple ClusterShape>
  requires(rank_v<CtaTiler> == 3)
auto make_tma_copy_B_sm90(Op const& op, GTensor const& gtensor, SmemLayout const& smem_layout, CtaTiler const& cta_tiler,
                          ClusterShape const& cluster_shape) {
  return detail::make_tma_copy_operand<TmaInternalType, 0>(op, gtensor, smem_layout, cta_tiler, cluster_shape);
}
CUTE_EXPORT template <class TmaInternalType = void, class Op, tensor_type GTensor, class SmemLayout, int_tuple CtaTiler>
  requires(rank_v<CtaTiler> == 3)
auto make_tma_copy_C_sm90(Op const& op, GTensor const& gtensor, SmemLayout const& smem_layout, CtaTiler const& cta_tiler) {
  return detail::make_tma_atom_as<TmaInternalType>(op, gtensor, smem_layout, remove<2>(cta_tiler), _1{});
}

CUTE_EXPORT template <class T>
inline constexpr bool is_tma_atom_v = false;
template <class Op, class T, int R, class L, class Ti, class U>
inline constexpr bool is_tma_atom_v<Copy_Atom<TmaCopy<Op, T, R, L, Ti, U>, T>> = true;

/// CuTe's tma_partition: stensor and gtensor are (tile, rest...) with the tile in mode 0 (group_modes
/// the tile's modes first); cta_layout lays out the blocks that share each tile by multicast and
/// cta_coord is this block's coordinate in it. Returns (gresult, sresult): gresult(_, rest..) is the
/// box (or this block's slice of it) in coordinates, sresult(_, rest..) where it lands in shared
/// memory; copy(tma.with(bar, mask), gresult(_, k), sresult(_, pipe)) loads it. The atom may also be
/// the TmaCopy of the 3-argument make_tma_copy(op, gtensor, smem_layout), as CuTe's TiledCopy of that
/// call is (a copy for one block: cta_layout of one block).
CUTE_EXPORT template <class Atom, class CtaCoord, class LShape, class LStride, tensor_type STensor, tensor_type GTensor>
  requires(is_tma_atom_v<cute::detail::uncvref_t<Atom>> || tma_copy_type<Atom>)
CUTE_HOST_DEVICE constexpr auto tma_partition(Atom const& atom, CtaCoord const& cta_coord, Layout<LShape, LStride> const& cta_layout,
                                              STensor const& stensor, GTensor const& gtensor) {
  using A = cute::detail::uncvref_t<Atom>;
  if constexpr (tma_copy_type<Atom>) {
    // Its with(bar) loads a multicast copy's slices itself: the block's slice is not taken here.
    static_assert(!std::is_same_v<typename A::op, SM90_TMA_LOAD_MULTICAST>,
                  "tma_partition: a multicast TMA copy partitions through its atom (make_tma_atom, or make_tma_copy "
                  "with a CTA tile and a cluster size)");
  }
  static_assert(is_smem_v<decltype(stensor.data())>, "tma_partition: the shared-memory side must be a smem tensor (make_smem_ptr)");
  using SInner = typename detail::value_layout<cute::detail::uncvref_t<decltype(stensor.layout())>>::type;  // unswizzled
  using SMode0 = decltype(layout<0>(std::declval<SInner>()));
  if constexpr (is_static_v<SMode0>) {
    static_assert(size_v<SMode0> == A::plan.tile_size, "tma_partition: mode 0 of the shared-memory tensor is not the TMA tile "
                                                    "(group_modes<0, R>(s) its tile's modes)");
  }
  if constexpr (is_constant_v<1, cute::detail::uncvref_t<decltype(size(cta_layout))>>) {
    (void)cta_coord;
    return make_tuple(gtensor, stensor);
  } else {
    CUTE_CHECK(int(size(cta_layout)) == int(atom.cluster_size_), "tma_partition: the CTA layout has ", int(size(cta_layout)),
               " blocks, the TMA atom was made for a multicast over ", int(atom.cluster_size_));
    int const c = int(cta_layout(cta_coord));
    constexpr long long step = A::plan.step[A::plan.split];
    // This block's slice: c slices further along the split dimension, in coordinates and in memory.
    auto const delta = detail::multicast_offset<A>(layout<0>(gtensor.layout()), int(c * atom.slice_box_ * step));
    return make_tuple(make_tensor(gtensor.data() + delta, gtensor.layout()),
                      make_tensor(stensor.data() + c * atom.slice_elements_, stensor.layout()));
  }
}

/// CuTe's create_tma_multicast_mask(cta_layout, cta_coord): the blocks (ranks in the cluster, bits of
/// the mask) of cta_layout at cta_coord, whose `_` modes range over the blocks that share a load.
CUTE_EXPORT template <class LShape, class LStride, coord_tuple CtaCoord>
CUTE_HOST_DEVICE constexpr std::uint16_t create_tma_multicast_mask(Layout<LShape, LStride> const& cta_layout,
                                                                   CtaCoord const& cta_coord) {
  auto const [blocks, origin] = slice_and_offset(cta_coord, cta_layout);
  std::uint32_t mask = 0;
  for (int i = 0; i < int(size(blocks)); ++i) mask |= 1u << int(blocks(i));
  CUTE_CHECK(int(cosize(cta_layout)) <= 16, "create_tma_multicast_mask: a cluster has at most 16 blocks");
  return std::uint16_t(mask << int(origin));
}
/// The same with the modes Mode, Modes... of cta_coord ranged over (replaced by `_`).
CUTE_EXPORT template <int Mode, int... Modes, class LShape, class LStride, coord_tuple CtaCoord>
CUTE_HOST_DEVICE constexpr std::uint16_t create_tma_multicast_mask(Layout<LShape, LStride> const& cta_layout,
                                                                   CtaCoord const& cta_coord) {
  if constexpr (sizeof...(Modes) == 0) {
    return create_tma_multicast_mask(cta_layout, replace<Mode>(cta_coord, Underscore{}));
  } else {
    return create_tma_multicast_mask<Modes...>(cta_layout, replace<Mode>(cta_coord, Underscore{}));
  }
}

/// The global side tiled by the box and the shared side as it is: (tiles(_, tile), smem tensor).
/// tiles(_, make_coord(i, j, ..)) is the box of tile (i, j, ..) of the coordinate tensor.
CUTE_EXPORT template <tma_copy_type Tma, tensor_type STensor, tensor_type GTensor>
CUTE_HOST_DEVICE constexpr auto tma_partition(Tma const&, STensor const& stensor, GTensor const& gtensor) {
  static_assert(is_smem_v<decltype(stensor.data())>, "tma_partition: the shared-memory side must be a smem tensor (make_smem_ptr)");
  using Inner = typename detail::tma_smem_parts<typename cute::detail::uncvref_t<Tma>::smem_layout>::inner;
  auto const box = [&]<std::size_t... I>(std::index_sequence<I...>) { return make_shape(size<I>(Inner{})...); }(
      std::make_index_sequence<rank_v<cute::detail::uncvref_t<decltype(Inner{}.shape())>>>{});
  return make_tuple(zipped_divide(gtensor, box), stensor);
}

CUTE_EXPORT namespace detail {
/// The tensor coordinates of the first element of a tile of a TMA coordinate tensor.
template <class Tma, class GTile>
CUTE_HOST_DEVICE void tma_coords(GTile const& gtile, std::int32_t (&crd)[Tma::rank]) {
  auto const c = wrap(flatten(gtile(0)));
  static_assert(int(rank_v<cute::detail::uncvref_t<decltype(c)>>) == Tma::rank,
                "copy(TMA): the global side must be a tile of the TMA copy's coordinate tensor (get_tma_tensor)");
  [&]<std::size_t... I>(std::index_sequence<I...>) { ((crd[I] = static_cast<std::int32_t>(get<I>(c))), ...); }(
      std::make_index_sequence<Tma::rank>{});
}
/// The address of the first element of a shared-memory tile (a slice of a swizzled tensor keeps its
/// offset in the layout, not in the pointer).
template <class STile>
CUTE_HOST_DEVICE auto tma_smem_address(STile const& stile) {
  static_assert(is_smem_v<decltype(stile.data())>, "copy(TMA): the shared-memory side must be a smem tensor (make_smem_ptr)");
  return raw_pointer_cast(stile.data() + stile.layout()(0));
}
/// The shared-memory side of a TMA copy must be the whole tile when its size is static.
template <class Tma, class STile>
inline constexpr bool is_tma_tile = [] {
  using L = cute::detail::uncvref_t<decltype(std::declval<STile>().layout())>;
  if constexpr (is_static_v<decltype(size(std::declval<L>()))>) {
    return decltype(size(std::declval<L>()))::value == Tma::plan.tile_size;
  } else {
    return true;
  }
}();
}  // namespace detail

CUTE_EXPORT namespace detail {
/// Whether a shared-memory tensor is a partition into TMA boxes, ((box), rest...) (get_slice's
/// partition_S/D): rank 2 or more, with the whole box in mode 0.
template <class Tma, class STile>
inline constexpr bool is_tma_boxes = [] {
  using L = cute::detail::uncvref_t<decltype(std::declval<STile>().layout())>;
  if constexpr (rank_v<L> >= 2 && is_static_v<decltype(size<0>(std::declval<L>()))>) {
    return decltype(size<0>(std::declval<L>()))::value == Tma::plan.tile_size;
  } else {
    return false;
  }
}();
/// f(s, g) for each box of a partition into boxes (s the shared-memory side), or once for a tile.
template <class Tma, class STile, class GTile, class F>
CUTE_HOST_DEVICE void for_each_tma_box(STile const& s, GTile const& g, F&& f) {
  if constexpr (is_tma_boxes<Tma, STile>) {
    constexpr int R = rank_v<cute::detail::uncvref_t<decltype(s.layout())>>;
    auto const sb = group_modes<1, R>(s);
    auto const gb = group_modes<1, R>(g);
    CUTE_CHECK(int(size<1>(sb)) == int(size<1>(gb)), "copy(TMA): the two partitions have ", int(size<1>(sb)), " and ",
               int(size<1>(gb)), " boxes");
    for (int b = 0; b < int(size<1>(sb)); ++b) f(sb(_, b), gb(_, b));
  } else {
    static_assert(is_tma_tile<Tma, STile>, "copy(TMA): the shared-memory side is neither the TMA tile nor a partition of "
                                           "boxes (slice the partition's other modes: tAsA(_, pipe))");
    f(s, g);
  }
}
}  // namespace detail

/// TMA load: the box at the coordinate tile src (a tile of get_tma_tensor) into the smem tensor dst
/// (or each box of get_slice's partitions).
CUTE_EXPORT template <class Tma, tensor_type GTile, tensor_type STile>
CUTE_HOST_DEVICE void copy(TmaLoadWithBarrier<Tma> const& exec, GTile const& src, STile&& dst) {
  detail::for_each_tma_box<Tma>(dst, src, [&](auto const& stile, auto const& gtile) {
    std::int32_t crd[Tma::rank];
    detail::tma_coords<Tma>(gtile, crd);
    exec.tma->load(exec.desc, *exec.mbar, detail::tma_smem_address(stile), crd);
  });
}

/// TMA load (CuTe's form): exactly the box (or multicast slice) at src, a partition from the
/// 5-argument tma_partition, into dst, a shared-memory tile of the same partition (or each box of
/// get_slice's partitions).
CUTE_EXPORT template <class Tma, tensor_type GTile, tensor_type STile>
CUTE_HOST_DEVICE void copy(TmaLoadBox<Tma> const& exec, GTile const& src, STile&& dst) {
  detail::for_each_tma_box<Tma>(dst, src, [&](auto const& stile, auto const& gtile) {
    std::int32_t crd[Tma::rank];
    detail::tma_coords<Tma>(gtile, crd);
    exec.tma->load_box(exec.desc, *exec.mbar, exec.mcast_mask, detail::tma_smem_address(stile), crd);
  });
}

/// TMA store: the smem tensor src to the box at the coordinate tile dst (or each box of get_slice's
/// partitions).
CUTE_EXPORT template <class T, int R, class L, class Ti, class U, tensor_type STile, tensor_type GTile>
CUTE_HOST_DEVICE void copy(TmaCopy<SM90_TMA_STORE, T, R, L, Ti, U> const& tma, STile const& src, GTile const& dst) {
  using Tma = TmaCopy<SM90_TMA_STORE, T, R, L, Ti, U>;
  detail::for_each_tma_box<Tma>(src, dst, [&](auto const& stile, auto const& gtile) {
    std::int32_t crd[R];
    detail::tma_coords<Tma>(gtile, crd);
    tma.store(detail::tma_smem_address(stile), crd);
  });
}

/// TMA store through another tensor map (tma.with(desc)): as copy(tma, src, dst).
CUTE_EXPORT template <class Tma, tensor_type STile, tensor_type GTile>
CUTE_HOST_DEVICE void copy(TmaStoreWithDescriptor<Tma> const& exec, STile const& src, GTile const& dst) {
  detail::for_each_tma_box<Tma>(src, dst, [&](auto const& stile, auto const& gtile) {
    std::int32_t crd[Tma::rank];
    detail::tma_coords<Tma>(gtile, crd);
    exec.tma->store(exec.desc, detail::tma_smem_address(stile), crd);
  });
}

CUTE_EXPORT namespace detail {
// The TmaCopy of a TMA copy or of its atom (chosen lazily: a TmaCopy has no ::Tma).
template <class T, bool = tma_copy_type<T>>
struct tma_copy_of {
  using type = T;
};
template <class T>
struct tma_copy_of<T, false> {
  using type = typename T::Tma;
};
}  // namespace detail

/// CuTe's prefetch(tma, src): brings every tile of src into L2 (one thread): src is a tile of the
/// coordinate tensor, or tiles of it in mode 0 with the others enumerating them (tAgA).
CUTE_EXPORT template <class Tma, tensor_type GTensor>
  requires(tma_copy_type<Tma> || is_tma_atom_v<cute::detail::uncvref_t<Tma>>)
CUTE_HOST_DEVICE void prefetch(Tma const& tma, GTensor const& src) {
  using Base = typename detail::tma_copy_of<cute::detail::uncvref_t<Tma>>::type;
  static_assert(!std::is_same_v<typename Base::op, SM90_TMA_STORE>, "prefetch(TMA): a TMA store prefetches nothing");
  Base const& base = tma;
  auto const one = [&](auto const& tile) {
    std::int32_t crd[Base::rank];
    detail::tma_coords<Base>(tile, crd);
    base.prefetch(crd);
  };
  constexpr int rank = int(rank_v<cute::detail::uncvref_t<decltype(src.layout())>>);
  if constexpr (rank >= 2 && detail::is_tma_boxes<Base, GTensor>) {
    auto const tiles = group_modes<1, rank>(src);
    for (int t = 0; t < int(size<1>(tiles)); ++t) one(tiles(_, t));
  } else {
    one(src);
  }
}

template <class Op, class T, int R, class L, class Ti, class U>
template <class Src, class Dst>
CUTE_HOST_DEVICE void Copy_Atom<TmaCopy<Op, T, R, L, Ti, U>, T>::call(Src const& src, Dst const& dst) const {
  static_assert(std::is_same_v<Op, SM90_TMA_STORE>, "copy(TMA load atom): a TMA load needs its mbarrier: copy(tma.with(bar), ...)");
  copy(static_cast<Tma const&>(*this), src, dst);
}

}  // namespace cute

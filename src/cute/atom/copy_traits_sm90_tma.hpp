// cute/atom/copy_traits_sm90_tma.hpp: TMA copies built from tensors, as CuTe spells them:
//   auto tma = make_tma_copy(SM90_TMA_LOAD{}, gA, smem_layout);              // host
//   auto tma = make_tma_copy(SM90_TMA_LOAD_MULTICAST{}, gA, smem_layout, 2); // split over a 2-block cluster
//   auto tma = make_tma_copy(SM90_TMA_STORE{}, gC, smem_layout);
// gA is a tensor of global memory (make_gmem_ptr) of rank <= 5 with a mode of stride 1; smem_layout
// (static, a Layout or a swizzled ComposedLayout from GMMA::Layout_*_Atom / Swizzle<B, log2(16 bytes
// / element), 3>) is the shared-memory tile, one mode per mode of gA, stored contiguously in gA's
// stride order (TMA cannot transpose): the box. The tensor map (cuTensorMapEncodeTiled through the
// runtime's driver entry point; no -lcuda) lives in the returned TmaCopy, which a kernel takes by value
// as a `__grid_constant__ const` parameter. In the kernel:
//   Tensor mA = tma.get_tma_tensor(shape(gA));   // the coordinates of gA (an identity tensor)
//   auto [tAgA, tAsA] = tma_partition(tma, sA, mA); // tAgA(_, tile): the box of tile `tile`
//   if (elect) { mbarrier_arrive_expect_tx(bar, tma.tma_bytes); copy(tma.with(bar), tAgA(_, make_coord(m, k)), tAsA); }
//   copy(tma_store, sC, tCgC(_, make_coord(m, n))); tma_store_arrive(); tma_store_wait<0>();
// Shared-memory destinations and sources are checked at compile time (smem tensors), the layouts when
// the TmaCopy is made (static parts at compile time, the rest by CUTE_CHECK). Includes <cuda.h>: CUDA
// programs only, not the host modules.
#pragma once
#include <cute/config.hpp>
#include <cute/arch/copy_sm90_desc.hpp>
#include <cute/arch/copy_sm90_tma.hpp>
#include <cute/layout.hpp>
#include <cute/swizzle.hpp>
#include <cute/tensor.hpp>

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
inline constexpr int flat_rank = int(rank_v<std::remove_cvref_t<decltype(flatten(std::declval<L>().shape()))>>);
template <class T>
inline constexpr int log2_bytes_per_16 = sizeof(T) == 1 ? 4 : sizeof(T) == 2 ? 3 : sizeof(T) == 4 ? 2 : sizeof(T) == 8 ? 1 : -1;
}  // namespace detail

/// A TMA copy: the tensor map and how the box sits in the tensor (TMA dim j is the tensor's mode
/// mode_of_dim[j]; dim 0 is contiguous). Op is SM90_TMA_LOAD, SM90_TMA_LOAD_MULTICAST or SM90_TMA_STORE.
CUTE_EXPORT template <class Op, class T, int R, class SmemLayout>
struct TmaCopy {
  static constexpr int rank = R;
  using value_type = T;
  using smem_layout = SmemLayout;
  using op = Op;
  /// The bytes one load lands in each block's shared memory (all of the tile, multicast too): what
  /// mbarrier_arrive_expect_tx must announce.
  static constexpr std::uint32_t tma_bytes = std::uint32_t(size_v<SmemLayout>) * std::uint32_t(sizeof(T));

  TmaDescriptor desc_;
  std::int32_t mode_of_dim_[R] = {};
  std::int32_t box_[R] = {};           // box extents along the TMA dims (one block's slice)
  std::int32_t split_dim_ = R - 1;     // the dim a multicast splits over the cluster
  std::int32_t cluster_size_ = 1;
  std::int32_t slice_elements_ = 0;    // elements of shared memory per slice

  CUTE_HOST_DEVICE TmaDescriptor const* get_tma_descriptor() const noexcept { return &desc_; }

  /// The coordinate tensor of a global tensor of this shape: what the copies take as the global side.
  template <int_tuple Shape>
  CUTE_HOST_DEVICE constexpr auto get_tma_tensor(Shape const& shape) const {
    return make_identity_tensor(shape);
  }

  /// The load, completing on mbar (a shared-memory mbarrier of this block).
  CUTE_HOST_DEVICE constexpr auto with(std::uint64_t& mbar) const;

  /// Issues the load of the box whose first element has the tensor coordinates crd into smem_dst
  /// (one thread). Multicast: this block loads its slice for every block of the cluster.
  CUTE_HOST_DEVICE void load(std::uint64_t& mbar, T* smem_dst, std::int32_t const (&crd)[R]) const {
    if constexpr (std::is_same_v<Op, SM90_TMA_LOAD_MULTICAST>) {
      std::uint32_t const r = block_rank_in_cluster();
      std::int32_t const shift = std::int32_t(r) * box_[split_dim_];
      std::uint16_t const mask = std::uint16_t((1u << cluster_size_) - 1u);
      issue([&](auto... cs) { SM90_TMA_LOAD_MULTICAST::copy(&desc_, mbar, mask, smem_dst + r * slice_elements_, cs...); }, crd, shift);
    } else {
      static_assert(std::is_same_v<Op, SM90_TMA_LOAD>, "TmaCopy::load: this TmaCopy was made for a TMA store");
      issue([&](auto... cs) { SM90_TMA_LOAD::copy(&desc_, mbar, smem_dst, cs...); }, crd, 0);
    }
  }
  /// Issues the store of the box at crd from smem_src (one thread; then tma_store_arrive/wait).
  CUTE_HOST_DEVICE void store(T const* smem_src, std::int32_t const (&crd)[R]) const {
    static_assert(std::is_same_v<Op, SM90_TMA_STORE>, "TmaCopy::store: this TmaCopy was made for a TMA load");
    issue([&](auto... cs) { SM90_TMA_STORE::copy(&desc_, smem_src, cs...); }, crd, 0);
  }

 private:
  /// The coordinate of TMA dim J: crd[mode_of_dim_[J]], plus `shift` on the dim a multicast splits.
  /// Selected with constant indices only: a run-time index into crd would put it in local memory,
  /// on the issuing thread's path.
  template <std::size_t J>
  CUTE_HOST_DEVICE std::int32_t dim_coord(std::int32_t const (&crd)[R], std::int32_t shift) const {
    std::int32_t v = crd[0];
    [&]<std::size_t... I>(std::index_sequence<I...>) { ((v = mode_of_dim_[J] == int(I) ? crd[I] : v), ...); }(
        std::make_index_sequence<R>{});
    return split_dim_ == int(J) ? v + shift : v;
  }
  template <class F>
  CUTE_HOST_DEVICE void issue(F&& f, std::int32_t const (&crd)[R], std::int32_t shift) const {
    [&]<std::size_t... J>(std::index_sequence<J...>) { f(dim_coord<J>(crd, shift)...); }(std::make_index_sequence<R>{});
  }
};

CUTE_EXPORT template <class T>
inline constexpr bool is_tma_copy_v = false;
template <class Op, class T, int R, class L>
inline constexpr bool is_tma_copy_v<TmaCopy<Op, T, R, L>> = true;
CUTE_EXPORT template <class T>
concept tma_copy_type = is_tma_copy_v<std::remove_cvref_t<T>>;

/// A TMA load bound to the mbarrier it completes on: what copy(tma.with(bar), src, dst) takes.
CUTE_EXPORT template <class Tma>
struct TmaLoadWithBarrier {
  Tma const* tma;
  std::uint64_t* mbar;
};

template <class Op, class T, int R, class L>
CUTE_HOST_DEVICE constexpr auto TmaCopy<Op, T, R, L>::with(std::uint64_t& mbar) const {
  static_assert(!std::is_same_v<Op, SM90_TMA_STORE>, "TmaCopy::with: a TMA store completes on no mbarrier");
  return TmaLoadWithBarrier<TmaCopy>{this, &mbar};
}

/// Makes a TMA copy of the tensor gtensor by boxes shaped and stored like smem_layout (see the top of
/// this file); cluster_size > 1 with SM90_TMA_LOAD_MULTICAST splits each box over that many blocks.
CUTE_EXPORT template <class Op, tensor_type GTensor, class SmemLayout>
  requires(std::is_same_v<Op, SM90_TMA_LOAD> || std::is_same_v<Op, SM90_TMA_LOAD_MULTICAST> || std::is_same_v<Op, SM90_TMA_STORE>)
auto make_tma_copy(Op const&, GTensor const& gtensor, SmemLayout const& smem_layout, int cluster_size = 1) {
  using GT = std::remove_cvref_t<GTensor>;
  using T = std::remove_cv_t<typename GT::value_type>;
  static_assert(is_gmem_v<decltype(gtensor.data())>,
                "make_tma_copy: the global tensor must be a tensor of global memory (make_gmem_ptr)");
  using Parts = detail::tma_smem_parts<SmemLayout>;
  using Inner = typename Parts::inner;
  using Sw = typename Parts::swizzle;
  static_assert(is_layout_v<Inner> && is_static_v<Inner>, "make_tma_copy: the shared-memory layout must be static");
  constexpr int R = detail::flat_rank<decltype(gtensor.layout())>;
  static_assert(R >= 1 && R <= 5, "make_tma_copy: the global tensor must have 1 to 5 modes (TMA is 1-D to 5-D)");
  constexpr int SR = int(rank_v<std::remove_cvref_t<decltype(Inner{}.shape())>>);
  static_assert(SR == R, "make_tma_copy: the shared-memory layout must have one mode per (flat) mode of the global tensor");
  static_assert(Sw::num_bits == 0 || (Sw::num_bits <= 3 && Sw::num_shft == 3 && Sw::num_base == detail::log2_bytes_per_16<T>),
                "make_tma_copy: the shared-memory swizzle is not a TMA swizzle: Swizzle<B, log2(16 bytes / element), 3>, B "
                "in 1..3 (32, 64, 128 bytes)");
  constexpr int swizzle_bytes = Sw::num_bits == 0 ? 0 : (16 << Sw::num_bits);

  TmaCopy<Op, T, R, SmemLayout> tma{};
  auto const gshape = wrap(flatten(gtensor.layout().shape()));
  auto const gstride = wrap(flatten(gtensor.layout().stride()));
  long long extent[R], stride[R], box_of_mode[R];
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    ((extent[I] = static_cast<long long>(get<I>(gshape)), stride[I] = static_cast<long long>(get<I>(gstride)),
      box_of_mode[I] = static_cast<long long>(size<I>(Inner{}))), ...);
  }(std::make_index_sequence<R>{});

  // TMA dims in increasing stride order; dim 0 must have stride 1.
  int order[R];
  for (int i = 0; i < R; ++i) order[i] = i;
  for (int i = 1; i < R; ++i)
    for (int j = i; j > 0 && (stride[order[j]] < 0 ? -stride[order[j]] : stride[order[j]]) <
                                 (stride[order[j - 1]] < 0 ? -stride[order[j - 1]] : stride[order[j - 1]]);
         --j) {
      int const t = order[j];
      order[j] = order[j - 1];
      order[j - 1] = t;
    }
  // Modes of extent 1 may have any stride: move a stride-1 mode of larger extent first.
  int first = -1;
  for (int i = 0; i < R; ++i)
    if (stride[order[i]] == 1 && (first < 0 || extent[order[i]] > 1)) first = i;
  CUTE_CHECK(first >= 0, "make_tma_copy: the global tensor has no mode of stride 1");
  for (int i = first; i > 0; --i) {
    int const t = order[i];
    order[i] = order[i - 1];
    order[i - 1] = t;
  }
  for (int i = 0; i < R; ++i) CUTE_CHECK(stride[i] >= 0, "make_tma_copy: mode ", i, " of the global tensor has a negative stride");

  // The shared-memory tile must be the box stored contiguously in that order.
  long long pitch[R];
  long long running = 1;
  for (int j = 0; j < R; ++j) pitch[order[j]] = running, running *= box_of_mode[order[j]];
  {
    constexpr Inner inner{};
    long long const volume = running;
    for (long long e = 0; e < volume; ++e) {
      long long crd[R];
      long long rest = e, want = 0;
      for (int i = 0; i < R; ++i) crd[i] = rest % box_of_mode[i], rest /= box_of_mode[i], want += crd[i] * pitch[i];
      long long const got = [&]<std::size_t... I>(std::index_sequence<I...>) {
        if constexpr (R == 1) {
          return static_cast<long long>(inner(int(crd[0])));
        } else {
          return static_cast<long long>(inner(make_coord(int(crd[I])...)));
        }
      }(std::make_index_sequence<R>{});
      CUTE_CHECK(got == want, "make_tma_copy: the shared-memory layout is not the box stored contiguously in the global "
                              "tensor's stride order (TMA cannot transpose); element ", e, " is at ", got, ", expected ", want);
    }
  }
  if constexpr (swizzle_bytes != 0) {
    CUTE_CHECK(box_of_mode[order[0]] * long(sizeof(T)) == swizzle_bytes, "make_tma_copy: with a ", swizzle_bytes,
               "-byte swizzle, the box's contiguous extent must be ", swizzle_bytes, " bytes, not ",
               box_of_mode[order[0]] * long(sizeof(T)));
  }

  unsigned long long dims[5] = {}, byte_strides[4] = {};
  unsigned box[5] = {};
  for (int j = 0; j < R; ++j) {
    dims[j] = static_cast<unsigned long long>(extent[order[j]]);
    box[j] = static_cast<unsigned>(box_of_mode[order[j]]);
    if (j > 0) byte_strides[j - 1] = static_cast<unsigned long long>(stride[order[j]]) * sizeof(T);
    tma.mode_of_dim_[j] = order[j];
  }
  tma.cluster_size_ = 1;
  tma.slice_elements_ = static_cast<std::int32_t>(running);
  if constexpr (std::is_same_v<Op, SM90_TMA_LOAD_MULTICAST>) {
    CUTE_CHECK(cluster_size >= 1 && cluster_size <= 16, "make_tma_copy: the cluster size ", cluster_size, " is not in [1, 16]");
    int split = R - 1;
    while (split > 0 && box[split] == 1) --split;
    CUTE_CHECK(box[split] % unsigned(cluster_size) == 0, "make_tma_copy: the box's outer extent ", static_cast<long long>(box[split]),
               " does not divide over ", cluster_size, " blocks");
    box[split] /= unsigned(cluster_size);
    long long const slice = running / cluster_size;
    [[maybe_unused]] long long const pattern = swizzle_bytes == 0 ? 128 : 8 * swizzle_bytes;
    CUTE_CHECK((slice * long(sizeof(T))) % pattern == 0, "make_tma_copy: a block's slice of the box (", slice * long(sizeof(T)),
               " bytes) is not a multiple of ", pattern, " bytes");
    tma.split_dim_ = split;
    tma.cluster_size_ = cluster_size;
    tma.slice_elements_ = static_cast<std::int32_t>(slice);
  } else {
    CUTE_CHECK(cluster_size == 1, "make_tma_copy: a cluster size needs SM90_TMA_LOAD_MULTICAST");
  }
  for (int j = 0; j < R; ++j) tma.box_[j] = static_cast<std::int32_t>(box[j]);
  tma.desc_ = detail::encode_tma_descriptor(detail::tma_data_type<T>(), R, raw_pointer_cast(gtensor.data()), dims,
                                            byte_strides, box, int(sizeof(T)), swizzle_bytes);
  return tma;
}

/// The global side tiled by the box and the shared side as it is: (tiles(_, tile), smem tensor).
/// tiles(_, make_coord(i, j, ..)) is the box of tile (i, j, ..) of the coordinate tensor.
CUTE_EXPORT template <tma_copy_type Tma, tensor_type STensor, tensor_type GTensor>
CUTE_HOST_DEVICE constexpr auto tma_partition(Tma const&, STensor const& stensor, GTensor const& gtensor) {
  static_assert(is_smem_v<decltype(stensor.data())>, "tma_partition: the shared-memory side must be a smem tensor (make_smem_ptr)");
  using Inner = typename detail::tma_smem_parts<typename std::remove_cvref_t<Tma>::smem_layout>::inner;
  auto const box = [&]<std::size_t... I>(std::index_sequence<I...>) { return make_shape(size<I>(Inner{})...); }(
      std::make_index_sequence<rank_v<std::remove_cvref_t<decltype(Inner{}.shape())>>>{});
  return make_tuple(zipped_divide(gtensor, box), stensor);
}

CUTE_EXPORT namespace detail {
template <class Tma, class GTile>
CUTE_HOST_DEVICE void tma_coords(GTile const& gtile, std::int32_t (&crd)[Tma::rank]) {
  auto const c = wrap(flatten(*gtile.data()));
  static_assert(int(rank_v<std::remove_cvref_t<decltype(c)>>) == Tma::rank,
                "copy(TMA): the global side must be a tile of the TmaCopy's coordinate tensor (get_tma_tensor)");
  [&]<std::size_t... I>(std::index_sequence<I...>) { ((crd[I] = static_cast<std::int32_t>(get<I>(c))), ...); }(
      std::make_index_sequence<Tma::rank>{});
}
}  // namespace detail

/// TMA load: the box at the coordinate tile src (a tile of get_tma_tensor) into the smem tensor dst.
CUTE_EXPORT template <class Tma, tensor_type GTile, tensor_type STile>
CUTE_HOST_DEVICE void copy(TmaLoadWithBarrier<Tma> const& exec, GTile const& src, STile&& dst) {
  static_assert(is_smem_v<decltype(dst.data())>, "copy(TMA load): the destination must be a shared-memory tensor (make_smem_ptr)");
  std::int32_t crd[Tma::rank];
  detail::tma_coords<Tma>(src, crd);
  exec.tma->load(*exec.mbar, raw_pointer_cast(dst.data()), crd);
}

/// TMA store: the smem tensor src to the box at the coordinate tile dst.
CUTE_EXPORT template <class T, int R, class L, tensor_type STile, tensor_type GTile>
CUTE_HOST_DEVICE void copy(TmaCopy<SM90_TMA_STORE, T, R, L> const& tma, STile const& src, GTile const& dst) {
  static_assert(is_smem_v<decltype(src.data())>, "copy(TMA store): the source must be a shared-memory tensor (make_smem_ptr)");
  std::int32_t crd[R];
  detail::tma_coords<TmaCopy<SM90_TMA_STORE, T, R, L>>(dst, crd);
  tma.store(raw_pointer_cast(src.data()), crd);
}

}  // namespace cute

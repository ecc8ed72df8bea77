// cute/atom/copy_atom.hpp: Copy_Atom<Op, T> (one copy instruction moving values of T), TiledCopy (atoms
// laid out over threads and values of a tile: (thread, value) -> coordinate in the tile), ThrCopy (one
// thread's view: partition_S/D, retile_S/D), make_tiled_copy and make_tiled_copy_A/B/C, as CuTe.
// The checks of an instruction's needs (memory spaces, vector width) are compile-time errors that name
// the instruction.
#pragma once
#include <cute/config.hpp>
#include <cute/atom/partition_ops.hpp>
#include <cute/arch/copy.hpp>
#include <cute/arch/copy_sm75.hpp>
#include <cute/arch/copy_sm80.hpp>
#include <cute/atom/copy_traits.hpp>
#include <cute/atom/mma_atom.hpp>
#include <cute/atom/registers.hpp>
#include <cute/layout.hpp>
#include <cute/tensor.hpp>

namespace cute {

CUTE_EXPORT namespace detail {
// The memory spaces an operation requires of its source and destination (generic: any).
template <class Op>
struct copy_spaces {
  static constexpr memory_space src = memory_space::generic;
  static constexpr memory_space dst = memory_space::generic;
  static constexpr char const* name = "";
};
template <class Op>
  requires(std::is_same_v<Op, SM75_U32x1_LDSM_N> || std::is_same_v<Op, SM75_U32x2_LDSM_N> ||
           std::is_same_v<Op, SM75_U32x4_LDSM_N> || std::is_same_v<Op, SM75_U16x2_LDSM_T> ||
           std::is_same_v<Op, SM75_U16x4_LDSM_T> || std::is_same_v<Op, SM75_U16x8_LDSM_T>)
struct copy_spaces<Op> {
  static constexpr memory_space src = memory_space::smem;
  static constexpr memory_space dst = memory_space::generic;
};
template <template <class, class> class CpAsync, class S, class D>
  requires(std::is_same_v<CpAsync<S, D>, SM80_CP_ASYNC_CACHEALWAYS<S, D>> ||
           std::is_same_v<CpAsync<S, D>, SM80_CP_ASYNC_CACHEGLOBAL<S, D>> ||
           std::is_same_v<CpAsync<S, D>, SM80_CP_ASYNC_CACHEALWAYS_ZFILL<S, D>> ||
           std::is_same_v<CpAsync<S, D>, SM80_CP_ASYNC_CACHEGLOBAL_ZFILL<S, D>>)
struct copy_spaces<CpAsync<S, D>> {
  static constexpr memory_space src = memory_space::gmem;
  static constexpr memory_space dst = memory_space::smem;
};

// The vector width in bits of an AutoVectorizingCopyWithAssumedAlignment (0 for other operations).
template <class Op>
inline constexpr int auto_vectorizing_bits_v = 0;
template <int MaxVecBits>
inline constexpr int auto_vectorizing_bits_v<AutoVectorizingCopyWithAssumedAlignment<MaxVecBits>> = MaxVecBits;

template <class Traits>
concept has_predicate = requires(Traits const& t) {
  { t.with(true) } -> std::same_as<Traits>;
};
}  // namespace detail

/// The traits of an operation with its instruction: copy_unpack hands a thread's source and
/// destination fragments to the instruction's registers, after checking the memory spaces (the
/// auto-vectorizing copy: to the widest vectors the layouts allow).
CUTE_EXPORT template <class Op, class Traits, class Src, class Dst>
CUTE_HOST_DEVICE constexpr void copy_unpack(Traits const& traits, Src const& src, Dst&& dst) {
  if constexpr (detail::auto_vectorizing_bits_v<Op>) {
    detail::copy_vectorized<detail::auto_vectorizing_bits_v<Op>>(src, dst);
  } else {
    using SrcIt = cute::detail::uncvref_t<decltype(src.data())>;
    using DstIt = cute::detail::uncvref_t<decltype(dst.data())>;
    constexpr memory_space need_src = detail::copy_spaces<Op>::src, need_dst = detail::copy_spaces<Op>::dst;
    // A pointer tagged with another space is an error; a plain (untagged) pointer is taken on trust,
    // as CuTe takes it (kernels view shared memory through plain pointers, and a branch that is never
    // taken may name a register fragment).
    constexpr memory_space src_space = memory_space_of<SrcIt>, dst_space = memory_space_of<DstIt>;
    if constexpr (need_src == memory_space::smem) {
      static_assert(src_space == memory_space::smem || src_space == memory_space::generic,
                    "copy: ldmatrix (SM75_*_LDSM_*) reads shared memory: the source must be a smem tensor "
                    "(make_smem_ptr), not a tensor of another memory");
    } else if constexpr (need_src == memory_space::gmem) {
      static_assert(src_space == memory_space::gmem || src_space == memory_space::generic,
                    "copy: cp.async (SM80_CP_ASYNC_*) reads global memory: the source must be a gmem tensor "
                    "(make_gmem_ptr), not a tensor of another memory");
    }
    if constexpr (need_dst == memory_space::smem) {
      static_assert(dst_space == memory_space::smem || dst_space == memory_space::generic,
                    "copy: cp.async (SM80_CP_ASYNC_*) writes shared memory: the destination must be a smem tensor "
                    "(make_smem_ptr), not a tensor of another memory");
    }
    using RS = std::remove_extent_t<typename Op::SRegisters>;
    using RD = std::remove_extent_t<typename Op::DRegisters>;
    constexpr int NS = int(std::extent_v<typename Op::SRegisters>), ND = int(std::extent_v<typename Op::DRegisters>);
    detail::with_registers<RS, NS>(src, [&](auto const&... s) {
      detail::with_registers<RD, ND>(dst, [&](auto&... d) {
        if constexpr (detail::has_predicate<Traits>) {
          Op::copy(s..., d..., traits.pred);
        } else {
          (void)traits;
          Op::copy(s..., d...);
        }
      });
    });
  }
}

// Copy_Atom ------------------------------------------------------------------------------------------

/// One copy instruction moving values of T: its traits, with the bit layouts in units of T. (Declared
/// variadic, as CuTe's, so that kernel symbols that name an atom are CuTe's: see uint_bits.hpp.)
CUTE_EXPORT template <class... Args>
struct Copy_Atom;
template <class Op, class T>
struct Copy_Atom<Op, T> : Copy_Traits<Op> {
  static_assert(copy_operation<Op>, "Copy_Atom: the operation has no Copy_Traits");
  using CopyOp = Op;
  using Traits = Copy_Traits<Op>;
  using ThrID = typename Traits::ThrID;
  using BitLayoutSrc = typename Traits::SrcLayout;
  using BitLayoutDst = typename Traits::DstLayout;
  using BitLayoutRef = typename Traits::RefLayout;
  using ValType = T;
  using ValLayoutSrc = decltype(upcast<sizeof_bits_v<T>>(BitLayoutSrc{}));
  using ValLayoutDst = decltype(upcast<sizeof_bits_v<T>>(BitLayoutDst{}));
  using ValLayoutRef = decltype(upcast<sizeof_bits_v<T>>(BitLayoutRef{}));

  static_assert(size_v<decltype(layout<0>(ValLayoutSrc{}))> == size_v<ThrID> &&
                    size_v<decltype(layout<0>(ValLayoutDst{}))> == size_v<ThrID> &&
                    size_v<decltype(layout<0>(ValLayoutRef{}))> == size_v<ThrID>,
                "Copy_Atom: the operation's bit layouts do not divide into values of this type");

  static constexpr int NumValSrc = int(size_v<decltype(layout<1>(ValLayoutSrc{}))>);
  static constexpr int NumValDst = int(size_v<decltype(layout<1>(ValLayoutDst{}))>);

  /// The atom with its traits' parameter set (the zero-fill predicate of cp.async ZFILL).
  template <class... Args>
  CUTE_HOST_DEVICE constexpr Copy_Atom with(Args&&... args) const {
    Copy_Atom a = *this;
    static_cast<Traits&>(a) = Traits::with(static_cast<Args&&>(args)...);
    return a;
  }

  /// Copies a thread's fragment: rank-1 tensors of the instruction's values (or a multiple, mode 0
  /// of which is the instruction's).
  template <class Src, class Dst>
  CUTE_HOST_DEVICE constexpr void call(Src const& src, Dst&& dst) const {
    static_assert(detail::rank_of<Src> == 1 && detail::rank_of<Dst> == 1, "Copy_Atom::call: expects rank-1 fragments");
    using SS = cute::detail::uncvref_t<decltype(src.shape())>;
    using DS = cute::detail::uncvref_t<decltype(dst.shape())>;
    constexpr long long src_values = detail::static_size_or_unknown<cute::detail::uncvref_t<decltype(src.layout())>>;
    constexpr long long dst_values = detail::static_size_or_unknown<cute::detail::uncvref_t<decltype(dst.layout())>>;
    if constexpr (src_values == NumValSrc || dst_values == NumValDst) {
      copy_unpack<Op>(static_cast<Traits const&>(*this), src, dst);
    } else if constexpr (tuple_type<cute::detail::uncvref_t<decltype(get<0>(SS{}))>> &&
                         tuple_type<cute::detail::uncvref_t<decltype(get<0>(DS{}))>>) {
      auto mode0 = [](auto const& l) { return layout<0>(l); };
      copy(*this, make_tensor(src.data(), detail::map_inner(src.layout(), mode0)),
           make_tensor(dst.data(), detail::map_inner(dst.layout(), mode0)));
    } else {
      static_assert(src_values == NumValSrc, "Copy_Atom: the partitioning of the source and destination does not match "
                                             "the instruction (a fragment does not hold the atom's values)");
    }
  }

  /// Copies where the predicate holds; cp.async ZFILL zero-fills where it does not.
  template <class Pred, class Src, class Dst>
  CUTE_HOST_DEVICE constexpr void call(Pred const& prd, Src const& src, Dst&& dst) const {
    if constexpr (detail::has_predicate<Traits>) {
      with(bool(prd(0))).call(src, dst);
    } else {
      if (prd(0)) call(src, dst);
    }
  }
};

/// CuTe's other spelling, Copy_Atom<Copy_Traits<Op>, T>: the atom of Op moving values of T.
template <class Op, class T>
struct Copy_Atom<Copy_Traits<Op>, T> : Copy_Atom<Op, T> {
  using Copy_Atom<Op, T>::Copy_Atom;
};

CUTE_EXPORT template <class T>
inline constexpr bool is_copy_atom_v = false;
template <class Op, class T>
inline constexpr bool is_copy_atom_v<Copy_Atom<Op, T>> = true;

// TiledCopy ------------------------------------------------------------------------------------------

CUTE_EXPORT template <class TiledCopy_, class ThrIdx>
struct ThrCopy;

/// Copy atoms over a tile: LayoutCopy_TV maps (thread, value) to the column-major index of a
/// coordinate in the tile ShapeTiler_MN.
CUTE_EXPORT template <class Atom, class LayoutCopy_TV, class ShapeTiler_MN>
struct TiledCopy : Atom {
  static_assert(is_copy_atom_v<Atom>, "TiledCopy: the first argument must be a Copy_Atom");
  using AtomThrID = typename Atom::ThrID;
  using AtomLayoutSrc = typename Atom::ValLayoutSrc;
  using AtomLayoutDst = typename Atom::ValLayoutDst;
  using AtomLayoutRef = typename Atom::ValLayoutRef;
  using AtomNumThr = decltype(size<0>(AtomLayoutRef{}));
  using AtomNumVal = decltype(size<1>(AtomLayoutRef{}));
  using Tiler_MN = ShapeTiler_MN;
  using TiledLayout_TV = LayoutCopy_TV;
  using TiledNumThr = decltype(size<0>(TiledLayout_TV{}));
  using TiledNumVal = decltype(size<1>(TiledLayout_TV{}));

  static_assert(TiledNumThr::value % AtomNumThr::value == 0,
                "TiledCopy: the copy atom does not divide the tile (the tiled threads are not a multiple of the atom's)");
  static_assert(TiledNumVal::value % AtomNumVal::value == 0,
                "TiledCopy: the copy atom does not divide the tile (a thread's values are not a multiple of the atom's)");

  /// (thread, value of the atom's reference) -> the instruction's source / destination (thread, value).
  CUTE_HOST_DEVICE static constexpr auto ref2src() { return composition(right_inverse(AtomLayoutRef{}), AtomLayoutSrc{}); }
  CUTE_HOST_DEVICE static constexpr auto ref2dst() { return composition(right_inverse(AtomLayoutRef{}), AtomLayoutDst{}); }

  /// A source tensor layout (M, N, ...) -> (thread, value, rest...).
  template <class S, class D>
  CUTE_HOST_DEVICE static constexpr auto tidfrg_S(Layout<S, D> const& s) {
    return tidfrg(s, thrval2mn_of<AtomLayoutSrc>());
  }
  template <class S, class D>
  CUTE_HOST_DEVICE static constexpr auto tidfrg_D(Layout<S, D> const& d) {
    return tidfrg(d, thrval2mn_of<AtomLayoutDst>());
  }

  /// A tiled layout ((tile), (rest)) -> (thread, value, rest).
  template <class S, class D, class Ref2Trg>
  CUTE_HOST_DEVICE static constexpr auto tile2thrfrg(Layout<S, D> const& tiled, Ref2Trg const& ref2trg) {
    auto tv = composition(tiled, make_tile(thrval2mn(ref2trg), Underscore{}));
    return slice(make_coord(make_coord(Underscore{}, Underscore{}), Underscore{}), tv);
  }

 private:
  // (thread, value) -> the coordinate in the tile, of the instruction's source or destination.
  template <class Ref2Trg>
  CUTE_HOST_DEVICE static constexpr auto thrval2mn(Ref2Trg const& ref2trg) {
    auto atom_layout_tv = zipped_divide(TiledLayout_TV{}, make_shape(AtomNumThr{}, AtomNumVal{}));
    auto trg_layout_tv = composition(atom_layout_tv, make_tile(ref2trg, Underscore{}));
    return coalesce(zip(trg_layout_tv), Shape<_1, Shape<_1, _1>>{});
  }
  // thrval2mn(composition(right_inverse(AtomLayoutRef), AtomTrg)), in one operation of the static path
  // where it can.
  template <class AtomTrg>
  CUTE_HOST_DEVICE static constexpr auto thrval2mn_of() {
    using AtomShape = decltype(make_shape(AtomNumThr{}, AtomNumVal{}));
    using Op = detail::value_algebra::op_copy_thrval2mn;
    if constexpr (detail::value_algebra::fast_result<Op, TiledLayout_TV, AtomShape, AtomLayoutRef, AtomTrg>) {
      return detail::value_algebra::fast_layout<Op, AtomShape, AtomLayoutRef, AtomTrg>(TiledLayout_TV{});
    } else {
      return thrval2mn(composition(right_inverse(AtomLayoutRef{}), AtomTrg{}));
    }
  }
  // slice((_, _), _) of composition(zipped_divide(t, Tiler_MN), (thrval2mn, _)), in one operation of the
  // static path where it can.
  template <class S, class D, class ThrVal2MN>
  CUTE_HOST_DEVICE static constexpr auto tidfrg(Layout<S, D> const& t, ThrVal2MN const& thrval) {
    using ThrValTile = decltype(make_tile(thrval, Underscore{}));
    using Op = detail::value_algebra::op_copy_tidfrg;
    if constexpr (detail::value_algebra::fast_result<Op, Layout<S, D>, Tiler_MN, ThrValTile>) {
      return detail::value_algebra::fast_layout<Op, Tiler_MN, ThrValTile>(t);
    } else {
      auto tv = composition(zipped_divide(t, Tiler_MN{}), make_tile(thrval, Underscore{}));
      return slice(make_coord(make_coord(Underscore{}, Underscore{}), Underscore{}), tv);
    }
  }

 public:

  /// A thread's fragment (V, rest...) -> ((atom values, atom repeats), rest...), for copying a
  /// fragment partitioned by another partitioner (a TiledMMA) with this TiledCopy.
  template <class S, class D>
  CUTE_HOST_DEVICE static constexpr auto retile(Layout<S, D> const& frg) {
    using TileMN = decltype(make_layout(Tiler_MN{}));
    using Values = decltype(make_layout(size<0>(frg)));
    using AtomValues = decltype(make_layout(AtomNumVal{}));
    using Op = detail::value_algebra::op_copy_retile;
    if constexpr (detail::value_algebra::fast_result<Op, Layout<S, D>, TiledLayout_TV, TileMN, Values, AtomValues>) {
      return detail::value_algebra::fast_layout<Op, TiledLayout_TV, TileMN, Values, AtomValues>(frg);
    } else {
      return retile_steps(frg);
    }
  }
  /// retile, step by step (where the fragment's layout cannot be computed on values).
  template <class S, class D>
  CUTE_HOST_DEVICE static constexpr auto retile_steps(Layout<S, D> const& frg) {
    constexpr std::size_t R = rank_v<S>;
    auto V = size<0>(frg);
    constexpr int N = int(TiledNumThr::value * decltype(V)::value);
    auto frg_layout_mn = upcast<N>(composition(right_inverse(TiledLayout_TV{}), make_layout(shape(Tiler_MN{}))));
    auto frg_layout_v = zipped_divide(logical_product(make_layout(V), right_inverse(frg_layout_mn)), make_layout(AtomNumVal{}));
    auto t = zipped_divide(frg, prepend(product_each(frg_layout_mn.shape()), V));
    auto v = composition(t, make_tile(frg_layout_v, Underscore{}));
    return slice(make_coord(Underscore{}, tuple_cat(make_tuple(_0{}), detail::repeat_n<R - 1>(Underscore{}))), v);
  }

  /// (thread, value) -> the column-major index in the tile, of the source / destination.
  CUTE_HOST_DEVICE static constexpr auto get_layoutS_TV() {
    auto ref = make_layout(make_shape(shape(Tiler_MN{}), _1{}));
    return slice(make_coord(Underscore{}, Underscore{}, _0{}), tile2thrfrg(ref, ref2src()));
  }
  CUTE_HOST_DEVICE static constexpr auto get_layoutD_TV() {
    auto ref = make_layout(make_shape(shape(Tiler_MN{}), _1{}));
    return slice(make_coord(Underscore{}, Underscore{}, _0{}), tile2thrfrg(ref, ref2dst()));
  }

  template <integer ThrIdx>
  CUTE_HOST_DEVICE static constexpr auto get_slice(ThrIdx const& thr_idx) {
    return ThrCopy<TiledCopy, ThrIdx>{thr_idx};
  }
  template <integer ThrIdx>
  CUTE_HOST_DEVICE static constexpr auto get_thread_slice(ThrIdx const& thr_idx) {
    return get_slice(thr_idx);
  }
};

template <class A, class L, class T>
inline constexpr bool is_copy_atom_v<TiledCopy<A, L, T>> = true;

/// A Copy_Atom or a TiledCopy (what copy(atom, src, dst) takes).
CUTE_EXPORT template <class T>
concept copy_atom_type = is_copy_atom_v<cute::detail::uncvref_t<T>>;

/// One thread's view of a TiledCopy.
template <class TiledCopy_, class ThrIdx>
struct ThrCopy {
  ThrIdx thr_idx_;

  /// The thread's part of a source tensor (M, N, ...): (CPY, CPY_M, CPY_N, ...).
  template <class STensor>
  CUTE_HOST_DEVICE constexpr auto partition_S(STensor&& s) const {
    return part(s, detail::map_inner(s.layout(), [](auto const& l) { return TiledCopy_::tidfrg_S(l); }));
  }
  template <class DTensor>
  CUTE_HOST_DEVICE constexpr auto partition_D(DTensor&& d) const {
    return part(d, detail::map_inner(d.layout(), [](auto const& l) { return TiledCopy_::tidfrg_D(l); }));
  }
  /// A fragment partitioned otherwise (by a TiledMMA), seen in this copy's value order.
  template <class STensor>
  CUTE_HOST_DEVICE static constexpr auto retile_S(STensor&& s) {
    return make_tensor(s.data(), detail::map_inner(s.layout(), [](auto const& l) { return TiledCopy_::retile(l); }));
  }
  template <class DTensor>
  CUTE_HOST_DEVICE static constexpr auto retile_D(DTensor&& d) {
    return make_tensor(d.data(), detail::map_inner(d.layout(), [](auto const& l) { return TiledCopy_::retile(l); }));
  }

 private:
  // (thread, value, rest) at this thread: (value, the rest's modes, one for each mode of t).
  template <class T, class TV>
  CUTE_HOST_DEVICE constexpr auto part(T&& t, TV const& tv) const {
    constexpr std::size_t R = detail::rank_of<T>;
    if constexpr (R == 1) {
      return detail::slice_tensor(make_tensor(t.data(), tv), make_coord(thr_idx_, Underscore{}, Underscore{}));
    } else {
      return detail::slice_tensor(make_tensor(t.data(), tv), make_coord(thr_idx_, Underscore{}, detail::repeat_n<R>(Underscore{})));
    }
  }
};

// make_tiled_copy ------------------------------------------------------------------------------------

CUTE_EXPORT template <class Atom, class LayoutTV, class Tiler>
CUTE_HOST_DEVICE constexpr auto make_tiled_copy_impl(Atom const& atom, LayoutTV const&, Tiler const&) {
  return TiledCopy<Atom, LayoutTV, Tiler>{atom};
}

CUTE_EXPORT namespace detail {
// Whether a copy atom's threads and values divide a (thread, value) layout.
template <class Atom, class LayoutTV>
inline constexpr bool copy_fits_tv = [] {
  using AtomRef = typename Atom::ValLayoutRef;
  constexpr auto atom_thr = size_v<decltype(layout<0>(AtomRef{}))>, atom_val = size_v<decltype(layout<1>(AtomRef{}))>;
  constexpr auto thr = size_v<decltype(layout<0>(LayoutTV{}))>, val = size_v<decltype(layout<1>(LayoutTV{}))>;
  return thr % atom_thr == 0 && val % atom_val == 0;
}();

}  // namespace detail

/// A TiledCopy of threads laid out by thr_layout ((m, n) -> thread) each copying a block val_layout
/// ((m, n) -> value) of the tile: the tile is raked_product(thr_layout, val_layout).
CUTE_EXPORT template <class Op, class T, class ThrLayout, class ValLayout = Layout<_1>>
CUTE_HOST_DEVICE constexpr auto make_tiled_copy(Copy_Atom<Op, T> const& atom, ThrLayout const& thr_layout = {},
                                                ValLayout const& val_layout = {}) {
  static_assert(layout_type<ThrLayout> && layout_type<ValLayout>, "make_tiled_copy: the thread and value arrangements must be Layouts");
  auto layout_mn = raked_product(thr_layout, val_layout);
  auto layout_tv = composition(right_inverse(layout_mn), make_layout(make_shape(size(thr_layout), size(val_layout))));
  auto tiler = product_each(layout_mn.shape());
  constexpr bool divides = detail::copy_fits_tv<Copy_Atom<Op, T>, decltype(layout_tv)>;
  static_assert(divides, "make_tiled_copy: the copy atom does not divide the tile (the threads or the values a thread "
                         "copies are not a multiple of the atom's)");
  if constexpr (divides) {
    return make_tiled_copy_impl(atom, layout_tv, tiler);
  } else {
    return atom;
  }
}

CUTE_EXPORT namespace detail {
template <int P, int Q, class Atom, class MMA, class TV>
CUTE_HOST_DEVICE constexpr auto tiled_copy_for_mma(Atom const& atom, MMA const& mma, TV const& tv) {
  constexpr bool fits = copy_fits_tv<Atom, TV>;
  static_assert(fits, "make_tiled_copy_A/B/C: the TiledCopy does not fit the TiledMMA it feeds (the copy atom's threads and "
                      "values do not divide the MMA's (thread, value) layout of this operand)");
  if constexpr (fits) {
    return make_tiled_copy_impl(atom, tv, make_shape(mma.template tile_size_mnk<P>(), mma.template tile_size_mnk<Q>()));
  } else {
    return atom;
  }
}
}  // namespace detail

/// The TiledCopy that moves A (M, K) in the (thread, value) arrangement of a TiledMMA.
CUTE_EXPORT template <class Op, class T, tiled_mma MMA>
CUTE_HOST_DEVICE constexpr auto make_tiled_copy_A(Copy_Atom<Op, T> const& atom, MMA const& mma) {
  return detail::tiled_copy_for_mma<0, 2>(atom, mma, mma.get_layoutA_TV());
}
/// The TiledCopy that moves B (N, K) in the (thread, value) arrangement of a TiledMMA.
CUTE_EXPORT template <class Op, class T, tiled_mma MMA>
CUTE_HOST_DEVICE constexpr auto make_tiled_copy_B(Copy_Atom<Op, T> const& atom, MMA const& mma) {
  return detail::tiled_copy_for_mma<1, 2>(atom, mma, mma.get_layoutB_TV());
}
/// The TiledCopy that moves C (M, N) in the (thread, value) arrangement of a TiledMMA.
CUTE_EXPORT template <class Op, class T, tiled_mma MMA>
CUTE_HOST_DEVICE constexpr auto make_tiled_copy_C(Copy_Atom<Op, T> const& atom, MMA const& mma) {
  return detail::tiled_copy_for_mma<0, 1>(atom, mma, mma.get_layoutC_TV());
}

/// The TiledCopy of one copy atom per thread over C of a TiledMMA (CuTe's make_tiled_copy_C_atom): each
/// thread's first atom-many values of C, in their order, over the smallest tile of the (M, N) tile
/// that holds them (the epilogues' stmatrix copies of a wgmma accumulator).
CUTE_EXPORT template <class Op, class T, tiled_mma MMA>
CUTE_HOST_DEVICE constexpr auto make_tiled_copy_C_atom(Copy_Atom<Op, T> const& atom, MMA const& mma) {
  auto const c_tv = mma.get_layoutC_TV();
  using AtomValues = decltype(size<1>(typename Copy_Atom<Op, T>::ValLayoutSrc{}));
  static_assert(AtomValues::value <= decltype(size<1>(c_tv))::value,
                "make_tiled_copy_C_atom: the copy atom moves more values than a thread holds of C");
  auto const atom_tv = composition(c_tv, make_layout(make_shape(size<0>(c_tv), AtomValues{})));
  auto const mn = make_shape(mma.template tile_size_mnk<0>(), mma.template tile_size_mnk<1>());
  // By mode: the coordinates along M (N) that the atoms' values reach, as a layout into that mode.
  auto const tiler = make_tile(filter(composition(make_layout(mn, make_stride(_1{}, _0{})), atom_tv)),
                               filter(composition(make_layout(mn, make_stride(_0{}, _1{})), atom_tv)));
  auto const tile_to_mn = composition(make_layout(mn), tiler);
  return make_tiled_copy_impl(atom, composition(left_inverse(tile_to_mn), atom_tv), tiler);
}

/// The TiledCopy of another copy atom over the (thread, value) arrangement of tiled_copy's source
/// (make_tiled_copy_S) or destination (make_tiled_copy_D), on its tile.
CUTE_EXPORT template <class Op, class T, class A, class L, class Tiler>
CUTE_HOST_DEVICE constexpr auto make_tiled_copy_S(Copy_Atom<Op, T> const& atom, TiledCopy<A, L, Tiler> const& tiled_copy) {
  return make_tiled_copy_impl(atom, tiled_copy.get_layoutS_TV(), Tiler{});
}
CUTE_EXPORT template <class Op, class T, class A, class L, class Tiler>
CUTE_HOST_DEVICE constexpr auto make_tiled_copy_D(Copy_Atom<Op, T> const& atom, TiledCopy<A, L, Tiler> const& tiled_copy) {
  return make_tiled_copy_impl(atom, tiled_copy.get_layoutD_TV(), Tiler{});
}

/// CuTe's make_cotiled_copy: the TiledCopy whose (thread, value) pairs reach the data addresses that
/// atom_tv gives them, in a tensor of layout data_layout (both static): the tile is, mode by mode of
/// the data, the coordinates those addresses have there.
CUTE_EXPORT template <class Op, class T, class AtomTV, class DataLayout>
  requires(layout_type<AtomTV> && layout_type<DataLayout>)
CUTE_HOST_DEVICE constexpr auto make_cotiled_copy(Copy_Atom<Op, T> const& atom, AtomTV const& atom_tv, DataLayout const& data_layout) {
  static_assert(is_static_v<AtomTV> && is_static_v<DataLayout>, "make_cotiled_copy: both layouts must be static");
  // (thread, value) -> data coordinate; an address past the data's end goes to the extra 1:0 mode.
  auto const tv_data = composition(make_layout(left_inverse(data_layout), Layout<_1, _0>{}), atom_tv);
  static_assert(decltype(coalesce(composition(make_layout(data_layout, Layout<_1, _0>{}), layout<1>(tv_data))) ==
                         coalesce(layout<1>(atom_tv)))::value,
                "make_cotiled_copy: atom_tv reaches addresses that data_layout does not hold");
  auto const data_shape = product_each(shape(data_layout));
  constexpr std::size_t R = decltype(rank(data_shape))::value;
  auto const tiler = [&]<std::size_t... I>(std::index_sequence<I...>) {
    return make_tile(filter(composition(make_layout(data_shape, replace<I>(repeat<R>(_0{}), _1{})), tv_data))...);
  }(std::make_index_sequence<R>{});
  auto const tile_to_data = composition(make_layout(data_shape), tiler);
  return make_tiled_copy_impl(atom, composition(left_inverse(tile_to_data), tv_data), tiler);
}

/// The size of the tile along mode I..., and the number of threads.
CUTE_EXPORT template <std::size_t... I, class A, class L, class T>
CUTE_HOST_DEVICE constexpr auto tile_size(TiledCopy<A, L, T> const&) {
  return size<I...>(T{});
}
CUTE_EXPORT template <class A, class L, class T>
CUTE_HOST_DEVICE constexpr auto size(TiledCopy<A, L, T> const&) {
  return typename TiledCopy<A, L, T>::TiledNumThr{};
}

}  // namespace cute

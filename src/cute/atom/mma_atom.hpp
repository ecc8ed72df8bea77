// cute/atom/mma_atom.hpp: MMA_Atom<Op> (one MMA instruction with its traits), TiledMMA (atoms laid
// out over threads, (V,M,N,K), and permuted over the tile), ThrMMA (one thread's view: partition_A/B/C
// and the register fragments), make_tiled_mma, and the TV layouts of a TiledMMA, all as CuTe.
// The layout functions (thrfrg_*, get_layout*_TV, tile sizes) are host-visible constexpr functions of
// layouts; partitioning works on any tensor with .data() and .layout().
#pragma once
#include <cute/config.hpp>
#include <cute/atom/partition_ops.hpp>
#include <cute/atom/mma_traits.hpp>
#include <cute/atom/registers.hpp>
#include <cute/layout.hpp>
#include <cute/tensor.hpp>

namespace cute {

CUTE_EXPORT namespace detail {
/// A tuple of N copies of x.
template <class X, std::size_t... I>
CUTE_HOST_DEVICE constexpr auto repeat_over(X const& x, std::index_sequence<I...>) {
  return make_tuple(((void)I, x)...);
}
template <std::size_t N, class X>
CUTE_HOST_DEVICE constexpr auto repeat_n(X const& x) {
  return repeat_over(x, std::make_index_sequence<N>{});
}

/// The coordinate of index idx in a layout whose strides are those of a compact layout (in any
/// order), one integer per top-level mode (CuTe's get_flat_coord): a leaf's coordinate is
/// (idx / stride) % shape (a stride 0 gives 0), and a hierarchical mode's is the column-major index of
/// its leaves' coordinates within it (the thread modes of an atom whose ThrID is hierarchical, as the
/// SM70 quadpair's (4, 2) : (1, 16)).
template <class S, class D, integer Idx>
CUTE_HOST_DEVICE constexpr auto flat_coord_of_index(Layout<S, D> const& l, Idx const& idx) {
  auto const leaf = [&](auto const& s, auto const& d) {
    if constexpr (is_constant_v<0, cute::detail::uncvref_t<decltype(d)>>) {
      return _0{};
    } else {
      return int((idx / int(d)) % int(s));
    }
  };
  auto const mode = [&](auto const& s, auto const& d) {
    if constexpr (tuple_type<cute::detail::uncvref_t<decltype(s)>>) {
      int c = 0, scale = 1;
      apply(flatten(s), [&](auto const&... e) {
        apply(flatten(d), [&](auto const&... f) { ((c += int(leaf(e, f)) * scale, scale *= int(e)), ...); });
      });
      return c;
    } else {
      return leaf(s, d);
    }
  };
  return transform(wrap(l.shape()), wrap(l.stride()), mode);
}

/// f applied to the plain layout of l: for a ComposedLayout (a swizzled layout), to its inner layout,
/// the swizzle and offset kept outside (the partitioning of a swizzled tensor, as in CuTe).
template <class L, class F>
CUTE_HOST_DEVICE constexpr auto map_inner(L const& l, F&& f) {
  if constexpr (composed_layout_type<L>) {
    return make_composed_layout(l.layout_a(), l.offset(), f(l.layout_b()));
  } else {
    return f(l);
  }
}

/// The view of tensor t at a coordinate holding `_`: the sub-tensor over the marked modes, its origin
/// moved by the slice's offset (for a swizzled tensor, by the part the swizzle commutes with; the rest
/// stays in the layout's offset, inside the swizzle: tensor_slice).
template <class Tensor, class Coord>
CUTE_HOST_DEVICE constexpr auto slice_tensor(Tensor&& t, Coord const& c) {
  using T = cute::detail::uncvref_t<Tensor>;
  if constexpr (slices_by_fields<cute::detail::uncvref_t<decltype(t.data())>, typename T::layout_type>) {
    return slice_by_fields(t.data(), c, t.layout());  // an identity tensor's, field by field
  } else {
    auto [sub, offset] = tensor_slice(c, t.layout());
    return make_tensor(t.data() + offset, sub);
  }
}

/// The number of values in mode 0 of a tensor's shape.
template <class T>
inline constexpr long long mode0_size = size_v<decltype(make_layout(get<0>(cute::detail::uncvref_t<decltype(std::declval<T>().shape())>{})))>;

// A tiler known from its type: `_`, static integers and layouts, tuples of those.
template <class T>
inline constexpr bool static_tiler = underscore<T> || is_static_v<T>;
template <class... T>
inline constexpr bool static_tiler<tuple<T...>> = (static_tiler<T> && ...);

/// The tuple t with x appended up to N elements.
template <std::size_t N, class T, class X>
CUTE_HOST_DEVICE constexpr auto pad_tuple(T const& t, X const& x) {
  constexpr std::size_t R = tuple_size_v<T>;
  static_assert(R <= N, "make_tiled_mma: more than three modes (M, N, K)");
  if constexpr (R >= N) {
    return t;
  } else {
    return tuple_cat(t, repeat_n<N - R>(x));
  }
}

template <class Traits>
struct frg_type_a { using type = typename Traits::ValTypeA; };
template <class Traits> requires requires { typename Traits::FrgTypeA; }
struct frg_type_a<Traits> { using type = typename Traits::FrgTypeA; };
template <class Traits>
struct frg_type_b { using type = typename Traits::ValTypeB; };
template <class Traits> requires requires { typename Traits::FrgTypeB; }
struct frg_type_b<Traits> { using type = typename Traits::FrgTypeB; };
template <class Traits>
struct frg_type_c { using type = typename Traits::ValTypeC; };
template <class Traits> requires requires { typename Traits::FrgTypeC; }
struct frg_type_c<Traits> { using type = typename Traits::FrgTypeC; };

template <class T>
inline constexpr std::size_t rank_of = rank_v<decltype(std::declval<T>().shape())>;
}  // namespace detail

// MMA_Atom ------------------------------------------------------------------------------------------

CUTE_EXPORT namespace detail {
/// What every MMA_Atom has (the generic one below and the wgmma one, mma_atom_sm90.hpp): its traits,
/// their types, and call(D, A, B, C) on a thread's fragments.
template <class Op>
struct mma_atom_base : MMA_Traits<Op> {
  using MMA_Op = Op;
  using Traits = MMA_Traits<Op>;
  using ValTypeD = typename Traits::ValTypeD;
  using ValTypeA = typename Traits::ValTypeA;
  using ValTypeB = typename Traits::ValTypeB;
  using ValTypeC = typename Traits::ValTypeC;
  using Shape_MNK = typename Traits::Shape_MNK;
  using ThrID = typename Traits::ThrID;
  using LayoutA_TV = typename Traits::ALayout;
  using LayoutB_TV = typename Traits::BLayout;
  using LayoutC_TV = typename Traits::CLayout;
  // The element types of the register fragments: the traits' FrgType* where they name one (a wgmma
  // descriptor, say), else the value types.
  using FrgTypeD = typename frg_type_c<Traits>::type;
  using FrgTypeA = typename frg_type_a<Traits>::type;
  using FrgTypeB = typename frg_type_b<Traits>::type;
  using FrgTypeC = typename frg_type_c<Traits>::type;

  /// D = A * B + C on the thread's fragments, rank-1 tensors of the instruction's registers' values.
  /// Not constexpr: an instruction never runs at compile time, and with a TiledMMA made in device code
  /// (`TiledMMA mma = make_tiled_mma(...)`, or a default-constructed TiledMMA type) nvcc 13's front
  /// end otherwise tries to evaluate the call and fails (internal error in do_constexpr_lambda).
  template <class TD, class TA, class TB, class TC>
  CUTE_HOST_DEVICE void call(TD&& D, TA const& A, TB const& B, TC const& C) const {
    static_assert(rank_of<TD> == 1 && rank_of<TA> == 1 && rank_of<TB> == 1 && rank_of<TC> == 1,
                  "MMA_Atom::call: the fragments must be rank-1 (one atom's values); use gemm for more");
    using RD = std::remove_extent_t<typename Op::DRegisters>;
    using RA = std::remove_extent_t<typename Op::ARegisters>;
    using RB = std::remove_extent_t<typename Op::BRegisters>;
    using RC = std::remove_extent_t<typename Op::CRegisters>;
    constexpr int ND = int(std::extent_v<typename Op::DRegisters>), NA = int(std::extent_v<typename Op::ARegisters>);
    constexpr int NB = int(std::extent_v<typename Op::BRegisters>), NC = int(std::extent_v<typename Op::CRegisters>);
    with_registers<RD, ND>(D, [&](auto&... d) {
      with_registers<RA, NA>(A, [&](auto const&... a) {
        with_registers<RB, NB>(B, [&](auto const&... b) {
          with_registers<RC, NC>(C, [&](auto const&... c) {
            if constexpr (ND == 1 && NC == 1 && std::is_same_v<RD, ValTypeD>) {
              Op::fma(d..., a..., b..., c...);
            } else {
              RC const copies[NC] = {c...};  // C may alias D: read it before the instruction writes D
              [&]<std::size_t... I>(std::index_sequence<I...>) { Op::fma(d..., a..., b..., copies[I]...); }(std::make_index_sequence<NC>{});
            }
          });
        });
      });
    });
  }
  /// C = A * B + C.
  template <class TA, class TB, class TC>
  CUTE_HOST_DEVICE void call(TA const& A, TB const& B, TC&& C) const {
    call(C, A, B, C);
  }
};
}  // namespace detail

/// One MMA instruction: its traits, and call(D, A, B, C) on a thread's fragments (rank-1 tensors of
/// size<1>(Layout*_TV) values each). (Declared variadic, as CuTe's, so that kernel symbols that name
/// an atom are CuTe's: see uint_bits.hpp.)
CUTE_EXPORT template <class... Args>
struct MMA_Atom;
template <class Op>
struct MMA_Atom<Op> : detail::mma_atom_base<Op> {
  static_assert(mma_operation<Op>, "MMA_Atom: the operation has no MMA_Traits");
  using base = detail::mma_atom_base<Op>;
  using typename base::Shape_MNK, typename base::ThrID, typename base::LayoutA_TV, typename base::LayoutB_TV,
      typename base::LayoutC_TV, typename base::FrgTypeA, typename base::FrgTypeB, typename base::FrgTypeC;

  static_assert(size_v<ThrID> == size_v<decltype(layout<0>(LayoutC_TV{}))>, "MMA_Traits: CLayout does not have ThrID's threads");
  static_assert(size_v<LayoutA_TV> == size_v<decltype(select<0, 2>(Shape_MNK{}))> &&
                    size_v<LayoutB_TV> == size_v<decltype(select<1, 2>(Shape_MNK{}))> &&
                    size_v<LayoutC_TV> == size_v<decltype(select<0, 1>(Shape_MNK{}))>,
                "MMA_Traits: a TV layout does not cover its part of Shape_MNK");

  /// The register fragment of a partitioned C (V, M, N): owning, FrgTypeC.
  template <class CTensor>
  CUTE_HOST_DEVICE static constexpr auto make_fragment_C(CTensor const& c) {
    static_assert(detail::rank_of<CTensor> >= 3, "make_fragment_C: expects a partitioned (V, M, N) tensor");
    static_assert(detail::mode0_size<CTensor> == size_v<decltype(layout<1>(LayoutC_TV{}))>,
                  "make_fragment_C: mode 0 is not the atom's values of C");
    return make_tensor<FrgTypeC>(c.shape());
  }
  template <class ATensor>
  CUTE_HOST_DEVICE static constexpr auto make_fragment_A(ATensor const& a) {
    static_assert(detail::rank_of<ATensor> >= 3, "make_fragment_A: expects a partitioned (V, M, K) tensor");
    static_assert(detail::mode0_size<ATensor> == size_v<decltype(layout<1>(LayoutA_TV{}))>,
                  "make_fragment_A: mode 0 is not the atom's values of A");
    return make_fragment_like<FrgTypeA>(a);
  }
  template <class BTensor>
  CUTE_HOST_DEVICE static constexpr auto make_fragment_B(BTensor const& b) {
    static_assert(detail::rank_of<BTensor> >= 3, "make_fragment_B: expects a partitioned (V, N, K) tensor");
    static_assert(detail::mode0_size<BTensor> == size_v<decltype(layout<1>(LayoutB_TV{}))>,
                  "make_fragment_B: mode 0 is not the atom's values of B");
    return make_fragment_like<FrgTypeB>(b);
  }
};

/// CuTe's other spelling, MMA_Atom<MMA_Traits<Op>>: the atom of Op (a distinct type, as in CuTe, so
/// that kernel symbols naming it are CuTe's).
template <class Op>
struct MMA_Atom<MMA_Traits<Op>> : MMA_Atom<Op> {
  using MMA_Atom<Op>::MMA_Atom;
};

CUTE_EXPORT template <class T>
inline constexpr bool is_mma_atom_v = false;
template <class Op>
inline constexpr bool is_mma_atom_v<MMA_Atom<Op>> = true;

// TiledMMA -------------------------------------------------------------------------------------------

CUTE_EXPORT template <class TiledMMA_, class ThrVMNK>
struct ThrMMA;

CUTE_EXPORT namespace detail {
// A permutation and the atoms' extent along its mode (atom extent x atoms) must tile each other: a
// permutation a multiple of that extent permutes the whole tile; one that divides it permutes within
// each block of its size, and the tile is the atoms' extent (CuTe code written for CuTe's older third
// argument, a "value layout" such as make_layout(Shape<_1, _2, _1>{}), passes one: a Layout there is
// the M permutation, as in CuTe). Checked in M, N and K.
template <class Atom, class AtomLayoutMNK, class PermutationMNK>
consteval bool atom_divides_tile() {
  using ThrLayoutVMNK = decltype(tiled_product(typename Atom::ThrID{}, AtomLayoutMNK{}));
  auto divides = []<int I>(C<I>) {
    using Perm = cute::detail::uncvref_t<decltype(get<I>(PermutationMNK{}))>;
    if constexpr (underscore<Perm>) {
      return true;
    } else {
      constexpr long long atoms = size_v<decltype(layout<I + 1>(ThrLayoutVMNK{}))>;
      constexpr long long extent = size_v<decltype(select<I>(typename Atom::Shape_MNK{}))>;
      constexpr long long perm = decltype(size(std::declval<Perm>()))::value;
      return perm % (atoms * extent) == 0 || (atoms * extent) % perm == 0;
    }
  };
  return divides(C<0>{}) && divides(C<1>{}) && divides(C<2>{});
}
}  // namespace detail

/// MMA atoms laid out over (M, N, K) by AtomLayoutMNK (so the threads are (V, M, N, K): the atom's V
/// threads, then the atoms), the tile's M, N and K each permuted by PermutationMNK (`_`: none).
CUTE_EXPORT template <class Atom, class AtomLayoutMNK, class PermutationMNK = tuple<Underscore, Underscore, Underscore>>
struct TiledMMA : Atom, private detail::tuple_leaf<0, decltype(tiled_product(typename Atom::ThrID{}, AtomLayoutMNK{}))> {
  static_assert(is_mma_atom_v<Atom>, "TiledMMA: the first argument must be an MMA_Atom");
  static_assert(rank_v<AtomLayoutMNK> == 3, "TiledMMA: the atom layout must have rank 3 (M, N, K)");
  static_assert(tuple_type<PermutationMNK> && rank_v<PermutationMNK> == 3,
                "TiledMMA: the permutation must be a tuple of three tilers (M, N, K)");
  static_assert(detail::static_tiler<PermutationMNK>, "TiledMMA: the permutation must be static");

  using AtomShape_MNK = typename Atom::Shape_MNK;
  using AtomThrID = typename Atom::ThrID;
  using AtomLayoutC_TV = typename Atom::LayoutC_TV;
  using AtomLayoutA_TV = typename Atom::LayoutA_TV;
  using AtomLayoutB_TV = typename Atom::LayoutB_TV;
  using ThrLayoutVMNK = decltype(tiled_product(AtomThrID{}, AtomLayoutMNK{}));
  using Permutation = PermutationMNK;


 public:
  static_assert(detail::atom_divides_tile<Atom, AtomLayoutMNK, PermutationMNK>(),
                "TiledMMA: the atom does not divide the tile (a permutation's size must be a multiple or a divisor of the atom's "
                "extent times the number of atoms along its mode)");

  constexpr TiledMMA() = default;
  CUTE_HOST_DEVICE constexpr TiledMMA(Atom const& atom, AtomLayoutMNK const& thr_layout_mnk)
      : Atom(atom), detail::tuple_leaf<0, ThrLayoutVMNK>{tiled_product(AtomThrID{}, thr_layout_mnk)} {}

  /// The threads as (V, M, N, K): the atom's V threads, then the atoms (held as a tuple leaf: a
  /// static layout is not stored, so a static TiledMMA is an empty class).
  CUTE_HOST_DEVICE constexpr decltype(auto) thr_layout_vmnk() const {
    return get<0>(static_cast<detail::tuple_leaf<0, ThrLayoutVMNK> const&>(*this));
  }

  CUTE_HOST_DEVICE constexpr auto get_thr_layout_vmnk() const { return this->thr_layout_vmnk(); }

  /// The tiler of mode I (0 M, 1 N, 2 K): the permutation, or atom extent * atoms along I.
  template <int I>
  CUTE_HOST_DEVICE constexpr auto permutation_mnk() const {
    auto perm = get<I>(PermutationMNK{});
    if constexpr (underscore<decltype(perm)>) {
      return size<I>(AtomShape_MNK{}) * size<I + 1>(this->thr_layout_vmnk());
    } else {
      return perm;
    }
  }
  /// The tile's extent along mode I: the atoms' extent, or the permutation's size where it is larger.
  template <int I>
  CUTE_HOST_DEVICE constexpr auto tile_size_mnk() const {
    return max(size<I>(AtomShape_MNK{}) * size<I + 1>(this->thr_layout_vmnk()), size(permutation_mnk<I>()));
  }

  /// C (M, N) -> ((ThrV, (ThrM, ThrN)), (FrgV, (RestM, RestN))).
  template <class S, class D>
  CUTE_HOST_DEVICE constexpr auto thrfrg_C(Layout<S, D> const& c) const {
    return thrfrg<0, 1, 1, 2>(c, AtomLayoutC_TV{});
  }
  /// A (M, K) -> ((ThrV, (ThrM, ThrK)), (FrgV, (RestM, RestK))).
  template <class S, class D>
  CUTE_HOST_DEVICE constexpr auto thrfrg_A(Layout<S, D> const& a) const {
    return thrfrg<0, 2, 1, 3>(a, AtomLayoutA_TV{});
  }
  /// B (N, K) -> ((ThrV, (ThrN, ThrK)), (FrgV, (RestN, RestK))).
  template <class S, class D>
  CUTE_HOST_DEVICE constexpr auto thrfrg_B(Layout<S, D> const& b) const {
    return thrfrg<1, 2, 2, 3>(b, AtomLayoutB_TV{});
  }

  /// The thread index -> the thread's coordinate in thr_layout_vmnk, as an index of it (identity for
  /// a compact atom layout).
  CUTE_HOST_DEVICE constexpr auto thridx_to_thrid() const {
    return composition(make_layout(make_shape(size(this->thr_layout_vmnk()), _1{}), make_stride(_1{}, _0{})),
                       right_inverse(make_layout(this->thr_layout_vmnk(), complement(this->thr_layout_vmnk()))));
  }

  /// (thread index, value) -> the column-major index of (m, n) in the tile.
  CUTE_HOST_DEVICE constexpr auto get_layoutC_TV() const {
    auto ref = make_layout(make_shape(tile_size_mnk<0>(), tile_size_mnk<1>()));
    return layout_tv<0, 1, 1, 2>(ref, AtomLayoutC_TV{}, Underscore{});
  }
  /// (thread index, value) -> the column-major index of (m, k); threads of other N share A.
  CUTE_HOST_DEVICE constexpr auto get_layoutA_TV() const {
    auto ref = make_layout(make_shape(tile_size_mnk<0>(), tile_size_mnk<2>()));
    auto atile = make_tile(Underscore{}, make_tile(make_layout(make_shape(size<1>(this->thr_layout_vmnk()), size<2>(this->thr_layout_vmnk())),
                                                               make_stride(_1{}, _0{})),
                                                   Underscore{}));
    return layout_tv<0, 2, 1, 3>(ref, AtomLayoutA_TV{}, make_tile(atile, Underscore{}));
  }
  /// (thread index, value) -> the column-major index of (n, k); threads of other M share B.
  CUTE_HOST_DEVICE constexpr auto get_layoutB_TV() const {
    auto ref = make_layout(make_shape(tile_size_mnk<1>(), tile_size_mnk<2>()));
    auto btile = make_tile(Underscore{}, make_tile(make_layout(make_shape(size<1>(this->thr_layout_vmnk()), size<2>(this->thr_layout_vmnk())),
                                                               make_stride(_0{}, _1{})),
                                                   Underscore{}));
    return layout_tv<1, 2, 2, 3>(ref, AtomLayoutB_TV{}, make_tile(btile, Underscore{}));
  }

  template <integer ThrIdx>
  CUTE_HOST_DEVICE constexpr auto get_slice(ThrIdx const& thr_idx) const {
    auto thr_vmnk = detail::flat_coord_of_index(this->thr_layout_vmnk(), thr_idx);
    return ThrMMA<TiledMMA, decltype(thr_vmnk)>{*this, thr_vmnk};
  }
  template <integer ThrIdx>
  CUTE_HOST_DEVICE constexpr auto get_thread_slice(ThrIdx const& thr_idx) const {
    return get_slice(thr_idx);
  }

 private:
  // The tilers of thrfrg's steps: the permutation, the atom's tile, the atom's (thread, value) layout,
  // the threads' tile.
  template <int P, int Q, int TP, int TQ, class AtomTV>
  CUTE_HOST_DEVICE constexpr auto thrfrg_tilers(AtomTV const& atom_tv) const {
    return make_tuple(make_tile(permutation_mnk<P>(), permutation_mnk<Q>()),
                      make_tile(make_layout(size<P>(AtomShape_MNK{})), make_layout(size<Q>(AtomShape_MNK{}))), make_tile(atom_tv, Underscore{}),
                      make_tile(Underscore{}, make_tile(make_layout(size<TP>(this->thr_layout_vmnk())), make_layout(size<TQ>(this->thr_layout_vmnk())))));
  }
  // The partitioning of a matrix of modes (P, Q) of the MNK tile: permute, divide into atoms, take the
  // atom's (thread, value) layout, then gather the atoms of the threads (modes TP, TQ of VMNK); in one
  // operation of the static path where it can (atom/partition_ops.hpp), else step by step.
  template <int P, int Q, int TP, int TQ, class S, class D, class AtomTV>
  CUTE_HOST_DEVICE constexpr auto thrfrg(Layout<S, D> const& m, AtomTV const& atom_tv) const {
    static_assert(rank_v<S> >= 2, "TiledMMA: the tensor to partition must have rank 2 at least");
    using Tilers = decltype(thrfrg_tilers<P, Q, TP, TQ>(atom_tv));
    using Op = detail::value_algebra::op_mma_thrfrg;
    using P0 = decltype(detail::element_type<0>(std::declval<Tilers>()));
    using P1 = decltype(detail::element_type<1>(std::declval<Tilers>()));
    using P2 = decltype(detail::element_type<2>(std::declval<Tilers>()));
    using P3 = decltype(detail::element_type<3>(std::declval<Tilers>()));
    if constexpr (detail::value_algebra::fast_result<Op, Layout<S, D>, P0, P1, P2, P3>) {
      return detail::value_algebra::fast_layout<Op, P0, P1, P2, P3>(m);
    } else {
      auto const t = thrfrg_tilers<P, Q, TP, TQ>(atom_tv);
      return zipped_divide(composition(zipped_divide(logical_divide(m, get<0>(t)), get<1>(t)), get<2>(t)), get<3>(t));
    }
  }
  // get_layout{A,B,C}_TV: thrfrg of the tile ref, composed with share (the sharing of the operand
  // among the threads of the other mode), then with the thread index's map.
  template <int P, int Q, int TP, int TQ, class S, class D, class AtomTV, class Share>
  CUTE_HOST_DEVICE constexpr auto layout_tv(Layout<S, D> const& ref, AtomTV const& atom_tv, Share const& share) const {
    using Tilers = decltype(thrfrg_tilers<P, Q, TP, TQ>(atom_tv));
    using ThrId = decltype(make_tile(thridx_to_thrid(), Underscore{}));
    using Op = detail::value_algebra::op_mma_layout_tv;
    using P0 = decltype(detail::element_type<0>(std::declval<Tilers>()));
    using P1 = decltype(detail::element_type<1>(std::declval<Tilers>()));
    using P2 = decltype(detail::element_type<2>(std::declval<Tilers>()));
    using P3 = decltype(detail::element_type<3>(std::declval<Tilers>()));
    if constexpr (detail::value_algebra::fast_result<Op, Layout<S, D>, P0, P1, P2, P3, Share, ThrId>) {
      return detail::value_algebra::fast_layout<Op, P0, P1, P2, P3, Share, ThrId>(ref);
    } else {
      return composition(composition(thrfrg<P, Q, TP, TQ>(ref, atom_tv), share), make_tile(thridx_to_thrid(), Underscore{}));
    }
  }
};

/// A TiledMMA of one atom, atoms laid out by thr_layout over (M, N, K) (missing modes 1), the tile
/// permuted by permutations (missing modes `_`).
CUTE_EXPORT template <class Op, class ThrLayout = Layout<Shape<_1, _1, _1>>, class Permutations = tuple<Underscore, Underscore, Underscore>>
CUTE_HOST_DEVICE constexpr auto make_tiled_mma(MMA_Atom<Op> const& atom, ThrLayout const& thr_layout = {},
                                               Permutations const& permutations = {}) {
  static_assert(layout_type<ThrLayout>, "make_tiled_mma: the atom layout must be a Layout over (M, N, K)");
  static_assert(rank_v<decltype(thr_layout.shape())> <= 3, "make_tiled_mma: the atom layout has more than 3 modes (M, N, K)");
  auto thr_layout_mnk = append<3>(thr_layout, Layout<_1, _0>{});
  auto permutation_mnk = detail::pad_tuple<3>(wrap(permutations), Underscore{});
  // Checked here too, so that the error names this call rather than the class's instantiation.
  constexpr bool atom_divides_tile =
      detail::atom_divides_tile<MMA_Atom<Op>, decltype(thr_layout_mnk), decltype(permutation_mnk)>();
  static_assert(atom_divides_tile, "make_tiled_mma: the atom does not divide the tile (a permutation's size must be a "
                                   "multiple or a divisor of the atom's extent times the number of atoms along its mode)");
  if constexpr (atom_divides_tile) {
    return TiledMMA<MMA_Atom<Op>, decltype(thr_layout_mnk), decltype(permutation_mnk)>{atom, thr_layout_mnk};
  } else {
    return TiledMMA<MMA_Atom<Op>, decltype(thr_layout_mnk)>{atom, thr_layout_mnk};  // no follow-up errors
  }
}
CUTE_EXPORT template <mma_operation Op, class ThrLayout = Layout<Shape<_1, _1, _1>>,
                      class Permutations = tuple<Underscore, Underscore, Underscore>>
CUTE_HOST_DEVICE constexpr auto make_tiled_mma(Op const&, ThrLayout const& thr_layout = {}, Permutations const& permutations = {}) {
  return make_tiled_mma(MMA_Atom<Op>{}, thr_layout, permutations);
}

CUTE_EXPORT template <class T>
inline constexpr bool is_tiled_mma_v = false;
template <class A, class L, class P>
inline constexpr bool is_tiled_mma_v<TiledMMA<A, L, P>> = true;
template <class T, class V>
inline constexpr bool is_tiled_mma_v<ThrMMA<T, V>> = true;

/// A TiledMMA (or a thread's slice of one).
CUTE_EXPORT template <class T>
concept tiled_mma = is_tiled_mma_v<cute::detail::uncvref_t<T>>;

/// Size of the tile along mode I (0 M, 1 N, 2 K).
CUTE_EXPORT template <int I, class A, class L, class P>
CUTE_HOST_DEVICE constexpr auto tile_size(TiledMMA<A, L, P> const& mma) {
  return mma.template tile_size_mnk<I>();
}
CUTE_EXPORT template <class A, class L, class P>
CUTE_HOST_DEVICE constexpr auto tile_shape(TiledMMA<A, L, P> const& mma) {
  return make_shape(tile_size<0>(mma), tile_size<1>(mma), tile_size<2>(mma));
}
/// The number of threads of the TiledMMA (of mode I... of VMNK).
CUTE_EXPORT template <std::size_t... I, class A, class L, class P>
CUTE_HOST_DEVICE constexpr auto size(TiledMMA<A, L, P> const& mma) {
  return size<I...>(mma.get_thr_layout_vmnk());
}
CUTE_EXPORT template <std::size_t... I, class A, class L, class P>
CUTE_HOST_DEVICE constexpr auto thr_size(TiledMMA<A, L, P> const& mma) {
  return size<I...>(mma.get_thr_layout_vmnk());
}

CUTE_EXPORT namespace detail {
// The values of thread 0 in a (thread, value) partitioning: ((V, rest...)) -> the shape (V, rest...).
template <class TV>
CUTE_HOST_DEVICE constexpr auto partition_shape_of(TV const& tv, std::size_t) {
  constexpr std::size_t R = rank_v<decltype(shape<1, 1>(tv))>;
  return shape(slice(make_coord(_0{}, make_coord(Underscore{}, repeat_n<R>(Underscore{}))), tv));
}
}  // namespace detail

/// The shape of one thread's part of an (M, N) C: (V, RestM, RestN).
CUTE_EXPORT template <class A, class L, class P, int_tuple ShapeMN>
CUTE_HOST_DEVICE constexpr auto partition_shape_C(TiledMMA<A, L, P> const& mma, ShapeMN const& shape_mn) {
  return detail::partition_shape_of(mma.thrfrg_C(make_layout(shape_mn)), 0);
}
CUTE_EXPORT template <class A, class L, class P, int_tuple ShapeMK>
CUTE_HOST_DEVICE constexpr auto partition_shape_A(TiledMMA<A, L, P> const& mma, ShapeMK const& shape_mk) {
  return detail::partition_shape_of(mma.thrfrg_A(make_layout(shape_mk)), 0);
}
CUTE_EXPORT template <class A, class L, class P, int_tuple ShapeNK>
CUTE_HOST_DEVICE constexpr auto partition_shape_B(TiledMMA<A, L, P> const& mma, ShapeNK const& shape_nk) {
  return detail::partition_shape_of(mma.thrfrg_B(make_layout(shape_nk)), 0);
}
/// Owning register fragments for one thread's part of an (M, K) A and an (N, K) B.
CUTE_EXPORT template <class A, class L, class P, int_tuple ShapeMK>
CUTE_HOST_DEVICE constexpr auto partition_fragment_A(TiledMMA<A, L, P> const& mma, ShapeMK const& shape_mk) {
  return make_tensor<typename A::FrgTypeA>(partition_shape_A(mma, shape_mk));
}
CUTE_EXPORT template <class A, class L, class P, int_tuple ShapeNK>
CUTE_HOST_DEVICE constexpr auto partition_fragment_B(TiledMMA<A, L, P> const& mma, ShapeNK const& shape_nk) {
  return make_tensor<typename A::FrgTypeB>(partition_shape_B(mma, shape_nk));
}
/// An owning register fragment for one thread's part of an (M, N) C.
CUTE_EXPORT template <class A, class L, class P, int_tuple ShapeMN>
CUTE_HOST_DEVICE constexpr auto partition_fragment_C(TiledMMA<A, L, P> const& mma, ShapeMN const& shape_mn) {
  return make_tensor<typename A::FrgTypeC>(partition_shape_C(mma, shape_mn));
}

// ThrMMA ---------------------------------------------------------------------------------------------

/// One thread's view of a TiledMMA: its coordinate (v, m, n, k) in the threads.
template <class TiledMMA_, class ThrVMNK>
struct ThrMMA : TiledMMA_ {
  ThrVMNK thr_vmnk_;

  constexpr ThrMMA() = default;
  CUTE_HOST_DEVICE constexpr ThrMMA(TiledMMA_ const& mma, ThrVMNK const& c) : TiledMMA_(mma), thr_vmnk_(c) {}

  /// The thread's part of C (M, N, ...): (V, RestM, RestN, ...).
  template <class CTensor>
  CUTE_HOST_DEVICE constexpr auto partition_C(CTensor&& c) const {
    return part(c, detail::map_inner(c.layout(), [&](auto const& l) { return this->thrfrg_C(l); }), make_coord(get<0>(thr_vmnk_), make_coord(get<1>(thr_vmnk_), get<2>(thr_vmnk_))));
  }
  /// The thread's part of A (M, K, ...): (V, RestM, RestK, ...).
  template <class ATensor>
  CUTE_HOST_DEVICE constexpr auto partition_A(ATensor&& a) const {
    return part(a, detail::map_inner(a.layout(), [&](auto const& l) { return this->thrfrg_A(l); }), make_coord(get<0>(thr_vmnk_), make_coord(get<1>(thr_vmnk_), get<3>(thr_vmnk_))));
  }
  /// The thread's part of B (N, K, ...): (V, RestN, RestK, ...).
  template <class BTensor>
  CUTE_HOST_DEVICE constexpr auto partition_B(BTensor&& b) const {
    return part(b, detail::map_inner(b.layout(), [&](auto const& l) { return this->thrfrg_B(l); }), make_coord(get<0>(thr_vmnk_), make_coord(get<2>(thr_vmnk_), get<3>(thr_vmnk_))));
  }
  template <class CTensor>
  CUTE_HOST_DEVICE constexpr auto partition_fragment_C(CTensor&& c) const {
    return TiledMMA_::make_fragment_C(partition_C(c));
  }
  template <class ATensor>
  CUTE_HOST_DEVICE constexpr auto partition_fragment_A(ATensor&& a) const {
    return TiledMMA_::make_fragment_A(partition_A(a));
  }
  template <class BTensor>
  CUTE_HOST_DEVICE constexpr auto partition_fragment_B(BTensor&& b) const {
    return TiledMMA_::make_fragment_B(partition_B(b));
  }

 private:
  template <class T, class TV, class ThrCoord>
  CUTE_HOST_DEVICE static constexpr auto part(T&& t, TV const& tv, ThrCoord const& thr) {
    constexpr std::size_t R = rank_v<cute::detail::uncvref_t<decltype(tv.template shape<1, 1>())>>;
    return detail::slice_tensor(make_tensor(t.data(), tv), make_coord(thr, make_coord(Underscore{}, detail::repeat_n<R>(Underscore{}))));
  }
};

}  // namespace cute

// cute/algorithm/copy.hpp: copy(atom, src, dst) and copy_if(atom, pred, src, dst) with a Copy_Atom or
// TiledCopy: a thread's partitioned fragments (CPY, rest...) are copied one mode-0 slice at a time
// through the instruction. (The element-wise copy(src, dst) is the tensor layer's.)
#pragma once
#include <cute/config.hpp>
#include <cute/atom/copy_atom.hpp>
#include <cute/tensor.hpp>

namespace cute {

CUTE_EXPORT namespace detail {
// copy through an atom: rank 1, one call; more, a call per index of the modes after the first.
template <class Atom, class Src, class Dst>
CUTE_HOST_DEVICE constexpr void copy_through_atom(Atom const& atom, Src const& src, Dst&& dst) {
  constexpr int R = rank_v<cute::detail::uncvref_t<decltype(src.shape())>>;
  static_assert(R == rank_v<cute::detail::uncvref_t<decltype(dst.shape())>>, "copy: the source and destination have different ranks");
  if constexpr (R == 1) {
    atom.call(src, dst);
  } else {
    auto grouped = [](auto const& l) { return group<1, R>(l); };
    auto s = make_tensor(src.data(), detail::map_inner(src.layout(), grouped));
    auto d = make_tensor(dst.data(), detail::map_inner(dst.layout(), grouped));
    using SS = cute::detail::uncvref_t<decltype(s.shape())>;
    using DS = cute::detail::uncvref_t<decltype(d.shape())>;
    static_assert(detail::sizes_may_match<decltype(make_layout(get<1>(SS{}))), decltype(make_layout(get<1>(DS{})))>,
                  "copy: the source and destination have different numbers of atom copies");
    CUTE_UNROLL
    for (int i = 0; i < int(size(get<1>(d.shape()))); ++i) {
      atom.call(detail::slice_tensor(s, make_coord(Underscore{}, i)), detail::slice_tensor(d, make_coord(Underscore{}, i)));
    }
  }
}
}  // namespace detail

/// Copies src to dst with the atom's instruction: rank 1, one call; more, a call per index of the
/// modes after the first. (The auto-vectorizing atom copies the whole tensors as vectors.)
CUTE_EXPORT template <copy_atom_type Atom, tensor_type Src, tensor_type Dst>
CUTE_HOST_DEVICE constexpr void copy(Atom const& atom, Src const& src, Dst&& dst) {
  if constexpr (detail::auto_vectorizing_bits_v<typename cute::detail::uncvref_t<Atom>::CopyOp>) {
    // The auto-vectorizing copy works on whole tensors of any shapes, as CuTe's.
    detail::check_same_size("copy", src, dst);
    detail::copy_vectorized<detail::auto_vectorizing_bits_v<typename cute::detail::uncvref_t<Atom>::CopyOp>>(src, dst);
  } else {
    detail::copy_through_atom(atom, src, dst);
  }
}

/// copy(AutoVectorizingCopyWithAssumedAlignment<N>{}, src, dst): src to dst as the widest vectors
/// (up to N bits) that both layouts allow.
CUTE_EXPORT template <int MaxVecBits, tensor_type Src, tensor_type Dst>
CUTE_HOST_DEVICE constexpr void copy(AutoVectorizingCopyWithAssumedAlignment<MaxVecBits> const&, Src const& src, Dst&& dst) {
  detail::check_same_size("copy", src, dst);
  detail::copy_vectorized<MaxVecBits>(src, dst);
}

/// CuTe's copy_aligned: copy assuming both tensors' data aligned to 128 bits, so as vectors of up
/// to 128 bits where their layouts allow.
CUTE_EXPORT template <tensor_type Src, tensor_type Dst>
CUTE_HOST_DEVICE constexpr void copy_aligned(Src const& src, Dst&& dst) {
  copy(AutoVectorizingCopyWithAssumedAlignment<128>{}, src, dst);
}

/// copy, each atom copy guarded by the predicate at its index of the modes after the first (pred has
/// the partition's shape, read at value 0, or the shape of the modes after the first); cp.async ZFILL writes
/// zeros where the predicate is false.
CUTE_EXPORT template <copy_atom_type Atom, tensor_type Pred, tensor_type Src, tensor_type Dst>
CUTE_HOST_DEVICE constexpr void copy_if(Atom const& atom, Pred const& pred, Src const& src, Dst&& dst) {
  constexpr int R = rank_v<cute::detail::uncvref_t<decltype(src.shape())>>;
  constexpr int RP = rank_v<cute::detail::uncvref_t<decltype(pred.shape())>>;
  static_assert(RP == R || RP == R - 1, "copy_if: the predicate must have the rank of the source, or one less (no value mode)");
  if constexpr (RP == R - 1) {
    copy_if(atom, make_tensor(pred.data(), prepend(pred.layout(), Layout<_1, _0>{})), src, dst);
  } else if constexpr (R == 1) {
    atom.call(pred, src, dst);
  } else {
    auto grouped = [](auto const& l) { return group<1, R>(l); };
    auto p = make_tensor(pred.data(), detail::map_inner(pred.layout(), grouped));
    auto s = make_tensor(src.data(), detail::map_inner(src.layout(), grouped));
    auto d = make_tensor(dst.data(), detail::map_inner(dst.layout(), grouped));
    CUTE_UNROLL
    for (int i = 0; i < int(size(get<1>(d.shape()))); ++i) {
      atom.call(detail::slice_tensor(p, make_coord(Underscore{}, i)), detail::slice_tensor(s, make_coord(Underscore{}, i)),
                detail::slice_tensor(d, make_coord(Underscore{}, i)));
    }
  }
}

/// copy_if(atom, pred, src, dst) with pred a callable rather than a tensor (CuTe's older form, which
/// CuTe keeps deprecated): pred(i) guards the atom copy at the 1-D index i of the modes after the
/// first (column-major over them), every value of that copy alike.
CUTE_EXPORT template <copy_atom_type Atom, class Pred, tensor_type Src, tensor_type Dst>
  requires(!tensor_type<Pred> && std::predicate<Pred const&, int>)
CUTE_HOST_DEVICE constexpr void copy_if(Atom const& atom, Pred const& pred, Src const& src, Dst&& dst) {
  auto rest = make_tensor(counting_iterator<int>{0}, make_layout(replace<0>(dst.shape(), _1{})));
  copy_if(atom, lazy::transform(rest, [&](int i) -> bool { return pred(i); }), src, dst);
}

}  // namespace cute

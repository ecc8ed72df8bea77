// cute/atom/partition_ops.hpp: chains of the layout algebra that the atoms run on every partitioning
// (TiledMMA's thrfrg, TiledCopy's tidfrg), each as one operation of the static path: the value
// algebra runs the whole chain on the encoded operands and only the final layout's type is decoded.
// Run step by step, each intermediate layout is a type of its own, with its encoding, its decoding
// and the functions instantiated on it: nvcc's device front end keeps all of them (a kernel's
// partitionings were a third of its peak memory). The results are the chain's, by construction:
// each step is the function the step's own operation runs; where the chain cannot run on values
// (a decision on a dynamic value), the caller runs it step by step.
#pragma once
#include <cute/config.hpp>
#include <cute/layout.hpp>  // (in the cute.atom module, provided by its import of cute.layout)

namespace cute {
CUTE_EXPORT namespace detail {
namespace value_algebra {

/// TiledMMA's thrfrg: logical_divide(m, permutation), zipped_divide by the atom's tile, composition
/// with (atom's (thread, value) layout, _), zipped_divide by the threads' tile.
struct op_mma_thrfrg {
  static constexpr caller where = caller::tiled_partition;
  template <class T>
  static constexpr T run(T const& m, T const& permutation, T const& atom_tile, T const& atom_tv, T const& thr_tile) {
    T const permuted = divide_tree(as_layout(m), permutation, arrangement::logical);
    T const atoms = divide_tree(permuted, atom_tile, arrangement::zipped);
    return divide_tree(compose_tiler(atoms, atom_tv), thr_tile, arrangement::zipped);
  }
};

/// TiledMMA's get_layout{A,B,C}_TV: thrfrg of the tile, composed with the tile that shares the
/// operand among the threads of the other mode (`_` for C), then with the thread index's map.
struct op_mma_layout_tv {
  static constexpr caller where = caller::tiled_partition;
  template <class T>
  static constexpr T run(T const& ref, T const& permutation, T const& atom_tile, T const& atom_tv, T const& thr_tile, T const& share,
                         T const& thrid) {
    return compose_tiler(compose_tiler(op_mma_thrfrg::run(ref, permutation, atom_tile, atom_tv, thr_tile), share), thrid);
  }
};

/// zip of a layout whose modes have equal ranks: ((a0,b0),(a1,b1)) -> ((a0,a1),(b0,b1)) (a leaf mode
/// counts as a 1-tuple).
template <class T>
CUTE_HOST_DEVICE constexpr T zip_tree(T const& l) {
  if (!l.ok) return l;
  if (l.rank[0] < 1) return failed<T>(algebra_error::rank);
  int const r = l.rank[0];
  int const n = rank_of(mode(l, 0));
  T out;
  push(out, n);
  for (int j = 0; j < n; ++j) {
    push(out, r);
    for (int i = 0; i < r; ++i) {
      T const m = mode(l, i);
      if (m.rank[0] < 0 ? j != 0 : j >= m.rank[0]) return failed<T>(algebra_error::rank);
      append_subtree(out, mode(m, j), 0);
    }
  }
  return out;
}

/// TiledCopy's (thread, value) -> coordinate in the tile, of the instruction's source or destination:
/// ref2trg = composition(right_inverse(atom's reference layout), atom's target layout), then
/// coalesce(zip(composition(zipped_divide(tiled (thread, value) layout, atom's (threads, values)),
/// (ref2trg, _))), (1, (1, 1))).
struct op_copy_thrval2mn {
  static constexpr caller where = caller::tiled_partition;
  template <class T>
  static constexpr T run(T const& tiled_tv, T const& atom_shape, T const& atom_ref, T const& atom_trg) {
    T const ref2trg = compose_tree(right_inverse_tree(as_layout(atom_ref)), as_layout(atom_trg));
    if (!ref2trg.ok) return ref2trg;
    T tile;
    push(tile, 2);
    append_subtree(tile, as_tiler(ref2trg), 0);
    push(tile, under);
    T profile;
    push(profile, 2);
    push(profile, leaf, 1);
    push(profile, 2);
    push(profile, leaf, 1);
    push(profile, leaf, 1);
    return coalesce_by(zip_tree(compose_tiler(divide_tree(as_layout(tiled_tv), atom_shape, arrangement::zipped), tile)), profile);
  }
};

/// TiledCopy's retile of a fragment frg (V, rest...) into ((atom values, atom repeats), rest...):
///   frg_mn = upcast<threads * V>(composition(right_inverse(tiled (thread, value) layout), tile layout))
///   frg_v  = zipped_divide(logical_product(V layout, right_inverse(frg_mn)), atom values layout)
///   slice((_, (0, _, ...)), composition(zipped_divide(frg, (V, product_each(shape(frg_mn))...)), (frg_v, _)))
struct op_copy_retile {
  static constexpr caller where = caller::tiled_partition;
  template <class T>
  static constexpr T run(T const& fragment, T const& tiled_tv, T const& tile_mn, T const& values, T const& atom_values) {
    using B = typename T::bounds;
    T const frg = as_layout(fragment), tv = as_layout(tiled_tv);
    if (!frg.ok) return frg;
    if (!tv.ok) return tv;
    bool ok = true;
    long long const n = mul<B>(size_of(tv, child(tv, 0, 0), ok), size_of(as_layout(values), 0, ok), ok);
    if (!ok || tv.rank[0] != 2) return failed<T>(unknown_or_overflow(tv));
    T const frg_mn = recast_by(compose_tree(right_inverse_tree(tv), as_layout(tile_mn)), n, true);
    if (!frg_mn.ok) return frg_mn;
    if (frg_mn.rank[0] < 0) return failed<T>(algebra_error::rank);
    T const frg_v = divide_tree(product_tree(as_layout(values), as_tiler(right_inverse_tree(frg_mn)), arrangement::logical), atom_values,
                                arrangement::zipped);
    T tiler;
    push(tiler, 1 + frg_mn.rank[0]);
    push(tiler, leaf, size_of(as_layout(values), 0, ok));
    for (int i = 0; i < frg_mn.rank[0]; ++i) push(tiler, leaf, size_of(frg_mn, child(frg_mn, 0, i), ok));
    if (!ok) return failed<T>(unknown_or_overflow(frg_mn));
    T tile;
    push(tile, 2);
    append_subtree(tile, as_tiler(frg_v), 0);
    push(tile, under);
    T const v = compose_tiler(divide_tree(frg, tiler, arrangement::zipped), tile);
    if (!v.ok) return v;
    int const r = rank_of(frg);
    T const rest = mode(v, 1);
    if (v.rank[0] != 2 || rest.rank[0] != r) return failed<T>(algebra_error::rank);
    T out;
    push(out, r);
    append_subtree(out, mode(v, 0), 0);
    for (int i = 1; i < r; ++i) append_subtree(out, mode(rest, i), 0);
    return out;
  }
};

/// TiledCopy's tidfrg: zipped_divide(t, tiler), composition with (thrval2mn, _), sliced at ((_, _), _):
/// (thread, value, rest).
struct op_copy_tidfrg {
  static constexpr caller where = caller::tiled_partition;
  template <class T>
  static constexpr T run(T const& t, T const& tiler, T const& thrval_tile) {
    T const tv = compose_tiler(divide_tree(as_layout(t), tiler, arrangement::zipped), thrval_tile);
    if (!tv.ok) return tv;
    T const thrval = mode(tv, 0);
    if (tv.rank[0] != 2 || thrval.rank[0] != 2) return failed<T>(algebra_error::not_rank_two);
    T out;
    push(out, 3);
    append_subtree(out, mode(thrval, 0), 0);
    append_subtree(out, mode(thrval, 1), 0);
    append_subtree(out, mode(tv, 1), 0);
    return out;
  }
};

}  // namespace value_algebra
}  // namespace detail
}  // namespace cute

// cute/layout/runtime_layout.hpp: layouts whose structure (rank, nesting) is known only at run time,
// and the layout algebra on them: the same value algebra (value_algebra.hpp) the static path runs at
// compile time, on trees that grow as needed, with 64-bit checked integers. A failed operation
// throws cute::error with the algebra's message (algebra_error.hpp). Host only: what cute-layout
// evaluates on. Not part of <cute/layout.hpp> (it brings in <vector>).
#pragma once
#include <cute/config.hpp>
#include <cute/layout/algebra_error.hpp>
#include <cute/layout/value_algebra.hpp>
#include <cute/numeric.hpp>

#if !defined(__CUDA_ARCH__)
#include <ostream>
#include <string>
#include <vector>

namespace cute {
CUTE_EXPORT namespace detail::value_algebra {
// An array that grows on write; reading past its end gives T{} (as a fixed array's unused slots).
template <class T>
struct growable {
  std::vector<T> values;
  T operator[](int i) const { return i < static_cast<int>(values.size()) ? values[static_cast<std::size_t>(i)] : T{}; }
  T& operator[](int i) {
    if (i >= static_cast<int>(values.size())) values.resize(static_cast<std::size_t>(i) + 1);
    return values[static_cast<std::size_t>(i)];
  }
};

// Run-time layouts: any number of nodes, 64-bit values, compositions checked over 2^24 coordinates.
struct runtime_bounds {
  static constexpr bool compile_time = false;
  static constexpr int capacity = 0;  // unbounded
  static constexpr long long max_value = 9223372036854775807LL;
  static constexpr long long max_checked = 1LL << 24;
  template <class T>
  using array = growable<T>;
};
}  // namespace detail::value_algebra

/// A layout, tiler, shape or profile with run-time structure and values.
CUTE_EXPORT using runtime_tree = detail::value_algebra::value_tree<detail::value_algebra::runtime_bounds>;

CUTE_EXPORT namespace detail::value_algebra {
// Shapes, strides and coordinates are trees of integers (their values in the leaves' extents), `_`
// in coordinates.
inline void check_integers(runtime_tree const& t, bool extents) {
  for (int q = 0; q < t.n; ++q) {
    if (t.rank[q] == 0 || (t.rank[q] < 0 && t.rank[q] != leaf)) throw error(error_message(algebra_error::not_a_shape));
    if (extents && t.rank[q] == leaf && t.shape[q] < 0) throw error(error_message(algebra_error::extent));
  }
}

// f(ok), or cute::error where f turns ok false (an integer overflow).
template <class F>
long long without_overflow(F const& f) {
  bool ok = true;
  long long const v = f(ok);
  if (!ok) throw error(error_message(algebra_error::overflow));
  return v;
}

// The index of the coordinate at c of coord in the layout at p of l (crd2idx).
inline long long evaluate_coordinate(runtime_tree const& l, int p, runtime_tree const& coord, int c) {
  return without_overflow([&](bool& ok) {
    if (coord.rank[c] == leaf) return evaluate_tree(l, p, coord.shape[c], ok);
    if (coord.rank[c] < 0 || l.rank[p] != coord.rank[c]) throw error(error_message(algebra_error::coordinate));
    long long index = 0;
    for (int i = 0, q = p + 1, k = c + 1; i < coord.rank[c]; ++i, q = end(l, q), k = end(coord, k))
      index = add<runtime_bounds>(index, evaluate_coordinate(l, q, coord, k), ok);
    return index;
  });
}
// The subtrees of the layout at p of l where the coordinate at c has `_`, appended to out; their count.
inline int slice_modes(runtime_tree& out, runtime_tree const& coord, int c, runtime_tree const& l, int p) {
  if (coord.rank[c] == under) {
    append_subtree(out, l, p);
    return 1;
  }
  if (coord.rank[c] < 0) return 0;
  if (l.rank[p] != coord.rank[c]) throw error(error_message(algebra_error::coordinate));
  int kept = 0;
  for (int i = 0, q = p + 1, k = c + 1; i < coord.rank[c]; ++i, q = end(l, q), k = end(coord, k))
    kept += slice_modes(out, coord, k, l, q);
  return kept;
}
}  // namespace detail::value_algebra

CUTE_EXPORT namespace runtime {

using tree = runtime_tree;

/// Throws cute::error with the reason when t is not a result.
inline tree const& checked(tree const& t) {
  if (!t.ok) throw error(error_message(t.error));
  return t;
}

/// The integer layout s:d (a shape or tiler leaf: d unused).
inline tree leaf(long long s, long long d = 0) { return detail::value_algebra::node<detail::value_algebra::runtime_bounds>(detail::value_algebra::leaf, s, d); }
/// `_` in a tiler.
inline tree underscore() { return detail::value_algebra::node<detail::value_algebra::runtime_bounds>(detail::value_algebra::under); }
/// The tuple of the given trees (a layout of layouts, a tuple of tiler modes).
inline tree tuple(std::vector<tree> const& parts) {
  tree t;
  detail::value_algebra::push(t, static_cast<int>(parts.size()));
  for (auto const& p : parts) detail::value_algebra::append_subtree(t, p, 0);
  return t;
}
/// A layout as an element of a tiler (a tiler mode that is a layout, not a shape).
inline tree tiler_layout(tree const& l) { return detail::value_algebra::as_tiler(l); }

inline int rank(tree const& t) { return detail::value_algebra::rank_of(t); }
inline tree mode(tree const& t, int i) { return checked(detail::value_algebra::mode(t, i)); }

inline long long size(tree const& l) {
  return detail::value_algebra::without_overflow([&](bool& ok) { return detail::value_algebra::size_of(l, 0, ok); });
}
inline long long cosize(tree const& l) {
  return detail::value_algebra::without_overflow([&](bool& ok) { return detail::value_algebra::cosize_tree(l, ok); });
}
/// l at the 1-D coordinate i (the last mode absorbs what lies beyond the size).
inline long long evaluate(tree const& l, long long i) {
  return detail::value_algebra::without_overflow([&](bool& ok) { return detail::value_algebra::evaluate_tree(l, 0, i, ok); });
}

/// make_layout(shape): the compact column-major layout (size-1 modes get stride 0, as CuTe gives
/// static shapes).
inline tree make_layout(tree const& shape) {
  detail::value_algebra::check_integers(shape, true);
  tree l = shape;
  bool ok = true;
  long long current = 1;
  for (int q = 0; q < l.n; ++q) {
    if (l.rank[q] != detail::value_algebra::leaf) continue;
    l.stride[q] = l.shape[q] == 1 ? 0 : current;
    current = detail::value_algebra::mul<detail::value_algebra::runtime_bounds>(current, l.shape[q], ok);
  }
  if (!ok) throw error(error_message(algebra_error::overflow));
  return l;
}
/// make_layout(shape, stride), the stride a tree of integers congruent with the shape.
inline tree make_layout(tree const& shape, tree const& stride) {
  detail::value_algebra::check_integers(shape, true);
  detail::value_algebra::check_integers(stride, false);
  bool congruent = shape.n == stride.n;
  for (int q = 0; congruent && q < shape.n; ++q) congruent = shape.rank[q] == stride.rank[q];
  if (!congruent) throw error(error_message(algebra_error::not_congruent));
  tree l = shape;
  for (int q = 0; q < l.n; ++q) l.stride[q] = stride.shape[q];
  return l;
}

/// l at a coordinate: an integer (1-D) or a tuple split mode by mode (CuTe's crd2idx).
inline long long evaluate(tree const& l, tree const& coord) { return detail::value_algebra::evaluate_coordinate(l, 0, coord, 0); }

/// The modes of l where the coordinate has `_`, as a tuple (CuTe's slice).
inline tree slice(tree const& coord, tree const& l) {
  if (coord.rank[0] == detail::value_algebra::under) return l;
  tree out;
  detail::value_algebra::push(out, 0);
  out.rank[0] = detail::value_algebra::slice_modes(out, coord, 0, l, 0);
  return out;
}

/// Nesting depth: 0 for an integer, 1 + the deepest element for a tuple (a tiler's layout: its own).
inline int depth(tree const& t, int p = 0) {
  if (t.rank[p] == detail::value_algebra::layout_node) return depth(t, p + 1);
  int d = 0;
  for (int i = 0, q = p + 1; i < t.rank[p]; ++i, q = detail::value_algebra::end(t, q))
    if (int const e = 1 + depth(t, q); e > d) d = e;
  return d;
}

inline tree coalesce(tree const& l) { return checked(detail::value_algebra::coalesce_tree(l)); }
inline tree coalesce(tree const& l, tree const& profile) { return checked(detail::value_algebra::coalesce_by(l, profile)); }
inline tree filter_zeros(tree const& l) { return checked(detail::value_algebra::filter_zeros_tree(l)); }
inline tree filter_zeros(tree const& l, tree const& profile) { return checked(detail::value_algebra::filter_zeros_tree(l, profile)); }
inline tree filter(tree const& l) { return checked(detail::value_algebra::filter_tree(l)); }
inline tree filter(tree const& l, tree const& profile) { return checked(detail::value_algebra::filter_by(l, profile)); }

/// Composition with a layout (tiler_layout(b)), an integer, `_` or a tuple of those.
inline tree composition(tree const& a, tree const& tiler) { return checked(detail::value_algebra::compose_tiler(a, tiler)); }
inline tree complement(tree const& a) { return checked(detail::value_algebra::complement_tree(a)); }
inline tree complement(tree const& a, tree const& cotarget) { return checked(detail::value_algebra::complement_tree(a, cotarget)); }
inline tree right_inverse(tree const& l) { return checked(detail::value_algebra::right_inverse_tree(l)); }
inline tree left_inverse(tree const& l) { return checked(detail::value_algebra::left_inverse_tree(l)); }

/// logical_divide (how: logical), zipped_divide, tiled_divide or flat_divide; the products likewise.
using detail::value_algebra::arrangement;
inline tree divide(tree const& a, tree const& t, arrangement how) { return checked(detail::value_algebra::divide_tree(a, t, how)); }
inline tree product(tree const& a, tree const& t, arrangement how) { return checked(detail::value_algebra::product_tree(a, t, how)); }
inline tree blocked_product(tree const& a, tree const& b) { return checked(detail::value_algebra::interleaved_product_tree(a, b, true)); }
inline tree raked_product(tree const& a, tree const& b) { return checked(detail::value_algebra::interleaved_product_tree(a, b, false)); }
/// order: a tuple of ranks (Step<_2,_1> is (2,1)), or a leaf for column-major.
inline tree tile_to_shape(tree const& block, tree const& target, tree const& order = leaf(0)) {
  return checked(detail::value_algebra::tile_to_shape_tree(block, target, order));
}

inline tree upcast(tree const& l, long long n) { return checked(detail::value_algebra::recast_by(l, n, true)); }
inline tree downcast(tree const& l, long long n) { return checked(detail::value_algebra::recast_by(l, n, false)); }
inline tree max_common_layout(tree const& a, tree const& b) { return checked(detail::value_algebra::max_common_layout_tree(a, b)); }
inline long long max_common_vector(tree const& a, tree const& b) { return size(max_common_layout(a, b)); }
inline tree nullspace(tree const& l) { return checked(detail::value_algebra::nullspace_tree(l)); }

inline bool holds(detail::value_algebra::verdict v) {
  if (!v.ok) throw error(error_message(algebra_error::undecided));
  return v.holds;
}
inline bool is_injective(tree const& l) { return holds(detail::value_algebra::is_injective_tree(l)); }
inline bool is_surjective(tree const& l, long long cotarget) { return holds(detail::value_algebra::is_surjective_tree(l, cotarget)); }
inline bool is_bijective(tree const& l, long long cotarget) { return holds(detail::value_algebra::is_bijective_tree(l, cotarget)); }
inline bool is_compact(tree const& l) { return holds(detail::value_algebra::is_compact_tree(l)); }

/// CuTe's print syntax without the `_` of static integers: (4,2):(1,4); a shape alone without ':'.
inline void write_shape(std::string& out, tree const& t, int p, bool strides) {
  if (t.rank[p] == detail::value_algebra::leaf) {
    out += std::to_string(strides ? t.stride[p] : t.shape[p]);
  } else if (t.rank[p] == detail::value_algebra::under) {
    out += "_";
  } else if (t.rank[p] == detail::value_algebra::layout_node) {
    write_shape(out, t, p + 1, false);
    out += ":";
    write_shape(out, t, p + 1, true);
  } else {
    out += "(";
    for (int i = 0; i < t.rank[p]; ++i) {
      if (i > 0) out += ",";
      write_shape(out, t, detail::value_algebra::child(t, p, i), strides);
    }
    out += ")";
  }
}
inline std::string to_string(tree const& layout) {
  std::string s;
  write_shape(s, detail::value_algebra::as_tiler(layout), 0, false);  // as a layout node: shape:stride
  return s;
}

}  // namespace runtime

/// A run-time layout as print_layout and print_latex draw it (rank 1 or 2; rank 1 as one column).
CUTE_EXPORT struct runtime_layout {
  runtime_tree tree;
  runtime_tree matrix;  // rank 2: the tree, or (tree, 1:0)

  explicit runtime_layout(runtime_tree t) : tree(std::move(t)) {
    if (tree.rank[0] == 2) matrix = tree;
    else if (runtime::rank(tree) <= 1) matrix = runtime::tuple({tree, runtime::leaf(1, 0)});
    else throw error("print_layout/print_latex: the layout must have rank 1 or 2");
  }
  long long operator()(long long m, long long n) const {
    runtime_tree const rows = runtime::mode(matrix, 0), cols = runtime::mode(matrix, 1);
    return runtime::evaluate(rows, m) + runtime::evaluate(cols, n);
  }
};

// What the printers read of a layout (print_layout.hpp), for run-time layouts.
CUTE_EXPORT inline runtime_layout as_matrix(runtime_layout const& l) { return runtime_layout(l.matrix); }
CUTE_EXPORT template <std::size_t... I>
long long size(runtime_layout const& l) {
  return runtime::size(runtime::mode(l.matrix, static_cast<int>(I)...));
}
CUTE_EXPORT inline long long cosize(runtime_layout const& l) { return runtime::cosize(l.matrix); }
CUTE_EXPORT template <class Sink>
void write(Sink& out, runtime_layout const& l) {
  out(runtime::to_string(l.tree).c_str());
}

}  // namespace cute
#endif

// cute/layout/value_tree.hpp: a layout (or a tiler, a profile, a cotarget) as a plain value: its nodes
// in preorder, each a tuple of N >= 0 children or a leaf holding an extent and a stride. The layout
// algebra (value_algebra.hpp) is written once, as constexpr functions on these trees. Bounds say how
// many nodes a tree holds and how large its integers may be: static_bounds for the compile-time path
// (a fixed array of a given capacity, values that fit the int of Int<N>), and a growing one for
// layouts whose structure is known only at run time (runtime_layout.hpp, what cute-layout evaluates on).
#pragma once
#include <cute/config.hpp>
#include <cute/layout/algebra_error.hpp>
#include <cute/numeric.hpp>

CUTE_EXPORT namespace cute::detail::value_algebra {

// Node kinds (the rank of a node): a tuple of N >= 0 elements, or one of these.
inline constexpr int leaf = -1;         // an integer (of a layout: a shape and a stride)
inline constexpr int under = -2;        // `_` in a tiler
inline constexpr int layout_node = -3;  // a layout in a tiler: its tree follows as one child

/// Bounds of a fixed capacity: Capacity nodes, values within MaxValue, compositions checked by brute
/// force over at most MaxChecked coordinates; CompileTime: the static path's, which leaves what it
/// cannot compute (an operand too large to check) to the type level.
template <int Capacity, long long MaxValue, long long MaxChecked, bool CompileTime = false>
struct fixed_bounds {
  static constexpr bool compile_time = CompileTime;
  static constexpr int capacity = Capacity;
  static constexpr long long max_value = MaxValue;
  static constexpr long long max_checked = MaxChecked;
  template <class T>
  using array = T[Capacity];
};

// The compile-time path: values within int (that of Int<N>), Capacity nodes.
template <int Capacity>
using static_bounds = fixed_bounds<Capacity, 2147483647LL, 1LL << 16, true>;

/// The nodes that suffice for every operation of the algebra on operands of n nodes in all: a
/// composition's result has at most a mode of A per leaf of B, and a divide or product composes
/// with an operand of at most n + 3 nodes. Static operations run on 40 nodes first (small trees are
/// fast to evaluate) and on capacity_for(n) where those do not suffice.
CUTE_HOST_DEVICE constexpr int capacity_for(int n) { return (n + 4) * (n + 4); }
inline constexpr int small_capacity = 40;

/// A tree of nodes in preorder. ok turns false when an operation has no result (error says why) or an
/// input cannot be encoded: a static operation without a result is then a compile error with the
/// message of error (the inverses, nullspace, max_common_layout, recasts), or, for operations that
/// keep a type-level form for layouts with dynamic extents, that form reports it.
///
/// A leaf's stride may be symbolic (sym != 0): a layout with static extents but dynamic strides (a
/// tile of a matrix with a run-time leading dimension) is computed on here too, its dynamic strides
/// as symbols. sym == 2 * (k + 1) + scaled: the stride is stride[p] (a coefficient) times leaf k of
/// the input's stride; scaled when it was multiplied by a static integer, which makes its type that of
/// int * T, as C<c> * T is. A leaf's extent may be symbolic too (extent_sym, the same way: shape[p]
/// times leaf k of the input's shape), for modes an operation passes through (the dynamic number of
/// tiles of a tiled matrix) or merges where static values decide it (coalesce). A negative symbol,
/// -(low + symbol_product_base * high), is what the complement of a layout and a cotarget encoded as one
/// pair leaves (the cotarget's leaves are the input's last): low = 2 * (k + 1), the leaves from k to the
/// last ceil-divided in turn by shape[p] (times leaf j where high = 2 * (j + 1)) and multiplied, as
/// CuTe's ceil_div divides a shape; or, high = 2 * (e + 1) + 1, shape[p] times the product of leaves
/// k..e; low = 2 * (j + 1) + 1, shape[p] / leaf j, checked when decoded to be at least 1 (A injective).
/// Decisions never read a symbol: where the type-level path would decide on a dynamic value, the
/// operation fails here (and is computed on the values at run time instead).
template <class Bounds>
struct value_tree {
  using bounds = Bounds;
  int n = 0;
  bool ok = true;
  algebra_error error = algebra_error::none;
  typename Bounds::template array<int> rank = {};
  typename Bounds::template array<long long> shape = {};
  typename Bounds::template array<long long> stride = {};
  typename Bounds::template array<int> sym = {};
  typename Bounds::template array<int> extent_sym = {};
};

template <class Tree>
CUTE_HOST_DEVICE constexpr Tree failed(algebra_error why = algebra_error::not_static) {
  Tree t;
  t.ok = false;
  t.error = why;
  return t;
}

template <class Tree>
CUTE_HOST_DEVICE constexpr void fail(Tree& t, algebra_error why) {
  if (t.ok) t.error = why;
  t.ok = false;
}

// Checked arithmetic within the bounds' values: ok turns false on an overflow.
template <class Bounds>
CUTE_HOST_DEVICE constexpr long long within(long long v, bool& ok) {
  if (v > Bounds::max_value || v < -Bounds::max_value - 1) ok = false;
  return v;
}
template <class Bounds>
CUTE_HOST_DEVICE constexpr long long mul(long long a, long long b, bool& ok) {
  bool fits = !product_overflows(a, b);
  long long const p = fits ? within<Bounds>(a * b, fits) : 0;
  ok = ok && fits;
  return fits ? p : 0;
}
template <class Bounds>
CUTE_HOST_DEVICE constexpr long long add(long long a, long long b, bool& ok) {
  if (b > 0 ? a > Bounds::max_value - b : a < -Bounds::max_value - 1 - b) {
    ok = false;
    return 0;
  }
  return a + b;
}
// ceil(a / b) for a >= 0, b > 0, without the overflow of a + b - 1.
template <class T>
CUTE_HOST_DEVICE constexpr T ceil_quotient(T a, T b) {
  return static_cast<T>(a / b + (a % b != 0));
}

template <class B>
CUTE_HOST_DEVICE constexpr void push(value_tree<B>& t, int rank, long long s = 0, long long d = 0, int sym = 0, int extent_sym = 0) {
  if constexpr (B::capacity > 0) {
    if (t.n >= B::capacity) {
      fail(t, algebra_error::capacity);
      return;
    }
  }
  bool ok = true;
  t.rank[t.n] = rank;
  t.shape[t.n] = within<B>(s, ok);
  t.stride[t.n] = within<B>(d, ok);
  t.sym[t.n] = sym;
  t.extent_sym[t.n] = extent_sym;
  ++t.n;
  if (!ok) fail(t, algebra_error::overflow);
}

// c * (d, sym): static when d is, or when c is 0 (C<0> * x is _0); else the symbol, scaled.
struct scaled_stride {
  long long stride;
  int sym;
};
template <class B>
CUTE_HOST_DEVICE constexpr scaled_stride scale(long long c, long long d, int sym, bool& ok) {
  return {mul<B>(c, d, ok), sym == 0 || c == 0 ? 0 : sym | 1};
}

// The product of the symbols (c, c_sym) and (d, d_sym), at least one symbolic: a scaled symbol, or the
// product of two unscaled ones, sym + symbol_product_base * d_sym (the type of T * U); sym -1 where
// it has no such form.
inline constexpr int symbol_product_base = 1 << 16;
template <class B>
CUTE_HOST_DEVICE constexpr scaled_stride symbol_product(long long c, int c_sym, long long d, int d_sym, bool& ok) {
  if (c_sym == 0) return scale<B>(c, d, d_sym, ok);
  if (d_sym == 0) return scale<B>(d, c, c_sym, ok);
  if ((c_sym | d_sym) % 2 == 1 || c_sym >= symbol_product_base || d_sym >= symbol_product_base) {
    ok = false;
    return {0, -1};
  }
  return {1, c_sym + symbol_product_base * d_sym};
}

// The position just past the subtree at p (a tuple opens its elements, a layout node its layout). The
// walks over trees loop rather than recurse: a recursive call graph has no stack size ptxas can state,
// and in device code the run-time algebra then overflows the default 1 KB stack.
template <class B>
CUTE_HOST_DEVICE constexpr int end(value_tree<B> const& t, int p) {
  for (int open = 1; open > 0; ++p) {
    if (p >= t.n) return t.n;  // a failed tree may be incomplete
    open += (t.rank[p] > 0 ? t.rank[p] : t.rank[p] == layout_node ? 1 : 0) - 1;
  }
  return p;
}

// The position of child i of the tuple at p.
template <class B>
CUTE_HOST_DEVICE constexpr int child(value_tree<B> const& t, int p, int i) {
  int q = p + 1;
  for (int j = 0; j < i; ++j) q = end(t, q);
  return q;
}

template <class B, class BIn>
CUTE_HOST_DEVICE constexpr void append_subtree(value_tree<B>& out, value_tree<BIn> const& in, int p) {
  if (!in.ok) {
    fail(out, in.error);
    return;
  }
  int const e = end(in, p);
  for (int q = p; q < e; ++q) push(out, in.rank[q], in.shape[q], in.stride[q], in.sym[q], in.extent_sym[q]);
}

// The product of the extents of the layout at p (a layout node in a tiler counts as 1).
template <class B>
CUTE_HOST_DEVICE constexpr long long size_of(value_tree<B> const& t, int p, bool& ok) {
  if (p >= t.n) {
    ok = false;
    return 0;
  }
  long long s = 1;
  int const e = end(t, p);
  for (int q = p; q < e; ++q) {
    if (t.rank[q] == layout_node) {
      q = end(t, q) - 1;
    } else if (t.rank[q] == leaf) {
      if (t.extent_sym[q] != 0) ok = false;  // a dynamic size
      s = mul<B>(s, t.shape[q], ok);
    }
  }
  return s;
}

// The subtree at p as a tree of its own.
template <class B>
CUTE_HOST_DEVICE constexpr value_tree<B> subtree(value_tree<B> const& in, int p) {
  value_tree<B> t;
  append_subtree(t, in, p);
  return t;
}

template <class B>
CUTE_HOST_DEVICE constexpr int rank_of(value_tree<B> const& t) {
  return t.rank[0] < 0 ? 1 : t.rank[0];
}

// Mode i of the layout l (an integer layout is its own mode 0), as layout<I> does.
template <class B>
CUTE_HOST_DEVICE constexpr value_tree<B> mode(value_tree<B> const& l, int i) {
  if (!l.ok) return l;
  if (l.rank[0] < 0) return i == 0 ? l : failed<value_tree<B>>(algebra_error::rank);
  return i < l.rank[0] ? subtree(l, child(l, 0, i)) : failed<value_tree<B>>(algebra_error::rank);
}

template <class B>
CUTE_HOST_DEVICE constexpr value_tree<B> node(int rank, long long s = 0, long long d = 0, int sym = 0, int extent_sym = 0) {
  value_tree<B> t;
  push(t, rank, s, d, sym, extent_sym);
  return t;
}

// The tuple of the given trees, as a tree of type Out.
template <class Out, class... Parts>
CUTE_HOST_DEVICE constexpr Out join_trees(Parts const&... parts) {
  Out t;
  push(t, static_cast<int>(sizeof...(Parts)));
  (append_subtree(t, parts, 0), ...);
  return t;
}
// make_layout(a, b): the layout whose two modes are a and b.
template <class B>
CUTE_HOST_DEVICE constexpr value_tree<B> pair(value_tree<B> const& a, value_tree<B> const& b) {
  return join_trees<value_tree<B>>(a, b);
}

// The strides of a layout as a tree of integers (each leaf's stride as its extent).
template <class B>
CUTE_HOST_DEVICE constexpr value_tree<B> strides_of(value_tree<B> t) {
  for (int q = 0; q < t.n; ++q) t.shape[q] = t.stride[q];
  return t;
}

// True when a stride (or an extent) of the subtree at p is symbolic.
template <class B>
CUTE_HOST_DEVICE constexpr bool has_symbol(value_tree<B> const& t, int p, bool extent = false) {
  int const e = end(t, p);
  for (int q = p; q < e; ++q)
    if ((extent ? t.extent_sym[q] : t.sym[q]) != 0) return true;
  return false;
}

// A layout tree marked as a layout (an element of a tiler), as a tree of type Out (by default l's).
template <class Out = void, class B>
CUTE_HOST_DEVICE constexpr auto as_tiler(value_tree<B> const& l) {
  std::conditional_t<std::is_void_v<Out>, value_tree<B>, Out> t;
  push(t, layout_node);
  append_subtree(t, l, 0);
  return t;
}

// The tree t as a tree of type Out: the same nodes (and failure), or a capacity failure where they
// do not fit.
template <class Out, class B>
CUTE_HOST_DEVICE constexpr Out refit(value_tree<B> const& t) {
  Out r;
  append_subtree(r, t, 0);
  return r;
}

// The layout of an encoded Layout (the tree after its layout_node).
template <class B>
CUTE_HOST_DEVICE constexpr value_tree<B> as_layout(value_tree<B> const& t) {
  if (!t.ok) return t;
  return t.n > 0 && t.rank[0] == layout_node ? subtree(t, 1) : failed<value_tree<B>>(algebra_error::not_a_layout);
}

}  // namespace cute::detail::value_algebra

// cute/layout/value_algebra.hpp: the layout algebra, written once, as constexpr functions on value trees
// (value_tree.hpp): coalesce, filter, composition, complement, the divides and the products,
// tile_to_shape, the inverses, max_common_layout, nullspace, upcast and downcast, and the predicates
// is_injective, is_surjective, is_bijective, is_compact. The static path (static_algebra.hpp) encodes
// types into trees, runs these and decodes the result's type; run-time layouts (runtime_layout.hpp,
// cute-layout) run the same functions. Each decision is CuTe C++'s for static integers, so that the
// result's type is CuTe's; where no layout is the answer the tree is marked not ok with the reason.
#pragma once
#include <cute/config.hpp>
#include <cute/layout/value_tree.hpp>

CUTE_EXPORT namespace cute::detail::value_algebra {

/// What the predicates report: whether the property holds, and ok (false: an overflow, or a layout
/// too large to enumerate where its strides do not decide).
struct verdict {
  bool holds = false;
  bool ok = true;
};

// A flat list of modes (shape:stride), what coalesce and composition work on.
template <class B>
struct modes {
  int n = 0;
  typename B::template array<long long> shape = {};
  typename B::template array<long long> stride = {};
  typename B::template array<int> sym = {};         // as value_tree::sym
  typename B::template array<int> extent_sym = {};  // as value_tree::extent_sym
};

template <class B>
CUTE_HOST_DEVICE constexpr void push_mode(modes<B>& m, long long s, long long d, bool& ok, int sym = 0, int extent_sym = 0) {
  if constexpr (B::capacity > 0) {
    if (m.n >= B::capacity) {
      ok = false;
      return;
    }
  }
  m.shape[m.n] = s;
  m.stride[m.n] = d;
  m.sym[m.n] = sym;
  m.extent_sym[m.n] = extent_sym;
  ++m.n;
}

// The leaves of the layout at p, in order (flatten). Symbolic extents only where the caller reads
// them through extent_sym (symbolic_extents), symbolic strides only where symbolic_strides, else ok
// turns false.
template <class B>
CUTE_HOST_DEVICE constexpr modes<B> flat(value_tree<B> const& t, bool& ok, bool symbolic_extents = false, bool symbolic_strides = true) {
  modes<B> m;
  if (!t.ok || t.n == 0) ok = false;
  for (int q = 0, e = end(t, 0); t.ok && q < e; ++q) {  // preorder: the leaves in order
    if (t.rank[q] == leaf) {
      if ((t.extent_sym[q] != 0 && !symbolic_extents) || (!symbolic_strides && t.sym[q] != 0)) ok = false;
      push_mode(m, t.shape[q], t.stride[q], ok, t.sym[q], t.extent_sym[q]);
    } else if (t.rank[q] <= 0) {  // an empty tuple, `_` or a layout node: not a layout's
      ok = false;
      q = end(t, q) - 1;
    }
  }
  return m;
}

// Why a computation on t stopped (ok turned false): a symbol it would have to read (the static path
// leaves such operands to the type level), else an integer overflow.
template <class B>
CUTE_HOST_DEVICE constexpr algebra_error unknown_or_overflow(value_tree<B> const& t) {
  return t.n > 0 && (has_symbol(t, 0) || has_symbol(t, 0, true)) ? algebra_error::not_static : algebra_error::overflow;
}

// sum((s - 1) * |d|) + 1 over the leaves.
template <class B>
CUTE_HOST_DEVICE constexpr long long cosize_tree(value_tree<B> const& t, bool& ok) {
  modes<B> const m = flat(t, ok, false, false);  // no dynamic cosize
  long long c = 0;
  for (int k = 0; k < m.n; ++k) {
    long long const d = m.stride[k] < 0 ? mul<B>(m.stride[k], -1, ok) : m.stride[k];  // checked: |lowest| overflows
    c = add<B>(c, mul<B>(m.shape[k] - 1, d, ok), ok);
  }
  return add<B>(c, 1, ok);
}

// The layout at p evaluated at the 1-D coordinate c (crd2idx: colexicographic, the last mode absorbs).
// Mode by mode, each mode's coordinate split over its own modes, is the same as leaf by leaf in
// preorder with the last leaf absorbing: that is how it is computed (a loop, not a recursion).
template <class B>
CUTE_HOST_DEVICE constexpr long long evaluate_tree(value_tree<B> const& t, int p, long long c, bool& ok) {
  int const e = end(t, p);
  int last = -1;
  for (int q = p; q < e; ++q)
    if (t.rank[q] == leaf) last = q;
  long long before = 1, index = 0;
  for (int q = p; q < e; ++q) {
    if (t.rank[q] == layout_node) {
      q = end(t, q) - 1;
      continue;
    }
    if (t.rank[q] != leaf) continue;
    if (t.sym[q] != 0 || (t.rank[p] != leaf && t.extent_sym[q] != 0)) ok = false;  // a dynamic stride, or size
    long long const extent = t.shape[q];
    if (before == 0 || (q != last && extent == 0)) {
      ok = false;
      return 0;
    }
    long long const cq = q == last ? c / before : c / before % extent;
    index = add<B>(index, mul<B>(cq, t.stride[q], ok), ok);
    if (q != last) before = mul<B>(before, extent, ok);  // (the size, past the last, may be past the bounds)
  }
  return index;
}

// coalesce_flat: static extent-1 modes dropped, s1:d1 followed by s:(s1*d1) merged into (s1*s):d1
// where s is static and that equality is (CuTe's rule: a symbolic stride merges with nothing, unless
// the product is _0, as C<0> * x is; a symbolic s1 only then, into a scaled extent).
// unused_last: the last mode's extent is never read (composition's A), so a merged extent past the
// bounds is a placeholder (2, lost) rather than an error where it ends in the last mode: a lost mode
// merges on only by stride 0 (past the bounds, its extent times a stride is no stride).
template <class B>
CUTE_HOST_DEVICE constexpr modes<B> coalesce_modes(modes<B> const& in, bool& ok, bool unused_last = false) {
  modes<B> r;
  int lost = -1;
  for (int k = 0; k < in.n; ++k) {
    long long const s = in.shape[k], d = in.stride[k];
    if (s == 1 && in.extent_sym[k] == 0) continue;
    int const last = r.n - 1;
    bool merge = false;
    if (r.n > 0 && in.sym[k] == 0 && in.extent_sym[k] == 0 && (last != lost || r.stride[last] == 0)) {
      bool fits = true;  // a product past the bounds is no stride of the layout: no merge
      scaled_stride const next = r.extent_sym[last] == 0 ? scale<B>(r.shape[last], r.stride[last], r.sym[last], fits)
                                                          : scale<B>(r.stride[last], r.shape[last], r.extent_sym[last], fits);
      merge = fits && next.sym == 0 && next.stride == d;
    }
    if (merge) {  // s times the extent, a symbol's coefficient or a value
      bool fits = last != lost;
      scaled_stride const e = scale<B>(s, r.shape[last], r.extent_sym[last], fits);
      ok = ok && (fits || unused_last);
      lost = fits ? lost : last;
      r.shape[last] = fits ? e.stride : 2;
      r.extent_sym[last] = fits ? e.sym : 0;
    } else {
      push_mode(r, s, d, ok, in.sym[k], in.extent_sym[k]);
    }
  }
  if (lost >= 0 && lost != r.n - 1) ok = false;
  return r;
}

// The layout of a list of modes: 1:0 when empty, the mode itself when alone (unwrap), else a flat tuple.
template <class B>
CUTE_HOST_DEVICE constexpr value_tree<B> layout_of_modes(modes<B> const& m, bool ok) {
  value_tree<B> t;
  if (m.n != 1) push(t, m.n == 0 ? leaf : m.n, m.n == 0 ? 1 : 0);  // 1:0, or the tuple's node
  for (int k = 0; k < m.n; ++k) push(t, leaf, m.shape[k], m.stride[k], m.sym[k], m.extent_sym[k]);
  if (!ok) fail(t, algebra_error::overflow);
  return t;
}

template <class B>
CUTE_HOST_DEVICE constexpr value_tree<B> coalesce_tree(value_tree<B> const& l) {
  if (!l.ok) return l;
  bool ok = true;
  modes<B> const m = coalesce_modes(flat(l, ok, true), ok);
  return layout_of_modes(m, ok);
}

// Applies f to each mode of l the profile reaches (where it is a tuple), to l itself at its leaves;
// modes beyond the profile's rank are kept.
template <class B, class F>
CUTE_HOST_DEVICE constexpr value_tree<B> by_profile(value_tree<B> const& l, value_tree<B> const& profile, F const& f) {
  if (!l.ok) return l;
  if (!profile.ok) return profile;
  if (profile.rank[0] < 0) return f(l);
  int const g = profile.rank[0];
  if (l.rank[0] < 0 || g > l.rank[0]) return failed<value_tree<B>>(algebra_error::profile_rank);
  value_tree<B> out;
  push(out, l.rank[0]);
  for (int i = 0; i < l.rank[0]; ++i)
    append_subtree(out, i < g ? by_profile(mode(l, i), subtree(profile, child(profile, 0, i)), f) : mode(l, i), 0);
  return out;
}

// coalesce_tree(l, profile): by mode where the profile is a tuple.
template <class B>
CUTE_HOST_DEVICE constexpr value_tree<B> coalesce_by(value_tree<B> const& l, value_tree<B> const& profile) {
  return by_profile(l, profile, [](value_tree<B> const& m) { return coalesce_tree(m); });
}

// filter_zeros: the extent of every leaf whose stride (or profile leaf) is 0 becomes 1.
template <class B>
CUTE_HOST_DEVICE constexpr value_tree<B> filter_zeros_tree(value_tree<B> l, value_tree<B> const& profile) {
  if (!l.ok) return l;
  if (!profile.ok) return profile;
  if (profile.n != l.n) return failed<value_tree<B>>(algebra_error::profile_rank);
  for (int q = 0; q < l.n; ++q) {
    if (profile.rank[q] != l.rank[q]) return failed<value_tree<B>>(algebra_error::profile_rank);
    if (l.rank[q] == leaf && profile.shape[q] == 0 && profile.sym[q] == 0) {
      l.shape[q] = 1;
      l.extent_sym[q] = 0;
    }
  }
  return l;
}
template <class B>
CUTE_HOST_DEVICE constexpr value_tree<B> filter_zeros_tree(value_tree<B> const& l) {
  return filter_zeros_tree(l, strides_of(l));
}

// filter: no stride-0 and no extent-1 modes, coalesced (1:0 if nothing is left).
template <class B>
CUTE_HOST_DEVICE constexpr value_tree<B> filter_tree(value_tree<B> const& l) {
  return coalesce_tree(filter_zeros_tree(l));
}
template <class B>
CUTE_HOST_DEVICE constexpr value_tree<B> filter_by(value_tree<B> const& l, value_tree<B> const& profile) {
  return by_profile(l, profile, [](value_tree<B> const& m) { return filter_tree(m); });
}

// Composition -----------------------------------------------------------------------------------

template <class B>
struct compose_state {
  typename B::template array<long long> reach = {};  // summed over B's modes, per mode of A but the last
  bool divisible = true;                             // CuTe's divisibility condition
  bool exact = true;                                 // what CuTe assumes besides
  bool positive = false, negative = false;           // the signs of B's strides that walk A's modes
};

// One step of CuTe's walk of a mode of B over A: what is left of the mode (rest_shape:rest_stride)
// over a mode of A of extent a_shape, not A's last. The result's mode there has extent `shape` and
// stride rest_stride times A's; rest_shape:rest_stride is what is left for A's next mode. skips: B
// steps over A's mode (CuTe's static form has no mode there; shape 1). divisible is CuTe's condition,
// but for a rest of extent 1, which reaches one coordinate (CuTe rejects (3,3):(3,1) o 1:4, whose
// answer is 1:d for any d), exact what it assumes besides (B's walk ends inside the mode), reach how
// far into it B's walk goes.
// A rest_shape that is not known (a symbol: rest_known false) only passes through modes B steps over.
// Written for any integer types (A's extents, B's, the strides): the value algebra's trees and run-time
// compositions (composition.hpp), in the narrowest types, take the same steps.
template <class S, class D>
struct walk_step {
  S shape, rest_shape;
  D rest_stride;
  long long reach;
  bool skips, divisible, exact;
};
template <class A, class S, class D>
CUTE_HOST_DEVICE constexpr walk_step<S, D> walk_mode(A a_shape, S rest_shape, D rest_stride, bool rest_known = true) {
  using W = std::common_type_t<A, D>;  // A's extent against B's stride
  W const a = a_shape, walk = rest_stride < 0 ? static_cast<W>(-rest_stride) : static_cast<W>(rest_stride);
  bool const fits = a != 0 && (walk % a == 0 || walk < a);
  W const next_shape = walk == 0 ? W(1) : ceil_quotient(a, walk);
  D const next_stride = static_cast<D>((a <= 0 ? W(1) : ceil_quotient(walk, a)) * ((rest_stride > 0) - (rest_stride < 0)));
  if (next_shape == 1 || (rest_shape == 1 && rest_known)) return {S(1), rest_shape, next_stride, 0, true, fits || (rest_shape == 1 && rest_known), true};
  using V = std::common_type_t<W, S>;
  S const shape = static_cast<V>(next_shape) < static_cast<V>(rest_shape) ? static_cast<S>(next_shape) : rest_shape;
  bool const divides = shape == 0 || rest_shape % shape == 0;
  bool const ends = shape == 0 || shape == rest_shape || walk == 0 || walk >= a || a % walk == 0;
  return {shape, shape == 0 ? S(0) : static_cast<S>(rest_shape / shape), next_stride, static_cast<long long>(shape - 1) * walk, false,
          fits && divides, ends};
}

// CuTe's walk of one mode s:t of B over A (flat, coalesced): one result mode per mode of A it reaches
// (CuTe's static form). A symbolic s (s_sym) passes through the modes the walk steps over; a symbolic
// t (t_sym) only scales A's one mode: elsewhere the walk would decide on it.
template <class B>
CUTE_HOST_DEVICE constexpr void compose_leaf(value_tree<B>& out, modes<B> const& a, long long s, int s_sym, long long t, int t_sym,
                                             compose_state<B>& st) {
  int const R = a.n;
  bool ok = true;
  if (R == 1) {
    scaled_stride d = t_sym == 0 ? scale<B>(t, a.stride[0], a.sym[0], ok) : symbol_product<B>(a.stride[0], a.sym[0], t, t_sym, ok);
    if (!ok && s == 1 && s_sym == 0 && d.sym >= 0) d = {0, 0}, ok = true;  // extent 1 never moves: stride 0 past the bounds
    push(out, leaf, s, d.stride, d.sym, s_sym);
    if (!ok) fail(out, d.sym < 0 ? algebra_error::not_static : algebra_error::overflow);
    return;
  }
  if (t_sym != 0) return fail(out, algebra_error::not_static);
  if (t == 0) {
    push(out, leaf, s, 0, 0, s_sym);
    return;
  }
  if (t < -B::max_value) return fail(out, algebra_error::overflow);  // its magnitude would not be a value
  if (s != 1 || s_sym != 0) (t > 0 ? st.positive : st.negative) = true;
  modes<B> m;
  long long rest_shape = s, rest_stride = t;
  for (int k = 0; k + 1 < R; ++k) {
    walk_step<long long, long long> const step = walk_mode(a.shape[k], rest_shape, rest_stride, s_sym == 0);
    st.divisible = st.divisible && step.divisible;
    if (!step.skips) {
      if (s_sym != 0) return fail(out, algebra_error::not_static);  // how much of a dynamic extent fits in this mode
      st.reach[k] = add<B>(st.reach[k], step.reach, ok);
      scaled_stride const d = scale<B>(rest_stride, a.stride[k], a.sym[k], ok);
      push_mode(m, step.shape, d.stride, ok, d.sym);
      st.exact = st.exact && step.exact;
    }
    rest_shape = step.rest_shape;
    rest_stride = step.rest_stride;
  }
  bool fits = true;
  scaled_stride last = scale<B>(rest_stride, a.stride[R - 1], a.sym[R - 1], fits);
  if (!fits && rest_shape == 1 && s_sym == 0) last = {0, 0}, fits = true;  // as for R == 1
  ok = ok && fits;
  if (m.n == 0) {
    push(out, leaf, rest_shape, last.stride, last.sym, s_sym);
  } else {  // the modes reached, then the rest where it is not 1
    if (rest_shape != 1) push_mode(m, rest_shape, last.stride, ok, last.sym);
    if (m.n > 1) push(out, m.n);
    for (int k = 0; k < m.n; ++k) push(out, leaf, m.shape[k], m.stride[k], m.sym[k]);
  }
  if (!ok) fail(out, algebra_error::overflow);
}

// composition of two layouts: A coalesced keeping its last mode, then B's modes one by one. Where
// CuTe's condition holds but not what it assumes besides, the result must agree with A o B at every
// coordinate of B (B::max_checked of them at most: past that, the static path leaves it to the type
// level, run-time layouts report it).
template <class B>
CUTE_HOST_DEVICE constexpr value_tree<B> compose_tree(value_tree<B> const& a, value_tree<B> const& b) {
  if (!a.ok) return a;
  if (!b.ok) return b;
  bool ok = true;
  modes<B> f = flat(a, ok, true);
  if (!ok || f.n == 0) return failed<value_tree<B>>(f.n == 0 ? algebra_error::not_a_layout : unknown_or_overflow(a));
  if (f.shape[f.n - 1] == 1 && f.extent_sym[f.n - 1] == 0) f.shape[f.n - 1] = 2;  // the last mode's extent is never used
  modes<B> const fa = coalesce_modes(f, ok, true);
  for (int k = 0; k + 1 < fa.n; ++k)
    if (fa.extent_sym[k] != 0) return failed<value_tree<B>>(algebra_error::not_static);  // B's walk would read it
  compose_state<B> st;
  value_tree<B> r;
  for (int q = 0, e = end(b, 0); q < e; ++q) {  // preorder: B's tuples as they come (its profile kept), each leaf composed
    if (b.rank[q] == leaf) {
      compose_leaf(r, fa, b.shape[q], b.extent_sym[q], b.stride[q], b.sym[q], st);
    } else if (b.rank[q] > 0) {
      push(r, b.rank[q]);
    } else {
      fail(r, algebra_error::not_a_layout);
      q = end(b, q) - 1;
    }
  }
  for (int k = 0; k + 1 < fa.n; ++k) st.exact = st.exact && st.reach[k] < fa.shape[k];
  // A multi-mode A is odd but not additive across a change of sign (C++'s division truncates): B's
  // modes of both signs add up to A o B only where the check below finds that they do.
  st.exact = st.exact && !(st.positive && st.negative);
  if (!r.ok) return r;
  if (!ok) return failed<value_tree<B>>(algebra_error::overflow);
  if (!st.divisible) return failed<value_tree<B>>(algebra_error::composition_divisibility);
  if (!st.exact) {
    long long const n = size_of(b, 0, ok);
    if (!ok) return failed<value_tree<B>>(unknown_or_overflow(b));
    if (n > B::max_checked) return failed<value_tree<B>>(B::compile_time ? algebra_error::not_static : algebra_error::composition_unchecked);
    for (long long i = 0; i < n; ++i) {
      bool in_range = true;  // an overflow of A(B(i)) or of R(i): they cannot agree
      if (evaluate_tree(r, 0, i, in_range) != evaluate_tree(a, 0, evaluate_tree(b, 0, i, in_range), in_range) || !in_range)
        return failed<value_tree<B>>(algebra_error::composition_not_layout);
    }
  }
  return r;
}

// A tiler applied to a: `_` keeps a, a layout is f(a, layout), an integer n f(a, n:1), a tuple applies by
// mode, a's modes beyond it dropped; keep_rest (the divides' and products' form): those kept, and an
// integer n is make_layout(n) (1:0 for 1).
template <class B, class F>
CUTE_HOST_DEVICE constexpr value_tree<B> by_tiler(value_tree<B> const& a, value_tree<B> const& tiler, F const& f, bool keep_rest) {
  if (!a.ok) return a;
  if (!tiler.ok) return tiler;
  int const r0 = tiler.rank[0];
  if (r0 == under) return a;
  if (r0 == leaf) return f(a, node<B>(leaf, tiler.shape[0], keep_rest && tiler.shape[0] == 1 ? 0 : 1));
  if (r0 == layout_node) return f(a, subtree(tiler, 1));
  if (r0 > rank_of(a)) return failed<value_tree<B>>(algebra_error::tiler_rank);
  int const n = keep_rest ? rank_of(a) : r0;
  value_tree<B> out;
  push(out, n);
  for (int i = 0; i < n; ++i)
    append_subtree(out, i < r0 ? by_tiler(mode(a, i), subtree(tiler, child(tiler, 0, i)), f, keep_rest) : mode(a, i), 0);
  return out;
}

// composition with a tiler: an integer n is n:1, A's modes beyond a tuple are dropped (as in CuTe).
template <class B>
CUTE_HOST_DEVICE constexpr value_tree<B> compose_tiler(value_tree<B> const& a, value_tree<B> const& tiler) {
  return by_tiler(a, tiler, [](value_tree<B> const& x, value_tree<B> const& l) { return compose_tree(x, l); }, false);
}

// Complement ------------------------------------------------------------------------------------

// The modes of A that move the index: stride-0 modes given extent 1, coalesced. Dynamic extents
// (symbolic_extents) only as a static multiple of one leaf.
template <class B>
CUTE_HOST_DEVICE constexpr modes<B> moving_modes(value_tree<B> const& a, bool& ok, bool symbolic_extents = false) {
  modes<B> m = flat(a, ok, symbolic_extents);
  for (int k = 0; k < m.n; ++k) {
    if (m.stride[k] == 0 && m.sym[k] == 0) m.shape[k] = 1, m.extent_sym[k] = 0;
    if (m.extent_sym[k] < 0 || m.extent_sym[k] >= symbol_product_base) ok = false;
    if (m.sym[k] != 0 && (m.shape[k] != 1 || m.extent_sym[k] != 0)) ok = false;  // ordered by dynamic strides
  }
  return coalesce_modes(m, ok);
}

// The positions of the modes in ascending stride order, by CuTe's exchange sort (whose order of equal
// strides decides the inverses of layouts that are not injective).
template <class B>
CUTE_HOST_DEVICE constexpr void stride_order(modes<B> const& f, typename B::template array<int>& order) {
  for (int k = 0; k < f.n; ++k) order[k] = k;
  for (int i = 0; i < f.n; ++i)
    for (int j = i + 1; j < f.n; ++j)
      if (f.stride[order[j]] < f.stride[order[i]]) std::swap(order[i], order[j]);
}

/// Which dynamic extents complement_tree carries as symbols (value_tree.hpp), of A and of the cotarget,
/// encoded as one pair (A, cotarget) whose leaves number the symbols, the cotarget's after A's:
/// none; proven, a cotarget of one dynamic leaf where A's strides divide each other, which spans it
/// whatever its value; checked, any, the caller checking at run time that A and the complement span it.
enum class symbols { none, proven, checked };

// The symbol of a quotient (extent_sym < 0, value_tree.hpp): -(low + symbol_product_base * high).
CUTE_HOST_DEVICE constexpr int quotient_symbol(int low, int high = 0) { return -(low + symbol_product_base * high); }

// Nothing of A moves the index: the cotarget's shape, its runs of static extents and of dynamic ones
// each merged into one extent, with compact strides (a stride past two dynamic runs has no symbol;
// a static cotarget is make_layout(size), 1:0 for size 1).
template <class B>
CUTE_HOST_DEVICE constexpr value_tree<B> whole_cotarget(modes<B> const& c, bool& ok) {
  modes<B> r;
  scaled_stride current{1, 0};
  int runs = 0;  // dynamic runs before
  for (int i = 0, j = 0; i < c.n; i = j) {
    if (runs > 1) return failed<value_tree<B>>(algebra_error::not_static);
    int const sym = current.sym > 0 ? current.sym | 1 : current.sym;  // current x a leaf, or x a run
    if (c.extent_sym[i] == 0) {
      long long s = 1;
      for (; j < c.n && c.extent_sym[j] == 0; ++j) s = mul<B>(s, c.shape[j], ok);
      push_mode(r, s, s == 1 ? 0 : current.stride, ok, s == 1 ? 0 : sym);
      current.stride = mul<B>(current.stride, s, ok);
    } else {
      for (; j < c.n && c.extent_sym[j] != 0; ++j) {}
      int const run = j == i + 1 ? c.extent_sym[i] : quotient_symbol(c.extent_sym[i], c.extent_sym[j - 1] + 1);
      push_mode(r, 1, current.stride, ok, sym, run);
      current.sym = run;
      ++runs;
    }
  }
  return layout_of_modes(r, ok);
}

// One mode of A, in stride order, over the span of the smaller ones: the complement's mode below it
// has extent d / span (stride span); CuTe's injectivity condition is d >= span. For any integer type:
// the trees and run-time complements (complement.hpp) take the same step. (extent_step: a mode's
// extent, or why there is none; left_inverse_mode's too.)
template <class T>
struct extent_step {
  T extent;
  algebra_error error;
};
template <class T>
CUTE_HOST_DEVICE constexpr extent_step<T> complement_mode(T d, T span) {
  if (d < 0) return {T(0), algebra_error::negative_stride};
  if (!(span > 0 && d >= span)) return {T(0), algebra_error::not_injective};
  return {static_cast<T>(d / span), algebra_error::none};
}

// complement(A, cotarget): A's modes in stride order, each stride over the span of the smaller modes
// (CuTe's injectivity condition), then the rest up to the cotarget, ceil_div(cotarget, span) (a shape
// cotarget divided mode by mode), coalesced. spanning: check CuTe's post-condition that A and the
// complement together span the cotarget (the products check their own post-condition instead: see
// product_by_layout). Dynamic extents as symbols (how): a span that is a dynamic extent of A, times
// a static integer, divides the next stride (a quotient symbol checked when decoded: A injective) and
// the cotarget (a symbol of the whole cotarget); a static span divides the cotarget's static leaves
// before its first dynamic one, and the rest from that leaf on (a symbol). Decisions never read one.
template <class B>
CUTE_HOST_DEVICE constexpr value_tree<B> complement_tree(value_tree<B> const& a, value_tree<B> const& cotarget, bool spanning = true,
                                                         symbols how = symbols::none) {
  using T = value_tree<B>;
  if (!a.ok) return a;
  if (!cotarget.ok) return cotarget;
  bool ok = true;
  int leaves = 0, dynamic = -1;  // the cotarget's leaves (its flat modes), the position of its first dynamic one
  for (int q = 0; q < cotarget.n; ++q) {
    int const e = cotarget.extent_sym[q];
    if (cotarget.rank[q] != leaf && cotarget.rank[q] <= 0) return failed<T>(algebra_error::cotarget);
    if (cotarget.rank[q] != leaf) continue;
    ++leaves;
    if (e == 0 && cotarget.shape[q] < 0) return failed<T>(algebra_error::cotarget);
    if (e == 0) continue;
    bool const leaf_symbol = cotarget.shape[q] == 1 && e > 0 && e % 2 == 0 && e < symbol_product_base;
    if (how == symbols::none || !leaf_symbol || (how == symbols::proven && cotarget.n != 1)) return failed<T>(algebra_error::not_static);
    if (dynamic < 0) dynamic = q;
  }
  modes<B> const f = moving_modes(a, ok, how == symbols::checked);
  if (!ok) return failed<T>(unknown_or_overflow(a));
  if (f.n == 0) return whole_cotarget(flat(cotarget, ok, true), ok);
  typename B::template array<int> order = {};
  stride_order(f, order);
  modes<B> r;
  long long span = 1;
  int span_sym = 0;  // span_sym != 0: span times a leaf (as a scaled stride)
  bool symbolic = dynamic >= 0;
  for (int k = 0; k < f.n; ++k) {
    int const i = order[k];
    long long const d = f.stride[i];
    // A dynamic extent may be 1 at run time, where its mode moves nothing: its errors are not decided
    // here, nor a result that would depend on it, which it does after a dynamic span, and where d is
    // not the span below it unless the span divides d and d the next stride (the complement's modes
    // below and above d merge) or, d the last stride, a one-leaf static cotarget (the rest rounds up
    // from d, not from the span).
    bool const dynamic_extent = f.extent_sym[i] != 0;
    if (dynamic_extent && (d < 0 || span_sym != 0 ||
                           (d != span && (span <= 0 || d % span != 0 ||
                                          (k + 1 < f.n ? f.stride[order[k + 1]] % d != 0
                                                       : dynamic >= 0 || leaves != 1 || size_of(cotarget, 0, ok) % d != 0)))))
      return failed<T>(algebra_error::not_static);
    if (d < 0) return failed<T>(algebra_error::negative_stride);
    if (span_sym != 0) {
      push_mode(r, d / span, span, ok, span_sym, quotient_symbol(span_sym | 1));  // (d / span) / leaf
    } else {
      extent_step<long long> const step = complement_mode(d, span);
      if (step.error != algebra_error::none) return failed<T>(step.error);
      if (how == symbols::proven && d % span != 0) return failed<T>(algebra_error::not_static);  // covered at run time?
      push_mode(r, step.extent, span, ok);
    }
    scaled_stride const next = scale<B>(d, f.shape[i], f.extent_sym[i], ok);  // d times a value or a symbol's coefficient
    span = next.stride, span_sym = next.sym, symbolic = symbolic || f.extent_sym[i] != 0;
  }
  // The rest up to the cotarget: ceil_div(cotarget, span), coalesced into one extent.
  if (span <= 0) return failed<T>(ok ? algebra_error::not_injective : algebra_error::overflow);
  long long rest = 1, divisor = span;
  for (int q = 0, i = 0; q < (dynamic >= 0 ? dynamic : cotarget.n) && span_sym == 0; ++q) {
    long long const c = cotarget.shape[q];
    if (cotarget.rank[q] != leaf) continue;
    if (leaves > 1 && (divisor <= 0 || c < 0 || (c == 0 && i + 1 < leaves))) return failed<T>(algebra_error::cotarget);  // the last may be 0
    rest = mul<B>(rest, ceil_quotient(c, divisor), ok);
    if (++i < leaves) divisor = ceil_quotient(divisor, c);
  }
  if (span_sym != 0) {  // the whole cotarget divided by the dynamic span
    int first_leaf = 0;  // the cotarget's, after A's leaves
    for (int q = 0; q < a.n; ++q) first_leaf += a.rank[q] == leaf;
    push_mode(r, span, span, ok, span_sym, quotient_symbol(2 * (first_leaf + 1), span_sym & ~1));
  } else {
    push_mode(r, rest, rest == 1 ? 0 : span, ok);
    if (dynamic >= 0) push_mode(r, divisor, mul<B>(span, rest, ok), ok, 0, quotient_symbol(cotarget.extent_sym[dynamic]));
  }
  T result = layout_of_modes(coalesce_modes(r, ok), ok);
  if (!ok) return failed<T>(algebra_error::overflow);
  if (symbolic || !spanning) return result;  // proven, or checked by the caller
  // The postcondition: A and its complement together span the cotarget (cosize(A) is that of the
  // moving modes: A's other strides may be dynamic).
  bool fits = true;  // past the bounds, covered spans any cotarget (so may the complement's values: as layouts may)
  long long covered = cosize_tree(result, fits);
  for (int k = 0; k < f.n; ++k) covered = add<B>(covered, mul<B>(f.shape[k] - 1, f.stride[k], fits), fits);
  long long const target = size_of(cotarget, 0, ok);
  if (!ok) return failed<T>(algebra_error::overflow);
  if (fits && covered < target) return failed<T>(algebra_error::complement_uncovered);
  return result;
}

// complement_tree(A) is complement_tree(A, cosize_tree(filter_tree(A))).
template <class B>
CUTE_HOST_DEVICE constexpr value_tree<B> complement_tree(value_tree<B> const& a) {
  if (!a.ok) return a;
  bool ok = true;
  long long const c = cosize_tree(layout_of_modes(moving_modes(a, ok), ok), ok);
  return ok ? complement_tree(a, node<B>(leaf, c)) : failed<value_tree<B>>(unknown_or_overflow(a));
}

// Predicates -------------------------------------------------------------------------------------
// Decided on the strides where they allow (each stride, in order of magnitude, past the span of the
// smaller ones: the layout is then a mixed-radix number and injective), by enumeration otherwise.

// The modes of l of extent != 1, in ascending |stride| order, as |d|.
template <class B>
CUTE_HOST_DEVICE constexpr modes<B> magnitudes(value_tree<B> const& l, bool& ok) {
  modes<B> const m = flat(l, ok);
  modes<B> r;
  for (int k = 0; k < m.n; ++k)
    if (m.shape[k] != 1) push_mode(r, m.shape[k], m.stride[k] < 0 ? mul<B>(m.stride[k], -1, ok) : m.stride[k], ok);
  typename B::template array<int> order = {};
  stride_order(r, order);
  modes<B> sorted;
  for (int k = 0; k < r.n; ++k) push_mode(sorted, r.shape[order[k]], r.stride[order[k]], ok);
  return sorted;
}

// The least index of l over its coordinates: the sum of (s-1)*d over the negative strides.
template <class B>
CUTE_HOST_DEVICE constexpr long long least_index(value_tree<B> const& l, bool& ok) {
  modes<B> const m = flat(l, ok);
  long long lo = 0;
  for (int k = 0; k < m.n; ++k)
    if (m.stride[k] < 0 && m.shape[k] > 0) lo = add<B>(lo, mul<B>(m.shape[k] - 1, m.stride[k], ok), ok);
  return lo;
}

// Counts (up to 2) how often each index of [lo, lo + span) is reached, by enumerating l's coordinates,
// and whether pred holds for the count of every index of lo + [from, to] (0 outside the span); ok turns
// false where that would take more than B::max_checked steps.
template <class B, class P>
CUTE_HOST_DEVICE constexpr bool every_index(value_tree<B> const& l, long long lo, long long span, long long from, long long to, P const& pred,
                                            bool& ok) {
  long long const n = size_of(l, 0, ok);
  if (!ok || span > B::max_checked || n > B::max_checked) {
    ok = false;
    return false;
  }
  int* hits = new int[span]{};
  for (long long i = 0; i < n && ok; ++i) {
    long long const x = evaluate_tree(l, 0, i, ok) - lo;
    if (x >= 0 && x < span && hits[x] < 2) ++hits[x];
  }
  bool all = true;
  for (long long x = from; x <= to; ++x) all = all && pred(x >= 0 && x < span ? hits[x] : 0);
  delete[] hits;
  return all;
}

// is_injective: no two coordinates of l give one index.
template <class B>
CUTE_HOST_DEVICE constexpr verdict is_injective_tree(value_tree<B> const& l) {
  bool ok = l.ok;
  if (!ok) return {false, false};
  if (size_of(l, 0, ok) == 0) return {true, ok};  // no coordinates
  modes<B> const m = magnitudes(l, ok);
  long long reach = 1;  // 1 + the largest |index| the smaller modes reach
  int k = 0;
  for (; k < m.n && m.stride[k] != 0 && m.stride[k] >= reach; ++k) reach = add<B>(reach, mul<B>(m.shape[k] - 1, m.stride[k], ok), ok);
  // Decided where every stride passes the smaller modes' reach, or one is 0 (two coordinates, one index).
  if (k == m.n || m.stride[k] == 0 || !ok) return {k == m.n, ok};
  long long const lo = least_index(l, ok), span = cosize_tree(l, ok);
  bool const unique = ok && every_index(l, lo, span, 0, span - 1, [](int hits) { return hits < 2; }, ok);
  return {unique, ok};
}

// is_surjective: every index of [0, cotarget) is reached. Decided on the sorted |strides| when they
// leave no gap before the cotarget ends (the reached set of a mixed radix with no gap is an interval).
template <class B>
CUTE_HOST_DEVICE constexpr verdict is_surjective_tree(value_tree<B> const& l, long long cotarget) {
  bool ok = l.ok;
  if (!ok) return {false, false};
  if (cotarget <= 0) return {true, true};
  if (size_of(l, 0, ok) == 0) return {false, ok};
  long long const lo = least_index(l, ok);
  modes<B> const m = magnitudes(l, ok);
  // Reached: lo + [0, reach] with no gap, up to the first mode that starts past reach + 1.
  long long reach = 0;
  int k = 0;
  for (; k < m.n && (m.stride[k] == 0 || m.stride[k] <= reach + 1); ++k) reach = add<B>(reach, mul<B>(m.shape[k] - 1, m.stride[k], ok), ok);
  if (!ok) return {false, false};
  bool const gap = k < m.n;
  long long const first = mul<B>(lo, -1, ok), last = add<B>(first, cotarget - 1, ok);  // [0, cotarget) in those terms
  if (first >= 0 && last <= reach) return {true, ok};
  if (!gap || first == 0) return {false, ok};  // first == 0: the gap at reach + 1 is inside [0, cotarget)
  long long const span = cosize_tree(l, ok);
  bool const all = ok && every_index(l, lo, span, first, last, [](int hits) { return hits > 0; }, ok);
  return {all, ok};
}

// is_bijective: l maps its coordinates one to one onto [0, cotarget).
template <class B>
CUTE_HOST_DEVICE constexpr verdict is_bijective_tree(value_tree<B> const& l, long long cotarget) {
  bool ok = l.ok;
  long long const n = size_of(l, 0, ok);
  if (!ok) return {false, false};
  if (n != (cotarget < 0 ? 0 : cotarget)) return {false, true};
  verdict const injective = is_injective_tree(l);
  if (!injective.ok || !injective.holds) return injective;
  return is_surjective_tree(l, cotarget);
}

// is_compact: l is a bijection onto [0, size(l)).
template <class B>
CUTE_HOST_DEVICE constexpr verdict is_compact_tree(value_tree<B> const& l) {
  bool ok = true;  // where size_of fails, is_bijective_tree's fails too
  return is_bijective_tree(l, size_of(l, 0, ok));
}

// Divides and products ---------------------------------------------------------------------------

template <class B>
CUTE_HOST_DEVICE constexpr value_tree<B> divide_by_layout(value_tree<B> const& a, value_tree<B> const& t) {
  // The complement against A's coalesced shape, as a tuple. Not of a dynamic shape (no symbolic
  // cotarget): the type of its rest is the common type of the mode's integers (the type level's,
  // divide.hpp), no symbol's.
  value_tree<B> const ca = coalesce_tree(a);
  value_tree<B> cotarget;
  if (ca.rank[0] == leaf) push(cotarget, 1);
  append_subtree(cotarget, ca, 0);
  return compose_tree(a, pair(t, complement_tree(t, cotarget)));
}

// (A, complement_tree(A, size(A) * cosize_tree(B)) o B). Where A's gaps make the complement fall short of
// spanning the cotarget, the product still stands when its post-condition holds: injective where A
// and B are (the copies of A it places do not overlap).
template <class B>
CUTE_HOST_DEVICE constexpr value_tree<B> product_by_layout(value_tree<B> const& a, value_tree<B> const& b) {
  if (!a.ok) return a;
  if (!b.ok) return b;
  bool ok = true;
  long long const m = mul<B>(size_of(a, 0, ok), cosize_tree(b, ok), ok);
  if (!ok) return failed<value_tree<B>>(has_symbol(b, 0) ? algebra_error::not_static : unknown_or_overflow(a));
  value_tree<B> const strict = complement_tree(a, node<B>(leaf, m));
  if (strict.ok || strict.error != algebra_error::complement_uncovered) return pair(a, compose_tree(strict, b));
  value_tree<B> const r = pair(a, compose_tree(complement_tree(a, node<B>(leaf, m), false), b));
  verdict const ia = is_injective_tree(a), ib = is_injective_tree(b), ir = is_injective_tree(r);
  if (!ia.ok || !ib.ok || !ir.ok) return failed<value_tree<B>>(B::compile_time ? algebra_error::not_static : algebra_error::complement_uncovered);
  if (ia.holds && ib.holds && !ir.holds) return failed<value_tree<B>>(algebra_error::complement_uncovered);
  return r;
}

// tile_unzip: the tile parts and the rest parts of a divided (or multiplied) layout, guided by the tiler.
template <class B>
struct tree_pair {
  value_tree<B> first, second;
};
template <class B>
CUTE_HOST_DEVICE constexpr tree_pair<B> unzip(value_tree<B> const& t, value_tree<B> const& guide) {
  using T = value_tree<B>;
  if (!t.ok) return {t, t};
  if (!guide.ok) return {guide, guide};
  int const g = guide.rank[0], n = t.rank[0];  // a leaf guide (g < 0): t is a rank-2 mode, (tile, rest)
  if (n < 0 || (g < 0 && n != 2) || g > n) {
    algebra_error const e = n >= 0 && g > n ? algebra_error::tiler_rank : algebra_error::not_rank_two;
    return {failed<T>(e), failed<T>(e)};
  }
  if (g < 0) return {mode(t, 0), mode(t, 1)};
  tree_pair<B> r;
  push(r.first, g);
  push(r.second, n);
  for (int i = 0; i < g; ++i) {
    tree_pair<B> const s = unzip(mode(t, i), subtree(guide, child(guide, 0, i)));
    append_subtree(r.first, s.first, 0);
    append_subtree(r.second, s.second, 0);
  }
  for (int i = g; i < n; ++i) append_subtree(r.second, mode(t, i), 0);
  return r;
}

// The top-level modes of a layout appended to out (a layout of rank 1, or whole, stays whole); their count.
template <class B>
CUTE_HOST_DEVICE constexpr int append_modes(value_tree<B>& out, value_tree<B> const& l, bool whole = false) {
  if (l.rank[0] > 1 && !whole) {
    for (int i = 0; i < l.rank[0]; ++i) append_subtree(out, mode(l, i), 0);
    return l.rank[0];
  }
  append_subtree(out, l, 0);
  return 1;
}

/// How the modes of a divide's or a product's result are arranged.
enum class arrangement { logical, zipped, tiled, flat };

// divide (product = false) or product by a tiler (by_tiler's keep_rest form), its modes arranged as how says.
template <class B>
CUTE_HOST_DEVICE constexpr value_tree<B> divide_or_product(value_tree<B> const& a, value_tree<B> const& tiler, bool product, arrangement how) {
  value_tree<B> const l = by_tiler(
      a, tiler, [product](value_tree<B> const& x, value_tree<B> const& t) { return product ? product_by_layout(x, t) : divide_by_layout(x, t); },
      true);
  if (how == arrangement::logical || !l.ok) return l;
  tree_pair<B> const z = unzip(l, tiler);
  if (!z.first.ok) return z.first;
  if (!z.second.ok) return z.second;
  if (how == arrangement::zipped) return pair(z.first, z.second);
  value_tree<B> out;
  push(out, 0);
  int const tiles = append_modes(out, z.first, how == arrangement::tiled);  // tiled: the tile whole
  out.rank[0] = tiles + append_modes(out, z.second);
  return out;
}

template <class B>
CUTE_HOST_DEVICE constexpr value_tree<B> divide_tree(value_tree<B> const& a, value_tree<B> const& tiler, arrangement how) {
  return divide_or_product(a, tiler, false, how);
}
template <class B>
CUTE_HOST_DEVICE constexpr value_tree<B> product_tree(value_tree<B> const& a, value_tree<B> const& tiler, arrangement how) {
  return divide_or_product(a, tiler, true, how);
}

// l as a tuple of rank r, padded with 1:0 modes (append<r>); l itself when it has rank r.
template <class B>
CUTE_HOST_DEVICE constexpr value_tree<B> pad_to_rank(value_tree<B> const& l, int r) {
  if (rank_of(l) == r) return l;
  value_tree<B> out;
  push(out, r);
  for (int i = 0; i < r; ++i) append_subtree(out, i < rank_of(l) ? mode(l, i) : node<B>(leaf, 1, 0), 0);
  return out;
}

// The blocked (tile first) or raked product: mode i of the result is (A_i, B_i) or (B_i, A_i).
template <class B>
CUTE_HOST_DEVICE constexpr value_tree<B> interleaved_product_tree(value_tree<B> const& a, value_tree<B> const& b, bool tile_first) {
  if (!a.ok) return a;
  if (!b.ok) return b;
  int const R = rank_of(a) > rank_of(b) ? rank_of(a) : rank_of(b);
  value_tree<B> const p = product_by_layout(pad_to_rank(a, R), pad_to_rank(b, R));
  if (!p.ok) return p;
  value_tree<B> const x = mode(p, tile_first ? 0 : 1), y = mode(p, tile_first ? 1 : 0);
  value_tree<B> out;
  if (R == 1 && (x.rank[0] < 0 || rank_of(x) != rank_of(y))) {
    // One mode, (x, y) whole: CuTe's zip where x is an integer layout (where their ranks differ, CuTe
    // does not compile; this is still the product). An integer y pairs with the one mode of x, as the
    // one mode of a tuple would (CuTe does not compile it either).
    push(out, 1);
    append_subtree(out, pair(x, y), 0);
    return out;
  }
  int const n = rank_of(x);
  if (rank_of(y) != n) return failed<value_tree<B>>(algebra_error::rank);
  push(out, n);
  for (int j = 0; j < n; ++j) {
    push(out, 2);
    append_subtree(out, mode(x, j), 0);
    append_subtree(out, mode(y, j), 0);
  }
  return out;
}

// tile_to_shape: the block repeated to the target shape (a tuple of extents of the block's rank or
// more), along the modes in the order given (a tuple of ranks; a leaf: column-major).
template <class B>
CUTE_HOST_DEVICE constexpr value_tree<B> tile_to_shape_tree(value_tree<B> const& block, value_tree<B> const& target, value_tree<B> const& order) {
  using T = value_tree<B>;
  if (!block.ok) return block;
  if (!target.ok) return target;
  if (!order.ok) return order;
  bool ok = true;
  int const r = rank_of(target);
  if (rank_of(block) > r) return failed<T>(algebra_error::tile_to_shape_rank);
  if (order.rank[0] >= 0 && order.rank[0] != r) return failed<T>(algebra_error::order);
  T const padded = pad_to_rank(block, r);
  modes<B> counts;
  for (int i = 0; i < r; ++i) {
    long long const t = size_of(mode(target, i), 0, ok), s = size_of(mode(padded, i), 0, ok);
    if (!ok) return failed<T>(algebra_error::not_static);
    if (s == 0 || t % s != 0) return failed<T>(algebra_error::tile_to_shape_divisibility);
    push_mode(counts, t / s, 0, ok);
  }
  auto const rank_in_order = [&](int i) { return order.rank[0] >= 0 ? order.shape[child(order, 0, i)] : i; };  // a leaf: column-major
  T repeat;
  push(repeat, r);
  for (int i = 0; i < r; ++i) {
    long long start = 1;  // the extents of the modes of lesser order
    for (int j = 0; j < r; ++j)
      if (rank_in_order(j) < rank_in_order(i)) start = mul<B>(start, counts.shape[j], ok);
    push(repeat, leaf, counts.shape[i], counts.shape[i] == 1 ? 0 : start);
  }
  if (!ok) return failed<T>(algebra_error::overflow);
  return interleaved_product_tree(padded, repeat, true);
}

// Inverses, common layouts, nullspace ------------------------------------------------------------

// right_inverse: the layout R with L(R(i)) == i on the largest prefix [0, size(R)) it can cover.
template <class B>
CUTE_HOST_DEVICE constexpr value_tree<B> right_inverse_tree(value_tree<B> const& l) {
  if (!l.ok) return l;
  bool ok = true;
  modes<B> const m = flat(coalesce_tree(l), ok, false, false);
  typename B::template array<int> order = {};
  stride_order(m, order);
  modes<B> r;
  long long current = 1;
  for (int k = 0; k < m.n; ++k) {
    int const i = order[k];
    if (m.stride[i] != current) continue;
    long long prefix = 1;
    for (int j = 0; j < i; ++j) prefix = mul<B>(prefix, m.shape[j], ok);
    push_mode(r, m.shape[i], prefix, ok);
    current = mul<B>(m.shape[i], m.stride[i], ok);
  }
  if (!ok) return failed<value_tree<B>>(unknown_or_overflow(l));
  return coalesce_tree(layout_of_modes(r, ok));
}

// Whether every stride of l is 0 or negative, and one negative (CuTe's negative strides: l is then
// the negation of the layout of |strides|).
template <class B>
CUTE_HOST_DEVICE constexpr bool strides_negated(value_tree<B> const& l) {
  bool negative = false;
  for (int q = 0; q < l.n; ++q) {
    if (l.rank[q] != leaf) continue;
    if (l.sym[q] != 0 || l.stride[q] > 0) return false;
    negative = negative || l.stride[q] < 0;
  }
  return negative;
}
template <class B>
CUTE_HOST_DEVICE constexpr value_tree<B> negated_strides(value_tree<B> l) {
  for (int q = 0; q < l.n; ++q)
    if (l.rank[q] == leaf) l.stride[q] = -l.stride[q];
  return l;
}

// One mode of L, in stride order, of stride d != 0: the left inverse's mode below it has extent
// d / covered (covered: the stride of the mode before, 1 at first: CuTe's divisibility condition);
// injective where d >= span (the mode before ends there). For any integer type: the trees and
// run-time left inverses (inverse.hpp) take the same step.
template <class T>
CUTE_HOST_DEVICE constexpr extent_step<T> left_inverse_mode(T d, T covered, T span) {
  if (d < 0 || d % covered != 0 || d < span) return {T(0), algebra_error::left_inverse_not_injective};
  return {static_cast<T>(d / covered), algebra_error::none};
}

// left_inverse: CuTe's quasi-inverse (stride-0 modes are broadcasts); the modes of non-zero stride
// must be injective. Of a layout of negated strides, the inverse of |strides| negated: L(c) is
// -L'(c), and the 1-D coordinate -y splits into the negated coordinates of y, so R(-y) == R'(y).
template <class B>
CUTE_HOST_DEVICE constexpr value_tree<B> left_inverse_tree(value_tree<B> const& l) {
  using T = value_tree<B>;
  if (!l.ok) return l;
  if (strides_negated(l)) {
    T const r = left_inverse_tree(negated_strides(l));
    return r.ok ? negated_strides(r) : r;
  }
  bool ok = true;
  modes<B> const m = flat(coalesce_tree(l), ok, false, false);
  if (!ok) return failed<T>(unknown_or_overflow(l));
  typename B::template array<int> order = {};
  stride_order(m, order);
  // (extents of the modes in stride order..., the last one's extent) : (0, their prefix products...)
  modes<B> out;
  long long covered = 1, span = 1, previous_prefix = 0;
  for (int k = 0; k < m.n; ++k) {
    int const i = order[k];
    long long const d = m.stride[i];
    if (d == 0) continue;  // a broadcast mode: the quasi-inverse maps to its coordinate 0
    extent_step<long long> const step = left_inverse_mode(d, covered, span);
    if (step.error != algebra_error::none) return failed<T>(step.error);
    push_mode(out, step.extent, previous_prefix, ok);
    previous_prefix = 1;
    for (int j = 0; j < i; ++j) previous_prefix = mul<B>(previous_prefix, m.shape[j], ok);
    covered = d;
    span = mul<B>(d, m.shape[i], ok);
  }
  push_mode(out, m.shape[order[m.n - 1]], previous_prefix, ok);
  if (!ok) return failed<T>(algebra_error::overflow);
  return coalesce_tree(layout_of_modes(out, ok));
}

// max_common_layout: the largest layout C with A(C(i)) == B(C(i)) == i's position in both (the common
// contiguous part), 1:0 when there is none.
template <class B>
CUTE_HOST_DEVICE constexpr value_tree<B> max_common_layout_tree(value_tree<B> const& a, value_tree<B> const& b) {
  if (a.n > 0 && has_symbol(a, 0, true)) return failed<value_tree<B>>(algebra_error::not_static);  // decided on A's extents
  value_tree<B> const inverse_b = right_inverse_tree(b);
  value_tree<B> const common = coalesce_tree(compose_tree(a, inverse_b));
  if (!common.ok) return common;
  value_tree<B> const first = mode(common, 0);
  if (first.rank[0] == leaf && first.sym[0] != 0) return failed<value_tree<B>>(algebra_error::not_static);  // stride 1 at run time?
  if (first.rank[0] == leaf && first.stride[0] == 1) return compose_tree(inverse_b, first);
  return node<B>(leaf, 1, 0);
}

// One mode s:d at its position (the product of the extents before it): in the kernel where d is 0,
// with the compact stride of its position (0 for extent 1); else 1:0. For any integer type: the
// trees and run-time nullspaces (recast.hpp) take the same step.
template <class T>
struct kernel_mode {
  T shape, stride;
  bool in_kernel;
};
template <class T>
CUTE_HOST_DEVICE constexpr kernel_mode<T> nullspace_mode(T s, T d, T position) {
  return {d == 0 ? s : T(1), d == 0 && s != 1 ? position : T(0), d == 0};
}

// nullspace: the modes of stride 0, with the compact strides of their positions (1:0 when none).
template <class B>
CUTE_HOST_DEVICE constexpr value_tree<B> nullspace_tree(value_tree<B> const& l) {
  if (!l.ok) return l;
  bool ok = true;
  modes<B> const m = flat(l, ok, false, false);  // a dynamic stride may be 0: decided at run time
  modes<B> r;
  long long current = 1;
  bool lost = false;  // current is past the bounds: an overflow only where a mode's stride is its position
  for (int k = 0; k < m.n; ++k) {
    kernel_mode<long long> const z = nullspace_mode(m.shape[k], m.stride[k], current);
    if (z.in_kernel && lost && m.shape[k] != 1) ok = false;
    if (z.in_kernel) push_mode(r, z.shape, z.stride, ok);
    bool fits = true;
    current = mul<B>(current, m.shape[k], fits);
    lost = lost || !fits;
  }
  if (!ok) return failed<value_tree<B>>(unknown_or_overflow(l));
  return layout_of_modes(r, ok);
}

// upcast<n> (up) of the mode s:d, its n-element vectors: a stride that is a multiple of n divides by
// n, a stride below n packs n/|d| elements of the mode into one vector (CuTe's shape_div, on both), a
// stride 0 stays. downcast<n>, its elements' n parts: a stride 1 multiplies the extent by n, any other
// stride is multiplied by n (CuTe's rule).
// For any integer type T (the layout's, at run time: no 64-bit division in 32-bit layouts' device code),
// values within B's bounds.
template <class T = long long>
struct recast_result {
  T shape = 0, stride = 0;
  algebra_error error = algebra_error::none;
};
template <class B, class T>
CUTE_HOST_DEVICE constexpr T bounded_product(T a, T b, bool& ok) {  // a * b, ok false past B's bounds or T's
  if constexpr (sizeof(T) < sizeof(long long)) {
    long long const p = static_cast<long long>(a) * b;
    if (p > B::max_value || p < -B::max_value - 1 || p != static_cast<T>(p)) ok = false;
    return static_cast<T>(p);
  } else {
    return static_cast<T>(mul<B>(a, b, ok));
  }
}
template <class B, class T>
CUTE_HOST_DEVICE constexpr recast_result<T> recast_leaf(T s, T d, T n, bool up) {
  bool ok = true;
  if (n < 1) return {s, d, algebra_error::factor};
  if (!up) {
    recast_result<T> const r = d == 1 ? recast_result<T>{bounded_product<B>(s, n, ok), d} : recast_result<T>{s, bounded_product<B>(d, n, ok)};
    return ok ? r : recast_result<T>{s, d, algebra_error::overflow};
  }
  if (d == 0) return {s, d};
  T const magnitude = bounded_product<B>(d, T(d < 0 ? -1 : 1), ok);
  if (!ok) return {s, d, algebra_error::overflow};
  if (magnitude >= n) {  // a vector holds one element of the mode
    if (magnitude % n != 0) return {s, d, algebra_error::upcast_divisibility};
    if (s == 0) return {s, d, algebra_error::upcast_extent};
    return {s, static_cast<T>(magnitude / n * (d < 0 ? -1 : 1))};
  }
  // With n a power of 2 (a constant where inlined: the loop unrolls into compares), in shifts and
  // masks: no division by the run-time |d| and s.
  bool const pow2 = (n & (n - 1)) == 0;
  int shift = -1;  // log2 of the mode's elements in one vector, n / |d|
  for (int k = 1; pow2 && k + 1 < int(sizeof(T) * 8) && (T(1) << k) <= n; ++k) shift = n >> k == magnitude ? k : shift;
  if (pow2 ? shift < 0 : n % magnitude != 0) return {s, d, algebra_error::upcast_divisibility};
  T const per_vector = pow2 ? T(1) << shift : n / magnitude;  // the mode's elements in one vector
  T const partial = pow2 ? s & (per_vector - 1) : s % per_vector;
  if (s <= 0 || (partial != 0 && (pow2 ? (s & (s - 1)) != 0 || s > per_vector : per_vector % s != 0)))
    return {s, d, algebra_error::upcast_extent};
  return {static_cast<T>((pow2 ? s >> shift : s / per_vector) + (partial != 0)), static_cast<T>(d < 0 ? -1 : 1)};
}

// upcast<n> (up) or downcast<n> of a layout, leaf by leaf (the structure is kept).
template <class B>
CUTE_HOST_DEVICE constexpr value_tree<B> recast_by(value_tree<B> l, long long n, bool up) {
  using T = value_tree<B>;
  if (!l.ok) return l;
  for (int q = 0; q < l.n; ++q) {
    if (l.rank[q] != leaf) continue;
    if (l.sym[q] != 0 || l.extent_sym[q] != 0) return failed<T>(algebra_error::not_static);
    recast_result<long long> const r = recast_leaf<B>(l.shape[q], l.stride[q], n, up);
    if (r.error != algebra_error::none) return failed<T>(r.error);
    l.shape[q] = r.shape;
    l.stride[q] = r.stride;
  }
  return l;
}

}  // namespace cute::detail::value_algebra

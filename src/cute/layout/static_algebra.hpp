// cute/layout/static_algebra.hpp: the layout algebra on static layouts (and on layouts whose dynamic
// integers it carries as symbols), computed on values (see static_tree.hpp): coalesce, composition, complement, the divides and the products. Each function
// mirrors its type-level counterpart (coalesce.hpp, composition.hpp, ...) decision for decision, so
// that the result's type is the same; where the type-level path would fail (a condition of the
// algebra, an overflow) the result is marked not ok and the caller takes the type-level path, which
// reports the error. Plain (non-template) constexpr functions: parsed once, only evaluated per use.
#pragma once
#include <cute/config.hpp>
#include <cute/layout/layout.hpp>
#include <cute/layout/static_tree.hpp>

namespace cute {
CUTE_EXPORT namespace detail {
namespace st {

// A layout in a tiler (or as the operand of an operation).
template <class S, class D>
inline constexpr bool encodable<Layout<S, D>> = int_static<S> && int_static<D> && !std::is_same_v<S, tuple<>>;
template <class S, class D>
struct encode<Layout<S, D>> {
  static constexpr tree value = as_tiler(encode_layout<S, D>::value);
};

/// The Layout type of the tree H::value.
template <class H>
using layout_of = Layout<shape_at<H, 0>, stride_at<H, 0>>;

// A flat list of modes (shape:stride), what coalesce and composition work on.
struct modes {
  int n = 0;
  long long shape[capacity] = {};
  long long stride[capacity] = {};
  int sym[capacity] = {};  // as tree::sym
};

CUTE_HOST_DEVICE constexpr void push_mode(modes& m, long long s, long long d, bool& ok, int sym = 0) {
  if (m.n >= capacity) {
    ok = false;
    return;
  }
  m.shape[m.n] = s;
  m.stride[m.n] = d;
  m.sym[m.n] = sym;
  ++m.n;
}

CUTE_HOST_DEVICE constexpr bool any_symbol(modes const& m) {
  for (int k = 0; k < m.n; ++k)
    if (m.sym[k] != 0) return true;
  return false;
}

// The leaves of the layout at p, in order (flatten).
CUTE_HOST_DEVICE constexpr void flatten_into(modes& m, tree const& t, int p, bool& ok) {
  if (t.rank[p] == leaf) {
    if (t.extent_sym[p] != 0) ok = false;  // modes are read: their extents must be static
    push_mode(m, t.shape[p], t.stride[p], ok, t.sym[p]);
  } else if (t.rank[p] > 0) {
    int q = p + 1;
    for (int i = 0; i < t.rank[p]; ++i, q = end(t, q)) flatten_into(m, t, q, ok);
  } else {
    ok = false;
  }
}
CUTE_HOST_DEVICE constexpr modes flat(tree const& t, bool& ok) {
  modes m;
  if (!t.ok || t.n == 0) ok = false;
  else flatten_into(m, t, 0, ok);
  return m;
}

CUTE_HOST_DEVICE constexpr int rank_of(tree const& t) { return t.rank[0] < 0 ? 1 : t.rank[0]; }


// sum((s - 1) * |d|) + 1 over the leaves.
CUTE_HOST_DEVICE constexpr long long cosize(tree const& t, bool& ok) {
  modes m = flat(t, ok);
  if (any_symbol(m)) ok = false;  // a dynamic cosize
  long long c = 0;
  for (int k = 0; k < m.n; ++k)
    c = checked(c + checked((m.shape[k] - 1) * (m.stride[k] < 0 ? -m.stride[k] : m.stride[k]), ok), ok);
  return checked(c + 1, ok);
}

// The layout at p evaluated at the 1-D coordinate c (crd2idx: colexicographic, the last mode absorbs).
CUTE_HOST_DEVICE constexpr long long evaluate(tree const& t, int p, long long c, bool& ok) {
  if (t.rank[p] == leaf) {
    if (t.sym[p] != 0) ok = false;
    return c * t.stride[p];
  }
  long long before = 1, index = 0;
  int q = p + 1;
  for (int i = 0; i < t.rank[p]; ++i, q = end(t, q)) {
    long long const extent = size_of(t, q, ok);
    if (before == 0 || (i + 1 < t.rank[p] && extent == 0)) {
      ok = false;
      return 0;
    }
    long long const ci = i + 1 == t.rank[p] ? c / before : c / before % extent;
    index += evaluate(t, q, ci, ok);
    before *= extent;
  }
  return index;
}

// coalesce_flat: extent-1 modes dropped, s1:d1 followed by s:(s1*d1) merged into (s1*s):d1 where
// that equality is static (a symbolic stride merges with nothing, unless s1 is 0: 0 * x is _0).
CUTE_HOST_DEVICE constexpr modes coalesce_modes(modes const& in, bool& ok) {
  modes r;
  for (int k = 0; k < in.n; ++k) {
    long long const s = in.shape[k], d = in.stride[k];
    if (s == 1) continue;
    bool merge = false;
    if (r.n > 0 && in.sym[k] == 0) {
      scaled_stride const next = scale(r.shape[r.n - 1], r.stride[r.n - 1], r.sym[r.n - 1], ok);
      merge = next.sym == 0 && next.stride == d;
    }
    if (merge) {
      r.shape[r.n - 1] = checked(r.shape[r.n - 1] * s, ok);
    } else {
      push_mode(r, s, d, ok, in.sym[k]);
    }
  }
  return r;
}

// The layout of a list of modes: 1:0 when empty, the mode itself when alone (unwrap), else a flat tuple.
CUTE_HOST_DEVICE constexpr tree layout_of_modes(modes const& m, bool ok) {
  tree t;
  if (m.n == 0) {
    push(t, leaf, 1, 0);
  } else if (m.n == 1) {
    push(t, leaf, m.shape[0], m.stride[0], m.sym[0]);
  } else {
    push(t, m.n);
    for (int k = 0; k < m.n; ++k) push(t, leaf, m.shape[k], m.stride[k], m.sym[k]);
  }
  if (!ok) t.ok = false;
  return t;
}

CUTE_HOST_DEVICE constexpr tree coalesce(tree const& l) {
  bool ok = true;
  modes const m = coalesce_modes(flat(l, ok), ok);
  return layout_of_modes(m, ok);
}

// coalesce(l, profile): by mode where the profile is a tuple.
CUTE_HOST_DEVICE constexpr tree coalesce_by(tree const& l, tree const& profile) {
  if (!l.ok || !profile.ok) return failed();
  if (profile.rank[0] < 0) return coalesce(l);
  int const g = profile.rank[0];
  if (l.rank[0] < 0 || g > l.rank[0]) return failed();
  tree out;
  push(out, l.rank[0]);
  for (int i = 0; i < l.rank[0]; ++i)
    append(out, i < g ? coalesce_by(mode(l, i), subtree(profile, child(profile, 0, i))) : mode(l, i), 0);
  return out;
}

// Composition -----------------------------------------------------------------------------------

struct compose_state {
  long long reach[capacity] = {};  // summed over B's modes, per mode of A but the last
  bool divisible = true;           // CuTe's divisibility condition
  bool exact = true;               // what CuTe assumes besides
};

// compose_typed for one mode s:t of B against A (flat, coalesced): compose_mode when A has modes.
CUTE_HOST_DEVICE constexpr void compose_leaf(tree& out, modes const& a, long long s, long long t, compose_state& st) {
  int const R = a.n;
  bool ok = true;
  if (R == 1) {
    scaled_stride const d = scale(t, a.stride[0], a.sym[0], ok);
    push(out, leaf, s, d.stride, d.sym);
    if (!ok) out.ok = false;
    return;
  }
  if (t == 0) {
    push(out, leaf, s, 0);
    return;
  }
  modes m;
  long long rest_shape = s, rest_stride = t;
  for (int k = 0; k + 1 < R; ++k) {
    long long const ak = a.shape[k], dk = a.stride[k];
    long long const walk = checked(rest_stride < 0 ? -rest_stride : rest_stride, ok);
    bool const fits = ak != 0 && (walk % ak == 0 || walk < ak);
    long long const next_shape = walk == 0 ? 1 : checked(ak + walk - 1, ok) / walk;
    long long const sign = (rest_stride > 0) - (rest_stride < 0);
    long long const next_stride = checked((ak == 0 ? 1 : checked(walk + ak - 1, ok) / ak) * sign, ok);
    if (next_shape == 1 || rest_shape == 1) {
      rest_stride = next_stride;
      st.divisible = st.divisible && fits;
      continue;
    }
    long long const new_shape = next_shape < rest_shape ? next_shape : rest_shape;
    bool const divides = new_shape == 0 || rest_shape % new_shape == 0;
    bool const ends = new_shape == 0 || new_shape == rest_shape || walk == 0 || walk >= ak || ak % walk == 0;
    st.reach[k] = checked(st.reach[k] + checked((new_shape - 1) * walk, ok), ok);
    scaled_stride const d = scale(rest_stride, dk, a.sym[k], ok);
    push_mode(m, new_shape, d.stride, ok, d.sym);
    rest_shape = new_shape == 0 ? 0 : rest_shape / new_shape;
    rest_stride = next_stride;
    st.divisible = st.divisible && fits && divides;
    st.exact = st.exact && ends;
  }
  scaled_stride const last = scale(rest_stride, a.stride[R - 1], a.sym[R - 1], ok);
  if (m.n == 0) {
    push(out, leaf, rest_shape, last.stride, last.sym);
  } else if (rest_shape == 1) {
    if (m.n > 1) push(out, m.n);
    for (int k = 0; k < m.n; ++k) push(out, leaf, m.shape[k], m.stride[k], m.sym[k]);
  } else {
    push(out, m.n + 1);
    for (int k = 0; k < m.n; ++k) push(out, leaf, m.shape[k], m.stride[k], m.sym[k]);
    push(out, leaf, rest_shape, last.stride, last.sym);
  }
  if (!ok) out.ok = false;
}

// compose_typed over the modes of B (B's profile is kept).
CUTE_HOST_DEVICE constexpr void compose_into(tree& out, modes const& a, tree const& b, int p, compose_state& st) {
  if (b.rank[p] == leaf) {
    if (b.sym[p] != 0) out.ok = false;  // B's strides decide the walk
    compose_leaf(out, a, b.shape[p], b.stride[p], st);
  } else if (b.rank[p] > 0) {
    push(out, b.rank[p]);
    int q = p + 1;
    for (int i = 0; i < b.rank[p]; ++i, q = end(b, q)) compose_into(out, a, b, q, st);
  } else {
    out.ok = false;
  }
}

// composition of two layouts: A coalesced keeping its last mode, then B's modes one by one.
CUTE_HOST_DEVICE constexpr tree compose(tree const& a, tree const& b) {
  if (!a.ok || !b.ok) return failed();
  bool ok = true;
  modes f = flat(a, ok);
  if (!ok || f.n == 0) return failed();
  if (f.shape[f.n - 1] == 1) f.shape[f.n - 1] = 2;  // the last mode's extent is never used
  modes const fa = coalesce_modes(f, ok);
  compose_state st;
  tree r;
  compose_into(r, fa, b, 0, st);
  for (int k = 0; k + 1 < fa.n; ++k) st.exact = st.exact && st.reach[k] < fa.shape[k];
  if (!ok || !r.ok || !st.divisible) return failed();
  if (!st.exact) {
    // CuTe's condition holds but not what it assumes: the result must agree with A o B everywhere.
    long long const n = size_of(b, 0, ok);
    if (!ok || n > (1LL << 16)) return failed();
    for (long long i = 0; i < n; ++i)
      if (evaluate(r, 0, i, ok) != evaluate(a, 0, evaluate(b, 0, i, ok), ok) || !ok) return failed();
  }
  return r;
}

// composition with a tiler: by mode for a tuple, `_` keeps A, an integer n is n:1.
CUTE_HOST_DEVICE constexpr tree compose_tiler(tree const& a, tree const& tiler) {
  if (!a.ok || !tiler.ok) return failed();
  int const r0 = tiler.rank[0];
  if (r0 == under) return a;
  if (r0 == leaf) return compose(a, node(leaf, tiler.shape[0], 1));
  if (r0 == layout_node) return compose(a, subtree(tiler, 1));
  if (r0 > rank_of(a)) return failed();
  tree out;
  push(out, r0);
  for (int i = 0; i < r0; ++i) append(out, compose_tiler(mode(a, i), subtree(tiler, child(tiler, 0, i))), 0);
  return out;
}

// Complement ------------------------------------------------------------------------------------

// coalesce_shape of a static shape: the product of its leaves.
CUTE_HOST_DEVICE constexpr long long product_of(tree const& t, bool& ok) {
  modes const m = flat(t, ok);
  if (m.n == 0) ok = false;
  long long p = 1;
  for (int k = 0; k < m.n; ++k) p = checked(k == 0 ? m.shape[0] : p * m.shape[k], ok);
  return p;
}

CUTE_HOST_DEVICE constexpr tree complement(tree const& a, tree const& cotarget) {
  if (!a.ok || !cotarget.ok) return failed();
  bool ok = true;
  // filter: zero strides move nothing (their extent becomes 1), then coalesce.
  modes m = flat(a, ok);
  if (any_symbol(m)) return failed();  // ordered by dynamic strides
  for (int k = 0; k < m.n; ++k)
    if (m.stride[k] == 0) m.shape[k] = 1;
  modes const f = coalesce_modes(m, ok);
  if (f.n == 0) {  // nothing left of A
    long long const c = product_of(cotarget, ok);
    tree t = node(leaf, c, c == 1 ? 0 : 1);
    if (!ok) t.ok = false;
    return t;
  }
  // The modes in ascending stride order (exchange sort, as the type-level path).
  int order[capacity] = {};
  for (int k = 0; k < f.n; ++k) order[k] = k;
  for (int i = 0; i < f.n; ++i)
    for (int j = i + 1; j < f.n; ++j)
      if (f.stride[order[j]] < f.stride[order[i]]) {
        int const x = order[i];
        order[i] = order[j];
        order[j] = x;
      }
  modes r;
  long long span = 1;
  for (int k = 0; k < f.n; ++k) {
    long long const d = f.stride[order[k]];
    if (!(span > 0 && d >= span)) return failed();  // not injective
    push_mode(r, d / span, span, ok);
    span = checked(d * f.shape[order[k]], ok);
  }
  // The rest up to the cotarget: ceil_div(cotarget, span), coalesced into one extent.
  if (span <= 0) return failed();
  long long rest = 1;
  if (cotarget.rank[0] == leaf) {
    rest = checked(cotarget.shape[0] + span - 1, ok) / span;
  } else if (cotarget.rank[0] > 0) {
    long long divisor = span;
    int q = 1;
    for (int i = 0; i < cotarget.rank[0]; ++i, q = end(cotarget, q)) {
      if (cotarget.rank[q] != leaf || divisor <= 0 || cotarget.shape[q] <= 0) return failed();
      long long const c = cotarget.shape[q];
      long long const e = checked(c + divisor - 1, ok) / divisor;
      rest = i == 0 ? e : checked(rest * e, ok);
      divisor = checked(divisor + c - 1, ok) / c;
    }
  } else {
    return failed();
  }
  push_mode(r, rest, rest == 1 ? 0 : span, ok);
  tree result = layout_of_modes(coalesce_modes(r, ok), ok);
  // The postcondition: A and its complement together span the cotarget.
  long long const covered = checked(cosize(a, ok) + cosize(result, ok) - 1, ok);
  if (!ok || covered < product_of(cotarget, ok) || !ok) return failed();
  return result;
}

// complement(A) is complement(A, cosize(filter(A))).
CUTE_HOST_DEVICE constexpr tree complement(tree const& a) {
  if (!a.ok) return failed();
  bool ok = true;
  modes m = flat(a, ok);
  if (any_symbol(m)) return failed();
  for (int k = 0; k < m.n; ++k)
    if (m.stride[k] == 0) m.shape[k] = 1;
  long long const c = cosize(layout_of_modes(coalesce_modes(m, ok), ok), ok);
  return ok ? complement(a, node(leaf, c)) : failed();
}

// Divides and products ---------------------------------------------------------------------------

// make_layout(a, b): the layout whose two modes are a and b.
CUTE_HOST_DEVICE constexpr tree pair(tree const& a, tree const& b) {
  tree t;
  push(t, 2);
  append(t, a, 0);
  append(t, b, 0);
  return t;
}

// A tiler's integer n as a layout: make_layout(n), compact (1:0 for n == 1).
CUTE_HOST_DEVICE constexpr tree compact(long long n) { return node(leaf, n, n == 1 ? 0 : 1); }

CUTE_HOST_DEVICE constexpr tree divide_by_layout(tree const& a, tree const& t) {
  // The complement against A's coalesced shape, as a tuple.
  tree const ca = coalesce(a);
  tree cotarget;
  if (ca.rank[0] == leaf) push(cotarget, 1);
  append(cotarget, ca, 0);
  return compose(a, pair(t, complement(t, cotarget)));
}

CUTE_HOST_DEVICE constexpr tree product_by_layout(tree const& a, tree const& b) {
  bool ok = true;
  long long const m = checked(size_of(a, 0, ok) * cosize(b, ok), ok);
  if (!ok) return failed();
  return pair(a, compose(complement(a, node(leaf, m)), b));
}

// by_mode application of divide (product = false) or product, with the tiler's kinds resolved.
CUTE_HOST_DEVICE constexpr tree divide_or_product(tree const& a, tree const& tiler, bool product) {
  if (!a.ok || !tiler.ok) return failed();
  int const r0 = tiler.rank[0];
  if (r0 == under) return a;
  if (r0 == leaf) return product ? product_by_layout(a, compact(tiler.shape[0])) : divide_by_layout(a, compact(tiler.shape[0]));
  if (r0 == layout_node) return product ? product_by_layout(a, subtree(tiler, 1)) : divide_by_layout(a, subtree(tiler, 1));
  if (a.rank[0] < 0 || r0 > a.rank[0]) return failed();
  tree out;
  push(out, a.rank[0]);
  for (int i = 0; i < a.rank[0]; ++i)
    append(out, i < r0 ? divide_or_product(mode(a, i), subtree(tiler, child(tiler, 0, i)), product) : mode(a, i), 0);
  return out;
}

// tile_unzip: the tile parts and the rest parts of a divided (or multiplied) layout, guided by the tiler.
struct two {
  tree first, second;
};
CUTE_HOST_DEVICE constexpr two unzip(tree const& t, tree const& guide) {
  two r;
  if (!t.ok || !guide.ok || t.rank[0] < 0) return two{failed(), failed()};
  if (guide.rank[0] < 0) {
    if (t.rank[0] != 2) return two{failed(), failed()};
    r.first = mode(t, 0);
    r.second = mode(t, 1);
    return r;
  }
  int const g = guide.rank[0], n = t.rank[0];
  if (g > n) return two{failed(), failed()};
  push(r.first, g);
  push(r.second, n);
  for (int i = 0; i < n; ++i) {
    if (i < g) {
      two const s = unzip(mode(t, i), subtree(guide, child(guide, 0, i)));
      append(r.first, s.first, 0);
      append(r.second, s.second, 0);
    } else {
      append(r.second, mode(t, i), 0);
    }
  }
  return r;
}

// The top-level modes of a layout appended to out (a layout of rank 1 stays whole); their count.
CUTE_HOST_DEVICE constexpr int append_modes(tree& out, tree const& l) {
  if (l.rank[0] > 1) {
    for (int i = 0; i < l.rank[0]; ++i) append(out, mode(l, i), 0);
    return l.rank[0];
  }
  append(out, l, 0);
  return 1;
}

// arrangement: 0 logical, 1 zipped, 2 tiled, 3 flat.
CUTE_HOST_DEVICE constexpr tree arrange(tree const& l, tree const& tiler, int arrangement) {
  if (arrangement == 0 || !l.ok) return l;
  two const z = unzip(l, tiler);
  if (!z.first.ok || !z.second.ok) return failed();
  if (arrangement == 1) return pair(z.first, z.second);
  tree out;
  push(out, 0);
  int count = 0;
  if (arrangement == 2) {
    append(out, z.first, 0);
    count = 1;
  } else {
    count = append_modes(out, z.first);
  }
  count += append_modes(out, z.second);
  out.rank[0] = count;
  return out;
}

// Mode i of the result of the blocked (tile first) or raked product: (A_i, B_i) or (B_i, A_i).
CUTE_HOST_DEVICE constexpr tree interleaved_product(tree const& a, tree const& b, bool tile_first) {
  if (!a.ok || !b.ok) return failed();
  int const R = rank_of(a) > rank_of(b) ? rank_of(a) : rank_of(b);
  // append<R>: wrapped into a tuple, padded with 1:0 modes.
  tree pa, pb;
  push(pa, R);
  push(pb, R);
  for (int i = 0; i < R; ++i) {
    append(pa, i < rank_of(a) ? mode(a, i) : node(leaf, 1, 0), 0);
    append(pb, i < rank_of(b) ? mode(b, i) : node(leaf, 1, 0), 0);
  }
  tree const p = product_by_layout(pa, pb);
  if (!p.ok) return failed();
  tree const x = mode(p, tile_first ? 0 : 1), y = mode(p, tile_first ? 1 : 0);
  int const n = rank_of(x);
  if (rank_of(y) < n) return failed();
  tree out;
  push(out, n);
  for (int j = 0; j < n; ++j) {
    push(out, 2);
    append(out, mode(x, j), 0);
    append(out, mode(y, j), 0);
  }
  return out;
}

// The operations, as result<Op, Inputs...> computes them on the encoded inputs.
struct op_coalesce {
  static constexpr tree run(tree const& a) { return coalesce(as_layout(a)); }
  static constexpr tree run(tree const& a, tree const& profile) { return coalesce_by(as_layout(a), profile); }
};
struct op_composition {
  static constexpr tree run(tree const& a, tree const& tiler) { return compose_tiler(as_layout(a), tiler); }
};
struct op_complement {
  static constexpr tree run(tree const& a) { return complement(as_layout(a)); }
  static constexpr tree run(tree const& a, tree const& cotarget) { return complement(as_layout(a), cotarget); }
};
template <int arrangement>
struct op_divide {
  static constexpr tree run(tree const& a, tree const& tiler) {
    return arrange(divide_or_product(as_layout(a), tiler, false), tiler, arrangement);
  }
};
template <int arrangement>
struct op_product {
  static constexpr tree run(tree const& a, tree const& tiler) {
    return arrange(divide_or_product(as_layout(a), tiler, true), tiler, arrangement);
  }
};
template <bool tile_first>
struct op_interleaved_product {
  static constexpr tree run(tree const& a, tree const& b) { return interleaved_product(as_layout(a), as_layout(b), tile_first); }
};

/// True when the operation's static result is computed on values (then layout_of<result<...>> is it).
/// A concept, so that the result is not even instantiated for inputs that cannot be encoded. The
/// operands are plain types (the callers' deduced parameters): no remove_cvref, whose spelling nvcc's
/// front end would carry into every type computed from the result.
template <class Op, class... In>
concept static_result = (encodable<In> && ...) && result<Op, In...>::value.ok;

template <class Op, class... In>
using static_result_t = layout_of<result<Op, In...>>;

// A layout with some dynamic strides or extents, as the first operand: its dynamic integers are
// symbols (static_tree.hpp), the other operands are static.
template <class T>
inline constexpr bool symbolic_encodable = false;
#if defined(CUTE_NO_SYMBOLIC_STRIDES)  // every such layout takes the type-level path (a test compares the two)
template <class S, class D>
inline constexpr bool symbolic_encodable<Layout<S, D>> = false;
#else
template <class S, class D>
inline constexpr bool symbolic_encodable<Layout<S, D>> = !(int_static<S> && int_static<D>) && !std::is_same_v<S, tuple<>>;
#endif

template <class Op, class L, class... Rest>
struct symbolic_result_of;
template <class Op, class S, class D, class... Rest>
struct symbolic_result_of<Op, Layout<S, D>, Rest...> {
  using dynamic_shape = S;
  using dynamic_stride = D;
  static constexpr tree value = Op::run(number_symbols(as_tiler(encode_layout<S, D>::value)), encode<Rest>::value...);
};

template <class Op, class L, class... Rest>
concept symbolic_result = symbolic_encodable<L> && (encodable<Rest> && ...) &&
                          symbolic_result_of<Op, L, Rest...>::value.ok;

/// True when the operation's result is computed on values: the inputs static, or the first a layout
/// whose dynamic strides (and extents of modes left untouched) the result carries as symbols.
template <class Op, class L, class... Rest>
concept fast_result = static_result<Op, L, Rest...> || symbolic_result<Op, L, Rest...>;

/// The result of the operation on the layout a and the static operands Rest (fast_result holds).
template <class Op, class... Rest, class S, class D>
CUTE_HOST_DEVICE constexpr auto fast_layout(Layout<S, D> const& a) {
  if constexpr (static_result<Op, Layout<S, D>, Rest...>) {
    return static_result_t<Op, Layout<S, D>, Rest...>{};
  } else {
    using H = symbolic_result_of<Op, Layout<S, D>, Rest...>;
    return layout_of<H>{shape_value<H, 0>(a.shape()), stride_value<H, 0>(a.stride())};
  }
}

}  // namespace st
}  // namespace detail
}  // namespace cute

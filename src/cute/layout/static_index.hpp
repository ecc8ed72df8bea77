// cute/layout/static_index.hpp: crd2idx of an int coordinate in a layout of Int<N> only, as one flat
// expression. The type-level crd2idx instantiates a split of the coordinate and a product of the
// previous extents for each mode (four function templates per node); here the divisors and extents
// of every leaf's path are values computed once per layout, and the index is a single fold over the
// leaves. Same operations on int, same result type (int, or _0 when no leaf depends on the coordinate).
#pragma once
#include <cute/config.hpp>
#include <cute/layout/static_tree.hpp>

CUTE_EXPORT namespace cute::detail::value_algebra {

inline constexpr int index_depth = 4;  // deeper layouts take the type-level path

// For each leaf whose term depends on the coordinate, in order: the divisor and extent of each level
// of its path (extent 0 for a last mode, which absorbs the rest; divisor 1, extent 0 pad it to
// index_depth levels), then its stride: leaf_values integers per leaf.
inline constexpr int leaf_values = 2 * index_depth + 1;
template <int N>
struct index_table {
  bool ok = true;
  int size = 0;
  int values[N] = {};
};

template <int N>
CUTE_HOST_DEVICE constexpr void put(index_table<N>& t, long long v) {
  if (t.size >= N) {
    t.ok = false;
    return;
  }
  t.values[t.size++] = static_cast<int>(v);
}

// The leaves of the subtree at p; path_static: an enclosing non-last mode has extent 1, so the type-level
// coordinate there is _0 (x % _1), and so is every term below. path: the divisor and extent of each level above.
template <int N, class B>
CUTE_HOST_DEVICE constexpr void index_leaves(index_table<N>& t, value_tree<B> const& l, int p, int depth, int* path, bool path_static) {
  if (l.rank[p] == leaf) {
    if (path_static || l.stride[p] == 0) return;
    for (int k = 0; k < index_depth; ++k) {
      put(t, k < depth ? path[2 * k] : 1);
      put(t, k < depth ? path[2 * k + 1] : 0);
    }
    put(t, l.stride[p]);
    return;
  }
  if (l.rank[p] <= 0 || depth >= index_depth) {
    t.ok = false;
    return;
  }
  bool ok = true;
  long long before = 1;
  int q = p + 1;
  for (int i = 0; i < l.rank[p]; ++i, q = end(l, q)) {
    bool const last = i + 1 == l.rank[p];
    long long const size = size_of(l, q, ok);
    if (!ok || before == 0 || (!last && size == 0)) {  // the type-level path's check_divisor
      t.ok = false;
      return;
    }
    path[2 * depth] = static_cast<int>(before);  // this level's, for each child in turn
    path[2 * depth + 1] = last ? 0 : static_cast<int>(size);
    index_leaves(t, l, q, depth + 1, path, path_static || (!last && size == 1));
    before = within<static_bounds<small_capacity>>(before * size, ok);  // both within int: no overflow in long long
  }
  if (!ok) t.ok = false;
}

template <int N, class B>
CUTE_HOST_DEVICE constexpr index_table<N> make_index_table(value_tree<B> const& l) {
  index_table<N> t{l.ok};
  int path[2 * index_depth] = {};
  if (l.ok) index_leaves(t, l, 0, 0, path, false);
  return t;
}

// The table of a layout: room for each of its leaves, up to small_capacity leaves (past that it is not ok).
template <class S, class D>
struct index_map {
  static constexpr int leaves = static_cast<int>(leaf_count<S>);
  static constexpr int N = leaf_values * (leaves < 1 ? 1 : leaves < small_capacity ? leaves : small_capacity);
  static constexpr index_table<N> value = make_index_table<N>(encode_layout<S, D>::value);
};

// The table as template arguments (device code may use them; not a host variable).
template <class M, class Seq = std::make_index_sequence<M::value.size>>
struct index_values;
template <class M, std::size_t... K>
struct index_values<M, std::index_sequence<K...>> {
  using type = std::integer_sequence<int, M::value.values[K]...>;
};

// An int coordinate into a layout of Int<N> that the table covers (a concept: nothing is instantiated
// for other layouts).
template <class Coord, class S, class D>
concept static_index = std::same_as<Coord, int> && int_static<S> && int_static<D> && index_map<S, D>::value.ok;

CUTE_HOST_DEVICE constexpr int index_level(int x, int divisor, int extent) { return extent == 0 ? x / divisor : x / divisor % extent; }

// One straight expression (no loop for the optimizer to work on): the sum of the leaves' terms.
template <int... V, std::size_t... L>
CUTE_HOST_DEVICE constexpr int static_crd2idx(int c, std::integer_sequence<int, V...>, std::index_sequence<L...>) {
  constexpr int t[] = {V...};
  return (0 + ... +
          (index_level(index_level(index_level(index_level(c, t[9 * L], t[9 * L + 1]), t[9 * L + 2], t[9 * L + 3]), t[9 * L + 4],
                                   t[9 * L + 5]),
                       t[9 * L + 6], t[9 * L + 7]) *
           t[9 * L + 8]));
}
static_assert(leaf_values == 9, "static_crd2idx reads 4 levels and a stride per leaf");

}  // namespace cute::detail::value_algebra

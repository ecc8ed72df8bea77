// cute/layout/static_index.hpp: crd2idx of an int coordinate in a layout of Int<N> only, as one flat
// expression. The type-level crd2idx instantiates a split of the coordinate and a product of the
// previous extents for each mode (four function templates per node); here the divisors and extents
// of every leaf's path are values computed once per layout, and the index is a single fold over the
// leaves. Same operations on int, same result type (int, or _0 when no leaf depends on the coordinate).
#pragma once
#include <cute/config.hpp>
#include <cute/layout/static_tree.hpp>

namespace cute {
CUTE_EXPORT namespace detail {
namespace st {

inline constexpr int index_depth = 4;  // deeper layouts take the type-level path

// For each leaf whose term depends on the coordinate: the divisor and extent of each level of its path
// (extent 0 for a last mode, which absorbs the rest; divisor 1, extent 0 pads), and its stride.
struct index_table {
  bool ok = true;
  int n = 0;
  int divisor[capacity][index_depth] = {};
  int extent[capacity][index_depth] = {};
  int stride[capacity] = {};
};

// The leaves of the subtree at p; path_static: an enclosing non-last mode has extent 1, so the type-level
// coordinate there is _0 (x % _1), and so is every term below.
CUTE_HOST_DEVICE constexpr void index_leaves(index_table& t, tree const& l, int p, int depth, int const* divisor, int const* extent,
                                             bool path_static) {
  if (l.rank[p] == leaf) {
    if (path_static || l.stride[p] == 0) return;
    if (t.n >= capacity || depth > index_depth) {
      t.ok = false;
      return;
    }
    for (int k = 0; k < index_depth; ++k) {
      t.divisor[t.n][k] = k < depth ? divisor[k] : 1;
      t.extent[t.n][k] = k < depth ? extent[k] : 0;
    }
    t.stride[t.n] = static_cast<int>(l.stride[p]);
    ++t.n;
    return;
  }
  if (l.rank[p] <= 0 || depth >= index_depth) {
    t.ok = false;
    return;
  }
  int div[index_depth] = {}, ext[index_depth] = {};
  for (int k = 0; k < depth; ++k) {
    div[k] = divisor[k];
    ext[k] = extent[k];
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
    div[depth] = static_cast<int>(before);
    ext[depth] = last ? 0 : static_cast<int>(size);
    index_leaves(t, l, q, depth + 1, div, ext, path_static || (!last && size == 1));
    before = checked(before * size, ok);
  }
  if (!ok) t.ok = false;
}

CUTE_HOST_DEVICE constexpr index_table make_index_table(tree const& l) {
  index_table t;
  if (!l.ok) {
    t.ok = false;
    return t;
  }
  int const none[index_depth] = {};
  index_leaves(t, l, 0, 0, none, none, false);
  return t;
}

template <class S, class D>
struct index_map {
  static constexpr index_table value = make_index_table(encode_layout<S, D>::value);
};

// An int coordinate into a layout of Int<N> that the table covers (a concept: nothing is instantiated
// for other layouts).
template <class Coord, class S, class D>
concept static_index = std::same_as<Coord, int> && int_static<S> && int_static<D> && index_map<S, D>::value.ok;

CUTE_HOST_DEVICE constexpr int index_level(int x, int divisor, int extent) { return extent == 0 ? x / divisor : x / divisor % extent; }

// (The table's values are read through C<v>::value: device code may use scalar constants only.)
template <class M, std::size_t... L>
CUTE_HOST_DEVICE constexpr int static_crd2idx(int c, std::index_sequence<L...>) {
  return (0 + ... + (index_level(index_level(index_level(index_level(c, C<M::value.divisor[L][0]>::value, C<M::value.extent[L][0]>::value),
                                                          C<M::value.divisor[L][1]>::value, C<M::value.extent[L][1]>::value),
                                              C<M::value.divisor[L][2]>::value, C<M::value.extent[L][2]>::value),
                                  C<M::value.divisor[L][3]>::value, C<M::value.extent[L][3]>::value) *
                      C<M::value.stride[L]>::value));
}

}  // namespace st
}  // namespace detail
}  // namespace cute

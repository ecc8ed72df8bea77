// modes.hpp: the operations that treat a value as a tuple of modes, with CuTe's template integers as
// ordinary arguments: get<I...>, take<B,E>, select<I...>, group<B,E>, append<N>, prepend<N>,
// replace<N>, flatten. One implementation serves tuples and layouts (a layout's tree carries its
// strides beside its extents). A non-tuple counts as a tuple of rank 1 where CuTe does.
#pragma once
#include <vector>

#include "value.hpp"

namespace cute_layout {

inline i64 rank(tree const& t) { return cute::runtime::rank(t); }

// The number of leaves (integers and `_`).
inline i64 leaf_count(tree const& t) {
  i64 n = 0;
  for (int q = 0; q < t.n; ++q) n += t.rank[q] < 0;
  return n;
}

// The modes of t (t itself when it is not a tuple).
inline std::vector<tree> elements(tree const& t) {
  if (t.rank[0] < 0) return {t};
  std::vector<tree> out;
  for (int i = 0, q = 1; i < t.rank[0]; ++i, q = va::end(t, q)) out.push_back(va::subtree(t, q));
  return out;
}

inline tree get(tree const& t, std::vector<i64> const& indices) {
  tree cur = t;
  for (i64 i : indices) {
    if (i < 0 || i >= rank(cur))
      throw Error("mode index " + std::to_string(i) + " is out of range for rank " + std::to_string(rank(cur)));
    cur = va::mode(cur, static_cast<int>(i));
  }
  return cur;
}

// `end == -1` means the rank, as CuTe's take<B,-1> and group<B,-1>.
inline tree take(tree const& t, i64 begin, i64 end) {
  i64 const r = rank(t);
  if (end == -1) end = r;
  if (!(0 <= begin && begin < end && end <= r))
    throw Error("range [" + std::to_string(begin) + "," + std::to_string(end) + ") is empty or out of bounds for rank " +
                std::to_string(r));
  std::vector<tree> const e = elements(t);
  return cute::runtime::tuple(std::vector<tree>(e.begin() + begin, e.begin() + end));
}

inline tree select(tree const& t, std::vector<i64> const& indices) {
  if (indices.empty()) throw Error("select needs at least one mode index");
  std::vector<tree> out;
  for (i64 i : indices) out.push_back(get(t, {i}));
  return cute::runtime::tuple(out);
}

inline tree group(tree const& t, i64 begin, i64 end) {
  i64 const r = rank(t);
  if (end == -1) end = r;
  if (!(0 <= begin && begin <= end && end <= r))
    throw Error("range [" + std::to_string(begin) + "," + std::to_string(end) + ") is out of bounds for rank " + std::to_string(r));
  std::vector<tree> const e = elements(t);
  std::vector<tree> out(e.begin(), e.begin() + begin);
  if (begin < end) out.push_back(cute::runtime::tuple(std::vector<tree>(e.begin() + begin, e.begin() + end)));
  out.insert(out.end(), e.begin() + end, e.end());
  return cute::runtime::tuple(out);
}

// append (at_back) or prepend: `to_rank == -1`, x once; otherwise copies of x up to that rank.
inline tree extend(tree const& t, tree const& x, i64 to_rank, bool at_back) {
  std::vector<tree> e = elements(t);
  i64 const r = static_cast<i64>(e.size());
  i64 copies = 1;
  if (to_rank != -1) {
    if (to_rank < r) throw Error("cannot extend rank " + std::to_string(r) + " to the smaller rank " + std::to_string(to_rank));
    if (to_rank == r) return t;
    copies = to_rank - r;
  }
  if (copies > static_cast<i64>(max_leaves) || leaf_count(t) + copies * leaf_count(x) > static_cast<i64>(max_leaves))
    throw Error("the result would have more than " + std::to_string(max_leaves) + " modes");
  e.insert(at_back ? e.end() : e.begin(), static_cast<std::size_t>(copies), x);
  return cute::runtime::tuple(e);
}

inline tree replace(tree const& t, tree const& x, i64 index) {
  get(t, {index});  // the index checked as get's
  if (t.rank[0] < 0) return x;
  std::vector<tree> e = elements(t);
  e[static_cast<std::size_t>(index)] = x;
  return cute::runtime::tuple(e);
}

// A flat tuple of the leaves; a leaf stays a leaf (CuTe's flatten).
inline tree flatten(tree const& t) {
  if (t.rank[0] < 0) return t;
  tree out;
  va::push(out, static_cast<int>(leaf_count(t)));
  for (int q = 0; q < t.n; ++q)
    if (t.rank[q] < 0) va::push(out, t.rank[q], t.shape[q], t.stride[q]);
  return out;
}

}  // namespace cute_layout

// modes.cpp: tuple-of-modes operations on IntTuples and Layouts.
#include "modes.hpp"

#include "limits.hpp"

namespace cute_layout {

namespace {

std::vector<IntTuple> elements(IntTuple const& t) {
  return t.is_tuple() ? t.elems() : std::vector<IntTuple>{t};
}

std::string rank_text(IntTuple const& t) { return std::to_string(t.rank()); }

}  // namespace

IntTuple get(IntTuple const& t, std::vector<i64> const& indices) {
  IntTuple const* cur = &t;
  for (i64 i : indices) {
    if (i < 0) throw Error("mode index " + std::to_string(i) + " is negative");
    cur = &cur->mode(static_cast<std::size_t>(i));
  }
  return *cur;
}

IntTuple take(IntTuple const& t, i64 begin, i64 end) {
  i64 const r = static_cast<i64>(t.rank());
  if (end == -1) end = r;
  if (!(0 <= begin && begin < end && end <= r))
    throw Error("range [" + std::to_string(begin) + "," + std::to_string(end) + ") is empty or out of bounds for rank " +
                rank_text(t));
  std::vector<IntTuple> const e = elements(t);
  return IntTuple::tuple(std::vector<IntTuple>(e.begin() + begin, e.begin() + end));
}

IntTuple select(IntTuple const& t, std::vector<i64> const& indices) {
  if (indices.empty()) throw Error("select needs at least one mode index");
  std::vector<IntTuple> out;
  for (i64 i : indices) {
    if (i < 0 || i >= static_cast<i64>(t.rank()))
      throw Error("mode index " + std::to_string(i) + " is out of range for rank " + rank_text(t));
    out.push_back(t.mode(static_cast<std::size_t>(i)));
  }
  return IntTuple::tuple(std::move(out));
}

IntTuple group(IntTuple const& t, i64 begin, i64 end) {
  i64 const r = static_cast<i64>(t.rank());
  if (end == -1) end = r;
  if (!(0 <= begin && begin <= end && end <= r))
    throw Error("range [" + std::to_string(begin) + "," + std::to_string(end) + ") is out of bounds for rank " +
                rank_text(t));
  std::vector<IntTuple> const e = elements(t);
  std::vector<IntTuple> out(e.begin(), e.begin() + begin);
  if (begin < end) out.push_back(IntTuple::tuple(std::vector<IntTuple>(e.begin() + begin, e.begin() + end)));
  out.insert(out.end(), e.begin() + end, e.end());
  return IntTuple::tuple(std::move(out));
}

static IntTuple extend(IntTuple const& t, IntTuple const& x, i64 rank, bool at_back) {
  std::vector<IntTuple> e = elements(t);
  i64 const r = static_cast<i64>(e.size());
  i64 copies = 1;
  if (rank != -1) {
    if (rank < r) throw Error("cannot extend rank " + std::to_string(r) + " to the smaller rank " + std::to_string(rank));
    if (rank == r) return t;
    copies = rank - r;
  }
  if (copies > static_cast<i64>(max_leaves) ||
      leaf_count(t) + static_cast<std::size_t>(copies) * leaf_count(x) > max_leaves)
    throw Error("the result would have more than " + std::to_string(max_leaves) + " modes");
  std::vector<IntTuple> const xs(static_cast<std::size_t>(copies), x);
  e.insert(at_back ? e.end() : e.begin(), xs.begin(), xs.end());
  return IntTuple::tuple(std::move(e));
}

IntTuple append(IntTuple const& t, IntTuple const& x, i64 rank) { return extend(t, x, rank, true); }
IntTuple prepend(IntTuple const& t, IntTuple const& x, i64 rank) { return extend(t, x, rank, false); }

IntTuple replace(IntTuple const& t, IntTuple const& x, i64 index) {
  if (index < 0 || index >= static_cast<i64>(t.rank()))
    throw Error("mode index " + std::to_string(index) + " is out of range for rank " + rank_text(t));
  if (!t.is_tuple()) return x;
  std::vector<IntTuple> e = t.elems();
  e[static_cast<std::size_t>(index)] = x;
  return IntTuple::tuple(std::move(e));
}

IntTuple zip(IntTuple const& a, IntTuple const& b) {
  if (!a.is_tuple()) return IntTuple::tuple({IntTuple::tuple({a, b})});
  if (!b.is_tuple() || b.rank() != a.rank())
    throw Error("cannot zip " + to_string(a) + " with " + to_string(b) + ": mismatched ranks");
  std::vector<IntTuple> out;
  for (std::size_t j = 0; j < a.rank(); ++j) out.push_back(IntTuple::tuple({a.elems()[j], b.elems()[j]}));
  return IntTuple::tuple(std::move(out));
}

Layout get(Layout const& l, std::vector<i64> const& indices) { return {get(l.shape, indices), get(l.stride, indices)}; }
Layout take(Layout const& l, i64 begin, i64 end) { return {take(l.shape, begin, end), take(l.stride, begin, end)}; }
Layout select(Layout const& l, std::vector<i64> const& indices) {
  return {select(l.shape, indices), select(l.stride, indices)};
}
Layout group(Layout const& l, i64 begin, i64 end) { return {group(l.shape, begin, end), group(l.stride, begin, end)}; }
Layout append(Layout const& l, Layout const& x, i64 rank) {
  return {append(l.shape, x.shape, rank), append(l.stride, x.stride, rank)};
}
Layout prepend(Layout const& l, Layout const& x, i64 rank) {
  return {prepend(l.shape, x.shape, rank), prepend(l.stride, x.stride, rank)};
}
Layout replace(Layout const& l, Layout const& x, i64 index) {
  return {replace(l.shape, x.shape, index), replace(l.stride, x.stride, index)};
}
Layout flatten(Layout const& l) { return {flatten(l.shape), flatten(l.stride)}; }
Layout zip(Layout const& a, Layout const& b) { return {zip(a.shape, b.shape), zip(a.stride, b.stride)}; }

}  // namespace cute_layout

// int_tuple.cpp: the IntTuple tree and its tuple algorithms.
#include "int_tuple.hpp"

#include <algorithm>

namespace cute_layout {

IntTuple IntTuple::underscore() {
  IntTuple t;
  t.kind_ = Kind::underscore;
  return t;
}

IntTuple IntTuple::tuple(std::vector<IntTuple> elems) {
  IntTuple t;
  t.kind_ = Kind::tuple;
  t.elems_ = std::move(elems);
  return t;
}

i64 IntTuple::value() const {
  if (!is_integer()) throw Error(is_underscore() ? "expected an integer, got _" : "expected an integer, got a tuple");
  return value_;
}

IntTuple const& IntTuple::mode(std::size_t i) const {
  if (i >= rank()) throw Error("mode " + std::to_string(i) + " is out of range (rank " + std::to_string(rank()) + ")");
  return is_tuple() ? elems_[i] : *this;
}

int depth(IntTuple const& t) {
  if (!t.is_tuple()) return 0;
  int d = 0;
  for (auto const& e : t.elems()) d = std::max(d, depth(e));
  return d + 1;
}

std::size_t leaf_count(IntTuple const& t) {
  if (!t.is_tuple()) return 1;
  std::size_t n = 0;
  for (auto const& e : t.elems()) n += leaf_count(e);
  return n;
}

bool has_underscore(IntTuple const& t) {
  if (t.is_underscore()) return true;
  return std::any_of(t.elems().begin(), t.elems().end(), [](IntTuple const& e) { return has_underscore(e); });
}

i64 product(IntTuple const& t) {
  if (!t.is_tuple()) return t.value();
  i64 p = 1;
  for (auto const& e : t.elems()) p = mul(p, product(e));
  return p;
}

static void collect(IntTuple const& t, std::vector<IntTuple>& out) {
  if (!t.is_tuple()) {
    out.push_back(t);
    return;
  }
  for (auto const& e : t.elems()) collect(e, out);
}

IntTuple flatten(IntTuple const& t) {
  if (!t.is_tuple()) return t;
  std::vector<IntTuple> flat;
  collect(t, flat);
  return IntTuple::tuple(std::move(flat));
}

std::vector<i64> leaves(IntTuple const& t) {
  std::vector<IntTuple> flat;
  collect(t, flat);
  std::vector<i64> out;
  out.reserve(flat.size());
  for (auto const& e : flat) out.push_back(e.value());
  return out;
}

bool congruent(IntTuple const& a, IntTuple const& b) {
  if (a.is_tuple() != b.is_tuple()) return false;
  if (!a.is_tuple()) return true;
  if (a.rank() != b.rank()) return false;
  for (std::size_t i = 0; i < a.rank(); ++i)
    if (!congruent(a.elems()[i], b.elems()[i])) return false;
  return true;
}

IntTuple unwrap(IntTuple const& t) {
  if (t.is_tuple() && t.rank() == 1) return unwrap(t.elems()[0]);
  return t;
}

static void write(std::string& out, IntTuple const& t) {
  switch (t.kind()) {
    case IntTuple::Kind::integer: out += std::to_string(t.value()); break;
    case IntTuple::Kind::underscore: out += '_'; break;
    case IntTuple::Kind::tuple:
      out += '(';
      for (std::size_t i = 0; i < t.rank(); ++i) {
        if (i) out += ',';
        write(out, t.elems()[i]);
      }
      out += ')';
      break;
  }
}

std::string to_string(IntTuple const& t) {
  std::string out;
  write(out, t);
  return out;
}

}  // namespace cute_layout

// int_tuple.hpp: IntTuple, the run-time tree of CuTe's shapes, strides and coordinates: an int64
// leaf, an underscore leaf (`_`, only in coordinates and tilers), or a tuple of IntTuples; and the
// tuple algorithms the algebra needs (rank, depth, product, flatten, congruence, printing).
#pragma once
#include <cstddef>
#include <string>
#include <vector>

#include "checked.hpp"

namespace cute_layout {

class IntTuple {
 public:
  enum class Kind : unsigned char { integer, underscore, tuple };

  IntTuple() = default;  // the integer 0
  IntTuple(i64 value) : value_(value) {}  // NOLINT: an integer is an IntTuple
  static IntTuple underscore();
  static IntTuple tuple(std::vector<IntTuple> elems);

  Kind kind() const { return kind_; }
  bool is_integer() const { return kind_ == Kind::integer; }
  bool is_underscore() const { return kind_ == Kind::underscore; }
  bool is_tuple() const { return kind_ == Kind::tuple; }

  i64 value() const;                                   // an integer's value
  std::vector<IntTuple> const& elems() const { return elems_; }  // a tuple's elements

  std::size_t rank() const { return is_tuple() ? elems_.size() : 1; }
  // The i-th mode: a tuple's i-th element; a non-tuple is its own (only) mode 0.
  IntTuple const& mode(std::size_t i) const;

  friend bool operator==(IntTuple const&, IntTuple const&) = default;

 private:
  Kind kind_ = Kind::integer;
  i64 value_ = 0;
  std::vector<IntTuple> elems_;
};

// Nesting depth: an integer has depth 0, a tuple 1 + the deepest of its elements.
int depth(IntTuple const& t);
// Number of leaves.
std::size_t leaf_count(IntTuple const& t);
bool has_underscore(IntTuple const& t);
// The product of the leaves (checked); an underscore is an error.
i64 product(IntTuple const& t);
// A flat tuple of the leaves; a leaf stays a leaf (CuTe's flatten).
IntTuple flatten(IntTuple const& t);
// The leaves in order.
std::vector<i64> leaves(IntTuple const& t);
// Same tree structure (CuTe's congruent).
bool congruent(IntTuple const& a, IntTuple const& b);
// Unwrap rank-1 tuples until a leaf or a tuple of rank > 1 remains (CuTe's unwrap).
IntTuple unwrap(IntTuple const& t);
// CuTe's print syntax: 4, _, (2,(3,4)).
std::string to_string(IntTuple const& t);

}  // namespace cute_layout

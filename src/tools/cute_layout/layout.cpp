// layout.cpp: Layout construction, measures, coordinate map and slicing.
#include "layout.hpp"

namespace cute_layout {

static void check_shape(IntTuple const& s) {
  switch (s.kind()) {
    case IntTuple::Kind::underscore: throw Error("a shape cannot contain _");
    case IntTuple::Kind::integer:
      if (s.value() < 0) throw Error("shape extents must not be negative, got " + std::to_string(s.value()));
      return;
    case IntTuple::Kind::tuple:
      if (s.rank() == 0) throw Error("a shape cannot contain an empty tuple");
      for (auto const& e : s.elems()) check_shape(e);
      return;
  }
}

Layout make_layout(IntTuple shape, IntTuple stride) {
  check_shape(shape);
  if (has_underscore(stride)) throw Error("a stride cannot contain _");
  if (!congruent(shape, stride))
    throw Error("stride " + to_string(stride) + " is not congruent with shape " + to_string(shape));
  return {std::move(shape), std::move(stride)};
}

static IntTuple compact(IntTuple const& shape, i64& current) {
  if (!shape.is_tuple()) {
    i64 const s = shape.value();
    if (s == 1) return 0;
    i64 const d = current;
    current = mul(current, s);
    return d;
  }
  std::vector<IntTuple> strides;
  for (auto const& e : shape.elems()) strides.push_back(compact(e, current));
  return IntTuple::tuple(std::move(strides));
}

Layout make_layout(IntTuple const& shape, i64 start) {
  check_shape(shape);
  IntTuple stride = compact(shape, start);
  return {shape, std::move(stride)};
}

Layout concat(std::vector<Layout> const& modes) {
  std::vector<IntTuple> shapes, strides;
  for (auto const& m : modes) {
    shapes.push_back(m.shape);
    strides.push_back(m.stride);
  }
  return {IntTuple::tuple(std::move(shapes)), IntTuple::tuple(std::move(strides))};
}

Layout from_modes(std::vector<Mode> const& modes) {
  if (modes.size() == 1) return {modes[0].shape, modes[0].stride};
  std::vector<IntTuple> shapes, strides;
  for (auto const& m : modes) {
    shapes.emplace_back(m.shape);
    strides.emplace_back(m.stride);
  }
  return {IntTuple::tuple(std::move(shapes)), IntTuple::tuple(std::move(strides))};
}

std::vector<Mode> flat_modes(Layout const& l) {
  std::vector<i64> const s = leaves(l.shape), d = leaves(l.stride);
  std::vector<Mode> modes;
  for (std::size_t i = 0; i < s.size(); ++i) modes.push_back({s[i], d[i]});
  return modes;
}

i64 cosize(Layout const& l) {
  i64 sum = 1;
  for (auto const& m : flat_modes(l)) sum = add(sum, mul(m.shape - 1, abs(m.stride)));
  return sum;
}

i64 crd2idx(IntTuple const& coord, IntTuple const& shape, IntTuple const& stride) {
  if (coord.is_underscore()) throw Error("a coordinate with _ selects a sublayout, not an index");
  if (coord.is_tuple()) {
    if (!shape.is_tuple() || shape.rank() != coord.rank())
      throw Error("coordinate " + to_string(coord) + " does not match the rank of shape " + to_string(shape));
    i64 index = 0;
    for (std::size_t i = 0; i < coord.rank(); ++i)
      index = add(index, crd2idx(coord.elems()[i], shape.elems()[i], stride.elems()[i]));
    return index;
  }
  i64 c = coord.value();
  if (!shape.is_tuple()) return mul(c, stride.value());
  i64 index = 0;
  std::size_t const last = shape.rank() - 1;
  for (std::size_t i = 0; i < last; ++i) {
    i64 const p = product(shape.elems()[i]);
    index = add(index, crd2idx(IntTuple(mod(c, p)), shape.elems()[i], stride.elems()[i]));
    c = div(c, p);
  }
  return add(index, crd2idx(IntTuple(c), shape.elems()[last], stride.elems()[last]));
}

// The elements a coordinate keeps, as a tuple to be concatenated into the enclosing tuple.
static void lift_slice(IntTuple const& coord, IntTuple const& t, std::vector<IntTuple>& out) {
  if (coord.is_tuple()) {
    if (!t.is_tuple() || t.rank() != coord.rank())
      throw Error("coordinate " + to_string(coord) + " does not match the rank of " + to_string(t));
    for (std::size_t i = 0; i < coord.rank(); ++i) lift_slice(coord.elems()[i], t.elems()[i], out);
  } else if (coord.is_underscore()) {
    out.push_back(t);
  }
}

IntTuple slice(IntTuple const& coord, IntTuple const& t) {
  if (coord.is_underscore()) return t;
  std::vector<IntTuple> out;
  lift_slice(coord, t, out);
  return IntTuple::tuple(std::move(out));
}

Layout slice(IntTuple const& coord, Layout const& l) {
  Layout r{slice(coord, l.shape), slice(coord, l.stride)};
  if (r.shape.is_tuple() && r.shape.rank() == 0) throw Error("the coordinate " + to_string(coord) + " selects no mode");
  return r;
}

std::string to_string(Layout const& l) { return to_string(l.shape) + ":" + to_string(l.stride); }

}  // namespace cute_layout

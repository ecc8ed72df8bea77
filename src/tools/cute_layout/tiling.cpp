// tiling.cpp: the tilers' constructors, checked.
#include "tiling.hpp"


namespace cute_layout {

Tiler Tiler::of(Layout l) {
  Tiler t;
  t.kind = Kind::layout;
  t.layout = std::move(l);
  return t;
}

Tiler Tiler::of(IntTuple const& v) {
  Tiler t;
  switch (v.kind()) {
    case IntTuple::Kind::underscore: t.kind = Kind::underscore; break;
    case IntTuple::Kind::integer:
      if (v.value() < 0) throw Error("a tiler's extents must not be negative, got " + std::to_string(v.value()));
      t.kind = Kind::integer;
      t.value = v.value();
      break;
    case IntTuple::Kind::tuple:
      if (v.rank() == 0) throw Error("a tiler cannot be an empty tuple");
      t.kind = Kind::tuple;
      for (auto const& e : v.elems()) t.modes.push_back(of(e));
      break;
  }
  return t;
}

Tiler Tiler::tuple(std::vector<Tiler> modes) {
  if (modes.empty()) throw Error("a tiler cannot be empty");
  Tiler t;
  t.kind = Kind::tuple;
  t.modes = std::move(modes);
  return t;
}

}  // namespace cute_layout

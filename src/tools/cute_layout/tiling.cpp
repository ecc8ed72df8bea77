// tiling.cpp: by-mode composition, divides, products and tile_to_shape.
#include "tiling.hpp"

#include "modes.hpp"

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
      if (v.value() < 1) throw Error("a tiler's extents must be positive, got " + std::to_string(v.value()));
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

namespace {

void check_tiler_rank(Layout const& a, Tiler const& b) {
  if (b.rank() > a.rank())
    throw Error("too many modes in the tiler: rank " + std::to_string(b.rank()) + " for a layout of rank " +
                std::to_string(a.rank()));
}

// f applied mode by mode to the modes the tuple tiler reaches; the other modes are kept.
template <class F>
Layout by_mode(Layout const& a, Tiler const& b, F f) {
  check_tiler_rank(a, b);
  std::vector<Layout> modes;
  for (std::size_t i = 0; i < a.rank(); ++i) modes.push_back(i < b.rank() ? f(a.mode(i), b.modes[i]) : a.mode(i));
  return concat(modes);
}

// CuTe's zip2_by: gather the first modes of the rank-2 modes at the terminals of the guide into
// mode 0, their second modes and the modes the guide does not reach into mode 1.
Layout zip2_by(Layout const& l, Tiler const& guide) {
  if (guide.kind != Tiler::Kind::tuple) {
    if (!l.is_tuple() || l.rank() != 2)
      throw Error("cannot split " + to_string(l) + " into (tile, rest): it is not of rank 2");
    return l;
  }
  if (!l.is_tuple() || l.rank() < guide.rank())
    throw Error("the tiler has more modes than " + to_string(l));
  std::vector<Layout> first, second;
  for (std::size_t i = 0; i < guide.rank(); ++i) {
    Layout const split = zip2_by(l.mode(i), guide.modes[i]);
    first.push_back(split.mode(0));
    second.push_back(split.mode(1));
  }
  for (std::size_t i = guide.rank(); i < l.rank(); ++i) second.push_back(l.mode(i));
  return concat({concat(first), concat(second)});
}

// `_` for a mode of rank 1, (_,_,...) for a mode of higher rank: the coordinate that unpacks it.
IntTuple unpack(Layout const& mode) {
  if (mode.rank() == 1) return IntTuple::underscore();
  return IntTuple::tuple(std::vector<IntTuple>(mode.rank(), IntTuple::underscore()));
}

Layout tiled(Layout const& zipped) { return slice(IntTuple::tuple({IntTuple::underscore(), unpack(zipped.mode(1))}), zipped); }

Layout flat(Layout const& zipped) {
  return slice(IntTuple::tuple({unpack(zipped.mode(0)), unpack(zipped.mode(1))}), zipped);
}

}  // namespace

Layout composition(Layout const& a, Tiler const& b) {
  switch (b.kind) {
    case Tiler::Kind::layout: return composition(a, b.layout);
    case Tiler::Kind::integer: return composition(a, Layout{b.value, 1});
    case Tiler::Kind::underscore: return a;
    case Tiler::Kind::tuple: {
      check_tiler_rank(a, b);
      std::vector<Layout> modes;  // the modes of a the tiler does not reach are dropped, as in CuTe
      for (std::size_t i = 0; i < b.rank(); ++i) modes.push_back(composition(a.mode(i), b.modes[i]));
      return concat(modes);
    }
  }
  return a;
}

Layout logical_divide(Layout const& a, Tiler const& b) {
  switch (b.kind) {
    case Tiler::Kind::layout: {
      Layout const& t = b.layout;
      return composition(a, concat({t, complement(t, coalesce(a).shape)}));
    }
    case Tiler::Kind::integer: return logical_divide(a, Tiler::of(make_layout(IntTuple(b.value))));
    case Tiler::Kind::underscore: return a;
    case Tiler::Kind::tuple:
      return by_mode(a, b, [](Layout const& m, Tiler const& t) { return logical_divide(m, t); });
  }
  return a;
}

Layout zipped_divide(Layout const& a, Tiler const& b) { return zip2_by(logical_divide(a, b), b); }
Layout tiled_divide(Layout const& a, Tiler const& b) { return tiled(zipped_divide(a, b)); }
Layout flat_divide(Layout const& a, Tiler const& b) { return flat(zipped_divide(a, b)); }

Layout logical_product(Layout const& a, Tiler const& b) {
  switch (b.kind) {
    case Tiler::Kind::layout: {
      Layout const& t = b.layout;
      return concat({a, composition(complement(a, IntTuple(mul(size(a), cosize(t)))), t)});
    }
    case Tiler::Kind::integer: return logical_product(a, Tiler::of(make_layout(IntTuple(b.value))));
    case Tiler::Kind::underscore: return a;
    case Tiler::Kind::tuple:
      return by_mode(a, b, [](Layout const& m, Tiler const& t) { return logical_product(m, t); });
  }
  return a;
}

Layout zipped_product(Layout const& a, Tiler const& b) { return zip2_by(logical_product(a, b), b); }
Layout tiled_product(Layout const& a, Tiler const& b) { return tiled(zipped_product(a, b)); }
Layout flat_product(Layout const& a, Tiler const& b) { return flat(zipped_product(a, b)); }

namespace {

// The 1-D logical product of a and b padded with 1:0 modes to the same rank.
Layout padded_product(Layout const& a, Layout const& b) {
  i64 const r = static_cast<i64>(std::max(a.rank(), b.rank()));
  Layout const unit{1, 0};
  return logical_product(append(a, unit, r), Tiler::of(append(b, unit, r)));
}

}  // namespace

Layout blocked_product(Layout const& a, Layout const& b) {
  Layout const p = padded_product(a, b);
  return zip(p.mode(0), p.mode(1));
}

Layout raked_product(Layout const& a, Layout const& b) {
  Layout const p = padded_product(a, b);
  return zip(p.mode(1), p.mode(0));
}

Layout tile_to_shape(Layout const& block, IntTuple const& target, std::optional<IntTuple> const& order) {
  (void)make_layout(target);  // checks the target shape: positive extents, no `_`
  std::size_t const r = target.rank();
  if (block.rank() > r)
    throw Error("the block's rank " + std::to_string(block.rank()) + " exceeds the target shape's rank " +
                std::to_string(r));
  Layout const padded = append(block, Layout{1, 0}, static_cast<i64>(r));
  std::vector<i64> counts;
  for (std::size_t i = 0; i < r; ++i) {
    i64 const t = product(target.mode(i)), s = size(padded.mode(i));
    if (t % s != 0)
      throw Error("the block's extent " + std::to_string(s) + " does not divide the target extent " + std::to_string(t) +
                  " in mode " + std::to_string(i));
    counts.push_back(t / s);
  }
  std::vector<IntTuple> shape(counts.begin(), counts.end()), stride;
  if (!order || !order->is_tuple()) {
    if (order && has_underscore(*order)) throw Error("the order cannot contain _");
    stride = make_layout(IntTuple::tuple(shape)).stride.elems();
  } else {
    if (order->rank() != r) throw Error("the order " + to_string(*order) + " does not have the target's rank");
    std::vector<i64> ranks;
    for (auto const& o : order->elems()) ranks.push_back(o.value());
    for (std::size_t i = 0; i < r; ++i) {
      i64 start = 1;  // the extents of the modes of lesser order
      for (std::size_t j = 0; j < r; ++j)
        if (ranks[j] < ranks[i]) start = mul(start, counts[j]);
      stride.emplace_back(counts[i] == 1 ? 0 : start);
    }
  }
  return blocked_product(padded, Layout{IntTuple::tuple(shape), IntTuple::tuple(stride)});
}

}  // namespace cute_layout

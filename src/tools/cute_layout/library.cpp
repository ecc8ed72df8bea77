// library.cpp: cute-layout's values converted to and from the library's run-time layouts, and the
// library's algebra and printers called on them (see library.hpp).
#include "library.hpp"

#include <cute/print/print_runtime_layout.hpp>
#include <algorithm>
#include <sstream>
#include <utility>
#include <vector>

namespace cute_layout {

namespace {

namespace R = cute::runtime;

// An IntTuple as a tree: its leaves as extents (a shape, a profile, a cotarget); `_` stays `_`.
R::tree shape_tree(IntTuple const& t) {
  if (t.is_underscore()) return R::underscore();
  if (t.is_integer()) return R::leaf(t.value());
  std::vector<R::tree> parts;
  for (auto const& e : t.elems()) parts.push_back(shape_tree(e));
  return R::tuple(parts);
}

R::tree layout_tree(IntTuple const& s, IntTuple const& d) {
  if (!s.is_tuple()) return R::leaf(s.value(), d.value());
  std::vector<R::tree> parts;
  for (std::size_t i = 0; i < s.rank(); ++i) parts.push_back(layout_tree(s.mode(i), d.mode(i)));
  return R::tuple(parts);
}
R::tree tree_of(Layout const& l) { return layout_tree(l.shape, l.stride); }

R::tree tiler_tree(Tiler const& t) {
  switch (t.kind) {
    case Tiler::Kind::layout: return R::tiler_layout(tree_of(t.layout));
    case Tiler::Kind::integer: return R::leaf(t.value);
    case Tiler::Kind::underscore: return R::underscore();
    case Tiler::Kind::tuple: {
      std::vector<R::tree> parts;
      for (auto const& m : t.modes) parts.push_back(tiler_tree(m));
      return R::tuple(parts);
    }
  }
  return R::underscore();
}

// The shape (strides = false) or the stride of the layout tree at p.
IntTuple tuple_at(R::tree const& t, int p, bool strides) {
  if (t.rank[p] == cute::detail::value_algebra::leaf) return strides ? t.stride[p] : t.shape[p];
  std::vector<IntTuple> elems;
  for (int i = 0; i < t.rank[p]; ++i) elems.push_back(tuple_at(t, cute::detail::value_algebra::child(t, p, i), strides));
  return IntTuple::tuple(std::move(elems));
}
Layout layout_of(R::tree const& t) { return {tuple_at(t, 0, false), tuple_at(t, 0, true)}; }

// Runs the library's function, its cute::error an Error.
template <class F>
auto call(F const& f) {
  try {
    return f();
  } catch (cute::error const& e) {
    throw Error(e.what());
  }
}

template <class F>
Layout unary(Layout const& l, F const& f) {
  return call([&] { return layout_of(f(tree_of(l))); });
}

}  // namespace

Layout coalesce(Layout const& l) { return unary(l, [](R::tree const& t) { return R::coalesce(t); }); }
Layout coalesce(Layout const& l, IntTuple const& p) {
  return unary(l, [&](R::tree const& t) { return R::coalesce(t, shape_tree(p)); });
}
Layout filter_zeros(Layout const& l) { return unary(l, [](R::tree const& t) { return R::filter_zeros(t); }); }
Layout filter_zeros(Layout const& l, IntTuple const& p) {
  return unary(l, [&](R::tree const& t) { return R::filter_zeros(t, shape_tree(p)); });
}
Layout filter(Layout const& l) { return unary(l, [](R::tree const& t) { return R::filter(t); }); }
Layout filter(Layout const& l, IntTuple const& p) {
  return unary(l, [&](R::tree const& t) { return R::filter(t, shape_tree(p)); });
}

Layout composition(Layout const& a, Layout const& b) {
  return unary(a, [&](R::tree const& t) { return R::composition(t, R::tiler_layout(tree_of(b))); });
}
Layout composition(Layout const& a, Tiler const& b) {
  return unary(a, [&](R::tree const& t) { return R::composition(t, tiler_tree(b)); });
}
Layout complement(Layout const& a, IntTuple const& c) {
  return unary(a, [&](R::tree const& t) { return R::complement(t, shape_tree(c)); });
}
Layout complement(Layout const& a) { return unary(a, [](R::tree const& t) { return R::complement(t); }); }
Layout right_inverse(Layout const& l) { return unary(l, [](R::tree const& t) { return R::right_inverse(t); }); }
Layout left_inverse(Layout const& l) { return unary(l, [](R::tree const& t) { return R::left_inverse(t); }); }

#define CUTE_LAYOUT_TILER_OP(name) \
  Layout name(Layout const& a, Tiler const& b) { \
    return unary(a, [&](R::tree const& t) { return R::name(t, tiler_tree(b)); }); \
  }
CUTE_LAYOUT_TILER_OP(logical_divide)
CUTE_LAYOUT_TILER_OP(zipped_divide)
CUTE_LAYOUT_TILER_OP(tiled_divide)
CUTE_LAYOUT_TILER_OP(flat_divide)
CUTE_LAYOUT_TILER_OP(logical_product)
CUTE_LAYOUT_TILER_OP(zipped_product)
CUTE_LAYOUT_TILER_OP(tiled_product)
CUTE_LAYOUT_TILER_OP(flat_product)
#undef CUTE_LAYOUT_TILER_OP

Layout blocked_product(Layout const& a, Layout const& b) {
  return unary(a, [&](R::tree const& t) { return R::blocked_product(t, tree_of(b)); });
}
Layout raked_product(Layout const& a, Layout const& b) {
  return unary(a, [&](R::tree const& t) { return R::raked_product(t, tree_of(b)); });
}
Layout tile_to_shape(Layout const& block, IntTuple const& target, std::optional<IntTuple> const& order) {
  if (has_underscore(target) || (order && has_underscore(*order))) throw Error("the target shape and the order cannot contain _");
  return unary(block, [&](R::tree const& t) {
    return order ? R::tile_to_shape(t, shape_tree(target), shape_tree(*order)) : R::tile_to_shape(t, shape_tree(target));
  });
}

i64 max_common_vector(Layout const& a, Layout const& b) { return call([&] { return R::max_common_vector(tree_of(a), tree_of(b)); }); }
Layout max_common_layout(Layout const& a, Layout const& b) {
  return unary(a, [&](R::tree const& t) { return R::max_common_layout(t, tree_of(b)); });
}
Layout nullspace(Layout const& l) { return unary(l, [](R::tree const& t) { return R::nullspace(t); }); }
Layout upcast(Layout const& l, i64 n) { return unary(l, [&](R::tree const& t) { return R::upcast(t, n); }); }
Layout downcast(Layout const& l, i64 n) { return unary(l, [&](R::tree const& t) { return R::downcast(t, n); }); }

bool is_injective(Layout const& l) { return call([&] { return R::is_injective(tree_of(l)); }); }
bool is_surjective(Layout const& l, i64 c) { return call([&] { return R::is_surjective(tree_of(l), c); }); }
bool is_bijective(Layout const& l, i64 c) { return call([&] { return R::is_bijective(tree_of(l), c); }); }
bool is_compact(Layout const& l) { return call([&] { return R::is_compact(tree_of(l)); }); }

namespace {

template <class Print>
std::string draw(Layout const& l, Print const& print) {
  return call([&] {
    cute::runtime_layout const drawn(tree_of(l));
    // An empty mode draws no cells but still a row or column of labels for each index of the other.
    auto const extent = [&](int m) { return std::max<i64>(R::size(R::mode(drawn.matrix, m)), 1); };
    if (mul(extent(0), extent(1)) > max_cells)
      throw Error("the drawing would have more than " + std::to_string(max_cells) + " cells");
    std::ostringstream out;
    print(out, drawn);
    return out.str();
  });
}

}  // namespace

std::string print_layout(Layout const& l) {
  return draw(l, [](std::ostream& os, cute::runtime_layout const& d) { cute::print_layout(os, d); });
}
std::string print_latex(Layout const& l) {
  return draw(l, [](std::ostream& os, cute::runtime_layout const& d) { cute::print_latex(os, d); });
}

}  // namespace cute_layout

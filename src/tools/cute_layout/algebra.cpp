// algebra.cpp: coalesce, filter, composition, complement, inverses, common layouts, nullspace,
// upcast and downcast on run-time layouts (see algebra.hpp for the contract).
#include "algebra.hpp"

#include <algorithm>
#include <numeric>

namespace cute_layout {

namespace {

std::string str(i64 v) { return std::to_string(v); }

// The right-to-left fold of CuTe's coalesce over flat modes, starting from `front` (the last mode):
// skip size-1 modes, replace a size-1 front, merge s:d with a front whose stride is s*d, or prepend.
std::vector<Mode> fold_coalesce(std::vector<Mode> const& flat, Mode front) {
  std::vector<Mode> rev{front};  // the result, last mode first
  bool single = true;            // no mode prepended yet
  for (std::size_t k = flat.size() - 1; k-- > 0;) {
    Mode const m = flat[k];
    if (m.shape == 1) continue;
    if (single && rev.back().shape == 1) {
      rev.back() = m;
    } else if (product_equals(m.shape, m.stride, rev.back().stride)) {
      rev.back() = {mul(m.shape, rev.back().shape), m.stride};
    } else {
      rev.push_back(m);
      single = false;
    }
  }
  if (single && rev.back().shape == 1) return {{1, 0}};
  std::reverse(rev.begin(), rev.end());
  return rev;
}

// Apply f to the first rank(profile) modes of l (keeping the others) when the profile is a tuple,
// to the whole of l otherwise.
template <class F>
Layout by_profile(Layout const& l, IntTuple const& profile, F f) {
  if (!profile.is_tuple()) return f(l);
  if (profile.rank() > l.rank())
    throw Error("the profile " + to_string(profile) + " has more modes than the layout " + to_string(l));
  std::vector<Layout> modes;
  for (std::size_t i = 0; i < l.rank(); ++i)
    modes.push_back(i < profile.rank() ? by_profile(l.mode(i), profile.mode(i), f) : l.mode(i));
  return concat(modes);
}

IntTuple repeat_like(IntTuple const& t, i64 v) {
  if (!t.is_tuple()) return v;
  std::vector<IntTuple> out;
  for (auto const& e : t.elems()) out.push_back(repeat_like(e, v));
  return IntTuple::tuple(std::move(out));
}

IntTuple filter_zeros(IntTuple const& profile, IntTuple const& shape) {
  if (profile.is_tuple()) {
    if (!shape.is_tuple() || shape.rank() != profile.rank())
      throw Error("the profile " + to_string(profile) + " does not match the shape " + to_string(shape));
    std::vector<IntTuple> out;
    for (std::size_t i = 0; i < profile.rank(); ++i) out.push_back(filter_zeros(profile.mode(i), shape.mode(i)));
    return IntTuple::tuple(std::move(out));
  }
  if (profile.is_integer() && profile.value() == 0) return repeat_like(shape, 1);
  return shape;
}

// What the modes of b composed so far use of a's coordinates: at each mode of a (but the last, which
// takes any coordinate), the sum of the largest coordinates they reach there; and their signs.
struct Usage {
  std::vector<i64> reach;
  bool positive = false, negative = false;
};

// One integral mode n:d of b composed with the flat, coalesced modes of a (CuTe's composition_impl).
Layout compose_mode(std::vector<Mode> const& a, i64 n, i64 d, Usage& use) {
  if (d == 0) return {n, 0};
  if (a.size() == 1) return {n, mul(d, a[0].stride)};
  if (n > 1) (d > 0 ? use.positive : use.negative) = true;
  std::vector<Mode> result;
  i64 rest_shape = n, rest_stride = d;
  for (std::size_t i = 0; i + 1 < a.size(); ++i) {
    i64 const s = a[i].shape, step = abs(rest_stride);
    // CuTe's stride divisibility condition, on |stride| (CuTe lets every negative stride through).
    if (step % s != 0 && step >= s)
      throw Error("stride divisibility condition violated: the stride " + str(step) +
                  " is neither a multiple of nor less than the extent " + str(s) + " of mode " + std::to_string(i) +
                  " of the coalesced left-hand layout");
    i64 const next_shape = ceil_div(s, step);
    i64 const next_stride = mul(ceil_div(step, s), signum(rest_stride));
    if (next_shape == 1 || rest_shape == 1) {
      rest_stride = next_stride;
      continue;
    }
    i64 const new_shape = std::min(next_shape, rest_shape);
    if (rest_shape % new_shape != 0)
      throw Error("shape divisibility condition violated: " + str(rest_shape) + " elements do not split into groups of " +
                  str(new_shape) + " in mode " + std::to_string(i) + " of the coalesced left-hand layout");
    if (new_shape < rest_shape && s % step != 0)
      // CuTe would continue into the next mode as if the stride divided the extent: wrong values.
      throw Error("no layout is the composition: the stride " + str(step) + " does not divide the extent " + str(s) +
                  " of mode " + std::to_string(i) + " of the coalesced left-hand layout, which " + str(rest_shape) +
                  " elements cross");
    use.reach[i] = add(use.reach[i], mul(step, new_shape - 1));
    result.push_back({new_shape, mul(rest_stride, a[i].stride)});
    rest_shape /= new_shape;
    rest_stride = next_stride;
  }
  if (result.empty()) return {rest_shape, mul(rest_stride, a.back().stride)};
  if (rest_shape != 1) result.push_back({rest_shape, mul(rest_stride, a.back().stride)});
  return from_modes(result);
}

Layout compose(std::vector<Mode> const& a, IntTuple const& shape, IntTuple const& stride, Usage& use) {
  if (shape.is_tuple()) {
    std::vector<Layout> modes;
    for (std::size_t i = 0; i < shape.rank(); ++i) modes.push_back(compose(a, shape.mode(i), stride.mode(i), use));
    return concat(modes);
  }
  return compose_mode(a, shape.value(), stride.value(), use);
}

// CuTe's ceil_div(tuple, int): each element divided by what the elements before it left of b.
IntTuple ceil_div(IntTuple const& a, i64 b) {
  if (!a.is_tuple()) return cute_layout::ceil_div(a.value(), b);
  std::vector<IntTuple> out;
  for (auto const& e : a.elems()) {
    out.push_back(ceil_div(e, b));
    b = cute_layout::ceil_div(b, product(e));
  }
  return IntTuple::tuple(std::move(out));
}

void check_cotarget(IntTuple const& t) {
  if (t.is_underscore()) throw Error("the cotarget cannot contain _");
  if (t.is_integer() && t.value() < 1) throw Error("the cotarget must be positive, got " + str(t.value()));
  if (t.is_tuple() && t.rank() == 0) throw Error("the cotarget cannot be an empty tuple");
  for (auto const& e : t.elems()) check_cotarget(e);
}

// The positions of the modes sorted by stride, with CuTe's (unstable) exchange sort, whose order of
// equal strides decides the inverses of non-injective layouts.
std::vector<std::size_t> sort_by_stride(std::vector<Mode> const& modes) {
  std::vector<std::size_t> order(modes.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  for (std::size_t i = 0; i < order.size(); ++i)
    for (std::size_t j = i + 1; j < order.size(); ++j)
      if (modes[order[j]].stride < modes[order[i]].stride) std::swap(order[i], order[j]);
  return order;
}

std::vector<i64> prefix_products(std::vector<Mode> const& modes) {
  std::vector<i64> pre{1};
  for (auto const& m : modes) pre.push_back(mul(pre.back(), m.shape));
  return pre;
}

Layout first_mode(Layout const& l) { return l.mode(0); }

}  // namespace

Layout coalesce(Layout const& l) {
  std::vector<Mode> const flat = flat_modes(l);
  return from_modes(fold_coalesce(flat, flat.back()));
}

Layout coalesce(Layout const& l, IntTuple const& profile) {
  return by_profile(l, profile, [](Layout const& m) { return coalesce(m); });
}

Layout coalesce_x(Layout const& l) {
  std::vector<Mode> const flat = flat_modes(l);
  Mode front = flat.back();
  if (front.shape == 1) front.shape = 2;  // any extent > 1: only the stride of the last mode matters
  return from_modes(fold_coalesce(flat, front));
}

Layout filter_zeros(Layout const& l) { return {filter_zeros(l.stride, l.shape), l.stride}; }

Layout filter_zeros(Layout const& l, IntTuple const& profile) { return {filter_zeros(profile, l.shape), l.stride}; }

Layout filter(Layout const& l) { return coalesce(filter_zeros(l)); }

Layout filter(Layout const& l, IntTuple const& profile) {
  return by_profile(l, profile, [](Layout const& m) { return filter(m); });
}

Layout composition(Layout const& a, Layout const& b) {
  std::vector<Mode> const flat = flat_modes(coalesce_x(a));
  Usage use;
  use.reach.assign(flat.size() - 1, 0);
  Layout result = compose(flat, b.shape, b.stride, use);
  // CuTe composes b mode by mode: (a o b)(c) = sum of a(b_k(c_k)), which is a(b(c)) only when the
  // modes of b add up in a's coordinates without a carry into the next mode of a (and, a being odd,
  // without mixing signs). CuTe does not check it and returns a layout that is not a o b.
  if (use.positive && use.negative)
    throw Error("the modes of the right-hand layout mix positive and negative strides over a multi-mode left-hand "
                "layout: composing them mode by mode is not the composition");
  for (std::size_t i = 0; i < use.reach.size(); ++i)
    if (use.reach[i] > flat[i].shape - 1)
      throw Error("the modes of the right-hand layout overlap in mode " + std::to_string(i) +
                  " of the coalesced left-hand layout (their coordinates there add up to " + str(use.reach[i]) +
                  ", past its extent " + str(flat[i].shape) + "): composing them mode by mode is not the composition");
  return result;
}

Layout complement(Layout const& a, IntTuple const& cotarget) {
  check_cotarget(cotarget);
  Layout const f = filter(a);
  if (!f.is_tuple() && f.stride.value() == 0) return make_layout(IntTuple(product(cotarget)));
  std::vector<Mode> rest = flat_modes(f);
  for (auto const& m : rest)
    if (m.stride < 0) throw Error("negative stride " + str(m.stride) + " (the complement needs positive strides)");
  std::vector<Mode> result;  // shapes paired with the strides before them
  i64 last_stride = 1;
  while (rest.size() > 1) {
    auto const it = std::min_element(rest.begin(), rest.end(), [](Mode x, Mode y) { return x.stride < y.stride; });
    i64 const new_shape = it->stride / last_stride;
    if (new_shape == 0)
      throw Error("the layout is not injective: stride " + str(it->stride) + " falls inside the span " +
                  str(last_stride) + " of the smaller modes");
    result.push_back({new_shape, last_stride});
    last_stride = mul(it->stride, it->shape);
    rest.erase(it);
  }
  i64 const new_shape = rest[0].stride / last_stride;
  if (new_shape == 0)
    throw Error("the layout is not injective: stride " + str(rest[0].stride) + " falls inside the span " +
                str(last_stride) + " of the smaller modes");
  result.push_back({new_shape, last_stride});
  i64 const new_stride = mul(rest[0].stride, rest[0].shape);
  i64 const rest_shape = product(ceil_div(cotarget, new_stride));
  result.push_back({rest_shape, rest_shape == 1 ? 0 : new_stride});
  Layout const r = coalesce(from_modes(result));
  // CuTe's postcondition: the layout and its complement span the cotarget.
  i64 const target = product(cotarget), span = add(cosize(a), cosize(r) - 1);
  if (span < target)
    throw Error("no layout is the complement: with it the layout spans " + str(span) + " < " + str(target) +
                ", the size of the cotarget " + to_string(cotarget) +
                (cotarget.is_tuple() ? " (a cotarget shape is divided mode by mode, as CuTe does)" : ""));
  return r;
}

Layout complement(Layout const& a) { return complement(a, IntTuple(cosize(filter(a)))); }

Layout right_inverse(Layout const& l) {
  std::vector<Mode> const modes = flat_modes(coalesce(l));
  std::vector<i64> const pre = prefix_products(modes);
  std::vector<Mode> result{{1, 0}};
  i64 current = 1;
  for (std::size_t i : sort_by_stride(modes)) {
    if (modes[i].stride != current) continue;
    result.push_back({modes[i].shape, pre[i]});
    current = mul(modes[i].shape, modes[i].stride);
  }
  return coalesce(from_modes(result));
}

Layout left_inverse(Layout const& l) {
  std::vector<Mode> const modes = flat_modes(coalesce(l));
  for (auto const& m : modes)
    if (m.stride < 0) throw Error("negative stride " + str(m.stride) + " (the left inverse needs non-negative strides)");
  std::vector<i64> const pre = prefix_products(modes);
  std::vector<std::size_t> const order = sort_by_stride(modes);
  std::vector<i64> shapes, strides{0};
  i64 covered = 1;  // the size of the shapes so far
  i64 span = 1;     // one past the largest index of the modes so far
  for (std::size_t i : order) {
    i64 const d = modes[i].stride;
    if (d == 0) continue;  // a broadcast mode: the quasi-inverse maps to its coordinate 0
    if (d % covered != 0)
      throw Error("left inverse divisibility condition violated: stride " + str(d) + " is not a multiple of " +
                  str(covered));
    // CuTe's result is a quasi-inverse only when the modes of non-zero stride are injective, which
    // for strides that divide one another means that each starts past the span of the smaller ones.
    if (d < span)
      throw Error("the layout is not injective: stride " + str(d) + " falls inside the span " + str(span) +
                  " of the smaller modes");
    shapes.push_back(d / covered);
    strides.push_back(pre[i]);
    covered = mul(covered, shapes.back());
    span = mul(d, modes[i].shape);
  }
  shapes.push_back(modes[order.back()].shape);
  std::vector<Mode> result;
  for (std::size_t k = 0; k < shapes.size(); ++k) result.push_back({shapes[k], strides[k]});
  return coalesce(from_modes(result));
}

i64 max_common_vector(Layout const& a, Layout const& b) {
  Layout const common = coalesce(composition(a, right_inverse(b)));
  Layout const m = first_mode(common);
  return m.stride.value() == 1 ? m.shape.value() : 1;
}

Layout max_common_layout(Layout const& a, Layout const& b) {
  Layout const inv_b = right_inverse(b);
  Layout const common = coalesce(composition(a, inv_b));
  Layout const m = first_mode(common);
  if (m.stride.value() == 1) return composition(inv_b, m);
  return {1, 0};
}

Layout nullspace(Layout const& l) {
  std::vector<Mode> const modes = flat_modes(l);
  std::vector<IntTuple> shapes, strides;
  i64 current = 1;
  for (auto const& m : modes) {
    i64 const compact = m.shape == 1 ? 0 : current;
    current = mul(current, m.shape);
    if (m.stride == 0) {
      shapes.emplace_back(m.shape);
      strides.emplace_back(compact);
    }
  }
  if (shapes.empty()) return {1, 0};
  return {unwrap(IntTuple::tuple(std::move(shapes))), unwrap(IntTuple::tuple(std::move(strides)))};
}

static Layout upcast(IntTuple const& shape, IntTuple const& stride, i64 n) {
  if (shape.is_tuple()) {
    std::vector<Layout> modes;
    for (std::size_t i = 0; i < shape.rank(); ++i) modes.push_back(upcast(shape.mode(i), stride.mode(i), n));
    return concat(modes);
  }
  i64 const s = shape.value(), d = stride.value();
  if (d == 0) return {s, 0};
  if (mod(d, n) != 0 && mod(n, d) != 0)
    throw Error("divisibility condition violated: stride " + str(d) + " and " + str(n) + " do not divide one another");
  return {ceil_div(s, ceil_div(n, abs(d))), mul(signum(d), ceil_div(abs(d), n))};
}

Layout upcast(Layout const& l, i64 n) {
  if (n < 1) throw Error("the factor must be positive, got " + str(n));
  return upcast(l.shape, l.stride, n);
}

static Layout downcast(IntTuple const& shape, IntTuple const& stride, i64 n) {
  if (shape.is_tuple()) {
    std::vector<Layout> modes;
    for (std::size_t i = 0; i < shape.rank(); ++i) modes.push_back(downcast(shape.mode(i), stride.mode(i), n));
    return concat(modes);
  }
  i64 const s = shape.value(), d = stride.value();
  if (d == 1 || d == -1) return {mul(s, n), d};
  return {s, mul(d, n)};
}

Layout downcast(Layout const& l, i64 n) {
  if (n < 1) throw Error("the factor must be positive, got " + str(n));
  std::vector<i64> const d = leaves(l.stride);
  if (std::find(d.begin(), d.end(), i64{1}) == d.end())
    throw Error("downcast requires adjacent elements (a mode of stride 1)");
  return downcast(l.shape, l.stride, n);
}

}  // namespace cute_layout

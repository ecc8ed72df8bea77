// Randomized laws of the layout algebra (the post-conditions of the seeds) over many random nested
// layouts with dynamic values. The seed is printed; CUTE_TEST_SEED replays it.
#include <cute/cute.hpp>
#include <cute/layout/runtime_layout.hpp>

#include <cstdlib>
#include <random>
#include <algorithm>
#include <set>
#include <utility>
#include <vector>

#include "check.hpp"
#include "layout_testing.hpp"

using namespace cute;

namespace {

std::mt19937 rng;
unsigned seed = 0;
int composed = 0, rejected = 0;

int pick(int lo, int hi) { return lo + int(rng() % unsigned(hi - lo + 1)); }

// A few profiles with random extents and strides.
auto random_layouts() {
  auto e = [] { return pick(1, 4); };
  auto d = [] { return pick(0, 3) == 0 ? 0 : pick(1, 24); };
  return make_tuple(make_layout(e() * e(), d()),
                    make_layout(make_shape(e(), e()), make_stride(d(), d())),
                    make_layout(make_shape(e(), make_shape(e(), e())), make_stride(d(), make_stride(d(), d()))),
                    make_layout(make_shape(make_shape(e(), e()), e(), e()), make_stride(make_stride(d(), d()), d(), d())));
}

// A random compact (injective, gap-free up to a permutation) layout: a permutation of a column-major one.
auto random_injective() {
  int s0 = pick(1, 4), s1 = pick(1, 4), s2 = pick(1, 4);
  int gap = pick(1, 3);
  switch (pick(0, 2)) {
    case 0: return make_layout(make_shape(s0, s1, s2), make_stride(1, s0 * gap, s0 * gap * s1));
    case 1: return make_layout(make_shape(s0, s1, s2), make_stride(s1 * s2 * gap, 1, s1));
    default: return make_layout(make_shape(s0, s1, s2), make_stride(s1 * gap, 1, s1 * gap * s0));
  }
}

template <class L>
void report(bool ok, char const* law, L const& l) {
  if (!ok) std::fprintf(stderr, "seed %u: %s fails for %s\n", seed, law, to_string(l).c_str());
  CHECK(ok);
}

template <class L>
void check_coalesce(L const& l) {
  auto c = coalesce(l);
  report(depth(c) <= 1 && cute_test::same_function(c, l), "coalesce keeps size and function, depth <= 1", l);
  auto f = filter(l);
  std::set<long long> values, filtered;
  for (int i = 0; i < int(size(l)); ++i) values.insert(l(i));
  for (int i = 0; i < int(size(f)); ++i) filtered.insert(f(i));
  report(values == filtered, "filter keeps the image", l);
}

// CuTe's composition of a flat A with s:t, on plain integers and unchecked: whether CuTe's own
// divisibility condition holds, and the modes it returns (the last mode absorbs beyond the size).
struct cute_like_result {
  bool condition_holds = true;
  std::vector<std::pair<long long, long long>> modes;
  long long operator()(long long i) const {
    long long value = 0;
    for (std::size_t k = 0; k < modes.size(); ++k) {
      long long const extent = modes[k].first;
      value += (k + 1 == modes.size() ? i : i % extent) * modes[k].second;
      i /= extent;
    }
    return value;
  }
};

cute_like_result cute_like_compose(std::vector<std::pair<long long, long long>> const& a, long long s, long long t) {
  cute_like_result r;
  long long rest_shape = s, rest_stride = t;
  for (std::size_t k = 0; k + 1 < a.size(); ++k) {
    long long const extent = a[k].first;
    if (!(rest_stride % extent == 0 || rest_stride < extent)) r.condition_holds = false;
    long long const next_shape = (extent + rest_stride - 1) / rest_stride;
    long long const next_stride = (rest_stride + extent - 1) / extent;
    long long const new_shape = std::min(next_shape, rest_shape);
    if (rest_shape % new_shape != 0) r.condition_holds = false;
    r.modes.emplace_back(new_shape, rest_stride * a[k].second);
    rest_shape /= new_shape;
    rest_stride = next_stride;
  }
  r.modes.emplace_back(rest_shape, rest_stride * a.back().second);
  return r;
}

int rejections_checked = 0;

// For a rank-1 B: accepted exactly when CuTe's condition holds and CuTe's result is right (then ours
// is the same function); rejected when CuTe's condition fails or its result would be wrong.
template <class A>
void check_against_cute_rules(A const& a, int s, int t) {
  // A coalesced on its values, as CuTe would coalesce the same values if they were static.
  // (the last mode kept: its extent is never used, its stride is)
  bool ok = true;
  auto flat = cute::detail::value_algebra::flat(cute::detail::value_tree_of(a), ok);
  if (flat.shape[flat.n - 1] == 1) flat.shape[flat.n - 1] = 2;
  auto const f = cute::detail::value_algebra::coalesce_modes(flat, ok);
  std::vector<std::pair<long long, long long>> modes;
  for (int k = 0; k < f.n; ++k) modes.emplace_back(f.shape[k], f.stride[k]);
  auto const cute_result = cute_like_compose(modes, s, t);
  bool cute_right = cute_result.condition_holds;
  for (int i = 0; i < s && cute_right; ++i) cute_right = cute_result(i) == a(i * t);
  try {
    auto r = composition(a, make_layout(s, t));
    bool ours_right = true;
    for (int i = 0; i < s; ++i) ours_right = ours_right && r(i) == a(i * t);
    report(cute_right && ours_right, "an accepted composition is one CuTe accepts and gets right", make_tuple(a, make_layout(s, t)));
  } catch (cute::error const&) {
    report(!cute_right, "a rejected composition is one CuTe rejects or gets wrong", make_tuple(a, make_layout(s, t)));
    ++rejections_checked;
  }
}

template <class A, class B>
void check_composition(A const& a, B const& b) {
  try {
    auto r = composition(a, b);
    ++composed;
    report(compatible(shape(b), shape(r)), "composition is compatible with B", make_tuple(a, b));
    bool ok = true;
    for (int i = 0; i < int(size(b)); ++i) ok = ok && r(i) == a(b(i));
    report(ok, "composition: R(i) == A(B(i))", make_tuple(a, b));
    // layout<0>(zipped_divide(a, b)) == composition(a, b), where b has a complement.
    try {
      auto z = zipped_divide(a, b);
      report(cute_test::same_values(layout<0>(z), r, size(b)), "layout<0>(zipped_divide(a,b)) == a o b", make_tuple(a, b));
    } catch (cute::error const&) {
    }
  } catch (cute::error const&) {
    ++rejected;
  }
}

template <class A>
void check_complement(A const& a) {
  auto f = filter(a);
  // The cotarget: a multiple of the span of a (the largest extent * stride), so the rest is exact.
  int span = 1;
  auto shapes = wrap(flatten(a.shape()));
  auto strides = wrap(flatten(a.stride()));
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    ((span = get<I>(shapes) > 1 ? std::max(span, int(get<I>(shapes)) * int(get<I>(strides))) : span), ...);
  }(std::make_index_sequence<tuple_size_v<decltype(shapes)>>{});
  int const m = span * pick(1, 3);
  try {
    auto r = complement(a, m);
    bool disjoint = true, ordered = true;
    for (int j = 1; j < int(size(r)); ++j) {
      ordered = ordered && r(j - 1) < r(j);
      for (int i = 1; i < int(size(a)); ++i) disjoint = disjoint && (a(i) != r(j) || a(i) == 0);
    }
    report(disjoint, "complement is disjoint", make_tuple(a, m));
    report(ordered, "complement is ordered", make_tuple(a, m));
    report(size(r) * size(f) >= m && cosize(r) <= (m / cosize(f)) * cosize(f), "complement is bounded", make_tuple(a, m));
  } catch (cute::error const&) {
    ++rejected;
  }
}

template <class A>
void check_inverses(A const& a) {
  auto r = right_inverse(a);
  bool ok = true;
  for (int i = 0; i < int(size(r)); ++i) ok = ok && a(r(i)) == i;
  report(ok, "right_inverse: A(R(i)) == i", a);
  auto l = left_inverse(a);
  ok = true;
  for (int i = 0; i < int(size(a)); ++i) ok = ok && l(a(i)) == i;
  report(ok, "left_inverse: R(A(i)) == i", a);
}

template <class A, class B>
void check_products(A const& a, B const& b) {
  auto p = logical_product(a, b);
  report(cute_test::same_function(layout<0>(p), a), "layout<0>(logical_product(a,b)) == a", make_tuple(a, b));
  report(size(p) == size(a) * size(b), "size(logical_product(a,b)) == size(a)*size(b)", make_tuple(a, b));
  // Every index of the product is that of a tile element plus a repetition offset: no overlap.
  std::set<long long> values;
  for (int i = 0; i < int(size(p)); ++i) values.insert(p(i));
  report(int(values.size()) == int(size(p)), "logical_product of compact layouts is injective", make_tuple(a, b));
}

// The run-time composition (straight-line, on dynamic integers) against the value algebra's trees (what
// cute-layout computes): both reject, or both give A o B at every coordinate of B. Strides of both
// signs and 0, extents 0 and 1.
int runtime_agreements = 0;
template <class L>
runtime::tree tree_of(L const& l) {
  auto t = cute::detail::value_tree_of(l);
  runtime::tree r;
  for (int q = 0; q < t.n; ++q) cute::detail::value_algebra::push(r, t.rank[q], t.shape[q], t.stride[q]);
  return r;
}
template <class A, class B>
void check_runtime_composition(A const& a, B const& b) {
  bool library = true, trees = true;
  runtime::tree expected;
  try {
    expected = runtime::composition(tree_of(a), runtime::tiler_layout(tree_of(b)));
  } catch (cute::error const&) {
    trees = false;
  }
  try {
    auto r = composition(a, b);
    bool same = compatible(shape(b), shape(r));
    for (int i = 0; i < int(size(b)); ++i) {
      same = same && (!trees || runtime::evaluate(expected, i) == r(i));
      try {
        same = same && r(i) == a(b(i));
      } catch (cute::error const&) {  // A has a mode of extent 0 before its last: no 1-D coordinate of it
      }
    }
    report(same, "run-time composition: R(i) == A(B(i)), as the trees give it", make_tuple(a, b));
  } catch (cute::error const&) {
    library = false;
  }
  report(library == trees, "run-time composition and the trees accept the same compositions", make_tuple(a, b));
  runtime_agreements += library;
}
// The run-time complement (dynamic strides) against the trees: both reject, or both give the same
// layout's values (CuTe's uncoalesced form: the same modes, up to the 1:0 padding).
template <class A, class M>
void check_runtime_complement(A const& a, M const& m) {
  bool library = true, trees = true;
  runtime::tree expected;
  try {
    auto const c = tree_of(make_layout(m));
    runtime::tree cotarget = c;
    for (int q = 0; q < cotarget.n; ++q) cotarget.stride[q] = 0;
    expected = runtime::complement(tree_of(a), cotarget);
  } catch (cute::error const&) {
    trees = false;
  }
  try {
    auto r = complement(a, m);
    bool same = !trees || runtime::size(expected) == size(r);
    for (int i = 0; trees && same && i < int(size(r)); ++i) same = runtime::evaluate(expected, i) == r(i);
    report(same, "run-time complement: as the trees give it", make_tuple(a, m));
  } catch (cute::error const&) {
    library = false;
  }
  report(library == trees, "run-time complement and the trees accept the same complements", make_tuple(a, m));
  runtime_agreements += library;
}

// An operation of run-time layouts (straight-line, on dynamic integers) against the trees: both reject,
// or both give the same size and function; past the size too (the last mode absorbs those coordinates)
// where past_size (a result composed at run time has CuTe's dynamic form: there its last mode differs).
template <class Library, class Trees, class Operands>
void check_runtime_result(char const* law, Library const& library, Trees const& trees, Operands const& operands, bool past_size = true) {
  bool library_ok = true, trees_ok = true;
  runtime::tree expected;
  try {
    expected = trees();
  } catch (cute::error const&) {
    trees_ok = false;
  }
  try {
    auto const r = library();
    long long const n = size(r);
    bool same = !trees_ok || runtime::size(expected) == n;
    for (long long i = 0; trees_ok && same && i < (n == 0 || !past_size ? n : n + 3); ++i) same = runtime::evaluate(expected, i) == r(i);
    report(same, law, operands);
  } catch (cute::error const&) {
    library_ok = false;
  }
  report(library_ok == trees_ok, law, operands);
  runtime_agreements += library_ok;
}
template <class A>
void check_runtime_inverses(A const& a) {
  check_runtime_result("run-time right_inverse: as the trees give it", [&] { return right_inverse(a); },
                       [&] { return runtime::right_inverse(tree_of(a)); }, a);
  check_runtime_result("run-time left_inverse: as the trees give it", [&] { return left_inverse(a); },
                       [&] { return runtime::left_inverse(tree_of(a)); }, a);
  check_runtime_result("run-time nullspace: as the trees give it", [&] { return nullspace(a); },
                       [&] { return runtime::nullspace(tree_of(a)); }, a);
}
template <class A, class B>
void check_runtime_max_common_layout(A const& a, B const& b) {
  check_runtime_result("run-time max_common_layout: as the trees give it", [&] { return max_common_layout(a, b); },
                       [&] { return runtime::max_common_layout(tree_of(a), tree_of(b)); }, make_tuple(a, b), false);
  check_runtime_result("run-time max_common_vector: as the trees give it", [&] { return make_layout(max_common_vector(a, b)); },
                       [&] { return runtime::leaf(runtime::max_common_vector(tree_of(a), tree_of(b)), 1); }, make_tuple(a, b));
}

void check_runtime_compositions() {
  auto e = [] { return pick(0, 9) == 0 ? pick(0, 1) : pick(1, 5); };
  auto d = [] { return pick(0, 4) == 0 ? 0 : pick(-12, 12); };
  auto a2 = make_layout(make_shape(e(), e()), make_stride(d(), d()));
  auto a3 = make_layout(make_shape(make_shape(e(), e()), e()), make_stride(make_stride(d(), d()), d()));
  auto b1 = make_layout(pick(1, 8), pick(-6, 6));
  auto b2 = make_layout(make_shape(pick(1, 4), pick(1, 4)), make_stride(pick(-6, 6), pick(-6, 6)));
  check_runtime_composition(a2, b1);
  check_runtime_composition(a2, b2);
  check_runtime_composition(a3, b1);
  check_runtime_composition(a3, b2);
  check_runtime_complement(a2, pick(0, 40));
  check_runtime_complement(a3, pick(0, 60));
  check_runtime_complement(a2, make_shape(pick(0, 6), pick(0, 8)));
  check_runtime_inverses(a2);
  check_runtime_inverses(a3);
  check_runtime_inverses(make_layout(make_shape(e(), e(), e()), make_stride(d(), d(), d())));
  check_runtime_max_common_layout(a2, a3);
  check_runtime_max_common_layout(a3, a2);
  // Matrices of leading dimensions that may let them coalesce (the common vectors of copies).
  int const m = e(), n = e();
  auto leading = [&] { return pick(0, 2) == 0 ? m : pick(0, 1) == 0 ? n : pick(-1, 9); };
  auto matrix = [&](int ld) { return pick(0, 1) == 0 ? make_layout(make_shape(m, n), make_stride(1, ld)) : make_layout(make_shape(m, n), make_stride(ld, 1)); };
  check_runtime_max_common_layout(matrix(leading()), matrix(leading()));
}

}  // namespace

TEST_CASE("algebra_laws_test") {
  seed = std::random_device{}();
  if (char const* s = std::getenv("CUTE_TEST_SEED")) seed = unsigned(std::strtoul(s, nullptr, 10));
  std::printf("algebra laws: seed %u (set CUTE_TEST_SEED to replay)\n", seed);
  rng.seed(seed);
  constexpr int rounds = 400;
  for (int k = 0; k < rounds; ++k) {
    auto ls = random_layouts();
    for_each(ls, [](auto const& l) { check_coalesce(l); });
    for_each(ls, [&](auto const& a) { for_each(ls, [&](auto const& b) { check_composition(a, b); }); });
    for_each(ls, [](auto const& a) { check_complement(a); });
    for_each(ls, [](auto const& a) { check_against_cute_rules(a, pick(2, 16), pick(1, 12)); });
    for (int j = 0; j < 10; ++j) check_runtime_compositions();
    auto inj = random_injective();
    check_inverses(inj);
    check_complement(inj);
    check_products(make_layout(make_shape(pick(1, 4), pick(1, 4))), make_layout(make_shape(pick(1, 3), pick(1, 3)), LayoutRight{}));
  }
  std::printf("compositions: %d valid, %d rejected as no layout; %d rank-1 rejections checked against CuTe's rules\n", composed,
              rejected, rejections_checked);
  std::printf("run-time compositions, complements, inverses, nullspaces, common layouts: %d of %d accepted by both the library and the trees\n", runtime_agreements,
              rounds * 10 * 22);
}

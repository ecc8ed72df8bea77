// predicates_test.cpp: is_injective, is_surjective, is_bijective, is_compact: static_asserts on static
// and dynamic layouts, then random layouts (negative and zero strides, extents 0 and 1) against
// enumeration of their coordinates.
#include <cute/layout.hpp>
#include <cute/print.hpp>

#include <cstdio>
#include <cstdlib>
#include <random>
#include <set>
#include <vector>

#include "check.hpp"

using namespace cute;

// Static layouts.
static_assert(is_injective(Layout<Shape<_4, _4>, Stride<_1, _4>>{}));
static_assert(!is_injective(Layout<Shape<_4, _4>, Stride<_1, _2>>{}));   // (2,0) and (0,1)
static_assert(!is_injective(Layout<Shape<_4, _2>, Stride<_1, _0>>{}));   // a broadcast mode
static_assert(!is_injective(Layout<Shape<_4, _2>, Stride<_1, _m1>>{}));  // (1,0) and (2,1)
static_assert(is_injective(Layout<Shape<_3, _3>, Stride<_2, _3>>{}));    // 3 < 2*2+1: enumerated, all distinct
static_assert(is_injective(Layout<Shape<_0, _4>, Stride<_1, _0>>{}));    // no coordinates
static_assert(is_compact(Layout<Shape<_4, _8>, Stride<_8, _1>>{}));
static_assert(!is_compact(Layout<Shape<_4, _8>, Stride<_1, _8>>{}));     // gaps
static_assert(!is_compact(Layout<_4, _2>{}));
static_assert(!is_compact(Layout<_4, _m1>{}));                            // onto [-3, 0]
static_assert(is_surjective(Layout<_4, _2>{}, _1{}) && !is_surjective(Layout<_4, _2>{}, _2{}));
static_assert(is_bijective(Layout<Shape<_2, _2>, Stride<_2, _1>>{}, _4{}) && !is_bijective(Layout<Shape<_2, _2>, Stride<_2, _1>>{}, _3{}));
static_assert(is_surjective(Layout<Shape<_2, _2>, Stride<_2, _m1>>{}, 3) && !is_surjective(Layout<Shape<_2, _2>, Stride<_2, _m1>>{}, 4));
// Dynamic integers, in constant expressions too.
static_assert(is_compact(make_layout(make_shape(4, 8), make_stride(8, 1))));
static_assert(!is_injective(make_layout(make_shape(3, 4), make_stride(1, 2))));
static_assert(is_injective(make_layout(make_shape(3, 4), make_stride(4, 1))));
static_assert(is_injective(make_layout(make_shape(3, 4), make_stride(1, 3))));

namespace {

// A random flat layout of rank R (ints; extents 0 to 8, strides negative, zero and positive), its
// predicates against the multiset of its values.
template <std::size_t R>
void check_rank(std::mt19937_64& gen, int& cases) {
  auto pick = [&](std::vector<long long> const& v) { return v[gen() % v.size()]; };
  long long s[R], d[R];
  for (std::size_t i = 0; i < R; ++i) {
    s[i] = pick({0, 1, 1, 2, 2, 3, 4, 5, 8});
    if (gen() % 10 != 0 && s[i] == 0) s[i] = 2;
    d[i] = pick({0, 1, 2, 3, 4, 6, 8, 12, 16, -1, -2, -4, -8});
  }
  auto l = [&]<std::size_t... I>(std::index_sequence<I...>) {
    return make_layout(make_shape(static_cast<int>(s[I])...), make_stride(static_cast<int>(d[I])...));
  }(std::make_index_sequence<R>{});
  long long const n = size(l);
  std::multiset<long long> values;
  for (long long i = 0; i < n; ++i) values.insert(l(static_cast<int>(i)));
  bool const injective = std::set<long long>(values.begin(), values.end()).size() == values.size();
  long long const m = pick({0, 1, 2, 3, 4, 8, 16, n, n + 1});
  bool surjective = true;
  for (long long x = 0; x < m; ++x) surjective = surjective && values.count(x) > 0;
  bool const compact = injective && (n == 0 || (*values.begin() == 0 && *values.rbegin() == n - 1));
  CHECK(is_injective(l) == injective);
  CHECK(is_surjective(l, m) == surjective);
  CHECK(is_bijective(l, m) == (injective && surjective && n == m));
  CHECK(is_compact(l) == compact);
  ++cases;
}

}  // namespace

int main() {
  std::uint64_t seed = 20261124;
  if (char const* s = std::getenv("CUTE_TEST_SEED")) seed = std::strtoull(s, nullptr, 10);
  std::printf("predicates_test: seed %llu (CUTE_TEST_SEED replays it)\n", static_cast<unsigned long long>(seed));
  std::mt19937_64 gen(seed);
  int cases = 0;
  for (int k = 0; k < 1000; ++k) {
    check_rank<1>(gen, cases);
    check_rank<2>(gen, cases);
    check_rank<3>(gen, cases);
    check_rank<4>(gen, cases);
  }
  std::printf("predicates_test: %d random layouts against enumeration\n", cases);
  return cute_test::report();
}

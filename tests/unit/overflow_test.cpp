// Integer overflow: static arithmetic that would overflow does not compile (tests/diagnostics/
// static_overflow_*.cpp), and every operation on dynamic integers that can overflow (size, cosize,
// crd2idx / layout evaluation, compact strides, prefix/suffix/inner products, ceil_div, shape_div,
// lcm) is a cute::error naming the operation and the values, with int and with long long; the
// largest values that fit are still computed exactly.
#include <cute/cute.hpp>

#include <climits>
#include <cute/layout/runtime_layout.hpp>

#include "check.hpp"

using namespace cute;

// The predicates of cute/numeric/overflow.hpp, at the edges of each type.
using detail::arithmetic;
static_assert(!detail::overflows<arithmetic::multiply>(46340, 46340) && detail::overflows<arithmetic::multiply>(46341, 46341));
static_assert(detail::overflows<arithmetic::multiply>(65536, 65536) && detail::overflows<arithmetic::multiply>(-1, INT_MIN));
static_assert(!detail::overflows<arithmetic::multiply>(-65536, 32768) && detail::overflows<arithmetic::multiply>(65536, 32768));
static_assert(detail::overflows<arithmetic::multiply>(1LL << 32, 1LL << 31) && !detail::overflows<arithmetic::multiply>(1LL << 31, 1LL << 31));
static_assert(!detail::overflows<arithmetic::multiply>(-(1LL << 31), 1LL << 32) && detail::overflows<arithmetic::multiply>(LLONG_MIN, -1LL));
static_assert(detail::overflows<arithmetic::add>(INT_MAX, 1) && !detail::overflows<arithmetic::add>(INT_MAX, 0) && !detail::overflows<arithmetic::add>(INT_MIN, INT_MAX));
static_assert(detail::overflows<arithmetic::add>(LLONG_MAX, 1LL) && detail::overflows<arithmetic::add>(LLONG_MIN, -1LL));
static_assert(detail::overflows<arithmetic::subtract>(INT_MIN, 1) && !detail::overflows<arithmetic::subtract>(-1, INT_MAX) && detail::overflows<arithmetic::subtract>(0, INT_MIN));
static_assert(detail::overflows<arithmetic::subtract>(2u, 3u) && !detail::overflows<arithmetic::subtract>(3u, 2u));
static_assert(detail::overflows<arithmetic::divide>(1, 0) && detail::overflows<arithmetic::divide>(INT_MIN, -1) && !detail::overflows<arithmetic::divide>(INT_MIN, 1));
static_assert(detail::overflows<arithmetic::remainder>(1, 0) && !detail::overflows<arithmetic::remainder>(7, 2));
static_assert(!detail::overflows<arithmetic::shift_left>(1, 30) && detail::overflows<arithmetic::shift_left>(1, 31) && detail::overflows<arithmetic::shift_left>(1, 32));
static_assert(!detail::overflows<arithmetic::shift_left>(1LL, 62) && detail::overflows<arithmetic::shift_left>(3LL, 62) && detail::overflows<arithmetic::shift_left>(1, -1));
static_assert(!detail::overflows<arithmetic::shift_left>(-1, 31) && detail::overflows<arithmetic::shift_left>(-2, 31));
static_assert(!detail::overflows<arithmetic::shift_right>(-8, 2) && detail::overflows<arithmetic::shift_right>(8, 32));
// An operand that changes its value on the way to the result's type (-1 made unsigned) overflows.
static_assert(detail::overflows<arithmetic::add>(-1, 1u) && detail::overflows<arithmetic::multiply>(-1, 1u) && !detail::overflows<arithmetic::add>(1, 1u));
static_assert(detail::negation_overflows(INT_MIN) && !detail::negation_overflows(INT_MAX) && detail::negation_overflows(1u));

// Static arithmetic right at the edges stays static and exact.
static_assert(std::is_same_v<decltype(Int<46340>{} * Int<46340>{}), Int<2147395600>>);
static_assert(std::is_same_v<decltype(Int<INT_MAX>{} + _0{}), Int<INT_MAX>>);
static_assert(std::is_same_v<decltype(Int<INT_MIN>{} + Int<INT_MAX>{}), Int<-1>>);
static_assert(std::is_same_v<decltype(_1{} << Int<30>{}), Int<(1 << 30)>>);
static_assert(std::is_same_v<decltype(C<(1LL << 32)>{} * C<(1LL << 30)>{}), C<(1LL << 62)>>);
static_assert(size(Layout<Shape<Int<32768>, Int<65535>>>{}) == 32768 * 65535);
// The same in constant expressions of dynamic values.
static_assert(size(make_layout(make_shape(32768, 65535))) == 32768 * 65535);
static_assert(make_layout(make_shape(65536, 32768))(65535, 32767) == INT_MAX);
static_assert(cosize(make_layout(make_shape(65536, 32767))) == 65536 * 32767);

int main() {
  int volatile v65536 = 65536, v32768 = 32768, vmax = INT_MAX, vmin = INT_MIN, v2 = 2;
  int const big = v65536, half = v32768, imax = vmax, imin = vmin, two = v2;
  long long const p32 = 1LL << 32;

  // size: the product of the shape.
  CHECK_THROWS(size(make_layout(make_shape(big, big))), "product: integer overflow: 65536 * 65536 does not fit in a 32-bit signed integer");
  CHECK_THROWS(size(make_shape(p32, p32)), "product: integer overflow: 4294967296 * 4294967296 does not fit in a 64-bit signed integer");
  CHECK_THROWS(size(make_shape(make_shape(two, big), make_shape(half, two))), "product: integer overflow");
  CHECK_THROWS(size(make_shape(Int<65536>{}, big)), "65536 * 65536");  // static and dynamic mixed
  CHECK(size(make_shape(p32, 1LL << 30)) == (1LL << 62));
  CHECK(size(make_shape(half, big - 1)) == 32768 * 65535);

  // Compact strides (make_layout(shape) and the LayoutLeft/LayoutRight tags): no stride of 0 or wrapped.
  CHECK_THROWS(make_layout(make_shape(big, big, 2)), "65536 * 65536");
  CHECK_THROWS(make_layout(make_shape(2, big, big), LayoutRight{}), "65536 * 65536");
  CHECK_THROWS(make_layout(make_shape(p32, p32, 2LL)), "4294967296 * 4294967296");
  CHECK_THROWS(prefix_product(make_shape(big, big, 2)), "65536 * 65536");
  CHECK_THROWS(suffix_product(make_shape(2, big, big)), "65536 * 65536");
  CHECK(stride<2>(make_layout(make_shape(big, half / 2, 2))) == (1 << 30));
  CHECK(stride<2>(make_layout(make_shape(p32, p32 / 4, 2LL))) == (1LL << 62));

  // Layout evaluation (crd2idx) and cosize.
  auto const L = make_layout(make_shape(big, big), make_stride(1, big));
  CHECK_THROWS(L(65535, 65535), "crd2idx: integer overflow: 65535 * 65536 does not fit in a 32-bit signed integer");
  CHECK_THROWS(make_layout(make_shape(big, big), make_stride(big, 1))(40000), "crd2idx: integer overflow: 40000 * 65536");  // 1-D
  CHECK_THROWS(cosize(L), "integer overflow");
  auto const fits = make_layout(make_shape(big, half), make_stride(1, big));
  CHECK(fits(65535, 32767) == INT_MAX);
  CHECK_THROWS(cosize(fits), "cosize: integer overflow: 2147483647 + 1");  // the cosize is 2^31
  auto const sums = make_layout(make_shape(2, 2), make_stride(imax, 1));
  CHECK_THROWS(sums(1, 1), "crd2idx: integer overflow: 2147483647 + 1");
  CHECK(make_layout(make_shape(2, 2), make_stride(imax, -1))(1, 1) == INT_MAX - 1);
  CHECK_THROWS(cosize(make_layout(make_shape(2, 2), make_stride(imin, 1))), "cosize: integer overflow: the absolute value of -2147483648");
  auto const wide = make_layout(make_shape(p32, p32), make_stride(1LL, p32));
  CHECK(wide(p32 - 1, (1LL << 31) - 1) == LLONG_MAX);
  CHECK_THROWS(wide(p32 - 1, 1LL << 31), "crd2idx: integer overflow: 2147483648 * 4294967296 does not fit in a 64-bit signed integer");
  CHECK_THROWS(crd2idx(make_coord(3, big), make_shape(4, big), make_stride(big, big)), "crd2idx");
  CHECK_THROWS(inner_product(make_shape(big, 1), make_shape(big, 1)), "inner_product: integer overflow: 65536 * 65536");

  // A value computed in a wider type, stored in the layout's.
  CHECK_THROWS(detail::checked_narrow<int>(detail::caller::composition, (long long)big * big),
               "composition: integer overflow: 4294967296 does not fit in a 32-bit signed integer");
  CHECK(detail::checked_narrow<int>(detail::caller::composition, (long long)imax) == INT_MAX);

  // Sums, ceil_div, shape_div, lcm.
  CHECK_THROWS(sum(make_shape(imax, 1)), "sum: integer overflow: 2147483647 + 1");
  CHECK(ceil_div(imax, two) == (1 << 30) && ceil_div(imax, 1) == INT_MAX && ceil_div(imax - 1, two) == INT_MAX / 2);
  CHECK(ceil_div(0, two) == 0 && ceil_div(-3, two) == (-3 + 2 - 1) / 2);  // as (x + y - 1) / y, unchecked
  CHECK_THROWS(lcm(big, big - 1), "lcm: integer overflow");
  CHECK(lcm(big, half) == 65536);
  // (x + y - 1) / y past the type's range, where ceil(x / y) is not: still exact.
  CHECK(shape_div(imax - 1, 3 + 0 * two) == 715827882 && ceil_div(imax, imax) == 1 && ceil_div(LLONG_MAX, 2LL) == (1LL << 62));

  // The inverses, recasts and the complement of dynamic layouts compute with the value algebra's
  // checked 64-bit arithmetic, and their results are checked to fit the layout's type.
  long long const q32 = 1LL << 32;
  CHECK_THROWS(right_inverse(make_layout(make_shape(q32, q32), make_stride(q32, 1LL))), "right_inverse: integer overflow");
  CHECK_THROWS(left_inverse(make_layout(make_shape(q32, q32), make_stride(1LL, q32))), "left_inverse: integer overflow");
  CHECK_THROWS(complement(make_layout(make_shape(q32, q32), make_stride(1LL, q32)), q32), "complement: integer overflow");
  CHECK_THROWS(downcast<4>(make_layout(make_shape(2, 2), make_stride(1, imax / 2))), "downcast: integer overflow: 4294967292 does not fit in a 32-bit signed integer");
  CHECK_THROWS(downcast<2>(make_layout(make_shape(2, 2), make_stride(1, 1LL << 62))), "downcast<2>: integer overflow");
  CHECK_THROWS(nullspace(make_layout(make_shape(q32, q32, 2LL), make_stride(0LL, 0LL, 0LL))), "nullspace: integer overflow");
  CHECK_THROWS(runtime::cosize(runtime::leaf(2, LLONG_MIN)), "integer overflow");
  CHECK_THROWS(runtime::is_injective(runtime::tuple({runtime::leaf(2, LLONG_MIN), runtime::leaf(2, 1)})), "overflows");

  // Strides computed from the inputs' dynamic strides (a product of two, or one times a constant) are
  // checked too; a mode of extent 1, which never moves, takes the stride 0 where its stride would
  // overflow; a mode's position (the product of the extents before it) is an error only where it is
  // a stride of the result.
  CHECK_THROWS(composition(make_layout(214, imax - 2), make_layout(make_shape(8, 4094, 46342), make_stride(-2, 1, imax))),
               "composition: integer overflow");  // was the stride 6 (-2 * 2147483645, wrapped)
  CHECK_THROWS(composition(make_layout(46341, 46340), make_layout(46341, -33554432)), "composition: integer overflow");
  auto const divided = logical_divide(make_layout(46342, 46341), make_layout(4194304, two));  // the rest: extent 1
  CHECK(size(divided) == 8388608 && divided(1) == 92682 && divided(4194304) == 46341);
  CHECK(size(right_inverse(make_layout(make_shape(imax, 213, 1048577), make_stride(2097154, 2097151, two)))) == 1);
  auto const kernel = nullspace(make_layout(make_shape(two, 1 << 30, 4), make_stride(0, 1, 1 << 30)));  // 2:1, in 3 modes
  CHECK(size(kernel) == 2 && kernel(1) == 1);
  static_assert(nullspace(Layout<Shape<_2, Int<(1 << 30)>, _4>, Stride<_0, _1, Int<(1 << 30)>>>{}) == Layout<_2, _1>{});
  CHECK_THROWS(nullspace(make_layout(make_shape(two, 1 << 30, 4), make_stride(1, 2, 0))), "nullspace: integer overflow");
  // Composition never reads A's last extent, nor an evaluation the size: neither overflows there.
  auto const merged = composition(make_layout(make_shape(46342, imax - 2), make_stride(1, 46342)), make_layout(46338, 46342));
  CHECK(size(merged) == 46338 && merged(46337) == 46337 * 46342);
  static_assert(composition(Layout<Shape<Int<46342>, Int<2147483645>>, Stride<_1, Int<46342>>>{}, Layout<Int<46338>, Int<46342>>{}) ==
                Layout<Int<46338>, Int<46342>>{});
  CHECK(runtime::evaluate(runtime::tuple({runtime::leaf(q32, 1), runtime::leaf(q32, 1)}), 5) == 5);
  // ... nor do stride-0 merges into it (a lost extent merges on only by stride 0).
  CHECK(size(max_common_layout(make_layout(make_shape(imax - 2, 213, 46338), make_stride(0, 0, 0)), make_layout(216, 1))) == 1);
  CHECK(size(composition(make_layout(make_shape(imax, 214, Int<268435457>{}), make_stride(129, _0{}, _0{})),
                         make_layout(make_shape(131070, 4), make_stride(0, 46342)))) == 524280);
  // The complement's spanning check: past the type, A and the complement span any cotarget.
  CHECK(size(complement(make_layout(46341, 1), imax - 1)) == 46341);
  static_assert(size(complement(Layout<Int<46341>, _1>{}, Int<2147483646>{})) == 46341);
  static_assert(size(complement(Layout<Shape<Int<46341>, _2, _8>, Stride<_2, Int<185364>, Int<741456>>>{}, Int<2147483646>{})) == 2904);

  // A swizzle whose result leaves the offset's type.
  CHECK_THROWS((Swizzle<1, 30, -1>{}(1 << 30)), "Swizzle<1,30,-1>: integer overflow: the swizzle of 1073741824 is 3221225472");
  CHECK((Swizzle<1, 30, -1>{}(1LL << 30) == 3LL << 30));

  return cute_test::report();
}

// CuTe's tuple algorithms beyond transform/fold/take (find_if, any_of, filter_tuple, iscan, zip2_by,
// ...), the lex/colex/elem orders, and the bit operations of numeric/bit.hpp. The printed results
// are CuTe 4.2's, from the same expressions compiled on its headers (nvcc 13.0): values, not code.
#include <cute/cute.hpp>

#include <cstdint>

#include "check.hpp"

using namespace cute;

namespace {
constexpr auto greater_than_3 = [](auto x) { return x > _3{}; };
constexpr auto add_ = [](auto a, auto b) { return a + b; };
constexpr auto multiply_ = [](auto a, auto b) { return a * b; };
constexpr auto only_static = [](auto x) {
  if constexpr (is_static_v<decltype(x)>) {
    return make_tuple(x);
  } else {
    return tuple<>{};
  }
};
}  // namespace

// front/back: the first/last leaf, recursively.
constexpr auto nested = make_tuple(_2{}, 3, make_tuple(_4{}, 5), _6{});
static_assert(std::is_same_v<decltype(front(nested)), _2> && std::is_same_v<decltype(back(nested)), _6>);
static_assert(std::is_same_v<decltype(back(make_tuple(1, make_tuple(2, make_tuple(_3{}))))), _3>);
static_assert(front(make_tuple(make_tuple(7, 1), 2)) == 7 && back(make_tuple(1, make_tuple(2, 9))) == 9 && back(4) == 4);

// find/find_if: C<size_t> positions, the rank when nothing is found.
static_assert(std::is_same_v<decltype(find(make_tuple(_1{}, _2{}, _3{}), _2{})), C<std::size_t{1}>>);
static_assert(std::is_same_v<decltype(find(make_tuple(_1{}, _2{}, _3{}), _7{})), C<std::size_t{3}>>);
// find<X>(t): by type (CuTe's tuple test), dynamic elements too.
static_assert(std::is_same_v<decltype(find<float>(tuple<_1, float, int>{})), C<std::size_t{1}>>);
static_assert(decltype(find<int>(tuple<double, float, int>{1.5, 2.5f, 7}))::value == 2 && decltype(find<_4>(tuple<_1, _2>{}))::value == 2);
static_assert(std::is_same_v<decltype(find_if(make_tuple(_1{}, _4{}, _6{}), greater_than_3)), C<std::size_t{1}>>);
static_assert(std::is_same_v<decltype(find_if(_5{}, greater_than_3)), C<std::size_t{0}>>);
static_assert(std::is_same_v<decltype(find_if(_2{}, greater_than_3)), C<std::size_t{1}>>);
static_assert(std::is_same_v<decltype(find_if(tuple<>{}, greater_than_3)), C<std::size_t{0}>>);

// any_of/all_of/none_of: static where every answer is.
static_assert(std::is_same_v<decltype(any_of(make_tuple(_1{}, _4{}), greater_than_3)), true_type>);
static_assert(std::is_same_v<decltype(all_of(make_tuple(_5{}, _4{}), greater_than_3)), true_type>);
static_assert(std::is_same_v<decltype(all_of(make_tuple(_5{}, _1{}), greater_than_3)), false_type>);
static_assert(std::is_same_v<decltype(none_of(make_tuple(_5{}, _4{}), greater_than_3)), false_type>);
static_assert(std::is_same_v<decltype(none_of(make_tuple(_1{}, _2{}), greater_than_3)), true_type>);
static_assert(std::is_same_v<decltype(any_of(tuple<>{}, greater_than_3)), false_type> &&
              std::is_same_v<decltype(all_of(tuple<>{}, greater_than_3)), true_type>);
static_assert(any_of(make_tuple(_1{}, 4), greater_than_3) && !all_of(make_tuple(_1{}, 4), greater_than_3));
static_assert(any_of(make_tuple(1, 2), [](int x) { return x == 2; }) && all_of(7, [](int x) { return x == 7; }));
// The predicate must apply to the elements (the library's own two-argument detail::all_of stays apart).
static_assert(!callable_on_elements<bool (*)(int), tuple<int, Underscore>> && callable_on_elements<bool (*)(int), tuple<int, _2>> &&
              !callable_on_elements<false_type, true_type>);

// filter_tuple, fold_first, fold of an integer, transform_apply.
static_assert(std::is_same_v<decltype(filter_tuple(make_tuple(_1{}, 2, _3{}, 4), only_static)), tuple<_1, _3>>);
static_assert(filter_tuple(make_tuple(_1{}, _2{}), make_tuple(3, 4), [](auto a, auto b) { return make_tuple(a, b); }) ==
              make_tuple(_1{}, 3, _2{}, 4));
static_assert(fold_first(make_tuple(_2{}, 3, _4{}), multiply_) == 24 && fold_first(7, multiply_) == 7);
static_assert(std::is_same_v<decltype(fold_first(make_tuple(_2{}, _3{}, _4{}), multiply_)), _24>);
static_assert(fold(5, _2{}, add_) == 7);
static_assert(transform_apply(make_tuple(1, _2{}, 3), [](auto x) { return x * _2{}; }, [](auto... a) { return (a + ...); }) == 12);
static_assert(transform_apply(make_tuple(1, 2), make_tuple(_10{}, 20), multiply_, [](auto... a) { return make_tuple(a...); }) ==
              make_tuple(10, 40));
static_assert(transform_apply(4, [](auto x) { return x + 1; }, [](auto x) { return x * 2; }) == 10);

// tuple_repeat, repeat, insert, replace_front/back, append<N>/prepend<N>, and the integer forms.
static_assert(std::is_same_v<decltype(tuple_repeat<3>(_5{})), tuple<_5, _5, _5>> && tuple_repeat<1>(7) == make_tuple(7));
static_assert(std::is_same_v<decltype(repeat<1>(7)), int> && std::is_same_v<decltype(repeat<3>(_0{})), tuple<_0, _0, _0>>);
static_assert(std::is_same_v<decltype(insert<1>(make_tuple(_1{}, _3{}), _2{})), tuple<_1, _2, _3>>);
static_assert(insert<2>(make_tuple(_1{}, _3{}), 9) == make_tuple(_1{}, _3{}, 9) && insert<0>(make_tuple(_1{}, _3{}), 9) == make_tuple(9, _1{}, _3{}));
static_assert(replace_front(make_tuple(_1{}, _3{}, 4), _8{}) == make_tuple(_8{}, _3{}, 4));
static_assert(replace_back(make_tuple(_1{}, _3{}, 4), _8{}) == make_tuple(_1{}, _3{}, _8{}));
static_assert(std::is_same_v<decltype(replace_front(5, _8{})), _8> && std::is_same_v<decltype(replace_back(5, _8{})), _8> &&
              std::is_same_v<decltype(replace<0>(5, _8{})), _8>);
static_assert(append<4>(make_tuple(_1{}, 2), _0{}) == make_tuple(_1{}, 2, _0{}, _0{}));
static_assert(prepend<4>(make_tuple(_1{}, 2), _0{}) == make_tuple(_0{}, _0{}, _1{}, 2));
static_assert(append<3>(5, _1{}) == make_tuple(5, _1{}, _1{}) && prepend<3>(5, _1{}) == make_tuple(_1{}, _1{}, 5));
static_assert(std::is_same_v<decltype(append<1>(5, _1{})), int> && append(5, _1{}) == make_tuple(5, _1{}) &&
              prepend(5, _1{}) == make_tuple(_1{}, 5));
static_assert(std::is_same_v<decltype(append<2>(make_tuple(_1{}, _2{}), 9)), tuple<_1, _2>>);

// iscan/escan: staticness kept element by element.
static_assert(std::is_same_v<decltype(iscan(make_tuple(_1{}, _2{}, 3, _4{}), _0{}, add_)), tuple<_1, _3, int, int>>);
static_assert(iscan(make_tuple(_1{}, _2{}, 3, _4{}), _0{}, add_) == make_tuple(_1{}, _3{}, 6, 10));
static_assert(std::is_same_v<decltype(escan(make_tuple(_1{}, _2{}, 3, _4{}), _0{}, add_)), tuple<_0, _1, _3, int>>);
static_assert(escan(make_tuple(_1{}, _2{}, 3, _4{}), _0{}, add_) == make_tuple(_0{}, _1{}, _3{}, 6));
static_assert(std::is_same_v<decltype(escan(make_tuple(_2{}, _3{}, _4{}), _1{}, multiply_)), tuple<_1, _2, _6>>);

// zip (of tuples) and zip2_by.
static_assert(zip(make_tuple(make_tuple(_1{}, _2{}, _3{}), make_tuple(4, 5, 6))) ==
              make_tuple(make_tuple(_1{}, 4), make_tuple(_2{}, 5), make_tuple(_3{}, 6)));
static_assert(std::is_same_v<decltype(zip(make_tuple(_1{}, _2{}))), tuple<tuple<_1, _2>>>);
static_assert(zip(make_tuple(_1{}, _2{}), make_tuple(3, 4)) == make_tuple(make_tuple(_1{}, 3), make_tuple(_2{}, 4)));
static_assert(zip(7) == 7);
using Zipped = tuple<tuple<_1, _2>, tuple<tuple<_3, _4>, tuple<_5, _6>>, _7>;
static_assert(std::is_same_v<decltype(zip2_by(Zipped{}, make_tuple(_0{}, make_tuple(_0{}, _0{})))),
                             tuple<tuple<_1, tuple<_3, _5>>, tuple<_2, tuple<_4, _6>, _7>>>);
static_assert(std::is_same_v<decltype(zip2_by(make_tuple(_1{}, _2{}), _0{})), tuple<_1, _2>>);
static_assert(std::is_same_v<decltype(zip2_by(make_tuple(make_tuple(_1{}, _2{}), make_tuple(_3{}, _4{})), make_tuple(_0{}))),
                             tuple<tuple<_1>, tuple<_2, tuple<_3, _4>>>>);

// transform of three tuples, transform_leaf of two, reverse of an integer.
static_assert(transform(make_tuple(1, _2{}), make_tuple(_3{}, 4), make_tuple(5, _6{}), [](auto a, auto b, auto c) { return a + b + c; }) ==
              make_tuple(9, 12));
static_assert(std::is_same_v<decltype(transform_leaf(make_tuple(1, make_tuple(_2{}, 3)), make_tuple(_10{}, make_tuple(Int<20>{}, 30)), multiply_)),
                             tuple<int, tuple<Int<40>, int>>>);
static_assert(transform_leaf(make_tuple(1, make_tuple(_2{}, 3)), make_tuple(_10{}, make_tuple(Int<20>{}, 30)), multiply_) ==
              make_tuple(10, make_tuple(_40{}, 90)));
static_assert(reverse(7) == 7);

// The orders: lex/colex (bool), elem (static where elem_less is).
static_assert(lex_leq(make_tuple(1, 2), make_tuple(1, 2)) && lex_gtr(make_tuple(1, 3), make_tuple(1, 2)) &&
              !lex_geq(make_tuple(1, 2), make_tuple(2, 0)));
static_assert(colex_leq(make_tuple(3, 1), make_tuple(1, 2)) && !colex_gtr(make_tuple(3, 1), make_tuple(1, 2)) &&
              colex_geq(make_tuple(1, 2), make_tuple(1, 2)));
static_assert(lex_leq(make_tuple(1, 2), make_tuple(1, 2, 0)) && lex_geq(make_tuple(1, 2, 0), make_tuple(1, 2)));
static_assert(!colex_leq(make_tuple(make_tuple(1, 5), 2), make_tuple(make_tuple(2, 4), 2)));
static_assert(elem_leq(make_tuple(1, 2), make_tuple(1, 2)) && elem_gtr(make_tuple(2, 3), make_tuple(1, 2)) &&
              elem_geq(make_tuple(1, 2), make_tuple(2, 1)));
static_assert(std::is_same_v<decltype(elem_leq(make_tuple(_1{}, _2{}), make_tuple(_1{}, _2{}))), true_type>);
static_assert(std::is_same_v<decltype(elem_gtr(make_tuple(_2{}, _3{}), make_tuple(_1{}, _2{}))), true_type>);
static_assert(std::is_same_v<decltype(elem_geq(_3{}, _4{})), false_type>);

// Bits.
static_assert(bit_width(0u) == 0 && bit_width(1u) == 1 && bit_width(6u) == 3 && bit_width(std::uint64_t(1) << 40) == 41 &&
              bit_width(std::uint8_t(255)) == 8);
static_assert(bit_ceil(0u) == 1 && bit_ceil(5u) == 8 && bit_ceil(8u) == 8 && bit_floor(0u) == 0 && bit_floor(9u) == 8 &&
              bit_floor(std::uint16_t(40000)) == 32768);
static_assert(!has_single_bit(0u) && has_single_bit(64u) && !has_single_bit(12) && !has_single_bit(-4));
static_assert(std::is_same_v<decltype(has_single_bit(_16{})), true_type> && std::is_same_v<decltype(has_single_bit(_12{})), false_type>);
static_assert(popcount(0u) == 0 && popcount(0b11101u) == 4 && popcount(~0ull) == 64);
static_assert(countl_zero(std::uint8_t(0b00011100)) == 3 && countl_zero(0u) == 32 && countl_one(0xE3FFFFFFu) == 3 && countl_one(~0u) == 32);
static_assert(countr_zero(std::uint8_t(0b00011100)) == 2 && countr_zero(0u) == 32 && countr_one(0xE3u) == 2 && countr_one(0u) == 0);
// CuTe's countl_one of a uint8_t does not compile (~x is an int there); ours counts the 8 bits.
static_assert(countl_one(std::uint8_t(0b11100011)) == 3 && countr_one(std::uint8_t(0xff)) == 8);
static_assert(rotl(std::uint8_t(0b10010011), 3) == 156 && rotl(std::uint8_t(0b10010011), -3) == 114);
static_assert(rotr(0x12345678u, 8) == 0x78123456u && rotr(0x12345678u, -4) == 0x23456781u && rotr(0x12345678u, 0) == 0x12345678u);
static_assert(rotl(0x12345678u, 36) == rotl(0x12345678u, 4) && rotr(std::uint16_t(1), 17) == 0x8000);  // modulo the width
static_assert(shiftl(3, 2) == 12 && shiftl(12, -2) == 3 && shiftr(12, 2) == 3 && shiftr(3, -2) == 12 && shiftr(12, _2{}) == 3);
static_assert(std::is_same_v<decltype(shiftl(_3{}, _2{})), _12> && std::is_same_v<decltype(shiftr(_12{}, _m2{})), _48> &&
              std::is_same_v<decltype(shiftl(_3{}, 2)), int>);
static_assert(log_2(1u) == 0 && log_2(1024u) == 10 && log_2(1000u) == 9 && log_2(std::uint64_t(1) << 40) == 40);
static_assert(std::is_same_v<decltype(log_2(8u)), std::int32_t>);

// CuTe's traits over tuples and integers.
using Mixed = tuple<_1, tuple<Underscore, int>, _0>;
static_assert(has_underscore<Mixed>::value && has_int0<Mixed>::value && !has_int1<tuple<int, _2>>::value && !all_underscore<Mixed>::value);
static_assert(all_underscore<tuple<Underscore, tuple<Underscore>>>::value && all_underscore<tuple<>>::value && has_elem<int, int>::value);
static_assert(is_underscore<Underscore>::value && !is_underscore<int>::value && is_tuple<Mixed const&>::value && !is_tuple<int>::value);
static_assert(rank_t<Mixed>::value == 3 && depth_t<Mixed>::value == 2);
static_assert(transform(make_shape(make_shape(_2{}, 3), _4{}), Product{}) == make_shape(6, _4{}));
static_assert(is_congruent<Shape<_2, _3>, Shape<_4, _5>>::value && is_weakly_congruent<_2, Shape<_4, _5>>::value &&
              is_compatible<_6, Shape<_2, _3>>::value && !is_congruent<_2, Shape<_4, _5>>::value);
static_assert(is_any_of_v<int, float, int> && !is_any_of<int, float>::value && is_std_integral<long>::value && !is_std_integral<_2>::value);
static_assert(std::is_same_v<copy_cv_t<int const volatile, float>, float const volatile> && std::is_same_v<copy_cv_t<int const, float>, float const>);
static_assert(std::is_same_v<conditional_template<true, std::add_const, std::add_pointer>::type<int>, std::add_const<int>> &&
              std::is_same_v<conditional_template<false, std::add_const, std::add_pointer>::type<int>, std::add_pointer<int>>);
static_assert(std::is_same_v<tuple_seq<Mixed>, seq<0, 1, 2>> && std::is_same_v<tuple_rseq<Mixed const&>, seq<2, 1, 0>> &&
              std::is_same_v<make_rseq<2>, seq<1, 0>>);

// CuTe's fold function objects and bind.
static_assert(plus_unary_lfold{}(1, 2, 3) == 6 && minus_unary_lfold{}(10, 3, 2) == 5 && minus_unary_rfold{}(10, 3, 2) == 9);
static_assert(minus_binary_lfold{}(10, 3, 2) == 5 && minus_binary_rfold{}(10, 3, 2) == 11 && logical_and_unary_lfold{}(true, false) == false);
static_assert(std::is_same_v<decltype(transform_apply(Shape<_2, _3>{}, identity{}, multiplies_unary_lfold{})), _6>);
static_assert(bind(minus{}, 10)(3) == 7 && bind(multiplies{}, _2{})(_4{}) == _8{});

TEST_CASE("tuple algorithms on run-time values") {
  int volatile v1 = 1, v2 = 2, v3 = 3;
  auto t = make_tuple(int(v1), _2{}, int(v3));
  CHECK(any_of(t, [](int x) { return x == 3; }) && !all_of(t, [](int x) { return x < 3; }) &&
        none_of(t, [](int x) { return x > 3; }));
  CHECK_EQ(iscan(t, int(v2), add_), make_tuple(3, 5, 8));
  CHECK_EQ(escan(t, int(v2), add_), make_tuple(2, 3, 5));
  CHECK_EQ(fold_first(t, multiply_), 6);
  CHECK_EQ(insert<1>(t, int(v2)), make_tuple(1, 2, _2{}, 3));
  CHECK_EQ(replace_back(t, _0{}), make_tuple(1, _2{}, _0{}));
  CHECK_EQ(zip(t, make_tuple(4, 5, 6)), make_tuple(make_tuple(1, 4), make_tuple(_2{}, 5), make_tuple(3, 6)));
  int digits = 0;
  for_each_leaf(make_tuple(int(v1), make_tuple(2, make_tuple(int(v3))), 4), [&](int x) { digits = digits * 10 + x; });
  CHECK_EQ(digits, 1234);  // depth first, left to right
  CHECK(elem_leq(t, make_tuple(1, 2, 3)) && !elem_gtr(t, make_tuple(1, 2, 3)) && lex_geq(t, make_tuple(1, 2, 3)));
  unsigned volatile u = 40000;
  CHECK(bit_width(unsigned(u)) == 16 && bit_floor(unsigned(u)) == 32768u && bit_ceil(unsigned(u)) == 65536u && popcount(unsigned(u)) == 5);
  CHECK(countr_zero(unsigned(u)) == 6 && log_2(unsigned(u)) == 15 && rotr(unsigned(u), 6) == 625u);
#if CUTE_CHECKS
  CHECK_THROWS(bit_ceil(std::uint8_t(v1 + 200)), "bit_ceil");
  CHECK_THROWS(log_2(unsigned(v1 - 1)), "log_2");
#endif
}

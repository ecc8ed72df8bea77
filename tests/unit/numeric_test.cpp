// Static and dynamic integers: staticness of arithmetic, the concepts, gcd/ceil_div/shape_div.
#include <cute/cute.hpp>

#include "check.hpp"

using namespace cute;

// Static arithmetic stays static.
static_assert(std::is_same_v<decltype(_2{} * _3{}), _6>);
static_assert(std::is_same_v<decltype(_2{} + _3{}), Int<5>>);
static_assert(std::is_same_v<decltype(_7{} / _2{}), _3>);
static_assert(std::is_same_v<decltype(_7{} % _2{}), _1>);
static_assert(std::is_same_v<decltype(-_2{}), Int<-2>>);
static_assert(std::is_same_v<decltype(_2{} < _3{}), true_type>);
static_assert(_2{} * _3{} == 6);
// With a dynamic operand the result is dynamic, unless it is known whatever the dynamic value.
static_assert(std::is_same_v<decltype(_2{} * 3), int>);
static_assert(std::is_same_v<decltype(3 + _2{}), int>);
static_assert(std::is_same_v<decltype(_2{} * 3L), long>);
static_assert(std::is_same_v<decltype(_0{} * 5), _0>);
static_assert(std::is_same_v<decltype(5 * _0{}), _0>);
static_assert(std::is_same_v<decltype(5 % _1{}), _0>);
static_assert(_2{} * 3 == 6);

// Concepts.
static_assert(static_integer<_4> && static_integer<std::integral_constant<long, 3>> && static_integer<_4 const&>);
static_assert(!static_integer<int> && !static_integer<true_type> && !static_integer<Underscore>);
static_assert(dynamic_integer<int> && dynamic_integer<std::size_t> && dynamic_integer<std::int8_t const&>);
static_assert(!dynamic_integer<bool> && !dynamic_integer<double> && !dynamic_integer<_4>);
// The cheap type tests behind the concepts (cute/numeric/traits.hpp) give the standard library's
// answers, references and cv-qualifiers ignored.
static_assert(static_integer<_4 volatile> && static_integer<_4&&> && static_integer<std::integral_constant<char, 'a'> const>);
static_assert(!static_integer<std::integral_constant<bool, true>> && !static_integer<int&> && !static_integer<void>);
static_assert(static_bool<true_type const&> && static_bool<std::false_type> && !static_bool<_1> && !static_bool<bool>);
static_assert(dynamic_integer<unsigned const volatile> && dynamic_integer<long&&> && dynamic_integer<char>);
static_assert(!dynamic_integer<bool const&> && !dynamic_integer<int*> && !dynamic_integer<void> && !dynamic_integer<int[2]>);
static_assert(std::is_same_v<detail::uncvref_t<int const volatile&>, int> && std::is_same_v<detail::uncvref_t<_4&&>, _4>);
static_assert(std::is_same_v<detail::decay_t<int[3]>, int*> && std::is_same_v<detail::decay_t<_4 const>, _4> &&
              std::is_same_v<detail::decay_t<int(int)>, int (*)(int)> && std::is_same_v<detail::decay_t<int const&>, int>);
static_assert(integer<_4> && integer<int> && !integer<float> && !integer<bool>);
static_assert(is_static_v<_3> && !is_static_v<int>);
static_assert(is_constant_v<3, _3> && !is_constant_v<3, _4> && !is_constant_v<3, int>);
static_assert(sizeof(_8) == 1 && std::is_empty_v<_8>);

// Functions that keep staticness.
static_assert(std::is_same_v<decltype(gcd(_12{}, _8{})), _4>);
static_assert(gcd(12, 8) == 4 && gcd(0, 5) == 5 && gcd(-4, 6) == 2);
static_assert(std::is_same_v<decltype(lcm(_4{}, _6{})), _12>);
static_assert(lcm(4, 6) == 12);
static_assert(std::is_same_v<decltype(ceil_div(_7{}, _2{})), _4>);
static_assert(ceil_div(7, 2) == 4 && ceil_div(8, 2) == 4 && ceil_div(0, 3) == 0);
static_assert(std::is_same_v<decltype(min(_3{}, _5{})), _3> && std::is_same_v<decltype(max(_3{}, _5{})), _5>);
static_assert(min(3, 5) == 3 && max(3, _5{}) == 5);
static_assert(std::is_same_v<decltype(abs(Int<-3>{})), _3> && cute::abs(-3) == 3);
// shape_div and shape_mod under the divisibility condition.
static_assert(std::is_same_v<decltype(shape_div(_12{}, _4{})), _3>);
static_assert(std::is_same_v<decltype(shape_div(_2{}, _8{})), _1>);
static_assert(shape_div(12, 4) == 3 && shape_div(2, 8) == 1);
static_assert(shape_mod(12, 4) == 4 && shape_mod(2, 8) == 2);
static_assert(shape_div(12, 4) * shape_mod(12, 4) == 12);

// std::numeric_limits of the 16-, 19- and 8-bit floats: CUTLASS's bit patterns for max, lowest,
// infinity and NaN, min() the smallest subnormal and digits the stored mantissa bits (CUTLASS's
// conventions); epsilon() is the step from 1 to the next value.
template <class T>
constexpr std::uint32_t bits_of(T x) { return x.storage; }
static_assert(bits_of(std::numeric_limits<half_t>::max()) == 0x7bff && bits_of(std::numeric_limits<half_t>::lowest()) == 0xfbff);
static_assert(bits_of(std::numeric_limits<half_t>::infinity()) == 0x7c00 && bits_of(std::numeric_limits<half_t>::quiet_NaN()) == 0x7fff);
static_assert(bits_of(std::numeric_limits<half_t>::min()) == 0x0001 && std::numeric_limits<half_t>::digits == 10);
static_assert(float(std::numeric_limits<half_t>::max()) == 65504.0f && -float(std::numeric_limits<half_t>::infinity()) < -1e30f);
static_assert(bits_of(std::numeric_limits<bfloat16_t>::max()) == 0x7f7f && bits_of(std::numeric_limits<bfloat16_t>::lowest()) == 0xff7f);
static_assert(bits_of(std::numeric_limits<bfloat16_t>::infinity()) == 0x7f80 && bits_of(std::numeric_limits<bfloat16_t>::quiet_NaN()) == 0x7fff);
static_assert(bits_of(std::numeric_limits<tfloat32_t>::max()) == 0x7f7fffffu && bits_of(std::numeric_limits<tfloat32_t>::infinity()) == 0x7f800000u);
static_assert(bits_of(std::numeric_limits<float_e4m3_t>::max()) == 0x7e && bits_of(std::numeric_limits<float_e4m3_t>::lowest()) == 0xfe);
static_assert(float(std::numeric_limits<float_e4m3_t>::max()) == 448.0f && !std::numeric_limits<float_e4m3_t>::has_infinity);
static_assert(bits_of(std::numeric_limits<float_e4m3_t>::epsilon()) == 0x20 && bits_of(std::numeric_limits<float_e4m3_t>::quiet_NaN()) == 0x7f);
static_assert(bits_of(std::numeric_limits<float_e5m2_t>::max()) == 0x7b && bits_of(std::numeric_limits<float_e5m2_t>::lowest()) == 0xfb);
static_assert(bits_of(std::numeric_limits<float_e5m2_t>::epsilon()) == 0x34 && bits_of(std::numeric_limits<float_e5m2_t>::infinity()) == 0x7c);
// min/max/abs of floating-point values, as CuTe's (any arithmetic type; the common type).
static_assert(cute::max(1.5f, 2.0f) == 2.0f && cute::min(1.5f, 2.0f) == 1.5f);
static_assert(std::is_same_v<decltype(cute::max(1, 2.5)), double> && cute::max(1, 2.5) == 2.5);
static_assert(cute::abs(-1.5f) == 1.5f && std::is_same_v<decltype(cute::max(_2{}, _3{})), _3>);

template <class T>
constexpr bool epsilon_is_the_step_from_one() {
  float const one = 1.0f, eps = float(std::numeric_limits<T>::epsilon());
  return float(T(one + eps)) > one && float(T(one + eps / 4)) == one;
}
static_assert(epsilon_is_the_step_from_one<half_t>() && epsilon_is_the_step_from_one<bfloat16_t>() && epsilon_is_the_step_from_one<tfloat32_t>());
static_assert(epsilon_is_the_step_from_one<float_e4m3_t>() && epsilon_is_the_step_from_one<float_e5m2_t>());

TEST_CASE("numeric_test") {
  // Dynamic values give the same results as static ones.
  int volatile twelve = 12, eight = 8, seven = 7, two = 2, three = 3, zero = 0;
  CHECK(gcd(int(twelve), int(eight)) == 4);
  CHECK(ceil_div(int(seven), int(two)) == 4);
  CHECK(shape_div(int(twelve), int(three)) == 4);
  CHECK(shape_div(int(two), int(eight)) == 1);
  // Violated preconditions are checked errors that name the operation and the values.
  CHECK_THROWS(ceil_div(int(seven), int(zero)), "ceil_div: the divisor 0 must be positive");
  CHECK_THROWS(shape_div(int(three), int(two)), "shape_div: divisibility condition violated: neither of 3 and 2");
  CHECK_THROWS(shape_mod(int(twelve), int(eight)), "shape_mod: divisibility condition violated");
  CHECK_THROWS(shape_div(int(zero), int(two)), "shape_div");
}

// cute::tuple and IntTuple: access, rank/depth/size, flatten, congruence, compatibility, products.
#include <cute/cute.hpp>

#include "check.hpp"

using namespace cute;

// Storage: static elements take no space.
static_assert(std::is_empty_v<tuple<_1, _2, _3>>);
static_assert(sizeof(tuple<int, _2, int>) == 2 * sizeof(int));
static_assert(std::is_empty_v<Shape<Shape<_4, _3>, _1>>);
// ... nested too, where an inner tuple starts with the same static element as the outer one (CuTe's
// tuple test: 4 bytes, not 8).
static_assert(sizeof(tuple<_1, tuple<_1, int>>) == sizeof(int) && sizeof(tuple<_1, _1, tuple<int>>) == sizeof(int));
static_assert(sizeof(tuple<tuple<_1, tuple<_1, int>>, _1>) == sizeof(int) && sizeof(tuple<_1, tuple<_1, _2>>) == 1);
static_assert(get<1>(get<1>(tuple<_1, tuple<_1, int>>{_1{}, tuple<_1, int>{_1{}, 7}})) == 7);

// The tuple tests ignore references and cv-qualifiers; std::tuple_element gives the element type.
static_assert(tuple_type<tuple<int> const&> && tuple_type<tuple<>&&> && !tuple_type<int> && !tuple_type<_2 const&>);
static_assert(tuple_size_v<tuple<int, _2> const&> == 2 && tuple_size_v<int&> == 0);
static_assert(int_tuple<Shape<_2, int> const&> && !int_tuple<tuple<double>&> && coord_tuple<tuple<Underscore, int> const>);
static_assert(std::is_same_v<std::tuple_element_t<1, tuple<int, _2, long>>, _2> &&
              std::is_same_v<std::tuple_element_t<2, tuple<int, _2, long> const>, long const>);
static_assert(std::is_same_v<decltype(make_tuple(_2{}, 3)), tuple<_2, int>>);

// The IntTuples of the layout doc: 6, (2), (4,3), (3,(6,2),8).
constexpr auto t6 = 6;
constexpr auto t2 = make_shape(2);
constexpr auto t43 = make_shape(4, 3);
constexpr auto t3628 = make_shape(3, make_shape(6, 2), 8);
static_assert(rank(t6) == 1 && rank(t2) == 1 && rank(t43) == 2 && rank(t3628) == 3);
static_assert(depth(t6) == 0 && depth(t2) == 1 && depth(t43) == 1 && depth(t3628) == 2);
static_assert(size(t6) == 6 && size(t2) == 2 && size(t43) == 12 && size(t3628) == 288);
static_assert(get<1>(t3628) == make_shape(6, 2) && get<1, 0>(t3628) == 6 && get<0>(t6) == 6);
static_assert(rank<1>(t3628) == 2 && depth<1>(t3628) == 1 && size<1>(t3628) == 12);
static_assert(std::is_same_v<decltype(rank(t3628)), _3> && std::is_same_v<decltype(depth(t3628)), _2>);
static_assert(rank(tuple<>{}) == 0 && depth(tuple<>{}) == 1 && size(tuple<>{}) == 1);
// Staticness of size: static only when every extent is.
static_assert(std::is_same_v<decltype(size(make_shape(_2{}, make_shape(_3{}, _4{})))), _24>);
static_assert(std::is_same_v<decltype(size(make_shape(_2{}, 3))), int>);

// flatten, product_each, sum.
static_assert(flatten(t3628) == make_shape(3, 6, 2, 8));
static_assert(flatten(7) == 7);
static_assert(flatten(make_shape(make_shape(make_shape(1)), tuple<>{}, 2)) == make_shape(1, 2));
static_assert(product_each(t3628) == make_shape(3, 12, 8));
static_assert(std::is_same_v<decltype(product_each(_32{})), tuple<_32>>);  // an integer is one mode, as CuTe's
static_assert(sum(t3628) == 19);

// Congruence is a property of the types; compatibility of the values too.
static_assert(congruent(make_shape(1, make_shape(2, 3)), make_stride(_4{}, make_stride(5, _6{}))));
static_assert(!congruent(make_shape(1, 2), make_shape(1, make_shape(2))));
static_assert(!congruent(make_shape(1, 2), 3));
static_assert(weakly_congruent(3, make_shape(1, 2)) && weakly_congruent(make_shape(1, 2), make_shape(1, make_shape(2, 2))));
static_assert(!weakly_congruent(make_shape(1, 2), 3));

// The compatibility table of the tutorial (A <= B).
static_assert(!compatible(24, 32));
static_assert(compatible(24, make_shape(4, 6)));
static_assert(compatible(make_shape(4, 6), make_shape(make_shape(2, 2), 6)));
static_assert(compatible(make_shape(make_shape(2, 2), 6), make_shape(make_shape(2, 2), make_shape(3, 2))));
static_assert(compatible(24, make_shape(make_shape(2, 2), make_shape(3, 2))));
static_assert(compatible(24, make_shape(make_shape(2, 3), 4)));
static_assert(!compatible(make_shape(make_shape(2, 3), 4), make_shape(make_shape(2, 2), make_shape(3, 2))));
static_assert(!compatible(make_shape(make_shape(2, 2), make_shape(3, 2)), make_shape(make_shape(2, 3), 4)));
static_assert(compatible(24, make_shape(24)));
static_assert(!compatible(make_shape(24), 24));
static_assert(!compatible(make_shape(24), make_shape(4, 6)));
// The same with static integers gives static answers.
static_assert(std::is_same_v<decltype(compatible(_24{}, make_shape(_4{}, _6{}))), true_type>);
static_assert(std::is_same_v<decltype(compatible(make_shape(_24{}), _24{})), false_type>);

// Prefix (LayoutLeft) and suffix (LayoutRight) products, inner product.
static_assert(prefix_product(make_shape(2, make_shape(3, 4))) == make_stride(1, make_stride(2, 6)));
static_assert(suffix_product(make_shape(2, make_shape(3, 4))) == make_stride(12, make_stride(4, 1)));
static_assert(std::is_same_v<decltype(prefix_product(make_shape(_2{}, _3{}, _4{}))), Stride<_1, _2, _6>>);
static_assert(std::is_same_v<decltype(suffix_product(make_shape(_2{}, _3{}, _4{}))), Stride<_12, _4, _1>>);
static_assert(prefix_product(make_shape(2, 3), 5) == make_stride(5, 10));
static_assert(inner_product(make_shape(1, make_shape(2, 3)), make_stride(4, make_stride(5, 6))) == 32);

// Algorithms.
static_assert(transform(make_shape(1, 2, 3), [](auto x) { return x * 2; }) == make_shape(2, 4, 6));
static_assert(fold(make_shape(1, 2, 3), 10, [](auto a, auto b) { return a * 10 + b; }) == 10123);
static_assert(take<1, 3>(make_shape(1, 2, 3, 4)) == make_shape(2, 3));
static_assert(append(make_shape(1), 2) == make_shape(1, 2) && prepend(make_shape(1), 2) == make_shape(2, 1));
static_assert(tuple_cat(make_shape(1), tuple<>{}, make_shape(2, 3)) == make_shape(1, 2, 3));
static_assert(repeat_like(make_shape(1, make_shape(2, 3)), _0{}) == make_stride(_0{}, make_stride(_0{}, _0{})));
// Equality: element-wise; different ranks or profiles are unequal (statically).
static_assert(make_shape(1, 2) != make_shape(1, 3));
static_assert(std::is_same_v<decltype(make_shape(1, 2) == make_shape(1, 2, 3)), false_type>);
static_assert(std::is_same_v<decltype(make_shape(1, 2) == make_shape(1, make_shape(2))), false_type>);
static_assert(std::is_same_v<decltype(make_shape(_1{}, _2{}) == make_shape(_1{}, _2{})), true_type>);

// Concepts.
static_assert(int_tuple<int> && int_tuple<Shape<_2, Shape<int, long>>> && !int_tuple<Shape<int, double>>);
static_assert(coord_tuple<Coord<Underscore, int>> && !int_tuple<Coord<Underscore, int>>);

TEST_CASE("tuple_test") {
  // The same functions on values known only at run time.
  int volatile v2 = 2, v3 = 3, v4 = 4;
  auto s = make_shape(int(v2), make_shape(int(v3), int(v4)));
  CHECK(size(s) == 24);
  CHECK_EQ(prefix_product(s), make_stride(1, make_stride(2, 6)));
  CHECK_EQ(flatten(s), make_shape(2, 3, 4));
  CHECK(compatible(24, s) && !compatible(make_shape(24), s));
  auto [a, b] = s;  // structured bindings
  CHECK(a == 2 && get<1>(b) == 4);
  get<0>(s) = 5;
  CHECK(size(s) == 60);
  CHECK(to_string(s) == "(5,(3,4))");
  CHECK(to_string(make_tuple(_2{}, 3, make_coord(_, _1{}))) == "(_2,3,(_,_1))");
}

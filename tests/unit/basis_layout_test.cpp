// ScaledBasis / E<N...> / ArithmeticTuple, layouts whose strides are bases (make_identity_layout,
// make_coord_tensor) and the algebra on them; swizzles on the right of a layout and the inverses of
// swizzled layouts. Every printed result is CuTe 4.2's text for the same expression (compiled on
// CuTe's headers), and every layout is also checked as a function: R(c) == A(B(c)), L(R(i)) == i.
#include <cute/cute.hpp>

#include <random>
#include <string>
#include <tuple>
#include <type_traits>

#include "check.hpp"

using namespace cute;

namespace {
// The first line of a tensor's text: print(tensor)'s header, iterator o layout.
template <class T>
std::string header(T const& t) {
  std::string const text = to_string(t);  // header, ":\n", the table
  return text.substr(0, text.find(":\n"));
}
}  // namespace

// The types: a basis is an IntTuple leaf, empty when its value is static, and scales as CuTe's ------------
static_assert(std::is_same_v<E<1, 0>, ScaledBasis<_1, 1, 0>>);
static_assert(std::is_empty_v<E<0>> && is_static_v<E<0>> && !is_static_v<ScaledBasis<int, 0>>);
static_assert(int_tuple<tuple<E<0>, E<1>>> && is_scaled_basis<E<2>>::value && !is_scaled_basis<int>::value);
static_assert(is_integral<E<1>>::value && is_integral<ScaledBasis<int, 0>>::value);
static_assert(std::is_same_v<decltype(E<0>{} * _4{}), ScaledBasis<_4, 0>>);
static_assert(std::is_same_v<decltype(_4{} * E<1, 1>{}), ScaledBasis<_4, 1, 1>>);
static_assert(std::is_same_v<decltype(E<0>{} * 3), ScaledBasis<int, 0>>);
static_assert(std::is_same_v<decltype(E<0>{} + E<1>{}), ArithmeticTuple<_1, _1>>);
static_assert(std::is_same_v<decltype(E<1, 1>{} + E<0>{}), ArithmeticTuple<_1, ArithmeticTuple<_0, _1>>>);
static_assert(std::is_same_v<decltype(as_arithmetic_tuple(E<2>{})), ArithmeticTuple<_0, _0, _1>>);
static_assert(std::is_same_v<decltype(make_basis_like(Shape<_4, Shape<_2, _3>>{})), tuple<E<0>, tuple<E<1, 0>, E<1, 1>>>>);
static_assert(std::is_same_v<std::decay_t<decltype(basis_value(E<1>{} * _3{}))>, _3> && std::is_same_v<std::decay_t<decltype(basis_value(_5{}))>, _5>);
static_assert(decltype(E<0>{} == E<0>{})::value && !decltype(E<0>{} == E<1>{})::value && !decltype(E<0>{} == _1{})::value);
static_assert(std::is_same_v<decltype(_0{} + E<1>{}), E<1>> && std::is_same_v<decltype(E<>{} + _2{}), _3>);
// A layout of basis strides is static when they are, and maps coordinates to ArithmeticTuples.
static_assert(std::is_same_v<decltype(make_identity_layout(Shape<_4, _8>{})), Layout<Shape<_4, _8>, Stride<E<0>, E<1>>>>);
static_assert(std::is_same_v<decltype(make_identity_layout(Shape<_4, _8>{})(_1{}, _2{})), ArithmeticTuple<_1, _2>>);
static_assert(std::is_empty_v<decltype(make_coord_tensor(make_identity_layout(Shape<_4, _8>{})).layout())>);

TEST_CASE("ScaledBasis and ArithmeticTuple: values and CuTe's text") {
  CHECK_STR(to_string(E<1, 0>{}), "_1@0@1");
  CHECK_STR(to_string(E<0>{} * 3), "3@0");
  CHECK_STR(to_string(E<0>{} + E<1>{} * 5), "(_1,5)");
  CHECK_STR(to_string(E<1, 1>{} + E<0>{}), "(_1,(_0,_1))");
  CHECK_STR(to_string(E<>{}), "_1");
  CHECK_STR(to_string(E<>{} * 5), "5");
  CHECK_STR(to_string(ScaledBasis<int, 2>{7}), "7@2");
  CHECK_STR(to_string(make_arithmetic_tuple(1, _2{}) + make_arithmetic_tuple(3, 4, 5)), "(4,6,5)");
  CHECK_STR(to_string(make_arithmetic_tuple(1, _2{}) - make_tuple(3, 4)), "(-2,-2)");
  CHECK_STR(to_string(-make_arithmetic_tuple(1, _2{})), "(-1,_-2)");
  CHECK_STR(to_string(as_arithmetic_tuple(make_tuple(1, make_tuple(2, 3)))), "(1,(2,3))");
  CHECK_STR(to_string(as_arithmetic_tuple(E<1, 1>{} * 7)), "(_0,(_0,7))");
  CHECK_STR(to_string(make_basis_like(Shape<_4, Shape<_2, _3>>{})), "(_1@0,(_1@0@1,_1@1@1))");
  CHECK_STR(to_string(abs(E<1>{} * -3)), "3@1");
  CHECK_STR(to_string(ceil_div(E<1>{} * 7, _2{})), "4@1");
  CHECK(basis_get(E<1, 1>{}, make_tuple(1, make_tuple(2, 3))) == 3);
  CHECK((E<0>{} * 2) == (E<0>{} * 2));
  CHECK(!((E<0>{} * 2) == (E<0>{} * 3)));
  auto const it = make_inttuple_iter(make_tuple(1, 2)) + E<1>{} * 3;
  CHECK_STR(to_string(*it), "(1,5)");
  auto const [a, b] = make_arithmetic_tuple(4, 5);  // structured bindings, as of a tuple
  CHECK(a == 4);
  CHECK(b == 5);
}

TEST_CASE("identity layouts: each coordinate maps to itself, printed as CuTe's") {
  auto const il = make_identity_layout(make_shape(4, _8{}));
  CHECK_STR(to_string(il), "(4,_8):(_1@0,_1@1)");
  CHECK_STR(to_string(il(5)), "(1,1)");
  CHECK_STR(to_string(il(make_coord(1, 2))), "(1,2)");
  auto const h = make_identity_layout(Shape<_4, Shape<_2, _3>>{});
  CHECK_STR(to_string(h(make_coord(1, 4))), "(1,(0,2))");
  CHECK_STR(to_string(h(17)), "(1,(0,2))");
  for (int i = 0; i < 32; ++i) CHECK(as_plain_tuple(il(i)) == make_tuple(i % 4, i / 4));
}

TEST_CASE("the algebra on basis layouts: CuTe's results") {
  auto const id88 = make_identity_layout(Shape<_8, _8>{});
  CHECK_STR(to_string(coalesce(make_identity_layout(Shape<_4, _8>{}))), "(_4,_8):(_1@0,_1@1)");
  CHECK_STR(to_string(coalesce(make_layout(Shape<_4, _8>{}, make_stride(E<0>{}, E<0>{} * _4{})))), "_32:_1@0");
  CHECK_STR(to_string(coalesce(make_layout(Shape<_2, Shape<_4, _2>>{}, make_stride(E<0>{}, make_stride(E<0>{} * _2{}, E<1>{}))))),
            "(_8,_2):(_1@0,_1@1)");
  CHECK_STR(to_string(zipped_divide(id88, Shape<_2, _4>{})), "((_2,_4),(_4,_2)):((_1@0,_1@1),(_2@0,_4@1))");
  CHECK_STR(to_string(flat_divide(id88, Shape<_2, _4>{})), "(_2,_4,_4,_2):(_1@0,_1@1,_2@0,_4@1)");
  CHECK_STR(to_string(tiled_divide(id88, Shape<_2, _4>{})), "((_2,_4),_4,_2):((_1@0,_1@1),_2@0,_4@1)");
  CHECK_STR(to_string(logical_divide(make_identity_layout(make_shape(100, 64)), Shape<_16, _8>{})),
            "((_16,7),(_8,8)):((_1@0,_16@0),(_1@1,_8@1))");
  CHECK_STR(to_string(composition(id88, make_layout(Shape<_4, _8>{}, Stride<_2, _8>{}))), "(_4,_8):(_2@0,_1@1)");
  CHECK_STR(to_string(composition(id88, make_tile(Layout<_4, _2>{}, Layout<_2, _4>{}))), "(_4,_2):(_2@0,_4@1)");
  CHECK_STR(to_string(composition(make_identity_layout(Shape<_4, Shape<_2, _3>>{}), make_layout(Shape<_4, _6>{}))),
            "(_4,(_2,_3)):(_1@0,(_1@0@1,_1@1@1))");
  // As functions: a basis layout composed with an integer layout, each coordinate.
  auto const r = composition(id88, make_layout(Shape<_4, _8>{}, Stride<_2, _8>{}));
  for (int c = 0; c < 32; ++c) CHECK(as_plain_tuple(r(c)) == as_plain_tuple(id88(make_layout(Shape<_4, _8>{}, Stride<_2, _8>{})(c))));
}

TEST_CASE("the encoding's limits are errors, never wrong bases") {
  int volatile big = 100000;
  CHECK_STR(to_string(coalesce(make_identity_layout(make_shape(int(big) / 10, 4)))), "(10000,4):(_1@0,_1@1)");
  // Two bases share 31 bits: a mode may reach 2^14 in its own.
  CHECK_THROWS(coalesce(make_identity_layout(make_shape(int(big), 4))), "reaches too far in its basis");
}

TEST_CASE("composition with a layout of basis strides on the right: R(c) == A(B(c))") {
  auto const a1 = make_layout(Shape<_4, _4>{}, Stride<_4, _1>{});
  auto const b1 = make_layout(Shape<_4, _4>{}, Stride<E<1>, E<0>>{});
  auto const r1 = composition(a1, b1);
  CHECK_STR(to_string(r1), "(_4,_4):(_1,_4)");
  auto const a2 = make_layout(Shape<_4, Shape<_2, _3>>{}, Stride<_6, Stride<_3, _1>>{});
  auto const b2 = make_layout(Shape<_2, _4>{}, Stride<E<1, 1>, E<0>>{});
  auto const r2 = composition(a2, b2);
  CHECK_STR(to_string(r2), "(_2,_4):(_1,_6)");
  for (int c = 0; c < 16; ++c) CHECK(r1(c) == a1(b1(c)));
  for (int c = 0; c < 8; ++c) CHECK(r2(c) == a2(b2(c)));
}

TEST_CASE("coordinate tensors: tiles and partitions give CuTe's coordinates") {
  auto const ct = make_coord_tensor(make_layout(make_shape(_4{}, _2{}), make_stride(E<1>{}, E<0>{} * 3)));
  CHECK_STR(to_string(ct), "ArithTuple(_0,_0) o (_4,_2):(_1@1,3@0):\n  (0,0)  (3,0)\n  (0,1)  (3,1)\n  (0,2)  (3,2)\n  (0,3)  (3,3)\n");
  auto const t3 = make_coord_tensor(make_identity_layout(make_shape(_32{}, _24{}, _4{})));
  auto const lt = local_tile(t3, Shape<_16, _8, _4>{}, make_coord(1, 2, 0));
  CHECK_STR(header(lt), "ArithTuple(16,16,_0) o (_16,_8,_4):(_1@0,_1@1,_1@2)");
  auto const lp = local_partition(make_coord_tensor(make_identity_layout(Shape<_16, _8>{})), Layout<Shape<_4, _2>>{}, 3);
  CHECK_STR(header(lp), "ArithTuple(3,0) o (_4,_4):(_4@0,_2@1)");
  // A TiledCopy's partition of a coordinate tensor: the same coordinates as of the identity tensor.
  auto const tc = make_tiled_copy(Copy_Atom<UniversalCopy<uint32_t>, float>{}, Layout<Shape<_8, _4>, Stride<_4, _1>>{}, Layout<Shape<_1, _2>>{});
  auto const p = tc.get_slice(5).partition_S(make_coord_tensor(make_identity_layout(Shape<_16, _16>{})));
  CHECK_STR(header(p), "ArithTuple(1,2) o ((_1,_2),_2,_2):((_0,_1@1),_8@0,_8@1)");
  CHECK_STR(to_string(p(1, 0, 1)), "(1,11)");
  for (int t = 0; t < 32; ++t) {
    auto const pc = tc.get_slice(t).partition_S(make_coord_tensor(make_identity_layout(Shape<_16, _16>{})));
    auto const pi = tc.get_slice(t).partition_S(make_identity_tensor(Shape<_16, _16>{}));
    for (int i = 0; i < size(pc); ++i) CHECK(as_plain_tuple(pc(i)) == pi(i));
  }
  // A data tensor indexed by a coordinate tensor's elements.
  int data[16 * 16];
  for (int i = 0; i < 256; ++i) data[i] = i;
  auto const g = make_tensor(&data[0], make_layout(Shape<_16, _16>{}, LayoutRight{}));
  CHECK(g(p(1, 0, 1)) == 1 * 16 + 11);
}

TEST_CASE("identity tensors print as CuTe's: their strides as the bases they encode") {
  CHECK_STR(to_string(make_identity_tensor(Shape<_4, _8>{}).layout().shape()), "(_4,_8)");
  CHECK_STR(header(make_identity_tensor(make_shape(2, 3))), "ArithTuple(0,0) o (2,3):(_1@0,_1@1)");
  auto const tile = local_tile(make_identity_tensor(make_shape(64, 64)), make_shape(_16{}, _8{}), make_coord(1, 2));
  // CuTe's: the tile's strides stay static (the identity tensor's 2^32 through the division).
  CHECK_STR(header(tile), "ArithTuple(16,16) o (_16,_8):(_1@0,_1@1)");
}

TEST_CASE("swizzles: on the right of a layout, and the inverses of swizzled layouts (CuTe's results)") {
  CHECK_STR(to_string(composition(Layout<Shape<_4, _4>, Stride<_1, _4>>{}, Swizzle<1, 0, 2>{})), "Sw<1,0,2> o _0 o (_4,_4):(_1,_4)");
  CHECK_STR(to_string(composition(Layout<Shape<_8, _8>, Stride<_8, _1>>{}, Swizzle<2, 0, -3>{})), "Sw<2,0,3> o _0 o (_8,_8):(_8,_1)");
  auto const sl = composition(Swizzle<2, 0, -3>{}, Layout<Shape<_8, _8>, Stride<_8, _1>>{});
  auto const a = Layout<Shape<_8, _8>, Stride<_8, _1>>{};
  auto const r = composition(a, sl);
  CHECK_STR(to_string(r), "Sw<2,0,3> o _0 o (_8,_8):(_1,_8)");
  for (int c = 0; c < 64; ++c) CHECK(r(c) == a(sl(c)));
  auto const nested = composition(composition(Swizzle<2, 0, 3>{}, a), sl);
  CHECK_STR(to_string(nested), "Sw<2,0,3> o _0 o Sw<2,0,3> o _0 o (_8,_8):(_1,_8)");
  for (int c = 0; c < 64; ++c) CHECK(nested(c) == composition(Swizzle<2, 0, 3>{}, a)(sl(c)));
  CHECK_STR(to_string(right_inverse(Swizzle<3, 4, 3>{})), "Sw<3,4,3>");

  auto const l1 = ComposedLayout<Swizzle<1, 0, 2>, _0, Layout<Shape<_4, _4>, Stride<_1, _4>>>{};
  auto const l2 = ComposedLayout<Swizzle<1, 0, 2>, _0, Layout<Shape<_4, _4>, Stride<_4, _1>>>{};
  auto const l3 = ComposedLayout<Swizzle<1, 0, 1>, _0, Layout<Shape<_4, _4>, Stride<_8, _1>>>{};
  CHECK_STR(to_string(right_inverse(l1)), "Sw<1,0,2> o _0 o _16:_1");
  CHECK_STR(to_string(left_inverse(l1)), "Sw<1,0,2> o _0 o _16:_1");
  CHECK_STR(to_string(right_inverse(l2)), "Sw<1,0,-2> o _0 o (_4,_4):(_4,_1)");
  CHECK_STR(to_string(left_inverse(l2)), "Sw<1,0,-2> o _0 o (_4,_4):(_4,_1)");
  CHECK_STR(to_string(right_inverse(l3)), "Sw<1,2,1> o _0 o _4:_4");
  CHECK_STR(to_string(left_inverse(l3)), "Sw<1,2,1> o _0 o (_8,_4):(_4,_1)");
  auto check_right = [](auto const& l) {
    auto const inv = right_inverse(l);
    for (int i = 0; i < int(size(inv)); ++i) CHECK(l(inv(i)) == i);
  };
  auto check_left = [](auto const& l) {
    auto const inv = left_inverse(l);
    for (int i = 0; i < int(size(l)); ++i) CHECK(inv(l(i)) == i);
  };
  check_right(l1), check_right(l2), check_right(l3);
  check_left(l1), check_left(l2), check_left(l3);
}

TEST_CASE("left_inverse with negated strides (CuTe's beta negative strides): R(L(i)) == i") {
  auto const l = make_layout(Shape<_4>{}, Stride<Int<-1>>{});
  auto const inv = left_inverse(l);
  for (int i = 0; i < 4; ++i) CHECK(inv(l(i)) == i);
  auto const l2 = make_layout(Shape<_4, _2>{}, Stride<Int<-2>, Int<-8>>{});
  auto const inv2 = left_inverse(l2);
  for (int i = 0; i < 8; ++i) CHECK(inv2(l2(i)) == i);
  // One rule (the value algebra's) for static and dynamic strides: the same function.
  static_assert(std::is_same_v<decltype(inv), Layout<_4, Int<-1>> const>);
  auto const dyn = left_inverse(make_layout(make_shape(4, 2), make_stride(-2, -8)));
  for (int i = 0; i < 8; ++i) CHECK(dyn(l2(i)) == i);
}

TEST_CASE("apply on standard tuple-likes, tuple_element_t") {
  static_assert(std::is_same_v<tuple_element_t<1, tuple<int, double>>, double>);
  static_assert(std::is_same_v<tuple_element_t<0, std::tuple<char, int>>, char>);
  auto const t = cute::apply(std::make_tuple(1, 2.5, 3), [](auto... x) { return make_tuple(x...); });
  CHECK(get<0>(t) == 1);
  CHECK(get<1>(t) == 2.5);
  CHECK(get<2>(t) == 3);
  CHECK(cute::apply(std::pair<int, int>{3, 4}, [](int x, int y) { return x * y; }) == 12);
}

namespace {
// The coordinates of a coordinate tensor's tile and thread partitions equal the identity tensor's
// (two independent implementations: bases through the algebra, and packed integer coordinates).
template <class Tiler, class Copy>
void check_tiles(int m, int n, Tiler tiler, Copy copy, std::mt19937& rng) {
  auto const ct = make_coord_tensor(make_identity_layout(make_shape(m, n)));
  auto const it = make_identity_tensor(make_shape(m, n));
  int const tm = int(ceil_div(m, int(size(get<0>(tiler))))), tn = int(ceil_div(n, int(size(get<1>(tiler)))));
  auto const coord = make_coord(int(rng() % unsigned(tm)), int(rng() % unsigned(tn)));
  auto const tc = local_tile(ct, tiler, coord);
  auto const ti = local_tile(it, tiler, coord);
  for (int i = 0; i < size(tc); ++i) CHECK(as_plain_tuple(tc(i)) == ti(i));
  int const thread = int(rng() % unsigned(size(copy)));
  auto const pc = copy.get_slice(thread).partition_D(tc);
  auto const pi = copy.get_slice(thread).partition_D(ti);
  for (int i = 0; i < size(pc); ++i) CHECK(as_plain_tuple(pc(i)) == pi(i));
}
}  // namespace

TEST_CASE("random shapes: coordinate tensors tile and partition as identity tensors do") {
  unsigned const seed = std::random_device{}();
  DOCTEST_INFO("seed ", seed);
  std::mt19937 rng(seed);
  auto const copy = make_tiled_copy(Copy_Atom<UniversalCopy<uint32_t>, float>{}, Layout<Shape<_8, _4>, Stride<_4, _1>>{}, Layout<Shape<_1, _2>>{});
  for (int round = 0; round < 20; ++round) {
    int const m = 1 + int(rng() % 200), n = 1 + int(rng() % 200);
    check_tiles(m, n, Shape<_16, _8>{}, copy, rng);
    check_tiles(m, n, Shape<_32, _32>{}, copy, rng);
    check_tiles(m, n, make_tile(Layout<Shape<_4, _2>, Stride<_1, _8>>{}, Layout<_8>{}), copy, rng);
  }
}

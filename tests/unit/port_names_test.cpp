// The CuTe names that ported CuTe code (the tutorials) needs, each where its layer lives: is_static
// (numeric; tuples, layouts, swizzles, composed layouts), round_up and elem_less (tuple),
// evenly_divides (layout), group/group_modes of a ComposedLayout (swizzle), tensor<I> and
// lazy::transform (tensor), thread0() and block0() on the host; and uint_byte_t and the
// AutoVectorizingCopy atom as the tutorials use them. Static results are checked by type, dynamic
// ones by value.
#include <cute/cute.hpp>

#include <array>
#include <cstdint>
#include <type_traits>

#include "check.hpp"

using namespace cute;

// is_static ---------------------------------------------------------------------------------------
static_assert(is_static<_4>::value && is_static<_4 const&>::value && !is_static<int>::value);
static_assert(is_static<tuple<_1, tuple<_2, _3>>>::value && !is_static<tuple<_1, int>>::value);
static_assert(is_static<Layout<Shape<_2, _4>, Stride<_4, _1>>>::value);
static_assert(is_static<Layout<Shape<_2, _4>> const&>::value);
static_assert(!is_static<decltype(make_layout(make_shape(2, _4{})))>::value);
static_assert(is_static<Swizzle<3, 4, 3>>::value);
using StaticSwizzled = decltype(composition(Swizzle<3, 4, 3>{}, Layout<Shape<_8, _64>, Stride<_64, _1>>{}));
static_assert(is_static<StaticSwizzled>::value && is_static<StaticSwizzled&&>::value);
static_assert(!is_static<decltype(composition(Swizzle<3, 4, 3>{}, make_layout(make_shape(8, 64))))>::value);
static_assert(std::is_same_v<std::remove_cv_t<decltype(is_static<_1>::value)>, bool>);

// round_up ------------------------------------------------------------------------------------------
static_assert(std::is_same_v<decltype(round_up(_5{}, _4{})), C<8>>);
static_assert(std::is_same_v<decltype(round_up(_8{}, _4{})), C<8>>);
static_assert(round_up(5, 4) == 8 && round_up(0, 4) == 0 && round_up(9, 1) == 9);
static_assert(round_up(3, 2u) == 4u);  // the tutorials: round_up(int blocks, dim3 cluster.x)
static_assert(std::is_same_v<decltype(round_up(make_shape(_5{}, _7{}, _3{}), make_shape(_4{}, _8{}))),
                             tuple<C<8>, C<8>, _3>>);
static_assert(round_up(make_shape(5, make_shape(7, 2)), make_shape(4, make_shape(8, 2))) ==
              make_shape(8, make_shape(8, 2)));

// elem_less -----------------------------------------------------------------------------------------
static_assert(std::is_same_v<decltype(elem_less(make_coord(_1{}, _2{}), make_shape(_2{}, _3{}))), true_type>);
static_assert(std::is_same_v<decltype(elem_less(make_coord(_1{}, _3{}), make_shape(_2{}, _3{}))), false_type>);
static_assert(elem_less(make_coord(1, 2), make_shape(2, 3)) && !elem_less(make_coord(2, 0), make_shape(2, 3)));
static_assert(elem_less(make_coord(1, make_coord(0, 4)), make_shape(2, make_shape(1, 5))));
static_assert(!elem_less(make_coord(1, make_coord(1, 4)), make_shape(2, make_shape(1, 5))));
static_assert(elem_less(make_coord(1), make_shape(2, 3)));       // a shorter coordinate: the rest is free
static_assert(!elem_less(make_coord(1, 1, 1), make_shape(2, 3)));  // a longer one is not inside

// evenly_divides ------------------------------------------------------------------------------------
static_assert(std::is_same_v<decltype(evenly_divides(make_shape(_256{}, _512{}), make_shape(_128{}, _64{}))), true_type>);
static_assert(std::is_same_v<decltype(evenly_divides(make_shape(_8{}), make_shape(_2{}, _2{}))), false_type>);
static_assert(evenly_divides(make_shape(256, 512), make_shape(_128{}, _64{})));
static_assert(!evenly_divides(make_shape(528, 300), make_shape(_128{}, _64{})));
static_assert(evenly_divides(make_shape(make_shape(4, 6), 8), make_tile(8, _)));  // ceil_div((4,6), 8) = (1,3)
static_assert(!evenly_divides(make_shape(make_shape(3, 8), 8), make_tile(2, _)));  // 2 straddles the 3
static_assert(evenly_divides(make_shape(16, 8), make_tile(Layout<_4, _2>{}, 8)));   // a layout tiler, by its size

// uint_bit_t / uint_byte_t --------------------------------------------------------------------------
static_assert(std::is_same_v<uint_byte_t<1>, std::uint8_t> && std::is_same_v<uint_byte_t<2>, std::uint16_t>);
static_assert(std::is_same_v<uint_byte_t<4>, std::uint32_t> && std::is_same_v<uint_byte_t<8>, std::uint64_t>);
static_assert(std::is_same_v<uint_byte_t<16>, uint128_t> && sizeof(uint_bit_t<128>) == 16);
static_assert(std::is_same_v<uint_byte_t<sizeof(float) * size(Layout<Shape<_4, _1>>{})>, uint128_t>);

TEST_CASE("round_up: a non-positive multiple is an error") {
  int zero = 0;
  CHECK_THROWS(round_up(5, zero), "round_up: the multiple 0 must be positive");
}

TEST_CASE("group_modes of a composed layout: the inner layout's modes gathered, the function unchanged") {
  auto swizzled = composition(Swizzle<2, 0, 2>{}, Layout<Shape<_4, _8, _2>>{});
  auto grouped = group_modes<0, 2>(swizzled);
  static_assert(std::is_same_v<std::remove_cvref_t<decltype(shape(grouped))>, tuple<tuple<_4, _8>, _2>>);
  static_assert(is_static<decltype(grouped)>::value);
  bool same = true;
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 8; ++j)
      for (int k = 0; k < 2; ++k) same = same && swizzled(i, j, k) == grouped(make_coord(make_coord(i, j), k));
  CHECK(same);
  CHECK_STR(to_string(group<1, 3>(swizzled).layout_b()), "(_4,(_8,_2)):(_1,(_4,_32))");
}

TEST_CASE("tensor<I>: a view of one mode, over the same elements") {
  std::array<int, 24> data{};
  for (int i = 0; i < 24; ++i) data[i] = i;
  auto t = make_tensor(data.data(), make_layout(make_shape(make_shape(2, 3), 4)));
  auto mode0 = tensor<0>(t);
  auto mode1 = tensor<1>(t);
  CHECK_STR(to_string(mode0.layout()), "(2,3):(_1,2)");
  CHECK_STR(to_string(mode1.layout()), "4:6");
  CHECK(mode0(1, 2) == 5 && mode1(3) == 18);
  mode0(1, 1) = 100;
  CHECK(data[3] == 100);
  CHECK(tensor<>(t)(make_coord(make_coord(1, 1), 0)) == 100);
  auto owning = make_tensor<float>(Layout<Shape<Shape<_4, _2>, _3>>{});
  static_assert(sizeof(make_tensor_like(tensor<0>(owning))) == 8 * sizeof(float));  // the TMA byte count idiom
}

TEST_CASE("lazy::transform: a predicate tensor from an identity tensor, tiled like data, computed when read") {
  auto shape_S = make_shape(5, 3);
  auto P = lazy::transform(make_identity_tensor(make_shape(8, 4)), [&](auto c) { return elem_less(c, shape_S); });
  int inside = 0;
  for (int j = 0; j < 4; ++j)
    for (int i = 0; i < 8; ++i) inside += P(i, j) ? 1 : 0;
  CHECK(inside == 15);
  CHECK(P(4, 2) && !P(5, 2) && !P(4, 3));
  auto tile = local_tile(P, make_shape(_4{}, _2{}), make_coord(1, 1));  // rows 4..7, columns 2..3
  CHECK(tile(0, 0) && !tile(1, 0) && !tile(0, 1));
  std::array<int, 32> src{}, dst{};
  for (int i = 0; i < 32; ++i) src[i] = i + 1;
  copy_if(P, make_tensor(src.data(), make_layout(make_shape(8, 4))), make_tensor(dst.data(), make_layout(make_shape(8, 4))));
  int copied = 0;
  for (int i = 0; i < 32; ++i) copied += dst[i] == src[i] ? 1 : (dst[i] == 0 ? 0 : 100);
  CHECK(copied == 15);
}

TEST_CASE("copy with the AutoVectorizingCopy atom: contiguous (vectors of 4 floats) and strided (elements)") {
  alignas(16) std::array<float, 64> a{}, b{}, c{};
  for (int i = 0; i < 64; ++i) a[i] = float(i);
  auto src = make_tensor(a.data(), Layout<Shape<_8, _8>>{});
  copy(Copy_Atom<AutoVectorizingCopy, float>{}, src, make_tensor(b.data(), Layout<Shape<_8, _8>>{}));
  CHECK(a == b);
  auto transposed = make_tensor(c.data(), Layout<Shape<_8, _8>, Stride<_8, _1>>{});
  copy(Copy_Atom<AutoVectorizingCopy, float>{}, src, transposed);
  bool ok = true;
  for (int i = 0; i < 8; ++i)
    for (int j = 0; j < 8; ++j) ok = ok && c[i * 8 + j] == a[i + 8 * j];
  CHECK(ok);
}

TEST_CASE("the thread predicates hold on the host (CuTe's: host code prints unconditionally)") {
  CHECK(thread0() && block0() && thread(5) && block(2));
}

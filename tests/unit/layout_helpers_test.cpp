// CuTe's smaller layout helpers: coshape, coprofile, crd2crd, compact_major, domain_distribute, domain_offset (of a
// layout, a swizzled layout and a tensor), product_like, make_int_tuple(_from), make_swizzle,
// recast_layout, transform_layout. The expected results are CuTe 4.2's, printed by the same
// expressions compiled on its headers (nvcc 13.0): values, not code.
#include <cute/cute.hpp>

#include <cstdint>
#include <vector>

#include "check.hpp"

using namespace cute;

namespace {
using L = Layout<Shape<_4, Shape<_2, int>>, Stride<_2, Stride<_1, _8>>>;
constexpr L l{make_shape(_4{}, make_shape(_2{}, 3)), {}};
using Sw16 = decltype(composition(Swizzle<2, 0, 2>{}, Layout<Shape<_4, _4>, Stride<_4, _1>>{}));
using R = Layout<Shape<_8, _4>, Stride<_1, _8>>;
}  // namespace

// coshape, coprofile: for integer strides, cosize and _0.
static_assert(coshape(l) == 24 && std::is_same_v<decltype(coshape<0>(l)), _7> && coshape<1>(l) == 18);
static_assert(std::is_same_v<decltype(coprofile(l)), _0>);
static_assert(std::is_same_v<decltype(coshape(Layout<Shape<_4, _3>, Stride<_m1, _4>>{})), _12>);

// crd2crd: mode by mode where all three are tuples, else through the colexicographic index.
static_assert(crd2crd(make_coord(1, 2), Shape<_4, _3>{}, Shape<_2, _6>{}) == make_coord(1, 2));
static_assert(crd2crd(7, Shape<_4, _3>{}, Shape<_2, _6>{}) == make_coord(1, 3));
static_assert(std::is_same_v<decltype(crd2crd(make_coord(_1{}, _2{}), Shape<_4, _3>{}, Shape<_2, _6>{})), tuple<_1, _2>>);
static_assert(crd2crd(make_coord(3, make_coord(1, 1)), Shape<_4, Shape<_2, _3>>{}, Shape<_4, _6>{}) == make_coord(3, 3));

// compact_major.
static_assert(compact_major<LayoutLeft>(make_shape(_4{}, 3, _1{}, _2{})) == make_stride(_1{}, _4{}, _0{}, 12));
static_assert(compact_major<LayoutRight>(make_shape(_4{}, 3, _1{}, _2{})) == make_stride(6, _2{}, _0{}, _1{}));
static_assert(std::is_same_v<decltype(compact_major<LayoutLeft>(Shape<_4, Shape<_2, _3>>{}, _2{})), Stride<_2, Stride<_8, _16>>>);
static_assert(std::is_same_v<decltype(compact_major<LayoutRight>(Shape<_4, _3>{}, Shape<_1, Int<100>>{})), Stride<_1, Int<100>>>);

// domain_offset: a layout and the index; a swizzled layout's offset moves inside it.
static_assert(domain_offset(make_coord(1, make_coord(1, 2)), l) == make_tuple(l, 19));
static_assert(std::is_same_v<decltype(get<1>(domain_offset(make_coord(1, 2), Sw16{}))), _0>);
static_assert(get<0>(domain_offset(make_coord(1, 2), Sw16{})).offset() == 6);

// product_like, make_int_tuple, make_int_tuple_from.
static_assert(product_like(make_shape(_2{}, make_shape(_3{}, 4), _5{}), Shape<_0, _0, _0>{}) == make_shape(_2{}, 12, _5{}));
static_assert(std::is_same_v<decltype(product_like(Shape<_2, Shape<_3, _4>, _5>{}, _0{})), Int<120>>);
static_assert(std::is_same_v<decltype(product_like(Shape<Shape<_2, _7>, Shape<_3, _4>>{}, Shape<Shape<_0, _0>, _0>{})),
                             Shape<Shape<_2, _7>, _12>>);
constexpr int six_three_four[3] = {6, 3, 4};
static_assert(make_int_tuple<5>(six_three_four, 3, 0) == make_tuple(6, 3, 4, 0, 0));
static_assert(make_int_tuple<1>(six_three_four, 3, 0) == 6 && make_int_tuple<2>(six_three_four, 1, 9) == make_tuple(6, 9));
using Partial = tuple<_1, tuple<int, int, _3>, int, _2>;
static_assert(make_int_tuple_from<Partial>(6, 3, 4) == make_tuple(_1{}, make_tuple(6, 3, _3{}), 4, _2{}));

// make_swizzle from the two masks.
static_assert(std::is_same_v<decltype(make_swizzle<0b111000, 0b111>()), Swizzle<3, 0, 3>>);
static_assert(std::is_same_v<decltype(make_swizzle<0b11, 0b1100>()), Swizzle<2, 0, -2>>);
static_assert(std::is_same_v<decltype(make_swizzle<0, 0>()), Swizzle<0, 0, 0>>);
static_assert(std::is_same_v<decltype(make_swizzle<0x380, 0x70>()), Swizzle<3, 4, 3>>);

// recast_layout: by the reduced ratio of the widths.
static_assert(std::is_same_v<decltype(recast_layout<std::uint16_t, std::uint32_t>(R{})), Layout<Shape<_4, _4>, Stride<_1, _4>>>);
static_assert(std::is_same_v<decltype(recast_layout<std::uint32_t, std::uint16_t>(R{})), Layout<Shape<_16, _4>, Stride<_1, _16>>>);
static_assert(std::is_same_v<decltype(recast_layout<std::uint8_t, std::uint8_t>(R{})), R>);
static_assert(std::is_same_v<decltype(recast_layout<std::uint16_t, cute::array<std::uint8_t, 3>>(Layout<Shape<_12, _2>, Stride<_1, _12>>{})),
                             Layout<Shape<_8, _2>, Stride<_1, _8>>>);
static_assert(std::is_same_v<decltype(recast_layout<std::uint16_t, std::uint32_t>(Swizzle<3, 4, 3>{})), Swizzle<3, 3, 3>>);
static_assert(std::is_same_v<decltype(recast_layout<std::uint16_t, std::uint32_t>(Sw16{})),
                             decltype(composition(Swizzle<1, 0, 2>{}, Layout<Shape<_4, _2>, Stride<_2, _1>>{}))>);

static_assert(is_composed_layout<Sw16>::value && !is_composed_layout<R>::value);

// transform_layout of one and of two.
static_assert(std::is_same_v<decltype(transform_layout(R{}, [](auto m) { return make_layout(size(m)); })),
                             Layout<Shape<_8, _4>, Stride<_1, _1>>>);
static_assert(std::is_same_v<decltype(transform_layout(make_tuple(make_layout(_2{}), make_layout(_3{}, _4{})), [](auto m) { return m; })),
                             Layout<Shape<_2, _3>, Stride<_1, _4>>>);
static_assert(std::is_same_v<decltype(transform_layout(make_layout(Shape<_2, _3, _5>{}), Layout<Shape<_7>, Stride<_2>>{},
                                                       [](auto a, auto b) { return make_layout(a, b); })),
                             Layout<Shape<Shape<_2, _7>, _3, _5>, Stride<Stride<_1, _2>, _2, _6>>>);

// domain_distribute: b spread over the modes of a, from the first.
static_assert(std::is_same_v<decltype(domain_distribute(Shape<Int<15>, Int<14>>{}, _6{})), Layout<Shape<_3, _2>, Stride<_1, Int<15>>>>);
static_assert(std::is_same_v<decltype(domain_distribute(Layout<Shape<Int<15>, Int<14>>>{}, _6{})), Layout<Shape<_3, _2>, Stride<_1, Int<15>>>>);
static_assert(std::is_same_v<decltype(domain_distribute(Shape<_4, Shape<_8, _2>>{}, _16{})), Layout<_16, _1>>);
static_assert(std::is_same_v<decltype(domain_distribute(Shape<_3, _8>{}, _4{})), Layout<_4, _3>>);
static_assert(std::is_same_v<decltype(domain_distribute(_32{}, _8{})), Layout<_8, _1>>);
static_assert(std::is_same_v<decltype(domain_distribute(Shape<_2, _2>{}, _8{})), Layout<_4, _1>>);  // as much of b as a holds

// E = -1: to the end (CUTLASS's group_modes<1, -1>), on tuples, layouts, swizzled layouts, tensors.
static_assert(std::is_same_v<decltype(take<1, -1>(Shape<_2, _3, _4>{})), Shape<_3, _4>>);
static_assert(std::is_same_v<decltype(group<1, -1>(Shape<_2, _3, _4>{})), tuple<_2, Shape<_3, _4>>>);
static_assert(std::is_same_v<decltype(group_modes<1, -1>(Layout<Shape<_2, _3, _4>>{})), Layout<Shape<_2, Shape<_3, _4>>, Stride<_1, Stride<_2, _6>>>>);
static_assert(std::is_same_v<decltype(group_modes<0, -1>(composition(Swizzle<1, 0, 1>{}, Layout<Shape<_2, _3>>{})).layout_b()),
                             Layout<Shape<Shape<_2, _3>>, Stride<Stride<_1, _2>>>>);
static_assert(std::is_same_v<decltype(take<0, 2>(Shape<_2, _3, _4>{})), Shape<_2, _3>>);  // the size_t form still

// CuTe's iterator traits, is_valid, cosize_t.
static_assert(std::is_same_v<iter_value_t<float const*>, float> && std::is_same_v<iter_reference_t<float const*>, float const&> &&
              std::is_same_v<iter_element_t<float const*>, float const>);
static_assert(std::is_same_v<iter_value_t<decltype(make_gmem_ptr(std::declval<half_t*>()))>, half_t> &&
              std::is_same_v<iterator_traits<decltype(make_smem_ptr(std::declval<int const*>()))>::element_type, int const>);
static_assert(has_dereference<int*>::value && !has_dereference<int>::value);
static_assert(is_valid([](auto x) -> decltype(x + 1) { return x + 1; }, 2) && !is_valid([](auto x) -> decltype(x.y) { return x.y; }, 2));
static_assert(is_valid([](auto x) -> decltype(*x) { return *x; })(static_cast<int*>(nullptr)) &&
              !is_valid([](auto x) -> decltype(*x) { return *x; })(3));
static_assert(std::is_same_v<cosize_t<R>, _32>);

TEST_CASE("layout helpers on run-time values") {
  int data[64];
  for (int i = 0; i < 64; ++i) data[i] = i;
  auto t = make_tensor(make_gmem_ptr(data), make_layout(make_shape(_8{}, _8{}), LayoutRight{}));
  auto d = domain_offset(make_coord(2, 3), t);  // CuTe: the layout unchanged, d(0,0) == 19, d(1,1) == 28
  CHECK_EQ(d.layout(), t.layout());
  CHECK(d(0, 0) == 19 && d(1, 1) == 28);
  d(0, 1) = -1;
  CHECK_EQ(data[20], -1);

  // A swizzled tensor keeps its swizzle on the moved offset: the same element as t(2 + i, 3 + j).
  half_t smem[16];
  auto s = make_tensor(make_smem_ptr(smem), Sw16{});
  for (int i = 0; i < 16; ++i) smem[i] = half_t(float(i));
  auto ds = domain_offset(make_coord(1, 2), s);
  CHECK(&ds(0, 0) == &s(1, 2) && &ds(2, 1) == &s(3, 3));

  auto g = group_modes<1, -1>(make_tensor(make_gmem_ptr(data), Layout<Shape<_2, _4, _8>>{}));
  CHECK_EQ(g.layout(), make_layout(Shape<_2, Shape<_4, _8>>{}, Stride<_1, Stride<_2, _8>>{}));
  CHECK(&g(1, 13) == &data[27]);

  std::vector<int> v = {7, 8};
  int volatile n = 2;
  CHECK_EQ(make_int_tuple<3>(v, n, -1), make_tuple(7, 8, -1));
  Partial p{};
  auto rest = fill_int_tuple_from(p, make_tuple(1, 2, 3, 4));
  CHECK_EQ(p, make_tuple(_1{}, make_tuple(1, 2, _3{}), 3, _2{}));
  CHECK_EQ(rest, make_tuple(4));
  CHECK_EQ(crd2crd(int(n) + 5, make_shape(4, 3), make_shape(2, 6)), make_coord(1, 3));
  CHECK_EQ(crd2crd(make_coord(int(n), 1), make_shape(4, 3), make_shape(2, 6)), make_coord(2, 1));  // mode by mode
  CHECK_EQ(coshape(make_layout(make_shape(int(n), 3), make_stride(3, -1))), 6);
}

// zip of a layout is the tuple zip of its shape and its stride, as in CuTe: modes of equal rank are
// transposed; a first mode that is an integer leaves the layout whole, one mode (it once kept only
// the first element of each later mode: (_4,(_2,_3)) gave ((_4,_2))).
static_assert(std::is_same_v<decltype(zip(Layout<Shape<Shape<_2, _3>, Shape<_4, _5>>, Stride<Stride<_1, _2>, Stride<_6, _24>>>{})),
                             Layout<Shape<Shape<_2, _4>, Shape<_3, _5>>, Stride<Stride<_1, _6>, Stride<_2, _24>>>>);
static_assert(std::is_same_v<decltype(zip(Layout<Shape<_4, Shape<_2, _3>>, Stride<_1, Stride<_4, _8>>>{})),
                             Layout<Shape<Shape<_4, Shape<_2, _3>>>, Stride<Stride<_1, Stride<_4, _8>>>>>);

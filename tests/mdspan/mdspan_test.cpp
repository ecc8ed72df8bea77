// std::mdspan interop, in a C++23 translation unit: layout_cute meets the LayoutMapping requirements
// (required_span_size is cosize), to_mdspan(tensor) and make_tensor(mdspan) of layout_left, layout_right,
// layout_stride and layout_cute agree element for element, and static extents stay static both ways.
#include <cute/mdspan.hpp>

#include <concepts>
#include <mdspan>
#include <random>

#include "check.hpp"

using namespace cute;

namespace {

// The LayoutMapping requirements ([mdspan.layout.reqmts]) that a type can show.
template <class M>
concept layout_mapping = std::copyable<M> && std::equality_comparable<M> && std::is_nothrow_move_constructible_v<M> &&
                         requires(M const& m) {
                           typename M::extents_type;
                           typename M::index_type;
                           typename M::rank_type;
                           typename M::layout_type;
                           { m.extents() } -> std::same_as<typename M::extents_type const&>;
                           { m.required_span_size() } -> std::same_as<typename M::index_type>;
                           { m.is_unique() } -> std::same_as<bool>;
                           { m.is_exhaustive() } -> std::same_as<bool>;
                           { m.is_strided() } -> std::same_as<bool>;
                           { M::is_always_unique() } -> std::same_as<bool>;
                           { M::is_always_exhaustive() } -> std::same_as<bool>;
                           { M::is_always_strided() } -> std::same_as<bool>;
                         };

// Every element of an mdspan and of a tensor is the same object.
template <class MD, class Tn>
bool same_elements(MD const& m, Tn const& t) {
  long long const rows = static_cast<long long>(m.extent(0)), cols = static_cast<long long>(m.extent(1));
  if (m.rank() != 2 || rows != static_cast<long long>(size<0>(t)) || cols != static_cast<long long>(size<1>(t))) return false;
  for (long long i = 0; i < rows; ++i)
    for (long long j = 0; j < cols; ++j)
      if (&m[i, j] != &t(int(i), int(j))) return false;
  return true;
}

}  // namespace

using StaticLayout = Layout<Shape<_2, Shape<_2, _3>>, Stride<_6, Stride<_3, _1>>>;
using StaticMapping = layout_cute<StaticLayout>::mapping<mdspan_extents_t<StaticLayout>>;
static_assert(layout_mapping<StaticMapping>);
static_assert(std::is_trivially_copyable_v<StaticMapping>);
// Static sizes are static extents, and a fully static mapping needs no storage.
static_assert(mdspan_extents_t<StaticLayout>::rank() == 2 && mdspan_extents_t<StaticLayout>::rank_dynamic() == 0);
static_assert(mdspan_extents_t<StaticLayout>::static_extent(0) == 2 && mdspan_extents_t<StaticLayout>::static_extent(1) == 6);
static_assert(std::is_empty_v<StaticMapping>);
static_assert(StaticMapping{}.required_span_size() == 12 && StaticMapping{}(1, 4) == 6 + 3 * 0 + 1 * 2);
static_assert(!StaticMapping::is_always_strided() && !StaticMapping{}.is_strided());  // (2,3):(3,1) read as 6 is no stride
static_assert(StaticMapping{}.is_unique() && StaticMapping{}.is_exhaustive());
// A mixed layout: the static mode stays a static extent.
using MixedLayout = Layout<Shape<_4, int>, Stride<_1, int>>;
static_assert(mdspan_extents_t<MixedLayout>::static_extent(0) == 4 &&
              mdspan_extents_t<MixedLayout>::static_extent(1) == std::dynamic_extent);

TEST_CASE("mdspan_test") {
  float data[64];
  for (int i = 0; i < 64; ++i) data[i] = float(i);

  // to_mdspan: the tensor's layout is the mapping; the mdspan reads the tensor's elements.
  auto t = make_tensor(&data[0], StaticLayout{});
  auto m = to_mdspan(t);
  static_assert(std::same_as<decltype(m)::extents_type, std::extents<std::ptrdiff_t, 2, 6>>);
  CHECK(m.mapping().required_span_size() == cosize(StaticLayout{}) && m.size() == 12);
  CHECK(same_elements(m, t) && m[1, 5] == t(1, 5) && m[1, 5] == 6 + 3 + 2);
  // ... and a Tensor of that mdspan is the same tensor (layout_cute round trip).
  auto back = make_tensor(m);
  static_assert(std::same_as<decltype(back.layout()), StaticLayout const&> || std::same_as<std::remove_cvref_t<decltype(back.layout())>, StaticLayout>);
  CHECK(back.layout() == t.layout() && &back(1, 3) == &t(1, 3));

  // A dynamic, padded layout: required_span_size is cosize; strided, unique, not exhaustive.
  auto padded = make_tensor(&data[0], make_layout(make_shape(3, 4), make_stride(1, 5)));
  auto mp = to_mdspan(padded);
  static_assert(decltype(mp)::extents_type::rank_dynamic() == 2);
  CHECK(mp.mapping().required_span_size() == 2 * 1 + 3 * 5 + 1 && cosize(padded.layout()) == 18);
  CHECK(mp.is_strided() && mp.stride(0) == 1 && mp.stride(1) == 5 && mp.is_unique() && !mp.is_exhaustive());
  CHECK(same_elements(mp, padded));
  // A broadcast (stride 0) is not unique; a compact one is exhaustive.
  auto bcast = to_mdspan(make_tensor(&data[0], make_layout(make_shape(3, 4), make_stride(0, 1))));
  CHECK(!bcast.is_unique() && !bcast.is_exhaustive() && bcast.is_strided() && bcast.mapping().required_span_size() == 4);
  CHECK(to_mdspan(make_tensor(&data[0], make_layout(make_shape(3, 4), LayoutRight{}))).is_exhaustive());
  // An empty extent spans nothing; a negative stride is refused (mdspan indices are non-negative).
  CHECK(to_mdspan(make_tensor(&data[0], make_layout(make_shape(0, 4)))).mapping().required_span_size() == 0);
  CHECK_THROWS(to_mdspan(make_tensor(&data[8], make_layout(make_shape(3, 4), make_stride(-1, 3)))), "negative stride");

  // make_tensor of an mdspan: layout_right and layout_left with static extents give static layouts.
  std::mdspan<float, std::extents<int, 2, 3>> right(&data[0]);
  auto tr = make_tensor(right);
  static_assert(std::same_as<std::remove_cvref_t<decltype(tr.layout())>, Layout<Shape<_2, _3>, Stride<_3, _1>>>);
  CHECK(same_elements(right, tr));
  std::mdspan<float, std::extents<int, 2, 3>, std::layout_left> left(&data[0]);
  auto tl = make_tensor(left);
  static_assert(std::same_as<std::remove_cvref_t<decltype(tl.layout())>, Layout<Shape<_2, _3>, Stride<_1, _2>>>);
  CHECK(same_elements(left, tl));
  // Mixed extents: the static one stays Int<4>.
  std::mdspan<float, std::extents<std::size_t, 4, std::dynamic_extent>, std::layout_left> mixed(&data[0], 5);
  auto tm = make_tensor(mixed);
  static_assert(std::same_as<std::remove_cvref_t<decltype(shape<0>(tm))>, _4>);
  CHECK(size<1>(tm) == 5 && same_elements(mixed, tm));
  // layout_stride, random extents and strides.
  std::mt19937 rng(14);
  for (int trial = 0; trial < 50; ++trial) {
    std::size_t const e0 = 1 + rng() % 4, e1 = 1 + rng() % 4, s0 = 1 + rng() % 3, s1 = 1 + rng() % 5;
    using E = std::dextents<std::size_t, 2>;
    std::mdspan<float, E, std::layout_stride> st(&data[0], std::layout_stride::mapping<E>(E(e0, e1), std::array<std::size_t, 2>{s0, s1}));
    auto ts = make_tensor(st);
    CHECK(same_elements(st, ts));
    CHECK(cosize(ts.layout()) == static_cast<long long>(st.mapping().required_span_size()));
  }
}

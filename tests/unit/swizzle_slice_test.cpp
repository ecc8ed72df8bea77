// Slices of swizzled tensors as plain layouts (cute/swizzle/swizzle_slice.hpp): where the types prove
// that a slice's bits and its offset's are disjoint, the slice is a Layout whose strides come from the
// swizzled offset, and every element's address is the one the swizzled layout gives; elsewhere the
// slice stays swizzled. Checked against the identity tensor, partitioned the same way, for swizzles
// of both shift signs, row- and column-major tiles, thread partitions and atom partitions.
#include <cute/atom.hpp>
#include <cute/tensor.hpp>

#include "check.hpp"

using namespace cute;

namespace {
alignas(16) float buffer[1 << 15];

template <class T>
constexpr bool is_plain = is_layout_v<cute::detail::uncvref_t<decltype(std::declval<T>().layout())>>;

// Every element of every thread's partition lies where the swizzled layout puts its coordinate.
template <class Tile, class Threads>
void check_partitions(Tile tile, Threads threads, bool expect_plain) {
  auto s = make_tensor(make_smem_ptr(buffer), tile);
  auto ids = make_identity_tensor(shape(tile));
  long long wrong = 0;
  for (int tid = 0; tid < int(size(threads)); ++tid) {
    auto part = local_partition(s, threads, tid);
    auto coords = local_partition(ids, threads, tid);
    CHECK(is_plain<decltype(part)> == expect_plain);
    for (int i = 0; i < int(size(part)); ++i) wrong += &part(i) - buffer != tile(coords(i));
  }
  CHECK(wrong == 0);
}

using Row64 = Layout<Shape<_64, _64>, Stride<_64, _1>>;
using Col64 = Layout<Shape<_64, _64>, Stride<_1, _64>>;
using Row32x16 = Layout<Shape<_32, _16>, Stride<_16, _1>>;

TEST_CASE("thread partitions of swizzled tiles are plain layouts, with the swizzled addresses") {
  auto rows = Layout<Shape<_8, _32>, Stride<_32, _1>>{};
  auto cols = Layout<Shape<_32, _8>, Stride<_1, _32>>{};
  check_partitions(composition(Swizzle<5, 0, 5>{}, Row64{}), rows, true);
  check_partitions(composition(Swizzle<5, 0, 5>{}, Row64{}), cols, true);
  check_partitions(composition(Swizzle<3, 3, 3>{}, Row64{}), Layout<Shape<_16, _8>, Stride<_8, _1>>{}, true);
  check_partitions(composition(Swizzle<3, 3, 3>{}, Col64{}), Layout<Shape<_16, _8>, Stride<_1, _16>>{}, true);
  check_partitions(composition(Swizzle<2, 2, 4>{}, Col64{}), rows, true);
  check_partitions(composition(Swizzle<2, 2, -3>{}, Row32x16{}), Layout<Shape<_2, _16>, Stride<_16, _1>>{}, true);
  check_partitions(composition(Swizzle<1, 1, -2>{}, Row32x16{}), Layout<Shape<_8, _4>, Stride<_4, _1>>{}, true);
  // A static offset whose bits are clear in the slice and in the thread's offset.
  check_partitions(composition(Swizzle<3, 4, 3>{}, C<1 << 12>{}, Layout<Shape<_64, _32>, Stride<_32, _1>>{}),
                   Layout<Shape<_8, _4>, Stride<_4, _1>>{}, true);
  // Composed with another layout (the transposed view of a swizzled tile).
  check_partitions(composition(composition(Swizzle<5, 0, 5>{}, Row64{}), Row64{}), rows, true);
}

// Every swizzle of B in 1..3, M in {0, 2, 3} and |S| in {B, B + 2}, both signs, over a row-major tile,
// with three thread arrangements: plain or not, every address is the swizzled layout's.
template <int B, int M, int S, int Threads>
void check_swizzle() {
  using Arrangements = tuple<Layout<Shape<_8, _32>, Stride<_32, _1>>, Layout<Shape<_32, _8>>, Layout<Shape<_16, _16>, Stride<_16, _1>>>;
  auto tile = composition(Swizzle<B, M, S>{}, Layout<Shape<_64, _128>, Stride<_128, _1>>{});
  auto s = make_tensor(make_smem_ptr(buffer), tile);
  auto ids = make_identity_tensor(shape(tile));
  auto threads = get<Threads>(Arrangements{});
  long long wrong = 0;
  for (int tid = 0; tid < 256; tid += 7) {
    auto part = local_partition(s, threads, tid);
    auto coords = local_partition(ids, threads, tid);
    for (int i = 0; i < int(size(part)); ++i) wrong += &part(i) - buffer != tile(coords(i));
  }
  CHECK(wrong == 0);
}

TEST_CASE("every address of a thread partition is the swizzled layout's") {
  [&]<int... K>(std::integer_sequence<int, K...>) {
    // K = ((B - 1) * 3 + m) * 4 + s: B, the index m of M, the index s of S in {B, B + 2, -B, -B - 2}.
    (check_swizzle<K / 12 + 1, (K / 4) % 3 == 0 ? 0 : (K / 4) % 3 + 1,
                   (K % 2 == 0 ? K / 12 + 1 : K / 12 + 3) * (K % 4 < 2 ? 1 : -1), K % 3>(),
     ...);
  }(std::make_integer_sequence<int, 36>{});
}

TEST_CASE("a slice's swizzled base, mode by mode, is the swizzle of its index") {
  // Modes of disjoint bits over the read bits (64) and the write bits (2, 8) of Swizzle<3,3,3>, whose
  // terms' swizzles share write bits (so they combine by XOR, not by sum); a 1-D coordinate split
  // over a tuple mode, a static zero, and the negative shift.
  auto const shape = make_shape(make_shape(_4{}, _2{}), _8{}, _4{});
  auto const stride = make_stride(make_stride(_2{}, _8{}), _64{}, _1024{});
  long long wrong = 0;
  for (int i = 0; i < 8; ++i)
    for (int j = 0; j < 8; ++j)
      for (int k = 0; k < 4; ++k) {
        auto const c = make_coord(i, j, k);
        wrong += detail::swizzled_index<Swizzle<3, 3, 3>>(c, shape, stride) != Swizzle<3, 3, 3>{}(crd2idx(c, shape, stride));
        wrong += detail::swizzled_index<Swizzle<3, 3, -3>>(c, shape, stride) != Swizzle<3, 3, -3>{}(crd2idx(c, shape, stride));
        auto const z = make_coord(i, _0{}, k);
        wrong += detail::swizzled_index<Swizzle<3, 3, 3>>(z, shape, stride) != Swizzle<3, 3, 3>{}(crd2idx(z, shape, stride));
      }
  CHECK_EQ(wrong, 0);
  static_assert(std::is_same_v<decltype(detail::swizzled_index<Swizzle<3, 3, 3>>(make_coord(_0{}, _0{}, _0{}), shape, stride)), C<0>>);
  // A static offset past the period (a pipeline stage's tile): the partitions stay plain, and right.
  auto const staged = make_composed_layout(Swizzle<3, 3, 3>{}, Int<3 * 512>{}, Layout<Shape<_8, _64>, Stride<_64, _1>>{});
  check_partitions(staged, Layout<Shape<_8, _16>, Stride<_16, _1>>{}, true);
}

TEST_CASE("slices that would mix a swizzle's bits or carries stay swizzled") {
  // The offset's bit 3 is a bit of every thread's values: o + L(c) carries.
  check_partitions(composition(Swizzle<3, 4, 3>{}, C<8>{}, Layout<Shape<_64, _32>, Stride<_32, _1>>{}),
                   Layout<Shape<_8, _4>, Stride<_4, _1>>{}, false);
  // Bit 3 of a thread's values is read into bit 6, also one of its values' bits.
  check_partitions(composition(Swizzle<2, 2, -3>{}, Row32x16{}), Layout<Shape<_4, _8>>{}, false);
  // One thread holds the whole tile: its values read and write the same bits.
  check_partitions(composition(Swizzle<3, 3, 3>{}, Row64{}), Layout<_1>{}, false);
  // A padded stride (not a power of 2): its bits are not known apart.
  check_partitions(composition(Swizzle<2, 0, 2>{}, Layout<Shape<_16, _16>, Stride<_17, _1>>{}), Layout<Shape<_4, _4>>{}, false);
  // A run-time offset in the composed layout: its bits are not known.
  auto t = make_tensor(make_smem_ptr(buffer), composition(Swizzle<3, 3, 3>{}, 64, Row64{}));
  auto part = local_partition(t, Layout<Shape<_16, _8>, Stride<_8, _1>>{}, 3);
  CHECK(!is_plain<decltype(part)>);
}

TEST_CASE("slices at static coordinates and along pipeline stages") {
  auto staged = composition(Swizzle<3, 3, 3>{}, Layout<Shape<_64, _32, _3>, Stride<_32, _1, _2048>>{});
  auto t = make_tensor(make_smem_ptr(buffer), staged);
  for (int p = 0; p < 3; ++p) {
    auto row = t(17, _, p);  // a dynamic stage (commutes) and a row, whose bits read none it writes
    static_assert(is_plain<decltype(row)>);
    for (int k = 0; k < 32; ++k) CHECK(&row(k) - buffer == staged(17, k, p));
    auto column = t(_, 5, p);  // rows 8 apart read bit 8 into bit 5, a row bit: stays swizzled
    static_assert(!is_plain<decltype(column)>);
    for (int m = 0; m < 64; ++m) CHECK(&column(m) - buffer == staged(m, 5, p));
  }
  auto fixed = t(Int<9>{}, _, Int<1>{});  // all static: static strides
  static_assert(is_static_v<decltype(fixed.layout())>);
  for (int k = 0; k < 32; ++k) CHECK(&fixed(k) - buffer == staged(9, k, 1));
}

TEST_CASE("atom partitions of swizzled shared memory") {
  // A tensor-core MMA's A operand and a copy's destination, as an SM75 GEMM partitions them.
  using half = std::uint16_t;
  alignas(16) static half smem[128 * 8];
  auto sA_layout = composition(Swizzle<2, 3, 3>{}, Layout<Shape<_128, _8>, Stride<_8, _1>>{});
  auto sA = make_tensor(make_smem_ptr(smem), sA_layout);
  auto ids = make_identity_tensor(shape(sA_layout));
  auto mma = make_tiled_mma(SM75_16x8x8_F32F16F16F32_TN{}, Layout<Shape<_2, _2, _1>>{}, Tile<_128, _128, _8>{});
  auto copy_a = make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, half>{}, Layout<Shape<_16, _8>, Stride<_1, _16>>{}, Layout<Shape<_8, _1>>{});
  long long wrong = 0;
  for (int tid = 0; tid < 128; ++tid) {
    auto tCsA = mma.get_slice(tid).partition_A(sA);
    auto tCcA = mma.get_slice(tid).partition_A(ids);
    static_assert(is_plain<decltype(tCsA)>);
    for (int i = 0; i < int(size(tCsA)); ++i) wrong += &tCsA(i) - smem != sA_layout(tCcA(i));
    auto tAsA = copy_a.get_slice(tid).partition_D(sA);
    auto tAcA = copy_a.get_slice(tid).partition_D(ids);
    for (int i = 0; i < int(size(tAsA)); ++i) wrong += &tAsA(i) - smem != sA_layout(tAcA(i));
  }
  CHECK(wrong == 0);
  // Each thread's 8 halves of a row, rows 16 apart (a cp.async partition): the slice holds no bit the
  // swizzle reads or writes, so it is the plain layout from Sw(o), as CuTe's (nvcc cannot see that
  // Sw(o + L(c)) is Sw(o) + L(c), and would swizzle every element).
  alignas(16) static half tile[64 * 64];
  auto sT_layout = composition(Swizzle<3, 3, 3>{}, Layout<Shape<_64, _64>, Stride<_64, _1>>{});
  auto sT = make_tensor(make_smem_ptr(tile), sT_layout);
  auto rows = make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, half>{}, Layout<Shape<_16, _8>, Stride<_8, _1>>{}, Layout<Shape<_1, _8>>{});
  for (int tid = 0; tid < 128; ++tid) {
    auto tTsT = rows.get_slice(tid).partition_D(sT);
    auto tTcT = rows.get_slice(tid).partition_D(make_identity_tensor(shape(sT_layout)));
    static_assert(is_plain<decltype(tTsT)>);
    for (int i = 0; i < int(size(tTsT)); ++i) wrong += &tTsT(i) - tile != sT_layout(tTcT(i));
  }
  CHECK(wrong == 0);
}
}  // namespace

TEST_CASE("ldmatrix partitions of a pipeline stage, sliced at a run-time k-block") {
  // An SM80 GEMM's smem-to-register copy: each k-block's slice fixes the thread's terms and the
  // k-block's, a mode with one leaf past the swizzle's period (a base that masked the bits it assumed
  // the slice could set once dropped that leaf's: a GEMM's wrong result).
  using half = std::uint16_t;
  alignas(16) static half smem[128 * 64 * 3];
  auto staged = tile_to_shape(composition(Swizzle<3, 3, 3>{}, Layout<Shape<_8, _64>, Stride<_64, _1>>{}), Shape<_128, _64, _3>{});
  auto mma = make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2, _2, _1>>{}, make_tile(_32{}, _32{}, _16{}));
  auto s2r = make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N, half>{}, mma);
  auto ids = make_identity_tensor(make_shape(_128{}, _64{}));
  long long wrong = 0;
  for (int stage = 0; stage < 3; ++stage) {
    auto sA = make_tensor(make_smem_ptr(smem), staged)(_, _, stage);
    for (int tid = 0; tid < 128; ++tid) {
      auto tXsA = s2r.get_slice(tid).partition_S(sA);
      auto tXcA = s2r.get_slice(tid).partition_S(ids);
      for (int kb = 0; kb < int(size<2>(tXsA)); ++kb) {
        auto block = tXsA(_, _, kb);
        auto coords = tXcA(_, _, kb);
        for (int i = 0; i < int(size(block)); ++i) wrong += &block(i) - smem != staged(get<0>(coords(i)), get<1>(coords(i)), stage);
      }
    }
  }
  CHECK(wrong == 0);
}

// What porting other people's CuTe kernels with cute-port needed (beyond CuTe's tutorials and unit
// tests): the atoms spelled MMA_Atom<MMA_Traits<Op>> and Copy_Atom<Copy_Traits<Op>, T>, a TiledMMA
// permutation smaller than the atoms' extent (CuTe code written for CuTe's older "value layout"
// argument passes one), assigning a float to half_t/bfloat16_t, CuTe's SM75 mma.sync names, and
// print(format, args...).
#include <cute/cute.hpp>

#include <string>
#include <type_traits>

#include "check.hpp"

using namespace cute;

using Op = SM80_16x8x16_F32F16F16F32_TN;

// MMA_Atom<MMA_Traits<Op>>: an atom of Op, a type of its own (CuTe's kernel symbols name it) --------
static_assert(is_mma_atom_v<MMA_Atom<MMA_Traits<Op>>>);
static_assert(!std::is_same_v<MMA_Atom<MMA_Traits<Op>>, MMA_Atom<Op>>);
static_assert(std::is_same_v<MMA_Atom<MMA_Traits<Op>>::MMA_Op, Op>);
static_assert(std::is_same_v<MMA_Atom<MMA_Traits<Op>>::LayoutA_TV, MMA_Atom<Op>::LayoutA_TV>);
static_assert(std::is_same_v<decltype(make_tiled_mma(MMA_Atom<MMA_Traits<Op>>{}, Layout<Shape<_2, _2, _1>>{}).get_layoutC_TV()),
                             decltype(make_tiled_mma(Op{}, Layout<Shape<_2, _2, _1>>{}).get_layoutC_TV())>);

// Copy_Atom<Copy_Traits<Op>, T> ------------------------------------------------------------------
using Vec = UniversalCopy<uint128_t>;
static_assert(is_copy_atom_v<Copy_Atom<Copy_Traits<Vec>, half_t>>);
static_assert(std::is_same_v<Copy_Atom<Copy_Traits<Vec>, half_t>::ValLayoutSrc, Copy_Atom<Vec, half_t>::ValLayoutSrc>);
static_assert(std::is_same_v<decltype(make_tiled_copy(Copy_Atom<Copy_Traits<Vec>, half_t>{}, Layout<Shape<_16, _8>, Stride<_8, _1>>{},
                                                      Layout<Shape<_1, _8>>{}).get_layoutS_TV()),
                             decltype(make_tiled_copy(Copy_Atom<Vec, half_t>{}, Layout<Shape<_16, _8>, Stride<_8, _1>>{},
                                                      Layout<Shape<_1, _8>>{}).get_layoutS_TV())>);

// The SM75 operations: SM80's instructions, traits and registers under CuTe's SM75 names ------------
static_assert(std::is_same_v<MMA_Atom<SM75_16x8x8_F32F16F16F32_TN>::LayoutA_TV, MMA_Atom<SM80_16x8x8_F32F16F16F32_TN>::LayoutA_TV>);
static_assert(std::is_same_v<MMA_Atom<SM75_16x8x8_F32F16F16F32_TN>::Shape_MNK, Shape<_16, _8, _8>>);
static_assert(std::is_same_v<MMA_Atom<SM75_8x8x16_S32S8S8S32_TN>::ValTypeA, std::int8_t>);
static_assert(std::is_same_v<SM75_16x8x8_F32F16F16F32_TN::ARegisters, SM80_16x8x8_F32F16F16F32_TN::ARegisters>);

// print(format, args...): printf's arguments only ---------------------------------------------------
template <class... Args>
concept printf_printable = requires(Args... args) { cute::print("%d", args...); };
static_assert(printf_printable<int, int> && printf_printable<double, void*> && printf_printable<char const*>);
static_assert(!printf_printable<std::string>);

// Layout::rank, Tensor::rank and ComposedLayout::rank (kernels static_assert on them) ----------------
static_assert(Layout<Shape<_2, Shape<_3, _4>>>::rank == 2 && Layout<_8>::rank == 1);
static_assert(decltype(make_tensor<float>(Shape<_4, _2, _3>{}))::rank == 3);
static_assert(decltype(composition(Swizzle<1, 2, 3>{}, Layout<Shape<_8, _8>>{}))::rank == 2);

// make_rmem_ptr<T>(p) views another register array's storage as T; recast keeps a const tensor const -
TEST_CASE("make_rmem_ptr<T> of an untyped pointer, recast of a const tensor") {
  float storage[4] = {1, 2, 3, 4};
  Tensor t = make_tensor(make_rmem_ptr<float>(static_cast<void*>(storage)), Layout<_4>{});
  CHECK(t(2) == 3.0f);
  static_assert(is_rmem<decltype(t)>::value);
  Tensor const owned = make_tensor<float>(Shape<_4>{});
  auto pairs = recast<double>(owned);
  static_assert(std::is_const_v<std::remove_reference_t<decltype(pairs(0))>>);
  CHECK(size(pairs) == 2);
}

// half_t / bfloat16_t = float rounds, as CUTLASS's types do ----------------------------------------
static_assert([] {
  half_t h;
  h = 1.5f;
  bfloat16_t b;
  b = -2.0f;
  return float(h) == 1.5f && float(b) == -2.0f && h.storage == half_t(1.5f).storage;
}());
static_assert([] {
  half_t h;
  h = 1.0f + 1.0f / 4096;  // halfway below 1 + 2^-10: rounds to even, 1
  return float(h) == 1.0f;
}());

// A permutation smaller than the atoms' extent -----------------------------------------------------
// Two atoms along M and N: 32 x 16 x 16. A permutation of size 2 (CuTe's older value-layout
// argument, a Layout: the M permutation) or 16 divides 32: the tile stays 32 along M.
auto const plain = make_tiled_mma(Op{}, Layout<Shape<_2, _2, _1>>{});
auto const by_value_layout = make_tiled_mma(MMA_Atom<MMA_Traits<Op>>{}, Layout<Shape<_2, _2, _1>>{}, make_layout(Shape<_1, _2, _1>{}));
// Rows permuted within each block of 16: row r of a block is (r % 4) * 4 + r / 4.
auto const within_16 = make_tiled_mma(Op{}, Layout<Shape<_2, _2, _1>>{}, make_tile(Layout<Shape<_4, _4>, Stride<_4, _1>>{}, _16{}, _16{}));
static_assert(decltype(tile_size<0>(by_value_layout))::value == 32 && decltype(tile_size<1>(by_value_layout))::value == 16 &&
              decltype(tile_size<2>(by_value_layout))::value == 16);
static_assert(decltype(tile_size<0>(within_16))::value == 32);

TEST_CASE("a TiledMMA permutation smaller than the atoms: partitions as CuTe's") {
  auto c = make_identity_tensor(make_shape(_64{}, _32{}));
  for (int t = 0; t < 128; ++t) {
    // An identity permutation of size 2 changes nothing.
    auto p = plain.get_slice(t).partition_C(c);
    auto v = by_value_layout.get_slice(t).partition_C(c);
    CHECK(size(p) == size(v));
    for (int i = 0; i < size(p); ++i) {
      CHECK(p(i) == v(i));
    }
    // Within blocks of 16 rows, the permuted tile's row r is the plain tile's row perm(r).
    auto w = within_16.get_slice(t).partition_C(c);
    CHECK(size(p) == size(w));
    for (int i = 0; i < size(p); ++i) {
      int const r = int(get<0>(p(i)));
      int const in_block = r % 16;
      CHECK(int(get<0>(w(i))) == r - in_block + (in_block % 4) * 4 + in_block / 4);
      CHECK(get<1>(w(i)) == get<1>(p(i)));
    }
  }
  // CuTe's result for one thread (its print: ((_2,_2),_2,_4):((_1@1,_2@0),_32@0,_16@1)).
  auto w37 = within_16.get_slice(37).partition_C(make_identity_tensor(make_shape(_64{}, _64{})));
  CHECK(shape(w37) == make_shape(make_shape(_2{}, _2{}), _2{}, _4{}));
  CHECK(w37(0) == make_coord(20, 2));
  CHECK(w37(1) == make_coord(20, 3));
  CHECK(w37(2) == make_coord(22, 2));
  CHECK(w37(4) == make_coord(52, 2));
  CHECK(w37(8) == make_coord(20, 18));
}

// copy_if(atom, callable, src, dst): CuTe's older form (LeetCUDA's hgemv_cute passes a lambda). The
// callable is called with the 1-D index of an atom copy over the modes after the first, and guards
// every value of that copy.
TEST_CASE("copy_if with a Copy_Atom and a callable predicate") {
  alignas(16) float src_storage[12];
  for (int i = 0; i < 12; ++i) src_storage[i] = float(i + 1);
  Tensor src = make_tensor(&src_storage[0], Layout<Shape<_2, _3, _2>>{});
  Tensor dst = make_tensor<float>(Shape<_2, _3, _2>{});
  clear(dst);
  int calls = 0;
  copy_if(Copy_Atom<UniversalCopy<uint64_t>, float>{}, [&](int i) { ++calls; return i % 2 == 1; }, src, dst);
  // Index i of the (3, 2) rest modes, column-major: the copies at i = 1, 3, 5 happen.
  for (int r = 0; r < 6; ++r) {
    for (int v = 0; v < 2; ++v) {
      CHECK(dst(v, r % 3, r / 3) == (r % 2 == 1 ? src(v, r % 3, r / 3) : 0.0f));
    }
  }
  CHECK(calls >= 6);
  // Rank 1: one atom copy, guarded by pred(0); a generic lambda works too, as in the kernel.
  Tensor one = make_tensor<float>(Shape<_1>{});
  clear(one);
  copy_if(Copy_Atom<UniversalCopy<float>, float>{}, [](auto...) { return false; }, make_tensor(&src_storage[0], Layout<_1>{}), one);
  CHECK(one(0) == 0.0f);
}

// A static stride beyond int (an identity tensor's 2^32, for rank 2) stays static when a layout of
// dynamic extents is composed or divided with a static tiler, and the rest's extents keep the
// shape's type, as in CuTe (Fuser's TMA load kernel: dynamic strides there cost 64-bit divisions).
using Big = C<(1ll << 32)>;
static_assert(std::is_same_v<decltype(composition(make_layout(64, Big{}), Layout<_32, _1>{})), Layout<_32, Big>>);
static_assert(std::is_same_v<decltype(logical_divide(make_layout(64, Big{}), _32{})),
                             Layout<tuple<_32, int>, tuple<Big, C<(1ll << 37)>>>>);
static_assert(std::is_same_v<decltype(flat_divide(make_layout(make_shape(128, 64), make_stride(_1{}, Big{})), Shape<_64, _32>{})),
                             Layout<tuple<_64, _32, int, int>, tuple<_1, Big, _64, C<(1ll << 37)>>>>);

TEST_CASE("tiles of a rank-2 identity tensor of dynamic extents keep static strides") {
  auto l = flat_divide(make_layout(make_shape(128, 64), make_stride(_1{}, Big{})), Shape<_64, _32>{});
  CHECK(shape(l) == make_shape(_64{}, _32{}, 2, 2));
  auto id = make_identity_tensor(make_shape(128, 64));
  auto tiles = flat_divide(id, Shape<_64, _32>{});
  static_assert(is_static_v<decltype(tiles.stride())>);
  CHECK(size<2>(tiles) == 2);
  CHECK(size<3>(tiles) == 2);
  CHECK(tiles(3, 5, 1, 1) == make_coord(67, 37));
  CHECK(tiles(63, 31, 0, 1) == make_coord(63, 63));
  auto tile = local_tile(make_identity_tensor(make_shape(100, 200)), make_shape(_16{}, _16{}), make_coord(2, 3));
  static_assert(is_static_v<decltype(tile.layout())>);
  CHECK(tile(1, 2) == make_coord(33, 50));
}

// make_smem_ptr of an smem pointer (an smem tensor's data(), offset) is that pointer, as CuTe's, and
// likewise for gmem and rmem (flashinfer's MLA decode kernel wraps its tensors' data() again).
static_assert([] {
  float f[4] = {};
  auto s = make_smem_ptr(&f[0]);
  auto g = make_gmem_ptr(&f[1]);
  auto r = make_rmem_ptr(&f[2]);
  static_assert(std::is_same_v<decltype(make_smem_ptr(s + 1)), decltype(s)>);
  static_assert(std::is_same_v<decltype(make_gmem_ptr(g)), decltype(g)>);
  static_assert(std::is_same_v<decltype(make_rmem_ptr(r)), decltype(r)>);
  return make_smem_ptr(s + 1).get() == &f[1] && make_gmem_ptr(g).get() == &f[1] && make_rmem_ptr(r).get() == &f[2];
}());

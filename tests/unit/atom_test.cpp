// The atom layer on the host: the thread/value layouts of every SM75/SM80 atom against the PTX ISA's
// fragment formulas (static_assert), TiledMMA/TiledCopy layouts against CuTe's (recorded from CuTe's
// headers; tests/conformance/atom_conformance.py recompares them live), and GEMMs and copies run on
// the host with the universal FMA and copy through the same partitioning as on the GPU.
#include <cute/cute.hpp>
#include <cute/atom.hpp>

#include <array>
#include <random>
#include <sstream>
#include <vector>

#include "check.hpp"

using namespace cute;

// MMA fragments (PTX ISA, "Matrix Fragments for mma.m16n8k16 / m16n8k8"), thread t = 4 g + q -----------

// The (row, col) of value v of thread t, from a TV layout over a column-major (rows x cols) tile.
template <class TV>
constexpr int tv_row(int t, int v, int rows) { return int(TV{}(t, v)) % rows; }
template <class TV>
constexpr int tv_col(int t, int v, int rows) { return int(TV{}(t, v)) / rows; }

template <class Op>
consteval bool c_fragment_16x8() {
  using C = typename MMA_Traits<Op>::CLayout;
  for (int t = 0; t < 32; ++t)
    for (int v = 0; v < 4; ++v)
      if (tv_row<C>(t, v, 16) != t / 4 + 8 * (v / 2) || tv_col<C>(t, v, 16) != 2 * (t % 4) + v % 2) return false;
  return true;
}
template <class Op>
consteval bool ab_fragments_16x8x16() {
  using A = typename MMA_Traits<Op>::ALayout;  // (m, k), 16 x 16
  using B = typename MMA_Traits<Op>::BLayout;  // (n, k), 8 x 16
  for (int t = 0; t < 32; ++t) {
    int const g = t / 4, q = t % 4;
    for (int v = 0; v < 8; ++v)
      if (tv_row<A>(t, v, 16) != g + 8 * ((v / 2) % 2) || tv_col<A>(t, v, 16) != 2 * q + v % 2 + 8 * (v / 4)) return false;
    for (int v = 0; v < 4; ++v)
      if (tv_row<B>(t, v, 8) != g || tv_col<B>(t, v, 8) != 2 * q + v % 2 + 8 * (v / 2)) return false;
  }
  return true;
}
consteval bool ab_fragments_tf32() {
  using A = MMA_Traits<SM80_16x8x8_F32TF32TF32F32_TN>::ALayout;  // (m, k), 16 x 8
  using B = MMA_Traits<SM80_16x8x8_F32TF32TF32F32_TN>::BLayout;  // (n, k), 8 x 8
  for (int t = 0; t < 32; ++t) {
    int const g = t / 4, q = t % 4;
    for (int v = 0; v < 4; ++v)
      if (tv_row<A>(t, v, 16) != g + 8 * (v % 2) || tv_col<A>(t, v, 16) != q + 4 * (v / 2)) return false;
    for (int v = 0; v < 2; ++v)
      if (tv_row<B>(t, v, 8) != g || tv_col<B>(t, v, 8) != q + 4 * v) return false;
  }
  return true;
}
static_assert(c_fragment_16x8<SM80_16x8x16_F32F16F16F32_TN>() && c_fragment_16x8<SM80_16x8x16_F16F16F16F16_TN>() &&
              c_fragment_16x8<SM80_16x8x16_F32BF16BF16F32_TN>() && c_fragment_16x8<SM80_16x8x8_F32TF32TF32F32_TN>());
static_assert(ab_fragments_16x8x16<SM80_16x8x16_F32F16F16F32_TN>() && ab_fragments_16x8x16<SM80_16x8x16_F16F16F16F16_TN>() &&
              ab_fragments_16x8x16<SM80_16x8x16_F32BF16BF16F32_TN>());
static_assert(ab_fragments_tf32());
static_assert(std::is_same_v<MMA_Traits<SM80_16x8x16_F32BF16BF16F32_TN>::ValTypeA, bfloat16_t> &&
              std::is_same_v<MMA_Traits<SM80_16x8x16_F16F16F16F16_TN>::ValTypeC, half_t> &&
              std::is_same_v<MMA_Traits<SM80_16x8x8_F32TF32TF32F32_TN>::ValTypeB, tfloat32_t>);

// SM70 m8n8k4 (PTX ISA, "Matrix Fragments for mma.m8n8k4 with .f16"): an atom is a quadpair, its
// thread t = t0 + 4 t1 the lane t0 + 16 t1. A K-major operand (A .row, B .col): thread t has row
// t0 + 4 t1, k = v; an M/N-major one: rows v + 4 t1, k = t0. C in fp16: row t0 + 4 t1, column v; in
// fp32: row lane[0] + 2 v[1] + 4 t1, column v[0] + 2 lane[1] + 4 v[2]. ---------------------------------

template <class TV>
consteval bool sm70_operand(bool k_major) {
  for (int t = 0; t < 8; ++t)
    for (int v = 0; v < 4; ++v) {
      int const t0 = t % 4, t1 = t / 4;
      int const row = k_major ? t0 + 4 * t1 : v + 4 * t1, k = k_major ? v : t0;
      if (tv_row<TV>(t, v, 8) != row || tv_col<TV>(t, v, 8) != k) return false;
    }
  return true;
}
template <class Op>
consteval bool sm70_fragments(bool a_k_major, bool b_k_major) {
  using Tr = MMA_Traits<Op>;
  using C = typename Tr::CLayout;
  constexpr bool fp32 = std::is_same_v<typename Tr::ValTypeC, float>;
  for (int t = 0; t < 8; ++t) {
    if (int(typename Tr::ThrID{}(t)) != t % 4 + 16 * (t / 4)) return false;
    for (int v = 0; v < 8; ++v) {
      int const t0 = t % 4, t1 = t / 4;
      int const row = fp32 ? t0 % 2 + 2 * ((v / 2) % 2) + 4 * t1 : t0 + 4 * t1;
      int const col = fp32 ? v % 2 + 2 * (t0 / 2) + 4 * (v / 4) : v;
      if (tv_row<C>(t, v, 8) != row || tv_col<C>(t, v, 8) != col) return false;
    }
  }
  return sm70_operand<typename Tr::ALayout>(a_k_major) && sm70_operand<typename Tr::BLayout>(b_k_major);
}
static_assert(sm70_fragments<SM70_8x8x4_F16F16F16F16_TN>(true, true) && sm70_fragments<SM70_8x8x4_F16F16F16F16_NT>(false, false) &&
              sm70_fragments<SM70_8x8x4_F16F16F16F16_NN>(false, true) && sm70_fragments<SM70_8x8x4_F16F16F16F16_TT>(true, false));
static_assert(sm70_fragments<SM70_8x8x4_F32F16F16F32_TN>(true, true) && sm70_fragments<SM70_8x8x4_F32F16F16F32_NT>(false, false) &&
              sm70_fragments<SM70_8x8x4_F32F16F16F32_NN>(false, true) && sm70_fragments<SM70_8x8x4_F32F16F16F32_TT>(true, false));

// A TiledMMA of quadpair atoms: get_slice(t) takes t through the atoms' hierarchical thread mode as CuTe
// (lane 4 is quadpair 1, the M atom below quadpair 0; lane 16 is quadpair 0's thread 4, row 4), the
// results recorded from CuTe's headers.
TEST_CASE("SM70 TiledMMA: get_slice of a lane gives CuTe's partitions (hierarchical atom threads)") {
  auto mma = make_tiled_mma(SM70_8x8x4_F16F16F16F16_TN{}, Layout<Shape<_2, _2, _1>>{});
  auto const first_c = [&](int t) { return mma.get_slice(t).partition_C(make_identity_tensor(make_shape(_16{}, _16{})))(0); };
  auto const first_a = [&](int t) { return mma.get_slice(t).partition_A(make_identity_tensor(make_shape(_16{}, _4{})))(0); };
  CHECK(first_c(0) == make_coord(0, 0));
  CHECK(first_c(4) == make_coord(8, 0));
  CHECK(first_c(8) == make_coord(0, 8));
  CHECK(first_c(16) == make_coord(4, 0));
  CHECK(first_c(20) == make_coord(12, 0));
  CHECK(first_a(4) == make_coord(8, 0));
  CHECK(first_a(8) == make_coord(0, 0));
  CHECK(first_a(20) == make_coord(12, 0));
}

// movmatrix: CuTe's layouts (recorded from its headers): each thread's 32 bits in and out.
static_assert(std::is_same_v<Copy_Traits<SM75_U32x1_MOVM_T>::SrcLayout, Layout<Shape<_32, _32>, Stride<_32, _1>>> &&
              std::is_same_v<Copy_Traits<SM75_U32x1_MOVM_T>::DstLayout, Layout<Shape<_32, _32>, Stride<_32, _1>>> &&
              std::is_same_v<Copy_Traits<SM75_U32x1_MOVM_T>::ThrID, Layout<_32>>);

// SM89 fp8 16x8x32: the fragments of the 8-bit integer 16x8x32 operation (one byte a value); complex
// fp64 those of fp64.
static_assert(c_fragment_16x8<SM89_16x8x32_F32E4M3E4M3F32_TN>() && c_fragment_16x8<SM89_16x8x32_F16E5M2E4M3F16_TN>());
static_assert(std::is_same_v<MMA_Traits<SM89_16x8x32_F32E4M3E5M2F32_TN>::ALayout, MMA_Traits<SM80_16x8x32_S32S8S8S32_TN>::ALayout> &&
              std::is_same_v<MMA_Traits<SM89_16x8x32_F16E5M2E5M2F16_TN>::BLayout, MMA_Traits<SM80_16x8x32_S32S8S8S32_TN>::BLayout>);
static_assert(std::is_same_v<MMA_Traits<SM89_16x8x32_F16E4M3E5M2F16_TN>::ValTypeA, float_e4m3_t> &&
              std::is_same_v<MMA_Traits<SM89_16x8x32_F16E4M3E5M2F16_TN>::ValTypeB, float_e5m2_t> &&
              std::is_same_v<MMA_Traits<SM89_16x8x32_F16E4M3E5M2F16_TN>::ValTypeC, half_t> &&
              std::is_same_v<MMA_Traits<SM89_16x8x32_F32E5M2E5M2F32_TN>::ValTypeD, float>);
static_assert(std::is_same_v<MMA_Traits<SM80_8x8x4_C64C64C64C64_TN>::ValTypeA, complex<double>> &&
              std::is_same_v<MMA_Traits<SM80_8x8x4_C64C64C64C64_TN>::CLayout, MMA_Traits<SM80_8x8x4_F64F64F64F64_TN>::CLayout>);

// ldmatrix (PTX ISA, "ldmatrix"): in bits. Thread t gives row t % 8 of matrix t / 8 (x4); receives, of
// matrix r, the 32 bits of row t / 4, columns 2 (t % 4), +1 (N), or of the transposed matrix (T). ------

template <class Op, int Matrices>
consteval bool ldsm_n() {
  using Tr = Copy_Traits<Op>;
  typename Tr::SrcLayout src{};
  typename Tr::DstLayout dst{};
  for (int t = 0; t < 32; ++t) {
    for (int b : {0, 1, 15, 16, 127})  // the row thread t points at (threads past the used rows repeat)
      if (int(src(t, b)) != 128 * (t % (8 * Matrices)) + b) return false;
    for (int r = 0; r < Matrices; ++r)
      for (int b : {0, 1, 16, 31})
        if (int(dst(t, b + 32 * r)) != 1024 * r + 128 * (t / 4) + 32 * (t % 4) + b) return false;
  }
  return true;
}
template <class Op, int Matrices>
consteval bool ldsm_t() {
  using Tr = Copy_Traits<Op>;
  typename Tr::DstLayout dst{};
  for (int t = 0; t < 32; ++t)
    for (int r = 0; r < Matrices; ++r)
      for (int j = 0; j < 2; ++j)
        for (int b : {0, 1, 15}) {
          // element (row 2 (t % 4) + j, column t / 4) of the stored matrix r: 16 bits each, rows of 128
          int const expected = 1024 * r + 128 * (2 * (t % 4) + j) + 16 * (t / 4) + b;
          if (int(dst(t, b + 16 * j + 32 * r)) != expected) return false;
        }
  return true;
}
static_assert(ldsm_n<SM75_U32x1_LDSM_N, 1>() && ldsm_n<SM75_U32x2_LDSM_N, 2>() && ldsm_n<SM75_U32x4_LDSM_N, 4>());
static_assert(ldsm_t<SM75_U16x2_LDSM_T, 1>() && ldsm_t<SM75_U16x4_LDSM_T, 2>() && ldsm_t<SM75_U16x8_LDSM_T, 4>());
static_assert(std::is_same_v<Copy_Atom<SM75_U32x4_LDSM_N, half_t>::ValLayoutSrc, Layout<Shape<_32, _8>, Stride<_8, _1>>>);
static_assert(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, half_t>::NumValSrc == 8 &&
              Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<std::uint32_t>, float>::NumValDst == 1 &&
              Copy_Atom<SM80_CP_ASYNC_CACHEGLOBAL_ZFILL<uint128_t>, float>::NumValSrc == 4);

// TiledMMA and TiledCopy layouts, as CuTe prints them ------------------------------------------------

using MmaF16 = decltype(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2, _2, _1>>{}));
static_assert(std::is_same_v<decltype(tile_shape(MmaF16{})), tuple<_32, _16, _16>> && size_v<decltype(MmaF16{}.get_thr_layout_vmnk())> == 128);
static_assert(std::is_empty_v<MmaF16>);

void tv_layouts_as_cute() {
  MmaF16 mma;
  CHECK_STR(to_string(mma.get_thr_layout_vmnk()), "(_32,_2,_2,_1):(_1,_32,_64,_0)");
  CHECK_STR(to_string(mma.get_layoutC_TV()), "((_4,_8,_2,_2),((_2,_2),(_1,_1))):((_64,_1,_16,_256),((_32,_8),(_0,_0)))");
  CHECK_STR(to_string(mma.get_layoutA_TV()), "((_4,_8,_2,_2),((_2,_2,_2),(_1,_1))):((_64,_1,_16,_0),((_32,_8,_256),(_0,_0)))");
  CHECK_STR(to_string(mma.get_layoutB_TV()), "((_4,_8,_2,_2),((_2,_2),(_1,_1))):((_32,_1,_0,_8),((_16,_128),(_0,_0)))");
  auto tc = make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, half_t>{}, Layout<Shape<_16, _8>, Stride<_8, _1>>{},
                            Layout<Shape<_1, _8>>{});
  CHECK_STR(to_string(tc.get_layoutS_TV()), "((_8,_16),(_8,_1)):((_128,_1),(_16,_0))");
  auto ta = make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}, mma);
  CHECK_STR(to_string(ta.get_layoutS_TV()), "((_16,_2,_2,_2),(_8,_1)):((_1,_256,_16,_0),(_32,_0))");
  CHECK_STR(to_string(ta.get_layoutD_TV()), "((_4,_8,_2,_2),((_2,_2,_2),_1)):((_64,_1,_16,_0),((_32,_8,_256),_0))");
  std::ostringstream os;
  os << mma;
  CHECK(os.str().find("ThrLayoutVMNK:  (_32,_2,_2,_1):(_1,_32,_64,_0)") != std::string::npos);
  CHECK(os.str().find("LayoutA_TV: ((_4,_8),(_2,_2,_2)):((_32,_1),(_16,_8,_128))") != std::string::npos);
}

// The partitionings run as one operation of the static path (atom/partition_ops.hpp) give the chain of
// operations they replace, types and values: on static layouts, on a matrix tile with a run-time
// leading dimension (its strides symbols), and where the chain cannot run on values (the fallback).
template <class A, class B>
void check_same_layout(A const& a, B const& b) {
  CHECK(std::is_same_v<A, B>);
  if constexpr (std::is_same_v<A, B>) CHECK(a == b);
}
template <class MMA, class S, class D>
void mma_partition_is_chain(MMA const& mma, Layout<S, D> const& m) {
  auto chain = [&]<int P, int Q, int TP, int TQ>(auto const& atom_tv) {
    using Shape_MNK = typename MMA::AtomShape_MNK;
    auto vmnk = mma.get_thr_layout_vmnk();
    auto permuted = logical_divide(m, make_tile(mma.template permutation_mnk<P>(), mma.template permutation_mnk<Q>()));
    auto atoms = zipped_divide(permuted, make_tile(make_layout(size<P>(Shape_MNK{})), make_layout(size<Q>(Shape_MNK{}))));
    auto tv = composition(atoms, make_tile(atom_tv, _));
    return zipped_divide(tv, make_tile(_, make_tile(make_layout(size<TP>(vmnk)), make_layout(size<TQ>(vmnk)))));
  };
  check_same_layout(mma.thrfrg_C(m), chain.template operator()<0, 1, 1, 2>(typename MMA::AtomLayoutC_TV{}));
  check_same_layout(mma.thrfrg_A(m), chain.template operator()<0, 2, 1, 3>(typename MMA::AtomLayoutA_TV{}));
  check_same_layout(mma.thrfrg_B(m), chain.template operator()<1, 2, 2, 3>(typename MMA::AtomLayoutB_TV{}));
}
template <class MMA>
void mma_layouts_tv_are_chains(MMA const& mma) {
  auto const vmnk = mma.get_thr_layout_vmnk();
  auto const thrid = make_tile(mma.thridx_to_thrid(), _);
  auto const ref_c = make_layout(make_shape(mma.template tile_size_mnk<0>(), mma.template tile_size_mnk<1>()));
  check_same_layout(mma.get_layoutC_TV(), composition(mma.thrfrg_C(ref_c), thrid));
  auto const ref_a = make_layout(make_shape(mma.template tile_size_mnk<0>(), mma.template tile_size_mnk<2>()));
  auto const atile = make_tile(_, make_tile(make_layout(make_shape(size<1>(vmnk), size<2>(vmnk)), make_stride(_1{}, _0{})), _));
  check_same_layout(mma.get_layoutA_TV(), composition(composition(mma.thrfrg_A(ref_a), make_tile(atile, _)), thrid));
  auto const ref_b = make_layout(make_shape(mma.template tile_size_mnk<1>(), mma.template tile_size_mnk<2>()));
  auto const btile = make_tile(_, make_tile(make_layout(make_shape(size<1>(vmnk), size<2>(vmnk)), make_stride(_0{}, _1{})), _));
  check_same_layout(mma.get_layoutB_TV(), composition(composition(mma.thrfrg_B(ref_b), make_tile(btile, _)), thrid));
}
template <class Copy, class S, class D>
void copy_partition_is_chain(Copy const&, Layout<S, D> const& t) {
  check_same_layout(Copy::tidfrg_S(t), Copy::tile2thrfrg(zipped_divide(t, typename Copy::Tiler_MN{}), Copy::ref2src()));
  check_same_layout(Copy::tidfrg_D(t), Copy::tile2thrfrg(zipped_divide(t, typename Copy::Tiler_MN{}), Copy::ref2dst()));
}
template <class Copy, class S, class D>
void retile_is_chain(Copy const&, Layout<S, D> const& frg) {
  check_same_layout(Copy::retile(frg), Copy::retile_steps(frg));
}
void fused_partitions_are_chains() {
  MmaF16 mma;
  int const ld = 200;
  mma_partition_is_chain(mma, Layout<Shape<_64, _32>>{});
  mma_partition_is_chain(mma, make_layout(make_shape(_64{}, _32{}), make_stride(ld, _1{})));
  mma_partition_is_chain(mma, make_layout(make_shape(_128{}, _64{}, 3), make_stride(_1{}, ld, 64 * ld)));
  mma_partition_is_chain(mma, make_layout(make_shape(64, 32), make_stride(_1{}, ld)));  // dynamic extents: the chain
  auto const permuted = make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN{}, Layout<Shape<_2, _2, _1>>{},
                                       make_tile(_32{}, Layout<Shape<_8, _2, _2>, Stride<_1, _16, _8>>{}, _16{}));
  mma_partition_is_chain(permuted, Layout<Shape<_64, _32>, Stride<_32, _1>>{});
  mma_layouts_tv_are_chains(mma);
  mma_layouts_tv_are_chains(permuted);
  mma_layouts_tv_are_chains(make_tiled_mma(SM80_16x8x8_F32TF32TF32F32_TN{}, Layout<Shape<_2, _4, _1>, Stride<_4, _1, _0>>{}));
  mma_partition_is_chain(permuted, make_layout(make_shape(_64{}, _32{}), make_stride(_1{}, ld)));
  mma_partition_is_chain(make_tiled_mma(UniversalFMA<float>{}, Layout<Shape<_16, _8, _1>>{}), make_layout(make_shape(_128{}, _8{}, 4), make_stride(ld, _1{}, _8{})));
  auto const tc = make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, half_t>{}, Layout<Shape<_16, _8>, Stride<_8, _1>>{}, Layout<Shape<_1, _8>>{});
  copy_partition_is_chain(tc, Layout<Shape<_128, _64, _3>, Stride<_64, _1, _8192>>{});
  copy_partition_is_chain(tc, make_layout(make_shape(_128{}, _64{}, 7), make_stride(ld, _1{}, _64{})));
  copy_partition_is_chain(tc, make_layout(make_shape(128, 64), make_stride(ld, _1{})));  // dynamic extents: the chain
  auto const ta = make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}, mma);
  copy_partition_is_chain(ta, Layout<Shape<_64, _32, _2>, Stride<_32, _1, _2048>>{});
  copy_partition_is_chain(ta, make_layout(make_shape(_64{}, _32{}), make_stride(ld, _1{})));
  auto const tb = make_tiled_copy_B(Copy_Atom<SM75_U32x2_LDSM_N, half_t>{}, mma);
  copy_partition_is_chain(tb, Layout<Shape<_32, _32, _2>, Stride<_1, _32, _1024>>{});
  auto const cp_async = make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, half_t>{}, Layout<Shape<_16, _8>, Stride<_8, _1>>{},
                                        Layout<Shape<_1, _8>>{});
  copy_partition_is_chain(cp_async, make_layout(make_shape(_128{}, _64{}, 9), make_stride(ld, _1{}, _64{})));
  // retile of MMA fragments (as the SM80 GEMM's tXrA) and of a fragment with a dynamic stride.
  retile_is_chain(ta, make_layout(shape(mma.get_slice(0).partition_fragment_A(make_tensor(static_cast<half_t*>(nullptr), Layout<Shape<_64, _32>>{})))));
  retile_is_chain(tb, make_layout(shape(mma.get_slice(0).partition_fragment_B(make_tensor(static_cast<half_t*>(nullptr), Layout<Shape<_32, _32>>{})))));
  retile_is_chain(ta, Layout<Shape<_8, _2, _2>>{});
  retile_is_chain(tc, Layout<Shape<_8, _2, _4>, Stride<_1, _32, _8>>{});
  retile_is_chain(ta, make_layout(make_shape(_8{}, _2{}, _2{}), make_stride(_1{}, ld, 2 * ld)));
  copy_partition_is_chain(make_tiled_copy(Copy_Atom<UniversalCopy<float>, float>{}, Layout<Shape<_8, _4>>{}, Layout<Shape<_1, _2>>{}),
                          make_layout(make_shape(_32{}, _16{}), make_stride(_1{}, ld)));
}

// Every (m, n) of the tile is held by exactly one (thread, value) of C; A and B are replicated over
// the threads of the other mode exactly as often as there are such threads.
template <class MMA>
void covers_tile(MMA const& mma) {
  auto check_cover = [](auto const& tv, int cells, int copies) {
    std::vector<int> seen(cells, 0);
    for (int t = 0; t < int(size<0>(tv)); ++t)
      for (int v = 0; v < int(size<1>(tv)); ++v) ++seen[int(tv(t, v))];
    int bad = 0;
    for (int c : seen) bad += c != copies;
    return bad;
  };
  int const M = int(tile_size<0>(mma)), N = int(tile_size<1>(mma)), K = int(tile_size<2>(mma));
  auto vmnk = mma.get_thr_layout_vmnk();
  CHECK(check_cover(mma.get_layoutC_TV(), M * N, int(size<3>(vmnk))) == 0);
  CHECK(check_cover(mma.get_layoutA_TV(), M * K, int(size<2>(vmnk))) == 0);
  CHECK(check_cover(mma.get_layoutB_TV(), N * K, int(size<1>(vmnk))) == 0);
}

// GEMM on the host through the partitioning: C (M, N) += A (M, K) * B (N, K) -----------------------

template <class MMA>
int tiled_gemm_on_host(MMA const& mma, int M, int N, int K, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> d(-4, 4);
  std::vector<float> a(M * K), b(N * K), c(M * N), ref(M * N);
  for (auto& x : a) x = float(d(rng));
  for (auto& x : b) x = float(d(rng));
  for (auto& x : c) x = float(d(rng));
  for (int m = 0; m < M; ++m)
    for (int n = 0; n < N; ++n) {
      float s = c[m + n * M];
      for (int k = 0; k < K; ++k) s += a[m + k * M] * b[n + k * N];
      ref[m + n * M] = s;
    }
  auto A = make_tensor(make_gmem_ptr(a.data()), make_shape(M, K));
  auto B = make_tensor(make_gmem_ptr(b.data()), make_shape(N, K));
  auto C = make_tensor(make_gmem_ptr(c.data()), make_shape(M, N));
  for (int t = 0; t < int(size(mma)); ++t) {
    auto thr = mma.get_slice(t);
    auto tA = thr.partition_A(A);
    auto tB = thr.partition_B(B);
    auto tC = thr.partition_C(C);
    gemm(mma, tA, tB, tC);
  }
  int bad = 0;
  for (int i = 0; i < M * N; ++i) bad += c[i] != ref[i];
  return bad;
}

// The same with static tiles and register fragments: copy in, gemm on fragments, copy out.
int fragment_gemm_on_host(unsigned seed) {
  constexpr int M = 16, N = 8, K = 4;
  auto mma = make_tiled_mma(UniversalFMA<float>{}, Layout<Shape<_4, _2, _1>>{});
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> d(-4, 4);
  std::vector<float> a(M * K), b(N * K), c(M * N, 0.f), ref(M * N, 0.f);
  for (auto& x : a) x = float(d(rng));
  for (auto& x : b) x = float(d(rng));
  for (int m = 0; m < M; ++m)
    for (int n = 0; n < N; ++n)
      for (int k = 0; k < K; ++k) ref[m + n * M] += a[m + k * M] * b[n + k * N];
  auto A = make_tensor(make_gmem_ptr(a.data()), Layout<Shape<Int<M>, Int<K>>>{});
  auto B = make_tensor(make_gmem_ptr(b.data()), Layout<Shape<Int<N>, Int<K>>>{});
  auto C = make_tensor(make_gmem_ptr(c.data()), Layout<Shape<Int<M>, Int<N>>>{});
  for (int t = 0; t < int(size(mma)); ++t) {
    auto thr = mma.get_slice(t);
    auto rA = thr.partition_fragment_A(A);
    auto rB = thr.partition_fragment_B(B);
    auto rC = thr.partition_fragment_C(C);
    static_assert(std::is_same_v<std::remove_cvref_t<decltype(rC.shape())>, decltype(partition_shape_C(mma, make_shape(Int<M>{}, Int<N>{})))>);
    static_assert(std::is_same_v<std::remove_cvref_t<decltype(rA.shape())>,
                                 std::remove_cvref_t<decltype(partition_fragment_A(mma, make_shape(Int<M>{}, Int<K>{})).shape())>>);
    static_assert(std::is_same_v<std::remove_cvref_t<decltype(rB.shape())>,
                                 std::remove_cvref_t<decltype(partition_fragment_B(mma, make_shape(Int<N>{}, Int<K>{})).shape())>>);
    copy(thr.partition_A(A), rA);
    copy(thr.partition_B(B), rB);
    clear(rC);
    gemm(mma, rA, rB, rC);
    copy(rC, thr.partition_C(C));
  }
  int bad = 0;
  for (int i = 0; i < M * N; ++i) bad += c[i] != ref[i];
  return bad;
}

// TiledCopy on the host: every thread's part copied with the atom, the whole tile arrives --------------

template <class TiledCopyT>
int tiled_copy_on_host(TiledCopyT const& tc, int rows, int cols) {
  std::vector<half_t> src(rows * cols), dst(rows * cols, half_t(-1.f));
  for (int i = 0; i < rows * cols; ++i) src[i] = half_t(float(i % 2048));
  auto S = make_tensor(make_gmem_ptr(src.data()), make_shape(rows, cols), make_stride(cols, 1));  // row-major
  auto D = make_tensor(make_gmem_ptr(dst.data()), make_shape(rows, cols), make_stride(cols, 1));
  for (int t = 0; t < int(size(tc)); ++t) {
    auto thr = tc.get_slice(t);
    copy(tc, thr.partition_S(S), thr.partition_D(D));
  }
  int bad = 0;
  for (int i = 0; i < rows * cols; ++i) bad += src[i].storage != dst[i].storage;
  return bad;
}

// Swizzled tensors (a ComposedLayout): a TiledCopy writes a 32x64 half_t tile into a swizzled buffer
// (16-byte vectors, which Swizzle<3,3,3> keeps whole) and reads it back out; a TiledMMA multiplies with
// A read from the swizzled buffer. The swizzle and offset stay outside the partitioning, as in CuTe.
int swizzled_on_host(unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> d(-4, 4);
  constexpr int M = 32, K = 64;
  std::vector<half_t> a(M * K), sw(M * K, half_t(-1.f)), back(M * K, half_t(-1.f));
  for (auto& x : a) x = half_t(float(d(rng)));
  auto swizzled = composition(Swizzle<3, 3, 3>{}, Layout<Shape<Int<M>, Int<K>>, Stride<Int<K>, _1>>{});  // K-major, swizzled
  auto A = make_tensor(make_gmem_ptr(a.data()), Layout<Shape<Int<M>, Int<K>>, Stride<Int<K>, _1>>{});
  auto S = make_tensor(make_smem_ptr(sw.data()), swizzled);
  auto B = make_tensor(make_gmem_ptr(back.data()), Layout<Shape<Int<M>, Int<K>>, Stride<Int<K>, _1>>{});
  auto tc = make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, half_t>{}, Layout<Shape<_16, _8>, Stride<_8, _1>>{},
                            Layout<Shape<_1, _8>>{});
  for (int t = 0; t < 128; ++t) copy(tc, tc.get_slice(t).partition_S(A), tc.get_slice(t).partition_D(S));
  int bad = 0, moved = 0;
  for (int m = 0; m < M; ++m)
    for (int k = 0; k < K; ++k) {
      bad += sw[swizzled(m, k)].storage != a[m * K + k].storage;
      moved += swizzled(m, k) != m * K + k;
    }
  CHECK(moved > 0);  // the swizzle does move elements
  for (int t = 0; t < 128; ++t) copy(tc, tc.get_slice(t).partition_S(S), tc.get_slice(t).partition_D(B));
  for (int i = 0; i < M * K; ++i) bad += back[i].storage != a[i].storage;
  // C (M, 8) = A (M, K) * B (8, K) with A from the swizzled buffer, through a TiledMMA's partition.
  std::vector<float> b(8 * K), c(M * 8, 0.f), ref(M * 8, 0.f);
  for (auto& x : b) x = float(d(rng));
  for (int m = 0; m < M; ++m)
    for (int n = 0; n < 8; ++n)
      for (int k = 0; k < K; ++k) ref[m + n * M] += float(a[m * K + k]) * b[n + k * 8];
  std::vector<float> sa(M * K);  // the swizzled buffer as floats, for UniversalFMA<float>
  for (int i = 0; i < M * K; ++i) sa[i] = float(sw[i]);
  auto SA = make_tensor(make_smem_ptr(sa.data()), swizzled);
  auto Bt = make_tensor(make_gmem_ptr(b.data()), Layout<Shape<_8, Int<K>>>{});
  auto C = make_tensor(make_gmem_ptr(c.data()), Layout<Shape<Int<M>, _8>>{});
  auto mma = make_tiled_mma(UniversalFMA<float>{}, Layout<Shape<_8, _4, _1>>{});
  for (int t = 0; t < 32; ++t) {
    auto thr = mma.get_slice(t);
    auto rA = thr.partition_fragment_A(SA);
    copy(thr.partition_A(SA), rA);
    auto tC = thr.partition_C(C);
    gemm(mma, rA, thr.partition_B(Bt), tC);
  }
  for (int i = 0; i < M * 8; ++i) bad += c[i] != ref[i];
  return bad;
}

// copy_if with a predicate per atom copy.
int predicated_copy_on_host() {
  std::vector<float> src(64), dst(64, -1.f);
  for (int i = 0; i < 64; ++i) src[i] = float(i);
  auto tc = make_tiled_copy(Copy_Atom<UniversalCopy<float>, float>{}, Layout<Shape<_8, _4>>{}, Layout<Shape<_1, _2>>{});
  auto S = make_tensor(make_gmem_ptr(src.data()), Layout<Shape<_8, _8>>{});
  auto D = make_tensor(make_gmem_ptr(dst.data()), Layout<Shape<_8, _8>>{});
  auto I = make_identity_tensor(make_shape(_8{}, _8{}));
  int bad = 0;
  for (int t = 0; t < 32; ++t) {
    auto thr = tc.get_slice(t);
    auto tS = thr.partition_S(S);
    auto tD = thr.partition_D(D);
    auto tI = thr.partition_S(I);
    auto pred = make_tensor<bool>(tS.shape());
    for (int i = 0; i < int(size(pred)); ++i) pred(i) = get<0>(tI(i)) < 5;  // rows 0..4 only
    copy_if(tc, pred, tS, tD);
  }
  for (int i = 0; i < 64; ++i) bad += dst[i] != (i % 8 < 5 ? src[i] : -1.f);
  return bad;
}

// retile: a TiledMMA's A fragment seen in the order of the ldmatrix TiledCopy built for it.
void retile_matches_cute() {
  MmaF16 mma;
  auto ta = make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}, mma);
  auto frag = partition_shape_A(mma, make_shape(_32{}, _64{}));
  CHECK_STR(to_string(frag), "((_2,_2,_2),_1,_4)");
  auto retiled = decltype(ta)::retile(make_layout(frag));
  CHECK_STR(to_string(retiled), "((_8,_1),_1,_4):((_1,_0),_0,_8)");
}

// The tensor cores' value types round as the hardware does.
static_assert(half_t(1.0f).storage == 0x3c00 && half_t(-2.5f).storage == 0xc100 && half_t(65520.f).storage == 0x7c00);
static_assert(bfloat16_t(1.0f).storage == 0x3f80 && float(bfloat16_t(1.00390625f)) == 1.0f);
static_assert(float(tfloat32_t(1.0f + 1.0f / 4096)) == 1.0f && float(tfloat32_t(1.0f + 3.0f / 2048)) == 1.0f + 1.0f / 512);

// CuTe's arithmetic: the operations of two halves (bfloat16s) give a half (bfloat16), rounded once.
static_assert(std::is_same_v<decltype(half_t(1.5f) * half_t(2.0f)), half_t> && std::is_same_v<decltype(bfloat16_t(1.f) + bfloat16_t(1.f)), bfloat16_t>);
static_assert(half_t(1.5f) * half_t(2.0f) == half_t(3.0f) && (half_t(1.0f) + half_t(1.0f / 4096)).storage == 0x3c00);
static_assert((half_t(1.0f) + half_t(3.0f / 2048)).storage == 0x3c02);  // a tie, to even
static_assert(half_t(1.0f) - half_t(4.0f) == half_t(-3.0f) && (-half_t(2.0f)).storage == 0xc000 && half_t(1.0f) / half_t(4.0f) == half_t(0.25f));
static_assert(bfloat16_t(3.0f) * bfloat16_t(0.5f) == bfloat16_t(1.5f) && (-bfloat16_t(1.0f)).storage == 0xbf80);
static_assert([] {
  half_t h(1.0f);
  h += half_t(2.0f);
  h *= half_t(4.0f);
  h -= half_t(2.0f);
  h /= half_t(5.0f);
  return h == half_t(2.0f);
}());
// raw() is the bits, bitcast() their inverse (CUTLASS's names).
static_assert(half_t(1.0f).raw() == 0x3c00 && half_t::bitcast(0xc000) == half_t(-2.0f));
static_assert(bfloat16_t(1.0f).raw() == 0x3f80 && bfloat16_t::bitcast(0xc000) == bfloat16_t(-2.0f));
// half + float stays float, as in CuTe (no implicit conversion to half).
static_assert(std::is_same_v<decltype(half_t(1.0f) + 1.0f), float>);

void half_round_trip() {
  int bad = 0;
  for (unsigned h = 0; h < 0x10000; ++h) {
    if (((h >> 10) & 0x1f) == 31) continue;
    bad += half_t(float(half_t::bitcast(std::uint16_t(h)))).storage != h;
  }
  CHECK(bad == 0);
}

void latex_has_every_cell() {
  std::ostringstream os;
  print_latex(os, MmaF16{});
  std::string const s = os.str();
  CHECK(s.find("\\documentclass[convert]{standalone}") != std::string::npos);
  CHECK(s.find("\\node[fill={rgb,255:red,175;green,175;blue,255}] at (0,0) {\\shortstack{T0 \\\\ V0}};") != std::string::npos);
  std::size_t cells = 0;
  for (std::size_t at = s.find("shortstack"); at != std::string::npos; at = s.find("shortstack", at + 1)) ++cells;
  CHECK(cells == 32 * 16 + 32 * 16 + 16 * 16);
}

// A TiledMMA with threads along K: CuTe's C layout walks N past the tile (threads 256.. of
// SM75_16x8x8 x (2,4,2) reach n = 32..63), and CuTe draws those cells past the grid; they were
// written past the end of the picture's bookkeeping (heap corruption). CuTe 4.2's lines.
void latex_past_the_tile() {
  std::ostringstream os;
  print_latex(os, make_tiled_mma(SM75_16x8x8_F32F16F16F32_TN{}, Layout<Shape<_2, _4, _2>>{}));
  std::string const s = os.str();
  CHECK(s.find("\\node[fill={rgb,255:red,175;green,175;blue,255}] at (0,33) {\\shortstack{T256 \\\\ V1}};") != std::string::npos);
  CHECK(s.find("\\node[fill={rgb,255:red,175;green,255;blue,175}] at (8,35) {\\shortstack{T257 \\\\ V3}};") != std::string::npos);
}

// print_latex's comment lines name the TV layouts as coordinate tensors of the tile, in CuTe's words
// (the lines below are CuTe 4.2's output for the same atoms).
void latex_comment_lines() {
  auto const mma = make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN{}, Layout<Shape<_2, _1, _1>>{});
  std::ostringstream os;
  print_latex(os, mma);
  CHECK(os.str().starts_with(
      "% LayoutC: ArithTuple(_0,_0) o ((_4,_8,_2),((_2,_2),(_1,_1))):((_2@1,_1@0,_16@0),((_1@1,_8@0),(_0,_0)))\n"
      "% LayoutA: ArithTuple(_0,_0) o ((_4,_8,_2),((_2,_2,_2),(_1,_1))):((_2@1,_1@0,_16@0),((_1@1,_8@0,_8@1),(_0,_0)))\n"
      "% LayoutB: ArithTuple(_0,_0) o ((_4,_8,_2),((_2,_2),(_1,_1))):((_2@1,_1@0,_0),((_1@1,_8@1),(_0,_0)))\n"));
  std::ostringstream fma;
  print_latex(fma, MMA_Atom<UniversalFMA<float>>{});  // stride-0 modes only: no basis, the same origin
  CHECK(fma.str().starts_with("% LayoutC: ArithTuple(_0,_0) o (_1,(_1,(_1,_1))):(_0,(_0,(_0,_0)))\n"));
  std::ostringstream copy;
  print_latex(copy, make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}, mma));
  CHECK(copy.str().starts_with(
      "% Layout S TV: ArithTuple(_0,_0) o ((_16,_2,_2),(_8,_1)):((_1@0,_8@1,_16@0),(_1@1,_0))\n"
      "% Layout D TV: ArithTuple(_0,_0) o ((_4,_8,_2),((_2,_2,_2),_1)):((_2@1,_1@0,_16@0),((_1@1,_8@0,_8@1),_0))\n"));
}

// gemm's order over the (m, n) blocks: a serpentine by rows (8-byte blocks of A), by columns (the
// default), or over pairs of rows (4-byte blocks of A and B), as CuTe's register gemm visits them.
template <detail::mn_order O, int M, int N>
constexpr std::array<int, M * N> visit_order() {
  std::array<int, M * N> r{};
  int i = 0;
  detail::for_each_mn<O>(M, N, [&](int m, int n) { r[i++] = 10 * m + n; });
  return r;
}
static_assert(visit_order<detail::mn_order::rows, 2, 3>() == std::array{0, 1, 2, 12, 11, 10});
static_assert(visit_order<detail::mn_order::cols, 3, 2>() == std::array{0, 10, 20, 21, 11, 1});
static_assert(visit_order<detail::mn_order::row_pairs, 3, 2>() == std::array{0, 10, 1, 11, 21, 20});
static_assert(visit_order<detail::mn_order::row_pairs, 4, 3>() ==
              std::array{0, 10, 1, 11, 2, 12, 22, 32, 21, 31, 20, 30});
static_assert(detail::mn_order_for<4, 4> == detail::mn_order::row_pairs && detail::mn_order_for<8, 8> == detail::mn_order::rows &&
              detail::mn_order_for<8, 4> == detail::mn_order::rows && detail::mn_order_for<4, 8> == detail::mn_order::cols &&
              detail::mn_order_for<16, 8> == detail::mn_order::cols && detail::mn_order_for<0, 0> == detail::mn_order::cols);

// gemm reads operands in shared memory into registers: the same product as from registers.
int smem_operand_gemm_on_host(unsigned seed) {
  auto mma = make_tiled_mma(UniversalFMA<float>{}, Layout<Shape<_4, _2, _1>>{});
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> d(-4, 4);
  std::vector<float> a(16 * 4), b(8 * 4), c(16 * 8, 0.f), ref(16 * 8, 0.f);
  for (auto& x : a) x = float(d(rng));
  for (auto& x : b) x = float(d(rng));
  for (int m = 0; m < 16; ++m)
    for (int n = 0; n < 8; ++n)
      for (int k = 0; k < 4; ++k) ref[m + n * 16] += a[m + k * 16] * b[n + k * 8];
  auto A = make_tensor(make_smem_ptr(a.data()), Layout<Shape<_16, _4>>{});
  auto B = make_tensor(make_smem_ptr(b.data()), Layout<Shape<_8, _4>>{});
  auto C = make_tensor(make_gmem_ptr(c.data()), Layout<Shape<_16, _8>>{});
  for (int t = 0; t < int(size(mma)); ++t) {
    auto thr = mma.get_slice(t);
    auto rC = thr.partition_fragment_C(C);
    clear(rC);
    gemm(mma, thr.partition_A(A), thr.partition_B(B), rC);
    copy(rC, thr.partition_C(C));
  }
  int bad = 0;
  for (int i = 0; i < 16 * 8; ++i) bad += c[i] != ref[i];
  return bad;
}

TEST_CASE("atom_test") {
  tv_layouts_as_cute();
  fused_partitions_are_chains();
  covers_tile(MmaF16{});
  covers_tile(make_tiled_mma(SM80_16x8x8_F32TF32TF32F32_TN{}, Layout<Shape<_2, _4, _1>, Stride<_4, _1, _0>>{}));
  covers_tile(make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN{}, Layout<Shape<_2, _2, _1>>{},
                             make_tile(_32{}, Layout<Shape<_8, _2, _2>, Stride<_1, _16, _8>>{}, _16{})));
  std::random_device rd;
  unsigned const seed = rd();
  std::printf("atom_test: seed %u\n", seed);
  CHECK(tiled_gemm_on_host(make_tiled_mma(UniversalFMA<float>{}, Layout<Shape<_4, _4, _1>>{}), 16, 16, 8, seed) == 0);
  CHECK(tiled_gemm_on_host(make_tiled_mma(UniversalFMA<float>{}, Layout<Shape<_4, _4, _1>>{}), 32, 48, 5, seed + 1) == 0);
  CHECK(tiled_gemm_on_host(make_tiled_mma(UniversalFMA<float>{}, Layout<Shape<_2, _8, _1>, Stride<_8, _1, _0>>{}), 16, 16, 3, seed + 2) == 0);
  CHECK(fragment_gemm_on_host(seed + 3) == 0);
  CHECK(smem_operand_gemm_on_host(seed + 5) == 0);
  CHECK(tiled_copy_on_host(make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, half_t>{}, Layout<Shape<_16, _8>, Stride<_8, _1>>{},
                                           Layout<Shape<_1, _8>>{}),
                           16, 64) == 0);
  CHECK(tiled_copy_on_host(make_tiled_copy(Copy_Atom<UniversalCopy<half_t>, half_t>{}, Layout<Shape<_8, _4>>{}, Layout<Shape<_2, _2>>{}),
                           32, 24) == 0);
  CHECK(predicated_copy_on_host() == 0);
  CHECK(swizzled_on_host(seed + 4) == 0);
  retile_matches_cute();
  half_round_trip();
  latex_has_every_cell();
  latex_comment_lines();
  latex_past_the_tile();
  // An instruction that does not exist on the host says so.
  uint128_t destination{};
  CHECK_THROWS(SM80_CP_ASYNC_CACHEALWAYS<uint128_t>::copy(uint128_t{}, destination), "not available");
}

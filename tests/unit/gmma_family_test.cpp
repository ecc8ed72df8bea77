// The family of SM90 wgmma operations and the SM90 helpers CuTe code calls, on the host: CuTe's names
// are the operations they say (instruction, N, SS/RS, majors, scales), every instruction's properties
// against the PTX ISA (K, which N, which immediates), the register-A fragments against the PTX
// fragment formulas, a TiledMMA of each kind of operation partitioning shared memory (a pipelined
// tile's descriptor fragment indexed at run time), the op
// selectors, the FP8 value types (every bit pattern round trips, rounding and saturation), the TMA
// box plans of GMMA's canonical tiles, and as_position_independent_swizzle_tensor's alignment check.
// (The traits against CuTe's own, line for line: tests/unit/atom_sm90_test.cpp.)
#include <cute/cute.hpp>
#include <cute/atom.hpp>
#include <cute/atom/mma_atom_sm90.hpp>
#include <cute/atom/mma_traits_sm90_gmma.hpp>
#include <cute/atom/copy_traits_sm90_tma_box.hpp>
#include <cute/atom/value_types_fp8.hpp>

#include <cmath>
#include <cstdint>
#include <type_traits>

#include "check.hpp"

using namespace cute;
using GMMA::Instr;
using GMMA::Major;
using GMMA::ScaleIn;

// CuTe's names are the operations they say.
static_assert(std::is_same_v<SM90_64x64x16_F16F16F16_SS<Major::MN, Major::K>, GMMA::MMA_Op<Instr::F16F16F16, 64, false, Major::MN, Major::K>>);
static_assert(std::is_same_v<SM90_64x200x16_F32BF16BF16_RS<Major::K, Major::MN, ScaleIn::Neg>,
                             GMMA::MMA_Op<Instr::F32BF16BF16, 200, true, Major::K, Major::MN, ScaleIn::Neg>>);
static_assert(std::is_same_v<SM90_64x24x8_F32TF32TF32_SS_TN<>, GMMA::MMA_Op<Instr::F32TF32TF32, 24, false>>);
static_assert(std::is_same_v<SM90_64x256x32_F16E5M2E4M3_RS_TN<ScaleIn::One, ScaleIn::Neg>,
                             GMMA::MMA_Op<Instr::F16E5M2E4M3, 256, true, Major::K, Major::K, ScaleIn::One, ScaleIn::Neg>>);
static_assert(std::is_same_v<SM90_64x8x32_S32S8S8_SS_TN, GMMA::MMA_Op<Instr::S32S8S8, 8, false>>);  // no parameters
static_assert(std::is_same_v<SM90_64x240x32_S32U8S8_RS_TN_SATURATE, GMMA::MMA_Op<Instr::S32U8S8_SATURATE, 240, true>>);
static_assert(std::is_same_v<SM90_64xNx16_F32F16F16_SS<128>, SM90_64x128x16_F32F16F16_SS<>>);
// And CuTe's own names of them, SM90::GMMA::MMA_64x... (CuTe's SM90_64x... are aliases of those).
static_assert(std::is_same_v<SM90::GMMA::MMA_64x128x16_F16F16F16_RS<Major::K, Major::MN>, SM90_64x128x16_F16F16F16_RS<Major::K, Major::MN>>);
static_assert(std::is_same_v<SM90::GMMA::MMA_64x256x16_F32BF16BF16_SS<Major::K, Major::K>, SM90_64x256x16_F32BF16BF16_SS<>>);
static_assert(std::is_same_v<SM90::GMMA::MMA_64x64x8_F32TF32TF32_SS_TN<>, SM90_64x64x8_F32TF32TF32_SS_TN<>>);
static_assert(std::is_same_v<SM90::GMMA::MMA_64x256x32_F32E4M3E5M2_RS_TN<>, SM90_64x256x32_F32E4M3E5M2_RS_TN<>>);
static_assert(std::is_same_v<SM90::GMMA::MMA_64x64x32_S32S8U8_SS_TN_SATURATE, SM90_64x64x32_S32S8U8_SS_TN_SATURATE>);

// The instructions against the PTX ISA: K is 32 bytes of the operands; 8-bit integer N is 8, 24 or a
// multiple of 16; only 16-bit operands transpose; integers take no input scale.
static_assert(GMMA::instr_k(Instr::F16F16F16) == 16 && GMMA::instr_k(Instr::F32TF32TF32) == 8 &&
              GMMA::instr_k(Instr::F32E4M3E5M2) == 32 && GMMA::instr_k(Instr::S32U8U8_SATURATE) == 32);
static_assert(GMMA::instr_takes_n(Instr::F16E4M3E4M3, 40) && GMMA::instr_takes_n(Instr::S32S8S8, 24) &&
              !GMMA::instr_takes_n(Instr::S32S8S8, 40) && GMMA::instr_takes_n(Instr::S32S8S8, 48) &&
              !GMMA::instr_takes_n(Instr::F32F16F16, 260) && !GMMA::instr_takes_n(Instr::F32F16F16, 12));
static_assert(GMMA::instr_allows_mn_major(Instr::F32BF16BF16) && !GMMA::instr_allows_mn_major(Instr::F32TF32TF32) &&
              !GMMA::instr_allows_mn_major(Instr::F16E5M2E5M2));
static_assert(GMMA::instr_allows_negation(Instr::F32E4M3E4M3) && !GMMA::instr_allows_negation(Instr::S32S8U8));

// The registers: f32 accumulators one a value, f16 two a register, s32 one; A in registers is always
// four 32-bit registers (8 halves, 4 tf32, 16 bytes).
static_assert(std::extent_v<SM90_64x64x16_F32F16F16_SS<>::CRegisters> == 32 &&
              std::is_same_v<SM90_64x64x16_F32F16F16_SS<>::Register, float>);
static_assert(std::extent_v<SM90_64x64x16_F16F16F16_SS<>::CRegisters> == 16 &&
              std::is_same_v<SM90_64x64x16_F16F16F16_SS<>::Register, std::uint32_t>);
static_assert(std::extent_v<SM90_64x48x32_S32S8S8_RS_TN::CRegisters> == 24 && std::extent_v<SM90_64x48x32_S32S8S8_RS_TN::ARegisters> == 4);
static_assert(std::extent_v<SM90_64x16x8_F32TF32TF32_SS_TN<>::ARegisters> == 1);  // the descriptor

// The traits: the tile, and where the operands live.
template <class Op, class D, class A, class B, int N, int K, bool RS>
consteval bool traits_are() {
  using T = MMA_Traits<Op>;
  return std::is_same_v<typename T::ValTypeD, D> && std::is_same_v<typename T::ValTypeC, D> && std::is_same_v<typename T::ValTypeA, A> &&
         std::is_same_v<typename T::ValTypeB, B> && std::is_same_v<typename T::Shape_MNK, Shape<_64, Int<N>, Int<K>>> &&
         std::is_same_v<typename T::FrgTypeA, std::conditional_t<RS, A, GMMA::smem_desc<Major::K>>> &&
         std::is_same_v<typename T::FrgTypeB, GMMA::smem_desc<Major::K>> && std::is_same_v<typename T::CLayout, GMMA::CLayout_64xN<N>> &&
         std::is_same_v<typename T::BLayout, GMMA::ABLayout<N, K>>;
}
static_assert(traits_are<SM90_64x96x16_F16F16F16_RS<>, half_t, half_t, half_t, 96, 16, true>());
static_assert(traits_are<SM90_64x96x8_F32TF32TF32_SS_TN<>, float, tfloat32_t, tfloat32_t, 96, 8, false>());
static_assert(traits_are<SM90_64x32x32_F16E4M3E5M2_RS_TN<>, half_t, float_e4m3_t, float_e5m2_t, 32, 32, true>());
static_assert(traits_are<SM90_64x16x32_S32U8S8_SS_TN_SATURATE, std::int32_t, std::uint8_t, std::int8_t, 16, 32, false>());
static_assert(std::is_same_v<MMA_Traits<SM90_64x16x8_F32TF32TF32_RS_TN<>>::ALayout, GMMA::ALayout_64x8> &&
              std::is_same_v<MMA_Traits<SM90_64x16x32_S32S8S8_RS_TN>::ALayout, GMMA::ALayout_64x32> &&
              std::is_same_v<MMA_Traits<SM90_64x16x32_S32S8S8_SS_TN>::ALayout, GMMA::ABLayout<64, 32>>);

// Register A (PTX ISA, wgmma "Register Fragments"): thread t of warp w, lane l, holds rows
// 16 w + l / 4 (+ 8) and a 4-byte run of K at byte 4 (l % 4) (+ 16 bytes).
template <class L, int Bits>
consteval bool a_fragment() {
  constexpr int per_reg = 32 / Bits, k = 256 / Bits;
  L const a{};
  for (int t = 0; t < 128; ++t)
    for (int v = 0; v < 4 * per_reg; ++v) {
      int const idx = int(a(t, v)), m = idx % 64, kk = idx / 64, lane = t % 32, reg = v / per_reg;
      int const want_m = 16 * (t / 32) + lane / 4 + 8 * (reg % 2);
      int const want_k = per_reg * (lane % 4) + v % per_reg + (k / 2) * (reg / 2);
      if (m != want_m || kk != want_k) return false;
    }
  return true;
}
static_assert(a_fragment<GMMA::ALayout_64x8, 32>() && a_fragment<GMMA::ALayout_64x16, 16>() && a_fragment<GMMA::ALayout_64x32, 8>());

// The op selectors: the instruction of the element types, CuTe's largest N dividing the tile's.
static_assert(std::is_same_v<decltype(GMMA::ss_op_selector<half_t, half_t, float, Shape<_128, _96, _64>>()),
                             GMMA::MMA_Op<Instr::F32F16F16, 96, false>>);
static_assert(std::is_same_v<decltype(GMMA::ss_op_selector<half_t, half_t, half_t, Shape<_64, _80, _64>, Major::MN, Major::MN>()),
                             GMMA::MMA_Op<Instr::F16F16F16, 16, false, Major::MN, Major::MN>>);
static_assert(std::is_same_v<decltype(GMMA::rs_op_selector<std::int8_t, std::uint8_t, std::int32_t, Shape<_64, _256, _128>>()),
                             GMMA::MMA_Op<Instr::S32S8U8, 256, true>>);
static_assert(std::is_same_v<decltype(GMMA::ss_op_selector<float_e5m2_t, float_e4m3_t, float, Shape<_128, _192, _128>>()),
                             GMMA::MMA_Op<Instr::F32E5M2E4M3, 192, false>>);
static_assert(std::is_same_v<decltype(GMMA::ss_op_selector<tfloat32_t, tfloat32_t, float, Shape<_64, _64, _32>, Major::K, Major::K,
                                                           ScaleIn::Neg>()),
                             GMMA::MMA_Op<Instr::F32TF32TF32, 64, false, Major::K, Major::K, ScaleIn::Neg>>);

// FP8: every finite bit pattern round trips through float (NaNs stay NaN; an infinity saturates to
// the largest finite value, as cvt.rn.satfinite does); rounding to nearest even.
template <class T>
bool fp8_round_trips() {
  for (int b = 0; b < 256; ++b) {
    float const f = float(T::bitcast(std::uint8_t(b)));
    std::uint8_t const back = T(f).storage;
    bool const ok = std::isnan(f)   ? std::isnan(float(T::bitcast(back)))
                    : std::isinf(f) ? float(T::bitcast(back)) == (f > 0 ? 57344.0f : -57344.0f)
                                    : back == b;
    if (!ok) return false;
  }
  return true;
}
static_assert(float(float_e4m3_t(448.0f)) == 448.0f && float_e4m3_t(448.0f).storage == 0x7e);
static_assert(float_e4m3_t(1000.0f).storage == 0x7e && float_e4m3_t(-1e30f).storage == 0xfe);  // saturates
static_assert(float_e4m3_t(1.0625f).storage == float_e4m3_t(1.0f).storage);                   // a tie: to even
static_assert(float(float_e4m3_t(1.1875f)) == 1.25f && float(float_e4m3_t(1.07f)) == 1.125f);
static_assert(float(float_e4m3_t::bitcast(0x01)) == 0.001953125f);                              // 2^-9, subnormal
static_assert(float(float_e5m2_t(57344.0f)) == 57344.0f && float_e5m2_t(1e9f).storage == 0x7b);
static_assert(float(float_e5m2_t::bitcast(0x01)) == 1.52587890625e-05f);                        // 2^-16
static_assert(float(float_e5m2_t(-3.0f)) == -3.0f && float(float_e5m2_t(5.0f)) == 5.0f && float(float_e5m2_t(7.0f)) == 7.0f &&
              float(float_e5m2_t(9.0f)) == 8.0f && float(float_e5m2_t(11.0f)) == 12.0f);  // ties to even
static_assert(float_e4m3_t(3).storage == float_e4m3_t(3.0f).storage && sizeof_bits_v<float_e5m2_t> == 8);

// TMA box plans of GMMA's canonical tiles. An MN-major 128-byte-swizzled 128x64 half tile is loaded
// as CuTe loads it: 16 boxes of 64 x 8 (M and K within the atom), the atoms along M then along K
// iterated; as one box (a multicast's plan) it is 64 x 8 x 2 x 8. A K-major one is one box of two
// dimensions either way.
template <class L, bool whole_tile = false>
consteval detail::tma_box_plan plan_of() {
  return detail::plan_tma_box<typename detail::tma_smem_parts<L>::inner, 2, whole_tile>();
}
using MN128 = decltype(tile_to_shape(GMMA::Layout_MN_SW128_Atom<half_t>{}, Shape<_128, _64>{}));
using K128 = decltype(tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, Shape<_128, _64>{}));
static_assert(plan_of<MN128>().dims == 2 && plan_of<MN128>().box[0] == 64 && plan_of<MN128>().mode[1] == 1 &&
              plan_of<MN128>().box[1] == 8 && plan_of<MN128>().boxes == 16 && plan_of<MN128>().box_volume == 512 &&
              plan_of<MN128>().outer[0] && plan_of<MN128>().outer[1] && plan_of<MN128>().split == 1);
// Box b = (m-atom, k-atom) colexicographic: shared memory 512 per m-atom, 1024 per k-atom; coordinates
// 64 along M, 8 along K.
static_assert(plan_of<MN128>().rest == 2 && plan_of<MN128>().rest_smem(1) == 512 && plan_of<MN128>().rest_smem(2) == 1024 &&
              plan_of<MN128>().rest_smem(15) == 512 + 7 * 1024 && plan_of<MN128>().rest_crd(15, 0) == 64 &&
              plan_of<MN128>().rest_crd(15, 1) == 56 && plan_of<MN128>().rest_crd(2, 0) == 0);
static_assert(plan_of<MN128, true>().dims == 4 && plan_of<MN128, true>().boxes == 1 && plan_of<MN128, true>().step[2] == 64 &&
              plan_of<MN128, true>().box[3] == 8 && !plan_of<MN128, true>().outer[0] && plan_of<MN128, true>().outer[3] &&
              plan_of<MN128, true>().split == 3);
static_assert(plan_of<K128>().dims == 2 && plan_of<K128>().mode[0] == 1 && plan_of<K128>().box[0] == 64 &&
              plan_of<K128>().box[1] == 128 && plan_of<K128>().volume == 128 * 64 && plan_of<K128>().boxes == 1);
// More parts than 5 dimensions hold: CuTe's boxes still load it (2 x 2 x 2 boxes of 4 x 4 x 4).
using Six = Layout<Shape<Shape<_4, _2>, Shape<_4, _2>, Shape<_4, _2>>, Stride<Stride<_1, _64>, Stride<_4, _128>, Stride<_16, _256>>>;
static_assert(detail::plan_tma_box<Six, 3, true>().boxes == 8 && detail::plan_tma_box<Six, 3>().dims == 3 &&
              detail::plan_tma_box<Six, 3>().rest_crd(3, 1) == 4);
// A tile whose contiguous sub-mode is not the start of its mode has no TMA box.
static_assert(plan_of<Layout<Shape<Shape<_2, _8>, _8>, Stride<Stride<_64, _1>, _8>>>().error == detail::tma_box_error::not_unit_start);
static_assert(plan_of<Layout<Shape<_8, _8>, Stride<_16, _1>>>().error == detail::tma_box_error::not_compact);
// A tile of the two leading modes of a rank-4 tensor (CuTe's TMA over (seq, dim) of (seq, dim, head,
// batch)): the other modes are one dimension each, of box 1, in mode order, outermost.
constexpr auto plan_rank4 = detail::plan_tma_box<typename detail::tma_smem_parts<K128>::inner, 4>();
static_assert(plan_rank4.dims == 4 && plan_rank4.mode[2] == 2 && plan_rank4.mode[3] == 3 && plan_rank4.box[2] == 1 &&
              plan_rank4.box[3] == 1 && plan_rank4.outer[2] && plan_rank4.outer[3] && plan_rank4.volume == 128 * 64 &&
              plan_rank4.split == 1 && plan_rank4.box[0] == plan_of<K128>().box[0]);
// Past 5 dimensions, the modes the tile spans one element of share the last (CuTe groups them): an
// (8, (64, 2)) tile is a 64 x 8 box loaded twice; of a rank-6 tensor, modes 2 and 3 take a dimension
// each and modes 4 and 5 the fifth; of a rank-7 one, modes 4, 5 and 6 share it; of a rank-5 one all fit.
using Rank5Tile = Layout<Shape<Shape<_8, _1>, Shape<_64, _2>>, Stride<Stride<_64, _0>, Stride<_1, _512>>>;
constexpr auto plan_rank6 = detail::plan_tma_box<Rank5Tile, 6>();
static_assert(plan_rank6.error == detail::tma_box_error::none && plan_rank6.dims == 5 && plan_rank6.boxes == 2 &&
              plan_rank6.mode[2] == 2 && plan_rank6.mode[3] == 3 && plan_rank6.mode[4] == 4 && plan_rank6.tail_count == 2 &&
              plan_rank6.tail_modes[0] == 4 && plan_rank6.tail_modes[1] == 5 && plan_rank6.box[4] == 1 && plan_rank6.outer[4]);
constexpr auto plan_rank7 = detail::plan_tma_box<Rank5Tile, 7>();
static_assert(plan_rank7.dims == 5 && plan_rank7.tail_count == 3 && plan_rank7.tail_modes[2] == 6);
static_assert(detail::plan_tma_box<Rank5Tile, 5>().dims == 5 && detail::plan_tma_box<Rank5Tile, 5>().tail_count == 0);
static_assert(plan_rank4.tail_count == 0);
// Five dimensions in one box (a multicast's plan) for a tile of the whole tensor; for a tile of a
// rank-3 tensor's leading modes, CuTe's boxes (2 x 2, eight of them).
using FiveDims = Layout<Shape<Shape<_2, _2, _2>, Shape<_2, _2>>, Stride<Stride<_1, _4, _16>, Stride<_2, _8>>>;
static_assert(detail::plan_tma_box<FiveDims, 2, true>().dims == 5 && detail::plan_tma_box<FiveDims, 2, true>().boxes == 1 &&
              detail::plan_tma_box<FiveDims, 3, true>().dims == 3 && detail::plan_tma_box<FiveDims, 3, true>().boxes == 8);
// take/select of a swizzled layout act on its inner layout (a tile of some of its modes).
using K128x2 = decltype(tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, Shape<_128, _64, _2>{}));
static_assert(std::is_same_v<decltype(take<0, 2>(K128x2{})), decltype(composition(K128x2{}.layout_a(), K128x2{}.offset(),
                                                                                 take<0, 2>(K128x2{}.layout_b())))>);
static_assert(std::is_same_v<decltype(select<1, 0>(K128{})),
                             decltype(composition(K128{}.layout_a(), K128{}.offset(), select<1, 0>(K128{}.layout_b())))>);

int main() {
  // A TiledMMA of each kind of operation partitions shared memory as CuTe's do: descriptor fragments
  // for shared-memory operands, register values for RS, the accumulators' values.
  {
    alignas(1024) static std::int8_t a[64 * 64], b[64 * 64];
    static int c[64 * 64];  // (a real buffer: partitioning offsets the pointer, which UBSan checks)
    auto sA = make_tensor(make_smem_ptr(a), tile_to_shape(GMMA::Layout_K_SW64_Atom<std::int8_t>{}, Shape<_64, _64>{}));
    auto sB = make_tensor(make_smem_ptr(b), tile_to_shape(GMMA::Layout_K_SW64_Atom<std::int8_t>{}, Shape<_64, _64>{}));
    auto mma = make_tiled_mma(SM90_64x64x32_S32S8S8_SS_TN{});
    auto thr = mma.get_thread_slice(5);
    auto fA = thr.partition_fragment_A(sA);
    auto fB = thr.partition_fragment_B(sB);
    auto fC = thr.partition_fragment_C(make_tensor(make_gmem_ptr(c), Shape<_64, _64>{}));
    CHECK(size(fA) == 2 && size(fB) == 2 && size(fC) == 32);  // two k-blocks of 32 bytes; 64*64/128 accumulators
    CHECK(fA(0, 0, 1).start_address() == fA(0, 0, 0).start_address() + 32);
    static_assert(std::is_same_v<std::remove_cvref_t<decltype(fC(0))>, std::int32_t>);
    auto rs = make_tiled_mma(SM90_64x64x32_F32E4M3E4M3_RS_TN<>{});
    alignas(1024) static float_e4m3_t e[64 * 32];
    auto sE = make_tensor(make_smem_ptr(e), tile_to_shape(GMMA::Layout_K_SW32_Atom<float_e4m3_t>{}, Shape<_64, _32>{}));
    auto fE = rs.get_thread_slice(0).partition_fragment_A(sE);
    CHECK(size(fE) == 16);  // 64x32 bytes over 128 threads, in four registers
    warpgroup_fence_operand(fC);  // on the host: nothing to fence, but it compiles for a fragment
  }
  // A pipelined (M, K, PIPE) tile, as the tutorials partition it: the descriptor fragment (over a
  // DescriptorIterator) at a stage known only at run time is the descriptor of that stage's block.
  {
    alignas(65536) static half_t s[64 * 64 * 3];
    using L = decltype(tile_to_shape(GMMA::Layout_MN_SW128_Atom<half_t>{}, Shape<_64, _64, _3>{}));
    auto mma = make_tiled_mma(SM90_64x64x16_F16F16F16_SS<Major::MN, Major::MN>{});
    auto thr = mma.get_thread_slice(77);
    auto tCsA = thr.partition_A(make_tensor(make_smem_ptr(s), L{}));
    auto fA = thr.make_fragment_A(tCsA);  // (1, 1, 4, 3)
    volatile int stage = 2;
    int const pipe = stage;
    for (int k = 0; k < 4; ++k) CHECK(fA(0, 0, k, pipe) == GMMA::make_gmma_desc<Major::MN>(tCsA(_, 0, k, pipe)));
    CHECK(fA(0, 0, 1, pipe).start_address() == fA(0, 0, 0, 0).start_address() + 2 * 64 * 64 * 2 + 16 * 64 * 2);
  }
  // as_position_independent_swizzle_tensor: the tensor as it is, on a swizzle-pattern boundary.
  {
    alignas(1024) static half_t s[2 * 64 * 64];
    using L = decltype(tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, Shape<_64, _64>{}));
    auto t = make_tensor(make_smem_ptr(s), L{});
    auto u = as_position_independent_swizzle_tensor(t);
    CHECK(raw_pointer_cast(u.data()) == s && &u(3, 5) == &t(3, 5));
    CHECK_THROWS(as_position_independent_swizzle_tensor(make_tensor(make_smem_ptr(s + 8), L{})), "swizzle pattern's boundary");
  }
  CHECK(fp8_round_trips<float_e4m3_t>());
  CHECK(fp8_round_trips<float_e5m2_t>());
  CHECK(std::isnan(float(float_e4m3_t(std::nanf("")))) && std::isinf(float(float_e5m2_t::bitcast(0x7c))));
  return cute_test::report();
}

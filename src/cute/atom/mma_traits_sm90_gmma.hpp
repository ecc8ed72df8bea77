// cute/atom/mma_traits_sm90_gmma.hpp: MMA_Traits of the SM90 warpgroup MMA operations, all of
// GMMA::MMA_Op (SM90_64xNx16_F16F16F16_SS, ..._F32TF32TF32_RS_TN, ..._F32E4M3E5M2_SS_TN,
// ..._S32U8S8_RS_TN, ...; host-visible, no CUDA header), as CuTe describes them (see the traits
// below), and make_gmma_desc on a shared-memory Tensor, which must be a smem tensor (checked at
// compile time) with a canonical GMMA layout.
#pragma once
#include <cute/config.hpp>
#include <cute/arch/cluster.hpp>
#include <cute/arch/mma_sm90_gmma.hpp>
#include <cute/atom/mma_sm90_layouts.hpp>
#include <cute/atom/mma_traits.hpp>
#include <cute/atom/value_types.hpp>
#include <cute/atom/value_types_fp8.hpp>
#include <cute/layout.hpp>
#include <cute/tensor.hpp>

namespace cute {

CUTE_EXPORT namespace SM90::GMMA {
/// The fragment type of a shared-memory operand: a GmmaDescriptor, tagged with the operand's Major-ness.
template <Major M>
struct smem_desc : GmmaDescriptor {};

/// make_gmma_desc on a rank-2 (MN, K) tensor of shared memory (make_smem_ptr) with a canonical layout.
template <Major Mj, tensor_type SmemTensor>
CUTE_HOST_DEVICE constexpr GmmaDescriptor make_gmma_desc(SmemTensor const& t) {
  static_assert(is_smem_v<decltype(t.data())>,
                "make_gmma_desc: the operand must be a shared-memory tensor (make_smem_ptr): wgmma reads shared memory");
  using T = std::remove_cv_t<typename cute::detail::uncvref_t<SmemTensor>::value_type>;
  return make_gmma_desc<Mj, T>(t.layout(), cast_smem_ptr_to_uint(raw_pointer_cast(t.data())));
}
}  // namespace SM90::GMMA

CUTE_EXPORT namespace SM90::GMMA::detail {
/// The value types of an instruction's D (and C), A and B.
template <Instr I>
struct instr_values;
template <class D, class A, class B>
struct values_are {
  using d = D;
  using a = A;
  using b = B;
};
// clang-format off
template <> struct instr_values<Instr::F16F16F16>   : values_are<half_t, half_t, half_t> {};
template <> struct instr_values<Instr::F32F16F16>   : values_are<float, half_t, half_t> {};
template <> struct instr_values<Instr::F32BF16BF16> : values_are<float, bfloat16_t, bfloat16_t> {};
template <> struct instr_values<Instr::F32TF32TF32> : values_are<float, tfloat32_t, tfloat32_t> {};
template <> struct instr_values<Instr::F16E4M3E4M3> : values_are<half_t, float_e4m3_t, float_e4m3_t> {};
template <> struct instr_values<Instr::F16E4M3E5M2> : values_are<half_t, float_e4m3_t, float_e5m2_t> {};
template <> struct instr_values<Instr::F16E5M2E4M3> : values_are<half_t, float_e5m2_t, float_e4m3_t> {};
template <> struct instr_values<Instr::F16E5M2E5M2> : values_are<half_t, float_e5m2_t, float_e5m2_t> {};
template <> struct instr_values<Instr::F32E4M3E4M3> : values_are<float, float_e4m3_t, float_e4m3_t> {};
template <> struct instr_values<Instr::F32E4M3E5M2> : values_are<float, float_e4m3_t, float_e5m2_t> {};
template <> struct instr_values<Instr::F32E5M2E4M3> : values_are<float, float_e5m2_t, float_e4m3_t> {};
template <> struct instr_values<Instr::F32E5M2E5M2> : values_are<float, float_e5m2_t, float_e5m2_t> {};
template <> struct instr_values<Instr::S32S8S8>     : values_are<std::int32_t, std::int8_t, std::int8_t> {};
template <> struct instr_values<Instr::S32S8U8>     : values_are<std::int32_t, std::int8_t, std::uint8_t> {};
template <> struct instr_values<Instr::S32U8S8>     : values_are<std::int32_t, std::uint8_t, std::int8_t> {};
template <> struct instr_values<Instr::S32U8U8>     : values_are<std::int32_t, std::uint8_t, std::uint8_t> {};
template <> struct instr_values<Instr::S32S8S8_SATURATE> : instr_values<Instr::S32S8S8> {};
template <> struct instr_values<Instr::S32S8U8_SATURATE> : instr_values<Instr::S32S8U8> {};
template <> struct instr_values<Instr::S32U8S8_SATURATE> : instr_values<Instr::S32U8S8> {};
template <> struct instr_values<Instr::S32U8U8_SATURATE> : instr_values<Instr::S32U8U8> {};
// clang-format on

/// The register layout of a 64xK A operand of values of `bits` bits (K = 256 / bits).
template <int Bits>
struct a_register_layout;
template <>
struct a_register_layout<32> {
  using type = ALayout_64x8;
};
template <>
struct a_register_layout<16> {
  using type = ALayout_64x16;
};
template <>
struct a_register_layout<8> {
  using type = ALayout_64x32;
};
}  // namespace SM90::GMMA::detail

/// The traits of every wgmma operation (CuTe's layouts): a 64xNxK tile, ThrID = the 128 threads of a
/// warpgroup, ALayout / BLayout = ABLayout (an operand in shared memory, seen whole by every thread)
/// or the register layout of A (RS), CLayout = CLayout_64xN; FrgTypeA/B = GMMA::smem_desc<Major> for
/// an operand in shared memory (its fragment is its descriptor); accumulate_ (ScaleOut::One: D += A*B;
/// Zero: D = A*B, for the first k-block of a tile) is what every call of the atom passes.
template <GMMA::Instr I, int N, bool RS, GMMA::Major MA, GMMA::Major MB, GMMA::ScaleIn SA, GMMA::ScaleIn SB>
struct MMA_Traits<GMMA::MMA_Op<I, N, RS, MA, MB, SA, SB>> {
  using Values = GMMA::detail::instr_values<I>;
  using ValTypeD = typename Values::d;
  using ValTypeA = typename Values::a;
  using ValTypeB = typename Values::b;
  using ValTypeC = typename Values::d;
  using FrgTypeA = std::conditional_t<RS, ValTypeA, GMMA::smem_desc<MA>>;
  using FrgTypeB = GMMA::smem_desc<MB>;
  static constexpr int K = GMMA::instr_k(I);
  using Shape_MNK = Shape<_64, Int<N>, Int<K>>;
  using ThrID = Layout<_128>;
  using ALayout = std::conditional_t<RS, typename GMMA::detail::a_register_layout<GMMA::instr_ab_bits(I)>::type, GMMA::ABLayout<64, K>>;
  using BLayout = GMMA::ABLayout<N, K>;
  using CLayout = GMMA::CLayout_64xN<N>;
  GMMA::ScaleOut accumulate_ = GMMA::ScaleOut::One;
};

}  // namespace cute

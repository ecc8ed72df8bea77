// cute/atom/mma_traits_sm90_gmma.hpp: MMA_Traits of the SM90 warpgroup MMA operations
// SM90_64xNx16_F32{F16F16,BF16BF16}_{SS,RS} (host-visible, no CUDA header), as CuTe describes them:
// a 64xNx16 tile, ThrID = the 128 threads of a warpgroup, ALayout / BLayout = ABLayout (an operand
// in shared memory, seen whole by every thread) or ALayout_64x16 (A in registers), CLayout =
// CLayout_64xN; FrgTypeA/B = GMMA::smem_desc<Major> (the fragment of a shared-memory operand is its
// descriptor), and accumulate_ (ScaleOut::One: D += A*B; Zero: D = A*B) for the fma of a k-loop's
// first block. Also make_gmma_desc on a shared-memory Tensor, which must be a smem tensor (checked at
// compile time) with a canonical GMMA layout.
#pragma once
#include <cute/config.hpp>
#include <cute/arch/cluster.hpp>
#include <cute/arch/mma_sm90_gmma.hpp>
#include <cute/atom/mma_sm90_layouts.hpp>
#include <cute/atom/mma_traits.hpp>
#include <cute/atom/value_types.hpp>
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
  using T = std::remove_cv_t<typename std::remove_cvref_t<SmemTensor>::value_type>;
  return make_gmma_desc<Mj, T>(t.layout(), cast_smem_ptr_to_uint(raw_pointer_cast(t.data())));
}
}  // namespace SM90::GMMA

CUTE_EXPORT namespace detail {
template <int N, GMMA::Major MA, GMMA::Major MB, class AB, bool RS>
struct gmma_traits_base {
  using ValTypeD = float;
  using ValTypeA = AB;
  using ValTypeB = AB;
  using ValTypeC = float;
  using FrgTypeA = std::conditional_t<RS, AB, GMMA::smem_desc<MA>>;
  using FrgTypeB = GMMA::smem_desc<MB>;
  using Shape_MNK = Shape<_64, Int<N>, _16>;
  using ThrID = Layout<_128>;
  using ALayout = std::conditional_t<RS, GMMA::ALayout_64x16, GMMA::ABLayout<64, 16>>;
  using BLayout = GMMA::ABLayout<N, 16>;
  using CLayout = GMMA::CLayout_64xN<N>;
  /// One: D = A*B + D; Zero: D = A*B (the first k-block of a tile).
  GMMA::ScaleOut accumulate_ = GMMA::ScaleOut::One;
};
}  // namespace detail

template <int N, GMMA::Major MA, GMMA::Major MB, GMMA::ScaleIn SA, GMMA::ScaleIn SB>
struct MMA_Traits<SM90_64xNx16_F32F16F16_SS<N, MA, MB, SA, SB>> : detail::gmma_traits_base<N, MA, MB, half_t, false> {};
template <int N, GMMA::Major MA, GMMA::Major MB, GMMA::ScaleIn SA, GMMA::ScaleIn SB>
struct MMA_Traits<SM90_64xNx16_F32BF16BF16_SS<N, MA, MB, SA, SB>> : detail::gmma_traits_base<N, MA, MB, bfloat16_t, false> {};
template <int N, GMMA::Major MA, GMMA::Major MB, GMMA::ScaleIn SA, GMMA::ScaleIn SB>
struct MMA_Traits<SM90_64xNx16_F32F16F16_RS<N, MA, MB, SA, SB>> : detail::gmma_traits_base<N, MA, MB, half_t, true> {};
template <int N, GMMA::Major MA, GMMA::Major MB, GMMA::ScaleIn SA, GMMA::ScaleIn SB>
struct MMA_Traits<SM90_64xNx16_F32BF16BF16_RS<N, MA, MB, SA, SB>> : detail::gmma_traits_base<N, MA, MB, bfloat16_t, true> {};

}  // namespace cute

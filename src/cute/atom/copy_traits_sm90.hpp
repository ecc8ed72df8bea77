// cute/atom/copy_traits_sm90.hpp: Copy_Traits of the SM90 stmatrix operations (host-visible, no CUDA
// header): stmatrix is ldmatrix backwards, so its source (registers) layout is ldmatrix's
// destination layout and its destination (shared memory) layout is ldmatrix's source layout, in
// bits, for a warp (ThrID = 32 threads). The destination must be shared memory (checked at compile
// time by copy).
#pragma once
#include <cute/config.hpp>
#include <cute/arch/copy_sm90.hpp>
#include <cute/atom/copy_atom.hpp>
#include <cute/atom/copy_traits.hpp>
#include <cute/atom/copy_traits_sm75.hpp>
#include <cute/tensor/position_independent_swizzle.hpp>

namespace cute {

CUTE_EXPORT namespace detail {
template <class Op>
struct stsm_of_ldsm;
template <>
struct stsm_of_ldsm<SM90_U32x1_STSM_N> {
  using type = SM75_U32x1_LDSM_N;
};
template <>
struct stsm_of_ldsm<SM90_U32x2_STSM_N> {
  using type = SM75_U32x2_LDSM_N;
};
template <>
struct stsm_of_ldsm<SM90_U32x4_STSM_N> {
  using type = SM75_U32x4_LDSM_N;
};
template <>
struct stsm_of_ldsm<SM90_U16x2_STSM_T> {
  using type = SM75_U16x2_LDSM_T;
};
template <>
struct stsm_of_ldsm<SM90_U16x4_STSM_T> {
  using type = SM75_U16x4_LDSM_T;
};
template <>
struct stsm_of_ldsm<SM90_U16x8_STSM_T> {
  using type = SM75_U16x8_LDSM_T;
};
template <class Op>
concept stmatrix_op = requires { typename stsm_of_ldsm<Op>::type; };

// stmatrix writes shared memory.
template <class Op>
  requires stmatrix_op<Op>
struct copy_spaces<Op> {
  static constexpr memory_space src = memory_space::generic;
  static constexpr memory_space dst = memory_space::smem;
  static constexpr char const* name = "stmatrix (SM90_*_STSM_*)";
};
}  // namespace detail

template <class Op>
  requires detail::stmatrix_op<Op>
struct Copy_Traits<Op> {
  using ThrID = Layout<_32>;
  using SrcLayout = typename Copy_Traits<typename detail::stsm_of_ldsm<Op>::type>::DstLayout;
  using DstLayout = typename Copy_Traits<typename detail::stsm_of_ldsm<Op>::type>::SrcLayout;
  using RefLayout = SrcLayout;
};

}  // namespace cute

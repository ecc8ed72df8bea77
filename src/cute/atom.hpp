// cute/atom.hpp: the atom layer (module cute.atom): MMA and copy traits of the universal, SM70, SM75,
// SM80 and SM89 operations (host-visible thread/value layouts), MMA_Atom, TiledMMA, Copy_Atom, TiledCopy, the
// copy and gemm algorithms with atoms, and their print and print_latex.
#ifndef CUTE_ATOM_HPP
#define CUTE_ATOM_HPP
#include <cute/config.hpp>
#include <cute/tensor.hpp>
#include <cute/arch/config.hpp>
#include <cute/arch/copy.hpp>
#include <cute/arch/copy_sm75.hpp>
#include <cute/arch/copy_sm80.hpp>
#include <cute/arch/mma.hpp>
#include <cute/arch/mma_sm70.hpp>
#include <cute/arch/mma_sm75.hpp>
#include <cute/arch/mma_sm80.hpp>
#include <cute/arch/mma_sm89.hpp>
#include <cute/atom/value_types.hpp>
#include <cute/atom/value_types_fp8.hpp>
#include <cute/atom/value_types_subbyte.hpp>
#include <cute/atom/value_types_fp4_fp6.hpp>
#include <cute/atom/value_types_limits.hpp>
#include <cute/atom/registers.hpp>
#include <cute/atom/mma_traits.hpp>
#include <cute/atom/mma_traits_sm70.hpp>
#include <cute/atom/mma_traits_sm75.hpp>
#include <cute/atom/mma_traits_sm80.hpp>
#include <cute/atom/mma_traits_sm89.hpp>
#include <cute/atom/copy_traits.hpp>
#include <cute/atom/copy_traits_sm75.hpp>
#include <cute/atom/copy_traits_sm80.hpp>
#include <cute/atom/mma_atom.hpp>
#include <cute/atom/copy_atom.hpp>
#include <cute/atom/print_atom.hpp>
#include <cute/atom/print_atom_svg.hpp>
#include <cute/algorithm/copy.hpp>
#include <cute/algorithm/auto_copy_async.hpp>
#include <cute/algorithm/cooperative_copy.hpp>
#include <cute/algorithm/cooperative_gemm.hpp>
#include <cute/algorithm/gemm.hpp>
#include <cute/algorithm/prefetch.hpp>
#endif

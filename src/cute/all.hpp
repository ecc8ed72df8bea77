// cute/all.hpp: all of cute for nvcc, the atoms of every architecture included: what CuTe's
// <cute/tensor.hpp> gives (cute-port maps that include here): cute/cute.hpp, the CUDA error checks,
// and the SM90 layer: cluster and mbarrier helpers, stmatrix, TMA and bulk copies (TMA descriptors
// need the CUDA driver API header) and wgmma. Code that needs no SM90 atom compiles faster with cute/cute.hpp.
#ifndef CUTE_ALL_HPP
#define CUTE_ALL_HPP
#include <cute/cute.hpp>
#include <cute/arch/cuda_check.hpp>
#include <cute/arch/cluster.hpp>
#include <cute/arch/mbarrier.hpp>
#include <cute/arch/copy_sm90.hpp>
#include <cute/arch/copy_sm90_desc.hpp>
#include <cute/arch/copy_sm90_tma.hpp>
#include <cute/arch/mma_sm90_desc.hpp>
#include <cute/arch/mma_sm90_gmma.hpp>
#include <cute/atom/copy_traits_sm90.hpp>
#include <cute/atom/copy_traits_sm90_tma.hpp>
#include <cute/atom/bulk_copy_sm90.hpp>
#include <cute/atom/mma_sm90_layouts.hpp>
#include <cute/atom/mma_traits_sm90_gmma.hpp>
#include <cute/atom/mma_atom_sm90.hpp>
#endif

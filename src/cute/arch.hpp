// cute/arch.hpp: the PTX instruction wrappers of SM70-SM89 (ldmatrix, cp.async, mma.sync) and the
// universal copy and FMA. Their asm is compiled only in device passes; elsewhere a call traps/throws.
#ifndef CUTE_ARCH_HPP
#define CUTE_ARCH_HPP
#include <cute/arch/config.hpp>
#include <cute/arch/copy.hpp>
#include <cute/arch/copy_sm75.hpp>
#include <cute/arch/copy_sm80.hpp>
#include <cute/arch/mma.hpp>
#include <cute/arch/mma_sm70.hpp>
#include <cute/arch/mma_sm75.hpp>
#include <cute/arch/mma_sm80.hpp>
#include <cute/arch/mma_sm89.hpp>
#endif

// cute/compat/trace.hpp (porting aid for CUTLASS's cutlass/trace.h): CUTLASS_TRACE_HOST(x), which
// prints `FILE:LINE  x` (x streamed into std::cout) from host code when CUTLASS_DEBUG_TRACE_LEVEL is
// nonzero, and expands to nothing otherwise (its argument is then not compiled), as CUTLASS's.
#pragma once

#ifndef CUTLASS_DEBUG_TRACE_LEVEL
#define CUTLASS_DEBUG_TRACE_LEVEL 0
#endif

#if CUTLASS_DEBUG_TRACE_LEVEL
#include <iostream>
#if defined(__CUDA_ARCH__)
#define CUTLASS_TRACE_HOST(x)
#else
#define CUTLASS_TRACE_HOST(x) \
  { std::cout << __FILE__ << ":" << __LINE__ << "  " << x << std::endl; }
#endif
#else
#define CUTLASS_TRACE_HOST(x)
#endif

// cute/compat/numeric_types.hpp (porting aid for CUTLASS's cutlass/numeric_types.h, half.h,
// bfloat16.h, tfloat32.h, float8.h): CUTLASS's names of the library's narrow floating-point types. In
// CUTLASS, cute::half_t is cutlass::half_t; here cutlass::half_t is cute::half_t, so code that names
// either compiles.
#pragma once
#include <cute/atom/value_types.hpp>
#include <cute/atom/value_types_fp8.hpp>

namespace cutlass {
using cute::bfloat16_t;
using cute::float_e4m3_t;
using cute::float_e5m2_t;
using cute::half_t;
using cute::tfloat32_t;
}  // namespace cutlass

// cute/compat/numeric_types.hpp (porting aid for CUTLASS's cutlass/numeric_types.h, half.h,
// bfloat16.h, tfloat32.h, float8.h, complex.h, integer_subbyte.h, float_subbyte.h, numeric_size.h):
// CUTLASS's narrow integer and floating-point types, complex<T>, and cutlass::sizeof_bits. As in CUTLASS, the
// library's cute::half_t, bfloat16_t, tfloat32_t, float_e4m3_t and float_e5m2_t are cutlass::half_t
// and so on, so code that names either compiles; this header only brings them in.
#pragma once
#include <cute/atom/value_types.hpp>
#include <cute/atom/value_types_fp8.hpp>
#include <cute/atom/value_types_subbyte.hpp>
#include <cute/atom/value_types_fp4_fp6.hpp>
#include <cute/atom/value_types_limits.hpp>
#include <cute/numeric/complex.hpp>
#include <cute/compat/platform.hpp>  // CUTLASS's numeric types bring cutlass::platform along
#include <cute/compat/standard_headers.hpp>  // and the standard headers their includes bring

// CUTLASS's own names of the width traits (CuTe's are these).
namespace cutlass {
using cute::bits_to_bytes;
using cute::bytes_to_bits;
using cute::is_subbyte;
using cute::sizeof_bits;
}  // namespace cutlass

// cute/compat/cute.hpp (what cute-port maps CuTe's algebra and tensor headers to: <cute/layout.hpp>,
// <cute/int_tuple.hpp>, ...): the host library, cute/cute.hpp, and the CUTLASS names that CuTe's core
// headers bring along, which CuTe code uses having included only <cute/layout.hpp>: CuTe's numeric
// header includes cutlass/numeric_types.h (cutlass::half_t and its kin, cutlass::platform, the
// CUTLASS_* macros) and its math header cutlass/fast_math.h (cutlass::ceil_div, FastDivmod, ...).
#pragma once
#include <cute/cute.hpp>
#include <cute/compat/cutlass.hpp>
#include <cute/compat/fast_math.hpp>
#include <cute/compat/numeric_types.hpp>

// cute/compat/tensor.hpp (what cute-port maps CuTe's <cute/tensor.hpp> to): all of the library
// (cute/all.hpp), plus the CUTLASS names that CuTe's header brings in with it and CuTe code uses
// without including them: the CUTLASS_* macros, cutlass::Status, the warp index helpers and the
// architecture macros (cute/compat/cutlass.hpp), and cutlass::half_t and its kin
// (cute/compat/numeric_types.hpp), cutlass::Array/AlignedArray (cute/compat/array.hpp) and
// cutlass/fast_math.h's names (cute/compat/fast_math.hpp), which it brings under nvcc; and the
// standard headers CuTe's header includes on the way, which CuTe code uses without including them
// (std::vector, std::string, std::cout, printf, assert, ...; __half2 under nvcc:
// cute/compat/standard_headers.hpp).
#pragma once
#include <cute/all.hpp>
#include <cute/compat/array.hpp>
#include <cute/compat/cutlass.hpp>
#include <cute/compat/fast_math.hpp>
#include <cute/compat/numeric_types.hpp>
#include <cute/compat/standard_headers.hpp>

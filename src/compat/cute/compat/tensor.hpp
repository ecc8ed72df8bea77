// cute/compat/tensor.hpp (what cute-port maps CuTe's <cute/tensor.hpp> to): all of the library
// (cute/all.hpp), plus the CUTLASS names that CuTe's header brings in with it and CuTe code uses
// without including them: the CUTLASS_* macros, cutlass::Status, the warp index helpers and the
// architecture macros (cute/compat/cutlass.hpp), and cutlass::half_t and its kin
// (cute/compat/numeric_types.hpp).
#pragma once
#include <cute/all.hpp>
#include <cute/compat/cutlass.hpp>
#include <cute/compat/numeric_types.hpp>

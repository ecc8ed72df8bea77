// cute/compat/tensor.hpp (what cute-port maps CuTe's <cute/tensor.hpp> to): all of the library
// (cute/all.hpp), plus the CUTLASS names that CuTe's header brings in with it and CuTe code uses
// without including them: the CUTLASS_* macros, cutlass::Status, the warp index helpers and the
// architecture macros (cute/compat/cutlass.hpp), and cutlass::half_t and its kin
// (cute/compat/numeric_types.hpp); and the standard headers CuTe's header includes on the way, which
// CuTe code uses without including them (std::string, std::cout, printf, assert, ...).
#pragma once
#include <cassert>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iomanip>
#include <iostream>
#include <limits>
#include <sstream>
#include <string>
#include <utility>
#include <cute/all.hpp>
#include <cute/compat/cutlass.hpp>
#include <cute/compat/numeric_types.hpp>

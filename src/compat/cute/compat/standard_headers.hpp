// cute/compat/standard_headers.hpp: the standard and CUDA headers that CuTe's and CUTLASS's headers
// include on the way (CUTLASS's numeric types and platform headers, CuTe's printing and descriptors),
// and that CuTe code uses without including them itself: std::vector, std::cout, std::string,
// std::runtime_error, memcpy, INT_MAX, FLT_MAX, PRIu64, ... (`nvcc -E` of CuTe 4.2's cute/tensor.hpp
// lists 47 standard headers). The porting aid's headers that stand for those CUTLASS headers bring
// this one; the library itself never does.
//
// Not brought, though CuTe's headers bring them: <algorithm>, <functional>, <unordered_map> and <mutex>
// (C++20's range algorithms, the searchers and the containers cost 11-29 MiB of nvcc's device front
// end each, in every ported file; std::min/std::max come with <string>); code that uses std::sort,
// std::function, ... includes them itself (src/tools/cute_port/README.md).
#pragma once
#include <array>
#include <cassert>
#include <cfloat>
#include <cinttypes>
#include <climits>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <exception>
#include <initializer_list>
#include <iomanip>
#include <iostream>
#include <iterator>
#include <limits>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>
#if defined(__CUDACC__)
// CUDA's narrow floating-point types (__half, __half2, __nv_bfloat16, __nv_fp8_e4m3, ... and their
// intrinsics), which CUTLASS's numeric types bring along under nvcc.
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp8.h>
#endif

// CuTe code that uses the standard library having included only CuTe's headers, which bring the
// standard headers along under nvcc (JINO-ROHIT/kernels' softmax fills a std::vector so): tests/ports
// ports it with cute-port (only the #include lines may change) and compiles it. The narrowest of
// CuTe's headers is enough in CuTe (its numeric types bring them), so this includes only the layout.
#include <cute/layout.hpp>

using namespace cute;

__global__ void scale(float* data, float factor) {
  auto layout = make_layout(make_shape(Int<32>{}, Int<4>{}));
  for (int i = 0; i < size<1>(layout); ++i) {
    data[layout(threadIdx.x, i)] *= factor;
  }
}

// The standard names CuTe code uses without including their headers.
int standard_names(int argc, char** argv) {
  std::vector<float> host(128, 1.0f);                                   // <vector>
  std::array<int, 2> dims{INT_MAX, 0};                                  // <array>, <climits>
  float biggest = FLT_MAX;                                              // <cfloat>
  std::uint64_t bytes = host.size() * sizeof(float);
  std::printf("%llu bytes\n", (unsigned long long)bytes);              // <cstdio>
  std::memcpy(&biggest, host.data(), sizeof(float));                    // <cstring>
  std::string name = argc > 1 ? std::string(argv[1]) : std::to_string(dims[1]);  // <string>
  std::stringstream text;                                               // <sstream>
  text << std::setw(8) << name;                                         // <iomanip>
  std::cout << text.str() << std::distance(host.begin(), host.end()) << std::endl;  // <iostream>, <iterator>
  assert(std::numeric_limits<float>::max() == biggest || biggest == 1.0f);  // <cassert>, <limits>
  auto [a, b] = std::make_tuple(std::abs(-1), std::sqrt(4.0));          // <tuple>, <cmath>
  if (std::getenv("NO_SUCH_VARIABLE") != nullptr || std::clock() < 0) { // <cstdlib>, <ctime>
    throw std::runtime_error("unexpected");                             // <stdexcept>
  }
  __half h = __float2half(biggest);                                     // <cuda_fp16.h>
  __nv_bfloat16 bf = __float2bfloat16(biggest);                         // <cuda_bf16.h>
  __nv_fp8_e4m3 f8(biggest);                                            // <cuda_fp8.h>
  return a + int(b) + int(__half2float(h) + __bfloat162float(bf) + float(f8));
}

// bench/compile/thrust_shim: the part of thrust's containers that CuTe's tutorial GEMM uses (a host
// vector, a device vector, copies between them, data().get()), in a few lines, so that kernel.sh can
// time the tutorial's CuTe and kernel without the ~13 s thrust's headers add to any nvcc compile.
// Put this directory first on the include path (-I) to use it instead of CUDA's thrust.
#pragma once
#include <cstddef>
#include <vector>

namespace thrust {

template <class T>
class host_vector : public std::vector<T> {
 public:
  using std::vector<T>::vector;
  host_vector() = default;
  template <class V, class = decltype(std::declval<V const&>().copy_to_host(nullptr))>
  host_vector(V const& device) : std::vector<T>(device.size()) { device.copy_to_host(this->data()); }
};

}  // namespace thrust

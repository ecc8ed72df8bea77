// bench/compile/thrust_shim: the part of thrust that CuTe's eight tutorials use (a host vector, a
// device vector, copies between them, data().get(), raw_pointer_cast, a device-to-device copy), in a
// few lines, so that kernel.sh and bench/ports time the tutorials' CuTe and kernels without the
// seconds and hundreds of MiB that thrust's headers add to any nvcc compile.
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

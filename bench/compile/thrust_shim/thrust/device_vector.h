// bench/compile/thrust_shim: see host_vector.h.
#pragma once
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

namespace thrust {

/// What device_vector::data(), begin() and end() return: a pointer wrapper with get(), as thrust's
/// device_ptr (an iterator there; here only what the tutorials do with it).
template <class T>
struct device_ptr {
  T* p;
  T* get() const { return p; }
};

/// thrust::raw_pointer_cast(d.data()): the device pointer.
template <class T>
T* raw_pointer_cast(device_ptr<T> p) {
  return p.get();
}

/// thrust::copy of a device range to a device range (tiled_copy_if resets its output with it).
template <class T>
device_ptr<T> copy(device_ptr<T> first, device_ptr<T> last, device_ptr<T> out) {
  std::size_t const n = std::size_t(last.p - first.p);
  if (cudaMemcpy(out.p, first.p, n * sizeof(T), cudaMemcpyDeviceToDevice) != cudaSuccess) {
    std::fprintf(stderr, "thrust shim: copy failed\n");
    std::exit(1);
  }
  return {out.p + n};
}

template <class T>
class device_vector {
 public:
  device_vector(std::vector<T> const& host) { assign(host); }
  device_vector(device_vector const&) = delete;
  ~device_vector() { cudaFree(data_); }
  device_vector& operator=(std::vector<T> const& host) {
    assign(host);
    return *this;
  }
  device_ptr<T> data() const { return {data_}; }
  device_ptr<T> begin() const { return {data_}; }
  device_ptr<T> end() const { return {data_ + size_}; }
  std::size_t size() const { return size_; }
  void copy_to_host(T* out) const { check(cudaMemcpy(out, data_, size_ * sizeof(T), cudaMemcpyDeviceToHost)); }

 private:
  static void check(cudaError_t e) {
    if (e != cudaSuccess) {
      std::fprintf(stderr, "thrust shim: %s\n", cudaGetErrorString(e));
      std::exit(1);
    }
  }
  void assign(std::vector<T> const& host) {
    if (host.size() != size_) {
      cudaFree(data_);
      data_ = nullptr;
      size_ = host.size();
      check(cudaMalloc(&data_, size_ * sizeof(T)));
    }
    check(cudaMemcpy(data_, host.data(), size_ * sizeof(T), cudaMemcpyHostToDevice));
  }
  T* data_ = nullptr;
  std::size_t size_ = 0;
};

}  // namespace thrust

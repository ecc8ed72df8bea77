// bench/compile/thrust_shim: see host_vector.h.
#pragma once
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

namespace thrust {

/// What device_vector::data() returns: a pointer wrapper with get(), as thrust's device_ptr.
template <class T>
struct device_ptr {
  T* p;
  T* get() const { return p; }
};

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

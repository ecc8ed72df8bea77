// cute/compat/device_memory.hpp (porting aid for CUTLASS's cutlass/util/device_memory.h and
// cutlass/util/exceptions.h): the device buffers of CUTLASS's and CuTe's example programs.
// cutlass::device_memory::allocate/free/copy_* (cudaMalloc, cudaFree, cudaMemcpy of a count of
// elements) and cutlass::DeviceAllocation<T> (also named device_memory::allocation<T>), an owning
// device buffer with its element count: reset, reallocate, release, get, size, bytes and the
// copy_{from,to}_{host,device} members. A failed CUDA call throws cutlass::cuda_exception, as in
// CUTLASS.
#pragma once
#include <cute/compat/standard_headers.hpp>  // CUTLASS's header brings them (<iostream>, <string>, ...)
#include <cute/compat/numeric_types.hpp>  // CUTLASS's header brings half_t and its kin
#include <cute/numeric.hpp>

#include <cstddef>
#include <cstring>
#include <cuda_runtime_api.h>
#include <exception>
#include <ostream>
#include <utility>

namespace cutlass {

/// A failed CUDA runtime call: what() is the message, cudaError() the runtime's error.
class cuda_exception : public std::exception {
 public:
  cuda_exception(char const* message = "", cudaError_t error = cudaErrorUnknown) : message_(message), error_(error) {}
  cudaError_t cudaError() const { return error_; }
  char const* what() const noexcept override { return message_; }

 private:
  char const* message_;
  cudaError_t error_;
};

inline std::ostream& operator<<(std::ostream& out, cuda_exception const& e) {
  return out << e.what() << ": " << cudaGetErrorString(e.cudaError());
}

namespace device_memory {

namespace detail {
/// The bytes `count` elements of T take (sub-byte types packed, rounded up to a whole byte).
template <class T>
constexpr std::size_t bytes_of(std::size_t count) {
  return (count * cute::sizeof_bits_v<T> + 7) / 8;
}
inline void check(cudaError_t error, char const* what) {
  if (error != cudaSuccess) {
    throw cuda_exception(what, error);
  }
}
}  // namespace detail

/// Device memory for `count` elements of T (not constructed); nullptr for none (no CUDA call, so that
/// empty tensors need no device).
template <class T>
T* allocate(std::size_t count = 1) {
  T* ptr = nullptr;
  if (count != 0) {
    detail::check(cudaMalloc(reinterpret_cast<void**>(&ptr), detail::bytes_of<T>(count)), "Failed to allocate memory");
  }
  return ptr;
}

template <class T>
void free(T* ptr) {
  if (ptr != nullptr) {
    detail::check(cudaFree(ptr), "Failed to free device memory");
  }
}

/// Copies `count` elements from src to dst in the direction `kind`.
template <class T>
void copy(T* dst, T const* src, std::size_t count, cudaMemcpyKind kind) {
  if (count != 0) {
    detail::check(cudaMemcpy(dst, src, detail::bytes_of<T>(count), kind), "cudaMemcpy() failed");
  }
}
template <class T>
void copy_to_device(T* dst, T const* src, std::size_t count = 1) {
  copy(dst, src, count, cudaMemcpyHostToDevice);
}
template <class T>
void copy_to_host(T* dst, T const* src, std::size_t count = 1) {
  copy(dst, src, count, cudaMemcpyDeviceToHost);
}
template <class T>
void copy_device_to_device(T* dst, T const* src, std::size_t count = 1) {
  copy(dst, src, count, cudaMemcpyDeviceToDevice);
}
/// A host copy needs no CUDA runtime (cudaMemcpy's HostToHost fails without a driver).
template <class T>
void copy_host_to_host(T* dst, T const* src, std::size_t count = 1) {
  std::memcpy(static_cast<void*>(dst), static_cast<void const*>(src), detail::bytes_of<T>(count));
}

/// Copies device elements into a host range [begin, end) of contiguous elements.
template <class OutputIterator, class T>
void insert_to_host(OutputIterator begin, OutputIterator end, T const* device_begin) {
  copy_to_host(&*begin, device_begin, std::size_t(end - begin));
}
/// Copies a host range [begin, end) of contiguous elements to device memory.
template <class T, class InputIterator>
void insert_to_device(T* device_begin, InputIterator begin, InputIterator end) {
  copy_to_device(device_begin, &*begin, std::size_t(end - begin));
}

}  // namespace device_memory

/// An owning buffer of device memory with its capacity in elements. Copying it copies the device
/// data into a new allocation; moving it moves the ownership.
template <class T>
class DeviceAllocation {
 public:
  DeviceAllocation() = default;
  DeviceAllocation(std::size_t capacity) : ptr_(device_memory::allocate<T>(capacity)), capacity_(capacity) {}
  /// Takes ownership of ptr (device memory from cudaMalloc) of `capacity` elements.
  DeviceAllocation(T* ptr, std::size_t capacity) : ptr_(ptr), capacity_(capacity) {}
  DeviceAllocation(DeviceAllocation const& other) : DeviceAllocation(other.capacity_) {
    device_memory::copy_device_to_device(ptr_, other.ptr_, capacity_);
  }
  DeviceAllocation(DeviceAllocation&& other) noexcept
      : ptr_(std::exchange(other.ptr_, nullptr)), capacity_(std::exchange(other.capacity_, 0)) {}
  ~DeviceAllocation() { free_quietly(); }

  DeviceAllocation& operator=(DeviceAllocation const& other) {
    if (this != &other) {
      if (capacity_ != other.capacity_) {
        reset(other.capacity_);
      }
      device_memory::copy_device_to_device(ptr_, other.ptr_, capacity_);
    }
    return *this;
  }
  DeviceAllocation& operator=(DeviceAllocation&& other) noexcept {
    std::swap(ptr_, other.ptr_);
    std::swap(capacity_, other.capacity_);
    return *this;
  }

  /// Gives up ownership: the caller frees the returned memory.
  T* release() {
    capacity_ = 0;
    return std::exchange(ptr_, nullptr);
  }
  /// Frees the memory (capacity 0).
  void reset() {
    free_quietly();
    ptr_ = nullptr;
    capacity_ = 0;
  }
  /// Frees the memory and allocates `capacity` elements (their values undefined).
  void reset(std::size_t capacity) { reset(device_memory::allocate<T>(capacity), capacity); }
  /// Frees the memory and takes ownership of ptr.
  void reset(T* ptr, std::size_t capacity) {
    free_quietly();
    ptr_ = ptr;
    capacity_ = capacity;
  }
  /// A new allocation of `capacity` elements holding the first min(old, new) elements.
  void reallocate(std::size_t capacity) {
    DeviceAllocation resized(capacity);
    device_memory::copy_device_to_device(resized.ptr_, ptr_, capacity < capacity_ ? capacity : capacity_);
    *this = std::move(resized);
  }

  T* get() const { return ptr_; }
  T* operator->() const { return ptr_; }
  explicit operator bool() const { return ptr_ != nullptr; }
  std::size_t size() const { return capacity_; }
  std::size_t bytes() const { return bytes(capacity_); }
  static std::size_t bytes(std::size_t elements) { return device_memory::detail::bytes_of<T>(elements); }

  // Copies of the whole allocation (or its first `elements`) from or to other memory.
  void copy_from_device(T const* ptr) const { copy_from_device(ptr, capacity_); }
  void copy_from_device(T const* ptr, std::size_t elements) const { device_memory::copy_device_to_device(ptr_, ptr, elements); }
  void copy_to_device(T* ptr) const { copy_to_device(ptr, capacity_); }
  void copy_to_device(T* ptr, std::size_t elements) const { device_memory::copy_device_to_device(ptr, ptr_, elements); }
  void copy_from_host(T const* ptr) const { copy_from_host(ptr, capacity_); }
  void copy_from_host(T const* ptr, std::size_t elements) const { device_memory::copy_to_device(ptr_, ptr, elements); }
  void copy_to_host(T* ptr) const { copy_to_host(ptr, capacity_); }
  void copy_to_host(T* ptr, std::size_t elements) const { device_memory::copy_to_host(ptr, ptr_, elements); }

 private:
  // A destructor does not throw: a failed cudaFree (the context gone at exit) is dropped.
  void free_quietly() noexcept {
    if (ptr_ != nullptr) {
      (void)cudaFree(ptr_);
    }
  }

  T* ptr_ = nullptr;
  std::size_t capacity_ = 0;
};

namespace device_memory {
/// CUTLASS's other name of DeviceAllocation.
template <class T>
using allocation = cutlass::DeviceAllocation<T>;
}  // namespace device_memory

}  // namespace cutlass

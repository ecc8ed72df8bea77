// cute/compat/device_tensor_compare.hpp (porting aid for CUTLASS's
// cutlass/util/reference/device/tensor_compare.h): the device comparisons of CUTLASS's and CuTe's
// example programs, in cutlass::reference::device: BlockCompareEqual and BlockCompareRelativelyEqual
// (cutlass::relatively_equal) of two blocks of device elements, one kernel each (grid_size/block_size 0:
// the porting aid's own choice), the answer copied back to the host. nvcc only.
#pragma once
#include <cute/compat/device_memory.hpp>
#include <cute/compat/device_reference_launch.hpp>
#include <cute/compat/relatively_equal.hpp>
#include <cute/compat/standard_headers.hpp>  // CUTLASS's header brings them (<vector>, <iostream>, ...)

#include <cstddef>
#include <type_traits>

#if defined(__CUDACC__)
namespace cutlass::reference::device {

namespace detail {

/// Clears *equal where a[i] and b[i] differ (exactly, or beyond relatively_equal's bound).
template <class Element, bool Relative>
struct compare_block {
  int* equal;
  Element const* a;
  Element const* b;
  Element epsilon, nonzero_floor;
  __device__ void operator()(std::size_t i) const {
    bool const same = Relative ? relatively_equal(a[i], b[i], epsilon, nonzero_floor) : a[i] == b[i];
    if (!same) {
      *equal = 0;
    }
  }
};

template <class Element, bool Relative>
bool compare(Element const* a, Element const* b, std::size_t capacity, Element epsilon, Element nonzero_floor,
             int grid_size, int block_size, cudaStream_t stream) {
  int equal = 1;
  DeviceAllocation<int> flag(1);
  flag.copy_from_host(&equal);
  for_each_index(capacity, compare_block<Element, Relative>{flag.get(), a, b, epsilon, nonzero_floor}, stream, grid_size, block_size);
  device_memory::detail::check(cudaStreamSynchronize(stream), "cutlass::reference::device: comparison failed");
  flag.copy_to_host(&equal);
  return equal == 1;
}

}  // namespace detail

/// True when the first `capacity` device elements at ptr_A and ptr_B are equal.
template <class Element>
bool BlockCompareEqual(Element const* ptr_A, Element const* ptr_B, std::size_t capacity, int grid_size = 0,
                       int block_size = 0, cudaStream_t stream = nullptr) {
  return detail::compare<Element, false>(ptr_A, ptr_B, capacity, Element(0), Element(0), grid_size, block_size, stream);
}

/// True when they are relatively equal element by element (cutlass::relatively_equal).
template <class Element>
bool BlockCompareRelativelyEqual(Element const* ptr_A, Element const* ptr_B, std::size_t capacity,
                                 std::type_identity_t<Element> epsilon, std::type_identity_t<Element> nonzero_floor,
                                 int grid_size = 0, int block_size = 0, cudaStream_t stream = nullptr) {
  return detail::compare<Element, true>(ptr_A, ptr_B, capacity, epsilon, nonzero_floor, grid_size, block_size, stream);
}

}  // namespace cutlass::reference::device
#endif

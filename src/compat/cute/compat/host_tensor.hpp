// cute/compat/host_tensor.hpp (porting aid for CUTLASS's cutlass/util/host_tensor.h):
// cutlass::HostTensor<Element, Layout>, the operand of CUTLASS's and CuTe's example programs: a
// tensor of an extent and a CUTLASS 2.x layout (RowMajor, ColumnMajor, ...; packed by default) held
// in host memory and mirrored in device memory (device_backed), copied between the two by
// sync_device() and sync_host(). CuTe code takes host_data()/device_data() to make its tensors, and
// host_view() to fill and compare them with cutlass::reference::host. Elements of whole bytes (not
// CUTLASS's packed sub-byte storage).
#pragma once
#include <cute/compat/device_memory.hpp>
#include <cute/compat/standard_headers.hpp>  // CUTLASS's header brings them (<vector>, <iostream>, ...)
#include <cute/compat/tensor_ref.hpp>

#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <vector>

namespace cutlass {

template <class Element_, tensor_layout Layout_>
class HostTensor {
  static_assert(std::is_same_v<std::remove_cv_t<Element_>, bool> || cute::sizeof_bits_v<Element_> % 8 == 0,
                "cutlass::HostTensor (porting aid): elements of whole bytes only, not CUTLASS's packed sub-byte storage");

 public:
  using Element = Element_;
  using Layout = Layout_;
  static constexpr int kRank = Layout::kRank;
  using Index = typename Layout::Index;
  using LongIndex = typename Layout::LongIndex;
  using TensorCoord = typename Layout::TensorCoord;
  using Stride = typename Layout::Stride;
  using TensorRef = cutlass::TensorRef<Element, Layout>;
  using ConstTensorRef = typename TensorRef::ConstTensorRef;
  using TensorView = cutlass::TensorView<Element, Layout>;
  using ConstTensorView = typename TensorView::ConstTensorView;
  using Reference = Element&;
  using ConstReference = Element const&;

  HostTensor() = default;
  /// A packed tensor of `extent`, in host memory and, when device_backed, in device memory.
  HostTensor(TensorCoord const& extent, bool device_backed = true) { reset(extent, device_backed); }
  HostTensor(TensorCoord const& extent, Layout const& layout, bool device_backed = true) {
    reset(extent, layout, device_backed);
  }

  /// No extent, no memory.
  void reset() {
    extent_ = TensorCoord();
    layout_ = Layout::packed(extent_);
    host_.clear();
    device_.reset();
  }
  /// New memory for `count` elements (host, and device when device_backed); extent and layout kept.
  void reserve(std::size_t count, bool device_backed = true) {
    device_.reset();
    host_.clear();
    host_.resize(count);
    if (device_backed) {
      device_.reset(count);
    }
  }
  /// A new extent and layout, in new memory.
  void reset(TensorCoord const& extent, Layout const& layout, bool device_backed = true) {
    extent_ = extent;
    layout_ = layout;
    reserve(std::size_t(layout_.capacity(extent_)), device_backed);
  }
  void reset(TensorCoord const& extent, bool device_backed = true) { reset(extent, Layout::packed(extent), device_backed); }
  /// A new extent and layout; new memory only when the present memory is too small (reset() always allocates).
  void resize(TensorCoord const& extent, Layout const& layout, bool device_backed = true) {
    extent_ = extent;
    layout_ = layout;
    std::size_t const needed = std::size_t(layout_.capacity(extent_));
    if (needed > host_.size()) {
      reserve(needed, device_backed);
    }
  }
  void resize(TensorCoord const& extent, bool device_backed = true) { resize(extent, Layout::packed(extent), device_backed); }

  /// The elements the layout spans for the extent.
  std::size_t size() const { return std::size_t(layout_.capacity(extent_)); }
  /// The elements the memory holds (at least size()).
  LongIndex capacity() const { return LongIndex(host_.size()); }

  Element* host_data() { return reinterpret_cast<Element*>(host_.data()); }
  Element const* host_data() const { return reinterpret_cast<Element const*>(host_.data()); }
  /// The host element at `index` (an offset, not a coordinate).
  Reference host_data(LongIndex index) { return host_data()[index]; }
  ConstReference host_data(LongIndex index) const { return host_data()[index]; }
  Element* host_data_ptr_offset(LongIndex offset) { return host_data() + offset; }
  Element const* host_data_ptr_offset(LongIndex offset) const { return host_data() + offset; }
  Element* device_data() { return device_.get(); }
  Element const* device_data() const { return device_.get(); }
  Element* device_data_ptr_offset(LongIndex offset) { return device_data() + offset; }
  Element const* device_data_ptr_offset(LongIndex offset) const { return device_data() + offset; }

  TensorRef host_ref(LongIndex offset = 0) { return TensorRef(host_data_ptr_offset(offset), layout_); }
  ConstTensorRef host_ref(LongIndex offset = 0) const { return ConstTensorRef(host_data_ptr_offset(offset), layout_); }
  TensorRef device_ref(LongIndex offset = 0) { return TensorRef(device_data_ptr_offset(offset), layout_); }
  ConstTensorRef device_ref(LongIndex offset = 0) const { return ConstTensorRef(device_data_ptr_offset(offset), layout_); }
  TensorView host_view(LongIndex offset = 0) { return TensorView(host_data_ptr_offset(offset), layout_, extent_); }
  ConstTensorView host_view(LongIndex offset = 0) const {
    return ConstTensorView(host_data_ptr_offset(offset), layout_, extent_);
  }
  TensorView device_view(LongIndex offset = 0) { return TensorView(device_data_ptr_offset(offset), layout_, extent_); }
  ConstTensorView device_view(LongIndex offset = 0) const {
    return ConstTensorView(device_data_ptr_offset(offset), layout_, extent_);
  }

  bool device_backed() const { return device_.get() != nullptr; }
  Layout& layout() { return layout_; }
  Layout layout() const { return layout_; }
  Stride stride() const { return layout_.stride(); }
  Stride& stride() { return layout_.stride(); }
  LongIndex stride(int dim) const { return LongIndex(layout_.stride()[dim]); }
  decltype(auto) stride(int dim) { return detail::stride_at(layout_, dim); }
  /// The offset of a coordinate's element.
  LongIndex offset(TensorCoord const& coord) const { return layout_(coord); }
  /// The host element at a coordinate.
  Reference at(TensorCoord const& coord) { return host_data()[offset(coord)]; }
  ConstReference at(TensorCoord const& coord) const { return host_data()[offset(coord)]; }
  TensorCoord extent() const { return extent_; }
  TensorCoord& extent() { return extent_; }

  /// Device memory to host memory (the whole allocation); nothing when not device_backed.
  void sync_host() {
    if (device_backed()) {
      device_memory::copy_to_host(host_data(), device_data(), host_.size());
    }
  }
  /// Host memory to device memory (the whole allocation); nothing when not device_backed.
  void sync_device() {
    if (device_backed()) {
      device_memory::copy_to_device(device_data(), host_data(), host_.size());
    }
  }

  // Copies of `count` elements (all of the tensor's memory when count < 0) into or out of the host
  // or device memory, from or to memory the caller gives.
  void copy_in_device_to_host(Element const* ptr_device, LongIndex count = -1) {
    device_memory::copy_to_host(host_data(), ptr_device, elements(count));
  }
  void copy_in_device_to_device(Element const* ptr_device, LongIndex count = -1) {
    device_memory::copy_device_to_device(device_data(), ptr_device, elements(count));
  }
  void copy_in_host_to_device(Element const* ptr_host, LongIndex count = -1) {
    device_memory::copy_to_device(device_data(), ptr_host, elements(count));
  }
  void copy_in_host_to_host(Element const* ptr_host, LongIndex count = -1) {
    device_memory::copy_host_to_host(host_data(), ptr_host, elements(count));
  }
  void copy_out_device_to_host(Element* ptr_host, LongIndex count = -1) const {
    device_memory::copy_to_host(ptr_host, device_data(), elements(count));
  }
  void copy_out_device_to_device(Element* ptr_device, LongIndex count = -1) const {
    device_memory::copy_device_to_device(ptr_device, device_data(), elements(count));
  }
  void copy_out_host_to_device(Element* ptr_device, LongIndex count = -1) const {
    device_memory::copy_to_device(ptr_device, host_data(), elements(count));
  }
  void copy_out_host_to_host(Element* ptr_host, LongIndex count = -1) const {
    device_memory::copy_host_to_host(ptr_host, host_data(), elements(count));
  }

 private:
  // bool elements are stored as bytes: std::vector<bool> packs bits and has no data().
  using Storage = std::conditional_t<std::is_same_v<std::remove_cv_t<Element>, bool>, std::uint8_t, Element>;

  /// A copy's element count: all of the memory when count < 0, else at most all of it.
  std::size_t elements(LongIndex count) const {
    return count < 0 || std::size_t(count) > host_.size() ? host_.size() : std::size_t(count);
  }

  TensorCoord extent_{};
  Layout layout_ = Layout::packed(TensorCoord());
  std::vector<Storage> host_;
  DeviceAllocation<Element> device_;
};

}  // namespace cutlass

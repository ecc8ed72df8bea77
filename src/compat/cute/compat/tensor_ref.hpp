// cute/compat/tensor_ref.hpp (porting aid for CUTLASS's cutlass/tensor_ref.h and cutlass/tensor_view.h):
// CUTLASS 2.x's cutlass::TensorRef<Element, Layout> (a pointer and a layout object: the element at a
// coordinate, offsets of the pointer by elements or coordinates) and cutlass::TensorView (a TensorRef
// with an extent: size, contains, subview), and make_TensorRef/make_TensorView. CuTe example programs
// get them from cutlass::HostTensor (host_ref(), host_view(), ...) to fill and compare their operands.
// The layouts are CUTLASS 2.x's of the porting aid: RowMajor, ColumnMajor, the tensor-op layouts and
// PackedVectorLayout.
#pragma once
#include <cute/compat/matrix_layout.hpp>
#include <cute/compat/standard_headers.hpp>  // CUTLASS's header brings them (its numeric types)
#include <cute/compat/tensor_op_layout.hpp>
#include <cute/compat/vector_layout.hpp>

#include <concepts>
#include <cstdint>
#include <type_traits>

namespace cutlass {

/// A CUTLASS 2.x layout: maps a coordinate of rank kRank (coord[i]) to the offset of its element, has a
/// stride, the capacity of an extent, and the packed layout of an extent.
template <class L>
concept tensor_layout = requires(L const& layout, typename L::TensorCoord const& coord) {
  { L::kRank } -> std::convertible_to<int>;
  typename L::Index;
  typename L::LongIndex;
  typename L::Stride;
  { layout(coord) } -> std::convertible_to<typename L::LongIndex>;
  { layout.capacity(coord) } -> std::convertible_to<typename L::LongIndex>;
  { L::packed(coord) } -> std::convertible_to<L>;
  { layout.stride() } -> std::convertible_to<typename L::Stride>;
  { coord[0] } -> std::convertible_to<typename L::Index>;
};

namespace detail {
/// The layout's stride in mode `dim`: a reference into the layout where its stride() is one (RowMajor,
/// ...), else a value (PackedVectorLayout's unit stride is made on each call).
template <class Layout>
CUTE_HOST_DEVICE constexpr decltype(auto) stride_at(Layout& layout, int dim) {
  if constexpr (std::is_lvalue_reference_v<decltype(layout.stride())>) {
    return layout.stride()[dim];
  } else {
    return typename std::remove_cvref_t<Layout>::LongIndex(layout.stride()[dim]);
  }
}
}  // namespace detail

/// A pointer to a tensor's elements and the layout that places them.
template <class Element_, tensor_layout Layout_>
class TensorRef {
 public:
  using Element = Element_;
  using Layout = Layout_;
  using Reference = Element&;
  static constexpr int kRank = Layout::kRank;
  using Index = typename Layout::Index;
  using LongIndex = typename Layout::LongIndex;
  using TensorCoord = typename Layout::TensorCoord;
  using Stride = typename Layout::Stride;
  using ConstTensorRef = TensorRef<Element const, Layout>;
  using NonConstTensorRef = TensorRef<std::remove_const_t<Element>, Layout>;

  CUTE_HOST_DEVICE constexpr TensorRef() : ptr_(nullptr), layout_() {}
  /// A layout of one leading dimension converts from it: TensorRef<float, RowMajor>(ptr, ldm).
  CUTE_HOST_DEVICE constexpr TensorRef(Element* ptr, Layout const& layout) : ptr_(ptr), layout_(layout) {}
  /// A reference to const data from one to mutable data.
  template <class Mutable>
    requires(std::is_const_v<Element> && std::same_as<Mutable, std::remove_const_t<Element>>)
  CUTE_HOST_DEVICE constexpr TensorRef(TensorRef<Mutable, Layout> const& ref) : ptr_(ref.data()), layout_(ref.layout()) {}

  CUTE_HOST_DEVICE constexpr ConstTensorRef const_ref() const { return ConstTensorRef(ptr_, layout_); }
  CUTE_HOST_DEVICE constexpr NonConstTensorRef non_const_ref() const {
    return NonConstTensorRef(const_cast<std::remove_const_t<Element>*>(ptr_), layout_);
  }

  CUTE_HOST_DEVICE constexpr void reset(Element* ptr = nullptr) { ptr_ = ptr; }
  CUTE_HOST_DEVICE constexpr void reset(Element* ptr, Layout const& layout) {
    ptr_ = ptr;
    layout_ = layout;
  }
  /// True when it points somewhere.
  CUTE_HOST_DEVICE constexpr bool good() const { return ptr_ != nullptr; }

  CUTE_HOST_DEVICE constexpr Element* data() const { return ptr_; }
  /// The element `index` elements past the pointer.
  CUTE_HOST_DEVICE constexpr Reference data(LongIndex index) const { return ptr_[index]; }
  CUTE_HOST_DEVICE constexpr Layout& layout() { return layout_; }
  CUTE_HOST_DEVICE constexpr Layout layout() const { return layout_; }
  CUTE_HOST_DEVICE constexpr Stride stride() const { return layout_.stride(); }
  CUTE_HOST_DEVICE constexpr Stride& stride() { return layout_.stride(); }
  CUTE_HOST_DEVICE constexpr LongIndex stride(int dim) const { return LongIndex(layout_.stride()[dim]); }
  CUTE_HOST_DEVICE constexpr decltype(auto) stride(int dim) { return detail::stride_at(layout_, dim); }

  /// The offset of a coordinate's element from the pointer.
  CUTE_HOST_DEVICE constexpr LongIndex offset(TensorCoord const& coord) const { return layout_(coord); }
  CUTE_HOST_DEVICE constexpr Reference at(TensorCoord const& coord) const { return ptr_[offset(coord)]; }
  CUTE_HOST_DEVICE constexpr Reference operator[](TensorCoord const& coord) const { return at(coord); }

  /// Moves the pointer by elements, or to a coordinate's element.
  CUTE_HOST_DEVICE constexpr TensorRef& add_pointer_offset(LongIndex offset) {
    ptr_ += offset;
    return *this;
  }
  CUTE_HOST_DEVICE constexpr TensorRef& add_coord_offset(TensorCoord const& coord) {
    return add_pointer_offset(offset(coord));
  }
  CUTE_HOST_DEVICE constexpr TensorRef operator+(TensorCoord const& coord) const { return TensorRef(*this).add_coord_offset(coord); }
  CUTE_HOST_DEVICE constexpr TensorRef& operator+=(TensorCoord const& coord) { return add_coord_offset(coord); }
  CUTE_HOST_DEVICE constexpr TensorRef operator-(TensorCoord const& coord) const {
    return TensorRef(*this).add_pointer_offset(-offset(coord));
  }
  CUTE_HOST_DEVICE constexpr TensorRef& operator-=(TensorCoord const& coord) { return add_pointer_offset(-offset(coord)); }

 private:
  Element* ptr_;
  Layout layout_;
};

/// A TensorRef with the extent of the tensor: its coordinates are those below the extent.
template <class Element_, tensor_layout Layout_>
class TensorView : public TensorRef<Element_, Layout_> {
 public:
  using Base = TensorRef<Element_, Layout_>;
  using TensorRef = Base;
  using Element = Element_;
  using Layout = Layout_;
  using Reference = Element&;
  using ConstTensorRef = typename Base::ConstTensorRef;
  static constexpr int kRank = Layout::kRank;
  using Index = typename Layout::Index;
  using LongIndex = typename Layout::LongIndex;
  using TensorCoord = typename Layout::TensorCoord;
  using Stride = typename Layout::Stride;
  using ConstTensorView = TensorView<Element const, Layout>;
  using NonConstTensorView = TensorView<std::remove_const_t<Element>, Layout>;

  CUTE_HOST_DEVICE constexpr TensorView() : extent_() {}
  CUTE_HOST_DEVICE constexpr TensorView(Element* ptr, Layout const& layout, TensorCoord const& extent)
      : Base(ptr, layout), extent_(extent) {}
  CUTE_HOST_DEVICE constexpr TensorView(Base const& ref, TensorCoord const& extent) : Base(ref), extent_(extent) {}
  template <class Mutable>
    requires(std::is_const_v<Element> && std::same_as<Mutable, std::remove_const_t<Element>>)
  CUTE_HOST_DEVICE constexpr TensorView(TensorView<Mutable, Layout> const& view)
      : Base(view.data(), view.layout()), extent_(view.extent()) {}

  CUTE_HOST_DEVICE constexpr void reset(Element* ptr, Layout const& layout, TensorCoord const& extent) {
    Base::reset(ptr, layout);
    extent_ = extent;
  }
  CUTE_HOST_DEVICE constexpr void reset(Element* ptr) { Base::reset(ptr); }
  CUTE_HOST_DEVICE constexpr void resize(TensorCoord const& extent) { extent_ = extent; }

  CUTE_HOST_DEVICE constexpr TensorCoord const& extent() const { return extent_; }
  CUTE_HOST_DEVICE constexpr Index extent(int dim) const { return extent_[dim]; }
  /// The number of coordinates (the product of the extent).
  CUTE_HOST_DEVICE constexpr LongIndex size() const {
    LongIndex product = 1;
    for (int dim = 0; dim < kRank; ++dim) {
      product *= extent_[dim];
    }
    return product;
  }
  /// True when 0 <= coord[i] < extent[i] in every mode.
  CUTE_HOST_DEVICE constexpr bool contains(TensorCoord const& coord) const {
    for (int dim = 0; dim < kRank; ++dim) {
      if (coord[dim] < 0 || coord[dim] >= extent_[dim]) {
        return false;
      }
    }
    return true;
  }
  /// The number of elements the layout spans for the extent (at least size()).
  CUTE_HOST_DEVICE constexpr std::size_t capacity() const { return std::size_t(Base::layout().capacity(extent_)); }

  CUTE_HOST_DEVICE constexpr Base ref() const { return Base(this->data(), this->layout()); }
  CUTE_HOST_DEVICE constexpr ConstTensorRef const_ref() const { return ConstTensorRef(this->data(), this->layout()); }
  CUTE_HOST_DEVICE constexpr ConstTensorView const_view() const { return ConstTensorView(const_ref(), extent_); }
  CUTE_HOST_DEVICE constexpr NonConstTensorView non_const_view() const {
    return NonConstTensorView(this->non_const_ref(), extent_);
  }

  /// The view of `extent` coordinates at `location`, its extent cut at this view's end.
  CUTE_HOST_DEVICE constexpr TensorView subview(TensorCoord extent, TensorCoord const& location = TensorCoord()) const {
    for (int dim = 0; dim < kRank; ++dim) {
      Index const room = extent_[dim] - location[dim];
      extent[dim] = extent[dim] < room ? extent[dim] : room;
      extent[dim] = extent[dim] < 0 ? 0 : extent[dim];
    }
    return TensorView(ref() + location, extent);
  }

  /// The same extent with the pointer moved to a coordinate's element.
  CUTE_HOST_DEVICE constexpr TensorView operator+(TensorCoord const& coord) const {
    return TensorView(ref() + coord, extent_);
  }
  CUTE_HOST_DEVICE constexpr TensorView& operator+=(TensorCoord const& coord) {
    Base::add_coord_offset(coord);
    return *this;
  }
  CUTE_HOST_DEVICE constexpr TensorView operator-(TensorCoord const& coord) const {
    return TensorView(ref() - coord, extent_);
  }
  CUTE_HOST_DEVICE constexpr TensorView& operator-=(TensorCoord const& coord) {
    Base::operator-=(coord);
    return *this;
  }

 private:
  TensorCoord extent_;
};

template <class Element, tensor_layout Layout>
CUTE_HOST_DEVICE constexpr TensorRef<Element, Layout> make_TensorRef(Element* ptr, Layout const& layout) {
  return TensorRef<Element, Layout>(ptr, layout);
}
template <class Element, tensor_layout Layout>
CUTE_HOST_DEVICE constexpr TensorView<Element, Layout> make_TensorView(Element* ptr, Layout const& layout,
                                                                      typename Layout::TensorCoord const& extent) {
  return TensorView<Element, Layout>(ptr, layout, extent);
}

}  // namespace cutlass

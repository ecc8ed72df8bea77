// cute/tensor/engine.hpp: what a Tensor reads its elements through: an owning array (registers or
// the stack) or a view over an iterator (a tagged pointer, a coordinate iterator).
#pragma once
#include <cute/config.hpp>
#include <cute/tensor/pointer.hpp>

namespace cute {

/// N elements of T owned by the tensor: a thread's registers on the GPU. N is a capacity: a tensor
/// with a dynamic layout may own one, checked to fit.
CUTE_EXPORT template <class T, std::size_t N>
struct ArrayEngine {
  static_assert(N > 0, "ArrayEngine: an owning tensor needs at least one element");
  using value_type = T;
  using element_type = T;
  using reference = T&;
  using iterator = rmem_ptr<T>;
  using const_iterator = rmem_ptr<T const>;
  static constexpr std::size_t capacity = N;

  T storage_[N];

  CUTE_HOST_DEVICE constexpr iterator begin() noexcept { return iterator(storage_); }
  CUTE_HOST_DEVICE constexpr const_iterator begin() const noexcept { return const_iterator(storage_); }
};

/// A view: the elements live elsewhere, the engine holds where they begin. Copying the tensor
/// copies the view, not the elements.
CUTE_EXPORT template <class Iterator>
struct ViewEngine {
  using iterator = Iterator;
  using const_iterator = Iterator;
  using reference = decltype(*std::declval<Iterator const&>());
  using element_type = std::remove_reference_t<reference>;
  using value_type = std::remove_cv_t<element_type>;

  [[no_unique_address]] Iterator begin_{};

  CUTE_HOST_DEVICE constexpr iterator begin() const noexcept { return begin_; }
};

/// An iterator a tensor can view: dereferenceable, and offset by an integer.
CUTE_EXPORT template <class I>
concept tensor_iterator = std::copy_constructible<I> && requires(I const& i, int n) {
  *i;
  i[n];
  { i + n } -> std::convertible_to<I>;
};

}  // namespace cute

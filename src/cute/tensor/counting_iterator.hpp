// cute/tensor/counting_iterator.hpp: CuTe's counting_iterator<T>, the iterator whose element at i is
// n + i: a tensor over it, make_tensor(counting_iterator<int>{0}, layout), holds at each coordinate the
// layout's offset there (no storage; a way to look at a layout through tensor operations).
#pragma once
#include <cute/config.hpp>
#include <cute/numeric.hpp>
#include <cute/tensor/engine.hpp>

namespace cute {

CUTE_EXPORT template <class T>
struct counting_iterator {
  using value_type = T;
  using reference = T;
  using difference_type = T;

  T n;

  CUTE_HOST_DEVICE constexpr T operator*() const { return n; }
  template <integer I>
  CUTE_HOST_DEVICE constexpr T operator[](I const& i) const {
    return T(n + i);
  }
  template <integer I>
  CUTE_HOST_DEVICE constexpr counting_iterator operator+(I const& i) const {
    return {T(n + i)};
  }
  CUTE_HOST_DEVICE constexpr counting_iterator& operator++() {
    ++n;
    return *this;
  }
  CUTE_HOST_DEVICE friend constexpr bool operator==(counting_iterator const& a, counting_iterator const& b) { return a.n == b.n; }
};

}  // namespace cute

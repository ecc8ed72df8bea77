// cute/tensor/lazy_transform.hpp: lazy::transform(t, fn), the read-only tensor of the same layout
// whose element at i is fn(t(i)), computed when read (a predicate tensor made from an identity
// tensor, `lazy::transform(coords, [&](auto c) { return elem_less(c, shape); })`, costs no storage),
// and the iterator behind it, transform_iterator.
#pragma once
#include <cute/config.hpp>
#include <cute/tensor/engine.hpp>
#include <cute/tensor/tensor.hpp>

namespace cute {

/// An iterator whose element at i is fn(it[i]).
CUTE_EXPORT template <class Fn, tensor_iterator It>
  requires std::invocable<Fn const&, decltype(*std::declval<It const&>())>
struct transform_iterator {
  using value_type = cute::detail::uncvref_t<std::invoke_result_t<Fn const&, decltype(*std::declval<It const&>())>>;
  using reference = value_type;

  Fn fn_;
  It it_;

  CUTE_HOST_DEVICE constexpr value_type operator*() const { return fn_(*it_); }
  template <integer I>
  CUTE_HOST_DEVICE constexpr value_type operator[](I const& i) const {
    return fn_(it_[i]);
  }
  template <integer I>
  CUTE_HOST_DEVICE constexpr transform_iterator operator+(I const& i) const {
    return {fn_, it_ + i};
  }
};

CUTE_EXPORT template <class Fn, tensor_iterator It>
CUTE_HOST_DEVICE constexpr auto make_transform_iter(Fn const& fn, It const& it) {
  return transform_iterator<Fn, It>{fn, it};
}

CUTE_EXPORT namespace lazy {
/// The tensor of t's layout whose elements are fn of t's, computed when read.
template <class E, class L, class Fn>
CUTE_HOST_DEVICE constexpr auto transform(Tensor<E, L> const& t, Fn const& fn) {
  return make_tensor(make_transform_iter(fn, t.data()), t.layout());
}
}  // namespace lazy

}  // namespace cute

// cute/tensor/transform.hpp: CuTe's element-wise algorithms over tensors (host and device):
// for_each(t, f) calls f on each element; transform(t, f) replaces each element by f of it,
// transform(in, out, f) writes f(in(i)) to out(i), transform(a, b, out, f) writes f(a(i), b(i)).
// (lazy::transform, cute/tensor/lazy_transform.hpp, is the read-only view that computes when read.)
#pragma once
#include <concepts>
#include <cute/config.hpp>
#include <cute/tensor/copy.hpp>
#include <cute/tensor/tensor.hpp>

namespace cute {

/// f(t(i)) for each element, in index order.
CUTE_EXPORT template <tensor_type Tn, class F>
  requires std::invocable<F&, typename cute::detail::uncvref_t<Tn>::reference>
CUTE_HOST_DEVICE constexpr void for_each(Tn&& t, F&& f) {
  CUTE_UNROLL
  for (int i = 0; i < int(size(t)); ++i) f(t(i));
}

/// t(i) = f(t(i)) for each element.
CUTE_EXPORT template <tensor_type Tn, class F>
  requires std::invocable<F&, typename cute::detail::uncvref_t<Tn>::reference>
CUTE_HOST_DEVICE constexpr void transform(Tn&& t, F&& f) {
  CUTE_UNROLL
  for (int i = 0; i < int(size(t)); ++i) t(i) = f(t(i));
}

/// out(i) = f(in(i)) for each element (the two tensors of one size).
CUTE_EXPORT template <tensor_type In, tensor_type Out, class F>
  requires std::invocable<F&, typename cute::detail::uncvref_t<In>::reference>
CUTE_HOST_DEVICE constexpr void transform(In const& in, Out&& out, F&& f) {
  detail::check_same_size("transform", in, out);
  CUTE_UNROLL
  for (int i = 0; i < int(size(out)); ++i) out(i) = f(in(i));
}

/// out(i) = f(a(i), b(i)) for each element (the three tensors of one size).
CUTE_EXPORT template <tensor_type A, tensor_type B, tensor_type Out, class F>
  requires std::invocable<F&, typename cute::detail::uncvref_t<A>::reference, typename cute::detail::uncvref_t<B>::reference>
CUTE_HOST_DEVICE constexpr void transform(A const& a, B const& b, Out&& out, F&& f) {
  detail::check_same_size("transform", a, out);
  detail::check_same_size("transform", b, out);
  CUTE_UNROLL
  for (int i = 0; i < int(size(out)); ++i) out(i) = f(a(i), b(i));
}

}  // namespace cute

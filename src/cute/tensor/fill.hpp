// cute/tensor/fill.hpp: fill, clear and axpby over the elements of tensors (host and device).
#pragma once
#include <cute/config.hpp>
#include <cute/tensor/copy.hpp>
#include <cute/tensor/tensor.hpp>

namespace cute {

/// Every element of t becomes v (its elements may be proxies: subbyte_reference).
CUTE_EXPORT template <tensor_type Tn, class V>
  requires requires(typename cute::detail::uncvref_t<Tn>::reference r, V const& v) { r = v; }
CUTE_HOST_DEVICE constexpr void fill(Tn&& t, V const& v) {
#if defined(__CUDA_ARCH__)
#pragma unroll
#endif
  CUTE_UNROLL
  for (int i = 0; i < int(size(t)); ++i) t(i) = v;
}

/// Every element of t becomes its value type's zero.
CUTE_EXPORT template <tensor_type Tn>
CUTE_HOST_DEVICE constexpr void clear(Tn&& t) {
  fill(t, typename cute::detail::uncvref_t<Tn>::value_type{});
}

/// y = alpha * x + beta * y, element by element; with beta == 0, y = alpha * x (y is not read, so
/// stale NaNs in it do not leak through).
CUTE_EXPORT template <class Alpha, tensor_type Xt, class Beta, tensor_type Yt>
CUTE_HOST_DEVICE constexpr void axpby(Alpha const& alpha, Xt const& x, Beta const& beta, Yt&& y) {
  detail::check_same_size("axpby", x, y);
  bool const read_y = !(beta == Beta(0));
#if defined(__CUDA_ARCH__)
#pragma unroll
#endif
  CUTE_UNROLL
  for (int i = 0; i < int(size(y)); ++i) y(i) = read_y ? alpha * x(i) + beta * y(i) : alpha * x(i);
}

}  // namespace cute

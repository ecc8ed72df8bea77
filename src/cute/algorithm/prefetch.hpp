// cute/algorithm/prefetch.hpp: CuTe's prefetch of a global-memory tensor into L2: prefetch(t) by one
// thread, cooperative_prefetch<NumThreads, FetchBytes>(tid, t) shared by NumThreads threads. Each
// prefetch.global.L2 covers a run of contiguous elements of at most FetchBytes bytes (the runs the
// layout has, as CuTe's); a hint, so a no-op on the host.
#pragma once
#include <cute/config.hpp>
#include <cute/arch/copy.hpp>
#include <cute/tensor.hpp>

namespace cute {

/// NumThreads threads (tid in [0, NumThreads)) prefetch the whole of src, a global-memory tensor: the
/// elements go in runs of the largest contiguous vector of its layout, at most FetchBytes bytes (the
/// largest such vector that divides both), run r by thread r % NumThreads.
CUTE_EXPORT template <std::uint32_t NumThreads, std::uint32_t FetchBytes = 64, tensor_type Tn>
CUTE_HOST_DEVICE void cooperative_prefetch(std::uint32_t const& tid, Tn const& src) {
  using T = typename cute::detail::uncvref_t<Tn>::value_type;
  static_assert(is_gmem_v<typename cute::detail::uncvref_t<Tn>::iterator>, "cooperative_prefetch: the tensor must be in global memory");
  static_assert(NumThreads > 0 && FetchBytes * 8 >= sizeof_bits_v<T>, "cooperative_prefetch: no thread, or a fetch smaller than an element");
  using Vector = decltype(max_common_vector(src.layout(), src.layout()));
  constexpr int contiguous = [] {
    if constexpr (static_integer<Vector>) {
      return int(Vector::value);
    } else {
      return 1;
    }
  }();
  constexpr int per_fetch = int(detail::gcd_value(contiguous, int(FetchBytes * 8 / sizeof_bits_v<T>)));
  // Run r is elements [r * per_fetch, (r + 1) * per_fetch) of src, contiguous: indexed by its first
  // element's 1-D coordinate, not through a divide (a dynamic layout's divide composes at run time, and
  // the value algebra's frame overflowed a kernel's stack: CuTe's TMA store test prefetches a dynamic
  // tensor).
  int const runs = int(size(src)) / per_fetch;
  for (int r = int(tid); r < runs; r += int(NumThreads)) {
    prefetch(raw_pointer_cast(&src(r * per_fetch)));
  }
}

/// One thread prefetches the whole of src, a global-memory tensor.
CUTE_EXPORT template <tensor_type Tn>
CUTE_HOST_DEVICE void prefetch(Tn const& src) {
  cooperative_prefetch<1>(0, src);
}

}  // namespace cute

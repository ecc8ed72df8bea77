// cute/tuple/underscore.hpp: `_`, the slice marker of coordinates (like `:` in Python).
#pragma once
#include <cute/config.hpp>

namespace cute {

CUTE_EXPORT struct Underscore {
  friend CUTE_HOST_DEVICE constexpr bool operator==(Underscore, Underscore) noexcept { return true; }
};

// In device code the slice marker must be a device variable (nvcc compiles host and device code
// separately, each sees its own `_`).
#if defined(__CUDA_ARCH__)
static const __device__ Underscore _{};
#else
CUTE_EXPORT inline constexpr Underscore _{};
#endif

CUTE_EXPORT template <class T>
concept underscore = std::same_as<cute::detail::uncvref_t<T>, Underscore>;

}  // namespace cute

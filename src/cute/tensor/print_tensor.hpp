// cute/tensor/print_tensor.hpp: printing a tensor: its iterator and layout (print), and its elements
// as a table (print_tensor), host and device (printf).
#pragma once
#include <cute/config.hpp>
#include <cute/print.hpp>
#include <cute/tensor/tensor.hpp>

namespace cute {

CUTE_EXPORT namespace detail {
template <class T>
CUTE_HOST_DEVICE void print_element(T const& x) {
  if constexpr (std::is_floating_point_v<T>) {
    printf("%10.4g", double(x));
  } else if constexpr (std::is_same_v<T, bool>) {
    printf("%6s", x ? "true" : "false");
  } else if constexpr (std::is_integral_v<T> && std::is_signed_v<T>) {
    printf("%6lld", static_cast<long long>(x));
  } else if constexpr (std::is_integral_v<T>) {
    printf("%6llu", static_cast<unsigned long long>(x));
  } else if constexpr (printable<T>) {
    printf(" ");
    print(x);
  } else if constexpr (requires { static_cast<float>(x); }) {  // half, bfloat16, ...
    printf("%10.4g", double(static_cast<float>(x)));
  } else {
    static_assert(sizeof(T) == 0, "print_tensor: no printer for this element type");
  }
}
template <memory_space S>
CUTE_HOST_DEVICE constexpr char const* space_name() {
  return S == memory_space::gmem ? "gmem_" : S == memory_space::smem ? "smem_" : S == memory_space::rmem ? "rmem_" : "";
}
}  // namespace detail

/// CuTe's predicates that let one thread print (`if (thread0()) print_tensor(t);`): true in block
/// `bid` (the linear index of blockIdx in gridDim, x fastest), in thread `tid` (linear in blockDim) of
/// block `bid`; always true on the host.
CUTE_EXPORT CUTE_HOST_DEVICE inline bool block([[maybe_unused]] int bid) {
#if defined(__CUDA_ARCH__)
  return blockIdx.x + blockIdx.y * gridDim.x + blockIdx.z * gridDim.x * gridDim.y == static_cast<unsigned>(bid);
#else
  return true;
#endif
}
CUTE_EXPORT CUTE_HOST_DEVICE inline bool thread([[maybe_unused]] int tid, [[maybe_unused]] int bid = 0) {
#if defined(__CUDA_ARCH__)
  return threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y == static_cast<unsigned>(tid) &&
         block(bid);
#else
  return true;
#endif
}
CUTE_EXPORT CUTE_HOST_DEVICE inline bool thread0() { return thread(0, 0); }
CUTE_EXPORT CUTE_HOST_DEVICE inline bool block0() { return block(0); }
#if defined(__CUDACC__)
/// Thread 0 of its block.
__device__ inline bool thread0_of_block() { return threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0; }
#endif

/// The tensor's iterator and layout: `gmem_ptr[32b](0x7f..) o (4,8):(1,4)`.
CUTE_EXPORT template <tensor_type Tn>
CUTE_HOST_DEVICE void print(Tn const& t) {
  using It = std::remove_cvref_t<decltype(t.data())>;
  if constexpr (requires { raw_pointer_cast(t.data()); }) {
    printf("%sptr[%db](%p) o ", detail::space_name<memory_space_of<It>>(),
           int(sizeof(typename std::remove_cvref_t<Tn>::value_type) * 8), (void const*)raw_pointer_cast(t.data()));
  } else {
    printf("counting_iter(");
    print(*t.data());
    printf(") o ");
  }
  print(t.layout());
}

/// print(t), then its elements: a column for rank 1, an (M, N) table for rank 2 (the second mode's
/// sub-modes flattened), one table per index of the last modes beyond.
CUTE_EXPORT template <tensor_type Tn>
CUTE_HOST_DEVICE void print_tensor(Tn const& t) {
  print(t);
  printf(":\n");
  constexpr int R = rank_v<std::remove_cvref_t<decltype(shape(t))>>;
  if constexpr (R <= 1) {
    for (int i = 0; i < int(size(t)); ++i) {
      detail::print_element(t(i));
      printf("\n");
    }
  } else if constexpr (R == 2) {
    for (int m = 0; m < int(size<0>(t)); ++m) {
      for (int n = 0; n < int(size<1>(t)); ++n) detail::print_element(t(m, n));
      printf("\n");
    }
  } else {
    auto const flat = group<2, R>(t.layout());
    auto const tables = make_tensor_view(t, flat);
    for (int k = 0; k < int(size<2>(flat)); ++k) {
      auto const table = tables(_, _, k);
      for (int m = 0; m < int(size<0>(table)); ++m) {
        for (int n = 0; n < int(size<1>(table)); ++n) detail::print_element(table(m, n));
        printf("\n");
      }
      if (k + 1 < int(size<2>(flat))) printf("----------\n");
    }
  }
}

}  // namespace cute

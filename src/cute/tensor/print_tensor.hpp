// cute/tensor/print_tensor.hpp: printing a tensor: its iterator and layout (print), and its elements
// as a table (print_tensor), host and device (printf); to_string, operator<< and std::format on the host.
#pragma once
#include <cute/config.hpp>
#include <cute/print.hpp>
#include <cute/tensor/tensor.hpp>

#if !defined(__CUDA_ARCH__)
#include <ostream>
#include <string>
#endif

namespace cute {

CUTE_EXPORT namespace detail {
// One element of a table, in a column of fixed width: numbers by a printf format (floating point and
// half/bfloat16 as %10.4g, integers as %6lld/%6llu), printable values (an identity tensor's
// coordinates) as text.
template <class Sink, class T>
CUTE_HOST_DEVICE void write_element(Sink& out, T const& x) {
  if constexpr (std::is_floating_point_v<T>) {
    out.formatted("%10.4g", double(x));
  } else if constexpr (std::is_same_v<T, bool>) {
    out.formatted("%6s", x ? "true" : "false");
  } else if constexpr (std::is_integral_v<T> && std::is_signed_v<T>) {
    out.formatted("%6lld", static_cast<long long>(x));
  } else if constexpr (std::is_integral_v<T>) {
    out.formatted("%6llu", static_cast<unsigned long long>(x));
  } else if constexpr (printable<T>) {
    out(" ");
    write(out, x);
  } else if constexpr (requires { static_cast<float>(x); }) {  // half, bfloat16, ...
    out.formatted("%10.4g", double(static_cast<float>(x)));
  } else {
    static_assert(sizeof(T) == 0, "print_tensor: no printer for this element type");
  }
}
template <memory_space S>
CUTE_HOST_DEVICE constexpr char const* space_name() {
  return S == memory_space::gmem ? "gmem_" : S == memory_space::smem ? "smem_" : S == memory_space::rmem ? "rmem_" : "";
}

// The iterator and the layout: `gmem_ptr[32b](0x7f..) o (4,8):(1,4)`.
template <class Sink, class Tn>
CUTE_HOST_DEVICE void write_tensor_header(Sink& out, Tn const& t) {
  using It = std::remove_cvref_t<decltype(t.data())>;
  if constexpr (requires { raw_pointer_cast(t.data()); }) {
    out(space_name<memory_space_of<It>>());
    out("ptr[");
    write_int(out, static_cast<long long>(sizeof(typename std::remove_cvref_t<Tn>::value_type) * 8));
    out("b](");
    out.formatted("%p", static_cast<void const*>(raw_pointer_cast(t.data())));
    out(") o ");
  } else {
    out("counting_iter(");
    write(out, *t.data());
    out(") o ");
  }
  write(out, t.layout());
}

template <class Sink, class Table>
CUTE_HOST_DEVICE void write_table(Sink& out, Table const& table) {
  for (int m = 0; m < int(size<0>(table)); ++m) {
    for (int n = 0; n < int(size<1>(table)); ++n) write_element(out, table(m, n));
    out("\n");
  }
}

// The header, then the elements: a column for rank 1, an (M, N) table for rank 2 (the second mode's
// sub-modes flattened), one table per index of the last modes beyond.
template <class Sink, class Tn>
CUTE_HOST_DEVICE void write_tensor(Sink& out, Tn const& t) {
  write_tensor_header(out, t);
  out(":\n");
  constexpr int R = rank_v<std::remove_cvref_t<decltype(shape(t))>>;
  if constexpr (R <= 1) {
    for (int i = 0; i < int(size(t)); ++i) {
      write_element(out, t(i));
      out("\n");
    }
  } else if constexpr (R == 2) {
    write_table(out, t);
  } else {
    auto const flat = group<2, R>(t.layout());
    auto const tables = make_tensor_view(t, flat);
    for (int k = 0; k < int(size<2>(flat)); ++k) {
      write_table(out, tables(_, _, k));
      if (k + 1 < int(size<2>(flat))) out("----------\n");
    }
  }
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
  detail::printf_sink out;
  detail::write_tensor_header(out, t);
}

/// print(t), then its elements: a column for rank 1, an (M, N) table for rank 2 (the second mode's
/// sub-modes flattened), one table per index of the last modes beyond.
CUTE_EXPORT template <tensor_type Tn>
CUTE_HOST_DEVICE void print_tensor(Tn const& t) {
  detail::printf_sink out;
  detail::write_tensor(out, t);
}

#if !defined(__CUDA_ARCH__)
/// The text of print_tensor(t) (as CuTe's operator<< of a tensor, the elements too); operator<< and
/// std::format give the same.
CUTE_EXPORT template <tensor_type Tn>
std::string to_string(Tn const& t) {
  std::string s;
  detail::string_sink out{s};
  detail::write_tensor(out, t);
  return s;
}
CUTE_EXPORT template <tensor_type Tn>
std::ostream& operator<<(std::ostream& os, Tn const& t) {
  detail::ostream_sink out{os};
  detail::write_tensor(out, t);
  return os;
}
#endif

}  // namespace cute

#if CUTE_HAS_STD_FORMAT
template <class E, class L>
struct std::formatter<cute::Tensor<E, L>, char> : cute::detail::formatter_base {
  auto format(cute::Tensor<E, L> const& x, std::format_context& ctx) const { return format_text(x, ctx); }
};
#endif

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
// One element of a table, in CuTe's format for its type (print_tensor's text is CuTe's, so printed
// results compare with CuTe's): float %10.2e, double %11.3e, half/bfloat16/FP8 %8.2f, tfloat32
// %10.2e, bool %3d, 32-bit integers %5d, 64-bit (long) %5lld / %5llu; anything else two spaces and
// its print (other integers by value, an identity tensor's coordinates).
template <class T>
inline constexpr bool is_subbyte_reference_v = false;
template <class T>
inline constexpr bool is_subbyte_reference_v<subbyte_reference<T>> = true;

template <class Sink, class T>
CUTE_HOST_DEVICE void write_element(Sink& out, T const& x) {
  if constexpr (is_subbyte_reference_v<T>) {
    write_element(out, x.get());  // a packed value, through its proxy
  } else if constexpr (requires { T::bits_mask_; typename T::xint_t; }) {
    out.formatted("  %d", int(x));  // a sub-byte integer (int4_t, ...): two spaces and its value
  } else if constexpr (std::is_same_v<T, float>) {
    out.formatted("%10.2e", double(x));
  } else if constexpr (std::is_same_v<T, double>) {
    out.formatted("%11.3e", x);
  } else if constexpr (std::is_class_v<T> && requires { static_cast<float>(x); }) {
    // The narrow floating-point types (the atom layer's): 16 and 8 bits %8.2f, tfloat32_t %10.2e.
    out.formatted(sizeof(T) <= 2 ? "%8.2f" : "%10.2e", double(static_cast<float>(x)));
  } else if constexpr (std::is_same_v<T, bool>) {
    out.formatted("%3d", int(x));
  } else if constexpr (std::is_same_v<T, std::int32_t> || std::is_same_v<T, std::uint32_t>) {
    out.formatted("%5d", int(x));  // CuTe prints both with %d
  } else if constexpr (std::is_same_v<T, std::int64_t>) {
    out.formatted("%5lld", static_cast<long long>(x));
  } else if constexpr (std::is_same_v<T, std::uint64_t>) {
    out.formatted("%5llu", static_cast<unsigned long long>(x));
  } else if constexpr (std::is_integral_v<T> && std::is_signed_v<T>) {
    out.formatted("  %lld", static_cast<long long>(x));
  } else if constexpr (std::is_integral_v<T>) {
    out.formatted("  %llu", static_cast<unsigned long long>(x));
  } else if constexpr (printable<T>) {
    out("  ");
    write(out, x);
  } else {
    static_assert(sizeof(T) == 0, "print_tensor: no printer for this element type");
  }
}
template <memory_space S>
CUTE_HOST_DEVICE constexpr char const* space_name() {
  return S == memory_space::gmem ? "gmem_" : S == memory_space::smem ? "smem_" : S == memory_space::rmem ? "rmem_" : "";
}

template <class Shape>
Shape shape_of_coords(coord_iterator<Shape> const&);  // (declaration: the Shape of an identity tensor's iterator)

// The paths of a shape's leaves, in order (leaf k of an identity tensor's shape has field k).
struct leaf_paths {
  int path[64][8] = {};
  int depth[64] = {};
  int count = 0;
};
template <class S>
CUTE_HOST_DEVICE constexpr void collect_leaf_paths(leaf_paths& p, int (&prefix)[8], int d) {
  if constexpr (tuple_type<S>) {
    [&]<std::size_t... I>(std::index_sequence<I...>) {
      ((prefix[d] = int(I), collect_leaf_paths<cute::detail::uncvref_t<decltype(get<I>(std::declval<S const&>()))>>(p, prefix, d + 1)), ...);
    }(std::make_index_sequence<tuple_size_v<S>>{});
  } else {
    for (int i = 0; i < d; ++i) p.path[p.count][i] = prefix[i];
    p.depth[p.count++] = d;
  }
}
template <class S>
CUTE_HOST_DEVICE constexpr leaf_paths leaf_paths_of() {
  leaf_paths p;
  int prefix[8] = {};
  collect_leaf_paths<S>(p, prefix, 0);
  return p;
}

// An identity tensor's stride (its leaves' fields, coord_iterator) as the basis it encodes, in
// CuTe's text: 2^(k * bits) times v is v@path(k) (`_1@0`, `8@1`).
template <class Shape, class Sink, class D>
CUTE_HOST_DEVICE void write_coord_stride(Sink& out, D const& d) {
  if constexpr (tuple_type<D>) {
    out("(");
    [&]<std::size_t... I>(std::index_sequence<I...>) {
      ((out(I == 0 ? "" : ","), write_coord_stride<Shape>(out, get<I>(d))), ...);
    }(std::make_index_sequence<tuple_size_v<D>>{});
    out(")");
  } else {
    constexpr int bits = coord_field_bits<Shape>;
    long long const x = static_cast<long long>(d);
    if (static_integer<D>) out("_");
    if (x == 0) {
      out("0");
      return;
    }
    int low = 0;
    while (((static_cast<unsigned long long>(x) >> low) & 1ull) == 0) ++low;
    int const k = low / bits;
    write_int(out, k * bits >= 64 ? 0 : x / (1ll << (k * bits)));
    constexpr leaf_paths paths = leaf_paths_of<Shape>();
    for (int i = paths.depth[k] - 1; i >= 0; --i) {
      out("@");
      write_int(out, paths.path[k][i]);
    }
  }
}

// The iterator and the layout: `gmem_ptr[32b](0x7f..) o (4,8):(1,4)`.
template <class Sink, class Tn>
CUTE_HOST_DEVICE void write_tensor_header(Sink& out, Tn const& t) {
  using It = cute::detail::uncvref_t<decltype(t.data())>;
  if constexpr (requires { t.data().get().bit(); } || requires { t.data().bit(); }) {
    // Packed values, as CuTe prints a subbyte_iterator: the word's address and the bit in it.
    auto const it = [&] {
      if constexpr (requires { t.data().bit(); }) {
        return t.data();
      } else {
        return t.data().get();
      }
    }();
    out(space_name<memory_space_of<It>>());
    out("subptr[");
    write_int(out, static_cast<long long>(sizeof_bits_v<typename cute::detail::uncvref_t<Tn>::value_type>));
    out("b](");
    out.formatted("%p", static_cast<void const*>(it.ptr()));
    out(".");
    write_int(out, it.bit());
    out(") o ");
  } else if constexpr (requires { raw_pointer_cast(t.data()); }) {
    out(space_name<memory_space_of<It>>());
    out("ptr[");
    write_int(out, static_cast<long long>(sizeof_bits_v<typename cute::detail::uncvref_t<Tn>::value_type>));
    out("b](");
    out.formatted("%p", static_cast<void const*>(raw_pointer_cast(t.data())));
    out(") o ");
  } else if constexpr (is_arithmetic_tuple_iterator_v<It>) {
    out("ArithTuple");
    write(out, *t.data());
    out(" o ");
  } else if constexpr (requires { typename It::leaf_type; }) {
    // An identity tensor: its coordinate and its layout's strides as the bases they encode, as CuTe's
    // (whose identity tensor's strides are bases).
    out("ArithTuple");
    write(out, *t.data());
    out(" o ");
    write(out, t.layout().shape());
    out(":");
    write_coord_stride<decltype(shape_of_coords(It{}))>(out, t.layout().stride());
    return;
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

// A rule between the tables of a rank-3 (or rank-4) tensor: 5 characters per column, as CuTe's.
template <class Sink>
CUTE_HOST_DEVICE void write_rule(Sink& out, char const* c, int columns) {
  for (int i = 0; i < 5 * columns; ++i) out(c);
  out("\n");
}

// The elements: a column for rank 1, an (M, N) table for rank 2 (the second mode's sub-modes
// flattened), for rank 3 a table per index of mode 2 between rules of '-', for rank 4 those per
// index of mode 3 between rules of '=' (CuTe's text); beyond, a table per index of the last modes.
template <class Sink, class Tn>
CUTE_HOST_DEVICE void write_elements(Sink& out, Tn const& t) {
  constexpr int R = rank_v<cute::detail::uncvref_t<decltype(shape(t))>>;
  if constexpr (R <= 1) {
    for (int i = 0; i < int(size(t)); ++i) {
      write_element(out, t(i));
      out("\n");
    }
  } else if constexpr (R == 2) {
    write_table(out, t);
  } else if constexpr (R == 3 || R == 4) {
    for (int k = 0; k < int(size<R - 1>(t)); ++k) {
      if (k > 0) write_rule(out, R == 3 ? "-" : "=", int(size<1>(t)));
      if constexpr (R == 3) {
        write_table(out, t(_, _, k));
      } else {
        write_elements(out, t(_, _, _, k));
      }
    }
  } else {
    auto const flat = group<2, R>(t.layout());
    auto const tables = make_tensor_view(t, flat);
    for (int k = 0; k < int(size<2>(flat)); ++k) {
      if (k > 0) write_rule(out, "-", int(size<1>(t)));
      write_table(out, tables(_, _, k));
    }
  }
}

// The header, then the elements.
template <class Sink, class Tn>
CUTE_HOST_DEVICE void write_tensor(Sink& out, Tn const& t) {
  write_tensor_header(out, t);
  out(":\n");
  write_elements(out, t);
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

/// print(t) (unless print_type is false), then its elements, in CuTe's text: a column for rank 1,
/// an (M, N) table for rank 2, tables between rules for ranks 3 and 4 (see write_elements).
CUTE_EXPORT template <tensor_type Tn>
CUTE_HOST_DEVICE void print_tensor(Tn const& t, bool print_type = true) {
  detail::printf_sink out;
  if (print_type) {
    detail::write_tensor(out, t);
  } else {
    detail::write_elements(out, t);
  }
}

/// The text of print_tensor(t), in both of nvcc's passes (see detail::ostream_sink).
CUTE_EXPORT template <tensor_type Tn>
std::ostream& operator<<(std::ostream& os, Tn const& t) {
  detail::ostream_sink out{os};
  detail::write_tensor(out, t);
  return os;
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
#endif

}  // namespace cute

#if CUTE_HAS_STD_FORMAT
template <class E, class L>
struct std::formatter<cute::Tensor<E, L>, char> : cute::detail::formatter_base {
  auto format(cute::Tensor<E, L> const& x, std::format_context& ctx) const { return format_text(x, ctx); }
};
#endif

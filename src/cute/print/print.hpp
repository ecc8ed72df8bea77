// cute/print/print.hpp: text in CuTe's syntax. print() (printf, host and device), to_string(),
// operator<< and std::format support. A static integer prints with a leading `_`: (_2,_3):(_3,_1).
#pragma once
#include <cute/config.hpp>

#include <iosfwd>
#if !defined(__CUDA_ARCH__)
#include <ostream>
#include <string>
#endif
#if CUTE_HAS_STD_FORMAT  // (config.hpp)
#include <format>
#endif

#include <cute/layout.hpp>
#include <cute/swizzle.hpp>
#include <cute/numeric.hpp>
#include <cute/tuple.hpp>

namespace cute {
CUTE_EXPORT namespace detail {

// Sinks receive the text piece by piece: printf for print(), a std::string or an ostream on the host.
// formatted(fmt, v) writes one printf-formatted value (a tensor's elements, a pointer).
struct printf_sink {
  CUTE_HOST_DEVICE void operator()(char const* s) const { printf("%s", s); }
  template <class V>
  CUTE_HOST_DEVICE void formatted(char const* fmt, V v) const {
    printf(fmt, v);
  }
};

/// Writes v right-aligned in a field of at least `width` characters. The sink formats the digits
/// (one printf in device code, no buffer in local memory).
template <class Sink>
CUTE_HOST_DEVICE void write_int(Sink& out, long long v, int width = 0) {
  if (width > 0) {
    int digits = v < 0 ? 2 : 1;
    for (long long rest = v / 10; rest != 0; rest /= 10) ++digits;
    for (int pad = width - digits; pad > 0; --pad) out(" ");
  }
  out.formatted("%lld", v);
}

template <class Sink, class T>
CUTE_HOST_DEVICE void write(Sink& out, T const& x) {
  if constexpr (static_integer<T>) {
    out.formatted("_%lld", static_cast<long long>(T::value));
  } else if constexpr (dynamic_integer<T>) {
    write_int(out, static_cast<long long>(x));
  } else if constexpr (static_bool<T>) {
    out(T::value ? "_1" : "_0");  // CuTe's: a static bool is an integral constant (layout == layout)
  } else if constexpr (std::same_as<T, bool>) {
    out(x ? "1" : "0");
  } else if constexpr (underscore<T>) {
    out("_");
  } else if constexpr (tuple_type<T>) {
    out("(");
    [&]<std::size_t... I>(std::index_sequence<I...>) {
      ((out(I == 0 ? "" : ","), write(out, get<I>(x))), ...);
    }(std::make_index_sequence<tuple_size_v<T>>{});
    out(")");
  } else if constexpr (is_scaled_basis_v<T>) {
    // The value, then the path innermost first: E<1,0> is _1@0@1 (CuTe's text).
    write(out, x.value());
    [&]<class V, int... N>(ScaledBasis<V, N...> const*) {
      constexpr int path[] = {N..., 0};
      for (int i = int(sizeof...(N)) - 1; i >= 0; --i) {
        out("@");
        write_int(out, path[i]);
      }
    }(static_cast<T const*>(nullptr));
  } else if constexpr (layout_type<T>) {
    write(out, x.shape());
    out(":");
    write(out, x.stride());
  } else if constexpr (swizzle_type<T>) {
    out("Sw<");
    write_int(out, T::num_bits);
    out(",");
    write_int(out, T::num_base);
    out(",");
    write_int(out, T::num_shft);
    out(">");
  } else if constexpr (composed_layout_type<T>) {
    write(out, x.layout_a());
    out(" o ");
    write(out, x.offset());
    out(" o ");
    write(out, x.layout_b());
  } else {
    static_assert(sizeof(T) == 0, "cute::print: no printer for this type");
  }
}

template <class T>
inline constexpr bool printable = integer<T> || static_bool<T> || underscore<T> || tuple_type<T> || is_scaled_basis_v<T> || layout_type<T> ||
                                  swizzle_type<T> || composed_layout_type<T>;

}  // namespace detail

/// A value the printers know: integers, `_`, tuples and layouts.
CUTE_EXPORT template <class T>
concept printable = detail::printable<cute::detail::uncvref_t<T>>;

/// Prints x to stdout (printf, so it also works in device code).
CUTE_EXPORT template <printable T>
CUTE_HOST_DEVICE void print(T const& x) {
  detail::printf_sink out;
  detail::write(out, x);
}

CUTE_EXPORT CUTE_HOST_DEVICE inline void print(char const* s) { printf("%s", s); }
/// A floating-point value as printf's %f, a bool as 0 or 1 (CuTe's), host and device.
CUTE_EXPORT CUTE_HOST_DEVICE inline void print(float x) { printf("%f", double(x)); }
CUTE_EXPORT CUTE_HOST_DEVICE inline void print(double x) { printf("%f", x); }
CUTE_EXPORT CUTE_HOST_DEVICE inline void print(bool b) { printf("%d", int(b)); }
/// CuTe's print(format, args...): printf, in host and device code alike.
CUTE_EXPORT template <class... Args>
  requires(sizeof...(Args) > 0 && ((std::is_arithmetic_v<Args> || std::is_pointer_v<Args>) && ...))
CUTE_HOST_DEVICE void print(char const* format, Args const&... args) {
  printf(format, args...);
}

CUTE_EXPORT namespace detail {
template <class V>
void format_value(char (&buf)[64], char const* fmt, V v) {
  std::snprintf(buf, sizeof buf, fmt, v);
}
/// A sink into a std::basic_ostream. A template over the stream, so that it and the operator<< built
/// on it need only <iosfwd>: nvcc's device pass parses host functions too (a host main() that
/// streams a layout), and sees them declared without the stream headers. Its members are declared
/// host and device, as the writers that call them, and write in the host pass only.
template <class OStream>
struct ostream_sink {
  OStream& os;
  CUTE_HOST_DEVICE void operator()([[maybe_unused]] char const* p) const {
#if !defined(__CUDA_ARCH__)
    os << p;
#endif
  }
  template <class V>
  CUTE_HOST_DEVICE void formatted([[maybe_unused]] char const* fmt, [[maybe_unused]] V v) const {
#if !defined(__CUDA_ARCH__)
    char buf[64];
    format_value(buf, fmt, v);
    os << buf;
#endif
  }
};
template <class OStream>
ostream_sink(OStream&) -> ostream_sink<OStream>;
}  // namespace detail

#if !defined(__CUDA_ARCH__)
CUTE_EXPORT namespace detail {
struct string_sink {
  std::string& s;
  void operator()(char const* p) const { s += p; }
  template <class V>
  void formatted(char const* fmt, V v) const {
    char buf[64];
    format_value(buf, fmt, v);
    s += buf;
  }
};
}  // namespace detail

/// The text print() writes, as a string.
CUTE_EXPORT template <printable T>
std::string to_string(T const& x) {
  std::string s;
  detail::string_sink out{s};
  detail::write(out, x);
  return s;
}
#endif

// operator<< in both of nvcc's passes (see ostream_sink).
CUTE_EXPORT template <auto v>
std::ostream& operator<<(std::ostream& os, C<v> const& x) {
  detail::ostream_sink out{os};
  detail::write(out, x);
  return os;
}
CUTE_EXPORT template <class CharT, class Traits>
std::basic_ostream<CharT, Traits>& operator<<(std::basic_ostream<CharT, Traits>& os, Underscore) {
  return os << '_';
}
CUTE_EXPORT template <class... T>
std::ostream& operator<<(std::ostream& os, tuple<T...> const& x) {
  detail::ostream_sink out{os};
  detail::write(out, x);
  return os;
}
CUTE_EXPORT template <class T, int... N>
std::ostream& operator<<(std::ostream& os, ScaledBasis<T, N...> const& x) {
  detail::ostream_sink out{os};
  detail::write(out, x);
  return os;
}
CUTE_EXPORT template <class S, class D>
std::ostream& operator<<(std::ostream& os, Layout<S, D> const& x) {
  detail::ostream_sink out{os};
  detail::write(out, x);
  return os;
}
CUTE_EXPORT template <int B, int M, int S>
std::ostream& operator<<(std::ostream& os, Swizzle<B, M, S> const& x) {
  detail::ostream_sink out{os};
  detail::write(out, x);
  return os;
}
CUTE_EXPORT template <class A, class O, class B>
std::ostream& operator<<(std::ostream& os, ComposedLayout<A, O, B> const& x) {
  detail::ostream_sink out{os};
  detail::write(out, x);
  return os;
}

}  // namespace cute

namespace cutlass {
/// A complex number as CUTLASS's operator<< writes it: the real part, then "+i" and the imaginary
/// part when that is not zero (CuTe code streams values of its tensors, tests their mismatches).
/// Declared with <iosfwd> only, so that nvcc's device pass sees it too.
CUTE_EXPORT template <class CharT, class Traits, class T>
std::basic_ostream<CharT, Traits>& operator<<(std::basic_ostream<CharT, Traits>& os, complex<T> const& z) {
  os << z.real();
  if (z.imag() != T(0)) os << "+i" << z.imag();
  return os;
}
}  // namespace cutlass

#if CUTE_HAS_STD_FORMAT
CUTE_EXPORT namespace cute::detail {
/// std::format support: the text of to_string(x), with an optional spec [[fill]align][width] for the
/// whole text (`{:>24}`, `{:*^30}`); any other spec is a format_error that says so.
struct formatter_base {
  char fill = ' ';
  char align = '<';
  std::size_t width = 0;

  static constexpr bool is_align(char c) { return c == '<' || c == '>' || c == '^'; }

  constexpr auto parse(std::format_parse_context& ctx) {
    auto it = ctx.begin();
    auto const end = ctx.end();
    if (it != end && it + 1 != end && *it != '}' && is_align(*(it + 1))) {
      fill = *it;
      align = *(it + 1);
      it += 2;
    } else if (it != end && is_align(*it)) {
      align = *it++;
    }
    bool const zero_padding = it != end && *it == '0';  // std's 0 flag pads numbers: not ours
    for (; it != end && *it >= '0' && *it <= '9'; ++it) width = width * 10 + static_cast<std::size_t>(*it - '0');
    if (zero_padding || (it != end && *it != '}'))
      throw std::format_error("cute objects take a format spec of [[fill]align][width] only (e.g. {:>24}): "
                              "the text is cute's, no precision, sign or type");
    return it;
  }

  template <class T>
  auto format_text(T const& x, std::format_context& ctx) const {
    std::string const text = to_string(x);  // found by ADL: each layer's to_string
    std::size_t const pad = width > text.size() ? width - text.size() : 0;
    std::size_t const before = align == '>' ? pad : align == '^' ? pad / 2 : 0;
    auto out = ctx.out();
    for (std::size_t i = 0; i < before; ++i) *out++ = fill;
    out = std::copy(text.begin(), text.end(), out);
    for (std::size_t i = before; i < pad; ++i) *out++ = fill;
    return out;
  }
};
}  // namespace cute::detail

template <auto v>
struct std::formatter<cute::C<v>, char> : cute::detail::formatter_base {
  auto format(cute::C<v> const& x, std::format_context& ctx) const { return format_text(x, ctx); }
};
template <class... T>
struct std::formatter<cute::tuple<T...>, char> : cute::detail::formatter_base {
  auto format(cute::tuple<T...> const& x, std::format_context& ctx) const { return format_text(x, ctx); }
};
template <class S, class D>
struct std::formatter<cute::Layout<S, D>, char> : cute::detail::formatter_base {
  auto format(cute::Layout<S, D> const& x, std::format_context& ctx) const { return format_text(x, ctx); }
};
template <>
struct std::formatter<cute::Underscore, char> : cute::detail::formatter_base {
  auto format(cute::Underscore const& x, std::format_context& ctx) const { return format_text(x, ctx); }
};
template <int B, int M, int S>
struct std::formatter<cute::Swizzle<B, M, S>, char> : cute::detail::formatter_base {
  auto format(cute::Swizzle<B, M, S> const& x, std::format_context& ctx) const { return format_text(x, ctx); }
};
template <class A, class O, class B>
struct std::formatter<cute::ComposedLayout<A, O, B>, char> : cute::detail::formatter_base {
  auto format(cute::ComposedLayout<A, O, B> const& x, std::format_context& ctx) const { return format_text(x, ctx); }
};
#endif

// cute/print/print.hpp: text in CuTe's syntax. print() (printf, host and device), to_string(),
// operator<< and std::format support. A static integer prints with a leading `_`: (_2,_3):(_3,_1).
#pragma once
#include <cute/config.hpp>

#if !defined(__CUDA_ARCH__)
#include <ostream>
#include <string>
#endif
#if __has_include(<format>) && !defined(__CUDACC__)
#include <format>
#endif
#if defined(__cpp_lib_format) && __cpp_lib_format >= 201907L && !defined(__CUDACC__)
#define CUTE_HAS_STD_FORMAT 1
#else
#define CUTE_HAS_STD_FORMAT 0
#endif

#include <cute/layout.hpp>
#include <cute/swizzle.hpp>
#include <cute/numeric.hpp>
#include <cute/tuple.hpp>

namespace cute {
CUTE_EXPORT namespace detail {

// Sinks receive the text piece by piece: printf for print(), a std::string or an ostream on the host.
struct printf_sink {
  CUTE_HOST_DEVICE void operator()(char const* s) const { printf("%s", s); }
};

/// Writes v right-aligned in a field of at least `width` characters.
template <class Sink>
CUTE_HOST_DEVICE constexpr void write_int(Sink& out, long long v, int width = 0) {
  message m;
  m.append(v);
  for (int pad = width - m.length; pad > 0; --pad) out(" ");
  out(m.text);
}

template <class Sink, class T>
CUTE_HOST_DEVICE constexpr void write(Sink& out, T const& x) {
  if constexpr (static_integer<T>) {
    out("_");
    write_int(out, static_cast<long long>(T::value));
  } else if constexpr (dynamic_integer<T>) {
    write_int(out, static_cast<long long>(x));
  } else if constexpr (static_bool<T> || std::same_as<T, bool>) {
    out(x ? "true" : "false");
  } else if constexpr (underscore<T>) {
    out("_");
  } else if constexpr (tuple_type<T>) {
    out("(");
    [&]<std::size_t... I>(std::index_sequence<I...>) {
      ((out(I == 0 ? "" : ","), write(out, get<I>(x))), ...);
    }(std::make_index_sequence<tuple_size_v<T>>{});
    out(")");
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
inline constexpr bool printable = integer<T> || static_bool<T> || underscore<T> || tuple_type<T> || layout_type<T> ||
                                  swizzle_type<T> || composed_layout_type<T>;

}  // namespace detail

/// A value the printers know: integers, `_`, tuples and layouts.
CUTE_EXPORT template <class T>
concept printable = detail::printable<std::remove_cvref_t<T>>;

/// Prints x to stdout (printf, so it also works in device code).
CUTE_EXPORT template <printable T>
CUTE_HOST_DEVICE void print(T const& x) {
  detail::printf_sink out;
  detail::write(out, x);
}

CUTE_EXPORT CUTE_HOST_DEVICE inline void print(char const* s) { printf("%s", s); }

#if !defined(__CUDA_ARCH__)
CUTE_EXPORT namespace detail {
struct string_sink {
  std::string& s;
  void operator()(char const* p) const { s += p; }
};
struct ostream_sink {
  std::ostream& os;
  void operator()(char const* p) const { os << p; }
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

CUTE_EXPORT template <auto v>
std::ostream& operator<<(std::ostream& os, C<v> const& x) {
  detail::ostream_sink out{os};
  detail::write(out, x);
  return os;
}
CUTE_EXPORT inline std::ostream& operator<<(std::ostream& os, Underscore) { return os << '_'; }
CUTE_EXPORT template <class... T>
std::ostream& operator<<(std::ostream& os, tuple<T...> const& x) {
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
#endif

}  // namespace cute

#if CUTE_HAS_STD_FORMAT
namespace cute::detail {
/// std::format support: the empty format spec only, the text of print().
struct formatter_base {
  constexpr auto parse(std::format_parse_context& ctx) {
    auto it = ctx.begin();
    if (it != ctx.end() && *it != '}') throw std::format_error("cute objects take no format spec: use {}");
    return it;
  }
  template <class T>
  auto format_text(T const& x, std::format_context& ctx) const {
    auto s = cute::to_string(x);
    return std::copy(s.begin(), s.end(), ctx.out());
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
template <class A, class O, class B>
struct std::formatter<cute::ComposedLayout<A, O, B>, char> : cute::detail::formatter_base {
  auto format(cute::ComposedLayout<A, O, B> const& x, std::format_context& ctx) const { return format_text(x, ctx); }
};
#endif

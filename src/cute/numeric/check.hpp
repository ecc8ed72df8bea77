// cute/numeric/check.hpp: checked preconditions. A violated precondition on dynamic values is a
// cute::error on the host and a trap on the device; during constant evaluation it is a compile error
// whose note shows the call to cute::detail::fail with the message and the values.
#pragma once
#include <cute/config.hpp>

namespace cute {

#if !defined(__CUDA_ARCH__)
/// The exception thrown on the host when a precondition of the library is violated.
CUTE_EXPORT class error : public std::logic_error {
public:
  using std::logic_error::logic_error;
};
#endif

CUTE_EXPORT namespace detail {

/// A fixed-capacity message: usable on the device, where there is no std::string.
struct message {
  char text[256] = {};
  int length = 0;

  CUTE_HOST_DEVICE constexpr void append(char const* s) {
    while (*s && length < 255) text[length++] = *s++;
  }
  CUTE_HOST_DEVICE constexpr void append(long long v) {
    char digits[24] = {};
    int n = 0;
    unsigned long long u = v < 0 ? 0ull - static_cast<unsigned long long>(v) : static_cast<unsigned long long>(v);
    do { digits[n++] = static_cast<char>('0' + u % 10); u /= 10; } while (u != 0);
    if (v < 0 && length < 255) text[length++] = '-';
    while (n > 0 && length < 255) text[length++] = digits[--n];
  }
  template <class T>
    requires(std::integral<T> && !std::same_as<T, bool>)
  CUTE_HOST_DEVICE constexpr void append(T v) { append(static_cast<long long>(v)); }
};

/// Reports a violated precondition: the parts (strings and integers) make the message.
template <class... Parts>
[[noreturn]] CUTE_HOST_DEVICE void fail(Parts const&... parts) {
  message m;
  (m.append(parts), ...);
#if defined(__CUDA_ARCH__)
  printf("cute: %s\n", m.text);
  __trap();
#else
  throw cute::error(m.text);
#endif
}

}  // namespace detail
}  // namespace cute

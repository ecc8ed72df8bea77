// tests/support/layout_testing.hpp: helpers for testing layouts as functions: the dynamic copy of a
// layout (every static integer made an int), and equality as functions on a range of 1-D coordinates.
#pragma once
#include <cute/cute.hpp>

namespace cute_test {

/// The same layout with every static integer replaced by an int of the same value.
template <class T>
constexpr auto dynamic(T const& t) {
  if constexpr (cute::layout_type<T>) {
    return cute::make_layout(dynamic(t.shape()), dynamic(t.stride()));
  } else if constexpr (cute::tuple_type<T>) {
    return cute::transform(t, [](auto const& e) { return dynamic(e); });
  } else {
    return static_cast<int>(t);
  }
}

/// a(i) == b(i) for every i in [0, n).
template <class A, class B>
constexpr bool same_values(A const& a, B const& b, long long n) {
  for (long long i = 0; i < n; ++i)
    if (static_cast<long long>(a(int(i))) != static_cast<long long>(b(int(i)))) return false;
  return true;
}

/// Same size and the same value at every 1-D coordinate.
template <class A, class B>
constexpr bool same_function(A const& a, B const& b) {
  return static_cast<long long>(cute::size(a)) == static_cast<long long>(cute::size(b)) && same_values(a, b, cute::size(a));
}

}  // namespace cute_test

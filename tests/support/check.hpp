// tests/support/check.hpp: the small harness of the runtime tests: CHECK, CHECK_EQ (compares the
// printed forms, so a failure shows both values), CHECK_THROWS (a cute::error whose message contains
// a given text). Each test program ends with `return cute_test::report();`.
#pragma once
#include <cstdio>
#include <string>
#include <string_view>

namespace cute_test {

inline int checks = 0;
inline int failures = 0;

inline void record(bool ok, char const* what, char const* file, int line, std::string const& detail = {}) {
  ++checks;
  if (!ok) {
    ++failures;
    std::fprintf(stderr, "%s:%d: check failed: %s %s\n", file, line, what, detail.c_str());
  }
}

inline int report() {
  std::printf("%d checks, %d failed\n", checks, failures);
  return failures == 0 ? 0 : 1;
}

}  // namespace cute_test

#define CHECK(...) ::cute_test::record(static_cast<bool>(__VA_ARGS__), #__VA_ARGS__, __FILE__, __LINE__)

#define CHECK_EQ(a, b)                                                                                   \
  do {                                                                                                   \
    auto const& check_a_ = (a);                                                                          \
    auto const& check_b_ = (b);                                                                          \
    bool const check_ok_ = static_cast<bool>(check_a_ == check_b_);                                     \
    ::cute_test::record(check_ok_, #a " == " #b, __FILE__, __LINE__,                                    \
                        check_ok_ ? std::string{} : "(" + to_string(check_a_) + " vs " + to_string(check_b_) + ")"); \
  } while (0)

#define CHECK_STR(a, b)                                                                                  \
  do {                                                                                                   \
    std::string const check_a_ = (a);                                                                    \
    std::string const check_b_ = (b);                                                                    \
    ::cute_test::record(check_a_ == check_b_, #a " == " #b, __FILE__, __LINE__,                        \
                        "\n--- got:\n" + check_a_ + "\n--- expected:\n" + check_b_);                     \
  } while (0)

#define CHECK_THROWS(expr, text)                                                                         \
  do {                                                                                                   \
    std::string check_msg_;                                                                              \
    try {                                                                                                \
      (void)(expr);                                                                                      \
    } catch (::cute::error const& e) {                                                                   \
      check_msg_ = e.what();                                                                             \
    }                                                                                                    \
    ::cute_test::record(check_msg_.find(text) != std::string::npos, "throws: " #expr, __FILE__, __LINE__, \
                        "(message: '" + check_msg_ + "', expected to contain '" + std::string(text) + "')"); \
  } while (0)

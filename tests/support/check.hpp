// tests/support/check.hpp: the runtime tests' checks, on doctest (Debian's doctest-dev, 2.4):
//   CHECK(cond)                 the condition, as a bool (any expression: a && b too); its text on failure
//   CHECK_EQ(a, b)              both values printed on failure (cute types through their operator<<)
//   CHECK_STR(a, b)             two texts compared as std::string, both printed on failure
//   CHECK_THROWS(expr, text)    expr throws a cute::error whose message contains text
//   TEST_CASE("name")           a test case; the program's main is doctest's (cute_test_support).
// A test still written as `int main() { ...; return cute_test::report(); }` works as before: its
// checks are doctest asserts out of a test case, printed and counted by report().
#pragma once
#define DOCTEST_CONFIG_NO_SHORT_MACRO_NAMES  // ours below: CHECK_THROWS takes a message here
#define DOCTEST_CONFIG_SUPER_FAST_ASSERTS
#include <doctest/doctest.h>

#include <string>

namespace cute_test {
/// For a test with its own main: the failures of its checks (out of a test case), after running any
/// test cases it also has; 0 when all passed.
int report();
}  // namespace cute_test

#define TEST_CASE(...) DOCTEST_TEST_CASE(__VA_ARGS__)
#define SUBCASE(...) DOCTEST_SUBCASE(__VA_ARGS__)
#define CHECK(...) DOCTEST_CHECK(static_cast<bool>(__VA_ARGS__))
#define CHECK_EQ(a, b) DOCTEST_CHECK_EQ(a, b)
#define CHECK_STR(a, b) DOCTEST_CHECK_EQ(std::string(a), std::string(b))
#define CHECK_THROWS(expr, text) DOCTEST_CHECK_THROWS_WITH_AS(static_cast<void>(expr), ::doctest::Contains(text), ::cute::error)

// doctest's implementation for the tests (cute_test_support), and the checks of tests with their own
// main: out of a test case, a failed check is printed here and counted for cute_test::report().
#define DOCTEST_CONFIG_IMPLEMENT
#include "check.hpp"

#include <cstdio>

namespace cute_test {
namespace {

int failures_out_of_test_cases = 0;

void out_of_test_case_failure(doctest::AssertData const& ad) {
  ++failures_out_of_test_cases;
  std::fprintf(stderr, "%s:%d: check failed: %s", ad.m_file, ad.m_line, ad.m_expr);
  if (ad.m_threw) std::fprintf(stderr, " (threw: %s)", ad.m_exception.c_str());
  if (ad.m_decomp.size() > 0) std::fprintf(stderr, " (%s)", ad.m_decomp.c_str());
  if (ad.m_exception_string.c_str()[0] != '\0') std::fprintf(stderr, " [expected: %s]", ad.m_exception_string.c_str());
  std::fputc('\n', stderr);
}

// Set up before any test's main runs.
doctest::Context& out_of_test_case_context() {
  static doctest::Context context;
  return context;
}
[[maybe_unused]] bool const installed = [] {
  auto& c = out_of_test_case_context();
  c.setOption("minimal", true);  // report() prints only what failed
  c.setAsDefaultForAssertsOutOfTestCases();
  c.setAssertHandler(&out_of_test_case_failure);
  return true;
}();

}  // namespace

int report() {
  int const rc = out_of_test_case_context().run();  // the test cases, if the program has any
  std::printf("%d failed checks out of a test case\n", failures_out_of_test_cases);
  return failures_out_of_test_cases == 0 && rc == 0 ? 0 : 1;
}

}  // namespace cute_test

// main for the tests written as TEST_CASEs (cute_test_support; a test with its own main does not pull
// this object in): doctest's command line (-tc=..., -s, --help).
#include "check.hpp"

int main(int argc, char** argv) {
  doctest::Context context(argc, argv);
  return context.run();
}

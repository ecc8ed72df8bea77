// The porting aid's host-only utilities (no CUDA needed): cutlass::CommandLine's reading of keys,
// values, flags, lists and naked arguments, and cutlass::detail::alignment_for_swizzle.
#include <cute/compat/command_line.hpp>
#include <cute/compat/swizzle_alignment.hpp>

#include <string>
#include <vector>

#include "check.hpp"

using namespace cute;

// 2^(B+M+|S|) for a swizzled layout; 128 for a plain one (CuTe's identity swizzle Swizzle<0,4,3>).
static_assert(cutlass::detail::alignment_for_swizzle(Swizzle<3, 4, 3>{}) == 1024);
static_assert(cutlass::detail::alignment_for_swizzle(composition(Swizzle<3, 3, 3>{}, Layout<Shape<_64, _64>>{})) == 512);
static_assert(cutlass::detail::alignment_for_swizzle(composition(Swizzle<2, 0, -2>{}, Layout<_16>{})) == 16);
static_assert(cutlass::detail::alignment_for_swizzle(Layout<Shape<_8, _8>>{}) == 128);
static_assert(std::is_same_v<decltype(get_nonswizzle_portion(composition(Swizzle<3, 3, 3>{}, Layout<_64>{}))), Layout<_64>>);

TEST_CASE("CommandLine: keys with values, flags, lists and naked arguments") {
  char const* argv[] = {"prog", "--m=4096", "-k=7", "--verbose", "input.bin", "--sizes=1,2,3", "--name=abc", "--off=false", "more"};
  cutlass::CommandLine cmd(int(std::size(argv)), argv);
  int m = 0, k = 0, missing = 5;
  cmd.get_cmd_line_argument("m", m);
  cmd.get_cmd_line_argument("k", k);
  cmd.get_cmd_line_argument("n", missing);
  CHECK(m == 4096);
  CHECK(k == 7);
  CHECK(missing == 5);  // absent: unchanged
  int with_default = 0;
  cmd.get_cmd_line_argument("n", with_default, 256);
  CHECK(with_default == 256);
  CHECK(cmd.check_cmd_line_flag("verbose"));
  CHECK(!cmd.check_cmd_line_flag("quiet"));
  bool verbose = false, off = true, quiet = false;
  cmd.get_cmd_line_argument("verbose", verbose);
  cmd.get_cmd_line_argument("off", off);
  cmd.get_cmd_line_argument("quiet", quiet, false);
  CHECK(verbose);
  CHECK(!off);
  CHECK(!quiet);
  std::vector<int> sizes;
  cmd.get_cmd_line_arguments("sizes", sizes);
  CHECK(sizes == std::vector<int>{1, 2, 3});
  std::string name;
  cmd.get_cmd_line_argument("name", name);
  CHECK(name == "abc");
  CHECK(cmd.num_naked_args() == 2);
  std::string first;
  cmd.get_cmd_line_argument(0, first);
  CHECK(first == "input.bin");
  CHECK(cmd.parsed_argc() == 6);
}

// The porting aid's host-only utilities (no CUDA needed): cutlass::CommandLine's reading of keys,
// values, flags, lists and naked arguments, cutlass::detail::alignment_for_swizzle, cutlass::Array
// and the numeric converters.
#include <cute/compat/command_line.hpp>
#include <cute/compat/numeric_conversion.hpp>
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

// cutlass::Array: an aggregate of N values, CUTLASS's members.
static_assert(std::is_aggregate_v<cutlass::Array<float, 4>> && sizeof(cutlass::Array<half_t, 8>) == 16);
static_assert([] {
  cutlass::Array<int, 3> a{{1, 2, 3}};
  a.back() = 7;
  int sum = 0;
  for (int v : a) {
    sum += v;
  }
  return sum == 10 && a.size() == 3 && cutlass::Array<int, 3>::kElements == 3 && a.front() == 1;
}());

// The converters round to nearest even, as half_t(float) does; the constant evaluation converts
// value by value (the device converts float pairs with one instruction: the same rounding).
static_assert([] {
  cutlass::Array<float, 5> in{{1.0f, 1.0f + 1.0f / 4096, 65504.0f, -0.5f, 3.14159f}};
  auto out = cutlass::NumericArrayConverter<half_t, float, 5>{}(in);
  bool same = true;
  for (int i = 0; i < 5; ++i) {
    same = same && out[i].storage == half_t(in[i]).storage;
  }
  return same && float(out[1]) == 1.0f;
}());
static_assert(cutlass::NumericConverter<int, float>::convert(2.75f) == 2);
static_assert(float(cutlass::NumericConverter<bfloat16_t, float>{}(1.5f)) == 1.5f);

TEST_CASE("NumericArrayConverter at run time: float to half_t and bfloat16_t as one by one") {
  cutlass::Array<float, 7> in{};
  for (int i = 0; i < 7; ++i) {
    in[i] = 0.3f * float(i) - 1.1f;
  }
  auto h = cutlass::NumericArrayConverter<half_t, float, 7>::convert(in);
  auto b = cutlass::NumericArrayConverter<bfloat16_t, float, 7>::convert(in);
  for (int i = 0; i < 7; ++i) {
    CHECK(h[i].storage == half_t(in[i]).storage);
    CHECK(b[i].storage == bfloat16_t(in[i]).storage);
  }
}

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

// The porting aid's host-only utilities (no CUDA needed): cutlass::CommandLine's reading of keys,
// values, flags, lists and naked arguments, cutlass::detail::alignment_for_swizzle, cutlass::Array
// and AlignedArray, the numeric converters, cutlass/fast_math.h's names (FastDivmod against / and %),
// NamedBarrier's host form, CUTLASS 2.x's RowMajor/ColumnMajor tags and tensor-op operand layouts,
// cutlass::platform, the architecture tags, and what the algebra headers' umbrella
// (cute/compat/cute.hpp) brings along.
#include <cute/compat/arch.hpp>
#include <cute/compat/array.hpp>
#include <cute/compat/barrier.hpp>
#include <cute/compat/command_line.hpp>
#include <cute/compat/cute.hpp>
#include <cute/compat/fast_math.hpp>
#include <cute/compat/matrix_layout.hpp>
#include <cute/compat/numeric_conversion.hpp>
#include <cute/compat/swizzle_alignment.hpp>
#include <cute/compat/tensor_op_layout.hpp>
#include <cute/compat/version.hpp>

#include <cmath>
#include <cstdint>
#include <random>
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

// cutlass::platform: the standard names under CUTLASS's namespace (CUTLASS's examples test
// cutlass::platform::is_same having included only CuTe's headers); the architecture tags.
static_assert(cutlass::platform::is_same<cutlass::platform::remove_cvref_t<int const&>, int>::value);
static_assert(cutlass::platform::numeric_limits<cutlass::half_t>::max() == cutlass::half_t(65504.0f));
static_assert(cutlass::arch::Sm90::kMinComputeCapability == 90 && cutlass::arch::Sm80::kMinComputeCapability == 80);
// The version CuTe code tests: CUTLASS 4.2.0's, as CUTLASS's macros compose it.
static_assert(CUTLASS_VERSION == 420 && cutlass::getVersionMajor() == 4 && cutlass::getVersion() == CUTLASS_VERSION);

// platform::min/max: the first of equal values, as std::min and std::max.
static_assert(cutlass::platform::min(3, 5) == 3 && cutlass::platform::max(3, 5) == 5 && cutlass::platform::max(2.5, -1.0) == 2.5);
static_assert([] {
  int const a = 1, b = 1;
  return &cutlass::platform::min(a, b) == &a && &cutlass::platform::max(a, b) == &a;
}());
// What CuTe's <cute/layout.hpp> brings (cute-port maps it to cute/compat/cute.hpp): cutlass::ceil_div
// of two ints takes them by value (a kernel's `static const int` member needs no definition), the
// CUTLASS macros and numeric types.
static_assert(std::is_same_v<decltype(&cutlass::ceil_div), int (*)(int, int)>);
static_assert(sizeof(cutlass::half_t) == 2);

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

// cutlass::AlignedArray: an Array aligned for one vector access (its whole size by default).
static_assert(alignof(cutlass::AlignedArray<half_t, 8>) == 16 && sizeof(cutlass::AlignedArray<half_t, 8>) == 16);
static_assert(alignof(cutlass::AlignedArray<float, 2>) == 8 && alignof(cutlass::AlignedArray<float, 4, 4>) == 4);
static_assert(std::is_base_of_v<cutlass::Array<float, 4>, cutlass::AlignedArray<float, 4>>);

// cutlass/fast_math.h's integer helpers.
static_assert(cutlass::ceil_div(7, 2) == 4 && cutlass::round_up(7, 4) == 8 && cutlass::round_up(8, 4) == 8);
static_assert(cutlass::gcd(12, 18) == 6 && cutlass::lcm(4, 6) == 12 && cutlass::const_max(3, 5) == 5);

TEST_CASE("FastDivmod: quotient and remainder of / and % for random divisors and dividends") {
  std::mt19937 gen(20261124);
  std::vector<int> divisors = {1, 2, 3, 7, 10, 64, 65, 127, 1000, 65535, 65536, 65537, (1 << 30) + 1, 2147483647};
  for (int i = 0; i < 200; ++i) divisors.push_back(int(gen() % 2147483647u) + 1);
  for (int d : divisors) {
    cutlass::FastDivmod const divmod(d);
    CHECK(int(divmod) == d);
    for (int n : {0, 1, d - 1, d, d < 2147483647 ? d + 1 : d, 2147483647}) {
      int q = -1, r = -1;
      divmod(q, r, n);
      CHECK(q == n / d);
      CHECK(r == n % d);
    }
    for (int i = 0; i < 50; ++i) {
      int const n = int(gen() % 2147483648u);
      std::int64_t r64 = -1;
      CHECK(divmod.divmod(r64, std::int64_t(n)) == n / d);
      CHECK(r64 == n % d);
      CHECK(divmod.div(n) == n / d);
      CHECK(divmod.rem(n) == n % d);
    }
  }
  CHECK_THROWS(cutlass::FastDivmod(0), "the divisor must be positive");
}

TEST_CASE("fast_math on the host: the standard library's functions") {
  CHECK(cutlass::fast_exp(1.5f) == std::exp(1.5f));
  CHECK(cutlass::fast_log(3.0) == std::log(3.0));
  CHECK(cutlass::fast_tanh(0.25f) == std::tanh(0.25f));
  CHECK(float(cutlass::fast_tanh(half_t(0.5f))) == float(half_t(std::tanh(0.5f))));
  CHECK(cutlass::fast_max(2.0f, 3.0f) == 3.0f && cutlass::fast_min(2, 3) == 2);
  CHECK(cutlass::fast_max(std::nanf(""), 1.0f) == 1.0f);  // fmaxf: the number, not the NaN
  // NamedBarrier: a user's id counts from CUTLASS's reserved barriers; no-op on the host.
  static_assert(cutlass::arch::NamedBarrier::ReservedNamedBarrierCount == 8);
  cutlass::arch::NamedBarrier const bar(128, 1);
  bar.sync();
  cutlass::arch::NamedBarrier::arrive_and_wait(64, cutlass::arch::ReservedNamedBarriers::EpilogueBarrier);
  CHECK_THROWS(cutlass::arch::NamedBarrier(128, 9), "a user's barrier id is 0..7");
}

// cutlass::layout::RowMajor / ColumnMajor: CUTLASS 2.x's matrix layouts (leading dimension).
static_assert([] {
  using cutlass::MatrixCoord;
  auto const row = cutlass::layout::RowMajor::packed(MatrixCoord(4, 6));
  auto const col = cutlass::layout::ColumnMajor::packed(MatrixCoord(4, 6));
  return row.stride(0) == 6 && col.stride()[0] == 4 && row(MatrixCoord(2, 3)) == 15 && col(MatrixCoord(2, 3)) == 14 &&
         row.capacity(MatrixCoord(4, 6)) == 24 && col.inverse(14) == MatrixCoord(2, 3) && row.inverse(15) == MatrixCoord(2, 3) &&
         cutlass::layout::RowMajor(10)(MatrixCoord(1, 2)) == 12;
}());

// CUTLASS 2.x's tensor-op operand layouts: the swizzled CuTe layouts CuTe's layout_operator.cu pairs
// them with, at every coordinate; the 8- and 32-bit congruous forms at offsets printed by CUTLASS's
// own header (tensor_op_multiplicand_sm75.h, 4.2).
TEST_CASE("tensor-op multiplicand layouts") {
  using cutlass::MatrixCoord;
  auto const crosswise = cutlass::layout::RowMajorTensorOpMultiplicandCrosswise<16, 64>::packed({128, 64});
  auto const crosswise_cute = composition(Swizzle<3, 3, 3>{}, Layout<Shape<_128, _64>, Stride<_64, _1>>{});
  auto const congruous = cutlass::layout::ColumnMajorTensorOpMultiplicandCongruous<16, 64>::packed({128, 64});
  auto const congruous_cute = composition(Swizzle<3, 3, 4>{}, Layout<Shape<_128, _64>>{});
  int mismatches = 0;
  for (int m = 0; m < 128; ++m) {
    for (int n = 0; n < 64; ++n) {
      mismatches += crosswise(MatrixCoord(m, n)) != crosswise_cute(m, n);
      mismatches += congruous(MatrixCoord(m, n)) != congruous_cute(m, n);
    }
  }
  CHECK(mismatches == 0);
  CHECK(crosswise.stride()[0] == 64 && congruous.capacity(MatrixCoord(128, 64)) == 128 * 64);
  auto const tf32 = cutlass::layout::ColumnMajorTensorOpMultiplicandCongruous<32, 32>::packed({64, 16});
  CHECK(tf32(MatrixCoord(1, 1)) == 73);
  CHECK(tf32(MatrixCoord(5, 3)) == 221);
  CHECK(tf32(MatrixCoord(63, 15)) == 999);
  auto const int8 = cutlass::layout::ColumnMajorTensorOpMultiplicandCongruous<8, 128>::packed({128, 16});
  CHECK(int8(MatrixCoord(7, 5)) == 727);
  CHECK(int8(MatrixCoord(100, 9)) == 1268);
}

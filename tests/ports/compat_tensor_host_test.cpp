// The porting aid's CUTLASS 2.x host tensors and reference utilities (no GPU needed): TensorRef and
// TensorView over RowMajor/ColumnMajor, HostTensor's host side (extent, layout, resize against
// reset, views), its device side where a GPU is (round trip through sync_device/sync_host) and
// cuda_exception where none is, DeviceAllocation, the host fills (CUTLASS's std::rand sequence in
// CUTLASS's order, bounds and fraction bits, the identity, sequences), the host comparisons and
// relatively_equal, the stream output of a view and of core types (core_io), and the host reference
// GEMM against a plain triple loop.
#include <cute/compat/coord.hpp>
#include <cute/compat/core_io.hpp>
#include <cute/compat/device_memory.hpp>
#include <cute/compat/distribution.hpp>
#include <cute/compat/gemm_coord.hpp>
#include <cute/compat/host_gemm.hpp>
#include <cute/compat/host_tensor.hpp>
#include <cute/compat/host_tensor_compare.hpp>
#include <cute/compat/host_tensor_copy.hpp>
#include <cute/compat/host_tensor_fill.hpp>
#include <cute/compat/host_tensor_reduce.hpp>
#include <cute/compat/numeric_types.hpp>
#include <cute/compat/relatively_equal.hpp>
#include <cute/compat/tensor_ref.hpp>
#include <cute/compat/tensor_view_io.hpp>
#include <cute/compat/vector_layout.hpp>

#include <cmath>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

#include "check.hpp"

using cutlass::MatrixCoord;
using cutlass::layout::ColumnMajor;
using cutlass::layout::RowMajor;

static_assert(cutlass::tensor_layout<RowMajor> && cutlass::tensor_layout<ColumnMajor>);
static_assert(cutlass::tensor_layout<cutlass::layout::RowMajorTensorOpMultiplicandCrosswise<16, 64>>);
static_assert(!cutlass::tensor_layout<int>);
static_assert(cutlass::tensor_layout<cutlass::layout::PackedVectorLayout>);

// Coord: element-wise arithmetic; < and <= of every element, > and >= their negations (CUTLASS's).
static_assert([] {
  auto const a = cutlass::make_Coord(2, 7, 3), b = cutlass::make_Coord(4, 1, 3);
  auto clamped = cutlass::make_Coord(-1, 9, 2);
  clamped.clamp(cutlass::make_Coord(5, 5, 5));
  return (a + b) == cutlass::make_Coord(6, 8, 6) && (a * b).sum() == 8 + 7 + 9 && a.product() == 42 && a.dot(b) == 24 &&
         !(a < b) && (a >= b) && /* not every element below: ">=" as CUTLASS */ cutlass::make_Coord(1, 2) < cutlass::make_Coord(2, 3) && a.max_dim_index() == 1 &&
         b.min_dim_index() == 1 && clamped == cutlass::make_Coord(0, 5, 2) && a.slice<2>(1) == cutlass::make_Coord(7, 3) &&
         !cutlass::Coord<3>() && bool(a) && MatrixCoord(cutlass::make_Coord(4, 5)) == MatrixCoord(4, 5) &&
         std::is_same_v<decltype(cutlass::make_Coord(1L)), cutlass::Coord<1, long>>;
}());

// TensorRef: the element at a coordinate through the layout; offsets by coordinates.
static_assert([] {
  int data[12] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};
  cutlass::TensorRef<int, RowMajor> row(data, RowMajor(4));  // 3 x 4
  cutlass::TensorRef<int, ColumnMajor> col(data, 3);         // 3 x 4, a leading dimension converts
  auto moved = row + MatrixCoord(1, 1);
  cutlass::TensorRef<int const, RowMajor> const_row = row;
  return row.at({1, 2}) == 6 && col.at({1, 2}) == 7 && row[{2, 3}] == 11 && moved.at({0, 0}) == 5 &&
         (moved - MatrixCoord(1, 1)).data() == data && const_row.at({2, 0}) == 8 && row.stride(0) == 4 &&
         row.offset({2, 1}) == 9 && row.good() && !cutlass::TensorRef<int, RowMajor>().good();
}());

// TensorView: the extent bounds the coordinates; a subview is cut at the view's end.
static_assert([] {
  int data[12] = {};
  auto view = cutlass::make_TensorView(data, RowMajor(4), MatrixCoord(3, 4));
  auto sub = view.subview({2, 3}, {2, 2});  // only 1 x 2 left from (2, 2)
  return view.size() == 12 && view.contains({2, 3}) && !view.contains({3, 0}) && !view.contains({0, -1}) &&
         sub.extent() == MatrixCoord(1, 2) && sub.data() == data + 10 && view.capacity() == 12 &&
         view.extent(1) == 4 && view.const_view().ref().data() == data;
}());

TEST_CASE("HostTensor without device memory: extent, layout, views, resize against reset") {
  cutlass::HostTensor<float, ColumnMajor> t({3, 5}, false);
  CHECK(!t.device_backed());
  CHECK(t.device_data() == nullptr);
  CHECK(t.size() == 15);
  CHECK(t.capacity() == 15);
  CHECK(t.stride(0) == 3);
  CHECK(t.extent() == MatrixCoord(3, 5));
  static_assert(std::is_same_v<decltype(t.stride(0)), std::int64_t&>);  // into the layout: assignable, as CUTLASS's
  for (int i = 0; i < 15; ++i) {
    t.host_data()[i] = float(i);
  }
  CHECK(t.at({2, 1}) == 5.0f);  // column-major: 1 * 3 + 2
  CHECK(t.host_view().at({1, 4}) == 13.0f);
  CHECK(t.host_ref().at({0, 2}) == 6.0f);
  CHECK(t.offset({1, 1}) == 4);
  t.sync_device();  // nothing to copy: no device memory
  t.sync_host();
  float* before = t.host_data();
  t.resize({2, 5}, false);  // smaller: the memory stays
  CHECK(t.host_data() == before);
  CHECK(t.size() == 10);
  CHECK(t.capacity() == 15);
  CHECK(t.stride(0) == 2);
  t.resize({4, 5}, false);  // larger: new memory
  CHECK(t.capacity() == 20);
  std::vector<float> out(20, -1.0f);
  t.host_data()[3] = 7.0f;
  t.copy_out_host_to_host(out.data(), 4);
  CHECK(out[3] == 7.0f);
  CHECK(out[4] == -1.0f);
  t.reset();
  CHECK(t.size() == 0);
  CHECK(t.capacity() == 0);
  cutlass::HostTensor<bool, RowMajor> flags({2, 2}, false);  // bytes, not std::vector<bool>'s bits
  flags.at({1, 1}) = true;
  CHECK(flags.host_data()[3]);
}

static bool have_gpu() {
  int count = 0;
  return cudaGetDeviceCount(&count) == cudaSuccess && count > 0;
}

TEST_CASE("HostTensor and DeviceAllocation with device memory: a round trip, or cuda_exception without a GPU") {
  CHECK(cutlass::DeviceAllocation<cutlass::half_t>::bytes(5) == 10);
  CHECK(cutlass::DeviceAllocation<cute::int4_t>::bytes(5) == 3);
  cutlass::device_memory::allocation<float> empty;
  CHECK(empty.size() == 0);
  CHECK(empty.get() == nullptr);
  cutlass::device_memory::allocation<float> empty_copy = empty;  // nothing to allocate or copy: no device needed
  CHECK(empty_copy.get() == nullptr);
  cutlass::HostTensor<float, RowMajor> no_elements({0, 4});
  CHECK(!no_elements.device_backed());
  if (!have_gpu()) {
    using Tensor = cutlass::HostTensor<float, RowMajor>;
    DOCTEST_CHECK_THROWS_AS(Tensor({4, 4}), cutlass::cuda_exception);
    DOCTEST_CHECK_THROWS_AS(cutlass::DeviceAllocation<int>(16), cutlass::cuda_exception);
    return;
  }
  cutlass::HostTensor<int, RowMajor> t({4, 8});
  CHECK(t.device_backed());
  cutlass::reference::host::BlockFillSequential(t.host_data(), t.capacity(), 3, 1);
  t.sync_device();
  std::vector<int> back(32, 0);
  t.copy_out_device_to_host(back.data());
  CHECK(back[31] == 1 + 3 * 31);
  cutlass::reference::host::TensorFill(t.host_view(), 0);
  t.sync_host();
  CHECK(t.at({3, 7}) == 1 + 3 * 31);
  cutlass::DeviceAllocation<int> block(32);
  block.copy_from_host(back.data());
  cutlass::DeviceAllocation<int> copy = block;  // a device copy
  copy.reallocate(40);
  std::vector<int> again(32, 0);
  copy.copy_to_host(again.data(), 32);
  CHECK(again == back);
  CHECK(copy.size() == 40);
}

TEST_CASE("TensorFillRandomUniform: CUTLASS's std::rand sequence, the last mode fastest, in bounds, to 2^-bits") {
  std::vector<float> data(6 * 7);
  cutlass::TensorView<float, ColumnMajor> view(data.data(), ColumnMajor(6), {6, 7});
  cutlass::reference::host::TensorFillRandomUniform(view, 2026, 4.0, -4.0, 2);
  std::srand(2026u);
  int mismatches = 0;
  for (int m = 0; m < 6; ++m) {
    for (int n = 0; n < 7; ++n) {
      double const drawn = -4.0 + 8.0 * (double(std::rand()) / double(RAND_MAX));
      mismatches += view.at({m, n}) != float(std::llround(drawn * 4.0) / 4.0);
    }
  }
  CHECK(mismatches == 0);
  bool in_bounds = true, quarters = true;
  for (float x : data) {
    in_bounds = in_bounds && x >= -4.0f && x <= 4.0f;
    quarters = quarters && x * 4.0f == std::floor(x * 4.0f);
  }
  CHECK(in_bounds);
  CHECK(quarters);
  std::vector<cutlass::half_t> halves(64);
  cutlass::reference::host::BlockFillRandomUniform(halves.data(), halves.size(), 7, 1.0, 0.0, 3);
  bool eighths = true;
  for (auto h : halves) {
    eighths = eighths && float(h) >= 0.0f && float(h) <= 1.0f && float(h) * 8.0f == std::floor(float(h) * 8.0f);
  }
  CHECK(eighths);
  std::vector<float> no_zero(200);
  cutlass::reference::host::TensorFillRandomUniform(cutlass::TensorView<float, RowMajor>(no_zero.data(), 20, {10, 20}), 3,
                                                    2.0, 0.0, 0, 0.0, true);
  CHECK(!cutlass::reference::host::TensorContains(cutlass::TensorView<float, RowMajor>(no_zero.data(), 20, {10, 20}), 0.0f));
}

TEST_CASE("TensorFillRandomGaussian: the sample's mean and deviation") {
  std::vector<double> data(20000);
  cutlass::reference::host::BlockFillRandomGaussian(data.data(), data.size(), 11, 3.0, 2.0);
  double sum = 0, squares = 0;
  for (double x : data) {
    sum += x;
    squares += x * x;
  }
  double const mean = sum / double(data.size()), deviation = std::sqrt(squares / double(data.size()) - mean * mean);
  CHECK(std::abs(mean - 3.0) < 0.1);
  CHECK(std::abs(deviation - 2.0) < 0.1);
}

TEST_CASE("HostTensor of a PackedVectorLayout: rank 1 extents from make_Coord") {
  cutlass::HostTensor<float, cutlass::layout::PackedVectorLayout> block;
  block.reset(cutlass::make_Coord(10), false);
  CHECK(block.size() == 10);
  CHECK(block.host_view().size() == 10);
  cutlass::reference::host::TensorFillSequential(block.host_view(), 1.0f);
  CHECK(block.at(cutlass::make_Coord(3)) == 4.0f);
  CHECK(block.stride(0) == 1);  // a value: PackedVectorLayout makes its unit stride on each call
  static_assert(std::is_same_v<decltype(block.stride(0)), std::int64_t>);
  std::ostringstream out;
  out << block.host_view() << "|" << cutlass::make_Coord(1, 2, 3);
  CHECK(out.str() == "1, 2, 3, 4, 5, 6, 7, 8, 9, 10|1, 2, 3");
}

TEST_CASE("The deterministic fills: TensorFill, TensorFillIdentity, TensorFillSequential, BlockFillSequential") {
  cutlass::HostTensor<int, RowMajor> t({3, 4}, false);
  cutlass::reference::host::TensorFillIdentity(t.host_view());
  CHECK(t.at({1, 1}) == 1);
  CHECK(t.at({1, 2}) == 0);
  CHECK(t.at({2, 2}) == 1);
  cutlass::reference::host::TensorFillSequential(t.host_view(), 10);
  CHECK(t.at({2, 0}) == 12);  // mode 0 fastest: m + 3 n
  CHECK(t.at({1, 3}) == 20);
  cutlass::reference::host::TensorFill(t.host_view(), 5);
  CHECK(t.host_data()[11] == 5);
  std::vector<cutlass::half_t> seq(5);
  cutlass::reference::host::BlockFillSequential(seq.data(), 5, cutlass::half_t(0.5f), cutlass::half_t(1.0f));
  CHECK(float(seq[4]) == 3.0f);
}

TEST_CASE("Comparisons: TensorEquals, TensorRelativelyEquals, relatively_equal, TensorMSE, TensorGreatestError") {
  std::vector<float> a = {1, 2, 3, 4, 5, 6}, b = a;
  cutlass::TensorView<float, RowMajor> va(a.data(), 3, {2, 3}), vb(b.data(), 3, {2, 3});
  CHECK(cutlass::reference::host::TensorEquals(va, vb));
  CHECK(!cutlass::reference::host::TensorEquals(va, cutlass::TensorView<float, RowMajor>(b.data(), 3, {1, 3})));
  b[5] = 6.0001f;
  CHECK(cutlass::reference::host::TensorNotEquals(va, vb));
  CHECK(cutlass::reference::host::TensorRelativelyEquals(va, vb, 1e-3f, 1e-6f));
  CHECK(!cutlass::reference::host::TensorRelativelyEquals(va, vb, 1e-6f, 1e-6f));
  CHECK(std::abs(cutlass::reference::host::TensorGreatestError(va, vb) - 1e-4) < 1e-6);
  CHECK(std::abs(cutlass::reference::host::TensorMSE(va, vb) - 1e-8 / 6) < 1e-10);
  CHECK(cutlass::reference::host::TensorContains(va, 4.0f));
  // relatively_equal: a zero compares against epsilon * nonzero_floor; NaN never equals.
  CHECK(cutlass::relatively_equal(0.0f, 1e-9f, 1e-3f, 1e-5f));
  CHECK(!cutlass::relatively_equal(0.0f, 1e-7f, 1e-3f, 1e-5f));
  CHECK(!cutlass::relatively_equal(std::nanf(""), std::nanf(""), 1.0f, 1.0f));
  CHECK(cutlass::relatively_equal(cutlass::half_t(1.0f), cutlass::half_t(1.0009765625f), cutlass::half_t(0.001f), cutlass::half_t(0.0f)));
  CHECK(!cutlass::relatively_equal(3, 4, 1, 1));  // integers: exact
}

TEST_CASE("tensor_view_io: CUTLASS's text of a view") {
  std::vector<std::int8_t> data = {1, 2, 3, -4, 5, 6};
  cutlass::TensorView<std::int8_t, RowMajor> view(data.data(), 3, {2, 3});
  std::ostringstream out;
  out << view;
  CHECK(out.str() == "1, 2, 3,\n-4, 5, 6");
  std::ostringstream wide;
  wide.width(3);
  wide << cutlass::TensorView<std::int8_t, RowMajor>(data.data(), 3, {1, 2});
  CHECK(wide.str() == "  1,   2");
}

TEST_CASE("reference::host::Gemm: D = alpha A B + beta C over any layouts, against a plain triple loop") {
  cutlass::gemm::GemmCoord const problem(37, 21, 19);
  static_assert(cutlass::gemm::GemmCoord(2, 3, 4).product() == 24 && cutlass::gemm::GemmCoord(2, 3, 4).mk() == MatrixCoord(2, 4));
  cutlass::HostTensor<cutlass::half_t, ColumnMajor> A(problem.mk(), false);
  cutlass::HostTensor<cutlass::half_t, RowMajor> B(problem.kn(), false);
  cutlass::HostTensor<float, RowMajor> C(problem.mn(), false), D(problem.mn(), false);
  cutlass::reference::host::TensorFillRandomUniform(A.host_view(), 1, 2.0, -2.0, 1);
  cutlass::reference::host::TensorFillRandomUniform(B.host_view(), 2, 2.0, -2.0, 1);
  cutlass::reference::host::TensorFillRandomUniform(C.host_view(), 3, 2.0, -2.0, 1);
  float const alpha = 1.5f, beta = -0.5f;
  cutlass::reference::host::Gemm<cutlass::half_t, ColumnMajor, cutlass::half_t, RowMajor, float, RowMajor, float, float> gemm;
  gemm(problem, alpha, A.host_ref(), B.host_ref(), beta, C.host_ref(), D.host_ref());
  int mismatches = 0;
  for (int m = 0; m < problem.m(); ++m) {
    for (int n = 0; n < problem.n(); ++n) {
      float sum = 0;  // halves of at most 1 fraction bit: every product and sum is exact in float
      for (int k = 0; k < problem.k(); ++k) {
        sum += float(A.at({m, k})) * float(B.at({k, n}));
      }
      mismatches += D.at({m, n}) != alpha * sum + beta * C.at({m, n});
    }
  }
  CHECK(mismatches == 0);
  gemm(problem, alpha, A.host_ref(), B.host_ref(), beta, C.host_ref());  // C in place
  CHECK(cutlass::reference::host::TensorEquals(C.host_view(), D.host_view()));
}

TEST_CASE("core_io: CUTLASS's text of coordinates, arrays, dim3 and 8-bit scalars") {
  std::ostringstream out;
  out << MatrixCoord(3, 4) << "|" << cutlass::gemm::GemmCoord(1, 2, 3) << "|" << dim3(4, 5, 6) << "|"
      << cutlass::Array<int, 3>{{7, 8, 9}} << "|" << cutlass::ScalarIO<std::int8_t>(-5) << "|" << cutlass::half_t(1.5f);
  CHECK(out.str() == "3, 4|cutlass::gemm::GemmCoord {1,2,3}|4, 5, 6|7, 8, 9|-5|1.5");
}

TEST_CASE("TensorCopy between layouts and types, and the reductions TensorSum, TensorNorm, TensorNormDiff") {
  cutlass::HostTensor<int, RowMajor> src({3, 4}, false);
  cutlass::reference::host::TensorFillSequential(src.host_view(), 1);  // 1 + m + 3 n
  cutlass::HostTensor<float, ColumnMajor> dst({3, 4}, false);
  cutlass::reference::host::TensorCopy(dst.host_view(), src.host_view());
  CHECK(dst.at({2, 3}) == 12.0f);
  CHECK(dst.host_data()[5] == 6.0f);  // column-major: (2, 1) at 1 * 3 + 2
  cutlass::HostTensor<float, ColumnMajor> twice({2, 2}, false);  // the smaller extent bounds the copy
  cutlass::reference::host::TensorCopy(twice.host_view(), src.host_view(), [](int x) { return 2.0f * float(x); });
  CHECK(twice.at({1, 1}) == 10.0f);
  CHECK(cutlass::reference::host::TensorSum(src.host_view()) == 78);
  CHECK(cutlass::reference::host::TensorSumSq(src.host_view(), 0L) == 650L);
  CHECK(std::abs(cutlass::reference::host::TensorNorm(dst.host_view()) - std::sqrt(650.0f)) < 1e-4f);
  cutlass::HostTensor<float, ColumnMajor> shifted({3, 4}, false);
  cutlass::reference::host::TensorCopy(shifted.host_view(), dst.host_view(), [](float x) { return x + 2.0f; });
  CHECK(cutlass::reference::host::TensorNormDiff(shifted.host_view(), dst.host_view()) == std::sqrt(12.0f * 4.0f));
}

TEST_CASE("Distribution: TensorFillRandom and BlockFillRandom draw from its kind; its text") {
  cutlass::Distribution dist;
  CHECK(dist.kind == cutlass::Distribution::Invalid);
  std::vector<float> data(300, 7.0f);
  cutlass::TensorView<float, RowMajor> view(data.data(), 30, {10, 30});
  cutlass::reference::host::TensorFillRandom(view, 5, dist);  // Invalid: nothing written
  CHECK(cutlass::reference::host::TensorSum(view, 0.0) == 2100.0);
  dist.set_uniform(-2, 2, 1);
  cutlass::reference::host::TensorFillRandom(view, 5, dist);
  bool halves = true;
  for (float x : data) {
    halves = halves && x >= -2.0f && x <= 2.0f && 2.0f * x == std::floor(2.0f * x);
  }
  CHECK(halves);
  std::vector<float> same(300);
  cutlass::reference::host::TensorFillRandomUniform(cutlass::TensorView<float, RowMajor>(same.data(), 30, {10, 30}), 5, 2.0, -2.0, 1);
  CHECK(same == data);  // the same draws as the explicit form
  cutlass::reference::host::BlockFillRandom(data.data(), data.size(), 9, cutlass::Distribution().set_gaussian(0, 1, -1, 0.0));
  CHECK(cutlass::reference::host::TensorSumSq(view, 0.0) == 0.0);  // pnz 0: all zeros
  std::ostringstream out;
  out << dist;
  CHECK(out.str() == "uniform, min: -2, max: 2, pnan: 0, int_scale: 1");
}

// Tensors: views and owning tensors, indexing and slicing, the algebra on tensors, local_tile and
// local_partition (checked as partitions: every element owned exactly once), identity tensors,
// recast, and the element-wise algorithms, at compile time (static_assert) and at run time.
#include <cute/cute.hpp>

#include <algorithm>

#include <array>
#include <numeric>
#include <random>

#include "check.hpp"

using namespace cute;

// Sizes: a static view is a pointer, a static owning tensor its elements.
static_assert(sizeof(decltype(make_tensor(make_gmem_ptr((float*)nullptr), Layout<Shape<_4, _8>>{}))) == sizeof(float*));
static_assert(sizeof(decltype(make_tensor<float>(Layout<Shape<_4, _8>>{}))) == 32 * sizeof(float));
// A slice or partition of a pointer tensor moves the pointer, as CuTe's iterators do: the view of a
// static layout stays one pointer wide (a kernel parameter of CuTe's size), whatever the coordinate.
using GmemTile = decltype(make_tensor(make_gmem_ptr((float*)nullptr), Layout<Shape<_4, _8>>{}));
static_assert(sizeof(decltype(std::declval<GmemTile&>()(_, 3))) == sizeof(float*));
static_assert(sizeof(decltype(local_partition(std::declval<GmemTile&>(), Layout<Shape<_2, _2>>{}, 3))) == sizeof(float*));
static_assert(sizeof(decltype(make_tensor<float>(Layout<Shape<_4, _8>, Stride<_0, _1>>{}))) == 8 * sizeof(float));
static_assert(is_gmem_v<decltype(make_gmem_ptr((int*)nullptr))> && !is_smem_v<decltype(make_gmem_ptr((int*)nullptr))>);
static_assert(smem_pointer<smem_ptr<int*>> && !smem_pointer<int*> && rmem_pointer<decltype(make_rmem_ptr((int*)nullptr))>);
// CTAD, as CuTe code writes it: `Tensor t = make_tensor(...)`.
static_assert(tensor_type<decltype([] { Tensor t = make_tensor<int>(Shape<_2, _3>{}); return t; }())>);

// Everything is constexpr: an owning tensor filled, sliced, multiplied, at compile time.
constexpr int compile_time_gemm() {
  auto a = make_tensor<int>(make_shape(_2{}, _3{}));  // (M,K)
  auto b = make_tensor<int>(make_shape(_2{}, _3{}), LayoutRight{});  // (N,K)
  auto c = make_tensor<int>(make_shape(_2{}, _2{}));
  for (int i = 0; i < 6; ++i) a(i) = i + 1, b(i) = i;  // a(m,k) = 1 + m + 2k, b(n,k) = n + 2k (1-D order)
  clear(c);
  gemm(a, b, c);  // c(m,n) = sum_k a(m,k) * b(n,k)
  return c(0, 0) * 1000 + c(1, 1);  // 1*0+3*2+5*4 = 26, 2*1+4*3+6*5 = 44
}
static_assert(compile_time_gemm() == 26044);

constexpr int compile_time_slice() {
  std::array<int, 24> storage{};
  for (int i = 0; i < 24; ++i) storage[i] = i;
  auto t = make_tensor(storage.data(), make_shape(_4{}, make_shape(_2{}, _3{})));  // column-major
  auto column = t(_, make_coord(1, 2));  // the column at n = (1,2), i.e. 1 + 2*2 = 5
  return column(3) + 100 * t(2, 5) + 10000 * int(size(column));
}
static_assert(compile_time_slice() == 23 + 100 * 22 + 40000);

template <class T>
std::vector<T> iota_vector(int n) {
  std::vector<T> v(n);
  std::iota(v.begin(), v.end(), T(0));
  return v;
}

void test_indexing() {
  auto storage = iota_vector<int>(64);
  auto t = make_tensor(make_gmem_ptr(storage.data()), make_shape(8, make_shape(2, 4)), make_stride(1, make_stride(32, 8)));
  CHECK(t(3, 5) == 3 + 32 * 1 + 8 * 2);                           // R-D, 1-D coordinate into mode 1
  CHECK(t(make_coord(3, make_coord(1, 2))) == 3 + 32 + 16);       // h-D
  CHECK(t(12) == 4 + 32);                                          // 1-D: (4, (1,0))
  CHECK(t[make_coord(7, 0)] == 7);
  auto row = t(2, _);
  CHECK_EQ(row.layout(), make_layout(make_shape(make_shape(2, 4)), make_stride(make_stride(32, 8))));  // rank 1
  CHECK(row(7) == 2 + 32 + 24);
  auto sub = t(_, make_coord(_, 3));
  CHECK(size(sub) == 16 && sub(5, 1) == 5 + 32 + 24);
  t(1, 1) = -1;  // a view writes through
  CHECK(storage[1 + 32] == -1);
  CHECK(size(t) == 64 && rank(t) == 2 && depth(t) == 2 && cosize(t) == 64 && size<1>(t) == 8);
  CHECK(shape<1, 0>(t) == 2 && stride<1, 1>(t) == 8);

  // Owning tensors: static, and dynamic within a capacity (checked).
  auto r = make_tensor<float>(Shape<_4, _2>{});
  fill(r, 2.5f);
  CHECK(r(3, 1) == 2.5f);
  auto d = make_tensor<int, 32>(make_layout(make_shape(4, 6)));
  for (int i = 0; i < 24; ++i) d(i) = i;
  CHECK(d(3, 5) == 23 && size(d) == 24);
  CHECK_THROWS((make_tensor<int, 16>(make_layout(make_shape(4, 6)))), "is more than the capacity 16");
  auto tile = make_tensor(storage.data(), make_layout(make_shape(_4{}, _2{}), LayoutRight{}));
  auto like = make_fragment_like(tile);
  static_assert(std::is_same_v<decltype(like)::value_type, int> && sizeof(like) == 8 * sizeof(int));
  // Mode 0 compact, the rest after it in stride order, as one mode (CuTe's form: its tiled_product).
  CHECK_EQ(like.layout(), make_layout(make_shape(_4{}, make_shape(_2{})), make_stride(_1{}, make_stride(_4{}))));
  copy(tile, like);
  CHECK(like(3, 1) == 7 && like(1) == 2);
}

// local_tile and local_partition: every element of the matrix lands in exactly one tile, and every
// element of a tile in exactly one thread's partition, at the place the algebra says.
void test_partitions() {
  constexpr int M = 24, N = 20;  // tiles of 8x4 do not divide evenly? they do: 3x5 tiles
  auto storage = iota_vector<int>(M * N);
  auto mA = make_tensor(make_gmem_ptr(storage.data()), make_shape(M, N), make_stride(1, M));
  auto tiler = make_shape(_8{}, _4{});
  std::vector<int> seen(M * N, 0);
  for (int tm = 0; tm < M / 8; ++tm)
    for (int tn = 0; tn < N / 4; ++tn) {
      auto tile = local_tile(mA, tiler, make_coord(tm, tn));
      CHECK(size<0>(tile) == 8 && size<1>(tile) == 4);
      CHECK(raw_pointer_cast(tile.data()) == storage.data() + tm * 8 + tn * 4 * M);  // where the tile begins
      for (int m = 0; m < 8; ++m)
        for (int n = 0; n < 4; ++n) {
          int const v = tile(m, n);
          CHECK(v == (tm * 8 + m) + (tn * 4 + n) * M);
          ++seen[v];
        }
    }
  CHECK(std::count(seen.begin(), seen.end(), 1) == M * N);

  // A projection: the (BM, BN, BK) tiler applied to A (M, K) at (m, _, _) keeps the k tiles.
  auto gA = local_tile(mA, make_shape(_8{}, _16{}, _4{}), make_coord(1, 0, _), Step<_1, X, _1>{});
  CHECK(rank(gA) == 3 && size<0>(gA) == 8 && size<1>(gA) == 4 && size<2>(gA) == 5);
  CHECK(gA(2, 3, 4) == (8 + 2) + (4 * 4 + 3) * M);

  // A row-major 4x8 thread layout over a 16x32 tile: thread t owns (4,4) elements.
  auto tile = local_tile(mA, make_shape(_16{}, _4{}), make_coord(0, 1));
  auto threads = make_layout(make_shape(_4{}, _2{}), make_stride(_2{}, _1{}));
  std::vector<int> owner(M * N, -1);
  for (int t = 0; t < 8; ++t) {
    auto part = local_partition(tile, threads, t);
    CHECK(size(part) == 8 && size<0>(part) == 4 && size<1>(part) == 2);
    for (int i = 0; i < 4; ++i)
      for (int j = 0; j < 2; ++j) {
        int const v = part(i, j);
        CHECK(owner[v] == -1);
        owner[v] = t;
        // thread t = 2*tm + tn sits at (tm, tn) of the thread grid; its element (i, j) is at
        // (tm + 4*i, tn + 2*j) of the tile.
        int const tm = t / 2, tn = t % 2;
        CHECK(v == (tm + 4 * i) + (4 + tn + 2 * j) * M);
      }
  }
  // outer_partition with a tuple coordinate, inner_partition with an integer one.
  auto outer = outer_partition(tile, make_shape(_4{}, _2{}), make_coord(3, 1));
  CHECK(outer(0, 0) == 3 + 5 * M && outer(1, 0) == 7 + 5 * M);
  auto inner = inner_partition(mA, make_shape(_8{}, _4{}), 4);  // rest (3,5): 4 -> (1,1)
  CHECK(inner(0, 0) == 8 + 4 * M);
}

// Identity tensors partitioned like the data: the coordinate each element came from.
void test_identity() {
  constexpr int M = 13, N = 7;  // tiles of 4x4 overrun the edges: predication
  auto storage = iota_vector<int>(M * N);
  auto mA = make_tensor(storage.data(), make_layout(make_shape(M, N), make_stride(N, 1)));  // row-major
  auto cA = make_identity_tensor(make_shape(M, N));
  CHECK_EQ(cA(5, 6), make_coord(5, 6));
  // Nested shapes, in constant expressions: a slice moves the held coordinate leaf by leaf.
  constexpr auto cN = make_identity_tensor(make_shape(_4{}, make_shape(_2{}, 3)));
  static_assert(cN(3, make_coord(1, 2)) == make_coord(3, make_coord(1, 2)));
  static_assert(cN(_, make_coord(1, 2))(3) == make_coord(3, make_coord(1, 2)));
  static_assert(cN(2, _)(5) == make_coord(2, make_coord(1, 2)));
  int in_bounds = 0;
  for (int tm = 0; tm < (M + 3) / 4; ++tm)
    for (int tn = 0; tn < (N + 3) / 4; ++tn) {
      auto gA = local_tile(mA, make_shape(_4{}, _4{}), make_coord(tm, tn));
      auto gC = local_tile(cA, make_shape(_4{}, _4{}), make_coord(tm, tn));
      for (int i = 0; i < 16; ++i) {
        auto [m, n] = gC(i);
        CHECK(m == tm * 4 + i % 4 && n == tn * 4 + i / 4);
        if (m < M && n < N) {
          ++in_bounds;
          CHECK(gA(i) == m * N + n);
        }
      }
    }
  CHECK(in_bounds == M * N);
  // copy_if with the identity tensor as the predicate: the edge tile copies only what exists.
  auto gA = local_tile(mA, make_shape(_4{}, _4{}), make_coord(3, 1));
  auto gC = local_tile(cA, make_shape(_4{}, _4{}), make_coord(3, 1));
  auto frag = make_fragment_like(gA);
  fill(frag, -7);
  copy_if([&](int i) { return get<0>(gC(i)) < M && get<1>(gC(i)) < N; }, gA, frag);
  CHECK(frag(0, 0) == 12 * N + 4 && frag(0, 2) == 12 * N + 6 && frag(0, 3) == -7 && frag(1, 0) == -7);
}

// Random matrix sizes (seed printed): tiling by a static 8x4 tiler and partitioning each tile over a
// 4x2 thread layout cover every element exactly once, and the identity tensor, tiled and
// partitioned the same way, names each element's coordinate (past the edges too).
void test_random_partitions() {
  unsigned const seed = std::random_device{}();
  std::printf("test_random_partitions: seed %u\n", seed);
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> extent(1, 40);
  for (int round = 0; round < 50; ++round) {
    int const M = extent(rng), N = extent(rng);
    bool const row_major = rng() % 2;
    auto storage = iota_vector<int>(M * N);
    auto layout = row_major ? make_layout(make_shape(M, N), make_stride(N, 1)) : make_layout(make_shape(M, N), make_stride(1, M));
    auto mA = make_tensor(storage.data(), layout);
    auto cA = make_identity_tensor(make_shape(M, N));
    std::vector<int> seen(M * N, 0);
    auto threads = Layout<Shape<_4, _2>>{};
    for (int tm = 0; tm < (M + 7) / 8; ++tm)
      for (int tn = 0; tn < (N + 3) / 4; ++tn)
        for (int t = 0; t < 8; ++t) {
          auto tA = local_partition(local_tile(mA, Shape<_8, _4>{}, make_coord(tm, tn)), threads, t);
          auto tC = local_partition(local_tile(cA, Shape<_8, _4>{}, make_coord(tm, tn)), threads, t);
          static_assert(decltype(size(tA))::value == 4);
          for (int i = 0; i < 4; ++i) {
            auto [m, n] = tC(i);
            bool const expected_place = m == tm * 8 + t % 4 + 4 * (i % 2) && n == tn * 4 + t / 4 + 2 * (i / 2);
            if (!expected_place) CHECK(expected_place);
            if (m < M && n < N) {
              ++seen[m * N + n];
              if (tA(i) != int(layout(m, n))) CHECK(tA(i) == int(layout(m, n)));
            }
          }
        }
    CHECK(std::count(seen.begin(), seen.end(), 1) == M * N);
  }
}

void test_algorithms() {
  std::mt19937 rng(20261121);
  std::uniform_real_distribution<float> dist(-1, 1);
  std::vector<float> a(6 * 5), b(4 * 5), c(6 * 4), y(24);
  for (auto* v : {&a, &b, &c, &y})
    for (auto& x : *v) x = dist(rng);
  auto A = make_tensor(a.data(), make_shape(6, 5));                       // (M,K) column-major
  auto B = make_tensor(b.data(), make_shape(4, 5), LayoutRight{});        // (N,K) row-major
  auto C = make_tensor(c.data(), make_shape(_6{}, _4{}));
  auto expect = c;
  for (int m = 0; m < 6; ++m)
    for (int n = 0; n < 4; ++n)
      for (int k = 0; k < 5; ++k) expect[m + 6 * n] += a[m + 6 * k] * b[n * 5 + k];
  auto c0 = c;
  gemm(A, B, C);
  for (int i = 0; i < 24; ++i) CHECK(std::abs(c[i] - expect[i]) < 1e-5f);
  // Static operands in shared memory are read into registers a k-block at a time: the same sums, in
  // the same order.
  auto c_smem = c0;
  gemm(make_tensor(make_smem_ptr(a.data()), make_shape(_6{}, _5{})),
       make_tensor(make_smem_ptr(b.data()), make_shape(_4{}, _5{}), LayoutRight{}),
       make_tensor(c_smem.data(), make_shape(_6{}, _4{})));
  CHECK(c_smem == c);

  auto Y = make_tensor(y.data(), make_shape(4, 6), LayoutRight{});  // 24 elements, another shape
  auto y0 = y;
  axpby(2.0f, C, -1.0f, Y);
  for (int i = 0; i < 24; ++i) CHECK(y[(i % 4) * 6 + i / 4] == 2.0f * c[i] - y0[(i % 4) * 6 + i / 4]);
  y[0] = std::numeric_limits<float>::quiet_NaN();
  axpby(1.0f, C, 0.0f, Y);  // beta == 0: y is not read
  CHECK(y[0] == c[0]);
  copy(C, Y);
  CHECK(y[6] == c[1]);
  clear(Y);
  CHECK(std::all_of(y.begin(), y.end(), [](float v) { return v == 0; }));
  CHECK_THROWS(copy(C, make_tensor(y.data(), make_shape(5))), "copy: the source has 24 elements, the destination 5");

  // recast: four bytes as one int, and back.
  std::array<unsigned char, 16> bytes{};
  for (int i = 0; i < 16; ++i) bytes[i] = static_cast<unsigned char>(i);
  alignas(16) std::array<std::uint32_t, 4> words{};
  auto wv = make_tensor(make_smem_ptr(words.data()), Layout<_4>{});
  auto as_bytes = recast<unsigned char>(wv);
  static_assert(is_smem_v<decltype(as_bytes.data())>);
  CHECK(size(as_bytes) == 16);
  copy(make_tensor(bytes.data(), Layout<_16>{}), as_bytes);
  CHECK(words[1] == 0x07060504u);
  auto back = recast<std::uint32_t>(as_bytes);
  CHECK(size(back) == 4 && back(3) == 0x0f0e0d0cu);
  CHECK_THROWS(recast<std::uint32_t>(make_tensor(bytes.data() + 1, Layout<_8>{})), "not aligned");
}

// The widest vector a static copy uses: the common contiguous run, capped at 128 bits, and a layout of
// vectors for both sides.
static_assert(detail::copy_vector_elements<128, std::uint16_t, Layout<Shape<_8, _4>>, Layout<Shape<_8, _4>>>() == 8);
static_assert(detail::copy_vector_elements<128, std::uint16_t, Layout<Shape<_2, _4>, Stride<_1, _8>>, Layout<Shape<_2, _4>>>() == 2);
static_assert(detail::copy_vector_elements<128, float, Layout<Shape<_8, _3>, Stride<_1, _12>>, Layout<Shape<_8, _3>>>() == 4);
static_assert(detail::copy_vector_elements<128, float, Layout<Shape<_8, _3>, Stride<_1, _10>>, Layout<Shape<_8, _3>>>() == 2);
static_assert(detail::copy_vector_elements<128, float, Layout<Shape<_4, _4>, Stride<_4, _1>>, Layout<Shape<_4, _4>>>() == 1);
// A swizzled layout vectorizes as its inner layout, by at most the 2^M elements its swizzle never moves,
// and a static offset's alignment: shared memory copied as 16-byte vectors (CuTe's, through its pointer).
using Row8 = Layout<Shape<_1, _8>, Stride<_0, _1>>;
static_assert(detail::copy_vector_elements<128, std::uint16_t, Row8, ComposedLayout<Swizzle<3, 3, 3>, int, Row8>>() == 8);
static_assert(detail::copy_vector_elements<128, std::uint16_t, Row8, ComposedLayout<Swizzle<2, 1, 3>, int, Row8>>() == 2);
static_assert(detail::copy_vector_elements<128, std::uint16_t, Row8, ComposedLayout<Swizzle<3, 3, 3>, C<4>, Row8>>() == 4);
static_assert(detail::copy_vector_elements<128, std::uint16_t, Row8, ComposedLayout<Swizzle<0, 4, 3>, C<0>, Row8>>() == 8);
static_assert(detail::copy_vector_elements<32, float, Layout<Shape<_8>>, Layout<Shape<_8>>>() == 1);
static_assert(detail::copy_vector_elements<128, float, Layout<Shape<int>>, Layout<Shape<_8>>>() == 1);
// With dynamic modes: the run of the static leading modes, dynamic strides assumed multiples of the
// vector (as CuTe's assumed alignment; the host checks them), a dynamic extent only over whole vectors.
static_assert(detail::copy_vector_elements<64, std::uint16_t, Layout<Shape<_4, _1, _32>, Stride<_1, int, int>>,
                                           Layout<Shape<_4, _1, _32>, Stride<_1, _4, _4>>>() == 4);
static_assert(detail::copy_vector_elements<128, std::uint16_t, Layout<Shape<_8, int>, Stride<_1, int>>, Layout<Shape<_8, int>>>() == 8);
static_assert(detail::copy_vector_elements<128, std::uint16_t, Layout<Shape<_8, int>, Stride<_2, _16>>, Layout<Shape<_8, int>>>() == 1);
static_assert(detail::copy_vector_elements<128, std::uint16_t, Layout<Shape<int, _8>, Stride<_1, int>>, Layout<Shape<int, _8>>>() == 1);
static_assert(detail::copy_vector_elements<128, std::uint16_t, Layout<Shape<_2, int>, Stride<_1, _1>>, Layout<Shape<_2, int>>>() == 1);

// copy of static layouts (vectorized) and copy with CuTe's AutoVectorizingCopy atom give the element
// copy's result, for layout pairs of every kind of common run.
template <class SrcLayout, class DstLayout>
void check_vectorized_copy(SrcLayout src_layout, DstLayout dst_layout) {
  alignas(16) std::array<half_t, 512> src{}, dst{}, expect{};
  for (int i = 0; i < 512; ++i) src[i] = half_t(float(i % 1000));
  for (int i = 0; i < int(size(src_layout)); ++i) expect[dst_layout(i)] = src[src_layout(i)];
  copy(make_tensor(src.data(), src_layout), make_tensor(dst.data(), dst_layout));
  CHECK(dst == expect);
  dst = {};
  copy(Copy_Atom<AutoVectorizingCopy, half_t>{}, make_tensor(make_smem_ptr(src.data()), src_layout),
       make_tensor(make_rmem_ptr(dst.data()), dst_layout));
  CHECK(dst == expect);
}

// The auto-vectorizing atom over a tensor with dynamic strides: vectors where the strides are multiples
// of the vector, element by element where one is not (the host checks), the same result both ways;
// the plain copy of dynamic layouts never assumes their alignment.
void test_vectorized_copy_dynamic_strides() {
  for (int ld : {64, 66, 67}) {
    alignas(16) std::array<half_t, 1024> src{}, dst{}, expect{};
    for (int i = 0; i < 1024; ++i) src[i] = half_t(float(i % 1000));
    auto const src_layout = make_layout(make_shape(_8{}, 4), make_stride(_1{}, ld));
    auto const dst_layout = make_layout(make_shape(_8{}, 4), make_stride(_1{}, 2 * ld));
    for (int i = 0; i < 32; ++i) expect[dst_layout(i)] = src[src_layout(i)];
    copy(AutoVectorizingCopyWithAssumedAlignment<128>{}, make_tensor(src.data(), src_layout), make_tensor(dst.data(), dst_layout));
    CHECK(dst == expect);
    dst = {};
    copy(make_tensor(src.data(), src_layout), make_tensor(dst.data(), dst_layout));
    CHECK(dst == expect);
  }
  CHECK(detail::dynamic_strides_divide(make_layout(make_shape(_8{}, 4), make_stride(_1{}, 64)), 8));
  CHECK(!detail::dynamic_strides_divide(make_layout(make_shape(_8{}, 4), make_stride(_1{}, 66)), 8));
}

// A const owning fragment copies out as vectors too (its elements are const).
void test_copy_from_const_fragment() {
  auto frag = make_tensor<float>(Layout<Shape<_4, _2>>{});
  for (int i = 0; i < 8; ++i) frag(i) = float(i);
  auto const& cfrag = frag;
  alignas(16) std::array<float, 8> out{};
  copy(cfrag, make_tensor(make_smem_ptr(out.data()), Layout<Shape<_4, _2>>{}));
  CHECK(out[5] == 5.0f && out[7] == 7.0f);
}

// Slicing a swizzled tensor moves the view's origin by the part of the offset that commutes with the
// swizzle (modes with strides that are multiples of its period) and keeps the rest inside: the
// elements are those of the unsliced tensor.
void test_swizzled_slices() {
  std::array<int, 4096> data{};
  std::iota(data.begin(), data.end(), 0);
  auto layout = composition(Swizzle<3, 3, 3>{}, Layout<Shape<_64, _32, _2>, Stride<_32, _1, _2048>>{});
  auto t = make_tensor(make_smem_ptr(data.data()), layout);
  for (int p = 0; p < 2; ++p) {
    auto stage = t(_, _, p);  // stride 2048: commutes, moves the origin
    for (int k = 0; k < 32; k += 7) {
      auto column = stage(_, k);  // stride 1: stays inside the swizzle
      for (int m = 0; m < 64; ++m) CHECK(column(m) == t(m, k, p) && stage(m, k) == data[layout(m, k, p)]);
    }
  }
  // Evaluated at a whole coordinate, the modes whose strides are multiples of the swizzle's period
  // (2^9 here) are added after the swizzle: the same function as Sw(offset + B(c)), for any offset.
  for (int offset : {0, 72, 511, 1000}) {
    auto shifted = make_composed_layout(Swizzle<3, 3, 3>{}, offset, layout.layout_b());
    for (int i = 0; i < int(size(layout)); i += 3) CHECK(shifted(i) == Swizzle<3, 3, 3>{}(offset + layout.layout_b()(i)));
  }
  // The atoms' slices (detail::slice_tensor, as copy(atom, ...) takes them) move the pointer by the
  // commuting part, keep the rest inside the swizzle, and see the same elements.
  auto rows = make_tensor(make_smem_ptr(data.data()), composition(Swizzle<3, 3, 3>{}, 5, Layout<Shape<_8, _4>, Stride<_1, _1024>>{}));
  for (int i = 0; i < 4; ++i) {
    auto row = detail::slice_tensor(rows, make_coord(_, i));
    CHECK(raw_pointer_cast(row.data()) == data.data() + 1024 * i);
    for (int j = 0; j < 8; ++j) CHECK(row(j) == rows(j, i));
  }
}

void test_print() {
  int data[6] = {0, 1, 2, 3, 4, 5};
  auto t = make_tensor(make_gmem_ptr(data), make_shape(_2{}, _3{}));
  print_tensor(t);
  print_tensor(make_identity_tensor(make_shape(2, 2)));
  auto owning = make_tensor<float>(Shape<_2, _2, _2>{});
  fill(owning, 1.5f);
  print_tensor(owning);
}

// Each thread's 8 halves of a row copied into a swizzled tile as one vector: the same values land
// where element-wise copies put them (and a swizzle that moves the low bits copies by pairs).
TEST_CASE("copy into swizzled shared memory as vectors") {
  alignas(16) static std::uint16_t g[16 * 64], s[16 * 64];
  for (int i = 0; i < 16 * 64; ++i) g[i] = std::uint16_t(i * 7 + 1);
  auto gT = make_tensor(&g[0], Layout<Shape<_16, _64>, Stride<_64, _1>>{});
  auto check = [&](auto swizzle) {
    auto sT = make_tensor(make_smem_ptr(&s[0]), composition(swizzle, Layout<Shape<_16, _64>, Stride<_64, _1>>{}));
    auto thr = Layout<Shape<_16, _8>, Stride<_8, _1>>{};
    for (int t = 0; t < 128; ++t) copy(local_partition(gT, thr, t), local_partition(sT, thr, t));
    bool same = true;
    for (int i = 0; i < 16; ++i)
      for (int j = 0; j < 64; ++j) same = same && sT(i, j) == gT(i, j);
    CHECK(same);
  };
  check(Swizzle<3, 3, 3>{});
  check(Swizzle<2, 1, 3>{});
}

TEST_CASE("tensor_test") {
  test_indexing();
  test_partitions();
  test_identity();
  test_random_partitions();
  test_algorithms();
  test_print();
  test_swizzled_slices();
  test_copy_from_const_fragment();
  test_vectorized_copy_dynamic_strides();
  check_vectorized_copy(Layout<Shape<_8, _4>>{}, Layout<Shape<_8, _4>>{});
  check_vectorized_copy(Layout<Shape<_8, _4>, Stride<_1, _16>>{}, Layout<Shape<_8, _4>>{});
  check_vectorized_copy(Layout<Shape<_2, _4>, Stride<_1, _8>>{}, Layout<Shape<_2, _4>>{});
  check_vectorized_copy(Layout<Shape<_8, _3>, Stride<_1, _12>>{}, Layout<Shape<_8, _3>, Stride<_1, _8>>{});
  check_vectorized_copy(Layout<Shape<_4, _4>, Stride<_4, _1>>{}, Layout<Shape<_4, _4>>{});
  check_vectorized_copy(Layout<Shape<_16, _2>, Stride<_1, _64>>{}, Layout<Shape<_2, _8, _2>, Stride<_1, _2, _16>>{});
}

TEST_CASE("identity tensors slice field by field") {
  // A slice of an identity tensor moves each leaf of its held coordinate by that leaf's field of the
  // origin's index (the view keeps no 64-bit offset): the same coordinates as decoding the index.
  int const M = (1 << 30) + 5, N = 1 << 30;  // coordinates near the 32-bit fields' limit
  auto cA = make_identity_tensor(make_shape(M, N));
  auto tile = local_tile(cA, Shape<_16, _8>{}, make_coord(M / 16, N / 8 - 1));
  static_assert(std::is_same_v<cute::detail::uncvref_t<decltype(tile.engine().offset())>, C<0>>);
  auto part = local_partition(tile, Layout<Shape<_4, _2>>{}, 7);  // thread 7: (3, 1)
  static_assert(std::is_same_v<cute::detail::uncvref_t<decltype(part.engine().offset())>, C<0>>);
  for (int i = 0; i < int(size(part)); ++i) {
    auto const [m, n] = part(i);
    CHECK_EQ(m, M / 16 * 16 + 3 + 4 * (i % 4));
    CHECK_EQ(n, N - 8 + 1 + 2 * (i / 4));
  }
  // A diagonal layout (stride 1 + 2^32: both fields) and a rank-3 shape (21-bit fields).
  auto diagonal = make_tensor(cA.data(), make_layout(make_shape(_8{}, _2{}), make_stride(C<(1ll << 32) + 1>{}, C<1>{})));
  CHECK_EQ(diagonal(3, _)(1), make_coord(4, 3));
  CHECK_EQ(diagonal(_, 1)(5), make_coord(6, 5));
  auto c3 = make_identity_tensor(make_shape(5, make_shape(6, 7)));
  auto s3 = c3(_, make_coord(4, 3));
  for (int i = 0; i < 5; ++i) CHECK_EQ(s3(i), make_coord(i, make_coord(4, 3)));
  auto t3 = c3(2, _);
  for (int j = 0; j < 42; ++j) CHECK_EQ(t3(j), make_coord(2, make_coord(j % 6, j / 6)));
  // Through a TiledCopy's partition (its thread slice): each thread's coordinates, as the data's.
  auto copy = make_tiled_copy(Copy_Atom<UniversalCopy<int>, int>{}, Layout<Shape<_4, _2>>{}, Layout<Shape<_2, _1>>{});
  auto c2 = make_identity_tensor(make_shape(16, 4));
  for (int t = 0; t < 8; ++t) {
    auto p = copy.get_thread_slice(t).partition_S(c2);
    for (int v = 0; v < 2; ++v)
      for (int r = 0; r < int(size<1>(p)); ++r)
        for (int q = 0; q < int(size<2>(p)); ++q) {
          auto const [m, n] = p(v, r, q);
          CHECK_EQ(m, (t % 4) * 2 + v + 8 * r);
          CHECK_EQ(n, t / 4 + 2 * q);
        }
  }
}

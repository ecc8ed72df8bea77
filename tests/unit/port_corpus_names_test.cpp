// The CuTe names that other people's CuTe code uses beyond the tutorials (found by porting CuTe's
// own unit tests with cute-port): the standard traits through namespace cute and CuTe's
// is_integral, the is_constant trait, CuTe's full set of named static integers, the
// GenColMajor/GenRowMajor tags, and the shape predicates (compatible, congruent,
// weakly_congruent) on layouts, which compare their shapes.
#include <cute/cute.hpp>

#include <array>
#include <sstream>
#include <cstdint>
#include <type_traits>

#include "check.hpp"

using namespace cute;

// Standard traits through cute:: and CuTe's is_integral ---------------------------------------------
static_assert(cute::is_same_v<cute::remove_cvref_t<int const&>, int>);
static_assert(cute::is_standard_layout_v<_1> && cute::is_empty_v<_1>);
static_assert(cute::is_same_v<decltype(cute::declval<int&>()), int&>);
static_assert(cute::is_same_v<decltype(cute::move(cute::declval<int&>())), int&&> && cute::is_same_v<decltype(cute::forward<int&>(cute::declval<int&>())), int&>);
static_assert(cute::is_same_v<cute::conditional_t<true, _1, _2>, _1>);
static_assert(cute::numeric_limits<int>::max() > 0);
static_assert(cute::is_integral<int>::value && cute::is_integral<_4 const&>::value);
static_assert(cute::is_integral<std::integral_constant<int, 3>>::value && cute::is_integral<true_type>::value);
static_assert(!cute::is_integral<float>::value && !cute::is_integral<tuple<_1>>::value);
static_assert(cute::is_integral_v<bool> && !cute::is_integral_v<double>);

// is_constant -------------------------------------------------------------------------------------
static_assert(is_constant<4, _4>::value && is_constant<4, _4 const&>::value);
static_assert(!is_constant<4, _3>::value && !is_constant<4, int>::value);
static_assert(is_constant<true, decltype(_2{} < _3{})>::value && !is_constant<true, decltype(_3{} < _2{})>::value);
static_assert(is_constant<0, decltype(_0{} * 7)>::value);  // 0 * a dynamic integer stays static
static_assert(std::is_base_of_v<true_type, is_constant<8, _8>>);

// Named static integers ---------------------------------------------------------------------------
static_assert(std::is_same_v<_m2, Int<-2>> && std::is_same_v<_m32, Int<-32>> && std::is_same_v<_m24, Int<-24>>);
static_assert(std::is_same_v<_72, Int<72>> && std::is_same_v<_136, Int<136>> && std::is_same_v<_248, Int<248>>);
static_assert(std::is_same_v<_131072, Int<131072>> && std::is_same_v<_262144, Int<262144>> &&
              std::is_same_v<_524288, Int<524288>>);

// GenColMajor / GenRowMajor -----------------------------------------------------------------------
static_assert(std::is_same_v<decltype(make_layout(Shape<_2, _4>{}, GenRowMajor{})), Layout<Shape<_2, _4>, Stride<_4, _1>>>);
static_assert(std::is_same_v<decltype(make_layout(Shape<_2, _4>{}, GenColMajor{})), Layout<Shape<_2, _4>, Stride<_1, _2>>>);
static_assert(make_layout(make_shape(2, 3), GenRowMajor{})(1, 0) == 3);

// Shape predicates on layouts ---------------------------------------------------------------------
using L24 = Layout<Shape<_2, _4>>;
using L8 = Layout<_8>;
static_assert(decltype(compatible(L8{}, L24{}))::value && !decltype(compatible(L24{}, L8{}))::value);
static_assert(decltype(compatible(_8{}, L24{}))::value && decltype(compatible(L24{}, Shape<_2, _4>{}))::value);
static_assert(!decltype(compatible(Layout<Shape<_2, _2>>{}, L24{}))::value);
static_assert(decltype(compatible(composition(Swizzle<1, 0, 2>{}, Layout<Shape<_4, _4>>{}), Shape<_4, _4>{}))::value);
static_assert(decltype(congruent(L24{}, Layout<Shape<int, int>, Stride<int, _1>>{}))::value);
static_assert(!decltype(congruent(L24{}, L8{}))::value && !decltype(congruent(L24{}, Layout<Shape<_2, Shape<_2, _2>>>{}))::value);
static_assert(decltype(weakly_congruent(L8{}, L24{}))::value && !decltype(weakly_congruent(L24{}, L8{}))::value);
static_assert(decltype(congruent(make_shape(1, 2), make_shape(3, 4)))::value);  // IntTuples as before

TEST_CASE("compatible with dynamic shapes compares the sizes at run time") {
  auto a = make_layout(make_shape(8));
  auto b = make_layout(make_shape(make_shape(2, 4)));
  CHECK(compatible(a, b));
  CHECK(!compatible(make_layout(make_shape(6)), b));
  CHECK(compatible(8, make_layout(make_shape(2, 4))));
}

// compact_order / make_ordered_layout (results printed by CuTe 4.2 for the same calls) ---------------
static_assert(std::is_same_v<decltype(make_ordered_layout(Shape<_2, _2, _2, _2>{}, Step<_0, _2, _3, _1>{})),
                             Layout<Shape<_2, _2, _2, _2>, Stride<_1, _4, _8, _2>>>);
static_assert(std::is_same_v<decltype(make_ordered_layout(Shape<_4, Shape<_2, _3>>{}, Step<_1, _0>{})),
                             Layout<Shape<_4, Shape<_2, _3>>, Stride<_6, Stride<_1, _2>>>>);
static_assert(std::is_same_v<decltype(make_ordered_layout(Shape<_4, Shape<_2, _3>>{}, Step<_2, Step<_1, _0>>{})),
                             Layout<Shape<_4, Shape<_2, _3>>, Stride<_6, Stride<_3, _1>>>>);
static_assert(std::is_same_v<decltype(make_ordered_layout(Shape<_4, _8>{}, GenRowMajor{})), Layout<Shape<_4, _8>, Stride<_8, _1>>>);
static_assert(std::is_same_v<decltype(compact_order(Shape<_4, _8>{}, GenColMajor{})), Stride<_1, _4>>);

TEST_CASE("make_ordered_layout: dynamic ranks come after the static ones, left to right") {
  auto l = make_ordered_layout(make_shape(2, 3, 4, 5), make_step(Int<2>{}, 67, 42, Int<50>{}));
  CHECK(l.stride() == make_stride(1, 10, 30, 2));
  static_assert(std::is_same_v<std::remove_cvref_t<decltype(get<0>(l.stride()))>, _1>);
  auto m = make_ordered_layout(make_shape(3, 4), make_step(5, 1));  // both dynamic: left to right
  CHECK(m.stride() == make_stride(1, 3));
}

// sizeof_bits<T>, cute::uint64_t and kin ----------------------------------------------------------
static_assert(sizeof_bits<float>::value == 32 && sizeof_bits<double const>::value == 64 && sizeof_bits<uint128_t>::value == 128);
static_assert(std::is_same_v<cute::uint64_t, std::uint64_t> && std::is_same_v<cute::int8_t, std::int8_t>);

// array and array_aligned -------------------------------------------------------------------------
static_assert(alignof(array_aligned<float, 3>) == 16 && alignof(array_aligned<char, 5, 128>) == 128);
static_assert(sizeof(array_aligned<float, 8>) == 32 && array_aligned<float, 8>::size() == 8);
static_assert(std::is_same_v<decltype(array_aligned<int, cosize_v<Layout<Shape<_4, _8>>>>{}.size()), std::size_t>);
static_assert([] {
  array<int, 4> a = {1, 2, 3, 4};
  array<int, 4> b{};
  fill(b, 7);
  b[0] = get<0>(a);
  int sum = 0;
  for (int x : b) sum += x;
  return sum == 1 + 3 * 7 && get<3>(a) == 4 && a.back() == 4 && !(a == b) && array<int, 0>::empty();
}());

TEST_CASE("array: a tensor over its storage, clear and swap") {
  array_aligned<float, 8> storage;
  clear(storage);
  auto t = make_tensor(storage.data(), Layout<Shape<_2, _4>>{});
  t(1, 2) = 5.0f;
  CHECK(storage[5] == 5.0f);
  array<float, 8> other{};
  other.fill(1.0f);
  storage.swap(other);
  CHECK(storage[5] == 1.0f);
  CHECK(other[5] == 5.0f);
}

// max/min over IntTuples --------------------------------------------------------------------------
static_assert(std::is_same_v<decltype(max(make_shape(_2{}, make_shape(_8{}, _3{})))), _8>);
static_assert(std::is_same_v<decltype(min(make_shape(_2{}, make_shape(_8{}, _3{})), _1{})), _1>);
static_assert(max(make_shape(2, make_shape(8, 3)), 5) == 8 && min(make_shape(4, 6), 5, 7) == 4);
static_assert(max(_3{}) == 3 && max(2, 9) == 9);  // one integer; two take the numeric max

// make_gmem_ptr / make_smem_ptr and CuTe's pointer type names ------------------------------------
static_assert(std::is_same_v<decltype(make_gmem_ptr(static_cast<float*>(nullptr))), gmem_ptr<float*>>);
static_assert(std::is_same_v<decltype(make_gmem_ptr<float>(static_cast<void*>(nullptr))), gmem_ptr<float*>>);
static_assert(std::is_same_v<decltype(make_gmem_ptr<float>(static_cast<void const*>(nullptr))), gmem_ptr<float const*>>);
static_assert(std::is_same_v<decltype(make_gmem_ptr<float const>(nullptr)), gmem_ptr<float const*>>);
static_assert(std::is_same_v<decltype(make_smem_ptr<int>(static_cast<void*>(nullptr))), smem_ptr<int*>>);

// is_gmem / is_smem / is_rmem (CuTe's: they look through engines and tensors) ---------------------
static_assert(is_gmem<gmem_ptr<float*>>::value && is_smem_v<smem_ptr<int*>> && !is_gmem_v<float*>);
static_assert(is_gmem_v<decltype(make_tensor(make_gmem_ptr(static_cast<float*>(nullptr)), Layout<_4>{}))>);
static_assert(is_rmem<float*>::value && is_rmem_v<decltype(make_tensor<float>(Layout<_4>{}))> &&
              !is_rmem_v<smem_ptr<float*>>);

// cooperative_copy / naive_cooperative_copy / copy(AutoCopyAsync) on the host: every thread's call made
// in turn, the destination must equal the source whatever the layouts, sizes and thread counts.
template <std::uint32_t Threads, std::uint32_t VecBits, class SrcLayout, class DstLayout, class Policy = DefaultCopy>
bool cooperative_copy_is_a_copy(SrcLayout src_layout, DstLayout dst_layout, Policy policy = {}) {
  alignas(16) std::array<float, 512> a{}, b{};
  for (int i = 0; i < 512; ++i) a[i] = float(i + 1);
  auto src = make_tensor(make_gmem_ptr(a.data()), src_layout);
  auto dst = make_tensor(make_smem_ptr(b.data()), dst_layout);
  for (std::uint32_t tid = 0; tid < Threads; ++tid) cooperative_copy<Threads, VecBits>(tid, src, dst, policy);
  bool ok = true;
  for (int i = 0; i < int(size(dst)); ++i) ok = ok && dst(i) == src(i);
  int written = 0;
  for (float x : b) written += x != 0.0f;
  return ok && written == int(size(dst));
}

TEST_CASE("cooperative_copy copies every element once, vectorized or not, for any thread count") {
  using RowMajor = Layout<Shape<_16, _8>, Stride<_8, _1>>;
  using ColMajor = Layout<Shape<_16, _8>>;
  CHECK(cooperative_copy_is_a_copy<32, 128>(ColMajor{}, ColMajor{}));    // 4-float vectors, 1 per thread
  CHECK(cooperative_copy_is_a_copy<128, 128>(ColMajor{}, ColMajor{}));   // narrowed to 1 float per thread
  CHECK(cooperative_copy_is_a_copy<24, 128>(ColMajor{}, ColMajor{}));    // 128 / 24: a residue
  CHECK(cooperative_copy_is_a_copy<32, 128>(RowMajor{}, ColMajor{}));    // a transpose: element-wise
  CHECK(cooperative_copy_is_a_copy<7, 64>(Layout<Shape<_6, _10>>{}, Layout<Shape<_6, _10>>{}));
  CHECK(cooperative_copy_is_a_copy<32, 32>(ColMajor{}, RowMajor{}, AutoCopyAsync{}));  // assignments on the host
  alignas(16) std::array<float, 64> a{}, b{};
  for (int i = 0; i < 64; ++i) a[i] = float(i);
  auto src = make_tensor(make_gmem_ptr(a.data()), Layout<Shape<_8, _8>>{});
  auto dst = make_tensor(make_smem_ptr(b.data()), Layout<Shape<_8, _8>, Stride<_8, _1>>{});
  for (std::uint32_t tid = 0; tid < 5; ++tid) naive_cooperative_copy<5>(tid, src, dst);
  CHECK(dst(3, 5) == src(3, 5));
  CHECK(b[3 * 8 + 5] == a[3 + 5 * 8]);
  std::array<float, 64> c{};
  copy(AutoCopyAsync{}, src, make_tensor(make_smem_ptr(c.data()), Layout<Shape<_8, _8>>{}));
  CHECK(c == a);
}

// conditional_return ------------------------------------------------------------------------------
static_assert(std::is_same_v<decltype(conditional_return(true_type{}, _1{}, 2.0)), _1&&>);
static_assert(std::is_same_v<decltype(conditional_return(false_type{}, _1{}, 2.0)), double&&>);
static_assert(std::is_same_v<decltype(conditional_return<true>(Layout<_4>{}, 3)), Layout<_4>&&>);
static_assert(std::is_same_v<decltype(conditional_return(true, _4{}, _4{})), _4>);
static_assert(conditional_return(false, _4{}, _8{}) == 8 && conditional_return(true, 3, 5L) == 3L);
static_assert(std::is_same_v<decltype(conditional_return(_1{} < _2{}, make_shape(_1{}), 7)), tuple<_1>&&>);

// CuTe's config macros ----------------------------------------------------------------------------
static_assert(CUTE_STATIC_V(size(Layout<Shape<_2, _8>>{})) == 16);
struct CUTE_ALIGNAS(64) AlignedByMacro {
  char c;
};
static_assert(alignof(AlignedByMacro) == 64);
CUTE_DEVICE int device_or_inline() { return 3; }  // host code: plain inline
void grid_constant_is_empty_on_the_host(CUTE_GRID_CONSTANT int const) {}
struct InlineConstantTable {
  CUTE_INLINE_CONSTANT int table[3] = {1, 2, 3};
};
static_assert(InlineConstantTable::table[2] == 3);
template <class T>
constexpr int after_an_if_constexpr_chain() {
  if constexpr (std::is_integral_v<T>) {
    return 1;
  } else {
    return 2;
  }
  CUTE_GCC_UNREACHABLE;
}
static_assert(after_an_if_constexpr_chain<int>() == 1);
TEST_CASE("CUTE_DEVICE functions are callable on the host") { CHECK(device_or_inline() == 3); }

// evenly_divides with a layout tiler (CuTe's int_tuple test: 8:2 divides 32, 8:3 does not) ----------
static_assert(decltype(evenly_divides(Shape<_32, _64>{}, Tile<Layout<_8, _2>, _32>{}))::value);
static_assert(!decltype(evenly_divides(Shape<_32, _64>{}, Tile<Layout<_8, _3>, _32>{}))::value);
static_assert(evenly_divides(32, Layout<_8, _2>{}) && !evenly_divides(32, Layout<_8, _3>{}));
// ... and on a tuple shape, by the tiler's complement in it (CuTe's domain_distribute test): the rest
// of (64,2):(1,192) in ((64,3),(8,8)) is (3,32), so it divides; (64,16):(1,192) too, with (3,4).
static_assert(decltype(evenly_divides(Shape<Shape<_64, _3>, Shape<_8, _8>>{}, Layout<Shape<_64, _2>, Stride<_1, _192>>{}))::value);
static_assert(decltype(evenly_divides(Shape<Shape<_64, _3>, Shape<_8, _8>>{}, domain_distribute(Shape<Shape<_64, _3>, Shape<_8, _8>>{}, _1024{})))::value);
static_assert(evenly_divides(make_shape(4, 8), Layout<_8, _4>{}) && !evenly_divides(make_shape(4, 8), Layout<_8, _3>{}));

// Integer sequences and for_each over them -------------------------------------------------------
static_assert(std::is_same_v<make_int_sequence<3>, int_sequence<0, 1, 2>> && std::is_same_v<make_seq<0>, seq<>>);
static_assert(std::is_same_v<make_int_rsequence<3>, int_sequence<2, 1, 0>>);
static_assert(std::is_same_v<make_int_range<2, 5>, int_sequence<2, 3, 4>> && std::is_same_v<make_range<4, 4>, seq<>>);
static_assert(std::is_same_v<cute::integral_constant<std::uint32_t, 7>, C<7u>> && cute::integral_constant<int, 3>::value == 3);
static_assert([] {
  int sum = 0;
  for_each(make_int_sequence<5>{}, [&](auto i) {
    static_assert(static_integer<decltype(i)>);
    sum += i * 10;
  });
  for_each(make_integer_sequence<std::uint32_t, 2>{}, [&](auto i) {
    static_assert(std::is_same_v<decltype(i), cute::integral_constant<std::uint32_t, decltype(i)::value>>);
    sum += int(i);
  });
  return sum == 100 + 1;
}());

// Function objects ----------------------------------------------------------------------------------
static_assert(std::is_same_v<decltype(plus{}(_2{}, _3{})), _5> && multiplies{}(3, 4) == 12 && negate{}(2) == -2);
static_assert(identity{}(7) == 7 && std::is_same_v<decltype(identity{}(std::declval<int&>())), int&>);
static_assert(constant_fn<int>{5}(1, 2.0) == 5 && less{}(1, 2) && !greater_equal{}(1, 2) && bit_xor{}(6, 3) == 5);
static_assert(std::is_same_v<decltype(max_fn{}(_2{}, _7{})), _7> && max_fn{}(1.5, 2) == 2.0 && min_fn{}(1.5f, 2.5f) == 1.5f);
static_assert(abs_fn{}(-3) == 3 && abs_fn{}(-2.5) == 2.5 && conjugate{}(4.0) == 4.0);
static_assert(shift_right_const<2>{}(16) == 4 && shift_left_const<-1>{}(16) == 8 && shift_left_const<3>{}(1) == 8);
static_assert([] {
  int x = 3;
  plus_assign{}(x, 4);
  post_increment{}(x);
  return x == 8 && *address_of{}(x) == 8 && dereference{}(&x) == 8;
}());

// cooperative_gemm, every thread's call made in turn on the host, against a reference product --------
TEST_CASE("cooperative_gemm: register accumulators, and C in memory with alpha, beta and transforms") {
  auto mma = make_tiled_mma(UniversalFMA<float, float, float>{}, Layout<Shape<_4, _4, _1>>{});  // 16 threads
  std::array<float, 8 * 4> a{}, b{};
  std::array<float, 8 * 8> c{}, c0{};
  for (int i = 0; i < 32; ++i) a[i] = float(i % 7) - 3.0f, b[i] = float(i % 5) - 2.0f;
  for (int i = 0; i < 64; ++i) c0[i] = float(i % 3);
  auto sA = make_tensor(make_smem_ptr(a.data()), Layout<Shape<_8, _4>, Stride<_4, _1>>{});  // K-major
  auto sB = make_tensor(make_smem_ptr(b.data()), Layout<Shape<_8, _4>>{});                 // N-major
  auto reference = [&](int m, int n, auto load) {
    float s = 0;
    for (int k = 0; k < 4; ++k) s += load(sA(m, k)) * load(sB(n, k));
    return s;
  };
  // The accumulator form: each thread's fragment, written back to c for the check.
  auto sC = make_tensor(make_smem_ptr(c.data()), Layout<Shape<_8, _8>>{});
  for (std::uint32_t tid = 0; tid < 16; ++tid) {
    auto thr = mma.get_slice(tid);
    auto tCrC = thr.partition_fragment_C(sC);
    clear(tCrC);
    cooperative_gemm(tid, mma, sA, sB, tCrC);
    copy(tCrC, thr.partition_C(sC));
  }
  bool ok = true;
  for (int m = 0; m < 8; ++m)
    for (int n = 0; n < 8; ++n) ok = ok && sC(m, n) == reference(m, n, identity{});
  CHECK(ok);
  // C in memory: C = 2 * A' * B' + 0.5 * C with A' = -A, B' = -B (the transforms cancel).
  c = c0;
  for (std::uint32_t tid = 0; tid < 16; ++tid) cooperative_gemm(tid, mma, 2.0f, sA, sB, 0.5f, sC, negate{}, negate{});
  ok = true;
  for (int m = 0; m < 8; ++m)
    for (int n = 0; n < 8; ++n) ok = ok && sC(m, n) == 2.0f * reference(m, n, identity{}) + 0.5f * c0[m + 8 * n];
  CHECK(ok);
}

TEST_CASE("cooperative_gemm: partial tiles are predicated (M, N, K not multiples of the tile), C untouched outside") {
  // A 4x4x1 tile of 16 threads on 9 x 7 x 5: the last tiles of M and N are partial, and K is 5 of 1.
  auto mma = make_tiled_mma(UniversalFMA<float, float, float>{}, Layout<Shape<_4, _4, _1>>{});
  std::array<float, 9 * 5> a{};
  std::array<float, 7 * 5> b{};
  std::array<float, 10 * 7> c{}, c0{};  // C is 9 x 7 inside a 10 x 7 array: row 9 must stay as it was
  for (int i = 0; i < 45; ++i) a[i] = float(i % 7) - 3.0f;
  for (int i = 0; i < 35; ++i) b[i] = float(i % 5) - 2.0f;
  for (int i = 0; i < 70; ++i) c0[i] = float(i % 3);
  c = c0;
  auto sA = make_tensor(make_smem_ptr(a.data()), Layout<Shape<_9, _5>, Stride<_5, _1>>{});
  auto sB = make_tensor(make_smem_ptr(b.data()), Layout<Shape<_7, _5>>{});
  auto sC = make_tensor(make_smem_ptr(c.data()), Layout<Shape<_9, _7>, Stride<_1, _10>>{});
  for (std::uint32_t tid = 0; tid < 16; ++tid) cooperative_gemm(tid, mma, 2.0f, sA, sB, -1.0f, sC);
  bool ok = true;
  for (int m = 0; m < 10; ++m)
    for (int n = 0; n < 7; ++n) {
      float s = 0;
      for (int k = 0; k < 5; ++k) s += sA(m % 9, k) * sB(n, k);
      float const expect = m < 9 ? 2.0f * s - c0[m + 10 * n] : c0[m + 10 * n];
      ok = ok && c[m + 10 * n] == expect;
    }
  CHECK(ok);
  // The register form, the MMA's operands converted as they are read (half_t in memory, float MMA).
  std::array<half_t, 9 * 5> ah{};
  for (int i = 0; i < 45; ++i) ah[i] = half_t(a[i]);
  auto sAh = make_tensor(make_smem_ptr(ah.data()), Layout<Shape<_9, _5>, Stride<_5, _1>>{});
  std::array<float, 9 * 7> r{};
  auto sR = make_tensor(make_smem_ptr(r.data()), Layout<Shape<_9, _7>>{});
  for (std::uint32_t tid = 0; tid < 16; ++tid) {
    auto thr = mma.get_slice(tid);
    auto tCrC = thr.partition_fragment_C(sR);
    clear(tCrC);
    cooperative_gemm(tid, mma, sAh, sB, tCrC);
    auto tCsR = thr.partition_C(sR);
    auto tCcR = thr.partition_C(make_identity_tensor(sR.shape()));
    for (int i = 0; i < int(size(tCrC)); ++i)
      if (elem_less(tCcR(i), sR.shape())) tCsR(i) = tCrC(i);
  }
  ok = true;
  for (int m = 0; m < 9; ++m)
    for (int n = 0; n < 7; ++n) ok = ok && r[m + 9 * n] == (c[m + 10 * n] + c0[m + 10 * n]) / 2.0f;
  CHECK(ok);
}

// tfloat32_t arithmetic stays tf32 (CuTe's): rounded in fp32, negation exact.
static_assert(std::is_same_v<decltype(tfloat32_t(1.0f) * tfloat32_t(2.0f)), tfloat32_t> &&
              std::is_same_v<decltype(-tfloat32_t(1.0f)), tfloat32_t>);
static_assert(float(-tfloat32_t(1.5f)) == -1.5f && float(tfloat32_t(1.5f) * tfloat32_t(2.0f)) == 3.0f &&
              float(tfloat32_t(1.0f) + tfloat32_t(1.0f / 4096)) == 1.0f);

// is_layout / is_tensor (CuTe's trait forms) --------------------------------------------------------
static_assert(is_layout<Layout<_4>>::value && !is_layout<int>::value && !is_layout<Shape<_4>>::value);
static_assert(is_tensor<decltype(make_tensor<float>(Layout<_4>{}))>::value && !is_tensor<Layout<_4>>::value);

// composition(Swizzle, offset, Layout) ----------------------------------------------------------------
static_assert(std::is_same_v<decltype(composition(Swizzle<3, 3, 3>{}, _0{}, Layout<Shape<_8, _64>, Stride<_64, _1>>{})),
                             decltype(composition(Swizzle<3, 3, 3>{}, Layout<Shape<_8, _64>, Stride<_64, _1>>{}))>);
static_assert(composition(Swizzle<1, 0, 1>{}, 4, Layout<_4>{}).offset() == 4);

// tile_to_shape with a layout as the target (its shape) -----------------------------------------------
static_assert(std::is_same_v<decltype(tile_to_shape(Layout<Shape<_2, _4>>{}, Layout<Shape<_4, _8>, Stride<_8, _1>>{})),
                             decltype(tile_to_shape(Layout<Shape<_2, _4>>{}, Shape<_4, _8>{}))>);
static_assert(std::is_same_v<decltype(tile_to_shape(composition(Swizzle<3, 3, 3>{}, _0{}, Layout<Shape<_8, _64>, Stride<_64, _1>>{}),
                                                    make_layout(Shape<_128, _128>{}, LayoutRight{}))),
                             decltype(tile_to_shape(composition(Swizzle<3, 3, 3>{}, Layout<Shape<_8, _64>, Stride<_64, _1>>{}),
                                                    Shape<_128, _128>{}))>);

// complex (CuTe's, CUTLASS's type) ------------------------------------------------------------------
static_assert(std::is_same_v<cute::complex<float>, cutlass::complex<float>> && is_complex<complex<double>>::value);
static_assert(std::is_same_v<RealType<complex<double>>::Type, double> && !is_complex<double>::value);
static_assert([] {
  complex<double> a{1, 2}, b{3, -1};
  complex<double> p = a * b;  // (3 + 2) + (-1 + 6)i
  complex<double> d{};
  fma(d, a, b, complex<double>{1, 1});
  return p == complex<double>{5, 5} && conj(a) == complex<double>{1, -2} && real(a) == 1 && imag(a) == 2 &&
         d == complex<double>{6, 6} && (a / a) == complex<double>{1, 0} && conjugate{}(a) == conj(a) && conj(2.0) == 2.0;
}());

TEST_CASE("complex: operator<< writes CUTLASS's text (the imaginary part only when not zero)") {
  std::ostringstream os;
  os << complex<double>{1.5, -2} << ' ' << complex<float>{3, 0};
  CHECK_STR(os.str(), "1.5+i-2 3");
}

TEST_CASE("complex GEMM: gemm with UniversalFMA on complex values") {
  auto mma = make_tiled_mma(UniversalFMA<complex<float>, complex<float>, complex<float>>{});
  std::array<complex<float>, 1> a{complex<float>{1, 2}}, b{complex<float>{3, 4}}, c{complex<float>{1, 0}};
  auto tA = make_tensor(a.data(), Layout<Shape<_1, _1>>{});
  auto tB = make_tensor(b.data(), Layout<Shape<_1, _1>>{});
  auto tC = make_tensor(c.data(), Layout<Shape<_1, _1>>{});
  auto thr = mma.get_slice(0);
  auto tCrC = thr.partition_fragment_C(tC);
  copy(thr.partition_C(tC), tCrC);
  gemm(mma, thr.partition_A(tA), thr.partition_B(tB), tCrC);
  CHECK(tCrC(0) == complex<float>{1 + 3 - 8, 4 + 6});
}

TEST_CASE("cooperative_gemm: C read and written through copy operations (UniversalCopy) gives the same C") {
  auto mma = make_tiled_mma(UniversalFMA<float, float, float>{}, Layout<Shape<_4, _4, _1>>{});
  std::array<float, 8 * 4> a{}, b{};
  std::array<float, 8 * 8> c{}, d{};
  for (int i = 0; i < 32; ++i) a[i] = float(i % 5), b[i] = float(i % 3) - 1.0f;
  for (int i = 0; i < 64; ++i) c[i] = d[i] = float(i % 4);
  auto sA = make_tensor(make_smem_ptr(a.data()), Layout<Shape<_8, _4>>{});
  auto sB = make_tensor(make_smem_ptr(b.data()), Layout<Shape<_8, _4>>{});
  auto sC = make_tensor(make_smem_ptr(c.data()), Layout<Shape<_8, _8>>{});
  auto sD = make_tensor(make_smem_ptr(d.data()), Layout<Shape<_8, _8>>{});
  for (std::uint32_t tid = 0; tid < 16; ++tid) {
    cooperative_gemm(tid, mma, 1.5f, sA, sB, -1.0f, sC);
    cooperative_gemm(tid, mma, 1.5f, sA, sB, -1.0f, sD, identity{}, identity{}, identity{}, identity{}, DefaultCopy{},
                     DefaultCopy{}, UniversalCopy<float>{}, UniversalCopy<float>{});
  }
  CHECK(c == d);
  CHECK(c[9] != float(9 % 4));  // something was computed
}

// max_alignment: the elements kept together (CuTe's values, from its headers on the same inputs) ----
static_assert(decltype(max_alignment(Swizzle<3, 4, 3>{}))::value == 16);
static_assert(decltype(max_alignment(Layout<Shape<_8, _4>>{}))::value == 32);
static_assert(decltype(max_alignment(Layout<Shape<_8, _4>, Stride<_4, _1>>{}))::value == 32);
static_assert(decltype(max_alignment(Layout<Shape<_4, _2, _8>, Stride<_1, _8, _16>>{}))::value == 4);
static_assert(decltype(max_alignment(Layout<Shape<_8, _4>, Stride<_2, _16>>{}))::value == 1);
static_assert(decltype(max_alignment(Layout<Shape<_16, _3>, Stride<_1, _24>>{}))::value == 8);
static_assert(decltype(max_alignment(composition(Swizzle<2, 3, 3>{}, Layout<Shape<_16, _64>, Stride<_64, _1>>{})))::value == 8);
static_assert(decltype(max_alignment(make_layout(make_shape(_8{}, 5), make_stride(_1{}, 16))))::value == 8);  // static part

// transform / for_each: on a leaf integer, f of it; on tensors, element by element ------------------
static_assert(transform(3, [](int x) { return x + 1; }) == 4);
static_assert(decltype(transform(_4{}, [](auto x) { return x * _2{}; }))::value == 8);

TEST_CASE("transform and for_each over tensors: in place, in to out, binary") {
  std::array<int, 6> a{0, 1, 2, 3, 4, 5}, b{10, 20, 30, 40, 50, 60}, out{};
  auto ta = make_tensor(a.data(), make_shape(2, 3));
  auto tb = make_tensor(b.data(), make_shape(2, 3));
  auto to = make_tensor(out.data(), make_shape(2, 3));
  transform(ta, [](int x) { return x * x; });
  CHECK(a == std::array<int, 6>{0, 1, 4, 9, 16, 25});
  transform(ta, to, [](int x) { return -x; });
  CHECK(out == std::array<int, 6>{0, -1, -4, -9, -16, -25});
  transform(ta, tb, to, [](int x, int y) { return x + y; });
  CHECK(out == std::array<int, 6>{10, 21, 34, 49, 66, 85});
  int sum = 0;
  for_each(tb, [&](int x) { sum += x; });
  CHECK(sum == 210);
  transform(ta(_, 1), [](int x) { return x + 100; });  // a view, as an rvalue
  CHECK(a[2] == 104);
  CHECK(a[3] == 109);
}

// get_hier_coord / get_flat_coord / get_1d_coord: CuTe's inverse of a compact layout (values from
// CuTe's headers on the same inputs) ----------------------------------------------------------------
static_assert(Layout<Shape<_3, _5>, Stride<_5, _1>>{}.get_hier_coord(7) == make_coord(1, 2));
static_assert(Layout<Shape<_3, _5>, Stride<_5, _1>>{}.get_1d_coord(13) == 11);
static_assert(Layout<Shape<Shape<_3, _2>, Shape<_5, _2, _2>>, Stride<Stride<Int<40>, Int<20>>, Stride<_4, _2, _1>>>{}.get_hier_coord(13) ==
              make_coord(make_coord(0, 0), make_coord(3, 0, 1)));
static_assert(Layout<Shape<Shape<_3, _2>, Shape<_5, _2, _2>>, Stride<Stride<Int<40>, Int<20>>, Stride<_4, _2, _1>>>{}.get_flat_coord(7) ==
              make_coord(0, 16));
static_assert(make_layout(make_shape(4, 6), make_stride(6, 1)).get_hier_coord(13) == make_coord(2, 1));
static_assert(Layout<_16>{}.get_hier_coord(5) == 5);

// reverse of tuples and arrays; tuple_size_v of an array; the _c literal -----------------------------
static_assert(reverse(make_tuple(1, _2{}, 3)) == make_tuple(3, _2{}, 1));
static_assert(std::is_same_v<decltype(reverse(make_tuple(_1{}, 2))), tuple<int, _1>>);
static_assert(tuple_size_v<decltype(reverse(make_tuple()))> == 0);
static_assert(reverse(cute::array<int, 3>{1, 2, 3}) == cute::array<int, 3>{3, 2, 1} && tuple_size_v<cute::array<int, 3>> == 3);
static_assert(std::is_same_v<decltype(4_c), Int<4>> && std::is_same_v<decltype(0_c), _0> && decltype(123_c)::value == 123);

// lex_less / colex_less (CuTe's: a proper prefix is less; colex reads from the last element) ---------
static_assert(lex_less(make_coord(1, 2), make_coord(2, 0)) && !lex_less(make_coord(2, 0), make_coord(1, 2)));
static_assert(!lex_less(make_coord(1, 2), make_coord(1, 2)) && lex_less(make_coord(1), make_coord(1, 0)));
static_assert(colex_less(make_coord(2, 0), make_coord(1, 2)) && !colex_less(make_coord(1, 2), make_coord(2, 0)));
static_assert(lex_less(make_coord(make_coord(0, 1), 5), make_coord(make_coord(1, 0), 0)));
static_assert(lex_less(3, 4) && !colex_less(_4{}, 3));

// counting_iterator: a tensor of a layout's offsets ---------------------------------------------------
TEST_CASE("counting_iterator: the tensor over it holds the layout's offsets") {
  auto layout = composition(Swizzle<1, 0, 1>{}, Layout<Shape<_4, _2>, Stride<_2, _1>>{});
  Tensor t = make_tensor(counting_iterator<int>{0}, layout);
  for (int i = 0; i < 4; ++i) {
    for (int j = 0; j < 2; ++j) {
      CHECK(t(i, j) == int(layout(i, j)));
    }
  }
  Tensor row = t(1, _);
  CHECK(row(1) == int(layout(1, 1)));
  CHECK(make_tensor(counting_iterator<int>{10}, Layout<_4>{})(3) == 13);
}

// dice; reduce, batch_reduce, logical_reduce (CuTe's results on the same inputs) ----------------------
static_assert(dice(make_coord(_, 3), make_shape(2, 4)) == make_tuple(4));
static_assert(dice(make_coord(make_coord(1, _), _), make_shape(make_shape(2, 3), 4)) == make_tuple(2));

TEST_CASE("reduce, batch_reduce and logical_reduce") {
  int src_vals[16] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
  Tensor src = make_tensor(static_cast<int*>(src_vals),
                           make_layout(make_shape(make_shape(2, 2), make_shape(2, 2)), make_stride(make_stride(2, 8), make_stride(1, 4))));
  int dst_vals[4] = {};
  Tensor dst = make_tensor(static_cast<int*>(dst_vals), make_shape(2, 2));
  batch_reduce(src, dst);
  CHECK(dst(0) == 20);
  CHECK(dst(1) == 24);
  CHECK(dst(2) == 36);
  CHECK(dst(3) == 40);

  Tensor offsets = make_tensor(counting_iterator<int>{0}, Layout<Shape<_32, Shape<_12, _6>>, Stride<_1, Stride<_64, _1>>>{});
  Tensor columns = make_tensor_like(offsets(0_c, _));
  logical_reduce(offsets, columns, make_coord(0_c, _));  // each column's sum
  CHECK(columns(0) == 496);
  CHECK(columns(1) == 2544);
  CHECK(columns(4) == 8688);
  CHECK(reduce(offsets(_, 3), 0) == 6640);
  Tensor rows = make_tensor_like(offsets(_, 0_c));
  logical_reduce(offsets, rows, make_coord(_, 0_c));  // each row's sum
  CHECK(rows(0) == 25524);
  CHECK(rows(4) == 25812);
  CHECK(reduce(make_tensor(counting_iterator<int>{1}, Layout<_5>{}), 1, multiplies{}) == 120);  // 1 * 2 * 3 * 4 * 5
}

// shape_div of IntTuples (CuTe's: mode by mode, a tuple by an integer from the left, an integer by a
// tuple's product); dice of an integer coordinate is the whole tuple -------------------------------
static_assert(shape_div(make_shape(8, 4), make_shape(2, 2)) == make_shape(4, 2));
static_assert(shape_div(make_shape(4, 8), 8) == make_shape(1, 4));
static_assert(shape_div(make_shape(_4{}, _8{}), _2{}) == make_shape(_2{}, _8{}));
static_assert(std::is_same_v<decltype(shape_div(make_shape(_4{}, _8{}), _16{})), tuple<_1, _2>>);
static_assert(shape_div(64, make_shape(2, 4)) == 8);
static_assert(dice(1, make_shape(2, 3)) == make_shape(2, 3));

// print of floating-point values and bools (printf %f, 0/1), as CuTe's --------------------------------
template <class T>
concept printable_value = requires(T x) { cute::print(x); };
static_assert(printable_value<float> && printable_value<double> && printable_value<bool> && printable_value<half_t>);

// Sub-byte values: the integer and floating-point types (widths, limits, conversions against a
// brute-force reference over every code), packed storage (subbyte_iterator/reference, array_subbyte,
// against an unpacked reference), and tensors of packed values (owning, over tagged pointers, recast,
// copy, print), at compile time (static_assert) and at run time (randomized, the seed printed).
#include <cute/cute.hpp>

#include <cmath>
#include <cstring>
#include <random>
#include <vector>

#include "check.hpp"

using namespace cute;

// Widths, CuTe's: bool is one bit, a packed array its storage.
static_assert(sizeof_bits_v<int4_t> == 4 && sizeof_bits_v<uint2_t> == 2 && sizeof_bits_v<uint1_t> == 1 && sizeof_bits_v<int6_t> == 6);
static_assert(sizeof_bits_v<float_e2m1_t> == 4 && sizeof_bits_v<float_e2m3_t> == 6 && sizeof_bits_v<float_e3m2_t> == 6);
static_assert(sizeof_bits_v<float_ue8m0_t> == 8 && sizeof_bits_v<bool> == 1 && sizeof_bits_v<bin1_t> == 1);
static_assert(sizeof_bits_v<int4_t const> == 4 && sizeof_bits<uint4_t volatile>::value == 4 && sizeof_bits_v<float> == 32);
static_assert(is_subbyte_v<int4_t> && is_subbyte_v<bool> && !is_subbyte_v<std::uint8_t> && !is_subbyte_v<float_ue8m0_t>);
static_assert(sizeof(int4_t) == 1 && sizeof(float_e2m1_t) == 1 && sizeof(float_ue8m0_t) == 1);
static_assert(sizeof_bits_v<array_subbyte<int4_t, 14>> == 56 && sizeof_bits_v<array_subbyte<uint2_t, 14>> == 32);
static_assert(sizeof_bits_v<array_subbyte<bool, 14>> == 16 && sizeof_bits_v<array_subbyte<uint6_t, 4>> == 24);
static_assert(std::is_same_v<uint_bit_t<4>, uint4_t> && std::is_same_v<uint_bit_t<1>, uint1_t> && std::is_same_v<int_bit_t<4>, int4_t>);
static_assert(std::is_same_v<int_bit_t<8>, std::int8_t> && std::is_same_v<int_byte_t<4>, std::int32_t>);
static_assert(std::is_same_v<cutlass::int4b_t, int4_t> && std::is_same_v<cutlass::uint4b_t, uint4_t> && std::is_same_v<cutlass::bin1_t, bool>);
static_assert(bits_to_bytes(12) == 2 && bytes_to_bits(3) == 24);

// Integers: the low bits of the value, sign-extended back; comparisons by value.
static_assert(int(int4_t(7)) == 7 && int(int4_t(-8)) == -8 && int(int4_t(9)) == -7 && int(int4_t(-9)) == 7);
static_assert(unsigned(uint4_t(15)) == 15u && unsigned(uint4_t(17)) == 1u && unsigned(uint2_t(-5)) == 3u);
static_assert(int(int2_t(1)) == 1 && int(int2_t(2)) == -2 && unsigned(uint1_t(3)) == 1u && int(int6_t(31)) == 31 && int(int6_t(32)) == -32);
static_assert(int4_t(-1) < int4_t(0) && int4_t(3) > int4_t(-5) && int4_t(2) == int4_t(18) && uint4_t(1) <= uint4_t(1));
static_assert(int(int4_t(2.75f)) == 2 && int(int4_t(-2.75)) == -2 && int(int4_t(std::uint8_t(5))) == 5);
static_assert(int(std::numeric_limits<int4_t>::min()) == -8 && int(std::numeric_limits<int4_t>::max()) == 7);
static_assert(unsigned(std::numeric_limits<uint4_t>::max()) == 15u && unsigned(std::numeric_limits<uint2_t>::lowest()) == 0u);
static_assert(std::numeric_limits<int6_t>::digits == 5 && std::numeric_limits<uint6_t>::digits == 6 && std::numeric_limits<int4_t>::is_signed);

// Floats: the values of each format, its largest, saturation, rounding to nearest even.
static_assert(float(float_e2m1_t(6.0f)) == 6.0f && float(float_e2m1_t(100.0f)) == 6.0f && float(float_e2m1_t(-1e30f)) == -6.0f);
static_assert(float(float_e2m1_t(0.25f)) == 0.0f && float(float_e2m1_t(0.26f)) == 0.5f && float(float_e2m1_t(0.75f)) == 1.0f);
static_assert(float(float_e2m1_t(2.5f)) == 2.0f && float(float_e2m1_t(3.5f)) == 4.0f && float(float_e2m1_t(5.0f)) == 4.0f);
static_assert(float(float_e2m1_t(__builtin_huge_valf())) == 6.0f && float(float_e2m1_t(__builtin_nanf(""))) == 6.0f);
static_assert(float(float_e2m3_t(7.5f)) == 7.5f && float(float_e2m3_t(9.0f)) == 7.5f && float(float_e2m3_t(0.125f)) == 0.125f);
static_assert(float(float_e3m2_t(28.0f)) == 28.0f && float(float_e3m2_t(-30.0f)) == -28.0f && float(float_e3m2_t(0.0625f)) == 0.0625f);
static_assert(float_e2m1_t(1.0f).storage == 0x2 && float_e2m1_t(-6.0f).storage == 0xf && float_e2m1_t(-0.0f).storage == 0x8);
static_assert(float(float_e2m1_t(2)) == 2.0f && float(float_e2m1_t(1.5) + float_e2m1_t(1.5)) == 3.0f && float(-float_e2m1_t(4.0f)) == -4.0f);
static_assert(float(std::numeric_limits<float_e2m1_t>::max()) == 6.0f && float(std::numeric_limits<float_e2m1_t>::lowest()) == -6.0f);
static_assert(float(std::numeric_limits<float_e2m1_t>::min()) == 1.0f && float(std::numeric_limits<float_e2m1_t>::denorm_min()) == 0.5f);
static_assert(float(std::numeric_limits<float_e2m3_t>::epsilon()) == 0.125f && float(std::numeric_limits<float_e3m2_t>::max()) == 28.0f);
static_assert(!std::numeric_limits<float_e2m1_t>::has_infinity && !std::numeric_limits<float_e2m1_t>::has_quiet_NaN);
// UE8M0: powers of two, rounded up, within [2^-127, 2^127]; NaN and infinities its NaN.
static_assert(float(float_ue8m0_t(1.0f)) == 1.0f && float(float_ue8m0_t(1.01f)) == 2.0f && float(float_ue8m0_t(0.3f)) == 0.5f);
static_assert(float_ue8m0_t(1.0f).storage == 127 && float_ue8m0_t(0.0f).storage == 0 && float_ue8m0_t(1e38f).storage == 0xfe);
static_assert(float_ue8m0_t(__builtin_huge_valf()).storage == 0xff && float(float_ue8m0_t::bitcast(0)) == 0x1p-127f);
static_assert(float(float_ue8m0_t(-4.0f)) == 4.0f && float(std::numeric_limits<float_ue8m0_t>::max()) == 0x1p127f);

// Packed storage at compile time: neighbours keep their bits, a 6-bit value straddles bytes.
constexpr bool packed_roundtrip() {
  array_subbyte<uint6_t, 7> a{};
  for (int i = 0; i < 7; ++i) a[i] = uint6_t(10 * i + 3);
  bool ok = true;
  for (int i = 0; i < 7; ++i) ok = ok && unsigned(uint6_t(a[i])) == unsigned(10 * i + 3) % 64;
  auto it = a.begin() + 5;
  ok = ok && (it - a.begin()) == 5 && unsigned(uint6_t(it[-2])) == 33u && (it - 5) == a.begin() && a.begin() < it;
  a[3] = a[6];  // a value, not the place
  return ok && unsigned(uint6_t(a[3])) == 63u && unsigned(uint6_t(a[4])) == 43u && unsigned(uint6_t(a[2])) == 23u;
}
static_assert(packed_roundtrip());
constexpr int owning_sum() {
  auto t = make_tensor<int4_t>(Layout<Shape<_4, _4>>{});
  for (int i = 0; i < 16; ++i) t(i) = int4_t(i % 8 - 4);
  int s = 0;
  for (int m = 0; m < 4; ++m)
    for (int n = 0; n < 4; ++n) s += int(int4_t(t(m, n)));
  return s;
}
static_assert(owning_sum() == -8);
// An owning tensor of packed values holds them packed, aligned for word copies.
static_assert(sizeof(decltype(make_tensor<int4_t>(Layout<_32>{}))) == 16 && alignof(decltype(make_tensor<int4_t>(Layout<_32>{}))) == 16);
static_assert(sizeof(decltype(make_tensor<bool>(Layout<_16>{}))) == 2 && sizeof(decltype(make_tensor<uint2_t>(Layout<_8>{}))) == 2);
static_assert(std::is_same_v<decltype(make_tensor<int4_t>(Layout<_8>{}))::value_type, int4_t>);
static_assert(std::is_same_v<decltype(make_tensor<int4_t>(Layout<_8>{}))::reference, subbyte_reference<int4_t>>);
static_assert(std::is_same_v<gmem_ptr<subbyte_iterator<int4_t>>, decltype(make_gmem_ptr<int4_t>(static_cast<void*>(nullptr)))>);
static_assert(std::is_same_v<gmem_ptr<float*>, decltype(make_gmem_ptr<float>(static_cast<void*>(nullptr)))>);
// A value wider than 64 bits is no packed value: make_smem_ptr<T> of a byte pointer still makes a T*.
static_assert(std::is_same_v<smem_ptr<complex<double>*>, decltype(make_smem_ptr<complex<double>>(static_cast<unsigned char*>(nullptr)))>);
static_assert(packable_value<int4_t> && packable_value<std::uint64_t> && !packable_value<complex<double>> && !packable_value<uint128_t>);
static_assert(is_smem_v<decltype(make_smem_ptr(subbyte_iterator<uint2_t>()))> && is_gmem_v<gmem_ptr<subbyte_iterator<int4_t>>>);
static_assert(std::is_same_v<decltype(recast_ptr<int4_t>(static_cast<std::uint8_t*>(nullptr))), subbyte_iterator<int4_t>>);
static_assert(std::is_same_v<decltype(recast_ptr<int4_t>(static_cast<std::uint8_t const*>(nullptr))), subbyte_iterator<int4_t const>>);

namespace {

std::uint32_t seed() {
  static std::uint32_t const s = [] {
    std::uint32_t v = std::random_device{}();
    if (char const* e = std::getenv("CUTE_TEST_SEED")) v = std::uint32_t(std::strtoul(e, nullptr, 10));
    std::printf("subbyte_test seed %u (CUTE_TEST_SEED replays it)\n", v);
    return v;
  }();
  return s;
}

float bits_to_float(std::uint32_t u) {
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}

// The code a conversion from x must give, by search over every code: the nearest finite value,
// ties to the code with an even last mantissa bit, past the largest value the largest (saturation),
// zero keeping the sign of x.
template <class T>
std::uint8_t reference_code(float x, int bits) {
  int const codes = 1 << bits, sign_bit = codes / 2;
  if (std::isnan(x)) return std::uint8_t(float(std::numeric_limits<T>::max()) == float(T::bitcast(std::uint8_t(sign_bit - 1))) ? sign_bit - 1 : 0);
  float const a = std::fabs(x);
  if (a >= float(std::numeric_limits<T>::max())) return std::uint8_t((std::signbit(x) ? sign_bit : 0) | std::numeric_limits<T>::max().storage);
  int best = 0;
  double best_d = std::fabs(double(a));
  for (int c = 1; c < sign_bit; ++c) {
    double const d = std::fabs(double(float(T::bitcast(std::uint8_t(c)))) - double(a));
    if (d < best_d || (d == best_d && (c & 1) == 0)) best = c, best_d = d;
  }
  return std::uint8_t((std::signbit(x) ? sign_bit : 0) | best);
}

template <class T>
void check_small_float(char const* name, int bits) {
  // Every code: exact to float, and back to itself.
  for (int c = 0; c < (1 << bits); ++c) {
    float const f = float(T::bitcast(std::uint8_t(c)));
    DOCTEST_INFO(name, " code ", c);
    CHECK(T(f).storage == c);
  }
  // Random floats (all exponents), and values near every midpoint: against the search.
  std::mt19937 rng(seed());
  for (int i = 0; i < 200000; ++i) {
    float x = bits_to_float(rng());
    if (i % 2) x = std::ldexp(float(int(rng() % 20001) - 10000), -int(rng() % 14)) / 64.0f;  // near the format's range
    DOCTEST_INFO(name, " x ", x);
    CHECK(int(T(x).storage) == int(reference_code<T>(x, bits)));
  }
  for (int c = 0; c + 1 < (1 << (bits - 1)); ++c) {
    float const lo = float(T::bitcast(std::uint8_t(c))), hi = float(T::bitcast(std::uint8_t(c + 1))), mid = (lo + hi) / 2;
    for (float x : {mid, std::nextafter(mid, 0.0f), std::nextafter(mid, 100.0f), -mid}) {
      DOCTEST_INFO(name, " x ", x);
      CHECK(int(T(x).storage) == int(reference_code<T>(x, bits)));
    }
  }
}

}  // namespace

TEST_CASE("sub-byte floats convert as the search over every code says") {
  check_small_float<float_e2m1_t>("e2m1", 4);
  check_small_float<float_e2m3_t>("e2m3", 6);
  check_small_float<float_e3m2_t>("e3m2", 6);
}

TEST_CASE("float_ue8m0_t rounds up to a power of two") {
  for (int c = 0; c < 255; ++c) CHECK(float_ue8m0_t(float(float_ue8m0_t::bitcast(std::uint8_t(c)))).storage == c);
  std::mt19937 rng(seed());
  for (int i = 0; i < 100000; ++i) {
    float const x = std::fabs(bits_to_float(rng()));
    if (!std::isfinite(x)) continue;
    float const v = float(float_ue8m0_t(x));
    DOCTEST_INFO("x ", x);
    if (x <= 0x1p-127f) {
      CHECK(v == 0x1p-127f);
    } else if (x > 0x1p127f) {
      CHECK(v == 0x1p127f);
    } else {
      CHECK((v >= x && v / 2 < x));
    }
  }
}

TEST_CASE("sub-byte integers keep the low bits of any integer") {
  for (int i = -300; i <= 300; ++i) {
    CHECK(int(int4_t(i)) == ((i % 16 + 16 + 8) % 16) - 8);
    CHECK(unsigned(uint4_t(i)) == unsigned((i % 16 + 16) % 16));
    CHECK(int(int2_t(i)) == ((i % 4 + 4 + 2) % 4) - 2);
    CHECK(unsigned(uint6_t(i)) == unsigned((i % 64 + 64) % 64));
    CHECK(unsigned(uint1_t(i)) == unsigned(i & 1));
  }
}

namespace {
// Random writes through packed storage against an unpacked copy: every value reads back, and no
// write touches another value.
template <class T, std::size_t N, class Make>
void check_packed(Make make) {
  std::mt19937 rng(seed());
  array_subbyte<T, N> a{};
  std::vector<T> ref(N, make(0));
  a.fill(make(0));
  for (int step = 0; step < 2000; ++step) {
    std::size_t const i = rng() % N;
    T const v = make(rng());
    if (step % 3 == 0) {
      a[i] = v;
    } else {
      auto t = make_tensor(a.begin(), make_layout(Int<N>{}));
      t(i) = v;
    }
    ref[i] = v;
    if (step % 97 == 0)
      for (std::size_t k = 0; k < N; ++k) CHECK(T(a[k]) == ref[k]);
  }
  for (std::size_t k = 0; k < N; ++k) CHECK(T(a[k]) == ref[k]);
  array_subbyte<T, N> const& c = a;
  CHECK(T(c.back()) == ref[N - 1]);
  CHECK(T(*(c.end() - 1)) == ref[N - 1]);
}
}  // namespace

TEST_CASE("array_subbyte and its iterator against an unpacked reference") {
  check_packed<int4_t, 37>([](std::uint32_t r) { return int4_t(int(r % 16) - 8); });
  check_packed<uint2_t, 29>([](std::uint32_t r) { return uint2_t(r); });
  check_packed<uint6_t, 23>([](std::uint32_t r) { return uint6_t(r); });  // straddles bytes
  check_packed<bool, 45>([](std::uint32_t r) { return (r & 1) != 0; });
  check_packed<float_e2m1_t, 17>([](std::uint32_t r) { return float_e2m1_t::bitcast(std::uint8_t(r % 16)); });
  check_packed<float_e3m2_t, 19>([](std::uint32_t r) { return float_e3m2_t::bitcast(std::uint8_t(r % 64)); });
  check_packed<std::uint8_t, 9>([](std::uint32_t r) { return std::uint8_t(r); });
}

TEST_CASE("tensors of packed values: tagged pointers, recast, copy, print") {
  alignas(16) std::uint8_t bytes[16] = {0x21, 0x43, 0x65, 0x87, 0xa9, 0xcb, 0xed, 0x0f};
  // make_gmem_ptr<int4_t>(void*) reads the bytes as packed int4_t, low nibble first.
  auto g = make_tensor(make_gmem_ptr<int4_t>(static_cast<void*>(bytes)), make_layout(make_shape(_4{}, _4{})));
  CHECK(int(int4_t(g(0, 0))) == 1);
  CHECK(int(int4_t(g(1, 0))) == 2);
  CHECK(int(int4_t(g(3, 1))) == -8);  // 0x8
  CHECK(int(int4_t(g(3, 3))) == 0);   // 0x0f's high nibble
  // The same through make_gmem_ptr(subbyte_iterator), and a slice that begins mid-byte.
  auto h = make_tensor(make_gmem_ptr(subbyte_iterator<int4_t>(bytes)), make_layout(_16{}));
  auto tail = make_tensor(h.data() + 3, make_layout(_4{}));
  CHECK(int(int4_t(tail(0))) == 4);
  CHECK(h.data() + 3 - h.data() == 3);
  // recast to bytes and back.
  auto b = recast<std::uint8_t>(h);
  CHECK(size(b) == 8);
  CHECK(int(b(2)) == 0x65);
  auto n = recast<uint4_t>(make_tensor(make_gmem_ptr(bytes), make_layout(_8{})));
  CHECK(size(n) == 16);
  CHECK(unsigned(uint4_t(n(15))) == 0u);
  CHECK(unsigned(uint4_t(n(13))) == 14u);
  auto u = recast<uint2_t>(h);  // 4 bits to 2: downcast
  CHECK(size(u) == 32);
  CHECK(unsigned(uint2_t(u(2))) == 2u);  // 0x21: bits 4-5 are 10
  // copy: packed to packed (vectorized, both at bit 0), to a strided view, and mid-byte.
  auto r = make_tensor<int4_t>(Layout<_16>{});
  copy(h, r);
  for (int i = 0; i < 16; ++i) CHECK(int4_t(r(i)) == int4_t(h(i)));
  auto strided = make_tensor<int4_t>(Layout<Shape<_16>, Stride<_2>>{});
  copy(h, strided);
  for (int i = 0; i < 16; ++i) CHECK(int4_t(strided(i)) == int4_t(h(i)));
  alignas(16) std::uint8_t out[16] = {};
  auto o = make_tensor(make_gmem_ptr(subbyte_iterator<int4_t>(out)), make_layout(_16{}));
  copy(make_tensor(h.data() + 1, make_layout(_8{})), make_tensor(o.data() + 3, make_layout(_8{})));
  for (int i = 0; i < 8; ++i) CHECK(int4_t(o(i + 3)) == int4_t(h(i + 1)));
  CHECK(int(int4_t(o(2))) == 0);
  CHECK(int(int4_t(o(11))) == 0);
  // Converting copies and fills through proxies.
  auto f = make_tensor<float>(Layout<_16>{});
  transform(h, f, [](int4_t v) { return float(int(v)); });
  CHECK(f(4) == 5.0f);
  fill(r, int4_t(-3));
  CHECK(int(int4_t(r(7))) == -3);
  // print: the packed pointer as CuTe prints it (the word's address and the bit), the values as ints.
  std::string const text = to_string(tail);
  CHECK(text.find("gmem_subptr[4b](") == 0);
  CHECK(text.find(".4) o _4:_1") != std::string::npos);
  std::string const table = to_string(make_tensor(h.data(), make_layout(make_shape(_2{}, _2{}))));
  CHECK(table.find("  1  3") != std::string::npos);
}

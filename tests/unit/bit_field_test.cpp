// bit_field<BitStart, NumBits, T> (a field of an object's little-endian bits) and MixedBits (a 32-bit
// value with static and dynamic bits): against plain integer arithmetic on every start and width, and
// on random values (the seed printed), with the staticness of MixedBits results at compile time.
#include <cute/cute.hpp>

#include <cstring>
#include <random>

#include "check.hpp"

using namespace cute;

// The storage: the narrowest word that does not cross a boundary; a field past a 64-bit boundary
// spans two words.
static_assert(std::is_same_v<bit_field<3, 5>::storage_type, std::uint8_t> && sizeof(bit_field<3, 5>) == 1);
static_assert(std::is_same_v<bit_field<6, 5>::storage_type, std::uint16_t> && sizeof(bit_field<6, 5>) == 2);
static_assert(std::is_same_v<bit_field<14, 5>::storage_type, std::uint32_t> && std::is_same_v<bit_field<14, 5>::value_type, std::uint8_t>);
static_assert(sizeof(bit_field<60, 8>) == 16 && bit_field<60, 8>::bit_hi == 4 && bit_field<0, 64>::N == 1);
static_assert(std::is_same_v<bit_field<0, 33>::value_type, std::uint64_t> && bit_field<62, 1>::N == 8);  // words up to the field's last bit
static_assert([] {
  bit_field<5, 32, float> f{};
  f = 2.5f;
  return float(f) == 2.5f && std::uint32_t(f) == 0x40200000u;
}());

// MixedBits: what an operation makes known stays known.
static_assert(std::is_same_v<decltype(make_mixed_bits(C<0u>{}, 5u, C<0u>{})), C<0u>>);
static_assert(std::is_same_v<decltype(make_mixed_bits(C<4u>{}, 5u, C<4u>{})), C<4u>>);  // the flag's bit is static
static_assert(std::is_same_v<decltype(make_mixed_bits(C<8u>{}, 5u, C<3u>{})), MixedBits<8u, 3u>>);
static_assert(std::is_same_v<decltype(make_mixed_bits(C<8u>{}, C<7>{}, C<3u>{})), C<11u>>);
static_assert(std::is_same_v<decltype(MixedBits<8u, 3u>{1u} & C<4u>{}), C<0u>>);
static_assert(std::is_same_v<decltype(MixedBits<8u, 3u>{1u} | C<3u>{}), C<11u>>);
static_assert(std::is_same_v<decltype(MixedBits<8u, 3u>{1u} ^ C<8u>{}), MixedBits<0u, 3u>>);
static_assert(std::is_same_v<decltype(MixedBits<8u, 3u>{1u} << C<2>{}), MixedBits<32u, 12u>>);
static_assert(std::uint32_t(MixedBits<8u, 3u>{1u} ^ MixedBits<1u, 6u>{4u}) == (9u ^ 5u));
static_assert((MixedBits<8u, 3u>{2u} == C<10u>{}) && !(MixedBits<8u, 3u>{2u} == C<11u>{}));
static_assert(std::is_same_v<decltype(upcast<4>(MixedBits<16u, 12u>{4u})), MixedBits<4u, 3u>>);
static_assert(std::is_same_v<decltype(max_alignment(MixedBits<16u, 12u>{4u})), C<4u>>);
// to_mixed_bits of a coordinate in a power-of-two layout is the layout's offset.
static_assert(std::uint32_t(to_mixed_bits(Layout<Shape<_4, _8>, Stride<_8, _1>>{}, 13)) == 13 % 4 * 8 + 13 / 4);
static_assert(std::is_same_v<decltype(to_mixed_bits(Layout<Shape<_4, _8>, Stride<_8, _1>>{}, 13)), MixedBits<0u, 31u>>);

namespace {
std::uint32_t seed() {
  static std::uint32_t const s = [] {
    std::uint32_t v = std::random_device{}();
    if (char const* e = std::getenv("CUTE_TEST_SEED")) v = std::uint32_t(std::strtoul(e, nullptr, 10));
    std::printf("bit_field_test seed %u (CUTE_TEST_SEED replays it)\n", v);
    return v;
  }();
  return s;
}

// bit_field<Start, Bits> in a 24-byte buffer of random bits against the same field done by hand on
// the bytes: it reads the field, writes only the field.
template <std::uint32_t Start, std::uint32_t Bits>
void check_field(std::mt19937_64& rng) {
  using BF = bit_field<Start, Bits>;
  static_assert(sizeof(BF) <= 24);
  for (int trial = 0; trial < 4; ++trial) {
    unsigned char bytes[24];
    for (auto& b : bytes) b = static_cast<unsigned char>(rng());
    auto bit = [&](std::uint32_t k) { return (bytes[k / 8] >> (k % 8)) & 1u; };
    BF f;
    std::memcpy(&f, bytes, sizeof(BF));
    std::uint64_t expected = 0;
    for (std::uint32_t k = 0; k < Bits; ++k) expected |= std::uint64_t(bit(Start + k)) << k;
    CHECK(std::uint64_t(f.get()) == expected);
    std::uint64_t const v = rng() & (Bits == 64 ? ~0ull : (1ull << Bits) - 1);
    f = typename BF::value_type(v);
    unsigned char after[24];
    std::memcpy(after, bytes, 24);
    std::memcpy(after, &f, sizeof(BF));
    for (std::uint32_t k = 0; k < 8 * sizeof(BF); ++k) {
      std::uint32_t const got = (after[k / 8] >> (k % 8)) & 1u;
      std::uint32_t const want = k >= Start && k < Start + Bits ? std::uint32_t((v >> (k - Start)) & 1u) : bit(k);
      if (got != want) {
        DOCTEST_INFO("start ", Start, " bits ", Bits, " bit ", k);
        CHECK(got == want);
      }
    }
  }
}
}  // namespace

namespace {
template <std::uint32_t Start, int... B>
void check_widths(std::mt19937_64& rng, std::integer_sequence<int, B...>) {
  (check_field<Start, std::uint32_t(B + 1)>(rng), ...);
}
}  // namespace

TEST_CASE("bit_field reads and writes its bits, and only them, at every start and width") {
  std::mt19937_64 rng(seed());
  [&]<int... S>(std::integer_sequence<int, S...>) {
    (check_widths<std::uint32_t(S * 7)>(rng, std::make_integer_sequence<int, 64>{}), ...);
  }(std::make_integer_sequence<int, 11>{});  // starts 0, 7, ..., 70: every offset in a word, both sides of 64
}

TEST_CASE("bit_fields in a union describe one word field by field") {
  union {
    bit_field<0, 14> a;
    bit_field<14, 2> b;
    bit_field<16, 16> c;
    std::uint32_t word;
  } u{};
  u.a = std::uint16_t(0x3fff);
  u.b = std::uint8_t(2);
  u.c = std::uint16_t(0xbeef);
  CHECK(u.word == 0xbeefbfffu);
  CHECK(u.b.get() == 2);
}

TEST_CASE("MixedBits operations equal the plain 32-bit ones") {
  std::mt19937 rng(seed());
  for (int i = 0; i < 2000; ++i) {
    std::uint32_t const d0 = rng(), d1 = rng(), k = rng();
    auto const m0 = make_mixed_bits(C<0x00f0u>{}, d0, C<0x0f0fu>{});
    auto const m1 = make_mixed_bits(C<0x0300u>{}, d1, C<0x30f0u>{});
    std::uint32_t const v0 = std::uint32_t(m0), v1 = std::uint32_t(m1);
    CHECK(v0 == (0x00f0u | (d0 & 0x0f0fu)));
    CHECK(std::uint32_t(m0 & m1) == (v0 & v1));
    CHECK(std::uint32_t(m0 | m1) == (v0 | v1));
    CHECK(std::uint32_t(m0 ^ m1) == (v0 ^ v1));
    CHECK(std::uint32_t(m0 & C<0x1234u>{}) == (v0 & 0x1234u));
    CHECK(std::uint32_t(C<0x1234u>{} | m1) == (v1 | 0x1234u));
    CHECK(std::uint32_t(m1 ^ C<0x1234u>{}) == (v1 ^ 0x1234u));
    CHECK(std::uint32_t(m0 << C<3>{}) == (v0 << 3));
    CHECK(std::uint32_t(m1 >> C<4>{}) == (v1 >> 4));
    CHECK(std::uint32_t(shiftl(m1, C<-4>{})) == (v1 >> 4));
    CHECK(std::uint32_t(downcast<8>(m0)) == v0 * 8);
    // A coordinate of a power-of-two layout: the layout's offset.
    auto const layout = Layout<Shape<_4, Shape<_2, _8>>, Stride<_1, Stride<_64, _4>>>{};
    int const c = int(k % 64);
    CHECK(std::uint32_t(to_mixed_bits(layout, c)) == std::uint32_t(layout(c)));
  }
}

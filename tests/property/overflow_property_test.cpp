// Differential test of the overflow and bounds checks: random rank-3 layouts whose extents, strides
// and coordinates are drawn near 2^31 and 2^63 (and near 0, 1, the powers of two, the square roots of
// the ranges, negative), with int and long long, all dynamic and mixed with static integers. size,
// the compact strides of make_layout(shape), evaluation at R-D and 1-D coordinates, cosize and
// element access through a tensor are compared with the same formula in exact 128-bit arithmetic:
// each returns the exact value, or throws a cute::error exactly where an intermediate result of the
// formula leaves the type (never a wrong value, never a spurious error). The seed is printed;
// CUTE_TEST_SEED replays it.
#include <cute/cute.hpp>

#include <cstdlib>
#include <limits>
#include <random>
#include <string>

#include "check.hpp"

using namespace cute;

namespace {

using i128 = __int128;
std::mt19937_64 rng;
unsigned seed = 0;
long long cases = 0, exact = 0, rejected = 0;

long long pick(long long lo, long long hi) { return lo + static_cast<long long>(rng() % static_cast<unsigned long long>(hi - lo + 1)); }

// A value of T near an interesting point: 0, 1, small, a power of two, the square root of the range,
// the largest value; non-negative for extents.
template <class T>
T draw(bool allow_negative) {
  constexpr int bits = std::numeric_limits<T>::digits;  // 31 or 63
  i128 v = 0;
  switch (pick(0, 7)) {
    case 0: v = pick(0, 3); break;
    case 1: case 6: case 7: v = pick(0, 64); break;
    case 2: v = (i128(1) << pick(0, bits - 1)) + pick(-2, 2); break;
    case 3: v = (i128(1) << (bits / 2 + pick(-1, 1))) + pick(-3, 3); break;  // products near the top
    case 4: v = i128(std::numeric_limits<T>::max()) - pick(0, 3); break;
    default: v = i128(rng() >> (64 - bits)); break;
  }
  if (v < 0) v = 0;
  if (v > std::numeric_limits<T>::max()) v = std::numeric_limits<T>::max();
  if (allow_negative && pick(0, 3) == 0) v = -v - pick(0, 1);  // down to the lowest value
  return static_cast<T>(v);
}

template <class T>
bool fits(i128 v) {
  return v >= std::numeric_limits<T>::min() && v <= std::numeric_limits<T>::max();
}

// The reference: the library's formula, step by step in 128 bits; nullopt-like `ok = false` where a step leaves T.
struct reference {
  bool ok = true;
  i128 value = 0;
};
template <class T>
reference fold_product(std::initializer_list<i128> xs) {
  reference r{true, 1};
  for (i128 x : xs) {
    if (!r.ok) break;  // (a rejected value is not compared, and would overflow 128 bits)
    r.value *= x;
    r.ok = fits<T>(r.value);
  }
  return r;
}

// Runs f: it must return exactly `expected` (converted to long long), or throw a cute::error whose
// message contains `why` where the reference left the type.
// (may_reject: where the library computes it by another formula, whose intermediate results may leave T
// where the reference's do not, an error is also right; a wrong value never is.)
template <class F>
void compare(char const* what, reference const& expected, char const* why, F&& f, std::string const& context,
             bool may_reject = false) {
  ++cases;
  std::string error;
  long long got = 0;
  try {
    got = static_cast<long long>(f());
  } catch (cute::error const& e) {
    error = e.what();
  }
  bool const threw = !error.empty();
  bool ok = false;
  if (expected.ok) {
    ok = threw ? may_reject && error.find(why) != std::string::npos : i128(got) == expected.value;
    exact += ok && !threw;
    rejected += ok && threw;
  } else {
    ok = threw && error.find(why) != std::string::npos;
    rejected += ok;
  }
  if (!ok) {
    std::fprintf(stderr, "seed %u: %s of %s: expected %s%lld, got %s%lld\n", seed, what, context.c_str(),
                 expected.ok ? "" : "an error, not ", static_cast<long long>(expected.value),
                 threw ? ("the error " + error + " ").c_str() : "", got);
  }
  CHECK(ok);
}

// An iterator whose element at n is n: a tensor over it reads back the offset it computes.
struct index_iterator {
  long long base = 0;
  long long operator*() const { return base; }
  template <class I>
  long long operator[](I n) const { return base + static_cast<long long>(n); }
  template <class I>
  index_iterator operator+(I n) const { return {base + static_cast<long long>(n)}; }
};

// The checks on one layout whose exact extents are s and strides d.
template <class T, class L>
void check_layout(L const& layout, i128 const (&s)[3], i128 const (&d)[3]) {
  std::string const context = to_string(layout);

  // size: (((1 * s0) * s1) * s2).
  compare("size", fold_product<T>({s[0], s[1], s[2]}), "integer overflow", [&] { return size(layout); }, context);

  // The compact strides of the shape: (1, s0, s0 * s1), the last the one that may overflow.
  reference const stride2 = fold_product<T>({s[0], s[1]});
  compare("make_layout(shape) stride 2", stride2, "integer overflow",
          [&] { return stride<2>(make_layout(layout.shape())); }, context);

  // cosize: ((0 + (s0 - 1)|d0|) + (s1 - 1)|d1|) + (s2 - 1)|d2| + 1, each |d| and product checked.
  reference cosize_ref{true, 0};
  for (int i = 0; i < 3 && cosize_ref.ok; ++i) {  // (each term < 2^126; stopped at the first overflow)
    i128 const a = d[i] < 0 ? -d[i] : d[i];
    i128 const term = (s[i] - 1) * a;
    cosize_ref.ok = cosize_ref.ok && fits<T>(a) && fits<T>(term) && fits<T>(cosize_ref.value + term);
    cosize_ref.value += term;
  }
  cosize_ref.ok = cosize_ref.ok && fits<T>(cosize_ref.value + 1);  // (value < 2^64 where ok)
  cosize_ref.value += 1;
  compare("cosize", cosize_ref, "integer overflow", [&] { return cosize(layout); }, context);

  if (s[0] == 0 || s[1] == 0 || s[2] == 0) return;  // no coordinates
  // Evaluation at a coordinate in the shape: ((0 + c0 d0) + c1 d1) + c2 d2.
  i128 c[3];
  for (int i = 0; i < 3; ++i) c[i] = pick(0, 2) == 0 ? s[i] - 1 : i128(rng() % static_cast<unsigned long long>(s[i]));
  reference index{true, 0};
  for (int i = 0; i < 3 && index.ok; ++i) {
    index.ok = fits<T>(c[i] * d[i]) && fits<T>(index.value + c[i] * d[i]);
    index.value += c[i] * d[i];
  }
  T const c0 = T(c[0]), c1 = T(c[1]), c2 = T(c[2]);
  compare("L(c0, c1, c2)", index, "integer overflow", [&] { return layout(c0, c1, c2); }, context);

  // The same through a tensor, and with coordinates drawn around the edges of the shape: a coordinate
  // out of its mode is an error naming it, before anything else.
  auto const tensor = make_tensor(index_iterator{}, layout);
  compare("tensor(c0, c1, c2)", index, "integer overflow", [&] { return tensor(c0, c1, c2); }, context);
  int const mode = int(pick(0, 2));
  i128 outside[3] = {c[0], c[1], c[2]};
  outside[mode] = pick(0, 1) == 0 ? i128(-1 - pick(0, 1)) : s[mode] + pick(0, 1);
  if (fits<T>(outside[mode])) {
    std::string const why = "of mode " + std::to_string(mode) + " is out of range";
    compare("tensor at a coordinate outside", reference{false, 0}, why.c_str(),
            [&] { return tensor(T(outside[0]), T(outside[1]), T(outside[2])); }, context);
  }

  // At the 1-D coordinate of c, where it is a T: split by s0, then s1 (one division a mode: s0 * s1 is
  // never formed, so it may pass the range), then as above.
  i128 const s01 = s[0] * s[1];  // < 2^126
  if (c[2] != 0 && s01 > std::numeric_limits<long long>::max()) return;  // the 1-D coordinate is no T
  i128 const one_d = c[0] + c[1] * s[0] + c[2] * s01;
  if (fits<T>(one_d)) {
    compare("L(1-D coordinate)", index, "integer overflow", [&] { return layout(T(one_d)); }, context);
  }
}

template <class T>
void check_dynamic() {
  i128 s[3], d[3];
  for (int i = 0; i < 3; ++i) {
    s[i] = draw<T>(false);
    d[i] = draw<T>(true);
  }
  auto const layout = make_layout(make_shape(T(s[0]), T(s[1]), T(s[2])), make_stride(T(d[0]), T(d[1]), T(d[2])));
  check_layout<T>(layout, s, d);
}

// Static integers mixed in: an extent of 2^16 (int) or 2^32 (long long), a stride of 1 and one of the same.
template <class T>
void check_mixed() {
  using Big = std::conditional_t<std::is_same_v<T, int>, C<65536>, C<(1LL << 32)>>;
  i128 const big = Big::value;
  i128 s[3] = {big, draw<T>(false), draw<T>(false)};
  i128 d[3] = {1, draw<T>(true), big};
  auto const layout = make_layout(make_shape(Big{}, T(s[1]), T(s[2])), make_stride(_1{}, T(d[1]), Big{}));
  check_layout<T>(layout, s, d);
}

// Composition near the top of the range: A = (2^a0, 2^a1):(±2^b0, ±2^b1) and B = (2^e0, 2^e1):(2^f0, 2^f1),
// the exponents drawn up to the width of T. Where composition(A, B) returns a layout, it must be A o B:
// at sampled coordinates i, R(i) == A(B(i)) in exact arithmetic, or an overflow error (R's 1-D split
// may pass the range where A(B(i)) does not); where A(B(i)) is no T, an error.
template <class T>
i128 exact_eval(i128 x, i128 const (&s)[2], i128 const (&d)[2]) {  // a 1-D coordinate, the last mode absorbing
  return (x % s[0]) * d[0] + (x / s[0]) * d[1];
}
long long composed = 0, composition_rejected = 0;
template <class T>
void check_composition() {
  constexpr int bits = std::numeric_limits<T>::digits;
  auto power = [&](int max_exponent) { return i128(1) << pick(0, max_exponent); };
  i128 as[2] = {power(bits / 2 + 1), power(bits / 2 + 1)}, ad[2] = {power(bits - 1), power(bits - 1)};
  i128 bs[2] = {power(bits / 2), power(bits / 2)}, bd[2] = {power(bits - 1), power(bits - 1)};
  for (i128& v : as) v = fits<T>(v) ? v : v / 2;
  for (i128& v : bs) v = fits<T>(v) ? v : v / 2;
  for (i128& v : ad) v = (fits<T>(v) ? v : v / 2) * (pick(0, 3) == 0 ? -1 : 1);
  for (i128& v : bd) v = fits<T>(v) ? v : v / 2;
  auto const A = make_layout(make_shape(T(as[0]), T(as[1])), make_stride(T(ad[0]), T(ad[1])));
  auto const B = make_layout(make_shape(T(bs[0]), T(bs[1])), make_stride(T(bd[0]), T(bd[1])));
  std::string const context = to_string(A) + " o " + to_string(B);
  try {
    auto const R = composition(A, B);
    ++composed;
    for (int k = 0; k < 8; ++k) {
      i128 const size_b = bs[0] * bs[1];
      i128 const i = k == 0 ? size_b - 1 : i128(rng() % static_cast<unsigned long long>(size_b));
      i128 const expected = exact_eval<T>(exact_eval<T>(i, bs, bd), as, ad);
      if (!fits<T>(i)) continue;
      compare("composition at a coordinate", reference{fits<T>(expected), expected}, "integer overflow",
              [&] { return R(T(i)); }, context + " at " + std::to_string(static_cast<long long>(i)), true);
    }
  } catch (cute::error const&) {
    ++composition_rejected;  // (a divisibility condition, or an overflow: rejected, not wrong)
  }
}

}  // namespace

int main() {
  seed = std::random_device{}();
  if (char const* env = std::getenv("CUTE_TEST_SEED")) seed = unsigned(std::strtoul(env, nullptr, 10));
  std::printf("overflow property test: seed %u (set CUTE_TEST_SEED to replay)\n", seed);
  rng.seed(seed);
  for (int i = 0; i < 1000; ++i) {  // (about 30,000 cases: 1 s, 14 s of CPU in the sanitizer build)
    check_dynamic<int>();
    check_dynamic<long long>();
    check_mixed<int>();
    check_mixed<long long>();
    check_composition<int>();
    check_composition<long long>();
  }
  std::printf("%lld cases against exact arithmetic: %lld computed exactly, %lld rejected as overflow or out of range\n",
              cases, exact, rejected);
  std::printf("compositions near the top of the range: %lld computed (then compared), %lld rejected\n", composed,
              composition_rejected);
  return cute_test::report();
}

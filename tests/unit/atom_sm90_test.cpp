// The SM90 atoms on the host: the wgmma thread/value layouts against the PTX ISA's fragment formulas,
// the canonical GMMA shared-memory layouts and their descriptors (LBO, SBO, layout type) against the
// canonical forms, misuse rejected (concept checks, and snippets that must fail to compile with the
// named message, when a compiler is found), stmatrix's Copy_Traits as ldmatrix's reversed, a TiledMMA
// of wgmma atoms partitioning shared memory into descriptor fragments, and, when CuTe's headers are found (CUTE_PEER_INCLUDE, else the pip package cutlass_library), a peer
// program compiled with CuTe that prints the same atoms' offsets, descriptors and TV layouts, which
// must be ours line for line (skipped when the peer or a compiler is absent): also the traits of a
// sample of the whole family of wgmma operations (every instruction kind, SS and RS, N from 8 to 256).
#include <cute/cute.hpp>
#include <cute/atom.hpp>
#include <cute/atom/copy_traits_sm90.hpp>
#include <cute/atom/mma_atom_sm90.hpp>
#include <cute/atom/mma_traits_sm90_gmma.hpp>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "check.hpp"

using namespace cute;
using GMMA::Major;

// wgmma fragments (PTX ISA, "Register Fragments and Shared Memory Matrix Layouts" of wgmma .m64nNk16):
// thread t of warp w = t / 32, lane l: row 16 w + l / 4 (+ 8), columns 2 (l % 4) (+ 1) (+ 8 j).
template <int N>
constexpr bool c_fragment_64xN() {
  GMMA::CLayout_64xN<N> const c{};
  for (int t = 0; t < 128; ++t)
    for (int v = 0; v < N / 2; ++v) {
      int const idx = int(c(t, v)), m = idx % 64, n = idx / 64;
      int const lane = t % 32;
      if (m != 16 * (t / 32) + lane / 4 + 8 * ((v / 2) % 2) || n != 8 * (v / 4) + 2 * (lane % 4) + v % 2) return false;
    }
  return true;
}
consteval bool a_fragment_64x16() {
  GMMA::ALayout_64x16 const a{};
  for (int t = 0; t < 128; ++t)
    for (int v = 0; v < 8; ++v) {
      int const idx = int(a(t, v)), m = idx % 64, k = idx / 64;
      int const lane = t % 32;
      if (m != 16 * (t / 32) + lane / 4 + 8 * ((v / 2) % 2) || k != 2 * (lane % 4) + v % 2 + 8 * (v / 4)) return false;
    }
  return true;
}
static_assert(c_fragment_64xN<8>() && c_fragment_64xN<16>(), "CLayout_64xN is the wgmma accumulator fragment");
static_assert(a_fragment_64x16(), "ALayout_64x16 is the wgmma register A fragment");

// Every thread of the warpgroup sees a shared-memory operand whole.
template <int M, int K>
consteval bool ab_whole() {
  GMMA::ABLayout<M, K> const l{};
  for (int t = 0; t < 128; t += 37)
    for (int v = 0; v < M * K; ++v)
      if (int(l(t, v)) != v) return false;
  return true;
}
static_assert(ab_whole<64, 16>() && ab_whole<8, 16>());

// MMA_Traits.
using SS128 = SM90_64x128x16_F32F16F16_SS<Major::K, Major::MN>;
using RS64 = SM90_64x64x16_F32BF16BF16_RS<>;
static_assert(std::is_same_v<MMA_Traits<SS128>::Shape_MNK, Shape<_64, _128, _16>>);
static_assert(std::is_same_v<MMA_Traits<SS128>::CLayout, GMMA::CLayout_64xN<128>>);
static_assert(std::is_same_v<MMA_Traits<SS128>::FrgTypeA, GMMA::smem_desc<Major::K>>);
static_assert(std::is_same_v<MMA_Traits<SS128>::FrgTypeB, GMMA::smem_desc<Major::MN>>);
static_assert(std::is_same_v<MMA_Traits<RS64>::ALayout, GMMA::ALayout_64x16>);
static_assert(std::is_same_v<MMA_Traits<RS64>::ValTypeA, bfloat16_t> && std::is_same_v<MMA_Traits<RS64>::FrgTypeA, bfloat16_t>);
static_assert(size_v<MMA_Traits<RS64>::ThrID> == 128 && size_v<MMA_Traits<RS64>::ALayout> == 64 * 16);
static_assert(std::extent_v<SS128::DRegisters> == 64 && std::extent_v<RS64::ARegisters> == 4);

// Canonical layouts: misuse is rejected.
using H = half_t;
template <class Atom, int MN, int K>
using TileOf = decltype(tile_to_shape(Atom{}, make_shape(Int<MN>{}, Int<K>{})));
template <class L>
using KBlock0 = decltype(zipped_divide(L{}, Shape<decltype(size<0>(L{})), _16>{})(make_coord(_, make_coord(0, 0))));
static_assert(GMMA::gmma_layout<H, Major::K, KBlock0<TileOf<GMMA::Layout_K_SW128_Atom<H>, 64, 64>>>);
static_assert(GMMA::gmma_layout<H, Major::MN, TileOf<GMMA::Layout_MN_SW64_Atom<H>, 128, 16>>);
static_assert(!GMMA::gmma_layout<H, Major::K, TileOf<GMMA::Layout_MN_SW64_Atom<H>, 128, 16>>,
              "an MN-major tile is not a K-major operand");
static_assert(!GMMA::gmma_layout<H, Major::K, Layout<Shape<_64, _16>, Stride<_16, _1>>>,
              "a row-major tile with 32-byte rows is no canonical K-major layout (rows must be 16 bytes apart)");
static_assert(!GMMA::gmma_layout<H, Major::K, TileOf<GMMA::Layout_K_INTER_Atom<H>, 64, 32>>, "K must be one wgmma's 16");
static_assert(!GMMA::gmma_layout<H, Major::K, ComposedLayout<Swizzle<3, 4, 3>, _0, Layout<Shape<_64, _16>, Stride<_64, _1>>>>,
              "a byte-unit swizzle on half elements is not the GMMA swizzle");
static_assert(GMMA::canonical_form<H, Major::K, Layout<Shape<_64, _16>, Stride<_16, _1>>>.error == GMMA::LayoutError::not_canonical);
static_assert(GMMA::canonical_form<H, Major::K, TileOf<GMMA::Layout_K_INTER_Atom<H>, 64, 32>>.error == GMMA::LayoutError::k_extent);

// The descriptor fields, from the canonical forms (in bytes).
struct Fields {
  std::uint32_t lbo, sbo;
  GMMA::LayoutType type;
};
template <Major M, class T, class L>
Fields fields(std::uint32_t address = 0) {
  auto d = GMMA::make_gmma_desc<M, T>(L{}, address);
  return {d.leading_byte_offset(), d.stride_byte_offset(), d.layout_type()};
}

std::string line_of(std::vector<long long> const& v) {
  std::string s;
  for (long long x : v) s += " " + std::to_string(x);
  return s;
}

// Our side of the peer comparison: the same lines the peer program prints.
template <class L>
std::string offsets(char const* name, L const& l) {
  std::vector<long long> v;
  for (int i = 0; i < int(size<0>(l)); ++i)
    for (int j = 0; j < int(size<1>(l)); ++j) v.push_back(static_cast<long long>(l(i, j)));
  return std::string("offsets ") + name + ":" + line_of(v);
}
template <Major M, class T, class L>
std::string desc_line(char const* name, L const& l) {
  auto d = GMMA::make_gmma_desc<M, T>(l, 0);
  return std::string("desc ") + name + ": " + std::to_string(d.leading_byte_offset()) + " " + std::to_string(d.stride_byte_offset()) +
         " " + std::to_string(d.base_offset()) + " " + std::to_string(int(d.layout_type()));
}
template <class TV>
std::string tv_line(char const* name) {
  TV const l{};
  std::vector<long long> v;
  for (int t = 0; t < int(size<0>(l)); ++t)
    for (int i = 0; i < int(size<1>(l)); ++i) v.push_back(static_cast<long long>(l(t, i)));
  return std::string("tv ") + name + ":" + line_of(v);
}

template <class T, Major M, class Atom, int MN, int K>
void atom_lines(std::vector<std::string>& out, char const* name) {
  using L = TileOf<Atom, MN, K>;
  out.push_back(offsets(name, L{}));
  out.push_back(desc_line<M, T>(name, KBlock0<L>{}));
}

// The traits of the family of wgmma operations, as one line each: Shape_MNK, the TV layouts printed,
// the value and fragment types.
template <class T>
char const* kind_name() {
  if constexpr (std::is_same_v<T, half_t>) return "f16";
  else if constexpr (std::is_same_v<T, bfloat16_t>) return "bf16";
  else if constexpr (std::is_same_v<T, tfloat32_t>) return "tf32";
  else if constexpr (std::is_same_v<T, float_e4m3_t>) return "e4m3";
  else if constexpr (std::is_same_v<T, float_e5m2_t>) return "e5m2";
  else if constexpr (std::is_same_v<T, std::int8_t>) return "s8";
  else if constexpr (std::is_same_v<T, std::uint8_t>) return "u8";
  else if constexpr (std::is_same_v<T, std::int32_t>) return "s32";
  else if constexpr (std::is_same_v<T, float>) return "f32";
  else if constexpr (std::is_same_v<T, GMMA::smem_desc<Major::K>>) return "desc-K";
  else if constexpr (std::is_same_v<T, GMMA::smem_desc<Major::MN>>) return "desc-MN";
  else return "?";
}
template <class Op>
std::string traits_line(char const* name) {
  using Tr = MMA_Traits<Op>;
  return std::string("traits ") + name + ": " + to_string(typename Tr::Shape_MNK{}) + " " + to_string(typename Tr::ALayout{}) + " " +
         to_string(typename Tr::BLayout{}) + " " + to_string(typename Tr::CLayout{}) + " " + kind_name<typename Tr::ValTypeD>() + " " +
         kind_name<typename Tr::ValTypeA>() + " " + kind_name<typename Tr::ValTypeB>() + " " + kind_name<typename Tr::ValTypeC>() +
         " " + kind_name<typename detail::frg_type_a<Tr>::type>() + " " + kind_name<typename Tr::FrgTypeB>() + " " +
         std::to_string(std::extent_v<typename Op::CRegisters>);
}
// (name, CuTe's spelling of the operation): both programs expand the same list.
#define CUTE_GMMA_TRAITS_CASES(X)                                         \
  X("64x8x16 F16F16F16 SS K K", SM90_64x8x16_F16F16F16_SS<Major::K, Major::K>)      \
  X("64x256x16 F16F16F16 RS K MN", SM90_64x256x16_F16F16F16_RS<Major::K, Major::MN>) \
  X("64x64x16 F32F16F16 SS MN K", SM90_64x64x16_F32F16F16_SS<Major::MN, Major::K>)   \
  X("64x96x16 F32BF16BF16 RS K K", SM90_64x96x16_F32BF16BF16_RS<Major::K, Major::K>) \
  X("64x128x8 F32TF32TF32 SS", SM90_64x128x8_F32TF32TF32_SS_TN<>)                   \
  X("64x16x8 F32TF32TF32 RS", SM90_64x16x8_F32TF32TF32_RS_TN<>)                     \
  X("64x32x32 F16E4M3E4M3 SS", SM90_64x32x32_F16E4M3E4M3_SS_TN<>)                   \
  X("64x192x32 F16E5M2E4M3 RS", SM90_64x192x32_F16E5M2E4M3_RS_TN<>)                 \
  X("64x64x32 F32E4M3E5M2 SS", SM90_64x64x32_F32E4M3E5M2_SS_TN<>)                   \
  X("64x8x32 F32E5M2E5M2 RS", SM90_64x8x32_F32E5M2E5M2_RS_TN<>)                     \
  X("64x128x32 S32S8S8 SS", SM90_64x128x32_S32S8S8_SS_TN)                           \
  X("64x16x32 S32S8U8 RS", SM90_64x16x32_S32S8U8_RS_TN)                             \
  X("64x256x32 S32U8S8 SS sat", SM90_64x256x32_S32U8S8_SS_TN_SATURATE)              \
  X("64x96x32 S32U8U8 RS sat", SM90_64x96x32_S32U8U8_RS_TN_SATURATE)
void traits_lines(std::vector<std::string>& out) {
#define CUTE_OUR_TRAITS_LINE(name, ...) out.push_back(traits_line<__VA_ARGS__>(name));
  CUTE_GMMA_TRAITS_CASES(CUTE_OUR_TRAITS_LINE)
#undef CUTE_OUR_TRAITS_LINE
}
#define CUTE_STRINGIFY2(...) #__VA_ARGS__
#define CUTE_STRINGIFY(...) CUTE_STRINGIFY2(__VA_ARGS__)

std::vector<std::string> our_lines() {
  std::vector<std::string> out;
  atom_lines<H, Major::K, GMMA::Layout_K_INTER_Atom<H>, 64, 64>(out, "K_INTER half");
  atom_lines<H, Major::K, GMMA::Layout_K_SW32_Atom<H>, 64, 64>(out, "K_SW32 half");
  atom_lines<H, Major::K, GMMA::Layout_K_SW64_Atom<H>, 64, 64>(out, "K_SW64 half");
  atom_lines<H, Major::K, GMMA::Layout_K_SW128_Atom<H>, 64, 64>(out, "K_SW128 half");
  atom_lines<H, Major::MN, GMMA::Layout_MN_INTER_Atom<H>, 64, 64>(out, "MN_INTER half");
  atom_lines<H, Major::MN, GMMA::Layout_MN_SW32_Atom<H>, 64, 64>(out, "MN_SW32 half");
  atom_lines<H, Major::MN, GMMA::Layout_MN_SW64_Atom<H>, 64, 64>(out, "MN_SW64 half");
  atom_lines<H, Major::MN, GMMA::Layout_MN_SW128_Atom<H>, 128, 64>(out, "MN_SW128 half");
  out.push_back(offsets("K_SW128 float", TileOf<GMMA::Layout_K_SW128_Atom<float>, 32, 64>{}));
  out.push_back(offsets("MN_SW64 float", TileOf<GMMA::Layout_MN_SW64_Atom<float>, 64, 16>{}));
  out.push_back(tv_line<GMMA::CLayout_64xN<8>>("C 64x8"));
  out.push_back(tv_line<GMMA::CLayout_64xN<64>>("C 64x64"));
  out.push_back(tv_line<GMMA::CLayout_64xN<256>>("C 64x256"));
  out.push_back(tv_line<GMMA::ALayout_64x16>("A 64x16 registers"));
  out.push_back(tv_line<GMMA::ALayout_64x8>("A 64x8 registers"));
  out.push_back(tv_line<GMMA::ALayout_64x32>("A 64x32 registers"));
  traits_lines(out);
  return out;
}

// The peer: the same with CuTe's headers.
char const* const peer_source = "#define CUTE_GMMA_TRAITS_CASES(X) " CUTE_STRINGIFY(CUTE_GMMA_TRAITS_CASES(X)) "\n" R"(
#include <cute/tensor.hpp>
#include <cute/atom/mma_traits_sm90_gmma.hpp>
#include <cstdio>
using namespace cute;
using GMMA::Major;
template <class T, class L>
void offsets(char const* name, L const& l) {
  T* base = reinterpret_cast<T*>(std::uintptr_t(1) << 20);
  auto t = make_tensor(make_smem_ptr(base), l);
  printf("offsets %s:", name);
  for (int i = 0; i < int(size<0>(l)); ++i)
    for (int j = 0; j < int(size<1>(l)); ++j) printf(" %lld", (long long)(&t(i, j) - base));
  printf("\n");
}
template <Major M, class T, class L>
void desc(char const* name, L const& l) {
  T* base = reinterpret_cast<T*>(std::uintptr_t(1) << 20);
  auto t = make_tensor(make_smem_ptr(base), l);
  auto k0 = local_tile(t, make_shape(size<0>(l), Int<32 / sizeof(T)>{}), make_coord(0, 0));
  GmmaDescriptor d = GMMA::make_gmma_desc<M>(k0);
  printf("desc %s: %d %d %d %d\n", name, int(d.bitfield.leading_byte_offset_) * 16, int(d.bitfield.stride_byte_offset_) * 16,
         int(d.bitfield.base_offset_), int(d.bitfield.layout_type_));
}
template <class TV>
void tv(char const* name) {
  TV l{};
  printf("tv %s:", name);
  for (int t = 0; t < int(size<0>(l)); ++t)
    for (int i = 0; i < int(size<1>(l)); ++i) printf(" %lld", (long long)l(t, i));
  printf("\n");
}
template <class T>
char const* kind_name() {
  if constexpr (std::is_same_v<T, half_t>) return "f16";
  else if constexpr (std::is_same_v<T, bfloat16_t>) return "bf16";
  else if constexpr (std::is_same_v<T, tfloat32_t>) return "tf32";
  else if constexpr (std::is_same_v<T, float_e4m3_t>) return "e4m3";
  else if constexpr (std::is_same_v<T, float_e5m2_t>) return "e5m2";
  else if constexpr (std::is_same_v<T, int8_t>) return "s8";
  else if constexpr (std::is_same_v<T, uint8_t>) return "u8";
  else if constexpr (std::is_same_v<T, int32_t>) return "s32";
  else if constexpr (std::is_same_v<T, float>) return "f32";
  else if constexpr (std::is_same_v<T, GMMA::smem_desc<Major::K>>) return "desc-K";
  else if constexpr (std::is_same_v<T, GMMA::smem_desc<Major::MN>>) return "desc-MN";
  else return "?";
}
template <class Tr, class = void>
struct frg_a {  // CuTe's RS traits name no FrgTypeA: the fragment holds values
  using type = typename Tr::ValTypeA;
};
template <class Tr>
struct frg_a<Tr, std::void_t<typename Tr::FrgTypeA>> {
  using type = typename Tr::FrgTypeA;
};
template <class Op>
void traits(char const* name) {
  using Tr = MMA_Traits<Op>;
  printf("traits %s: ", name);
  print(typename Tr::Shape_MNK{}); printf(" ");
  print(typename Tr::ALayout{}); printf(" ");
  print(typename Tr::BLayout{}); printf(" ");
  print(typename Tr::CLayout{});
  printf(" %s %s %s %s %s %s %d\n", kind_name<typename Tr::ValTypeD>(), kind_name<typename Tr::ValTypeA>(),
         kind_name<typename Tr::ValTypeB>(), kind_name<typename Tr::ValTypeC>(), kind_name<typename frg_a<Tr>::type>(),
         kind_name<typename Tr::FrgTypeB>(), int(std::extent<typename Op::CRegisters>::value));
}
template <class T, Major M, class Atom, int MN, int K>
void atom(char const* name) {
  auto l = tile_to_shape(Atom{}, make_shape(Int<MN>{}, Int<K>{}));
  offsets<T>(name, l);
  desc<M, T>(name, l);
}
int main() {
  using H = half_t;
  atom<H, Major::K, GMMA::Layout_K_INTER_Atom<H>, 64, 64>("K_INTER half");
  atom<H, Major::K, GMMA::Layout_K_SW32_Atom<H>, 64, 64>("K_SW32 half");
  atom<H, Major::K, GMMA::Layout_K_SW64_Atom<H>, 64, 64>("K_SW64 half");
  atom<H, Major::K, GMMA::Layout_K_SW128_Atom<H>, 64, 64>("K_SW128 half");
  atom<H, Major::MN, GMMA::Layout_MN_INTER_Atom<H>, 64, 64>("MN_INTER half");
  atom<H, Major::MN, GMMA::Layout_MN_SW32_Atom<H>, 64, 64>("MN_SW32 half");
  atom<H, Major::MN, GMMA::Layout_MN_SW64_Atom<H>, 64, 64>("MN_SW64 half");
  atom<H, Major::MN, GMMA::Layout_MN_SW128_Atom<H>, 128, 64>("MN_SW128 half");
  offsets<float>("K_SW128 float", tile_to_shape(GMMA::Layout_K_SW128_Atom<float>{}, make_shape(Int<32>{}, Int<64>{})));
  offsets<float>("MN_SW64 float", tile_to_shape(GMMA::Layout_MN_SW64_Atom<float>{}, make_shape(Int<64>{}, Int<16>{})));
  tv<GMMA::CLayout_64xN<8>>("C 64x8");
  tv<GMMA::CLayout_64xN<64>>("C 64x64");
  tv<GMMA::CLayout_64xN<256>>("C 64x256");
  tv<GMMA::ALayout_64x16>("A 64x16 registers");
  tv<GMMA::ALayout_64x8>("A 64x8 registers");
  tv<GMMA::ALayout_64x32>("A 64x32 registers");
#define CUTE_PEER_TRAITS_LINE(name, ...) traits<__VA_ARGS__>(name);
  CUTE_GMMA_TRAITS_CASES(CUTE_PEER_TRAITS_LINE)
}
)";

std::string run_capture(std::string const& command) {
  std::string out;
  FILE* p = popen(command.c_str(), "r");
  if (!p) return out;
  char buffer[65536];
  std::size_t n;
  while ((n = std::fread(buffer, 1, sizeof buffer, p)) > 0) out.append(buffer, n);
  pclose(p);
  return out;
}

std::string peer_include() {
  if (char const* e = std::getenv("CUTE_PEER_INCLUDE")) return e;
  std::string s = run_capture(
      "python3 -c \"import cutlass_library, os; print(os.path.join(os.path.dirname(cutlass_library.__file__), 'source', "
      "'include'))\" 2>/dev/null");
  while (!s.empty() && (s.back() == '\n' || s.back() == '\r')) s.pop_back();
  return s;
}

void compare_with_peer() {
  std::string const include = peer_include();
  if (include.empty() || !std::ifstream(include + "/cute/tensor.hpp")) {
    std::printf("peer comparison skipped: CuTe's headers not found (set CUTE_PEER_INCLUDE)\n");
    return;
  }
  std::string const cuda = std::getenv("CUDA_HOME") ? std::getenv("CUDA_HOME") : "/usr/local/cuda";
  if (!std::ifstream(cuda + "/include/cuda_runtime.h")) {
    std::printf("peer comparison skipped: no CUDA headers at %s (set CUDA_HOME)\n", cuda.c_str());
    return;
  }
  char dir_template[] = "/tmp/cute_sm90_peer_XXXXXX";
  char* dir = mkdtemp(dir_template);
  if (!dir) {
    std::printf("peer comparison skipped: no temporary directory\n");
    return;
  }
  std::string const src = std::string(dir) + "/peer.cpp", exe = std::string(dir) + "/peer";
  std::ofstream(src) << peer_source;
  std::string const compile = "g++ -std=c++17 -O0 -w -I" + include + " -I" + cuda + "/include -I" + cuda + "/include/cccl " + src +
                              " -o " + exe + " 2>&1";
  std::string const log = run_capture(compile);
  if (!std::ifstream(exe)) {
    std::printf("peer comparison skipped: the peer program did not compile:\n%.2000s\n", log.c_str());
    return;
  }
  std::istringstream peer(run_capture(exe));
  std::vector<std::string> const ours = our_lines();
  std::string line;
  std::size_t i = 0;
  int differ = 0;
  while (std::getline(peer, line)) {
    if (line.rfind("ERROR: cast_smem_ptr_to_uint", 0) == 0) continue;  // CuTe's host fallback (address 0) says so
    bool const same = i < ours.size() && ours[i] == line;
    CHECK(same);
    if (!same && ++differ <= 3)
      std::fprintf(stderr, "  peer:  %.300s\n  ours:  %.300s\n", line.c_str(), i < ours.size() ? ours[i].c_str() : "(none)");
    ++i;
  }
  CHECK(i == ours.size());
  std::printf("peer comparison: %zu lines of CuTe's, %d differ\n", i, differ);
  std::remove(src.c_str());
  std::remove(exe.c_str());
  std::remove(dir);
}

// Misuse that must not compile, with the message that names it. Compiled with $CXX (else clang++-19,
// else c++) against this repository's headers; skipped when no compiler runs.
struct Snippet {
  char const* name;
  char const* code;
  char const* message;
};
Snippet const snippets[] = {
    {"MN-major tile as a K-major operand",
     "auto l = tile_to_shape(GMMA::Layout_MN_SW64_Atom<half_t>{}, Shape<_64, _16>{});\n"
     "auto d = GMMA::make_gmma_desc<GMMA::Major::K, half_t>(l, 0u);",
     "does not match a canonical GMMA layout"},
    {"K extent of two wgmmas",
     "auto l = tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, Shape<_64, _64>{});\n"
     "auto d = GMMA::make_gmma_desc<GMMA::Major::K, half_t>(l, 0u);",
     "K extent of the layout must be 32 bytes"},
    {"byte-unit swizzle on half elements",
     "ComposedLayout<Swizzle<3, 4, 3>, _0, Layout<Shape<_64, _16>, Stride<_64, _1>>> l;\n"
     "auto d = GMMA::make_gmma_desc<GMMA::Major::K, half_t>(l, 0u);",
     "is not a GMMA swizzle"},
    {"descriptor of global memory",
     "static half_t a[64 * 16];\n"
     "auto t = make_tensor(make_gmem_ptr(a), tile_to_shape(GMMA::Layout_K_INTER_Atom<half_t>{}, Shape<_64, _16>{}));\n"
     "auto d = GMMA::make_gmma_desc<GMMA::Major::K>(t);",
     "must be a shared-memory tensor"},
    {"dynamic layout",
     "auto l = make_layout(make_shape(64, 16), make_stride(8, 1));\n"
     "auto d = GMMA::make_gmma_desc<GMMA::Major::K, half_t>(l, 0u);",
     "must be static"},
    {"MN-major tf32 operand",
     "GMMA::MMA_Op<GMMA::Instr::F32TF32TF32, 64, false, GMMA::Major::MN> op;",
     "only 16-bit operands may be MN-major"},
    {"an N the 8-bit integer wgmma does not take",
     "SM90_64xNx32_S32S8S8_SS_TN<40> op;",
     "this N does not exist for this instruction"},
    {"negated integer operand",
     "GMMA::MMA_Op<GMMA::Instr::S32U8U8, 64, false, GMMA::Major::K, GMMA::Major::K, GMMA::ScaleIn::Neg> op;",
     "the integer operations take no input scale"},
    {"op selector without a wgmma for the types",
     "auto op = GMMA::ss_op_selector<half_t, bfloat16_t, float, Shape<_64, _64, _16>>();",
     "no wgmma takes these element types"},
    {"stmatrix into registers",
     "static half_t a[8], b[8];\n"
     "auto src = make_tensor(make_rmem_ptr(a), Layout<_8>{});\n"
     "auto dst = make_tensor(make_rmem_ptr(b), Layout<_8>{});\n"
     "copy(Copy_Atom<SM90_U32x4_STSM_N, half_t>{}, src, dst);",
     "writes shared memory"},
};

std::string repository_src() {
  // __FILE__ is .../tests/unit/atom_sm90_test.cpp (relative to the working directory if it was so compiled).
  return (std::filesystem::absolute(__FILE__).parent_path().parent_path().parent_path() / "src").string();
}

void compile_fail_snippets() {
  std::string cxx = std::getenv("CXX") ? std::getenv("CXX") : "";
  if (cxx.empty()) cxx = run_capture("command -v clang++-19 || command -v c++");
  while (!cxx.empty() && (cxx.back() == '\n' || cxx.back() == '\r')) cxx.pop_back();
  std::string const src = repository_src();
  if (cxx.empty() || !std::ifstream(src + "/cute/atom/mma_sm90_layouts.hpp")) {
    std::printf("compile-fail snippets skipped: no compiler or no sources at %s\n", src.c_str());
    return;
  }
  std::string const libcxx = cxx.find("clang") != std::string::npos ? " -stdlib=libc++" : "";
  char dir_template[] = "/tmp/cute_sm90_diag_XXXXXX";
  char* dir = mkdtemp(dir_template);
  if (!dir) return;
  int n = 0;
  for (Snippet const& sn : snippets) {
    std::string const file = std::string(dir) + "/s" + std::to_string(n++) + ".cpp";
    std::ofstream(file) << "#include <cute/cute.hpp>\n#include <cute/atom.hpp>\n#include <cute/atom/copy_traits_sm90.hpp>\n"
                           "#include <cute/atom/mma_traits_sm90_gmma.hpp>\n#include <cute/atom/mma_atom_sm90.hpp>\nusing namespace cute;\nint main() {\n"
                        << sn.code << "\n}\n";
    std::string const log = run_capture(cxx + " -std=c++20" + libcxx + " -fsyntax-only -I" + src + " " + file + " 2>&1");
    bool const ok = log.find("error") != std::string::npos && log.find(sn.message) != std::string::npos;
    CHECK(ok);
    if (!ok) std::fprintf(stderr, "  snippet '%s' did not fail with '%s':\n%.1500s\n", sn.name, sn.message, log.c_str());
    std::remove(file.c_str());
  }
  std::remove(dir);
  std::printf("compile-fail snippets: %d checked\n", n);
}

// A TiledMMA of two SS wgmma atoms over unswizzled canonical K-major tiles: thread 130 (warpgroup 1)
// gets rows 64..127 of A, every thread all of B; its fragments are one descriptor per k-block.
void tiled_mma_fragments() {
  using Op = SM90_64x64x16_F32F16F16_SS<Major::K, Major::K>;
  auto mma = make_tiled_mma(MMA_Atom<Op>{}, Layout<Shape<_2, _1, _1>>{});
  // 64 KiB-aligned: on the host a shared-memory address is the pointer modulo 64 KiB, so a tile must
  // not straddle a 64 KiB boundary for offsets to add up the same as on the device.
  alignas(65536) static half_t sa[128 * 64], sb[64 * 64];
  using LA = decltype(tile_to_shape(GMMA::Layout_K_INTER_Atom<H>{}, Shape<_128, _64>{}).layout_b());
  using LB = decltype(tile_to_shape(GMMA::Layout_K_INTER_Atom<H>{}, Shape<_64, _64>{}).layout_b());
  auto tA = make_tensor(make_smem_ptr(sa), LA{});
  auto tB = make_tensor(make_smem_ptr(sb), LB{});
  auto thr = mma.get_slice(130);
  auto fA = thr.partition_fragment_A(tA);
  auto fB = thr.partition_fragment_B(tB);
  static_assert(std::is_same_v<std::remove_cvref_t<decltype(fA(0))>, GmmaDescriptor>);
  CHECK(int(size(fA)) == 4 && int(size(fB)) == 4);
  for (int k = 0; k < 4; ++k) {
    // Rows 64.. of A at k-block k: element (64, 16 k) of the tile.
    auto const a_block = zipped_divide(LA{}, Shape<_64, _16>{})(make_coord(_, make_coord(1, k)));
    auto const want = GMMA::make_gmma_desc<Major::K, H>(a_block, cast_smem_ptr_to_uint(sa) + 2u * std::uint32_t(LA{}(64, 16 * k)));
    CHECK(fA(k) == want);
    CHECK(fB(k).start_address() == cast_smem_ptr_to_uint(sb) + 2u * std::uint32_t(LB{}(0, 16 * k)));
  }
  CHECK(fA(0).layout_type() == GMMA::LayoutType::INTERLEAVE && fA(0).stride_byte_offset() == 128);

  // Swizzled tiles (ComposedLayouts), K-major A and MN-major B: the fragments are the descriptors of
  // the blocks sliced out of the swizzled tiles.
  using OpS = SM90_64x64x16_F32F16F16_SS<Major::K, Major::MN>;
  auto mma_s = make_tiled_mma(MMA_Atom<OpS>{}, Layout<Shape<_2, _1, _1>>{});
  using SA = decltype(tile_to_shape(GMMA::Layout_K_SW128_Atom<H>{}, Shape<_128, _64>{}));
  using SB = decltype(tile_to_shape(GMMA::Layout_MN_SW64_Atom<H>{}, Shape<_64, _64>{}));
  auto thr_s = mma_s.get_slice(130);
  auto gA = thr_s.partition_fragment_A(make_tensor(make_smem_ptr(sa), SA{}));
  auto gB = thr_s.partition_fragment_B(make_tensor(make_smem_ptr(sb), SB{}));
  for (int k = 0; k < 4; ++k) {
    auto const a_block = zipped_divide(SA{}, Shape<_64, _16>{})(make_coord(_, make_coord(1, k)));
    auto const b_block = zipped_divide(SB{}, Shape<_64, _16>{})(make_coord(_, make_coord(0, k)));
    CHECK(gA(k) == GMMA::make_gmma_desc<Major::K, H>(a_block, cast_smem_ptr_to_uint(sa)));
    CHECK(gB(k) == GMMA::make_gmma_desc<Major::MN, H>(b_block, cast_smem_ptr_to_uint(sb)));
  }

  // A pipeline's stages (gemm_sm90): stage 1's fragment is stage 0's moved by the stage's size in
  // 16-byte units, the same descriptors as built from stage 1's address; the move is on the low word
  // only (strides and layout type unchanged) and goes back as well as forth.
  alignas(65536) static half_t stages[2 * 128 * 64];
  auto const st0 = thr_s.partition_fragment_A(make_tensor(make_smem_ptr(stages), SA{}));
  auto const st1 = thr_s.partition_fragment_A(make_tensor(make_smem_ptr(stages + 128 * 64), SA{}));
  auto const moved = make_tensor(st0.data() + 128 * 64 * 2 / 16, st0.layout());
  for (int k = 0; k < 4; ++k) CHECK(moved(k) == st1(k) && (moved(k).desc_ >> 32) == (st0(k).desc_ >> 32));
  CHECK(*((st0.data() + 1000) + -1000) == st0(0));
  CHECK(gA(0).layout_type() == GMMA::LayoutType::B128 && gB(0).layout_type() == GMMA::LayoutType::B64);
}

TEST_CASE("atom_sm90_test") {
  tiled_mma_fragments();
  compile_fail_snippets();
  // The larger accumulator fragments (too many steps for a constant expression).
  CHECK(c_fragment_64xN<64>() && c_fragment_64xN<120>() && c_fragment_64xN<256>());
  // Descriptor fields of k-block 0 of canonical tiles (bytes), from the canonical forms.
  {
    auto f = fields<Major::K, H, KBlock0<TileOf<GMMA::Layout_K_SW128_Atom<H>, 128, 64>>>(1024);
    CHECK(f.type == GMMA::LayoutType::B128 && f.sbo == 1024 && f.lbo == 16);
    auto g = fields<Major::K, H, KBlock0<TileOf<GMMA::Layout_K_SW32_Atom<H>, 64, 16>>>();
    CHECK(g.type == GMMA::LayoutType::B32 && g.sbo == 256);
    auto h = fields<Major::K, H, TileOf<GMMA::Layout_K_INTER_Atom<H>, 64, 16>>();
    CHECK(h.type == GMMA::LayoutType::INTERLEAVE && h.sbo == 128 && h.lbo == 1024);  // 8 rows of 16 B; the K half after all 64 rows
    auto m = fields<Major::MN, H, TileOf<GMMA::Layout_MN_SW128_Atom<H>, 128, 16>>();
    CHECK(m.type == GMMA::LayoutType::B128 && m.lbo == 1024 && m.sbo == 2048);  // next 64 of MN after 8 K rows; next 8 K rows
    auto i = fields<Major::MN, H, TileOf<GMMA::Layout_MN_INTER_Atom<H>, 64, 16>>();
    CHECK(i.type == GMMA::LayoutType::INTERLEAVE && i.sbo == 128 && i.lbo == 1024);
  }
  // The descriptor's start address: the tile's address plus the slice's offset; k-block 2 of a
  // SW128 K-major tile starts 64 bytes in. Misaligned tiles and offsets are rejected.
  {
    using L = TileOf<GMMA::Layout_K_SW128_Atom<H>, 64, 64>;
    auto k2 = zipped_divide(L{}, Shape<_64, _16>{})(make_coord(_, make_coord(0, 2)));
    auto d = GMMA::make_gmma_desc<Major::K, H>(k2, 4096);
    CHECK(d.start_address() == 4096 + 64 && d.base_offset() == 0);
    CHECK(d.advanced(32).start_address() == 4096 + 96);
    CHECK(std::uint64_t(d) == d.desc_ && (d.desc_ >> 62) == 1);
    CHECK_THROWS((GMMA::make_gmma_desc<Major::K, H>(k2, 4096 + 128)), "not aligned to its swizzle pattern");
    GmmaDescriptor e;
    CHECK_THROWS(e.set_stride_byte_offset(24), "multiple of 16");
    // The Tensor form takes the address from a smem pointer (on the host, the pointer's low bits).
    auto t = make_tensor(make_smem_ptr(reinterpret_cast<H*>(std::uintptr_t(8192))), KBlock0<L>{});
    CHECK(GMMA::make_gmma_desc<Major::K>(t) == GMMA::make_gmma_desc<Major::K, H>(KBlock0<L>{}, 8192));
  }
  // stmatrix: ldmatrix's layouts, reversed.
  static_assert(std::is_same_v<Copy_Traits<SM90_U32x4_STSM_N>::SrcLayout, Copy_Traits<SM75_U32x4_LDSM_N>::DstLayout>);
  static_assert(std::is_same_v<Copy_Traits<SM90_U16x8_STSM_T>::DstLayout, Copy_Traits<SM75_U16x8_LDSM_T>::SrcLayout>);
  static_assert(copy_operation<SM90_U32x1_STSM_N> && detail::copy_spaces<SM90_U32x2_STSM_N>::dst == memory_space::smem);
  {
    using Atom = Copy_Atom<SM90_U32x4_STSM_N, H>;
    // 32 threads x 8 halves of registers -> shared memory rows.
    CHECK(size_v<Atom::ValLayoutSrc> == 32 * 8 && size_v<Atom::ValLayoutDst> == 32 * 8);
  }
  // The canonical atoms print as swizzled layouts in units of elements.
  CHECK_STR(to_string(GMMA::Layout_K_SW128_Atom<H>{}), "Sw<3,3,3> o _0 o (_8,_64):(_64,_1)");
  CHECK_STR(to_string(GMMA::Layout_MN_SW32_Atom<float>{}), "Sw<1,2,3> o _0 o (_8,_8):(_1,_8)");
  CHECK_STR(to_string(GMMA::Layout_K_INTER_Atom<std::uint8_t>{}), "Sw<0,4,3> o _0 o (_8,_16):(_16,_1)");

  compare_with_peer();
}

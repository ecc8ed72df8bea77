// Text of every printable type through to_string, operator<< and std::format (the same text), format
// specs for the width and alignment of the whole text, and a format_error for any other spec.
#include <cute/cute.hpp>

#include <sstream>
#include <string>

#include "check.hpp"

using namespace cute;

namespace {

template <class T>
std::string streamed(T const& x) {
  std::ostringstream os;
  os << x;
  return os.str();
}

// to_string, operator<< and std::format("{}") agree.
template <class T>
bool same_text(T const& x) {
  std::string const s = to_string(x);
  return !s.empty() && streamed(x) == s
#if CUTE_HAS_STD_FORMAT
         && std::format("{}", x) == s
#endif
      ;
}

template <class T>
std::string print_text(T const& x) {
  std::fflush(stdout);
  char buf[4096] = {};
  std::FILE* saved = stdout;
  std::FILE* f = std::tmpfile();
  stdout = f;
  print(x);
  std::fflush(f);
  stdout = saved;
  std::rewind(f);
  std::size_t const n = std::fread(buf, 1, sizeof buf - 1, f);
  std::fclose(f);
  return std::string(buf, n);
}

}  // namespace

TEST_CASE("format_test") {
  auto layout = make_layout(make_shape(_2{}, 3), make_stride(3, _1{}));
  auto sw = Swizzle<3, 4, 3>{};
  auto composed = composition(Swizzle<1, 0, 1>{}, make_layout(make_shape(_2{}, _2{}), LayoutRight{}));
  int data[6] = {0, 1, 2, 3, 4, 5};
  auto tensor = make_tensor(make_gmem_ptr(data), make_shape(_2{}, _3{}));
  auto owning = make_tensor<float>(Shape<_2, _2>{});
  fill(owning, 1.5f);
  auto mma_atom = MMA_Atom<SM80_16x8x16_F32F16F16F32_TN>{};
  auto mma = make_tiled_mma(mma_atom, Layout<Shape<_2, _1, _1>>{});
  auto copy_atom = Copy_Atom<UniversalCopy<uint32_t>, float>{};
  auto copy = make_tiled_copy(copy_atom, Layout<Shape<_4, _8>>{}, Layout<Shape<_1, _1>>{});

  // Every printable type: the same text three ways.
  CHECK(same_text(_5{}) && same_text(_));
  CHECK(same_text(make_shape(1, _2{})) && same_text(layout) && same_text(sw) && same_text(composed));
  CHECK(same_text(tensor) && same_text(owning) && same_text(make_identity_tensor(make_shape(2, 2))));
  CHECK(same_text(mma_atom) && same_text(mma) && same_text(copy_atom) && same_text(copy));
  CHECK_STR(to_string(sw), "Sw<3,4,3>");
  CHECK_STR(to_string(composed), "Sw<1,0,1> o _0 o (_2,_2):(_2,_1)");
  // A tensor's text is print_tensor's (as CuTe's operator<<): its iterator, layout and elements.
  std::string const t = to_string(tensor);
  CHECK(t.starts_with("gmem_ptr[32b](") && t.find(") o (_2,_3):(_1,_2):\n") != std::string::npos);
  // The elements in CuTe's formats (int %5d, float %10.2e).
  CHECK(t.ends_with("    0    2    4\n    1    3    5\n"));
  CHECK(to_string(owning).ends_with("  1.50e+00  1.50e+00\n  1.50e+00  1.50e+00\n"));
  // print(tensor) is CuTe's: the iterator and the layout only, the same as the text's first line.
  CHECK_STR(print_text(tensor), t.substr(0, t.find(":\n")));
  CHECK_STR(print_text(mma), to_string(mma));
  CHECK(to_string(mma).starts_with("TiledMMA\n  ThrLayoutVMNK:  (_32,_2,_1,_1):(_1,_32,_0,_0)\n"));
  CHECK(to_string(copy).starts_with("TiledCopy\n  Tiler_MN:       (_4,_8)\n"));

#if CUTE_HAS_STD_FORMAT
  // Width, fill and alignment apply to the whole text; strings' default alignment (left).
  CHECK_STR(std::format("[{:>20}]", layout), "[       (_2,3):(3,_1)]");  // 13 characters, 7 of fill
  CHECK_STR(std::format("[{:20}]", layout), "[(_2,3):(3,_1)       ]");
  CHECK_STR(std::format("[{:*^21}]", sw), "[******Sw<3,4,3>******]");
  CHECK_STR(std::format("[{:<4}]", _), "[_   ]");
  CHECK_STR(std::format("[{:3}]", layout), "[(_2,3):(3,_1)]");  // narrower than the text: no cut
  CHECK_STR(std::format("{:>8}", _12{}), "     _12");
  std::string const atom_text = to_string(copy_atom);  // several lines: padded as one text
  CHECK_STR(std::vformat("{:>" + std::to_string(atom_text.size() + 3) + "}", std::make_format_args(copy_atom)), "   " + atom_text);
  // Any other spec is a format_error that says what is accepted (a compile error for a literal).
  auto rejects = [](std::string_view spec, auto const& x) {
    try {
      (void)std::vformat(spec, std::make_format_args(x));
    } catch (std::format_error const& e) {
      return std::string(e.what()).find("[[fill]align][width]") != std::string::npos;
    }
    return false;
  };
  CHECK(rejects("{:.3}", layout) && rejects("{:+}", _5{}) && rejects("{:x}", sw) && rejects("{:#}", tensor));
  CHECK(rejects("{:>10s}", mma) && rejects("{:010}", layout));  // no zero padding either
  CHECK_STR(std::format("[{:0>15}]", layout), "[00(_2,3):(3,_1)]");  // 0 as a fill character is fine
#endif
}

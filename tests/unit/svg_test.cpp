// Pictures: make_picture of layouts, swizzled layouts, thread/value layouts, TiledMMAs and TiledCopies
// (cells, labels, titles, colours), and their SVG and HTML documents. With CUTE_SVG_OUT set to a folder,
// it also writes each SVG there, for tests/print/check_svg.py to parse as XML.
#include <cute/cute.hpp>
#include <cute/atom.hpp>

#include <cstdlib>
#include <fstream>
#include <map>
#include <set>
#include <string>

#include "check.hpp"

using namespace cute;

namespace {

std::string out_dir;

void save(std::string const& name, std::string const& svg) {
  if (!out_dir.empty()) std::ofstream(out_dir + "/" + name + ".svg") << svg;
}

std::size_t count(std::string const& text, std::string const& what) {
  std::size_t n = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

picture::cell const& cell_at(picture::panel const& p, int r, int c) { return p.cells[std::size_t(r + c * p.rows)]; }

// Every position of a panel has exactly one cell, stored column-major.
bool one_cell_per_position(picture::panel const& p) {
  if (p.cells.size() != std::size_t(p.rows) * std::size_t(p.cols)) return false;
  for (int c = 0; c < p.cols; ++c)
    for (int r = 0; r < p.rows; ++r)
      if (cell_at(p, r, c).row != r || cell_at(p, r, c).col != c) return false;
  return true;
}

// In a layout panel, cells share a colour exactly when they share an index, and each cell shows its
// index and the layout's value at its position.
template <class L>
bool cells_match_layout(picture::panel const& p, L const& l) {
  std::map<long long, std::string> fill_of;
  std::set<std::string> fills;
  for (auto const& x : p.cells) {
    if (x.index != static_cast<long long>(l(x.row, x.col)) || x.label != std::to_string(x.index) || x.key != x.index) return false;
    if (x.coord1d != x.row + static_cast<long long>(x.col) * p.rows) return false;
    if (x.index != static_cast<long long>(l(x.coord1d))) return false;  // the 1-D coordinate evaluates to the index
    auto [it, fresh] = fill_of.emplace(x.index, x.fill);
    if (!fresh && it->second != x.fill) return false;
    fills.insert(x.fill);
  }
  return fills.size() == fill_of.size() || fill_of.size() > 200;  // distinct up to the ramp's resolution
}

}  // namespace

TEST_CASE("svg_test") {
  if (char const* dir = std::getenv("CUTE_SVG_OUT")) out_dir = dir;

  // A rank-2 layout: the tutorial's (2,(2,3)):(6,(3,1)).
  auto l5 = make_layout(make_shape(2, make_shape(2, 3)), make_stride(6, make_stride(3, 1)));
  picture pic = make_picture(l5);
  CHECK(pic.caption.size() == 1 && pic.caption[0] == "(2,(2,3)):(6,(3,1))");
  CHECK(pic.panels.size() == 1);
  auto const& p = pic.panels[0];
  CHECK(p.rows == 2 && p.cols == 6 && one_cell_per_position(p));
  CHECK(cells_match_layout(p, l5));
  CHECK_STR(cell_at(p, 1, 3).title, "row 1, column 3: coordinate (1,(1,1)), 1-D coordinate 7, index 10");
  CHECK_STR(cell_at(p, 0, 0).fill, "#a6a6f2");  // the lowest index is blue,
  CHECK_STR(cell_at(p, 1, 5).fill, "#f2a6a6");  // the highest red
  std::string svg = to_svg(l5);
  save("layout", svg);
  CHECK(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
  CHECK(svg.find("viewBox=\"0 0 ") != std::string::npos);
  CHECK(count(svg, "<g class=\"cell\"") == 12 && count(svg, "<title>") == 12);
  CHECK(count(svg, "class=\"row-number\"") == 2 && count(svg, "class=\"col-number\"") == 6);
  CHECK(svg.find("<title>row 1, column 3: coordinate (1,(1,1)), 1-D coordinate 7, index 10</title>") != std::string::npos);

  // Rank 1 is drawn as a column; a static layout as a dynamic one; a non-injective layout repeats colours.
  auto col = make_picture(make_layout(make_shape(_4{}, _2{}), make_stride(_2{}, _0{}))(_, 0));
  CHECK(col.panels[0].rows == 4 && col.panels[0].cols == 1);
  CHECK_STR(cell_at(col.panels[0], 3, 0).title, "row 3, column 0: coordinate (3), 1-D coordinate 3, index 6");  // shape (_4)
  CHECK_STR(cell_at(make_picture(make_layout(_8{}, _2{})).panels[0], 3, 0).title,
            "row 3, column 0: coordinate 3, 1-D coordinate 3, index 6");
  auto bcast = make_layout(make_shape(_4{}, _3{}), make_stride(_0{}, _1{}));
  auto pb = make_picture(bcast);
  CHECK(cells_match_layout(pb.panels[0], bcast));
  CHECK(cell_at(pb.panels[0], 0, 2).fill == cell_at(pb.panels[0], 3, 2).fill && cell_at(pb.panels[0], 3, 2).key == 2);
  save("broadcast", to_svg(pb));

  // A swizzled layout: the indices are the swizzle's, the caption is escaped in the SVG.
  auto sw = composition(Swizzle<2, 0, 2>{}, make_layout(make_shape(_4{}, _4{}), LayoutRight{}));
  auto ps = make_picture(sw);
  CHECK(cells_match_layout(ps.panels[0], sw));
  CHECK(cell_at(ps.panels[0], 1, 0).index == 5 && cell_at(ps.panels[0], 3, 3).index == 12);
  svg = to_svg(sw);
  save("swizzle", svg);
  CHECK(svg.find("Sw&lt;2,0,2&gt; o _0 o (_4,_4):(_4,_1)") != std::string::npos);
  CHECK(svg.find("Sw<") == std::string::npos);

  // A thread/value layout over a tile: coloured by thread, labelled T<t>V<v>, every holder in the title.
  auto tv = make_layout(make_shape(_4{}, _2{}), make_stride(_2{}, _1{}));  // (t,v) -> 2t + v over (2,4)
  auto pt = make_tv_picture(tv, make_shape(_2{}, _4{}));
  CHECK(pt.panels.size() == 1 && one_cell_per_position(pt.panels[0]));
  CHECK_STR(cell_at(pt.panels[0], 1, 2).label, "T2V1");  // index 5 = 2*2 + 1
  CHECK_STR(cell_at(pt.panels[0], 1, 2).title, "(m,n) = (1,2), 1-D coordinate 5: thread 2 value 1");
  CHECK(cell_at(pt.panels[0], 0, 2).fill == cell_at(pt.panels[0], 1, 2).fill);  // one thread, one colour
  CHECK(cell_at(pt.panels[0], 0, 0).fill != cell_at(pt.panels[0], 0, 1).fill);
  save("tv", to_svg(pt));
  auto shared = make_tv_picture(make_layout(make_shape(_2{}, _2{}), make_stride(_0{}, _1{})), make_shape(_2{}, _1{}));
  CHECK_STR(cell_at(shared.panels[0], 1, 0).title, "(m,n) = (1,0), 1-D coordinate 1: thread 0 value 1, thread 1 value 1");
  auto partial = make_tv_picture(make_layout(make_shape(_2{}, _1{}), make_stride(_2{}, _0{})), make_shape(_2{}, _2{}));
  CHECK(cell_at(partial.panels[0], 1, 0).label.empty() && cell_at(partial.panels[0], 1, 0).key == -1);
  CHECK_STR(cell_at(partial.panels[0], 1, 0).title, "(m,n) = (1,0), 1-D coordinate 1: held by no thread");
  CHECK_THROWS(make_tv_picture(make_layout(make_shape(4, 2), make_stride(2, 1)), make_shape(2, 3)),
               "maps thread 3 value 0 to 6, outside the 2 x 3 tile");

  // A TiledMMA: C at the origin, A to its left, B above (k down the rows), as CuTe's print_latex.
  auto mma = make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2, _2, _1>>{});
  auto pm = make_picture(mma);
  CHECK(pm.panels.size() == 3);
  auto const& C = pm.panels[0];
  auto const& A = pm.panels[1];
  auto const& B = pm.panels[2];
  CHECK(C.name == "C" && C.rows == 32 && C.cols == 16 && C.row0 == 0 && C.col0 == 0 && one_cell_per_position(C));
  CHECK(A.name == "A" && A.rows == 32 && A.cols == 16 && A.col0 == -17 && one_cell_per_position(A));
  CHECK(B.name == "B" && B.rows == 16 && B.cols == 16 && B.row0 == -17 && one_cell_per_position(B));
  // The PTX fragments: C(m,n) of the first atom is thread 4 (m % 8) + n / 2, value n % 2 + 2 (m / 8).
  CHECK_STR(cell_at(C, 9, 3).label, "T5V3");
  CHECK_STR(cell_at(C, 9, 3).title, "C (m,n) = (9,3), 1-D coordinate 105: thread 5 value 3");
  CHECK_STR(cell_at(A, 1, 10).label, "T5V4");  // A(m,k): thread 4 (m % 8) + (k % 8) / 2, value k % 2 + 2 (m / 8) + 4 (k / 8)
  CHECK_STR(cell_at(B, 3, 2).label, "T9V1");  // drawn at (k, n) = (3, 2): B(n,k): thread 4 n + (k % 8) / 2, value k % 2 + 2 (k / 8)
  CHECK_STR(cell_at(B, 3, 2).title.substr(0, 14), "B (n,k) = (2,3");
  CHECK(pm.caption.size() == 4 && pm.caption[0] == "TiledMMA " + to_string(mma.get_thr_layout_vmnk()) + ", tile 32x16x16");
  svg = to_svg(mma);
  save("tiled_mma", svg);
  if (!out_dir.empty()) std::ofstream(out_dir + "/tiled_mma.html") << to_html(mma);  // for browser_test
  CHECK(count(svg, "<g class=\"cell\"") == 32 * 16 + 32 * 16 + 16 * 16);
  CHECK(svg == to_svg(pm));
  auto atom_pic = make_picture(MMA_Atom<SM80_16x8x16_F32F16F16F32_TN>{});
  CHECK(atom_pic.panels[0].rows == 16 && atom_pic.panels[0].cols == 8 && atom_pic.panels[1].cols == 16);

  // A TiledCopy: source, then destination to the right.
  auto copy = make_tiled_copy(Copy_Atom<UniversalCopy<uint64_t>, half_t>{}, Layout<Shape<_4, _8>, Stride<_8, _1>>{},
                              Layout<Shape<_1, _4>>{});
  auto pc = make_picture(copy);
  CHECK(pc.panels.size() == 2 && pc.panels[0].name == "S" && pc.panels[1].name == "D");
  CHECK(pc.panels[0].rows == 4 && pc.panels[0].cols == 32 && pc.panels[1].col0 == 35 && one_cell_per_position(pc.panels[1]));
  CHECK_STR(cell_at(pc.panels[0], 2, 5).label, "T17V1");  // thread 8 m + n / 4, value n % 4
  save("tiled_copy", to_svg(copy));

  // The HTML page: self-contained (no external reference), the SVG inline without its caption.
  std::string html = to_html(l5);
  CHECK(html.starts_with("<!DOCTYPE html>"));
  CHECK(count(html, "<g class=\"cell\"") == 12);
  CHECK(html.find("id=\"show-c1d\"") != std::string::npos && html.find("<script>") != std::string::npos);
  CHECK(count(html, "http") == 1 && count(html, "http://www.w3.org/2000/svg") == 1);  // the SVG namespace only
  CHECK(html.find("class=\"caption\"") == std::string::npos && html.find("<h1>(2,(2,3)):(6,(3,1))</h1>") != std::string::npos);

  // Too large a picture is refused before anything is drawn.
  CHECK_THROWS(make_picture(make_layout(make_shape(1024, 1024))), "the picture would have 1048576 cells, more than 65536");

  // A grid of any function: what a tool with run-time layouts draws.
  auto grid = make_grid_picture("(3,2):(2,1)", 3, 2, [](int r, int c) { return 2 * r + c; }, [](int, int) { return std::string(); });
  CHECK_STR(cell_at(grid.panels[0], 2, 1).title, "row 2, column 1, 1-D coordinate 5, index 5");
  CHECK(cells_match_layout(grid.panels[0], make_layout(make_shape(3, 2), make_stride(2, 1))));

}

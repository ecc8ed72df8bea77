// cute_layout_test.cpp: the cute-layout library against the layout-algebra doc (every example of
// seeds/002: coalesce, composition, complement, divides, products and their tables), CuTe's print
// formats, its error reports, and the algebra's laws on random layouts checked by brute force
// (seed printed; set CUTE_LAYOUT_SEED to change it).
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "drawing.hpp"
#include "evaluator.hpp"

using namespace cute_layout;
namespace R = cute::runtime;
namespace va = cute::detail::value_algebra;

namespace {

int checks = 0, failures = 0;

void check(bool ok, std::string const& what) {
  ++checks;
  if (!ok) {
    ++failures;
    std::string const shown = what.size() > 2000 ? what.substr(0, 2000) + "..." : what;
    std::fprintf(stderr, "FAILED: %s\n", shown.c_str());
  }
}

void check_eval(std::string const& expr, std::string const& expected) {
  std::string const got = evaluate_line(expr);
  check(got == expected, expr + "\n    got:      " + got + "\n    expected: " + expected);
}

// The error line must contain `text` and name the column.
void check_error(std::string const& expr, std::string const& text, std::size_t column) {
  std::string const got = evaluate_line(expr);
  std::string const at = "(column " + std::to_string(column) + ")";
  check(got.starts_with("error: ") && got.find(text) != std::string::npos && got.ends_with(at),
        expr + "\n    got:      " + got + "\n    expected: error: ..." + text + "... " + at);
}

tree layout_of(std::string const& expr) { return to_layout(evaluate(expr)); }

// The table of a rank-2 layout, row by row, as the doc prints it.
void check_table(std::string const& expr, std::vector<std::vector<i64>> const& rows) {
  tree const l = layout_of(expr);
  bool ok = R::size(R::mode(l, 0)) == static_cast<i64>(rows.size());
  for (std::size_t m = 0; ok && m < rows.size(); ++m) {
    ok = R::size(R::mode(l, 1)) == static_cast<i64>(rows[m].size());
    for (std::size_t n = 0; ok && n < rows[m].size(); ++n)
      ok = R::evaluate(l, R::tuple({R::leaf(static_cast<i64>(m)), R::leaf(static_cast<i64>(n))})) == rows[m][n];
  }
  check(ok, "table of " + expr + " (" + R::to_string(l) + ")");
}

void doc_examples() {
  // Coalesce.
  check_eval("coalesce((_2,(_1,_6)):(_1,(_6,_2)))", "12:1");
  check_eval("coalesce((2,(1,6)):(1,(6,2)), (1,1))", "(2,6):(1,2)");
  check_eval("coalesce((2,2):(2,1))", "(2,2):(2,1)");
  check_eval("flatten(((4,3),1):((3,1),0))", "(4,3,1):(3,1,0)");
  check_eval("flatten((4,(4,2)):(4,(1,16)))", "(4,4,2):(4,1,16)");
  // Composition: the worked example, both reshape examples, the by-mode examples.
  check_eval("composition((6,2):(8,2), (4,3):(3,1))", "((2,2),3):((24,2),8)");
  check_eval("composition(20:2, (4,5):(1,4))", "(4,5):(2,8)");
  check_eval("composition(20:2, (4,5):(5,1))", "(4,5):(10,2)");
  check_eval("composition(20:2, (5,4):(4,1))", "(5,4):(8,2)");
  check_eval("composition((10,2):(16,4), (5,4):(1,5))", "(5,(2,2)):(16,(80,4))");
  check_eval("composition((12,(4,8)):(59,(13,1)), <3:4, 8:2>)", "(3,(2,4)):(236,(26,1))");
  check_eval("composition((12,(4,8)):(59,(13,1)), (3,8))", "(3,(4,2)):(59,(13,1))");
  // The six complement examples.
  check_eval("complement(4:1, 24)", "6:4");
  check_eval("complement(6:4, 24)", "4:1");
  check_eval("complement((4,6):(1,4), 24)", "1:0");
  check_eval("complement(4:2, 24)", "(2,3):(1,8)");
  check_eval("complement((2,4):(1,6), 24)", "3:2");
  check_eval("complement((2,2):(1,6), 24)", "(3,2):(2,12)");
  // Divides: 1-D, folding a vector, 2-D, the 12x32x6 printouts.
  check_eval("logical_divide((4,2,3):(2,1,8), 4:2)", "((2,2),(2,3)):((4,1),(2,8))");
  check_eval("logical_divide(16:3, 4:1)", "(4,4):(3,12)");
  check_eval("logical_divide(16:3, 4:4)", "(4,4):(12,3)");
  check_eval("logical_divide(16:3, 4:2)", "(4,(2,2)):(6,(3,24))");
  check_eval("logical_divide(16:3, (2,2):(4,1))", "((2,2),(2,2)):((12,3),(6,24))");
  check_eval("logical_divide((9,(4,8)):(59,(13,1)), <3:3, (2,4):(1,8)>)",
             "((3,3),((2,4),(2,2))):((177,59),((13,2),(26,1)))");
  check_eval("get(logical_divide((9,(4,8)):(59,(13,1)), <3:3, (2,4):(1,8)>), 0)", "(3,3):(177,59)");
  check_eval("composition((9,(4,8)):(59,(13,1)), <3:3, (2,4):(1,8)>)", "(3,(2,4)):(177,(13,2))");
  check_eval("zipped_divide((9,(4,8)):(59,(13,1)), <3:3, (2,4):(1,8)>)",
             "((3,(2,4)),(3,(2,2))):((177,(13,2)),(59,(26,1)))");
  check_eval("logical_divide((_12,_32,_6):(_1,_128,_0), (_4,_8))", "((4,3),(8,4),6):((1,4),(128,1024),0)");
  check_eval("zipped_divide((_12,_32,_6):(_1,_128,_0), (_4,_8))", "((4,8),(3,4,6)):((1,128),(4,1024,0))");
  check_eval("logical_divide((_12,(_4,_8),_6):(_1,(_32,_512),_0), (_4,_8))",
             "((4,3),((4,2),4),6):((1,4),((32,512),1024),0)");
  check_eval("zipped_divide((_12,(_4,_8),_6):(_1,(_32,_512),_0), (_4,_8))",
             "((4,(4,2)),(3,4,6)):((1,(32,512)),(4,1024,0))");
  check_eval("tiled_divide((12,32,6):(1,128,0), (4,8))", "((4,8),3,4,6):((1,128),4,1024,0)");
  check_eval("flat_divide((12,32,6):(1,128,0), (4,8))", "(4,8,3,4,6):(1,128,4,1024,0)");
  // Products: the 1-D example and the 2x2 tile over the 3x4 matrix of tiles.
  check_eval("logical_product((2,2):(4,1), 6:1)", "((2,2),(2,3)):((4,1),(2,8))");
  check_eval("complement((2,2):(4,1), 24)", "(2,3):(2,8)");
  check_eval("blocked_product((2,2):(1,2), (3,4):(4,1))", "((2,3),(2,4)):((1,16),(2,4))");
  check_eval("logical_product((2,2):(1,2), (3,4):(4,1))", "((2,2),(3,4)):((1,2),(16,4))");
  check_eval("raked_product((2,2):(1,2), (3,4):(4,1))", "((3,2),(4,2)):((16,1),(4,2))");
  std::vector<std::vector<i64>> const blocked = {{0, 2, 4, 6, 8, 10, 12, 14},         {1, 3, 5, 7, 9, 11, 13, 15},
                                                 {16, 18, 20, 22, 24, 26, 28, 30}, {17, 19, 21, 23, 25, 27, 29, 31},
                                                 {32, 34, 36, 38, 40, 42, 44, 46}, {33, 35, 37, 39, 41, 43, 45, 47}};
  std::vector<std::vector<i64>> const logical = {{0, 16, 32, 4, 20, 36, 8, 24, 40, 12, 28, 44},
                                                 {1, 17, 33, 5, 21, 37, 9, 25, 41, 13, 29, 45},
                                                 {2, 18, 34, 6, 22, 38, 10, 26, 42, 14, 30, 46},
                                                 {3, 19, 35, 7, 23, 39, 11, 27, 43, 15, 31, 47}};
  std::vector<std::vector<i64>> const raked = {{0, 4, 8, 12, 2, 6, 10, 14},     {16, 20, 24, 28, 18, 22, 26, 30},
                                               {32, 36, 40, 44, 34, 38, 42, 46}, {1, 5, 9, 13, 3, 7, 11, 15},
                                               {17, 21, 25, 29, 19, 23, 27, 31}, {33, 37, 41, 45, 35, 39, 43, 47}};
  check_table("blocked_product((2,2):(1,2), (3,4):(4,1))", blocked);
  check_table("logical_product((2,2):(1,2), (3,4):(4,1))", logical);
  check_table("raked_product((2,2):(1,2), (3,4):(4,1))", raked);
  // Dividing the raked product by <2:3, 2:4> gives the blocked product back; zipped, the logical one.
  check_table("logical_divide(((3,2),(4,2)):((16,1),(4,2)), <2:3, 2:4>)", blocked);
  check_table("zipped_divide(((3,2),(4,2)):((16,1),(4,2)), <2:3, 2:4>)", logical);
  // Evaluation: the print example's 1-D order and layout(1,1).
  check_eval("(2,3):(3,1)(1)", "3");
  check_eval("(_2,_3):(_3,_1)(1,1)", "4");
  for (int i = 0; i < 6; ++i) check_eval("(2,3):(3,1)(" + std::to_string(i) + ")", std::to_string((i % 2) * 3 + i / 2));
}

void more_operations() {
  check_eval("filter((4,1,(2,3)):(1,7,(0,8)))", "(4,3):(1,8)");
  check_eval("filter_zeros((4,(2,3)):(0,(1,0)))", "(1,(2,1)):(0,(1,0))");
  check_eval("filter_zeros((4,(2,3)):(1,(1,2)), (0,(1,0)))", "(1,(2,1)):(1,(1,2))");
  check_eval("filter((4,(2,3)):(1,(0,4)), (1,1))", "(4,3):(1,4)");
  check_eval("composition((4,6):(1,4), 3)", "3:1");
  check_eval("composition((4,6):(1,4), <_, 3>)", "(4,3):(1,4)");
  check_eval("composition((8,8):(8,1), 2:3)", "2:24");  // weak divisibility: still a layout
  check_eval("composition(2:2, 4:1)", "4:2");            // B reaches past A: A's last mode absorbs
  check_eval("composition((4,1):(1,0), 8:1)", "(4,2):(1,0)");
  check_eval("complement((4,6):(1,4))", "1:0");
  check_eval("complement(4:2)", "2:1");
  check_eval("complement(2:1, (3,5))", "10:2");
  check_eval("complement(4:0, 24)", "24:1");
  check_eval("right_inverse((5,2):(0,1))", "2:5");
  check_eval("right_inverse((4,8):(8,1))", "(8,4):(4,1)");
  check_eval("left_inverse((4,8):(1,5))", "(5,8):(1,4)");
  check_eval("left_inverse((4,2):(1,0))", "4:1");
  check_eval("zipped_product((2,2):(1,2), (3,4):(4,1))", "((2,2),(3,4)):((1,2),(16,4))");
  check_eval("tiled_product((2,2):(1,2), <3:1, 4:1>)", "((2,2),3,(2,2)):((1,2),2,(1,4))");
  check_eval("tiled_product((2,2):(1,4), <3:1, 4:1>)", "((2,2),3,4):((1,4),2,1)");
  check_eval("flat_product((2,2):(1,2), <3:1, 4:1>)", "(2,2,3,(2,2)):(1,2,2,(1,4))");
  check_eval("logical_product(2:1, 3)", "(2,3):(1,2)");
  check_eval("blocked_product(2:2, 4:1)", "((2,(2,2))):((2,(1,4)))");
  check_eval("tile_to_shape((2,3):(1,2), (4,9))", "((2,2),(3,3)):((1,6),(2,12))");
  check_eval("tile_to_shape((2,3):(1,2), (4,9), (2,1))", "((2,2),(3,3)):((1,18),(2,6))");
  check_eval("tile_to_shape(2:1, 8)", "((2,(4))):((1,(2)))");
  check_eval("upcast((8,4):(1,8), 2)", "(4,4):(1,4)");
  check_eval("downcast((8,4):(1,8), 2)", "(16,4):(1,16)");
  check_eval("max_common_vector((4,8):(1,4), (4,8):(1,8))", "4");
  check_eval("max_common_layout((4,8):(1,4), (4,8):(1,8))", "4:1");
  check_eval("max_common_vector((4,8):(8,1), (4,8):(1,4))", "1");
  check_eval("nullspace((2,3,4):(0,1,0))", "(2,4):(1,6)");
  check_eval("nullspace((2,3):(1,2))", "1:0");
  check_eval("append((4,2):(1,4), 3:8)", "(4,2,3):(1,4,8)");
  check_eval("append(4:1)", "(4,1):(1,0)");
  check_eval("append(4:1, 1:0, 3)", "(4,1,1):(1,0,0)");
  check_eval("prepend((4,2):(1,4), 3:8)", "(3,4,2):(8,1,4)");
  check_eval("replace((4,2):(1,4), 3:0, 1)", "(4,3):(1,0)");
  check_eval("group((4,2,3):(1,4,8), 1, -1)", "(4,(2,3)):(1,(4,8))");
  check_eval("take((4,2,3):(1,4,8), 1, 3)", "(2,3):(4,8)");
  check_eval("select((4,2,3):(1,4,8), 2, 0)", "(3,4):(8,1)");
  check_eval("take((4,2,3), 0, 2)", "(4,2)");
  // CuTe's template integers as CuTe writes them: the same call with them as trailing arguments.
  check_eval("take<1,3>((4,2,3):(1,4,8))", "(2,3):(4,8)");
  check_eval("take<1,-1>((4,2,3))", "(2,3)");
  check_eval("upcast<2>((8,4):(1,8))", "(4,4):(1,4)");
  check_eval("get<1,0>((2,(3,4)))", "3");
  check_eval("append<4>((2,3), 1)", "(2,3,1,1)");
  check_eval("select<_2,_0>((4,2,3):(1,4,8))", "(3,4):(8,1)");
  check_eval("size((4,(2,3)):(1,(4,8)))", "24");
  check_eval("size((4,(2,3)):(1,(4,8)), 1)", "6");
  check_eval("cosize((4,(2,3)):(1,(4,8)))", "24");
  check_eval("cosize(4:-1)", "4");
  check_eval("rank((4,(2,3)):(1,(4,8)))", "2");
  check_eval("depth((4,(2,3)):(1,(4,8)))", "2");
  check_eval("shape((4,(2,3)):(1,(4,8)))", "(4,(2,3))");
  check_eval("stride((4,(2,3)):(1,(4,8)), 1)", "(4,8)");
  check_eval("(4,(2,3))", "(4,(2,3))");
  check_eval("stride((4,(2,3)))", "(1,(4,8))");
  check_eval("make_layout((1,4,(1,3)))", "(1,4,(1,3)):(0,1,(0,4))");
  check_eval("make_layout(4:1, 2:4)", "(4,2):(1,4)");
  check_eval("(4,(2,3)):(1,(4,8))(5)", "5");
  check_eval("(4,(2,3)):(2,(1,8))(13)", "11");
  check_eval("(4,(2,3)):(1,(4,8))(1,(1,2))", "21");
  check_eval("(4,(2,3)):(1,(4,8))((1,(1,2)))", "21");
  check_eval("(4,2):(2,1)(1,1)", "3");
  check_eval("4:2(3)", "6");
  check_eval("composition((6,2):(8,2), (4,3):(3,1))(3)", "26");
  check_eval("(2,3):(3,1)(_,1)", "(2):(3)");
  check_eval("(2,(3,4)):(1,(2,6))(1,(_,2))", "(3):(2)");
  check_eval("(4,2)(5)", "5");
  check_eval("(4,2):(1,4)(9)", "9");  // the last mode absorbs what lies beyond the size
  check_eval("<3:3, (2,4):(1,8), _>", "(3:3,(2,4):(1,8),_)");
  check_eval(" coalesce ( ( 2 , 3 ) : ( 1 , 2 ) ) ", "6:1");
}

void errors() {
  check_error("", "empty expression", 1);
  check_error("coalesce(", "expected an expression", 10);
  check_error("coalesce((2,3):(1,2)", "expected ')'", 21);
  check_error("(2,3):(1,2) 4", "unexpected the integer 4 after the expression", 13);
  check_error("(2,3", "expected ')'", 5);
  check_error("()", "empty tuple", 1);
  check_error("<>", "empty tiler", 1);
  check_error("4 $", "unexpected character '$'", 3);
  check_error("-x", "'-' must be followed by digits", 1);
  check_error("frobnicate(4:1)", "unknown function 'frobnicate'", 1);
  check_error("size(composition(4:1, 3:1, 2:1))", "composition takes 2 arguments, got 3", 6);
  check_error("complement()", "complement takes 1 to 2 arguments, got 0", 1);
  check_error("(4,2):(1)", "not congruent", 1);
  check_eval("(4,0):(1,4)", "(4,0):(1,4)");  // extent 0: an empty layout, as in the library
  check_error("(4,-2):(1,4)", "an extent is negative", 1);
  check_error("(4,(2:1)):(1,(1))", "must be integers or tuples", 5);
  check_error("99999999999999999999", "out of the 64-bit range", 1);
  check_error("size((4294967296,4294967296))", "integer overflow", 1);
  check_error("cosize(2:9223372036854775807)", "integer overflow", 1);
  check_error("composition(4:4611686018427387904, 4:2)", "integer overflow", 1);
  check_error(std::string(70, '(') + "1" + std::string(70, ')'), "nests deeper than 64 levels", 65);
  check_error("coalesce(coalesce(" + std::string(64, '(') + "1" + std::string(64, ')') + "))", "nests deeper", 79);
  std::string chain = "4:1";
  for (int i = 0; i < 70; ++i) chain += "(0)";
  check_error(chain, "nests deeper", 191);
  // Violated preconditions.
  check_error("composition((4,6):(1,8), 3:6)", "the divisibility condition fails", 1);
  check_error("composition((4,6):(1,8), 3:-6)", "the divisibility condition fails", 1);
  check_error("composition((8,8):(8,1), 6:3)", "B's walk leaves a mode of A", 1);
  check_error("composition((3,4):(1,6), 4:1)", "the divisibility condition fails", 1);
  check_error("composition((4,4):(1,10), (2,2):(3,2))", "B's modes together overrun a mode of A", 1);
  check_error("composition((2,2):(1,4), (2,2):(2,-1))", "B's modes together overrun a mode of A", 1);
  check_eval("composition((4,4):(1,8), (2,2):(1,-1))", "(2,2):(1,-1)");  // both signs, and still A o B
  check_eval("composition((7,7):(0,8), 6:4)", "(2,3):(0,8)");            // a stride-0 mode of A
  check_error("complement((2,4):(12,2), 24)", "no layout is the complement", 1);
  check_error("complement(4:1, (3,2,6))", "divided mode by mode", 1);
  check_error("logical_divide((4,6):(1,8), 3:6)", "logical_divide: no layout is A o B", 1);
  check_error("composition((4,6):(1,4), <2,3,4>)", "the tiler has more modes than the layout", 1);
  check_error("complement((2,2):(2,3), 8)", "not injective", 1);
  check_error("complement(4:-1, 8)", "negative stride", 1);
  check_eval("complement(4:1, 0)", "0:4");
  check_error("left_inverse((2,3):(3,2))", "not injective", 1);
  check_error("left_inverse((2,2):(1,1))", "not injective", 1);
  check_error("left_inverse((4,2):(-1,2))", "not injective", 1);  // mixed signs; all negated is CuTe's case:
  check_eval("left_inverse(4:-1)", "4:-1");
  check_eval("left_inverse((4,2):(-2,-8))", "(2,8):(0,-1)");
  check_error("upcast((8,4):(1,3), 2)", "neither divides nor is a multiple of the factor", 1);
  check_error("upcast(8:1, 0)", "factor must be positive", 1);
  check_eval("downcast((8,4):(2,8), 2)", "(8,4):(4,16)");
  check_error("tile_to_shape((2,3):(1,2), (4,8))", "does not divide", 1);
  check_error("tile_to_shape((2,3,4):(1,2,6), (4,9))", "more modes than the target shape", 1);
  check_eval("raked_product((3):(3), 6:1)", "(((3,2),(3))):(((1,9),(3)))");  // CuTe: mismatched ranks
  check_error("zipped_divide((4,6):(1,4), <2, _>)", "not of rank 2", 1);
  check_error("take((4,2):(1,4), 1, 1)", "empty or out of bounds", 1);
  check_error("take<>((4,2))", "expected an integer among the template arguments of 'take', found '>'", 6);
  check_error("take<1,x>((4,2))", "expected an integer among the template arguments of 'take', found 'x'", 8);
  check_error("take<1,3((4,2))", "expected '>' to close the template arguments of 'take', found '('", 9);
  check_error("upcast<2,3>((8,4):(1,8))", "upcast takes 2 arguments, got 3", 1);
  check_error("select((4,2):(1,4), 2)", "out of range", 1);
  check_error("replace((4,2):(1,4), 3:1, 5)", "out of range", 1);
  check_error("size((4,2):(1,4), 2)", "out of range", 1);
  check_error("(4,2):(1,4)(1,2,3)", "does not match the rank", 12);
  check_error("(4,2):(1,4)(1:1)", "must be integers or tuples", 13);
  check_error("coalesce(<1,2>)", "must be a layout or a shape, got a tiler", 1);
  check_error("upcast(8:1, (2,2))", "must be an integer", 1);
  check_error("append((4,2), 3, 5000)", "more than 4096 modes", 1);
  std::string ones = "(1", zeros = "(0";
  for (int i = 1; i < 3000; ++i) ones += ",1", zeros += ",0";
  check_error("append(4:1, " + ones + "):" + zeros + "), 3)", "more than 4096 modes", 1);
  check_error("make_layout(" + std::string(5000, '1') + ")", "out of the 64-bit range", 13);
  std::string wide = "(";
  for (int i = 0; i < 5000; ++i) wide += i ? ",1" : "1";
  check_error(wide + ")", "more than 4096 modes", 1);
  check_error("(2,3):(3,1)(_,_,_)", "does not match the rank", 12);
}

void rendering() {
  auto const print_layout = [](tree const& l) { return draw(l, drawing::table); };
  check(print_layout(layout_of("(2,3):(3,1)")) ==
            "(2,3):(3,1)\n"
            "      0   1   2 \n"
            "    +---+---+---+\n"
            " 0  | 0 | 1 | 2 |\n"
            "    +---+---+---+\n"
            " 1  | 3 | 4 | 5 |\n"
            "    +---+---+---+\n",
        "print_layout of (2,3):(3,1)");
  check(print_layout(layout_of("2:3")) ==
            "2:3\n"
            "      0 \n"
            "    +---+\n"
            " 0  | 0 |\n"
            "    +---+\n"
            " 1  | 3 |\n"
            "    +---+\n",
        "print_layout of the rank-1 2:3");
  std::string const latex = draw(layout_of("3:2"), drawing::latex);
  check(latex.starts_with("% Layout: (3,1):(2,0)\n\\documentclass[convert]{standalone}\n"), "print_latex of 3:2");
  check(latex.find("\\node[fill=black!10] at (2,0) {4};\n") != std::string::npos, "print_latex cell");
  bool refused = false;
  try {
    (void)print_layout(layout_of("(2,2,2):(1,2,4)"));
  } catch (Error const&) {
    refused = true;
  }
  check(refused, "print_layout refuses rank 3");
  refused = false;
  try {
    (void)print_layout(layout_of("(2048,1024):(1,2048)"));
  } catch (Error const& e) {
    refused = std::string(e.what()).find("cells") != std::string::npos;
  }
  check(refused, "print_layout refuses more than 1<<20 cells");
}

// ---- the laws, on random layouts ----

struct Random {
  std::mt19937_64 gen;
  i64 below(i64 n) { return static_cast<i64>(gen() % static_cast<std::uint64_t>(n)); }
  template <class T>
  T pick(std::vector<T> const& v) {
    return v[static_cast<std::size_t>(below(static_cast<i64>(v.size())))];
  }
  bool zeros = false;  // extents of 0 too
  tree shape(int level = 0) {
    if (level >= 2 || below(10) < 6) return R::leaf(zeros && below(20) == 0 ? 0 : pick<i64>({1, 2, 2, 3, 4, 4, 6, 8}));
    std::vector<tree> e;
    for (i64 n = pick<i64>({1, 2, 2, 3}); n > 0; --n) e.push_back(shape(level + 1));
    return R::tuple(e);
  }
  // Compact, permuted, gapped or random strides; sometimes one negative.
  tree layout(bool negative = false) {
    tree l = shape();
    std::vector<int> leaves;  // the leaves' positions
    for (int q = 0; q < l.n; ++q)
      if (l.rank[q] == va::leaf) leaves.push_back(q);
    std::vector<int> order = leaves;
    i64 const kind = below(4);
    std::shuffle(order.begin(), order.end(), gen);
    i64 cur = 1;
    for (int q : order) {
      if (kind == 2) cur *= pick<i64>({1, 1, 2, 3});
      l.stride[q] = kind == 3 ? pick<i64>({0, 1, 2, 3, 4, 6, 8, 12, 16}) : cur;
      cur *= l.shape[q];
    }
    if (negative && below(10) < 3) l.stride[leaves[static_cast<std::size_t>(below(static_cast<i64>(leaves.size())))]] *= -1;
    return l;
  }
};

i64 at(tree const& l, i64 i) { return R::evaluate(l, i); }

// How many points of a function the laws compare (all of them, up to this many).
i64 points(tree const& l) { return std::min<i64>(R::size(l), 1024); }

bool compatible(tree const& a, int p, tree const& b, int q) {  // CuTe's compatible(a, b), of shapes
  if (a.rank[p] == va::leaf) return a.shape[p] == R::size(va::subtree(b, q));
  if (b.rank[q] != a.rank[p]) return false;
  for (int i = 0; i < a.rank[p]; ++i)
    if (!compatible(a, va::child(a, p, i), b, va::child(b, q, i))) return false;
  return true;
}

template <class F>
bool holds(F f) {
  try {
    return f();
  } catch (cute::error const&) {
    return true;  // a refused case is not a counterexample
  }
}

void laws(std::uint64_t seed, int rounds) {
  Random r{std::mt19937_64(seed)};
  r.zeros = true;
  int composed = 0, complemented = 0;
  for (int round = 0; round < rounds; ++round) {
    tree const a = r.layout(true), b = r.layout(true);
    std::string const ctx = " [seed " + std::to_string(seed) + ", round " + std::to_string(round) + "] A = " +
                            R::to_string(a) + ", B = " + R::to_string(b);
    // coalesce keeps the function on the domain and flattens.
    check(holds([&] {
            tree const c = R::coalesce(a);
            for (i64 i = 0; i < points(a); ++i)
              if (at(c, i) != at(a, i)) return false;
            return R::size(c) == R::size(a) && R::depth(c) <= 1;
          }),
          "coalesce law" + ctx);
    // composition: compatible with B, and R(i) == A(B(i)).
    try {
      tree const c = R::composition(a, R::tiler_layout(b));
      ++composed;
      bool ok = compatible(b, 0, c, 0);
      for (i64 i = 0; ok && i < points(b); ++i) ok = at(c, i) == at(a, at(b, i));
      check(ok, "composition law: " + R::to_string(c) + ctx);
    } catch (cute::error const&) {
    }
    // complement: ordered, disjoint from A, and with A it reaches the cotarget.
    tree const inj = r.layout();
    i64 const m = r.pick<i64>({1, 8, 24, 64, 96});
    try {
      tree const c = R::complement(inj, R::leaf(m));
      ++complemented;
      if (R::size(inj) <= 65536) {  // the whole image, for disjointness
        std::set<i64> image;
        for (i64 i = 0; i < R::size(inj); ++i) image.insert(at(inj, i));
        bool ok = R::cosize(R::tuple({inj, c})) >= m;
        for (i64 i = 1; ok && i < points(c); ++i) ok = at(c, i - 1) < at(c, i) && !image.contains(at(c, i));
        check(ok, "complement law: complement(" + R::to_string(inj) + ", " + std::to_string(m) + ") = " + R::to_string(c) + ctx);
      }
    } catch (cute::error const&) {
    }
    // right_inverse: L(R(i)) == i; left_inverse: R(L(i)) == i when injective, L(R(L(i))) == L(i).
    check(holds([&] {
            tree const ri = R::right_inverse(a);
            for (i64 i = 0; i < points(ri); ++i)
              if (at(a, at(ri, i)) != i) return false;
            return true;
          }),
          "right_inverse law" + ctx);
    check(holds([&] {
            tree const li = R::left_inverse(inj);
            for (i64 i = 0; i < points(inj); ++i)
              if (at(inj, at(li, at(inj, i))) != at(inj, i)) return false;
            return true;
          }),
          "left_inverse law (inverse of " + R::to_string(inj) + ")" + ctx);
    // logical_divide: mode 0 is the composition with the tiler; logical_product: mode 0 is A.
    check(holds([&] {
            tree const d = R::divide(a, R::tiler_layout(inj), R::arrangement::logical);
            tree const c = R::composition(a, R::tiler_layout(inj));
            for (i64 i = 0; i < points(c); ++i)
              if (at(R::mode(d, 0), i) != at(c, i)) return false;
            return R::size(R::mode(d, 0)) == R::size(c);
          }),
          "logical_divide law" + ctx);
    check(holds([&] {
            tree const p = R::product(inj, R::tiler_layout(b), R::arrangement::logical);
            return R::to_string(R::mode(p, 0)) == R::to_string(inj) && R::size(p) == R::size(inj) * R::size(b);
          }),
          "logical_product law" + ctx);
    // max_common_layout: a(R(i)) == i == b(R(i)); nullspace: L(N(i)) == 0.
    check(holds([&] {
            tree const c = R::max_common_layout(a, b);
            for (i64 i = 0; i < points(c); ++i)
              if (at(a, at(c, i)) != i || at(b, at(c, i)) != i) return false;
            return R::size(c) == R::max_common_vector(a, b);
          }),
          "max_common_layout law" + ctx);
    check(holds([&] {
            tree const n = R::nullspace(a);
            for (i64 i = 0; i < points(n); ++i)
              if (at(a, at(n, i)) != 0) return false;
            return true;
          }),
          "nullspace law" + ctx);
  }
  check(composed > rounds / 4 && complemented > rounds / 4, "enough random cases succeed");
}

}  // namespace

// The predicates against enumeration, on layouts with negative and zero strides and extents 0 and 1.
void predicates(std::uint64_t seed, int rounds) {
  Random r{std::mt19937_64(seed + 1)};
  r.zeros = true;
  for (int round = 0; round < rounds; ++round) {
    tree const l = r.layout(true);
    i64 const n = R::size(l);
    std::map<i64, int> hits;
    for (i64 i = 0; i < n; ++i) ++hits[at(l, i)];
    bool injective = true;
    for (auto const& [x, k] : hits) injective = injective && k == 1;
    i64 const m = r.pick<i64>({0, 1, 2, 4, 8, 16, n, n + 1});
    bool surjective = true;
    for (i64 x = 0; x < m; ++x) surjective = surjective && hits.count(x) == 1;
    std::string const ctx = " [seed " + std::to_string(seed) + ", round " + std::to_string(round) + "] " + R::to_string(l) + ", " +
                            std::to_string(m);
    check(R::is_injective(l) == injective, "is_injective" + ctx);
    check(R::is_surjective(l, m) == surjective, "is_surjective" + ctx);
    check(R::is_bijective(l, m) == (injective && surjective && n == m), "is_bijective" + ctx);
    check(R::is_compact(l) == (injective && hits.size() == static_cast<std::size_t>(n) &&
                               (n == 0 || (hits.begin()->first == 0 && hits.rbegin()->first == n - 1))),
          "is_compact" + ctx);
  }
}

int main() {
  std::uint64_t seed = 20250706;
  if (char const* s = std::getenv("CUTE_LAYOUT_SEED")) seed = std::strtoull(s, nullptr, 10);
  std::printf("cute_layout_test: seed %llu (set CUTE_LAYOUT_SEED to change)\n", static_cast<unsigned long long>(seed));
  doc_examples();
  more_operations();
  errors();
  rendering();
  laws(seed, 1500);
  predicates(seed, 3000);
  std::printf("%d checks, %d failed\n", checks, failures);
  return failures == 0 ? 0 : 1;
}

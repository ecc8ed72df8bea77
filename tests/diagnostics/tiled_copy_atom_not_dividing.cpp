// A copy atom that does not divide the tile: a 16-byte copy (8 halves) for threads that copy 4 each.
// expect: make_tiled_copy: the copy atom does not divide the tile
#include <cute/cute.hpp>
using namespace cute;
auto tc = make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, half_t>{}, Layout<Shape<_16, _8>>{}, Layout<Shape<_1, _4>>{});

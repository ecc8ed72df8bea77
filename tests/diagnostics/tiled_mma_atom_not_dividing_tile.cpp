// A TiledMMA whose atom does not divide the tile: two 16-row atoms along M, permuted to 48 rows.
// max-lines: 15
// expect: the atom does not divide the tile
#include <cute/cute.hpp>
using namespace cute;
auto mma = make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2, _2, _1>>{}, make_tile(_48{}, _32{}, _16{}));

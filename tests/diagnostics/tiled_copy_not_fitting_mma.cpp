// A TiledCopy whose tile does not fit the TiledMMA it feeds: ldmatrix.x4 gives each thread 8 values of
// B, but a 2x2 TiledMMA of 16x8x16 atoms (no permutation) holds only 4 of B per thread.
// expect: the TiledCopy does not fit the TiledMMA it feeds
#include <cute/cute.hpp>
using namespace cute;
auto mma = make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2, _2, _1>>{});
auto s2r = make_tiled_copy_B(Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}, mma);

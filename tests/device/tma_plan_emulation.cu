// The TMA plans of CTA tiles checked on the host, no GPU needed (nvcc, for <cuda.h>): for each tile of
// a global layout and each box the plan issues, the elements a TMA box would move (the tensor map's
// dimensions and strides from detail::tma_gmem_dims, the box's coordinates from TmaCopy::box_coords,
// elements out of bounds skipped) must be exactly the tile's: shared-memory offset slayout(t) from
// global address zipped_divide(g, tile)(t, b), byte for byte (also where the TMA moves the elements
// as another type). Covers a mode of shared memory over several leaves, boxes cut inside a leaf,
// whole leaves coalesced into one dimension (up to 256 elements), a broadcast mode, leaves sharing the last dimension;
// and create_tma_multicast_mask's masks.
#include <cute/cute.hpp>
#include <cute/atom.hpp>
#include <cute/atom/copy_traits_sm90_tma.hpp>

#include <cstdio>
#include <map>

using namespace cute;

template <class T, class SLayout, class Tile, class U = T, class GLayout>
int check(char const* name, GLayout const& g) {
  using GS = std::remove_cvref_t<decltype(g.shape())>;
  using GD = std::remove_cvref_t<decltype(g.stride())>;
  constexpr int R = detail::tma_leaf_count<std::conditional_t<is_tuple_v<GS>, GS, tuple<GS>>>();
  using Tma = TmaCopy<SM90_TMA_LOAD, T, R, SLayout, detail::tma_tiling<Tile, GS, GD>, U>;
  constexpr auto plan = Tma::plan;
  static_assert(plan.error == detail::tma_box_error::none);
  Tma tma{};
  auto gt = make_tensor(make_gmem_ptr((T*)nullptr), g);
  unsigned long long dims[5] = {}; long long el[5] = {};
  if constexpr (plan.tail_count != 0) detail::tma_gmem_dims<Tma>(gt, dims, el, tma.tail_mult_);
  else detail::tma_gmem_dims<Tma>(gt, dims, el, nullptr);
  // dims[0] counts elements of U; the other strides elements of T.
  long long num = detail::tma_elem_num<T, U>, den = detail::tma_elem_den<T, U>;
  auto zl = zipped_divide(g, Tile{});
  auto idt = zipped_divide(make_identity_tensor(shape(g)), Tile{});
  int errors = 0;
  for (int b = 0; b < int(size<1>(zl)); ++b) {
    std::map<long long, long long> expect, got;  // smem byte offset -> global byte address
    for (int t = 0; t < int(size<0>(zl)); ++t) expect[long(SLayout{}(t)) * sizeof(T)] = long(zl(t, b)) * sizeof(T);
    std::int32_t crd[R];
    detail::tma_coords<Tma>(idt(_, b), crd);
    for (int B = 0; B < plan.boxes; ++B) {
      std::int32_t at[R], c[Tma::dims];
      for (int m = 0; m < R; ++m) at[m] = crd[m] + std::int32_t(plan.rest_crd(B, m));
      tma.box_coords(at, c);
      c[0] = c[0] * num / den;
      long long box[5];
      for (int j = 0; j < plan.dims; ++j) box[j] = plan.box[j];
      box[0] = box[0] * num / den;
      long long vol = 1; for (int j = 0; j < plan.dims; ++j) vol *= box[j];
      for (long long i = 0; i < vol; ++i) {
        long long r = i, addr = 0; bool in = true;
        for (int j = 0; j < plan.dims; ++j) {
          long long x = c[j] + r % box[j]; r /= box[j];
          if (x < 0 || x >= (long long)dims[j]) in = false;
          addr += x * (j == 0 ? (long long)sizeof(U) : el[j] * (long long)sizeof(T));
        }
        long long sm = plan.rest_smem(B) * sizeof(T) + i * sizeof(U);
        if (in) got[sm] = addr;
      }
    }
    // Each element of T: where the box's element of U holding its first byte put it.
    for (auto [s, a] : expect) {
      long long s0 = s - s % (long long)sizeof(U);
      auto it = got.find(s0);
      long long ga = it == got.end() ? -1 : it->second + (s - s0);
      if (sizeof(U) < sizeof(T)) ga = got.count(s) ? got[s] : -1;
      if (ga != a && ++errors <= 3) std::printf("  %s tile %d smem %lld: got %lld expected %lld\n", name, b, s, ga, a);
    }
  }
  std::printf("TMA plan %-48s %d dims, %d boxes: %s\n", name, plan.dims, plan.boxes, errors ? "FAILED" : "ok");
  return errors != 0;
}

int main() {
  int f = 0;
  using H = half_t;
  auto g1 = make_layout(make_shape(make_shape(24, 12), make_shape(16, 6)));
  using T1 = Shape<Shape<_8, _4>, Shape<_16, _2>>;
  f += check<H, Layout<Shape<_32, _32>>, T1>("((24,12),(16,6)) by ((8,4),(16,2))", g1);
  f += check<float, Layout<Shape<Shape<_4, _8>, _32>, Stride<Stride<_1, _128>, _4>>, T1>("the same, boxes cut inside a leaf", g1);
  f += check<float, Layout<Shape<_64, _8>>, Shape<_64, _8>>("((_4,32),40) by (64,8), float", make_layout(make_shape(make_shape(_4{}, 32), 40)));
  f += check<H, Layout<Shape<_64, _8>>, Shape<_64, _8>>("((_2,64),40) by (64,8), half", make_layout(make_shape(make_shape(_2{}, 64), 40)));
  f += check<H, Layout<Shape<_32, _8>, Stride<_1, _0>>, Shape<_32, _8>>("a broadcast mode", make_layout(make_shape(64, make_shape(_8{}, 6)), make_stride(_1{}, make_stride(_0{}, 64))));
  f += check<H, Layout<Shape<_32, _32>>, Shape<Shape<_32>, Shape<_16, _2>>>("nine leaves", make_layout(make_shape(make_shape(32, 3, 2, 2, 2), make_shape(16, 2, 3, 2))));
  f += check<H, Layout<Shape<_32, _16>>, Shape<_32, _16>, std::uint32_t>("half as u32", make_layout(make_shape(64, 48)));
  f += check<H, Layout<Shape<_32, _16>>, Shape<_32, _16>, std::uint8_t>("half as u8", make_layout(make_shape(64, 48)));
  auto s44 = Layout<Shape<_4, _4>, Stride<_1, _4>>{};
  f += check<std::int8_t, decltype(s44), Shape<_4, _4>>("int8 4x4 blocks of a 12x8 blocked layout", blocked_product(s44, make_layout(make_shape(3, 2))));
  f += check<std::int8_t, Layout<Shape<_16, Shape<_8, _16>>, Stride<_8, Stride<_1, _128>>>, Shape<_16, _128>>(
      "int8 interleaved by 8", make_layout(make_shape(64, make_shape(_8{}, 64)), make_stride(_8{}, make_stride(_1{}, 512))));
  // Whole leaves coalesce only up to TMA's 256 per dimension: CuTe's static 32x32 tile (two
  // dimensions), and a chain of leaves (leaves 0-1 in one dimension, 2-3 in another).
  f += check<float, Layout<Shape<_32, _32>>, Shape<_32, _32>>("static (_32,_32):(_1,_32), float", Layout<Shape<_32, _32>>{});
  f += check<H, Layout<Shape<_16, _32>>, Shape<_16, _32>, std::uint32_t>("static (_16,_32) half as u32 (one dimension)", Layout<Shape<_16, _32>>{});
  f += check<std::int8_t, Layout<Shape<_4, _4, _64, _4>>, Shape<_4, _4, _64, _4>>(
      "int8 chain (_4,_4,_64,_4) x 2", make_layout(make_shape(_4{}, _4{}, _64{}, make_shape(_4{}, 2))));
  f += check<std::int8_t, Layout<Shape<_4, _4>>, Shape<_4, _4>>("blocked", make_layout(make_shape(make_shape(_4{}, 3), make_shape(_4{}, 5)), make_stride(make_stride(_1{}, _16{}), make_stride(_4{}, _48{}))));
  // create_tma_multicast_mask: the blocks of a (1, 2, 2, 1) cluster layout (V, M, N, K) that share
  // block (0, 1, 0, 0)'s loads along N are ranks 1 and 3; along M and N, all four.
  auto const vmnk = Layout<Shape<_1, _2, _2, _1>>{};
  int const masks[] = {create_tma_multicast_mask<2>(vmnk, make_coord(0, 1, 0, 0)),
                       create_tma_multicast_mask<1, 2>(vmnk, make_coord(0, 1, 1, 0)),
                       create_tma_multicast_mask(Layout<_4, _2>{}, Underscore{}), create_tma_multicast_mask<1>(vmnk, make_coord(0, 0, 1, 0))};
  int const expected[] = {0b1010, 0b1111, 0b1010101, 0b1100};
  for (int i = 0; i < 4; ++i)
    if (masks[i] != expected[i]) std::printf("create_tma_multicast_mask case %d: %#x, expected %#x\n", i, masks[i], expected[i]), ++f;
  std::printf("create_tma_multicast_mask: %s\n", f ? "FAILED" : "ok");
  return f == 0 ? 0 : 1;
}

// Bounds checks of tensors (CUTE_CHECKS, the host's default): element access (R-D, h-D and 1-D
// coordinates), slicing, local_tile, local_partition and owning tensors check their coordinates or
// capacity against the shape, and the error names the mode out of range. In-range accesses,
// including the tiles past the edge of a shape that the tiler does not divide, still work.
#include <cute/cute.hpp>

#include <array>

#include "check.hpp"

using namespace cute;

int main() {
  std::array<float, 64> buffer{};
  for (int i = 0; i < 64; ++i) buffer[i] = float(i);
  float* const data = buffer.data();

  // An 8x4 column-major view.
  auto t = make_tensor(data, make_layout(make_shape(8, 4)));
  CHECK_THROWS(&t(100, 100), "Tensor: coordinate 100 of mode 0 is out of range [0, 8)");
  CHECK_THROWS(t(7, 4), "Tensor: coordinate 4 of mode 1 is out of range [0, 4)");
  CHECK_THROWS(t(-1, 0), "Tensor: coordinate -1 of mode 0 is out of range [0, 8)");
  CHECK_THROWS(t(make_coord(8, 0)), "coordinate 8 of mode 0");
  CHECK_THROWS(t[32], "Tensor: index 32 is out of range [0, 32)");
  CHECK_THROWS(t(32), "Tensor: index 32 is out of range [0, 32)");
  CHECK(t(7, 3) == 31.0f && t[31] == 31.0f && t(0, 0) == 0.0f && &t(7, 3) == data + 31);
  // Unsigned coordinates (threadIdx.x) are checked as their values.
  CHECK_THROWS(t(8u, 0u), "coordinate 8 of mode 0");
  CHECK(t(7u, 3u) == 31.0f);

  // Slicing: the integers of the coordinate are checked, `_` keeps its mode.
  CHECK_THROWS(t(_, 4), "Tensor: coordinate 4 of mode 1 is out of range [0, 4)");
  CHECK_THROWS(t(8, _), "Tensor: coordinate 8 of mode 0 is out of range [0, 8)");
  auto column = t(_, 3);
  CHECK(column(7) == 31.0f);
  CHECK_THROWS(column(8), "Tensor: index 8 is out of range [0, 8)");

  // Hierarchical shapes: the path of the mode, and a 1-D coordinate into a tuple mode.
  auto h = make_tensor(data, make_layout(make_shape(make_shape(2, 4), 4)));
  CHECK_THROWS(h(make_coord(make_coord(1, 4), 0)), "Tensor: coordinate 4 of mode (0,1) is out of range [0, 4)");
  CHECK_THROWS(h(make_coord(8, 0)), "Tensor: coordinate 8 of mode 0 is out of range [0, 8)");
  CHECK(h(make_coord(make_coord(1, 3), 3)) == 31.0f && h(make_coord(7, 3)) == 31.0f);

  // Static shapes too (checked at run time: the access may sit in code a run-time test guards).
  auto s = make_tensor(data, Layout<Shape<_8, _4>>{});
  CHECK_THROWS(s(_8{}, _0{}), "Tensor: coordinate 8 of mode 0 is out of range [0, 8)");
  CHECK_THROWS(s(3, 5), "coordinate 5 of mode 1");
  CHECK(s(_7{}, _3{}) == 31.0f);

  // local_tile: the tile coordinate against the number of tiles along each mode.
  CHECK_THROWS(local_tile(t, make_shape(4, 2), make_coord(5, 5)),
               "local_tile (tile coordinate): coordinate 5 of mode 0 is out of range [0, 2)");
  CHECK_THROWS(local_tile(t, make_shape(4, 2), make_coord(1, 2)), "coordinate 2 of mode 1 is out of range [0, 2)");
  CHECK_THROWS(local_tile(t, make_shape(4, 2), 4), "local_tile (tile coordinate): index 4 is out of range [0, 4)");
  CHECK_THROWS(local_tile(t, Shape<_4, _2>{}, make_coord(_, 2)), "coordinate 2 of mode 1");
  auto tile = local_tile(t, make_shape(4, 2), make_coord(1, 1));
  CHECK(tile(3, 1) == 31.0f);
  CHECK_THROWS(tile(4, 0), "Tensor: coordinate 4 of mode 0 is out of range [0, 4)");
  // A tiler that does not divide the shape: the last tile hangs over the edge, and is still a tile.
  auto ragged = local_tile(make_tensor(data, make_layout(make_shape(6, 4))), make_shape(4, 4), make_coord(1, 0));
  CHECK(ragged(0, 0) == 4.0f);
  CHECK_THROWS(local_tile(make_tensor(data, make_layout(make_shape(6, 4))), make_shape(4, 4), make_coord(2, 0)),
               "coordinate 2 of mode 0 is out of range [0, 2)");

  // local_partition: the thread index against the thread layout, then the thread's share.
  CHECK_THROWS(local_partition(t, make_layout(make_shape(2, 2)), 4),
               "local_partition (thread index): index 4 is out of range [0, 4)");
  CHECK_THROWS(local_partition(t, make_layout(make_shape(2, 2)), -1), "index -1 is out of range [0, 4)");
  auto part = local_partition(t, make_layout(make_shape(2, 2)), 3);  // thread (1,1): rows 1,3,5,7 of columns 1,3
  CHECK(size(part) == 8 && part(3, 1) == 31.0f);
  CHECK_THROWS(part(4, 0), "Tensor: coordinate 4 of mode 0 is out of range [0, 4)");
  // With a projection, the index is still one of the whole thread layout (thread 3 of (2,2) is row 1).
  auto rows = local_partition(t, make_layout(make_shape(2, 2)), 3, Step<_1, X>{});
  CHECK(size(rows) == 16 && &rows(0, 0) == &t(1, 0));
  CHECK_THROWS(local_partition(t, make_layout(make_shape(2, 2)), 4, Step<_1, X>{}), "index 4 is out of range [0, 4)");

  // Owning tensors: a dynamic layout within the capacity (a static one is a compile error,
  // tests/diagnostics/owning_tensor_capacity.cpp).
  CHECK_THROWS((make_tensor<float, 16>(make_layout(make_shape(10, 10)))),
               "make_tensor: the layout's cosize 100 is more than the capacity 16");
  auto owned = make_tensor<float, 16>(make_layout(make_shape(4, 4)));
  owned(0, 0) = 0.0f;
  owned(3, 3) = 1.0f;
  CHECK(owned(3, 3) == 1.0f);
  CHECK_THROWS(owned(4, 0), "coordinate 4 of mode 0");
  auto registers = make_tensor<float>(Layout<Shape<_2, _3>>{});
  CHECK_THROWS(registers(0, 3), "Tensor: coordinate 3 of mode 1 is out of range [0, 3)");

  return cute_test::report();
}

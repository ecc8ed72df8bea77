// Static layouts, composed layouts, tensors, TiledMMAs and TiledCopies passed to kernels by value, as
// CuTe's tutorials do. nvcc rejects a kernel parameter whose class holds a [[no_unique_address]] member
// ("Empty parameter types are not supported"), so this file compiling is half of the test; the kernel
// then evaluates each parameter on the device and the host compares with the same evaluation.
// Without a GPU the program exits 77, which ctest reports as skipped.
#include <cute/cute.hpp>

#include <cstdio>
#include <cuda_runtime.h>

#include "cuda_check.hpp"

using namespace cute;

using StaticLayout = Layout<Shape<_8, _4>, Stride<_4, _1>>;
using Swizzled = decltype(composition(Swizzle<2, 0, 2>{}, Layout<Shape<_8, _4>, Stride<_4, _1>>{}));
using Mma = decltype(make_tiled_mma(UniversalFMA<float, float, float, float>{}, Layout<Shape<_8, _4, _1>>{}));
using Copy = decltype(make_tiled_copy(Copy_Atom<UniversalCopy<float>, float>{}, Layout<Shape<_8, _4>>{}, Layout<Shape<_1, _1>>{}));
static_assert(std::is_empty_v<StaticLayout> && std::is_empty_v<Swizzled> && std::is_empty_v<Mma>);
static_assert(sizeof(Tensor<ViewEngine<float*>, StaticLayout>) == sizeof(float*));

constexpr int kValues = 5;

// Each thread of 32 writes kValues values that depend on every parameter.
template <class L, class S, class T, class M, class C>
__global__ void use_params(L layout, S swizzled, T tensor, M mma, C copy, int* out) {
  int const t = threadIdx.x;
  int* o = out + t * kValues;
  o[0] = layout(t);
  o[1] = swizzled(t);
  o[2] = static_cast<int>(tensor(t));
  o[3] = size(mma) + size(copy);
  auto thr = mma.get_slice(t);
  auto c = thr.partition_C(make_identity_tensor(Shape<_8, _4>{}));
  o[4] = get<0>(c(0)) * 10 + get<1>(c(0));
}

int main() {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("kernel_params: no GPU here, skipped\n");
    return 77;
  }
  constexpr int threads = 32;
  float host_in[threads];
  for (int i = 0; i < threads; ++i) host_in[i] = float(3 * i + 1);
  float* in = nullptr;
  int* out = nullptr;
  CUDA_CHECK(cudaMalloc(&in, sizeof(host_in)));
  CUDA_CHECK(cudaMalloc(&out, threads * kValues * sizeof(int)));
  CUDA_CHECK(cudaMemcpy(in, host_in, sizeof(host_in), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(out, 0xff, threads * kValues * sizeof(int)));  // poison

  auto tensor = make_tensor(in, StaticLayout{});
  use_params<<<1, threads>>>(StaticLayout{}, Swizzled{}, tensor, Mma{}, Copy{}, out);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  int got[threads * kValues];
  CUDA_CHECK(cudaMemcpy(got, out, sizeof(got), cudaMemcpyDeviceToHost));

  int errors = 0;
  for (int t = 0; t < threads; ++t) {
    auto c = Mma{}.get_slice(t).partition_C(make_identity_tensor(Shape<_8, _4>{}));
    int const expected[kValues] = {StaticLayout{}(t), Swizzled{}(t), int(host_in[StaticLayout{}(t)]),
                                   int(size(Mma{}) + size(Copy{})), int(get<0>(c(0)) * 10 + get<1>(c(0)))};
    for (int v = 0; v < kValues; ++v) {
      if (got[t * kValues + v] != expected[v] && ++errors <= 5) {
        std::fprintf(stderr, "thread %d value %d: got %d, expected %d\n", t, v, got[t * kValues + v], expected[v]);
      }
    }
  }
  CUDA_CHECK(cudaFree(in));
  CUDA_CHECK(cudaFree(out));
  std::printf("kernel_params: %d of %d values wrong\n", errors, threads * kValues);
  return errors == 0 ? 0 : 1;
}

// Times the kernels of CuTe's copy tutorials (tiled_copy, tiled_copy_if) at their default sizes,
// which the tutorials do not time themselves: the tutorial's source is included with its main()
// renamed, the kernels it launches are set up as its main() sets them up, and each is launched
// BENCH_ITERS times between two CUDA events (as one CUDA graph), in BENCH_BATCHES batches (the median is printed). This file is CuTe code: bench/ports/run.sh compiles it
// against CuTe with the original tutorial and against cute-modules with the ported one.
// Prints "KERNEL <name> <microseconds per launch> us <GB/s read + written> GB/s".
#define main cute_tutorial_main
#include BENCH_SOURCE
#undef main

#include <algorithm>
#include <cstdio>
#include <cuda_runtime.h>

#ifndef BENCH_ITERS
#define BENCH_ITERS 2000
#endif

#ifndef BENCH_BATCHES
#define BENCH_BATCHES 9
#endif
// The median of BENCH_BATCHES batches of BENCH_ITERS launches. A batch is one CUDA graph of the
// launches: these kernels take microseconds, and launched one by one from the host their rate is
// the CPU's launch rate (which moved by tens of percent between runs), not the kernel's.
template <class Launch>
void time_kernel(char const* name, double bytes, Launch launch) {
  auto check = [&](cudaError_t status) {
    if (status != cudaSuccess) {
      std::fprintf(stderr, "%s: %s\n", name, cudaGetErrorString(status));
      std::exit(1);
    }
  };
  cudaStream_t stream;
  check(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
  cudaGraph_t graph;
  cudaGraphExec_t batch;
  check(cudaStreamBeginCapture(stream, cudaStreamCaptureModeThreadLocal));
  for (int i = 0; i < BENCH_ITERS; ++i) launch(stream);
  check(cudaStreamEndCapture(stream, &graph));
  check(cudaGraphInstantiate(&batch, graph, 0));
  cudaEvent_t start, stop;
  check(cudaEventCreate(&start));
  check(cudaEventCreate(&stop));
  for (int i = 0; i < 2; ++i) check(cudaGraphLaunch(batch, stream));  // warm up (clocks, caches)
  float batch_ms[BENCH_BATCHES];
  for (float& ms : batch_ms) {
    check(cudaEventRecord(start, stream));
    check(cudaGraphLaunch(batch, stream));
    check(cudaEventRecord(stop, stream));
    check(cudaEventSynchronize(stop));
    check(cudaEventElapsedTime(&ms, start, stop));
  }
  check(cudaGetLastError());
  std::sort(batch_ms, batch_ms + BENCH_BATCHES);
  double const us = 1e3 * batch_ms[BENCH_BATCHES / 2] / BENCH_ITERS;
  std::printf("KERNEL %s %.3f us %.1f GB/s\n", name, us, bytes / (us * 1e3));
  cudaEventDestroy(start);
  cudaEventDestroy(stop);
  cudaGraphExecDestroy(batch);
  cudaGraphDestroy(graph);
  cudaStreamDestroy(stream);
}
int main() {
  using namespace cute;
  using Element = float;
#if defined(BENCH_COPY_IF)
  auto tensor_shape = make_shape(528, 300);  // tiled_copy_if's: not a multiple of the block
#else
  auto tensor_shape = make_shape(256, 512);  // tiled_copy's
#endif
  Element *S = nullptr, *D = nullptr;
  std::size_t const n = std::size_t(size(tensor_shape));
  if (cudaMalloc(&S, n * sizeof(Element)) != cudaSuccess || cudaMalloc(&D, n * sizeof(Element)) != cudaSuccess) {
    std::fprintf(stderr, "cudaMalloc failed\n");
    return 1;
  }
  cudaMemset(S, 0, n * sizeof(Element));
  double const bytes = 2.0 * double(n) * sizeof(Element);

  Tensor tensor_S = make_tensor(make_gmem_ptr(S), make_layout(tensor_shape));
  Tensor tensor_D = make_tensor(make_gmem_ptr(D), make_layout(tensor_shape));
  auto block_shape = make_shape(Int<128>{}, Int<64>{});
  Tensor tiled_tensor_S = tiled_divide(tensor_S, block_shape);
  Tensor tiled_tensor_D = tiled_divide(tensor_D, block_shape);
  Layout thr_layout = make_layout(make_shape(Int<32>{}, Int<8>{}));
  Layout val_layout = make_layout(make_shape(Int<4>{}, Int<1>{}));
  using CopyOp = UniversalCopy<uint_byte_t<sizeof(Element) * size(val_layout)>>;
  TiledCopy tiled_copy = make_tiled_copy(Copy_Atom<CopyOp, Element>{}, thr_layout, val_layout);
  dim3 grid(size<1>(tiled_tensor_D), size<2>(tiled_tensor_D));
  dim3 block(size(thr_layout));

#if defined(BENCH_COPY_IF)
  time_kernel("copy_if_kernel", bytes,
              [&](cudaStream_t s) { copy_if_kernel<<<grid, block, 0, s>>>(tensor_S, tensor_D, block_shape, thr_layout); });
  time_kernel("copy_if_kernel_vectorized", bytes,
              [&](cudaStream_t s) { copy_if_kernel_vectorized<<<grid, block, 0, s>>>(tensor_S, tensor_D, block_shape, tiled_copy); });
#else
  time_kernel("copy_kernel_vectorized", bytes,
              [&](cudaStream_t s) { copy_kernel_vectorized<<<grid, block, 0, s>>>(tiled_tensor_S, tiled_tensor_D, tiled_copy); });
#endif
  cudaFree(S);
  cudaFree(D);
  return 0;
}

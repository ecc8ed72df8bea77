// Code written the way CuTe blog posts, layout demos and CUTLASS's own CuTe-based examples are (their
// idioms, our own code), for what porting them needed (session 11): host code in a .cu file that
// streams layouts, tuples and tensors with std::cout (nvcc parses host functions in its device pass
// too), a kernel's `static const int` member passed to ceil_div having included only
// <cute/layout.hpp>, cutlass::platform and the architecture tags, a register MMA whose B operand is
// a swizzled shared-memory tile (gemm asks for layout<2> of a ComposedLayout), a 1-D reduction over
// a cluster (local_tile by one integer, local_partition by a thread layout of one integer, CUTLASS's
// initialize_barrier_array_aligned), std::numeric_limits of half_t, and TMA prefetch through the
// TiledCopy make_tma_copy returns. tests/ports ports it with cute-port and compiles it for sm_90a.
#include <cute/layout.hpp>
#include <cute/tensor.hpp>
#include <cutlass/arch/arch.h>
#include <cutlass/arch/barrier.h>
#include <cutlass/cutlass.h>

#include <iostream>
#include <limits>

using namespace cute;

// Host code of a layout demo: streamed, and == of static layouts printed (CuTe prints _1).
void show_layouts() {
  Layout row_major = make_layout(make_shape(2, 4), make_stride(4, 1));
  auto blocked = blocked_product(Layout<Shape<_2, _2>>{}, Layout<Shape<_2, _3>, Stride<_3, _1>>{});
  std::cout << row_major << " " << shape(blocked) << " " << rank(blocked) << std::endl;
  std::cout << complement(make_layout(4, 2), 8) << std::endl;
  print(blocked == blocked);
  static float data[8];
  std::cout << make_tensor(&data[0], row_major) << std::endl;
}

// A kernel in the CUTLASS examples' style: launch helpers over static const members.
template <class Element>
struct ConvertKernel {
  using ArchTag = cutlass::arch::Sm90;
  static const int kBlockSeq = 8;
  static const int kThreads = 128;
  static_assert(cutlass::platform::is_same<Element, cutlass::half_t>::value);
  static dim3 grid(int heads, int seq) { return dim3(heads, ceil_div(seq, kBlockSeq)); }
  CUTE_DEVICE void operator()(float const* src, Element* dst, int seq) const {
    for (int s = threadIdx.y; s < kBlockSeq; s += blockDim.y) {
      int const row = s + kBlockSeq * int(blockIdx.y);
      if (row < seq) dst[row * kThreads + threadIdx.x] = Element(src[row * kThreads + threadIdx.x]);
    }
  }
};
template <class Kernel, class... Args>
__global__ void run_kernel(Args... args) {
  Kernel{}(args...);
}
void launch_convert(float const* src, cutlass::half_t* dst, int seq) {
  using K = ConvertKernel<cutlass::half_t>;
  static_assert(K::ArchTag::kMinComputeCapability == 90);
  run_kernel<K><<<K::grid(1, seq), dim3(K::kThreads, 4)>>>(src, dst, seq);
}

// SM75 MMA straight from shared memory, B swizzled: C (16x8) = A (16x8) * B (8x8).
__global__ void mma_from_swizzled_smem(half_t const* a, half_t const* b, float* c) {
  __shared__ half_t sa[16 * 8], sb[8 * 8];
  for (int i = threadIdx.x; i < 16 * 8; i += blockDim.x) sa[i] = a[i];
  for (int i = threadIdx.x; i < 8 * 8; i += blockDim.x) sb[i] = b[i];
  __syncthreads();
  auto sA = make_tensor(make_smem_ptr(sa), Layout<Shape<_16, _8>, Stride<_1, _16>>{});
  auto sB = make_tensor(make_smem_ptr(sb), composition(Swizzle<1, 1, 1>{}, Layout<Shape<_8, _8>, Stride<_1, _8>>{}));
  TiledMMA<MMA_Atom<SM75_16x8x8_F32F16F16F32_TN>, Layout<Shape<_1, _1, _1>>> mma;
  auto thr = mma.get_slice(threadIdx.x);
  auto tCgC = thr.partition_C(make_tensor(make_gmem_ptr(c), Layout<Shape<_16, _8>, Stride<_1, _16>>{}));
  auto rC = thr.partition_fragment_C(make_tensor(make_gmem_ptr(c), Layout<Shape<_16, _8>, Stride<_1, _16>>{}));
  clear(rC);
  gemm(mma, thr.partition_A(sA), thr.partition_B(sB), rC);
  copy(rC, tCgC);
}

// A split reduction over a cluster of 4: each block's row of partial sums goes to every block's
// mailbox, then each block sums its quarter. Shapes as a 1-D reduction blog post writes them.
constexpr int kTile = 256, kSplits = 4, kThreads = 32;
struct MailboxStorage {
  alignas(128) ArrayEngine<float, kTile> acc;
  alignas(128) ArrayEngine<float, kSplits * kTile / kSplits> mailbox;
  alignas(16) uint64_t full;
};
__global__ void __cluster_dims__(kSplits, 1, 1) cluster_reduce(float const* partials, float* out, int m) {
  __shared__ MailboxStorage storage;
  auto mAcc = make_tensor(make_gmem_ptr(partials), make_layout(make_shape(Int<kSplits>{}, m), make_stride(m, _1{})));
  auto mOut = make_tensor(make_gmem_ptr(out), make_layout(m));
  uint32_t const rank = block_rank_in_cluster();
  if (threadIdx.x / 32 == 0) {
    cutlass::arch::detail::initialize_barrier_array_aligned<cutlass::arch::ClusterTransactionBarrier, 1>(&storage.full, 1);
  }
  auto gAcc = local_tile(mAcc(rank, _), Int<kTile>{}, blockIdx.y);
  auto gOut = local_tile(local_tile(mOut, Int<kTile>{}, blockIdx.y), Int<kTile / kSplits>{}, rank);
  auto sAcc = make_tensor(make_smem_ptr(storage.acc.begin()), Layout<Int<kTile>>{});
  auto sMailbox = make_tensor(make_smem_ptr(storage.mailbox.begin()), Layout<Shape<Int<kSplits>, Int<kTile / kSplits>>, Stride<Int<kTile / kSplits>, _1>>{});
  copy(local_partition(gAcc, make_layout(Int<kThreads>{}), threadIdx.x), local_partition(sAcc, make_layout(Int<kThreads>{}), threadIdx.x));
  __syncthreads();
  auto view = make_tensor(sMailbox.data(), select<1, 0>(sMailbox.layout()));
  auto mine = local_partition(view, make_layout(Int<kThreads>{}), threadIdx.x);  // (values, splits)
  auto sum = make_tensor<float>(shape(mine(_, 0)));
  fill(sum, -std::numeric_limits<half_t>::infinity());
  for (int s = 0; s < kSplits; ++s) {
    for (int v = 0; v < size(sum); ++v) sum(v) = cute::max(sum(v), mine(v, s));
  }
  copy(sum, local_partition(gOut, make_layout(Int<kThreads>{}), threadIdx.x));
}

// TMA prefetch of a block's tile into L2 through the TiledCopy that make_tma_copy returns.
template <class Tma, class Shape>
__global__ void prefetch_tiles(CUTE_GRID_CONSTANT Tma const tma, Shape shape) {
  if (threadIdx.x == 0) {
    auto coords = tma.get_tma_tensor(shape);
    auto tile = local_tile(coords, Tile<_64, _128>{}, make_coord(blockIdx.x, blockIdx.y));
    prefetch(tma, tma.get_slice(0).partition_S(tile));
  }
}
void launch_prefetch(float_e4m3_t const* data, int n, int k) {
  auto g = make_tensor(make_gmem_ptr(data), make_layout(make_shape(n, k), make_stride(k, _1{})));
  auto tma = make_tma_copy(SM90_TMA_LOAD{}, g, Layout<Shape<_64, _128>, Stride<_128, _1>>{});
  prefetch_tiles<<<dim3(n / 64, k / 128), 32>>>(tma, shape(g));
}

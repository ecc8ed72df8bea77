// Kernels written the way CuTe's own unit tests and production attention / grouped-GEMM kernels are
// (their CuTe idioms, our own code), for what porting them needed: the SM70 quadpair and SM89 fp8
// mma.sync atoms and the complex fp64 one, cooperative_gemm on tiles the TiledMMA does not divide
// (predicated) and with operands converted to the MMA's types, a test helper passing
// sizeof_bits_v<T> as an unsigned template argument, TMA over a (seq, dim) tile of a (seq, dim, head)
// tensor, a tensor map retargeted on the device (fill_tma_gmem_shape_stride, tensormap.replace, the
// proxy fences, tma.with(desc, ...)), take<0, 2> of a swizzled layout, CUTLASS's PipelineAsync and
// PipelineTmaStore, arrive_barrier, std::make_tuple through CuTe's header alone. tests/ports ports it
// with cute-port and compiles it for sm_90a.
#include <cute/tensor.hpp>
#include <cute/arch/mma_sm70.hpp>
#include <cute/arch/mma_sm89.hpp>
#include <cute/atom/mma_traits_sm70.hpp>
#include <cute/atom/mma_traits_sm89.hpp>
#include <cute/arch/copy_sm90_desc.hpp>
#include <cutlass/pipeline/sm90_pipeline.hpp>

using namespace cute;

// A test helper of CuTe's style: the element width as an unsigned template argument.
template <uint32_t Threads, uint32_t VecBits, class T>
struct GemmSetup {
  static constexpr uint32_t threads = Threads, vec_bits = VecBits;
};
template <uint32_t Threads, class T, class... Args>
constexpr auto gemm_setup(Args&&...) {
  return GemmSetup<Threads, sizeof_bits_v<T>, T>{};
}
static_assert(decltype(gemm_setup<128, cutlass::half_t>(1, 2))::vec_bits == 16);

// C (31 x 27) = A (31 x 17) * B (27 x 17) in shared memory by 4x4 quadpair atoms (a 32 x 32 x 4 tile):
// every dimension has a partial tile.
__global__ void volta_partial_tile(half_t const* a, half_t const* b, half_t* c) {
  __shared__ half_t sa[31 * 17], sb[27 * 17], sc[31 * 27];
  auto sA = make_tensor(make_smem_ptr(sa), make_layout(Shape<C<31>, C<17>>{}));
  auto sB = make_tensor(make_smem_ptr(sb), make_layout(Shape<C<27>, C<17>>{}));
  auto sC = make_tensor(make_smem_ptr(sc), make_layout(Shape<C<31>, C<27>>{}));
  for (int i = threadIdx.x; i < 31 * 17; i += blockDim.x) sa[i] = a[i];
  for (int i = threadIdx.x; i < 27 * 17; i += blockDim.x) sb[i] = b[i];
  for (int i = threadIdx.x; i < 31 * 27; i += blockDim.x) sc[i] = half_t(0);
  __syncthreads();
  TiledMMA<MMA_Atom<SM70_8x8x4_F16F16F16F16_TN>, Layout<Shape<_4, _4, _1>>> mma;
  cooperative_gemm(threadIdx.x, mma, half_t(1), sA, sB, half_t(0), sC);
  __syncthreads();
  for (int i = threadIdx.x; i < 31 * 27; i += blockDim.x) c[i] = sc[i];
}

// A load transform that converts as it reads: fp16 in shared memory, tf32 operands.
struct NegatedAsTf32 {
  CUTE_HOST_DEVICE tfloat32_t operator()(half_t x) const { return tfloat32_t(-float(x)); }
};

// fp8 operands through ldmatrix into the SM89 atom; fp16 in shared memory into a tf32 MMA; complex.
__global__ void ada_and_mixed(float_e4m3_t const* a, float_e5m2_t const* b, float* c, complex<double>* z) {
  __shared__ float_e4m3_t sa[16 * 32];
  __shared__ float_e5m2_t sb[8 * 32];
  for (int i = threadIdx.x; i < 16 * 32; i += blockDim.x) sa[i] = a[i];
  for (int i = threadIdx.x; i < 8 * 32; i += blockDim.x) sb[i] = b[i];
  __syncthreads();
  auto sA = make_tensor(make_smem_ptr(sa), make_layout(Shape<_16, _32>{}, LayoutRight{}));
  auto sB = make_tensor(make_smem_ptr(sb), make_layout(Shape<_8, _32>{}, LayoutRight{}));
  auto mma = make_tiled_mma(SM89_16x8x32_F32E4M3E5M2F32_TN{});
  auto thr = mma.get_slice(threadIdx.x);
  auto rA = thr.partition_fragment_A(sA);
  auto rB = thr.partition_fragment_B(sB);
  auto load_a = make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N, float_e4m3_t>{}, mma);
  auto ld = load_a.get_thread_slice(threadIdx.x);
  auto rA_view = ld.retile_D(rA);
  copy(load_a, ld.partition_S(sA), rA_view);
  copy(thr.partition_B(sB), rB);
  auto rC = partition_fragment_C(mma, Shape<_16, _8>{});
  clear(rC);
  gemm(mma, rA, rB, rC);
  auto gC = make_tensor(make_gmem_ptr(c), make_layout(Shape<_16, _8>{}));
  copy(rC, thr.partition_C(gC));

  __shared__ half_t sh[16 * 8];
  for (int i = threadIdx.x; i < 16 * 8; i += blockDim.x) sh[i] = half_t(float(a[i]));
  __syncthreads();
  auto sH = make_tensor(make_smem_ptr(sh), make_layout(Shape<_16, _8>{}));
  auto sHb = make_tensor(make_smem_ptr(sh), make_layout(Shape<_8, _8>{}));
  auto tf32 = make_tiled_mma(SM80_16x8x8_F32TF32TF32F32_TN{});
  auto tC = partition_fragment_C(tf32, Shape<_16, _8>{});
  clear(tC);
  cooperative_gemm(threadIdx.x, tf32, sH, sHb, tC, NegatedAsTf32{}, NegatedAsTf32{});
  c[threadIdx.x] += tC(0);

  __shared__ complex<double> sz[8 * 4];
  for (int i = threadIdx.x; i < 8 * 4; i += blockDim.x) sz[i] = z[i];
  __syncthreads();
  auto sZ = make_tensor(make_smem_ptr(sz), make_layout(Shape<_8, _4>{}));
  auto zmma = make_tiled_mma(SM80_8x8x4_C64C64C64C64_TN{});
  auto zC = partition_fragment_C(zmma, Shape<_8, _8>{});
  clear(zC);
  cooperative_gemm(threadIdx.x, zmma, sZ, sZ, zC);
  z[threadIdx.x] = zC(0);
}

// Attention-style TMA: (seq, dim) tiles of a (seq, dim, head) tensor; the map retargeted per problem
// on the device, as grouped kernels do, and read through the global copy after an acquire.
constexpr int kSeq = 64, kDim = 64;
using SmemQ = decltype(tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, make_shape(Int<kSeq>{}, Int<kDim>{}, Int<2>{})));

template <class TmaQ>
__global__ void retarget_and_load(__grid_constant__ TmaQ const tma_q, half_t const* q, int seq, int heads,
                                  TmaDescriptor* problem_desc, half_t* out) {
  __shared__ alignas(128) TmaDescriptor smem_desc;
  __shared__ alignas(1024) half_t sq[cosize_v<SmemQ>];
  __shared__ uint64_t bar;
  if (threadIdx.x < 32) {
    if (cute::elect_one_sync()) {
      smem_desc = *tma_q.get_tma_descriptor();
      auto gQ = make_tensor(make_gmem_ptr(q), make_shape(seq, Int<kDim>{}, heads), make_stride(Int<kDim>{}, _1{}, seq * kDim));
      cute::array<uint32_t, 5> shape{1, 1, 1, 1, 1};
      cute::array<uint64_t, 5> stride{0, 0, 0, 0, 0};
      cute::detail::fill_tma_gmem_shape_stride(tma_q, gQ, shape, stride);
      for (auto& s : stride) s = s * sizeof_bits_v<half_t> / 8;
      tma_descriptor_replace_addr_in_shared_mem(smem_desc, q);
      tma_descriptor_replace_dims_strides_in_shared_mem(smem_desc, shape, stride);
      cute::tma_desc_commit_group();
      cute::tma_desc_wait_group();
    }
    __syncwarp();
    tma_descriptor_cp_fence_release(problem_desc, smem_desc);
  }
  __syncthreads();
  tma_descriptor_fence_acquire(problem_desc);
  auto sQ = make_tensor(make_smem_ptr(sq), SmemQ{});
  auto mQ = tma_q.get_tma_tensor(make_shape(seq, Int<kDim>{}, heads));
  auto gQ = local_tile(mQ(_, _, blockIdx.y), make_shape(Int<kSeq>{}, Int<kDim>{}), make_coord(blockIdx.x, 0));
  auto cta_tma = tma_q.get_slice(0);
  auto tQg = cta_tma.partition_S(gQ);
  auto tQs = cta_tma.partition_D(sQ(_, _, 0));
  if (threadIdx.x == 0) {
    initialize_barrier(bar, 1);
    set_barrier_transaction_bytes(bar, kSeq * kDim * sizeof(half_t));
    copy(tma_q.with(problem_desc, bar), tQg, tQs);
  }
  wait_barrier(bar, 0);
  out[threadIdx.x] = sQ(threadIdx.x % kSeq, 0, 0);
}

void launch_retarget(half_t const* q, int seq, int heads, TmaDescriptor* problem_desc, half_t* out) {
  auto gQ = make_tensor(make_gmem_ptr(q), make_shape(seq, Int<kDim>{}, heads), make_stride(Int<kDim>{}, _1{}, seq * kDim));
  auto tma_q = make_tma_copy(SM90_TMA_LOAD{}, gQ, take<0, 2>(SmemQ{}));
  auto pair = std::make_tuple(seq, heads);  // std::make_tuple with only CuTe's header included
  retarget_and_load<<<dim3(std::get<0>(pair) / kSeq, std::get<1>(pair)), 128>>>(tma_q, q, seq, heads, problem_desc, out);
}

// CUTLASS's PipelineAsync between a producer warp and a consumer warp, and PipelineTmaStore's
// protocol around a store warp's bulk groups.
__global__ void async_pipeline(int* out) {
  using Pipeline = cutlass::PipelineAsync<4>;
  __shared__ alignas(16) char storage_bytes[sizeof(typename Pipeline::SharedStorage)];
  auto& storage = *reinterpret_cast<typename Pipeline::SharedStorage*>(storage_bytes);
  __shared__ int stages[4][32];
  typename Pipeline::Params params;
  int const warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  params.role = warp == 0 ? Pipeline::ThreadCategory::Producer : Pipeline::ThreadCategory::Consumer;
  params.producer_arv_count = 32;
  params.consumer_arv_count = 32;
  Pipeline pipeline(storage, params);
  __syncthreads();
  if (warp == 0) {
    auto state = cutlass::make_producer_start_state<Pipeline>();
    for (int k = 0; k < 9; ++k, ++state) {
      pipeline.producer_acquire(state);
      stages[state.index()][lane] = k;
      pipeline.producer_commit(state);
    }
    pipeline.producer_tail(state);
    using StorePipeline = cutlass::PipelineTmaStore<2>;
    StorePipeline store_pipeline(typename StorePipeline::Params{});
    typename StorePipeline::PipelineState store_state;
    for (int k = 0; k < 3; ++k, ++store_state) {
      store_pipeline.producer_acquire(store_state);
      store_pipeline.producer_commit(store_state);
    }
    store_pipeline.producer_tail(store_state);
  } else {
    typename Pipeline::PipelineState state;
    int sum = 0;
    for (int k = 0; k < 9; ++k, ++state) {
      pipeline.consumer_wait(state);
      sum += stages[state.index()][lane];
      pipeline.consumer_release(state);
    }
    out[lane] = sum;
  }
  __shared__ uint64_t done;
  if (threadIdx.x == 0) initialize_barrier(done, 64);
  __syncthreads();
  arrive_barrier(done);
  wait_barrier(done, 0);
}

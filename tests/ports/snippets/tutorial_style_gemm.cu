// A half-precision GEMM written the way public CuTe tutorials and FlashAttention-style kernels are
// (their CuTe idioms, our own code): only CuTe's atom and algorithm headers included (in CuTe they
// bring every architecture's atoms and the standard headers along), the atoms spelled
// MMA_Atom<MMA_Traits<Op>> and Copy_Atom<Copy_Traits<Op>, T>, CuTe's SM75 MMA, make_tiled_mma with a
// Layout as the third argument (CuTe's older "value layout"), a fragment narrowed by cutlass::NumericArrayConverter and recast to __half2, printf
// through cute::print(format, args...), host data filled with `h[i] = float`, and the legacy copy_ldsm. tests/ports ports
// it with cute-port (only the #include lines may change) and compiles it for sm_80.
#include <cute/atom/mma_atom.hpp>
#include <cute/algorithm/copy.hpp>
#include <cutlass/numeric_conversion.h>

using namespace cute;

template <class Config>
__global__ void gemm_tn(half_t* d, float* c, half_t const* a, half_t const* b, int m, int n, int k) {
  using T = half_t;
  using TiledMMA = typename Config::TiledMMA;
  constexpr int kTileM = Config::kTileM, kTileN = Config::kTileN, kTileK = Config::kTileK;
  __shared__ T smem_a[kTileM * kTileK];
  __shared__ T smem_b[kTileN * kTileK];

  Tensor A = make_tensor(make_gmem_ptr(a), make_shape(m, k), make_stride(k, Int<1>{}));
  Tensor B = make_tensor(make_gmem_ptr(b), make_shape(n, k), make_stride(k, Int<1>{}));
  Tensor C = make_tensor(make_gmem_ptr(c), make_shape(m, n), make_stride(n, Int<1>{}));
  Tensor D = make_tensor(make_gmem_ptr(d), make_shape(m, n), make_stride(n, Int<1>{}));
  Tensor gA = local_tile(A, make_tile(Int<kTileM>{}, Int<kTileK>{}), make_coord(blockIdx.y, _));
  Tensor gB = local_tile(B, make_tile(Int<kTileN>{}, Int<kTileK>{}), make_coord(blockIdx.x, _));
  Tensor gC = local_tile(C, make_tile(Int<kTileM>{}, Int<kTileN>{}), make_coord(blockIdx.y, blockIdx.x));
  Tensor gD = local_tile(D, make_tile(Int<kTileM>{}, Int<kTileN>{}), make_coord(blockIdx.y, blockIdx.x));
  auto smem_layout_a = composition(Swizzle<2, 3, 3>{}, make_layout(make_shape(Int<kTileM>{}, Int<kTileK>{}), LayoutRight{}));
  auto smem_layout_b = composition(Swizzle<2, 3, 3>{}, make_layout(make_shape(Int<kTileN>{}, Int<kTileK>{}), LayoutRight{}));
  Tensor sA = make_tensor(make_smem_ptr(smem_a), smem_layout_a);
  Tensor sB = make_tensor(make_smem_ptr(smem_b), smem_layout_b);

  typename Config::G2SCopy g2s;
  auto g2s_thr = g2s.get_slice(threadIdx.x);
  TiledMMA tiled_mma;
  auto thr_mma = tiled_mma.get_slice(threadIdx.x);
  Tensor tCrA = thr_mma.partition_fragment_A(gA(_, _, 0));
  Tensor tCrB = thr_mma.partition_fragment_B(gB(_, _, 0));
  Tensor tCrC = thr_mma.partition_fragment_C(gC);
  clear(tCrC);

  auto s2r_a = make_tiled_copy_A(typename Config::S2RAtomA{}, tiled_mma);
  auto s2r_b = make_tiled_copy_B(typename Config::S2RAtomB{}, tiled_mma);
  Tensor tAsA = s2r_a.get_slice(threadIdx.x).partition_S(sA);
  Tensor tBsB = s2r_b.get_slice(threadIdx.x).partition_S(sB);
  Tensor tCrA_view = s2r_a.get_slice(threadIdx.x).retile_D(tCrA);
  Tensor tCrB_view = s2r_b.get_slice(threadIdx.x).retile_D(tCrB);

  for (int tile = 0; tile < size<2>(gA); ++tile) {
    copy(g2s, g2s_thr.partition_S(gA(_, _, tile)), g2s_thr.partition_D(sA));
    copy(g2s, g2s_thr.partition_S(gB(_, _, tile)), g2s_thr.partition_D(sB));
    __syncthreads();
    CUTE_UNROLL
    for (int kb = 0; kb < size<2>(tCrA); ++kb) {
      copy(s2r_a, tAsA(_, _, kb), tCrA_view(_, _, kb));
      copy(s2r_b, tBsB(_, _, kb), tCrB_view(_, _, kb));
      gemm(tiled_mma, tCrC, tCrA(_, _, kb), tCrB(_, _, kb), tCrC);
    }
    __syncthreads();
  }
  copy(tCrC, thr_mma.partition_C(gC));
  // D = 2 C in half precision: the fragment narrowed at once through CUTLASS's array converter, then
  // doubled in pairs of halves, as FlashAttention-style epilogues do.
  constexpr int kFrag = decltype(size(tCrC))::value;
  auto narrowed = cutlass::NumericArrayConverter<half_t, float, kFrag>{}(
      *reinterpret_cast<cutlass::Array<float, kFrag> const*>(tCrC.data()));
  Tensor tCrD = make_tensor(make_rmem_ptr<half_t>(&narrowed), tCrC.layout());
  Tensor pairs = recast<__half2>(tCrD);
  CUTE_UNROLL
  for (int i = 0; i < size(pairs); ++i) {
    pairs(i) = __hadd2(pairs(i), pairs(i));
  }
  copy(tCrD, thr_mma.partition_C(gD));
  if (thread0()) {
    print("tile %d x %d, %d k-tiles\n", kTileM, kTileN, int(size<2>(gA)));
  }
}

struct Config {
  static constexpr int kTileM = 64, kTileN = 64, kTileK = 32;
  using TiledMMA = decltype(make_tiled_mma(MMA_Atom<MMA_Traits<SM80_16x8x16_F32F16F16F32_TN>>{},
                                           make_layout(Shape<_2, _2, _1>{})));
  using G2SCopy = decltype(make_tiled_copy(Copy_Atom<Copy_Traits<UniversalCopy<uint128_t>>, half_t>{},
                                           make_layout(make_shape(Int<32>{}, Int<4>{}), LayoutRight{}),
                                           make_layout(make_shape(Int<1>{}, Int<8>{}))));
  using S2RAtomA = Copy_Atom<Copy_Traits<SM75_U32x4_LDSM_N>, half_t>;
  using S2RAtomB = Copy_Atom<Copy_Traits<SM75_U32x2_LDSM_N>, half_t>;
};

// One Turing MMA (SM75's name for mma.sync m16n8k8) per warp, partitioned by a TiledMMA made with
// a value layout as the third argument (only partition_* use it: in CuTe, the tile it implies is
// smaller than the atom, and make_tiled_copy_A/B/C of it does not compile).
__global__ void warp_mma_sm75(float* out, half_t const* in) {
  TiledMMA mma = make_tiled_mma(SM75_16x8x8_F32F16F16F32_TN{}, make_layout(Shape<_1, _1, _1>{}), make_layout(Shape<_1, _2, _1>{}));
  auto thr = mma.get_slice(threadIdx.x % 32);
  Tensor A = make_tensor(make_gmem_ptr(in), make_layout(make_shape(_16{}, _8{}), LayoutRight{}));
  Tensor B = make_tensor(make_gmem_ptr(in), make_layout(make_shape(_8{}, _8{}), LayoutRight{}));
  Tensor C = make_tensor(make_gmem_ptr(out), make_layout(make_shape(_16{}, _8{}), LayoutRight{}));
  Tensor rA = thr.partition_fragment_A(A);
  Tensor rB = thr.partition_fragment_B(B);
  Tensor rC = thr.partition_fragment_C(C);
  copy(thr.partition_A(A), rA);
  copy(thr.partition_B(B), rB);
  clear(rC);
  gemm(mma, rC, rA, rB, rC);
  copy(rC, thr.partition_C(C));
}

// CuTe's legacy ldmatrix call: each thread addresses a row; four 8x8 matrices into its registers.
__global__ void legacy_ldsm(uint128_t* out) {
  __shared__ uint128_t smem[32];
  smem[threadIdx.x] = out[threadIdx.x];
  __syncthreads();
  uint128_t reg;
  copy_ldsm(&smem[threadIdx.x], &reg);
  out[threadIdx.x] = reg;
}

void fill(half_t* data, int count) {
  for (int i = 0; i < count; ++i) {
    float const v = float(i % 17) * 0.125f;
    data[i] = v;
  }
}

void launch(half_t* d, float* c, half_t const* a, half_t const* b, int m, int n, int k, cudaStream_t stream) {
  dim3 grid(n / Config::kTileN, m / Config::kTileM);
  dim3 block(size(Config::TiledMMA{}));
  gemm_tn<Config><<<grid, block, 0, stream>>>(d, c, a, b, m, n, k);
}

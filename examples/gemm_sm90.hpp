// examples/gemm_sm90.hpp: a Hopper GEMM built from this library's atoms and pipeline pieces:
//   D (M x N, row-major) = alpha * A (M x K) * B (N x K)^T + beta * C (M x N, row-major),
// fp16, bf16 or FP8 E4M3 inputs, fp16/bf16 output, fp32 accumulation; A and B each K-major or MN-major (the four BLAS
// layouts TN, NT, NN, TT: see GemmLayout). What it does:
//   - warp specialization (WarpSpecialization): one producer warpgroup (setmaxnreg down to 40
//     registers; one elected thread issues every TMA load) and BM / 64 consumer warpgroups (setmaxnreg
//     up to 232) that each own 64 rows of the BM x BN tile: one wgmma 64 x BN x 16 per k-block, through
//     a TiledMMA of the SM90 GMMA atom with shared-memory descriptors (partition_fragment_A/B);
//   - a Stages-deep ring of shared-memory buffers (TmaPipeline: full/empty mbarriers with parity
//     waits, TMA transaction bytes), tiles in the canonical 128-byte-swizzled GMMA layouts, loaded by
//     TmaCopy boxes (make_tma_copy); a K-major operand is one box per stage, an MN-major one BM / 64
//     boxes of 64 x BK (TMA's swizzled box is at most 128 bytes wide);
//   - persistent: a grid of as many clusters as fit at once, each walking the output tiles in the
//     grouped raster order of GroupedTileScheduler; the producer runs ahead into the next tile while
//     the consumers finish the epilogue of this one;
//   - clusters of ClusterM x 1 blocks (or 1 x ClusterN): the blocks of a cluster share the B tile (A
//     tile), each loading 1/ClusterM of it and multicasting it to all (SM90_TMA_LOAD_MULTICAST); every
//     consumer warp releases a stage in every block of the cluster;
//   - edges by TMA bounds: loads past M, N or K read zeros, stores past M and N are clipped;
//   - the epilogue: alpha and beta applied in fp32 (C read from global memory only when beta != 0),
//     rounded to TOut and written by stmatrix into 64 x 64 pieces of 128-byte-swizzled shared memory
//     (the TMA store's box), all of a tile's pieces written before any is stored, so that no piece
//     waits for an earlier store to have read its slot. The slots are the pipeline stage the tile's
//     last k-block used (held back from the producer until the stores from it have read it: checked
//     one k-block into the next tile) and EpiDedicated slots per consumer warpgroup of their own
//     (by default as many as fit beside the stages: 2 of the 4 pieces of a 128 x 256 tile; when
//     every piece has its own slot, no stage is held: it goes back after the tile's last wgmma);
//   - deferred stores (DeferredStores, the default): the tile's accumulators are rounded into
//     registers of packed TOut pairs (BN / 4 more per thread: 64 beside the 128 accumulators) right
//     after its last wgmma, and written (stmatrix) and stored only once the next tile's first k-block
//     is issued, so that the tensor pipe computes meanwhile; DeferredStores = false writes and stores
//     them before the next tile's math;
//   - element types: fp16 or bf16 in and out, or FP8 E4M3 in (both operands K-major: the FP8 wgmma
//     reads only K-major shared memory) and bf16 out.
// Requirements (checked by make_gemm_plan): M, N, K >= 1, every row 16-byte aligned (N a multiple
// of 8, and M or K a multiple of 16 bytes' worth of values as the layouts need), pointers 16-byte aligned.
#pragma once
#include <cute/cute.hpp>
#include <cute/arch/copy_sm90.hpp>
#include <cute/atom/copy_traits_sm90_tma.hpp>
#include <cute/atom/mma_atom_sm90.hpp>
#include <cute/pipeline.hpp>

#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>
#include <type_traits>

namespace gemm_sm90 {

using namespace cute;
using GMMA::Major;

/// The BLAS names of the operand layouts (D = op(A) op(B) in column-major BLAS terms): the first
/// letter is A's, the second B's; T for A and N for B mean K-major.
enum class GemmLayout { TN, NT, NN, TT };
constexpr Major major_a(GemmLayout l) { return l == GemmLayout::TN || l == GemmLayout::TT ? Major::K : Major::MN; }
constexpr Major major_b(GemmLayout l) { return l == GemmLayout::TN || l == GemmLayout::NN ? Major::K : Major::MN; }
inline char const* to_string(GemmLayout l) {
  return l == GemmLayout::TN ? "TN" : l == GemmLayout::NT ? "NT" : l == GemmLayout::NN ? "NN" : "TT";
}

/// The output type of each input type: the same for fp16 and bf16, bf16 for FP8.
template <class T>
using default_output_t = std::conditional_t<sizeof(T) == 1, bfloat16_t, T>;

/// The kernel's static configuration: input type T (half_t, bfloat16_t or float_e4m3_t), operand
/// majors, the BM x BN x BK tile (BK: the 128 bytes of the swizzle), the pipeline depth, the cluster
/// shape (1-D: ClusterM x 1 multicasts B, 1 x ClusterN multicasts A), the output type TOut, and how
// many of each consumer warpgroup's epilogue pieces have shared memory of their own (EpiDedicated;
// -1: as many as fit beside the stages), and whether a tile's stores wait behind the next tile's first
// wgmmas (DeferredStores).
template <class T_, Major MajorA_, Major MajorB_, int BM_ = 128, int BN_ = 256, int BK_ = 128 / int(sizeof(T_)), int Stages_ = 4,
          int ClusterM_ = 2, int ClusterN_ = 1, class TOut_ = default_output_t<T_>, int EpiDedicated_ = -1, bool DeferredStores_ = true>
struct GemmConfig {
  using T = T_;
  using TOut = TOut_;
  static constexpr Major MajorA = MajorA_, MajorB = MajorB_;
  static constexpr int BM = BM_, BN = BN_, BK = BK_, Stages = Stages_, ClusterM = ClusterM_, ClusterN = ClusterN_;
  static constexpr int ClusterBlocks = ClusterM * ClusterN;
  static constexpr bool DeferredStores = DeferredStores_;
  static constexpr bool Fp8 = std::is_same_v<T, float_e4m3_t>;
  static_assert(std::is_same_v<T, half_t> || std::is_same_v<T, bfloat16_t> || Fp8,
                "GemmConfig: T must be half_t, bfloat16_t or float_e4m3_t");
  static_assert(std::is_same_v<TOut, half_t> || std::is_same_v<TOut, bfloat16_t>, "GemmConfig: TOut must be half_t or bfloat16_t");
  static_assert(!Fp8 || (MajorA == Major::K && MajorB == Major::K), "GemmConfig: FP8 operands must both be K-major (TN)");
  static_assert(BK * int(sizeof(T)) == 128, "GemmConfig: BK must span the 128-byte swizzle (64 values of 16 bits, 128 of 8)");
  static_assert(BM % 64 == 0 && BM >= 64 && BM <= 256, "GemmConfig: BM must be 64, 128, 192 or 256 (64 rows per consumer warpgroup)");
  static_assert(BN % 64 == 0 && BN >= 64 && BN <= 256, "GemmConfig: BN must be a multiple of 64 up to 256 (one wgmma's N)");
  static_assert(ClusterM == 1 || ClusterN == 1, "GemmConfig: the cluster must be 1-D (ClusterM x 1 or 1 x ClusterN)");
  static_assert(ClusterBlocks == 1 || ClusterBlocks == 2 || ClusterBlocks == 4, "GemmConfig: clusters of 1, 2 or 4 blocks");
  static_assert(Stages >= 2, "GemmConfig: at least 2 stages (the epilogue holds one back from the producer for a while)");

  /// One producer warpgroup (40 registers), one consumer warpgroup per 64 rows, sharing the rest of
  /// the block's registers (232 each for two; 104 each for four: the block of 640 threads holds only
  /// 96 x 640 registers from its launch).
  static constexpr int ConsumerWGs = BM / 64;
  static constexpr int BlockRegs = block_launch_regs(128 * (1 + ConsumerWGs));
  static constexpr int ConsumerRegs = ((BlockRegs / 128 - 40) / ConsumerWGs) / 8 * 8 > 256 ? 256 : ((BlockRegs / 128 - 40) / ConsumerWGs) / 8 * 8;
  using Roles = WarpSpecialization<1, ConsumerWGs, 40, ConsumerRegs>;
  using Pipeline = TmaPipeline<Stages>;

  using Op = std::conditional_t<
      Fp8, SM90_64xNx32_F32E4M3E4M3_SS_TN<BN>,
      std::conditional_t<std::is_same_v<T, half_t>, SM90_64xNx16_F32F16F16_SS<BN, MajorA, MajorB>, SM90_64xNx16_F32BF16BF16_SS<BN, MajorA, MajorB>>>;
  using TiledMma = decltype(make_tiled_mma(MMA_Atom<Op>{}, Layout<Shape<Int<BM / 64>, _1, _1>>{}));

  // Shared memory: a stage's tile of each operand in the canonical 128-byte-swizzled layout; an
  // MN-major tile is built K-first from its 64-wide atoms so that each 64 x BK piece (one TMA box)
  // is contiguous.
  using AtomA = GMMA::Layout_SW128_Atom<T, MajorA>;
  using AtomB = GMMA::Layout_SW128_Atom<T, MajorB>;
  template <Major Mj>
  using TileOrder = std::conditional_t<Mj == Major::K, LayoutLeft, LayoutRight>;
  using SmemA = decltype(tile_to_shape(AtomA{}, Shape<Int<BM>, Int<BK>>{}, TileOrder<MajorA>{}));
  using SmemB = decltype(tile_to_shape(AtomB{}, Shape<Int<BN>, Int<BK>>{}, TileOrder<MajorB>{}));
  static constexpr int BoxRowsA = MajorA == Major::K ? BM : 64, BoxesA = BM / BoxRowsA;
  static constexpr int BoxRowsB = MajorB == Major::K ? BN : 64, BoxesB = BN / BoxRowsB;
  using BoxA = decltype(tile_to_shape(AtomA{}, Shape<Int<BoxRowsA>, Int<BK>>{}));
  using BoxB = decltype(tile_to_shape(AtomB{}, Shape<Int<BoxRowsB>, Int<BK>>{}));
  static constexpr int StageA = int(cosize_v<SmemA>), StageB = int(cosize_v<SmemB>);
  static constexpr int BoxElemsA = int(cosize_v<BoxA>), BoxElemsB = int(cosize_v<BoxB>);
  static_assert(StageA == BoxesA * BoxElemsA && StageB == BoxesB * BoxElemsB, "GemmConfig: a stage must be its boxes, back to back");
  static constexpr std::uint32_t StageBytes = std::uint32_t((StageA + StageB) * sizeof(T));

  // The epilogue: each consumer warpgroup's BN / 64 pieces of 64 x 64 values of D (row-major,
  // 128-byte swizzled: the TMA store's box).
  //   DeferredStores = false: the first EpiHeld pieces go into the stage the tile's last k-block used
  //   (slots of its A part, then of its B part, warpgroup after warpgroup), the other EpiDedicated
  //   into shared memory of their own (EpiSlots slots in all). The held pieces are stored first, as a
  //   bulk group of their own, so that the stage can go back once they have been read; with EpiHeld ==
  //   0 no stage is held.
  //   DeferredStores: no stage is held (it would go back a k-block late); the pieces pass through the
  //   EpiDedicated slots of their warpgroup in EpiSteps steps of EpiDedicated pieces, one step behind
  //   each of the next tile's first k-blocks, each step waiting for the last one's stores to have read
  //   the slots (a k-block's math earlier).
  using EpiBox = decltype(tile_to_shape(GMMA::Layout_K_SW128_Atom<TOut>{}, Shape<_64, _64>{}));
  static constexpr int EpiElems = int(cosize_v<EpiBox>);
  static constexpr int EpiBytes = EpiElems * int(sizeof(TOut));
  static constexpr int PiecesPerWG = BN / 64;
  static constexpr int SlotsInStageA = StageA * int(sizeof(T)) / EpiBytes, SlotsInStageB = StageB * int(sizeof(T)) / EpiBytes;
  static constexpr int HeldPerWG = (SlotsInStageA + SlotsInStageB) / ConsumerWGs;
  static constexpr int SmemLimit = 227 * 1024 - 1024;  // the block's limit, less the barriers' static shared memory
  static constexpr int DedicatedFit = (SmemLimit - Stages * int(StageBytes)) / (ConsumerWGs * EpiBytes);
  // The fewer pieces in the held stage, the sooner it goes back (measured: 4096 x 4096 x 1024 fp16 at
  // 0.97x cuBLAS with 2 of 4 pieces per warpgroup dedicated, 0.95x with 1).
  static constexpr int EpiDedicated = EpiDedicated_ >= 0 ? EpiDedicated_ : DedicatedFit < PiecesPerWG ? DedicatedFit : PiecesPerWG;
  static constexpr int EpiHeld = DeferredStores ? 0 : PiecesPerWG - EpiDedicated;
  static_assert(EpiDedicated <= PiecesPerWG && EpiHeld <= HeldPerWG, "GemmConfig: the epilogue pieces do not fit in the held stage and EpiDedicated");
  static_assert(!DeferredStores || EpiDedicated >= 1, "GemmConfig: deferred stores need at least one epilogue slot per warpgroup beside the stages");
  static constexpr int EpiStepPieces = DeferredStores ? EpiDedicated : PiecesPerWG;  // pieces written and stored together
  static constexpr int EpiSteps = (PiecesPerWG + EpiStepPieces - 1) / EpiStepPieces;
  static constexpr int EpiSlots = ConsumerWGs * EpiDedicated;
  static constexpr int SmemBytes = Stages * int(StageBytes) + EpiSlots * EpiBytes;
  static_assert(SmemBytes <= SmemLimit, "GemmConfig: the stages and the epilogue buffers do not fit in shared memory");

  /// Which operand is multicast over the cluster: B when the cluster spans M, A when it spans N.
  static constexpr bool MulticastA = ClusterN > 1, MulticastB = ClusterM > 1;
  using TmaOpA = std::conditional_t<MulticastA, SM90_TMA_LOAD_MULTICAST, SM90_TMA_LOAD>;
  using TmaOpB = std::conditional_t<MulticastB, SM90_TMA_LOAD_MULTICAST, SM90_TMA_LOAD>;
};

/// The run-time arguments of one GEMM (T: the output type, of C and D).
template <class T>
struct GemmArgs {
  int M = 0, N = 0, K = 0;
  float alpha = 1.0f, beta = 0.0f;
  T const* C = nullptr;  // M x N row-major, read when beta != 0
  T* D = nullptr;        // M x N row-major
};

namespace detail {
template <class T>
__device__ __forceinline__ std::uint32_t pack2(float a, float b) {
  if constexpr (std::is_same_v<T, half_t>) {
    __half2 const h = __floats2half2_rn(a, b);
    return *reinterpret_cast<std::uint32_t const*>(&h);
  } else {
    __nv_bfloat162 const h = __floats2bfloat162_rn(a, b);
    return *reinterpret_cast<std::uint32_t const*>(&h);
  }
}
template <class T>
__device__ __forceinline__ float2 unpack2(std::uint32_t bits) {
  if constexpr (std::is_same_v<T, half_t>) {
    __half2 h;
    std::memcpy(&h, &bits, 4);
    return __half22float2(h);
  } else {
    __nv_bfloat162 h;
    std::memcpy(&h, &bits, 4);
    return __bfloat1622float2(h);
  }
}
}  // namespace detail

template <class Cfg, class TmaA, class TmaB, class TmaD>
__global__ void __launch_bounds__(Cfg::Roles::threads, 1)
    gemm_kernel(__grid_constant__ TmaA const tma_a, __grid_constant__ TmaB const tma_b, __grid_constant__ TmaD const tma_d,
                GemmArgs<typename Cfg::TOut> const args, GroupedTileScheduler<Cfg::ClusterM, Cfg::ClusterN> const sched) {
  using T = typename Cfg::T;
  using TOut = typename Cfg::TOut;
  using Roles = typename Cfg::Roles;
  using Pipeline = typename Cfg::Pipeline;
  using State = typename Pipeline::State;
  constexpr int BM = Cfg::BM, BN = Cfg::BN, BK = Cfg::BK, Blocks = Cfg::ClusterBlocks;

  extern __shared__ __align__(1024) unsigned char smem_raw[];
  __shared__ typename Pipeline::SharedStorage bars;
  T* const sA_base = reinterpret_cast<T*>(smem_raw);
  T* const sB_base = sA_base + Cfg::Stages * Cfg::StageA;
  TOut* const sD_base = reinterpret_cast<TOut*>(sB_base + Cfg::Stages * Cfg::StageB);

  // Every block of the cluster releases stages in every block that multicasts into it.
  Pipeline const pipe(bars, {Roles::consumer_warps, Cfg::MulticastA || Cfg::MulticastB ? Blocks : 1});
  if (threadIdx.x == 0) pipe.init();
  if constexpr (Blocks > 1) {
    cluster_sync();  // the peers' barriers exist before any remote arrival or multicast
  } else {
    __syncthreads();
  }

  int const rank = Blocks > 1 ? int(block_rank_in_cluster()) : 0;
  int const rank_m = rank % Cfg::ClusterM, rank_n = rank / Cfg::ClusterM;
  int const worker = int(blockIdx.x) / Blocks, workers = int(gridDim.x) / Blocks;
  int const tiles = sched.cluster_tile_count();
  int const k_tiles = (args.K + BK - 1) / BK;

  if (Roles::is_producer()) {
    Roles::enter_producer();
    if (warp_index() == 0 && elect_one_sync()) {
      prefetch_tma_descriptor(tma_a.get_tma_descriptor());
      prefetch_tma_descriptor(tma_b.get_tma_descriptor());
      // The coordinate tensors, tiled by the boxes: gA(_, (box row, k tile)).
      auto gA = get<0>(tma_partition(tma_a, make_tensor(make_smem_ptr(sA_base), typename Cfg::BoxA{}),
                                     tma_a.get_tma_tensor(make_shape(args.M, args.K))));
      auto gB = get<0>(tma_partition(tma_b, make_tensor(make_smem_ptr(sB_base), typename Cfg::BoxB{}),
                                     tma_b.get_tma_tensor(make_shape(args.N, args.K))));
      State w{};
      for (int i = worker; i < tiles; i += workers) {
        TileCoord const t = sched.tile(i, rank_m, rank_n);  // off the grid: zeros, loaded all the same
        for (int kt = 0; kt < k_tiles; ++kt, ++w) {
          pipe.producer_acquire(w);
          std::uint64_t& full = pipe.producer_expect(w, Cfg::StageBytes);
          T* const sA = sA_base + w.index * Cfg::StageA;
          T* const sB = sB_base + w.index * Cfg::StageB;
#pragma unroll
          for (int j = 0; j < Cfg::BoxesA; ++j)
            copy(tma_a.with(full), gA(_, make_coord(t.m * Cfg::BoxesA + j, kt)),
                 make_tensor(make_smem_ptr(sA + j * Cfg::BoxElemsA), typename Cfg::BoxA{}));
#pragma unroll
          for (int j = 0; j < Cfg::BoxesB; ++j)
            copy(tma_b.with(full), gB(_, make_coord(t.n * Cfg::BoxesB + j, kt)),
                 make_tensor(make_smem_ptr(sB + j * Cfg::BoxElemsB), typename Cfg::BoxB{}));
        }
      }
    }
  } else {
    Roles::enter_consumer();
    int const wg = Roles::consumer_index();
    bool const issuer = thread_index_in_warpgroup() == 0;
    typename Cfg::TiledMma mma;
    auto thr = mma.get_slice(Roles::consumer_thread_index());
    auto acc = thr.partition_fragment_C(make_identity_tensor(Shape<Int<BM>, Int<BN>>{}));  // fp32: BN / 2 per thread
    auto stage_a = [&](int s) { return make_tensor(make_smem_ptr(sA_base + s * Cfg::StageA), typename Cfg::SmemA{}); };
    auto stage_b = [&](int s) { return make_tensor(make_smem_ptr(sB_base + s * Cfg::StageB), typename Cfg::SmemB{}); };
    auto gD = get<0>(tma_partition(tma_d, make_tensor(make_smem_ptr(sD_base), typename Cfg::EpiBox{}),
                                   tma_d.get_tma_tensor(make_shape(args.M, args.N))));  // gD(_, (m / 64, n / 64))
    // The slot of this warpgroup's epilogue piece j: a part of the held stage, or its own (see GemmConfig).
    auto slot = [&](int j, int stage) -> TOut* {
      if (j >= Cfg::EpiHeld) return sD_base + (wg * Cfg::EpiDedicated + (j - Cfg::EpiHeld) % Cfg::EpiDedicated) * Cfg::EpiElems;
      int const h = wg * Cfg::EpiHeld + j;
      if (h < Cfg::SlotsInStageA) return reinterpret_cast<TOut*>(sA_base + stage * Cfg::StageA) + h * Cfg::EpiElems;
      return reinterpret_cast<TOut*>(sB_base + stage * Cfg::StageB) + (h - Cfg::SlotsInStageA) * Cfg::EpiElems;
    };
    // This thread's place in the accumulator layout (accumulator_layout_fits_epilogue): row
    // 16 * warp + lane / 4 (+ 8), columns 2 * (lane % 4) (+ 1) of each 8-column block.
    int const lane = lane_index(), warp_in_wg = (thread_index_in_warpgroup() / 32);
    // stmatrix .x4: lane l gives the address of row l % 8 of matrix l / 8; the matrices of a 16 x 16
    // block are (rows 0-7 | 8-15) x (columns 0-7 | 8-15), rows first, as the registers hold them.
    int const stsm_row = 16 * warp_in_wg + 8 * ((lane / 8) & 1) + lane % 8, stsm_col = 8 * (lane / 16);
    int stsm_offset[4];  // in a piece (swizzled), of this lane's row of 16-column block b: computed once
#pragma unroll
    for (int b = 0; b < 4; ++b) stsm_offset[b] = int(typename Cfg::EpiBox{}(stsm_row, 16 * b + stsm_col));

    State r{};
    State held{};        // the stage the last tile's epilogue wrote into
    bool holding = false;
    // Gives the held stage back once this warpgroup's stores have read it (the older of its two bulk
    // groups, when it has dedicated pieces). Never called when no piece is held (EpiHeld == 0).
    auto release_held = [&] {
      if (issuer) tma_store_wait<(Cfg::EpiDedicated > 0 ? 1 : 0)>();
      named_barrier_sync(1 + wg, 128);
      pipe.consumer_release(held);
      holding = false;
    };

    // The epilogue in two halves. convert: the accumulators, alpha and beta applied in fp32 (C read
    // only when beta != 0), rounded to pairs of TOut in `packed` (value v of the accumulator layout in
    // packed[v / 2]); the plain case alpha = 1, beta = 0 only converts. store: packed into this
    // warpgroup's slots by stmatrix, then one TMA store per 64 x 64 piece (clipped at M and N).
    std::uint32_t packed[BN / 4];
    auto convert = [&]<bool Scaled>(TileCoord const& t) {
      int const m0 = t.m * BM + 64 * wg, n0 = t.n * BN;
#pragma unroll
      for (int v = 0; v < BN / 2; v += 2) {  // v: column 8 (v / 4) + 2 (lane % 4), row + 8 when (v / 2) is odd
        if constexpr (Scaled) {
          float x0 = args.alpha * acc(v), x1 = args.alpha * acc(v + 1);
          if (args.beta != 0.0f) {
            int const m = m0 + 16 * warp_in_wg + lane / 4 + 8 * ((v / 2) & 1), n = n0 + 8 * (v / 4) + 2 * (lane % 4);
            if (m < args.M && n < args.N) {
              float2 const c = detail::unpack2<TOut>(*reinterpret_cast<std::uint32_t const*>(args.C + std::size_t(m) * args.N + n));
              x0 += args.beta * c.x;
              x1 += args.beta * c.y;
            }
          }
          packed[v / 2] = detail::pack2<TOut>(x0, x1);
        } else {
          packed[v / 2] = detail::pack2<TOut>(acc(v), acc(v + 1));
        }
      }
    };
    // Writes and stores step `step` of tile t's pieces (EpiStepPieces from step * EpiStepPieces, those
    // not past N). Every slot is free when it runs: the held stage's stores were waited for before it
    // went back, the dedicated slots' are waited for here (issued a step, or a tile, earlier).
    auto store = [&](TileCoord const& t, int step) {
      if constexpr (Cfg::EpiHeld > 0) {
        // every consumer warpgroup's wgmmas have read the held stage before any writes into it
        named_barrier_sync(1 + Roles::consumer_warpgroups, Roles::consumer_threads);
      }
      if constexpr (Cfg::EpiDedicated > 0) {
        if (issuer) tma_store_wait<0>();
        named_barrier_sync(1 + wg, 128);
      }
      int const left = (args.N - t.n * BN + 63) / 64, pieces = left < BN / 64 ? left : BN / 64;  // the pieces not past N
      int const first = step * Cfg::EpiStepPieces, last = first + Cfg::EpiStepPieces < pieces ? first + Cfg::EpiStepPieces : pieces;
#pragma unroll
      for (int jj = 0; jj < Cfg::EpiStepPieces; ++jj) {
        int const j = step * Cfg::EpiStepPieces + jj;
        if (j >= last) break;
        TOut* const piece = slot(j, held.index);
#pragma unroll
        for (int b = 0; b < 4; ++b) {  // 16-column blocks: packed 16j + 4b + q is matrix q's register (rows + 8
                                       // for q odd, columns + 8 for q >= 2)
          int const p = 16 * j + 4 * b;
          SM90_U32x4_STSM_N::copy(packed[p], packed[p + 1], packed[p + 2], packed[p + 3],
                                  *reinterpret_cast<uint128_t*>(piece + stsm_offset[b]));
        }
      }
      fence_view_async_shared();  // the writes, before the TMA engine reads them
      named_barrier_sync(1 + wg, 128);
      if (issuer) {
        auto store_piece = [&](int j) {
          copy(tma_d, make_tensor(make_smem_ptr(slot(j, held.index)), typename Cfg::EpiBox{}),
               gD(_, make_coord(t.m * (BM / 64) + wg, t.n * (BN / 64) + j)));
        };
        if constexpr (Cfg::EpiHeld > 0) {
          for (int j = first; j < last && j < Cfg::EpiHeld; ++j) store_piece(j);
          tma_store_arrive();  // the held stage's group
        }
        if constexpr (Cfg::EpiDedicated > 0) {
          for (int j = first > Cfg::EpiHeld ? first : Cfg::EpiHeld; j < last; ++j) store_piece(j);
          tma_store_arrive();  // the dedicated slots' group (perhaps empty)
        }
      }
    };

    // The descriptors of stage 0's k-blocks, built once; a stage's are these moved by its offset (in
    // the descriptors' 16-byte units): an add per k-block, not a descriptor built from its address.
    // Every thread of a warpgroup has the same descriptors: those of its first thread, whose index
    // the compiler knows to be warp-uniform (so they stay in uniform registers, as wgmma takes them).
    auto const thr_wg = mma.get_slice(128 * wg);
    auto const fA0 = thr_wg.partition_fragment_A(stage_a(0));
    auto const fB0 = thr_wg.partition_fragment_B(stage_b(0));
    constexpr int StageDescA = Cfg::StageA * int(sizeof(T)) / 16, StageDescB = Cfg::StageB * int(sizeof(T)) / 16;
    // One k-block: wait for its stage, issue its wgmmas (the tile's first overwrites the accumulators).
    auto issue = [&] {
      pipe.consumer_wait(r);
      auto fA = make_tensor(fA0.data() + r.index * StageDescA, fA0.layout());  // this stage's descriptors
      auto fB = make_tensor(fB0.data() + r.index * StageDescB, fB0.layout());
#pragma unroll
      for (int v = 0; v < size(acc); ++v) warpgroup_fence_operand(acc(v));
      warpgroup_arrive();
#pragma unroll
      for (int kb = 0; kb < size<2>(fA); ++kb) {
        gemm(mma, fA(_, _, kb), fB(_, _, kb), acc);
        mma.accumulate_ = GMMA::ScaleOut::One;
      }
      warpgroup_commit_batch();
    };
    // Then: the previous k-block's wgmmas are done, its stage goes back (k-block 0: the stage held by
    // the last tile's epilogue goes back once its stores have read it).
    auto retire = [&](int kt, State& prev) {
      warpgroup_wait<1>();
#pragma unroll
      for (int v = 0; v < size(acc); ++v) warpgroup_fence_operand(acc(v));
      if (kt > 0) {
        pipe.consumer_release(prev);
        ++prev;
      }
      if (holding) release_held();
      ++r;
    };

    TileCoord pending{};  // DeferredStores: the tile whose values wait in `packed` (valid: some do)
    for (int i = worker; i < tiles; i += workers) {
      mma.accumulate_ = GMMA::ScaleOut::Zero;  // the tile's first wgmma overwrites the accumulators: no clear
      State prev = r;
      int kt = 0;
      if constexpr (Cfg::DeferredStores) {
#pragma unroll
        for (int step = 0; step < Cfg::EpiSteps; ++step) {  // the last tile's stores, a step behind each k-block
          if (step < k_tiles) {
            issue();
            retire(kt++, prev);  // first: the previous k-block's stage goes back without waiting behind the stores
            if (pending.valid) store(pending, step);
          }
        }
      }
      // The tile's coordinates: only its epilogue needs them, so they are computed behind its first
      // wgmmas, not between the last tile's and these.
      TileCoord const t = sched.tile(i, rank_m, rank_n);
      for (; kt < k_tiles; ++kt) {
        issue();
        retire(kt, prev);
      }
      warpgroup_wait<0>();
#pragma unroll
      for (int v = 0; v < size(acc); ++v) warpgroup_fence_operand(acc(v));
      if constexpr (Cfg::EpiHeld == 0) {
        pipe.consumer_release(prev);  // every piece has a slot of its own: the stage goes back at once
      } else {
        held = prev;  // the last k-block's stage, held for the epilogue
        holding = true;
      }
      if constexpr (Cfg::DeferredStores) {
#pragma unroll
        for (int step = 0; step < Cfg::EpiSteps; ++step)  // the steps that had no k-block (k_tiles < EpiSteps)
          if (pending.valid && step >= k_tiles) store(pending, step);
      }
      if (t.valid) {
        if (args.alpha == 1.0f && args.beta == 0.0f) {
          convert.template operator()<false>(t);
        } else {
          convert.template operator()<true>(t);
        }
      }
      if constexpr (Cfg::DeferredStores) {
        pending = t;
      } else if (t.valid) {
        store(t, 0);
      }
    }
    if constexpr (Cfg::DeferredStores) {
#pragma unroll
      for (int step = 0; step < Cfg::EpiSteps; ++step)
        if (pending.valid) store(pending, step);
    }
    if (holding) release_held();
    if (issuer) tma_store_wait<0>();  // every store has read shared memory before the block exits
  }

  if constexpr (Blocks > 1) cluster_sync();  // no block leaves while a peer may still arrive on or write into it
}

/// The epilogue takes thread t's accumulator value v (of its BN / 2) to be row 16 (t / 32) + (t % 32) / 4
/// + 8 ((v / 2) % 2), column 8 (v / 4) + 2 (t % 4) + v % 2 of the tile (so values 32j .. 32j + 31 are
/// in columns 64j .. 64j + 63, and v, v + 1 are adjacent columns): the wgmma accumulator layout,
/// checked here against the TiledMMA's.
template <class Cfg>
constexpr bool accumulator_layout_fits_epilogue() {
  typename Cfg::TiledMma mma;
  auto tv = mma.get_layoutC_TV();  // (thread, value) -> column-major (m, n) index in the tile
  for (int t : {0, 1, 5, 37, 127, 128, 130, int(size<0>(tv)) - 1})  // a sample of threads: the check is a constant expression
    for (int v = 0; v < int(size<1>(tv)); ++v) {
      int const m = 16 * (t / 32) + (t % 32) / 4 + 8 * ((v / 2) % 2), n = 8 * (v / 4) + 2 * (t % 4) + v % 2;
      if (t < int(size<0>(tv)) && int(tv(t, v)) != m + Cfg::BM * n) return false;
    }
  return true;
}

/// One GEMM ready to launch: the tensor maps, the arguments, the schedule and the launch shape.
template <class Cfg>
struct GemmPlan {
  using T = typename Cfg::T;
  using TOut = typename Cfg::TOut;
  template <Major Mj, class Op, class Box>
  static auto make_tma(T const* p, int rows, int K, int cluster) {
    auto layout = [&] {
      if constexpr (Mj == Major::K) {
        return make_layout(make_shape(rows, K), make_stride(K, _1{}));
      } else {
        return make_layout(make_shape(rows, K), make_stride(_1{}, rows));
      }
    }();
    auto g = make_tensor(make_gmem_ptr(p), layout);
    if constexpr (std::is_same_v<Op, SM90_TMA_LOAD_MULTICAST>) {
      return make_tma_copy(Op{}, g, Box{}, cluster);
    } else {
      return make_tma_copy(Op{}, g, Box{});
    }
  }
  using TmaA = decltype(make_tma<Cfg::MajorA, typename Cfg::TmaOpA, typename Cfg::BoxA>(nullptr, 8, 8, 1));
  using TmaB = decltype(make_tma<Cfg::MajorB, typename Cfg::TmaOpB, typename Cfg::BoxB>(nullptr, 8, 8, 1));
  static auto make_tma_d(TOut* p, int M, int N) {
    return make_tma_copy(SM90_TMA_STORE{}, make_tensor(make_gmem_ptr(p), make_layout(make_shape(M, N), make_stride(N, _1{}))),
                         typename Cfg::EpiBox{});
  }
  using TmaD = decltype(make_tma_d(nullptr, 8, 8));

  TmaA tma_a;
  TmaB tma_b;
  TmaD tma_d;
  GemmArgs<TOut> args;
  GroupedTileScheduler<Cfg::ClusterM, Cfg::ClusterN> sched;
  ClusterLaunchParams launch;

  static constexpr auto kernel = gemm_kernel<Cfg, TmaA, TmaB, TmaD>;

  cudaError_t run(cudaStream_t stream = nullptr) {
    launch.stream = stream;
    return launch_kernel_on_cluster(launch, kernel, tma_a, tma_b, tma_d, args, sched);
  }
};

/// Checks the problem and builds the plan. group / order: the raster (GroupedTileScheduler);
/// max_clusters > 0 caps the persistent grid (tests use it to give each cluster several tiles).
template <class Cfg>
GemmPlan<Cfg> make_gemm_plan(GemmArgs<typename Cfg::TOut> const& args, typename Cfg::T const* A, typename Cfg::T const* B, int group = 8,
                             RasterOrder order = RasterOrder::AlongN, int max_clusters = 0) {
  static_assert(accumulator_layout_fits_epilogue<Cfg>(), "gemm_sm90: the accumulator layout is not the one the epilogue takes");
  auto fail = [](std::string const& why) { throw std::invalid_argument("gemm_sm90: " + why); };
  if (args.M < 1 || args.N < 1 || args.K < 1) fail("M, N and K must be at least 1");
  if (args.N % 8 != 0) fail("N must be a multiple of 8 (16-byte rows of C and D)");
  constexpr int per16 = 16 / int(sizeof(typename Cfg::T));  // values in 16 bytes
  if ((Cfg::MajorA == Major::K ? args.K : args.M) % per16 != 0)
    fail("A's rows must be 16-byte aligned (K or M a multiple of " + std::to_string(per16) + ")");
  if ((Cfg::MajorB == Major::K ? args.K : args.N) % per16 != 0)
    fail("B's rows must be 16-byte aligned (K or N a multiple of " + std::to_string(per16) + ")");
  auto aligned = [](void const* p) { return reinterpret_cast<std::uintptr_t>(p) % 16 == 0; };
  if (!aligned(A) || !aligned(B) || !aligned(args.D) || (args.beta != 0.0f && !aligned(args.C))) fail("pointers must be 16-byte aligned");
  if (args.beta != 0.0f && args.C == nullptr) fail("beta != 0 needs C");

  GemmPlan<Cfg> plan{
      GemmPlan<Cfg>::template make_tma<Cfg::MajorA, typename Cfg::TmaOpA, typename Cfg::BoxA>(A, args.M, args.K, Cfg::ClusterN),
      GemmPlan<Cfg>::template make_tma<Cfg::MajorB, typename Cfg::TmaOpB, typename Cfg::BoxB>(B, args.N, args.K, Cfg::ClusterM),
      GemmPlan<Cfg>::make_tma_d(args.D, args.M, args.N),
      args,
      {(args.M + Cfg::BM - 1) / Cfg::BM, (args.N + Cfg::BN - 1) / Cfg::BN, group, order},
      {}};
  plan.launch.block = dim3(Cfg::Roles::threads);
  plan.launch.cluster = dim3(Cfg::ClusterBlocks);
  plan.launch.smem_bytes = Cfg::SmemBytes;
  plan.launch.grid = dim3(Cfg::ClusterBlocks);
  int fit = max_active_clusters(plan.launch, GemmPlan<Cfg>::kernel);
  if (fit < 1) fail("no cluster of this configuration fits on the device");
  if (max_clusters > 0 && max_clusters < fit) fit = max_clusters;
  plan.launch.grid = dim3(unsigned(plan.sched.workers(fit) * Cfg::ClusterBlocks));
  return plan;
}

}  // namespace gemm_sm90

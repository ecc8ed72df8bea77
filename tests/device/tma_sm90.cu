// SM90 TMA on the GPU, through make_tma_copy / tma_partition / copy: 2-D tiles of a matrix loaded into
// shared memory (completing on an mbarrier), read back with the shared-memory layout (so the
// hardware's swizzle must be the layout's), and stored back with a TMA store; a store of a tile
// written with ordinary stores; a 3-D box; partial tiles at the edges (the load fills zeros, the store
// clips); and a multicast load split over a 2-block cluster (also as CuTe's get_slice(rank) with a
// mask). Shared-memory layouts: plain row-major, and the 128-, 64- and 32-byte swizzles (GMMA
// K-major atoms); the 2-D case also through CuTe's TiledCopy form (make_tma_copy<T> with a CTA tile,
// get_slice / partition_S / partition_D); tiles loaded and stored in several boxes. Random data,
// poisoned outputs.
// Without an SM90 GPU: exit 77 (skipped).
#include <cute/arch/cluster.hpp>
#include <cute/arch/mbarrier.hpp>
#include <cute/atom/copy_traits_sm90_tma.hpp>
#include <cute/atom/mma_sm90_layouts.hpp>
#include <cute/tensor.hpp>

#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

#include <cuda_runtime.h>

#include "cuda_check.hpp"

using namespace cute;

// Loads tile (blockIdx.x, blockIdx.y) of an (M, N) row-major matrix, writes what shared memory holds
// (read through the layout) to seen, zero-checks the part past the matrix's edge, and stores the tile
// to out with a TMA store. Sliced: through CuTe's TiledCopy form (get_slice(0).partition_S/D of the
// block's tile, as CuTe's TMA examples write it) instead of tma_partition.
template <class T, class SLayout, class Load, class Store, bool Sliced = false>
__global__ void load_store_tile(__grid_constant__ Load const load, __grid_constant__ Store const store, int M, int N,
                                T* seen, int* nonzero_past_edge) {
  extern __shared__ __align__(1024) unsigned char smem_raw[];
  __shared__ std::uint64_t bar;
  auto sA = make_tensor(make_smem_ptr(reinterpret_cast<T*>(smem_raw)), SLayout{});
  auto mA = load.get_tma_tensor(make_shape(M, N));
  auto tile = make_coord(int(blockIdx.x), int(blockIdx.y));
  auto tile_shape = make_shape(size<0>(SLayout{}), size<1>(SLayout{}));
  if (threadIdx.x == 0) {
    prefetch_tma_descriptor(load.get_tma_descriptor());
    mbarrier_init(bar, 1);
    fence_barrier_init();
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    mbarrier_arrive_expect_tx(bar, Load::tma_bytes);
    if constexpr (Sliced) {
      auto thr = load.get_slice(0);
      copy(load.with(bar), thr.partition_S(local_tile(mA, tile_shape, tile)), thr.partition_D(sA));
    } else {
      auto parts = tma_partition(load, sA, mA);
      copy(load.with(bar), get<0>(parts)(_, tile), get<1>(parts));
    }
  }
  mbarrier_wait(bar, 0);
  constexpr int BM = int(size<0>(SLayout{})), BN = int(size<1>(SLayout{}));
  for (int i = threadIdx.x; i < BM * BN; i += blockDim.x) {
    int const r = i / BN, c = i % BN;
    int const gr = int(blockIdx.x) * BM + r, gc = int(blockIdx.y) * BN + c;
    T const v = sA(r, c);
    if (gr < M && gc < N) {
      seen[gr * N + gc] = v;
    } else if (v != T(0)) {
      atomicAdd(nonzero_past_edge, 1);
    }
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    auto mC = store.get_tma_tensor(make_shape(M, N));
    if constexpr (Sliced) {
      auto thr = store.get_slice(0);
      copy(store, thr.partition_S(sA), thr.partition_D(local_tile(mC, tile_shape, tile)));
    } else {
      auto cparts = tma_partition(store, sA, mC);
      copy(store, sA, get<0>(cparts)(_, tile));
    }
    tma_store_arrive();
    tma_store_wait<0>();
  }
}

// Writes tile (blockIdx.x, blockIdx.y) of in into shared memory with ordinary stores through the
// layout, then stores it to out with TMA.
template <class T, class SLayout, class Store>
__global__ void store_tile(__grid_constant__ Store const store, int M, int N, T const* in) {
  extern __shared__ __align__(1024) unsigned char smem_raw[];
  auto sA = make_tensor(make_smem_ptr(reinterpret_cast<T*>(smem_raw)), SLayout{});
  constexpr int BM = int(size<0>(SLayout{})), BN = int(size<1>(SLayout{}));
  for (int i = threadIdx.x; i < BM * BN; i += blockDim.x) {
    int const r = i / BN, c = i % BN;
    int const gr = int(blockIdx.x) * BM + r, gc = int(blockIdx.y) * BN + c;
    sA(r, c) = (gr < M && gc < N) ? in[gr * N + gc] : T(-1);
  }
  fence_view_async_shared();  // ordinary stores, then the copy engine reads them
  __syncthreads();
  if (threadIdx.x == 0) {
    auto mC = store.get_tma_tensor(make_shape(M, N));
    auto parts = tma_partition(store, sA, mC);
    copy(store, sA, get<0>(parts)(_, make_coord(int(blockIdx.x), int(blockIdx.y))));
    tma_store_arrive();
    tma_store_wait<0>();
  }
}

// (Launched with a cluster of 2 blocks: cudaLaunchKernelEx, since __cluster_dims__ fails the sm_80 pass.)
// A 2-block cluster loads tile blockIdx.x / 2 of the matrix: each block loads half and multicasts it
// to both; each block then writes what it holds to seen[block].
template <class T, class SLayout, class Load, bool Sliced>
__global__ void multicast_tile(__grid_constant__ Load const load, int M, int N, T* seen) {
  extern __shared__ __align__(1024) unsigned char smem_raw[];
  __shared__ std::uint64_t bar;
  auto sA = make_tensor(make_smem_ptr(reinterpret_cast<T*>(smem_raw)), SLayout{});
  auto mA = load.get_tma_tensor(make_shape(M, N));
  int const cluster = int(blockIdx.x) / 2;
  if (threadIdx.x == 0) {
    mbarrier_init(bar, 1);
    fence_barrier_init();
  }
  cluster_sync();  // both barriers exist before either block's multicast lands in the other
  if (threadIdx.x == 0) {
    mbarrier_arrive_expect_tx(bar, Load::tma_bytes);
    if constexpr (Sliced) {
      // CuTe's TiledCopy form (from either make_tma_copy): this block's slice of the boxes, multicast
      // to both blocks.
      auto thr = load.get_slice(block_rank_in_cluster());
      auto gA = local_tile(mA, product_each(shape(SLayout{})), make_coord(cluster, 0));
      copy(load.with(bar, std::uint16_t(0b11)), thr.partition_S(gA), thr.partition_D(sA));
    } else {
      auto parts = tma_partition(load, sA, mA);
      copy(load.with(bar), get<0>(parts)(_, make_coord(cluster, 0)), get<1>(parts));
    }
  }
  mbarrier_wait(bar, 0);
  constexpr int BM = int(size<0>(SLayout{})), BN = int(size<1>(SLayout{}));
  T* mine = seen + std::size_t(blockIdx.x) * BM * BN;
  for (int i = threadIdx.x; i < BM * BN; i += blockDim.x) mine[i] = sA(i / BN, i % BN);
  cluster_sync();
}

// A 3-D (D0, D1, D2) tensor, D2 contiguous, loaded by boxes (B0, B1, B2) and read back.
template <class T, class SLayout, class Load>
__global__ void load_3d(__grid_constant__ Load const load, int D0, int D1, int D2, T* seen) {
  extern __shared__ __align__(1024) unsigned char smem_raw[];
  __shared__ std::uint64_t bar;
  auto sA = make_tensor(make_smem_ptr(reinterpret_cast<T*>(smem_raw)), SLayout{});
  auto mA = load.get_tma_tensor(make_shape(D0, D1, D2));
  auto parts = tma_partition(load, sA, mA);
  if (threadIdx.x == 0) {
    mbarrier_init(bar, 1);
    fence_barrier_init();
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    mbarrier_arrive_expect_tx(bar, Load::tma_bytes);
    copy(load.with(bar), get<0>(parts)(_, make_coord(int(blockIdx.x), int(blockIdx.y), int(blockIdx.z))), get<1>(parts));
  }
  mbarrier_wait(bar, 0);
  constexpr int B0 = int(size<0>(SLayout{})), B1 = int(size<1>(SLayout{})), B2 = int(size<2>(SLayout{}));
  for (int i = threadIdx.x; i < B0 * B1 * B2; i += blockDim.x) {
    int const a = i / (B1 * B2), b = (i / B2) % B1, c = i % B2;
    int const ga = int(blockIdx.x) * B0 + a, gb = int(blockIdx.y) * B1 + b, gc = int(blockIdx.z) * B2 + c;
    if (ga < D0 && gb < D1 && gc < D2) seen[(std::size_t(ga) * D1 + gb) * D2 + gc] = sA(a, b, c);
  }
}

// A 5-D tensor (D0..D4, D4 contiguous) loaded by 5-D boxes; box number blockIdx.x in column-major
// order of the box grid; read back through the layout.
template <class T, class SLayout, class Load>
__global__ void load_5d(__grid_constant__ Load const load, int D0, int D1, int D2, int D3, int D4, T* seen) {
  extern __shared__ __align__(1024) unsigned char smem_raw[];
  __shared__ std::uint64_t bar;
  auto sA = make_tensor(make_smem_ptr(reinterpret_cast<T*>(smem_raw)), SLayout{});
  auto mA = load.get_tma_tensor(make_shape(D0, D1, D2, D3, D4));
  auto parts = tma_partition(load, sA, mA);
  constexpr int B0 = int(size<0>(SLayout{})), B1 = int(size<1>(SLayout{})), B2 = int(size<2>(SLayout{}));
  constexpr int B3 = int(size<3>(SLayout{})), B4 = int(size<4>(SLayout{}));
  int const n0 = (D0 + B0 - 1) / B0, n1 = (D1 + B1 - 1) / B1, n2 = (D2 + B2 - 1) / B2, n3 = (D3 + B3 - 1) / B3;
  int b = int(blockIdx.x);
  int const t0 = b % n0, t1 = (b /= n0) % n1, t2 = (b /= n1) % n2, t3 = (b /= n2) % n3, t4 = b / n3;
  if (threadIdx.x == 0) {
    mbarrier_init(bar, 1);
    fence_barrier_init();
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    mbarrier_arrive_expect_tx(bar, Load::tma_bytes);
    copy(load.with(bar), get<0>(parts)(_, make_coord(t0, t1, t2, t3, t4)), get<1>(parts));
  }
  mbarrier_wait(bar, 0);
  for (int i = threadIdx.x; i < B0 * B1 * B2 * B3 * B4; i += blockDim.x) {
    int r = i;
    int const c4 = r % B4, c3 = (r /= B4) % B3, c2 = (r /= B3) % B2, c1 = (r /= B2) % B1, c0 = r / B1;
    int const g0 = t0 * B0 + c0, g1 = t1 * B1 + c1, g2 = t2 * B2 + c2, g3 = t3 * B3 + c3, g4 = t4 * B4 + c4;
    if (g0 < D0 && g1 < D1 && g2 < D2 && g3 < D3 && g4 < D4)
      seen[(((std::size_t(g0) * D1 + g1) * D2 + g2) * D3 + g3) * D4 + g4] = sA(c0, c1, c2, c3, c4);
  }
}

template <class T>
std::vector<T> random_values(std::size_t n, std::mt19937& rng) {
  std::uniform_int_distribution<int> dist(1, 30000);  // never 0: zero marks the fill past the edges
  std::vector<T> v(n);
  for (auto& x : v) x = T(dist(rng));
  return v;
}

template <class T>
int compare(char const* name, std::vector<T> const& got, std::vector<T> const& want) {
  int errors = 0;
  for (std::size_t i = 0; i < want.size(); ++i)
    if (!(got[i] == want[i]) && ++errors <= 5)
      std::fprintf(stderr, "  %s: element %zu is %lld, expected %lld\n", name, i, (long long)got[i], (long long)want[i]);
  std::printf("tma %-58s %s (%d of %zu differ)\n", name, errors ? "FAILED" : "ok", errors, want.size());
  return errors ? 1 : 0;
}

template <class T, class SLayout, bool Sliced = false>
int run_2d(char const* name, int M, int N, std::mt19937& rng) {
  constexpr int BM = int(size<0>(SLayout{})), BN = int(size<1>(SLayout{}));
  std::size_t const n = std::size_t(M) * N;
  std::vector<T> in = random_values<T>(n, rng);
  T *dIn, *dOut, *dSeen, *dOut2;
  int* dBad;
  CUDA_CHECK(cudaMalloc(&dIn, n * sizeof(T)));
  CUDA_CHECK(cudaMalloc(&dOut, n * sizeof(T)));
  CUDA_CHECK(cudaMalloc(&dOut2, n * sizeof(T)));
  CUDA_CHECK(cudaMalloc(&dSeen, n * sizeof(T)));
  CUDA_CHECK(cudaMalloc(&dBad, sizeof(int)));
  CUDA_CHECK(cudaMemcpy(dIn, in.data(), n * sizeof(T), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(dOut, 0xff, n * sizeof(T)));
  CUDA_CHECK(cudaMemset(dOut2, 0xff, n * sizeof(T)));
  CUDA_CHECK(cudaMemset(dSeen, 0xff, n * sizeof(T)));
  CUDA_CHECK(cudaMemset(dBad, 0, sizeof(int)));
  auto gIn = make_tensor(make_gmem_ptr(dIn), make_layout(make_shape(M, N), make_stride(N, _1{})));
  auto gOut = make_tensor(make_gmem_ptr(dOut), make_layout(make_shape(M, N), make_stride(N, _1{})));
  auto gOut2 = make_tensor(make_gmem_ptr(dOut2), make_layout(make_shape(M, N), make_stride(N, _1{})));
  // Sliced: CuTe's make_tma_copy<T>(op, tensor, smem layout, CTA tile, cluster size), a TMA Copy_Atom.
  auto const cta_tile = make_shape(Int<BM>{}, Int<BN>{});
  auto load = [&] {
    if constexpr (Sliced) return make_tma_copy<T>(SM90_TMA_LOAD{}, gIn, SLayout{}, cta_tile, Int<1>{});
    else return make_tma_copy(SM90_TMA_LOAD{}, gIn, SLayout{});
  }();
  auto store = [&] {
    if constexpr (Sliced) return make_tma_copy<T>(SM90_TMA_STORE{}, gOut, SLayout{}, cta_tile, Int<1>{});
    else return make_tma_copy(SM90_TMA_STORE{}, gOut, SLayout{});
  }();
  auto store2 = make_tma_copy(SM90_TMA_STORE{}, gOut2, SLayout{});
  dim3 const grid((M + BM - 1) / BM, (N + BN - 1) / BN);
  int const smem = int(cosize_v<SLayout>) * int(sizeof(T));
  auto k1 = load_store_tile<T, SLayout, decltype(load), decltype(store), Sliced>;
  auto k2 = store_tile<T, SLayout, decltype(store2)>;
  CUDA_CHECK(cudaFuncSetAttribute(k1, cudaFuncAttributeMaxDynamicSharedMemorySize, smem));
  CUDA_CHECK(cudaFuncSetAttribute(k2, cudaFuncAttributeMaxDynamicSharedMemorySize, smem));
  k1<<<grid, 128, smem>>>(load, store, M, N, dSeen, dBad);
  CUDA_CHECK(cudaGetLastError());
  k2<<<grid, 128, smem>>>(store2, M, N, dIn);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  std::vector<T> seen(n), out(n), out2(n);
  int bad = 0;
  CUDA_CHECK(cudaMemcpy(seen.data(), dSeen, n * sizeof(T), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(out.data(), dOut, n * sizeof(T), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(out2.data(), dOut2, n * sizeof(T), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(&bad, dBad, sizeof(int), cudaMemcpyDeviceToHost));
  for (T* p : {dIn, dOut, dOut2, dSeen}) CUDA_CHECK(cudaFree(p));
  CUDA_CHECK(cudaFree(dBad));
  char label[160];
  int failures = 0;
  std::snprintf(label, sizeof label, "load %s %dx%d: smem read through the layout", name, M, N);
  failures += compare(label, seen, in);
  std::snprintf(label, sizeof label, "load+store %s %dx%d", name, M, N);
  failures += compare(label, out, in);
  std::snprintf(label, sizeof label, "store %s %dx%d (smem written by threads)", name, M, N);
  failures += compare(label, out2, in);
  if (bad != 0) std::fprintf(stderr, "  %s: %d elements past the edge were not zero-filled\n", name, bad);
  std::printf("tma %-58s %s\n", "zero fill past the edges", bad ? "FAILED" : "ok");
  return failures + (bad ? 1 : 0);
}

// Form 0: make_tma_copy(op, tensor, smem layout, cluster size) and tma_partition; 1: CuTe's
// make_tma_copy(op, tensor, smem layout, CTA tile, cluster size) and get_slice(rank); 2: the first
// factory, with get_slice(rank) and with(bar, mask) (CuTe code that makes its multicast copy so); 3: CuTe's
// make_tma_copy_A_sm90 with get_slice(rank).
template <class T, class SLayout, int Form = 0>
int run_multicast(char const* name, int clusters, std::mt19937& rng) {
  constexpr bool Sliced = Form != 0;
  constexpr int BM = int(size<0>(SLayout{})), BN = int(size<1>(SLayout{}));
  int const M = clusters * BM, N = BN;
  std::size_t const n = std::size_t(M) * N;
  std::vector<T> in = random_values<T>(n, rng);
  T *dIn, *dSeen;
  CUDA_CHECK(cudaMalloc(&dIn, n * sizeof(T)));
  CUDA_CHECK(cudaMalloc(&dSeen, 2 * n * sizeof(T)));
  CUDA_CHECK(cudaMemcpy(dIn, in.data(), n * sizeof(T), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(dSeen, 0xff, 2 * n * sizeof(T)));
  auto gIn = make_tensor(make_gmem_ptr(dIn), make_layout(make_shape(M, N), make_stride(N, _1{})));
  auto load = [&] {
    if constexpr (Form == 1) {
      return make_tma_copy(SM90_TMA_LOAD_MULTICAST{}, gIn, SLayout{}, product_each(shape(SLayout{})), Int<2>{});  // CuTe's form
    } else if constexpr (Form == 3) {  // CuTe's GEMM form: A of an (M, N, K) tile, multicast along a cluster's N
      auto const tile = product_each(shape(SLayout{}));
      return make_tma_copy_A_sm90(SM90_TMA_LOAD_MULTICAST{}, gIn, SLayout{}, make_shape(get<0>(tile), _64{}, get<1>(tile)),
                                  Shape<_1, _2, _1>{});
    } else {
      return make_tma_copy(SM90_TMA_LOAD_MULTICAST{}, gIn, SLayout{}, 2);
    }
  }();
  int const smem = int(cosize_v<SLayout>) * int(sizeof(T));
  auto k = multicast_tile<T, SLayout, decltype(load), Sliced>;
  CUDA_CHECK(cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, smem));
  cudaLaunchConfig_t config{};
  config.gridDim = dim3(2 * clusters);
  config.blockDim = dim3(128);
  config.dynamicSmemBytes = std::size_t(smem);
  cudaLaunchAttribute cluster{};
  cluster.id = cudaLaunchAttributeClusterDimension;
  cluster.val.clusterDim.x = 2;
  cluster.val.clusterDim.y = 1;
  cluster.val.clusterDim.z = 1;
  config.attrs = &cluster;
  config.numAttrs = 1;
  CUDA_CHECK(cudaLaunchKernelEx(&config, k, load, M, N, dSeen));
  CUDA_CHECK(cudaDeviceSynchronize());
  std::vector<T> seen(2 * n), want(2 * n);
  CUDA_CHECK(cudaMemcpy(seen.data(), dSeen, 2 * n * sizeof(T), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(dIn));
  CUDA_CHECK(cudaFree(dSeen));
  for (int b = 0; b < 2 * clusters; ++b)
    for (int i = 0; i < BM * BN; ++i) want[std::size_t(b) * BM * BN + i] = in[std::size_t(b / 2) * BM * BN + i];
  char label[160];
  std::snprintf(label, sizeof label, "multicast %s, %d clusters of 2 blocks%s", name, clusters,
                Form == 1 ? ", get_slice(rank)" : Form == 2 ? ", get_slice(rank) of the 4-argument copy"
                : Form == 3 ? ", make_tma_copy_A_sm90" : "");
  return compare(label, seen, want);
}

template <class T, class SLayout>
int run_3d(char const* name, int D0, int D1, int D2, std::mt19937& rng) {
  constexpr int B0 = int(size<0>(SLayout{})), B1 = int(size<1>(SLayout{})), B2 = int(size<2>(SLayout{}));
  std::size_t const n = std::size_t(D0) * D1 * D2;
  std::vector<T> in = random_values<T>(n, rng);
  T *dIn, *dSeen;
  CUDA_CHECK(cudaMalloc(&dIn, n * sizeof(T)));
  CUDA_CHECK(cudaMalloc(&dSeen, n * sizeof(T)));
  CUDA_CHECK(cudaMemcpy(dIn, in.data(), n * sizeof(T), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(dSeen, 0xff, n * sizeof(T)));
  auto gIn = make_tensor(make_gmem_ptr(dIn), make_layout(make_shape(D0, D1, D2), make_stride(D1 * D2, D2, _1{})));
  auto load = make_tma_copy(SM90_TMA_LOAD{}, gIn, SLayout{});
  int const smem = int(cosize_v<SLayout>) * int(sizeof(T));
  auto k = load_3d<T, SLayout, decltype(load)>;
  CUDA_CHECK(cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, smem));
  k<<<dim3((D0 + B0 - 1) / B0, (D1 + B1 - 1) / B1, (D2 + B2 - 1) / B2), 128, smem>>>(load, D0, D1, D2, dSeen);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  std::vector<T> seen(n);
  CUDA_CHECK(cudaMemcpy(seen.data(), dSeen, n * sizeof(T), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(dIn));
  CUDA_CHECK(cudaFree(dSeen));
  char label[160];
  std::snprintf(label, sizeof label, "load 3-D %s %dx%dx%d", name, D0, D1, D2);
  return compare(label, seen, in);
}

template <class T, class SLayout>
int run_5d(char const* name, int D0, int D1, int D2, int D3, int D4, std::mt19937& rng) {
  constexpr int B0 = int(size<0>(SLayout{})), B1 = int(size<1>(SLayout{})), B2 = int(size<2>(SLayout{}));
  constexpr int B3 = int(size<3>(SLayout{})), B4 = int(size<4>(SLayout{}));
  std::size_t const n = std::size_t(D0) * D1 * D2 * D3 * D4;
  std::vector<T> in = random_values<T>(n, rng);
  T *dIn, *dSeen;
  CUDA_CHECK(cudaMalloc(&dIn, n * sizeof(T)));
  CUDA_CHECK(cudaMalloc(&dSeen, n * sizeof(T)));
  CUDA_CHECK(cudaMemcpy(dIn, in.data(), n * sizeof(T), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(dSeen, 0xff, n * sizeof(T)));
  auto gIn = make_tensor(make_gmem_ptr(dIn), make_layout(make_shape(D0, D1, D2, D3, D4), LayoutRight{}));
  auto load = make_tma_copy(SM90_TMA_LOAD{}, gIn, SLayout{});
  int const smem = int(cosize_v<SLayout>) * int(sizeof(T));
  auto k = load_5d<T, SLayout, decltype(load)>;
  CUDA_CHECK(cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, smem));
  int const boxes = ((D0 + B0 - 1) / B0) * ((D1 + B1 - 1) / B1) * ((D2 + B2 - 1) / B2) * ((D3 + B3 - 1) / B3) * ((D4 + B4 - 1) / B4);
  k<<<boxes, 128, smem>>>(load, D0, D1, D2, D3, D4, dSeen);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  std::vector<T> seen(n);
  CUDA_CHECK(cudaMemcpy(seen.data(), dSeen, n * sizeof(T), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(dIn));
  CUDA_CHECK(cudaFree(dSeen));
  char label[160];
  std::snprintf(label, sizeof label, "load 5-D %s %dx%dx%dx%dx%d", name, D0, D1, D2, D3, D4);
  return compare(label, seen, in);
}

int main() {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("tma_sm90: no GPU here, skipped\n");
    return 77;
  }
  cudaDeviceProp prop{};
  CUDA_CHECK(cudaGetDeviceProperties(&prop, 0));
  if (prop.major != 9) {
    std::printf("tma_sm90: needs an SM90 GPU (this is sm_%d%d), skipped\n", prop.major, prop.minor);
    return 77;
  }
  unsigned const seed = std::getenv("CUTE_TEST_SEED") ? unsigned(std::atoi(std::getenv("CUTE_TEST_SEED"))) : std::random_device{}();
  std::printf("tma_sm90: seed %u\n", seed);
  std::mt19937 rng(seed);
  using U16 = std::uint16_t;  // TMA copies bits: 16-bit integers stand for half values
  using RowMajor32x16 = Layout<Shape<_32, _16>, Stride<_16, _1>>;
  using SW128 = decltype(tile_to_shape(GMMA::Layout_K_SW128_Atom<U16>{}, Shape<_64, _64>{}));
  using SW64 = decltype(tile_to_shape(GMMA::Layout_K_SW64_Atom<U16>{}, Shape<_128, _32>{}));
  using SW32 = decltype(tile_to_shape(GMMA::Layout_K_SW32_Atom<float>{}, Shape<_16, _8>{}));
  // Tiles loaded in several boxes (CuTe's boxes): the 128-byte atoms along the rows first, as an
  // MN-major GMMA tile is (8x64 boxes, 16 of them); a plain tile of 16x4 boxes; a 3-D tile of six
  // parts (more than 5 TMA dimensions), in 2x4x8 boxes.
  using SW128Rows = decltype(tile_to_shape(GMMA::Layout_K_SW128_Atom<U16>{}, Shape<_64, _128>{}, Step<_2, _1>{}));
  using Boxes16x4 = Layout<Shape<Shape<_4, _4>, Shape<_16, _2>>, Stride<Stride<_16, _128>, Stride<_1, _64>>>;
  using Six = Layout<Shape<Shape<_2, _2>, Shape<_4, _2>, Shape<_8, _2>>, Stride<Stride<_32, _256>, Stride<_8, _128>, Stride<_1, _64>>>;
  int failures = 0;
  failures += run_2d<float, RowMajor32x16>("float 32x16 row-major", 200, 136, rng);
  failures += run_2d<U16, SW128>("u16 64x64 SW128", 256, 192, rng);
  failures += run_2d<U16, SW128>("u16 64x64 SW128 (partial tiles)", 100, 72, rng);
  failures += run_2d<U16, SW64>("u16 128x32 SW64", 256, 96, rng);
  failures += run_2d<float, SW32>("float 16x8 SW32", 64, 40, rng);
  failures += run_2d<float, RowMajor32x16, true>("float 32x16 row-major, get_slice", 200, 136, rng);
  failures += run_2d<U16, SW128, true>("u16 64x64 SW128, get_slice (partial tiles)", 100, 72, rng);
  failures += run_3d<float, Layout<Shape<_4, _8, _16>, Stride<_128, _16, _1>>>("float box 4x8x16", 10, 24, 48, rng);
  failures += run_5d<float, decltype(make_layout(Shape<_2, _3, _2, _4, _8>{}, LayoutRight{}))>("float box 2x3x2x4x8", 5, 7, 4, 9, 20,
                                                                                          rng);
  failures += run_multicast<U16, SW128>("u16 64x64 SW128", 3, rng);
  failures += run_multicast<U16, SW128, 1>("u16 64x64 SW128", 3, rng);
  failures += run_multicast<U16, SW128, 2>("u16 64x64 SW128", 3, rng);
  failures += run_multicast<U16, SW128, 3>("u16 64x64 SW128", 3, rng);
  failures += run_2d<U16, SW128Rows>("u16 64x128 SW128 in 16 boxes", 256, 256, rng);
  failures += run_2d<U16, SW128Rows>("u16 64x128 SW128 in 16 boxes (partial tiles)", 100, 200, rng);
  failures += run_2d<U16, SW128Rows, true>("u16 64x128 SW128 in 16 boxes, get_slice", 100, 200, rng);
  failures += run_2d<float, Boxes16x4>("float 16x32 in 8 boxes (partial tiles)", 200, 136, rng);
  failures += run_3d<float, Six>("float 4x8x16 of six parts, in 8 boxes", 10, 24, 48, rng);
  failures += run_multicast<U16, SW128Rows>("u16 64x128 SW128 (one box of 4 dimensions)", 3, rng);
  std::printf("tma_sm90: %d check(s) failed\n", failures);
  return failures == 0 ? 0 : 1;
}

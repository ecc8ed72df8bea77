#!/bin/bash
# bench/ports/hoist_probe.sh [TREE]: whether nvcc hoists a thread's loop-invariant tile offset out of a
# copy loop over k-tiles, on CuTe and on this library (TREE, default this checkout), in one small
# kernel: a run-time-sized (M,K):(1,ldA) matrix tiled by (128,8) at the block, partitioned by a
# (32,8) thread layout, copied tile by tile into shared memory. Prints, for each build, the 64-bit adds
# before the loop's first global load: 2 (the hoisted thread-and-block offset plus the k offset, then
# the base) is "hoisted"; 3 (k offset plus thread offset plus block offset, then the base) is not. In a
# kernel this small both libraries inline everything early; see README.md, "Why the SIMT kernels' SASS
# moves...". Compiles in a few seconds, no GPU.
set -e
TREE=$(realpath "${1:-$(dirname "$0")/../..}")
ROOT=$(python3 -c "import cutlass_library,os;print(os.path.dirname(cutlass_library.__file__))")/source
W=$(mktemp -d /tmp/hoist_probe.XXXX)
cat > "$W/probe.cu" <<'CU'
#if USE_CUTE
#include <cute/tensor.hpp>
#else
#include <cute/cute.hpp>
#endif
using namespace cute;
__global__ void probe(float const* a, int m, int k, int lda, float* out) {
  __shared__ float tile[128 * 8];
  auto matrix = make_tensor(make_gmem_ptr(a), make_shape(m, k), make_stride(Int<1>{}, lda));
  auto block = local_tile(matrix, make_shape(Int<128>{}, Int<8>{}), make_coord(blockIdx.x, _));
  auto smem = make_tensor(make_smem_ptr(tile), make_layout(make_shape(Int<128>{}, Int<8>{})));
  auto threads = make_layout(make_shape(Int<32>{}, Int<8>{}));
  auto mine = local_partition(block, threads, threadIdx.x);
  auto mine_smem = local_partition(smem, threads, threadIdx.x);
  for (int t = 0; t < size<2>(mine); ++t) {
    copy(mine(_, _, t), mine_smem);
    __syncthreads();
    out[threadIdx.x + 256 * t] = tile[(threadIdx.x * 7) % 1024];
    __syncthreads();
  }
}
CU
ulimit -v 12000000
for side in cute ours; do
  if [ $side = cute ]; then inc="-DUSE_CUTE=1 -I$ROOT/include"; std=c++17; else inc="-I$TREE/src"; std=c++20; fi
  nice -n 10 /usr/local/cuda/bin/nvcc -std=$std -O3 --expt-relaxed-constexpr -gencode=arch=compute_90a,code=sm_90a \
    $inc -ptx "$W/probe.cu" -o "$W/$side.ptx"
  # The first global load in the loop, and the 64-bit adds since the loop's label.
  adds=$(awk '/^\$L__BB0_[0-9]+:/{n=0; inloop=1} inloop && /add\.s64/{n++} inloop && /ld\.global/{print n; exit}' "$W/$side.ptx")
  [ "$adds" -le 2 ] && verdict=hoisted || verdict="not hoisted"
  echo "$side: $adds 64-bit adds before the first load of the loop ($verdict)"
done
rm -rf "$W"

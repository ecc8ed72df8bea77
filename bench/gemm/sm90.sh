#!/usr/bin/env bash
# bench/gemm/sm90.sh: the Hopper GEMM of examples/gemm_sm90.cu against cuBLAS (same program, same
# data) and CuTe's wgmma_tma_sm90 tutorial kernel (compiled from the installed peer's source, never
# copied here), on the shapes of issue 12.
#
#   bench/gemm/sm90.sh build [BIN]      # nvcc, sm_90a: BIN/gemm_sm90, BIN/pipeline_sm90, BIN/cute_wgmma_tma_sm90
#                                       # (VARIANTS=1: BIN/gemm_sm90_variants too)
#   bench/gemm/sm90.sh test [BIN]       # the correctness tests (gemm_sm90 --test, pipeline_sm90)
#   bench/gemm/sm90.sh run [BIN]        # the table
#   bench/gemm/sm90.sh sweep [BIN]      # every tuning configuration (VARIANTS=1 build), TN fp16 and bf16
#   bench/gemm/sm90.sh sanitize [BIN]   # compute-sanitizer memcheck and racecheck at a small size, several tiles per cluster
#   bench/gemm/sm90.sh compile [BIN]    # here: compile time of the tutorial's two kernels, ours and CuTe's
#   bench/gemm/sm90.sh ncu [BIN] [DIR]  # on the GPU: Nsight Compute on ours and cuBLAS (one launch each,
#                                       # NCU_SHAPES, default 4096^3 TN f16), reports in DIR, a summary
#
# BIN defaults to gpu-bin-gemm-sm90. CuTe's source: CUTE_PEER_ROOT=<cutlass root>, else the pip
# package nvidia-cutlass; without it the CuTe column is '-'. SHAPES overrides the shape list
# ("M N K LAYOUT TYPE;..."). The tutorial is its own program, timed as it ships: fp16 TN (its 'T N'
# mode), 128x128x64 tiles, 3 stages, one wgmma warpgroup set per tile, fp16 accumulation
# (SM90_64x64x16_F16F16F16_SS), data of +-1, one buffer (no rotation), the mean of 100 launches: a
# reference point, not a like-for-like peer (ours accumulates in fp32 and rotates its inputs).
set -euo pipefail
cd "$(dirname "$0")/../.."
mode=${1:-run}
BIN=${2:-gpu-bin-gemm-sm90}
NVCC=${NVCC:-nvcc}
FLAGS=(-O3 --expt-relaxed-constexpr -gencode=arch=compute_90a,code=sm_90a)

peer_root() {
  if [[ -n "${CUTE_PEER_ROOT:-}" ]]; then echo "$CUTE_PEER_ROOT"; return; fi
  python3 -c "import cutlass_library, os; print(os.path.join(os.path.dirname(cutlass_library.__file__), 'source'))" 2>/dev/null || true
}

build() {
  mkdir -p "$BIN"
  "$NVCC" -std=c++20 "${FLAGS[@]}" -Xptxas -v -Isrc examples/gemm_sm90.cu -o "$BIN/gemm_sm90" -lcublas -lcublasLt \
    2>"$BIN/gemm_sm90.ptxas.log" &
  local p1=$!
  "$NVCC" -std=c++20 "${FLAGS[@]}" -Isrc -Itests/support tests/device/pipeline_sm90.cu -o "$BIN/pipeline_sm90" &
  local p2=$! p3=
  local root; root=$(peer_root)
  local tut="$root/examples/cute/tutorial/hopper/wgmma_tma_sm90.cu"
  if [[ -n "$root" && -f "$tut" ]]; then
    "$NVCC" -std=c++17 "${FLAGS[@]}" -I"$root/include" -I"$root/tools/util/include" "$tut" -o "$BIN/cute_wgmma_tma_sm90" &
    p3=$!
  fi
  wait $p1; wait $p2; [[ -z $p3 ]] || wait $p3
  # the tuning variants (sweep): one at a time after the others, the machine here has few cores
  if [[ -n "${VARIANTS:-}" ]]; then
    "$NVCC" -std=c++20 "${FLAGS[@]}" -DGEMM_SM90_VARIANTS -Isrc examples/gemm_sm90.cu -o "$BIN/gemm_sm90_variants" -lcublas -lcublasLt
  fi
  # ptxas serializes every wgmma of a kernel when it cannot prove the accumulators untouched while
  # one is in flight (C7510-C7520): a silent 10% loss, so it is reported here
  if grep -q "Potential Performance Loss" "$BIN/gemm_sm90.ptxas.log"; then
    echo "sm90.sh build: ptxas serialized wgmma in gemm_sm90:" >&2
    grep -o "(C75[0-9]*) Potential Performance Loss: [^']*" "$BIN/gemm_sm90.ptxas.log" | sort | uniq -c >&2
  fi
}

test_() {
  "$BIN/pipeline_sm90"
  "$BIN/gemm_sm90" --test
}

SHAPES_DEFAULT="4096 4096 4096 TN f16;8192 8192 8192 TN f16;4096 4096 4096 TN bf16;8192 8192 8192 TN bf16;\
8192 14336 4096 TN f16;8192 4096 14336 TN f16;4096 4096 1024 TN f16;\
8192 14336 4096 TN bf16;8192 4096 14336 TN bf16;4096 4096 1024 TN bf16;\
4096 4096 4096 NT f16;4096 4096 4096 NN f16;4096 4096 4096 TT f16;\
4096 4096 4096 TN e4m3;8192 8192 8192 TN e4m3"

run() {
  nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm,power.draw --format=csv,noheader || true
  local rows=()
  IFS=';' read -ra shapes <<<"${SHAPES:-$SHAPES_DEFAULT}"
  for s in "${shapes[@]}"; do
    read -r M N K L T <<<"$s"
    local full line
    full=$("$BIN/gemm_sm90" "$M" "$N" "$K" --layout "$L" --type "$T" ${EXTRA:-} || true)
    echo "$full" >&2
    line=$(grep '^RESULT' <<<"$full" || echo "RESULT ours_tflops=0 cublas_tflops=0 ratio=0 err_cublas=- err_fp64=- check=FAILED")
    local ours cublas ratio ec ef check cute="-"
    ours=$(sed -E 's/.*ours_tflops=([0-9.]+).*/\1/' <<<"$line")
    cublas=$(sed -E 's/.*cublas_tflops=([0-9.]+).*/\1/' <<<"$line")
    ratio=$(sed -E 's/.*ratio=([0-9.]+).*/\1/' <<<"$line")
    ec=$(sed -E 's/.*err_cublas=([^ ]+).*/\1/' <<<"$line")
    ef=$(sed -E 's/.*err_fp64=([^ ]+).*/\1/' <<<"$line")
    check=$(sed -E 's/.*check=([A-Z]+).*/\1/' <<<"$line")
    if [[ -x "$BIN/cute_wgmma_tma_sm90" && $L == TN && $T == f16 ]]; then
      local out; out=$("$BIN/cute_wgmma_tma_sm90" "$M" "$N" "$K" T N 2>&1 || true)
      echo "$out" >&2
      cute=$(grep -oE '\[ *[0-9.]+\]GFlop/s' <<<"$out" | grep -oE '[0-9.]+' | awk '{printf "%.1f", $1/1000}')
      [[ -n $cute ]] || cute="-"
    fi
    rows+=("$M $N $K $L $T $ours $cublas $cute $ratio $ec $ef $check")
  done
  echo
  printf '| M | N | K | layout | type | ours TFLOP/s | cuBLAS TFLOP/s | CuTe tutorial TFLOP/s | ours/cuBLAS | ours/CuTe | rel. L2 vs cuBLAS | rel. L2 vs fp64 (1024 samples) | check |\n'
  printf '|---|---|---|---|---|---|---|---|---|---|---|---|---|\n'
  for r in "${rows[@]}"; do
    read -r M N K L T ours cublas cute ratio ec ef check <<<"$r"
    local rc="-"; [[ $cute != "-" ]] && rc=$(awk -v a="$ours" -v b="$cute" 'BEGIN{printf "%.2f", a/b}')
    printf '| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n' "$M" "$N" "$K" "$L" "$T" "$ours" "$cublas" "$cute" "$ratio" "$rc" "$ec" "$ef" "$check"
  done
}

# Every tuning configuration (gemm_sm90_variants, built with VARIANTS=1) on SWEEP_SHAPES ("M N K;...",
# TN) for fp16 and bf16: each configuration's test first, then one table. A configuration is a
# compiled variant (--config) or the default with another raster (g1: --group 1, m8: --raster m).
# Every run is under a 60 s timeout: a configuration that hangs costs a minute, not the device call.
SWEEP_CONFIGS_DEFAULT="default inline slot1 ded1 s3 cluster1x2 cluster4x1 256x128 g1 g4 g16 m8"
sweep() {
  local bin="$BIN/gemm_sm90_variants" configs=${SWEEP_CONFIGS:-$SWEEP_CONFIGS_DEFAULT}
  for c in $configs; do
    case $c in default|g[0-9]*|m[0-9]*) ;; *) timeout 60 "$bin" --test --config "$c" | tail -n 1 || echo "test of $c: FAILED or hung" ;; esac
  done
  local rows=()
  IFS=';' read -ra shapes <<<"${SWEEP_SHAPES:-4096 4096 4096;4096 4096 1024}"
  for rep in $(seq "${REPS:-1}"); do
    for s in "${shapes[@]}"; do
      read -r M N K <<<"$s"
      for T in bf16 f16; do
        for c in $configs; do
          local args=(--config "$c")
          case $c in
            g[0-9]*) args=(--group "${c#g}") ;;
            m[0-9]*) args=(--raster m --group "${c#m}") ;;
          esac
          local line
          line=$(timeout 60 "$bin" "$M" "$N" "$K" --type "$T" "${args[@]}" | grep '^RESULT' || echo "RESULT ours_tflops=0 cublas_tflops=0 ratio=0 check=FAILED")
          echo "$c $line" >&2
          rows+=("$M $N $K $T $c $(sed -E 's/.*ours_tflops=([0-9.]+) cublas_tflops=([0-9.]+) ratio=([0-9.]+).*check=([A-Z]+).*/\1 \2 \3 \4/' <<<"$line")")
        done
      done
    done
  done
  echo
  printf '| M | N | K | type | config | ours TFLOP/s | cuBLAS TFLOP/s | ours/cuBLAS | check |\n|---|---|---|---|---|---|---|---|---|\n'
  for r in "${rows[@]}"; do
    read -r M N K T c ours cublas ratio check <<<"$r"
    printf '| %s | %s | %s | %s | %s | %s | %s | %s | %s |\n' "$M" "$N" "$K" "$T" "$c" "$ours" "$cublas" "$ratio" "$check"
  done
}

# Nsight Compute, clocks left alone (--clock-control none), one launch of ours and one of the peer
# (the first of each: the check launches), the same sections for both; prints the summary rows.
ncu_() {
  local dir=${3:-ncu-reports}
  mkdir -p "$dir"
  local metrics=gpu__time_duration.sum,sm__cycles_elapsed.avg.per_second,sm__throughput.avg.pct_of_peak_sustained_elapsed
  metrics+=,lts__t_sector_hit_rate.pct,dram__throughput.avg.pct_of_peak_sustained_elapsed,smsp__inst_executed.sum
  # the tensor pipe's counter for wgmma, where this ncu has it
  local avail; avail=$(ncu --query-metrics 2>/dev/null || true)
  for m in sm__pipe_tensor_op_gmma_cycles_active sm__pipe_tensor_cycles_active sm__pipe_tensor_op_hmma_cycles_active; do
    grep -qw "$m" <<<"$avail" && metrics+=,$m.avg.pct_of_peak_sustained_active
  done
  local stalls; stalls=$(grep -oE 'smsp__average_warps_issue_stalled_[a-z_]+_per_issue_active' <<<"$avail" | sort -u | sed 's/$/.ratio/' | paste -sd, || true)
  [[ -n $stalls ]] && metrics+=,$stalls
  IFS=';' read -ra shapes <<<"${NCU_SHAPES:-4096 4096 4096 TN f16}"
  for s in "${shapes[@]}"; do
    read -r M N K L T <<<"$s"
    local tag="${M}x${N}x${K}_${L}_${T}"
    ncu --clock-control none --metrics "$metrics" -k regex:gemm_kernel --launch-count 1 --csv --page raw \
      "$BIN/gemm_sm90" "$M" "$N" "$K" --layout "$L" --type "$T" --iters 1 --batches 1 --no-cublas >"$dir/ours_$tag.csv" 2>"$dir/ours_$tag.err" || true
    ncu --clock-control none --metrics "$metrics" -k regex:'nvjet|xmma|cutlass' --launch-count 1 --csv --page raw \
      "$BIN/gemm_sm90" "$M" "$N" "$K" --layout "$L" --type "$T" --iters 1 --batches 1 >"$dir/peer_$tag.csv" 2>"$dir/peer_$tag.err" || true
    python3 - "$dir/ours_$tag.csv" "$dir/peer_$tag.csv" "$tag" <<'PY'
import csv, sys
def rows(path):
    lines = [l for l in open(path) if l.startswith('"')]
    if len(lines) < 3: return None
    r = list(csv.reader(lines))
    return dict(zip(r[0], r[2])), dict(zip(r[0], r[1]))
ours, peer = rows(sys.argv[1]), rows(sys.argv[2])
print(f"ncu {sys.argv[3]}: ours = {ours[0].get('Kernel Name','?')[:70] if ours else '-'}; peer = {peer[0].get('Kernel Name','?')[:70] if peer else '-'}")
keys = [k for k in (ours or peer or ({},))[0]
        if '__' in k and not k.startswith(('nvlink__', 'profiler__', 'device__', 'sm__maximum', 'smsp__maximum', 'launch__', 'numa__', 'c2clink__'))
        and not any(x in k for x in ('.max', '.min', '.sum.pct', '.sum.per_second'))]
def short(k): return k.replace('smsp__average_warps_issue_stalled_', 'stall ').replace('_per_issue_active.ratio', '')
for k in keys:
    a = ours[0].get(k, '-') if ours else '-'
    b = peer[0].get(k, '-') if peer else '-'
    unit = (ours or peer)[1].get(k, '')
    if k.startswith('smsp__average_warps_issue_stalled'):
        try:
            if max(float(a.replace(',', '')), float(b.replace(',', ''))) < 0.05: continue
        except ValueError: pass
    print(f"  {short(k):70s} {a:>14s} {b:>14s} {unit}")
PY
  done
}

sanitize() {
  local cs=compute-sanitizer
  command -v $cs >/dev/null || cs=/usr/local/cuda/bin/compute-sanitizer
  # 328 x 264: 3 x 2 tiles of 128 x 256, 4 cluster tiles (2 half off the grid); 2 clusters take 2 each
  # (1 cluster takes all 4 for FP8), so the held stage and the epilogue slots are used again
  local g=(328 264 200 --iters 1 --batches 1 --no-cublas --clusters 2)
  $cs --tool memcheck --error-exitcode 3 "$BIN/gemm_sm90" "${g[@]}" --layout TN
  $cs --tool racecheck --racecheck-report all --error-exitcode 3 "$BIN/gemm_sm90" "${g[@]}" --layout NT
  local f=(328 264 208 --type e4m3 --iters 1 --batches 1 --no-cublas --clusters 1)
  $cs --tool memcheck --error-exitcode 3 "$BIN/gemm_sm90" "${f[@]}"
  $cs --tool racecheck --racecheck-report all --error-exitcode 3 "$BIN/gemm_sm90" "${f[@]}"
  $cs --tool memcheck --error-exitcode 3 "$BIN/pipeline_sm90"
}

compile_time() {
  mkdir -p "$BIN"
  local root; root=$(peer_root)
  for i in 1 2; do
    /usr/bin/time -f "ours (bench/gemm/sm90_two_kernels.cu): %e s, %M KB" \
      "$NVCC" -std=c++20 "${FLAGS[@]}" -Isrc bench/gemm/sm90_two_kernels.cu -o "$BIN/sm90_two_kernels"
    [[ -n "$root" ]] && /usr/bin/time -f "CuTe tutorial (wgmma_tma_sm90.cu): %e s, %M KB" \
      "$NVCC" -std=c++20 "${FLAGS[@]}" -I"$root/include" -I"$root/tools/util/include" \
      "$root/examples/cute/tutorial/hopper/wgmma_tma_sm90.cu" -o "$BIN/cute_wgmma_tma_sm90_c20"
  done
  /usr/bin/time -f "ours, the whole example (examples/gemm_sm90.cu): %e s, %M KB" \
    "$NVCC" -std=c++20 "${FLAGS[@]}" -Isrc examples/gemm_sm90.cu -o "$BIN/gemm_sm90" -lcublas -lcublasLt
}

case "$mode" in
  build) build ;;
  test) test_ ;;
  run) run ;;
  sweep) sweep ;;
  sanitize) sanitize ;;
  compile) compile_time ;;
  ncu) ncu_ "$@" ;;
  *) echo "usage: $0 build|test|run|sweep|sanitize|compile|ncu [BIN]" >&2; exit 2 ;;
esac

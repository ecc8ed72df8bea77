#!/usr/bin/env bash
# bench/gemm/run.sh: run-time benchmark of the TN HGEMM of examples/gemm_sm80.cu against CuTe's tutorial
# kernel (examples/cute/tutorial/sgemm_sm80.cu, compiled from the peer's headers) and cuBLAS.
#
#   bench/gemm/run.sh build [BIN]          # here (nvcc, no GPU needed): builds BIN/{gemm_sm80,gemm_sm80_variants,cute_sgemm_sm80}
#   bench/gemm/run.sh run [BIN] [SIZES]    # where the GPU is: the table (SIZES default "4096 8192")
#   bench/gemm/run.sh sweep [BIN] [SIZES]  # every tile configuration of gemm_sm80_variants (SIZES default 4096)
#   bench/gemm/run.sh sanitize [BIN]       # compute-sanitizer memcheck and racecheck on a small size
#   bench/gemm/run.sh [BIN]                # build, then run
#
# BIN defaults to gpu-bin-gemm (a folder .git/info/exclude ignores, to carry to the device machine).
# CuTe's headers: CUTE_PEER_ROOT=<cutlass source root> (include/ and tools/util/include/), else the pip
# package nvidia-cutlass (4.2.0.0), else the peer is skipped. ITERS (default 20) launches a timed batch.
set -euo pipefail
cd "$(dirname "$0")/../.."
mode=${1:-all}
case "$mode" in build|run|sweep|sanitize|all) shift || true ;; *) mode=all ;; esac
BIN=${1:-gpu-bin-gemm}
if [[ $mode == sweep ]]; then SIZES=${2:-4096}; else SIZES=${2:-"4096 8192"}; fi
ITERS=${ITERS:-20}

peer_root() {
  if [[ -n "${CUTE_PEER_ROOT:-}" ]]; then echo "$CUTE_PEER_ROOT"; return; fi
  python3 -c "import cutlass_library, os; print(os.path.join(os.path.dirname(cutlass_library.__file__), 'source'))" 2>/dev/null || true
}

build() {
  mkdir -p "$BIN"
  local arch=(-gencode=arch=compute_90a,code=sm_90a -gencode=arch=compute_80,code=sm_80)
  local cublas=()
  if [[ -n "$(ls "${CUDA_HOME:-/usr/local/cuda}"/lib64/libcublas.so* 2>/dev/null)" ]]; then cublas=(-DGEMM_SM80_HAS_CUBLAS -lcublas); fi
  # The three compiles run side by side (nvcc --threads 2: both archs at once; the variants, a tuning
  # sweep, for sm_90a only).
  echo "building $BIN/gemm_sm80 (ours) and $BIN/gemm_sm80_variants (every tile configuration)"
  nvcc -std=c++20 -O3 --threads 2 --expt-relaxed-constexpr "${arch[@]}" -Isrc "${cublas[@]:0:1}" examples/gemm_sm80.cu -o "$BIN/gemm_sm80" "${cublas[@]:1}" &
  local p1=$!
  nvcc -std=c++20 -O3 --expt-relaxed-constexpr "${arch[0]}" -Isrc -DGEMM_SM80_VARIANTS "${cublas[@]:0:1}" examples/gemm_sm80.cu -o "$BIN/gemm_sm80_variants" "${cublas[@]:1}" &
  local p2=$! p3=
  local root; root=$(peer_root)
  local tut="$root/examples/cute/tutorial/sgemm_sm80.cu"
  if [[ -n "$root" && -f "$tut" && -d "$root/tools/util/include/cutlass/util" ]]; then
    echo "building $BIN/cute_sgemm_sm80 (CuTe's tutorial, from $root)"
    nvcc -std=c++17 -O3 --threads 2 --expt-relaxed-constexpr "${arch[@]}" -I"$root/include" -I"$root/tools/util/include" "$tut" -o "$BIN/cute_sgemm_sm80" &
    p3=$!
  else
    echo "CuTe's tutorial or its tools/util headers not found (CUTE_PEER_ROOT, or pip install nvidia-cutlass==4.2.0.0): peer skipped"
    rm -f "$BIN/cute_sgemm_sm80"
  fi
  wait $p1; wait $p2; [[ -z $p3 ]] || wait $p3
}

run() {
  nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm,power.draw --format=csv,noheader || true
  local rows=()
  for s in $SIZES; do
    local line ours inter cublas ratio cute="-" check
    # Ours (alone, and interleaved with cuBLAS for their ratio), from one run of our program (--check:
    # also fp64 on sampled entries), on the tutorial's problem: C = A * B^T (alpha 1, beta 0).
    local full; full=$("$BIN/gemm_sm80" "$s" "$s" "$s" --iters "$ITERS" --check --alpha 1 --beta 0 || true)
    echo "$full" >&2
    line=$(grep '^RESULT' <<<"$full" || true)
    ours=$(sed -E 's/.*ours_tflops=([0-9.]+).*/\1/' <<<"$line")
    inter=$(sed -E 's/.*ours_interleaved_tflops=([0-9.]+).*/\1/' <<<"$line")
    cublas=$(sed -E 's/.*(cublas|reference)_tflops=([0-9.]+).*/\2/' <<<"$line")
    ratio=$(sed -E 's/.*ratio=([0-9.]+).*/\1/' <<<"$line")
    check=$(sed -E 's/.*check=([A-Z]+).*/\1/' <<<"$line")
    if [[ -x "$BIN/cute_sgemm_sm80" ]]; then
      # The tutorial: TN HGEMM (fp16 accumulation), 100 timed launches, GFlop/s.
      local out; out=$("$BIN/cute_sgemm_sm80" "$s" "$s" "$s" T N || true)
      echo "$out" >&2
      cute=$(grep -oE '\[ *[0-9.]+\]GFlop/s' <<<"$out" | grep -oE '[0-9.]+' | awk '{printf "%.1f", $1/1000}')
    fi
    rows+=("$s $ours $cute $inter $cublas $ratio $check")
  done
  echo
  printf '| M=N=K | ours alone TFLOP/s | CuTe tutorial TFLOP/s | ours/CuTe | ours, interleaved with cuBLAS | cuBLAS | ours/cuBLAS | check |\n'
  printf '|---|---|---|---|---|---|---|---|\n'
  for r in "${rows[@]}"; do
    read -r s ours cute inter cublas ratio check <<<"$r"
    local rc="-"; [[ "$cute" != "-" ]] && rc=$(awk -v a="$ours" -v b="$cute" 'BEGIN{printf "%.2f", a/b}')
    printf '| %s | %s | %s | %s | %s | %s | %s | %s |\n' "$s" "$ours" "$cute" "$rc" "$inter" "$cublas" "$ratio" "$check"
  done
}

sweep() {
  echo "| config | group_m | M=N=K | ours alone TFLOP/s | cuBLAS TFLOP/s (interleaved) | ours/cuBLAS (interleaved) | check |"
  echo "|---|---|---|---|---|---|---|"
  for s in $SIZES; do
    for c in $("$BIN/gemm_sm80_variants" --list); do
      for g in ${GROUPS_M:-8}; do
        "$BIN/gemm_sm80_variants" "$s" --config "$c" --group-m "$g" --iters "$ITERS" | grep '^RESULT' |
          sed -E 's/.*config=([^ ]+) group_m=([0-9]+) M=([0-9]+).*ours_tflops=([0-9.]+) .* (cublas|reference)_tflops=([0-9.]+) ratio=([0-9.]+) check=([A-Z]+)/| \1 | \2 | \3 | \4 | \6 | \7 | \8 |/' || true
      done
    done
  done
}

sanitize() {
  local cs=compute-sanitizer
  command -v $cs >/dev/null || cs=/usr/local/cuda/bin/compute-sanitizer
  $cs --tool memcheck --error-exitcode 3 "$BIN/gemm_sm80" 256 256 256 --iters 1 --no-cublas
  $cs --tool racecheck --racecheck-report all --error-exitcode 3 "$BIN/gemm_sm80" 256 256 256 --iters 1 --no-cublas
}

case "$mode" in
  build) build ;;
  run) run ;;
  sweep) sweep ;;
  sanitize) sanitize ;;
  all) build; run ;;
esac

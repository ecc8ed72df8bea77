#!/usr/bin/env bash
# bench/ports/run.sh: CuTe's eight tutorials built twice, on CuTe (the source as shipped) and on
# cute-modules (the same source ported with cute-port: only its #include lines differ), and run side
# by side on the GPU. One table: the throughput of each build (the GEMMs at SIZES, NT and TN, from the
# GFlop/s line they print; the copy kernels at the tutorials' default sizes, timed with CUDA events by
# bench/ports/copy_timing.cu, since the tutorials do not time them), ours / CuTe, and nvcc's wall
# time and peak memory for each build (of the tutorial program itself).
#
#   bench/ports/run.sh [WORK]        needs nvcc and python3; runs the binaries when a GPU is there
#
# CuTe: CUTE_PEER_ROOT=<cutlass source root> (include/, tools/util/include/, examples/cute/tutorial/),
# else the pip package nvidia-cutlass (4.2.0.0). Flags (both builds): nvcc -O3 --expt-relaxed-constexpr
# for sm_90a (ARCH), -std=c++17 for CuTe as its tutorials are built, -std=c++20 for ours. The builds
# run JOBS at a time (default: the number of cores); the runs one at a time.
# Environment: SIZES ("4096 8192"), ARCH (90a), JOBS, ONLY ("sgemm_1 tiled_copy": these tutorials
# only), BUILD_ONLY=1 (no runs).
set -uo pipefail
cd "$(dirname "$0")/../.."
WORK=${1:-build/bench-ports}
SIZES=${SIZES:-"4096 8192"}
ARCH=${ARCH:-90a}
JOBS=${JOBS:-$(nproc)}

root=${CUTE_PEER_ROOT:-$(python3 -c "import cutlass_library, os; print(os.path.join(os.path.dirname(cutlass_library.__file__), 'source'))" 2>/dev/null)}
tutorials=$root/examples/cute/tutorial
if [[ -z "$root" || ! -f "$tutorials/sgemm_1.cu" || ! -d "$root/tools/util/include/cutlass/util" ]]; then
  echo "bench/ports: CuTe's tutorials not found (CUTE_PEER_ROOT, or pip install nvidia-cutlass==4.2.0.0): skipped"
  exit 0
fi
command -v nvcc >/dev/null || { echo "bench/ports: nvcc not found: skipped"; exit 0; }

# name:path:kind (gemm, or copy / copy_if for the copy tutorials):layouts (sgemm_sm80 has no NT)
list="sgemm_1:sgemm_1.cu:gemm:NT,TN sgemm_2:sgemm_2.cu:gemm:NT,TN sgemm_sm70:sgemm_sm70.cu:gemm:NT,TN
      sgemm_sm80:sgemm_sm80.cu:gemm:TN tiled_copy:tiled_copy.cu:copy: tiled_copy_if:tiled_copy_if.cu:copy_if:
      wgmma_sm90:hopper/wgmma_sm90.cu:gemm:NT,TN wgmma_tma_sm90:hopper/wgmma_tma_sm90.cu:gemm:NT,TN"

if [[ -n ${ONLY:-} ]]; then
  list=$(for entry in $list; do [[ " $ONLY " == *" ${entry%%:*} "* ]] && echo "$entry"; done)
fi

rm -rf "$WORK" && mkdir -p "$WORK"/{ported,bin,log}
WORK=$(cd "$WORK" && pwd)
here=$(pwd)
common=(-O3 --expt-relaxed-constexpr "-gencode=arch=compute_${ARCH},code=sm_${ARCH}")
cute_flags=(-std=c++17 "${common[@]}" -I"$root/include" -I"$root/tools/util/include")
ours_flags=(-std=c++20 "${common[@]}" -I"$here/src" -I"$here/src/compat")

# Port, then one build job per line: "<stat name> <nvcc arguments...>".
jobs_file=$WORK/jobs
: >"$jobs_file"
for entry in $list; do
  IFS=: read -r name path kind layouts <<<"$entry"
  python3 src/tools/cute_port/cute-port "$tutorials/$path" "$WORK/ported/$name.cu" 2>"$WORK/log/$name.port" ||
    echo "bench/ports: cute-port failed on $path"
  echo "cute_$name ${cute_flags[*]} $tutorials/$path -o $WORK/bin/cute_$name" >>"$jobs_file"
  echo "ours_$name ${ours_flags[*]} $WORK/ported/$name.cu -o $WORK/bin/ours_$name" >>"$jobs_file"
  if [[ $kind != gemm ]]; then  # the copy kernels' timing program, on each library
    define=$([[ $kind == copy_if ]] && echo "-DBENCH_COPY_IF" || echo "")
    # (xargs removes the single quotes: the macro's value keeps its double quotes)
    echo "cutetime_$name ${cute_flags[*]} $define '-DBENCH_SOURCE=\"$tutorials/$path\"' bench/ports/copy_timing.cu -o $WORK/bin/cutetime_$name" >>"$jobs_file"
    echo "ourstime_$name ${ours_flags[*]} $define '-DBENCH_SOURCE=\"$WORK/ported/$name.cu\"' bench/ports/copy_timing.cu -o $WORK/bin/ourstime_$name" >>"$jobs_file"
  fi
done
echo "bench/ports: $(wc -l <"$jobs_file") nvcc builds, $JOBS at a time ($(nvcc --version | tail -1))"
start=$SECONDS
# shellcheck disable=SC2016
xargs -P "$JOBS" -L 1 sh -c 'w=$0 n=$1; shift; python3 bench/ports/measure.py "$w/log/$n.stat" "$w/log/$n.build" -- nvcc "$@" || true' \
  "$WORK" <"$jobs_file"
echo "bench/ports: builds took $((SECONDS - start)) s"

build_cell() {  # "<seconds> s, <MiB> MiB" of a build, or why there is none
  local stat=$WORK/log/$1.stat
  [[ -f $stat ]] || { echo "-"; return; }
  read -r status wall peak <"$stat"
  if [[ $status != 0 ]]; then echo "FAILED"; return; fi
  echo "$wall $((peak / 1024))"
}
first_error() { grep -m1 -E 'error' "$WORK/log/$1.build" 2>/dev/null | cut -c1-160; }

# The runs, one at a time. A GEMM tutorial prints "CUTE_GEMM:     [ 1234.5]GFlop/s  (...)ms".
gpu=0
if [[ -z ${BUILD_ONLY:-} ]] && nvidia-smi -L >/dev/null 2>&1; then gpu=1; nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader; fi
rows=()
for entry in $list; do
  IFS=: read -r name path kind layouts <<<"$entry"
  read -r cw cm <<<"$(build_cell "cute_$name")"
  read -r ow om <<<"$(build_cell "ours_$name")"
  compile=$(awk -v cw="$cw" -v ow="$ow" -v cm="$cm" -v om="$om" 'BEGIN {
    r = (cw + 0 > 0 && ow + 0 > 0) ? sprintf("%.2f", ow / cw) : "-";
    printf "%s | %s | %s | %s | %s", cw, ow, r, (cm == "" ? "-" : cm), (om == "" ? "-" : om) }')
  [[ $ow == FAILED ]] && echo "ours_$name: $(first_error "ours_$name")"
  [[ $cw == FAILED ]] && echo "cute_$name: $(first_error "cute_$name")"
  case $kind in
    gemm) cases=(); for s in $SIZES; do for l in ${layouts//,/ }; do cases+=("$l $s"); done; done ;;
    copy) cases=(copy_kernel_vectorized) ;;
    copy_if) cases=(copy_if_kernel copy_if_kernel_vectorized) ;;
  esac
  for c in "${cases[@]}"; do
    cute="-" ours="-"
    if ((gpu)); then
      if [[ $kind == gemm ]]; then
        read -r layout s <<<"$c"
        args=("$s" "$s" "$s" "${layout:0:1}" "${layout:1:1}")
        get() { [[ -x $WORK/bin/$1_$name ]] && "$WORK/bin/$1_$name" "${args[@]}" 2>&1 | tee -a "$WORK/log/$1_$name.run" |
          sed -n 's/.*CUTE_GEMM: *\[ *\([0-9.]*\)\]GFlop.*/\1/p' | awk '{ printf "%.1f", $1 / 1000 }'; }
        cute=$(get cute) ours=$(get ours) unit="TFLOP/s"
      else
        get() { [[ -x $WORK/bin/$1time_$name ]] && "$WORK/bin/$1time_$name" 2>&1 | tee -a "$WORK/log/$1time_$name.run" |
          awk -v k="$c" '$1 == "KERNEL" && $2 == k { print $5 }'; }
        cute=$(get cute) ours=$(get ours) unit="GB/s"
      fi
    fi
    ratio=$(awk -v a="$cute" -v b="$ours" 'BEGIN { print (a + 0 > 0 && b + 0 > 0) ? sprintf("%.2f", b / a) : "-" }')
    rows+=("| $name | $c | ${cute:--} | ${ours:--} | ${unit:-} | $ratio | $compile |")
  done
done
# The tutorials' own checks, where they have one: the copies verify their result ("Success.").
if ((gpu)); then
  for name in tiled_copy tiled_copy_if; do
    for lib in cute ours; do
      if [[ -x $WORK/bin/${lib}_$name ]]; then
        "$WORK/bin/${lib}_$name" >"$WORK/log/${lib}_$name.check" 2>&1 && r=passed || r=FAILED
        echo "check: $lib $name: $r ($(grep -c Success "$WORK/log/${lib}_$name.check") x Success.)"
      fi
    done
  done
fi
echo
echo "| tutorial | case | CuTe | ours | unit | ours/CuTe | nvcc s CuTe | nvcc s ours | time ratio | peak MiB CuTe | peak MiB ours |"
echo "|---|---|---|---|---|---|---|---|---|---|---|"
printf '%s\n' "${rows[@]}"
# The main loops in SASS, CuTe's build against ours (registers, instruction counts).
echo
python3 bench/ports/sass_loops.py "$WORK" || true

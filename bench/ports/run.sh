#!/usr/bin/env bash
# bench/ports/run.sh: CuTe's eight tutorials built twice, on CuTe (the source as shipped) and on
# cute-modules (the same source ported with cute-port: only its #include lines differ), and run side
# by side on the GPU. Two tables: the throughput of each build (the GEMMs at SIZES, NT and TN, from the
# GFlop/s line they print; the copy kernels at the tutorials' default sizes, timed with CUDA events by
# bench/ports/copy_timing.cu, since the tutorials do not time them) and ours / CuTe; then nvcc's wall
# time and peak memory for each tutorial program on each library, measured twice: the whole
# translation unit as shipped, and with bench/compile/thrust_shim first on the include path of both
# builds (the tutorials' thrust host/device vectors, which cute-port leaves alone and which cost the
# same on both libraries, replaced by a few lines: the cost of the library and the kernel).
#
#   bench/ports/run.sh [WORK]        needs nvcc and python3; runs the binaries when a GPU is there
#
# CuTe: CUTE_PEER_ROOT=<cutlass source root> (include/, tools/util/include/, examples/cute/tutorial/),
# else the pip package nvidia-cutlass (4.2.0.0). Flags (both builds): nvcc -O3 --expt-relaxed-constexpr
# for sm_90a (ARCH), -std=c++17 for CuTe as its tutorials are built, -std=c++20 for ours. The builds
# run JOBS at a time (default: the number of cores); the runs one at a time.
# Environment: SIZES ("4096 8192"), ARCH (90a), JOBS, ONLY ("sgemm_1 tiled_copy": these tutorials
# only), GEMM_ROUNDS (3) and COPY_ROUNDS (5): runs of each program, CuTe's and ours in turn (the
# table has each side's median), BUILD_ONLY=1 (no runs, nor the copies' timing builds), REPS
# (compiles of each measured build, default 1: the table has the shortest time and the largest peak;
# with JOBS=1 the builds of one repetition run one after the other, CuTe's and ours of a tutorial
# back to back), SHIM=0 (no thrust-shim builds). Each repetition
# also builds bench/ports/thrust_floor.cu (no cute): the floor/CuTe column.
set -uo pipefail
cd "$(dirname "$0")/../.."
WORK=${1:-build/bench-ports}
SIZES=${SIZES:-"4096 8192"}
ARCH=${ARCH:-90a}
JOBS=${JOBS:-$(nproc)}
REPS=${REPS:-1}
SHIM=${SHIM:-1}

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
shim=-I"$here/bench/compile/thrust_shim"

# Port, then one build job per line: "<stat name> <nvcc arguments...>". The measured builds (the
# tutorial programs, with thrust and with the shim) are named <build>.r<repetition>.
jobs_file=$WORK/jobs
: >"$jobs_file"
for entry in $list; do
  IFS=: read -r name path kind layouts <<<"$entry"
  python3 src/tools/cute_port/cute-port "$tutorials/$path" "$WORK/ported/$name.cu" 2>"$WORK/log/$name.port" ||
    echo "bench/ports: cute-port failed on $path"
done
for ((r = 1; r <= REPS; r++)); do
  for entry in $list; do
    IFS=: read -r name path kind layouts <<<"$entry"
    t="--time $WORK/log"  # nvcc's time of each phase, in <build>.r<repetition>.csv
    echo "cute_$name.r$r ${cute_flags[*]} $tutorials/$path -o $WORK/bin/cute_$name $t/cute_$name.r$r.csv" >>"$jobs_file"
    echo "ours_$name.r$r ${ours_flags[*]} $WORK/ported/$name.cu -o $WORK/bin/ours_$name $t/ours_$name.r$r.csv" >>"$jobs_file"
    if ((SHIM)); then
      echo "cuteshim_$name.r$r $shim ${cute_flags[*]} $tutorials/$path -o $WORK/bin/cuteshim_$name $t/cuteshim_$name.r$r.csv" >>"$jobs_file"
      echo "oursshim_$name.r$r $shim ${ours_flags[*]} $WORK/ported/$name.cu -o $WORK/bin/oursshim_$name $t/oursshim_$name.r$r.csv" >>"$jobs_file"
    fi
  done
  # The thrust floor: the tutorials' non-CuTe includes and thrust code, no cute (ours' flags).
  echo "floor.r$r ${ours_flags[*]} bench/ports/thrust_floor.cu -o $WORK/bin/floor --time $WORK/log/floor.r$r.csv" >>"$jobs_file"
done
for entry in $list; do
  IFS=: read -r name path kind layouts <<<"$entry"
  if [[ $kind != gemm && -z ${BUILD_ONLY:-} ]]; then  # the copy kernels' timing program, on each library
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

build_cell() {  # "<seconds> <MiB>" of a build (its shortest time and largest peak over the repetitions), or why there is none
  local stats=("$WORK"/log/"$1".r*.stat)
  [[ -f ${stats[0]} ]] || { echo "-"; return; }
  cat "${stats[@]}" | awk '$1 != 0 { failed = 1 } NR == 1 || $2 < wall { wall = $2 } $3 > peak { peak = $3 }
    END { if (failed) print "FAILED"; else printf "%.2f %d\n", wall, peak / 1024 }'
}
first_error() { grep -m1 -E 'error' "$WORK"/log/"$1".r*.build 2>/dev/null | head -1 | cut -d: -f2- | cut -c1-160; }
compile_cells() {  # "| CuTe s | ours s | ratio | CuTe MiB | ours MiB | ratio" of one tutorial, builds $1_<name> and $2_<name>
  local cw cm ow om
  read -r cw cm <<<"$(build_cell "$1_$3")"
  read -r ow om <<<"$(build_cell "$2_$3")"
  [[ $ow == FAILED ]] && echo "$2_$3: $(first_error "$2_$3")" >&2
  [[ $cw == FAILED ]] && echo "$1_$3: $(first_error "$1_$3")" >&2
  awk -v cw="$cw" -v ow="$ow" -v cm="$cm" -v om="$om" 'BEGIN {
    r = (cw + 0 > 0 && ow + 0 > 0) ? sprintf("%.2f", ow / cw) : "-";
    m = (cm + 0 > 0 && om + 0 > 0) ? sprintf("%.2f", om / cm) : "-";
    printf "| %s | %s | %s | %s | %s | %s", cw, ow, r, (cm == "" ? "-" : cm), (om == "" ? "-" : om), m }'
}

floor_cell() {  # the thrust floor's time over CuTe's whole-TU time: the least ours/CuTe any library can reach
  local cw fw
  read -r cw _ <<<"$(build_cell "cute_$1")"
  read -r fw _ <<<"$(build_cell floor)"
  awk -v c="$cw" -v f="$fw" 'BEGIN { printf "%s", (c + 0 > 0 && f + 0 > 0) ? sprintf("%.2f", f / c) : "-" }'
}

# The runs, one at a time. A GEMM tutorial prints "CUTE_GEMM:     [ 1234.5]GFlop/s  (...)ms".
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR) print v[int((NR + 1) / 2)] }'; }
gpu=0
if [[ -z ${BUILD_ONLY:-} ]] && nvidia-smi -L >/dev/null 2>&1; then gpu=1; nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader; fi
rows=()
compile_rows=()
for entry in $list; do
  IFS=: read -r name path kind layouts <<<"$entry"
  row="| $name $(compile_cells cute ours "$name")"
  ((SHIM)) && row+=" $(compile_cells cuteshim oursshim "$name")"
  compile_rows+=("$row | $(floor_cell "$name") |")
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
        rounds=${GEMM_ROUNDS:-3} unit="TFLOP/s"
      else
        get() { [[ -x $WORK/bin/$1time_$name ]] && "$WORK/bin/$1time_$name" 2>&1 | tee -a "$WORK/log/$1time_$name.run" |
          awk -v k="$c" '$1 == "KERNEL" && $2 == k { print $5 }'; }
        rounds=${COPY_ROUNDS:-5} unit="GB/s"
      fi
      # `rounds` runs of each program, alternating CuTe's and ours, and the median of each: a run's
      # figure moves by several percent with the GPU's state, and alternating spreads that drift over
      # both sides.
      cute_runs=() ours_runs=()
      for ((round = 0; round < rounds; ++round)); do cute_runs+=("$(get cute)") ours_runs+=("$(get ours)"); done
      cute=$(printf '%s\n' "${cute_runs[@]}" | grep . | median) ours=$(printf '%s\n' "${ours_runs[@]}" | grep . | median)
    fi
    ratio=$(awk -v a="$cute" -v b="$ours" 'BEGIN { print (a + 0 > 0 && b + 0 > 0) ? sprintf("%.2f", b / a) : "-" }')
    rows+=("| $name | $c | ${cute:--} | ${ours:--} | ${unit:-} | $ratio |")
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
if ((gpu)); then
  echo
  echo "| tutorial | case | CuTe | ours | unit | ours/CuTe |"
  echo "|---|---|---|---|---|---|"
  printf '%s\n' "${rows[@]}"
fi
# The compile table: nvcc's wall time (s) and peak memory (MiB, the largest process) of each tutorial
# program, shortest time and largest peak of REPS compiles; "whole TU" as shipped, "shim" with the
# thrust shim on both sides.
echo
if ((SHIM)); then
  echo "| tutorial | whole TU: CuTe s | ours s | ours/CuTe | CuTe MiB | ours MiB | ours/CuTe | shim: CuTe s | ours s | ours/CuTe | CuTe MiB | ours MiB | ours/CuTe | floor/CuTe |"
  echo "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"
else
  echo "| tutorial | CuTe s | ours s | ours/CuTe | CuTe MiB | ours MiB | ours/CuTe | floor/CuTe |"
  echo "|---|---|---|---|---|---|---|---|"
fi
printf '%s\n' "${compile_rows[@]}"
read -r floor_s floor_mib <<<"$(build_cell floor)"
echo "floor: bench/ports/thrust_floor.cu (the tutorials' thrust code and non-CuTe includes, no cute) took $floor_s s and $floor_mib MiB;"
echo "floor/CuTe is the least whole-TU ours/CuTe that a library costing nothing could reach."

# Where nvcc's time goes, from its --time record of each measured build (the shortest of the
# repetitions for each phase): preprocessing (host and device), cudafe++ (the host front end), cicc
# (the device front end and NVVM), ptxas, the host compiler (g++), the rest (fatbinary, links).
echo
python3 - "$WORK/log" $(for entry in $list; do echo "${entry%%:*}"; done) <<'PY'
import csv, glob, os, sys
log, names = sys.argv[1], sys.argv[2:]
groups = [("preprocess", ("gcc (preprocessing",)), ("cudafe++", ("cudafe++",)), ("cicc", ("cicc",)),
          ("ptxas", ("ptxas",)), ("g++", ("gcc (compiling)",))]
def phases(build):
    best = None
    for path in glob.glob(os.path.join(log, build + ".r*.csv")):
        got = dict.fromkeys([g for g, _ in groups] + ["rest"], 0.0)
        with open(path) as f:
            for row in csv.reader(f):
                if len(row) < 8 or row[7].strip() != "ms" or "driver" in row[1]:
                    continue
                group = next((g for g, keys in groups if any(row[1].strip().startswith(k) for k in keys)), "rest")
                got[group] += float(row[6]) / 1000
        best = got if best is None else {k: min(best[k], got[k]) for k in got}
    return best
cols = [g for g, _ in groups] + ["rest"]
print("| tutorial | TU | " + " | ".join(f"{c} CuTe | ours" for c in cols) + " |")
print("|---|---|" + "---|---|" * len(cols))
for name in names:
    for tu, c, o in (("whole", "cute", "ours"), ("shim", "cuteshim", "oursshim")):
        pc, po = phases(f"{c}_{name}"), phases(f"{o}_{name}")
        if pc is None and po is None:
            continue
        cell = lambda p, k: "-" if p is None else f"{p[k]:.1f}"
        print(f"| {name} | {tu} | " + " | ".join(f"{cell(pc, k)} | {cell(po, k)}" for k in cols) + " |")
PY

# The main loops in SASS, CuTe's build against ours (registers, instruction counts).
echo
python3 bench/ports/sass_loops.py "$WORK" || true

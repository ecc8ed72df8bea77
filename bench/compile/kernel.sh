#!/usr/bin/env bash
# bench/compile/kernel.sh: compile time and memory of a GEMM kernel translation unit, this library
# against CuTe (issue 5's kernel workload): nvcc of examples/gemm_sm80.cu (ours, -std=c++20) and of
# CuTe's tutorial examples/cute/tutorial/sgemm_sm80.cu (the peer, -std=c++17 as CuTe needs), both to an
# object file for sm_90a, alternating, several repetitions; then one compile of each with nvcc --time
# (the time of each phase: cudafe++, cicc, ptxas, fatbinary, the host compiler).
# CuTe's tutorial is compiled twice: as shipped, and with thrust's host and device vectors (its host
# program's containers, not CuTe: about 8-13 s of nvcc's time) replaced by bench/compile/thrust_shim,
# which leaves the cost of CuTe and the kernel: the stricter comparison.
#
#   bench/compile/kernel.sh [--reps N] [--phases-only] [--arch "-gencode=..."]
#
# CuTe: CUTE_PEER_ROOT=<cutlass source root> (include/, tools/util/include/, examples/), else the
# nvidia-cutlass pip package (pip install --no-deps nvidia-cutlass==4.2.0.0); skipped (exit 0) when absent.
# Time: the wall time of nvcc (it runs its phases one after the other), median of the repetitions.
# Memory: GNU time's maximum resident set size of nvcc and the children it waited for: the largest
# single process (cicc or the host compiler's cc1plus, usually), not their sum.
set -euo pipefail
cd "$(dirname "$0")/../.."
REPS=5
PHASES_ONLY=0
ARCH="-gencode=arch=compute_90a,code=sm_90a"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --reps) REPS=$2; shift 2 ;;
    --phases-only) PHASES_ONLY=1; shift ;;
    --arch) ARCH=$2; shift 2 ;;
    -h|--help) sed -n 2,16p "$0"; exit 0 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done

root=${CUTE_PEER_ROOT:-$(python3 -c "import cutlass_library, os; print(os.path.join(os.path.dirname(cutlass_library.__file__), 'source'))" 2>/dev/null || true)}
peer_src="$root/examples/cute/tutorial/sgemm_sm80.cu"
if [[ -z "$root" || ! -f "$peer_src" || ! -d "$root/tools/util/include" ]]; then
  echo "CuTe's tutorial sgemm_sm80.cu not found (CUTE_PEER_ROOT, or pip install --no-deps nvidia-cutlass==4.2.0.0): skipped"
  exit 0
fi
command -v nvcc >/dev/null || { echo "nvcc not found: skipped"; exit 0; }
[[ -x /usr/bin/time ]] || { echo "GNU time (/usr/bin/time) not found: skipped"; exit 0; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# shellcheck disable=SC2206
arch=($ARCH)
ours=(nvcc -std=c++20 -O3 --expt-relaxed-constexpr "${arch[@]}" -Isrc -DGEMM_SM80_HAS_CUBLAS -c examples/gemm_sm80.cu -o "$work/ours.o")
cute=(nvcc -std=c++17 -O3 --expt-relaxed-constexpr "${arch[@]}" -I"$root/include" -I"$root/tools/util/include" -c "$peer_src" -o "$work/cute.o")
shim=(nvcc -std=c++17 -O3 --expt-relaxed-constexpr "${arch[@]}" -Ibench/compile/thrust_shim -I"$root/include" -I"$root/tools/util/include" -c "$peer_src" -o "$work/shim.o")

# measure NAME CMD...: appends "seconds kib" to $work/NAME.
measure() {
  local name=$1; shift
  /usr/bin/time -v -o "$work/time.txt" "$@" >"$work/log.txt" 2>&1 || { cat "$work/log.txt"; echo "compile of $name failed" >&2; exit 1; }
  local wall kib
  wall=$(awk -F': ' '/Elapsed \(wall clock\)/{n=split($2,a,":"); s=0; for(i=1;i<=n;i++) s=s*60+a[i]; print s}' "$work/time.txt")
  kib=$(awk -F': ' '/Maximum resident set size/{print $2}' "$work/time.txt")
  echo "$wall $kib" >>"$work/$name"
  printf '  %-5s %6.2f s %6d MiB\n' "$name" "$wall" $((kib / 1024))
}

median() { sort -n | awk '{a[NR]=$1} END{if(NR%2) print a[(NR+1)/2]; else print (a[NR/2]+a[NR/2+1])/2}'; }

echo "nvcc: $(nvcc --version | tail -1); host compiler: $(${CUDAHOSTCXX:-g++} --version | head -1); $(nproc) cores"
echo "ours: ${ours[*]}"
echo "CuTe: ${cute[*]}"
echo "CuTe, thrust shim: ${shim[*]}"
if [[ $PHASES_ONLY == 0 ]]; then
  for ((r = 1; r <= REPS; r++)); do
    echo "repetition $r/$REPS"
    if ((r % 2)); then
      measure ours "${ours[@]}"; measure cute "${cute[@]}"; measure shim "${shim[@]}"
    else
      measure shim "${shim[@]}"; measure cute "${cute[@]}"; measure ours "${ours[@]}"
    fi
  done
  ot=$(awk '{print $1}' "$work/ours" | median); om=$(awk '{print $2}' "$work/ours" | sort -n | tail -1)
  echo
  echo "| workload | compiler, mode | ours s | CuTe s | ours/CuTe | target | ours MiB | CuTe MiB | target |"
  echo "|---|---|---|---|---|---|---|---|---|"
  for peer in cute shim; do
    ct=$(awk '{print $1}' "$work/$peer" | median); cm=$(awk '{print $2}' "$work/$peer" | sort -n | tail -1)
    label="GEMM kernel TU, median of $REPS, CuTe's tutorial as shipped"
    [[ $peer == shim ]] && label="GEMM kernel TU, median of $REPS, CuTe's tutorial with the thrust shim"
    awk -v ot="$ot" -v ct="$ct" -v om="$om" -v cm="$cm" -v arch="$ARCH" -v label="$label" 'BEGIN{
      r = ot / ct; tt = (r <= 0.33) ? "<= 0.33x: met" : "<= 0.33x: MISSED"; mt = (om / 1024 <= 1000) ? "<= 1 GB: met" : "<= 1 GB: MISSED";
      printf "| %s | nvcc -O3 -c %s | %.2f | %.2f | %.2f | %s | %d | %d | %s |\n", label, arch, ot, ct, r, tt, om / 1024, cm / 1024, mt }'
  done
fi

# Where the time goes: nvcc --time writes one CSV row per phase (source, phase, arch, ms).
echo
echo "phases (nvcc --time, one compile each, ms):"
"${ours[@]}" --time "$work/ours.csv" >/dev/null 2>&1
"${cute[@]}" --time "$work/cute.csv" >/dev/null 2>&1
"${shim[@]}" --time "$work/shim.csv" >/dev/null 2>&1
python3 - "$work/ours.csv" "$work/cute.csv" "$work/shim.csv" <<'PY'
import csv, sys
def phases(path):
    out = {}
    with open(path) as f:
        for row in csv.reader(f):
            # source, phase, inputs, output, arch, tool, metric, unit
            if len(row) < 8 or row[7].strip() != "ms":
                continue
            name = row[1].strip()
            out[name] = out.get(name, 0.0) + float(row[6])
    return out
o, c, s = phases(sys.argv[1]), phases(sys.argv[2]), phases(sys.argv[3])
print("| phase | ours ms | CuTe ms | CuTe, thrust shim ms |")
print("|---|---|---|---|")
for k in list(dict.fromkeys(list(o) + list(c) + list(s))):
    print(f"| {k} | {o.get(k, 0):.0f} | {c.get(k, 0):.0f} | {s.get(k, 0):.0f} |")
PY

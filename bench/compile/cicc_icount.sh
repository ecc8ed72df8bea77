#!/usr/bin/env bash
# bench/compile/cicc_icount.sh: the instructions nvcc's device compiler (cicc: EDG's front end and NVVM)
# executes for one compile, counted by valgrind (cachegrind without cache simulation). Unlike times on
# this machine, the count repeats to 0.3%, so a change to the library's compile cost shows even when
# it is 1%. About 25x slower than the compile itself (2-3 minutes for the kernel TU).
#
#   bench/compile/cicc_icount.sh [nvcc arguments]     # default: the kernel workload's ours, as kernel.sh compiles it
#
# Needs valgrind (apt-get install valgrind); prints the count, or why there is none.
set -eo pipefail
cd "$(dirname "$0")/../.."
command -v valgrind >/dev/null || { echo "cicc_icount: valgrind is not installed (apt-get install valgrind)"; exit 0; }
args=("$@")
[ ${#args[@]} -gt 0 ] || args=(-std=c++20 -O3 --expt-relaxed-constexpr -gencode=arch=compute_90a,code=sm_90a -Isrc
                               -DGEMM_SM80_HAS_CUBLAS -c examples/gemm_sm80.cu)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# nvcc -dryrun lists its steps; the cicc one is rerun under valgrind on the files a --keep compile left.
cicc=$(nvcc "${args[@]}" -o "$work/out.o" --keep --keep-dir "$work" -dryrun 2>&1 | grep '^#\$ "$CICC_PATH/cicc"' | sed 's/^#\$ //')
[ -n "$cicc" ] || { echo "cicc_icount: no cicc step in nvcc -dryrun"; exit 1; }
nvcc "${args[@]}" -o "$work/out.o" --keep --keep-dir "$work" >/dev/null 2>&1
CICC_PATH=$(dirname "$(command -v nvcc)")/../nvvm/bin
export CICC_PATH
(cd "$work" && eval "valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null ${cicc}") >"$work/valgrind.log" 2>&1 || {
  tail -5 "$work/valgrind.log"; exit 1; }
echo "cicc instructions: $(grep 'I *refs' "$work/valgrind.log" | awk '{print $NF}')  (nvcc ${args[*]})"

#!/usr/bin/env bash
# bench/ports/phases.sh OUTDIR NVCC-ARGS...: runs each step of an nvcc compile (from `nvcc -dryrun`,
# intermediate files kept in OUTDIR) alone under /usr/bin/time and prints its peak resident set (MiB),
# wall and user seconds: which phase (cudafe++, cicc, g++, ptxas) holds a build's peak memory.
# Needs GNU time (/usr/bin/time). Example (a ported tutorial, ours):
#   bench/ports/phases.sh /tmp/ph -std=c++20 -O3 --expt-relaxed-constexpr \
#     -gencode=arch=compute_90a,code=sm_90a -Isrc -Isrc/compat "$PWD/build/bench-ports/ported/sgemm_sm80.cu"
set -uo pipefail
out=$1
shift
rm -rf "$out" && mkdir -p "$out"
nvcc_dir=$(dirname "$(command -v nvcc)")
nvcc "$@" -o "$out/a.out" --keep --keep-dir "$out" -dryrun 2>&1 | sed -n 's/^#\$ //p' |
  grep -v '^[A-Za-z_]*=' | grep -v '^rm ' >"$out/steps"
export CICC_PATH=$nvcc_dir/../nvvm/bin
export PATH=$CICC_PATH:$PATH
cd "$out" || exit 1
i=0
while IFS= read -r line; do
  i=$((i + 1))
  name=$(echo "$line" | awk '{print $1}' | tr -d '"' | sed 's|.*/||')
  case "$line" in *" -E "*) name="$name (preprocess)" ;; esac
  /usr/bin/time -f "%M %e %U" -o "time.$i" bash -c "$line" >"log.$i" 2>&1 || { echo "step $i ($name) failed:"; tail -3 "log.$i"; }
  read -r rss wall user <"time.$i"
  printf "%-3s %-22s %6d MiB %7.2f s wall %7.2f s user\n" "$i" "$name" $((rss / 1024)) "$wall" "$user"
done <"$out/steps"

#!/usr/bin/env bash
# bench/compile/algebra_icount.sh: the instructions clang's front end executes for the algebra workload
# (algebra.cpp, -fsyntax-only, the flags bench.py uses), counted by valgrind (cachegrind without cache
# simulation), for each library source tree given: before/after of a change in one run. The count
# repeats to 0.2% where times here move by 10-30%. About 4 minutes a tree for all 335 cases.
#
#   bench/compile/algebra_icount.sh [--cases N] [src dir ...]   # default: this checkout's src, all cases
#   (a tree of another commit: mkdir /tmp/old && git archive <commit> src | tar x -C /tmp/old; then /tmp/old/src)
#
# Needs valgrind and clang++-19; prints one line per tree, or why there is none.
set -eo pipefail
cd "$(dirname "$0")/../.."
command -v valgrind >/dev/null || { echo "algebra_icount: valgrind is not installed (apt-get install valgrind)"; exit 0; }
cxx=$(command -v clang++-19 || command -v clang++)
cases=335
[ "$1" = --cases ] && { cases=$2; shift 2; }
trees=("$@")
[ ${#trees[@]} -gt 0 ] || trees=(src)
for src in "${trees[@]}"; do
  # The driver forks the front end (-cc1): that process is what valgrind runs.
  cc1=$("$cxx" -### -stdlib=libc++ -O2 -g -DNDEBUG -std=gnu++20 -Wall -Wextra -Wpedantic -fsyntax-only -I"$src" \
        -DBENCH_CASES="$cases" bench/compile/algebra.cpp 2>&1 | grep -- '"-cc1"')
  count=$(eval "valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null $cc1" 2>&1 | grep 'I *refs' | awk '{print $NF}')
  echo "algebra workload ($cases cases), clang -fsyntax-only: ${count:-failed} instructions  ($src)"
done

#!/usr/bin/env bash
# The compile-time benchmark against CuTe, and the diagnostics comparison: see bench/compile/README.md.
#   bench/compile/run.sh               5 compiles of each workload and library (the kernel TU with
#                                      nvcc too: kernel.sh), then the diagnostics
#   bench/compile/run.sh --quick       1 compile of a small workload (CI), then the diagnostics
#   bench/compile/run.sh --reps N | --timings | --diagnostics | --no-kernel | --build-dir DIR | --help
# Skips (exit 0) when CuTe's headers are absent. Run it after ./scripts/test.sh (or
# cmake --preset default && cmake --build --preset default), which builds the BMIs of the import rows.
set -eo pipefail
cd "$(dirname "$0")/../.."
exec python3 bench/compile/bench.py "$@"

#!/usr/bin/env bash
# The whole test suite: the default build (modules, headers, diagnostics, the installed-package
# consumer, device files compiled when nvcc is found), then the host tests under ASan + UBSan.
set -eo pipefail
cd "$(dirname "$0")/.."
. scripts/bootstrap.sh
set -eo pipefail
start=$SECONDS
cmake --preset default >/dev/null
cmake --build --preset default
ctest --preset default -j2
echo "test: default build and tests took $((SECONDS - start)) s"
start=$SECONDS
cmake --preset sanitize >/dev/null
cmake --build --preset sanitize
ctest --preset sanitize -j2
echo "test: sanitizer build and tests took $((SECONDS - start)) s"

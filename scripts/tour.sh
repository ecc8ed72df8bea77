#!/usr/bin/env bash
# The main job: bootstrap, build the library, its examples and the cute-layout tool, run the tour of
# the layout doc, then evaluate the algebra doc's examples with cute-layout.
set -eo pipefail
cd "$(dirname "$0")/.."
. scripts/bootstrap.sh
set -eo pipefail
cmake --preset default >/dev/null
cmake --build --preset default --target tour cute-layout
./build/default/examples/tour
echo
echo "=== The layout algebra doc's examples, evaluated by build/default/src/tools/cute-layout --batch:"
./build/default/src/tools/cute-layout --batch < examples/layout_algebra.txt | paste -d'\t' examples/layout_algebra.txt - |
  awk -F'\t' '{ printf "%-60s => %s\n", $1, $2 }'

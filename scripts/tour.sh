#!/usr/bin/env bash
# The main job: bootstrap, build the library and its examples, run the tour of the layout doc.
set -eo pipefail
cd "$(dirname "$0")/.."
. scripts/bootstrap.sh
set -eo pipefail
cmake --preset default >/dev/null
cmake --build --preset default --target tour
./build/default/examples/tour

#!/usr/bin/env bash
# Redraws the figures of docs/ with the library (docs/figures/figures.cpp) into docs/figures/.
set -eo pipefail
cd "$(dirname "$0")/.."
. scripts/bootstrap.sh >/dev/null
set -eo pipefail
cmake --preset default >/dev/null
cmake --build --preset default --target draw_figures
rm -f docs/figures/*.svg
./build/default/docs/draw_figures docs/figures

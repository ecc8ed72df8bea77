#!/usr/bin/env bash
# The whole test suite: the default build (modules, headers, diagnostics, the installed-package
# consumer, device files compiled when nvcc is found), then the host tests under ASan + UBSan.
set -eo pipefail
cd "$(dirname "$0")/.."
. scripts/bootstrap.sh
set -eo pipefail
# The peer for the conformance tests (CuTe's C++ headers and pycute): optional, skipped if absent.
python3 -c "import cutlass_library" 2>/dev/null ||
  python3 -m pip install -q --no-deps nvidia-cutlass==4.2.0.0 ||
  echo "test: the peer (nvidia-cutlass) could not be installed: the conformance tests will be skipped"
# The disassembler of the SASS comparison (bench/sass): optional, that test is skipped without it.
if command -v nvcc >/dev/null && ! python3 -c "import nvidia.cu13" 2>/dev/null; then
  python3 -m pip install -q --no-deps nvidia-cuda-cuobjdump nvidia-cuda-nvdisasm ||
    echo "test: cuobjdump could not be installed: the SASS comparison will be skipped"
fi
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

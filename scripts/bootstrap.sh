#!/usr/bin/env bash
# Installs what the build needs and is missing, and nothing else: clang-19 with libc++, clang-scan-deps,
# lld, the sanitizer runtimes and doctest (Debian's packages), CMake >= 3.28 and Ninja (PyPI). Idempotent. Source it to get PATH set:
#   . scripts/bootstrap.sh
set -euo pipefail

cute_have() { command -v "$1" >/dev/null 2>&1; }

cute_apt_packages=()
cute_have clang++-19 || cute_apt_packages+=(clang-19)
[ -f /usr/lib/llvm-19/include/c++/v1/vector ] || cute_apt_packages+=(libc++-19-dev libc++abi-19-dev)
cute_have clang-scan-deps-19 || cute_apt_packages+=(clang-tools-19)
cute_have ld.lld-19 || cute_apt_packages+=(lld-19)
# doctest, the tests' framework (tests/support/check.hpp).
[ -f /usr/include/doctest/doctest.h ] || cute_apt_packages+=(doctest-dev)
# The sanitizer and libFuzzer runtimes of clang-19.
[ -f /usr/lib/llvm-19/lib/clang/19/lib/linux/libclang_rt.asan-x86_64.a ] || cute_apt_packages+=(libclang-rt-19-dev)
if [ ${#cute_apt_packages[@]} -gt 0 ]; then
  echo "bootstrap: installing ${cute_apt_packages[*]}"
  cute_sudo=""
  [ "$(id -u)" -eq 0 ] || cute_sudo="sudo"
  $cute_sudo apt-get update -q
  DEBIAN_FRONTEND=noninteractive $cute_sudo apt-get install -y -q --no-install-recommends "${cute_apt_packages[@]}"
fi

# Optional, for the browser test of the interactive page (skipped without them):
# CUTE_BOOTSTRAP_BROWSER=1 . scripts/bootstrap.sh adds Chromium, chromedriver and selenium.
if [ "${CUTE_BOOTSTRAP_BROWSER:-0}" = 1 ]; then
  cute_browser_packages=()
  cute_have chromium || cute_browser_packages+=(chromium)
  cute_have chromedriver || cute_browser_packages+=(chromium-driver)
  if [ ${#cute_browser_packages[@]} -gt 0 ]; then
    echo "bootstrap: installing ${cute_browser_packages[*]}"
    cute_sudo=""
    [ "$(id -u)" -eq 0 ] || cute_sudo="sudo"
    $cute_sudo apt-get update -q
    DEBIAN_FRONTEND=noninteractive $cute_sudo apt-get install -y -q --no-install-recommends "${cute_browser_packages[@]}"
  fi
  python3 -c "import selenium" 2>/dev/null || python3 -m pip install -q selenium ||
    python3 -m pip install -q --user --break-system-packages selenium
fi

# CMake >= 3.28 and Ninja from PyPI; their folders go first on PATH.
cute_python=$(command -v python3)
cute_pip_bin() { "$cute_python" -c "import $1, os; print(os.path.dirname(os.path.abspath($2)))" 2>/dev/null; }
if ! "$cute_python" -c "import cmake, sys; v = tuple(int(x) for x in cmake.__version__.split('.')[:2]); sys.exit(v < (3, 28))" 2>/dev/null ||
   ! "$cute_python" -c "import ninja" 2>/dev/null; then
  echo "bootstrap: installing cmake and ninja from PyPI"
  "$cute_python" -m pip install -q "cmake>=3.28" ninja ||
    "$cute_python" -m pip install -q --user --break-system-packages "cmake>=3.28" ninja
fi
cute_cmake_dir=$(cute_pip_bin cmake "cmake.CMAKE_BIN_DIR + '/cmake'")
cute_ninja_dir=$(cute_pip_bin ninja "ninja.BIN_DIR + '/ninja'")
export PATH="$cute_cmake_dir:$cute_ninja_dir:$PATH"
# nvcc is optional: when found, the device files are compiled too.
[ -d /usr/local/cuda/bin ] && export PATH="$PATH:/usr/local/cuda/bin"
echo "bootstrap: $(cmake --version | head -1), ninja $(ninja --version), $(clang++-19 --version | head -1)$(cute_have nvcc && echo ", nvcc found" || echo ", no nvcc")"
set +euo pipefail

#!/usr/bin/env python3
"""Counts how many of CuTe's own unit-test files compile on this library after cute-port.

    cute_unit_tests.py CUTLASS_SOURCE [--only SUBSTRING] [--out DIR] [--jobs N] [--run]

CUTLASS_SOURCE is a CUTLASS checkout (v4.2.0 is what docs/porting.md counts) with test/unit/cute and
test/unit/common. Every .cpp/.cu under test/unit/cute is ported with cute-port, with the headers
beside it (testbeds, test/unit/common/cutlass_unit_test.h), into OUT (default /tmp/cute_unit_tests),
then compiled: a .cpp host file with clang++-19/libc++ (-fsyntax-only, as the library's host build),
a .cu file with nvcc -c for the architecture of its folder (sm_90a for hopper/, sm_80 otherwise).
GoogleTest comes from the system (/usr/include/gtest). Two CUTLASS test helpers that are neither
CuTe nor in cute-port's map (cutlass/relatively_equal.h, cutlass/util/reference/host/tensor_compare.h)
get minimal stand-ins written into OUT; nothing else is provided. A file counts when its compile
exits 0. With --run, each host file is compiled and linked with GoogleTest (built once from the
system's sources, /usr/src/googletest, with libc++) and run: the line says how many of its tests
pass. The device files cannot run without a GPU. Not run in CI (it needs a CUTLASS checkout and ~15 minutes of nvcc); the result goes in
docs/porting.md.
"""
import argparse
import concurrent.futures
import os
import pathlib
import re
import subprocess
import sys
import time

HERE = pathlib.Path(__file__).resolve().parent
REPO = HERE.parent.parent
TOOL = REPO / "src" / "tools" / "cute_port" / "cute-port"
GTEST_SRC = pathlib.Path(os.environ.get("GTEST_SRC", "/usr/src/googletest/googletest"))
NVCC = os.environ.get("NVCC", "/usr/local/cuda/bin/nvcc")
CXX = os.environ.get("CXX_HOST", "clang++-19")
CUDA_INCLUDE = os.environ.get("CUDA_INCLUDE", "/usr/local/cuda/include")

# CUTLASS's test-only helpers the tests include besides CuTe: the least the tests call of them.
STANDINS = {
    "cutlass/relatively_equal.h": """#pragma once
#include <algorithm>
#include <cmath>
namespace cutlass {
// |a - b| within floor, or within epsilon relative to the larger magnitude.
template <class T>
bool relatively_equal(T a, T b, T epsilon, T floor) {
  double const x = double(a), y = double(b), d = std::abs(x - y);
  return d <= double(floor) || d <= double(epsilon) * std::max(std::abs(x), std::abs(y));
}
// Complex values: each part.
template <template <class> class Complex, class T>
bool relatively_equal(Complex<T> a, Complex<T> b, T epsilon, T floor) {
  return relatively_equal(a.real(), b.real(), epsilon, floor) && relatively_equal(a.imag(), b.imag(), epsilon, floor);
}
}  // namespace cutlass
""",
    "cutlass/util/reference/host/tensor_compare.h": "#pragma once\n",
}


def port(src: pathlib.Path, dst: pathlib.Path) -> None:
    dst.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([sys.executable, str(TOOL), str(src), str(dst)], check=True, stderr=subprocess.DEVNULL)


def limited(cmd, log):
    """Runs cmd niced, under a 12 GB address-space cap, its output to log; returns its exit status."""
    with open(log, "w") as f:
        return subprocess.run(["nice", "-n", "10", *cmd], stdout=f, stderr=subprocess.STDOUT,
                              preexec_fn=lambda: __import__("resource").setrlimit(
                                  __import__("resource").RLIMIT_AS, (12_000_000_000, 12_000_000_000))).returncode


def build_gtest(out: pathlib.Path) -> list:
    """GoogleTest and its main, compiled once with libc++ (the system's libgtest.a is libstdc++'s)."""
    objects = []
    for name in ("gtest-all", "gtest_main"):
        obj = out / "gtest" / f"{name}.o"
        if not obj.exists():
            obj.parent.mkdir(parents=True, exist_ok=True)
            cmd = [CXX, "-std=c++20", "-stdlib=libc++", "-O1", f"-I{GTEST_SRC}", f"-I{GTEST_SRC / 'include'}",
                   "-c", str(GTEST_SRC / "src" / f"{name}.cc"), "-o", str(obj)]
            if limited(cmd, obj.with_suffix(".log")) != 0:
                sys.exit(f"building GoogleTest failed: {obj.with_suffix('.log')}")
        objects.append(obj)
    return objects


def compile_one(path: pathlib.Path, out: pathlib.Path, rel: pathlib.Path, gtest):
    common = [f"-I{out / 'standins'}", f"-I{out / 'test/unit/common'}", f"-I{REPO / 'src'}", f"-I{REPO / 'src/compat'}"]
    log = out / "logs" / (str(rel).replace("/", "_") + ".log")
    log.parent.mkdir(parents=True, exist_ok=True)
    run = None
    if path.suffix == ".cpp":
        cmd = [CXX, "-std=c++20", "-stdlib=libc++", "-ferror-limit=30", f"-I{CUDA_INCLUDE}", *common, str(path)]
        if gtest:
            # core_unit.cpp is the main of CuTe's core tests; the others take GoogleTest's.
            has_main = "int main(" in path.read_text(errors="replace")
            run = log.with_suffix(".exe")
            cmd += [f"-I{GTEST_SRC / 'include'}", *map(str, gtest if not has_main else gtest[:1]), "-o", str(run)]
        else:
            cmd.append("-fsyntax-only")
    else:
        arch = "90a" if rel.parts[0] == "hopper" else "80"
        cmd = [NVCC, "-std=c++20", "--expt-relaxed-constexpr", f"-gencode=arch=compute_{arch},code=sm_{arch}",
               *common, "-c", str(path), "-o", str(log.with_suffix(".o"))]
    start = time.time()
    rc = limited(cmd, log)
    errors = sum(1 for line in open(log, errors="replace") if "error" in line)
    result = ""
    if rc == 0 and run is not None:
        run_log = log.with_suffix(".run.log")
        run_rc = subprocess.run([str(run)], stdout=open(run_log, "w"), stderr=subprocess.STDOUT, timeout=600).returncode
        text = run_log.read_text(errors="replace")
        ran = re.search(r"(\d+) tests? from \d+ test suites? ran", text)
        failed = re.search(r"\[  FAILED  \] (\d+) tests?, listed below", text)
        total = int(ran.group(1)) if ran else 0
        bad = int(failed.group(1)) if failed else (0 if run_rc == 0 else total)
        result = f"run: {total - bad} of {total} tests pass" + ("" if run_rc == 0 else f" (exit {run_rc}, {run_log})")
    return rel, rc, errors, time.time() - start, log, result


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("cutlass")
    ap.add_argument("--only", default="")
    ap.add_argument("--out", default="/tmp/cute_unit_tests")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--run", action="store_true", help="link the host files with GoogleTest and run them")
    args = ap.parse_args()
    src = pathlib.Path(args.cutlass)
    tests, out = src / "test/unit/cute", pathlib.Path(args.out)
    if not tests.is_dir():
        print(f"{tests}: not a folder (a CUTLASS checkout is needed)", file=sys.stderr)
        return 2
    for name, text in STANDINS.items():
        (out / "standins" / name).parent.mkdir(parents=True, exist_ok=True)
        (out / "standins" / name).write_text(text)
    for header in [*(src / "test/unit/common").glob("*.h"), *tests.rglob("*.hpp")]:
        port(header, out / header.relative_to(src))
    files = sorted(p for p in tests.rglob("*") if p.suffix in (".cpp", ".cu") and args.only in str(p))
    for f in files:
        port(f, out / f.relative_to(src))
    gtest = build_gtest(out) if args.run else None
    ok = passing = 0
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        jobs = [pool.submit(compile_one, out / f.relative_to(src), out, f.relative_to(tests), gtest) for f in files]
        for job in jobs:
            rel, rc, errors, secs, log, result = job.result()
            ok += rc == 0
            passing += result.startswith("run:") and "exit" not in result
            print(f"{'ok  ' if rc == 0 else 'FAIL'} {str(rel):40} errors={errors:<4} {secs:5.0f}s  {log}  {result}", flush=True)
    print(f"{ok} of {len(files)} compile" + (f"; {passing} host files run with every test passing" if gtest else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())

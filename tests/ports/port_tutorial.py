#!/usr/bin/env python3
"""Ports CuTe tutorials with cute-port and checks that only #include lines changed.

    port_tutorial.py --tool CUTE_PORT IN.cu OUT.cu      port one file (a build step)
    port_tutorial.py --tool CUTE_PORT --tutorials DIR   check every tutorial of CuTe's DIR (a test)

Fails (exit 1) when the ported file has another number of lines, or a changed line that is not an
#include on both sides, or when cute-port fails. With --tutorials and no such directory (the peer,
nvidia-cutlass, not installed): exit 77 (skipped).
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

INCLUDE = re.compile(r'^\s*#\s*include\s*[<"][^>"]+[>"]')
TUTORIALS = ["sgemm_1.cu", "sgemm_2.cu", "sgemm_sm70.cu", "sgemm_sm80.cu", "tiled_copy.cu", "tiled_copy_if.cu",
             "hopper/wgmma_sm90.cu", "hopper/wgmma_tma_sm90.cu"]


def changed_non_includes(original, ported):
    """The problems of a port: line-count mismatch, changed lines that are not includes."""
    a = original.splitlines(keepends=True)
    b = ported.splitlines(keepends=True)
    if len(a) != len(b):
        return [f"{len(a)} lines became {len(b)}"]
    return [f"line {n}: {x.rstrip()!r} became {y.rstrip()!r}" for n, (x, y) in enumerate(zip(a, b), start=1)
            if x != y and not (INCLUDE.match(x) and INCLUDE.match(y))]


def port(tool, source, target):
    result = subprocess.run([sys.executable, tool, source, target], capture_output=True, text=True)
    sys.stderr.write(result.stderr)  # the includes cute-port kept, if any
    if result.returncode != 0:
        print(f"port_tutorial: cute-port failed on {source} ({result.returncode})", file=sys.stderr)
        return False
    with open(source, newline="") as f, open(target, newline="") as g:
        problems = changed_non_includes(f.read(), g.read())
    for p in problems:
        print(f"port_tutorial: {source}: not an #include change: {p}", file=sys.stderr)
    return not problems


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tool", required=True)
    parser.add_argument("--tutorials")
    parser.add_argument("files", nargs="*")
    args = parser.parse_args()
    if args.tutorials is not None:
        if not os.path.isdir(args.tutorials):
            print(f"port_tutorial: no CuTe tutorials at '{args.tutorials}' (pip install nvidia-cutlass): skipped")
            return 77
        ok = True
        with tempfile.TemporaryDirectory() as work:
            for name in TUTORIALS:
                target = os.path.join(work, os.path.basename(name))
                good = port(args.tool, os.path.join(args.tutorials, name), target)
                print(f"{name}: {'only #include lines changed' if good else 'FAILED'}")
                ok = ok and good
        return 0 if ok else 1
    if len(args.files) != 2:
        parser.error("give IN.cu OUT.cu, or --tutorials DIR")
    os.makedirs(os.path.dirname(os.path.abspath(args.files[1])), exist_ok=True)
    return 0 if port(args.tool, args.files[0], args.files[1]) else 1


if __name__ == "__main__":
    sys.exit(main())

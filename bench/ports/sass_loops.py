#!/usr/bin/env python3
"""bench/ports/sass_loops.py: the main loops of each tutorial's kernels in SASS, CuTe's build against ours.

    bench/ports/sass_loops.py WORK        # WORK: bench/ports/run.sh's folder (bin/cute_X, bin/ours_X)

For every kernel of every tutorial built twice, prints its registers and its main loop (of the backward
branches, the one with the most math instructions, the shortest of those; the longest where none has
math): instruction count and the counts of the instructions that do the work (math, loads, stores,
barriers). Kernels are paired by symbol (identical when the types are CuTe's), else in
the order of their symbols. Needs cuobjdump (the CUDA toolkit's, or the pip package
nvidia-cuda-cuobjdump's).
"""
import os
import re
import shutil
import subprocess
import sys

WORK_OPS = ("FFMA", "HMMA", "HGMMA", "LDS", "LDSM", "LDG", "LDGSTS", "STS", "STG", "STSM", "UTMALDG", "BAR", "SYNCS")


def cuobjdump():
    found = shutil.which("cuobjdump")
    if found:
        return found
    try:
        import nvidia.cu13  # the pip package's copy
        path = os.path.join(list(nvidia.cu13.__path__)[0], "bin", "cuobjdump")
        if os.path.exists(path):
            return path
    except ImportError:
        pass
    sys.exit("sass_loops: cuobjdump not found")


def kernels(tool, binary):
    """{symbol: (registers, [(address, opcode)])} of the binary's sm_90a code."""
    usage = subprocess.run([tool, "-res-usage", binary], capture_output=True, text=True).stdout
    regs = dict(re.findall(r"Function (\S+):\s*\n\s*REG:(\d+)", usage))
    sass = subprocess.run([tool, "-sass", binary], capture_output=True, text=True).stdout
    out, name = {}, None
    for line in sass.splitlines():
        m = re.search(r"Function : (\S+)", line)
        if m:
            name = m.group(1)
            out[name] = (int(regs.get(name, 0)), [])
            continue
        m = re.match(r"\s+/\*([0-9a-f]{4,})\*/\s+(?:@!?U?P\w+\s+)?([A-Z][A-Z0-9_.]*)([^;]*);", line)
        if m and name:
            out[name][1].append((int(m.group(1), 16), m.group(2), m.group(3)))
    return {k: v for k, v in out.items() if "EmptyKernel" not in k}


MATH_OPS = ("FFMA", "HMMA", "HGMMA")


def main_loop(code):
    """The instructions of the body of the main loop: of the backward branches, the one whose body has
    the most math instructions, and of those the shortest (a wait loop placed after the epilogue that
    branches back into the main loop spans both, so the longest branch is not always the loop); the
    longest backward branch where none has math (the copy kernels)."""
    best, best_key = [], None
    for i, (address, op, args) in enumerate(code):
        if op.startswith("BRA"):
            m = re.search(r"0x([0-9a-f]+)", args)
            if m and int(m.group(1), 16) < address:
                body = [c for c in code if int(m.group(1), 16) <= c[0] <= address]
                math = sum(1 for _, o, _ in body if o.split(".")[0] in MATH_OPS)
                key = (math, -len(body)) if math else (0, len(body))
                if best_key is None or key > best_key:
                    best, best_key = body, key
    return best


def summary(loop):
    counts = {}
    for _, op, _ in loop:
        base = op.split(".")[0]
        if base in WORK_OPS:
            counts[base] = counts.get(base, 0) + 1
    return " ".join(f"{k} {counts[k]}" for k in WORK_OPS if k in counts)


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    work = sys.argv[1]
    tool = cuobjdump()
    names = sorted({f[len("cute_"):] for f in os.listdir(os.path.join(work, "bin")) if f.startswith("cute_")})
    print("| tutorial | kernel | registers CuTe / ours | main loop instructions CuTe / ours | same symbol | loop CuTe | loop ours |")
    print("|---|---|---|---|---|---|---|")
    for name in names:
        cute_bin, ours_bin = (os.path.join(work, "bin", f"{lib}_{name}") for lib in ("cute", "ours"))
        if not (os.path.exists(cute_bin) and os.path.exists(ours_bin)):
            continue
        cute, ours = kernels(tool, cute_bin), kernels(tool, ours_bin)
        shared = sorted(set(cute) & set(ours))
        pairs = [(k, k) for k in shared]
        rest_c, rest_o = sorted(set(cute) - set(shared)), sorted(set(ours) - set(shared))
        pairs += list(zip(rest_c, rest_o))
        for i, (kc, ko) in enumerate(pairs):
            rc, lc = cute[kc][0], main_loop(cute[kc][1])
            ro, lo = ours[ko][0], main_loop(ours[ko][1])
            print(f"| {name} | {i} | {rc} / {ro} | {len(lc)} / {len(lo)} | {'yes' if kc == ko else 'no'} "
                  f"| {summary(lc)} | {summary(lo)} |")


if __name__ == "__main__":
    main()

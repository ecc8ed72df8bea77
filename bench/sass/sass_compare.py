#!/usr/bin/env python3
"""Compiles copy_kernels.cu and runtime_algebra.cu for sm_90a with nvcc, disassembles them (cuobjdump
-sass) and prints, for the hand-indexed kernel and the layout-indexed one, the count of each SASS
opcode and the total, and the instructions of each run-time algebra kernel.
--check: exit 1 if a kernel uses local memory, or unless the layout-indexed kernel has the same loads
and stores and at most the allowed instructions more than the hand-indexed one."""
import argparse, collections, os, re, subprocess, sys, tempfile

here = os.path.dirname(os.path.abspath(__file__))
parser = argparse.ArgumentParser()
parser.add_argument("--nvcc", default="nvcc")
parser.add_argument("--include", default=os.path.join(here, "..", "..", "src"))
parser.add_argument("--arch", default="sm_90a")
parser.add_argument("--cuobjdump", default=None, help="default: beside nvcc, else from the pip package nvidia-cuda-cuobjdump")
parser.add_argument("--check", action="store_true")
args = parser.parse_args()



def find_cuobjdump():
    """cuobjdump: given, beside nvcc, on PATH, or from `pip install nvidia-cuda-cuobjdump`."""
    import shutil
    candidates = [args.cuobjdump, os.path.join(os.path.dirname(shutil.which(args.nvcc) or ""), "cuobjdump"),
                  shutil.which("cuobjdump")]
    try:
        import nvidia.cu13
        candidates.append(os.path.join(nvidia.cu13.__path__[0], "bin", "cuobjdump"))
    except ImportError:
        pass
    for c in candidates:
        if c and os.path.isfile(c):
            return c
    print("sass_compare: no cuobjdump (pip install nvidia-cuda-cuobjdump): skipped")
    sys.exit(77)


with tempfile.TemporaryDirectory() as tmp:
    cuobjdump = find_cuobjdump()
    env = dict(os.environ, PATH=os.path.dirname(cuobjdump) + os.pathsep + os.environ.get("PATH", ""))
    sass = ""
    for source in ("copy_kernels.cu", "runtime_algebra.cu"):
        cubin = os.path.join(tmp, source + ".cubin")
        subprocess.run([args.nvcc, "-std=c++20", "--expt-relaxed-constexpr", "-O3", "-cubin", f"-arch={args.arch}",
                        "-I", args.include, os.path.join(here, source), "-o", cubin], check=True)
        sass += subprocess.run([cuobjdump, "-sass", cubin], check=True, capture_output=True, text=True, env=env).stdout

counts = {}
stores = collections.defaultdict(collections.Counter)  # shared-memory stores by width (STS, STS.U16, ...)
current = None
for line in sass.splitlines():
    m = re.match(r"\s*Function : (\S+)", line)
    if m:
        current = m.group(1)
        counts[current] = collections.Counter()
        continue
    m = re.match(r"\s*/\*[0-9a-f]{4,}\*/\s+(?:@!?U?P\w+\s+)?([A-Z][A-Z0-9_.]*)", line)
    if m and current:
        op = m.group(1).split(".")[0]
        if op == "STS":
            stores[current][m.group(1)] += 1
        if op not in ("NOP",):
            counts[current][op] += 1

kernels = ["copy_by_hand", "copy_with_layouts"]
missing = [k for k in kernels if k not in counts]
if missing:
    sys.exit(f"sass_compare: kernels not found in the SASS: {missing}")
ops = sorted(set(counts[kernels[0]]) | set(counts[kernels[1]]))
print(f"SASS of copy_kernels.cu ({args.arch}, nvcc -O3): instructions per opcode (NOPs left out)\n")
print(f"| opcode | {' | '.join(kernels)} |")
print("|---|---:|---:|")
for op in ops:
    print(f"| {op} | {counts[kernels[0]][op]} | {counts[kernels[1]][op]} |")
totals = [sum(counts[k].values()) for k in kernels]
print(f"| total | {totals[0]} | {totals[1]} |")
hand, ours = counts[kernels[0]], counts[kernels[1]]
memory_same = all(hand[op] == ours[op] for op in ("LDG", "STG", "LDS", "STS"))
# The layout kernel's views move their pointers, as CuTe's do: each of its two tensors gets one 64-bit
# pointer add per thread (two instructions each), where the hand-written kernel shares one 32-bit index
# between both arrays. Beyond those, it may not cost an instruction.
POINTER_MOVES = 2 * 2
ok = memory_same and totals[1] <= totals[0] + POINTER_MOVES
print(f"\nsame loads and stores: {'yes' if memory_same else 'NO'}; instructions, layouts / by hand: "
      f"{totals[1]} / {totals[0]} (allowed: by hand + {POINTER_MOVES}, the two 64-bit pointer moves)"
      + ("" if ok else "  <- MORE"))
# No copy kernel may use local memory: the predicated copy of run-time extents keeps its tiling's
# run-time algebra in registers (an array indexed at run time there once left dead local stores in
# CuTe's tiled_copy_if tutorial ported).
local = {k: counts[k]["STL"] + counts[k]["LDL"] for k in counts if k.startswith("copy_")}
no_local = "copy_if_with_layouts" in local and all(v == 0 for v in local.values())
print(f"local memory instructions (STL, LDL): {local}" + ("" if no_local else "  <- LOCAL MEMORY"))
# A kernel that prints uses local memory only for printf's argument buffers, at most two stores a call
# (CuTe's build: 18 for 21 calls); formatting integers in a buffer on the stack once made it 190 for 54
# calls, and the kernel five times as long.
printing = counts.get("print_with_layouts", collections.Counter())
print_ok = printing["CALL"] > 0 and printing["STL"] + printing["LDL"] <= 2 * printing["CALL"]
print(f"print_with_layouts: {printing['CALL']} printf calls, {printing['STL'] + printing['LDL']} local memory "
      f"instructions, {sum(printing.values())} instructions" + ("" if print_ok else "  <- MORE THAN PRINTF NEEDS"))
# The run-time algebra stays in registers: no kernel of runtime_algebra.cu may use local memory.
algebra = {k: counts[k] for k in sorted(counts) if k.startswith("algebra_")}
algebra_ok = len(algebra) > 0 and all(c["STL"] + c["LDL"] == 0 for c in algebra.values())
print("\nrun-time algebra kernels: instructions (local memory instructions)")
for k, c in algebra.items():
    print(f"  {k}: {sum(c.values())} ({c['STL'] + c['LDL']})")
if not algebra_ok:
    print("  <- LOCAL MEMORY (or no kernel found)")
# Adjacent 16-bit stores into a swizzled tile pair up: 16 32-bit stores for a thread's 32 halves, none
# of 16 bits (once 32 STS.U16: the swizzle of the slice's base and its strides hid the alignment).
epilogue = stores.get("store_c_swizzled", collections.Counter())
epilogue_ok = epilogue == collections.Counter({"STS": 16})
print(f"\nstore_c_swizzled: shared-memory stores {dict(epilogue)}" + ("" if epilogue_ok else "  <- NOT 16 32-BIT STORES"))
# A swizzled tile's rows of 8 halves, as CuTe's build loads them: 16 LDS.128. Printed, not checked: ours
# has 1 LDS.128 and 30 LDS.64 (nvcc does not know the rows but the first 16-byte aligned; see README).
loads = collections.Counter()
for line in sass.split("Function : load_swizzled_rows", 1)[-1].split("Function :", 1)[0].splitlines():
    m = re.match(r"\s*/\*[0-9a-f]{4,}\*/\s+(?:@!?U?P\w+\s+)?(LDS[A-Z0-9_.]*)", line)
    if m:
        loads[m.group(1)] += 1
rows_ok = "Function : load_swizzled_rows" in sass and loads == collections.Counter({"LDS.128": 16})
print(f"load_swizzled_rows: shared-memory loads {dict(loads)}" + ("" if rows_ok else "  (CuTe's build: 16 LDS.128)"))
# An identity tensor's predicate costs no 64-bit decoding: the predicated transpose with layouts is at
# most 18 instructions over the hand-indexed one (CuTe's build 16; once 23, its coordinates decoded
# from one 64-bit index with the low field's sign extension carried into the high one).
TRANSPOSE_MORE = 18
transpose = [sum(counts.get(k, collections.Counter()).values()) for k in ("transpose_by_hand", "transpose_with_layouts")]
transpose_ok = transpose[0] > 0 and transpose[1] <= transpose[0] + TRANSPOSE_MORE
print(f"transpose_with_layouts / transpose_by_hand: {transpose[1]} / {transpose[0]} (allowed: by hand + {TRANSPOSE_MORE})"
      + ("" if transpose_ok else "  <- MORE"))
if args.check and not (ok and no_local and print_ok and algebra_ok and epilogue_ok and transpose_ok):
    sys.exit(1)

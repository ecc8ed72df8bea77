#!/usr/bin/env python3
"""Conformance of the atom layer against CuTe C++ (the peer): one program of TiledMMA and TiledCopy cases
is compiled twice, against this library and against CuTe's own headers, and the printed results must be
identical: thread layouts, (thread, value) layouts of A/B/C and of the copies' sources and destinations,
tile shapes, partition shapes, retiled fragments, print() of the atoms, and the print_latex pictures (the
TikZ body and the '%' comment lines that name the layouts, as coordinate tensors of the tile).

Usage: atom_conformance.py --src <repo>/src --cute <cutlass include> --out <dir> [--cxx clang++-19]
Exit 77 (skipped) when CuTe's headers (or CUDA's, which they need) are absent.
"""
import argparse, difflib, os, subprocess, sys

MMA_OPS = ["SM80_16x8x16_F32F16F16F32_TN", "SM80_16x8x16_F16F16F16F16_TN", "SM80_16x8x16_F32BF16BF16F32_TN",
           "SM80_16x8x8_F32TF32TF32F32_TN", "SM80_16x8x8_F32F16F16F32_TN", "SM80_16x8x4_F32TF32TF32F32_TN",
           "SM80_8x8x4_F64F64F64F64_TN", "SM80_16x8x16_S32S8S8S32_TN", "SM80_16x8x32_S32U8S8S32_TN_SATURATE",
           "SM80_8x8x4_C64C64C64C64_TN", "SM89_16x8x32_F32E4M3E5M2F32_TN", "SM89_16x8x32_F16E5M2E5M2F16_TN",
           "SM70_8x8x4_F16F16F16F16_TN", "SM70_8x8x4_F32F16F16F32_NT", "SM70_8x8x4_F32F16F16F32_NN",
           "SM70_8x8x4_F16F16F16F16_TT"]
ATOM_LAYOUTS = ["Layout<Shape<_1,_1,_1>>{}", "Layout<Shape<_2,_2,_1>>{}", "Layout<Shape<_2,_2,_1>, Stride<_2,_1,_0>>{}",
                "Layout<Shape<_1,_2,_2>>{}"]
PERMS = ["", "make_tile(_32{}, _32{}, _16{})",
         "make_tile(_32{}, Layout<Shape<_8,_2,_2>, Stride<_1,_16,_8>>{}, _16{})"]
LDSM = ["SM75_U32x2_LDSM_N", "SM75_U32x4_LDSM_N", "SM75_U16x8_LDSM_T"]
COPIES = [  # (atom, value type, thread layout, value layout)
    ("SM80_CP_ASYNC_CACHEALWAYS<uint128_t>", "half_t", "Layout<Shape<_16,_8>, Stride<_8,_1>>{}", "Layout<Shape<_1,_8>>{}"),
    ("SM80_CP_ASYNC_CACHEGLOBAL<uint128_t>", "half_t", "Layout<Shape<_16,_8>>{}", "Layout<Shape<_8,_1>>{}"),
    ("SM80_CP_ASYNC_CACHEALWAYS<uint64_t>", "float", "Layout<Shape<_8,_4>, Stride<_4,_1>>{}", "Layout<Shape<_1,_2>>{}"),
    ("SM80_CP_ASYNC_CACHEALWAYS_ZFILL<uint128_t>", "float", "Layout<Shape<_32,_4>>{}", "Layout<Shape<_4,_1>>{}"),
    ("UniversalCopy<uint32_t>", "half_t", "Layout<Shape<_4,_8>>{}", "Layout<Shape<_2,_1>>{}"),
    ("UniversalCopy<half_t>", "half_t", "Layout<Shape<_4,_2>, Stride<_2,_1>>{}", "Layout<Shape<_2,_2>>{}"),
]


def program():
    lines = []
    def out(s):
        lines.append("  " + s)
    def show(label, expr):
        out(f'print("{label}: "); print({expr}); print("\\n");')
    n = 0
    for op in MMA_OPS:
        for al in ATOM_LAYOUTS:
            for perm in PERMS:
                if op != MMA_OPS[0] and (perm == PERMS[2] or al not in ATOM_LAYOUTS[:2]):
                    continue  # the other operations: fewer cases (compile time)
                if MMA_OPS.index(op) >= 4 and (perm or al != ATOM_LAYOUTS[1]):
                    continue  # the rest of the SM80 family: one case each (2x2 atoms, no permutation)
                if "_1,_2,_2" in al and perm:
                    continue  # K of the atoms beyond the 16-deep K tile (rejected here, by a static_assert)
                args = ", ".join(x for x in [f"{op}{{}}", al, perm] if x)
                out("{")
                out(f"  auto mma = make_tiled_mma({args});")
                out(f'  print("case {n}: {op} {al} {perm}\\n");')
                show("vmnk", "mma.get_thr_layout_vmnk()")
                show("tile", "tile_shape(mma)")
                show("C_TV", "mma.get_layoutC_TV()")
                show("A_TV", "mma.get_layoutA_TV()")
                show("B_TV", "mma.get_layoutB_TV()")
                show("shape_A", "partition_shape_A(mma, make_shape(_128{}, _64{}))")
                show("shape_B", "partition_shape_B(mma, make_shape(_128{}, _64{}))")
                show("shape_C", "partition_shape_C(mma, make_shape(_128{}, _128{}))")
                show("thrfrg_C", "mma.thrfrg_C(make_layout(make_shape(_64{}, _64{}), LayoutRight{}))")
                out("  print(mma);")
                if op == MMA_OPS[0] and perm:
                    for ld in LDSM:
                        for which in "AB":
                            tv = f"mma.get_layout{which}_TV()"
                            # only the copies that fit the MMA's operand (a static question both libraries answer alike)
                            # a generic lambda, so that the copies that do not fit are not instantiated
                            out(f"  [&](auto atom) {{ using A = decltype(atom); using TV = decltype({tv});")
                            out(f"    if constexpr (size<1>(TV{{}}) % size<1>(typename A::ValLayoutRef{{}}) == 0) {{")
                            out(f"      auto tc = make_tiled_copy_{which}(A{{}}, mma);")
                            out(f'      print("{ld} {which}\\n");')
                            out("      " + f'print("S_TV: "); print(tc.get_layoutS_TV()); print("\\n");')
                            out("      " + f'print("D_TV: "); print(tc.get_layoutD_TV()); print("\\n");')
                            out(f"      auto frag = partition_shape_{which}(mma, make_shape(_128{{}}, _64{{}}));")
                            out("      " + f'print("retile: "); print(decltype(tc)::retile(make_layout(frag))); print("\\n");')
                            out(f"    }} }}(Copy_Atom<{ld}, half_t>{{}});")
                if n in (1, 5):
                    out("  print_latex(mma);")
                out("}")
                n += 1
    for i, (atom, t, thr, val) in enumerate(COPIES):
        out("{")
        out(f"  auto tc = make_tiled_copy(Copy_Atom<{atom}, {t}>{{}}, {thr}, {val});")
        out(f'  print("copy {i}: {atom} {t}\\n");')
        out("  print(tc);")
        show("S_TV", "tc.get_layoutS_TV()")
        show("D_TV", "tc.get_layoutD_TV()")
        show("tidfrg_S", "tc.tidfrg_S(make_layout(make_shape(_128{}, _64{})))")
        show("tidfrg_D", "tc.tidfrg_D(make_layout(make_shape(_128{}, _64{}), LayoutRight{}))")
        out("  print_latex(tc);")
        out("}")
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--src", required=True)
    ap.add_argument("--cute", default="")
    ap.add_argument("--out", required=True)
    ap.add_argument("--cxx", default="clang++-19")
    ap.add_argument("--cxxflags", default="-stdlib=libc++")
    ap.add_argument("--peer-cxx", default="g++")
    args = ap.parse_args()
    cuda = "/usr/local/cuda/include"
    if not args.cute or not os.path.isfile(os.path.join(args.cute, "cute", "atom", "mma_atom.hpp")) or \
            not os.path.isdir(cuda):
        print("atom_conformance: CuTe's headers (or CUDA's) are absent: skipped")
        return 77
    os.makedirs(args.out, exist_ok=True)
    body = program()
    ours = "#include <cute/cute.hpp>\nusing namespace cute;\nint main() {\n" + body + "\n}\n"
    peer = ("#include <cute/tensor.hpp>\n#include <cute/atom/mma_atom.hpp>\n#include <cute/atom/copy_atom.hpp>\n"
            "#include <cute/util/print_latex.hpp>\nusing namespace cute;\nint main() {\n" + body + "\n}\n")
    results = {}
    for name, text, cmd in [
            ("ours", ours, [args.cxx, "-std=c++20", *args.cxxflags.split(), "-O0", f"-I{args.src}"]),
            ("peer", peer, [args.peer_cxx, "-std=c++17", "-w", "-O0", f"-I{args.cute}", f"-I{cuda}", f"-I{cuda}/cccl"])]:
        src = os.path.join(args.out, f"atoms_{name}.cpp")
        exe = os.path.join(args.out, f"atoms_{name}")
        with open(src, "w") as f:
            f.write(text)
        r = subprocess.run(cmd + [src, "-o", exe], capture_output=True, text=True)
        if r.returncode != 0:
            print(f"atom_conformance: the {name} program does not compile:\n{r.stderr[:6000]}")
            return 1
        r = subprocess.run([exe], capture_output=True, text=True)
        if r.returncode != 0:
            print(f"atom_conformance: the {name} program failed:\n{r.stdout[-2000:]}{r.stderr[-2000:]}")
            return 1
        results[name] = r.stdout.splitlines()
    diff = list(difflib.unified_diff(results["peer"], results["ours"], "CuTe", "cute-modules", lineterm="", n=2))
    cases = sum(1 for l in results["ours"] if l.startswith("case ") or l.startswith("copy "))
    if diff:
        print("\n".join(diff[:80]))
        print(f"atom_conformance: the outputs differ ({len(diff)} diff lines)")
        return 1
    print(f"atom_conformance: {cases} TiledMMA/TiledCopy cases, {len(results['ours'])} lines, identical to CuTe's")
    return 0


if __name__ == "__main__":
    sys.exit(main())

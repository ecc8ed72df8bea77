#!/usr/bin/env python3
"""The algebra on layouts with dynamic strides (and some dynamic extents): the value path, which
carries their dynamic integers as symbols (src/cute/layout/static_tree.hpp), against the type-level
path.

Random cases (a layout whose strides are a random mix of static and dynamic integers, with a few
dynamic extents, and an operation with static operands; or a static layout's complement against a
dynamic cotarget, the rest a quotient symbol) are compiled into one program twice: as is,
and with -DCUTE_NO_SYMBOLIC_STRIDES, which sends every such layout down the type-level path of the
operations that still have one (the divides and the products; coalesce, composition and complement
have only the symbolic one). Both programs print, for each case, the result's C++ type and the layout
(or the error it raised); the outputs must be identical. The seed is printed; CUTE_TEST_SEED replays it.
"""
import argparse, os, random, re, subprocess, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "conformance"))
from cute_conformance import flatten, unflatten  # nested tuples of ints, as the conformance test draws them


def rand_shape(rng, depth=0):
    rank = rng.randint(1, 3)
    if rank == 1 and rng.random() < 0.4:
        return rng.choice([1, 2, 4, 8, 16, 32, 3, 6])
    return tuple(rand_shape(rng, depth + 1) if depth < 1 and rng.random() < 0.3 else
                 rng.choice([1, 2, 2, 4, 4, 8, 16, 32, 64, 128, 3, 6]) for _ in range(rank))


def size(shape):
    n = 1
    for e in flatten(shape):
        n *= e
    return n


def static_tuple(t):
    if isinstance(t, tuple):
        return "make_shape(" + ", ".join(static_tuple(e) for e in t) + ")"
    return f"Int<{t}>{{}}"


def mixed_tuple(t, dyn, values="v", make="make_stride"):
    """dyn: per leaf, None for static, else (type, index into the values array)."""
    it = iter(dyn)

    def rec(x):
        if isinstance(x, tuple):
            return f"{make}(" + ", ".join(rec(e) for e in x) + ")"
        d = next(it)
        return f"Int<{x}>{{}}" if d is None else f"{d[0]}({values}[{d[1]}])"
    return rec(t)


def rand_layout(rng):
    """A layout of mostly static extents and mixed strides: its C++ expression (the values come from
    v[] for strides, e[] for extents; a dynamic extent has the value of the static one it replaces)."""
    shape = rand_shape(rng)
    leaves = list(flatten(shape))
    # Compact column-major strides as the base (so that static neighbours may coalesce), some changed.
    strides, span = [], 1
    for e in leaves:
        strides.append(span if rng.random() < 0.7 else rng.choice([0, 1, 2, 4, 8, 16, 1024]))
        span *= e
    dyn = []
    for k, _ in enumerate(leaves):
        if rng.random() < 0.45:
            dyn.append((rng.choice(["int", "int", "long"]), k))
        else:
            dyn.append(None)
    if all(d is None for d in dyn):
        dyn[rng.randrange(len(dyn))] = ("int", 0)
    values = [s if rng.random() < 0.5 else rng.choice([0, 1, 3, 1000, 4096]) for s in strides]
    stride = unflatten(strides, shape)
    dyn_extents = [("int", k) if rng.random() < 0.2 else None for k, _ in enumerate(leaves)]
    expr = f"make_layout({mixed_tuple(shape, dyn_extents, 'e', 'make_shape')}, {mixed_tuple(stride, dyn)})"
    return shape, expr, (values, leaves)


def rand_static_layout(rng, max_size):
    """A static layout of size at most max_size (composition's right operand, a tiler's mode)."""
    divisors = [d for d in (1, 2, 4, 8, 16, 32) if d <= max_size] or [1]
    if rng.random() < 0.5:
        n = rng.choice(divisors)
        return f"make_layout(Int<{n}>{{}}, Int<{rng.choice([1, 1, 2])}>{{}})"
    a, b = rng.choice(divisors), rng.choice([1, 2, 4])
    if a * b > max_size:
        b = 1
    sa, sb = rng.choice([1, 2, b]), rng.choice([a, a * 2, 1])
    return f"make_layout(make_shape(Int<{a}>{{}}, Int<{b}>{{}}), make_stride(Int<{sa}>{{}}, Int<{sb}>{{}}))"


def rand_tiler(rng, shape, allow_under=True):
    """A tiler for shape: a tuple of integers, layouts and `_`, of rank at most shape's."""
    if not isinstance(shape, tuple):
        n = size(shape)
        return f"Int<{rng.choice([d for d in (1, 2, 4, 8, 3) if d <= max(n, 1)] or [1])}>{{}}"
    parts = []
    for mode in shape[:rng.randint(1, len(shape))]:
        n = size(mode)
        r = rng.random()
        if r < 0.15 and allow_under:
            parts.append("_")
        elif r < 0.55:
            parts.append(f"Int<{rng.choice([d for d in (1, 2, 4, 8, 16) if d <= n] or [1])}>{{}}")
        else:
            parts.append(rand_static_layout(rng, n))
    return "make_tile(" + ", ".join(parts) + ")"


def rand_case(rng):
    shape, a, values = rand_layout(rng)
    op = rng.choice(["coalesce", "coalesce_by", "composition", "composition_tiler", "logical_divide", "zipped_divide",
                     "tiled_divide", "flat_divide", "logical_divide", "zipped_divide", "logical_product",
                     "blocked_product", "complement", "complement_cotarget", "complement_cotarget"])
    rank = len(shape) if isinstance(shape, tuple) else 1
    if op == "coalesce":
        expr = f"coalesce({a})"
    elif op == "coalesce_by":
        expr = f"coalesce({a}, make_tuple({', '.join(['_1{}'] * rank)}))"
    elif op == "composition":
        expr = f"composition({a}, {rand_static_layout(rng, size(shape))})"
    elif op == "composition_tiler":
        expr = f"composition({a}, {rand_tiler(rng, shape)})"
    elif op in ("logical_product", "blocked_product"):
        expr = f"{op}({a}, {rand_static_layout(rng, 4)})"
    elif op == "complement":
        expr = f"complement({a})"
    elif op == "complement_cotarget":
        # A static layout against a dynamic cotarget (as logical_divide makes it): an integer, or a
        # shape of one or two modes, of int or long.
        n = f"{rng.choice(['int', 'long'])}(e[0] * {rng.choice([1, 3, 8, 37])})"
        cotarget = rng.choice([n, f"make_tuple({n})", f"make_shape(Int<{rng.choice([2, 4, 6])}>{{}}, {n})", f"make_shape({n}, Int<4>{{}})"])
        expr = f"complement({rand_static_layout(rng, 16)}, {cotarget})"
    else:
        expr = f"{op}({a}, {rand_tiler(rng, shape, allow_under=op == 'logical_divide')})"
    return expr, values


PROGRAM = r"""// Generated by tests/property/symbolic_strides.py: each case prints its result's type and value.
#include <cute/cute.hpp>
#include <cstdio>
#include <typeinfo>
using namespace cute;

template <class F>
void run(int i, F const& f) {
  try {
    auto r = f();
    std::printf("%d %s ", i, typeid(r).name());
    print(r);
    std::printf("\n");
  } catch (cute::error const& e) {
    std::printf("%d error: %s\n", i, e.what());
  }
}

int main() {
@CASES@
}
"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--src", required=True)
    ap.add_argument("--cxx", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--cases", type=int, default=160)
    ap.add_argument("--seed", type=int, default=int(os.environ.get("CUTE_TEST_SEED", random.SystemRandom().randrange(1 << 30))))
    args = ap.parse_args()
    print(f"symbolic strides: {args.cases} random cases, seed {args.seed} (CUTE_TEST_SEED replays it)")
    rng = random.Random(args.seed)
    cases = [rand_case(rng) for _ in range(args.cases)]
    os.makedirs(args.out, exist_ok=True)
    src = os.path.join(args.out, "symbolic_strides_cases.cpp")
    header_lines = PROGRAM.split("@CASES@")[0].count("\n") + 1

    def write(kept):
        with open(src, "w") as f:
            f.write(PROGRAM.replace("@CASES@", "\n".join(
                f"  {{ long v[] = {{{', '.join(map(str, cases[i][1][0]))}}}; long e[] = {{{', '.join(map(str, cases[i][1][1]))}}};"
                f" run({i}, [&] {{ return {cases[i][0]}; }}); }}"
                for i in kept)))

    # Cases whose static parts are no layout (a static mode failing a condition of the algebra) do not
    # compile on either path: the type-level path finds them, and they are left out.
    kept = list(range(args.cases))
    for _ in range(6):
        write(kept)
        check = subprocess.run([args.cxx, "-std=c++20", "-fsyntax-only", "-ferror-limit=0", "-I", args.src,
                                "-DCUTE_NO_SYMBOLIC_STRIDES", src], capture_output=True, text=True)
        if check.returncode == 0:
            break
        bad = {int(n) - header_lines for n in re.findall(re.escape(os.path.basename(src)) + r":(\d+):", check.stderr)}
        bad = {kept[b] for b in bad if 0 <= b < len(kept)}
        if not bad:
            print(check.stderr[-6000:])
            print("FAILED: the cases do not compile, and no case is named by the errors")
            return 1
        kept = [i for i in kept if i not in bad]
    print(f"{len(kept)} of {args.cases} cases are layouts or run-time errors; the others fail statically, on both paths")
    outputs = []
    for name, flags in (("value_path", []), ("type_path", ["-DCUTE_NO_SYMBOLIC_STRIDES"])):
        exe = os.path.join(args.out, name)
        cmd = [args.cxx, "-std=c++20", "-O0", "-I", args.src, *flags, src, "-o", exe]
        built = subprocess.run(cmd, capture_output=True, text=True)
        if built.returncode != 0:
            print(built.stderr[-6000:])
            print(f"FAILED to compile the cases ({name}): {' '.join(cmd)}")
            return 1
        ran = subprocess.run([exe], capture_output=True, text=True)
        if ran.returncode != 0:
            print(ran.stdout[-3000:], ran.stderr[-3000:])
            print(f"FAILED: {name} exited with {ran.returncode}")
            return 1
        outputs.append(ran.stdout.splitlines())
    value, typed = outputs
    differ = [(v, t) for v, t in zip(value, typed) if v != t]
    errors = sum(1 for line in typed if " error: " in line)
    print(f"{len(typed)} cases: {len(typed) - errors} layouts, {errors} errors raised by both paths")
    for v, t in differ[:10]:
        print(f"  value path: {v}\n  type path:  {t}")
    if differ or len(value) != len(typed) or len(typed) != len(kept) or len(kept) < args.cases // 2:
        print(f"FAILED: {len(differ)} cases differ")
        return 1
    print("OK: the value path gives the type-level path's type and layout in every case")
    return 0


if __name__ == "__main__":
    sys.exit(main())

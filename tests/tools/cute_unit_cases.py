#!/usr/bin/env python3
"""CuTe's own unit tests of the core algebra (cute_unit_cases.txt) run through cute-layout, each
result checked by brute force against the post-conditions CuTe's tests check.

usage: cute_unit_cases.py <cute-layout> <cute_unit_cases.txt>
Exit status: 0 when every case passes (or is listed, with its proof, in the README's "Where we differ
from CuTe"), 1 otherwise.
"""
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from layout_tuples import crd2idx, fmt, leaves, parse, size  # noqa: E402

# Cases where the tool rejects what CuTe's tests accept; each proven in the README ("Where we differ").
DIFFERENCES = {}


def at(layout, c):
    return crd2idx(c, layout[0], layout[1])


def cosize(layout):
    return sum((s - 1) * abs(d) for s, d in zip(leaves(layout[0]), leaves(layout[1]))) + 1


def compatible(a, b):  # CuTe's compatible(shape a, shape b)
    if not isinstance(a, tuple):
        return a == size(b)
    return isinstance(b, tuple) and len(a) == len(b) and all(compatible(x, y) for x, y in zip(a, b))


def check(op, args, out):
    """The post-conditions of CuTe's test of op, or the reason they fail."""
    if out.startswith("error"):
        return f"rejected: {out}"
    r = parse(out)
    if op == "composition":
        a, b = parse(args[0]), parse(args[1])
        if not compatible(b[0], r[0]):
            return "R is not compatible with B"
        bad = [c for c in range(size(b[0])) if at(r, c) != at(a, at(b, c))]
        return f"R(c) != A(B(c)) at c = {bad[0]}" if bad else None
    if op == "complement":
        layout = parse(args[0])
        m = size(parse(args[1])) if args[1] != "cosize" else cosize(layout)
        # cosize((L, C)) as CuTe computes it: sum over both layouts' modes, + 1.
        completed_cosize = cosize(layout) + cosize(r) - 1
        if completed_cosize < m:
            return f"cosize((L, C)) = {completed_cosize} < {m}"
        c = cosize(layout)
        if cosize(r) > (m + c - 1) // c * c:
            return f"cosize(C) = {cosize(r)} > round_up({m}, {c})"
        values = [at(r, i) for i in range(size(r[0]))]
        image = {at(layout, j) for j in range(size(layout[0]))}
        for i in range(1, len(values)):
            if values[i - 1] >= values[i]:
                return f"C is not ordered at {i}"
            if values[i] in image:
                return f"C({i}) = {values[i]} is an index of L"
        return None
    if op == "logical_product":
        a, b = args[0], parse(args[1])
        if not isinstance(r[0], tuple) or len(r[0]) != 2:
            return "R is not of rank 2"
        mode0 = fmt(r[0][0]) + ":" + fmt(r[1][0])
        if mode0 != a:
            return f"mode 0 of R is {mode0}, not A"
        if not compatible(b[0], r[0][1]):
            return "B is not compatible with mode 1 of R"
        return None
    if op == "logical_divide":
        a, b = parse(args[0]), parse(args[1])
        if not isinstance(r[0], tuple) or len(r[0]) != 2:
            return "R is not of rank 2"
        if not compatible(b[0], r[0][0]):
            return "B is not compatible with mode 0 of R"
        if size(r[0]) < size(a[0]):
            return "R has fewer coordinates than A"
        return None
    if op == "right_inverse":
        a = parse(args[0])
        bad = [i for i in range(size(r[0])) if at(a, at(r, i)) != i]
        return f"L(R({bad[0]})) != {bad[0]}" if bad else None
    if op == "coalesce":
        a = parse(args[0])
        if any(isinstance(e, tuple) for e in (r[0] if isinstance(r[0], tuple) else ())):
            return "R has depth > 1"
        if size(r[0]) != size(a[0]):
            return f"size(R) = {size(r[0])} != size(L) = {size(a[0])}"
        bad = [i for i in range(size(a[0])) if at(r, i) != at(a, i)]
        return f"R({bad[0]}) != L({bad[0]})" if bad else None
    if op == "left_inverse":
        a = parse(args[0])
        bad = [i for i in range(size(a[0])) if at(r, at(a, i)) != i]
        return f"R(L({bad[0]})) != {bad[0]}" if bad else None
    if op == "nullspace":
        a = parse(args[0])
        moving = size(tuple(s for s, d in zip(leaves(a[0]), leaves(a[1])) if d != 0))  # size(filter(L))
        if size(r[0]) != size(a[0]) // moving:
            return f"size(R) = {size(r[0])} != size(L) / size(filter(L)) = {size(a[0]) // moving}"
        bad = [i for i in range(size(r[0])) if at(a, at(r, i)) != 0]
        return f"L(R({bad[0]})) != 0" if bad else None
    return f"unknown operation {op}"


def main():
    if len(sys.argv) != 3:
        print(__doc__)
        return 2
    tool, path = sys.argv[1], sys.argv[2]
    cases = []
    for line in open(path):
        line = line.strip()
        if line and not line.startswith("#"):
            op, *args = line.split()
            cases.append((op, args))
    def expr(op, args):
        if op == "complement" and args[1] == "cosize":
            return f"complement({args[0]}, cosize({args[0]}))"
        return f"{op}({', '.join(args)})"
    out = subprocess.run([tool, "--batch"], input="".join(expr(*c) + "\n" for c in cases),
                         capture_output=True, text=True, check=True).stdout.splitlines()
    failures, listed = [], 0
    for (op, args), result in zip(cases, out):
        why = check(op, args, result)
        if why is None:
            continue
        if expr(op, args) in DIFFERENCES:
            listed += 1
            continue
        failures.append((expr(op, args), result, why))
    print(f"cute_unit_cases: {len(cases)} cases of CuTe's unit tests: {len(cases) - len(failures) - listed} pass, "
          f"{listed} listed in the README (Where we differ from CuTe), {len(failures)} fail")
    for e, result, why in failures:
        print(f"  {e} = {result}: {why}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

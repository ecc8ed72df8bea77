#!/usr/bin/env python3
"""Conformance of cute-layout against pycute, CuTe's Python reference algebra.

Generates random layout-algebra expressions, evaluates each with pycute and, all at once, with
`cute-layout --batch`, and compares the results as functions: same size, same value at every 1-D
coordinate (and the same printed form where the two are known to agree on it). Cases that touch a
known defect of pycute (see SEMANTICS-NOTES.md) are skipped by reason; a tool error is accepted
where pycute fails too or where pycute's layout is checked, by brute force, not to be the answer.

usage: conformance.py <path to cute-layout>   (seed: $CUTE_LAYOUT_SEED, cases: $CUTE_LAYOUT_CASES)
Exit status: 0 when every difference is explained, 1 otherwise, 77 when pycute is not installed.
"""
import collections
import os
import random
import subprocess
import sys

try:
    import pycute
    from pycute import Layout
except ImportError:
    print("conformance: pycute is not installed, skipping")
    sys.exit(77)

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from layout_tuples import fmt, is_tuple, leaves, rebuild, size, tdiv  # noqa: E402

DEFAULT_SEED = 20250706
MAX_ENUMERATED = 1 << 14  # coordinates compared per case


# ---- IntTuples and layouts as Python tuples (C++ truncating division, as CuTe evaluates) ----

def text(layout):
    return fmt(layout.shape) + ":" + fmt(layout.stride)


def parse_value(s):
    """'(4,2):(1,4)' -> Layout, '8' -> int, '(1,2)' -> tuple."""
    def tup(p):
        if p.startswith("("):
            depth, items, cur = 0, [], ""
            for ch in p[1:-1]:
                if ch == "," and depth == 0:
                    items.append(cur)
                    cur = ""
                    continue
                depth += ch == "("
                depth -= ch == ")"
                cur += ch
            items.append(cur)
            return tuple(tup(x) for x in items)
        return int(p)
    if ":" in s:
        sh, st = s.split(":")
        return Layout(tup(sh), tup(st))
    return tup(s)


def evaluator(layout):
    """x -> layout(x) for any integer x: the flat mixed-radix digits of x, the last mode absorbing."""
    shapes, strides = leaves(layout.shape), leaves(layout.stride)
    body = list(zip(shapes[:-1], strides[:-1]))
    last = strides[-1]

    def f(x):
        r = 0
        for s_, d_ in body:
            q = tdiv(x, s_)
            r += (x - q * s_) * d_
            x = q
        return r + x * last
    return f


def values(layout, n=None):
    """layout(0), ..., layout(n-1), n = size(layout) by default."""
    n = size(layout.shape) if n is None else n
    if n > size(layout.shape):
        f = evaluator(layout)
        return [f(i) for i in range(n)]
    vals = [0]
    for s_, d_ in zip(leaves(layout.shape), leaves(layout.stride)):
        if len(vals) >= n:
            break
        vals = [v + k * d_ for k in range(s_) for v in vals]
    return vals[:n]


def profile(t):
    return tuple(profile(e) for e in t) if is_tuple(t) else 0


# ---- random inputs ----

def rshape(r, depth=0):
    if depth >= 2 or r.random() < 0.6:
        return 0 if r.random() < 0.01 else r.choice([1, 2, 2, 3, 4, 4, 6, 8])
    return tuple(rshape(r, depth + 1) for _ in range(r.choice([1, 2, 2, 3])))


_zero_extents = []  # the extents 0 drawn for the current case


def rlayout(r, kind=None, negative=False):
    s = rshape(r)
    ls = leaves(s)
    _zero_extents.extend(x for x in ls if x == 0)
    kind = kind or r.choice(["compact", "perm", "perm", "gap", "random"])
    if kind == "random":
        d = [r.choice([0, 1, 2, 3, 4, 6, 8, 12, 16]) for _ in ls]
    else:
        order = list(range(len(ls)))
        if kind != "compact":
            r.shuffle(order)
        d, cur = [0] * len(ls), 1
        for i in order:
            if kind == "gap":
                cur *= r.choice([1, 1, 2, 3])
            d[i] = 0 if (kind == "compact" and ls[i] == 1) else cur
            cur *= ls[i]
    if negative and r.random() < 0.3:
        j = r.randrange(len(d))
        d[j] = -d[j]
    return Layout(s, rebuild(s, iter(d)))


def divisors(n):
    return [k for k in range(1, n + 1) if n % k == 0] or [0]


def modes(layout):
    return [layout[i] for i in range(len(layout))]


def rtiler(r, a):
    """A by-mode tiler for a: (tool text, pycute tuple of layouts/None)."""
    ms = modes(a)
    n = r.randint(1, len(ms))
    texts, py = [], []
    for m in ms[:n]:
        c, sz = r.random(), size(m.shape)
        if c < 0.15:
            texts.append("_")
            py.append(None)
        elif c < 0.5:
            t = r.choice(divisors(sz))
            texts.append(str(t))
            py.append(Layout(t, 1))
        else:
            t = r.choice(divisors(sz))
            st = r.choice([1, 1, 2]) if 2 * t <= sz else 1
            texts.append(f"{t}:{st}")
            py.append(Layout(t, st))
    return "<" + ",".join(texts) + ">", tuple(py)


# ---- the cases ----

Case = collections.namedtuple("Case", "op text reference skip same_shape inputs", defaults=(None,))


def is_composition(result, a, b):
    """result(i) == a(b(i)) for every i < size(b), and the sizes agree."""
    n = min(size(b.shape), MAX_ENUMERATED)
    return size(result.shape) == size(b.shape) and values(result, n) == _true_values(a, b, n)


def is_right_inverse(layout, inverse):
    """layout(inverse(i)) == i for every i < size(inverse)."""
    n = min(size(inverse.shape), MAX_ENUMERATED)
    return _true_values(layout, inverse, n) == list(range(n))


def zip_layouts(a, b):
    """CuTe's zip of two layouts (blocked/raked products), built on pycute's Layout."""
    if not is_tuple(a.shape):
        return Layout(((a.shape, b.shape),), ((a.stride, b.stride),))
    if not is_tuple(b.shape) or len(b.shape) != len(a.shape):
        raise ValueError("zip: mismatched ranks")  # CuTe C++: static_assert "Mismatched Ranks"
    return Layout(tuple((x, y) for x, y in zip(a.shape, b.shape)),
                  tuple((x, y) for x, y in zip(a.stride, b.stride)))


def is_rearranged_product(result, a, b):
    """result's modes are those of the logical product of a and b (padded to one rank), rearranged,
    and it has that rank: a blocked or raked product where CuTe's zip of modes of different ranks fails."""
    rank = max(len(a), len(b))
    p = pycute.logical_product(append_to(a, rank), append_to(b, rank))
    def modes_of(l):
        return sorted((s, d) for s, d in zip(leaves(l.shape), leaves(l.stride)) if s != 1)
    return len(result) == rank and modes_of(result) == modes_of(p)


def append_to(layout, rank):
    if len(layout) >= rank:
        return layout
    ms = modes(layout) + [Layout(1, 0)] * (rank - len(layout))
    return pycute.make_layout(*ms)


def has_trailing_unit(layout):
    return leaves(layout.shape)[-1] == 1 and len(leaves(layout.shape)) > 1


def make_case(r):
    """A random case; those with an extent 0 are drawn (the same random stream) but not compared:
    pycute divides by it (they are checked by brute force in cute_layout_test and in
    tests/conformance/cute_conformance.py's adversarial cases)."""
    _zero_extents.clear()
    case = draw_case(r)
    if _zero_extents and not case.skip:
        case = case._replace(skip="an extent 0 (pycute divides by it)")
    return case


def draw_case(r):
    op = r.choice(["coalesce", "coalesce_profile", "filter", "composition", "composition", "composition_tiler",
                   "complement", "right_inverse", "left_inverse", "logical_divide", "logical_divide_tiler",
                   "zipped_divide", "tiled_divide", "flat_divide", "logical_product", "logical_product_int",
                   "zipped_product", "tiled_product", "blocked_product", "raked_product", "size", "cosize",
                   "evaluate", "evaluate_hd"])
    a = rlayout(r, negative=op in ("coalesce", "filter", "size", "cosize", "evaluate", "evaluate_hd", "composition"))
    while op.startswith("evaluate") and size(a.shape) == 0:  # a coordinate needs one
        a = rlayout(r, negative=True)
    A = text(a)
    if op == "coalesce":
        return Case(op, f"coalesce({A})", lambda: pycute.coalesce(a), None, True)
    if op == "coalesce_profile":
        prof = tuple(1 for _ in range(len(a))) if is_tuple(a.shape) else 1
        return Case(op, f"coalesce({A}, {fmt(prof)})", lambda: pycute.coalesce(a, prof), None, True)
    if op == "filter":
        return Case(op, f"filter({A})", lambda: pycute.filter(a), None, True)
    if op == "composition":
        b = rlayout(r, negative=True)
        skip = None
        if any(d < 0 for d in leaves(b.stride)):
            skip = "negative coordinates (pycute floors, C++ truncates)"
        elif has_trailing_unit(a) and max(values(b), default=-1) >= size(a.shape):  # an empty B reaches nothing
            skip = "B reaches past A, whose trailing size-1 mode pycute extends differently"
        return Case(op, f"composition({A}, {text(b)})", lambda: pycute.composition(a, b), skip, True, (a, b))
    if op == "composition_tiler":
        t, py = rtiler(r, a)
        # pycute keeps the modes a short tiler does not reach, CuTe C++ drops them: compare those reached.
        return Case(op, f"composition({A}, {t})",
                    lambda: pycute.make_layout(*modes(pycute.composition(a, py))[:len(py)]), None, True)
    if op == "complement":
        a = rlayout(r, kind=r.choice(["compact", "perm", "gap"]))
        m = r.choice([1, 8, 24, 64, 96])
        return Case(op, f"complement({text(a)}, {m})", lambda: pycute.complement(a, m), None, True)
    if op == "right_inverse":
        skip = None
        if any(d <= 0 for s, d in zip(leaves(a.shape), leaves(a.stride)) if s != 1):
            skip = "pycute's right_inverse stops at a stride-0 or negative mode"
        return Case(op, f"right_inverse({A})", lambda: pycute.right_inverse(a), skip, False, a)
    if op == "left_inverse":
        return Case(op, f"left_inverse({A})", lambda: pycute.left_inverse(a),
                    "pycute's left_inverse is a different algorithm", False)
    if op in ("logical_divide", "zipped_divide", "tiled_divide", "flat_divide"):
        b = rlayout(r, kind=r.choice(["compact", "perm", "gap"]))
        fn = {"logical_divide": pycute.logical_divide, "zipped_divide": pycute.zipped_divide,
              "tiled_divide": pycute.tiled_divide}.get(op)
        if op == "flat_divide":  # not in pycute: its zipped_divide with both modes unpacked
            def ref():
                z = pycute.zipped_divide(a, b)
                return pycute.make_layout(*[x for m in (z[0], z[1]) for x in (modes(m) if is_tuple(m.shape) else [m])])
        else:
            def ref():
                return fn(a, b)
        return Case(op, f"{op}({A}, {text(b)})", ref, None, op in ("logical_divide", "zipped_divide"), [(a, b)])
    if op == "logical_divide_tiler":
        t, py = rtiler(r, a)
        return Case(op, f"logical_divide({A}, {t})", lambda: pycute.logical_divide(a, py), None, True,
                    [(m, b) for m, b in zip(modes(a), py) if b is not None])
    if op in ("logical_product", "zipped_product", "tiled_product"):
        a = rlayout(r, kind=r.choice(["compact", "perm", "gap"]))
        b = rlayout(r)
        fn = {"logical_product": pycute.logical_product, "zipped_product": pycute.zipped_product,
              "tiled_product": pycute.tiled_product}[op]
        return Case(op, f"{op}({text(a)}, {text(b)})", lambda: fn(a, b), None, op != "tiled_product")
    if op == "logical_product_int":
        a = rlayout(r, kind=r.choice(["compact", "perm", "gap"]))
        return Case(op, f"logical_product({text(a)}, 3)", lambda: pycute.logical_product(a, 3),
                    "pycute's logical_product(L, int) calls logical_divide", False)
    if op in ("blocked_product", "raked_product"):
        a = rlayout(r, kind=r.choice(["compact", "perm", "gap"]))
        b = rlayout(r)

        def ref():  # CuTe's definition on pycute's logical_product
            rank = max(len(a), len(b))
            p = pycute.logical_product(append_to(a, rank), append_to(b, rank))
            return zip_layouts(p[0], p[1]) if op == "blocked_product" else zip_layouts(p[1], p[0])
        return Case(op, f"{op}({text(a)}, {text(b)})", ref, None, True, (a, b))
    if op == "size":
        return Case(op, f"size({A})", lambda: pycute.size(a), None, True)
    if op == "cosize":
        skip = "pycute's cosize is wrong for negative strides" if any(d < 0 for d in leaves(a.stride)) else None
        return Case(op, f"cosize({A})", lambda: pycute.cosize(a), skip, True)
    if op == "evaluate":
        i = r.randrange(size(a.shape))
        return Case(op, f"{A}({i})", lambda: a(i), None, True)
    # evaluate_hd: a natural coordinate
    crd = rebuild(a.shape, iter([r.randrange(s) for s in leaves(a.shape)]))
    # several arguments for a rank >= 2 layout, L(c0, c1); one (possibly nested) otherwise
    arg = fmt(crd)[1:-1] if is_tuple(crd) and len(crd) > 1 else fmt(crd)
    return Case(op, f"{A}({arg})", lambda: a(crd), None, True)


# pycute's composition, checked: every composition pycute computes (the ones its divides and
# products make inside included) is compared with the true function i -> A(B(i)); a wrong one is
# recorded, so that a difference it causes is explained.
_pycute_composition = pycute.layout.composition
_wrong_compositions = []
_strict_assertions = []
_trailing_units = []


def _true_values(a, b, n):
    f = evaluator(a)
    return [f(x) for x in values(b, n)]


def _weak_composition(a, b):
    """The composition of two layouts under CuTe C++'s weak divisibility condition (pycute asserts
    the strict one, shape % stride == 0 or stride % shape == 0), but for a mode of B of extent 1,
    which composes whatever its stride; None where it is not the answer."""
    if is_tuple(b.shape):
        parts = [_weak_composition(a, b[i]) for i in range(len(b))]
        return None if any(p is None for p in parts) else pycute.make_layout(*parts)
    n, d = b.shape, b.stride
    flat = list(zip(leaves(a.shape), leaves(a.stride)))
    # coalesce, keeping the stride of a trailing size-1 mode (A extends past its size by its last mode)
    front = [(2 if flat[-1][0] == 1 else flat[-1][0], flat[-1][1])]
    for s_, d_ in reversed(flat[:-1]):
        if s_ == 1:
            continue
        if s_ * d_ == front[0][1]:
            front[0] = (s_ * front[0][0], d_)
        else:
            front.insert(0, (s_, d_))
    if d == 0:
        return Layout(n, 0)
    if len(front) == 1:
        return Layout(n, d * front[0][1])
    shape, stride = [], []
    for s_, d_ in front[:-1]:
        step = abs(d)
        if step % s_ != 0 and step >= s_ and n != 1:
            return None  # CuTe C++'s stride divisibility condition (a rest of extent 1 reaches one point)
        nxt = -(-s_ // step)
        if nxt > 1 and n > 1:
            new = min(nxt, n)
            if n % new != 0:
                return None  # CuTe C++'s shape divisibility condition
            shape.append(new)
            stride.append(d * d_)
            n //= new
        d = -(-step // s_) * (1 if d > 0 else -1)
    if n != 1 or not shape:
        shape.append(n)
        stride.append(d * front[-1][1])
    result = Layout(shape[0], stride[0]) if len(shape) == 1 else Layout(tuple(shape), tuple(stride))
    m = min(size(b.shape), MAX_ENUMERATED)
    return result if values(result, m) == _true_values(a, b, m) and size(result.shape) == size(b.shape) else None


def _checked_composition(a, b):
    if pycute.is_layout(a) and has_trailing_unit(a):
        _trailing_units.append(text(a))
    try:
        result = _pycute_composition(a, b)
    except AssertionError:
        result = _weak_composition(a, b) if pycute.is_layout(a) and pycute.is_layout(b) else None
        if result is None:
            raise
        _strict_assertions.append((text(a), text(b)))
    if pycute.is_layout(b) and pycute.is_layout(a) and result is not None:
        n = min(size(b.shape), MAX_ENUMERATED)
        if values(result, n) != _true_values(a, b, n) \
                or size(result.shape) != size(b.shape):
            _wrong_compositions.append((text(a), text(b), text(result)))
    return result


pycute.layout.composition = _checked_composition
pycute.composition = _checked_composition


def reference(case):
    """pycute's value, its exception's name, and whether it computed a wrong composition."""
    del _wrong_compositions[:]
    del _strict_assertions[:]
    del _trailing_units[:]
    try:
        value, error = case.reference(), None
    except (AssertionError, ZeroDivisionError, IndexError, TypeError, ValueError) as e:
        value, error = None, type(e).__name__
    return value, error, bool(_wrong_compositions), bool(_strict_assertions), bool(_trailing_units)


def cotarget_differences(tool, cases):
    """The divide cases where complement(T, shape(coalesce(A))) (CuTe C++) and complement(T, size(A))
    (pycute) differ for a (mode of A, tiler) pair, computed by cute-layout."""
    lines, owners = [], []
    for case in cases:
        for a, b in case.inputs or []:
            lines += [f"complement({text(b)}, shape(coalesce({text(a)})))", f"complement({text(b)}, {size(a.shape)})"]
            owners.append(case.text)
    if not lines:
        return set()
    out = subprocess.run([tool, "--batch"], input="".join(x + "\n" for x in lines),
                         capture_output=True, text=True, check=True).stdout.split("\n")
    return {owner for k, owner in enumerate(owners) if out[2 * k] != out[2 * k + 1]}


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    tool = sys.argv[1]
    seed = int(os.environ.get("CUTE_LAYOUT_SEED", DEFAULT_SEED))
    count = int(os.environ.get("CUTE_LAYOUT_CASES", 5000))
    print(f"conformance: seed {seed} (set CUTE_LAYOUT_SEED to change), {count} cases")
    r = random.Random(seed)
    cases = [make_case(r) for _ in range(count)]
    run = subprocess.run([tool, "--batch"], input="".join(c.text + "\n" for c in cases),
                         capture_output=True, text=True, check=True)
    outputs = run.stdout.split("\n")[:-1]
    if len(outputs) != len(cases):
        print(f"conformance: {len(cases)} lines in, {len(outputs)} lines out")
        return 1

    stats = collections.Counter()
    explained = collections.Counter()
    skipped = collections.Counter()
    disagreements = []
    for case, out in zip(cases, outputs):
        if case.skip:
            skipped[case.skip] += 1
            continue
        stats["compared"] += 1
        ref, ref_error, pycute_wrong, strict, trailing = reference(case)
        if strict:
            stats["pycute asserted the strict divisibility condition: compared with the brute-force-checked "
                  "composition instead"] += 1
        if out.startswith("error:"):
            if ref_error:
                stats["agreed (both reject)"] += 1
            elif pycute_wrong:
                explained["cute-layout rejects, pycute returns a layout that is not the composition"] += 1
            elif trailing and "the divisibility condition fails" in out:  # algebra_error's composition_divisibility
                explained["cute-layout rejects as CuTe C++ does: A has a trailing size-1 mode whose stride "
                          "CuTe keeps and checks, pycute drops it"] += 1
            else:
                disagreements.append((case, out, ref))
            continue
        got = parse_value(out)
        if ref_error and case.op in ("blocked_product", "raked_product") and is_rearranged_product(got, *case.inputs):
            explained["pycute and CuTe C++ reject a zip of modes of different ranks; cute-layout's product is "
                      "the logical product's modes, rearranged (checked)"] += 1
            continue
        if ref_error:
            disagreements.append((case, out, f"pycute raised {ref_error}"))
            continue
        if isinstance(ref, Layout) != isinstance(got, Layout):
            disagreements.append((case, out, ref))
            continue
        if not isinstance(ref, Layout):
            (stats.__setitem__("agreed", stats["agreed"] + 1) if got == ref
             else disagreements.append((case, out, ref)))
            continue
        same_text = text(ref) == out
        n = size(ref.shape)
        n = min(n, MAX_ENUMERATED)
        if n != min(size(got.shape), MAX_ENUMERATED) or values(ref, n) != values(got, n) \
                or (case.same_shape and ref.shape != got.shape):
            if case.op == "right_inverse" and is_right_inverse(case.inputs, got) and size(got.shape) > n:
                explained["pycute's right_inverse stops at the first mode it cannot use (CuTe C++ coalesces "
                          "first and skips it): ours is a longer right inverse, checked"] += 1
            elif case.op == "right_inverse" and is_right_inverse(case.inputs, got) and size(got.shape) == size(ref.shape):
                explained["pycute's right_inverse picks another of two modes of one stride (CuTe C++ coalesces "
                          "first, which merges one of them): both right inverses of one size, checked"] += 1
            elif pycute_wrong and (case.op != "composition" or is_composition(got, *case.inputs)):
                explained["pycute computes a composition that is not A(B(i)) (A extended past its size, "
                          "or a divisibility violation)"] += 1
            else:
                disagreements.append((case, out, text(ref)))
            continue
        stats["agreed" if same_text else "agreed as functions (printed differently)"] += 1

    unexplained = []
    cotargets = cotarget_differences(tool, [c for c, _, _ in disagreements if c.op.endswith("divide")
                                             or c.op.startswith("logical_divide")])
    for case, out, ref in disagreements:
        if case.text in cotargets:
            explained["CuTe C++ complements a divide's tiler within shape(coalesce(A)), pycute within size(A)"] += 1
        else:
            unexplained.append((case, out, ref))

    print(f"  compared: {stats['compared']}")
    for k in ("agreed", "agreed as functions (printed differently)", "agreed (both reject)"):
        print(f"  {k}: {stats[k]}")
    for k in sorted(k for k in stats if k.startswith("pycute asserted")):
        print(f"  of those, {k}: {stats[k]}")
    for k, v in sorted(explained.items()):
        print(f"  explained difference: {k}: {v}")
    print(f"  skipped: {sum(skipped.values())}")
    for k, v in sorted(skipped.items()):
        print(f"    {k}: {v}")
    print(f"  disagreed: {len(unexplained)}")
    for case, out, ref in unexplained[:20]:
        print(f"    {case.text}\n      cute-layout: {out}\n      pycute:      {ref if isinstance(ref, str) else (text(ref) if isinstance(ref, Layout) else ref)}")
    return 1 if unexplained else 0


if __name__ == "__main__":
    sys.exit(main())

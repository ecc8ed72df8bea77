#!/usr/bin/env python3
"""Generates algebra_cases.inc, the layout-algebra workload of the compile-time benchmark.

The cases: the examples of CuTe's layout-algebra documentation (coalesce, composition, complement,
divides, products), then random coalesces, compositions, complements, divides and products of static
layouts (a fixed seed). Each case is a namespace holding the operands, the result `r`, static_asserts
on `r` (the whole layout, its size and cosize, its values at three coordinates) and an emitted
function that evaluates `r` at a run-time index, so that an optimizing build has code to generate.

The expected values come from running the operations: every candidate is compiled (with clang) and run
against CuTe's headers and against this library, each case printing its result, size, cosize and
values. A case is kept when both libraries compile it and print the same thing (this library rejects,
at compile time, some static compositions that CuTe accepts and gets wrong: those are left out), and
the workload then compiles with both libraries under clang and g++. What CuTe printed becomes the
static_asserts, so the file is the same text for both libraries.

Run it from anywhere; it rewrites algebra_cases.inc next to itself (the file is checked in, so the
benchmark does not need to run this):
    python3 bench/compile/gen_algebra.py [--seed 20250521] [--count 300]     (about 10 minutes)
"""
import argparse, os, random, re, subprocess, sys, tempfile

from bench import cute_include  # the same lookup of CuTe's headers as the benchmark

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))

# Static integers with an alias (_N) in both libraries; others are spelled Int<N>.
ALIASES = set(range(0, 11)) | {12, 16, 32, 64, 128, 256, 512, 1024}


# ---- C++ spelling of static layouts, tilers and integers ----------------------------------------

def num(v):
    return f"_{v}" if v in ALIASES else f"Int<{v}>"


def value(v):
    return num(v) + "{}"


def make(kind, t):
    """make_shape(...) / make_stride(...) of a nested tuple, or the integer itself."""
    if isinstance(t, tuple):
        return f"make_{kind}(" + ", ".join(make(kind, e) for e in t) + ")"
    return value(t)


def type_of(kind, t):
    """Shape<...> / Stride<...> of a nested tuple, or the integer type."""
    if isinstance(t, tuple):
        return f"{kind}<" + ", ".join(type_of(kind, e) for e in t) + ">"
    return num(t)


def layout_expr(l, spelled_as_type):
    shape, stride = l
    if spelled_as_type:
        return f"Layout<{type_of('Shape', shape)}, {type_of('Stride', stride)}>{{}}"
    return f"make_layout({make('shape', shape)}, {make('stride', stride)})"


def text(t):
    """CuTe's printed form of a static nested tuple."""
    if isinstance(t, tuple):
        return "(" + ",".join(text(e) for e in t) + ")"
    return f"_{t}"


# ---- random static layouts ------------------------------------------------------------------------

def flatten(t):
    if isinstance(t, tuple):
        for e in t:
            yield from flatten(e)
    else:
        yield t


def unflatten(values, like):
    it = iter(values)

    def rec(t):
        return tuple(rec(e) for e in t) if isinstance(t, tuple) else next(it)
    return rec(like)


def product(t):
    p = 1
    for v in flatten(t):
        p *= v
    return p


def rand_extent(rng):
    return rng.choice([1, 2, 2, 2, 3, 4, 4, 4, 6, 8, 8, 16])


def rand_shape(rng, max_rank=3, nested=True, max_size=512):
    while True:
        rank = rng.randint(1, max_rank)
        if rank == 1 and rng.random() < 0.5:
            shape = rand_extent(rng)
        else:
            shape = tuple((rand_extent(rng) if not nested or rng.random() < 0.75
                           else tuple(rand_extent(rng) for _ in range(rng.randint(2, 3))))
                          for _ in range(rank))
        if product(shape) <= max_size:
            return shape


def rand_strides(rng, shape, injective):
    flat = list(flatten(shape))
    if injective:
        order = list(range(len(flat)))
        rng.shuffle(order)
        strides, span = [0] * len(flat), 1
        for i in order:
            strides[i] = span * rng.choice([1, 1, 1, 2, 3])
            span = strides[i] * flat[i]
    else:
        strides = [rng.choice([0, 1, 1, 2, 2, 3, 4, 8, 16, 32]) for _ in flat]
    return unflatten(strides, shape)


def rand_layout(rng, injective=False, **kw):
    shape = rand_shape(rng, **kw)
    return shape, rand_strides(rng, shape, injective)


def compact(shape):
    """The column-major (LayoutLeft) strides of a shape."""
    flat, strides, span = list(flatten(shape)), [], 1
    for v in flat:
        strides.append(span)
        span *= v
    return unflatten(strides, shape)


def mode(l, i):
    shape, stride = l
    if not isinstance(shape, tuple):
        return l
    return shape[i], stride[i]


def rank(l):
    return len(l[0]) if isinstance(l[0], tuple) else 1


def divisors(n):
    return [d for d in range(1, n + 1) if n % d == 0]


def rand_tiler(rng, a, as_type):
    """A tiler for the first modes of a: a tuple of layouts or a shape."""
    r = rng.randint(1, min(2, rank(a))) if rank(a) > 1 else 1
    if rng.random() < 0.4:
        extents = [rng.choice([d for d in divisors(product(mode(a, i)[0])) if d <= 16]) for i in range(r)]
        return "make_shape(" + ", ".join(value(e) for e in extents) + ")"
    tiles = []
    for i in range(r):
        size = product(mode(a, i)[0])
        d = rng.choice([d for d in divisors(size) if d > 1] or [1])
        if rng.random() < 0.5:
            tile = (d, rng.choice([s for s in (1, 2, 3, 4) if s * d <= max(size, d)] or [1]))
        else:
            tile = rand_layout(rng, injective=True, max_rank=2, nested=False, max_size=max(d, 2))
        tiles.append(layout_expr(tile, as_type))
    return "make_tile(" + ", ".join(tiles) + ")"


def random_case(rng, op):
    as_type = rng.random() < 0.5
    L = lambda l: layout_expr(l, as_type)
    if op == "coalesce":
        a = rand_layout(rng)
        if rank(a) >= 2 and rng.random() < 0.3:
            profile = "Step<" + ", ".join("_1" for _ in range(rank(a))) + ">{}"
            return [f"constexpr auto a = {L(a)};"], f"coalesce(a, {profile})"
        return [f"constexpr auto a = {L(a)};"], "coalesce(a)"
    if op == "composition":
        a = rand_layout(rng, injective=rng.random() < 0.5)
        if rank(a) >= 2 and rng.random() < 0.3:
            return [f"constexpr auto a = {L(a)};"], f"composition(a, {rand_tiler(rng, a, as_type)})"
        b = rand_layout(rng, injective=rng.random() < 0.7, max_size=max(2, product(a[0])))
        return [f"constexpr auto a = {L(a)};", f"constexpr auto b = {L(b)};"], "composition(a, b)"
    if op == "complement":
        a = rand_layout(rng, injective=True, max_size=64)
        cosize = sum((s - 1) * d for s, d in zip(flatten(a[0]), flatten(a[1]))) + 1
        if rng.random() < 0.25:
            return [f"constexpr auto a = {L(a)};"], "complement(a)"
        m = cosize * rng.choice([1, 1, 2, 3, 4])
        return [f"constexpr auto a = {L(a)};"], f"complement(a, {value(m)})"
    if op in ("logical_divide", "zipped_divide", "tiled_divide"):
        a = rand_layout(rng, injective=rng.random() < 0.7)
        if op != "logical_divide" or (rank(a) >= 2 and rng.random() < 0.6):
            return [f"constexpr auto a = {L(a)};"], f"{op}(a, {rand_tiler(rng, a, as_type)})"
        b = rand_layout(rng, injective=True, max_rank=2, max_size=16)
        return [f"constexpr auto a = {L(a)};", f"constexpr auto b = {L(b)};"], f"{op}(a, b)"
    if op == "logical_product":
        a = rand_layout(rng, injective=True, max_size=32)
        b = rand_layout(rng, injective=rng.random() < 0.8, max_size=16)
        return [f"constexpr auto a = {L(a)};", f"constexpr auto b = {L(b)};"], "logical_product(a, b)"
    if op in ("blocked_product", "raked_product"):
        r = rng.choice([2, 2, 2, 3])
        def flat_layout(max_size):
            while True:
                shape = tuple(rng.choice([1, 2, 2, 3, 4, 4]) for _ in range(r))
                if product(shape) <= max_size:
                    break
            strides = rand_strides(rng, shape, True) if rng.random() < 0.7 else compact(shape)
            return shape, strides
        a, b = flat_layout(32), flat_layout(24)
        return [f"constexpr auto a = {L(a)};", f"constexpr auto b = {L(b)};"], f"{op}(a, b)"
    raise ValueError(op)


# The examples of CuTe's layout-algebra documentation, with the results the documentation states
# (checked against what the libraries compute; the static_asserts are generated as for the others).
def docs_cases():
    A = lambda shape, stride: layout_expr((shape, stride), True)
    cases = []
    def add(decls, expr, doc):
        cases.append(dict(op="docs", decls=decls, expr=expr, doc=doc))
    a = A((2, (1, 6)), (1, (6, 2)))
    add([f"constexpr auto a = {a};"], "coalesce(a)", "_12:_1")
    add([f"constexpr auto a = {a};"], "coalesce(a, Step<_1, _1>{})", "(_2,_6):(_1,_2)")
    add([f"constexpr auto a = {layout_expr(((10, 2), (16, 4)), False)};",
         f"constexpr auto b = {layout_expr(((5, 4), (1, 5)), False)};"], "composition(a, b)",
        "(_5,(_2,_2)):(_16,(_80,_4))")
    add([f"constexpr auto a = {A((6, 2), (8, 2))};", f"constexpr auto b = {A((4, 3), (3, 1))};"],
        "composition(a, b)", "((_2,_2),_3):((_24,_2),_8)")
    a = layout_expr(((12, (4, 8)), (59, (13, 1))), False)
    add([f"constexpr auto a = {a};"], "composition(a, make_tile(Layout<_3, _4>{}, Layout<_8, _2>{}))",
        "(_3,(_2,_4)):(_236,(_26,_1))")
    add([f"constexpr auto a = {a};"], "composition(a, make_shape(_3{}, _8{}))", "(_3,(_4,_2)):(_59,(_13,_1))")
    for l, m, doc in [((4, 1), 24, "_6:_4"), ((6, 4), 24, "_4:_1"), (((4, 6), (1, 4)), 24, "_1:_0"),
                      ((4, 2), 24, "(_2,_3):(_1,_8)"), (((2, 4), (1, 6)), 24, "_3:_2"),
                      (((2, 2), (1, 6)), 24, "(_3,_2):(_2,_12)")]:
        add([f"constexpr auto a = {A(*l)};"], f"complement(a, {value(m)})", doc)
    for b, doc in [(A(4, 1), "(_4,_4):(_3,_12)"), (A(4, 4), "(_4,_4):(_12,_3)"),
                   (A(4, 2), "(_4,(_2,_2)):(_6,(_3,_24))"), (A((2, 2), (4, 1)), "((_2,_2),(_2,_2)):((_12,_3),(_6,_24))")]:
        add([f"constexpr auto a = {A(16, 3)};", f"constexpr auto b = {b};"], "logical_divide(a, b)", doc)
    a = layout_expr(((9, (4, 8)), (59, (13, 1))), False)
    tiler = "make_tile(Layout<_3, _3>{}, Layout<Shape<_2, _4>, Stride<_1, _8>>{})"
    add([f"constexpr auto a = {a};"], f"logical_divide(a, {tiler})", None)
    add([f"constexpr auto a = {a};"], f"zipped_divide(a, {tiler})", None)
    for a, ld, zd in [(A((12, 32, 6), (1, 128, 0)), "((_4,_3),(_8,_4),_6):((_1,_4),(_128,_1024),_0)",
                       "((_4,_8),(_3,_4,_6)):((_1,_128),(_4,_1024,_0))"),
                      (A((12, (4, 8), 6), (1, (32, 512), 0)), "((_4,_3),((_4,_2),_4),_6):((_1,_4),((_32,_512),_1024),_0)",
                       "((_4,(_4,_2)),(_3,_4,_6)):((_1,(_32,_512)),(_4,_1024,_0))")]:
        add([f"constexpr auto a = {a};"], "logical_divide(a, make_shape(_4{}, _8{}))", ld)
        add([f"constexpr auto a = {a};"], "zipped_divide(a, make_shape(_4{}, _8{}))", zd)
        add([f"constexpr auto a = {a};"], "tiled_divide(a, make_shape(_4{}, _8{}))", None)
    tile, grid = A((2, 2), (1, 2)), A((3, 4), (4, 1))
    add([f"constexpr auto a = {tile};", f"constexpr auto b = {grid};"], "blocked_product(a, b)", None)
    add([f"constexpr auto a = {tile};", f"constexpr auto b = {grid};"], "logical_product(a, b)",
        "((_2,_2),(_3,_4)):((_1,_2),(_16,_4))")
    add([f"constexpr auto a = {tile};", f"constexpr auto b = {grid};"], "raked_product(a, b)",
        "((_3,_2),(_4,_2)):((_16,_1),(_4,_2))")
    add([f"constexpr auto a = {A((2, 2), (4, 1))};", f"constexpr auto b = {A(6, 1)};"], "logical_product(a, b)",
        "((_2,_2),(_2,_3)):((_4,_1),(_2,_8))")
    add([f"constexpr auto a = {A((2, 2), (4, 1))};", f"constexpr auto b = {A((4, 2), (2, 1))};"],
        "logical_product(a, b)", None)
    raked = A(((3, 2), (4, 2)), ((16, 1), (4, 2)))
    add([f"constexpr auto a = {raked};"], "logical_divide(a, make_tile(Layout<_2, _3>{}, Layout<_2, _4>{}))", None)
    add([f"constexpr auto a = {raked};"], "zipped_divide(a, make_tile(Layout<_2, _3>{}, Layout<_2, _4>{}))",
        "((_2,_2),(_3,_4)):((_1,_2),(_16,_4))")
    for t in ("make_tile(make_layout(Shape<_4>{}), make_layout(Shape<_2>{}))",
              "make_tile(make_layout(Shape<_2>{}), make_layout(Shape<_4>{}))"):
        add(["constexpr auto a = make_layout(Shape<_8, _8>{}, Stride<_8, _1>{});"], f"logical_divide(a, {t})", None)
        add(["constexpr auto a = make_layout(Shape<_8, _8>{}, Stride<_8, _1>{});"], f"zipped_divide(a, {t})", None)
    return cases


# ---- compiling and running the candidates ---------------------------------------------------------

PROBE = ('print(r); printf("|%d|%d|", int(size(r)), int(cosize(r)));'
         ' for (int k = 0; k < int(size(r)) && k < 65536; ++k) printf(" %d", int(r(k))); printf("\\n");')
HEAD_OURS = "#include <cute/cute.hpp>\n#include <cstdio>\nusing namespace cute;\n"
HEAD_CUTE = "#include <cute/layout.hpp>\n#include <cute/util/print.hpp>\n#include <cstdio>\nusing namespace cute;\n"


def probe_program(head, cases):
    lines = [head]
    spans = []
    for i, c in enumerate(cases):
        start = head.count("\n") + 2 + i  # one line per case, after the head and an empty line
        body = " ".join(c["decls"]) + f" constexpr auto r = {c['expr']};"
        lines.append(f"void case_{i}() {{ printf(\"{i} \"); {body} {PROBE} }}")
        spans.append(start)
    lines.append("int main() { " + " ".join(f"case_{i}();" for i in range(len(cases))) + " }")
    return "\n".join(lines) + "\n", spans


def run(cmd):
    return subprocess.run(cmd, capture_output=True, text=True)


def failing_lines(stderr, name):
    return {int(x) for x in re.findall(re.escape(name) + r":(\d+):", stderr)}


def compile_cases(cases, work, who, cxx, flags):
    """Compiles the probe program until it builds, dropping the cases the compiler rejects; returns
    (kept cases, executable)."""
    head = HEAD_CUTE if who == "cute" else HEAD_OURS
    for attempt in range(8):
        src = os.path.join(work, f"probe_{who}.cpp")
        exe = os.path.join(work, f"probe_{who}")
        text_, spans = probe_program(head, cases)
        open(src, "w").write(text_)
        r = run([cxx] + flags + [src, "-o", exe])
        if r.returncode == 0:
            return cases, exe
        bad = failing_lines(r.stderr, os.path.basename(src))
        line_of = {line: i for i, line in enumerate(spans)}
        drop = {line_of[l] for l in bad if l in line_of}
        if not drop:
            sys.exit(f"{who}: the probe does not compile, and no case is to blame:\n{r.stderr[-4000:]}")
        print(f"  {who}: {len(drop)} of {len(cases)} cases rejected at compile time")
        cases = [c for i, c in enumerate(cases) if i not in drop]
    sys.exit(f"{who}: the probe still does not compile")


def parse_tuple(s, pos=0):
    """Parses CuTe's printed nested tuple of static integers (_N); returns (value, next position)."""
    if s[pos] == "(":
        items, pos = [], pos + 1
        while True:
            v, pos = parse_tuple(s, pos)
            items.append(v)
            if s[pos] == ")":
                return tuple(items), pos + 1
            assert s[pos] == ",", s
            pos += 1
    m = re.compile(r"(_?)(-?\d+)").match(s, pos)
    if not m.group(1):
        raise ValueError(f"dynamic integer in {s}")
    return int(m.group(2)), m.end()


def parse_layout(s):
    shape, pos = parse_tuple(s)
    assert s[pos] == ":", s
    stride, pos = parse_tuple(s, pos + 1)
    assert pos == len(s), s
    return shape, stride


def sample_points(n):
    return sorted({min(1, n - 1), n // 3, n - 1})


def emit_case(k, c, note):
    shape, stride = c["result"]
    n, m, values = c["size"], c["cosize"], c["values"]
    ks = sample_points(n)
    expect = layout_expr((shape, stride), True)
    out = [f"// {note}: {c['expr']}" + (f" == {c['doc']} (documented)" if c.get("doc") else ""),
           f"namespace case_{k} {{"]
    out += c["decls"]
    out.append(f"constexpr auto r = {c['expr']};")
    out.append(f"static_assert(r == {expect});")
    out.append(f"static_assert(size(r) == {n} && cosize(r) == {m});")
    out.append("static_assert(" + " && ".join(f"r({i}) == {values[i]}" for i in ks) + ");")
    out.append(f"int at(int i) {{ return r(i % {n}); }}")
    out.append(f"}}  // namespace case_{k}")
    return "\n".join(out)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--seed", type=int, default=20250521)
    p.add_argument("--count", type=int, default=300, help="random cases (beside the documentation's)")
    p.add_argument("--cxx", default="clang++-19")
    p.add_argument("--gxx", default="g++-12")
    p.add_argument("--out", default=os.path.join(HERE, "algebra_cases.inc"))
    args = p.parse_args()
    cute = cute_include()
    if not cute:
        sys.exit("gen_algebra: CuTe's headers not found (pip install --no-deps nvidia-cutlass==4.2.0.0)")
    cuda = ["-I/usr/local/cuda/include", "-I/usr/local/cuda/include/cccl"]
    src = os.path.join(REPO, "src")
    ours_flags = ["-std=c++20", "-stdlib=libc++", "-O0", "-w", "-ferror-limit=0", f"-I{src}"]
    cute_flags = ["-std=c++20", "-stdlib=libc++", "-O0", "-w", "-ferror-limit=0", f"-I{cute}"] + cuda

    rng = random.Random(args.seed)
    weights = {"composition": 24, "complement": 12, "logical_divide": 14, "zipped_divide": 8, "tiled_divide": 8,
               "logical_product": 10, "blocked_product": 8, "raked_product": 8, "coalesce": 8}
    total = sum(weights.values())
    # Candidates, three times as many as needed per operation (a share is rejected), in an order that
    # interleaves the operations, so that the first cases (run.sh --quick) hold every kind.
    pools = {op: [dict(op=op, decls=d, expr=e) for d, e in (random_case(rng, op)
                                                            for _ in range(3 * w * args.count // total + 3))]
             for op, w in weights.items()}
    docs = docs_cases()
    candidates = docs + [c for group in zip(*[pools[op][:min(len(v) for v in pools.values())] for op in pools])
                         for c in group]
    # Keep the longer pools' tails too.
    shortest = min(len(v) for v in pools.values())
    for op in pools:
        candidates += pools[op][shortest:]
    # Identical expressions only once.
    seen, unique = set(), []
    for c in candidates:
        key = (tuple(c["decls"]), c["expr"])
        if key not in seen:
            seen.add(key)
            unique.append(c)
    candidates = unique
    print(f"gen_algebra: seed {args.seed}, {len(candidates)} candidates ({len(docs)} from the documentation)")

    with tempfile.TemporaryDirectory() as work:
        cases = candidates
        for _ in range(6):  # until both libraries compile the same cases
            before = len(cases)
            cases, ours_exe = compile_cases(cases, work, "ours", args.cxx, ours_flags)
            cases, cute_exe = compile_cases(cases, work, "cute", args.cxx, cute_flags)
            if len(cases) == before:
                break
        else:
            sys.exit("gen_algebra: the libraries do not settle on a set of cases")
        ours_out = run([ours_exe]).stdout.splitlines()
        cute_out = run([cute_exe]).stdout.splitlines()
        if len(ours_out) != len(cases) or len(cute_out) != len(cases):
            sys.exit(f"gen_algebra: the probes printed {len(ours_out)} and {len(cute_out)} lines for {len(cases)} cases")
        kept = []
        for c, x, y in zip(cases, ours_out, cute_out):
            if x != y:
                print(f"  results differ, left out: {c['expr']}\n    ours: {x[:200]}\n    CuTe: {y[:200]}")
                if c["op"] == "docs":
                    sys.exit("gen_algebra: a documentation example differs")
                continue
            _, rest = y.split(" ", 1)
            layout_text, size, cosize, values = rest.split("|")
            try:
                c["result"] = parse_layout(layout_text)
            except ValueError as e:
                print(f"  left out ({e}): {c['expr']}")
                continue
            if c.get("doc") and c["doc"] != layout_text:
                sys.exit(f"gen_algebra: {c['expr']} is {layout_text}, the documentation says {c['doc']}")
            c["size"], c["cosize"], c["values"] = int(size), int(cosize), [int(v) for v in values.split()]
            kept.append(c)

    docs_kept = [c for c in kept if c["op"] == "docs"]
    if len(docs_kept) != len(docs):
        sys.exit("gen_algebra: a documentation example was rejected")
    rand_kept = [c for c in kept if c["op"] != "docs"]
    # Trim each operation to its share of --count, keeping the interleaved order.
    quota = {op: max(1, round(w * args.count / total)) for op, w in weights.items()}
    chosen, taken = [], {op: 0 for op in weights}
    for c in rand_kept:
        if taken[c["op"]] < quota[c["op"]]:
            taken[c["op"]] += 1
            chosen.append(c)
    final = docs_kept + chosen
    by_op = {op: taken[op] for op in weights}
    print(f"gen_algebra: {len(final)} cases: {len(docs_kept)} from the documentation, random {by_op}")

    header = [
        "// Generated by bench/compile/gen_algebra.py (seed %d): do not edit. The layout-algebra workload of" % args.seed,
        "// the compile-time benchmark: the examples of CuTe's layout-algebra documentation, then random static",
        "// coalesces, compositions, complements, divides and products, each with static_asserts on its result.",
        "// The expected values are what CuTe and this library both computed (identical printed results).",
        f"// {len(final)} cases; -DBENCH_CASES=N compiles the first N of them.",
        "#ifndef BENCH_CASES",
        f"#define BENCH_CASES {len(final)}",
        "#endif",
        "",
    ]
    body = []
    for k, c in enumerate(final):
        body.append(f"#if BENCH_CASES > {k}")
        body.append(emit_case(k, c, "documentation" if c["op"] == "docs" else c["op"]))
        body.append("#endif")
    open(args.out, "w").write("\n".join(header + body) + "\n")
    print(f"gen_algebra: wrote {args.out}")

    # The workload must compile with both libraries, under clang and g++.
    workload = os.path.join(HERE, "algebra.cpp")
    checks = [("clang-19, ours", [args.cxx, "-std=c++20", "-stdlib=libc++", f"-I{src}"]),
              ("clang-19, CuTe", [args.cxx, "-std=c++20", "-stdlib=libc++", "-DBENCH_CUTE", f"-I{cute}"] + cuda),
              ("g++-12, ours", [args.gxx, "-std=c++20", f"-I{src}"]),
              ("g++-12, CuTe", [args.gxx, "-std=c++20", "-DBENCH_CUTE", f"-I{cute}"] + cuda)]
    for name, cmd in checks:
        r = run(cmd + ["-w", "-fsyntax-only", workload])
        print(f"gen_algebra: the workload with {name}: {'compiles' if r.returncode == 0 else 'FAILS'}")
        if r.returncode != 0:
            print(r.stderr[-3000:])
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Conformance of the layout algebra against CuTe C++ (the peer), on random static layouts.

Phase 1 runs every random case through this library with dynamic integers (one program, run-time
checks), which says which cases have a layout as the answer. Phase 2 compiles the accepted cases with
static integers twice, once against this library and once against CuTe's own headers, and compares
the printed results: they must be identical strings (same shapes, strides and staticness). Cases this
library rejects are checked to be ones CuTe gets wrong (its unchecked dynamic result differs from
A o B) or rejects itself.

Then the adversarial cases (negative and zero strides, extents 0 and 1) and the large ones (values
near 2^31 and 2^63) are run with static, dynamic and mixed integers and through cute-layout, which
must agree with each other (or all reject) and, where it can be checked, with brute force.

Usage: cute_conformance.py --src <repo>/src --cute <cutlass include> --out <dir> [--cases N] [--seed S]
Exit 77 (skipped) when CuTe's headers are absent.
"""
import argparse, os, random, re, subprocess, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools"))
from layout_tuples import crd2idx, parse, size as size_of  # noqa: E402

OPS = ["coalesce", "composition", "complement", "right_inverse", "left_inverse", "logical_divide",
       "zipped_divide", "tiled_divide", "flat_divide", "logical_product", "zipped_product", "tiled_product",
       "flat_product", "blocked_product", "raked_product"]


def rand_layout(rng, depth=0, injective=False):
    """A random nested layout as (shape, stride) nested tuples of ints."""
    def leaf():
        return rng.choice([1, 2, 2, 3, 4, 4, 6, 8])
    rank = rng.randint(1, 3)
    if rank == 1 and rng.random() < 0.5:
        shape = leaf()
    else:
        shape = tuple(leaf() if depth > 0 or rng.random() < 0.7 else rand_layout(rng, depth + 1)[0] for _ in range(rank))
    flat = list(flatten(shape))
    if injective:
        order = list(range(len(flat)))
        rng.shuffle(order)
        strides, span = [0] * len(flat), 1
        for i in order:
            strides[i] = span * rng.choice([1, 1, 2])
            span = strides[i] * flat[i]
    else:
        strides = [rng.choice([0, 1, 1, 2, 3, 4, 8, 16]) for _ in flat]
    return shape, unflatten(strides, shape)


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


def cxx(t, static):
    if isinstance(t, tuple):
        return "make_shape(" + ", ".join(cxx(e, static) for e in t) + ")"
    return f"Int<{t}>{{}}" if static else f"{t}"


def layout_cxx(l, static):
    return f"make_layout({cxx(l[0], static)}, {cxx(l[1], static)})"


def expression(op, a, b, m, static):
    A, B = layout_cxx(a, static), layout_cxx(b, static)
    M = f"Int<{m}>{{}}" if static else f"{m}"
    return {
        "coalesce": f"coalesce({A})",
        "composition": f"composition({A}, {B})",
        "complement": f"complement({A}, {M})",
        "right_inverse": f"right_inverse({A})",
        "left_inverse": f"left_inverse({A})",
        "logical_divide": f"logical_divide({A}, {B})",
        "zipped_divide": f"zipped_divide({A}, {B})",
        "tiled_divide": f"tiled_divide({A}, {B})",
        "flat_divide": f"flat_divide({A}, {B})",
        "zipped_product": f"zipped_product({A}, {B})",
        "tiled_product": f"tiled_product({A}, {B})",
        "flat_product": f"flat_product({A}, {B})",
        "logical_product": f"logical_product({A}, {B})",
        "blocked_product": f"blocked_product({A}, {B})",
        "raked_product": f"raked_product({A}, {B})",
    }[op]


def make_cases(n, seed):
    rng = random.Random(seed)
    cases = []
    for _ in range(n):
        op = rng.choice(OPS)
        injective = op in ("left_inverse", "complement", "logical_product", "blocked_product", "raked_product")
        a = rand_layout(rng, injective=injective)
        b = rand_layout(rng, injective=op.endswith("divide") or op.endswith("product"))
        if op in ("blocked_product", "raked_product"):
            # CuTe compiles these only for tuple-shaped layouts of equal rank and flat modes.
            a = (tuple(flatten(a[0])), tuple(flatten(a[1])))
            b = (tuple(flatten(b[0])), tuple(flatten(b[1])))
            r = min(len(a[0]), len(b[0]))
            a, b = (a[0][:r], a[1][:r]), (b[0][:r], b[1][:r])
        m = rng.choice([1, 2, 3, 4]) * 64
        cases.append((op, a, b, m))
    return cases


def post_condition(op, a, b, m):
    """C++ for either library that computes the case (static integers) and sets r and T such that the
    case's post-condition is r(k) == A(T(k)) for every k < size(T): the composition A o B, a divide's
    A o (B, complement(B)), a product's complement(A) o B; None for the other operations."""
    A, B = layout_cxx(a, True), layout_cxx(b, True)
    if op == "composition":
        return f"auto A = {A}; auto B = {B}; auto r = composition(A, B); auto T = B;"
    if op.endswith("divide"):
        return (f"auto A = {A}; auto tile = {B}; (void){expression(op, a, b, m, True)};"
                f" auto T = make_layout(tile, complement(tile, shape(coalesce(A)))); auto r = composition(A, T);")
    if op.endswith("product"):
        return (f"auto A0 = {A}; auto B = {B}; (void){expression(op, a, b, m, True)};"
                f" auto A = complement(A0, size(A0) * cosize(B)); auto T = B; auto r = composition(A, T);")
    return None


def post_condition_program(header, cases, indices):
    """A function per case printing "<i> right" or "<i> wrong" (its post-condition by brute force),
    or the result where there is none to check; the line of each case's function, from 1."""
    lines = []
    for i in indices:
        op, a, b, m = cases[i]
        test = post_condition(op, a, b, m)
        if test is None:
            lines.append(f"void case_{i}() {{ auto r = {expression(op, a, b, m, True)}; print(r); }}")
        else:
            lines.append(f"void case_{i}() {{ {test} bool ok = true; for (int k = 0; k < size(T); ++k) ok = ok && r(k) == A(T(k));"
                         f" printf(\"{i} %s\\n\", ok ? \"right\" : \"wrong\"); }}")
    calls = " ".join(f"case_{i}();" for i in indices)
    return header + "\n".join(lines) + "\nint main() { " + calls + " }\n", header.count("\n") + 1


# Prints the size of r and its values at its first 4096 1-D coordinates, then a newline (a random
# product can have millions).
VALUES = ('std::printf(" size %lld", (long long)size(r)); for (long long k = 0; k < (long long)size(r) && k < 4096; ++k)'
          ' std::printf(" %lld", (long long)r(k)); std::printf("\\n");')

HEADER_OURS = "#include <cute/cute.hpp>\n#include <cstdio>\n#include <iostream>\nusing namespace cute;\n"
HEADER_CUTE = "#include <cute/layout.hpp>\n#include <cute/util/print.hpp>\n#include <cstdio>\nusing namespace cute;\n"


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def compile_dropping_rejections(source, cmd, indices, write):
    """Compiles write(kept) (the program of the cases kept, one line each from its line `first`) with
    cmd, dropping the cases whose lines the errors name until it compiles: g++ names a failing
    instantiation once, so a case that repeats one only shows when the first is gone. Returns the
    cases kept, those dropped, and the last compile's result."""
    kept, dropped = list(indices), []
    for _ in range(8):
        first = write(kept)
        r = run(cmd)
        if r.returncode == 0:
            break
        name = re.escape(os.path.basename(source))
        failing = {int(x) for x in re.findall(name + r":(\d+):", r.stderr)}
        now = [i for k, i in enumerate(kept) if first + k in failing]
        if not now:
            break
        dropped += now
        kept = [i for i in kept if i not in now]
    return kept, dropped, r


# ---- Adversarial cases: negative and zero strides, extents 0 and 1 --------------------------------
# CuTe C++ is no reference there (it divides by zero extents, and its results with negative strides
# are not A o B): this library with static integers, with dynamic integers, and cute-layout must agree
# with each other (all reject, or all give the same function, the tool printing the static result),
# and the compositions and coalesces must be right by brute force.

ADVERSARIAL_OPS = ["coalesce", "composition", "composition", "complement", "logical_divide", "logical_product",
                   "blocked_product", "raked_product", "right_inverse", "left_inverse"]


def adversarial_layout(rng):
    rank = rng.randint(1, 3)
    def leaf():
        return 0 if rng.random() < 0.06 else rng.choice([1, 1, 2, 3, 4, 6, 8])
    shape = leaf() if rank == 1 and rng.random() < 0.5 else tuple(leaf() for _ in range(rank))
    strides = [rng.choice([0, 0, 1, 1, 2, 3, 4, 8, -1, -2, -4]) for _ in flatten(shape)]
    return shape, unflatten(strides, shape)


def compile_cases(args, header, name, funcs):
    """header, then funcs[i] on line first + i (empty once dropped), then a main calling the kept
    case_i; the cases whose lines an error or its notes name are dropped until it compiles. Returns
    each kept case's output (after its index), or None where the program never compiled."""
    first = header.count("\n") + 1
    src, exe = os.path.join(args.out, name + ".cpp"), os.path.join(args.out, name)
    keep = set(range(len(funcs)))
    for attempt in range(8):
        calls = " ".join(f"case_{i}();" for i in sorted(keep))
        open(src, "w").write(header + "\n".join(funcs[i] if i in keep else "" for i in range(len(funcs)))
                             + "\nint main() { " + calls + " }\n")
        r = run([args.cxx, "-std=c++20", "-stdlib=libc++", "-O0", "-ferror-limit=0", f"-I{args.src}", src, "-o", exe])
        if r.returncode == 0:
            break
        # Each error and the notes after it (the instantiation chain) name the line of its case.
        rejected, in_error = set(), False
        for line in r.stderr.splitlines():
            if ": error:" in line or ": warning:" in line:
                in_error = ": error:" in line
            if in_error:
                rejected |= {int(x) - first for x in re.findall(re.escape(name) + r"\.cpp:(\d+):", line)}
        keep -= rejected
    if r.returncode != 0:
        print(f"{name} failed to compile:\n" + r.stderr[-3000:])
        return None
    open(os.path.join(args.out, name + "_rejected.cpp"), "w").write("\n".join(funcs[i] for i in range(len(funcs)) if i not in keep) + "\n")
    return {int(line.split(" ", 1)[0]): line.split(" ", 1)[1] for line in run([exe]).stdout.splitlines()}


def adversarial(args):
    rng = random.Random(args.seed + 1)
    n = max(20, args.cases)
    cases = []
    for _ in range(n):
        op = rng.choice(ADVERSARIAL_OPS)
        a, b = adversarial_layout(rng), adversarial_layout(rng)
        if op.endswith("product") or op == "complement" or op == "logical_divide":
            # (products need an injective A; divides a compact-ish tiler: both may still be rejected)
            b = (b[0], unflatten([abs(x) for x in flatten(b[1])], b[0]))
        cases.append((op, a, b, rng.choice([0, 1, 8, 24, 64])))
    def check_values(A, B, op):
        if op == "composition":
            return (f" bool bf = size(r) == size(B); for (long long k = 0; bf && k < (long long)size(B); ++k)"
                    f" bf = (long long)r(k) == (long long)A(B(k)); std::printf(bf ? \" right\" : \" WRONG\");")
        if op == "left_inverse":  # a quasi-inverse: A(r(A(k))) == A(k)
            return (f" bool bf = true; for (long long k = 0; bf && k < (long long)size(A); ++k)"
                    f" bf = (long long)A(r(A(k))) == (long long)A(k); std::printf(bf ? \" right\" : \" WRONG\");")
        if op == "right_inverse":  # A(r(k)) == k on r's domain
            return (f" bool bf = true; for (long long k = 0; bf && k < (long long)size(r); ++k)"
                    f" bf = (long long)A(r(k)) == k; std::printf(bf ? \" right\" : \" WRONG\");")
        if op == "coalesce":
            return (f" bool bf = size(r) == size(A); for (long long k = 0; bf && k < (long long)size(A); ++k)"
                    f" bf = (long long)r(k) == (long long)A(k); std::printf(bf ? \" right\" : \" WRONG\");")
        return ""
    # The library with dynamic integers.
    lines = ["int main() {"]
    for i, (op, a, b, m) in enumerate(cases):
        A, B = layout_cxx(a, False), layout_cxx(b, False)
        lines.append(f"  try {{ auto A = {A}; auto B = {B}; (void)B; auto r = {expression(op, a, b, m, False).replace(A, 'A').replace(B, 'B')};"
                     f" std::printf(\"{i} ok\");{check_values(A, B, op)} {VALUES} }}"
                     f" catch (cute::error const& e) {{ std::printf(\"{i} error\\n\"); }}")
    lines.append("}")
    src, exe = os.path.join(args.out, "adversarial_dynamic.cpp"), os.path.join(args.out, "adversarial_dynamic")
    open(src, "w").write(HEADER_OURS + "\n".join(lines) + "\n")
    r = run([args.cxx, "-std=c++20", "-stdlib=libc++", "-O1", f"-I{args.src}", src, "-o", exe])
    if r.returncode != 0:
        print("adversarial: the dynamic program failed to compile:\n" + r.stderr[-3000:]); return False
    dynamic = {}
    for line in run([exe]).stdout.splitlines():
        i, status = line.split(" ", 1)
        dynamic[int(i)] = status
    # The library with static integers: one function per case; the cases it rejects fail to compile.
    funcs = []
    for i, (op, a, b, m) in enumerate(cases):
        A, B = layout_cxx(a, True), layout_cxx(b, True)
        funcs.append(f"void case_{i}() {{ auto A = {A}; auto B = {B}; (void)B; auto r = "
                     f"{expression(op, a, b, m, True).replace(A, 'A').replace(B, 'B')};"
                     f" std::cout << \"{i} \" << r << std::flush; values_of(A, B, r, [](auto const& A, auto const& B, auto const& r)"
                     f" {{ (void)A; (void)B; {check_values(A, B, op)} {VALUES} }}); }}")
    # A static extent 0 before the last mode makes a layout's coordinate map divide by zero: its values
    # are not instantiated (there are none).
    header = HEADER_OURS + ("template <class L> constexpr bool zero_free() { bool ok = true; for_each(wrap(flatten(L{}.shape())), "
                            "[&](auto s) { if constexpr (is_static_v<decltype(s)>) ok = ok && s != 0; }); return ok; }\n"
                            "template <class A, class B, class R, class F> void values_of(A const& a, B const& b, R const& r, F f) {"
                            " if constexpr (zero_free<A>() && zero_free<B>() && zero_free<R>()) f(a, b, r); else std::printf(\"\\n\"); }\n")
    # (static results: "<i> <layout> [right|WRONG] values..."; the rejected cases fail to compile)
    static = compile_cases(args, header, "adversarial_static", funcs)
    # The library with static and dynamic integers mixed (each leaf, and the cotarget, drawn one or the
    # other): the cases it rejects fail to compile or raise a cute::error.
    mixed_rng = random.Random(args.seed + 2)
    def mixed(t):
        if isinstance(t, tuple):
            return "make_shape(" + ", ".join(mixed(e) for e in t) + ")"
        return f"Int<{t}>{{}}" if mixed_rng.random() < 0.5 else str(t)
    mixed_funcs = []
    for i, (op, a, b, m) in enumerate(cases):
        A, B = layout_cxx(a, False), layout_cxx(b, False)
        e = expression(op, a, b, m, False).replace(A, "A").replace(B, "B")
        if op == "complement":
            e = f"complement(A, {mixed(m)})"
        mixed_funcs.append(f"void case_{i}() {{ try {{ auto A = make_layout({mixed(a[0])}, {mixed(a[1])}); auto B = make_layout({mixed(b[0])},"
                           f" {mixed(b[1])}); (void)B; auto r = {e}; std::printf(\"{i} ok\"); values_of(A, B, r, [](auto const& A,"
                           f" auto const& B, auto const& r) {{ (void)A; (void)B; {check_values(A, B, op)} {VALUES} }}); }}"
                           f" catch (cute::error const& e) {{ std::printf(\"{i} error\\n\"); }} }}")
    mixed_out = compile_cases(args, header, "adversarial_mixed", mixed_funcs)
    if static is None or mixed_out is None:
        return False
    # cute-layout.
    cli = {}
    if args.cli:
        def text(t):
            return "(" + ",".join(text(e) for e in t) + ")" if isinstance(t, tuple) else str(t)
        def cli_expr(op, a, b, m):
            A, B = f"{text(a[0])}:{text(a[1])}", f"{text(b[0])}:{text(b[1])}"
            return {"complement": f"complement({A}, {m})", "coalesce": f"coalesce({A})",
                    "right_inverse": f"right_inverse({A})", "left_inverse": f"left_inverse({A})"}.get(op, f"{op}({A}, {B})")
        out = subprocess.run([args.cli, "--batch"], input="".join(cli_expr(*c) + "\n" for c in cases),
                             capture_output=True, text=True).stdout.splitlines()
        cli = dict(enumerate(out))
    agree, both_reject, problems, brute = 0, 0, [], 0
    for i, (op, a, b, m) in enumerate(cases):
        d = dynamic.get(i, "error")
        st = static.get(i)  # "<layout> [right|WRONG] values..." or None when rejected
        c = cli.get(i, "") if args.cli else None
        mx = mixed_out.get(i, "error")
        d_ok, s_ok, m_ok = d.startswith("ok"), st is not None, mx.startswith("ok")
        c_ok = c is None or not c.startswith("error")
        if not d_ok and not s_ok and not m_ok and (c is None or not c_ok):
            both_reject += 1
            continue
        if not (d_ok and s_ok and m_ok and c_ok):
            problems.append((i, f"accepted by: dynamic {d_ok}, static {s_ok}, mixed {m_ok}, cute-layout {c_ok}"))
            continue
        st_text, st_rest = st.split(" ", 1) if " " in st else (st, "")
        st_words, d_words, m_words = st_rest.split(), d.split()[1:], mx.split()[1:]
        if "WRONG" in st_words or "WRONG" in d_words or "WRONG" in m_words:
            problems.append((i, "a result is not right by brute force")); continue
        if m_words and not op.endswith("inverse") and [w for w in m_words if w != "right"] != [w for w in d_words if w != "right"]:
            problems.append((i, "mixed and dynamic integers give different functions")); continue
        if "right" in st_words:
            brute += 1
        # (no static values where a static extent 0 makes them uninstantiable: see values_of; the
        # inverses are compared by their post-conditions, above, not as functions)
        if st_words and not op.endswith("inverse") and [w for w in st_words if w != "right"] != [w for w in d_words if w != "right"]:
            problems.append((i, "static and dynamic integers give different functions")); continue
        if c is not None and c != st_text.replace("_", ""):
            problems.append((i, f"cute-layout prints {c}, the library {st_text}")); continue
        agree += 1
    print(f"adversarial: {len(cases)} cases with negative and zero strides, extents 0 and 1: {agree} agree "
          f"(static, dynamic, mixed{', cute-layout' if args.cli else ''}; {brute} of them checked by brute force), "
          f"{both_reject} rejected by all, {len(problems)} disagree")
    for i, why in problems[:15]:
        op, a, b, m = cases[i]
        print(f"  ADVERSARIAL {expression(op, a, b, m, False)}: {why}")
    return not problems


# ---- Large values: extents, strides and cotargets near 2^31 and 2^63 ------------------------------
# Each case is drawn for int (values below 2^31: static, dynamic and mixed integers, which must agree:
# all reject, where an int overflows, or all give the same function) or for long long (below 2^63:
# dynamic long long integers and cute-layout, which computes in 64 bits, must agree). An int case is
# also run with long long integers and in cute-layout, which must accept it wherever the int paths
# do, with the same function. Functions are compared by their size and their values at 48 sampled
# coordinates (the first, the last and spread between, evaluated with a long long coordinate: 'x'
# where that overflows); compositions, coalesces, right inverses and nullspaces are checked there
# against the exact values (Python integers).

LARGE_OPS = ["coalesce", "composition", "composition", "complement", "logical_divide", "logical_product",
             "right_inverse", "left_inverse", "nullspace", "zipped_divide", "flat_divide", "blocked_product",
             "raked_product", "max_common_layout", "upcast", "downcast"]


def large_layout(rng, bits):
    top = 2 ** bits - 1
    def near(x):
        return min(top, max(1, x + rng.randint(-2, 2)))
    def extent():
        return rng.choice([near(2 ** rng.randint(2, bits - 1)), near(int(top ** 0.5)), near(int(top ** 0.25)),
                           top - rng.randint(0, 2), rng.choice([1, 2, 3, 4, 6, 8])])
    rank = rng.randint(1, 3)
    shape = extent() if rank == 1 and rng.random() < 0.5 else tuple(extent() for _ in range(rank))
    flat = list(flatten(shape))
    if rng.random() < 0.6:  # compact, permuted, with gaps: spans up to and past the top
        order, strides, span = list(range(len(flat))), [0] * len(flat), 1
        rng.shuffle(order)
        for i in order:
            strides[i] = span * rng.choice([1, 1, 2]) if span * 2 <= top else near(2 ** rng.randint(0, bits - 1))
            span = strides[i] * flat[i]
    else:
        strides = [rng.choice([0, 1, -1, 2, near(2 ** rng.randint(0, bits - 1)), near(int(top ** 0.5)), top - rng.randint(0, 2)])
                   * rng.choice([1, 1, 1, -1]) for _ in flat]
    return shape, unflatten(strides, shape)


def large_cxx(t, kind):
    """An IntTuple with integers of the kind: static (Int<N>), int, ll, or a function choosing per leaf."""
    if isinstance(t, tuple):
        return "make_shape(" + ", ".join(large_cxx(e, kind) for e in t) + ")"
    k = kind() if callable(kind) else kind
    return {"static": f"Int<{t}>{{}}", "int": str(t), "ll": f"{t}LL"}[k]


# Prints " size N" and the values at the sampled coordinates (see sampled()), or " size x" where the
# size overflows the layout's integers.
LARGE_HEADER = HEADER_OURS + r"""template <class R> void sample(R const& r) {
  long long n = 0;
  try { n = (long long)size(r); } catch (cute::error const&) { std::printf(" size x\n"); return; }
  std::printf(" size %lld", n);
  for (int j = 0; j < 48; ++j) {
    long long k = j < 8 ? j : j < 16 ? n - 16 + j : (long long)((__int128)n * (j - 16) / 32);
    if (k < 0 || k >= n) continue;
    try { std::printf(" %lld", (long long)r(k)); } catch (cute::error const&) { std::printf(" x"); }
  }
  std::printf("\n");
}
"""


def sampled(n):
    """The coordinates sample() evaluates a layout of size n at, in its order."""
    ks = [j if j < 8 else n - 16 + j if j < 16 else n * (j - 16) // 32 for j in range(48)]
    return [k for k in ks if 0 <= k < n]


def large_values(args):
    rng = random.Random(args.seed + 3)
    n_cases = max(16, args.cases // 2)
    cases = []  # (op, a, b, m, bits)
    for _ in range(n_cases):
        op, bits = rng.choice(LARGE_OPS), rng.choice([31, 63])
        a, b = large_layout(rng, bits), large_layout(rng, bits)
        if op in ("complement", "logical_divide", "logical_product", "zipped_divide", "flat_divide", "blocked_product", "raked_product"):
            b = (b[0], unflatten([abs(x) for x in flatten(b[1])], b[0]))
        top = 2 ** bits - 1
        m = rng.choice([rng.randint(1, 64), min(top, 2 ** rng.randint(1, bits - 1) + rng.randint(-2, 2)), top - rng.randint(0, 2)])
        cases.append((op, a, b, m, bits))

    def expr(op, m_text):
        return {"coalesce": "coalesce(A)", "composition": "composition(A, B)", "complement": f"complement(A, {m_text})",
                "logical_divide": "logical_divide(A, B)", "logical_product": "logical_product(A, B)",
                "right_inverse": "right_inverse(A)", "left_inverse": "left_inverse(A)", "nullspace": "nullspace(A)",
                "upcast": "upcast<4>(A)", "downcast": "downcast<4>(A)"}.get(op, f"{op}(A, B)")

    def funcs_for_case(i, kind, guarded):
        """Case i's function (empty for a long long case unless kind is ll), its integers of the kind."""
        op, a, b, m, bits = cases[i]
        if bits == 63 and kind != "ll":
            return f"void case_{i}() {{}}"
        A = f"make_layout({large_cxx(a[0], kind)}, {large_cxx(a[1], kind)})"
        B = f"make_layout({large_cxx(b[0], kind)}, {large_cxx(b[1], kind)})"
        body = f"auto A = {A}; auto B = {B}; (void)B; auto r = {expr(op, large_cxx(m, kind))}; std::printf(\"{i} ok\"); sample(r);"
        if guarded:
            body = f"try {{ {body} }} catch (cute::error const& e) {{ std::printf(\"{i} error %s\\n\", e.what()); }}"
        return f"void case_{i}() {{ {body} }}"

    def funcs_for(kind, guarded):
        return [funcs_for_case(i, kind, guarded) for i in range(len(cases))]

    def upcast_keeps_static_extent(i):
        """An upcast the mixed integers reject by design (docs/differences.md): a mode of static extent
        (> 1) and dynamic stride that the rule would pack (0 < |stride| < 4)."""
        op, a, b, m, bits = cases[i]
        shapes, strides = list(flatten(a[0])), list(flatten(a[1]))
        k = kinds_of.get(i, [])
        return op == "upcast" and len(k) >= 2 * len(shapes) and any(
            k[j] == "static" and k[len(shapes) + j] == "int" and s_ > 1 and 0 < abs(d_) < 4 for j, (s_, d_) in enumerate(zip(shapes, strides)))

    mixed_rng = random.Random(args.seed + 4)
    mixed_kinds = []  # the kinds drawn for the mixed cases' leaves, in order: A's extents, A's strides, ...
    def mixed_kind():
        mixed_kinds.append(mixed_rng.choice(["static", "int"]))
        return mixed_kinds[-1]
    mixed_funcs = []
    kinds_of = {}
    for i in range(len(cases)):
        mixed_kinds.clear()
        mixed_funcs.append(funcs_for_case(i, mixed_kind, True))
        kinds_of[i] = list(mixed_kinds)
    results = {
        "static": compile_cases(args, LARGE_HEADER, "large_static", funcs_for("static", False)),
        "int": compile_cases(args, LARGE_HEADER, "large_int", funcs_for("int", True)),
        "mixed": compile_cases(args, LARGE_HEADER, "large_mixed", mixed_funcs),
        "ll": compile_cases(args, LARGE_HEADER, "large_ll", funcs_for("ll", True)),
    }
    if any(v is None for v in results.values()):
        return False
    cli = {}
    if args.cli:
        def text(t):
            return "(" + ",".join(text(e) for e in t) + ")" if isinstance(t, tuple) else str(t)
        def cli_expr(op, a, b, m, bits):
            A, B = f"{text(a[0])}:{text(a[1])}", f"{text(b[0])}:{text(b[1])}"
            return {"complement": f"complement({A}, {m})", "coalesce": f"coalesce({A})", "right_inverse": f"right_inverse({A})",
                    "left_inverse": f"left_inverse({A})", "nullspace": f"nullspace({A})", "upcast": f"upcast({A}, 4)",
                    "downcast": f"downcast({A}, 4)"}.get(op, f"{op}({A}, {B})")
        out = subprocess.run([args.cli, "--batch"], input="".join(cli_expr(*c) + "\n" for c in cases),
                             capture_output=True, text=True).stdout.splitlines()
        cli = dict(enumerate(out))

    def at(layout, k):
        return crd2idx(k, layout[0], layout[1])

    def in64(v):
        return -2 ** 63 <= v < 2 ** 63

    def at64(layout, k):
        """layout(k) as the library evaluates it in 64 bits: the leaves' terms added from the first, 'x'
        where a term or a partial sum leaves the type."""
        total = 0
        shapes, strides = list(flatten(layout[0])), list(flatten(layout[1]))
        for i, (e, d) in enumerate(zip(shapes, strides)):
            c = k if i + 1 == len(shapes) else k % e
            k = k if i + 1 == len(shapes) else k // e
            total += c * d
            if not in64(c * d) or not in64(total):
                return "x"
        return str(total)

    def cli_outcome(text):
        """The CLI's result as sample() prints one: "ok size N v..." ('x' where the evaluation overflows)."""
        if text.startswith("error"):
            return "error"
        layout = parse(text)
        n = size_of(layout[0])
        if not in64(n):
            return "ok size x"
        return "ok size " + " ".join([str(n)] + [at64(layout, k) for k in sampled(n)])

    def normal(outcome):
        """(None: rejected) or (size, values) of a path's output."""
        if outcome is None or not outcome.startswith("ok") or outcome.startswith("ok size x"):
            return None
        words = outcome.split()[2:]
        return int(words[0]), words[1:]

    def exact_problem(op, a, b, got):
        n, vals = got
        ks = sampled(n)
        for k, v in zip(ks, vals):
            if v == "x":
                continue
            want = {"composition": lambda: at(a, at(b, k)), "coalesce": lambda: at(a, k)}.get(op)
            if want is not None and int(v) != want():
                return f"r({k}) = {v}, the exact value is {want()}"
            if op == "right_inverse" and at(a, int(v)) != k:
                return f"A(r({k})) = {at(a, int(v))}, not {k}"
            if op == "nullspace" and at(a, int(v)) != 0:
                return f"A(r({k})) = {at(a, int(v))}, not 0"
        want_size = {"composition": lambda: size_of(b[0]), "coalesce": lambda: size_of(a[0])}.get(op)
        if want_size is not None and n != want_size():
            return f"size {n}, the exact size is {want_size()}"
        return None

    agree, rejected, problems = 0, 0, []
    for i, (op, a, b, m, bits) in enumerate(cases):
        ll = normal(results["ll"].get(i, "error"))
        c = normal(cli_outcome(cli[i])) if args.cli else ll
        groups = [("long long", ll), ("cute-layout", c)]
        if bits == 31:
            groups = [("static", normal(results["static"].get(i))), ("int", normal(results["int"].get(i, "error"))),
                      ("mixed", normal(results["mixed"].get(i, "error")))] + groups
        int_paths = groups[:-2]
        mixed_out = results["mixed"].get(i, "") if bits == 31 else ""
        if op.endswith("divide") and "no layout is the complement" in mixed_out and int_paths[0][1] is not None:
            # By design (docs/differences.md): mixed integers coalesce A's shape as CuTe's types do, so a
            # dynamic extent it cannot merge leaves a cotarget shape, divided mode by mode.
            int_paths = int_paths[:2]
        elif upcast_keeps_static_extent(i):
            if int_paths[2][1] is not None:
                problems.append((i, "mixed integers accept an upcast that would change a static extent"))
                continue
            int_paths = int_paths[:2]
        why = None
        if int_paths and len({repr(g) for _, g in int_paths}) > 1:
            why = "static, int and mixed differ: " + "; ".join(f"{name} {g and (g[0], g[1][:4])}" for name, g in int_paths)
        elif ll != c:
            why = f"long long and cute-layout differ: {ll and (ll[0], ll[1][:4])} vs {c and (c[0], c[1][:4])}"
        elif int_paths and int_paths[0][1] is not None and int_paths[0][1] != ll:
            why = f"long long differs from int where int accepts: {ll and (ll[0], ll[1][:4])}"
        elif ll is not None:
            why = exact_problem(op, a, b, ll)
        if why:
            problems.append((i, why))
        elif ll is None:
            rejected += 1
        else:
            agree += 1
    print(f"large values: {len(cases)} cases near 2^31 and 2^63: {agree} agree (int: static, dynamic, mixed; long long; "
          f"cute-layout; compositions, coalesces, right inverses and nullspaces checked against exact values), {rejected} rejected by all, "
          f"{len(problems)} disagree")
    for i, why in problems[:15]:
        op, a, b, m, bits = cases[i]
        shown = expression(op, a, b, m, False) if op in OPS else f"{op}({layout_cxx(a, False)})"
        print(f"  LARGE ({'int' if bits == 31 else 'long long'}) {shown}: {why}")
    return not problems


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--src", required=True)
    p.add_argument("--cute", default="")
    p.add_argument("--cuda", default="/usr/local/cuda/include")
    p.add_argument("--out", required=True)
    p.add_argument("--cases", type=int, default=int(os.environ.get("CUTE_CONFORMANCE_CASES", "150")))
    p.add_argument("--seed", type=int, default=int(os.environ.get("CUTE_TEST_SEED", "20261121")))
    p.add_argument("--cxx", default="clang++-19")
    p.add_argument("--cli", default="", help="cute-layout: check that it gives the same results")
    args = p.parse_args()
    if not args.cute or not os.path.isfile(os.path.join(args.cute, "cute", "layout.hpp")):
        print("conformance: CuTe's C++ headers not found (pip install --no-deps nvidia-cutlass==4.2.0.0): skipped")
        return 77
    os.makedirs(args.out, exist_ok=True)
    print(f"conformance: {args.cases} random cases, seed {args.seed} (CUTE_TEST_SEED replays it)")
    cases = make_cases(args.cases, args.seed)

    # Phase 1: this library with dynamic integers decides which cases have a layout as the answer.
    body = ["int main() {"]
    for i, (op, a, b, m) in enumerate(cases):
        body.append(f"  try {{ auto r = {expression(op, a, b, m, False)}; std::printf(\"{i} ok\"); {VALUES} }}"
                    f" catch (cute::error const& e) {{ std::printf(\"{i} error %s\\n\", e.what()); }}")
    body.append("}")
    dyn = os.path.join(args.out, "phase1.cpp")
    open(dyn, "w").write(HEADER_OURS + "\n".join(body) + "\n")
    exe = os.path.join(args.out, "phase1")
    r = run([args.cxx, "-std=c++20", "-stdlib=libc++", "-O1", f"-I{args.src}", dyn, "-o", exe])
    if r.returncode != 0:
        print(r.stderr[-4000:]); return 1
    verdict = {}
    for line in run([exe]).stdout.splitlines():
        i, status = line.split(" ", 1)
        verdict[int(i)] = status
    accepted = [i for i in range(len(cases)) if verdict.get(i, "").startswith("ok")]
    rejected = [i for i in range(len(cases)) if i not in accepted]

    # Phase 2: the accepted cases with static integers, against both libraries. Those CuTe rejects at
    # compile time (its divisibility condition on a mode of B of extent 1, say) must be right by brute
    # force here: where a layout is the answer, this library gives it.
    def program(header, printer, indices):
        lines = ["int main() {"]
        for i in indices:
            op, a, b, m = cases[i]
            lines.append(f"  {{ auto r = {expression(op, a, b, m, True)}; {printer} }}")
        lines.append("}")
        return header + "\n".join(lines) + "\n"
    ours_src, cute_src = os.path.join(args.out, "ours.cpp"), os.path.join(args.out, "peer.cpp")
    cute_printer = 'print(r); printf("\\n");'
    open(ours_src, "w").write(program(HEADER_OURS, 'std::cout << r << std::flush; std::printf("\\n"); std::printf("values"); ' + VALUES,
                                      accepted))
    open(cute_src, "w").write(program(HEADER_CUTE, cute_printer, accepted))
    ours_exe, cute_exe = os.path.join(args.out, "ours"), os.path.join(args.out, "peer")
    r1 = run([args.cxx, "-std=c++20", "-stdlib=libc++", "-O0", f"-I{args.src}", ours_src, "-o", ours_exe])
    if r1.returncode != 0:
        print("ours failed to compile:\n" + r1.stderr[-6000:]); return 1
    peer_cmd = ["g++", "-std=c++17", "-O0", "-w", "-fmax-errors=100000", f"-I{args.cute}", f"-I{args.cuda}", f"-I{args.cuda}/cccl",
                cute_src, "-o", cute_exe]
    def write_peer(indices):
        open(cute_src, "w").write(program(HEADER_CUTE, cute_printer, indices))
        return HEADER_CUTE.count("\n") + 2  # the line of the first case
    compared, cute_rejects, r2 = compile_dropping_rejections(cute_src, peer_cmd, accepted, write_peer)
    if r2.returncode != 0:
        print("the peer failed to compile:\n" + r2.stderr[-6000:]); return 1
    ours_lines, cute_lines = run([ours_exe]).stdout.splitlines(), run([cute_exe]).stdout.splitlines()
    ours_out, ours_values = ours_lines[0::2], ours_lines[1::2]
    # The same cases with dynamic integers (phase 1) give the same functions as with static ones.
    value_mismatch = [i for k, i in enumerate(accepted)
                      if k < len(ours_values) and ours_values[k].split()[1:] != verdict[i].split()[1:]]
    print(f"conformance: {len(accepted) - len(value_mismatch)} of {len(accepted)} accepted cases are the same function "
          f"with dynamic integers as with static ones")
    for i in value_mismatch[:10]:
        op, a, b, m = cases[i]
        print(f"  DYNAMIC DIFFERS {expression(op, a, b, m, False)}")
    ours_text = dict(zip(accepted, ours_out))
    differ = [(i, ours_text.get(i), y) for i, y in zip(compared, cute_lines) if ours_text.get(i) != y]
    print(f"conformance: {len(compared)} accepted cases compiled with static integers in both libraries: "
          f"{len(compared) - len(differ)} identical results, {len(differ)} different")
    for i, x, y in differ[:20]:
        op, a, b, m = cases[i]
        print(f"  DIFFERENT {expression(op, a, b, m, False)}\n    ours: {x}\n    CuTe: {y}")
    beyond = []  # accepted where CuTe rejects, and not shown right
    if cute_rejects:
        src5, exe5 = os.path.join(args.out, "ours_beyond_cute.cpp"), os.path.join(args.out, "ours_beyond_cute")
        open(src5, "w").write(post_condition_program(HEADER_OURS, cases, cute_rejects)[0])
        r5 = run([args.cxx, "-std=c++20", "-stdlib=libc++", "-O0", f"-I{args.src}", src5, "-o", exe5])
        status = dict(line.split()[:2] for line in run([exe5]).stdout.splitlines()) if r5.returncode == 0 else {}
        beyond = [i for i in cute_rejects if status.get(str(i)) != "right"]
        print(f"conformance: {len(cute_rejects)} accepted cases CuTe rejects at compile time with static integers: "
              f"{len(cute_rejects) - len(beyond)} right by brute force (their post-condition), {len(beyond)} not")
        for i in beyond[:10]:
            op, a, b, m = cases[i]
            print(f"  BEYOND CUTE, NOT SHOWN RIGHT {expression(op, a, b, m, False)}: {status.get(str(i), 'no result')}")
    by_reason = {}
    for i in rejected:
        reason = verdict.get(i, "error ?").split(":")[0].replace("error ", "")
        by_reason[reason] = by_reason.get(reason, 0) + 1
    print(f"conformance: {len(rejected)} cases rejected (no layout is the answer), by operation: {by_reason}")

    # Phase 3: each rejected case is one CuTe rejects (static) or gets wrong (its unchecked dynamic
    # result differs from A o B at some coordinate of B).
    unexplained = []
    if rejected:
        lines = ["int main() {"]
        for i in rejected:
            op, a, b, m = cases[i]
            if op != "composition":
                unexplained.append(i)  # not run with dynamic integers: checked statically below
                continue
            A, B = layout_cxx(a, False), layout_cxx(b, False)
            lines.append(f"  {{ auto A = {A}; auto B = {B}; auto r = composition(A, B); bool right = true;"
                         f" for (int k = 0; k < size(B); ++k) right = right && r(k) == A(B(k));"
                         f" printf(\"{i} %s\\n\", right ? \"right\" : \"wrong\"); }}")
        lines.append("}")
        src3, exe3 = os.path.join(args.out, "peer_dynamic.cpp"), os.path.join(args.out, "peer_dynamic")
        open(src3, "w").write(HEADER_CUTE + "\n".join(lines) + "\n")
        r3 = run(["g++", "-std=c++17", "-O0", "-w", f"-I{args.cute}", f"-I{args.cuda}", f"-I{args.cuda}/cccl", src3, "-o", exe3])
        if r3.returncode != 0:
            print("the peer failed to compile the rejected cases:\n" + r3.stderr[-4000:]); return 1
        # (CuTe's dynamic code may trap on some of these, e.g. dividing by a zero extent: the cases that
        # print nothing are checked statically below.)
        reported = dict(line.split() for line in run([exe3]).stdout.splitlines())
        dynamic_cases = [i for i in rejected if cases[i][0] == "composition"]
        wrong = sum(1 for i in dynamic_cases if reported.get(str(i)) == "wrong")
        right = [i for i in dynamic_cases if reported.get(str(i)) != "wrong"]
        # A case CuTe gets right with dynamic integers (or cannot run with them) must be one it rejects
        # with static ones, or gets wrong with them: one file, a function per case; g++ reports the
        # lines of the cases CuTe rejects, and the others print whether CuTe's result is right.
        static_rejects = 0
        check = right + [i for i in unexplained]
        unexplained = []
        if check:
            src4, exe4 = os.path.join(args.out, "peer_static_rejections.cpp"), os.path.join(args.out, "peer_static_rejections")
            def write_rejections(indices):
                text, first = post_condition_program(HEADER_CUTE, cases, indices)
                open(src4, "w").write(text)
                return first
            _, cute_rejects, r4 = compile_dropping_rejections(
                src4, ["g++", "-std=c++17", "-w", "-fmax-errors=100000", f"-I{args.cute}", f"-I{args.cuda}", f"-I{args.cuda}/cccl", src4,
                       "-o", exe4], check, write_rejections)
            static_rejects = len(cute_rejects)
            ran = run([exe4]).stdout.splitlines() if r4.returncode == 0 else []
            status = {int(x.split()[0]): x.split()[1] for x in ran}
            for i in check:
                if i in cute_rejects:
                    continue
                if status.get(i) == "wrong":
                    wrong += 1
                else:
                    unexplained.append(i)
        print(f"conformance: of the rejected cases, CuTe computes {wrong} wrongly (silently) and rejects "
              f"{static_rejects} at compile time with static integers; {len(unexplained)} unexplained")
        for i in unexplained[:10]:
            op, a, b, m = cases[i]
            print(f"  UNEXPLAINED rejection: {expression(op, a, b, m, False)}: {verdict.get(i)}")
    # The cute-layout tool (the library's run-time trees, from parsed text) must agree with the static
    # path: the same cases rejected, and the library's static results, without the `_` of static integers.
    cli_mismatch = []
    if args.cli:
        def text(t):
            if isinstance(t, tuple):
                return "(" + ",".join(text(e) for e in t) + ")"
            return str(t)
        def cli_expr(op, a, b, m):
            A, B = f"{text(a[0])}:{text(a[1])}", f"{text(b[0])}:{text(b[1])}"
            return {"complement": f"complement({A}, {m})", "coalesce": f"coalesce({A})",
                    "right_inverse": f"right_inverse({A})", "left_inverse": f"left_inverse({A})"}.get(op, f"{op}({A}, {B})")
        lines = "\n".join(cli_expr(*c) for c in cases) + "\n"
        cli_out = subprocess.run([args.cli, "--batch"], input=lines, capture_output=True, text=True).stdout.splitlines()
        static_text = {i: ours_out[k].replace("_", "") for k, i in enumerate(accepted) if k < len(ours_out)}
        for i in range(len(cases)):
            got = cli_out[i] if i < len(cli_out) else "<missing>"
            want = static_text.get(i, "error")
            if (want == "error") != got.startswith("error") or (want != "error" and got != want):
                cli_mismatch.append((i, got, want))
        print(f"conformance: cute-layout agrees with the library on {len(cases) - len(cli_mismatch)} of {len(cases)} cases")
        for i, got, want in cli_mismatch[:10]:
            print(f"  CLI DIFFERS {cli_expr(*cases[i])}\n    cute-layout: {got}\n    library:     {want}")
    adversarial_ok = adversarial(args)
    adversarial_ok = large_values(args) and adversarial_ok
    ok = adversarial_ok and not differ and not unexplained and not value_mismatch and not cli_mismatch and not beyond \
        and len(ours_out) == len(accepted) and len(cute_lines) == len(compared)
    print("conformance: " + ("PASSED" if ok else "FAILED"))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())

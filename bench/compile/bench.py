#!/usr/bin/env python3
"""Compile time, peak memory and diagnostics of this library against CuTe (the peer), in one run.

Called by bench/compile/run.sh (see README.md there). Compiles each workload several times with both
libraries, alternating between them, and prints the median wall time and the peak memory (max RSS,
from /usr/bin/time -v) of each, their ratio, and the targets of the issue; then compiles each misuse
of tests/diagnostics/ and its CuTe equivalent (bench/compile/diagnostics/) and prints how long each
error is and whether it names the problem.

Exit 0 with a message when CuTe's headers (pip install --no-deps nvidia-cutlass==4.2.0.0) or the CUDA
headers they need are absent.
"""
import argparse, os, re, shlex, shutil, statistics, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
DEFAULT_CASES = 120  # of the 335 generated: 5 repetitions of every compile stay under 10 minutes on 2 cores
QUICK_CASES = 40
TARGET = 0.25  # the targets: algebra <= 0.25x CuTe; import cute.layout; <= 0.25x CuTe's layout.hpp


def cute_include():
    """CuTe's include directory: $CUTE_PEER_INCLUDE, else the one of the nvidia-cutlass Python package."""
    if "CUTE_PEER_INCLUDE" in os.environ:
        out = os.environ["CUTE_PEER_INCLUDE"]
        return out if os.path.isfile(os.path.join(out, "cute", "layout.hpp")) else ""
    try:
        out = subprocess.run([sys.executable, "-c", "import cutlass_library, os; print(os.path.join("
                              "os.path.dirname(cutlass_library.__file__), 'source', 'include'))"],
                             capture_output=True, text=True).stdout.strip()
    except OSError:
        return ""
    return out if out and os.path.isfile(os.path.join(out, "cute", "layout.hpp")) else ""


def cuda_include():
    for root in (os.environ.get("CUDA_HOME", ""), os.environ.get("CUDA_PATH", ""), "/usr/local/cuda"):
        if root and os.path.isfile(os.path.join(root, "include", "cuda_runtime_api.h")):
            inc = os.path.join(root, "include")
            return [inc, os.path.join(inc, "cccl")]
    return []


def ninja_flags(build):
    """The compiler, flags and module map CMake uses for tests/unit/import_test.cpp (an `import cute;`
    translation unit of the default preset), read from build.ninja: (compiler, flags, modmap) or None."""
    ninja = os.path.join(build, "build.ninja")
    if not os.path.isfile(ninja):
        return None
    text = open(ninja).read()
    m = re.search(r"^build (\S*import_test\.cpp\.o): (\S+) \S*import_test\.cpp.*?\n((?:  .*\n)+)", text, re.M)
    if not m:
        return None
    rule, block = m.group(2), m.group(3)
    var = dict(re.findall(r"^  (\w+) = (.*)$", block, re.M))
    rules = ""
    for name in ("CMakeFiles/rules.ninja", "rules.ninja"):
        if os.path.isfile(os.path.join(build, name)):
            rules += open(os.path.join(build, name)).read()
    r = re.search(r"^rule " + re.escape(rule) + r"\n((?:  .*\n)+)", rules + "\n" + text, re.M)
    compiler = None
    if r:
        cmd = re.search(r"command = (?:\$\{LAUNCHER\})?(?:\$\{CODE_CHECK\})?(\S+)", r.group(1))
        compiler = cmd.group(1) if cmd else None
    modmap = var.get("DYNDEP_MODULE_MAP_FILE")
    if not compiler or not modmap:
        return None
    flags = shlex.split(var.get("DEFINES", "")) + shlex.split(var.get("FLAGS", ""))
    return compiler, flags, os.path.join(build, modmap)


class Measure:
    """Runs one compile command and returns (seconds, max RSS in MiB, returncode, stderr)."""

    def __init__(self):
        self.gnu_time = "/usr/bin/time" if os.path.isfile("/usr/bin/time") else None
        if self.gnu_time and subprocess.run([self.gnu_time, "-v", "true"], capture_output=True).returncode != 0:
            self.gnu_time = None

    def __call__(self, cmd, cwd=None):
        with tempfile.NamedTemporaryFile("r", suffix=".time") as report:
            full = ([self.gnu_time, "-v", "-o", report.name] + cmd) if self.gnu_time else cmd
            start = time.perf_counter()
            proc = subprocess.Popen(full, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
            _, err = proc.communicate()
            seconds = time.perf_counter() - start
            rss_kib = None
            if self.gnu_time:
                m = re.search(r"Maximum resident set size \(kbytes\): (\d+)", report.read())
                rss_kib = int(m.group(1)) if m else None
        return seconds, (rss_kib / 1024 if rss_kib else float("nan")), proc.returncode, err


def variant_cmd(v, source, mode, tmp):
    """The command line of variant v (a dict) compiling source in mode ('syntax' or 'O2')."""
    out = ["-fsyntax-only"] if mode == "syntax" else ["-c", "-o", os.path.join(tmp, "bench.o")]
    return [v["cxx"]] + v["flags"] + out + [source]


def run_timings(args, cute, cuda, measure):
    src = os.path.join(REPO, "src")
    algebra = os.path.join(HERE, "algebra.cpp")
    layout_only = os.path.join(HERE, "layout_only.cpp")
    build = os.path.abspath(args.build_dir)
    total = sum(1 for line in open(os.path.join(HERE, "algebra_cases.inc")) if line.startswith("namespace case_"))
    n_cases = total if args.cases <= 0 else min(args.cases, total)
    ncases = [f"-DBENCH_CASES={n_cases}"]

    # The flags: those CMake uses for an `import cute;` test of the default preset (without -Werror,
    # which CuTe's headers would not pass), for every clang variant, so that the comparison is fair.
    found = ninja_flags(build)
    clang = args.cxx
    base = ["-stdlib=libc++", "-O2", "-g", "-DNDEBUG", "-std=gnu++20", "-Wall", "-Wextra", "-Wpedantic"]
    modmap = None
    if found:
        compiler, flags, modmap = found
        clang, base = compiler, [f for f in flags if f != "-Werror"]
    else:
        print(f"compile-bench: no module build in {build} (run ./scripts/test.sh, or cmake --preset default && "
              f"cmake --build --preset default): the import rows are skipped")
    if not shutil.which(clang):
        print(f"compile-bench: {clang} not found: skipped")
        return 0
    cuda_flags = [f for inc in cuda for f in ("-isystem", inc)]
    ours_inc = dict(cxx=clang, flags=base + [f"-I{src}"] + ncases, cwd=None)
    cute_v = dict(cxx=clang, flags=base + ["-DBENCH_CUTE", f"-I{cute}"] + cuda_flags + ncases, cwd=None)
    ours_imp = None
    if modmap and os.path.isfile(modmap):
        ours_imp = dict(cxx=clang, flags=base + ["-DBENCH_IMPORT", f"@{modmap}"] + ncases, cwd=build)
        # The BMIs must be there and current: try the smallest import first.
        with tempfile.TemporaryDirectory() as tmp:
            _, _, rc, err = measure(variant_cmd(ours_imp, layout_only, "syntax", tmp), cwd=build)
        if rc != 0:
            print("compile-bench: `import cute.layout;` does not compile with the module build in "
                  f"{build} (stale or missing BMIs? rebuild with cmake --build --preset default): "
                  "the import rows are skipped\n" + "\n".join(err.splitlines()[:6]))
            ours_imp = None
    gxx = args.gxx if shutil.which(args.gxx) else None
    gflags = ["-std=c++20", "-DNDEBUG", "-Wall", "-Wextra", "-Wpedantic"]
    g_ours = dict(cxx=gxx, flags=gflags + [f"-I{src}"] + ncases, cwd=None)
    g_cute = dict(cxx=gxx, flags=gflags + ["-DBENCH_CUTE", f"-I{cute}"] + cuda_flags + ncases, cwd=None)

    cname = os.path.basename(clang).replace("clang++", "clang")
    gname = os.path.basename(gxx or "g++")
    algebra_name = f"algebra ({n_cases} cases)"
    # Groups: the variants of a group are compiled in turn, each repetition in a rotated order.
    groups = [
        (algebra_name, f"{cname} -fsyntax-only", algebra, "syntax",
         [("#include", ours_inc), ("import cute;", ours_imp)], cute_v),
        (algebra_name, f"{cname} -O2 -g -c", algebra, "O2",
         [("#include", ours_inc), ("import cute;", ours_imp)], cute_v),
        ("layout layer only", f"{cname} -fsyntax-only", layout_only, "syntax",
         [("#include", ours_inc), ("import cute.layout;", ours_imp)], cute_v),
    ]
    if gxx:
        groups += [
            (algebra_name, f"{gname} -fsyntax-only", algebra, "syntax", [("#include", g_ours)], g_cute),
            ("layout layer only", f"{gname} -fsyntax-only", layout_only, "syntax", [("#include", g_ours)], g_cute),
        ]
    else:
        print(f"compile-bench: {args.gxx} not found: the g++ rows are skipped")

    reps = args.reps
    print(f"compile-bench: {reps} repetition(s) of each compile, alternating the libraries; "
          f"CuTe from {cute}")
    print(f"compile-bench: clang flags (CMake's for an import test, without -Werror): {' '.join(base)}")
    rows, status = [], 0
    with tempfile.TemporaryDirectory() as tmp:
        for workload, mode_name, source, mode, ours_variants, cute_variant in groups:
            variants = [(label, v) for label, v in ours_variants if v is not None] + [("CuTe", cute_variant)]
            samples = {label: [] for label, _ in variants}
            failed = {}
            for rep in range(reps):
                order = variants[rep % len(variants):] + variants[:rep % len(variants)]
                for label, v in order:
                    if label in failed:
                        continue
                    secs, rss, rc, err = measure(variant_cmd(v, source, mode, tmp), cwd=v["cwd"])
                    if rc != 0:
                        failed[label] = err
                        continue
                    samples[label].append((secs, rss))
                sys.stdout.write("."); sys.stdout.flush()
            for label, err in failed.items():
                print(f"\ncompile-bench: {workload}, {mode_name}, {label}: does not compile:\n"
                      + "\n".join(err.splitlines()[:12]))
                status = 1
            med = {label: (statistics.median(s for s, _ in samples[label]), max(r for _, r in samples[label]))
                   for label, _ in variants if samples[label]}
            for label, _ in variants[:-1]:
                rows.append((workload, mode_name, label, med.get(label), med.get("CuTe"), source == algebra))
    print()

    def target(label, is_algebra, ratio):
        wanted = is_algebra or label.startswith("import")
        if not wanted or ratio is None:
            return "-"
        return f"<= {TARGET:.2f}x: " + ("met" if ratio <= TARGET else "MISSED")

    head = ("workload", "compiler, mode", "ours via", "ours s", "CuTe s", "ours/CuTe", "target",
            "ours MiB", "CuTe MiB")
    table = []
    for workload, mode_name, label, ours, peer, is_algebra in rows:
        ratio = ours[0] / peer[0] if ours and peer else None
        table.append((workload, mode_name, label,
                      f"{ours[0]:.2f}" if ours else "fails", f"{peer[0]:.2f}" if peer else "fails",
                      f"{ratio:.2f}" if ratio is not None else "-", target(label, is_algebra, ratio),
                      f"{ours[1]:.0f}" if ours else "-", f"{peer[1]:.0f}" if peer else "-"))
    print_table(head, table)
    print(f"(median wall time of {reps} compile(s); MiB: the largest max RSS of those compiles; the import "
          "rows compile only the TU, the BMIs already built)")
    return status


def print_table(head, rows):
    widths = [max(len(str(x)) for x in col) for col in zip(head, *rows)]
    line = lambda r: "| " + " | ".join(str(x).ljust(w) for x, w in zip(r, widths)) + " |"
    print(line(head))
    print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    for r in rows:
        print(line(r))


def first_message(err):
    """The first error's message, without its location: a static_assert's text if it has one."""
    for line in err.splitlines():
        if ": error: " in line or line.startswith("error: "):
            msg = line.split("error: ", 1)[1]
            m = re.search(r"static assertion failed(?: due to requirement '.*')?: (.*)$", msg)
            if m:
                msg = "static_assert: " + m.group(1)
            return msg if len(msg) <= 70 else msg[:67] + "..."
    return ""


def run_diagnostics(args, cute, cuda, measure):
    src = os.path.join(REPO, "src")
    snippets = sorted(f for f in os.listdir(os.path.join(REPO, "tests", "diagnostics")) if f.endswith(".cpp"))
    clang = args.cxx
    flags = ["-std=c++20", "-stdlib=libc++", "-fsyntax-only"]  # as tests/diagnostics/expect_error.cmake
    cuda_flags = [f for inc in cuda for f in ("-isystem", inc)]
    rows = []
    for name in snippets:
        ours_src = os.path.join(REPO, "tests", "diagnostics", name)
        expect = re.search(r"^// expect: (.*)$", open(ours_src).read(), re.M)
        expect = expect.group(1) if expect else None
        r = subprocess.run([clang] + flags + [f"-I{src}", ours_src], capture_output=True, text=True)
        ours_lines = r.stderr.count("\n")
        ours_names = "compiles!" if r.returncode == 0 else ("yes" if expect and expect in r.stderr else "no")
        peer_src = os.path.join(HERE, "diagnostics", name)
        if not os.path.isfile(peer_src):
            rows.append((name[:-4], ours_lines, ours_names, "-", "no CuTe equivalent", ""))
            continue
        names = re.search(r"^// names: (.*)$", open(peer_src).read(), re.M)
        p = subprocess.run([clang] + flags + [f"-I{cute}"] + cuda_flags + [peer_src], capture_output=True, text=True)
        if p.returncode == 0:
            peer_lines, peer_names, says = 0, "no: compiles", "(no error)"
        else:
            peer_lines = p.stderr.count("\n")
            peer_names = "yes" if names and re.search(names.group(1), p.stderr) else "no"
            says = first_message(p.stderr)
        rows.append((name[:-4], ours_lines, ours_names, peer_lines, peer_names, says))
    print(f"\ndiagnostics: each misuse of tests/diagnostics/ (ours) and bench/compile/diagnostics/ (CuTe), "
          f"{os.path.basename(clang)} {' '.join(flags)}")
    print_table(("case", "ours lines", "ours names it", "CuTe lines", "CuTe names it", "CuTe's first error"), rows)
    print("(lines: of the compiler's error output; ours names it: the error has the text of the snippet's "
          "`// expect:` line; CuTe names it: its error matches the `// names:` line of the CuTe snippet)")
    return 0


def main():
    p = argparse.ArgumentParser(description="Compile time and diagnostics of this library against CuTe.")
    p.add_argument("--reps", type=int, default=5, help="compiles of each workload and library (default 5)")
    p.add_argument("--cases", type=int, default=DEFAULT_CASES,
                   help=f"compile the first N cases of the algebra workload (default {DEFAULT_CASES}; 0: all)")
    p.add_argument("--quick", action="store_true", help=f"1 repetition of the first {QUICK_CASES} cases (CI)")
    p.add_argument("--diagnostics", action="store_true", help="only the diagnostics table")
    p.add_argument("--timings", action="store_true", help="only the timing table")
    p.add_argument("--build-dir", default=os.path.join(REPO, "build", "default"),
                   help="the module build whose BMIs the import rows use (default build/default)")
    p.add_argument("--cxx", default="clang++-19", help="clang when the build dir gives none (default clang++-19)")
    p.add_argument("--gxx", default="g++-12", help="the g++ of the g++ rows (default g++-12)")
    p.add_argument("--no-kernel", action="store_true",
                   help="without the kernel workload (kernel.sh: nvcc of a GEMM TU, about 7 minutes at 5 reps)")
    args = p.parse_args()
    if args.quick:
        args.reps, args.cases = 1, QUICK_CASES
    cute = cute_include()
    if not cute:
        print("compile-bench: CuTe's headers not found (pip install --no-deps nvidia-cutlass==4.2.0.0, or set "
              "CUTE_PEER_INCLUDE to a CUTLASS include directory): skipped")
        return 0
    cuda = cuda_include()
    if not cuda:
        print("compile-bench: the CUDA headers CuTe needs on the host were not found (CUDA_HOME): skipped")
        return 0
    if not shutil.which(args.cxx):
        print(f"compile-bench: {args.cxx} not found: skipped")
        return 0
    measure = Measure()
    if not measure.gnu_time:
        print("compile-bench: GNU time (/usr/bin/time -v) not found: no memory column")
    start = time.time()
    rc = 0
    if not args.diagnostics:
        rc |= run_timings(args, cute, cuda, measure)
        if args.quick or args.no_kernel:
            print("\nkernel workload: skipped here (--quick or --no-kernel); bench/compile/kernel.sh runs it")
        else:
            print("\nkernel workload (bench/compile/kernel.sh):", flush=True)
            rc |= subprocess.call(["bash", os.path.join(REPO, "bench", "compile", "kernel.sh"), "--reps", str(args.reps)])
    if not args.timings:
        rc |= run_diagnostics(args, cute, cuda, measure)
    print(f"\ncompile-bench: done in {time.time() - start:.0f} s")
    return rc


if __name__ == "__main__":
    sys.exit(main())

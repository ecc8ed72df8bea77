#!/usr/bin/env python3
"""Unit tests of cute-port: only #include lines change, by the map; unknown CuTe/CUTLASS headers are
kept and reported; a second run changes nothing; the map's targets exist in the library or the
compat root; line endings and bytes outside includes are kept. Usage: cute_port_test.py TOOL SRC_DIR"""
import importlib.machinery
import importlib.util
import os
import subprocess
import sys
import tempfile
import unittest

TOOL = sys.argv[1] if len(sys.argv) > 1 else ""
SRC = sys.argv[2] if len(sys.argv) > 2 else ""


def load_tool():
    loader = importlib.machinery.SourceFileLoader("cute_port", TOOL)
    spec = importlib.util.spec_from_loader("cute_port", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


cute_port = load_tool()

SOURCE = (
    "// a CuTe kernel\n"
    "#include <cute/tensor.hpp>\n"
    '#include "cutlass/util/GPU_Clock.hpp"\n'
    "#  include  <cute/arch/copy_sm80.hpp>   // trailing comment kept\n"
    "#include <cute/arch/mma_sm100_umma.hpp>\n"
    "#include <cutlass/gemm/gemm.h>\n"
    "#include <cute/not_a_header.hpp>\n"
    "#include <thrust/device_vector.h>\n"
    "#include <cstdio>\n"
    '#include "my_kernel.cuh"\n'
    "// #include <cute/tensor.hpp> in a comment is not a directive\n"
    'const char* s = "#include <cute/layout.hpp>";\n'
    "using namespace cute;\n"
)


def run_port(text):
    reports = []
    return cute_port.port(text, "in.cu", reports.append), reports


class PortTest(unittest.TestCase):
    def test_only_include_lines_change(self):
        ported, _ = run_port(SOURCE)
        before, after = SOURCE.splitlines(), ported.splitlines()
        self.assertEqual(len(before), len(after))
        changed = [(a, b) for a, b in zip(before, after) if a != b]
        self.assertEqual(changed, [
            ("#include <cute/tensor.hpp>", "#include <cute/compat/tensor.hpp>"),
            ('#include "cutlass/util/GPU_Clock.hpp"', '#include "cute/compat/gpu_clock.hpp"'),
        ])
        # Spacing, comments, strings, other headers: untouched.
        self.assertIn("#  include  <cute/arch/copy_sm80.hpp>   // trailing comment kept", after)
        self.assertIn("// #include <cute/tensor.hpp> in a comment is not a directive", after)
        self.assertIn('const char* s = "#include <cute/layout.hpp>";', after)

    def test_unknown_and_unsupported_headers_are_kept_and_reported(self):
        ported, reports = run_port(SOURCE)
        self.assertIn("#include <cute/arch/mma_sm100_umma.hpp>\n", ported)
        self.assertEqual(len(reports), 3, reports)
        self.assertTrue(reports[0].startswith("in.cu:5: kept cute/arch/mma_sm100_umma.hpp: no equivalent"))
        self.assertTrue(reports[1].startswith("in.cu:6: kept cutlass/gemm/gemm.h:"))
        self.assertTrue(reports[2].startswith("in.cu:7: kept cute/not_a_header.hpp: not a header of CuTe"))
        self.assertFalse(any("thrust" in r or "cstdio" in r or "my_kernel" in r for r in reports))

    def test_idempotent(self):
        once, _ = run_port(SOURCE)
        twice, reports = run_port(once)
        self.assertEqual(once, twice)
        self.assertEqual(len(reports), 3)  # the same kept lines, nothing new

    def test_map_is_idempotent(self):
        # A target that is itself a CuTe path maps to itself, so a second run changes nothing.
        for source, target in cute_port.HEADER_MAP.items():
            if target is not None and target in cute_port.HEADER_MAP:
                self.assertEqual(cute_port.HEADER_MAP[target], target, f"{source} -> {target}")

    def test_every_target_exists(self):
        for source, target in cute_port.HEADER_MAP.items():
            if target is None:
                continue
            root = os.path.join(SRC, "compat") if target.startswith("cute/compat/") else SRC
            self.assertTrue(os.path.isfile(os.path.join(root, target)), f"{source} -> {target}: no such header")

    def test_cutlass_trace_maps_to_the_aid(self):
        # CuTe's own unit tests include cutlass/trace.h for CUTLASS_TRACE_HOST.
        ported, reports = run_port('#include "cutlass/trace.h"\n#include <cutlass/trace.h>\n')
        self.assertEqual(ported, '#include "cute/compat/trace.hpp"\n#include <cute/compat/trace.hpp>\n')
        self.assertEqual(reports, [])

    def test_cutlass_complex_maps_to_the_aid(self):
        ported, reports = run_port("#include <cutlass/complex.h>\n")
        self.assertEqual(ported, "#include <cute/compat/numeric_types.hpp>\n")
        self.assertEqual(reports, [])

    def test_every_peer_header_is_mapped(self):
        # Every header of the installed CuTe (nvidia-cutlass) has an entry: mapped, or kept with a reason.
        try:
            import cutlass_library
        except ImportError:
            self.skipTest("nvidia-cutlass is not installed")
        include = os.path.join(os.path.dirname(cutlass_library.__file__), "source", "include")
        headers = [os.path.relpath(os.path.join(d, f), include).replace(os.sep, "/")
                   for d, _, files in os.walk(os.path.join(include, "cute")) for f in files if f.endswith(".hpp")]
        self.assertTrue(headers)
        self.assertEqual([h for h in sorted(headers) if h not in cute_port.HEADER_MAP], [])

    def test_line_endings_and_bytes_kept(self):
        text = "#include <cute/layout.hpp>\r\nint x = 1;\r\n\xe9\r\n"
        ported, _ = run_port(text)
        self.assertEqual(ported, "#include <cute/compat/cute.hpp>\r\nint x = 1;\r\n\xe9\r\n")

    def test_command_line(self):
        with tempfile.TemporaryDirectory() as work:
            source, target = os.path.join(work, "in.cu"), os.path.join(work, "out.cu")
            with open(source, "wb") as f:
                f.write(SOURCE.encode() + b"// latin-1 byte: \xe9\n")
            result = subprocess.run([sys.executable, TOOL, source, target], capture_output=True, text=True)
            self.assertEqual(result.returncode, 0)
            self.assertEqual(result.stderr.count("kept"), 3)
            with open(target, "rb") as f:
                self.assertTrue(f.read().endswith(b"// latin-1 byte: \xe9\n"))
            bad = subprocess.run([sys.executable, TOOL, os.path.join(work, "missing.cu"), target], capture_output=True)
            self.assertEqual(bad.returncode, 2)
            usage = subprocess.run([sys.executable, TOOL], capture_output=True)
            self.assertEqual(usage.returncode, 2)
            listing = subprocess.run([sys.executable, TOOL, "--map"], capture_output=True, text=True)
            self.assertIn("cute/tensor.hpp", listing.stdout)


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1])

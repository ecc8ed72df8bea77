#!/usr/bin/env python3
"""Parses SVG pictures as XML and checks their structure: a viewBox, one cell per position of each
panel, each cell with a <title> that names its 1-D coordinate (and index or thread), a label equal to
its data-label, a colour, and nothing that reaches outside the document.

  check_svg.py --program svg_test --out DIR   runs svg_test with CUTE_SVG_OUT=DIR, then checks DIR/*.svg
      [--cli cute-layout]                      and the pictures of `cute-layout show --svg`
  check_svg.py FILE.svg...                    checks the given files
"""
import argparse
import os
import pathlib
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

NS = "{http://www.w3.org/2000/svg}"


# Layouts drawn by the command line: rank 2, rank 1 (a column), hierarchical, non-injective.
CLI_CASES = {
    "rank2": "(2,(2,3)):(6,(3,1))",
    "rank1": "(8):(2)",
    "product": "raked_product((2,2):(1,2), (3,4):(4,1))",
    "broadcast": "(4,3):(0,1)",
}


def check(path):
    errors = []
    root = ET.parse(path).getroot()
    if root.tag != NS + "svg":
        return [f"root element is {root.tag}, not svg"]
    box = root.get("viewBox", "").split()
    if len(box) != 4 or box[:2] != ["0", "0"] or box[2:] != [root.get("width"), root.get("height")]:
        errors.append(f"viewBox {root.get('viewBox')!r} does not match width/height")
    for e in root.iter():
        if e.tag in (NS + "image", NS + "script", NS + "foreignObject", NS + "use"):
            errors.append(f"external or active element {e.tag}")
        for name in e.attrib:
            if name.endswith("href"):
                errors.append(f"reference attribute {name}")
    panels = root.findall(NS + "g[@class='panel']")
    if not panels:
        errors.append("no panel")
    cells_total = 0
    for panel in panels:
        key_name = panel.get("data-key-name")
        seen = set()
        for cell in panel.findall(NS + "g[@class='cell']"):
            cells_total += 1
            pos = (int(cell.get("data-row")), int(cell.get("data-col")))
            if pos in seen:
                errors.append(f"panel {panel.get('data-panel')}: two cells at {pos}")
            seen.add(pos)
            children = list(cell)
            if [c.tag for c in children] != [NS + "title", NS + "rect", NS + "text"]:
                errors.append(f"cell {pos}: children {[c.tag for c in children]}")
                continue
            title, rect, text = children
            if (text.text or "") != cell.get("data-label"):
                errors.append(f"cell {pos}: label {text.text!r} != data-label {cell.get('data-label')!r}")
            if not re.fullmatch(r"#[0-9a-f]{6}", rect.get("fill", "")):
                errors.append(f"cell {pos}: fill {rect.get('fill')!r}")
            t = title.text or ""
            if f"1-D coordinate {cell.get('data-c1d')}" not in t:
                errors.append(f"cell {pos}: title {t!r} lacks its 1-D coordinate")
            if key_name == "index" and not t.endswith(f"index {cell.get('data-index')}"):
                errors.append(f"cell {pos}: title {t!r} lacks its index")
            if key_name == "thread" and cell.get("data-key") != "-1" and f"thread {cell.get('data-key')} value" not in t:
                errors.append(f"cell {pos}: title {t!r} lacks its thread")
        if seen:
            rows = max(r for r, _ in seen) + 1
            cols = max(c for _, c in seen) + 1
            if len(seen) != rows * cols:
                errors.append(f"panel {panel.get('data-panel')}: {len(seen)} cells for {rows} x {cols} positions")
    if cells_total == 0:
        errors.append("no cell")
    return errors


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--program")
    ap.add_argument("--out")
    ap.add_argument("--cli")
    ap.add_argument("files", nargs="*")
    args = ap.parse_args()
    files = [pathlib.Path(f) for f in args.files]
    if args.program:
        out = pathlib.Path(args.out)
        out.mkdir(parents=True, exist_ok=True)
        for old in out.glob("*.svg"):
            old.unlink()
        subprocess.run([args.program], check=True, stdout=subprocess.DEVNULL, env=dict(os.environ, CUTE_SVG_OUT=str(out)))
        if args.cli:
            for name, expr in CLI_CASES.items():
                svg = subprocess.run([args.cli, "show", "--svg", expr], check=True, capture_output=True).stdout
                (out / f"cli_{name}.svg").write_bytes(svg)
        files += sorted(out.glob("*.svg"))
    if not files:
        print("check_svg: no SVG to check")
        return 1
    failed = 0
    for f in files:
        try:
            errors = check(f)
        except ET.ParseError as e:
            errors = [f"not well-formed XML: {e}"]
        for e in errors[:10]:
            print(f"{f}: {e}")
        failed += bool(errors)
    print(f"{len(files) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

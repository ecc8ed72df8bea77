#!/usr/bin/env python3
"""The interactive page of `cute-layout show --html` in a real browser (headless Chromium through
selenium and chromedriver): the DOM has one cell per coordinate with the right titles, hovering a
cell highlights exactly the cells of the same index and its row and column numbers and tells its
1-D coordinate, the toggle shows 1-D coordinates. Screenshots of the page (before, hovering, toggled)
and of the library's SVG pictures go to --out.

Exits 77 (skipped) with a message when selenium, Chromium or chromedriver is missing or cannot start
(`CUTE_BOOTSTRAP_BROWSER=1 . scripts/bootstrap.sh` installs them).
"""
import argparse
import pathlib
import shutil
import subprocess
import sys

SKIP = 77

# A non-injective, hierarchical layout: ((2,2),3):((0,1),2), every index held by two cells.
EXPR = "((2,2),3):((0,1),2)"
ROWS, COLS = 4, 3


def index_of(r, c):
    return 0 * (r % 2) + 1 * (r // 2) + 2 * c


def skip(why):
    print(f"browser_test: skipped: {why}")
    return SKIP


def start_browser():
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        return None, "selenium is not installed (pip install selenium)"
    chromium = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    driver = shutil.which("chromedriver") or next((p for p in ["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"]
                                                   if pathlib.Path(p).exists()), None)
    if not chromium or not driver:
        return None, "Chromium or chromedriver not found (apt-get install chromium chromium-driver)"
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for arg in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=900,600",
                "--hide-scrollbars", "--force-device-scale-factor=1"]:
        options.add_argument(arg)
    try:
        return webdriver.Chrome(service=Service(driver), options=options), None
    except Exception as e:  # no display, sandbox, version mismatch: the browser cannot start here
        return None, f"Chromium did not start: {str(e).splitlines()[0] if str(e) else type(e).__name__}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tool", required=True, help="the cute-layout program")
    ap.add_argument("--out", required=True, help="folder for the page and the screenshots")
    ap.add_argument("--svg", nargs="*", default=[], help="SVG pictures to screenshot")
    ap.add_argument("--mma-html", help="the page of a TiledMMA (svg_test writes it), to hover")
    args = ap.parse_args()
    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    page = out / "layout.html"
    page.write_bytes(subprocess.run([args.tool, "show", "--html", EXPR], check=True, capture_output=True).stdout)

    browser, why = start_browser()
    if browser is None:
        return skip(why)
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By

    failures = []

    def label(cell):  # the drawn text of a cell (an element's .text would include its <title>)
        return browser.execute_script("return arguments[0].querySelector('text').textContent", cell)

    def expect(ok, what):
        if not ok:
            failures.append(what)
            print(f"browser_test: FAILED: {what}")

    try:
        browser.get(page.resolve().as_uri())
        browser.save_screenshot(str(out / "page.png"))

        # The DOM: one cell per coordinate, each titled with its coordinate, 1-D coordinate and index.
        cells = browser.find_elements(By.CSS_SELECTOR, "#picture svg g.cell")
        expect(len(cells) == ROWS * COLS, f"{len(cells)} cells, expected {ROWS * COLS}")
        by_pos = {}
        for cell in cells:
            r, c = int(cell.get_attribute("data-row")), int(cell.get_attribute("data-col"))
            expect((r, c) not in by_pos, f"two cells at ({r},{c})")
            by_pos[(r, c)] = cell
        for r in range(ROWS):
            for c in range(COLS):
                cell = by_pos.get((r, c))
                expect(cell is not None, f"no cell at ({r},{c})")
                if cell is None:
                    continue
                title = browser.execute_script("return arguments[0].querySelector('title').textContent", cell)
                want = f"row {r}, column {c}, 1-D coordinate {r + c * ROWS}, index {index_of(r, c)}"
                expect(title == want, f"title of ({r},{c}) is {title!r}, expected {want!r}")
                expect(label(cell) == str(index_of(r, c)), f"cell ({r},{c}) shows {label(cell)!r}")
        expect(browser.execute_script("return document.querySelectorAll('[href],[src],link').length") == 0,
               "the page references something outside itself")

        # Hover (2,1): index 3, also held by (3,1); its row and column numbers light up.
        ActionChains(browser).move_to_element(by_pos[(2, 1)]).perform()
        browser.save_screenshot(str(out / "hover.png"))
        same = {(int(e.get_attribute("data-row")), int(e.get_attribute("data-col")))
                for e in browser.find_elements(By.CSS_SELECTOR, "g.cell.same")}
        want_same = {(r, c) for r in range(ROWS) for c in range(COLS) if index_of(r, c) == index_of(2, 1)}
        expect(same == want_same, f"hovering (2,1) highlights {sorted(same)}, expected {sorted(want_same)}")
        hovered = browser.find_elements(By.CSS_SELECTOR, "g.cell.hovered")
        expect([e.get_attribute("data-row") + "," + e.get_attribute("data-col") for e in hovered] == ["2,1"],
               "the hovered cell is not marked")
        numbers = sorted((e.get_attribute("class"), e.text) for e in browser.find_elements(By.CSS_SELECTOR, "text.highlighted"))
        expect(numbers == [("col-number highlighted", "1"), ("row-number highlighted", "2")],
               f"highlighted numbers {numbers}")
        info = browser.find_element(By.ID, "info").text
        expect(info == "row 2, column 1, 1-D coordinate 6, index 3 (2 cells with index 3)", f"info line {info!r}")
        stroke = browser.execute_script("return getComputedStyle(arguments[0].querySelector('rect')).stroke",
                                        by_pos[(3, 1)])
        expect(stroke == "rgb(204, 0, 0)", f"the other cell of index 3 is drawn with stroke {stroke}")

        # Another cell: the highlight moves.
        ActionChains(browser).move_to_element(by_pos[(0, 0)]).perform()
        same = {(int(e.get_attribute("data-row")), int(e.get_attribute("data-col")))
                for e in browser.find_elements(By.CSS_SELECTOR, "g.cell.same")}
        expect(same == {(0, 0), (1, 0)}, f"hovering (0,0) highlights {sorted(same)}")

        # The toggle: 1-D coordinates instead of indices, and back.
        browser.find_element(By.ID, "show-c1d").click()
        ActionChains(browser).move_to_element(by_pos[(2, 1)]).perform()
        browser.save_screenshot(str(out / "toggled.png"))
        shown = {pos: label(cell) for pos, cell in by_pos.items()}
        expect(all(shown[(r, c)] == str(r + c * ROWS) for r, c in shown), f"toggled labels {shown}")
        browser.find_element(By.ID, "show-c1d").click()
        expect(all(label(cell) == str(index_of(*pos)) for pos, cell in by_pos.items()), "labels after toggling back")

        # The page of a TiledMMA: hovering a cell of C highlights the cells of its thread in C only.
        if args.mma_html:
            browser.get(pathlib.Path(args.mma_html).resolve().as_uri())
            c00 = browser.find_element(By.CSS_SELECTOR, "g.panel[data-name='C'] g.cell[data-row='0'][data-col='0']")
            browser.execute_script("arguments[0].scrollIntoView()", c00)
            ActionChains(browser).move_to_element(c00).perform()
            same = browser.find_elements(By.CSS_SELECTOR, "g.cell.same")
            panels = {e.find_element(By.XPATH, "..").get_attribute("data-name") for e in same}
            labels = sorted(label(e) for e in same)
            expect(panels == {"C"} and labels == ["T0V0", "T0V1", "T0V2", "T0V3"],
                   f"hovering C(0,0) of the TiledMMA highlights {labels} in panels {panels}")
            info = browser.find_element(By.ID, "info").text
            expect(info.endswith("(4 cells with thread 0)"), f"TiledMMA info line {info!r}")

        # The library's SVG pictures, as a browser draws them.
        for svg in args.svg:
            path = pathlib.Path(svg)
            browser.get(path.resolve().as_uri())
            size = browser.execute_script("var s = document.documentElement; return [s.width.baseVal.value, s.height.baseVal.value]")
            browser.set_window_size(int(size[0]) + 16, int(size[1]) + 140)
            browser.save_screenshot(str(out / (path.stem + ".png")))
            n = browser.execute_script("return document.querySelectorAll('g.cell').length")
            expect(n > 0, f"{path.name}: no cell drawn")
    finally:
        browser.quit()

    print(f"browser_test: screenshots in {out}")
    print(f"{0 if failures else 1} passed, {1 if failures else 0} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

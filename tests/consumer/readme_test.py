#!/usr/bin/env python3
"""Follows the README's "Use it from your CMake project" section literally, in a fresh folder: runs its
first sh block in the checkout (the install), writes its cmake and c++ blocks as CMakeLists.txt and
main.cpp of a new project, runs its second sh block there, and checks what the program printed.

HOME is a fresh folder (the README installs into $HOME/.local); PATH starts with the folders of the
cmake and ninja the build used. The only liberty: when the library was built elsewhere than the
README's build/default, that path is replaced by the actual build folder (and said so).
"""
import argparse
import os
import pathlib
import re
import shutil
import subprocess
import sys


def section(readme, title):
    text = readme.split(f"\n## {title}\n", 1)
    if len(text) != 2:
        sys.exit(f"readme_test: the README has no '## {title}' section")
    return text[1].split("\n## ", 1)[0]


def blocks(text):
    return [(lang, body) for lang, body in re.findall(r"```([^\n`]*)\n(.*?)```", text, re.S)]


def run(script, cwd, env):
    print(f"readme_test: in {cwd}:\n{script}", flush=True)
    return subprocess.run(["bash", "-euo", "pipefail", "-c", script], cwd=cwd, env=env, capture_output=True, text=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--source", required=True)
    ap.add_argument("--build", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("--cmake", required=True)
    ap.add_argument("--ninja", required=True)
    args = ap.parse_args()
    source = pathlib.Path(args.source).resolve()
    work = pathlib.Path(args.work).resolve()
    shutil.rmtree(work, ignore_errors=True)
    home, project = work / "home", work / "hello"
    home.mkdir(parents=True)
    project.mkdir(parents=True)

    steps = blocks(section((source / "README.md").read_text(), "Use it from your CMake project"))
    langs = [lang for lang, _ in steps]
    if langs != ["sh", "cmake", "c++", "sh"]:
        sys.exit(f"readme_test: expected blocks sh, cmake, c++, sh in the consumer section, found {langs}")
    install, cmakelists, main_cpp, build = (body for _, body in steps)

    env = dict(os.environ)
    env["HOME"] = str(home)
    env["PATH"] = os.pathsep.join([str(pathlib.Path(args.cmake).parent), str(pathlib.Path(args.ninja).parent), env["PATH"]])

    build_dir = pathlib.Path(args.build).resolve()
    if build_dir != source / "build" / "default":
        print(f"readme_test: the library was built in {build_dir}, not build/default: using that")
        install = install.replace("build/default", str(build_dir))
    r = run(install, source, env)
    if r.returncode != 0:
        print(r.stdout, r.stderr)
        sys.exit("readme_test: the install command failed")

    (project / "CMakeLists.txt").write_text(cmakelists)
    (project / "main.cpp").write_text(main_cpp)
    r = run(build, project, env)
    print(r.stdout[-3000:], r.stderr[-3000:])
    if r.returncode != 0:
        sys.exit("readme_test: the README's configure, build and run commands failed")
    ok = "(_2,_3):(_3,_1)" in r.stdout and "<svg xmlns=" in r.stdout and "</svg>" in r.stdout
    print("1 passed, 0 failed" if ok else "0 passed, 1 failed")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())

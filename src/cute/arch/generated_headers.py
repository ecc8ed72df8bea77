"""The last step of the header generators beside it (mma_sync_gen.py, mma_sm90_gmma_gen.py): write the
headers, or with --check report those that are not the generator's output."""
import os
import sys


def write_or_check(outputs, generator):
    """outputs: {header file name: text}, written beside the generator script (its path). Returns the
    exit status: with --check, 1 if a checked-in header differs from its text."""
    here = os.path.dirname(os.path.abspath(generator))
    if sys.argv[1:] == ["--check"]:
        stale = [name for name, text in outputs.items() if open(os.path.join(here, name)).read() != text]
        for name in stale:
            print(f"{os.path.join(here, name)} is not {os.path.basename(generator)}'s output: run python3 {generator}",
                  file=sys.stderr)
        return 1 if stale else 0
    for name, text in outputs.items():
        with open(os.path.join(here, name), "w") as f:
            f.write(text)
    return 0

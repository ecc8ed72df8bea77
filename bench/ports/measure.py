#!/usr/bin/env python3
"""measure.py STAT LOG -- COMMAND...: runs COMMAND with its output to LOG, and writes to STAT one line
"<exit status> <wall seconds> <peak resident KiB>": the peak is the largest resident set of the
command and of every process it waited for (nvcc's cicc, ptxas, the host compiler), as GNU time's
"maximum resident set size". Exits with the command's status."""
import resource
import subprocess
import sys
import time

stat, log = sys.argv[1], sys.argv[2]
command = sys.argv[sys.argv.index("--") + 1:]
start = time.monotonic()
with open(log, "w") as out:
    status = subprocess.call(command, stdout=out, stderr=subprocess.STDOUT)
wall = time.monotonic() - start
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss  # KiB on Linux
with open(stat, "w") as f:
    f.write(f"{status} {wall:.2f} {peak}\n")
sys.exit(status)

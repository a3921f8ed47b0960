"""Run a MicroPython benchmark script (tools/mp/scripts/NAME) and parse its
`key value` lines."""

import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(name, heap_kb=8192):
    path = os.path.join(ROOT, "tools", "mp", "scripts", name)
    proc = subprocess.run(["node", os.path.join(ROOT, "tools", "mp", "run.mjs"), path, str(heap_kb)],
                          capture_output=True, text=True, cwd=ROOT)
    if proc.returncode:
        raise SystemExit("MicroPython run failed (is tools/mp installed? `make test` does it):\n"
                         + proc.stderr)
    out = {}
    for line in proc.stdout.splitlines():
        parts = line.split()
        if len(parts) == 2:
            out[parts[0]] = parts[1]
    return out

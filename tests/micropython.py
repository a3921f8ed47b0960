"""Running a script under the npm MicroPython (see tools/mp/run.mjs)."""

import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RUNNER = os.path.join(ROOT, "tools", "mp", "run.mjs")
RUNTIME = os.path.join(ROOT, "tools", "mp", "node_modules", "@micropython")


def run(script, heap_kb=4096, timeout=900, extra=()):
    """Run tests/mp_scripts/<script> under MicroPython; return its stdout
    lines. `extra`: host folders copied into the runtime too (MP_EXTRA)."""
    if not os.path.isdir(RUNTIME):
        raise AssertionError("the MicroPython runtime is not installed: run `make test`, "
                             "which installs it from tools/mp/package-lock.json")
    path = os.path.join(ROOT, "tests", "mp_scripts", script)
    env = dict(os.environ, MP_EXTRA=":".join(extra))
    proc = subprocess.run(["node", RUNNER, path, str(heap_kb)], capture_output=True,
                          text=True, timeout=timeout, cwd=ROOT, env=env)
    assert proc.returncode == 0, "MicroPython failed:\n" + proc.stderr[-3000:]
    return proc.stdout.splitlines()

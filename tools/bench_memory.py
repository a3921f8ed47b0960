"""The memory budget, measured under MicroPython (the npm runtime):
`python -m tools.bench_memory`.

Prints the live heap after importing the engine with its computer players,
after importing everything code.py imports on a PyBadge (native modules
such as displayio replaced by small stand-ins, tools/mp/stubs, only for
this measurement; the libraries are the real ones from the virtual
environment, copied into the runtime's own filesystem), and the peak live
heap of a complete two-player Cribbage game between two hard players and of
a six-player Trash game. The runtime is 32-bit WebAssembly and counts about
1.3 times what a 32-bit CircuitPython core counts for the same modules (171
KB here for 132 KB there); the whole app on the board's own core is
measured by tools.bench_board_memory."""

import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GOALS = {  # npm-runtime bytes (a 32-bit board: about 1/1.3 of these)
    "engine_and_players_bytes": 120 * 1024,
    "cribbage_2p_hard_peak_bytes": 24 * 1024,
    "trash_6p_hard_peak_bytes": 24 * 1024,
}
LIBS = ("neopixel",)


def library_dir():
    """A temporary folder with the real libraries the board gets in lib/."""
    out = tempfile.mkdtemp(prefix="mp-libs-")
    for name in LIBS:
        spec = importlib.util.find_spec(name)
        if spec is None:
            raise SystemExit("%s is not installed: run `make test` first" % name)
        if spec.submodule_search_locations:
            src = list(spec.submodule_search_locations)[0]
            shutil.copytree(src, os.path.join(out, name),
                            ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy(spec.origin, out)
    return out


def measure():
    libs = library_dir()
    try:
        env = dict(os.environ)
        env["MP_EXTRA"] = os.path.join(ROOT, "tools", "mp", "stubs") + ":" + libs
        proc = subprocess.run(["node", os.path.join(ROOT, "tools", "mp", "run.mjs"),
                               os.path.join(ROOT, "tools", "mp", "scripts", "memory.py"), "16384"],
                              capture_output=True, text=True, cwd=ROOT, env=env)
    finally:
        shutil.rmtree(libs, ignore_errors=True)
    if proc.returncode:
        raise SystemExit("MicroPython run failed:\n" + proc.stderr)
    figures = {}
    for line in proc.stdout.splitlines():
        parts = line.split()
        if len(parts) == 2 and parts[1].isdigit():
            figures[parts[0]] = int(parts[1])
    return figures


def main():
    f = measure()
    print("MicroPython (npm, 32-bit WebAssembly) live heap, bytes:")
    print("  engine + computer players after import: %7d  (goal < %d)"
          % (f["engine_and_players_bytes"], GOALS["engine_and_players_bytes"]))
    print("  everything code.py imports (PyBadge):   %7d" % f["everything_bytes"])
    print("  peak of a 2-player game, hard vs hard:  %7d  (goal < %d; %d actions)"
          % (f["cribbage_2p_hard_peak_bytes"], GOALS["cribbage_2p_hard_peak_bytes"],
             f["cribbage_2p_hard_actions"]))
    print("  peak of a 6-player Trash game:          %7d  (goal < %d; %d actions)"
          % (f["trash_6p_hard_peak_bytes"], GOALS["trash_6p_hard_peak_bytes"],
             f["trash_6p_hard_actions"]))
    print("  the 32-bit CircuitPython core counts about 1/1.3 of this: engine %d KB, everything %d KB"
          " (python -m tools.bench_board_memory measures it there)"
          % (f["engine_and_players_bytes"] * 10 // 13 // 1024, f["everything_bytes"] * 10 // 13 // 1024))
    bad = [k for k, v in GOALS.items() if f[k] >= v]
    print("within the goals" if not bad else "ABOVE THE GOALS: " + ", ".join(bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

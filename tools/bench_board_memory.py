"""The whole app's heap on a board: `python -m tools.bench_board_memory`.

Plays tools/mp/scripts/app_session.py (the app as code.py builds it on a
PyBadge, driven by keys from the title: the menus, a 4-game Cribbage match
of each table, Trash with 2, 4 and 8 players) and prints the live heap per
stage:

- on ../shared/tools/circuitpython32 (the 32-bit CircuitPython core built
  like the SAMD51, whose -X heapsize is a hard limit), from the drive tree
  tools.deploy makes for CircuitPython 10 (.mpy) and for 9 (.py);
- on the npm MicroPython (32-bit WebAssembly; it counts about 1.3 times the
  core and its heap grows instead of failing), from .py, sampled only
  between key presses (its gc scans the stack conservatively).

--quick: the core with .mpy only.
"""

import os
import shutil
import subprocess
import sys

from tools import cp32

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRIPT = os.path.join(ROOT, "tools", "mp", "scripts", "app_session.py")
# What the heap test (tests/test_board_heap.py) holds the app to: the
# goals, with the measurement's own code (this script, the stand-ins) in the
# same heap though no board holds it.
HEAP_KB = 112  # the hard limit the whole session must run in
PEAK_LIMIT = 100 * 1024  # the goal, met with the measurement's own code counted in
LARGEST_BLOCK_MIN = 16 * 1024  # the goal, likewise
GROWTH_LIMIT = 2048  # a game's end against its start; the title after each game
GOAL_PEAK = 100 * 1024
GOAL_LARGEST_BLOCK = 16 * 1024


def parse(out):
    """Figures of a run: {"figure": {name: bytes}, "peak": {stage: bytes},
    "games": [(label, start, end)], "done": bool, "peak_at": str}."""
    f = {"figure": {}, "peak": {}, "games": [], "done": False, "peak_at": "", "readout": [],
         "tail": "\n".join(out.splitlines()[-12:])}
    for line in out.splitlines():
        w = line.split()
        if line == "done":
            f["done"] = True
        elif w[:1] == ["figure"] and len(w) >= 3:
            name = " ".join(w[1:-1]) if not w[-1].isdigit() or len(w) == 3 else " ".join(w[1:-1])
            if w[1] == "peak":
                f["figure"]["peak"] = int(w[2])
                f["peak_at"] = " ".join(w[3:])
            else:
                f["figure"][name] = int(w[-1])
        elif w[:1] == ["peak"] and len(w) == 3:
            f["peak"][w[1]] = int(w[2])
        elif w[:1] == ["game"] and len(w) == 10:  # game LABEL N: start S end E actions A B
            f["games"].append(("%s #%s" % (w[1], w[2].rstrip(":")), int(w[4]), int(w[6]),
                               int(w[9]) - int(w[8])))
        elif w[:1] == ["readout"]:
            f["readout"].append(line[8:])
        elif line.startswith("qstr pool: n_pool="):  # qstr pool: n_pool=6, n_qstr=1243, ...
            nums = dict(kv.split("=") for kv in line[11:].split(", "))
            f["figure"]["qstr_pools"] = int(nums["n_pool"])
            f["figure"]["qstrs"] = int(nums["n_qstr"])
    return f


def run_core(mpy=True, heap_kb=HEAP_KB, board="pybadge"):
    """(exit code, figures, stderr) of the session on circuitpython32, as
    the PyBadge (or the CLUE: its 240x240 layout) runs it."""
    tree = cp32.drive(mpy=mpy)
    try:
        rc, out, err = cp32.run(SCRIPT, tree, heap_kb=heap_kb, cwd=tree, board=board)
    finally:
        shutil.rmtree(tree, ignore_errors=True)
    return rc, parse(out), err


def run_npm():
    """Figures of the session on the npm MicroPython (.py files)."""
    from tools.bench_memory import library_dir
    libs = library_dir()
    entry = os.path.join(libs, "_entry")
    os.makedirs(entry)
    shutil.copy(os.path.join(ROOT, "code.py"), entry)
    try:
        env = dict(os.environ, MP_EXTRA=":".join((cp32.STUBS, libs, entry)))
        p = subprocess.run(["node", os.path.join(ROOT, "tools", "mp", "run.mjs"), SCRIPT, "4096"],
                           capture_output=True, text=True, cwd=ROOT, env=env, timeout=3000)
    finally:
        shutil.rmtree(libs, ignore_errors=True)
    if p.returncode:
        raise SystemExit("MicroPython run failed:\n" + p.stderr[-2000:])
    return parse(p.stdout)


def table(name, f):
    fig = f["figure"]
    kb = lambda n: "%6.1f" % (n / 1024.0)  # noqa: E731
    print("%s: live heap, KB" % name)
    print("  after imports (code.py's own) %s   after App() %s   title %s   end %s"
          % (kb(fig.get("imports", 0)), kb(fig.get("app", 0)), kb(fig.get("title", 0)),
             kb(fig.get("end", 0))))
    print("  %-8s %8s %11s %10s %13s %8s" % ("stage", "peak", "title after", "game start",
                                             "growth, bytes", "actions"))
    for stage in ("2p6", "2p5", "3p", "4p", "trash2", "trash4", "trash8"):
        games = [g for g in f["games"] if g[0].startswith(stage + " ")]
        worst = max(games or [("", 0, 0, 0)], key=lambda g: g[2] - g[1])
        after = fig.get("after " + stage, 0)
        print("  %-8s %8s %11s %10s %13d %8d" % (stage, kb(f["peak"].get(stage, 0)), kb(after),
                                                kb(games[1][1] if len(games) > 1 else
                                                   (games[0][1] if games else 0)),
                                                worst[2] - worst[1], worst[3]))
    block = fig.get("largest_block", 0)
    print("  peak %s KB (%s); largest free block at the end %s" % (
        kb(fig.get("peak", 0)), f["peak_at"],
        (kb(block) + " KB") if block < 255 * 1024 else "(heap not limited)"))
    if "qstrs" in fig:  # each new pool doubles the last: near the top of one, a few names cost KBs
        print("  interned names at the end %d, in %d pools" % (fig["qstrs"], fig["qstr_pools"]))


def main(argv=None):
    quick = "--quick" in (argv or sys.argv[1:])
    if not cp32.available():
        print(cp32.MISSING)
        return 1
    rc, f, err = run_core(True)
    if rc:
        print(err[-2000:])
    table("circuitpython32, .mpy (CircuitPython 10), -X heapsize=%dk" % HEAP_KB, f)
    ok = rc == 0 and f["done"]
    if not quick:
        rc2, f2, err2 = run_core(False, 1024)
        table("circuitpython32, .py (CircuitPython 9: compiled on the board at import; "
              "heap not limited)", f2)
        table("npm MicroPython 1.27 (WebAssembly), .py, between key presses", run_npm())
    driver, stubs = scaffolding(f)
    peak = f["figure"].get("peak", 0)
    print("the measurement's own code, which no board holds: this script %.1f KB, the stand-ins "
          "for native modules %.1f KB" % (driver / 1024.0, stubs / 1024.0))
    print("the app's own peak (less those): %.1f KB (goal: %d KB)"
          % ((peak - driver - stubs) / 1024.0, GOAL_PEAK // 1024))
    spare = HEAP_KB + (driver + stubs + 1023) // 1024
    rc3, f3, err3 = run_core(True, spare)
    print("largest free block at the end: %.1f KB in -X heapsize=%dk with the measurement's code; "
          "%.1f KB in %dk (the same room for the app) (goal: %d KB)"
          % (f["figure"].get("largest_block", 0) / 1024.0, HEAP_KB,
             f3["figure"].get("largest_block", 0) / 1024.0, spare, GOAL_LARGEST_BLOCK // 1024))
    rc4, f4, err4 = run_core(True, CLUE_HEAP_KB, board="clue")  # the CLUE's own layout (ui/clue.py)
    table("the CLUE (240x240: its 120x120 layout), circuitpython32, .mpy, -X heapsize=%dk" % CLUE_HEAP_KB, f4)
    return 0 if ok and rc4 == 0 and f4["done"] else 1


CLUE_HEAP_KB = 128


def _measure(code):
    """Bytes live after running `code` on the core (the stand-ins on its path)."""
    import tempfile
    folder = tempfile.mkdtemp(prefix="cp32-")
    script = os.path.join(folder, "measure.py")
    with open(script, "w") as f:
        f.write(code + "\nimport gc\ngc.collect()\nprint(gc.mem_alloc())\n")
    try:
        rc, out, err = cp32.run(script, folder, heap_kb=256)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    if rc or not out.split():
        raise SystemExit("could not measure on the core: " + err[-500:])
    return int(out.split()[-1])


def scaffolding(f):
    """(driver, stand-ins): bytes of the measurement's own code, which no
    board holds: this script's compiled code (its first figure less an empty
    script's) and the stand-ins for the native modules."""
    empty = _measure("")
    stubs = _measure("import board, microcontroller, displayio, terminalio, audiocore, audioio, "
                     "digitalio, keypad, adafruit_pixelbuf, supervisor, neopixel_write") - empty
    return f["figure"]["bare"] - empty, stubs


if __name__ == "__main__":
    sys.exit(main())

"""Instructions per key, and the idle loop's instructions a second, on the
board's core: `python -m tools.bench_keys` (part of `make bench`).

Plays tools/mp/scripts/key_cost.py (the app as code.py builds it on a
PyBadge, a plan of steps with a clock of its own) on
../shared/tools/circuitpython32 under valgrind's callgrind, in one run that
waits before each step while the instructions counted since the last are
dumped (callgrind_control -d; a wait costs about 10 K), and prints each
step's: for
a key, what the board runs from the key to the frame that shows it (the
key and the loop's tick after it); "then", the work of the next 200 ms
(what follows the frame), each round of the loop measured on its own:
the longest is what a key pressed then waits for before it is read
(issue #58); the work done ahead while the player looks at a hand, the
same way, round by round; for an idle step, the main loop's
instructions a second with no key. Times are estimates: a SAMD51 at 120 MHz runs very
roughly 60-100 M of these x86-32 instructions a second.

Each figure is also given less the stand-ins' Python: the calls of each
stand-in method a step makes (counted in a run of its own) times what one
costs over its native analog (stand_in_excess, measured on the core); a
board runs displayio natively. The verdicts are on that figure, on the
PyBadge's layout (160x128) and the CLUE's (240x240, scale 2). Start-up,
from code.py's start to the first frame and to the title, is measured so
too, the stand-ins' modules (built into a board; compiled here from their
Python, about 13 M) imported before it.

Each key and each step told is measured after a collection (the plan's
unreported "gc" steps): its own work, not a collection of the garbage the
keys before it left; what a collection costs when one falls in a key is
printed once.

Targets (issues #36, #58): every round after a key or in the player's
thinking time at most 3 M; a human's key at most 3 M to its frame (but those
that hand over to a computer; a hint, the player's own request for the
computer's search: to its "thinking" frame, drawn before the search); the idle loop at most 5 % of what the loop
that never rests burns a second, i.e. all of the CPU: at most 3 M a
second (5 % of the slow estimate's 60 M).

  python -m tools.bench_keys [--plans crib,trash] [--boards pybadge,clue]
"""

import argparse
import concurrent.futures
import os
import re
import shutil
import subprocess

from tools import cp32

SCRIPT = os.path.join(cp32.ROOT, "tools", "mp", "scripts", "key_cost.py")
KEY_LIMIT = 3e6
IDLE_LIMIT = 3e6  # a second: 5 % of 60 M, the slow end of the SAMD51's estimate
SLOW, FAST = 60e6, 100e6  # the SAMD51's instructions a second, roughly (the estimate's ends)
HEAP_KB = 192  # room for the measurement: the heap is tools.bench_board_memory's business


def run(tree, plan, board="pybadge", calls=False):
    """The plan played on a fresh nvm (no game saved before), as `board`
    lays it out (its stand-ins first: tools/mp/stubs/clue). With `calls`,
    not counted: its stdout, the stand-ins' calls of each step printed.
    Else under callgrind, in one run that waits before each step while the
    instructions counted since the last are dumped (callgrind_control, a
    part of the profile each): {n: (instructions of step n, what it
    printed)}."""
    work = tree + "-%s-%s-%d" % (plan, board, calls)
    shutil.copytree(tree, work)
    try:
        with open(os.path.join(work, "nvm.bin"), "wb") as f:
            f.write(b"\xff" * 8192)
        name = "_script.py"
        with open(SCRIPT) as f:
            body = "PLAN = %r\nCOUNT = %d\nSYNC = %d\n" % (plan, calls, not calls) + f.read()
        with open(os.path.join(work, name), "w") as f:
            f.write(body)
        shutil.copy(os.path.join(os.path.dirname(SCRIPT), "stand_in_calls.py"), work)
        stubs = os.path.join(work, "_stubs")
        if not os.path.isdir(stubs):
            shutil.copytree(cp32.STUBS, stubs, ignore=shutil.ignore_patterns("__pycache__"))
        first = "./_stubs/%s:" % board if board != "pybadge" else ""
        env = dict(os.environ, MICROPYPATH=first + ".:./lib:./_stubs")
        cmd = [cp32.CORE, "-X", "heapsize=%dk" % HEAP_KB, "./" + name]
        if calls:
            p = subprocess.run(cmd, capture_output=True, text=True, env=env, cwd=work, timeout=3600)
            if p.returncode or "done" not in p.stdout:
                raise RuntimeError("%s failed: %s %s" % (plan, p.stdout[-800:], p.stderr[-800:]))
            return p.stdout
        return _synced(work, env, ["valgrind", "--tool=callgrind", "--callgrind-out-file=cg.out"] + cmd, plan)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def _synced(work, env, cmd, plan):
    """Run `cmd` (key_cost.py with SYNC set) in `work`: at each "at n" it
    prints, the counts so far dumped and the run let go on."""
    p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         text=True, env=env, cwd=work, bufsize=1)
    marks, printed, out = [], [], []
    for line in p.stdout:
        out.append(line)
        m = re.match(r"at (\d+)$", line.strip())
        if m:
            subprocess.run(["callgrind_control", "-d", str(p.pid)], capture_output=True, timeout=600)
            marks.append(int(m.group(1)))
            printed.append("")
            p.stdin.write("\n")
            p.stdin.flush()
        elif printed:
            printed[-1] += line
    err = p.stderr.read()
    p.wait()
    if p.returncode or "done" not in "".join(out[-3:]):
        raise RuntimeError("%s failed: %s %s" % (plan, "".join(out)[-800:], err[-800:]))
    parts = []
    for k in range(1, len(marks) + 1):  # dump k: what ran since dump k-1 (the first: start-up to step 0)
        with open(os.path.join(work, "cg.out.%d" % k)) as f:
            parts.append(int(re.search(r"^totals: (\d+)", f.read(), re.M).group(1)))
    # step marks[k] ran between the marks k and k+1: the dump at mark k+1
    return {marks[k]: (parts[k + 1], printed[k]) for k in range(len(marks) - 1)}


def steps(tree, plan, board="pybadge"):
    """[(n, kind, label, the stand-ins' calls)] of the plan's reported
    steps, and how its loop runs."""
    out = run(tree, plan, board=board, calls=True)
    found = []
    named = ()  # the stand-in methods the calls are of, in their order
    for line in out.splitlines():
        if line.startswith("stand-ins "):
            named = line.split()[1:]
        m = re.match(r"step (\d+) (\w+) (.*) \(\w+\)$", line)
        if m:
            found.append((int(m.group(1)), m.group(2), m.group(3), ()))
        elif line.startswith("stand ") and found:
            found[-1] = found[-1][:3] + (dict(zip(named, (int(x) for x in line.split()[1:]))),)
    loop = "sleeps" if "loop sleeps" in out else "never rests"
    return found, loop


def measure(plans, workers=2, board="pybadge"):
    """{plan: (loop, [(n, kind, label, instructions, rounds, the
    stand-ins' share of the instructions)])}."""
    tree = cp32.drive(mpy=True)
    try:
        listed = {p: steps(tree, p, board) for p in plans}
        with concurrent.futures.ThreadPoolExecutor(workers) as pool:
            got = dict(zip(plans, pool.map(lambda p: run(tree, p, board=board), plans)))
        excess = stand_in_excess(tree)
    finally:
        shutil.rmtree(tree, ignore_errors=True)
    out = {}
    for p in plans:
        rows = []
        for n, kind, label, calls in listed[p][0]:
            count, printed = got[p][n]
            rounds = re.findall(r"rounds (\d+)", printed)
            share = sum(c * excess[m] for m, c in (calls or {}).items())
            rows.append((n, kind, label, count, int(rounds[0]) if rounds else 0, share))
        out[p] = (listed[p][1], rows)
    return out


# Each stand-in method key_cost.py counts (KeyError here for one it counts
# and this does not know) beside what a board runs natively for it, at the
# least: a bytearray's subscript, a list's method.
# The binding does a little more (its checks, the area to refresh), so what
# a step costs on the board is a little above its figure less this share.
CALIBRATE = {
    "TileGrid.__setitem__": ("t[j] = 1", "b[j] = 1"), "TileGrid.__getitem__": ("x = t[j]", "x = b[j]"),
    "Bitmap.__setitem__": ("m[j] = 1", "b[j] = 1"), "Palette.__setitem__": ("p[1] = 0x123456", "b[1] = 7"),
    "Group.append": ("g.append(o)\n    g._items.pop()", "l.append(o)\n    l.pop()"),
    "Group.remove": ("g._items.append(o)\n    g.remove(o)", "l.append(o)\n    l.remove(o)")}
CALIBRATE_SETUP = ("import displayio\nm = displayio.Bitmap(16, 16, 4)\n"
                   "t = displayio.TileGrid(m, width=20, height=4, tile_width=8, tile_height=8)\n"
                   "b = bytearray(80)\np = displayio.Palette(4)\ng = displayio.Group()\nl = []\no = t\n")
CALIBRATE_N = 2000


def stand_in_excess(tree):
    """{method: instructions each call of that stand-in method costs over
    its native analog (CALIBRATE)}, on the core."""
    def count(line, n):
        with open(os.path.join(tree, "_cal.py"), "w") as f:
            f.write(CALIBRATE_SETUP + "for j in range(%d):\n    j %%= 64\n    %s\nprint('done')\n" % (n, line))
        p = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", cp32.CORE,
                            "./_cal.py"], capture_output=True, text=True, cwd=tree,
                           env=dict(os.environ, MICROPYPATH=".:./_stubs"), timeout=600)
        m = re.search(r"Collected : (\d+)", p.stderr)
        if "done" not in p.stdout or not m:
            raise RuntimeError("calibration failed: %s %s" % (p.stdout[-300:], p.stderr[-300:]))
        return int(m.group(1))
    stubs = os.path.join(tree, "_stubs")
    if not os.path.isdir(stubs):
        shutil.copytree(cp32.STUBS, stubs, ignore=shutil.ignore_patterns("__pycache__"))
    return {m: max(0, (count(a, CALIBRATE_N) - count(b, CALIBRATE_N)) / CALIBRATE_N)
            for m, (a, b) in CALIBRATE.items()}


SPLASH_LIMIT, TITLE_LIMIT = 25e6, 80e6  # issue #58: the first frame within 0.3 s, the title within 1 s
BUILD = "import code\napp, keys, clock = code.build()\n"
STOP_AT_SPLASH = ("import ui.board_app as ba\ndef stop():\n    end()\n    raise SystemExit\n"
                  "ba.intern_names = stop\n")  # (the first frame is up when the names' interning begins)
COUNTING = ("import stand_in_calls\nstand_in_calls.install()\n"
            "def end():\n    stand_in_calls.report()\n    print('done')\n")


def start_up(board="pybadge"):
    """((to the first frame, to the title) as measured, the same less the
    stand-ins' Python): instructions from code.py's start (code.build) to
    the first frame on the screen, and to the title, on the .mpy tree. The
    stand-ins' modules (which a board has built in; compiled from their
    Python here, 13 M instructions) are imported before both and in the
    empty script taken off; their methods' calls on the way are taken off
    the second figure, as the keys'."""
    tree = cp32.drive(mpy=True)
    try:
        shutil.copytree(cp32.STUBS, os.path.join(tree, "_stubs"), ignore=shutil.ignore_patterns("__pycache__"))
        shutil.copy(os.path.join(os.path.dirname(SCRIPT), "stand_in_calls.py"), tree)
        env = dict(os.environ, MICROPYPATH=("./_stubs/%s:" % board if board != "pybadge" else "") + ".:./lib:./_stubs")

        def go(body, counted=True):
            with open(os.path.join(tree, "_s.py"), "w") as f:
                f.write(body + "end()\n")
            cmd = [cp32.CORE, "-X", "heapsize=%dk" % HEAP_KB, "./_s.py"]
            if counted:
                cmd = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"] + cmd
            p = subprocess.run(cmd, capture_output=True, text=True, cwd=tree, env=env, timeout=3600)
            m = re.search(r"Collected : (\d+)", p.stderr)
            if "done" not in p.stdout or (counted and not m):
                raise RuntimeError("start-up failed: %s %s" % (p.stdout[-500:], p.stderr[-500:]))
            return int(m.group(1)) if counted else p.stdout

        listed = go(BUILD + "import sys\ndef end():\n    print(*sys.modules)\n    print('done')\n", False)
        stubs = set(f[:-3] for f in os.listdir(cp32.STUBS) if f.endswith(".py"))
        imports = "import %s\n" % ", ".join(sorted(stubs & set(listed.split())))
        done = "def end():\n    print('done')\n"
        empty = go(imports + done)
        measured = [go(imports + done + STOP_AT_SPLASH + BUILD) - empty, go(imports + done + BUILD) - empty]
        excess = stand_in_excess(tree)
        calls = []
        for body in (STOP_AT_SPLASH + BUILD, BUILD):
            out = go(imports + COUNTING + body, False)
            named = re.search(r"^stand-ins (.*)$", out, re.M).group(1).split()
            counts = re.search(r"^stand (.*)$", out, re.M).group(1).split()
            calls.append(sum(int(c) * excess[m] for m, c in zip(named, counts)))
    finally:
        shutil.rmtree(tree, ignore_errors=True)
    return measured, [n - c for n, c in zip(measured, calls)]


def report(results, board="pybadge"):
    """The figures of each plan, then the verdicts: each against its target
    as measured, and less the stand-ins' Python (what the board itself runs:
    the verdict). Returns True when every verdict is within."""
    worst_key = [0, 0]  # (as measured, the board's own): a key to its frame
    worst_round = [0, 0]  # what a key pressed in any round after a key, or while the player thinks, waits
    worst_idle = 0
    for plan, (loop, rows) in results.items():
        print("%s on the %s's layout (the main loop %s)" % (plan, board, loop))
        then = {}  # label: (the rounds' instructions, how many, the longest, the longest less the stand-ins')
        for _, kind, label, ins, _, share in rows:
            if kind == "round":
                t = then.get(label, (0, 0, 0, 0))
                then[label] = (t[0] + ins, t[1] + 1, max(t[2], ins), max(t[3], ins - share))
                worst_round = [max(worst_round[0], ins), max(worst_round[1], ins - share)]
        for label, (total, count, longest, own) in then.items():
            if not any(kind == "key" and lab == label for _, kind, lab, _, _, _ in rows):  # (work on its own)
                print("  %-28s %6.2f M in %d rounds, the longest %.2f M (%.2f M less the stand-ins')"
                      % (label, total / 1e6, count, longest / 1e6, own / 1e6))
        for n, kind, label, ins, rounds, share in rows:
            own = " (%.2f M less the stand-ins')" % ((ins - share) / 1e6)
            if kind == "thinking":
                print("  %-28s %6.2f M to its 'thinking' frame (%3.0f-%3.0f ms)%s" % (
                    label, ins / 1e6, ins / FAST * 1e3, ins / SLOW * 1e3, own))
                worst_key = [max(worst_key[0], ins), max(worst_key[1], ins - share)]
            elif kind == "search":  # (after that frame: the player asked for it)
                print("  %-28s %6.2f M the search and all (%3.0f-%3.0f ms)" % (
                    "", ins / 1e6, ins / FAST * 1e3, ins / SLOW * 1e3))
            elif kind == "key":
                t = then.get(label)
                extra = "; then %5.2f M in %d rounds, the longest %.2f M (%.2f)" % (
                    t[0] / 1e6, t[1], t[2] / 1e6, t[3] / 1e6) if t else ""
                print("  %-28s %6.2f M to its frame (%3.0f-%3.0f ms)%s%s" % (
                    label, ins / 1e6, ins / FAST * 1e3, ins / SLOW * 1e3, own, extra))
                worst_key = [max(worst_key[0], ins), max(worst_key[1], ins - share)]
            elif kind == "idle":
                seconds = 2
                if loop == "sleeps":
                    print("  %-28s %6.2f M a second (%d rounds)" % (label, ins / seconds / 1e6, rounds))
                    worst_idle = max(worst_idle, ins / seconds)
                else:  # every round back to back: all of the CPU, whatever it is
                    print("  %-28s %6.2f M a round, round after round: all the CPU (%.0f-%.0f M a second)"
                          % (label, ins / max(1, rounds) / 1e6, SLOW / 1e6, FAST / 1e6))
                    worst_idle = SLOW
            elif kind in ("settle", "tell", "collect"):
                print("  %-28s %6.2f M%s" % (label, ins / 1e6, own if kind == "tell" else ""))
                if kind == "tell":  # (a step told: a round a key pressed then waits for)
                    worst_round = [max(worst_round[0], ins), max(worst_round[1], ins - share)]
    ok = True
    for what, (measured, own) in (("key to its frame", worst_key),
                                  ("round after a key or in thinking time", worst_round)):
        print("worst %s: %.2f M as measured, %.2f M less the stand-ins' Python, against %.0f M: %s" % (
            what, measured / 1e6, own / 1e6, KEY_LIMIT / 1e6, verdict(own, KEY_LIMIT)))
        ok = ok and own <= KEY_LIMIT
    print("idle %.2f M a second against %.0f M (5 %% of %.0f M): %s" % (
        worst_idle / 1e6, IDLE_LIMIT / 1e6, SLOW / 1e6, verdict(worst_idle, IDLE_LIMIT)))
    return ok and worst_idle <= IDLE_LIMIT


def verdict(n, limit):
    return "within" if n <= limit else "OVER"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--plans", default="crib,trash")
    ap.add_argument("--boards", default="pybadge,clue", help="the layouts: pybadge (160x128), clue (240x240)")
    args = ap.parse_args(argv)
    if not cp32.available() or not shutil.which("valgrind"):
        print("skipped: " + (cp32.MISSING if not cp32.available() else "valgrind is not installed"))
        return
    for board in args.boards.split(","):
        report(measure(args.plans.split(","), board=board), board)
        measured, own = start_up(board)
        for label, n, m, limit in zip(("the first frame", "the title"), measured, own, (SPLASH_LIMIT, TITLE_LIMIT)):
            print("start-up on the %s to %-15s %6.1f M as measured, %5.1f M less the stand-ins' (%.2f-%.2f s) "
                  "against %.0f M: %s" % (board, label, n / 1e6, m / 1e6, m / FAST, m / SLOW, limit / 1e6,
                                          verdict(m, limit)))
        print()


if __name__ == "__main__":
    main()

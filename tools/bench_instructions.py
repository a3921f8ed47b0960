"""Instructions per decision of the hard Cribbage player on the board's
core (../shared/tools/circuitpython32 under valgrind --tool=callgrind):
each kind of decision run N times and once with none, the difference
divided by N (the set-up cancels). It runs the board's own files (the
engine compiled to .mpy by tools.deploy), and each decision loads the
search's module again, as the app does: a .py module would be compiled
on the first decision, a cost the board never pays (up to 25 M, which an
earlier version of this bench spread over its N decisions). Issue #14's
limit is 60 M a decision.

  python -m tools.bench_instructions [--n 3] [--seeds 11,12,13] [--kinds lead,endlead]
"""

import argparse
import os
import re
import shutil
import subprocess
import tempfile

from tools import cp32

SCRIPT = os.path.join(cp32.ROOT, "tools", "mp", "scripts", "hard_cost.py")
KINDS = ("lay", "endlay", "lead", "reply", "second", "endlead", "endreply")
LIMIT = 60e6


def instructions(tree, kind, n, seed):
    out = tempfile.mktemp(prefix="callgrind-")
    env = dict(os.environ, MICROPYPATH=tree)
    p = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out, cp32.CORE,
                        "-X", "heapsize=256k", SCRIPT, kind, str(n), str(seed)],
                       capture_output=True, text=True, env=env, cwd=tree)
    if os.path.exists(out):
        os.remove(out)
    m = re.search(r"Collected : (\d+)", p.stderr)
    if p.returncode or not m or "done" not in p.stdout:
        raise RuntimeError("callgrind run failed: %s %s" % (p.stdout[-500:], p.stderr[-1500:]))
    return int(m.group(1))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--n", type=int, default=3)
    ap.add_argument("--seeds", default="11,12,13")
    ap.add_argument("--kinds", default=",".join(KINDS), help="which decisions (default: all)")
    args = ap.parse_args(argv)
    if not cp32.available():
        print("skipped: " + cp32.MISSING)
        return
    tree = cp32.drive(libs=False)
    try:
        worst = report(tree, args)
    finally:
        shutil.rmtree(tree, ignore_errors=True)
    print("worst %.1f M against the limit of %.0f M: %s" % (worst / 1e6, LIMIT / 1e6,
                                                           "within" if worst <= LIMIT else "OVER"))


def report(tree, args):
    worst = 0
    for kind in args.kinds.split(","):
        per = []
        for seed in (int(s) for s in args.seeds.split(",")):
            base = instructions(tree, kind, 0, seed)
            per.append((instructions(tree, kind, args.n, seed) - base) / args.n)
        worst = max(worst, max(per))
        print("hard %-6s %s instructions a decision (deals %s)" % (
            kind, ", ".join("%.1f M" % (x / 1e6) for x in per), args.seeds))
    return worst


if __name__ == "__main__":
    main()

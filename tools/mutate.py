"""Mutation testing: how many small bugs do the tests catch?
`python -m tools.mutate` (or `make mutate`); a benchmark, not part of CI.

Each mutant is one token changed in one module of engine/ or ui/ (every
module, found by walking the tree, but the EXCLUDED few): a comparison,
an operator, a number, and/or, True/False, a `not` dropped, min/max
swapped. A seeded, per-module sample is taken; each
mutant is run first against the test files that name its module, and if it
survives those, against the whole suite. A mutant is caught when a test
fails (or the run hangs past its time limit, three times what those tests
took unmutated and a minute). Mutants that cannot change behaviour are
listed once, by hand, in tools/mutate_equivalent.txt, and are
left out of the score.

Runs in copies of the tracked files (one per job), so the working tree is
never touched. Prints the score per module, per group, and every survivor
as file:line; the results also go to .mutate/last.json, so that
`--survivors` re-runs just the last run's survivors after tests are added.
A whole-tree run takes hours: `--within engine/` runs only the sample's
mutants under a folder, and parts of the same sample (same seed and count)
add up in .mutate/last.json, so a run can be done a part at a time.
"""

import argparse
import concurrent.futures
import io
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import tokenize
from xml.etree import ElementTree

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EQUIVALENT = os.path.join(ROOT, "tools", "mutate_equivalent.txt")
LAST = os.path.join(ROOT, ".mutate", "last.json")

# Every module of engine/ and ui/ (and their folders) is mutated, found by
# walking the tree, but for these, each for its reason:
EXCLUDED = {
    "engine/__init__.py": "a docstring",
    "ui/__init__.py": "a docstring",
    "engine/crib_pairs_five.py": "a generated table of numbers (tools/make_crib_table.py)",
    "engine/crib_pairs_six.py": "a generated table of numbers (tools/make_crib_table.py)",
    "engine/crib_table.py": "a generated table of numbers (tools/make_crib_table.py)",
    "ui/hw.py": "the board's own keys, clock, speaker and strip: runs only on a board",
    "ui/hw_badge.py": "PyBadge/PyGamer pins: runs only on a board",
    "ui/hw_pygamer.py": "the PyGamer's joystick: runs only on a board",
    "ui/hw_clue.py": "the CLUE's pins: runs only on a board",
    "ui/hw_generic.py": "pins named in settings.toml: runs only on a board",
}
TARGETS = {"engine": 95.0, "ui": 90.0}
# Test files no mutant is run against, each for its reason (leaving one out
# can only let more mutants survive: the score is never raised by it):
NOT_RUN = {
    # the board's heap runs (7 minutes of a core, half the suite; started at
    # collection and waited for even after a failure under -x): a memory
    # gate, not a statement of behaviour; a mutant only it catches is caught
    # by the chance of an allocation (issue #38), so it counts as survived
    "tests/test_board_heap.py",
}

SWAPS = {
    "<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "==",
    "+": "-", "-": "+", "*": "//", "//": "*", "%": "//",
    "<<": ">>", ">>": "<<", "&": "|", "|": "&", "^": "&",
    "+=": "-=", "-=": "+=", "|=": "&=", "&=": "|=",
    "and": "or", "or": "and", "True": "False", "False": "True",
    "min": "max", "max": "min", "not": "",
}
# A run's time limit: three times what its files took unmutated, and a
# minute (a mutant that hangs is caught; one that is only slow on a busy
# machine must not be: a fixed limit shorter than the suite caught them all)
SLOWER = 3
SLACK_S = 60


def modules():
    """Paths (relative to the repo) of the modules mutated: every module of
    engine/ and ui/, their folders too, but the EXCLUDED."""
    found = []
    for top in ("engine", "ui"):
        for folder, dirs, files in os.walk(os.path.join(ROOT, top)):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__")
            for f in files:
                path = os.path.relpath(os.path.join(folder, f), ROOT).replace(os.sep, "/")
                if f.endswith(".py") and path not in EXCLUDED:
                    found.append(path)
    return sorted(found)


def group(path):
    return path.split("/")[0]


def mutate_line(text, col, old, new):
    """The line with the token at col replaced (a dropped `not` takes its
    space with it)."""
    end = col + len(old)
    if new == "" and text[end:end + 1] == " ":
        end += 1
    return text[:col] + new + text[end:]


def candidates(path):
    """Every mutant of one module: (path, line, col, old, new), compiling."""
    with open(os.path.join(ROOT, path)) as f:
        source = f.read()
    lines = source.splitlines(True)
    found = []
    seen = {}  # (line, token): how many so far, to tell alike tokens of a line apart
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        old = tok.string
        nth = seen[tok.start[0], old] = seen.get((tok.start[0], old), 0) + 1
        if tok.type == tokenize.NUMBER:
            try:
                value = int(old, 0)
            except ValueError:
                continue  # floats and the like: left alone
            new = str(value + 1)
        elif tok.type in (tokenize.OP, tokenize.NAME) and old in SWAPS:
            new = SWAPS[old]
        else:
            continue
        row, col = tok.start
        text = lines[row - 1]
        if "no mutate" in text or tok.start[0] != tok.end[0]:
            continue
        mutated = mutate_line(text, col, old, new)
        try:
            compile("".join(lines[:row - 1] + [mutated] + lines[row:]), path, "exec")
        except SyntaxError:
            continue
        found.append((path, row, col, old, new, text.strip(), nth))
    return found


def key(m):
    """How a mutant is named in the equivalent list: stable while the line
    itself is unchanged, wherever it moves."""
    path, row, col, old, new, text, nth = m
    return "%s: %s -> %s (#%d on the line) | %s" % (path, old, new or "(dropped)", nth, text)


def find_line(lines, row, text):
    """Index of the mutant's line now (the file may have changed since it
    was sampled): the nearest line with the same text, or None."""
    near = sorted(range(len(lines)), key=lambda i: abs(i - (row - 1)))
    return next((i for i in near if lines[i].strip() == text), None)


def load_equivalent():
    """Keys of the mutants listed as equivalent: each line not a comment is
    a key as the tool prints it; the comment lines before it say why."""
    keys = set()
    if os.path.exists(EQUIVALENT):
        with open(EQUIVALENT) as f:
            for line in f:
                line = line.strip()
                if line and not line.startswith("#"):
                    keys.add(line)
    return keys


def upgrade(m):
    """A mutant as kept by an earlier version of this tool (without which
    of a line's alike tokens it is): found again among today's."""
    if len(m) == 7:
        return tuple(m)
    path, row, col, old, new, text = m
    same = [c for c in _candidates_of(path) if c[2:6] == (col, old, new, text) and abs(c[1] - row) <= 20]
    same.sort(key=lambda c: abs(c[1] - row))  # the nearest of alike lines; none far off: gone
    return same[0] if same else tuple(m) + (1,)


_cache = {}


def read_last(path=None):
    """The last run's record (or a sample's, `path`): its sample's seed,
    count and modules, and each mutant's outcome (a bare list of outcomes
    from an earlier version)."""
    path = path or LAST
    if not os.path.exists(path):
        return {"results": {}}
    with open(path) as f:
        kept = json.load(f)
    if isinstance(kept, list):
        kept = {"results": kept}
    kept["results"] = {upgrade(m): r for m, r in kept["results"]}
    return kept


def _candidates_of(path):
    if path not in _cache:
        _cache[path] = candidates(path)
    return _cache[path]


def sample(mods, count, seed):
    """A seeded sample of about `count` mutants, shared out over the modules
    by how many each has (at least 3 each, or all it has). Each module's
    draw is seeded by the seed and its own path: a change to one module
    leaves the others' mutants as they were (a run done in parts, with
    fixes in between, stays one sample)."""
    pools = {p: _candidates_of(p) for p in mods}
    total = sum(len(c) for c in pools.values())
    chosen = []
    for p in mods:
        n = min(len(pools[p]), max(3, round(count * len(pools[p]) / total)))
        chosen += random.Random("%s:%s" % (seed, p)).sample(pools[p], n)
    return chosen


def file_times(repo, jobs):
    """Seconds each test file takes, from one run of the unmutated suite
    (which must pass: a mutant is only caught by a test that passes without
    it)."""
    report = os.path.join(repo, "times.xml")
    ignore = ["--ignore=" + f for f in sorted(NOT_RUN)]
    p = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", str(jobs),
                        "--junitxml", report] + ignore + ["tests"], cwd=repo, capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit("the suite fails without any mutant:\n" + p.stdout[-3000:])
    times = {}
    for case in ElementTree.parse(report).iter("testcase"):
        f = "tests/" + case.get("classname").split(".")[1] + ".py"
        times[f] = times.get(f, 0.0) + float(case.get("time") or 0)
    return times


def tests_for(path, tests_dir, times):
    """The test files that name the module: a file named for it first,
    then the fastest first (so a caught mutant usually stops early)."""
    dotted = path[:-3].replace("/", ".")
    if dotted.endswith(".__init__"):
        dotted = dotted[:-9]
    parts = dotted.split(".")
    # a top-level module by its own name (its tests name it so); one in a
    # game's folder by its whole dotted name ("ui.cribbage.screen")
    module = parts[-1] if len(parts) == 2 else dotted
    name = re.compile(r"\b%s\b" % re.escape(module))
    picked = []
    for f in sorted(os.listdir(tests_dir)):
        if f.startswith("test_") and f.endswith(".py") and "tests/" + f not in NOT_RUN:
            with open(os.path.join(tests_dir, f)) as fh:
                if module in f or name.search(fh.read()):
                    picked.append(f)
    own = module.split(".")[-1]  # (its own file first, whatever it takes: the likeliest to catch)
    return sorted(("tests/" + f for f in picked), key=lambda f: (own not in f, times.get(f, 0.0)))


def make_copy(dest):
    """The tracked files into dest/repo, with ../shared and the MicroPython
    runtime reached as from the real tree."""
    files = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True,
                           check=True).stdout.split()
    repo = os.path.join(dest, "repo")
    for rel in files:
        src = os.path.join(ROOT, rel)
        if os.path.isfile(src):
            os.makedirs(os.path.dirname(os.path.join(repo, rel)), exist_ok=True)
            shutil.copy2(src, os.path.join(repo, rel))
    shared = os.path.join(os.path.dirname(ROOT), "shared")
    if os.path.isdir(shared):
        os.symlink(shared, os.path.join(dest, "shared"))
    modules_dir = os.path.join(ROOT, "tools", "mp", "node_modules")
    if os.path.isdir(modules_dir):
        os.symlink(modules_dir, os.path.join(repo, "tools", "mp", "node_modules"))
    return repo


def limit_for(files, times):
    """Seconds a run of these test files may take."""
    return SLOWER * sum(times.get(f, 0.0) for f in files) + SLACK_S


def pytest(repo, args, limit):
    """"pass" when the tests pass (the mutant survives), "fail", or
    "timeout" (a hang: caught, and reported as such)."""
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")  # never a stale .pyc
    p = subprocess.Popen([sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider"] + args,
                         cwd=repo, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                         start_new_session=True)
    try:
        return "pass" if p.wait(timeout=limit) == 0 else "fail"
    except subprocess.TimeoutExpired:  # a hang is caught; its children go too
        os.killpg(p.pid, signal.SIGKILL)
        p.wait()
        return "timeout"


def run_mutant(repo, m, times):
    """'file' (caught by its module's tests), 'suite' (by the whole suite),
    'timeout' (a run hung past its limit: caught) or 'survived'."""
    path, row, col, old, new, text, nth = m
    target = os.path.join(repo, path)
    with open(target) as f:
        original = f.read()
    lines = original.splitlines(True)
    i = find_line(lines, row, text)
    if i is None:
        return "gone"  # that line is no longer in the code
    lines[i] = mutate_line(lines[i], col, old, new)
    with open(target, "w") as f:
        f.write("".join(lines))
    try:
        own = tests_for(path, os.path.join(repo, "tests"), times)
        if own:
            got = pytest(repo, own, limit_for(own, times))
            if got != "pass":
                return "file" if got == "fail" else "timeout"
        rest = [f for f in sorted(times, key=times.get) if f not in own]  # the whole suite, less what passed
        if rest:
            got = pytest(repo, rest, limit_for(rest, times))
            if got != "pass":
                return "suite" if got == "fail" else "timeout"
        return "survived"
    finally:
        with open(target, "w") as f:
            f.write(original)


def run_all(mutants, jobs, say, done=lambda m, result: None):
    """Outcome of each mutant, run on `jobs` copies of the tree; done(m,
    result) is called as each one ends."""
    base = tempfile.mkdtemp(prefix="mutate-")
    try:
        repos = [make_copy(os.path.join(base, "w%d" % i)) for i in range(jobs)]
        say("timing the unmutated suite...")
        times = file_times(repos[0], jobs)
        free = list(repos)
        outcome = {}
        started = time.time()

        def one(m):
            repo = free.pop()
            try:
                return m, run_mutant(repo, m, times)
            finally:
                free.append(repo)

        with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
            for i, (m, result) in enumerate(pool.map(one, mutants), 1):
                outcome[m] = result
                done(m, result)
                say("[%d/%d %4.0fs] %-9s %s:%d %s -> %s" % (
                    i, len(mutants), time.time() - started, result, m[0], m[1], m[3], m[4] or "(dropped)"))
        return outcome
    finally:
        shutil.rmtree(base, ignore_errors=True)


def report(mutants, outcome, equivalent, say=print):
    """The score table and the survivors; returns {group: score %}."""
    rows = {}
    for m in mutants:
        if outcome[m] == "gone":
            continue
        r = rows.setdefault(m[0], [0, 0, 0])  # mutants, equivalent, caught
        r[0] += 1
        if key(m) in equivalent:
            r[1] += 1
        elif outcome[m] != "survived":
            r[2] += 1
    say("\n%-26s %7s %5s %6s %6s" % ("module", "mutants", "equiv", "caught", "score"))
    groups = {}
    for path in sorted(rows):
        n, eq, caught = rows[path]
        g = groups.setdefault(group(path), [0, 0, 0])
        for i, v in enumerate((n, eq, caught)):
            g[i] += v
        say("%-26s %7d %5d %6d %5.0f%%" % (path, n, eq, caught, 100.0 * caught / max(1, n - eq)))
    scores = {}
    for g, (n, eq, caught) in sorted(groups.items()):
        scores[g] = 100.0 * caught / max(1, n - eq)
        say("%-26s %7d %5d %6d %5.1f%%  (target %.0f%%)" % (
            "all of " + g + "/", n, eq, caught, scores[g], TARGETS[g]))
    survivors = [m for m in mutants if outcome[m] == "survived" and key(m) not in equivalent]
    say("\nsurvivors (%d), each as file:line and its key for tools/mutate_equivalent.txt:" % len(survivors))
    for m in survivors:
        say("  %s:%d\n    %s" % (m[0], m[1], key(m)))
    hung = [m for m in mutants if outcome[m] == "timeout"]
    if hung:  # (caught: but a timeout may also be a slow machine, so each is named)
        say("caught by a timeout (%d): %s" % (len(hung), ", ".join("%s:%d" % m[:2] for m in hung)))
    places = {}
    for path in sorted(rows):
        for c in _candidates_of(path):
            if key(c) in equivalent:
                places.setdefault(key(c), []).append(c[1])
    for k, lines in sorted(places.items()):
        if len(lines) > 1:  # the same text twice: is it equivalent at each?
            say("note: the equivalent %r matches lines %s" % (k, lines))
    listed = [m for m in mutants if key(m) in equivalent]
    say("equivalent, listed in tools/mutate_equivalent.txt (%d):" % len(listed))
    for m in listed:
        say("  %s:%d  %s -> %s" % (m[0], m[1], m[3], m[4] or "(dropped)"))
    return scores


def part_file(drawn):
    """Where the parts of one sample add up: a run of other modules in
    between (it writes .mutate/last.json) loses none of them."""
    return os.path.join(os.path.dirname(LAST), "sample-%s-%s-%d.json" % (drawn["seed"], drawn["count"],
                                                                         len(drawn["modules"] or ())))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--count", type=int, default=240, help="mutants to sample (default 240)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--module", action="append", help="only this module (repeatable)")
    ap.add_argument("--survivors", action="store_true", help="re-run the last run's survivors")
    ap.add_argument("--list", action="store_true", help="print the sample, run nothing")
    ap.add_argument("--within", action="append",
                    help="run only the sample's mutants under this folder (repeatable); the sample is"
                    " still drawn over every module, and parts of one sample add up")
    a = ap.parse_args(argv)
    sys.stdout.reconfigure(line_buffering=True)  # progress shows as it comes
    mods = a.module or modules()
    mutants = whole = sample(mods, a.count, a.seed)
    drawn = {"seed": a.seed, "count": a.count, "modules": mods}
    previous = {}
    last = read_last()
    if a.survivors:
        previous = last["results"]
        mutants = [m for m in previous if previous[m] == "survived"]
    elif a.within:
        kept = read_last(part_file(drawn))  # the parts of this sample run so far (or the last run,
        if not kept["results"]:  # when it was a part of it)
            kept = last
        if all(kept.get(k) == v for k, v in drawn.items()):
            drew = set(whole)
            previous = {m: r for m, r in kept["results"].items() if m in drew}
        mutants = [m for m in whole if m[0].startswith(tuple(a.within)) and m not in previous]
    equivalent = load_equivalent()
    print("%d mutants over %d modules, seed %d, %d jobs" % (len(mutants), len(mods), a.seed, a.jobs))
    if a.list:
        for m in mutants:
            print("  %s:%d %s -> %s" % (m[0], m[1], m[3], m[4] or "(dropped)"))
        return 0
    todo = [m for m in mutants if key(m) not in equivalent]
    if a.survivors:  # the table is of the whole last run, with these re-run
        drawn = {k: last.get(k) for k in drawn}
    results = dict(previous)
    results.update({m: "equivalent" for m in mutants if key(m) in equivalent})  # (the rest as they run)

    def keep(m=None, result=None):  # each outcome kept as it comes: a run stopped part way loses nothing
        if m is not None:
            results[m] = result
        os.makedirs(os.path.dirname(LAST), exist_ok=True)
        for path in (LAST, part_file(drawn)) if a.within else (LAST,):
            with open(path + ".new", "w") as f:
                json.dump(dict(drawn, results=[[list(m), r] for m, r in results.items()]), f)
            os.replace(path + ".new", path)

    keep()
    run_all(todo, a.jobs, print, keep)
    if a.survivors:
        mutants = list(results)
    elif a.within:  # the sample's mutants run so far (outcomes of mutants it no longer draws: dropped)
        mutants = [m for m in whole if m in results]
    scores = report(mutants, results, equivalent)
    if a.within:
        print("this sample: %d of its %d mutants run so far" % (len([m for m in whole if m in results]),
                                                               len(whole)))
    return 0 if all(scores[g] >= TARGETS[g] for g in scores) else 1


if __name__ == "__main__":
    sys.exit(main())

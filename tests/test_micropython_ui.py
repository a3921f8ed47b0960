"""The parts of ui/ that do not draw run under a real MicroPython exactly as
under CPython: whole games driven by sessions with computer players,
the store and resuming, settings, statistics, the LED board, key repeat."""

import os
import subprocess
import sys

from tests import micropython
from tests.conftest import ROOT


def test_ui_logic_runs_the_same_under_micropython():
    mp = micropython.run("ui_logic.py", heap_kb=16384)
    script = os.path.join(ROOT, "tests", "mp_scripts", "ui_logic.py")
    env = dict(os.environ, PYTHONPATH=ROOT)
    cp = subprocess.run([sys.executable, script], capture_output=True, text=True, env=env, cwd=ROOT)
    assert cp.returncode == 0, cp.stderr
    assert mp == cp.stdout.splitlines()
    assert any(line.startswith("resume matches: True") for line in mp)


def test_every_screen_runs_under_micropython_through_whole_games():
    """The app itself (menus, both tables, pass and result screens) under
    MicroPython, with stand-ins for the native displayio & co and the real
    display libraries; the same script under CPython with the same
    stand-ins must print the same."""
    import shutil

    from tools.bench_memory import library_dir
    libs = library_dir()
    stubs = os.path.join(ROOT, "tools", "mp", "stubs")
    try:
        mp = micropython.run("ui_screens.py", heap_kb=32768, extra=(stubs, libs))
        env = dict(os.environ, PYTHONPATH=os.pathsep.join((stubs, libs, ROOT)))
        cp = subprocess.run([sys.executable, os.path.join(ROOT, "tests", "mp_scripts", "ui_screens.py")],
                            capture_output=True, text=True, env=env, cwd=ROOT)
    finally:
        shutil.rmtree(libs, ignore_errors=True)
    assert cp.returncode == 0, cp.stderr
    assert mp == cp.stdout.splitlines()
    assert sum("result screen True" in line for line in mp) == 3

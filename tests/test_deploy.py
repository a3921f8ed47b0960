"""The deploy tool: builds the board's tree, updates only what changed,
never deletes or overwrites the user's files, and says plainly when the
libraries cannot be installed (offline)."""

import os
import subprocess
import sys

from tests.conftest import ROOT

from tools.deploy import LIBRARY_FILES, board_files, circuitpython_version, deploy


def test_deploy_builds_the_tree_and_a_second_run_changes_nothing(tmp_path):
    lines = []
    assert deploy(str(tmp_path), libs=False, say=lines.append) == 0
    for _, rel in board_files():
        assert (tmp_path / rel).exists(), rel
    assert (tmp_path / "code.py").read_bytes() == open(os.path.join(ROOT, "code.py"), "rb").read()
    assert "settings.toml" in os.listdir(str(tmp_path))
    lines.clear()
    deploy(str(tmp_path), libs=False, say=lines.append)
    assert lines[-1] == "0 files copied, %d unchanged" % len(board_files())


def test_deploy_keeps_the_users_files(tmp_path):
    (tmp_path / "notes.txt").write_text("mine")
    (tmp_path / "settings.toml").write_text('PEG_LEDS = 61\n')
    (tmp_path / "ui").mkdir()
    (tmp_path / "ui" / "app.py").write_text("old")
    lines = []
    deploy(str(tmp_path), libs=False, say=lines.append)
    assert (tmp_path / "notes.txt").read_text() == "mine"
    assert (tmp_path / "settings.toml").read_text() == 'PEG_LEDS = 61\n'
    assert "copied %s" % os.path.join("ui", "app.py") in lines
    assert not [p for p in os.listdir(str(tmp_path / "ui")) if p.endswith(".new")]


def test_offline_the_libraries_come_from_the_installed_packages(tmp_path):
    lines = []
    rc = deploy(str(tmp_path), libs=True, circup=[sys.executable, "-c", "raise SystemExit('no network')"],
                say=lines.append)
    assert rc == 0
    text = "\n".join(lines)
    assert "needs the internet" in text and "installed PyPI packages" in text and "neopixel" in text
    for rel in LIBRARY_FILES:  # exactly what the app imports, as .py (no boot_out.txt)
        assert (tmp_path / "lib" / rel).exists(), rel
    assert sorted(os.listdir(str(tmp_path / "lib"))) == ["neopixel.py"]
    assert (tmp_path / "code.py").exists()


def _board(tmp_path, version):
    (tmp_path / "boot_out.txt").write_text(
        "Adafruit CircuitPython %s on 2026-10-01; Adafruit PyBadge with samd51j19\n" % version)


def test_a_circuitpython_10_drive_gets_mpy_files_and_no_stale_py(tmp_path):
    from tests.board_runs import require
    require("the .mpy drive (CircuitPython's own mpy-cross)")
    _board(tmp_path, "10.0.3")
    (tmp_path / "ui").mkdir()
    (tmp_path / "ui" / "app.py").write_text("old: would be imported before app.mpy")
    lines = []
    assert deploy(str(tmp_path), libs=True, offline=True, say=lines.append) == 0
    assert "compiled to .mpy" in lines[0]
    assert (tmp_path / "ui" / "app.mpy").read_bytes()[:1] == b"C"  # CircuitPython's own header
    assert not (tmp_path / "ui" / "app.py").exists()
    assert (tmp_path / "code.py").exists() and (tmp_path / "boot.py").exists()
    assert (tmp_path / "lib" / "neopixel.mpy").exists() and not (tmp_path / "lib" / "neopixel.py").exists()
    assert (tmp_path / "assets" / "help.txt").exists()
    # a game's face is compiled like any module (as .py it was compiled in RAM
    # at every game's start); its folder has no __init__ (a namespace package:
    # ui.games); only the top packages' markers stay
    for game in ("cribbage", "trash"):
        assert (tmp_path / "ui" / game / "rules.mpy").exists()
        assert not (tmp_path / "ui" / game / "rules.py").exists()
        assert not (tmp_path / "ui" / game / "__init__.mpy").exists()
    assert (tmp_path / "ui" / "__init__.py").exists() and (tmp_path / "engine" / "__init__.py").exists()
    # each module named as the board finds it (sys.path starts ''): its path
    # and its compiled name are one interned string on the board, not two
    assert b"ui/app.mpy" in (tmp_path / "ui" / "app.mpy").read_bytes()
    assert b"ui/app.py" not in (tmp_path / "ui" / "app.mpy").read_bytes()
    # hard's table of what a kept hand makes of the play, read from the drive
    assert (tmp_path / "engine" / "keep_play.bin").read_bytes() == \
        open(os.path.join(ROOT, "engine", "keep_play.bin"), "rb").read()
    # every module's names in one module, loaded at start-up to intern them (tools.interned)
    assert (tmp_path / "names.mpy").read_bytes()[:2] == b"C\x06"
    again = []
    deploy(str(tmp_path), libs=False, say=again.append)
    assert not any("names" in line for line in again)  # (unchanged: not written again)


def test_a_circuitpython_9_drive_gets_py_files(tmp_path):
    _board(tmp_path, "9.2.8")
    lines = []
    deploy(str(tmp_path), libs=False, say=lines.append)
    assert "copying .py" in lines[0]
    assert (tmp_path / "ui" / "app.py").exists() and not (tmp_path / "ui" / "app.mpy").exists()


def test_a_drive_moved_back_to_circuitpython_9_loses_the_names_module(tmp_path):
    """names.mpy holds every module's names for CircuitPython 10's .mpy
    loader; on a drive of .py modules it is not ours (CircuitPython 9
    refuses a version 6 .mpy), and goes."""
    (tmp_path / "names.mpy").write_bytes(b"C\x06\x00\x1f")
    _board(tmp_path, "9.2.8")
    lines = []
    deploy(str(tmp_path), libs=False, say=lines.append)
    assert not (tmp_path / "names.mpy").exists()
    assert any("names.mpy" in line for line in lines)


def test_the_version_is_read_from_boot_out(tmp_path):
    assert circuitpython_version(str(tmp_path)) is None
    _board(tmp_path, "10.3.0-alpha.1")
    assert circuitpython_version(str(tmp_path)) == 10


def test_deploy_refuses_a_missing_drive_plainly():
    out = subprocess.run([sys.executable, "-m", "tools.deploy", "/no/such/CIRCUITPY", "--no-libs"],
                         capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 2 and "mount" in out.stderr and "Traceback" not in out.stderr


def test_deploy_removes_what_a_computer_left_in_its_folders_and_says_so(tmp_path):
    """macOS leaves an AppleDouble "._name" beside every file it copies to a
    FAT drive, and .DS_Store; Windows Thumbs.db; a desktop run __pycache__;
    an older version modules this one no longer has. In the folders the
    app owns the deploy removes them, each said; the user's own files
    (their notes, at the root or in ui/) and the drive's own folders stay."""
    (tmp_path / "engine").mkdir()
    (tmp_path / "ui" / "cribbage").mkdir(parents=True)
    (tmp_path / "engine" / "._cards.py").write_bytes(b"\x00\x05\x16\x07\x00\x02\x00\x00Mac OS X")
    (tmp_path / "ui" / "._app.mpy").write_bytes(b"\x00\x05\x16\x07")
    (tmp_path / "ui" / "cribbage" / ".DS_Store").write_bytes(b"\x00\x00\x00\x01Bud1")
    (tmp_path / "ui" / "__pycache__").mkdir()
    (tmp_path / "ui" / "__pycache__" / "app.cpython-311.pyc").write_bytes(b"pyc")
    (tmp_path / "ui" / "gone_module.mpy").write_bytes(b"C\x06")  # a module an older version had
    (tmp_path / "ui" / "notes.txt").write_text("mine")
    (tmp_path / "notes.txt").write_text("mine")
    (tmp_path / ".Trashes").mkdir()
    (tmp_path / "System Volume Information").mkdir()
    lines = []
    deploy(str(tmp_path), libs=False, say=lines.append)
    for junk in ("engine/._cards.py", "ui/._app.mpy", "ui/cribbage/.DS_Store", "ui/__pycache__",
                 "ui/gone_module.mpy"):
        assert not (tmp_path / junk).exists(), junk
        assert any(line.startswith("removed %s (" % junk.replace("/", os.sep)) for line in lines), junk
    for kept in ("ui/notes.txt", "notes.txt", ".Trashes", "System Volume Information", "ui/app.py"):
        assert (tmp_path / kept).exists(), kept
    lines.clear()
    deploy(str(tmp_path), libs=False, say=lines.append)
    assert not [line for line in lines if line.startswith("removed")]

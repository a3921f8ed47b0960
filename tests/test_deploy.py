"""The deploy tool: builds the board's tree, updates only what changed,
never deletes or overwrites the user's files, and says plainly when the
libraries cannot be installed (offline)."""

import os
import subprocess
import sys

from tests.conftest import ROOT
from tools.deploy import board_files, deploy


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


def test_offline_library_install_says_what_to_do(tmp_path):
    lines = []
    rc = deploy(str(tmp_path), libs=True, circup=[sys.executable, "-c", "raise SystemExit('no network')"],
                say=lines.append)
    assert rc == 1
    text = "\n".join(lines)
    assert "needs the internet" in text and "adafruit_display_text" in text
    assert (tmp_path / "code.py").exists()  # the rest is deployed anyway


def test_deploy_refuses_a_missing_drive_plainly():
    out = subprocess.run([sys.executable, "-m", "tools.deploy", "/no/such/CIRCUITPY", "--no-libs"],
                         capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 2 and "mount" in out.stderr and "Traceback" not in out.stderr

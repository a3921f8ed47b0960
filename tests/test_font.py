"""Text on firmware with no built-in font: the PyBadge's and PyGamer's
builds in Japanese, Korean and Russian have no terminalio and no fontio
(ports/atmel-samd/boards/pybadge/mpconfigboard.mk: CIRCUITPY_TERMINALIO = 0
for ja ko ru; py/circuitpy_mpconfig.mk: CIRCUITPY_FONTIO ?= TERMINALIO).
The app then draws from its own sheet of the same glyphs (assets/font.bmp,
tools/make_font.py): the same picture, the same letters read from its
tiles."""

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from tests.conftest import ROOT  # noqa: E402
from tests.test_privacy import drawn_text  # noqa: E402
from tests.test_ui import make  # noqa: E402
from tools import make_font  # noqa: E402
from ui import widgets  # noqa: E402


def test_the_sheet_shipped_is_the_one_the_tool_draws_from_the_simulators_glyphs():
    with open(os.path.join(ROOT, "assets", "font.bmp"), "rb") as f:
        assert f.read() == make_font.bmp(make_font.sheet()), "run python -m tools.make_font"


def title_picture(tmp_path):
    app, display, runner = make(tmp_path)
    runner.settle()
    display.refresh()
    return app, pygame.image.tostring(display.surface, "RGB")


def test_without_a_built_in_font_the_app_starts_and_draws_the_same_text(tmp_path, monkeypatch):
    import displayio
    app, builtin = title_picture(tmp_path / "builtin")
    assert not isinstance(widgets.font()[0], displayio.OnDiskBitmap)
    monkeypatch.setitem(sys.modules, "terminalio", None)  # (its import fails, fontio's too)
    monkeypatch.setitem(sys.modules, "fontio", None)
    monkeypatch.setattr(widgets, "_font", [])  # (the app's font found again)
    app, sheet = title_picture(tmp_path / "sheet")
    assert isinstance(widgets.font()[0], displayio.OnDiskBitmap)  # the sheet, from the drive
    words = drawn_text(app.root, [])
    assert any("Pocket Cards" in line for line in words) and any("Play Cribbage" in line for line in words)
    assert sheet == builtin  # the same glyphs, in the same cells

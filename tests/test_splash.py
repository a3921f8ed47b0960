"""The board's first frame (issue #58): the games' name and two cards on
the felt, up before the rest of start-up (interning every
module's names, ui.board_app.intern_names), then let go for the title.
Drawn here on the desktop's display at both boards' sizes; the
instructions to it (about 8 M of the 70 M to the title on the board's core,
the stand-ins' Python taken off) are tools/bench_keys' to print."""

import os
import sys
import types

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import displayio  # noqa: E402
import pytest  # noqa: E402

from tests.test_ui import CLUE, SHOTS, make  # noqa: E402
from ui.widgets import GREEN_FELT, YELLOW  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class Stop(Exception):
    pass


@pytest.mark.parametrize("size", [(160, 128), CLUE])
def test_the_first_frame_is_up_before_the_names_are_interned(tmp_path, monkeypatch, size):
    import ui.board_app as ba
    _, display, runner = make(tmp_path, size=size)  # (the desktop's display of this size, shared)
    board = types.ModuleType("board")
    board.DISPLAY = display
    monkeypatch.setitem(sys.modules, "board", board)
    monkeypatch.setattr(ba, "hardware_module", lambda b: None)  # (the keys and sound: not this test's)
    monkeypatch.chdir(ROOT)  # (the drive's root: assets/cards.bmp)
    seen = {}

    def interning():  # start-up's longest work begins: what is on the screen now
        seen["cards"] = [t[0] for g in display.root_group for t in g
                         if isinstance(t, displayio.TileGrid) and t.width == t.height == 1 and t[0]]
        surf = display.lit()
        seen["colours"] = {surf.get_at((x, y))[:3] for x in range(0, size[0], 2) for y in range(0, size[1], 2)}
        runner.shot("splash_%dx%d" % size)
        raise Stop()

    monkeypatch.setattr(ba, "intern_names", interning)
    with pytest.raises(Stop):
        ba.build()
    assert seen["cards"] == [18, 40]  # a five and a jack
    for colour in (GREEN_FELT, YELLOW):  # the felt and the words (as the display's 16 bits show them)
        want = colour.to_bytes(3, "big")
        assert any(all(abs(a - b) <= 8 for a, b in zip(c, want)) for c in seen["colours"]), (colour, seen)

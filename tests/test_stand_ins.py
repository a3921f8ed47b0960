"""The stand-ins for CircuitPython's native modules, on the board's core
(tools/mp/stubs) and on the desktop (sim/), as strict as the source they
stand for: each checked against what the binding does, and shown catching
the bug it stands for."""

import os
import subprocess
import types

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from tests import board_runs  # noqa: E402
from tests.test_ui import make  # noqa: E402
from tools import cp32  # noqa: E402


def on_core(tmp_path, script, board="pybadge"):
    """`script` on the board's core with the stand-ins (the CLUE's first
    for board="clue"): its output, or the test fails."""
    board_runs.require("the stand-ins")
    path = tmp_path / "probe.py"
    path.write_text(script)
    first = [os.path.join(cp32.STUBS, "clue")] if board == "clue" else []
    p = subprocess.run([cp32.CORE, "-X", "heapsize=256k", str(path)], capture_output=True, text=True,
                       timeout=120, cwd=str(tmp_path),
                       env=dict(os.environ, MICROPYPATH=":".join(first + [cp32.ROOT, cp32.STUBS])))
    assert p.returncode == 0, p.stdout + p.stderr
    return p.stdout


def test_a_bitmap_on_the_core_raises_out_of_range_as_the_binding_does(tmp_path):
    """shared-bindings/displayio/Bitmap.c: an (x, y) or an index out of
    range raises IndexError, a value past the bits ValueError; its bytes
    those of the native packing (a write out of range passed silently)."""
    out = on_core(tmp_path, """
import displayio
b = displayio.Bitmap(5, 8, 8)
b.fill(3)
b[4, 7] = 15
b[0] = 2
b[39] = 1
print("size", len(b._b))
for bad in ((5, 0), (0, 8), (-1, 0), 40, -1):
    try:
        b[bad] = 1
        print("passed", bad)
    except IndexError:
        print("IndexError")
try:
    b[0, 0] = 16
except ValueError:
    print("ValueError")
""")
    assert out.split("\n")[0] == "size 32"  # (4 bits a value: a row of 5 in one word)
    assert out.count("IndexError") == 5 and "ValueError" in out and "passed" not in out


def test_the_desktops_bitmap_raises_out_of_range_as_the_boards_does(tmp_path):
    import displayio
    make(tmp_path)  # (the simulator installs it)
    b = displayio.Bitmap(5, 8, 8)
    b[4, 7] = 1
    for bad in ((5, 0), (0, 8), (-1, 0), 40):
        with pytest.raises(IndexError):
            b[bad] = 1
        with pytest.raises(IndexError):
            b[bad]


def test_the_mini_board_draws_a_score_past_the_game_hole_inside_its_bitmap(tmp_path):
    """A hand of 29 from 120 ends a game to 121 at 149, far past the game
    hole: the mini board's pegs stop at its end, inside its bitmap (drawn
    past it, a board stops with IndexError; Blinka's bitmap and the core's
    stand-in passed such a write silently, so no test could see it)."""
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"table": "2p6", "dealer": 0, "stakes": "skunk"}, ["human", "hard"], 3)
    runner.settle()
    if app.name() != "CribbageScreen":
        runner.press("ok")
    screen = app.current
    for scores, backs in (([149, 121], [120, 100]), ([0, 149], [0, 148]), ([121, 120], [92, 119])):
        screen.board_drawn = None
        screen._mini_board(types.SimpleNamespace(scores=scores, backs=backs), {"target": 121, "sides": 2})
    bmp = screen.board_bmp
    assert bmp[bmp.width - 4, 0] in (2, 3) and bmp[bmp.width - 3, 0] in (2, 3)  # the front pegs at the end


PLAYS = """
import gc
import array
import audiocore


def made():  # (in functions: nothing of theirs left on the stack when measured)
    return OUT("pin"), audiocore.RawSample(array.array("h", [0] * 18)), \
        audiocore.RawSample(array.array("h", [0] * 36))


def live():
    gc.collect()
    return gc.mem_alloc()


def play(sample):
    out.play(sample, loop=True)


def stop():
    out.stop()


got = [0, 0, 0, 0]
out, a36, a72 = made()
got[0] = live()
play(a36)
got[1] = live() - got[0]
play(a72)
got[2] = live() - got[0]
stop()
got[3] = live() - got[0]
print("held", got[1], got[2], got[3])
"""


@pytest.mark.parametrize("board, out, held", [
    # SAMD51 (audioio.AudioOut): the DMA buffer, the sample's bytes (36, then
    # 72: m_realloc'ed), kept after stop
    ("pybadge", "import audioio\nOUT = audioio.AudioOut\n", ((36, 80), (72, 112), (72, 112))),
    # nRF52840 (audiopwmio.PWMAudioOut): 4 bytes a sample byte, freed at stop
    ("clue", "import audiopwmio\nOUT = audiopwmio.PWMAudioOut\n", ((144, 176), (288, 320), (0, 16))),
])
def test_a_play_allocates_the_audio_buffers_the_port_does(tmp_path, board, out, held):
    """What a play allocates on each chip (the issue: 24 to 288 bytes a
    note), which the stand-ins allocated nothing of: a heap run now counts
    it, where it is kept (the SAMD51's DMA buffer, between notes too)."""
    words = on_core(tmp_path, out + PLAYS, board).split()
    got = [int(w) for w in words[words.index("held") + 1:]]
    assert all(lo <= n <= hi for n, (lo, hi) in zip(got, held)), (got, held)

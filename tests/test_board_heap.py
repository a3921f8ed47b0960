"""The whole app on a 32-bit CircuitPython core built like the SAMD51
(../shared/tools/circuitpython32, whose -X heapsize is a hard limit), from
the .mpy drive tree tools.deploy makes for CircuitPython 10: played by keys
from the title through a 4-game Cribbage match of every table and Trash
with 2, 4 and 8 players, the player asking for the hint at every decision
(hard's search in the two-player play, the coach's page at each play's
start), once a game looking at the pause menu's pages, and playing the
two-player Trash game again from its result
(tools/mp/scripts/app_session.py), it must run to
the end inside -X heapsize=112k with its peak at most 100 KB, no game may
grow the heap by more than 2 KB, the title after each game must
cost what it did after the first, and 16 KB must still be free in one
piece at the end.
The measurement's own code (the driving script, the stand-ins for native
modules) is counted in all of it, though no board holds it."""

import pytest

from tests.conftest import FIGURES
from tools import cp32
from tools.bench_board_memory import (GROWTH_LIMIT, HEAP_KB, LARGEST_BLOCK_MIN, PEAK_LIMIT,
                                      run_core)

pytestmark = pytest.mark.skipif(not cp32.available(), reason=cp32.MISSING)


@pytest.fixture(scope="module")
def session():
    rc, f, err = run_core(mpy=True, heap_kb=HEAP_KB)
    assert rc == 0 and f["done"], "the app stopped on the board's core:\n" + f["tail"] + err[-3000:]
    FIGURES.append("board heap (circuitpython32, .mpy, -X heapsize=%dk): after App() %d, "
                   "peak %d (%s), largest free block at the end %d, interned names %d in %d pools" % (
                       HEAP_KB, f["figure"]["app"], f["figure"]["peak"], f["peak_at"],
                       f["figure"]["largest_block"], f["figure"]["qstrs"], f["figure"]["qstr_pools"]))
    return f


def test_every_table_is_played_to_its_end_from_the_deployed_mpy_tree(session):
    labels = {g[0].split()[0] for g in session["games"]}
    assert labels == {"2p6", "2p5", "3p", "4p", "trash2", "trash4", "trash8"}
    for table in ("2p6", "2p5", "3p", "4p"):  # games 1 to 4 of each match (0: the cut for deal)
        numbers = sorted(int(g[0].split("#")[1]) for g in session["games"] if g[0].startswith(table))
        assert numbers[-1] >= 4, (table, numbers)
    assert len([g for g in session["games"] if g[0].startswith("trash2 ")]) == 2  # (again from its result)
    assert len(session["readout"]) == 2 and "largest block" in session["readout"][0]


def test_the_peak_stays_under_100_kb(session):
    assert session["figure"]["peak"] <= PEAK_LIMIT, session["peak_at"]
    for stage, peak in session["peak"].items():
        assert peak <= PEAK_LIMIT, stage


def test_no_game_grows_the_heap(session):
    """Memory at a game's last decision against its first: within 2 KB, its
    save's record (every action, a byte each) included."""
    for label, start, end, actions in session["games"]:
        assert end - start <= GROWTH_LIMIT, (label, start, end, actions)


def test_nothing_grows_with_the_length_of_a_session(session):
    fig = session["figure"]
    after = [fig["after " + s] for s in ("2p6", "2p5", "3p", "4p", "trash2", "trash4", "trash8")]
    # the first match interns names that stay (as they would on a board); after that, flat
    assert max(after) - after[0] <= GROWTH_LIMIT, after


def test_the_heap_does_not_fall_to_pieces(session):
    """After the long session, back at the title, one allocation can still
    get 16 KB in one piece."""
    assert session["figure"]["largest_block"] >= LARGEST_BLOCK_MIN


CLUE_HEAP_KB = 128  # the CLUE's layout (ui/clue.py) must run in this much; measured: peak 113 KB


def test_the_clue_layout_plays_every_table_on_the_core():
    """The same session on a CLUE (board id and 240x240 display from the
    stand-ins): every screen built in its 120x120 layout by ui.clue, on
    CircuitPython itself, to the end inside -X heapsize=128k. (The CLUE's
    nRF52840 has more RAM than the SAMD51; its layout's modules and the
    seventh pool of names they bring are counted here, not on the PyBadge.)"""
    rc, f, err = run_core(mpy=True, heap_kb=CLUE_HEAP_KB, board="clue")
    assert rc == 0 and f["done"], "the CLUE's layout stopped on the core:\n" + f["tail"] + err[-3000:]
    labels = {g[0].split()[0] for g in f["games"]}
    assert labels == {"2p6", "2p5", "3p", "4p", "trash2", "trash4", "trash8"}
    FIGURES.append("CLUE layout on circuitpython32 (.mpy, -X heapsize=%dk): after App() %d, peak %d (%s), "
                   "largest free block at the end %d, interned names %d in %d pools" % (
                       CLUE_HEAP_KB, f["figure"]["app"], f["figure"]["peak"], f["peak_at"],
                       f["figure"]["largest_block"], f["figure"]["qstrs"], f["figure"]["qstr_pools"]))

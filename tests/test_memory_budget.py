"""The memory budget under MicroPython (tools/bench_memory.py): the engine
with its computer players and a whole game stay within the goals."""

from tests.conftest import FIGURES
from tools.bench_memory import GOALS, measure


def test_engine_and_games_fit_the_memory_budget():
    f = measure()
    FIGURES.append("memory (MicroPython npm, bytes): engine+players %d, all code.py imports %d, "
                   "2p hard game peak %d, 6p Trash peak %d" % (
                       f["engine_and_players_bytes"], f["everything_bytes"],
                       f["cribbage_2p_hard_peak_bytes"], f["trash_6p_hard_peak_bytes"]))
    for key, goal in GOALS.items():
        assert f[key] < goal, (key, f[key], goal)
    assert f["everything_bytes"] > f["engine_and_players_bytes"]

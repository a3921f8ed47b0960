"""The Trash engine under a real MicroPython: the same seeded games must end
in exactly the same states as under CPython."""

from tests import micropython
from tests.conftest import FIGURES
from tools.playthrough import TRASH_VARIANTS, trash_lines


def test_seeded_trash_games_match_cpython_exactly():
    lines = micropython.run("trash_games.py")
    games = [l for l in lines if l.startswith("trash ")]
    expected = trash_lines(range(6), TRASH_VARIANTS)
    assert len(games) == len(expected) == 36
    assert games == expected
    FIGURES.extend(l for l in lines if l.startswith("heap"))

"""The Cribbage engine under a real MicroPython: scores and seeded complete
games must match CPython's exactly (cross-runtime determinism)."""

from tests import micropython
from tests.conftest import FIGURES
from tools.playthrough import CRIBBAGE_VARIANTS, cribbage_lines, score_lines


def test_cribbage_under_micropython_matches_cpython():
    lines = micropython.run("cribbage_games.py")
    expected = score_lines() + cribbage_lines(range(5), CRIBBAGE_VARIANTS)
    assert "alloc 0" in lines, "the scorers must not allocate on MicroPython"
    got = [l for l in lines if not l.startswith(("heap", "alloc"))]
    assert len(got) == len(expected) == 600 + 35
    assert got == expected
    FIGURES.extend(l for l in lines if l.startswith("heap"))

"""The Cribbage engine under a real MicroPython: scores and seeded complete
games must match CPython's exactly (cross-runtime determinism)."""

import contextlib
import io
import os
import runpy

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


def test_the_prng_gives_the_same_first_values_under_micropython():
    """A save is options + seed + actions: it must deal the same on the
    board as on the desktop, for small seeds and big ones alike."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        runpy.run_path(os.path.join(os.path.dirname(__file__), "mp_scripts", "rng_values.py"))
    here = out.getvalue().splitlines()
    assert len(here) == 10 and here[-2:] == ["1073741824 refused", "1099511627777 refused"]
    assert micropython.run("rng_values.py") == here

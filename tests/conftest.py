import os
import sys

import pytest

# Append (not prepend) the repo root: its code.py, the board's entry point,
# must not shadow the standard library's `code` module.
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.append(ROOT)

# Figures that tests measure along the way (e.g. MicroPython's live heap),
# printed once at the end of the run.
FIGURES = []


def pytest_terminal_summary(terminalreporter):
    if FIGURES:
        terminalreporter.section("figures measured by the tests")
        for line in FIGURES:
            terminalreporter.write_line(line)


@pytest.hookimpl(trylast=True)  # (after -k and -m have deselected: only runs that are wanted)
def pytest_collection_modifyitems(session, config, items):
    """The board's heap runs take minutes on the board's core: they start
    now, beside the rest of the suite, and their tests go last. (Under
    pytest-xdist each worker collects: there they start only when a heap
    test asks for them, tests/board_runs.result.)"""
    heavy = [i for i in items if i.nodeid.startswith("tests/test_board_heap.py")]
    if heavy:
        items[:] = [i for i in items if i not in heavy] + heavy
        if not os.environ.get("PYTEST_XDIST_WORKER"):
            from tests import board_runs
            board_runs.start()

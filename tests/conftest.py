import os
import sys

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

"""The board's heap runs (tools.bench_board_memory on
../shared/tools/circuitpython32) take minutes: tests/conftest.py starts them
when the suite is collected, on the second core beside the rest of the
suite, and tests/test_board_heap.py (run last) waits for their figures."""

import concurrent.futures
import os

import pytest

from tools import bench_board_memory as bench
from tools import cp32

_futures = {}


def require(what="board heap"):
    """The core and its compiler are here, or: on CI (CI=true) the run
    fails; elsewhere the test is skipped and the run's summary says that
    `what` was NOT checked."""
    if cp32.available():
        return
    if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
        pytest.fail("%s NOT checked on CI: %s" % (what, cp32.MISSING))
    from tests.conftest import FIGURES
    line = "%s NOT checked: %s" % (what, cp32.MISSING)
    if line not in FIGURES:
        FIGURES.append(line)
    pytest.skip(line)


def start():
    """Start every run of the heap test (two at a time), once."""
    if _futures or not cp32.available():
        return
    pool = concurrent.futures.ThreadPoolExecutor(2)
    for name, fn, kw in bench.test_jobs():
        _futures[name] = pool.submit(fn, **kw)
    pool.shutdown(wait=False)


def result(name):
    """The figures of run `name` (tools.bench_board_memory.test_jobs),
    waiting for it."""
    require()
    start()
    return _futures[name].result()

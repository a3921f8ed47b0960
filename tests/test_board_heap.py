"""The whole app on a 32-bit CircuitPython core built like the SAMD51
(../shared/tools/circuitpython32, whose -X heapsize is a hard limit), from
the .mpy drive tree tools.deploy makes for CircuitPython 10, played by keys
along the paths players take (tools/board_paths.py): every table with
the hint at each decision, hotseat with every pause page, a pause and quit
in the middle of the show, ten games in a row, a power cut and its resume,
the CLUE's layout, Learn to play, memory running out.

The budget (docs/memory.md): a PyBadge gives Python about 146 KB of heap
and the app keeps a quarter free, so its own peak (the measurement's own
code measured and taken off) is at most 110 KB on every path, and every
run plays under -X heapsize=141k (the 110 KB, the free space a heap this
full needs over its sampled peak, and the measurement's own 17 KB), the
CLUE's layout under 140k, and no more room than that is given
(tools.bench_board_memory: APP_ROOM). Only smooth figures are gated: each
run completes, and the path nearest its cap at caps above it too; the
app's peak; growth per game; the title's cost after each game; the names
left under the pool edge; and the largest free block, as the least of runs laid out with
different ballast, against the largest allocation the app makes after
start-up (itself checked by a run whose free heap is cut into pieces of
that size) and 2 KB more.

The runs start when the suite is collected (tests/board_runs.py) and
these tests go last."""

import pytest

from tests import board_runs
from tests.conftest import FIGURES
from tools import bench_board_memory as bench

BALLAST_RUNS = ["main%d" % b for b in bench.BALLASTS[:3]]
PATH_RUNS = ["clue"] + list(bench.PATHS)
ABOVE_RUNS = ["%s+%d" % (bench.EDGE_PATH, k) for k in bench.ABOVE]
CHUNK_RUNS = ["chunk " + p for p in bench.CHUNK_PATHS]
SWEEP_RUNS = ["sweep " + p for p in bench.SWEEP_PATHS]


def failure(f):
    return "%s stopped:\n%s\n%s" % (f["job"], f["tail"], f["err"][-2500:])


@pytest.fixture(scope="module")
def runs():
    got = {name: board_runs.result(name) for name in BALLAST_RUNS + PATH_RUNS + ABOVE_RUNS + CHUNK_RUNS + SWEEP_RUNS
           + ["cut"]}
    got["cut"], got["resume"] = got["cut"]
    lines = []
    bench.report([got[n] for n in BALLAST_RUNS], {p: got[p] for p in bench.PATHS}, got["clue"],
                 got["cut"], got["resume"], bench.LARGEST_ALLOCATION, say=lines.append)
    lines += ["path %s completes at %d of %d ballasts" % (n[6:], len(bench.GATE_BALLASTS) - len(got[n]),
                                                         len(bench.GATE_BALLASTS)) for n in SWEEP_RUNS]
    FIGURES.extend("board heap: " + line for line in lines)
    return got


def test_every_path_completes_under_the_cap(runs):
    for name in BALLAST_RUNS + PATH_RUNS + ["cut", "resume"]:
        f = runs[name]
        assert f["rc"] == 0 and f["done"], failure(f)


def test_the_path_nearest_its_cap_completes_at_each_cap_above_it(runs):
    """Success monotone around the cap: the path that fails first below it
    completes at 1, 2 and 4 KB more too (not a lucky size)."""
    for name in ABOVE_RUNS:
        f = runs[name]
        assert f["rc"] == 0 and f["done"], failure(f)


def test_the_pause_pages_over_a_game_complete_with_the_heap_laid_out_eight_ways(runs):
    """The pause pages over a game against hard (tools.bench_board_memory:
    SWEEP_PATHS), each path at eight ballasts under the cap (GATE_BALLASTS;
    sixteen in make bench): the heap's busiest moments, where one ballast's
    layout completing says little (the pages path completed at 9 of 16
    when its last hand's page was made in one long block)."""
    for name in SWEEP_RUNS:
        assert runs[name] == [], (name, runs[name])


def test_the_apps_names_leave_room_under_the_pool_edge(runs):
    """The names the app interns (the script's and the stand-ins' taken
    off) fit in six pools with NAMES_MARGIN to spare: one name past the
    edge takes a seventh pool, 6.3 KB of heap at once."""
    for name in BALLAST_RUNS + PATH_RUNS + ["cut", "resume"]:
        assert bench.app_names(runs[name]) <= bench.SIX_POOLS - bench.NAMES_MARGIN, (
            name, bench.app_names(runs[name]))


def test_the_cap_leaves_the_app_only_its_budget_and_the_free_space_measured(runs):
    """A path that fails under the cap is made to fit, not given a larger
    cap: the room each cap leaves the app (the measurement's own taken
    off) is held to the budget and the free space measured."""
    assert bench.room(runs["main0"], bench.HEAP_KB) <= bench.APP_ROOM
    assert bench.room(runs["clue"], bench.CLUE_HEAP_KB) <= bench.CLUE_APP_ROOM


def test_the_main_session_plays_every_table_to_its_end(runs):
    for name in BALLAST_RUNS + ["clue"]:
        f = runs[name]
        labels = {g[0].split()[0] for g in f["games"]}
        assert labels == set(bench.TABLES), (name, labels)
        for table in ("2p6", "2p5", "3p", "4p"):  # games 1 to 4 of each match (0: the cut for deal)
            numbers = sorted(int(g[0].split("#")[1]) for g in f["games"] if g[0].startswith(table))
            assert numbers[-1] >= 4, (name, table, numbers)
        assert len([g for g in f["games"] if g[0].startswith("trash2 ")]) == 2  # (again from its result)
    assert len(runs["main0"]["readout"]) == 2 and "largest block" in runs["main0"]["readout"][0]


def test_the_apps_own_peak_is_within_the_budget_on_every_path_and_both_layouts(runs):
    for name in BALLAST_RUNS + PATH_RUNS + ["cut", "resume"]:
        for stage, peak in bench.app_peaks(runs[name]).items():
            assert peak <= bench.APP_LIMIT, (name, stage, peak)


def test_no_game_grows_the_heap(runs):
    """Memory at a game's last decision against its first: within 2 KB, its
    save's record (every action, a byte each) included."""
    for name in BALLAST_RUNS + PATH_RUNS + ["resume"]:
        for label, grew, actions in bench.growth(runs[name]):
            assert grew <= bench.GROWTH_LIMIT, (name, label, grew, actions)


def test_the_title_costs_the_same_after_every_game(runs):
    """The first game leaves what stays for good (its names, interned as
    they would be on a board); after that, flat."""
    for name in BALLAST_RUNS + ["clue", "ten", "hotseat"]:
        after = [n for _, n in bench.titles(runs[name])]
        assert len(after) >= 2 and max(after) - after[0] <= bench.GROWTH_LIMIT, (name, after)
    assert len(bench.titles(runs["ten"])) == 10


def test_no_allocation_after_start_up_is_larger_than_the_one_measured(runs):
    """The main, hotseat and 8-player Trash paths complete with the free
    heap cut into pieces that hold LARGEST_ALLOCATION bytes and no more:
    nothing larger is asked for in one piece (a larger one fails, naming
    its size)."""
    for name in CHUNK_RUNS:
        f = runs[name]
        assert f["rc"] == 0 and f["done"], (
            "an allocation after start-up larger than tools.bench_board_memory.LARGEST_ALLOCATION "
            "(%d bytes): %s bytes; measure it again (python -m tools.bench_board_memory) and check "
            "the largest free block still holds it\n%s" % (
                bench.LARGEST_ALLOCATION, bench.failed_allocation(f["err"]), failure(f)))


def test_the_largest_free_block_holds_the_largest_allocation_and_2_kb_more(runs):
    """The least, over runs laid out with 0, 256 and 512 bytes of ballast,
    of the largest free block at the end of the session and before each
    game's start (where hard's search is loaded, the largest allocation
    after start-up): that allocation and 2 KB more."""
    need = bench.LARGEST_ALLOCATION + bench.BLOCK_MARGIN
    for where in ("largest_block", "start_block"):
        blocks = [runs[n]["figure"][where] for n in BALLAST_RUNS]
        assert min(blocks) >= need, (where, blocks, need)


def test_when_memory_runs_out_the_error_screen_shows_and_carrying_on_resumes_the_game(runs):
    """A hint in the play with the heap filled to the last byte: the board's
    main loop catches the MemoryError and the error screen (made at
    start-up) shows with no new allocation; OK carries on into the game,
    resumed from its save at the same action."""
    lines = runs["oops"]["lines"]
    shown = [ln for ln in lines if ln.startswith("after the error:")]
    assert shown == ["after the error: ErrorScreen, Something went wrong: | out of memory. | "
                     "Your game is saved."], lines[-8:]
    carried = [ln.split() for ln in lines if ln.startswith("carried on:")][0]
    assert carried[2] == "CribbageScreen," and carried[4] == carried[6], carried


def test_after_a_power_cut_the_game_is_offered_and_resumed_to_its_end(runs):
    cut, resumed = runs["cut"], runs["resume"]
    at = [int(ln.split()[-1]) for ln in cut["lines"] if ln.startswith("cut at")]
    assert at and at[0] > 10, cut["tail"]
    assert any(ln.startswith("offered Resume Cribbage") for ln in resumed["lines"]), resumed["tail"]
    assert any(ln.startswith("resumed at") for ln in resumed["lines"])
    assert [g for g in resumed["games"] if g[3] > 0], resumed["games"]  # played on to the end


def test_without_the_core_ci_fails_and_elsewhere_the_run_says_so(monkeypatch):
    monkeypatch.setattr(bench.cp32, "available", lambda: False)
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception, match="NOT checked"):
        board_runs.require()
    monkeypatch.delenv("CI")
    before = list(FIGURES)
    try:
        with pytest.raises(pytest.skip.Exception, match="board heap NOT checked"):
            board_runs.require()
        assert any("board heap NOT checked" in line for line in FIGURES)
    finally:
        FIGURES[:] = before

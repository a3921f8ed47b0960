"""Each module is loaded at most once for one key (the key and the ticks
that follow it until the app waits again): a module let go while its own
code still runs, then loaded again, holds two copies of itself on the
heap at once (the pause menu's Settings over a game against hard once ran
a board out of memory that way: ui.menus and ui.prefs twice in one key).
Counted on CPython by an import hook that sees every module executed."""

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from tests.test_ui import make  # noqa: E402


class Loads:
    """Every module executed while it is installed (a meta path finder that
    only watches: the import goes on as usual)."""

    def __init__(self):
        self.names = []

    def find_spec(self, name, path=None, target=None):
        if name.startswith(("ui", "engine")):
            self.names.append(name)
        return None  # (the next finder loads it)

    def __enter__(self):
        sys.meta_path.insert(0, self)
        return self

    def __exit__(self, *exc):
        sys.meta_path.remove(self)


def press(runner, app, key, seen):
    """One key and its ticks; a module loaded twice in them is noted."""
    with Loads() as loads:
        runner.press(key)
    twice = sorted({n for n in loads.names if loads.names.count(n) > 1})
    if twice:
        seen.append((key, app.name(), twice))


def choose(runner, app, label, twice=None):
    """Down to the row starting with `label`, then OK (loads counted when
    `twice` is given)."""
    seen = [] if twice is None else twice
    for _ in range(12):
        if app.current.rows[app.current.list.index][0].startswith(label):
            break
        press(runner, app, "down", seen)
    press(runner, app, "ok", seen)


PAGES = ("Settings", "Statistics", "How to play", "Last hand", "Coach", "Hint", "Restart")


def state(app):
    ss = app.session
    return app.name(), ss and ss.game.snapshot(), getattr(app.current, "sel", None), ss and ss.teller.message


def tour(runner, app, twice, opened):
    """The pause menu, then each page it offers, and back to the game."""
    for page in PAGES:
        press(runner, app, "menu", twice)
        if app.name() != "PauseScreen":
            return
        if not any(r[0].startswith(page) for r in app.current.rows):
            choose(runner, app, "Resume")
            continue
        for _ in range(12):
            if app.current.rows[app.current.list.index][0].startswith(page):
                break
            press(runner, app, "down", twice)
        press(runner, app, "ok", twice)
        opened.add(page)
        if app.name() == "ConfirmScreen":
            press(runner, app, "ok", twice)  # No, keep it
        elif app.name() not in ("PauseScreen", "CribbageScreen", "PassScreen"):
            press(runner, app, "back", twice)
        if app.name() == "PauseScreen":
            choose(runner, app, "Resume")
        if app.name() == "PassScreen":
            return


@pytest.mark.parametrize("seats", ["human,hard", "human,human"])
def test_no_module_is_loaded_twice_in_one_key_on_any_pause_page(tmp_path, seats):
    """Every page of the pause menu at the lay-away, in the play and in the
    middle of a show, through two hands (a game against hard: its search
    and crib table held; hotseat: the pass screens too)."""
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"table": "2p6", "dealer": 0}, seats.split(","), 5)
    runner.settle()
    twice = []
    opened = set()
    toured = set()
    for _ in range(400):
        ss = app.session
        if app.name() == "PassScreen":
            press(runner, app, "ok", twice)
            continue
        if app.name() != "CribbageScreen" or ss.game.hand_no > 2:
            break
        e = ss.teller.telling
        moment = (ss.game.hand_no, ss.game.phase, e is not None and e[0] in ("show", "counted"))
        if moment not in toured:
            toured.add(moment)
            tour(runner, app, twice, opened)
            continue
        before = state(app)
        press(runner, app, "ok", twice)
        if state(app) == before:
            press(runner, app, "right", twice)
    assert set(PAGES) - {"Coach"} <= opened, opened
    assert not twice, twice


def test_no_module_is_loaded_twice_in_one_key_in_the_menus(tmp_path):
    """The title's pages, a game's setup, and over a saved game the
    question before a new one (No goes back to the setup, Yes starts it)."""
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"table": "2p6"}, ["human", "hard"], 5)
    runner.settle()
    twice = []
    press(runner, app, "menu", twice)
    choose(runner, app, "Quit")  # (the game stays saved: a new one asks first)
    for row in ("Settings", "Statistics", "How to play", "About"):
        choose(runner, app, row)
        press(runner, app, "back", twice)
    choose(runner, app, "Play Cribbage")
    for answer in ("No", "Yes"):
        choose(runner, app, "Start")
        assert app.name() == "ConfirmScreen"
        for _ in range(3):
            if app.current.rows[app.current.list.index][0].startswith(answer):
                break
            press(runner, app, "down", twice)
        press(runner, app, "ok", twice)
    assert app.name() == "CribbageScreen" and app.session.game.seed != 5
    assert not twice, twice

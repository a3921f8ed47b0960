"""Learn to play: a first game of each, against the easy computer, from the
title. Each new kind of moment is introduced once, the first time it
comes, on a page before the player acts (and before the telling of it
goes on); every score waits for OK; after each lay-away the coach says the
best keep; a game played to its end is remembered (statistics) and the
chooser says so; it can be played again. Read as a player would: every
intro page's words whole, on the PyBadge and the CLUE."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from tests.layout import problems  # noqa: E402
from tests.test_ui import CLUE, SHOTS, choose, make, signature  # noqa: E402
from ui.key_names import by_name  # noqa: E402

ACTS = {"cribbage": {"cut": (0, 2), "lay": (1,), "play": (3,)}, "trash": {"draw": (0,), "wild": (1,), "take": (2,)}}


def learn(runner, app, kind):
    """From the title: Learn to play, then the game of `kind`."""
    choose(runner, app, "Learn to play")
    assert app.name() == "LearnMenu"
    choose(runner, app, {"cribbage": "Cribbage", "trash": "Trash"}[kind])


@pytest.mark.parametrize("kind,size", [("cribbage", (160, 128)), ("cribbage", CLUE), ("trash", (160, 128))])
def test_learn_to_play_introduces_each_moment_before_the_player_acts(tmp_path, kind, size):
    app, display, runner = make(tmp_path, size=size)
    runner.out = SHOTS
    runner.settle()
    learn(runner, app, kind)
    ss = app.session
    assert ss.learn and ss.seats[0] == "learner" and ss.seats[1] == "easy" and ss.step
    assert app.name() == "LearnScreen" and ss.intro == "welcome" and not ss.actions  # before any key
    intros, acted, held, coach, shots = [], set(), 0, [], 0
    phases = ACTS[kind]
    say = ss.teller.say
    ss.teller.say = lambda text, ms: (coach.append(text), say(text, ms))[1]  # (the device's own words)
    for _ in range(3000):
        if app.name() == "ResultScreen":
            break
        if app.name() == "LearnScreen":
            assert not problems(app, *size), (ss.intro, problems(app, *size))
            assert ss.intro not in intros  # once each
            e = ss.teller.telling
            if ss.intro in ("show", "crib"):  # the crib's own page at the crib's count, the hand's at a hand's
                assert e is not None and e[0] in ("show", "counted") and bool(e[2]) == (ss.intro == "crib"), e
            intros.append(ss.intro)
            # introduced before the player first acts in it
            assert not [m for m, ph in phases.items() if m == ss.intro and m in acted], ss.intro
            if shots < 3:
                runner.shot("learn_%s_%d%s" % (kind, shots, "_clue" if size == CLUE else ""), scale=2)
                shots += 1
            runner.press("ok")
            while app.name() == "LearnScreen" and ss.intro == intros[-1]:
                runner.press("ok")  # (a page of more than one screen: turned over)
            continue
        if ss.human_turn() and not ss.teller.messages and app.name() in ("CribbageScreen", "TrashScreen"):
            for m, ph in phases.items():
                if ss.game.phase in ph:
                    assert m in intros, ("acting with no word first", m)
                    acted.add(m)
        if ss.teller.held:
            held += 1
        before = signature(app)
        runner.press("ok")
        if signature(app) == before:
            runner.press("right")
    assert app.name() == "ResultScreen", app.name()
    must = {"cribbage": {"welcome", "cut", "lay", "starter", "play", "go", "show", "crib"},
            "trash": {"welcome", "draw", "chain", "throw", "hand"}}[kind]
    assert must <= set(intros), intros
    assert held > 10  # every score waited for OK
    if kind == "cribbage":  # the best keep said after each lay-away
        assert [c for c in coach if c.startswith("coach: ")], coach
    # remembered: the statistics, and the chooser says so; played again from it
    choose(runner, app, "Menu")
    assert app.stats.learned(kind)
    choose(runner, app, "Learn to play")
    label = {"cribbage": "Cribbage", "trash": "Trash"}[kind]
    assert label + " (done)" in [r[0] for r in app.current.rows]
    choose(runner, app, label)
    assert app.session.learn and app.name() == "LearnScreen" and app.session.intro == "welcome"


def test_a_learn_game_is_saved_and_resumed_as_one(tmp_path):
    """A power cut in the middle of Learn to play: the title offers it,
    and it goes on as a learner's game (stepped, the moments not yet
    introduced still to come)."""
    app, display, runner = make(tmp_path)
    runner.settle()
    learn(runner, app, "cribbage")
    for _ in range(30):
        if app.name() == "CribbageScreen" and app.session.game.hand_no == 0 and app.session.game.phase == 3:
            break
        runner.press("ok")
    runner.press("menu")  # a checkpoint
    app2, _, runner2 = make(tmp_path)  # the power goes
    runner2.settle()
    assert app2.current.rows[0][0].startswith("Resume Crib")
    app2.key(by_name("ok"))
    runner2.settle()
    ss = app2.session
    assert ss.learn and ss.step and ss.seats[0] == "learner" and ss.names[0] == "Red"

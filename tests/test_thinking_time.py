"""The coach's weighing in the player's thinking time (issue #58): while a
human looks at the hand dealt, every way to lay it away is weighed a slice
a round (ui.cribbage.rules.think, engine.crib_ai's weigh_keeps); a card played is
weighed after its frame, a card a round (plays); a key pressed meanwhile
is answered at once,
and the results are those of the weighing done whole, bit for bit.
Counted work, not time: the slices are counted by the calls that weigh."""

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import engine.crib_ai as crib_ai  # noqa: E402
from engine.crib_ai import CribbagePlayer  # noqa: E402
from engine.cribbage import LAY, LAY_AWAY, PLAY, PLAYING, Cribbage  # noqa: E402
from tests.test_ui import make  # noqa: E402
from ui.actions import OK, RIGHT  # noqa: E402

TABLES = ("2p6", "2p5", "3p", "4p")


def lay_away_views(count, seed=58):
    """(view, seat) of `count` hands dealt for laying away, all tables,
    scores anywhere in the game (the game's end weighs differently)."""
    rnd = random.Random(seed)
    out = []
    while len(out) < count:
        table = TABLES[len(out) % 4]
        g = Cribbage({"table": table, "dealer": rnd.randrange(int(table[0]))}, rnd.randrange(1 << 30))
        for s in range(len(g.scores)):
            g.scores[s] = rnd.choice((0, 40, 90, 100, 110, 118))
        while g.phase != LAY_AWAY:
            g.apply(g.legal()[0])
        p = g.actor
        out.append((g.view(p), p))
    return out


def sliced(steps, between):
    """A generator's results, `between()` run after each of its slices (what
    else a round may run: a computer's or a hint's weighing)."""
    got = []
    for x in steps:
        got.append(x)
        between()
    return got


def test_the_keeps_weighed_a_way_a_slice_are_the_whole_weighings_on_1000_hands():
    """Each slice weighs one way; with another hand's weighing run whole
    between every two slices (scratch shared between weighings would mix
    them), the values are the whole weighing's, bit for bit, in its order."""
    views = lay_away_views(1000)
    for i, (v, p) in enumerate(views):
        hard = CribbagePlayer("hard")
        whole = hard.keep_values(v, p)
        other_v, other_p = views[i - 1]
        got = sliced(hard.weigh_keeps(v, p), lambda: hard.keep_values(other_v, other_p))
        assert [(x, laid) for x, (_, laid) in zip(got[-1], whole)] == whole
        assert got[:-1] == [None] * len(whole)  # (a way a slice, then the values)


def play_views(count, seed=59):
    """(view, seat, legal) of `count` human decisions in the play."""
    rnd = random.Random(seed)
    out = []
    while len(out) < count:
        table = TABLES[len(out) % 4]
        g = Cribbage({"table": table, "dealer": 0}, rnd.randrange(1 << 30))
        bots = [CribbagePlayer("normal", k) for k in range(g.n)]
        while g.phase != PLAYING or len(g.legal()) < 2 or rnd.random() < 0.5:
            if g.actor is None:
                break
            g.apply(bots[g.actor].choose(g))
        if g.actor is not None and g.phase == PLAYING:
            out.append((g.view(g.actor), g.actor, g.legal()))
    return out


def test_the_cards_weighed_one_a_slice_are_the_whole_weighings():
    views = play_views(400)
    for i, (v, p, legal) in enumerate(views):
        hard = CribbagePlayer("hard")
        whole = []
        hard.peg(v, p, legal, whole)
        ov, op, olegal = views[i - 1]
        got = sliced(hard.plays(v, p, legal), lambda: hard.peg(ov, op, olegal, []))
        assert got == whole


class Counted:
    """Calls of an engine function, patched in its module."""

    def __init__(self, monkeypatch, name):
        self.n = 0
        import sys
        module = sys.modules.get("engine.crib_ai", crib_ai)  # (the one the game uses: a module let go
        real = getattr(module, name)  # by a test before and loaded again is not this file's import)

        def counted(*a):
            self.n += 1
            return real(*a)
        monkeypatch.setattr(module, name, counted)


def to_lay_away(runner, app):
    ss = app.session
    for _ in range(50):
        if ss.game.phase == LAY_AWAY and ss.human_turn() and not ss.teller.messages and app.name() == "CribbageScreen":
            return
        runner.press("ok")
    raise AssertionError("no lay-away reached")


def rounds(runner, n, ways=None, most=1):
    """n rounds of the loop, 20 ms apart, each weighing at most `most` ways."""
    for _ in range(n):
        before = ways.n if ways else 0
        runner.now += 20
        runner.app.tick(runner.now)
        if ways:
            assert ways.n - before <= most


def test_the_hand_is_weighed_a_way_a_round_while_the_player_looks_and_the_lay_away_finds_it_done(tmp_path,
                                                                                                  monkeypatch):
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"table": "2p6", "dealer": 0}, ["human", "hard"], 5)
    runner.settle()
    to_lay_away(runner, app)
    ss = app.session
    assert ss.ahead is not None and len(ss.ahead[4]) == 15  # weighed while the table settled
    ss.ahead, ss.working = None, True  # (again, counted: as the deal's last words go)
    ways = Counted(monkeypatch, "kept_totals")
    rounds(runner, 40, ways)  # the player looks at the hand: 15 ways, one a round
    assert ways.n == 15 and app.idle()  # all weighed, and the loop rests again
    ways.n = 0
    app.key(OK)
    runner.app.tick(runner.now)  # the first card's frame
    app.key(RIGHT)
    app.key(OK)
    runner.app.tick(runner.now)  # the second's
    rounds(runner, 5)
    assert ways.n == 0 and ss.pending is None and ss.coached == 0  # noted from what was weighed ahead


def test_a_key_pressed_in_the_round_after_the_second_card_is_answered_before_the_weighing_ends(tmp_path,
                                                                                                monkeypatch):
    """Cards laid at once (no round to weigh ahead): the weighing follows
    the frame a way a round, and a key in the round after it is drawn
    while the weighing still goes on (before issue #58 the round after the
    frame weighed all 15 ways before it read another key)."""
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"table": "2p6", "dealer": 0}, ["human", "hard"], 5)
    runner.settle()
    to_lay_away(runner, app)
    ss = app.session
    ss.ahead = None  # (the table settled: as if the cards were laid the moment it was dealt)
    ways = Counted(monkeypatch, "kept_totals")
    app.key(OK)
    app.key(RIGHT)
    app.key(OK)
    runner.app.tick(runner.now)  # the frame of the second card
    assert len(ss.game.view(0)["laid_away"]) == 2 and ways.n == 0
    rounds(runner, 1, ways)  # the round after it
    told = (len(ss.teller.messages), ss.ai_at)
    assert told[0] or told[1]  # words told, or the computer thinking: OK skips them or hurries it
    app.key(OK)  # a key pressed meanwhile
    runner.app.tick(runner.now)
    assert (len(ss.teller.messages), ss.ai_at) != told  # answered
    assert ss.pending is not None and ways.n <= 1  # and the weighing goes on
    rounds(runner, 30, ways)
    assert ways.n == 15 and ss.pending is None and ss.coached == 0


def test_a_card_played_is_weighed_after_its_frame_a_card_a_round(tmp_path, monkeypatch):
    """The play is not weighed ahead (its state, kept through the human's
    turn, filled the table's fullest moment: docs/power.md): the card's
    frame first, then each card the player could have played, one a round."""
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"table": "3p", "dealer": 2}, ["human", "normal", "normal"], 7)
    runner.settle()
    ss = app.session
    for _ in range(80):
        if ss.game.phase == PLAYING and ss.human_turn() and not ss.teller.messages and len(ss.game.legal()) > 2:
            break
        runner.press("ok")
    else:
        raise AssertionError("no play of three cards or more reached")
    rounds(runner, 5)
    assert ss.ahead is None and ss.pending is None
    cards = Counted(monkeypatch, "score_play")  # (once a card weighed)
    n = len(ss.game.legal())
    app.key(OK)
    app.tick(runner.now)  # its frame
    assert ss.game.view(0)["played"][0] and cards.n == 0 and ss.pending is not None
    for _ in range(n + 5):  # (begun, weighed, then the coach's note in a round of its own)
        if ss.pending is None:
            break
        rounds(runner, 1, cards)
    assert cards.n == n and ss.pending is None


def play_hands(tmp_path, seed, whole):
    """Three hands of a game against hard, the human laying away its two
    lowest cards and playing its first legal card, each key given a frame
    and a look of 30 rounds; with `whole`, the coach as before issue #58
    (nothing weighed ahead, a move's weighing done at once after its frame).
    (lay_lost per seat, each hand's record of what was given up)."""
    app, display, runner = make(tmp_path)
    if whole:
        from ui.session import Session

        def at_once(ss, key=False, changed=False):
            ss.working = False
            if ss.pending is not None:
                ss.rules.think(ss, True)
        Session.think, saved = at_once, Session.think
    try:
        app.start_game("cribbage", {"table": "2p6", "dealer": seed % 2}, ["human", "hard"], seed)
        ss = app.session
        told = []
        for _ in range(3000):
            runner.settle()
            rounds(runner, 30)
            g = ss.game
            if ss.teller.shown is not None and g.phase == LAY_AWAY and not told or len(told) < ss.counts[0].get(
                    "deals", 0):
                told.append(bytes(ss.teller.shown.told))
            if len(told) > 3:
                break
            if ss.human_turn() and not ss.teller.messages and app.name() == "CribbageScreen":
                if g.phase == LAY_AWAY:
                    low = min(g.view(0)["hand"], key=lambda c: c >> 2)
                    ss.apply(LAY + low)
                    app.tick(runner.now)
                    continue
                if g.phase == PLAYING:
                    ss.apply(g.legal()[0])
                    app.tick(runner.now)
                    continue
            app.key(OK)
            app.tick(runner.now)
        return [c.get("lay_lost") for c in ss.counts], told
    finally:
        if whole:
            Session.think = saved


def test_the_coach_tells_the_same_weighed_ahead_in_slices_as_weighed_whole(tmp_path):
    for seed in (3, 8):
        assert play_hands(tmp_path, seed, False) == play_hands(tmp_path, seed, True)


def test_a_key_in_every_round_does_not_hold_the_weighing_up(tmp_path, monkeypatch):
    """A slice waits a round for a key's frame, but once: keys pressed in
    every round (a key held down, a player tapping through the telling)
    still let the weighing end and the computer move (it waited for it for
    good before: a key's frame came first in every round)."""
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"table": "2p6", "dealer": 0}, ["human", "hard"], 5)
    runner.settle()
    to_lay_away(runner, app)
    ss = app.session
    ss.ahead = None  # (laid at once: the weighing follows the frame)
    ways = Counted(monkeypatch, "kept_totals")
    app.key(OK)
    app.key(RIGHT)
    app.key(OK)
    for _ in range(60):
        app.key(RIGHT)  # (a cursor's move: nothing to the game)
        rounds(runner, 1, ways)
    assert ways.n == 15 and ss.pending is None and ss.coached == 0


def test_the_coachs_note_loads_the_coachs_module_alone(tmp_path, monkeypatch):
    """The round that notes a lay-away (after its weighing) loads the
    coach's module only, and lets it go: the hint's words and the coach's
    page are not loaded for it (their module made that round 5.3 M
    instructions on the board's core, issue #58)."""
    import sys
    from ui import modules
    modules.release("ui.cribbage.coach")  # (other tests')
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"table": "2p6", "dealer": 0}, ["human", "hard"], 5)
    runner.settle()
    to_lay_away(runner, app)
    ss = app.session
    rounds(runner, 40)  # the hand weighed while the player looks
    loads = []
    real = modules.load

    def load(name):
        if name not in sys.modules:
            loads.append(name)
        return real(name)
    monkeypatch.setattr(modules, "load", load)
    app.key(OK)
    app.key(RIGHT)
    app.key(OK)
    rounds(runner, 3)
    assert ss.coached == 0  # noted
    assert loads == ["ui.cribbage.coach"] and "ui.cribbage.coach" not in sys.modules, loads

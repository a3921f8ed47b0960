"""A power cut during a show, or just after it, then Resume: the whole
next hand is drawn from the hand the engine deals, never from the show
that was being told (the crib just counted in the hand row, the old
starter face up, no pile).

One game is played by frames; at every event of its first show and of
the moments around it (the last card, the show's items, the next deal)
the drive is copied twice: as a plain power cut leaves it (the last
checkpoint) and as a pause there leaves it (the telling's progress
written). Each copy is resumed on a new app and the next hand is played
by frames, every frame checked against the engine."""

import os
import shutil

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from engine.crib_actions import LAY_AWAY, PLAYING  # noqa: E402
from tests.test_ui import make, signature  # noqa: E402
from ui.card_art import BACK, DIM  # noqa: E402
from ui.key_names import by_name  # noqa: E402

STEP_MS = 50
AROUND = ("play", "go", "reset", "score", "show", "counted", "deal")  # the moments around a show


def frames(app, clock, key, check=None):
    """Press `key`, then let time run until the app waits for a key, check(app)
    at every frame."""
    app.key(by_name(key))
    if check:
        check(app)
    for _ in range(20000):
        if app.idle():
            return
        clock[0] += STEP_MS
        app.tick(clock[0])
        if check:
            check(app)
    raise AssertionError("never idle")


def impatient(app, clock, check=None):
    """One key of an impatient player: OK, and right when OK changed nothing."""
    before = signature(app)
    frames(app, clock, "ok", check)
    if signature(app) == before:
        frames(app, clock, "right", check)


def tile_card(t):
    return t - DIM if t >= DIM else t


class NextHand:
    """Every frame of the hands after the resume, against the engine: the
    hand row holds only cards dealt to the one holding the device in the
    hand as told (or the hand being shown); and when the table waits for
    the player's move, the row is the mover's hand as the engine has it,
    the starter is face down in the lay-away and the engine's in the
    play, and the pile is the engine's pile."""

    def __init__(self):
        self.asked = 0
        self.told = None
        self.own = None  # (None: the hand the save was telling, before a deal is told)
        self.viewer = None

    def dealt(self, ss):
        """The viewer's cards in the hand the engine is in (told at its
        deal, or when the device changes hands); none before a pass screen
        says who holds it."""
        p = self.viewer = ss.teller.viewer
        if p < 0:
            self.own = set()
            return
        v = ss.game.view(p)
        self.own = set(v["hand"]) | set(v["laid_away"]) | set(v["played"][p])

    def __call__(self, app):
        if app.name() != "CribbageScreen":
            return
        ss = app.session
        t = ss.teller
        screen = app.current
        g = ss.game
        if self.viewer is None:
            self.viewer = t.viewer  # (the table as the save was telling it, until a deal is told)
        if t.viewer != self.viewer or t.telling is not self.told and (
                t.telling is not None and t.telling[0] in ("deal", "redeal")):
            self.dealt(ss)
        self.told = t.telling
        row = [tile_card(s[0]) for s in screen.hand if not s.hidden]
        if t.showing is not None:
            assert set(row) <= set(t.showing), "a show's row holds only the cards shown"
        elif self.own is not None:
            assert set(row) <= self.own, ("the hand row holds cards not dealt to its holder", row,
                                          sorted(self.own))
        if not app.idle() or screen.cursor.hidden:
            return  # (the player acts on the picture the table waits on)
        v = g.view(g.actor)
        assert row == sorted(v["hand"]), ("the hand row is not the mover's hand", row, sorted(v["hand"]))
        if g.phase == LAY_AWAY:
            assert screen.starter[0] == BACK, "an old starter face up in the lay-away"
        elif g.phase == PLAYING:
            assert screen.starter[0] == g.starter
            pile = [s[0] for s in screen.pile if not s.hidden]
            assert pile == list(g.pile), (pile, g.pile)
        self.asked += 1


def drive_with(folder, region):
    """A drive (the simulator's data folder) holding these nvm bytes."""
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "nvm.bin"), "wb") as f:
        f.write(region)


def resumed_next_hand(tmp_path, name, region, hand_no):
    """A new app on a copy of the drive: Resume on the title, then hand
    `hand_no` (the one after the show) played by frames to its end (or the
    game's), each checked."""
    d = tmp_path / name
    drive_with(str(d), region)
    app, _, runner = make(d)
    clock = [0]
    runner.settle()
    assert app.current.rows[0][0].startswith("Resume"), app.current.rows[0][0]
    check = NextHand()
    frames(app, clock, "ok", check)  # Resume
    for _ in range(400):
        if app.name() == "ResultScreen":
            break
        if app.name() == "PassScreen":
            frames(app, clock, "ok", check)
            continue
        g = app.session.game
        if g.hand_no > hand_no and not app.session.teller.messages:
            break
        impatient(app, clock, check)
    assert check.asked >= 4, (name, check.asked)  # (the next hand's lay-away and play were checked)
    shutil.rmtree(str(d), ignore_errors=True)
    return check.asked


@pytest.mark.parametrize("seats", ["human,human", "human,hard"])
def test_a_power_cut_in_or_after_a_show_resumes_to_the_next_hand_as_dealt(tmp_path, seats):
    app, _, runner = make(tmp_path / "live")
    app.start_game("cribbage", {"table": "2p6"}, seats.split(","), 3)
    clock = [0]
    cuts = []  # (name, the drive's bytes)
    recent = []  # the last few moments before the show
    w = {"event": None, "n": 0, "show": False, "next": None, "over": False}

    def cut(e):
        """The drive as a power cut now leaves it, and as a pause now then
        a cut leaves it (the store put back after: the game goes on as if
        no pause had been made)."""
        w["n"] += 1
        store = app.store
        plain = bytes(store.region)
        app.session.save()
        paused = bytes(store.region)
        store.region[:] = plain
        store.find()
        return [("cut%d_%s" % (w["n"], e[0]), plain), ("pause%d_%s" % (w["n"], e[0]), paused)]

    def watch(app):
        ss = app.session
        if ss is None or w["over"]:
            return
        e = ss.teller.telling
        if e is None or e is w["event"]:
            return
        w["event"] = e
        if w["next"] is not None and e[0] != "deal":  # the first moment after the next deal
            w["over"] = True
            return
        if not w["show"]:
            if e[0] != "show":
                recent[:] = (recent + [cut(e)])[-3:]  # (the last card, its go, its score)
                return
            w["show"] = True
            for pair in recent:
                cuts.extend(pair)
        cuts.extend(cut(e))
        if e[0] == "deal":
            w["next"] = e[2]

    frames(app, clock, "ok", watch)
    for _ in range(2000):
        if w["over"]:
            break
        impatient(app, clock, watch)
    assert w["next"] is not None and len(cuts) > 20, len(cuts)
    distinct = {}
    for name, data in cuts:
        distinct.setdefault(data, name)
    for data, name in distinct.items():
        resumed_next_hand(tmp_path, name, data, w["next"])
    assert len(distinct) >= 8, len(distinct)

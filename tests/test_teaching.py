"""A game that teaches, as a player meets it (issue #57): the end of a
Trash hand held up; no word of the game's jargon on a table without its
plain words; a claim within three keys; the pass screen says what waits;
the CLUE's help broken between sentences."""

import os
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from tests.test_privacy import drawn_text  # noqa: E402
from tests.test_ui import CLUE, make, signature  # noqa: E402
from ui.key_names import by_name  # noqa: E402

STEP_MS = 50


def to_a_hands_end(runner, app):
    """Keys of an impatient player until the deal after a Trash hand is
    being told (its end held up)."""
    for _ in range(3000):
        ss = app.session
        e = ss.teller.telling
        if e is not None and e[0] == "deal" and e[1] and app.current is app.game_screen:
            return e
        before = signature(app)
        app.key(by_name("ok"))
        for _ in range(400):
            e = ss.teller.telling
            if e is not None and e[0] == "deal" and e[1] and app.current is app.game_screen:
                app.current.redraw()
                return e
            if app.idle():
                break
            runner.now += STEP_MS
            app.tick(runner.now)
        if signature(app) == before:
            app.key(by_name("right"))
            runner.settle()
    raise AssertionError("no hand ended")


@pytest.mark.parametrize("pace", ["step", "normal"])
def test_a_trash_hands_end_is_held_up_with_who_won_and_the_slots_next(tmp_path, pace):
    """Who won the hand and the slots each player has to fill in the next,
    up at the next deal whoever's turn comes next: until OK at step with
    OK, for 4 s and more at the normal pace (it flashed for 1.5 s during
    the next player's turn)."""
    app, display, runner = make(tmp_path)
    app.prefs.values["pace"] = pace
    app.prefs.apply(app)
    app.start_game("trash", {"players": 3}, ["human", "hard", "normal"], 4)
    runner.settle()
    ss = app.session
    e = to_a_hands_end(runner, app)
    winner = ss.teller.shown.winner
    screen = app.current
    assert ss.teller.message == "%s won hand %d; next:" % (ss.names[winner], e[1])
    others = screen.others.text
    for p in range(3):  # every player's slots for the next hand
        who = "you" if p == 0 else ss.names[p]
        assert "%s %d" % (who, ss.game.size[p]) in others, (who, others)
    start = runner.now
    for _ in range(200 if pace == "step" else 80):  # time alone
        runner.now += STEP_MS
        app.tick(runner.now)
        if ss.teller.message != "%s won hand %d; next:" % (ss.names[winner], e[1]):
            break
    if pace == "step":
        assert ss.teller.held and screen.others.text == others  # held: ten seconds change nothing
        assert screen.prompt.text == "ok: go on"  # (and the player told what the key does)
        app.key(by_name("ok"))
        runner.settle()
        assert not ss.teller.held
    else:
        assert runner.now - start >= 4000  # up for its time at the pace (4 s x 1.2)


# the game's traditional names, and the plain words a table says with them
JARGON = {"pair royal": ("3 ",), "nineteen": ("nothing",), "his nob": ("jack",), "his heels": ("jack",),
          "nob": ("jack",), "heels": ("jack",), "lurch": ("half",), "skunk": ("91", "61")}


@pytest.mark.parametrize("table,seats,size", [("2p6", "human,easy", (160, 128)), ("3p", "human,easy,normal", CLUE),
                                              ("2p5", "human,human", (160, 128))])
def test_no_jargon_on_a_table_without_its_plain_words(tmp_path, table, seats, size):
    """Every frame of whole games: a traditional name (pair royal, nineteen,
    his nob, his heels) is on a table only with its plain words beside it
    (three alike, nothing, the jack...)."""
    app, display, runner = make(tmp_path, size=size)
    app.start_game("cribbage", {"table": table, "target": 61}, seats.split(","), 9)
    seen = {"frames": 0, "named": 0}

    def check():
        if app.name() != "CribbageScreen":
            return
        seen["frames"] += 1
        text = " ".join(drawn_text(app.root, [])).lower()
        for word, plain in JARGON.items():
            if re.search(r"\b%s\b" % word, text):
                seen["named"] += 1
                assert any(p in text for p in plain), (word, text)

    for _ in range(2000):
        if app.name() == "ResultScreen":
            break
        before = signature(app)
        app.key(by_name("ok"))
        check()
        for _ in range(400):
            if app.idle():
                break
            runner.now += STEP_MS
            app.tick(runner.now)
            check()
        if signature(app) == before:
            app.key(by_name("right"))
            runner.settle()
    assert app.name() == "ResultScreen" and seen["frames"] > 1000, seen


def test_every_claim_of_a_common_hand_is_within_three_keys_of_where_it_starts():
    """From 5, by ones and fives: every count of 0 to 12, and 14 to 16, in
    at most three keys (then OK); 99.7 hands in 100 (tools.key_counts)."""
    from tools.key_counts import fewest
    for want in list(range(0, 13)) + [14, 15, 16]:
        fives, ones = fewest(5, want)
        assert abs(fives) + abs(ones) <= 3, want


def test_a_claim_moves_by_one_and_by_five_from_five(tmp_path):
    from engine.cribbage import CLAIM, CLAIMING
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"table": "2p6", "muggins": True, "dealer": 1}, ["human", "hard"], 5)
    runner.settle()
    ss = app.session
    for _ in range(300):
        if ss.game.phase == CLAIMING and ss.human_turn() and not ss.teller.messages:
            break
        before = signature(app)
        runner.press("ok")
        if signature(app) == before:
            runner.press("right")
    screen = app.current
    assert screen.prompt.text == "Claim < 5 > points: ok" and screen.info.text == "up/down 1, left/right 5"
    runner.press("right")
    runner.press("up")
    runner.press("up")
    assert screen.prompt.text == "Claim < 12 > points: ok"
    runner.press("left")
    runner.press("down")
    n = len(ss.actions)
    runner.press("ok")
    assert ss.actions[n] == CLAIM + 6


def test_the_pass_screen_says_what_waits_and_who_leads(tmp_path):
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"table": "2p6", "dealer": 0}, ["human", "human"], 5)
    runner.settle()
    seen = set()
    for _ in range(300):
        if app.name() == "PassScreen":
            ss = app.session
            g = ss.game
            words = app.current.waits.text.split("\n")
            if g.phase == 1:
                assert words[0].startswith("lay away 2: ") and words[0].endswith(" crib")
            elif g.phase == 3:
                assert words[0] == "your play, count %d" % g.count
            s = ss.teller.scores_told()
            assert words[1] == ("no points yet" if max(s) == 0 else "level at %d" % s[0] if s[0] == s[1] else
                                "%s leads %d-%d" % (ss.names[s.index(max(s))], max(s), min(s)))
            seen.add(g.phase)
        before = signature(app)
        runner.press("ok")
        if signature(app) == before:
            runner.press("right")
        if len(seen) >= 2 and app.session.game.hand_no > 1:
            break
    assert {1, 3} <= seen, seen


def test_the_clues_help_screens_end_where_a_sentence_ends(tmp_path):
    """On 20 columns a help page takes several screens: each but a page's
    last ends a sentence (a lone "dealer's." read as nothing)."""
    from ui.clue import paged, reflow
    from ui.menus import help_page
    from tests.conftest import ROOT
    path = os.path.join(ROOT, "assets", "help.txt")
    first, n = help_page(path, 0)
    for page in [first] + [help_page(path, k)[0] for k in range(1, n)]:
        screens = paged([reflow(page)], 20)
        for screen in screens[:-1]:
            assert screen.split("\n")[-1].endswith("."), screens


def test_a_4p_hotseat_pass_screen_says_what_waits_whole(tmp_path):
    """Four humans, partners: every pass screen's words fit the PyBadge's
    25 columns whole (a partner's crib was "your side's c"; the CLUE's
    layout wraps its lines)."""
    from ui.cribbage.pages import passing
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"table": "4p", "dealer": 0}, ["human"] * 4, 3)
    runner.settle()
    seen = 0
    for _ in range(400):
        if app.name() == "PassScreen":
            ss = app.session
            cols = app.current.waits.grid.width
            seat = ss.teller.pass_target()
            lines = passing(ss, seat).split("\n")
            for line in lines:
                assert len(line) <= cols, (line, cols)
            d = ss.game.dealer
            if ss.game.phase == 1 and d != seat and ss.game.side_of(d) == ss.game.side_of(seat):
                assert lines[0].endswith(": partner crib"), lines  # (whose side the crib is on)
            seen += 1
        before = signature(app)
        runner.press("ok")
        if signature(app) == before:
            runner.press("right")
        if app.session.game.hand_no > 3:
            break
    assert seen >= 12, seen

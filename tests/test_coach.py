"""The coach (ui.cribbage.coach: note, page): a human's lay-away weighed
against every other way by the hard player's valuation, from what that
seat saw; shown on request (the hint at the play's start, the pause
menu) only to that seat; the points given up counted per seat in the
game's statistics, on the result screen and the statistics pages.
Screenshots: out/screens/coach_*.png."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from engine.cards import name as card_name  # noqa: E402
from engine.crib_ai import crib_value  # noqa: E402
from engine.crib_score import score_show  # noqa: E402
from engine.cribbage import LAY, LAY_AWAY, PLAYING  # noqa: E402
from tests.layout import problems  # noqa: E402
from tests.test_ui import SHOTS, make  # noqa: E402


def to_own_lay_away(runner, app):
    ss = app.session
    for _ in range(50):
        if ss.game.phase == LAY_AWAY and ss.human_turn() and not ss.teller.messages and app.name() == "CribbageScreen":
            return ss.teller.view()
        runner.press("ok")
    raise AssertionError("no lay-away reached")


def expected_points(hand, laid, table, own):
    """The plain expected value of a keep, worked out here: the kept cards'
    show over every starter the seat cannot see, plus (own crib) or less the
    crib table's value of the cards laid; in the six-card game, plus what
    the kept four make of the play (engine/keep_play.bin, by
    tools.keep_play_table's own index)."""
    kept = [c for c in hand if c not in laid]
    starters = [c for c in range(52) if c not in hand]
    show = sum(score_show(kept, s) for s in starters) / len(starters)
    crib = crib_value(table, list(laid), own)
    return show + (crib if own else -crib) + (play_value(kept, own) if table == "2p6" else 0)


def play_value(kept, own):
    from tools.keep_play_table import table_value
    with open(os.path.join(os.path.dirname(os.path.dirname(__file__)), "engine", "keep_play.bin"), "rb") as f:
        return table_value(f.read(), kept, own)


def test_the_coach_weighs_the_keep_made_against_the_best_and_counts_what_it_gave_up(tmp_path):
    app, display, runner = make(tmp_path)
    runner.out = SHOTS
    app.start_game("cribbage", {"table": "2p6", "dealer": 0}, ["human", "hard"], 5)
    runner.settle()
    v = to_own_lay_away(runner, app)
    ss, screen = app.session, app.current
    hand = list(v["hand"])
    own = v["dealer"] == 0
    # lay away the two lowest cards, whatever they are worth
    low = sorted(hand, key=lambda c: c >> 2)[:2]
    for c in low:
        screen.sel = screen.hand_cards(ss.teller.view()).index(c)
        runner.press("ok")
    assert sorted(ss.game.view(0)["laid_away"]) == sorted(low)
    # every way to lay away, valued independently (early in the game: no end-game terms)
    ways = [(a, b) for i, a in enumerate(hand) for b in hand[i + 1:]]
    values = {tuple(sorted(w)): expected_points(hand, w, "2p6", own) for w in ways}
    best = max(values.values())
    mine = values[tuple(sorted(low))]
    lost = ss.counts[0]["lay_lost"]
    assert ss.counts[0]["lay_hands"] == 1 and abs(lost / 100 - (best - mine)) < 0.02
    # the page: the keep made, the best, what was given up, the best three
    while not (ss.game.phase == PLAYING and ss.human_turn() and not ss.teller.messages):
        runner.press("ok")
    runner.press("hint")  # the play's start: the coach first
    assert app.name() == "CoachScreen" and not problems(app)
    lines = "\n".join(app.current.parts).split("\n")
    kept = " ".join(card_name(c) for c in sorted((c for c in hand if c not in low), key=lambda c: (c >> 2, c & 3)))
    assert lines[:2] == ["you kept " + kept, " scores about %.1f" % mine], lines
    best_keeps = [" ".join(card_name(c) for c in sorted((c for c in hand if c not in w), key=lambda c: (c >> 2, c & 3)))
                  for w, x in values.items() if x == best]
    if best - mine >= 0.05:
        assert lines[2] == "%.1f points given up" % (round(best, 1) - round(mine, 1))  # as shown
        assert lines[3][5:] in best_keeps and lines[4] == " scores about %.1f" % best
    crib = " hand + your crib + play)" if own else " hand - their crib + play)"  # (six cards: the play counted)
    assert lines[5:7] == ["(on average over the cuts:", crib]
    assert lines[8] == "the best three keeps:"
    ranked = sorted(values.values(), reverse=True)[:3]
    assert [float(line.split()[-1]) for line in lines[9:12]] == [round(x, 1) for x in ranked]
    assert [line[:3] for line in lines[9:12]] == ["1. ", "2. ", "3. "]
    assert all(len(line) <= 26 for line in lines)
    runner.shot("coach_lay_away", scale=2)
    runner.press("ok")  # back to the table, the play's hint given
    assert app.name() == "CribbageScreen" and ss.teller.message.startswith("play ")  # the card, and why
    runner.press("hint")  # seen: now the hint is only the card's
    assert app.name() == "CribbageScreen"
    runner.press("menu")  # and it stays in the pause menu
    labels = [lab.text for lab in app.current.list.labels]
    assert "Coach: my lay-away" in labels
    runner.shot("coach_in_the_pause_menu")


def test_taking_the_hint_gives_up_nothing(tmp_path):
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"table": "2p6", "dealer": 1}, ["human", "hard"], 8)
    runner.settle()
    to_own_lay_away(runner, app)
    ss = app.session
    for _ in range(2):
        runner.press("hint")
        runner.press("ok")
    assert ss.counts[0]["lay_lost"] == 0 and ss.counts[0]["lay_hands"] == 1
    while not (ss.game.phase == PLAYING and ss.human_turn() and not ss.teller.messages):
        runner.press("ok")
    runner.press("menu")
    runner.press("down")
    runner.press("down")
    runner.press("ok")
    assert app.name() == "CoachScreen" and app.current.body.text.split("\n")[2] == "the best keep: well done"


def test_in_hotseat_the_coach_shows_a_lay_away_only_to_its_own_player(tmp_path):
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"table": "2p6", "dealer": 0}, ["human", "human"], 5)
    runner.settle()
    ss = app.session
    weighed = set()
    for _ in range(60):
        if app.name() == "PassScreen":
            runner.press("ok")
            continue
        if ss.game.phase != LAY_AWAY:
            break
        if ss.human_turn() and not ss.teller.messages:
            runner.press("ok")
            runner.press("right")
            runner.press("ok")
            weighed.add(ss.coached)
        else:
            runner.press("ok")
    assert weighed == {0, 1} and ss.coached is not None  # the last weighed stays
    assert all(ss.counts[p].get("lay_hands") == 1 for p in (0, 1))
    shown = set()
    for _ in range(40):  # through the play: the row is there only for its own player
        if app.name() == "PassScreen":
            runner.press("ok")
            continue
        if ss.human_turn() and not ss.teller.messages:
            runner.press("menu")
            labels = [lab.text for lab in app.current.list.labels]
            assert ("Coach: my lay-away" in labels) == (ss.teller.viewer == ss.coached), (ss.teller.viewer, labels)
            shown.add(ss.teller.viewer)
            runner.press("back")
            if app.name() == "PassScreen":
                runner.press("ok")
        runner.press("ok")
        if len(shown) == 2:
            break
    assert shown == {0, 1}


def test_the_points_given_up_reach_the_result_and_the_statistics(tmp_path):
    from ui.stats import Stats
    from ui.store import Store
    app, display, runner = make(tmp_path)
    runner.out = SHOTS
    app.start_game("cribbage", {"table": "2p6", "target": 61, "dealer": 0}, ["human", "hard"], 5)
    runner.settle()
    ss = app.session
    for _ in range(3000):
        if app.name() == "ResultScreen":
            break
        if ss.game.phase == LAY_AWAY and ss.human_turn() and not ss.teller.messages and app.name() == "CribbageScreen":
            app.current.sel = 0  # the lowest two: rarely the best
            runner.press("ok")
            app.current.sel = 1
            runner.press("ok")
            continue
        before = (len(ss.actions), app.name(), getattr(app.current, "sel", None))
        runner.press("ok")
        if (len(ss.actions), app.name(), getattr(app.current, "sel", None)) == before:
            runner.press("right")
    assert app.name() == "ResultScreen"
    t = ss.counts[0]
    said = "Red gave up %.1f a keep" % (t["lay_lost"] / t["lay_hands"] / 100)
    assert said in app.current.detail.text.split("\n") and not problems(app)
    points = ss.won[2]  # what the game was worth, in words
    assert ("worth %d game point%s" % (points, "" if points == 1 else "s")) in app.current.detail.text
    runner.shot("coach_result")
    st = Stats(app.store)
    assert st.get("Red", "cribbage", "lay_hands") == t["lay_hands"]
    assert st.get("Red", "cribbage", "lay_lost") == t["lay_lost"]
    page = st.pages("Red")[0].split("\n")
    assert page[6] == "lay-away: %.1f lost a hand" % (t["lay_lost"] / t["lay_hands"] / 100)
    # a record written before the coach (18 numbers a seat) reads with the new ones at 0
    old = b"Red:" + b",".join(b"1" for _ in range(18))
    store = Store(bytearray(b"\xff" * 8192))
    store.save("stats", old)
    st = Stats(store)
    assert not st.problem and st.get("Red", "cribbage", "lay_hands") == 0 and st.get("Red", "cribbage", "wins") == 1
    assert len(st.pages("Red")[0].split("\n")) == 6  # (no coached hand: no coach's lines)


def test_the_last_hand_says_what_each_humans_lay_away_gave_up(tmp_path):
    """The look back at the last hand (pause menu) ends with what each
    human's keep gave up in that hand, by the coach's weighing; computers
    have no line."""
    app, display, runner = make(tmp_path)
    runner.out = SHOTS
    app.start_game("cribbage", {"table": "4p", "dealer": 0}, ["human", "hard", "human", "hard"], 5)
    runner.settle()
    ss = app.session
    lost = {}
    for _ in range(400):
        if app.name() == "PassScreen":
            runner.press("ok")
            continue
        if ss.teller.shown.last[1] and app.name() == "CribbageScreen" and not ss.teller.messages and ss.human_turn():
            break
        if ss.game.phase == LAY_AWAY and ss.human_turn() and not ss.teller.messages:
            p = ss.game.actor
            runner.press("ok")
            runner.press("ok")  # the first card in the hand, whatever it is worth
            lost[p] = ss.counts[p]["lay_lost"]
            continue
        runner.press("ok")
    assert sorted(lost) == [0, 2]
    runner.press("menu")
    runner.press("down")
    runner.press("down")
    runner.press("ok")
    assert app.name() == "LastHandScreen" and not problems(app)
    body = " ".join(line.strip() for line in "\n".join(app.current.parts).split("\n"))  # (long lines folded)
    words = ["%s %s" % (ss.names[p].split("/")[0], "%.1f" % (((lost[p] + 5) // 10) / 10)
                        if (lost[p] + 5) // 10 else "0") for p in (0, 2)]
    assert ("keep gave up: " + ", ".join(words) + " play gave up: Red ") in body and body.endswith(
        [w for w in body.split(", ") if w.startswith("Green ")][-1]), body
    runner.shot("coach_last_hand")


def test_a_keep_reads_by_rank_then_suit_and_a_claim_hint_reaches_29():
    """The coach names the cards kept by rank, then suit (clubs, diamonds,
    hearts, spades), whatever order the hand was in; the hint's claim of a
    29 hand sets the picker to 29, of nothing to 0."""
    from engine.cards import parse
    from engine.cribbage import CLAIM
    from ui.cribbage.coach import kept
    from ui.cribbage.hint import follow
    hand = [parse(c) for c in ("5S", "5H", "JD", "5C", "KS", "2D")]
    rec = bytearray(42)
    rec[1], rec[2] = 2, 6
    rec[3:9] = bytes(hand)
    assert kept(rec, 14) == "5C 5H 5S JD"  # way 14: the last two laid (KS, 2D)

    class Screen:
        value = 0

        class app:
            class session:
                class teller:
                    message = ""

        def hand_cards(self, v):
            return []
    s = Screen()
    follow(s, CLAIM + 29)
    assert s.value == 29 and s.app.session.teller.message == "hint: claim 29"  # (said, not set in silence)
    follow(s, CLAIM)  # and a hand of nothing: 0
    assert s.value == 0


def test_the_last_hand_says_what_each_card_played_gave_up(tmp_path):
    """Each card a human (the second seat) plays is weighed against the others it could
    play, by the hard player's own valuation of a play from that seat's
    view (engine.crib_ai.peg): the worst card first, then the best; the
    tenths given up add up, per seat, on the last hand's "play:" line."""
    from engine.crib_ai import CribbagePlayer
    from engine.cribbage import PLAY
    from tests.test_ui import choose
    app, display, runner = make(tmp_path)
    runner.out = SHOTS
    app.start_game("cribbage", {"table": "2p6", "dealer": 0}, ["hard", "human"], 5)  # (the second seat's record)
    runner.settle()
    to_own_lay_away(runner, app)
    runner.press("ok")
    runner.press("ok")
    ss = app.session
    lost = plays = 0
    while not (ss.teller.shown.last[1] and app.name() == "CribbageScreen" and not ss.teller.messages and ss.human_turn()):
        g = ss.game
        if g.phase == PLAYING and ss.human_turn() and not ss.teller.messages:
            legal = g.legal()
            values = []
            CribbagePlayer("hard").peg(g.view(1), 1, legal, values)
            pick = values.index(min(values) if plays == 0 else max(values))
            lost += int(round((max(values) - values[pick]) * 10))
            plays += 1
            screen = app.current
            screen.sel = screen.hand_cards(ss.teller.view()).index(legal[pick] - PLAY)
        runner.press("ok")
    assert plays >= 2 and lost > 0  # (the worst card of this deal gives something up)
    runner.press("menu")
    choose(runner, app, "Last hand")
    lines = "\n".join(app.current.parts).split("\n")
    assert lines[-1] == "play gave up: Blue %.1f" % (lost / 10) and lines[-2].startswith("keep gave up: Blue ")
    assert not problems(app)
    runner.shot("coach_last_hand_play")


def test_after_the_coachs_page_the_hint_opens_the_cursor_is_on_the_hints_card(tmp_path):
    """At the play's start the hint opens the coach's page first; back at
    the table (built again: screens are let go while another is up), the
    cursor is on the card the hint showed, so OK plays it."""
    from engine.cribbage import PLAY
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"table": "2p6", "dealer": 0}, ["hard", "human"], 5)
    runner.settle()
    to_own_lay_away(runner, app)
    runner.press("ok")
    runner.press("ok")
    ss = app.session
    while not (ss.game.phase == PLAYING and ss.human_turn() and not ss.teller.messages
               and app.name() == "CribbageScreen"):
        runner.press("ok")
    runner.press("hint")
    assert app.name() == "CoachScreen"
    runner.press("back")
    assert app.name() == "CribbageScreen"
    hint = ss.hint
    hand = app.current.hand_cards(None)
    assert PLAY + hand[app.current.sel] == hint and hand[0] != hint - PLAY  # (not the first card)
    assert not problems(app)
    runner.out = SHOTS
    runner.shot("hint_play_after_coach")
    runner.press("ok")
    assert hint - PLAY not in ss.game.hands[1] and hint - PLAY in ss.game.pile


def play_with_hints(tmp_path, seed, follow_every=2, scores=None):
    """A two-player six-card hand with the human (the second seat) asking
    the hint for each card: every other card it plays the hint's card,
    the others another card it could play. Returns (app, the tenths the
    hint's search says were given up, the same by hard's quicker
    valuation, cards weighed by a search). scores: the game's, set at its
    start (near the end, the search plays for the game)."""
    import sys
    from engine.crib_ai import CribbagePlayer
    from engine.cribbage import PLAY
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"table": "2p6", "dealer": 0}, ["hard", "human"], seed)
    if scores:
        app.session.game.scores = list(scores)
    runner.settle()
    to_own_lay_away(runner, app)
    runner.press("ok")
    runner.press("ok")
    ss = app.session
    searched = quick = plays = weighed = 0
    while not (ss.teller.shown.last[1] and app.name() == "CribbageScreen" and not ss.teller.messages and ss.human_turn()):
        g = ss.game
        if g.phase == PLAYING and ss.human_turn() and not ss.teller.messages and app.name() == "CribbageScreen":
            runner.press("hint")
            if app.name() == "CoachScreen":  # (the play's start: the coach's page first)
                runner.press("back")
            legal = g.legal()
            values = []  # the hint's own search, run again here (the hard player, seed 1)
            assert CribbagePlayer("hard", 1).choose(g, 1) == ss.hint
            search = sys.modules["engine.crib_search"]  # (loaded afresh for each decision, as on the board)
            if search.last_values(legal, values):
                weighed += 1
            else:
                values = [0] * len(legal)  # (no choice weighed: one card, or one that pegs out)
            heuristic = []
            CribbagePlayer("hard").peg(g.view(1), 1, legal, heuristic)
            pick = legal.index(ss.hint)
            if plays % follow_every:  # the card the search values least
                pick = values.index(min(values))
            searched += max(values) - values[pick]
            quick += int(round((max(heuristic) - heuristic[pick]) * 10))
            plays += 1
            screen = app.current
            screen.sel = screen.hand_cards(ss.teller.view()).index(legal[pick] - PLAY)
        runner.press("ok")
    return app, runner, searched, quick, weighed


def test_in_the_play_a_card_asked_of_the_hint_is_weighed_by_the_hints_own_search(tmp_path):
    """With two players hard plays by its search: a card played after the
    hint is weighed by the values that very search gave each card, so the
    hint's card gives up nothing and another what the search says. (By
    hard's quicker valuation this deal's hint cards would be charged.)"""
    from tests.test_ui import choose
    app, runner, searched, quick, weighed = play_with_hints(tmp_path, 6, follow_every=1)
    assert weighed >= 2 and searched == 0 and quick > 0
    runner.press("menu")
    choose(runner, app, "Last hand")
    assert "\n".join(app.current.parts).split("\n")[-1] == "play gave up: Blue 0"
    app, runner, searched, quick, weighed = play_with_hints(tmp_path, 6, follow_every=2)
    assert searched > 0
    runner.press("menu")
    choose(runner, app, "Last hand")
    assert "\n".join(app.current.parts).split("\n")[-1] == "play gave up: Blue %.1f" % (searched / 10)
    assert not problems(app)
    runner.out = SHOTS
    runner.shot("coach_last_hand_hinted_play")


def test_near_the_end_the_hints_card_gives_up_nothing(tmp_path):
    """Near the game's end hard's search plays for the game, not for
    points, so it weighs no card in points: a card played after the hint is
    its card and gives up nothing (hard's quicker valuation would charge
    this deal's hint cards); another card is weighed by that valuation."""
    from tests.test_ui import choose
    app, runner, searched, quick, weighed = play_with_hints(tmp_path, 8, 1, (81, 83))
    assert weighed == 0 and quick > 0
    runner.press("menu")
    choose(runner, app, "Last hand")
    assert "\n".join(app.current.parts).split("\n")[-1] == "play gave up: Blue 0"
    assert not problems(app)
    runner.out = SHOTS
    runner.shot("coach_last_hand_near_the_end")


def test_a_lay_away_led_by_the_ace_of_clubs_is_weighed_as_one_with_its_second_card():
    """The first card laid waits (session.pending) for the second, to be
    weighed together: the ace of clubs (card 0, LAY + 0) too."""
    from types import SimpleNamespace
    from ui.cribbage.rules import before
    flushed = []
    ss = SimpleNamespace(teller=SimpleNamespace(shown=None, humans=[0]), seats=["human", "hard"], ai=[None, "hard"],
                         pending=None, ahead=None, actions=b"\x00" * 3,
                         game=SimpleNamespace(actor=0, view=lambda p: {"seat": p, "laid_away": (), "phase": 1}),
                         flush=lambda: flushed.append(ss.pending))
    before(ss, LAY + 0)
    before(ss, LAY + 7)
    w = ss.pending
    assert w[:3] + [None] + w[4:] == [0, 3, {"seat": 0, "laid_away": (), "phase": 1}, None, None, LAY + 0, LAY + 7]
    assert flushed == [None] and w[3] is not None  # (its weighing begun, not yet run: a slice a round)


def test_a_keep_next_to_the_best_is_told_what_it_gave_up_not_well_done(tmp_path):
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"table": "2p6", "dealer": 0}, ["human", "hard"], 5)
    runner.settle()
    v = to_own_lay_away(runner, app)
    ss, screen = app.session, app.current
    hand = list(v["hand"])
    ways = [(a, b) for i, a in enumerate(hand) for b in hand[i + 1:]]
    values = sorted((expected_points(hand, w, "2p6", v["dealer"] == 0), w) for w in ways)
    (second, laid), best = values[-2], values[-1][0]
    assert best - second >= 0.05  # (a keep worth less than the best, as shown)
    for c in laid:
        screen.sel = screen.hand_cards(ss.teller.view()).index(c)
        runner.press("ok")
    while not (ss.game.phase == PLAYING and ss.human_turn() and not ss.teller.messages):
        runner.press("ok")
    runner.press("hint")  # the play's start: the coach's page first
    lines = app.current.body.text.split("\n")
    assert lines[2] == "%.1f points given up" % (round(best, 1) - round(second, 1)), lines

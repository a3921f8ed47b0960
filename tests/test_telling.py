"""The table tells the story in step, checked at every frame (each 50 ms
tick of virtual time, the displayio tree as the display would draw it):
what the screen shows is what the message says, the next deal waits for
the show, and in a hotseat game no frame shows a human's hidden cards to
anyone but that human, deciding now."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from engine.cards import NONE  # noqa: E402
from tests.conftest import FIGURES  # noqa: E402
from tests.test_ui import make, shown_card, signature, visible_cards  # noqa: E402
from ui.key_names import by_name  # noqa: E402

STEP_MS = 50


def play_by_frames(runner, app, check, limit=4000):
    """Keys of an impatient player (OK; right when OK changes nothing) until
    the result screen, with check(app) at every frame."""
    def frames(key):
        app.key(by_name(key))
        check(app)
        for _ in range(20000):
            if app.idle():
                return
            runner.now += STEP_MS
            app.tick(runner.now)
            check(app)
        raise AssertionError("never idle")

    frames("ok")  # (the first frame of the game)
    for _ in range(limit):
        if app.name() == "ResultScreen":
            return
        before = signature(app)
        frames("ok")
        if signature(app) == before:
            frames("right")
    raise AssertionError("stuck on %s" % app.name())


def starter_raised(screen):
    """Is the starter drawn raised (counted with the item told)?"""
    return screen.starter.y < screen.starter_y


def score_numbers(screen):
    """The scores on the Cribbage table's score line, side by side."""
    return [int(w) for w in screen.scores.text.split() if w.isdigit()]  # ("/121" is not one)


@pytest.mark.parametrize("table,seats", [("2p6", "human,hard"), ("3p", "hard,human,normal"),
                                         ("4p", "human,hard,normal,easy"), ("2p5", "hard,human")])
def test_every_frame_shows_the_table_as_told(tmp_path, table, seats):
    """- a score's message is up only with that score on the score line and
      the mini board (scores never run ahead of what was told);
    - at every frame the score line is the scores told so far (an oracle
      of its own, from the events as their words come up: five-card's
      three for last is not on it at "Red deals", L1);
    - while a hand is counted, the viewer's hand row is empty and nothing
      asks for the next move (the next deal waits for the show);
    - "says go" is told over the pile it belongs to;
    - the result screen comes only once everything is told."""
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"table": table, "target": 61}, seats.split(","), 17)
    seen = {"scores": 0, "show frames": 0, "go": 0, "frames": 0, "items": 0, "starter items": 0}
    told = {"scores": None, "event": None}

    def check(app):
        seen["frames"] += 1
        ss = app.session
        if app.name() == "ResultScreen":
            assert not ss.teller.messages
            return
        if app.name() != "CribbageScreen":
            return
        screen = app.current
        e = ss.teller.telling
        if told["scores"] is None:
            told["scores"] = [0] * ss.game.sides
        if e is not None and e is not told["event"]:
            told["event"] = e
            if e[0] == "score":
                told["scores"][e[2]] = e[5]
            elif e[0] == "new_game":
                told["scores"] = [0] * ss.game.sides
        assert score_numbers(screen) == told["scores"], (ss.teller.message, told["scores"], screen.scores.text)
        if e is not None and e[0] == "score" and ss.teller.message == ss.rules.event_words(e, ss.names)[0]:
            assert score_numbers(screen)[e[2]] == e[5], (ss.teller.message, screen.scores.text)
            assert screen.board_drawn[0][e[2]] == e[5]
            seen["scores"] += 1
        if ss.teller.showing is not None and (ss.teller.messages or ss.teller.telling[0] == "counted"):
            row = [s[0] for s in screen.hand if not s.hidden]
            assert sorted(row) == sorted(ss.teller.showing[:-1]), "the hand counted, not a new one"
            assert [s for s in screen.pile if not s.hidden] == []
            assert screen.prompt.text in ("", "ok: go on") and screen.cursor.hidden
            raised = sorted(s[0] for s in screen.hand if not s.hidden and s.y < 0)
            starter = ss.teller.showing[-1]
            assert screen.starter[0] == starter  # the starter apart, face up, through the whole show
            if e is not None and e[0] == "counted" and ss.teller.message in [
                    ss.rules.item_words(k, c) for k, c, _, r in e[4]]:
                # the item's cards raised, the starter with them when it counts in it, and
                # marked as the starter (told by its word beside it)
                items = [i for i in e[4] if ss.rules.item_words(i[0], i[1]) == ss.teller.message]
                up = starter_raised(screen)
                assert [i for i in items if raised == sorted(c for c in i[1] if c != starter) and (
                    up == (starter in i[1]))], (ss.teller.message, raised, up)
                assert screen.panel.text.split("\n")[1].endswith(" starter")  # (beside the starter card)
                seen["items"] += 1
                seen["starter items"] += up
            seen["show frames"] += 1
        if " says go" in ss.teller.message and e is not None and e[0] == "go":
            assert any(not s.hidden for s in screen.pile), "go over an empty pile"
            seen["go"] += 1
        scores = score_numbers(screen)
        assert all(a <= b for a, b in zip(scores, ss.game.scores)) or ss.game.game_no > 1
        assert list(app.leds.front[:len(scores)]) == scores, "the pegs where the scores are"

    play_by_frames(runner, app, check)
    assert seen["scores"] > 10 and seen["show frames"] > 20 and seen["go"] > 0 and seen["items"] > 5, seen
    assert seen["starter items"] > 2, seen
    FIGURES.append("telling in step, Cribbage %s %s: %d frames checked, %d with a score told"
                   % (table, seats, seen["frames"], seen["scores"]))


def test_the_pegs_stay_where_the_scores_are_after_a_pause_and_a_resume(tmp_path):
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"table": "2p6", "dealer": 0}, ["human", "hard"], 5)
    runner.settle()
    while max(app.session.game.scores) == 0:
        runner.press("ok")
        runner.press("right")
    runner.settle()
    scores = list(app.session.game.scores)
    pegs = list(app.leds.front[:2])
    assert pegs == scores
    runner.press("menu")
    runner.press("ok")  # Resume
    assert app.name() == "CribbageScreen" and list(app.leds.front[:2]) == scores
    runner.press("menu")
    app2, _, runner2 = make(tmp_path)  # the power goes after the pause's write
    runner2.settle()
    runner2.press("ok")
    assert app2.name() == "CribbageScreen" and list(app2.leds.front[:2]) == scores
    assert list(app2.leds.back[:2]) == list(app2.session.game.backs)


@pytest.mark.parametrize("table,seats", [("2p6", "human,human"), ("3p", "human,hard,human"),
                                         ("4p", "hard,human,human,human"), ("2p5", "human,human")])
def test_hotseat_no_frame_shows_a_hand_but_to_the_human_deciding(tmp_path, table, seats):
    """The hand row shows cards only to the human deciding now, after a pass
    screen; everything else on the table is cards the events have named."""
    app, display, runner = make(tmp_path)
    opts = {"table": table, "target": 61, "muggins": table == "2p5"}
    app.start_game("cribbage", opts, seats.split(","), 23)
    n = {"frames": 0, "pass": 0, "hand": 0}
    named = set()
    # who holds the device: the first human, then whoever a pass screen
    # was confirmed for (a human's own move does not hand it over)
    device = {"holder": app.session.humans()[0], "passing": False}

    def check(app):
        n["frames"] += 1
        if app.name() == "PassScreen":
            n["pass"] += 1
            device["passing"] = True
            assert visible_cards(app.root, []) == []
            return
        if device["passing"]:  # confirmed: the device is with the one it was passed to
            device["holder"] = app.session.teller.viewer
            device["passing"] = False
        if app.name() != "CribbageScreen":
            return
        ss, screen, g = app.session, app.current, app.session.game
        for e in ss.teller.messages:
            named.update(cards_in(e))
        if ss.teller.telling is not None:
            named.update(cards_in(ss.teller.telling))
        hand = set(shown_card(s[0]) for s in screen.hand if not s.hidden)
        if ss.teller.showing is not None:  # the show: the hand counted, shown to all
            assert hand <= named
            hand = set()
        rest = set(visible_cards(app.root, [])) - hand
        assert rest <= named | set(g.pile), sorted(rest - named)
        if hand:
            deciding = ss.human_turn() and not ss.teller.messages and ss.teller.viewer == g.actor
            assert deciding and hand <= set(g.hands[g.actor]), (g.phase, ss.teller.message, sorted(hand))
            assert device["holder"] == g.actor, ("a hand shown to another human", ss.teller.viewer, g.phase, ss.teller.message, len(ss.teller.messages), n["frames"])
            n["hand"] += 1

    play_by_frames(runner, app, check)
    assert n["pass"] > 0 and n["hand"] > 0
    FIGURES.append("hotseat privacy, Cribbage %s %s: %d frames, none showing a hand but to the human "
                   "deciding" % (table, seats, n["frames"]))


def cards_in(e):
    """The cards an event names (a card is an int below 52 in a card field)."""
    k = e[0]
    if k in ("play", "cut_for_deal", "starter"):
        return (e[2],)
    if k == "show":
        return tuple(e[3]) + (e[4],)
    return ()


@pytest.mark.parametrize("players", [2, 4])
def test_hotseat_trash_frames_show_no_face_down_card(tmp_path, players):
    """Trash's face-down slots are secret to everyone: no frame shows a card
    that is not face up somewhere, on the discard pile, in hand, or named
    by the chain being told (its cards were turned up, even when the
    game has since dealt them again face down)."""
    app, display, runner = make(tmp_path)
    app.start_game("trash", {"players": players, "goal": 7}, ["human"] * players, 29)
    n = {"frames": 0}
    named = set()

    def check(app):
        if app.name() != "TrashScreen":
            return
        n["frames"] += 1
        g = app.session.game
        e = app.session.teller.telling
        if e is not None and e[0] in ("draw", "throw"):
            named.add(e[2])
        elif e is not None and e[0] in ("place", "wild", "take"):
            named.update(e[3:5])  # (the card laid, the card it finds)
        public = set(g.discard) | {g.held} | named
        for p in range(g.n):
            public.update(c for c in g.up[p] if c != NONE)
        stage = app.session.teller.showing
        if stage:  # a chain being told: its cards were turned up (ten slots a player)
            public.update(c for c in stage if c != NONE)
        drawn = set(visible_cards(app.root, []))
        assert drawn <= public | {52}, sorted(drawn - public)

    play_by_frames(runner, app, check)
    assert n["frames"] > 100


@pytest.mark.parametrize("players,seats", [(2, "human,hard"), (4, "hard,human,normal,easy")])
def test_every_trash_step_is_told_on_its_movers_layout(tmp_path, players, seats):
    """A chain's step is drawn on the layout of the player it belongs to,
    its card in its slot, named on the title line, up to the words of its
    last step (a throw) read: not the next player's under "Red throws 6C",
    and a computer's move comes with its first words, not under the last
    move's; a hand's winner's layout is shown full before it shrinks."""
    app, display, runner = make(tmp_path)
    app.start_game("trash", {"players": players, "goal": 8}, seats.split(","), 31)
    seen = {"steps": 0, "won": 0, "last": 0}

    def check(app):
        ss = app.session
        t = ss.teller
        if app.name() == "TrashScreen" and t.messages and t.telling is None:  # (a move's words not up yet)
            assert ss.ai[t.turn] is None, ("a computer's move drawn under the last move's words", t.message)
        if app.name() != "TrashScreen" or ss.teller.telling is None or ss.teller.all_told():
            return
        e = ss.teller.telling
        screen = app.current
        if e[0] in ("draw", "throw") and ss.teller.message == ss.rules.event_words(e, ss.names)[0]:
            assert screen.title.text.startswith(ss.names[e[1]] + ":"), (e, screen.title.text)
            seen["last"] += not ss.teller.messages
        if e[0] in ("place", "wild", "take") and ss.teller.message.startswith(ss.rules.event_words(e, ss.names)[0][:6]):
            assert screen.title.text.startswith(ss.names[e[1]] + ":"), (e, screen.title.text)
            assert screen.slots[e[2]][0] == e[3] and not screen.slots[e[2]].hidden, e
            seen["steps"] += 1
        if e[0] == "hand_won":
            assert screen.title.text.startswith(ss.names[e[1]] + ":")
            shown = [s for s in screen.slots if not s.hidden]
            assert shown and all(s[0] < 53 for s in shown), "the winning layout, full"
            seen["won"] += 1

    play_by_frames(runner, app, check)
    assert seen["steps"] > 20 and seen["won"] > 0 and seen["last"] > 10, seen


def to_the_show(runner, app):
    """Play on (OK, right) until a show is being told."""
    for _ in range(400):
        if app.session.teller.showing is not None:
            return
        app.key(by_name("ok"))
        for _ in range(40):
            runner.now += STEP_MS
            app.tick(runner.now)
            if app.session.teller.showing is not None:
                return
        app.key(by_name("right"))
    raise AssertionError("no show")


@pytest.mark.parametrize("pace,holds", [("normal", False), ("slow", True), ("fast", False)])
def test_each_hands_count_waits_for_ok_at_the_slow_paces_and_ok_skips_one_hand(tmp_path, pace, holds):
    """At slow (and step with OK: every score) a hand's count waits for OK, its breakdown
    up; at normal and fast it is up for its time (2.5 s at the pace) and
    the telling goes on by itself (no key a hand for it)."""
    app, display, runner = make(tmp_path)
    while app.prefs.get("pace") != pace:
        app.prefs.cycle("pace")
    app.prefs.apply(app)
    app.start_game("cribbage", {"table": "2p6", "dealer": 0}, ["human", "hard"], 5)
    runner.settle()
    to_the_show(runner, app)
    ss = app.session
    counted = ss.teller.showing
    for _ in range(400):  # let the first hand's count run
        runner.now += STEP_MS
        app.tick(runner.now)
        if ss.teller.held or ss.teller.showing != counted:
            break
    if not holds:
        assert not ss.teller.held and ss.teller.showing != counted  # runs on to the next hand
        return
    assert ss.teller.held and ss.teller.showing == counted and app.idle()
    assert app.current.prompt.text == "ok: go on"
    runner.shot("cribbage_show_hand_counted")
    for _ in range(100):  # held: time alone changes nothing
        runner.now += STEP_MS
        app.tick(runner.now)
    assert ss.teller.held and ss.teller.showing == counted
    app.key(by_name("ok"))  # on to the next hand's count
    assert not ss.teller.held
    for _ in range(40):
        runner.now += STEP_MS
        app.tick(runner.now)
    second = ss.teller.showing
    assert second is not None and second != counted
    app.key(by_name("ok"))  # OK while a count runs: to its end, not the whole show
    assert ss.teller.held and ss.teller.showing == second and ss.teller.messages


def test_the_show_and_a_trash_chain_photographed(tmp_path):
    """Screenshots for a player's eye (out/screens): each hand of a show
    held for OK (the pone's, the dealer's, the crib), a muggins claim with
    its hand in view, a Trash chain step on its mover's layout."""
    from tests.test_ui import SHOTS
    app, display, runner = make(tmp_path)
    runner.out = SHOTS
    app.prefs.values["pace"] = "slow"  # (each count held for OK)
    app.prefs.apply(app)
    app.start_game("cribbage", {"table": "2p6", "dealer": 1}, ["human", "hard"], 5)
    runner.settle()
    to_the_show(runner, app)
    ss = app.session
    names = []
    for name in ("show_pone_hand", "show_dealer_hand", "show_crib"):
        for _ in range(400):
            if ss.teller.held:
                break
            runner.now += STEP_MS
            app.tick(runner.now)
        assert ss.teller.held and ss.teller.showing is not None
        crib = ss.teller.telling is not None and name == "show_crib"
        runner.shot(name)
        names.append((name, crib))
        app.key(by_name("ok"))
    # muggins: the human claims with the hand being counted in view
    app.start_game("cribbage", {"table": "2p6", "dealer": 1, "muggins": True}, ["human", "hard"], 5)
    runner.settle()
    from engine.cribbage import CLAIMING
    for _ in range(300):
        if ss is not app.session:
            ss = app.session
        if ss.game.phase == CLAIMING and ss.human_turn() and not ss.teller.messages:
            break
        runner.press("ok")
        runner.press("right")
    assert ss.game.phase == CLAIMING
    row = sorted(s[0] for s in app.current.hand if not s.hidden)
    assert row == sorted(ss.teller.showing[:-1]) and app.current.prompt.text.startswith("Claim <")
    runner.shot("show_muggins_claim")
    # Trash: a computer's chain told on its own layout
    app.start_game("trash", {"players": 2}, ["human", "hard"], 8)
    runner.settle()
    for _ in range(6):
        runner.press("ok")
    app.key(by_name("ok"))
    for _ in range(200):
        runner.now += STEP_MS
        app.tick(runner.now)
        e = app.session.teller.telling
        if e is not None and e[0] in ("place", "wild") and e[1] == 1:
            break
    assert app.current.title.text.startswith(app.session.names[1])
    runner.shot("trash_chain_step")


def test_the_last_hand_is_looked_at_again_from_the_pause_menu(tmp_path):
    """Until the next show: the starter, each hand and the crib with its
    count, the pegging of each side, as the engine counted them."""
    from engine.cards import name
    from tests.test_ui import SHOTS, choose
    app, display, runner = make(tmp_path)
    runner.out = SHOTS
    app.start_game("cribbage", {"table": "2p6", "dealer": 1}, ["human", "hard"], 5)
    runner.settle()
    events = []
    ss = app.session
    present = ss.present
    ss.present = lambda evs: (events.extend(evs), present(evs))[1]
    runner.press("menu")
    assert "Last hand" not in [r[0] for r in app.current.rows]  # no hand played yet
    runner.press("back")
    while ss.game.hand_no == 0 or ss.teller.messages:
        runner.press("ok")
        runner.press("right")
    runner.press("menu")
    choose(runner, app, "Last hand")
    assert app.name() == "LastHandScreen"
    runner.shot("last_hand")
    lines = "\n".join(app.current.parts).split("\n")
    shows = [e for e in events if e[0] == "show"]
    counted = [e for e in events if e[0] == "counted"]
    assert lines[0] == "starter " + name(shows[0][4])
    for k, (show, count) in enumerate(zip(shows, counted)):  # each hand and the crib, and how it was made
        who = ss.names[show[1]] + " crib" if show[2] else ss.names[show[1]]  # (whose crib: its dealer's)
        assert lines[1 + 2 * k] == "%s %d: %s" % (who, count[3], " ".join(name(c) for c in sorted(show[3])))
        assert lines[2 + 2 * k] == " " + " ".join(ss.rules.sums(count[4], count[3]))
    pegs, kinds = [0, 0], [{}, {}]
    for e in events:
        if e[0] == "score" and len(e[4][0]) == 3 and e[4][0][0] in ss.rules.PEGGING:
            pegs[e[2]] += e[3]
            for i in e[4]:
                word = [w for w, ks in zip(ss.rules.PLAY_WORDS, ss.rules.PLAY_SUMS) if i[0] in ks][0]
                kinds[e[2]][word] = kinds[e[2]].get(word, 0) + i[2]
    for side in (0, 1):  # what each side pegged in the play, by kind
        said = ", ".join("%s %d" % (w, kinds[side][w]) for w in ss.rules.PLAY_WORDS if w in kinds[side])
        assert lines[7 + side] == "%s pegged %d%s" % (ss.names[side], pegs[side], ": " + said if said else ""), lines
    runner.press("ok")
    assert app.name() == "PauseScreen"


@pytest.mark.parametrize("how", ["quit", "power cut"])
def test_a_win_paused_before_a_word_of_it_is_told_is_still_offered_and_told(tmp_path, how):
    """The human's last card wins and Start comes in the same frame, before
    the first word of the win is told (the save: 1 action untold, 0 of its
    events told): after a quit or a power cut the title still offers the
    game, and resuming tells the win, then the result."""
    from tests.test_ui import choose
    app, display, runner = make(tmp_path, 5)
    app.start_game("cribbage", {"table": "2p6", "target": 61}, ["human", "hard"], 5)
    runner.settle()
    ss = app.session
    while ss.game.actor is not None:  # an impatient player, held back after the winning key
        before = signature(app)
        app.key(by_name("ok"))
        if ss.game.actor is not None:
            runner.settle()
            if signature(app) == before:
                app.key(by_name("right"))
                runner.settle()
    assert ss.teller.progress(ss.acted) == (1, 0)  # (seed 5: the human's key wins)
    runner.press("menu")
    assert app.name() == "PauseScreen"
    if how == "quit":
        choose(runner, app, "Quit")
    else:
        app, display, runner = make(tmp_path)
        runner.settle()
    assert app.current.rows[0][0].startswith("Resume Cribbage "), app.current.rows[0][0]
    runner.press("ok")
    for _ in range(200):
        if app.name() == "ResultScreen":
            break
        runner.press("ok")
    assert app.name() == "ResultScreen"


@pytest.mark.parametrize("how", ["quit", "power cut"])
def test_a_show_cut_short_is_told_again_after_the_resume_and_no_score_jumps(tmp_path, how):
    """Quit to the title, or the power gone, in the middle of a show: the
    save knows which actions were still being told and how far (engine.
    savegame's untold and told), so the title offers the scores as told
    and the resumed game tells the rest from there (after a quit, not a
    word again; after a power cut, from the hand's start, written before
    the show was told), the score line going only up, to the scores the
    show gives (M2)."""
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"table": "2p6", "dealer": 0}, ["human", "hard"], 5)
    for _ in range(3):
        to_the_show(runner, app)
        if score_numbers(app.current) != list(app.session.game.scores):
            break  # (a show that pegs: the engine is past it, the screen is not)
        runner.settle()
        runner.press("ok")
    told = score_numbers(app.current)
    final = list(app.session.game.scores)
    up = app.session.teller.message  # (the words up: told)
    assert told != final
    if how == "quit":
        runner.press("menu")
        from tests.test_ui import choose
        choose(runner, app, "Quit")
    else:
        app, display, runner = make(tmp_path)
        runner.settle()
    offered = app.current.rows[0][0]
    assert offered.startswith("Resume Cribbage ")
    start = [int(x) for x in offered.split()[-1].split("-")]
    assert all(a <= b for a, b in zip(start, told)), (offered, told)
    if how == "quit":
        assert start == told, (offered, told)
    app.key(by_name("ok"))
    line = start
    said = []
    for _ in range(4000):
        runner.now += STEP_MS
        app.tick(runner.now)
        if app.name() != "CribbageScreen":
            continue
        ss = app.session
        now = score_numbers(app.current)
        assert all(a >= b for a, b in zip(now, line)), (line, now, ss.teller.message)
        line = now
        if ss.teller.message and (not said or said[-1] != ss.teller.message):
            said.append(ss.teller.message)
        if not ss.teller.messages and ss.teller.all_told():
            if ss.teller.held or ss.human_turn():
                break
        if ss.teller.held:
            app.key(by_name("ok"))
    assert said[0] == "game resumed", said
    assert line == final, (line, final, said)
    if how == "power cut":
        assert "next hand dealt afresh" in said and up in said, (up, said)
        # the hand the cut lost is not dealt again before the fresh one
        before = said[:said.index("next hand dealt afresh")]
        assert not [w for w in before if w.endswith(" deals")], said
    else:
        assert up not in said[1:2], (up, said)


@pytest.mark.parametrize("players,seats", [(2, "human,hard"), (3, "hard,human,normal")])
def test_a_trash_chain_is_told_with_its_card_in_hand_and_the_pile_and_stock_as_told(tmp_path, players, seats):
    """An oracle builds the table from the events as their words come up:
    the card in hand is the one drawn, then each card found; the discard
    pile's top is the card last thrown; the stock drops when "draws" is
    told; "Game over" only once the game's end is told (M3, M4)."""
    from ui.card_art import tile
    app, display, runner = make(tmp_path)
    app.start_game("trash", {"players": players, "goal": 8}, seats.split(","), 31)
    NO = NONE
    seen = {"held": 0, "top": 0, "stock": 0, "frames": 0}
    o = {"told": None, "held": None, "top": None, "stock": None, "ended": False}

    def stock_on(screen):
        return int(screen.title.text.split("stock")[1]) if "stock" in screen.title.text else None

    def check(app):
        ss = app.session
        if app.name() != "TrashScreen":
            return
        screen = app.current
        seen["frames"] += 1
        e = ss.teller.telling
        if not ss.teller.messages:  # all told: the table is the game's, and the next chain starts on it
            o["held"] = None
            o["top"] = ("tile", screen.top[0])
            o["stock"] = stock_on(screen)
            o["told"] = e
            o["ended"] |= e is not None and e[0] == "game_won"
            if "Game over" in screen.prompt.text:
                assert o["ended"], "Game over before the game's end was told"
            return
        if e is not None and e is not o["told"]:
            o["told"] = e
            k = e[0]
            if k == "draw":
                o["held"] = e[2]
                if o["stock"] is not None and e[3] == 0:
                    o["stock"] -= 1
                if e[3] != 0:
                    o["top"] = None  # (what lay under the card drawn: not told)
            elif k in ("place", "wild", "take"):
                o["held"] = e[4]
            elif k == "throw":
                o["held"], o["top"] = NO, e[2]
            elif k in ("deal", "redeal", "reshuffle"):
                o["held"] = o["stock"] = o["top"] = None
            elif k == "game_won":
                o["ended"] = True
        assert "Game over" not in screen.prompt.text or o["ended"]
        if o["held"] is not None:
            want = tile(o["held"]) if o["held"] != NO else None
            if want is not None:
                assert screen.held[0] == want, (e, ss.teller.message)
                seen["held"] += 1
        if o["top"] is not None:
            want = o["top"][1] if o["top"][0] == "tile" else tile(o["top"])
            assert screen.top[0] == want, (e, ss.teller.message)
            seen["top"] += 1
        if o["stock"] is not None and stock_on(screen) is not None:
            assert stock_on(screen) == o["stock"], (e, ss.teller.message, screen.title.text)
            seen["stock"] += 1

    play_by_frames(runner, app, check)
    assert seen["held"] > 50 and seen["top"] > 20 and seen["stock"] > 20, seen
    FIGURES.append("Trash %s told: %d frames, card in hand checked in %d, pile %d, stock %d"
                   % (seats, seen["frames"], seen["held"], seen["top"], seen["stock"]))


def test_no_hint_is_given_while_a_move_is_told(tmp_path):
    """Select, or the pause menu, while a Trash chain is told: no hint (it
    would advise on cards not yet told) and the chain's words stay (L4)."""
    app, display, runner = make(tmp_path)
    app.start_game("trash", {"players": 2, "goal": 8}, ["human", "hard"], 31)
    checked = 0
    for _ in range(300):
        ss = app.session
        if ss.teller.messages and ss.human_turn():
            said = ss.teller.message
            app.key(by_name("hint"))
            assert ss.hint is None and ss.teller.message == said
            app.key(by_name("menu"))
            runner.now += STEP_MS
            app.tick(runner.now)
            assert app.name() == "PauseScreen"
            assert not [r for r in app.current.rows if r[0] == "Hint"]
            runner.press("ok")  # Resume
            checked += 1
            if checked > 5:
                break
        app.key(by_name("ok"))
        runner.now += STEP_MS
        app.tick(runner.now)
        if app.name() != "TrashScreen":
            break
    assert checked > 5


@pytest.mark.parametrize("seats", ["human,hard", "hard,human,normal"])
def test_the_status_leds_show_the_turn_and_count_as_told(tmp_path, seats):
    """While a card played is told, the board's status LEDs show the seat
    that played it and the count it made (ui.teller.status), not the
    engine's, which is past the whole action (the next seat's turn, the
    count back at 0 after a 31 or a go): checked at every frame."""
    from ui.colours import SEATS
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"table": "2p6" if seats.count(",") == 1 else "3p", "target": 61},
                   seats.split(","), 5)
    status = app.status
    seen = {"plays": 0}

    def check(app):
        if app.name() != "CribbageScreen":
            return
        e = app.session.teller.telling
        if e is None or e[0] != "play" or not app.session.teller.messages:
            return
        seen["plays"] += 1
        assert status.last_turn == SEATS[e[1]], (e, status.last_turn)
        assert status.last_count == e[3], (e, status.last_count)

    play_by_frames(runner, app, check)
    assert seen["plays"] > 50


def test_through_a_show_the_starter_stays_in_its_place_beside_the_hand_counted(tmp_path):
    """In the show (ui.cribbage.screen) the pile is cleared and the cards
    counted are the hand's row; the starter, counted with every hand, stays
    where it was cut to, face up."""
    from ui.card_art import tile
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"table": "2p6", "dealer": 0}, ["human", "hard"], 5)
    runner.settle()
    to_the_show(runner, app)
    t = app.session.teller
    starter = t.shown.starter
    frames = 0
    while t.showing is not None and frames < 400:
        assert t.showing[-1] == starter and app.current.starter[0] == tile(starter)
        runner.now += STEP_MS
        app.tick(runner.now)
        frames += 1
    assert frames > 10


def test_a_reshuffle_is_told_with_the_new_stocks_count():
    """The stock runs out (rare: seed 48, players who always draw from
    it, Kings wild): as the reshuffle is told, the table's stock count is
    the new stock's, and the game goes on to its end."""
    from engine.rng import Rng
    from engine.trash import STOCK
    from ui.session import Session
    ss = Session("trash", {"players": 2, "wild": "kings"}, ["human", "human"], 48, 0)
    pick, now, told = Rng(48), 0, []
    while ss.game.actor is not None:
        now += 50
        ss.tick(now)
        t = ss.teller
        if t.telling is not None and t.telling[0] == "reshuffle" and t.telling not in told:
            told.append(t.telling)
            assert t.shown.stock == t.telling[1] == 33
        if not t.messages and now >= t.msg_until and ss.game.actor is not None:
            legal = ss.game.legal()
            ss.apply(STOCK if STOCK in legal else legal[pick.below(len(legal))])
    assert told

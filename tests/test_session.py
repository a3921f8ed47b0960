"""What a session tells (ui.session, its teller ui.teller), one line at a
time: every scoring combination of a show is said with its running total,
in the order the rules count them."""

import pytest

from engine.cards import name
from ui.cribbage.rules import item_words

from engine.cribbage import Cribbage
from ui.session import Session


def told_lines(ss, limit=200000):
    """Every message shown while the session plays itself out."""
    shown = []
    now = 0
    while (ss.game.actor is not None or ss.teller.messages) and now < limit * 50:
        now += 50
        if ss.tick(now) and ss.teller.message and (not shown or shown[-1] is not ss.teller.message):
            shown.append(ss.teller.message)
    return shown


def test_the_show_is_told_item_by_item_as_sums_of_its_cards():
    ss = Session("cribbage", {"table": "2p6", "target": 61, "dealer": 0}, ["hard", "normal"], 11, 0)
    shown = told_lines(ss)
    # the same game again, to list what each count holds
    g = Cribbage({"table": "2p6", "target": 61, "dealer": 0}, 11)
    counted = [e for a in ss.actions for e in g.apply(a) if e[0] == "counted"]
    assert counted and any(e[4] for e in counted)
    expected = []  # each combination as a sum of its cards, in plain words
    for e in counted:
        for kind, cards, points, _ in e[4]:
            ranks = [name(c)[:-1] for c in sorted(cards)]
            if kind == "fifteen":
                expected.append("fifteen: %s = 2" % (" + " if len(cards) == 2 else "+").join(ranks))
            elif kind == "run":
                expected.append("run of %d: %s = %d" % (len(cards), "-".join(ranks), len(cards)))
            elif kind == "pair":
                expected.append("a pair of %s = 2" % {"A": "aces", "J": "jacks", "Q": "queens", "K": "kings"}.get(
                    ranks[0], ranks[0] + "s"))
            elif kind == "flush":
                expected.append("flush: all %s = %d" % (("clubs", "diamonds", "hearts", "spades")[cards[0] & 3],
                                                         len(cards)))
            elif kind == "nobs":
                expected.append("jack of starter's suit = 1")
            else:
                expected.append(item_words(kind, cards))
    items = [line for line in shown if line in set(expected)]
    assert items == expected  # all of them, in order
    assert any(x.startswith("fifteen: ") for x in items) and any(x.startswith("a pair of") for x in items)


def test_the_pegs_move_when_their_score_is_told():
    """The LED board moves a peg at the moment its score is said, not when
    the engine has already scored the whole show: fed as the app feeds it,
    once a frame that changed, from the table as told (the face's
    show_leds: the one feeder), its pegs are the scores told after each;
    a game won told greets its winner."""
    from ui.led_settings import LedSettings
    from ui.pegboard import PegBoard
    board = PegBoard(LedSettings(), 2, 61)
    ss = Session("cribbage", {"table": "2p6", "target": 61, "dealer": 0}, ["hard", "normal"], 11, 0)
    ss.rules.reset_leds(board, ss.teller)
    now, pegs, message, moves = 0, tuple(board.front[:2]), ss.teller.message, 0
    while ss.game.actor is not None or ss.teller.messages:
        now += 50
        if ss.tick(now):
            ss.rules.show_leds(board, ss.teller)
        assert board.front[:2] == list(ss.teller.shown.scores[:2]) and board.back[:2] == list(ss.teller.shown.backs[:2])
        if tuple(board.front[:2]) != pegs:
            moves += 1
            assert ss.teller.message is not message  # a new line is being told: the score
            assert " for " in ss.teller.message or " pegs " in ss.teller.message or "muggins" in ss.teller.message, \
                ss.teller.message
            pegs = tuple(board.front[:2])
        message = ss.teller.message
    assert moves > 10 and max(pegs) >= 61
    assert board.winner == ss.game.winner and any(q[0] == "win" for q in board.queue)


def test_tick_says_when_a_computer_moves_and_when_nothing_changes():
    """The app redraws and looks at the LEDs only when tick() reports a
    change: a computer's move is one, waiting for a human is not."""
    ss = Session("cribbage", {"table": "2p6", "dealer": 0}, ["human", "hard"], 3, 500)
    now = 0
    while ss.teller.messages:  # the deal told
        now += 100
        ss.tick(now)
    assert ss.actor == 1 and not ss.human_turn()  # the computer lays away first
    assert ss.tick(now) is True and ss.ai_at == now + 500  # it starts thinking
    assert ss.tick(now + 100) is False and len(ss.actions) == 0  # still thinking
    read = ss.teller.msg_until  # the deal's words up till then: it moves once they are read
    assert read > now + 500 and ss.tick(now + 500) is False and len(ss.actions) == 0
    assert ss.tick(read) is True and len(ss.actions) == 1  # it moved
    while ss.actor == 1 or ss.teller.messages:
        now += 600
        ss.tick(now)
    assert ss.human_turn() and ss.tick(now + 600) is False  # the human's turn: nothing happens


@pytest.mark.parametrize("kind, options, seats", [
    ("cribbage", {"table": "2p6"}, ["hard", "hard"]),
    ("cribbage", {"table": "3p"}, ["easy", "normal", "hard"]),
    ("trash", {"players": 3}, ["hard", "easy", "normal"]),
])
@pytest.mark.parametrize("pace", [500, 0])
def test_moves_at_says_before_each_tick_whether_it_changes_the_table(kind, options, seats, pace):
    """moves_at (which spares a key's frame a second drawing: ui.table)
    foretells every tick of whole games, at a pace and at once."""
    ss = Session(kind, options, seats, 7, pace)
    now = ticks = 0
    while ss.game.actor is not None or ss.teller.messages:
        now += 37
        said = ss.moves_at(now)
        assert bool(ss.tick(now)) == bool(said), (now, said)
        ticks += 1
    assert ticks > 1000


def test_moves_at_foretells_each_tick_of_a_human_stepping_the_scores_with_ok():
    """A human at the pace "step with OK": every score held until OK (the
    teller's held), the last words of a telling among them; the human
    plays the first legal move and presses OK at every third tick."""
    ss = Session("cribbage", {"table": "2p6"}, ["human", "hard"], 7, 500)
    ss.paced((500, 100, True))
    now = held = 0
    for tick in range(20000):
        if ss.game.actor is None and not ss.teller.messages:
            break
        now += 37
        said = ss.moves_at(now)
        assert bool(ss.tick(now)) == bool(said), (now, said, ss.teller.held, ss.teller.messages[:1])
        held += ss.teller.held
        if ss.teller.held and tick % 3 == 0:
            ss.teller.skip()  # OK
        elif ss.human_turn() and not ss.teller.messages:
            ss.apply(ss.game.legal()[0])
    assert held > 100


def test_with_no_human_at_the_table_the_screen_shows_the_first_seat():
    ss = Session("cribbage", {"table": "3p"}, ["hard", "normal", "easy"], 3, 0)
    assert ss.teller.viewer == 0 and ss.teller.view()["player"] == 0 and ss.teller.pass_target() == 0
    ss = Session("cribbage", {"table": "3p"}, ["hard", "human", "easy"], 3, 0)
    assert ss.teller.viewer == 1 and ss.teller.view()["player"] == 1


def test_each_line_is_up_for_exactly_its_time():
    ss = Session("trash", {"players": 2}, ["human", "hard"], 3, 0)
    ss.skip()
    ss.teller.messages += [("say", "first", 1000, None), ("say", "second", 700, None)]
    ss.tick(5000)
    assert ss.teller.message == "first"
    ss.tick(5950)
    assert ss.teller.message == "first"
    ss.tick(6000)  # its 1000 ms are up: the next, not a tick later
    assert ss.teller.message == "second"
    ss.teller.messages.append(("say", "third", 500, None))
    ss.tick(6650)
    assert ss.teller.message == "second"
    ss.tick(6700)
    assert ss.teller.message == "third"


def test_the_words_of_each_cribbage_event():
    from ui.cribbage.rules import event_words, item_words, kind_words
    names = ["Red", "Blue*"]
    said = {e[0]: event_words(e, names)[0] for e in [
        ("muggins", 1, 0, 4), ("no_call", 0), ("no_peg", 1, 0, 3), ("game_won", 0, 2, ()),
        ("match_won", 1), ("go", 1), ("claim", 0, False, 7), ("overclaim", 0, False, 5),
        ("show", 1, True, (1, 2, 3, 4), 5)]}
    assert said == {"muggins": "muggins! Blue* takes 4", "no_call": "Red lets it stand",
                    "no_peg": "Blue*: 3, past the end", "game_won": "Red wins the game!",
                    "match_won": "the match is won!", "go": "Blue* says go (can't play)", "claim": "Red claims 7",
                    "overclaim": "too many: it is 5", "show": "Blue* shows the crib"}
    assert event_words(("score", 0, 0, 2, (("fifteen", (1, 2), 2),), 9, 7), names)[0] == "Red 2 for 15"
    assert kind_words(("pair_royal", (1, 2, 3), 6)) == "3 alike" and kind_words(("run", (1, 5, 9), 3)) == "a run of 3"
    assert item_words("nobs", (41,)) == "jack of starter's suit = 1"
    assert item_words("pair_royal", (36, 37, 38)) == "3 10s (pair royal) = 6"
    assert event_words(("score", 1, 1, 3, (("three_for_last", (), 3),), 3, 0), names)[0] == "Blue* pegs 3 to start"
    cues = [event_words(("score", 0, 0, n, (why,), 9, 9 - n), names)[2]
            for n, why in ((1, ("go", (), 1)), (2, ("thirty_one", (), 2)), (2, ("pair", (1, 2), 2)))]
    assert cues == ["go", "31", "score"]  # each its own sound (ui.sound)


def test_the_words_of_each_trash_event():
    """Hands counted from 1 (the engine's from 0), slots too; a card as
    its rank and suit sign."""
    from ui.trash.rules import event_words
    names = ["Red", "Blue*", "Green*"]
    said = [event_words(e, names)[0] for e in [
        ("draw", 1, 4 * 6 + 1, 0), ("place", 0, 6, 4 * 6 + 1, 52), ("take", 0, 3, 4 * 12, 9),
        ("throw", 2, 4 * 11 + 3), ("reshuffle", 30), ("hand_won", 1), ("completed", 2), ("shrink", 0, 9),
        ("free_draws", 1, 3), ("reveal", 2, b"", True), ("reveal", 0, b"", False), ("deal", 0, 1),
        ("redeal", 3, 2), ("game_won", (0,)), ("game_won", (0, 2))]]
    assert said == ["Blue* draws 7\u2666", "7\u2666 on 7, finds joker", "K\u2663 takes 4 from 3\u2666",
                    "Green* throws Q\u2660", "discards reshuffled", "Hand won by Blue*!", "Green*: done too!",
                    "Red now 9 slots", "Blue* draws 3 free", "Green*'s cards fit!", "Red's don't fit",
                    "Blue* leads hand 1", "hand 4 dealt afresh", "Game won by Red!", "Red & Green* win!"]
    assert event_words(("deal", 3, 2), names) is None  # (after a hand: its end said and held: ui.trash.rules.mark)


def test_seats_shortened_to_two_letters_stay_apart_and_never_read_as_a_call():
    """The 4-player 'laid' line and Trash's progress name seats by two
    letters: 'Go 3S' read as a go (the seat was Gold, now Amber)."""
    from ui.colours import SEAT_NAMES
    short = [n[:2] for n in SEAT_NAMES]
    assert len(set(short)) == len(SEAT_NAMES)
    assert not {"Go", "No", "Ok", "Up"} & set(short)


@pytest.mark.parametrize("seats", [["human", "human"], ["human", "human", "human"], ["human", "hard"]])
def test_a_hotseat_game_starts_with_the_device_on_the_table(seats):
    """The game was chosen with everyone looking on: with two or more humans
    the first hand waits for a pass screen (ui.teller: the holder is the
    table, -1); with one human it is theirs at once."""
    ss = Session("cribbage", {"table": "2p6" if len(seats) == 2 else "3p", "dealer": 0}, seats, 3, 0)
    t = ss.teller
    now = 0
    while not t.all_told():
        now += 100
        ss.tick(now)
    hotseat = seats.count("human") > 1
    assert t.holder == (-1 if hotseat else 0)
    assert t.after() == ("pass" if hotseat else None)
    assert t.may_see(ss.actor) is (not hotseat)

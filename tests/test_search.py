"""hard's search of the play (engine/crib_search.py): its rules of the
play are the engine's (a play searched with both hands open, the other
seat playing by the search's model of players, pegs exactly what the
engine then pegs), and with the other hand unseen it chooses from what the
seat can see only. Its scratch memory (engine/crib_scratch.py) is lent to
every search: each search sets what it reads, so searches in a row agree
with a search made alone."""

import os

import pytest

from engine.cards import value
from engine.crib_ai import CribbagePlayer
from engine.crib_score import score_play
from engine import crib_search
from engine.crib_search import _WIN as WIN, best_card, solve
from engine.cribbage import PLAY, PLAYING, Cribbage
from engine.rng import Rng
from tests.util import crib_pack

PLAY_POINTS = ("fifteen", "thirty_one", "pair", "pair_royal", "double_pair_royal", "run", "go",
               "last_card")


def to_the_play(table, seed):
    g = Cribbage({"table": table, "dealer": seed % 2}, seed)
    players = [CribbagePlayer("normal", seed), CribbagePlayer("normal", seed + 1)]
    while g.phase != PLAYING:
        g.apply(players[g.actor].choose(g, g.actor))
    return g


def load(g):
    """Both hands and the pile into the search's buffers."""
    for h in (0, 1):
        crib_search.set_hand(h, g.hands[h])
    for k in range(len(g.pile)):
        crib_search._B[6][k] = g.pile[k] >> 2


def open_values(g, p):
    """Each rank p can lay: its value with both hands known."""
    load(g)
    for r in range(13):
        crib_search._B[15][r] = 0
    solve(p, g.count, 0, len(g.pile), g.options["table"] == "2p5")
    return {a: crib_search._B[15][(a - PLAY) >> 2] for a in g.legal()}


def open_best(g, p):
    values = open_values(g, p)
    return max(values, key=lambda a: values[a])


def modelled(g):
    """The card the search expects of the other seat: the most points
    now; of those, one that does not leave the count at 5 or 21; of those,
    the highest rank."""
    def key(a):
        count = g.count + value(a - PLAY)
        return (score_play(list(g.pile) + [a - PLAY]), count not in (5, 21), (a - PLAY) >> 2)
    return max(g.legal(), key=key)


@pytest.mark.parametrize("table", ["2p6", "2p5"])
def test_the_searched_value_is_what_the_engine_pegs_when_the_other_plays_as_modelled(table):
    checked = 0
    for seed in range(80):
        g = to_the_play(table, 7000 + seed)
        first = g.actor
        load(g)
        predicted = solve(first, g.count, 0, len(g.pile), table == "2p5")
        pegged = [0, 0]
        while g.phase == PLAYING and g.winner is None:
            a = open_best(g, first) if g.actor == first else modelled(g)
            for e in g.apply(a):
                if e[0] == "score" and len(e[4][0]) == 3 and e[4][0][0] in PLAY_POINTS:
                    pegged[e[1]] += e[3]
        if g.winner is not None:
            continue  # (a game ended in the play: the count stops there)
        assert pegged[first] - pegged[1 - first] == predicted, (table, seed, pegged, predicted)
        checked += 1
    assert checked > 50


def reference(hands, t, pile, count, me, five, pegged=(0, 0), end=None):
    """t's pegging less the other's from here to the end of the play, t to
    lay a card that fits (hands: lists of ranks): the rules of the play
    written out plainly and recursively, me choosing its best, the other
    laying modelled()'s card. end (near the game's end: what each seat
    needs, each one's show, the pone): a seat whose pegging (since the
    start: pegged) reaches what it needs wins at once; after the last card
    the pone's show counts first, then the dealer's; a game won or lost is
    worth WIN more or less than the points."""
    legal = sorted(r for r in set(hands[t]) if count + value(r << 2) <= 31)
    if t != me:
        legal = [max(legal, key=lambda r: (score_play(pile + [r << 2]),
                                           count + value(r << 2) not in (5, 21), r))]
    return max(reference_after(hands, t, pile, count, me, five, r, pegged, end) for r in legal)


def reference_after(hands, t, pile, count, me, five, r, pegged=(0, 0), end=None):
    """What laying rank r is worth to t: its points, then what follows."""
    o = 1 - t
    hands = [list(hands[0]), list(hands[1])]
    hands[t].remove(r)
    pile = pile + [r << 2]
    count += value(r << 2)
    got = score_play(pile)
    fits = [any(count + value(x << 2) <= 31 for x in hands[q]) for q in (0, 1)]
    nxt = None
    if count == 31:
        if not five and (hands[0] or hands[1]):
            nxt, pile, count = o, [], 0
    elif not (hands[0] or hands[1]):
        got += 1  # the last card
    elif fits[o]:
        nxt = o
    elif fits[t]:
        nxt = t  # the other has said go
    else:
        got += 1  # the go
        if not five:
            nxt, pile, count = o, [], 0
    if end is not None:
        need, show, pone = end
        pegged = list(pegged)
        pegged[t] += got
        if pegged[t] >= need[t]:
            return got + WIN
        if nxt is None:  # the shows: the pone's first
            dealer = 1 - pone
            if pegged[pone] + show[pone] >= need[pone]:
                return got + (WIN if t == pone else -WIN)
            if pegged[dealer] + show[dealer] >= need[dealer]:
                return got + (WIN if t == dealer else -WIN)
    if nxt is None:
        return got
    if not hands[nxt]:
        nxt = 1 - nxt
    rest = reference(hands, nxt, pile, count, me, five, pegged, end)
    return got + (rest if nxt == t else -rest)


@pytest.mark.parametrize("table", ["2p6", "2p5"])
def test_each_first_card_is_worth_what_the_rules_played_out_plainly_give(table):
    """solve()'s total for each rank laid first (with what it has learnt of
    the rest of the play after each go or 31 within a deal: the same cards
    left and the same leader give the same rest) is the value of a plain
    recursive reading of the rules, at every turn of whole plays."""
    checked = 0
    for seed in range(40):
        g = to_the_play(table, 5000 + seed)
        while g.phase == PLAYING and g.winner is None:
            p = g.actor
            values = open_values(g, p)
            ranks = [[c >> 2 for c in g.hands[q]] for q in (0, 1)]
            pile = list(g.pile)
            for a in values:
                want = reference_after(ranks, p, pile, g.count, p, table == "2p5", (a - PLAY) >> 2)
                assert values[a] == want, (table, seed, a, values, want)
                checked += 1
            g.apply(open_best(g, p))
    assert checked > 300


@pytest.mark.parametrize("table", ["2p6", "2p5"])
def test_near_the_end_each_first_card_is_worth_the_points_and_the_games_the_rules_give(table):
    """Near the game's end solve() counts a game won or lost (WIN points):
    pegging out ends the play at once, and after it the pone's show counts
    before the dealer's. Its total for each first card is the plain
    recursive reading's, with what each seat needs drawn small enough that
    games are won in the play and in the shows."""
    rng = Rng(5)
    e = crib_search._B[21]
    checked = won = 0
    try:
        for seed in range(40):
            g = to_the_play(table, 9000 + seed)
            while g.phase == PLAYING and g.winner is None:
                p = g.actor
                need = [1 + rng.below(12), 1 + rng.below(12)]
                show = [rng.below(14), rng.below(14)]
                pone = 1 - g.dealer
                e[20:26] = [need[0], need[1], show[0], show[1], pone, 1]
                values = open_values(g, p)
                ranks = [[c >> 2 for c in g.hands[q]] for q in (0, 1)]
                for a in values:
                    want = reference_after(ranks, p, list(g.pile), g.count, p, table == "2p5",
                                           (a - PLAY) >> 2, (0, 0), (need, show, pone))
                    assert values[a] == want, (table, seed, a, values, want, need, show, pone)
                    checked += 1
                    won += abs(want) > WIN // 2
                e[25] = 0
                g.apply(open_best(g, p))
    finally:
        e[25] = 0
    assert checked > 250 and won > 100, (checked, won)


def test_a_card_past_an_exact_finish_is_no_win():
    """Needing 1 point, a card that scores 2 pegs out in the usual game
    (played at once, nothing searched); with an exact finish it would peg
    nothing, so the search decides, counting points (the game's end is
    not weighed: it ignores the finish's rule)."""
    checked = 0
    for seed in range(80):
        g = Cribbage({"dealer": seed % 2, "exact": False}, 6000 + seed)
        players = [CribbagePlayer("normal", seed), CribbagePlayer("normal", seed + 1)]
        while g.phase != PLAYING:
            g.apply(players[g.actor].choose(g, g.actor))
        p = g.actor
        if not any(score_play(list(g.pile) + [a - PLAY]) for a in g.legal()):
            g.apply(players[p].choose(g, p))  # (the answer to the lead can score)
            p = g.actor
        scoring = [a for a in g.legal() if score_play(list(g.pile) + [a - PLAY])]
        if not scoring or len(g.legal()) < 2:
            continue
        g.scores[p] = g.target - 1
        for exact in (False, True):
            g.options["exact"] = exact
            a = best_card(g.view(p), p, g.legal(), Rng(seed))
            searched = crib_search.last_values(g.legal(), [])
            if exact:
                assert searched, seed
            else:
                assert a in scoring and not searched, seed
        checked += 1
    assert checked > 10, checked


def test_near_the_end_the_search_gives_the_coach_no_points_to_weigh():
    """The coach weighs a hinted card by the search's values in points;
    near the game's end those count games won, so last_values has nothing
    for it (the coach's quicker valuation weighs the card instead), and a
    search on its own after it counts points again."""
    g = to_the_play("2p6", 4321)
    p = g.actor
    said = {}
    for need in (60, 40, 12):
        g.scores = [g.target - need, g.target - 60]
        best_card(g.view(p), p, g.legal(), Rng(1))
        said[need] = crib_search.last_values(g.legal(), [])
    assert said == {60: True, 40: False, 12: False}
    assert crib_search._B[21][25] == 0


def test_the_near_end_tool_plays_each_deal_under_each_setting_and_restores_the_search():
    """tools.near_end: a deal is one game per setting, the same cards, so
    its results differ only where the search's counting of games won
    changed a card (deal 50022: lost counting points, won counting games);
    the search's settings are its own again afterwards."""
    from tools.near_end import SETTINGS, play
    assert play(50022) == [0, 1, 1, 1]
    assert play(50025) == [1, 0, 0, 0]  # (it does not win every deal)
    assert len(SETTINGS) == 4 and SETTINGS[0][0] < 0
    assert (crib_search._NEAR, crib_search._WIN) == (40, 30)


def test_the_model_agreement_tool_lays_the_searchs_model_and_a_wary_one():
    """tools.model_agreement: its "search" model lays the card the search
    expects of the other seat (modelled()), at every turn of whole plays;
    "answers" leads a king rather than a five (a ten-card, 16 unseen, makes
    fifteen of a five) and ties go to the lowest rank; over 20 games of
    normal it lays normal's rank far more often than the search's model."""
    from tools.model_agreement import agreement, pick
    checked = 0
    for seed in range(20):
        g = to_the_play("2p6", 4400 + seed)
        while g.phase == PLAYING and g.winner is None:
            v = g.view(g.actor)
            assert pick("search", v) == (modelled(g) - PLAY) >> 2, seed
            g.apply(modelled(g))
            checked += 1
    assert checked > 100
    lead = {"pile": (), "count": 0, "played": ((), ()), "hand": (4 * 4, 12 * 4)}  # a five, a king
    assert (pick("answers", lead), pick("search", lead), pick("lowest", lead)) == (12, 12, 12)
    lead["hand"] = (1 * 4, 2 * 4)  # a two, a three: nothing to answer either but a pair
    assert (pick("answers", lead), pick("search", lead), pick("lowest", lead)) == (1, 2, 1)
    total, agreed = agreement(20, 3)
    assert total > 500 and agreed["answers"] > agreed["lowest"] > agreed["search"] + total // 10


def test_a_hand_drawn_is_weighed_by_the_points_the_show_gives_it():
    """points4 (the sampling's count of a drawn hand) is score_show's for
    every four cards of the pack, without a starter."""
    from itertools import combinations

    from engine.cards import NONE
    from engine.crib_score import score_show
    from engine.crib_search import points4
    wrong = [h for h in combinations(range(52), 4) if points4(h) != score_show(h, NONE)]
    assert not wrong, wrong[:5]


def test_with_the_other_hand_unseen_the_choice_is_the_same_whatever_that_hand_is():
    # the seat's view is the same: two deals that differ only in the pone's
    # unseen cards give the dealer's search the same answer
    a = crib_pack(["5H 5D JC KS 2C 9H", "AS 3D 4C 7D 8S QH"], dealer=0, starter="6C")
    b = crib_pack(["5H 5D JC KS 2C 9H", "AS 3D 4C 7D 8S KD"], dealer=0, starter="6C")
    picks = []
    for pack in (a, b):
        g = Cribbage({"dealer": 0}, 1, decks=[pack])
        players = [CribbagePlayer("normal", 1), CribbagePlayer("normal", 2)]
        while g.phase != PLAYING:
            g.apply(players[g.actor].choose(g, g.actor))
        g.apply(PLAY + min(g.hands[1]))  # the pone leads its lowest card
        picks.append(best_card(g.view(0), 0, g.legal(), Rng(5)))
    assert picks[0] == picks[1]


def test_the_plays_so_far_are_read_back_from_the_view_as_the_engine_made_them():
    """history(): each of the other seat's plays with the pile and count it
    met and the cards the seat answering it held, and the room in the count when it could not lay a card (its cards
    since all need more), over whole plays of both tables."""
    from engine.crib_search import history
    gos = 0
    for table in ("2p6", "2p5"):
        for seed in range(150):
            g = to_the_play(table, 9000 + seed)
            made = [[], []]
            said_go = [-1, -1]
            while g.phase == PLAYING and g.winner is None:
                p = g.actor
                for q in (0, 1):
                    room, plays = history(g.view(p), q)[:2]
                    assert plays == made[q], (table, seed)
                    assert room == said_go[q], (table, seed, room, said_go)
                    assert all(value(c) > room for c in g.hands[q])
                    gos += room >= 0
                a = open_best(g, p)
                made[p].append((tuple(g.pile), g.count, a - PLAY, len(g.hands[1 - p])))
                count = g.count + value(a - PLAY)
                for e in g.apply(a):
                    # at the count this card made, a seat holding cards says go, or
                    # takes the point for the go with cards that do not fit either
                    if e[0] == "go" or (e[0] == "score" and e[4][0][0] == "go" and g.hands[e[1]]):
                        said_go[e[1]] = max(said_go[e[1]], 31 - count)
    assert gos > 100


def test_the_board_searches_and_chooses_as_the_desktop_does():
    """Under MicroPython the same deals give the same cards, each after the
    same number of cards laid in its searches (what the budget counts)."""
    import contextlib
    import io
    import os
    import runpy

    from tests import micropython
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        runpy.run_path(os.path.join(os.path.dirname(__file__), "mp_scripts", "search_choices.py"))
    here = out.getvalue().splitlines()
    assert len(here) == 16 and sum(line.count("/") for line in here) > 30
    assert all(set(line.split()[2:-1]) - {"0.0", "-0.0"} for line in here[12:])  # (the table read)
    assert micropython.run("search_choices.py") == here


def test_a_two_player_game_keeps_hards_search_and_crib_table_from_its_start_to_its_end():
    """Two players: hard's search of the play and its crib table are loaded
    with the game, while the heap is clear, and stay through every decision,
    hint and show (ui.cribbage.new_game): loaded at each decision, their
    pieces had to be found again in a table's split heap. The game's end
    lets them go (ui.app: what was loaded since its start, ui.modules.mark);
    a four-player game never loads the search."""
    import sys

    from ui.modules import mark, release, release_since
    from ui.session import Session
    held = ("engine.crib_search", "engine.crib_pairs_six")
    release(*held)  # (imported by this file: a board starts without them)
    loaded = mark()
    ss = Session("cribbage", {"dealer": 0}, ["human", "hard"], 11, 0)
    searched = hinted = valued = far = 0
    now = 0
    for _ in range(3000):
        if ss.game.winner is not None or ss.game.actor is None:
            break
        assert all(m in sys.modules for m in held)
        if ss.human_turn() and not ss.teller.messages:
            if ss.game.phase == PLAYING and len(ss.game.legal()) > 1:
                a = ss.ask_hint()
                assert a in ss.game.legal()
                hinted += 1
                valued += ss.hint_values is not None  # (the search's values, for the coach)
                g = ss.game
                far += min(g.target - s for s in g.scores) > crib_search._NEAR  # (points, not games)
            else:
                a = ss.game.legal()[0]
            ss.apply(a)
            ss.flush()  # (the coach's weighing: the app's rounds do it, a slice each)
        else:
            before = len(ss.actions)
            now += 1000
            ss.tick(now)
            ss.skip()
            searched += len(ss.actions) > before and ss.actions[-1] < 64
    assert searched > 10 and far > 5 and valued >= far, (searched, far, valued)
    release_since(loaded)
    assert not any(m in sys.modules for m in held)
    Session("cribbage", {"table": "4p", "dealer": 0}, ["human", "hard", "hard", "hard"], 3, 0)
    assert "engine.crib_search" not in sys.modules


def test_the_keep_table_tool_indexes_every_kept_hand_once_and_values_the_best_lead():
    """tools.keep_play_table: the 1,820 ways to keep four ranks each have
    their own place; a pone's hand is worth its best lead's mean over the
    deals, never less than any one lead's (the dealer's: the searched
    answer to the model's lead)."""
    import itertools

    from tools import keep_play_table as kpt
    places = sorted(kpt.keep_index(k) for k in itertools.combinations_with_replacement(range(13), 4))
    assert places == list(range(1820))
    assert kpt.keep_index((5, 0, 12, 5)) == kpt.keep_index((0, 5, 5, 12))
    for ranks in ((3, 4, 5, 6), (0, 0, 9, 12)):
        mean, err = kpt.worth(ranks, False, 30, Rng(4))
        for r in set(ranks):  # the same 30 deals, each lead's total
            crib_search._B[15][r] = 0
        rng = Rng(4)
        unseen = [c for c in range(52) if c not in kpt.kept_cards(ranks)]
        for _ in range(30):
            crib_search.set_hand(0, kpt.kept_cards(ranks))
            crib_search.set_hand(1, kpt.other_hand(unseen, rng))
            solve(0, 0, 0, 0, False)
        leads = [crib_search._B[15][r] / 30 for r in set(ranks)]
        assert abs(mean - max(leads)) < 1e-9 and err > 0


def test_hard_keeps_for_the_play_from_the_table_on_the_drive(monkeypatch):
    """Hard's six-card lay-away adds, to each way's points, the table's value
    of the four kept (engine/keep_play.bin: the dealer's 1,820 keeps, then
    the pone's, tenths of a point; read here by the tool's own index), and
    nothing in the other games; without the file it plays as before. The
    reader is generated with its module (tools.make_crib_table)."""
    from engine import crib_pairs_six
    from engine.crib_ai import CribbagePlayer
    from engine.cribbage import Cribbage
    from tools import keep_play_table as kpt
    from tools.make_crib_table import KEEP_PLAY
    with open(os.path.join(os.path.dirname(crib_pairs_six.__file__), "keep_play.bin"), "rb") as f:
        table = f.read()
    assert len(table) == 2 * 1820
    moved = 0
    for seed in range(6):
        g = Cribbage({"table": "2p6", "dealer": seed % 2}, 500 + seed)
        for p in (0, 1):
            v = g.view(p)
            own = v["dealer"] == p
            hard = CribbagePlayer("hard").keep_values(v, p)
            plain = CribbagePlayer("normal").keep_values(v, p)
            for (h, laid), (n, laid2) in zip(hard, plain):
                kept = [c for c in v["hand"] if c not in laid]
                x = kpt.table_value(table, kept, own)
                assert laid == laid2 and abs(h - n - x) < 1e-9
                moved += x != 0
    assert moved > 100
    g = Cribbage({"table": "2p5"}, 7)
    assert CribbagePlayer("hard").keep_values(g.view(0), 0) == CribbagePlayer("normal").keep_values(g.view(0), 0)
    monkeypatch.setattr(crib_pairs_six, "__file__", "/no/such/engine/crib_pairs_six.py")
    g = Cribbage({"table": "2p6"}, 7)
    assert CribbagePlayer("hard").keep_values(g.view(0), 0) == CribbagePlayer("normal").keep_values(g.view(0), 0)
    with open(crib_pairs_six.__spec__.origin) as f:
        assert f.read().endswith("\n".join(KEEP_PLAY) + "\n")


def test_the_weights_tool_fits_what_comes_true_of_the_table_per_role():
    """tools.keep_play_weights: the least-squares slope of the pegging a hand
    really made on the table's value of its keep, per role, with hard's own
    keeps made without the table (so not chosen by it)."""
    from engine import crib_pairs_six
    from tools import keep_play_weights as kpw
    b, se = kpw.slope([(x, 0.5 * x + d) for x in (-2, -1, 0, 1, 2, 3) for d in (-1, 1)])
    assert abs(b - 0.5) < 1e-9 and 0 < se < 0.5
    reader = crib_pairs_six.play
    try:
        data = kpw.hands(4, 7, bytes(range(256)) * 15)
        assert crib_pairs_six.play is not reader  # (hard played without the table)
    finally:
        crib_pairs_six.play = reader
    assert len(data[True]) > 4 and len(data[False]) > 4
    assert all(-12.8 <= x <= 12.7 and isinstance(y, int) for x, y in data[True] + data[False])


def test_a_lead_a_careful_player_would_not_have_made_makes_the_deals_holding_its_betters_rarer(monkeypatch):
    """The other seat led a king, and a careful player (points now less the
    answer's expected points, as normal plays) leads an ace to four before
    it: nothing makes fifteen with them. So the deals the dealer's search
    draws hold an ace to four an eighth as often as they would otherwise
    (here: with the answer's expected points taken as nothing, so that
    every lead weighs alike and the rule is off)."""
    seed = next(s for s in range(2, 400, 2)
                if any(c >> 2 == 12 for c in to_the_play("2p6", s).hands[1]))
    g = to_the_play("2p6", seed)  # the dealer is 0
    g.apply(PLAY + next(c for c in g.hands[1] if c >> 2 == 12))
    drawn = []
    real = crib_search.set_hand

    def record(h, cards):
        if h == 1:
            drawn.append([c >> 2 for c in cards])
        real(h, cards)

    def low_share():
        drawn.clear()
        for k in range(6):
            best_card(g.view(0), 0, g.legal(), Rng(k))
        return sum(1 for ranks in drawn if min(ranks) <= 3) / len(drawn)

    monkeypatch.setattr(crib_search, "set_hand", record)
    careful = low_share()
    monkeypatch.setattr(crib_search, "expected_reply", lambda *a: 0.0)
    plain = low_share()
    assert plain > 0.3 and careful < plain / 2, (careful, plain)


def test_near_the_end_only_the_dealers_show_counts_the_crib(monkeypatch):
    """Near the game's end the search weighs each seat's show (its hand,
    and the crib's _CRIB points for the dealer only). Its loops over the
    other seat's plays once reused the name that held the pone, so after
    a play that told anything the pone's sampled show counted a crib too
    (43 of 2,453 of hard's decisions near the end changed)."""
    monkeypatch.setattr(crib_search, "score_show", lambda cards, starter: 0)
    checked = 0
    for seed in range(40):
        g = to_the_play("2p6", 7100 + seed)
        while g.phase == PLAYING and len(g.played[1 - g.actor]) < 2:
            g.apply(modelled(g))  # (the other seat's plays tell the search something)
        if g.phase != PLAYING or len(g.legal()) < 2:
            continue
        p = g.actor
        q = 1 - p
        g.scores = [g.target - 20, g.target - 20]
        best_card(g.view(p), p, g.legal(), Rng(seed))
        e = crib_search._B[21]
        dealer = g.dealer
        assert e[22 + p] == (crib_search._CRIB if p == dealer else 0), seed
        assert e[22 + q] == (crib_search._CRIB if q == dealer else 0), seed
        checked += 1
    assert checked > 10, checked


@pytest.mark.parametrize("other_needs", [1, 60])
def test_hard_pegs_out_when_a_card_does_whatever_the_other_needs(other_needs):
    """Near the game's end, a card that pegs out wins: hard plays one
    whenever it can, the points it needs being its own seat's (the other
    seat one peg from winning, or far from it). A seat's need taken from
    the wrong seat, or compared the wrong way, loses such games; the
    players' golden digest alone caught it before."""
    checked = 0
    for seed in range(300):
        g = to_the_play("2p6", seed)
        g.apply(modelled(g))
        if g.phase != PLAYING:
            continue
        p = g.actor
        legal = g.legal()
        pts = {a: score_play(list(g.pile) + [a - PLAY]) for a in legal}
        scoring = [a for a in legal if pts[a] > 0]
        if not scoring or len(scoring) == len(legal):
            continue
        need = min(pts[a] for a in scoring)  # (some card pegs out, another does not)
        side = g.side_of(p)
        g.scores[side], g.backs[side] = g.target - need, g.target - need - 1
        g.scores[1 - side], g.backs[1 - side] = g.target - other_needs, g.target - other_needs - 1
        a = CribbagePlayer("hard", seed).choose(g, p)
        assert pts[a] >= need, (seed, need, pts)
        checked += 1
    assert checked > 50


def test_searches_in_a_row_on_the_lent_scratch_agree_whatever_came_before():
    """The scratch (engine.crib_scratch) keeps no value from one search to
    the next: the same positions searched in one order and in the other
    give the same values."""
    games = [to_the_play(table, seed) for table in ("2p6", "2p5") for seed in range(6)]
    forward = [open_values(g, g.actor) for g in games]
    backward = [open_values(g, g.actor) for g in reversed(games)]
    assert forward == backward[::-1]

"""The computer players' decisions on fixed positions, their honesty (they
decide only from what their seat can see), and the self-play tool."""

import json
import subprocess
import sys

import pytest

from engine import cards
from engine.crib_ai import CribbagePlayer
from engine.cribbage import (BETWEEN, CALLING, CLAIM, CLAIMING, CUT_DEAL, CUT_STARTER, LAY, LAY_AWAY,
                             MUGGINS, PASS, PLAY, PLAYING, Cribbage, CUT)
from engine.rng import Rng
from engine.trash import DISCARD, TAKE, TAKE_BACK, WILD, WILD_TO, Trash, STOCK
from engine import trash_simple
from engine.trash_ai import TrashPlayer
from tests.util import crib_pack, stacked
from tests.conftest import ROOT


def hint(game):
    """What the hint button offers: the hard player's choice (ui.cribbage.pick)."""
    return CribbagePlayer("hard").choose(game)


def C(t):
    return cards.parse(t)


def lay_both(player, g):
    first = player.choose(g) - LAY
    g.apply(LAY + first)
    second = player.choose(g) - LAY
    g.apply(LAY + second)
    return {cards.name(first), cards.name(second)}


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_obvious_lay_away_to_ones_own_crib(level):
    # the dealer keeps 5-5-J-K (ten points before the starter), gives 2-9
    pack = crib_pack(["5H 5D JC KS 2C 9H", "AS 3D 4C 7D 8S QH"], dealer=0, starter="6C")
    g = Cribbage({"dealer": 0}, 1, decks=[pack])
    g.apply(LAY + C("AS"))
    g.apply(LAY + C("QH"))
    assert lay_both(CribbagePlayer(level), g) == {"2C", "9H"}


def test_hard_keeps_the_double_run_as_pone():
    pack = crib_pack(["AS 2D 3C 4D 5D 6D", "7H 7D 8S 9C KS QC"], dealer=0, starter="6C")
    g = Cribbage({"dealer": 0}, 1, decks=[pack])
    assert lay_both(CribbagePlayer("hard"), g) == {"KS", "QC"}  # 7-7-8-9 is 12 alone


def start_play(p1, p0="AS 2D 3D 6S 9S QD", starter="8H"):
    pack = crib_pack([p0, p1], dealer=0, starter=starter)
    g = Cribbage({"dealer": 0}, 1, decks=[pack])
    g.apply(LAY + C(p1.split()[4]))
    g.apply(LAY + C(p1.split()[5]))
    g.apply(LAY + C(p0.split()[4]))
    g.apply(LAY + C(p0.split()[5]))
    g.apply(CUT + 4)
    assert g.phase == PLAYING and g.actor == 1
    return g


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_lead_is_never_the_five_and_normal_leads_the_four(level):
    # normal leads the only card that offers no fifteen; hard searches the
    # play (over 64 deals it rates the king a little above the four here)
    # and, like every level, never leads the five (a ten-card makes 15)
    g = start_play("5S 10D KC 4H 7C 8C")
    a = CribbagePlayer(level).choose(g)
    assert a != PLAY + C("5S") and a in g.legal()
    if level == "normal":
        assert a == PLAY + C("4H")


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_takes_the_points_that_are_there(level):
    g = start_play("5S 10D KC 4H 7C 8C", p0="6S 2D 3D AS 9S QD")
    g.apply(PLAY + C("4H"))  # count 4
    g.apply(PLAY + C("AS"))  # count 5: P1 can make 15 with a ten-card
    a = CribbagePlayer(level).choose(g)
    assert a in (PLAY + C("10D"), PLAY + C("KC"))


def test_pegs_out_when_it_can():
    g = start_play("5S 10D KC 4H 7C 8C", p0="6S 2D 3D AS 9S QD")
    g.apply(PLAY + C("4H"))
    g.apply(PLAY + C("AS"))
    g.scores = [0, 119]
    assert CribbagePlayer("hard").choose(g) in (PLAY + C("10D"), PLAY + C("KC"))


def test_claims_exactly_and_calls_muggins_on_an_undercount():
    pack = crib_pack(["4D 5S 6S JH 2C 3C", "4C 5D 6H 10S KD QC"], dealer=0, starter="5C")
    g = Cribbage({"dealer": 0, "muggins": True}, 1, decks=[pack])
    for m in ("KD", "QC", "2C", "3C"):
        g.apply(LAY + C(m))
    g.apply(CUT + 4)
    for m in ("4C", "5S", "6H", "6S", "10S", "4D", "5D", "JH"):
        g.apply(PLAY + C(m))
    ai = CribbagePlayer("hard")
    assert g.phase == CLAIMING and ai.choose(g) == CLAIM + 16
    g.apply(CLAIM + 12)  # a human undercounts
    assert g.phase == CALLING and ai.choose(g) == MUGGINS
    g.apply(PASS)
    g.apply(CLAIM + 16)
    assert ai.choose(g) == PASS  # a right count: nothing to call


def test_decisions_use_only_what_the_seat_can_see():
    # Swap the opponent's hidden cards with cards of the pack: a player that
    # peeked would (sometimes) decide differently. Over many positions the
    # hard player's choices must not change at all.
    for seed in range(25):
        g = Cribbage({"dealer": seed % 2}, seed)
        pick = Rng(seed)
        while g.actor is not None and g.hand_no < 2:
            p = g.actor
            if g.phase in (PLAYING,) or (g.phase == 1 and len(g.hands[p]) == 6):
                twin = Cribbage({"dealer": seed % 2}, seed)
                twin.__dict__.update({k: (list(v) if isinstance(v, list) else v)
                                      for k, v in g.__dict__.items()})
                twin.hands = [list(h) for h in g.hands]
                twin.pack = list(g.pack)
                q = 1 - p
                k = min(len(twin.hands[q]), len(twin.pack))
                twin.hands[q][:k], twin.pack[:k] = twin.pack[:k], twin.hands[q][:k]
                assert CribbagePlayer("hard").choose(twin) == CribbagePlayer("hard").choose(g)
            legal = g.legal()
            g.apply(legal[pick.below(len(legal))])


def test_the_hint_lays_away_the_known_best_keep_for_dealer_and_pone():
    # dealer: 5-5-J-K kept (ten before the starter), 2 and 9 to their own crib
    pack = crib_pack(["5H 5D JC KS 2C 9H", "AS 3D 4C 7D 8S QH"], dealer=0, starter="6C")
    g = Cribbage({"dealer": 0}, 1, decks=[pack])
    assert g.actor == 1 and hint(g) in (LAY + C("AS"), LAY + C("QH"), LAY + C("3D"), LAY + C("8S"))
    g.apply(LAY + C("AS"))
    g.apply(LAY + C("QH"))
    first = hint(g)
    assert first in (LAY + C("2C"), LAY + C("9H"))
    g.apply(first)
    assert hint(g) == LAY + C("2C") + LAY + C("9H") - first  # the other of the two
    # pone: 7-7-8-9 is twelve alone; both faces go to the dealer's crib
    pack = crib_pack(["AS 2D 3C 4D 5D 6D", "7H 7D 8S 9C KS QC"], dealer=0, starter="6C")
    g = Cribbage({"dealer": 0}, 1, decks=[pack])
    assert hint(g) in (LAY + C("KS"), LAY + C("QC"))


def test_the_hint_counts_a_hand_exactly_and_calls_muggins_on_an_undercount():
    pack = crib_pack(["4D 5S 6S JH 2C 3C", "4C 5D 6H 10S KD QC"], dealer=0, starter="5C")
    g = Cribbage({"dealer": 0, "muggins": True}, 1, decks=[pack])
    for m in ("KD", "QC", "2C", "3C"):
        g.apply(LAY + C(m))
    assert hint(g) in [CUT + k for k in range(4, 45)] and hint(g) in g.legal()
    g.apply(CUT + 4)
    assert hint(g) in g.legal() and hint(g) != PLAY + C("5D")  # a ten-card makes 15 of a 5
    for m in ("4C", "5S", "6H", "6S", "10S", "4D", "5D", "JH"):
        g.apply(PLAY + C(m))
    assert g.phase == CLAIMING and hint(g) == CLAIM + 16  # 4-5-6 with the 5 starter: 16
    g.apply(CLAIM + 12)
    assert g.phase == CALLING and hint(g) == MUGGINS


def test_a_hint_is_a_legal_action_in_every_phase_on_every_table():
    for table, n in (("2p6", 2), ("2p5", 2), ("3p", 3), ("4p", 4)):
        g = Cribbage({"table": table, "muggins": True, "dealer": -1, "match": 3, "target": 61}, 11)
        pick = Rng(3)
        phases = set()
        while g.actor is not None:
            a = hint(g)
            assert a in g.legal(), (table, g.phase)
            phases.add(g.phase)
            legal = g.legal()
            g.apply(a if pick.below(2) else legal[pick.below(len(legal))])
        assert phases == {CUT_DEAL, LAY_AWAY, CUT_STARTER, PLAYING, CLAIMING, CALLING, BETWEEN}, table


def test_every_level_finishes_games_on_every_table():
    for table, n in (("2p6", 2), ("2p5", 2), ("3p", 3), ("4p", 4)):
        g = Cribbage({"table": table, "muggins": True, "target": 61}, 3)
        players = [CribbagePlayer(("easy", "normal", "hard")[k % 3], k) for k in range(n)]
        steps = 0
        while g.actor is not None:
            g.apply(players[g.actor].choose(g))
            steps += 1
        assert g.winner is not None and steps < 5000


def test_unknown_level_is_refused():
    with pytest.raises(ValueError):
        CribbagePlayer("genius")
    with pytest.raises(ValueError):
        TrashPlayer("genius")


# --- Trash ---------------------------------------------------------------
P2 = "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S"


def test_trash_takes_a_discard_that_fits():
    # P1 draws 5H: it goes to slot 5 and turns up 5D, which is thrown; P2's
    # slot 5 is face down, so 5D is worth taking
    g = Trash({"players": 2}, 1, decks=[stacked("2C 3C KH 4C 5D 6C 7C 8C 9C 10C " + P2 + " 5H")])
    g.apply(STOCK)
    assert g.discard == [C("5D")]
    for level in ("normal", "hard"):
        assert TrashPlayer(level).choose(g) == DISCARD
    # a dead Queen on the discard pile is left there
    g = Trash({"players": 2}, 1, decks=[stacked("2C 3C KH 4C 5D 6C 7C 8C 9C 10C " + P2 + " QH")])
    g.apply(STOCK)
    for level in ("normal", "hard"):
        assert TrashPlayer(level).choose(g) == STOCK


def test_trash_always_takes_a_slot_back_from_a_wild():
    g = Trash({"players": 2}, 1, decks=[stacked("2C 3C KH 4C 5C 6C 7C 8C 9C 10C " + P2 + " JH")])
    g.apply(STOCK)
    g.apply(WILD_TO + 9)
    assert g.phase == TAKE and TrashPlayer("hard").choose(g) == TAKE_BACK


def test_trash_hard_puts_a_wild_where_its_number_is_least_likely():
    # The hard player has watched 9D and 9H being thrown: only two nines
    # can still come, four of every other number, so the wild goes on 9.
    g = Trash({"players": 2}, 1, decks=[stacked("2C 3C KH 4C 5C 6C 7C 8C 9C 10C " + P2 + " JH")])
    ai = TrashPlayer("hard")
    ai.observe([("throw", 1, C("9D")), ("throw", 1, C("9H"))])
    g.apply(STOCK)
    assert g.phase == WILD
    assert ai.choose(g) == WILD_TO + 8
    assert TrashPlayer("normal").choose(g) == WILD_TO + 9  # normal: the highest slot


def test_trash_levels_finish_games():
    for n in (2, 4, 6):
        g = Trash({"players": n, "jokers": True}, n)
        players = [TrashPlayer(("easy", "normal", "hard")[k % 3], k) for k in range(n)]
        for pl in players:
            pl.observe(g.opening)
        while g.actor is not None:
            ev = g.apply(players[g.actor].choose(g))
            for pl in players:
                pl.observe(ev)
        assert g.winners
        for choose in [pl.choose for pl in players] + [trash_simple.choose]:
            with pytest.raises(ValueError) as e:  # nothing to choose once the game is over
                choose(g, 0) if choose is not trash_simple.choose else choose(g)
            assert "over" in str(e.value)


@pytest.mark.parametrize("players,decks", [(2, 1), (4, 2), (5, 3), (8, 4)])
def test_trash_hard_counts_four_of_each_number_a_deck_before_any_is_seen(players, decks):
    g = Trash({"players": players}, 3)
    v = g.view(0)
    assert all(c == cards.NONE for layout in v["up"] for c in layout)  # all face down at the deal
    assert [TrashPlayer("hard").unseen(v, rank) for rank in range(1, 11)] == [4 * decks] * 10


# --- the self-play tool ---------------------------------------------------------
@pytest.mark.parametrize("args", [
    ["--game", "cribbage", "--seats", "hard,easy", "--games", "4"],
    ["--game", "cribbage", "--table", "3p", "--seats", "hard,normal,random", "--games", "2"],
    ["--game", "cribbage", "--seats", "hard,easy,normal,random", "--games", "2",
     "--variant", "target=61"],
    ["--game", "trash", "--seats", "hard,easy,random", "--games", "6", "--variant", "wild=kings"],
])
def test_selfplay_prints_results_and_a_json_last_line(args):
    out = subprocess.run([sys.executable, "-m", "tools.selfplay", "--seed", "3", "--json"] + args,
                         capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert out.returncode == 0, out.stderr
    last = json.loads(out.stdout.strip().splitlines()[-1])
    seats = args[args.index("--seats") + 1].split(",")
    assert last["games"] == int(args[args.index("--games") + 1])
    assert len(last["wins"]) == len(seats)
    assert "95% CI" in out.stdout


def test_selfplay_refuses_bad_seats_plainly():
    out = subprocess.run([sys.executable, "-m", "tools.selfplay", "--seats", "hard,wizard"],
                         capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert out.returncode == 2 and "wizard" in out.stderr and "Traceback" not in out.stderr
    out = subprocess.run([sys.executable, "-m", "tools.selfplay", "--seats", "hard,easy",
                          "--variant", "target=100"], capture_output=True, text=True, cwd=ROOT,
                         timeout=60)
    assert out.returncode == 2 and "target" in out.stderr and "Traceback" not in out.stderr


def test_selfplay_duplicate_deals_each_pair_alike_with_the_seats_swapped():
    """--duplicate: the two games of a pair deal each place the same cards
    and cut alike (the pair's dice), the seats in each other's places; so
    two players who play alike from the same cards (normal: no dice of
    its own in play) split every pair exactly, which games dealt apart do
    not."""
    import argparse
    import contextlib
    import io

    from tools import selfplay
    argv = ["--seats", "normal,normal", "--games", "12", "--seed", "3", "--duplicate"]
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert selfplay.main(argv) == 0
    assert "6 pairs dealt alike, seat 1 normal wins 50.0% (95% CI over the pairs 50.0-50.0%)" \
        in out.getvalue()
    apart = selfplay.Stats(["normal", "normal"])  # the same games, dealt apart
    args = argparse.Namespace(seed=3, games=12, duplicate=False)
    for i in range(12):
        selfplay.play_cribbage(i, args, ["normal", "normal"], apart, {"table": "2p6"})
    assert any(apart.first_won[2 * j] == apart.first_won[2 * j + 1] for j in range(6))
    out = subprocess.run([sys.executable, "-m", "tools.selfplay", "--seats", "hard,easy,normal",
                          "--duplicate"], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert out.returncode == 2 and "--duplicate" in out.stderr and "Traceback" not in out.stderr


def test_kept_totals_equal_scoring_every_starter():
    from engine.crib_ai import kept_totals
    from engine.crib_score import score_show
    r = Rng(12)
    deck = list(range(52))
    for i in range(400):
        r.shuffle(deck)
        n = 3 if i % 4 == 0 else 4
        kept = deck[:n]
        if i % 7 == 0:  # make flushes and jacks common
            kept = [cards.card(11, 2), cards.card(5, 2), cards.card(9, 2), cards.card(1, 2)][:n]
        seen = bytearray(52)
        for c in deck[:6] + kept:
            seen[c] = 1
        want = [score_show(kept, s) for s in range(52) if not seen[s]]
        assert kept_totals(kept, seen, 9) == (sum(want), len(want), sum(1 for w in want if w >= 9))


def look_further(players, side_of, hand, played, pile_before, unseen_ranks):
    """The hard player's look-ahead after seat 0 plays `played` from `hand`
    onto `pile_before`, seat 1 to answer from the unseen ranks {rank: copies}."""
    v = {"players": players, "side_of": side_of, "hand_counts": [len(hand) - 1] + [4] * (players - 1)}
    pile = [C(t) for t in pile_before] + [C(played)]
    count = sum(cards.value(c) for c in pile)
    unseen = [0] * 14
    for r, m in unseen_ranks.items():
        unseen[r] = m
    return CribbagePlayer("hard")._look_further(v, 0, 1, pile, count, [C(t) for t in hand], C(played),
                                                unseen, sum(unseen))


def test_two_handed_look_ahead_weighs_our_best_answer_to_each_likely_reply():
    """Two players: after each card the opponent may answer, what our own
    best next card would make, weighted by how many of that rank are unseen,
    at half weight. Leading one of a pair of fives: a five in reply lets the
    other five make a pair royal and fifteen (8); a king in reply (count 15)
    leaves the five nothing at 20."""
    assert look_further(2, [0, 1], ["5S", "5H"], "5S", [], {5: 1}) == 0.5 * 8
    assert look_further(2, [0, 1], ["5S", "5H"], "5S", [], {5: 1, 13: 3}) == 0.5 * (8 * 1 + 0 * 3) / 4
    # holding a four instead: after a six in reply (count 11), the four makes 15 and a run of three
    assert look_further(2, [0, 1], ["5S", "4H"], "5S", [], {6: 2}) == 0.5 * 5
    # at 25, a ten in reply would pass 31 so is not weighed; after a five, the ace makes 31
    assert look_further(2, [0, 1], ["5S", "AH"], "5S", ["KS", "QS"], {5: 1, 10: 4}) == 0.5 * 2


def test_look_ahead_counts_the_partner_in_four_handed_play_and_nothing_with_three():
    """Four players: the third to play is our partner, so their expected
    points count for us; with three players the look-ahead adds nothing."""
    partner = look_further(4, [0, 1, 0, 1], ["5S", "2H"], "5S", [], {5: 2})
    assert partner > 0  # after a five in reply, the partner's five is a pair royal
    assert look_further(4, [0, 1, 1, 0], ["5S", "2H"], "5S", [], {5: 2}) == 0  # third seat a foe
    assert look_further(3, [0, 1, 2], ["5S", "5H"], "5S", [], {5: 2}) == 0


# Every decision of the computer players, pinned: seeded games between them
# on every table, each action fed to a hash. A change to how any level
# plays (a weight, a threshold, the look-ahead, a probability) changes the
# games and so the digest. When a player is changed on purpose, measure it
# (docs/strength.md) and put the new digest here, saying why in the commit.
DIGEST_TABLES = {
    "cribbage": [({"table": "2p6", "dealer": -1}, ("hard", "normal")),
                 ({"table": "2p6", "muggins": True}, ("simple", "normal")),
                 ({"table": "2p6", "dealer": 0, "muggins": True}, ("easy", "hard")),
                 ({"table": "2p5"}, ("hard", "easy")),
                 ({"table": "3p", "target": 61}, ("hard", "normal", "easy")),
                 ({"table": "4p", "target": 61}, ("hard", "normal", "hard", "easy"))],
    "trash": [({"players": 2}, ("hard", "normal")),
              ({"players": 2, "goal": 2}, ("simple", "easy")),
              ({"players": 3, "jokers": True, "wild": "faces"}, ("easy", "hard", "normal")),
              ({"players": 4, "wild": "kings", "second_chance": 2}, ("hard", "easy", "normal", "hard"))],
}
DIGESTS = {"cribbage": "3c17f243bd5572ca", "trash": "b9acb7ce93bdde64"}  # cribbage: hard searches the play, keeps for it, searches more deals, plays for the game near its end, weighs deals by a careful player's plays (#14)
GAMES = {"cribbage": 30, "trash": 40}


class Simple:
    """The plain baseline players (engine.crib_simple, engine.trash_simple)
    as a seat of the digest."""

    def __init__(self, kind):
        from engine import crib_simple, trash_simple
        self.module = crib_simple if kind == "cribbage" else trash_simple

    def choose(self, game):
        return self.module.choose(game)


def seeded_games_digest(kind, games):
    """A hash of every action of `games` seeded games on each table."""
    import hashlib
    Game, Player = (Cribbage, CribbagePlayer) if kind == "cribbage" else (Trash, TrashPlayer)
    h = hashlib.sha256()
    for options, levels in DIGEST_TABLES[kind]:
        for seed in range(games):
            g = Game(options, seed)
            players = [Simple(kind) if level == "simple" else Player(level, 31 * seed + i)
                       for i, level in enumerate(levels)]
            for pl in players:
                if hasattr(pl, "observe"):
                    pl.observe(g.opening)
            while g.actor is not None:
                a = players[g.actor].choose(g)
                h.update(bytes([a]))
                events = g.apply(a)
                for pl in players:
                    if hasattr(pl, "observe"):
                        pl.observe(events)
    return h.hexdigest()[:16]


@pytest.mark.parametrize("kind", ["cribbage", "trash"])
def test_the_computer_players_decide_as_they_did(kind):
    assert seeded_games_digest(kind, GAMES[kind]) == DIGESTS[kind]


def test_the_pegging_table_tool_regresses_what_it_measures():
    """tools/peg_table.py (docs/strength.md): one hand gives each seat the
    pegging it made less the other's, dealer and pone told apart; the
    regression finds known effects of kept ranks in made-up data."""
    import random
    from tools.peg_table import hand_samples, regress
    a, b = hand_samples(3)
    assert {a[0], b[0]} == {True, False} and a[2] == -b[2] and len(a[1]) == len(b[1]) == 4
    rnd = random.Random(5)
    rows = []
    for _ in range(3000):
        ranks = [rnd.randrange(13) for _ in range(4)]
        rows.append((ranks, 1.5 + 0.5 * ranks.count(4) - 0.3 * ranks.count(11)))
    coef, errs = regress(rows)
    assert abs(coef[1 + 4] - 0.5) < 1e-6 and abs(coef[1 + 11] + 0.3) < 1e-6 and abs(coef[1 + 7]) < 1e-6
    assert max(errs) < 1e-6  # (no noise: nothing left unexplained)


def test_hard_weighs_a_hand_that_can_count_out_from_31_needed_down():
    """hard adds the chance a kept hand counts the game out (with two more
    from the play) once a seat needs 31 or fewer: keeping 5-5-5-J of
    spades with the 5 of spades unseen (29 with it, 1 starter in 47) is
    worth 10/47 more at 31 needed than at 32 (engine.crib_ai)."""
    def keep_5_5_5_j(score):
        v = {"hand": [16, 17, 18, 43, 48], "laid_away": [], "table": "3p", "side_of": [0, 1, 2],
             "dealer": 1, "target": 121, "scores": [score, 0, 0], "sides": 3, "players": 3}
        return [value for value, laid in CribbagePlayer("hard", 1).keep_values(v, 0) if laid == (48,)][0]
    assert keep_5_5_5_j(90) - keep_5_5_5_j(89) == pytest.approx(10 / 47)
    assert keep_5_5_5_j(91) == keep_5_5_5_j(90)

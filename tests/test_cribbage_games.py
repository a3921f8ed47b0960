"""Random complete Cribbage games for every table and variant, with the
invariants checked after every action; replay; bad input; privacy."""

import pytest

from engine import cards
from engine.cribbage import BETWEEN, CUT_DEAL, CUT_STARTER, LAY, OVER, PLAY, Cribbage
from engine.rng import Rng
from tools.playthrough import CRIBBAGE_VARIANTS

VARIANTS = [dict(v) for v in CRIBBAGE_VARIANTS] + [
    {"table": t, "target": tg} for t in ("2p6", "2p5", "3p", "4p") for tg in (61, 121, 181)
] + [
    {"table": t, "muggins": True, "exact": True, "stakes": "skunk", "match": 2}
    for t in ("2p6", "2p5", "3p", "4p")
]


def check(g, before, ev):
    old_scores, old_game = before
    if g.phase == CUT_DEAL:
        # cards cut (and set aside) leave the pack; equal cuts cut again
        assert len(set(g.cut_pack)) == len(g.cut_pack) and set(g.cut_pack) <= set(range(52))
        assert not set(g.cut_pack) & set(g.cuts)
    else:
        every = list(g.pack) + list(g.crib)
        for q in range(g.n):
            every += g.hands[q] + g.played[q]
        if g.starter != cards.NONE:
            every.append(g.starter)
        assert sorted(every) == list(range(52)), "each card exactly once"
        for q in range(g.n):
            if g.kept[q]:
                assert sorted(g.kept[q]) == sorted(g.hands[q] + g.played[q])
    assert 0 <= g.count <= 31
    assert sum(cards.value(c) for c in g.pile) == g.count
    if g.game_no == old_game:
        for s in range(g.sides):
            assert g.scores[s] >= old_scores[s], "scores never drop"
    for e in ev:
        if e[0] == "score":
            assert e[3] > 0 and e[5] == e[6] + e[3]
        if e[0] == "lay_away":
            assert len(e) == 2, "a card laid away is never named"
        if e[0] == "game_won":
            side = e[1]
            assert g.scores[side] >= g.target
            if g.options["exact"]:
                assert g.scores[side] == g.target
            assert all(g.scores[s] < g.target for s in range(g.sides) if s != side)
    if g.phase == OVER:
        assert g.actor is None and g.legal() == []
    else:
        assert g.legal()


def play_random(options, seed, checker=check):
    g = Cribbage(options, seed)
    pick = Rng(seed + 100)
    steps = 0
    while g.actor is not None:
        before = (list(g.scores), g.game_no)
        legal = g.legal()
        ev = g.apply(legal[pick.below(len(legal))])
        checker(g, before, ev)
        steps += 1
        assert steps < 50000, "the game always ends"
    return g


@pytest.mark.parametrize("options", VARIANTS, ids=lambda o: ",".join("%s=%s" % kv for kv in sorted(o.items())) or "default")
def test_random_games_keep_every_invariant(options):
    for seed in range(6):
        g = play_random(options, seed)
        assert g.winner is not None
        m = g.options["match"]
        if m:
            assert max(g.match_points) >= m


def test_replay_rebuilds_the_identical_state():
    for options in VARIANTS[:7]:
        g = Cribbage(options, 42)
        pick = Rng(1)
        actions = []
        while g.actor is not None and len(actions) < 120:
            legal = g.legal()
            actions.append(legal[pick.below(len(legal))])
            g.apply(actions[-1])
        r = Cribbage(options, 42)
        for a in actions:
            r.apply(a)
        assert r.snapshot() == g.snapshot()


VIEW_KEYS = {"game", "player", "table", "players", "sides", "side_of", "phase", "actor",
             "dealer", "target", "exact", "scores", "backs", "match_points", "game_no", "hand_no",
             "hand", "hand_counts", "crib_count", "crib", "starter", "count", "pile",
             "played", "shown", "cuts", "claim", "winner", "legal", "laid_away", "gone",
             "counting"}


@pytest.mark.parametrize("table", ["2p6", "2p5", "3p", "4p"])
def test_a_view_never_holds_another_players_hidden_cards(table):
    for seed in range(3):
        g = Cribbage({"table": table, "muggins": seed == 1}, seed)
        pick = Rng(seed)
        while g.actor is not None:
            for p in range(g.n):
                v = g.view(p)
                assert set(v) == VIEW_KEYS
                assert list(v["hand"]) == g.hands[p]
                if not g.crib_shown:
                    assert v["crib"] is None
                for q in range(g.n):
                    if q != p and v["shown"][q] is not None:
                        assert g.shown[q]
                if p != g.actor and g.phase not in (CUT_DEAL, CUT_STARTER):  # (a cut's depths: public)
                    assert v["legal"] == []
                hidden = set()
                for q in range(g.n):
                    if q != p and not g.shown[q]:  # a shown hand is public
                        hidden.update(g.hands[q])
                if not g.crib_shown:
                    hidden.update(c for c in g.crib if c not in g.laid[p])
                hidden.update(g.pack)
                assert list(v["laid_away"]) == g.laid[p]
                public = set(v["hand"]) | set(v["laid_away"]) | set(v["pile"]) | {v["starter"]}
                for x in v["played"]:
                    public.update(x)
                for x in v["shown"]:
                    public.update(x or ())
                public.update(v["crib"] or ())
                if g.phase == CUT_DEAL:  # afterwards the pack is shuffled anew
                    public.update(c for c in v["cuts"] if c != cards.NONE)
                public.update((a - LAY) if a >= LAY else (a - PLAY) for a in v["legal"] if a < 128)
                assert not (public & hidden - set(v["shown"][p] or ())), (p, g.phase)
            legal = g.legal()
            g.apply(legal[pick.below(len(legal))])


@pytest.mark.parametrize("options, words", [
    ({"table": "5p"}, "table"), ({"target": 100}, "target"), ({"exact": "yes"}, "exact"),
    ({"stakes": "double"}, "stakes"), ({"muggins": 1}, "muggins"), ({"match": -1}, "match"),
    ({"dealer": 2}, "dealer"), ({"table": "3p", "dealer": 3}, "dealer"), ({"speed": 1}, "unknown"),
    (["2p6"], "dict"),
])
def test_invalid_options_are_refused_clearly(options, words):
    with pytest.raises(ValueError) as e:
        Cribbage(options, 1)
    assert words in str(e.value)


def test_an_illegal_action_raises_and_changes_nothing():
    g = Cribbage({"dealer": 0}, 3)
    before = repr(g.snapshot())
    mine = g.hands[1][0]
    theirs = g.hands[0][0]
    for bad in (PLAY + mine, LAY + theirs, LAY + 60, 128 + 2, 999, -1, None, "ok"):
        with pytest.raises(ValueError) as e:
            g.apply(bad)
        assert "not allowed" in str(e.value) and "lay a card" in str(e.value)
        assert repr(g.snapshot()) == before
    g.apply(LAY + mine)
    assert g.actor == 1


def test_an_action_equal_to_a_legal_one_but_not_an_int_is_refused_in_every_phase():
    """34.0 == 34 and True == 1, but neither is an action: refused with a
    clear message, the card still in the hand, nothing on the pile."""
    g = Cribbage({"dealer": -1}, 3)
    pick = Rng(5)
    phases = set()
    while g.actor is not None and len(phases) < 4:
        before = repr(g.snapshot())
        legal = g.legal()
        for bad in [float(a) for a in legal] + [a == 1 for a in legal if a in (0, 1)]:
            with pytest.raises(ValueError) as e:
                g.apply(bad)
            assert "not a whole number" in str(e.value) and "not allowed" in str(e.value)
            assert repr(g.snapshot()) == before
        phases.add(g.phase)
        g.apply(legal[pick.below(len(legal))])
    assert len(phases) == 4  # cut for deal, lay away, cut the starter, play


@pytest.mark.parametrize("who", [-1, 2, None, 0.0, True])
def test_a_view_for_a_seat_not_at_the_table_is_refused(who):
    g = Cribbage({"dealer": 0}, 3)
    with pytest.raises(ValueError) as e:
        g.view(who)
    assert "no player" in str(e.value)
    assert g.view(1)["player"] == 1


def test_a_count_of_31_is_never_passed_by_the_legal_plays():
    g = play_random({"table": "4p"}, 5)
    assert g.phase == OVER


def test_match_plays_several_games_and_the_loser_deals():
    def checker(g, before, ev):
        check(g, before, ev)
        for e in ev:
            if e[0] == "new_game" and e[1] > 1:
                loser = min(range(g.sides), key=lambda s: last_scores[s])
                assert g.side_of(e[2]) == loser
            if e[0] == "game_won":
                last_scores[:] = g.scores
    last_scores = [0, 0]
    g = play_random({"match": 5, "target": 61}, 8, checker)
    assert g.game_no >= 2 and max(g.match_points) >= 5 and g.phase == OVER
    assert not BETWEEN == g.phase

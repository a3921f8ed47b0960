"""Cribbage scoring: golden hands, the exhaustive score distribution, an
independent brute-force count, and pegging combinations."""

import itertools

import pytest

from engine import cards
from engine.cribbage import play_breakdown, score_play, score_show, show_breakdown
from engine.rng import Rng


def H(text):
    return [cards.parse(t) for t in text.split()]


def C(text):
    return cards.parse(text)


@pytest.mark.parametrize("hand, starter, crib, points", [
    ("5C 5D 5H JS", "5S", False, 29),   # the 29 hand: nobs with the fourth five
    ("5C 5D 5H 5S", "JC", False, 28),
    ("5C 5D 5H 5S", "10C", False, 28),
    ("4C 4D 5H 6S", "6C", False, 24),   # double-double run
    ("7C 7D 8H 8S", "9C", False, 24),
    ("3C 3D 3H 4S", "5C", False, 21),   # triple run
    ("4C 5D 5H 6S", "10C", False, 16),  # four fifteens, a pair, a double run
    ("AC 2D 3H 4S", "5C", False, 7),    # run of five counted once, plus 15
    ("2H 4H 6H 8H", "10S", False, 4),   # four-card flush in a hand
    ("2H 4H 6H 8H", "10S", True, 0),    # ... scores nothing in the crib
    ("2H 4H 6H 8H", "10H", True, 5),    # five-card flush in the crib
    ("2H 4H 6H 8H", "10H", False, 5),
    ("JH 2C 4D 6S", "9H", False, 1 + 4),  # his nob: J of the starter's suit; 6+9, 2+4+9
    ("JH 2C 4D 8S", "9C", False, 2),    # a jack of another suit: no nob (2+4+9 only)
    ("2C 4D 6S 8H", "KC", False, 0),    # nineteen: a hand of nothing
    ("QC KD AH 5S", "9C", False, 6),    # no wrap-around: Q-K-A is not a run
    ("2C 7D 9S KH", "8C", False, 3 + 2),  # run 7-8-9, fifteen 7+8
    ("4H 5H 6H", "4C", False, 4 + 2 + 6 + 3),  # five-card game: 3-card flush
    ("4H 5H 6H", "2H", False, 2 + 3 + 4),     # 3-card flush plus the starter
])
def test_golden_show_hands(hand, starter, crib, points):
    assert score_show(H(hand), C(starter), crib) == points
    items = show_breakdown(H(hand), C(starter), crib)
    assert (items[-1][3] if items else 0) == points
    assert sum(i[2] for i in items) == points


def test_scores_no_hand_can_make():
    seen = set()
    deck = list(range(52))
    r = Rng(1)
    for _ in range(40000):
        r.shuffle(deck)
        seen.add(score_show(deck[:4], deck[4]))
    assert not seen & {19, 25, 26, 27}


def test_breakdown_is_spoken_in_order():
    items = show_breakdown(H("4C 4D 5H 6S"), C("6C"))
    kinds = [i[0] for i in items]
    assert kinds == ["fifteen"] * 4 + ["pair"] * 2 + ["run"] * 4
    assert [i[3] for i in items] == [2, 4, 6, 8, 10, 12, 15, 18, 21, 24]
    assert show_breakdown(H("5C 5D 5H JS"), C("5S"))[-1] == ("nobs", (C("JS"),), 1, 29)


# -- an independent, slow, obviously-right count to compare against ------
def naive_show(hand, starter, crib=False):
    every = list(hand) + [starter]
    val = lambda c: min(10, cards.rank(c))  # noqa: E731
    pts = 0
    for k in range(2, 6):
        for combo in itertools.combinations(every, k):
            if sum(val(c) for c in combo) == 15:
                pts += 2
    for a, b in itertools.combinations(every, 2):
        if cards.rank(a) == cards.rank(b):
            pts += 2
    for k in (5, 4, 3):
        runs = [c for c in itertools.combinations(every, k)
                if sorted(cards.rank(x) for x in c) == list(range(min(cards.rank(x) for x in c),
                                                                  min(cards.rank(x) for x in c) + k))]
        if runs:
            pts += k * len(runs)
            break
    if len({cards.suit(c) for c in hand}) == 1:
        if cards.suit(starter) == cards.suit(hand[0]):
            pts += len(hand) + 1
        elif not crib:
            pts += len(hand)
    pts += sum(1 for c in hand if cards.rank(c) == 11 and cards.suit(c) == cards.suit(starter))
    return pts


def test_matches_an_independent_count_on_random_hands_and_cribs():
    deck = list(range(52))
    r = Rng(2024)
    for i in range(20000):
        r.shuffle(deck)
        n = 3 if i % 5 == 0 else 4
        crib = n == 4 and i % 2 == 0
        assert score_show(deck[:n], deck[n], crib) == naive_show(deck[:n], deck[n], crib), \
            [cards.name(c) for c in deck[:n + 1]]


# Frequencies of every score over all 12,994,800 (four-card hand, starter)
# pairs, a long-published table (this project's own scorer reproduced it
# exactly before the table was written down here).
KNOWN = [1009008, 99792, 2813796, 505008, 2855676, 697508, 1800268, 751324, 1137236,
         361224, 388740, 51680, 317340, 19656, 90100, 9168, 58248, 11196, 2708, 0,
         8068, 2496, 444, 356, 3680, 0, 0, 0, 76, 4]


def test_every_possible_hand_gives_the_known_distribution():
    # Suits are symmetric: count the starters of one suit and multiply by 4.
    counts = [0] * 30
    hand = [0, 0, 0, 0]
    for a in range(52):
        hand[0] = a
        for b in range(a + 1, 52):
            hand[1] = b
            for c in range(b + 1, 52):
                hand[2] = c
                for d in range(c + 1, 52):
                    hand[3] = d
                    for s in range(0, 52, 4):  # the clubs
                        if s != a and s != b and s != c and s != d:
                            counts[score_show(hand, s)] += 4
    assert sum(counts) == 12994800
    assert counts == KNOWN


# -- the play ---------------------------------------------------------------
@pytest.mark.parametrize("pile, points, kinds", [
    ("4C 5D 6H", 5, ["fifteen", "run"]),        # 15 and a run of three
    ("5C 10D", 2, ["fifteen"]),
    ("3C 5D 4H", 3, ["run"]),                  # run completed out of order
    ("3C 5D 4H 2S", 4, ["run"]),
    ("3C 5D 4H 2S 6S", 5, ["run"]),           # count 20: just the run of five
    ("9C 10D 8H 2S", 0, []),                   # the 2 breaks the run
    ("10C 10D 5H 6S", 2, ["thirty_one"]),
    ("KC 9D 3S 4H 5C", 5, ["thirty_one", "run"]),   # a run plus 31
    ("7C 7D", 2, ["pair"]),
    ("7C 7D 7H", 6, ["pair_royal"]),
    ("7C 7D 7H 7S", 12, ["double_pair_royal"]),
    ("5C 5D 5H", 8, ["fifteen", "pair_royal"]),
    ("7C 8D 7H", 0, []),                       # a pair broken by another card
    ("AC 2D 3H 4S 5C 6D", 6, ["run"]),
    ("AC 2D 3H 3S", 2, ["pair"]),
])
def test_pegging_combinations(pile, points, kinds):
    cs = H(pile)
    assert score_play(cs) == points
    items = play_breakdown(cs)
    assert [i[0] for i in items] == kinds
    assert sum(i[2] for i in items) == points


def test_play_scoring_matches_an_independent_count():
    r = Rng(9)
    deck = list(range(52))
    for _ in range(20000):
        r.shuffle(deck)
        pile = []
        for c in deck:
            if sum(min(10, cards.rank(x)) for x in pile) + min(10, cards.rank(c)) > 31:
                break
            pile.append(c)
            assert score_play(pile) == naive_play(pile)


def naive_play(pile):
    ranks = [cards.rank(c) for c in pile]
    count = sum(min(10, r) for r in ranks)
    pts = 2 if count in (15, 31) else 0
    k = 1
    while k < len(ranks) and ranks[-1 - k] == ranks[-1]:
        k += 1
    pts += {1: 0, 2: 2, 3: 6, 4: 12}[k]
    for n in range(len(ranks), 2, -1):
        tail = sorted(ranks[-n:])
        if tail == list(range(tail[0], tail[0] + n)):
            pts += n
            break
    return pts

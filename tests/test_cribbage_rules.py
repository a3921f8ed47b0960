"""Whole-hand Cribbage scenarios with stacked packs, for every table, and
the rules around them: cutting, his heels, go, 31, the end of a game; the
actions by their numbers (engine.crib_actions) and a refusal in words
(engine.crib_words)."""

import pytest

from engine import cards
from engine.cribbage import (CALLING, CLAIM, CLAIMING, CUT, CUT_DEAL, CUT_STARTER, LAY,
                             LAY_AWAY, MUGGINS, NEXT_GAME, OVER, PASS, PLAY, PLAYING, BETWEEN,
                             Cribbage)
from tests.util import crib_pack


def C(t):
    return cards.parse(t)


def scores_of(events):
    """(player, points, first kind) of every score event, in order."""
    return [(e[1], e[3], e[4][0][0]) for e in events if e[0] == "score"]


def play_out(g, moves):
    """Apply moves written as "lay 1 KD", "cut 4", "play 2 5H"; return all events."""
    ev = []
    for m in moves:
        w = m.split()
        if w[0] == "cut":
            ev += g.apply(CUT + int(w[1]))
            continue
        p, c = int(w[1]), C(w[2])
        assert g.actor == p, (m, g.actor)
        ev += g.apply((LAY if w[0] == "lay" else PLAY) + c)
    return ev


def test_two_player_six_card_hand_every_score_in_order():
    pack = crib_pack(["4D 5S 6S JH 2C 3C", "4C 5D 6H 10S KD QC"], dealer=0, starter="5C")
    g = Cribbage({"dealer": 0}, 1, decks=[pack])
    assert g.phase == LAY_AWAY and g.actor == 1  # non-dealer lays away first
    assert sorted(g.view(1)["hand"]) == sorted(C(t) for t in "4C 5D 6H 10S KD QC".split())
    ev = play_out(g, ["lay 1 KD", "lay 1 QC", "lay 0 2C", "lay 0 3C"])
    assert [e for e in ev if e[0] == "lay_away"] == [("lay_away", 1)] * 2 + [("lay_away", 0)] * 2
    assert g.phase == CUT_STARTER and g.actor == 1  # the non-dealer cuts
    assert g.legal()[0] == CUT + 4 and g.legal()[-1] == CUT + 40 - 4
    ev = g.apply(CUT + 4)
    assert ev[0] == ("starter", 1, C("5C")) and g.phase == PLAYING and g.actor == 1
    ev = play_out(g, ["play 1 4C", "play 0 5S", "play 1 6H", "play 0 6S", "play 1 10S",
                      "play 0 4D", "play 1 5D", "play 0 JH"])
    assert scores_of(ev)[:4] == [
        (1, 5, "fifteen"),     # 4-5-6: fifteen two and a run of three
        (0, 2, "pair"),        # 6-6
        (1, 2, "thirty_one"),  # 31 for two (not three)
        (0, 1, "last_card"),   # the last card of all
    ]
    assert ("reset", 0) in ev  # after 31 the next player leads
    # the show: non-dealer, dealer, crib
    shows = [(e[1], e[2], e[3]) for e in ev if e[0] == "counted"]
    assert shows == [(1, False, 16), (0, False, 16), (0, True, 8)]
    assert scores_of(ev)[4:] == [(1, 16, "fifteen"), (0, 16, "fifteen"), (0, 8, "fifteen")]
    assert g.scores == [3 + 16 + 8, 7 + 16]
    assert ev[-1] == ("deal", 1, 1) and g.dealer == 1 and g.actor == 0


def test_two_player_five_card_game():
    pack = crib_pack(["6C 7C 8C 2D AD", "10C 5D 4H KS QS"], dealer=0, starter="9D")
    g = Cribbage({"table": "2p5", "dealer": 0}, 1, decks=[pack])
    assert g.target == 61
    assert g.scores == [0, 3]  # three for last to the non-dealer
    assert g.view(0)["backs"] == (0, 0)
    ev = play_out(g, ["lay 1 KS", "lay 1 QS", "lay 0 2D", "lay 0 AD", "cut 4",
                      "play 1 10C", "play 0 6C", "play 1 5D", "play 0 7C"])
    # P1 cannot play 4H (32), P0 cannot play 8C: P0 takes the go and the
    # single series ends with cards unplayed
    assert ("go", 1) in ev
    # 10-6-5-7: the 7 makes a run of three (5-6-7)
    assert scores_of(ev) == [(0, 3, "run"), (0, 1, "go"), (1, 2, "fifteen"), (0, 11, "fifteen")]
    shows = [(e[1], e[2], e[3]) for e in ev if e[0] == "counted"]
    assert shows == [(1, False, 2), (0, False, 11), (0, True, 0)]
    items = [e for e in ev if e[0] == "counted"][1][4]
    assert [i[0] for i in items] == ["fifteen", "fifteen", "run", "flush"]  # 3-card flush
    assert g.scores == [15, 5] and g.dealer == 1


def test_three_for_last_is_told_as_three_points_to_the_pone():
    g = Cribbage({"table": "2p5", "dealer": -1}, 1)
    ev = []
    while not any(e[0] == "new_game" for e in ev):
        ev += g.apply(g.legal()[0])
    pone = 1 - g.dealer
    assert ("score", pone, pone, 3, (("three_for_last", (), 3),), 3, 0) in ev


@pytest.mark.parametrize("seats", [3, 4])
def test_after_a_claim_the_opponent_on_the_claimers_left_may_call_muggins(seats):
    g = Cribbage({"table": "%dp" % seats, "dealer": 0, "muggins": True}, 2)
    while g.phase != CLAIMING:
        g.apply(g.legal()[0])
    p = g.actor
    g.apply(CLAIM)  # a claim of none: never more than the hand holds
    assert g.phase == CALLING and g.actor == (p + 1) % seats


def test_three_players_go_passes_round_everyone():
    hands = ["9S AH 10D 10S 2S", "KC 8C 8D 3H QS", "KD 8H 8S 3S JS"]
    pack = crib_pack(hands, dealer=0, starter="4C", crib_card="AS")
    g = Cribbage({"table": "3p", "dealer": 0}, 1, decks=[pack])
    assert g.view(0)["crib_count"] == 1 and g.view(0)["crib"] is None
    ev = play_out(g, ["lay 1 QS", "lay 2 JS", "lay 0 2S"])
    assert g.phase == CUT_STARTER and g.actor == 2  # the dealer's right cuts
    ev = play_out(g, ["cut 4", "play 1 KC", "play 2 KD", "play 0 9S"])
    assert ev[-2:] == [("go", 1), ("go", 2)] and g.actor == 0  # 29: only P0 can play
    ev = play_out(g, ["play 0 AH"])
    assert ev[1] == ("score", 0, 0, 1, (("go", (), 1),), 1, 0)  # nobody can: go to P0
    assert ev[2] == ("reset", 1)  # the next player after the last card leads
    ev = play_out(g, ["play 1 8C", "play 2 8H", "play 0 10D", "play 1 3H"])
    assert ("go", 2) in ev and scores_of(ev) == [(2, 2, "pair"), (1, 1, "go")]
    assert ev[-1] == ("reset", 2)
    ev = play_out(g, ["play 2 8S", "play 0 10S", "play 1 8D", "play 2 3S"])
    assert scores_of(ev)[0] == (2, 1, "last_card")
    shows = [(e[1], e[2]) for e in ev if e[0] == "counted"]
    assert shows == [(1, False), (2, False), (0, False), (0, True)]  # left of dealer first
    assert ev[-1] == ("deal", 1, 1) and g.actor == 2  # P1 deals, P2 lays away first


def test_four_players_partners_share_a_score():
    hands = ["6H JC JD JH 5S", "7H AC KC KD 2S", "8H KH KS QC 3S", "9H QD QH QS 4S"]
    pack = crib_pack(hands, dealer=0, starter="10D")
    g = Cribbage({"table": "4p", "dealer": 0}, 1, decks=[pack])
    ev = play_out(g, ["lay 1 2S", "lay 2 3S", "lay 3 4S", "lay 0 5S", "cut 4"])
    ev = play_out(g, ["play 1 7H", "play 2 8H", "play 3 9H", "play 0 6H", "play 1 AC"])
    assert scores_of(ev) == [(2, 2, "fifteen"), (3, 3, "run"), (0, 4, "run"), (1, 2, "thirty_one")]
    assert [e[2] for e in ev if e[0] == "score"] == [0, 1, 0, 1]  # sides
    ev = play_out(g, ["play 2 KH", "play 3 QD", "play 0 JC"])
    assert scores_of(ev) == [(0, 3, "run"), (0, 1, "go")] and ev[-1] == ("reset", 1)
    ev = play_out(g, ["play 1 KC", "play 2 KS", "play 3 QH"])
    assert scores_of(ev) == [(2, 2, "pair"), (3, 1, "go")]
    ev = play_out(g, ["play 0 JD", "play 1 KD", "play 2 QC"])
    assert scores_of(ev) == [(2, 3, "run"), (2, 1, "go")]
    ev = play_out(g, ["play 3 QS", "play 0 JH"])
    assert scores_of(ev)[0] == (0, 1, "last_card")
    crib = [e for e in ev if e[0] == "counted" and e[2]][0]
    assert crib[3] == 8  # 2-3-4-5 spades + 10D: 15s and a run; no 4-card crib flush
    assert [e[1] for e in ev if e[0] == "counted"] == [1, 2, 3, 0, 0]
    assert len(g.scores) == 2


def test_his_heels_and_nobs():
    pack = crib_pack(["4D 5S 6S JC 2C 3C", "4C 5D 6H 10S KD QC"], dealer=0, starter="JH")
    g = Cribbage({"dealer": 0}, 1, decks=[pack])
    ev = play_out(g, ["lay 1 KD", "lay 1 QC", "lay 0 2C", "lay 0 3C", "cut 4"])
    i = ev.index(("starter", 1, C("JH")))
    assert ev[i + 1] == ("score", 0, 0, 2, (("his_heels", (C("JH"),), 2),), 2, 0)
    pack = crib_pack(["4D 5S 6S JC 2C 3C", "4C 5D 6H 10S KD QC"], dealer=0, starter="9C")
    g = Cribbage({"dealer": 0}, 1, decks=[pack])
    play_out(g, ["lay 1 KD", "lay 1 QC", "lay 0 2C", "lay 0 3C", "cut 4"])
    ev = play_out(g, ["play 1 4C", "play 0 5S", "play 1 6H", "play 0 6S", "play 1 10S",
                      "play 0 4D", "play 1 5D", "play 0 JC"])
    dealer_show = [e for e in ev if e[0] == "counted" and e[1] == 0 and not e[2]][0]
    assert dealer_show[4][-1][0] == "nobs"


def test_cut_for_deal_lowest_deals_and_ties_cut_again():
    top = [C(t) for t in "5C 5D 5H 5S 3C 3D 3H 3S 9C 9D KH".split()]
    pack = top + [c for c in range(52) if c not in top]
    g = Cribbage({}, 1, decks=[pack])
    assert g.phase == CUT_DEAL and g.actor == 0 and g.legal()[0] == CUT + 4
    ev = g.apply(CUT + 4)  # P0 cuts 3C
    assert ev == [("cut_for_deal", 0, C("3C"))]
    ev = g.apply(CUT + 4)  # P1 cuts 3D: equal, cut again
    assert ev[-1] == ("cut_tie", (0, 1)) and g.actor == 0
    g.apply(CUT + 7)  # P0: 9D (index 7 of what is left)
    ev = g.apply(CUT + 4)  # P1: 3H
    assert ("new_game", 1, 1) in ev and g.dealer == 1 and g.actor == 0
    assert g.view(0)["cuts"] == (C("9D"), C("3H"))


def test_pegging_out_during_the_play_ends_the_game_at_once():
    pack = crib_pack(["4D 5S 6S JH 2C 3C", "4C 5D 6H 10S KD QC"], dealer=0, starter="5C")
    g = Cribbage({"dealer": 0}, 1, decks=[pack])
    play_out(g, ["lay 1 KD", "lay 1 QC", "lay 0 2C", "lay 0 3C", "cut 4"])
    g.scores = [100, 117]  # white box: late in a game
    ev = play_out(g, ["play 1 4C", "play 0 5S", "play 1 6H"])
    assert g.scores == [100, 122] and g.phase == OVER and g.actor is None
    assert ev[-1] == ("game_won", 1, 1, ((0, ""),))
    with pytest.raises(ValueError):
        g.apply(PLAY + C("6S"))


def test_the_non_dealer_counts_out_first_in_the_show():
    pack = crib_pack(["4D 5S 6S JH 2C 3C", "4C 5D 6H 10S KD QC"], dealer=0, starter="5C")
    g = Cribbage({"dealer": 0}, 1, decks=[pack])
    play_out(g, ["lay 1 KD", "lay 1 QC", "lay 0 2C", "lay 0 3C", "cut 4"])
    g.scores = [110, 100]
    ev = play_out(g, ["play 1 4C", "play 0 5S", "play 1 6H", "play 0 6S", "play 1 10S",
                      "play 0 4D", "play 1 5D", "play 0 JH"])
    # after the play: P0 113, P1 107; P1's hand (16) counts first and wins,
    # though P0's hand and crib would have given more
    assert ev[-1][0] == "game_won" and ev[-1][1] == 1
    assert g.scores == [113, 123]
    assert [e[1] for e in ev if e[0] == "counted"] == [1]


def test_lurch_and_skunk_lines():
    def finish(scores, stakes):
        pack = crib_pack(["4D 5S 6S JH 2C 3C", "4C 5D 6H 10S KD QC"], dealer=0, starter="5C")
        g = Cribbage({"dealer": 0, "stakes": stakes}, 1, decks=[pack])
        play_out(g, ["lay 1 KD", "lay 1 QC", "lay 0 2C", "lay 0 3C", "cut 4"])
        g.scores = scores
        ev = play_out(g, ["play 1 4C", "play 0 5S", "play 1 6H"])
        return ev[-1]
    assert finish([60, 117], "lurch") == ("game_won", 1, 2, ((0, "lurch"),))
    assert finish([61, 117], "lurch") == ("game_won", 1, 1, ((0, ""),))
    assert finish([90, 117], "skunk") == ("game_won", 1, 2, ((0, "skunk"),))
    assert finish([91, 117], "skunk") == ("game_won", 1, 1, ((0, ""),))
    assert finish([60, 117], "skunk") == ("game_won", 1, 3, ((0, "double_skunk"),))


def test_exact_finish_does_not_peg_past_the_target():
    pack = crib_pack(["4D 5S 6S JH 2C 3C", "4C 5D 6H 10S KD QC"], dealer=0, starter="5C")
    g = Cribbage({"dealer": 0, "exact": True}, 1, decks=[pack])
    play_out(g, ["lay 1 KD", "lay 1 QC", "lay 0 2C", "lay 0 3C", "cut 4"])
    g.scores = [100, 117]
    ev = play_out(g, ["play 1 4C", "play 0 5S", "play 1 6H"])
    assert ("no_peg", 1, 1, 5, (("fifteen", (), 2), ("run", (C("4C"), C("5S"), C("6H")), 3))) in ev
    assert g.scores == [100, 117] and g.phase == PLAYING


def test_match_points_and_the_loser_deals_next():
    pack = crib_pack(["4D 5S 6S JH 2C 3C", "4C 5D 6H 10S KD QC"], dealer=0, starter="5C")
    g = Cribbage({"dealer": 0, "match": 3}, 1, decks=[pack])
    play_out(g, ["lay 1 KD", "lay 1 QC", "lay 0 2C", "lay 0 3C", "cut 4"])
    g.scores = [50, 117]
    ev = play_out(g, ["play 1 4C", "play 0 5S", "play 1 6H"])
    assert ev[-1] == ("game_won", 1, 2, ((0, "lurch"),))
    assert g.phase == BETWEEN and g.legal() == [NEXT_GAME] and g.actor == 0
    assert g.match_points == [0, 2]
    ev = g.apply(NEXT_GAME)
    assert ev[0] == ("new_game", 2, 0) and g.scores == [0, 0] and g.dealer == 0


def test_four_handed_the_losing_partner_after_the_dealer_deals_next():
    """Seat 1 (Blue's side: seats 1 and 3) deals; Red's side (seats 0 and 2)
    wins: the next deal goes to the first loser after the dealer, seat 3,
    not to seat 2, the winner who comes first."""
    g = Cribbage({"table": "4p", "match": 3, "dealer": 1}, 0)
    while g.phase in (LAY_AWAY, CUT_STARTER):
        g.apply(g.legal()[0])
    g.scores = [120, 0]  # Red's side pegs out with its next point
    while g.phase not in (BETWEEN, OVER):
        g.apply(g.legal()[0])
    assert g.winner == 0 and g.phase == BETWEEN and g.actor == 3
    ev = g.apply(NEXT_GAME)
    assert ev[0][0] == "new_game" and g.dealer == 3


def test_a_claim_may_be_anything_from_0_to_29_and_no_claim_stands_before_the_deal():
    g = Cribbage({"dealer": -1, "muggins": True}, 4)
    assert g.phase == CUT_DEAL and g.view(0)["claim"] == -1
    while g.phase != CLAIMING:
        g.apply(g.legal()[0])
    assert g.legal() == [CLAIM + k for k in range(30)]  # 29: the best hand there is


def test_muggins_claims_undercount_overcount():
    pack = crib_pack(["4D 5S 6S JH 2C 3C", "4C 5D 6H 10S KD QC"], dealer=0, starter="5C")
    g = Cribbage({"dealer": 0, "muggins": True}, 1, decks=[pack])
    ev = play_out(g, ["lay 1 KD", "lay 1 QC", "lay 0 2C", "lay 0 3C", "cut 4",
                      "play 1 4C", "play 0 5S", "play 1 6H", "play 0 6S", "play 1 10S",
                      "play 0 4D", "play 1 5D", "play 0 JH"])
    assert g.phase == CLAIMING and g.actor == 1 and ev[-1][0] == "show"
    assert "counted" not in [e[0] for e in ev]  # nothing tells the true count yet
    assert g.scores == [3, 7]
    assert g.view(0)["claim"] == -1  # no claim made yet
    with pytest.raises(ValueError) as e:
        g.apply(MUGGINS)  # no claim to call yet
    assert "calling muggins is not allowed" in str(e.value)
    ev = g.apply(CLAIM + 12)  # P1's hand is worth 16: claims 12
    assert g.scores == [3, 19] and g.phase == CALLING and g.actor == 0
    assert g.legal() == [MUGGINS, PASS] and g.view(0)["claim"] == 12  # what may be called
    with pytest.raises(ValueError) as e:
        g.apply(CLAIM + 5)
    assert "claiming 5 is not allowed" in str(e.value)
    ev = g.apply(MUGGINS)  # P0 takes the 4 overlooked points
    assert ev[0] == ("muggins", 0, 1, 4) and g.scores == [7, 19]
    hand = tuple(C(t) for t in ("4C", "5D", "6H", "10S"))
    assert ev[1] == ("score", 0, 0, 4, (("muggins", hand, 4),), 7, 3)  # pegged, with why
    assert g.view(0)["claim"] == -1  # called: no claim stands any more
    assert ev[2][0] == "counted" and ev[2][3] == 16
    assert g.phase == CLAIMING and g.actor == 0
    ev = g.apply(CLAIM + 20)  # P0's hand is worth 16: claims 20, cut to 16
    assert ("overclaim", 0, 20, 16) in ev and g.scores == [23, 19]
    assert g.phase == CLAIMING and g.actor == 0  # now the crib (8)
    g.apply(CLAIM + 8)
    ev = g.apply(MUGGINS)  # a wrong call costs nothing
    assert ev[0] == ("muggins_wrong", 1, 0) and g.scores == [31, 19]
    assert g.phase == LAY_AWAY


def test_muggins_pass_lets_the_claim_stand():
    pack = crib_pack(["4D 5S 6S JH 2C 3C", "4C 5D 6H 10S KD QC"], dealer=0, starter="5C")
    g = Cribbage({"dealer": 0, "muggins": True}, 1, decks=[pack])
    play_out(g, ["lay 1 KD", "lay 1 QC", "lay 0 2C", "lay 0 3C", "cut 4",
                 "play 1 4C", "play 0 5S", "play 1 6H", "play 0 6S", "play 1 10S",
                 "play 0 4D", "play 1 5D", "play 0 JH"])
    g.apply(CLAIM + 10)
    ev = g.apply(PASS)
    assert ev[0] == ("no_call", 0) and g.scores == [3, 17]


def test_the_phase_numbers_of_a_view_are_fixed():
    """The ui reads a view's phase as a number without importing the engine
    (ui.cribbage: 3 is the play)."""
    from engine import cribbage as c
    assert (c.CUT_DEAL, c.LAY_AWAY, c.CUT_STARTER, c.PLAYING, c.CLAIMING, c.CALLING, c.BETWEEN,
            c.OVER) == tuple(range(8))


def test_a_cut_lifts_four_cards_or_more_and_leaves_four_or_more():
    g = Cribbage({"table": "2p6"}, 3)
    assert g.phase == CUT_DEAL
    assert g.legal() == [CUT + k for k in range(4, 49)]  # 52 cards: lift 4 to 48
    g.apply(CUT + 48)  # leaves exactly four
    g2 = Cribbage({"table": "2p6", "dealer": 0}, 3)
    for _ in range(4):  # both lay two away
        g2.apply(g2.legal()[0])
    assert g2.phase == CUT_STARTER
    assert g2.legal() == [CUT + k for k in range(4, 37)]  # 40 cards left: lift 4 to 36
    g2.apply(CUT + 36)


def test_a_hand_is_dealt_again_from_the_next_shuffle_only_before_a_card_is_laid_away():
    """REDEAL (a save resumed at the start of a seen hand): new cards, the
    same dealer, hand and scores; never offered among the legal moves; and
    a game with it replays exactly."""
    from engine.cribbage import REDEAL
    g = Cribbage({"table": "3p", "dealer": 1}, 4)
    before = [list(h) for h in g.hands], list(g.crib), g.scores[:]
    assert REDEAL not in g.legal()
    ev = g.apply(REDEAL)
    assert ev == [("redeal", 1, 0)]
    assert [list(h) for h in g.hands] != before[0] and len(g.crib) == 1 and g.crib != before[1]
    assert (g.dealer, g.hand_no, g.scores, g.phase, g.actor) == (1, 0, before[2], LAY_AWAY, 2)
    assert sorted(sum(g.hands, []) + g.crib + g.pack) == list(range(52))
    first = g.legal()[0]
    g.apply(first)
    frozen = g.snapshot()
    with pytest.raises(ValueError, match="before a card is laid away"):
        g.apply(REDEAL)
    assert g.snapshot() == frozen
    again = Cribbage({"table": "3p", "dealer": 1}, 4)
    again.apply(REDEAL)
    again.apply(first)
    assert again.snapshot() == frozen


def test_no_redeal_in_the_cut_for_deal_or_the_play():
    from engine.cribbage import REDEAL
    g = Cribbage({"table": "2p6"}, 4)
    assert g.phase == CUT_DEAL
    with pytest.raises(ValueError):
        g.apply(REDEAL)


@pytest.mark.parametrize("action,words", [(LAY + 0, "laying away card 0"), (LAY - 1, "playing card 63"),
                                          (CUT + 0, "cutting at 0"), (CLAIM + 0, "claiming 0")])
def test_a_refused_action_is_named_in_words(action, words):
    g = Cribbage({"table": "2p6", "dealer": 0}, 1)
    g.apply(g.legal()[0])
    g.apply(g.legal()[0])  # the pone has laid two away: the dealer lays now
    g.apply(g.legal()[0])
    g.apply(g.legal()[0])
    g.apply(CUT + 10)  # the starter cut: the play
    with pytest.raises(ValueError, match="^%s is not allowed now" % words):
        g.apply(action)

"""Scenario tests, one per Trash rule and variant, with stacked packs.

Deal order (engine/trash.py): player 1 gets the top ten cards into slots
A..10, player 2 the next ten, and so on; the stock is the rest, top first.
"""

import pytest

from engine import cards
from engine.trash import (DISCARD, DRAW, OVER, STOCK, TAKE, TAKE_BACK, THROW,
                          WILD, WILD_TO, Trash, action_name)
from tests.util import names, stacked

P1 = "2C 3C KH 4C 5C 6C 7C 8C 9C 10C"
P2 = "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S"  # every slot holds its own card
WIN = "2D 3D 4D 5D 6D 7D 8D 9D 10D QD"  # drawing AD fills it all


def game(layouts, stock, options=None, decks=1, jokers=0, more=()):
    opts = {"players": len(layouts)}
    opts.update(options or {})
    packs = [stacked(" ".join(layouts) + " " + stock, decks, jokers)]
    packs.extend(more)
    return Trash(opts, 5, decks=packs)


def up(g, p):
    return names(g.view(0)["up"][p])


def test_placement_chain_runs_until_a_card_is_unplayable():
    g = game([P1, P2], "AH")
    assert g.legal() == [STOCK]  # the first player of a hand draws from the stock
    ev = g.apply(STOCK)
    assert ev == [("draw", 0, cards.parse("AH"), STOCK),
                  ("place", 0, 0, cards.parse("AH"), cards.parse("2C")),
                  ("place", 0, 1, cards.parse("2C"), cards.parse("3C")),
                  ("place", 0, 2, cards.parse("3C"), cards.parse("KH")),
                  ("throw", 0, cards.parse("KH"))]
    assert up(g, 0) == ["AH", "2C", "3C"] + ["--"] * 7
    assert up(g, 1) == ["--"] * 10
    assert names(g.discard) == ["KH"]
    assert g.actor == 1 and g.phase == DRAW


def test_later_players_may_take_the_discard():
    # P1 draws 5H: it goes to slot 5 and turns up 5S, whose slot is now
    # filled, so 5S is thrown; P2 takes it from the discard pile.
    g = game(["2C 3C KH 4C 5S 6C 7C 8C 9C 10C", "QC QD QH QS 4S KC KD 2S 3S 4D"], "5H")
    g.apply(STOCK)
    assert up(g, 0)[4] == "5H" and names(g.discard) == ["5S"]
    assert g.legal() == [STOCK, DISCARD]
    ev = g.apply(DISCARD)
    assert ev[0] == ("draw", 1, cards.parse("5S"), DISCARD)
    assert ev[1] == ("place", 1, 4, cards.parse("5S"), cards.parse("4S"))
    assert ev[2] == ("place", 1, 3, cards.parse("4S"), cards.parse("QS"))
    assert ev[3] == ("throw", 1, cards.parse("QS"))
    assert up(g, 1) == ["--"] * 3 + ["4S", "5S"] + ["--"] * 5
    assert names(g.discard) == ["QS"]


def test_a_wild_goes_to_the_slot_the_player_chooses():
    g = game([P1, P2], "JH")
    g.apply(STOCK)
    assert g.phase == WILD and g.held == cards.parse("JH")
    assert g.legal() == [WILD_TO + s for s in range(10)]
    ev = g.apply(WILD_TO + 9)
    assert ev[0] == ("wild", 0, 9, cards.parse("JH"), cards.parse("10C"))
    # 10C's own slot now holds the wild: take it back, or throw 10C away
    assert g.phase == TAKE and g.legal() == [THROW, TAKE_BACK]


def test_a_number_takes_its_slot_back_and_the_wild_moves_on():
    g = game([P1, P2], "JH")
    g.apply(STOCK)
    g.apply(WILD_TO + 9)
    ev = g.apply(TAKE_BACK)
    assert ev[0] == ("take", 0, 9, cards.parse("10C"), cards.parse("JH"))
    assert up(g, 0)[9] == "10C"
    assert g.phase == WILD  # the lifted wild is in hand again, 9 slots open
    assert g.legal() == [WILD_TO + s for s in range(9)]
    ev = g.apply(WILD_TO + 3)  # onto slot 4, picking up 4C, whose slot it is
    assert ev[0] == ("wild", 0, 3, cards.parse("JH"), cards.parse("4C"))
    assert g.phase == TAKE
    g.apply(THROW)  # this time leave the wild there
    assert up(g, 0) == ["--"] * 3 + ["JH"] + ["--"] * 5 + ["10C"]
    assert names(g.discard) == ["4C"] and g.actor == 1


def test_a_wild_with_one_face_down_slot_left_goes_there_by_itself():
    g = game(["2C 3C 4C 5C 6C 7C 8C 9C JD 3D", P2], "AC")
    ev = g.apply(STOCK)  # AC->1, 2C->2 ... 9C->9 picks JD: only slot 10 open
    i = ev.index(("wild", 0, 9, cards.parse("JD"), cards.parse("3D")))
    assert ev[i + 1] == ("hand_won", 0)  # that filled the layout: won at once
    assert g.size[0] == 9 and g.hands_won[0] == 1 and g.hand_no == 1


@pytest.mark.parametrize("wild, dead", [("jacks", ["QH", "KS"]), ("kings", ["JH", "QH"])])
def test_dead_cards_end_the_turn(wild, dead):
    for d in dead:
        g = game([P1, P2], d, {"wild": wild})
        ev = g.apply(STOCK)
        assert ev == [("draw", 0, cards.parse(d), STOCK), ("throw", 0, cards.parse(d))]
        assert g.actor == 1 and names(g.discard) == [d]


def test_a_number_whose_slot_shows_its_number_is_dead():
    g = game([P1, P2], "2H AD")
    g.apply(STOCK)  # P1: 2H -> slot 2 picks 3C -> slot 3 picks KH -> thrown
    ev = g.apply(STOCK)  # P2: AD -> slot 1 picks AS, whose slot is filled
    assert ev == [("draw", 1, cards.parse("AD"), STOCK),
                  ("place", 1, 0, cards.parse("AD"), cards.parse("AS")),
                  ("throw", 1, cards.parse("AS"))]


def test_kings_wild_a_king_is_wild():
    g = game([P1, P2], "KS", {"wild": "kings"})
    g.apply(STOCK)
    assert g.phase == WILD


def test_kings_wild_a_layout_holding_kings_is_complete():
    g = game(["2C 3C 4C 5C 6C 7C 8C 9C KD KC", P2], "AC", {"wild": "kings"})
    ev = g.apply(STOCK)  # ... 9C->9 picks KD: wild on slot 10 picks KC
    assert ("wild", 0, 9, cards.parse("KD"), cards.parse("KC")) in ev
    assert ("hand_won", 0) in ev


def test_jokers_are_wild():
    g = game([P1, P2], "JK", {"jokers": True}, jokers=2)
    assert len(g.stock) == 54 - 20
    g.apply(STOCK)
    assert g.phase == WILD and g.held == cards.JOKER


def test_all_faces_wild_queen_is_wild():
    g = game([P1, P2], "QS", {"wild": "faces"})
    g.apply(STOCK)
    assert g.phase == WILD


def test_decks_grow_with_players():
    for n, decks in ((2, 1), (3, 2), (4, 2), (5, 3), (6, 3), (8, 4)):
        g = Trash({"players": n}, 1)
        assert len(g.stock) + 10 * n == 52 * decks


def test_numbers_above_the_layout_size_are_dead():
    g = game([P1, P2], "AC")
    g.size[0] = 9  # as after one hand won (white box: before the first draw)
    g.up[0][9] = g.down[0][9] = cards.NONE
    g.stock.append(cards.parse("10S"))
    ev = g.apply(STOCK)
    assert ev == [("draw", 0, cards.parse("10S"), STOCK), ("throw", 0, cards.parse("10S"))]


def test_stock_exhausted_reshuffles_the_discard_less_its_top_card():
    g = game([P1, P2], "QS")
    g.discard = [cards.parse(n) for n in "4H 5H 6H 7H".split()]
    g.stock = [cards.parse("QH")]  # the last card of the stock
    ev = g.apply(STOCK)  # P1 draws QH and throws it: the stock is empty
    assert ev[-1] == ("reshuffle", 4)
    assert names(g.discard) == ["QH"]
    assert sorted(names(g.stock)) == ["4H", "5H", "6H", "7H"]


def test_the_phase_numbers_of_a_view_are_fixed():
    """A view tells its phase as a number: the numbers are part of the
    protocol, fixed whatever the order they are written in."""
    from engine import trash
    assert (trash.DRAW, trash.WILD, trash.TAKE, trash.OVER) == (0, 1, 2, 3)


def test_a_discard_pile_of_two_leaves_one_card_to_draw():
    """The stock runs out with one card under the top of the discard pile:
    that one card is the new stock, the top stays to be taken."""
    g = game([P1, P2], "QS")
    g.discard = []
    g.stock = [cards.parse("QH")]
    g.apply(STOCK)  # P1 draws QH and throws it: pile QH, stock empty, too few to turn over
    assert names(g.discard) == ["QH"] and g.stock == []
    g.discard = [cards.parse("4H")]
    g.stock = [cards.parse("KH")]
    ev = g.apply(STOCK)  # P2 throws KH onto 4H: two in the pile, the stock empty
    assert ev[-1] == ("reshuffle", 1) and names(g.discard) == ["KH"] and names(g.stock) == ["4H"]


def test_hand_won_at_once_the_winner_shrinks_and_plays_first():
    g = game([WIN, P2], "AD")
    ev = g.apply(STOCK)
    assert ("hand_won", 0) in ev and ("shrink", 0, 9) in ev and ev[-1] == ("deal", 1, 0)
    assert list(g.size) == [9, 10]
    assert g.first == 0 and g.actor == 0 and g.hand_no == 1
    assert g.view(1)["up"][0] == bytes([cards.NONE] * 9)
    assert g.view(1)["up"][1] == bytes([cards.NONE] * 10)


def test_first_player_rotates_in_the_rotation_variant():
    g = game([WIN, P2], "AD", {"first": "rotate"})
    ev = g.apply(STOCK)
    assert ev[-1] == ("deal", 1, 1) and g.actor == 1


def test_game_won_by_filling_a_last_single_slot():
    g = game([P1, P2], "AH")
    g.size[0] = 1  # P1 down to one slot (white box), and the hand redealt
    g._deal(0, [])
    g.stock.append(cards.parse("JS"))
    ev = g.apply(STOCK)  # a wild fills the single slot
    assert ev[-3:] == [("hand_won", 0), ("shrink", 0, 0), ("game_won", (0,))]
    assert g.phase == OVER and g.actor is None and g.legal() == []
    with pytest.raises(ValueError):
        g.apply(STOCK)


def test_shorter_game_first_to_n_slots():
    g = game([WIN, P2], "AD", {"goal": 9})
    ev = g.apply(STOCK)
    assert ev[-1] == ("game_won", (0,)) and g.winners == (0,)


def test_fixed_number_of_deals_smallest_layout_wins():
    g = game([WIN, P2], "AD", {"deals": 1})
    ev = g.apply(STOCK)
    assert ev[-1] == ("game_won", (0,))


def test_second_chance_a_turns_up_the_losers_cards():
    g = game(["AC 3C 2C 4C 5C 6C 7C 8C 9C 10C", WIN], "3H AD", {"second_chance": 1})
    g.apply(STOCK)  # P1: 3H -> 3 picks 2C -> 2 picks 3C, slot 3 filled: thrown
    ev = g.apply(STOCK)  # P2 fills its layout
    down = bytes([cards.parse("AC"), cards.NONE, cards.NONE]) + bytes(
        cards.parse(n) for n in "4C 5C 6C 7C 8C 9C 10C".split())
    assert ("reveal", 0, down, True) in ev  # all in place: P1 loses a slot too
    assert list(g.size) == [9, 9]


def test_second_chance_a_card_out_of_place_keeps_the_slot():
    g = game([P1, WIN], "QS AD", {"second_chance": 1})
    g.apply(STOCK)
    ev = g.apply(STOCK)
    assert [e[3] for e in ev if e[0] == "reveal"] == [False]
    assert list(g.size) == [10, 9]


def test_second_chance_b_three_free_draws_from_the_stock():
    g = game([P1, WIN], "QS AD QH KD JS", {"second_chance": 2})
    g.apply(STOCK)  # P1 throws QS
    ev = g.apply(STOCK)  # P2 wins: P1 gets three free draws
    assert ev[-1] == ("free_draws", 0, 3)
    assert g.actor == 0 and g.legal() == [STOCK]  # from the stock only
    g.apply(STOCK)  # QH thrown (draw 1)
    g.apply(STOCK)  # KD thrown (draw 2)
    assert g.actor == 0 and g.free_draws == 1 and g.hand_no == 0
    g.apply(STOCK)  # JS: wild, choose a slot
    ev = g.apply(WILD_TO + 0)  # slot A: picks 2C -> 2 picks 3C -> 3 picks KH
    assert ("throw", 0, cards.parse("KH")) in ev
    # then (a): P1's face-down 4C..10C are all in place, so P1 shrinks too
    assert [e[3] for e in ev if e[0] == "reveal"] == [True]
    assert g.hand_no == 1 and list(g.size) == [9, 9] and g.first == 1


def test_second_chance_b_both_players_may_finish():
    g = game(["2C 3C 4C 5C 6C 7C 8C 9C 10C QC", WIN], "QS AD AC", {"second_chance": 2})
    g.apply(STOCK)
    g.apply(STOCK)
    ev = g.apply(STOCK)  # free draw: AC fills P1's layout as well
    assert ("completed", 0) in ev
    assert list(g.size) == [9, 9] and g.first == 1  # the first finisher leads


def test_second_chance_b_is_for_two_players_only():
    g = game([P1, WIN, P2], "QS AD", {"second_chance": 2}, decks=2)
    g.apply(STOCK)
    ev = g.apply(STOCK)
    assert not [e for e in ev if e[0] == "free_draws"]
    assert [e[0] for e in ev].count("reveal") == 2


@pytest.mark.parametrize("chance", [1, 2])
def test_reaching_the_goal_wins_at_once_with_no_second_chance(chance):
    g = game([P1, WIN], "QS AD", {"second_chance": chance, "goal": 9})
    g.apply(STOCK)  # P1 throws QS
    ev = g.apply(STOCK)  # P2 fills its ten slots: nine left would reach the goal
    kinds = [e[0] for e in ev]
    assert kinds.index("hand_won") < kinds.index("game_won")
    assert "free_draws" not in kinds and "reveal" not in kinds
    assert ev[-1] == ("game_won", (1,)) and g.actor is None


def test_a_hand_is_dealt_again_from_the_next_shuffle_only_before_its_first_draw():
    """REDEAL (a save resumed at the start of a seen hand): new layouts, the
    same first player and hand; never among the legal moves; replays exactly."""
    from engine.trash import REDEAL
    g = Trash({"players": 3}, 8)
    before = [bytes(d) for d in g.down]
    assert REDEAL not in g.legal()
    assert g.apply(REDEAL) == [("redeal", 0, 0)]
    assert [bytes(d) for d in g.down] != before
    assert (g.hand_no, g.actor, g.phase, g.discard) == (0, 0, DRAW, [])
    assert sorted(g.stock + [c for d in g.down for c in d]) == sorted(cards.pack(2, 0))  # all there
    g.apply(STOCK)
    frozen = g.snapshot()
    with pytest.raises(ValueError, match="before its first draw"):
        g.apply(REDEAL)
    assert g.snapshot() == frozen
    again = Trash({"players": 3}, 8)
    again.apply(REDEAL)
    again.apply(STOCK)
    assert again.snapshot() == frozen


def test_a_wild_is_named_by_its_slot_from_1_to_10_and_nothing_past_them():
    assert action_name(WILD_TO) == "put the wild on slot 1"
    assert action_name(WILD_TO + 9) == "put the wild on slot 10"
    assert action_name(WILD_TO + 10) == "action %d" % (WILD_TO + 10)
    assert action_name(WILD_TO - 1) == "action %d" % (WILD_TO - 1)

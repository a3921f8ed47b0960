"""The result screen's words and the next game's options (ui.cribbage.pages,
ui.trash.pages): who won, every side's score on lines that fit, a skunk or
a lurch named, what the game was worth, the match, the coach's figure;
the loser deals the next game."""

from types import SimpleNamespace as NS

from ui.cribbage import pages as crib_end
from ui.trash import pages as trash_end


def crib(names, sides_of, scores, won, match=False, counts=None):
    g = NS(n=len(names), sides=len(scores), side_of=lambda i: sides_of[i], scores=scores,
           options={"match": match}, match_points=[3, 1], next_dealer=1)
    return NS(game=g, names=names, won=won, counts=counts or [{} for _ in names])


def test_two_players_the_winner_both_scores_and_the_points():
    s = crib(["Red", "Blue"], [0, 1], [121, 95], (None, 0, 1, [(1, None)]))
    assert crib_end.result(s) == ("Red wins!", ["Red 121  Blue 95", "worth 1 game point"])


def test_a_skunk_is_named_and_worth_two_points_and_the_match_is_shown():
    s = crib(["Red", "Blue"], [0, 1], [61, 40], (None, 1, 2, [(0, "skunked")]), match=True)
    title, lines = crib_end.result(s)
    assert title == "Blue wins!"
    assert lines[1:] == ["Red skunked!", "worth 2 game points", "match: 3 1"]


def test_partners_win_together_under_their_names_without_side_letters():
    s = crib(["Red", "Blue", "Green", "Amber"], [0, 1, 0, 1], [121, 100],
             (None, 0, 1, [(1, None)]))
    title, lines = crib_end.result(s)
    assert title == "Red & Green win!"
    assert lines[0] == "Red+Gre 121  Blu+Amb 100"


def test_three_sides_fit_on_the_lines_of_the_narrow_screen():
    s = crib(["Red", "Purple", "Green"], [0, 1, 2], [121, 118, 99], (None, 0, 1, [(1, None), (2, None)]))
    _, lines = crib_end.result(s, cols=20)
    assert lines[:2] == ["Red 121 Purpl 118", "Green 99"]  # (three sides: names of five letters)


def test_the_coach_s_average_under_the_best_lay_away_for_a_coached_human():
    counts = [{"lay_hands": 4, "lay_lost": 1480}, {}]
    s = crib(["Red", "Blue"], [0, 1], [121, 95], (None, 0, 1, [(1, None)]), counts=counts)
    assert crib_end.result(s)[1][-1] == "Red gave up 3.7 a keep"


def test_the_coach_s_words_only_while_the_screen_has_lines_and_shorter_when_narrow():
    counts = [{"lay_hands": 4, "lay_lost": 1480}, {"lay_hands": 2, "lay_lost": 100}]
    s = crib(["Amber", "Blue"], [0, 1], [61, 40], (None, 0, 2, [(1, "skunked")]), match=True, counts=counts)
    _, lines = crib_end.result(s)
    assert lines[1:] == ["Blue skunked!", "worth 2 game points", "match: 3 1", "Amber gave up 3.7 a keep"]
    assert crib_end.result(s, cols=24)[1][-1] == "Amber gave up 3.7 a keep"  # (24: just fits)
    assert crib_end.result(s, cols=20)[1][-1] == "Amber lost 3.7 a keep"


def test_the_loser_deals_the_next_cribbage_game_and_the_options_are_a_copy():
    s = crib(["Red", "Blue"], [0, 1], [121, 95], (None, 0, 1, []))
    options = {"dealer": 0, "match": False}
    after = crib_end.options_after(s.game, options)
    assert after == {"dealer": 1, "match": False} and options["dealer"] == 0


def test_trash_the_winners_and_each_player_s_slots_and_hands_on_lines_that_fit():
    g = NS(winners=[1], size=[3, 0, 5, 2], hands_won=[1, 4, 0, 2])
    s = NS(game=g, names=["Red", "Blue", "Green", "Amber"])
    title, lines = trash_end.result(s)
    assert title == "Blue wins!"
    assert lines == ["slots left: Re 3 Bl 0 Gr 5", "Am 2", "hands won: Re 1 Bl 4 Gr 0", "Am 2"]
    g.winners = [0, 2]
    assert trash_end.result(s)[0] == "Red & Green win!"


def test_trash_on_a_narrow_screen_lists_below_each_label():
    assert trash_end.listed("hands won:", ["Re", "Bl"], [1, 4], cols=20) == ["hands won:", "Re 1 Bl 4"]
    options = {"players": 2}
    assert trash_end.options_after(None, options) == options and trash_end.options_after(None, options) is not options

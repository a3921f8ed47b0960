"""Learn to play Cribbage: a first game against the easy computer, to 61,
every score held until OK (ui.session), each new kind of moment
introduced the first time it comes, on a page before the player acts
(ui.in_game.LearnScreen), and the coach's best keep said after each
lay-away (ui.cribbage.hint.note). Loaded for that game only."""

from engine.crib_actions import CUT_DEAL, CUT_STARTER, LAY_AWAY, PLAYING

# each moment's words: what it is, what to do, which keys (the layout's
# names for them: ok, move, hint); a page of 8 lines
INTROS = {
    "welcome": "Cribbage: the first to 61 points wins. Points come as cards are played and when hands are "
               "shown. This game stops at each new step to say what it is; %(ok)s goes on.",
    "cut": "Cut for the deal: the lowest card deals. The dealer gets the crib, an extra hand. Choose "
           "where with %(move)s; %(ok)s cuts.",
    "lay": "Lay away 2 of your 6 cards to the crib. Keep cards that go together: 15s, pairs, runs. %(ok)s "
           "raises a card, %(ok)s on another lays both. %(hint)s: a hint, with why.",
    "starter": "The starter: turned up from the pack. It counts with every hand in the show. A jack: the "
               "dealer pegs 2 (his heels).",
    "play": "The play: lay a card; the count goes up, 31 at most. Making 15 or 31: 2, a pair 2, a run 1 a "
            "card. A dim card would pass 31. Choose with %(move)s, play with %(ok)s.",
    "go": "Go: a player with no card that fits under 31 says go. The other plays on; the last card pegs 1 "
          "(31: 2), then the count starts again.",
    "show": "The show: each hand counts with the starter: 15s 2 each, pairs 2, runs 1 a card, a flush 4, "
            "the starter suit's jack 1. Raised cards make each. %(ok)s: next.",
    "crib": "The crib: counted last, for the dealer, with the starter (a flush only with the starter's "
            "suit too).",
}


def moment(ss):
    """Is a moment to be introduced now (the first of its kind)? Noted in
    the session (seen, intro)."""
    t = ss.teller
    g = ss.game
    key = None
    if not ss.seen:
        key = "welcome"
    elif not t.all_told():  # what is being told (its words up)
        e = t.telling
        k = e[0] if e is not None else ""
        if k in ("starter", "go"):
            key = k
        elif k in ("show", "counted"):
            key = "crib" if e[2] else "show"
    if key is None and ss.human_turn() and not t.messages:  # what the player is to do (keys work now)
        key = {CUT_DEAL: "cut", CUT_STARTER: "cut", LAY_AWAY: "lay", PLAYING: "play"}.get(g.phase)
    if key is None or key in ss.seen:
        return False
    ss.seen.append(key)
    ss.intro = key
    return True

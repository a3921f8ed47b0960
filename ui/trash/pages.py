"""Trash's words on the pages around its table (ui.in_game): Learn to
play's, a first game against the easy computer (OPTIONS), every hand's end
held until OK (ui.session), each new kind of moment introduced the first
time it comes, on a page before the player acts (LearnScreen). (No last
hand to look at, no pass screen: nothing in Trash is one player's secret.)
Loaded for a learner's whole game."""

from engine.trash import DRAW, TAKE, WILD

OPTIONS = {"players": 2}  # Learn to play's game (its seats: the learner, the easy computer)

# each moment's words: what it is, what to do, which keys (the layout's
# names for them: ok, move, hint); a page of 8 lines
INTROS = {
    "welcome": "Trash: fill your 10 slots, A to 10, with an ace to a 10, face up. The first to fill them "
               "all wins the hand. %(ok)s goes on.",
    "draw": "Your turn: draw from the stock (face down) or take the top of the discard (face up). "
            "Choose with %(move)s; %(ok)s draws. %(hint)s: a hint.",
    "chain": "A card goes face up into its slot; the card that was there is the next to play: a chain, "
             "until a card fits nowhere.",
    "wild": "A jack is wild: it fills any face-down slot. Choose the slot with %(move)s; %(ok)s puts it.",
    "take": "Your card's own slot holds a wild: take the slot back (the wild moves on) or not. Choose with "
            "%(move)s, then %(ok)s.",
    "throw": "No slot for this card (a queen, a king, or its slot is full): it goes on the discard pile and "
             "the turn ends.",
    "hand": "A hand won: its winner has one slot fewer next hand. Filling a last single slot wins the game.",
}


def moment(ss):
    """Is a moment to be introduced now (the first of its kind)? Noted in
    the session (seen, intro)."""
    t = ss.teller
    key = None
    if not ss.seen:
        key = "welcome"
    elif not t.all_told():  # what is being told (its words up)
        e = t.telling
        key = {"place": "chain", "throw": "throw", "hand_won": "hand"}.get(e[0] if e is not None else "")
    if key is None and ss.human_turn() and not t.messages:  # what the player is to do (keys work now)
        key = {DRAW: "draw", WILD: "wild", TAKE: "take"}.get(ss.game.phase)
    if key is None or key in ss.seen:
        return False
    ss.seen.append(key)
    ss.intro = key
    return True

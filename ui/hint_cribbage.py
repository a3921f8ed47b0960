"""The hint in Cribbage: the hard player's choice for the human to act,
and the table's cursor moved to it. Loaded only when a hint is asked for,
and let go after (ui.session, ui.screen_crib)."""

from engine.cards import name as card_name
from engine.cribbage import CLAIM, CUT, LAY, PLAY


def hint(session, chosen=None):
    """The strongest player's choice for the human to act; with a card
    already chosen to lay away, the best one to go with it."""
    from ui.game_cribbage import player
    hard = player("hard")
    g = session.game
    p = g.actor
    if chosen is None:
        return hard.choose(g, p)
    v = dict(g.view(p))
    v["hand"] = tuple(c for c in v["hand"] if c != chosen)
    v["laid_away"] = tuple(v["laid_away"]) + (chosen,)
    return hard.lay_away(v, p)


def follow(screen, hint):
    """The cursor (or the cut, or the claim) where the hint says."""
    hand = screen._hand_cards(None)
    for base in (PLAY, LAY):
        c = hint - base
        if c in hand:
            screen.sel = hand.index(c)
            screen.app.session.message = "hint: %s" % card_name(c)
            return
    if CUT <= hint < CLAIM:
        screen.value = hint - CUT
    elif CLAIM <= hint <= CLAIM + 29:
        screen.value = hint - CLAIM

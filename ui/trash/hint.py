"""The hint in Trash: the hard player's choice for the human to act, with
its reason in a few words, and the table's cursor moved to it. Loaded only
when a hint is asked for, and let go after (ui.session, ui.trash.screen).

It sees what the seat sees: the layouts and the discard pile, every card
of which was thrown face up in front of everyone (read from the game:
the view shows only its top)."""

from engine.trash import DISCARD, DRAW, TAKE, TAKE_BACK, WILD, WILD_TO

from ui.trash import LABELS


def _adviser(session):
    from engine.trash_ai import TrashPlayer
    hard = TrashPlayer("hard")
    for c in session.game.discard:
        if c < 52:
            hard.thrown[(c >> 2) + 1] += 1
    return hard


def hint(session, chosen=None):
    return _adviser(session).choose(session.game, session.game.actor)


def words(session, hint):
    """Why: the hint's reason, at most 26 characters (the message line)."""
    from ui.trash import card_words
    g = session.game
    p = g.actor
    v = g.view(p)
    hard = _adviser(session)
    if v["phase"] == DRAW:
        top = v["discard_top"]
        if DISCARD not in v["legal"]:
            return "hint: draw from the stock"
        if not hard.fits(g, v["up"][p], v["sizes"][p], top):
            return ("hint: stock, %s fits none" if hint != DISCARD else "hint: only the pile's %s") % (
                card_words(top))
        if g.is_wild(top):
            return "hint: take it, it is wild"
        return "hint: take it, fills %s" % LABELS[top >> 2]
    if v["phase"] == WILD:
        s = hint - WILD_TO
        return "hint: wild on %s, %d unseen" % (LABELS[s], hard.unseen(v, s + 1))
    if hint == TAKE_BACK:
        return "hint: yes, the wild moves"
    return "hint: no, throw it away"


def follow(screen, hint):
    """The cursor (or the yes/no) where the hint says, and its reason."""
    ss = screen.app.session
    v = ss.teller.view()
    if v["phase"] == TAKE:
        screen.take = hint == TAKE_BACK
    else:
        screen.sel = v["legal"].index(hint)
    ss.teller.message = words(ss, hint)

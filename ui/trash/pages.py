"""Trash's words on the pages around its table (ui.in_game) and beside it:
the hint (the hard player's choice for the human to act and why, the
table's cursor moved to it: Trash has no search to make room for), the
result screen's words and the next game's options, and Learn to play's, a first game against the easy computer (OPTIONS), every hand's end
held until OK (ui.session), each new kind of moment introduced the first
time it comes, on a page before the player acts (LearnScreen). (No last
hand to look at, no pass screen: nothing in Trash is one player's secret.)
Loaded for a learner's whole game."""

from engine.trash import DISCARD, DRAW, TAKE, TAKE_BACK, WILD, WILD_TO
from ui.trash.rules import LABELS

OPTIONS = {"players": 2}  # Learn to play's game (its seats: the learner, the easy computer)

# each moment's words: what it is, what to do, which keys (the layout's
# names for them: ok, move, hint); a page of 8 lines
INTROS = {
    "welcome": "Trash: fill your 10 slots, A to 10, with an ace to a 10, face up. The first to fill them "
               "all wins the hand. Press %(ok)s to go on.",
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


# the moments introduced, by what is being told or else the phase the player
# acts in (ui.session.moment)
MOMENTS = ({"place": "chain", "throw": "throw", "hand_won": "hand"}, {DRAW: "draw", WILD: "wild", TAKE: "take"})


# --- the hint: the hard player's choice, and why (it sees what the seat sees: the layouts
# and the discard pile, every card of which was thrown face up in front of everyone) ---
def adviser(session):
    from engine.trash_ai import TrashPlayer
    hard = TrashPlayer("hard")
    for c in session.game.discard:
        if c < 52:
            hard.thrown[(c >> 2) + 1] += 1
    return hard


def hint(session, chosen=None):
    return adviser(session).choose(session.game, session.game.actor)


def words(session, hint):
    """Why: the hint's reason, at most 26 characters (the message line)."""
    from ui.trash.rules import card_words
    g = session.game
    p = g.actor
    v = g.view(p)
    hard = adviser(session)
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


# --- the end of a game: the result screen's words, the next game's options ---
def options_after(game, options):
    return dict(options)


def result(session, cols=26):
    g = session.game
    who = " & ".join(session.names[w] for w in g.winners)
    names = [n[:2] for n in session.names]
    lines = listed("slots left:", names, g.size, cols) + listed("hands won:", names, g.hands_won, cols)
    return "%s win%s!" % (who, "" if len(g.winners) > 1 else "s"), lines


def listed(label, names, values, cols=26):
    """"label Re 9 Bl 8 ..." in lines of `cols` characters at most."""
    lines = [label] + [""] * (cols < 26)  # (narrow: the items below the label)
    for name, x in zip(names, values):
        item = "%s %d" % (name, x)
        if len(lines[-1]) + 1 + len(item) > cols:
            lines.append("")
        lines[-1] += " " * (lines[-1] != "") + item
    return lines

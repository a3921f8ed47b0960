"""The coach in Cribbage: a human's lay-away and each card played weighed
against the best, and its page. Loaded for a move's note a round after the
move (ui.cribbage.rules.think: a module of its own, smaller than the hint's, so
that round stays short), and for its page (ui.in_game: COACH); let go
after each."""

from micropython import const

from engine.cards import name as card_name


# By the hard player's own valuation of every way to lay away (hand and crib
# expected points; near the end, the game's), from what the seat saw when it
# chose; noted at a human's lay-away (ui.cribbage.rules.before) and shown on
# request (ui.in_game, the hint at the play's start). session.coach keeps one
# hand's weighing in _BYTES bytes made at a game's first (nothing new on the
# heap at each hand), read and written here only: the seat, the cards to
# lay, n (the hand's size), the n cards (up to 6), the choice made (255: not
# yet), 1 when the crib is the seat's own, the number of ways, then each
# way's value (points * 100 + 10000, two bytes) in the order engine.crib_ai
# lists the ways. What others need is said on the session: `coached`, the
# seat whose keep is weighed (None: none yet), and `coach_seen`, its page
# shown. The points lost (best less chosen, in hundredths) add up per seat
# in the game's statistics (lay_lost, lay_hands).
_SEAT = const(0)
_TO_LAY = const(1)
_N = const(2)
_CARDS = const(3)
_CHOICE = const(9)
_OWN = const(10)
_WAYS = const(11)
_VALUES = const(12)
_BYTES = const(42)  # (the most ways: 15, of six cards two)


def note(session, p, v, cards, values):
    """Human seat p laid `cards` away from the hand of view v (as it was
    before them), whose every way to lay away weighs `values` (hard's
    weigh_keeps, in slices: ui.cribbage.rules.think): on the hand's
    first card the weighing is recorded; once all its cards are laid, the
    choice is known."""
    rec = session.coach
    if rec is None:
        rec = session.coach = bytearray(_BYTES)
    if not v["laid_away"]:  # the first card of this hand's lay-away
        record(rec, p, v, values)
        session.coached = None  # (a new weighing: its choice not yet known)
    from engine.crib_ai import lay_options
    hand = list(rec[_CARDS:_CARDS + rec[_N]])  # (the places of the cards laid: only both match a way of two)
    laid = tuple(sorted(hand.index(c) for c in tuple(v["laid_away"]) + tuple(cards)))
    for k, way in enumerate(lay_options(rec[_N], rec[_TO_LAY])):
        if way == laid:
            rec[_CHOICE] = k
            session.coached, session.coach_seen = p, False
            lost = max(_value(rec, j) for j in range(rec[_WAYS])) - _value(rec, k)
            t = session.counts[p]
            t["lay_lost"] = t.get("lay_lost", 0) + lost
            t["lay_hands"] = t.get("lay_hands", 0) + 1
            shown = session.teller.shown
            if shown is not None:  # for the look back at this hand (ui.in_game)
                shown.told[session.rules.HAND_KEEPS + p] = min(255, 1 + (lost + 5) // 10)
            if session.learn:  # Learn to play: the best keep, and why, after each lay-away
                _said(session, rec, lost)


# (note's parts, each a function of its own: the module is loaded where the
# heap's free space is in small pieces, and a function's code is one block)
def record(rec, p, v, values):
    """The hand dealt to seat p (view v) and its every way's value, in rec."""
    from engine.crib_ai import lay_count
    hand = v["hand"]
    rec[_SEAT], rec[_TO_LAY], rec[_N] = p, lay_count(v), len(hand)
    rec[_CARDS:_CARDS + len(hand)] = bytes(hand)
    rec[_CHOICE] = 255
    rec[_OWN] = v["side_of"][v["dealer"]] == v["side_of"][p]
    rec[_WAYS] = len(values)
    for k, points in enumerate(values):
        n = max(0, min(65535, int(round(points * 100)) + 10000))
        rec[_VALUES + 2 * k], rec[_VALUES + 1 + 2 * k] = n >> 8, n & 255


def _said(session, rec, points):
    """Learn to play: the best keep, and why, told after the lay-away (the
    points the keep made gave up, in hundredths)."""
    if points < 5:
        session.teller.say("coach: the best keep!", 2500)
    else:
        session.teller.say("coach: best %s" % kept(rec, _ranked(rec)[0][1]), 3000)
        session.teller.say("yours gave up %.1f points" % (points / 100), 3000)


def note_play(session, p, v, action, n, hint, hint_values, values):
    """Human seat p played `action` from view v (as it was then; or, when
    the hint decides, only its legal plays), at the game's decision number
    `n`, after the hint `hint` (None: none asked) and its search's values
    `hint_values`: every card it could play weighed by the hard player's
    valuation from what the seat sees; what the card played gave up adds
    up for the seat in this hand's record. With two players hard plays the
    card its search finds (engine.crib_search): when the hint was asked for
    this card, the search it ran weighs them (the hint's card gives up
    nothing); otherwise (a search for every card a human plays would hold
    up each one for the better part of a second on the board) hard's
    quicker valuation of a play does, `values`, a card's at a time
    (engine.crib_ai's plays: its points, less the reply it expects,
    and so on; ui.cribbage.rules.think). The hint's card never gives up
    anything: near the game's end the search plays for the game, and
    weighs no card in points."""
    legal = v if isinstance(v, list) else v["legal"]
    if hint_values is not None and hint_values[0] == n:  # (tenths already)
        tenths = hint_values[1]
        lost = max(tenths) - tenths[legal.index(action)]
    elif action == hint:  # (no points weighed: near the end, or one that pegs out)
        lost = 0
    else:
        lost = int(round((max(values) - values[legal.index(action)]) * 10))
    shown = session.teller.shown
    if shown is not None:  # for the look back at this hand (ui.in_game)
        h, at = shown.told, session.rules.HAND_PLAYS + p
        h[at] = min(255, max(1, h[at]) + lost)


def _ways(rec):
    """The cards laid in each way, in the record's order."""
    from engine.crib_ai import lay_options
    hand = rec[_CARDS:_CARDS + rec[_N]]
    return [tuple(hand[i] for i in o) for o in lay_options(rec[_N], rec[_TO_LAY])]


def _value(rec, k):
    """Way k's value, in hundredths of a point."""
    return (rec[_VALUES + 2 * k] << 8 | rec[_VALUES + 1 + 2 * k]) - 10000


def _ranked(rec):
    """(value, way) of every way, best first."""
    return sorted(((_value(rec, k), k) for k in range(rec[_WAYS])), reverse=True)


def kept(rec, k):
    """The cards kept by way k, by rank: "5H 5S JD QC"."""
    laid = _ways(rec)[k]
    cards = sorted(c for c in rec[_CARDS:_CARDS + rec[_N]] if c not in laid)  # (by rank, then suit)
    return " ".join(card_name(c) for c in cards)


def page(session):
    """The coach's page, in points a player can picture: the keep made and
    what it scores on average, the best and what it scores, the points
    given up; then the best three (26 characters a line, 8 lines a part)."""
    rec = session.coach
    top = _ranked(rec)
    chosen = rec[_CHOICE]
    mine = _value(rec, chosen)
    way = chosen if mine >= top[0][0] else top[0][1]  # the best (a keep as good as the best is the best)
    lines = ["you kept %s" % kept(rec, chosen), " scores about %.1f" % (mine / 100)]
    if way == chosen:
        lines += ["the best keep: well done", ""]
    else:  # (from the values as shown: 9.5 less 8.9 is 0.6)
        lines += ["%.1f points given up" % (round(top[0][0] / 100, 1) - round(mine / 100, 1)),
                  "best %s" % kept(rec, way), " scores about %.1f" % (top[0][0] / 100)]
    crib = "+ your crib" if rec[_OWN] else "- their crib"
    lines += ["(on average over the cuts:", " hand %s%s)" % (crib, " + play" if rec[_N] == 6 else "")]
    best(rec, top, lines)
    return lines  # (its rows: ui.widgets.Layout.parts)


def best(rec, top, lines):
    """The best three keeps, on a screen of their own. (A function of its
    own: the page is loaded over a paused game, where the heap has no
    block for one long function's code.)"""
    while len(lines) < 8:
        lines.append("")
    lines.append("the best three keeps:")
    for i, (val, k) in enumerate(top[:3]):
        lines.append("%d. %-17s%6.1f" % (i + 1, kept(rec, k), val / 100))

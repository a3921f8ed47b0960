"""The hint in Cribbage, once made (by ui.cribbage.pick): the table's cursor
moved to it; and the last whole hand, looked at again from the pause
menu. Loaded only when a hint
is followed or one of those pages is shown, and let go after
(ui.cribbage.screen, ui.in_game). Loaded over a paused game,
where the heap's free space is in small pieces: no function here is long
(a function's code is one block) and no page is made as one string (the
last hand: the pages path ran out at 13 of 32 ballasts with it in
ui.cribbage.pages, beside Learn to play's long words, made whole in one
function; at none now: tools/bench_board_memory's sweep)."""

from engine.cards import NONE, name as card_name
from engine.crib_score import play_breakdown, score_show
from engine.cribbage import CLAIM, CUT, LAY, PLAY


def follow(screen, hint):
    """The hint as one whole action, with its reason in plain words: the
    cards of the lay-away raised (the next ok lays them), the card to play
    under the cursor, the claim set."""
    ss = screen.app.session
    t = ss.teller
    hand = screen.hand_cards(None)
    if LAY <= hint < CUT:  # the whole lay-away (ui.cribbage.pick)
        cards = sorted(ss.hint_lay)
        screen.raised = list(cards)
        screen.sel = hand.index(cards[0])
        t.message = "hint: lay away " + " ".join(card_name(c) for c in cards)
        n = score_show([c for c in hand if c not in cards], NONE)
        screen.why = "keeps %d points in hand" % n if n else "the best odds with the cut"
    elif hint < LAY:
        c = hint - PLAY
        screen.sel = hand.index(c)
        t.message = play_words(ss.game, c)
        p = ss.coached
        if p == ss.game.actor and not ss.coach_seen and not ss.game.view(p)["played"][p]:
            screen.app.defer(screen.app.coach)  # the play's start: the coach first
    elif CLAIM <= hint <= CLAIM + 29:  # (what the hand is worth: said, not set in silence)
        screen.value = hint - CLAIM
        t.message = "hint: claim %d" % screen.value
    else:
        t.message = "hint: any cut is as good"


def play_words(game, c):
    """Why this card (26 characters): what it scores, else what it keeps
    from the next player: "play 7S: 15 for 2", "play 3H: no 15 for them"."""
    pile = list(game.pile) + [c]
    count = game.count + min(10, (c >> 2) + 1)
    said = "play %s: " % card_name(c)
    items = play_breakdown(pile)
    if items:
        return said + "+".join(WORDS.get(i[0], i[0]) for i in items) + " for %d" % sum(i[2] for i in items)
    if count < 5:
        return said + "no 15 for them"
    if 15 < count < 21:
        return said + "no 31 for them"
    return said + "the best odds"


WORDS = {"fifteen": "15", "thirty_one": "31", "pair_royal": "3 alike", "double_pair_royal": "4 alike"}


def last_hand(ss, cols=26):
    """The last whole hand of Cribbage as it was told: the starter, each
    hand shown and the crib with its count and how it was made, what each
    side pegged in the play and how, and what each human's keep and cards
    played gave up (its record's layout: ui.cribbage, HAND_*)."""
    h = ss.teller.shown.last
    lines = ["starter %s" % card_name(h[ss.rules.HAND_STARTER])]
    shown(ss, h, lines)
    played(ss, h, lines)
    rows = []  # type: list  # the screen's rows, not one string: no block the whole text's size
    for line in lines:
        folded(line, cols, rows)
    return rows


# (last_hand's parts, each a function of its own: a module loaded over a
# paused game finds no block on the heap for one function's whole code)
def shown(ss, h, lines):
    """Each hand shown and the crib, its count and how it was made."""
    from engine.crib_score import show_breakdown
    R = ss.rules
    names = ss.names
    starter = h[R.HAND_STARTER]
    for k in range(h[R.HAND_SHOWS]):
        at = R.HAND_SHOW + R.HAND_SHOW_BYTES * k
        crib = h[at] & 128
        who = names[h[at] & 127][:5] + " crib" if crib else names[h[at] & 127][:7]  # (a crib's: its dealer's)
        cards = sorted(c for c in h[at + 2:at + 7] if c != NONE)
        lines.append("%s %d: %s" % (who, h[at + 1], " ".join(card_name(c) for c in cards)))
        items = show_breakdown(cards, starter, crib)
        lines.append(" " + " ".join(R.sums(items, sum(i[2] for i in items))))  # (muggins: the true count)


def played(ss, h, lines):
    """What each side pegged in the play, and how; what each human's keep
    and cards played gave up."""
    R = ss.rules
    names = ss.names
    for side in range(ss.game.sides):  # the play, by kind
        who = "+".join(names[p][:5] for p in range(ss.game.n) if ss.game.side_of(p) == side)
        kinds = ["%s %d" % (R.PLAY_WORDS[k], h[R.HAND_KINDS + 5 * side + k]) for k in range(len(R.PLAY_WORDS))
                 if h[R.HAND_KINDS + 5 * side + k]]
        lines.append("%s pegged %d%s" % (who, h[R.HAND_PEGGED + side], ": " + ", ".join(kinds) if kinds else ""))
    for at, label in ((R.HAND_KEEPS, "keep gave up: "), (R.HAND_PLAYS, "play gave up: ")):  # the coach's
        if any(h[at:at + 4]):
            lines.append(lost_line(ss, h, at, label))


def folded(line, cols, rows):
    """A line broken at spaces into rows of `cols` (the rest indented),
    added to `rows`."""
    while len(line) > cols:
        cut = line.rfind(" ", 2, cols + 1)
        if cut < 2:
            cut = cols
        rows.append(line[:cut])
        line = "  " + line[cut:].lstrip(" ")
    rows.append(line)


def lost_line(session, h, at, label):
    """The points each human's keep (or cards played) gave up, by the
    coach, in hand record h: "keep gave up: Red 2.6, Blue 0"."""
    return label + ", ".join("%s %s" % (session.names[p],
                                        "%.1f" % ((h[at + p] - 1) / 10) if h[at + p] > 1 else "0")
                             for p in range(session.game.n) if h[at + p])

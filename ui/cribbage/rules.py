"""Cribbage as the app plays it: what the session, the screens, the
statistics and the title need to know that is Cribbage's own. Loaded only
while Cribbage is played (ui.games: ui.KIND.rules)."""

from micropython import const

from engine.cards import NONE, RANK_NAMES
from engine.cards import name as card_name
from engine.crib_actions import LAY_AWAY, PLAYING
from ui.teller import WAIT

TITLE = "Cribbage"
# its parts, named from its package's name (this module's, less "rules": ui.games names the game)


def table(app):
    """Its table screen, built (its module loaded then, let go with the game)."""
    from ui.modules import load
    return load(__name__[:-6] + ".screen").CribbageScreen(app)


def new_game(options, seed):
    from engine.cribbage import Cribbage
    return Cribbage(options, seed)


def aids(game):
    """What the computer players and the hint use, loaded with the game
    while the heap is clear (ui.session; let go at its result): with two
    players, hard's crib table and its search of the play (engine.crib_ai).
    Loaded at each decision, or each play, their pieces had to be found
    again in a table's split heap (docs/memory.md). (Hard's player itself
    is loaded by the computer players, or at a hotseat player's first
    hint: loaded here too it held the hotseat path's heap fuller, and that
    path then needed more room, not less: 2026-12-07.)"""
    t = game.options["table"]
    if t == "2p5":
        import engine.crib_pairs_five  # noqa: F401 (loaded now, used by engine.crib_ai)
    elif t == "2p6":
        import engine.crib_pairs_six  # noqa: F401
    if t[0] == "2":
        import engine.crib_search  # noqa: F401


def actions_room(game):
    """The actions a game's record makes room for at its start (ui.session):
    a game of its table, or four of a match (a longer match grows it): a
    little above the longest of 100 games of each table (2p6 171, 2p5 101,
    3p 211, 4p 153; with muggins, half as many again: 244, 156, 310, 216)."""
    o = game.options
    n = {"2p6": 200, "2p5": 120, "3p": 250, "4p": 180}[o["table"]]
    if o["muggins"]:
        n += n // 2
    return n * (4 if o["match"] else 1)


def player(level, seed=1):
    from engine.crib_ai import CribbagePlayer
    return CribbagePlayer(level, seed)


def seat_name(base, i, game, human):
    return base if human else base + "*"  # a computer (partners: the score line pairs them, "Re+Gr")


def has_secret(game, seat):
    """Does this seat hold cards the others may not see?"""
    v = game.view(seat)
    return bool(v["hand"]) or (bool(v["laid_away"]) and v["crib"] is None)


def scores(game):
    return game.scores


def score_told(scores, e):
    """Scores (a list, a side each) moved on by event e, as it is told."""
    if e[0] == "score":
        scores[e[2]] = e[5]
    elif e[0] == "new_game":  # (the pegs go home)
        for i in range(len(scores)):
            scores[i] = 0


def status_count(teller):
    """The count as told, shown on the board's LEDs in the play."""
    s = teller.shown
    return s.count if s.pile or teller.game.phase == PLAYING else None


HINT = __name__[:-6] + ".hint"  # the hint's words, the last hand looked at again (loaded only when asked)
COACH = __name__[:-6] + ".coach"  # the coach's notes and its page (loaded only for them)
# a pass screen's words, Learn to play's, the result's (loaded with them)
PAGES = __name__[:-6] + ".pages"
PICK = __name__[:-6] + ".pick"  # the hint's choice


_FLASHED = ("fifteen", "thirty_one", "go", "his_heels", "last_card")  # a score of these flashes its peg


def show_leds(leds, teller):
    """The pegs as told (the scores on the table, ui.teller): a score told
    moves its side's pegs (a flash for some kinds), a new game puts them
    back, a game won told greets its winner."""
    s, e = teller.shown, teller.telling
    for side in range(teller.game.sides):
        if leds.front[side] != s.scores[side] or leds.back[side] != s.backs[side]:
            leds.peg(side, s.backs[side], s.scores[side], e is not None and e[0] == "score" and e[2] == side
                     and any(item[0] in _FLASHED for item in e[4]))
    if e is not None and e[0] == "game_won":
        leds.win(e[1])


def reset_leds(leds, teller):
    """The pegs where the table shows them (a table shown again, a game
    resumed): not back at the start."""
    g = teller.game
    leds.reset(g.sides, g.target, g.options["stakes"])
    s = teller.shown
    for side in range(g.sides):
        leds.front[side] = s.scores[side]
        leds.back[side] = s.backs[side]


# --- statistics, counted as the events come (no history kept) -------------
PEGGING = ("fifteen", "thirty_one", "pair", "pair_royal", "double_pair_royal", "run", "go",
           "last_card", "his_heels")


def _add(t, field, n=1):
    t[field] = t.get(field, 0) + n


def tally(e, game, counts):
    """Add what event e means for each seat's statistics to counts (a dict
    per seat)."""
    k = e[0]
    if k == "deal":
        for t in counts:
            _add(t, "deals")
    elif k == "score" and e[4] and len(e[4][0]) == 3 and e[4][0][0] in PEGGING:
        _add(counts[e[1]], "pegging", e[3])
    elif k == "counted":
        t = counts[e[1]]
        _add(t, "cribs" if e[2] else "hands")
        _add(t, "crib_points" if e[2] else "hand_points", e[3])
        if not e[2] and e[3] > t.get("best", 0):
            t["best"] = e[3]
        if e[3] in (28, 29):
            for t in counts:  # everyone at the table saw it
                _add(t, "seen28" if e[3] == 28 else "seen29")
    elif k == "game_won":
        side = e[1]
        for p, t in enumerate(counts):
            _add(t, "games")
            if game.side_of(p) == side:
                _add(t, "wins")
        for loser, kind in e[3]:
            if not kind:
                continue
            what = "lurch" if kind == "lurch" else "skunk"
            for p, t in enumerate(counts):
                if game.side_of(p) == side:
                    _add(t, what + "_given")
                elif game.side_of(p) == loser:
                    _add(t, what + "_taken")


# --- what happened, in words short enough for the screen (26 characters) --
def kind_words(item):
    """A scoring combination of the play in plain words ("pair royal":
    three alike; "his heels": a jack turned up as the starter): "a pair",
    "a run of 4"."""
    if item[0] == "run":
        return "a run of %d" % len(item[1])
    return {"fifteen": "15", "thirty_one": "31", "pair": "a pair", "pair_royal": "3 alike",
            "double_pair_royal": "4 alike", "last_card": "last card", "his_heels": "the jack cut"}.get(
        item[0], item[0])


# The coach's weighing, ahead of a human's lay-away (session.ahead) or left
# by a move (session.pending), in one list: the seat, the decision's number,
# the seat's view as it chose (kept for the coach's record; a play's, only
# its legal actions once begun), the weighing under way (engine.crib_ai's
# weigh_keeps or plays, a generator: _begin; True: to begin; None: over, or
# nothing to weigh), what it
# gave (the keeps' values; the cards' values, one by one); left by a move,
# the move (LAY + each card, or PLAY + the card, the hint then and its
# search's values).
_SEAT = const(0)
_AT = const(1)
_VIEW = const(2)
_STEPS = const(3)
_GOT = const(4)
_MOVE = const(5)


def before(session, action):
    """Before an action: with two or more humans at the device, the hand
    on the table goes at once (its holder's turn is over; the next may be
    another human's, looking on while the move is told). A human's
    lay-away and each card played are weighed for the coach
    (ui.cribbage.coach.note, note_play), but not now: the key that made
    them is drawn first; what was weighed while the player thought (think)
    is kept with the move, and the rest follows the frame (session.pending)."""
    t = session.teller
    if t.shown is not None and len(t.humans) > 1:
        t.shown.hand = []
    g = session.game
    p = g.actor
    w = session.pending
    if w is not None and 64 <= action < 116 and w[_MOVE] >= 64 and w[_SEAT] == p:
        w.append(action)  # the second card of a lay-away: weighed with the first
        return
    session.flush()  # (what the action before left, first)
    n = len(session.actions)
    a = session.ahead  # (the lay-away weighed while the player looked at it: ahead)
    session.ahead = None
    if action >= 116 or session.ai[p] is not None:  # (not PLAY, LAY + a card, a human's)
        return
    if action < 64:
        hint, values = session.hint, session.hint_values
        if action == hint or values is not None and values[0] == n:  # a play weighed by the hint's
            session.pending = [p, n, g.legal(), None, None, action, hint, values]  # search, or the
            return  # hint's card: nothing to weigh
        session.pending = [p, n, g.view(p), True, [], action, hint, values]  # (begun at its first
        return  # slice, not in the key's frame: _step)
    v = g.view(p)
    if a is None or a[_SEAT] != p or a[_AT] != n:  # (a lay-away's second card laid alone: the first
        a = [p, n, None, None if v["laid_away"] else True, None]  # weighed it)
    a[_VIEW] = v  # (what the coach's record needs of the hand: the view as it was)
    session.pending = a + [action]  # (weighed with the second card, if there is one)


def think(session, flush):
    """The coach's work between frames, a slice at a time (a way to lay
    away or a card weighed: at most about 2 M instructions, so a key
    pressed meanwhile is answered at once), or all that a move left when
    `flush` (session.flush). While a human looks at the hand dealt, its
    every way to lay away is weighed ahead (ahead): the lay-away then finds
    it done. True while work is left."""
    w = session.pending
    if w is None:
        if flush:
            return False
        w = ahead(session)
        return w is not None and _step(w, False)
    if _step(w, flush) and not flush:
        return True
    session.pending = None
    from ui.modules import Loaded
    with Loaded(COACH, False) as coach:  # (in one round: its module held from one round
        if w[_MOVE] < 64:  # to the next was sampled at the two-player table, 112.9 KB; collected with
            # the next garbage: 1.3 M instructions less in this round)
            coach.note_play(session, w[_SEAT], w[_VIEW], w[_MOVE], w[_AT], w[_MOVE + 1], w[_MOVE + 2], w[_GOT])
        else:
            coach.note(session, w[_SEAT], w[_VIEW], [a - 64 for a in w[_MOVE:]], w[_GOT])
    return not flush  # (a tick more: the next decision's weighing may begin)


def ahead(session, flush=False):
    """The lay-away of the human to act now, weighed ahead (begun once
    everything is told, from the lay-away's start), or None; with `flush`,
    its values, every way weighed now (the hint: ui.cribbage.pick). (Not
    the play: a card's weighing, after it a slice a round, is not felt,
    and its state, kept through the human's turn, filled the table's
    fullest moment: docs/power.md.)"""
    g = session.game
    p = g.actor
    n = len(session.actions)
    a = session.ahead
    if a is None or a[_SEAT] != p or a[_AT] != n:
        a = session.ahead = None
        if p is None or g.phase != LAY_AWAY or session.ai[p] is not None or session.teller.messages:
            return None
        v = g.view(p)
        if v["laid_away"]:
            return None
        a = session.ahead = [p, n, None, _begin(v, p), None]
    if flush:
        _step(a, True)
        return a[_GOT]
    return a


def _begin(v, p):
    """Hard's weighing of what seat p may do in view v (its every way to
    lay away, or its every card to play), a generator: nothing done yet."""
    from ui.modules import mark, release_since
    m = mark()
    hard = player("hard")
    steps = hard.plays(v, p, v["legal"]) if v["phase"] == PLAYING else hard.weigh_keeps(v, p)
    # the hard player's module let go where the game had not loaded it (no computer plays: a
    # hotseat game): its code lives while the weighing does, as it did while a move was weighed
    release_since(m, False)
    return steps


def _step(w, flush):
    """A slice of w's weighing, or all of it: False when none was left (what
    follows it, the coach's note, then has a round of its own)."""
    steps = w[_STEPS]
    if steps is None:
        return False
    if steps is True:  # to begin: in a slice of its own, not in the frame of the key that left it
        v = w[_VIEW]
        steps = w[_STEPS] = _begin(v, w[_SEAT])
        if v["phase"] == PLAYING:
            w[_VIEW] = v["legal"]  # (all the coach's note needs of a play's view: ui.cribbage.coach.note_play)
        if not flush:
            return True
    for x in steps:
        if type(x) is list:
            w[_GOT] = x  # the keeps' values, in the order the ways are listed: the last
            break  # (the generator let go now, its frame with it)
        if x is not None:  # (a way weighed: None)
            w[_GOT].append(x)  # a card's value
        if not flush:
            return True
    w[_STEPS] = None
    return True


# --- the hand record: a hand as told, for the look back at it -------------
# Shown.told (this hand) and Shown.last (the last whole hand), swapped at
# each deal: _HAND_BYTES bytes each, made once a game, written here (keep) and
# by the coach, read by the look back (ui.in_game), each by these names
# only. The starter; how many shows; what each of up to 4 sides pegged in
# the play; per show (HAND_SHOW_BYTES) its player (+128: the crib), its
# points and its 5 cards (NONE: none); per seat 1 + the points its lay-away
# gave up, in tenths (0: not weighed: ui.cribbage.coach.note), and per seat
# the same for its cards played (note_play).
HAND_STARTER = 0
HAND_SHOWS = 1
HAND_PEGGED = 2
HAND_SHOW = 6
HAND_SHOW_BYTES = 7
HAND_KEEPS = 41
HAND_PLAYS = 45
HAND_KINDS = 49  # per side (4), the play's points by kind (PLAY_SUMS: 5)
_HAND_BYTES = const(69)
# the play's scores by kind, for the look back: 15 and 31, pairs (and three
# or four alike), runs, go and last card, the starter's jack (his heels)
PLAY_SUMS = (("fifteen", "thirty_one"), ("pair", "pair_royal", "double_pair_royal"), ("run",),
             ("go", "last_card"), ("his_heels",))
PLAY_WORDS = ("15s/31s", "pairs", "runs", "go", "his heels")


# --- the table as told: what the screen shows is what the message says ----
class Shown:
    """The table as of the event being told: the engine is already past
    the whole of an action's events (a last card played, the show, the
    next deal), and the screen must not show what is not told yet."""

    def __init__(self):
        # this hand's show as told, and the last whole hand's, for a look
        # back from the pause menu: a few bytes each, swapped at each deal
        # (_HAND_BYTES: starter, shows, the pegging of up to 4 sides, then per
        # show its player (+128: the crib), its points, its cards; then per
        # seat 1 + the points a human's lay-away gave up, in tenths (0: not
        # weighed, ui.cribbage.coach.note), and per seat the same for its
        # cards played (note_play))
        self.told = bytearray(_HAND_BYTES)
        self.last = bytearray(_HAND_BYTES)

    def set(self, v, hand):
        self.scores = list(v["scores"])
        self.backs = list(v["backs"])
        self.pile = list(v["pile"])
        self.count = v["count"]
        self.starter = v["starter"]
        self.dealer = v["dealer"]
        self.played = [list(p) for p in v["played"]]  # each seat's cards played this hand
        self.hand = list(hand)
        self.item = ()  # the cards of the combination being counted in the show
        self.whose = None  # (seat, crib?) of the count being told
        self.so_far = 0  # its points so far
        self.sums = ()  # its points by kind, once all are told (sums: "15s 4,", "pairs 2 = 6")


def sync(teller):
    """The table as the game is now; the hand only when its holder may see
    it (ui.teller.may_see: in hotseat, the human deciding now, once all
    is told)."""
    v = teller.view()
    private = not teller.may_see(teller.viewer)
    if teller.shown is None:
        teller.shown = Shown()
    teller.shown.set(v, () if private else v["hand"])


def tell(teller, e):
    """Move the table on by one event, as it is told."""
    s = teller.shown
    k = e[0]
    if k == "play":
        s.played[e[1]].append(e[2])
        s.pile.append(e[2])
        s.count = e[3]
        if e[2] in s.hand:
            s.hand.remove(e[2])
    elif k == "reset":
        s.pile = []
        s.count = 0
    elif k == "starter":
        s.starter = e[2]
    elif k == "show":  # a count begins: whose, from nothing
        s.whose, s.so_far, s.sums = (e[1], e[2]), 0, ()
    elif k == "new_game":  # (the cut for deal told: its dealer, and the pegs back home)
        s.dealer = e[2]
        score_told(s.scores, e)
        s.backs = [0] * len(s.backs)
    elif k == "score":
        score_told(s.scores, e)
        s.backs[e[2]] = e[6]
    elif k in ("deal", "redeal"):  # the next hand (dealt, or dealt afresh), now that everything before it is told
        if s.told[HAND_SHOWS]:
            s.last, s.told = s.told, s.last
        scores, backs = s.scores, s.backs
        sync(teller)
        s.scores, s.backs = scores, backs  # (as told: five-card's three for last comes after the deal)
        h = s.told
        for i in range(_HAND_BYTES):  # (the scores it starts from)
            h[i] = s.scores[i - HAND_PEGGED] if HAND_PEGGED <= i < HAND_PEGGED + len(s.scores) else 0
        return
    keep(s, e)


def keep(s, e):
    """Note what the look back at the last hand needs of event e, in
    s.told: the starter, the number of shows, what each side pegged in the
    play (its score then, less the hand's start), and per show its player
    (+128: the crib), its points and its cards."""
    h = s.told
    shows = h[HAND_SHOWS]
    if e[0] == "show" and shows < 5:
        if not shows:  # the play is over
            for i in range(len(s.scores)):
                h[HAND_PEGGED + i] = s.scores[i] - h[HAND_PEGGED + i]
        at = HAND_SHOW + HAND_SHOW_BYTES * shows
        h[HAND_STARTER] = e[4]
        h[HAND_SHOWS] = shows + 1
        h[at] = e[1] + (128 if e[2] else 0)
        for i in range(5):
            h[at + 2 + i] = e[3][i] if i < len(e[3]) else NONE
    elif e[0] == "score" and shows and e[1] == h[HAND_SHOW + HAND_SHOW_BYTES * (shows - 1)] & 127:
        h[HAND_SHOW + HAND_SHOW_BYTES * (shows - 1) + 1] += e[3]  # (a count pegged, or a claim)
    elif e[0] == "score" and not shows:  # the play: its points by kind
        for item in e[4]:
            for k in range(len(PLAY_SUMS)):
                if item[0] in PLAY_SUMS[k]:
                    h[HAND_KINDS + 5 * e[2] + k] += item[2]


# its markers (ui.teller): the cards being counted shown, none, the next
# combination of a count (raised, and worded), the count by kind (held for
# OK where no score of it follows)
_SHOW = const(2)
_CLEAR = const(3)
_ITEMS = const(4)
_SUMS = const(5)
SILENT = (_SHOW, _CLEAR)  # told on a resume's silent telling too (ui.session_resume)


def mark(teller, marker, value):
    """A marker told (_SHOW, _CLEAR, _ITEMS, _SUMS)."""
    s = teller.shown
    if marker == _ITEMS:  # combination i of a count: its cards raised, its words
        e, i = value
        if e[4] is None:  # (queued without them: to_tell) the count's combinations, from its cards
            from engine.crib_score import show_breakdown
            sh = teller.showing
            e = teller.telling = e[:4] + (tuple(show_breakdown(sh[:-1], sh[-1], e[2])),)
        kind, cards, _, running = e[4][i]
        s.item, s.so_far = cards, running
        teller.lines.insert(0, (item_words(kind, cards), 1000, None))
        teller.lines.insert(1, (_ITEMS, (e, i + 1), None) if i + 1 < len(e[4]) else (_SUMS, e, None))
        return
    if marker == _SUMS:  # the whole count, readable while it is held
        s.item, s.sums = (), sums(value[4], value[3])
        if teller.game.options["muggins"] or not value[3]:  # (no "pegs" to hold at: hold here)
            teller.lines.insert(0, (WAIT, 0, None))
        return
    teller.showing = value if marker == _SHOW else None
    s.item = ()


# the events the whole table watches (a pass screen comes before the next secret)
WATCHED = ("show",)
# the events whose words wait for OK at the pace "step with OK": every score,
# each combination of a count (ui.teller)
STEPPED = ("score", "counted", "overclaim", "muggins", "no_peg", "game_won", "match_won")

# the events that are told (the rest change only what the screen draws)
TOLD = ("score", "play", "go", "reset", "starter", "cut_for_deal", "cut_tie", "new_game", "deal", "redeal",
        "show", "counted", "claim", "overclaim", "muggins", "muggins_wrong", "no_call", "no_peg",
        "game_won", "match_won")


def to_tell(e):
    """What the teller keeps of event e until it is told: a count's
    combinations are worked out again when it is told (engine.crib_score),
    not held through a whole show (the heap's peak: every count of a hand
    queued at once, after its last card)."""
    if e[0] == "counted" and e[4]:
        return e[:4] + (None,)
    if e[0] == "score" and len(e[4][0]) == 4:
        return e[:4] + ((("counted", (), 0, 0),),) + e[5:]  # (its combinations go with its "counted")
    return e


def lines(e, names):
    """What telling event e shows, in order: messages (text, ms, cue) and
    markers (ui.teller) that change what the screen shows: (_SHOW, cards,
    None), (_CLEAR, 0, None). Made when the event's turn comes, not before."""
    k = e[0]
    out = []
    if k == "show":
        out.append((_SHOW, e[3] + (e[4],), None))
    elif k in ("deal", "redeal"):  # (a deal, or a hand dealt afresh after a power cut: cleared alike)
        out.append((_CLEAR, 0, None))
    said = event_words(e, names)
    if said:
        out.append(said)
    if k == "counted":  # each combination worded in its turn, then the whole count (mark)
        out.append((_SUMS, e, None) if e[4] == () else (_ITEMS, (e, 0), None))  # (None: to_tell)
    elif k == "score" and len(e[4][0]) == 4:  # a hand's count pegged: OK to go on
        out.append((WAIT, 0, None))
    return out


def item_words(kind, cards):
    """A combination of the show as a sum of the cards raised, in plain
    words (the traditional name beside where it fits), 26 characters at
    most: "fifteen: 5 + J = 2", "run of 3: 3-4-5 = 3"."""
    ranks = [RANK_NAMES[(c >> 2) + 1] for c in sorted(cards)]
    n = len(cards)
    if kind == "fifteen":
        return "fifteen: %s = 2" % (" + " if n == 2 else "+").join(ranks)
    if kind == "run":
        return "run of %d: %s = %d" % (n, "-".join(ranks), n)
    if kind == "flush":
        return "flush: all %s = %d" % (("clubs", "diamonds", "hearts", "spades")[cards[0] & 3], n)
    if kind == "nobs":
        return "jack of starter's suit = 1"
    r = cards[0] >> 2  # (0: aces .. 12: kings)
    rank = "aces" if r == 0 else ("jacks", "queens", "kings")[r - 10] if r > 9 else ranks[0] + "s"
    if kind == "pair":
        return "a pair of %s = 2" % rank
    if kind == "pair_royal":
        return "3 %s (pair royal) = 6" % rank
    return "4 of a kind: %s = 12" % rank


NOTHING = "nothing: 0 (a 'nineteen')"
def sums(items, total):
    """A hand's count by kind, as the pieces a narrow line may break
    between: ["15s 4,", "pairs 2,", "runs 6 = 12"] (a pair, three and four
    alike are all pairs; the jack: of the starter's suit, his nob)."""
    parts = []
    kinds = (("fifteen",), ("pair", "pair_royal", "double_pair_royal"), ("run",), ("flush",), ("nobs",))
    for k, word in enumerate(("15s", "pairs", "runs", "flush", "jack")):
        n = 0
        for i in items:
            if i[0] in kinds[k]:
                n += i[2]
        if n:
            parts.append("%s %d," % (word, n))
    if not parts:
        return [NOTHING[:10], NOTHING[11:]]  # ("nothing: 0", "(a 'nineteen')": a narrow line breaks there)
    parts[-1] = "%s = %d" % (parts[-1][:-1], total)
    return parts


def event_words(e, names):
    """(text, milliseconds to show it, sound cue) for an event, or None."""
    k = e[0]
    if k == "score":
        why = e[4]
        cue = "31" if why[0][0] == "thirty_one" else ("go" if why[0][0] == "go" else "score")
        if len(why[0]) == 4 or why[0][0] in ("claimed", "corrected"):  # a hand's or crib's count (its
            return ("%s pegs %d" % (names[e[1]], e[3]), 2500, cue)  # breakdown up meanwhile: read at leisure)
        if why[0][0] == "three_for_last":  # (five-card: the pone's start, "three for last")
            return ("%s pegs 3 to start" % names[e[1]], 900, cue)
        kinds = [kind_words(i) for i in why]
        said = "%s %d for %s" % (names[e[1]], e[3], " + ".join(kinds))
        if len(said) > 26:  # "Violet* 14: 15+4 alike"
            said = "%s %d: %s" % (names[e[1]], e[3], "+".join(kinds))
        return (said, 900, cue)
    if k == "play":
        return ("%s: %s, count %d" % (names[e[1]], card_name(e[2]), e[3]), 700, "card")
    if k == "go":
        said = "%s says go (can't play)" % names[e[1]]
        return (said if len(said) <= 26 else said[:-13], 700, None)
    if k == "reset":
        return ("count back to 0", 600, None)
    if k == "starter":
        return ("starter: %s" % card_name(e[2]), 900, "card")
    if k == "cut_for_deal":
        return ("%s cuts %s" % (names[e[1]], card_name(e[2])), 900, "card")
    if k == "cut_tie":
        return ("a tie: cut again", 900, None)
    if k == "new_game":
        return ("game %d: %s deals" % (e[1], names[e[2]]), 1000, None)
    if k == "deal":
        return ("%s deals" % names[e[1]], 700, None)
    if k == "redeal":
        return ("next hand dealt afresh", 1500, None)  # (a power cut lost the hand: its cards were seen)
    if k == "show":
        return ("%s shows %s" % (names[e[1]], "the crib" if e[2] else "the hand"), 1000, None)
    if k == "counted":
        return (NOTHING, 1000, None) if e[4] == () else None
    if k == "claim":
        return ("%s claims %d" % (names[e[1]], e[3]), 900, None)
    if k == "overclaim":
        return ("too many: it is %d" % e[3], 1100, None)
    if k == "muggins":
        return ("muggins! %s takes %d" % (names[e[1]], e[3]), 1200, "score")
    if k == "muggins_wrong":
        return ("no muggins: it was right", 1000, None)
    if k == "no_call":
        return ("%s lets it stand" % names[e[1]], 700, None)
    if k == "no_peg":
        return ("%s: %d, past the end" % (names[e[1]], e[3]), 1100, None)
    if k == "game_won":
        return ("%s wins the game!" % names[e[1]], 1800, "win")
    if k == "match_won":
        return ("the match is won!", 1800, "win")
    return None

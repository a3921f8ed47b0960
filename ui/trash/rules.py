"""Trash as the app plays it: what the session, the screens, the
statistics and the title need to know that is Trash's own. Loaded only
while Trash is played (ui.games: ui.KIND.rules)."""

from micropython import const

from engine.cards import NONE, RANK_NAMES
from ui.colours import SEATS
from engine.trash import STOCK

_STEP = const(2)  # a marker (ui.teller): a chain's step told, the staged layout moved on (mark)
SILENT = (_STEP,)  # told on a resume's silent telling too (ui.session_resume)

SIGNS = "\u2663\u2666\u2665\u2660"  # clubs, diamonds, hearts, spades: drawn as on the cards
LABELS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10")  # the slots, as their backs are labelled

TITLE = "Trash"
# its parts, named from its package's name (this module's, less "rules": ui.games names the game)


def table(app):
    """Its table screen, built (its module loaded then, let go with the game)."""
    from ui.modules import load
    return load(__name__[:-6] + ".screen").TrashScreen(app)


def new_game(options, seed):
    from engine.trash import Trash
    return Trash(options, seed)


def aids(game):
    """Nothing loaded ahead: the players and the hint load engine.trash_ai
    as they need it (let go at the result, as Cribbage's: ui.session)."""


def actions_room(game):
    """The actions a game's record makes room for at its start (ui.session):
    320 a player, above the longest of 400 games of each level with 6 and 8
    players (8: 2,438, the median 1,368-1,454; 6: 1,526, docs/saves.md)."""
    return 320 * game.n


def player(level, seed=1):
    from engine.trash_ai import TrashPlayer
    return TrashPlayer(level, seed)


def seat_name(base, i, game, human):
    return base if human else base + "*"


def has_secret(game, seat):
    return False  # face-down slots are secret to everyone alike


def scores(game):
    return [game.size[p] for p in range(game.n)]


def score_told(scores, e):
    """Scores (the layouts' sizes) moved on by event e, as it is told."""
    if e[0] == "shrink":
        scores[e[1]] = e[2]


def status_count(teller):
    return None


# the hint (its choice and words in one module), the result's words, Learn to play's
# (loaded when asked, with the result, with a moment's page)
PAGES = HINT = PICK = __name__[:-6] + ".pages"


def show_leds(leds, teller):
    """Each player's layout on the strip, as told."""
    v = teller.game.view(0)
    if teller.messages and teller.showing is not None:  # a chain being told: its layouts
        n = v["players"]
        v = {"players": n, "sizes": teller.shown.sizes,
             "up": [staged_up(teller, p) for p in range(n)]}
    leds.show(v, paint)


def paint(board, v):
    """Each player's layout on the strip (ui.pegboard.show): one LED a slot,
    bright for a slot filled, dim for one still to fill, dark for one the
    layout has lost."""
    f = board.frame
    for i in range(len(f)):
        f[i] = 0
    n = len(f) // 3
    players = v["players"]
    span = n // players
    bright = board.s.brightness
    for p in range(players):
        colour = SEATS[p % len(SEATS)]
        up = v["up"][p]
        for s in range(v["sizes"][p]):  # (slots a layout has lost stay dark)
            i = p * span + s * span // 10
            lit = up[s] != NONE
            board.glow(i, colour, bright if lit else max(2, bright // 8))


def reset_leds(leds, teller):
    leds.reset(2, 121)
    show_leds(leds, teller)


def tally(e, game, counts):
    """Add what event e means for each seat's statistics to counts."""
    if e[0] == "hand_won":
        t = counts[e[1]]
        t["hands"] = t.get("hands", 0) + 1
    elif e[0] == "game_won":
        for p, t in enumerate(counts):
            t["games"] = t.get("games", 0) + 1
            if p in e[1]:
                t["wins"] = t.get("wins", 0) + 1


# --- the table as told: each chain on its mover's layout ---------------------
MOVES = ("draw", "place", "wild", "take", "throw", "hand_won", "completed", "shrink", "free_draws",
         "reveal")


class Shown:
    """What the table shows besides the staged layouts (mark, staged_up):
    whose layout (the mover of the event told), the sizes and the hand
    number as told (a winner's layout full until its shrink is told), the
    card in hand, the discard pile's top and the stock's count as told.
    Made once a game, with the buffer a chain's steps are staged in (ten
    slots a player): nothing new on the heap at each action."""

    def __init__(self, n):
        self.mover = None  # None: the player to act, as the game is now
        self.winner = None  # the last hand's winner, as told (its end held up at the next deal)
        self.sizes = bytearray(n)
        self.hand_no = 0
        self.stage = bytearray(10 * n)  # the layouts as a chain's steps are told
        self.held = self.top = self.below = NONE  # (below: the top once it is drawn)
        self.stock = 0

    def set(self, v):  # (the mover kept: its last words may still be up)
        for p, size in enumerate(v["sizes"]):
            self.sizes[p] = size
        self.hand_no = v["hand_no"]
        self.held = v["held"]
        self.top = v["discard_top"]
        self.stock = v["stock"]


def sync(teller):
    s = teller.shown
    if s is None:
        s = teller.shown = Shown(teller.game.n)
    s.set(teller.view())


def tell(teller, e):
    s = teller.shown
    k = e[0]
    if k in MOVES:
        s.mover = e[1]
    if k == "draw":  # the card in hand, from the stock or the pile
        s.held = e[2]
        if e[3] == STOCK:
            s.stock -= 1
        else:
            s.top, s.below = s.below, NONE
    elif k in ("place", "wild"):
        s.held = e[4]  # the card found under the slot
    elif k == "take":
        s.held = e[4]  # the wild taken back
    elif k == "throw":
        s.top, s.held = e[2], NONE
    elif k == "reshuffle":
        s.stock = e[1]
    elif k == "shrink":
        s.sizes[e[1]] = e[2]
    elif k == "hand_won":
        s.winner = e[1]
    elif k in ("deal", "redeal"):  # a new hand (or dealt afresh): its table as the game has it (nothing after moves it)
        v = teller.game.view(0)
        s.hand_no = e[1]
        s.mover = None
        s.held, s.top, s.stock = NONE, v["discard_top"], v["stock"]


def think(session, flush):
    """Work between frames: Trash weighs nothing for a coach (False: none left)."""
    return False


def before(session, action):
    """Before an action: the layouts as they are, which the chain's steps
    then move on one by one as they are told (teller.showing: the
    stage, ten slots a player)."""
    t = session.teller
    s = t.shown
    if s is None:  # (a saved game replayed: nothing is told)
        return
    stage = s.stage
    g = session.game
    for p, layout in enumerate(g.view(0)["up"]):
        for i, c in enumerate(layout):
            stage[10 * p + i] = c
    t.showing = stage
    s.mover = g.actor  # its chain is drawn on its own layout
    s.held = g.held
    s.top = g.discard[-1] if g.discard else NONE
    s.below = g.discard[-2] if len(g.discard) > 1 else NONE
    s.stock = len(g.stock)


def mark(teller, marker, e):
    """The marker _STEP: a chain's step told: the staged layout moves one step on;
    a deal after a hand: its end, held up (who won; the slots each has to
    fill next, ui.trash.screen.ends_text) until OK or the pace's time."""
    stage = teller.showing
    if e[0] == "deal" and e[1] and teller.shown.winner is not None:
        teller.lines.insert(0, ("%s won hand %d; next:" % (teller.ss.names[teller.shown.winner], e[1]), 4000,
                                None))
    if e[0] in ("deal", "redeal") or stage is None:
        teller.showing = None
        return
    stage[10 * e[1] + e[2]] = e[3]


def staged_up(teller, p):
    """The layout to draw for p while a chain's messages still run."""
    if teller.showing is not None and teller.messages:
        return memoryview(teller.showing)[10 * p:10 * p + 10]
    return None


# the events that are told (the rest change only what the screen draws)
WATCHED = ()  # (no secrets: the device is never passed with a pass screen)
# the events whose words wait for OK at the pace "step with OK" (ui.teller)
STEPPED = ("hand_won", "completed", "shrink", "reveal", "deal", "game_won")
TOLD = ("draw", "place", "wild", "take", "throw", "reshuffle", "hand_won", "completed", "shrink",
        "free_draws", "reveal", "deal", "redeal", "game_won")


def to_tell(e):
    """What the teller keeps of event e until it is told: all of it."""
    return e


def lines(e, names):
    """What telling event e shows, in order: messages (text, ms, cue) and
    the marker (_STEP, e, None) that moves the staged layout one step of
    a chain on. Made when the event's turn comes, not before."""
    out = []
    if e[0] in ("place", "wild", "take") or e[0] in ("deal", "redeal"):  # (a deal, or dealt afresh: cleared)
        out.append((_STEP, e, None))
    said = event_words(e, names)
    if said:
        out.append(said)
    return out


def card_words(c):
    """A card in a message: its rank and suit sign ("10\u2665"), or "joker"."""
    return "joker" if c >= 52 else RANK_NAMES[(c >> 2) + 1] + SIGNS[c & 3]


def event_words(e, names):
    k = e[0]
    if k == "draw":
        return ("%s draws %s" % (names[e[1]], card_words(e[2])), 600, "card")
    if k in ("place", "wild"):
        return ("%s on %s, finds %s" % (card_words(e[3]), LABELS[e[2]], card_words(e[4])), 600, None)
    if k == "take":
        return ("%s takes %s from %s" % (card_words(e[3]), LABELS[e[2]], card_words(e[4])), 800, None)
    if k == "throw":
        return ("%s throws %s" % (names[e[1]], card_words(e[2])), 700, None)
    if k == "reshuffle":
        return ("discards reshuffled", 900, None)
    if k == "hand_won":
        return ("Hand won by %s!" % names[e[1]], 1500, "score")
    if k == "completed":
        return ("%s: done too!" % names[e[1]], 1200, "score")
    if k == "shrink":
        return ("%s now %d slots" % (names[e[1]], e[2]), 900, None)
    if k == "free_draws":
        return ("%s draws 3 free" % names[e[1]], 1000, None)
    if k == "reveal":
        return (("%s's cards fit!" if e[3] else "%s's don't fit") % names[e[1]], 1000, None)
    if k == "deal":  # (after a hand: its end said instead, held up: mark)
        return ("%s leads hand %d" % (names[e[2]], e[1] + 1), 1000, None) if not e[1] else None
    if k == "redeal":
        return ("hand %d dealt afresh" % (e[1] + 1), 1500, None)
    if k == "game_won":
        if len(e[1]) == 1:
            return ("Game won by %s!" % names[e[1][0]], 1800, "win")
        said = "%s win!" % " & ".join(names[w] for w in e[1])
        return (said if len(said) <= 20 else "%d share the win!" % len(e[1]), 1800, "win")
    return None

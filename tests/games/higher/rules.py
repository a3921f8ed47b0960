"""Higher card, as the app plays it: the face of the game that lives only
in the test tree (tests/test_a_third_game.py registers it as ui.higher),
every name of the contract in ui/games.py and nothing else the shell
needs. Its parts are named from its own name, as a game's in ui/ are."""

from engine.cards import RANK_NAMES

# its parts (ui.games names the game: ui.<kind>)
PAGES = __name__[:-6] + ".pages"
HINT = PICK = None  # (no hint: the pause menu offers none)


def table(app):
    """Its table screen, built (its module loaded then, let go with the game)."""
    from ui.modules import load
    return load(__name__[:-6] + ".screen").HigherScreen(app)


def new_game(options, seed):
    from ui.higher.engine import Higher
    return Higher(options, seed)


def aids(game):
    """Nothing to load ahead."""


def actions_room(game):
    return 128  # (a game to 5 takes at most 2 x 9 turns and a redeal or two)


class Player:
    """The computer: it turns the card (there is nothing else to do)."""

    def __init__(self, level, seed):
        from engine.rng import Rng
        self.rng = Rng(seed)  # (reseeded by the session before each move)

    def choose(self, game, seat):
        return 0


def player(level, seed=1):
    return Player(level, seed)


def seat_name(base, i, game, human):
    return base if human else base + "*"


def has_secret(game, seat):
    return False


def scores(game):
    return list(game.points)


def score_told(scores, e):
    if e[0] == "point":
        scores[e[1]] = e[2]


def status_count(teller):
    return None


def show_leds(leds, teller):
    """The points as pegs on the strip, as told."""
    s = teller.shown
    for side in range(2):
        if leds.front[side] != s.points[side]:
            leds.peg(side, leds.front[side], s.points[side], False)


def reset_leds(leds, teller):
    leds.reset(2, teller.game.options["points"])
    for side in range(2):
        leds.front[side] = teller.shown.points[side]


def tally(e, game, counts):
    if e[0] == "game_won":
        for p, t in enumerate(counts):
            t["games"] = t.get("games", 0) + 1
            if p == e[1]:
                t["wins"] = t.get("wins", 0) + 1


class Shown:
    """The table as told: the points and the cards turned."""

    def __init__(self):
        self.points = [0, 0]
        self.cards = [-1, -1]


def sync(teller):
    if teller.shown is None:
        teller.shown = Shown()
    v = teller.view()
    teller.shown.points[:] = v["points"]
    teller.shown.cards[:] = v["cards"]


def tell(teller, e):
    s = teller.shown
    if e[0] == "turn":
        s.cards[e[1]] = e[2]
    elif e[0] == "point":
        s.points[e[1]] = e[2]
    elif e[0] in ("deal", "redeal"):
        s.cards[0] = s.cards[1] = -1


def before(session, action):
    """Nothing to ready before a move."""


def think(session, flush):
    return False  # (no coach: no work between frames)


def mark(teller, marker, value):
    """(no markers)"""


SILENT = ()
TOLD = ("turn", "point", "deal", "redeal", "game_won")
WATCHED = ()
STEPPED = ("point", "game_won")


def to_tell(e):
    return e


def card_words(c):
    return RANK_NAMES[(c >> 2) + 1] + "CDHS"[c & 3]


def lines(e, names):
    k = e[0]
    if k == "turn":
        return [("%s turns %s" % (names[e[1]], card_words(e[2])), 600, "card")]
    if k == "point":
        return [("%s scores: %d" % (names[e[1]], e[2]), 900, "score")]
    if k == "game_won":
        return [("Game won by %s!" % names[e[1]], 1500, "win")]
    if k == "redeal":
        return [("hand %d dealt afresh" % (e[1] + 1), 900, None)]
    return []

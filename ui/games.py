"""The games the device plays, one registry: each is a package ui.KIND,
its face in its __init__ (the engine it plays, its computer players,
words, statistics, what its LEDs show) and its parts beside it (screen,
end, hint...; each part named from the package's own name), loaded only
when that game is played or resumed."""

from ui.modules import load

GAMES = ("cribbage", "trash")
TITLES = ("Cribbage", "Trash")


def rules(kind):
    """The module of game `kind`; ValueError for a game we do not have."""
    if kind not in GAMES:
        raise ValueError("unknown game %r" % (kind,))
    return load("ui." + kind)


def title(kind):
    return TITLES[GAMES.index(kind)]


"""The games the device plays, one registry: each is a module ui.game_NAME
(its engine, computer players, words, statistics and screen), loaded only
when that game is played or resumed."""

from ui.modules import load, release

GAMES = ("cribbage", "trash")
TITLES = ("Cribbage", "Trash")


def rules(kind):
    """The module of game `kind`; ValueError for a game we do not have."""
    if kind not in GAMES:
        raise ValueError("unknown game %r" % (kind,))
    return load("ui.game_" + kind)


def title(kind):
    return TITLES[GAMES.index(kind)]


# What each game loads while it is played, released when it is left.
MODULES = {
    "cribbage": ("ui.screen_crib", "ui.end_cribbage", "ui.game_cribbage", "engine.crib_ai",
                 "engine.crib_simple", "engine.crib_table", "engine.crib_search", "engine.crib_pairs_six",
                 "engine.crib_pairs_five", "engine.cribbage", "engine.crib_score", "engine.crib_actions"),
    "trash": ("ui.screen_trash", "ui.end_trash", "ui.game_trash", "ui.pegboard_trash",
              "engine.trash_ai", "engine.trash_simple", "engine.trash"),
}


def release_game(kind):
    release(*MODULES[kind])

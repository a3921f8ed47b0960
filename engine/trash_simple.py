"""A plain, sensible Trash player: the baseline the stronger players of the
computer-player issue build on. Takes the discard when it fits, always takes
a slot back from a wild, puts a wild on the highest open slot (the one whose
number is likeliest to be dead for longest in a shrinking layout)."""

from engine.cards import NONE
from engine.trash import DISCARD, STOCK, TAKE_BACK, DRAW, WILD, TAKE


def fits(game, p, c):
    """Would card c go somewhere useful in p's layout?"""
    if game.is_wild(c):
        return True
    r = (c >> 2) + 1
    if r > game.size[p]:
        return False
    u = game.up[p][r - 1]
    return u == NONE or game.is_wild(u)


def choose(game):
    legal = game.legal()
    p = game.actor
    if game.phase == DRAW:
        if DISCARD in legal and fits(game, p, game.discard[-1]):
            return DISCARD
        return STOCK if STOCK in legal else legal[0]
    if game.phase == TAKE:
        return TAKE_BACK
    if game.phase == WILD:
        return max(legal)  # highest slot (WILD_TO + slot)
    raise ValueError("the game is over: there is nothing to choose")

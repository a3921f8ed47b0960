"""A complete Trash game between computer players, printed as text.

This is what the README's first command runs until the windowed simulator
exists: it shows the engine playing every rule, turn by turn."""

from engine import cards
from engine.trash import Trash, action_name
from engine import trash_simple


def layout_text(game, p):
    up = game.up[p]
    cells = []
    for s in range(game.size[p]):
        c = up[s]
        if c == cards.NONE:
            cells.append("[%2s]" % ("A" if s == 0 else str(s + 1)))
        else:
            mark = "*" if game.is_wild(c) else " "
            cells.append("%3s%s" % (cards.name(c), mark))
    return " ".join(cells[:5]) + ("\n      " + " ".join(cells[5:]) if len(cells) > 5 else "")


def describe(event):
    kind = event[0]
    if kind == "deal":
        return "-- hand %d: player %d plays first --" % (event[1] + 1, event[2] + 1)
    if kind == "draw":
        return "P%d draws %s from the %s" % (event[1] + 1, cards.name(event[2]), "stock" if event[3] == 0 else "discard pile")
    if kind in ("place", "wild"):
        return "P%d puts %s on slot %d, picks up %s" % (event[1] + 1, cards.name(event[3]), event[2] + 1, cards.name(event[4]))
    if kind == "take":
        return "P%d takes slot %d back with %s, lifting %s" % (event[1] + 1, event[2] + 1, cards.name(event[3]), cards.name(event[4]))
    if kind == "throw":
        return "P%d throws away %s" % (event[1] + 1, cards.name(event[2]))
    if kind == "reshuffle":
        return "stock empty: %d discards reshuffled" % event[1]
    if kind == "hand_won":
        return "** P%d wins the hand! **" % (event[1] + 1)
    if kind == "shrink":
        return "P%d now has %d slots" % (event[1] + 1, event[2])
    if kind == "game_won":
        return "*** game won by %s ***" % ", ".join("P%d" % (w + 1) for w in event[1])
    return " ".join(str(x) for x in event)


def run(players=3, seed=1, options=None, out=print):
    opts = {"players": players}
    if options:
        opts.update(options)
    game = Trash(opts, seed)
    for e in game.opening:
        out(describe(e))
    while game.actor is not None:
        p = game.actor
        a = trash_simple.choose(game)
        out("P%d: %s" % (p + 1, action_name(a)))
        for e in game.apply(a):
            out("   " + describe(e))
        if game.actor is not None:
            for q in range(game.n):
                out("   P%d %s" % (q + 1, layout_text(game, q)))
    return game

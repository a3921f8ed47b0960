"""A complete Cribbage game between computer players, printed as text."""

from engine import cards
from engine.cribbage import Cribbage
from engine import crib_simple

KIND_WORDS = {"fifteen": "fifteen", "thirty_one": "thirty-one", "pair": "a pair",
              "pair_royal": "pair royal", "double_pair_royal": "double pair royal",
              "run": "a run", "flush": "a flush", "nobs": "his nob", "go": "the go",
              "last_card": "last card", "his_heels": "his heels",
              "three_for_last": "three for last", "claimed": "claimed", "muggins": "muggins",
              "corrected": "corrected"}


def names(cs):
    return " ".join(cards.name(c) for c in cs)


def describe(g, e):
    k = e[0]
    if k == "score":
        why = ", ".join("%s %d" % (KIND_WORDS.get(i[0], i[0]), i[2]) for i in e[4])
        return "   P%d pegs %d (%s): side %d now %d" % (e[1] + 1, e[3], why, e[2] + 1, e[5])
    if k == "play":
        return "P%d plays %s, count %d" % (e[1] + 1, cards.name(e[2]), e[3])
    if k == "go":
        return "P%d: go" % (e[1] + 1)
    if k == "reset":
        return "-- count back to 0, P%d leads --" % (e[1] + 1)
    if k == "starter":
        return "P%d cuts; the starter is %s" % (e[1] + 1, cards.name(e[2]))
    if k == "deal":
        return "== hand %d, P%d deals ==" % (e[2] + 1, e[1] + 1)
    if k == "show":
        return "P%d shows %s: %s + %s" % (e[1] + 1, "the crib" if e[2] else "the hand",
                                         names(e[3]), cards.name(e[4]))
    if k == "counted":
        return "   %d: %s" % (e[3], ", ".join("%s %d" % (KIND_WORDS[i[0]], i[3]) for i in e[4]) or "nineteen")
    if k == "cut_for_deal":
        return "P%d cuts %s for the deal" % (e[1] + 1, cards.name(e[2]))
    if k == "game_won":
        return "*** side %d wins the game (%d game point%s) ***" % (e[1] + 1, e[2], "" if e[2] == 1 else "s")
    if k in ("lay_away", "show_begins"):
        return None
    if k == "new_game":
        return "== game %d ==" % e[1]
    return " ".join(str(x) for x in e)


def run(table="2p6", seed=1, out=print):
    g = Cribbage({"table": table}, seed)
    for e in g.opening:
        line = describe(g, e)
        if line:
            out(line)
    while g.actor is not None:
        for e in g.apply(crib_simple.choose(g)):
            line = describe(g, e)
            if line:
                out(line)
    out("final scores: " + ", ".join("side %d: %d" % (s + 1, v) for s, v in enumerate(g.scores)))
    return g

"""How often a model of the other seat lays the card normal lays (issue #14,
eighth round): the search (engine/crib_search.py) lays the other seat's
cards by a model of players; this counts, over games of normal against
normal, the decisions in the play with more than one rank to choose from
where a model picks normal's rank.

Models:
  search   the search's own: the most points now; of those, one not
           leaving the count at 5 or 21; of those, the highest rank
  lowest   the same, the lowest rank for ties
  answers  points now, less what the other's likely answers would score
           (15 or 31, a pair, three times that for a pair royal, a run
           with the card before), each weighed by how many such cards the
           seat has not seen (its hand and the cards played count as
           seen); the lowest rank for ties

  python -m tools.model_agreement --games 200 --seed 1
"""

import argparse

from engine.cards import value
from engine.crib_ai import CribbagePlayer
from engine.crib_score import score_play
from engine.cribbage import PLAY, PLAYING, Cribbage


def unseen(v):
    """Per rank, the cards the seat has not seen: not in its hand, not played."""
    u = [4] * 13
    for c in v["hand"]:
        u[c >> 2] -= 1
    for cs in v["played"]:
        for c in cs:
            u[c >> 2] -= 1
    return u


def answers(pile, count, r, u):
    """What the other's likely answers to rank r score, in cards times points."""
    after = count + value(r << 2)
    if after >= 31:
        return 0
    got = 0
    need = 15 - after if after < 15 else 31 - after  # the value that makes 15 or 31
    if need <= 10:
        got += 2 * sum(u[x] for x in range(13) if value(x << 2) == need)
    before = pile[-1] >> 2 if pile else None
    got += 2 * u[r] * (3 if before == r else 1)
    if before is not None and 1 <= abs(before - r) <= 2:
        lo, hi = min(before, r), max(before, r)
        for x in ((lo - 1, hi + 1) if hi - lo == 1 else (lo + 1,)):
            if 0 <= x < 13 and after + value(x << 2) <= 31:
                got += 3 * u[x]
    return got


def pick(model, v):
    """The rank the model lays, from the seat's view."""
    pile, count = list(v["pile"]), v["count"]
    u = unseen(v)
    ranks = sorted({c >> 2 for c in v["hand"] if count + value(c) <= 31})

    def key(r):
        pts = score_play(pile + [r << 2])
        if model == "search":
            return (pts, count + value(r << 2) not in (5, 21), r)
        if model == "lowest":
            return (pts, count + value(r << 2) not in (5, 21), -r)
        return (16 * pts - answers(pile, count, r, u) / 4, -r)
    return max(ranks, key=key)


MODELS = ("search", "lowest", "answers")


def agreement(games, seed):
    """(decisions with a choice, {model: decisions where it picked normal's rank})."""
    agreed = dict.fromkeys(MODELS, 0)
    total = 0
    for i in range(games):
        g = Cribbage({"dealer": i % 2}, seed * 100003 + i)
        seats = [CribbagePlayer("normal", seed * 7 + 2 * i + k) for k in (0, 1)]
        while g.actor is not None:
            p = g.actor
            a = seats[p].choose(g, p)
            if g.phase == PLAYING and len({(b - PLAY) >> 2 for b in g.legal()}) > 1:
                v = g.view(p)
                total += 1
                for m in MODELS:
                    agreed[m] += pick(m, v) == (a - PLAY) >> 2
            g.apply(a)
    return total, agreed


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    total, agreed = agreement(args.games, args.seed)
    print("%d decisions with a choice in %d games of normal against normal (seed %d)"
          % (total, args.games, args.seed))
    for m in MODELS:
        print("  %-8s lays normal's rank in %5.1f%%" % (m, 100.0 * agreed[m] / total))


if __name__ == "__main__":
    main()

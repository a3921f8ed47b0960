"""How much a better play could win at most (issue #14): a seat that lays
away as `hard` but plays its cards by exact search KNOWING the opponent's
hand (a cheat, never a player of the device), against `normal`, in the
two-player six-card game. Its win rate bounds what any honest pegging
could add to hard; its pegging per hand shows how many points are there.

  python -m tools.peg_oracle --games 1000 --seed 1
"""

import argparse

from engine.cards import value
from engine.crib_ai import CribbagePlayer
from engine.crib_score import score_play
from engine.cribbage import BETWEEN, PLAY, PLAYING, Cribbage
from tools.selfplay import PEGGING, wilson


def best_play(hands, pile, count, turn, memo):
    """(the pegging of `turn` less the other's from here to the end of the
    play when both play perfectly, the card `turn` plays); hands: two
    tuples; the go and the last card as the engine scores them."""
    key = (hands, tuple(pile), turn)
    got = memo.get(key)
    if got is not None:
        return got
    other = 1 - turn
    mine = [c for c in hands[turn] if value(c) <= 31 - count]
    if not mine:  # a go: the other plays on (the engine never asks a seat that cannot play
        # when nobody can: that case ends within the move that made it)
        v, _ = best_play(hands, pile, count, other, memo)
        memo[key] = got = (-v, None)
        return got
    best = None
    for c in mine:
        h = list(hands)
        h[turn] = tuple(x for x in hands[turn] if x != c)
        h = tuple(h)
        pile.append(c)
        pts = score_play(pile)
        n = count + value(c)
        if n == 31:
            v = pts if not (h[0] or h[1]) else pts - best_play(h, [], 0, other, memo)[0]
        elif not (h[0] or h[1]):
            v = pts + 1  # the last card
        elif any(value(x) <= 31 - n for x in h[other]):
            v = pts - best_play(h, pile, n, other, memo)[0]
        elif any(value(x) <= 31 - n for x in h[turn]):
            v = pts + best_play(h, pile, n, turn, memo)[0]  # the other says go
        else:  # a go for this card: the count restarts with the other
            v = pts + 1 - best_play(h, [], 0, other, memo)[0]
        pile.pop()
        if best is None or v > best[0]:
            best = (v, c)
    got = best
    memo[key] = got
    return got


class OracleSeat:
    def __init__(self, seed):
        self.hard = CribbagePlayer("hard", seed)

    def choose(self, game, p):
        if game.phase != PLAYING:
            return self.hard.choose(game, p)
        hands = [tuple(sorted(game.hands[0])), tuple(sorted(game.hands[1]))]
        memo = {}
        _, c = best_play(tuple(hands), list(game.pile), game.count, p, memo)
        return PLAY + c


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--against", default="normal")
    args = ap.parse_args(argv)
    wins = 0
    pegged = [0, 0]
    hands = 0
    for i in range(args.games):
        g = Cribbage({"table": "2p6", "dealer": i % 2}, args.seed * 100003 + i)
        seats = [OracleSeat(args.seed * 7919 + i * 31), CribbagePlayer(args.against, args.seed * 7919 + i * 31 + 1)]
        while g.actor is not None and g.winner is None and g.phase < BETWEEN:
            p = g.actor
            for e in g.apply(seats[p].choose(g, p)):
                if e[0] == "score" and e[4] and len(e[4][0]) == 3 and e[4][0][0] in PEGGING:
                    pegged[e[1]] += e[3]
                elif e[0] == "deal":
                    hands += 1
        wins += g.winner == 0
    lo, hi = wilson(wins, args.games)
    print("oracle pegging (sees the other hand) against %s: %d games, wins %.1f%% (%.1f-%.1f%%); "
          "pegging a hand %.2f against %.2f" % (args.against, args.games, 100 * wins / args.games,
                                                100 * lo, 100 * hi, pegged[0] / hands, pegged[1] / hands))


if __name__ == "__main__":
    main()

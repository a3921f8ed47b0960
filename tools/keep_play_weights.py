"""How much of the keep table's value shows in real play (issue #14): the
weights tools.keep_play_table gives each role.

The table (engine/keep_play.bin) is made by a search that knows the other
hand, so it is not points as played. Here hard, with the table switched
off (so its keeps are not chosen by it), plays two-player six-card games
against normal; for each hand, the table's value of the four hard kept is
set against the pegging that hand really made (hard's less normal's), and
a least-squares slope is fitted per role, with its standard error. A slope
of 1 means the file's values come true on average: the weight that should
be added to a keep is the file's weight times the slope.

  python -m tools.keep_play_weights --games 1500 --seed 300000
"""

import argparse
import os

from engine import crib_pairs_six
from engine.crib_ai import CribbagePlayer
from engine.cribbage import LAY_AWAY, Cribbage
from tools.keep_play_table import table_value

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PEGGING = ("fifteen", "thirty_one", "pair", "pair_royal", "double_pair_royal", "run", "go", "last_card")


def hands(games, seed, table):
    """(table value, pegging made) of each hand hard kept, by role (True: dealer)."""
    out = {True: [], False: []}
    crib_pairs_six.play = lambda values, cards, hand, own: values  # hard without the table
    for i in range(games):
        g = Cribbage({"table": "2p6"}, seed + i)
        me = i % 2  # hard takes each seat in turn
        players = [CribbagePlayer("normal", seed + i), CribbagePlayer("normal", seed + i + 1)]
        players[me] = CribbagePlayer("hard", seed + i)
        kept, pegged = None, [0, 0]
        while g.actor is not None and g.winner is None:
            p = g.actor
            phase = g.phase
            events = g.apply(players[p].choose(g, p))
            if phase == LAY_AWAY and p == me and len(g.view(me)["hand"]) == 4:
                v = g.view(me)
                kept = (list(v["hand"]), v["dealer"] == me)
            for e in events:
                if e[0] == "score" and e[4] and len(e[4][0]) == 3 and e[4][0][0] in PEGGING:
                    pegged[e[1]] += e[3]
                elif e[0] == "show" and kept is not None:  # the play is over
                    out[kept[1]].append((table_value(table, *kept), pegged[me] - pegged[1 - me]))
                    kept = None
                elif e[0] == "deal":
                    kept, pegged = None, [0, 0]
    return out


def slope(points):
    """Least squares: (slope, its standard error)."""
    n = len(points)
    mx = sum(x for x, _ in points) / n
    my = sum(y for _, y in points) / n
    sxx = sum((x - mx) ** 2 for x, _ in points)
    b = sum((x - mx) * (y - my) for x, y in points) / sxx
    residual = sum((y - my - b * (x - mx)) ** 2 for x, y in points) / (n - 2)
    return b, (residual / sxx) ** 0.5


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=1500)
    ap.add_argument("--seed", type=int, default=300000)
    args = ap.parse_args(argv)
    with open(os.path.join(ROOT, "engine", "keep_play.bin"), "rb") as f:
        table = f.read()
    data = hands(args.games, args.seed, table)
    for own in (True, False):
        b, se = slope(data[own])
        print("%s: %d hands, the file's value comes true at %.2f +- %.2f" % (
            "dealer" if own else "pone", len(data[own]), b, se))


if __name__ == "__main__":
    main()

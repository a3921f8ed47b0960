"""What a kept hand is worth in the play (issue #14), measured offline:
hands of the two-player six-card game dealt afresh (scores 0-0, no end of
game in sight), both seats laying away and pegging as `hard`; for each
seat, the pegging it made less its opponent's in that hand, regressed on
how many of each rank it kept (least squares, dealer and pone apart).
Prints each rank's coefficient with its standard error, and the table as
engine.crib_ai would take it (tenths of a point, relative to the mean).

  python -m tools.peg_table --hands 20000 --seed 1
"""

import argparse
import math

from engine.crib_ai import CribbagePlayer
from engine.cribbage import PLAYING, Cribbage
from tools.selfplay import PEGGING


def hand_samples(seed):
    """[(dealer?, kept ranks, own pegging less the other's)] of one hand."""
    g = Cribbage({"table": "2p6", "dealer": seed % 2}, seed)
    players = [CribbagePlayer("hard", seed * 7 + 1), CribbagePlayer("hard", seed * 7 + 2)]
    kept = None
    pegged = [0, 0]
    while g.actor is not None:
        if g.phase == PLAYING and kept is None:
            kept = [[c >> 2 for c in g.view(p)["hand"]] for p in (0, 1)]
            d = g.dealer  # (the play's last card may run on into the next deal)
        if kept is not None and g.phase != PLAYING:
            break
        p = g.actor
        for e in g.apply(players[p].choose(g, p)):
            if e[0] == "score" and e[4] and len(e[4][0]) == 3 and e[4][0][0] in PEGGING:
                pegged[e[1]] += e[3]
    return [(p == d, kept[p], pegged[p] - pegged[1 - p]) for p in (0, 1)]


def solve(a, b):
    """x with a x = b (Gauss-Jordan, a small square system)."""
    n = len(b)
    m = [list(a[i]) + [b[i]] for i in range(n)]
    for i in range(n):
        k = max(range(i, n), key=lambda r: abs(m[r][i]))
        m[i], m[k] = m[k], m[i]
        piv = m[i][i]
        m[i] = [x / piv for x in m[i]]
        for r in range(n):
            if r != i and m[r][i]:
                f = m[r][i]
                m[r] = [x - f * y for x, y in zip(m[r], m[i])]
    return [m[i][n] for i in range(n)]


def regress(rows):
    """Coefficients (intercept, then ranks 1..13) and their standard errors:
    y = c0 + sum over ranks of c_r * (cards of rank r kept)."""
    k = 14
    xtx = [[0.0] * k for _ in range(k)]
    xty = [0.0] * k
    for ranks, y in rows:
        x = [1.0] + [0.0] * 13
        for r in ranks:
            x[1 + r] += 1
        for i in range(k):
            if x[i]:
                xty[i] += x[i] * y
                for j in range(k):
                    xtx[i][j] += x[i] * x[j]
    # four cards always: the intercept and the ranks are collinear; pin rank A at 0
    for j in range(k):
        xtx[1][j] = xtx[j][1] = 0.0
    xtx[1][1] = 1.0
    xty[1] = 0.0
    coef = solve(xtx, xty)
    res = 0.0
    for ranks, y in rows:
        fit = coef[0] + sum(coef[1 + r] for r in ranks)
        res += (y - fit) ** 2
    sigma2 = res / max(1, len(rows) - 13)
    errs = []
    for i in range(k):
        e = [1.0 if j == i else 0.0 for j in range(k)]
        errs.append(math.sqrt(max(0.0, sigma2 * solve(xtx, e)[i])) if i != 1 else 0.0)
    return coef, errs


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--hands", type=int, default=20000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    rows = {True: [], False: []}
    for i in range(args.hands):
        for dealer, ranks, y in hand_samples(args.seed * 1000003 + i):
            rows[dealer].append((ranks, y))
    names = "A 2 3 4 5 6 7 8 9 10 J Q K".split()
    table = {}
    for dealer in (True, False):
        coef, errs = regress(rows[dealer])
        mean = sum(coef[1:]) / 13
        print("%s (%d hands): mean pegging difference %.2f" % (
            "dealer" if dealer else "pone", len(rows[dealer]),
            sum(y for _, y in rows[dealer]) / len(rows[dealer])))
        print("  " + "  ".join("%s %+.2f+-%.2f" % (names[r], coef[1 + r], errs[1 + r]) for r in range(13)))
        table[dealer] = [int(round((coef[1 + r] - mean) * 10)) for r in range(13)]
    print("PEG_DEALER = %r" % (tuple(table[True]),))
    print("PEG_PONE = %r" % (tuple(table[False]),))


if __name__ == "__main__":
    main()

"""hard against normal from deals near the game's end (issue #14): how much
the search's counting of games won (engine/crib_search.py, _WIN and _NEAR)
wins, measured where it plays.

Each deal starts a two-player six-card game with both seats 2 to 31 points
from 121 (drawn from the deal's seed); hard takes each seat and the first
deal in turn, and the game is played to its end. Every deal is played once
per setting (the same cards and dice), so the difference from the search
that counts points only is paired: its interval is over the deals.

  python -m tools.near_end --deals 8000 --seed 50000 --jobs 2
"""

import argparse
import math
from multiprocessing import Pool

from engine import crib_search
from engine.crib_ai import CribbagePlayer
from engine.cribbage import Cribbage
from engine.rng import Rng

# (_NEAR, _WIN): the first counts points only (never near), the others games won
SETTINGS = ((-1, 30), (40, 15), (40, 30), (40, 60))


def play(seed):
    """Whether hard won the deal's game, under each setting."""
    won = []
    kept = crib_search._NEAR, crib_search._WIN
    try:
        for near, win in SETTINGS:
            crib_search._NEAR, crib_search._WIN = near, win
            r = Rng(seed)
            g = Cribbage({"dealer": seed % 2}, seed)
            g.scores = [121 - 2 - r.below(30), 121 - 2 - r.below(30)]
            me = (seed // 2) % 2
            seats = {me: CribbagePlayer("hard", seed), 1 - me: CribbagePlayer("normal", seed + 1)}
            while g.winner is None:
                g.apply(seats[g.actor].choose(g, g.actor))
            won.append(int(g.winner == me))
    finally:
        crib_search._NEAR, crib_search._WIN = kept
    return won


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--deals", type=int, default=8000)
    ap.add_argument("--seed", type=int, default=50000)
    ap.add_argument("--jobs", type=int, default=1)
    args = ap.parse_args(argv)
    seeds = range(args.seed, args.seed + args.deals)
    if args.jobs > 1:
        with Pool(args.jobs) as pool:
            rows = pool.map(play, seeds, chunksize=50)
    else:
        rows = [play(s) for s in seeds]
    n = len(rows)
    for k, (near, win) in enumerate(SETTINGS):
        wins = sum(r[k] for r in rows)
        d = [r[k] - r[0] for r in rows]
        mean = sum(d) / n
        se = math.sqrt(sum((x - mean) ** 2 for x in d) / (n - 1) / n)
        what = "points only" if near < 0 else "games won, _NEAR %d, _WIN %d" % (near, win)
        print("%-32s hard wins %d of %d (%.2f%%); against points only %+d (%+.2f%% +- %.2f)" % (
            what, wins, n, 100 * wins / n, sum(d), 100 * mean, 196 * se))


if __name__ == "__main__":
    main()

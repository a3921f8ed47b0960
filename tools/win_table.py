"""The chance of winning a two-player game from any scores (issue #14),
computed offline.

Method: deal many hands afresh (scores 0-0, so nobody plays for the end),
both seats laying away and pegging as `hard`, and keep each deal's outcome:
the dealer's and the pone's pegging in the order it was made (his heels
first), the pone's hand, and the dealer's hand and crib. Then dynamic
programming over both scores: W[a][b], the chance that the dealer wins
when it needs a points and the pone b at the start of a deal, is the mean
over the sampled deals of who gets there first (pegging in its order, then
the pone's count, then the dealer's) or, when neither does, of the next
deal's W with the deal passed. Every deal makes at least one point (the
last card), so each W needs only states nearer the end.

Errors: the sampling error, from two halves of the deals computed apart;
the model's, from whole games played by `hard` against `hard`, comparing
each deal's predicted chance with who won (calibration by tenths and the
Brier score). The model assumes deals are alike whatever the score, which
end-game play makes untrue only a little.

Writes engine/win_<table>.bin: the board's tables (read by engine/crib_endgame.py on
the branch issue14-search; not yet on main)
and prints the errors.

  python -m tools.win_table --table 2p6 --deals 100000 --games 2000 --seed 1
"""

import argparse
import multiprocessing
import os
import pickle
import struct

import numpy as np

from engine.crib_ai import CribbagePlayer
from engine.cribbage import BETWEEN, LAY_AWAY, OVER, PLAYING, Cribbage
from tools.selfplay import PEGGING

MAX_HAND = 30  # a hand or crib makes 0..29
MAX_PEG = 16  # pegging of one deal, capped for the board's table


def one_deal(args):
    """(pegging [(dealer?, points)], pone's hand, dealer's hand, crib)."""
    table, seed = args
    dealer = seed % 2
    g = Cribbage({"table": table, "dealer": dealer}, seed)
    players = [CribbagePlayer("hard", seed * 7 + 1), CribbagePlayer("hard", seed * 7 + 2)]
    pegs = []
    hand = [0, 0]
    crib = 0
    while g.actor is not None and g.hand_no == 0:
        p = g.actor
        for e in g.apply(players[p].choose(g, p)):
            if e[0] == "score" and e[4] and len(e[4][0]) == 3 and e[4][0][0] in PEGGING:
                pegs.append((e[1] == dealer, e[3]))
            elif e[0] == "counted":
                if e[2]:
                    crib = e[3]
                else:
                    hand[e[1]] = e[3]
    return pegs, hand[1 - dealer], hand[dealer], crib


def sample(table, deals, seed, jobs=2):
    with multiprocessing.Pool(jobs) as pool:
        return pool.map(one_deal, [(table, seed * 1000003 + i) for i in range(deals)], 500)


def arrays(samples, target):
    """Per deal: when (index in the pegging) each side first reaches each
    need, the pegging totals, the pone's hand and the dealer's hand+crib."""
    k = len(samples)
    never = 99
    first_d = np.full((k, target + 1), never, np.int16)
    first_p = np.full((k, target + 1), never, np.int16)
    pd = np.zeros(k, np.int32)
    pp = np.zeros(k, np.int32)
    hp = np.zeros(k, np.int32)
    hd = np.zeros(k, np.int32)
    for i, (pegs, pone_hand, dealer_hand, crib) in enumerate(samples):
        sd = sp = 0
        for j, (is_dealer, pts) in enumerate(pegs):
            if is_dealer:
                first_d[i, sd + 1:min(target, sd + pts) + 1] = j
                sd += pts
            else:
                first_p[i, sp + 1:min(target, sp + pts) + 1] = j
                sp += pts
        pd[i], pp[i], hp[i], hd[i] = sd, sp, pone_hand, dealer_hand + crib
    return first_d, first_p, pd, pp, hp, hd


def solve(samples, target):
    """W[a][b] (a, b from 1 to target; 0 unused): the dealer's chance."""
    first_d, first_p, pd, pp, hp, hd = arrays(samples, target)
    w = np.zeros((target + 1, target + 1))
    pone_after = pp + hp
    dealer_after = pd + hd
    for s in range(2, 2 * target + 1):
        for a in range(max(1, s - target), min(target, s - 1) + 1):
            b = s - a
            fd, fp = first_d[:, a], first_p[:, b]
            dealer_pegs = fd < fp
            rest = ~dealer_pegs & (fp == 99)  # nobody pegged out
            pone_counts = rest & (pone_after >= b)
            rest &= ~pone_counts
            dealer_counts = rest & (dealer_after >= a)
            rest &= ~dealer_counts
            nb = np.where(rest, b - pone_after, 1)  # the pone deals next
            na = np.where(rest, a - dealer_after, 1)
            later = np.where(rest, 1.0 - w[nb, na], 0.0)
            w[a, b] = (dealer_pegs.sum() + dealer_counts.sum() + later.sum()) / len(pd)
    return w


def show_tables(samples, w, target):
    """The board's tables, from W and the sampled distributions:
    PONE[x][y]: the pone's chance when its hand has been counted, it still
    needs x and the dealer needs y (hand and crib to count);
    DEALER[x][y]: the dealer's chance when it needs x from its crib alone
    (its hand counted; x <= 0 when it needs nothing more) and the pone needs
    y before its count; rows x from -MAX_HAND+1 (index 0) up to target."""
    hp = np.bincount([s[1] for s in samples], minlength=MAX_HAND)[:MAX_HAND] / len(samples)
    hdc = np.bincount([s[2] + s[3] for s in samples], minlength=2 * MAX_HAND)
    hdc = hdc / len(samples)
    crib = np.bincount([s[3] for s in samples], minlength=MAX_HAND)[:MAX_HAND] / len(samples)
    pone = np.zeros((target + 1, target + 1))
    for x in range(1, target + 1):
        for y in range(1, target + 1):
            t = np.arange(min(y, len(hdc)))
            pone[x, y] = (hdc[t] * w[x, y - t]).sum()  # the pone deals next, needing x
    lo = MAX_HAND - 1
    dealer = np.zeros((target + lo + 1, target + 1))
    for x in range(-lo, target + 1):
        for y in range(1, target + 1):
            total = 0.0
            for h in range(min(y, MAX_HAND)):
                if x <= 0:
                    total += hp[h]
                    continue
                c = np.arange(min(x, MAX_HAND))
                won = 1.0 - crib[c].sum()  # the crib reaches x
                total += hp[h] * (won + (crib[c] * (1.0 - w[y - h, x - c])).sum())
            dealer[x + lo, y] = total
    return pone, dealer


def pegging_pairs(samples, n=48):
    """The most frequent (dealer's, pone's) pegging totals of a deal, capped
    at MAX_PEG-1, with how many deals in 255 each stands for (the rest of
    the mass goes to the nearest kept pair by the dealer's total)."""
    counts = {}
    for pegs, _, _, _ in samples:
        d = min(MAX_PEG - 1, sum(p for is_d, p in pegs if is_d))
        q = min(MAX_PEG - 1, sum(p for is_d, p in pegs if not is_d))
        counts[(d, q)] = counts.get((d, q), 0) + 1
    top = sorted(counts, key=lambda k: -counts[k])[:n]
    mass = {k: counts[k] for k in top}
    for k, c in counts.items():
        if k not in mass:
            near = min(top, key=lambda t: abs(t[0] - k[0]) + abs(t[1] - k[1]))
            mass[near] += c
    total = len(samples)
    return [(d, q, mass[(d, q)] / total) for d, q in top]


def write(path, target, pone, dealer, pairs, crib):
    """Header: target, MAX_HAND, number of pegging pairs, the mean crib in
    tenths of a point; then the pairs
    (dealer's, pone's, weight in 1/65535); then PONE rows y=0..target of
    x=0..target, then DEALER rows y=0..target of x=-MAX_HAND+1..target,
    each chance in 1/65535 (two bytes, little-endian)."""
    with open(path, "wb") as f:
        f.write(struct.pack("<BBBB", target, MAX_HAND, len(pairs), int(round(crib * 10))))
        for d, q, p in pairs:
            f.write(struct.pack("<BBH", d, q, int(round(p * 65535))))
        for table, width in ((pone, target + 1), (dealer, dealer.shape[0])):
            for y in range(target + 1):
                f.write(struct.pack("<%dH" % width, *(int(round(table[x, y] * 65535))
                                                      for x in range(width))))


def calibrate(table, target, w, games, seed):
    """Whole games of hard against hard: at each deal's start, W's chance
    for the dealer against who won; by tenths, and the Brier score."""
    preds, outcomes = [], []
    for i in range(games):
        g = Cribbage({"table": table, "dealer": i % 2}, seed * 7001 + i)
        players = [CribbagePlayer("hard", i * 3 + 1), CribbagePlayer("hard", i * 3 + 2)]
        starts = []
        last = -1
        while g.actor is not None and g.winner is None:
            if g.hand_no != last and g.phase == LAY_AWAY:
                last = g.hand_no
                d = g.dealer
                starts.append((d, w[target - g.scores[d], target - g.scores[1 - d]]))
            p = g.actor
            g.apply(players[p].choose(g, p))
            if g.phase == BETWEEN or g.phase == OVER:
                break
        winner = g.winner if g.winner is not None else max((0, 1), key=lambda s: g.scores[s])
        for d, pr in starts:
            preds.append(pr)
            outcomes.append(1.0 if winner == d else 0.0)
    preds, outcomes = np.array(preds), np.array(outcomes)
    print("calibration over %d deal starts of %d games:" % (len(preds), games))
    for lo in np.arange(0, 1, 0.1):
        m = (preds >= lo) & (preds < lo + 0.1)
        if m.sum():
            print("  predicted %.1f-%.1f: %5d deals, predicted %.3f, won %.3f +- %.3f" % (
                lo, lo + 0.1, m.sum(), preds[m].mean(), outcomes[m].mean(),
                np.sqrt(outcomes[m].mean() * (1 - outcomes[m].mean()) / m.sum())))
    print("  Brier score %.4f (0.25 for a coin)" % ((preds - outcomes) ** 2).mean())


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--table", default="2p6", choices=("2p6", "2p5"))
    ap.add_argument("--deals", type=int, default=100000)
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", default=None)
    args = ap.parse_args(argv)
    target = 61 if args.table == "2p5" else 121
    cache = "out/win_deals_%s_%d_%d.pickle" % (args.table, args.deals, args.seed)
    if os.path.exists(cache):
        with open(cache, "rb") as f:
            samples = pickle.load(f)
    else:
        samples = sample(args.table, args.deals, args.seed)
        os.makedirs("out", exist_ok=True)
        with open(cache, "wb") as f:
            pickle.dump(samples, f)
    half = len(samples) // 2
    w = solve(samples, target)
    w1, w2 = solve(samples[:half], target), solve(samples[half:], target)
    diff = np.abs(w1 - w2)[1:, 1:] / 2  # each half's error is about this, the whole's /sqrt 2 less
    print("W from %d deals; sampling error (halves apart / 2 / sqrt 2): mean %.4f, max %.4f" % (
        len(samples), diff.mean() / np.sqrt(2), diff.max() / np.sqrt(2)))
    start = 3 if args.table == "2p5" else 0  # the pone's three for last
    print("the first dealer's chance at the start: %.3f" % w[target, target - start])
    for a, b in ((10, 10), (20, 10), (10, 20), (5, 15), (30, 30), (60, 60)):
        if a <= target and b <= target:
            print("  dealer needs %d, pone %d: %.3f" % (a, b, w[a, b]))
    pone, dealer = show_tables(samples, w, target)
    pairs = pegging_pairs(samples)
    out = args.out or "engine/win_%s.bin" % args.table
    crib = sum(s[3] for s in samples) / len(samples)
    write(out, target, pone, dealer, pairs, crib)
    print("wrote %s (%d pegging pairs covering the deals; mean crib %.2f)" % (out, len(pairs), crib))
    if args.games:
        calibrate(args.table, target, w, args.games, args.seed)


if __name__ == "__main__":
    main()

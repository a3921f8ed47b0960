"""What each kept hand is worth in the play (issue #14), measured by the
search itself: for every four ranks a seat can keep (1,820) and each role
in the two-player six-card game, the other hand is dealt many times as
players keep them (engine.crib_search's weights by points) and the play is
searched with both hands open, this seat at its best and the other as the
search models it. The pone chooses its lead over all the deals (the lead
with the best total); the dealer meets the lead the model makes (the
highest card that does not leave 5). Prints each role's spread and the
hands at both ends with standard errors; --out writes the table as JSON
({"dealer"|"pone": {ranks as hex digits: mean}}) and --bin the table as
hard reads it from the drive (engine/keep_play.bin, read by
engine.crib_pairs_six.play): a signed byte a hand, the dealer's 1,820 then
the pone's in the order of keep_index, in tenths of a point less the role's
mean, times WEIGHT (docs/strength.md, fourth round).

  python -m tools.keep_play_table --deals 800 --seed 11 --bin engine/keep_play.bin

Each role takes about 7 minutes at 800 deals on one core (the pone's deals
come from the seed, the dealer's from the seed + 1).
"""

import argparse
import itertools
import json
import math

from engine import crib_search as cs
from engine.cards import NONE, value
from engine.crib_pairs_six import keep_index  # (the board's own order of the table)
from engine.crib_score import score_show
from engine.rng import Rng

# the share of the searched value added to a keep: the search knows the
# other hand, so it overrates what a hand makes of the play (measured: 0.5
# wins 54.1% of 12,000 games against normal, 1.0 53.4%: docs/strength.md)
WEIGHT = 0.5


def table_value(table, kept, own):
    """A kept hand's value in the --bin table (bytes), in points: what
    engine/crib_pairs_six.play adds to a keep, read here by keep_index."""
    x = table[(0 if own else 1820) + keep_index([c >> 2 for c in kept])]
    return (x - 256 if x > 127 else x) / 10

def kept_cards(ranks):
    """Cards (0-51) for four ranks, suits in turn."""
    used = [0] * 13
    out = []
    for r in ranks:
        out.append(r * 4 + used[r])
        used[r] += 1
    return out


def other_hand(unseen, rng):
    """Four of the unseen cards, a hand taken as often as players keep
    hands of its points (the search's own weights)."""
    odds = cs._B[17]
    while True:
        for k in range(4):
            j = k + rng.below(len(unseen) - k)
            unseen[k], unseen[j] = unseen[j], unseen[k]
        hand = unseen[:4]
        if rng.below(64) < odds[min(8, score_show(hand, NONE))]:
            return hand


def worth(ranks, dealer, deals, rng):
    """(mean, standard error) of this seat's pegging less the other's."""
    mine = kept_cards(ranks)
    unseen = [c for c in range(52) if c not in mine]
    root = cs._B[15]
    for r in range(13):
        root[r] = 0
    per_lead = {r: [] for r in set(ranks)}
    got = []
    for _ in range(deals):
        other = other_hand(unseen, rng)
        cs.set_hand(0, mine)
        if dealer:
            lead = max(other, key=lambda c: (value(c) != 5, c >> 2))
            cs.set_hand(1, [c for c in other if c != lead])
            cs._B[6][0] = lead >> 2
            got.append(cs.solve(0, value(lead), 0, 1, False))
        else:
            before = list(root)
            cs.set_hand(1, other)
            cs.solve(0, 0, 0, 0, False)
            for r in per_lead:
                per_lead[r].append(root[r] - before[r])
    if not dealer:
        got = max(per_lead.values(), key=sum)
    mean = sum(got) / deals
    var = sum((x - mean) ** 2 for x in got) / (deals - 1)
    return mean, math.sqrt(var / deals)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--deals", type=int, default=800)
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--role", choices=("dealer", "pone", "both"), default="both")
    ap.add_argument("--out", default=None)
    ap.add_argument("--bin", default=None)
    args = ap.parse_args(argv)
    names = "A23456789TJQK"
    table = {}
    for role in (("dealer", "pone") if args.role == "both" else (args.role,)):
        rng = Rng(args.seed + (role == "dealer"))
        rows = {}
        for ranks in itertools.combinations_with_replacement(range(13), 4):
            rows["".join("%x" % r for r in ranks)] = worth(ranks, role == "dealer", args.deals, rng)
        means = [m for m, _ in rows.values()]
        mid = sum(means) / len(means)
        spread = math.sqrt(sum((m - mid) ** 2 for m in means) / len(means))
        err = sum(e for _, e in rows.values()) / len(rows)
        print("%s: %d hands kept, mean %.2f, spread (sd) %.2f, standard error a hand %.2f" % (
            role, len(rows), mid, spread, err))
        ranked = sorted(rows.items(), key=lambda kv: kv[1][0])
        show = lambda kv: "%s %+.2f+-%.2f" % ("".join(names[int(x, 16)] for x in kv[0]),  # noqa: E731
                                              kv[1][0] - mid, kv[1][1])
        print("  lowest: " + ", ".join(show(kv) for kv in ranked[:5]))
        print("  highest: " + ", ".join(show(kv) for kv in ranked[-5:]))
        table[role] = {k: m for k, (m, _) in rows.items()}
    if args.out:
        with open(args.out, "w") as f:
            json.dump(table, f)
    if args.bin:
        out = bytearray(2 * 1820)
        for half, role in enumerate(("dealer", "pone")):
            mid = sum(table[role].values()) / 1820
            for key, m in table[role].items():
                x = int(round(10 * WEIGHT * (m - mid)))
                out[half * 1820 + keep_index([int(c, 16) for c in key])] = max(-127, min(127, x)) & 255
        with open(args.bin, "wb") as f:
            f.write(out)


if __name__ == "__main__":
    main()

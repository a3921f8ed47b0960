"""Computer players against each other, with statistics.

  python -m tools.selfplay --game cribbage --seats hard,easy --games 1000 --seed 1
  python -m tools.selfplay --game cribbage --table 3p --seats hard,normal,easy
  python -m tools.selfplay --game trash --seats hard,easy,random --variant wild=kings

Seats: random (a uniformly random legal action), easy, normal, hard, and
simple (the plain baseline player). Seats take turns at the first deal
(Cribbage: the first dealer rotates; Trash: the seats rotate round the
table), so no seat gains from going first. Prints win rates with 95%
(Wilson) intervals, points per hand from pegging, hand and crib, lurches
and skunks, and decision times; with --json the last line is one JSON
object with at least {"games": N, "wins": [...per seat...]}.

--duplicate (two-player Cribbage): the games come in pairs dealt alike,
the seats changing places for the second, so each seat holds the cards
the other held; the cuts are made by the pair's own dice, not by the
seats. The luck of the cards then largely cancels: besides the plain
intervals it prints one over the pairs (each pair's share of wins).
"""

import argparse
import json
import math
import sys
import time

from engine import crib_ai, crib_simple, trash_ai, trash_simple
from engine.cribbage import CUT_DEAL, CUT_STARTER, Cribbage
from engine.rng import Rng
from engine.trash import Trash

SEATS = ("random", "easy", "normal", "hard", "simple")
PEGGING = {"fifteen", "thirty_one", "pair", "pair_royal", "double_pair_royal", "run", "go",
           "last_card", "his_heels"}


class RandomSeat:
    def __init__(self, seed):
        self.rng = Rng(seed)

    def choose(self, game, player=None):
        legal = game.legal()
        return legal[self.rng.below(len(legal))]


class SimpleSeat:
    def __init__(self, module):
        self.module = module

    def choose(self, game, player=None):
        return self.module.choose(game)


def make_seat(name, game, seed):
    if name == "random":
        return RandomSeat(seed)
    if name == "simple":
        return SimpleSeat(crib_simple if game == "cribbage" else trash_simple)
    if game == "cribbage":
        return crib_ai.CribbagePlayer(name, seed)
    return trash_ai.TrashPlayer(name, seed)


def parse_value(text):
    if text in ("true", "True"):
        return True
    if text in ("false", "False"):
        return False
    try:
        return int(text)
    except ValueError:
        return text


def wilson(wins, n, z=1.96):
    """95% interval of a win rate (Wilson score interval)."""
    if n == 0:
        return 0.0, 0.0
    p = wins / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, centre - half), min(1.0, centre + half)


class Stats:
    def __init__(self, seats):
        k = len(seats)
        self.seats = seats
        self.first_won = {}  # game number: the first seat's wins in it (--duplicate pairs them)
        self.games = 0
        self.wins = [0.0] * k
        self.hands = 0
        self.pegging = [0] * k
        self.hand_pts = [0] * k
        self.crib_pts = [0] * k
        self.hands_counted = [0] * k
        self.cribs_counted = [0] * k
        self.lurch_given = [0] * k
        self.lurch_taken = [0] * k
        self.skunk_given = [0] * k
        self.skunk_taken = [0] * k
        self.trash_hands = [0] * k
        self.think = [0.0] * k
        self.think_max = [0.0] * k
        self.decisions = [0] * k

    def add(self, other):
        """Another part's games into these (think_max: the larger)."""
        for name, mine in vars(self).items():
            theirs = getattr(other, name)
            if name == "think_max":
                self.think_max = [max(a, b) for a, b in zip(mine, theirs)]
            elif isinstance(mine, dict):
                mine.update(theirs)
            elif isinstance(mine, list) and name != "seats":
                setattr(self, name, [a + b for a, b in zip(mine, theirs)])
            elif isinstance(mine, (int, float)):
                setattr(self, name, mine + theirs)


def play_part(job):
    """Games part, part + jobs, ... (one process of --jobs)."""
    play, args, seats, options, part = job
    stats = Stats(seats)
    for i in range(part, args.games, args.jobs):
        play(i, args, seats, stats, options)
    return stats


def play_cribbage(i, args, seats, stats, options):
    n = len(seats)
    opts = dict(options)
    deal, seat_at, cuts = i, list(range(n)), None  # seat_at[p]: the seat playing place p
    if args.duplicate:  # games 2j and 2j+1 dealt alike, the seats in each other's places
        deal = i // 2
        if i % 2:
            seat_at.reverse()
        cuts = Rng(args.seed * 7919 + deal * 31 + 17)  # (the pair's own dice for the cuts)
    opts["dealer"] = deal % n  # the first deal rotates round the places
    game = Cribbage(opts, args.seed * 100003 + deal)
    players = [make_seat(seats[seat_at[k]], "cribbage", args.seed * 7919 + i * 31 + k)
               for k in range(n)]
    won = 0
    while game.actor is not None:
        p = game.actor
        seat = seat_at[p]
        t0 = time.perf_counter()
        if cuts is not None and game.phase in (CUT_DEAL, CUT_STARTER):
            legal = game.legal()
            a = legal[cuts.below(len(legal))]
        else:
            a = players[p].choose(game, p)
        dt = time.perf_counter() - t0
        stats.think[seat] += dt
        stats.think_max[seat] = max(stats.think_max[seat], dt)
        stats.decisions[seat] += 1
        for e in game.apply(a):
            k = e[0]
            # play items are (kind, cards, points); show items add a running total
            if k == "score" and e[4] and len(e[4][0]) == 3 and e[4][0][0] in PEGGING:
                stats.pegging[seat_at[e[1]]] += e[3]
            elif k == "counted":
                if e[2]:
                    stats.crib_pts[seat_at[e[1]]] += e[3]
                    stats.cribs_counted[seat_at[e[1]]] += 1
                else:
                    stats.hand_pts[seat_at[e[1]]] += e[3]
                    stats.hands_counted[seat_at[e[1]]] += 1
            elif k == "deal":
                stats.hands += 1
            elif k == "game_won":
                side = e[1]
                for q in range(n):
                    if game.side_of(q) == side:
                        stats.wins[seat_at[q]] += 1
                        won += seat_at[q] == 0
                for loser_side, kind in e[3]:
                    for q in range(n):
                        if kind and game.side_of(q) == loser_side:
                            if kind == "lurch":
                                stats.lurch_taken[seat_at[q]] += 1
                            else:
                                stats.skunk_taken[seat_at[q]] += 1
                        if kind and game.side_of(q) == side:
                            if kind == "lurch":
                                stats.lurch_given[seat_at[q]] += 1
                            else:
                                stats.skunk_given[seat_at[q]] += 1
    stats.first_won[i] = won
    stats.games += 1


def paired(stats):
    """(pairs, the first seat's mean share of a pair's wins, its 95%
    interval over the pairs) for --duplicate."""
    shares = [(stats.first_won.get(2 * j, 0) + stats.first_won.get(2 * j + 1, 0)) / 2
              for j in range(stats.games // 2)]
    m = len(shares)
    mean = sum(shares) / m
    sd = math.sqrt(sum((x - mean) ** 2 for x in shares) / (m - 1)) if m > 1 else 0.0
    half = 1.96 * sd / math.sqrt(m)
    return m, mean, (mean - half, mean + half)


def play_trash(i, args, seats, stats, options):
    n = len(seats)
    opts = dict(options)
    opts["players"] = n
    game = Trash(opts, args.seed * 100003 + i)
    # position k at the table is played by seat (k + i) % n: seats rotate
    seat_at = [(k + i) % n for k in range(n)]
    players = [make_seat(seats[seat_at[k]], "trash", args.seed * 7919 + i * 31 + k) for k in range(n)]
    for pl in players:
        if hasattr(pl, "observe"):
            pl.observe(game.opening)
    while game.actor is not None:
        p = game.actor
        seat = seat_at[p]
        t0 = time.perf_counter()
        a = players[p].choose(game, p)
        dt = time.perf_counter() - t0
        stats.think[seat] += dt
        stats.think_max[seat] = max(stats.think_max[seat], dt)
        stats.decisions[seat] += 1
        ev = game.apply(a)
        for pl in players:
            if hasattr(pl, "observe"):
                pl.observe(ev)
        for e in ev:
            if e[0] == "hand_won":
                stats.trash_hands[seat_at[e[1]]] += 1
                stats.hands += 1
            elif e[0] == "game_won":
                share = 1.0 / len(e[1])  # a shared win counts as a part
                for w in e[1]:
                    stats.wins[seat_at[w]] += share
    stats.games += 1


def report(args, stats, out):
    seats = stats.seats
    out("%d games of %s, seats %s, seed %d" % (stats.games, args.game, ",".join(seats), args.seed))
    for k, s in enumerate(seats):
        lo, hi = wilson(stats.wins[k], stats.games)
        line = "seat %d %-7s wins %6.1f  %5.1f%% (95%% CI %5.1f-%5.1f%%)" % (
            k + 1, s, stats.wins[k], 100.0 * stats.wins[k] / max(1, stats.games), 100 * lo, 100 * hi)
        if args.game == "cribbage":
            per = max(1, stats.hands)
            line += "  per hand: pegging %.2f, hand %.2f, crib %.2f" % (
                stats.pegging[k] / per, stats.hand_pts[k] / max(1, stats.hands_counted[k]),
                stats.crib_pts[k] / max(1, stats.cribs_counted[k]))
            line += "  lurch/skunk given %d/%d taken %d/%d" % (
                stats.lurch_given[k], stats.skunk_given[k], stats.lurch_taken[k], stats.skunk_taken[k])
        else:
            line += "  hands won %d" % stats.trash_hands[k]
        line += "  think %.2f ms avg, %.1f ms max" % (
            1000 * stats.think[k] / max(1, stats.decisions[k]), 1000 * stats.think_max[k])
        out(line)
    if getattr(args, "duplicate", False):
        m, mean, (lo, hi) = paired(stats)
        out("duplicate: %d pairs dealt alike, seat 1 %s wins %.1f%% (95%% CI over the pairs %.1f-%.1f%%)"
            % (m, seats[0], 100 * mean, 100 * lo, 100 * hi))


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m tools.selfplay", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", choices=("cribbage", "trash"), default="cribbage")
    ap.add_argument("--seats", default="hard,normal", help="comma-separated: " + ", ".join(SEATS))
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--table", default=None, help="cribbage table: 2p6, 2p5, 3p, 4p")
    ap.add_argument("--variant", action="append", default=[], metavar="KEY=VALUE",
                    help="a game option, e.g. target=61, stakes=skunk, wild=kings")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--jobs", type=int, default=1,
                    help="processes sharing the games (the same games and results)")
    ap.add_argument("--duplicate", action="store_true",
                    help="two-player Cribbage: games in pairs dealt alike, the seats swapped")
    args = ap.parse_args(argv)
    seats = [s.strip() for s in args.seats.split(",") if s.strip()]
    for s in seats:
        if s not in SEATS:
            ap.error("unknown seat %r (seats: %s)" % (s, ", ".join(SEATS)))
    options = {}
    for kv in args.variant:
        if "=" not in kv:
            ap.error("--variant wants KEY=VALUE, not %r" % kv)
        key, val = kv.split("=", 1)
        options[key] = parse_value(val)
    if args.game == "cribbage":
        table = args.table or {2: "2p6", 3: "3p", 4: "4p"}.get(len(seats))
        if table is None:
            ap.error("cribbage needs 2, 3 or 4 seats")
        options["table"] = table
        want = {"2p6": 2, "2p5": 2, "3p": 3, "4p": 4}.get(table)
        if want != len(seats):
            ap.error("table %s needs %s seats, not %d" % (table, want, len(seats)))
        play = play_cribbage
        if args.duplicate and (len(seats) != 2 or args.games % 2):
            ap.error("--duplicate needs two seats and an even number of games")
    else:
        if args.duplicate:
            ap.error("--duplicate is for two-player cribbage")
        if args.table:
            ap.error("--table is for cribbage; trash takes as many seats as players")
        play = play_trash
    stats = Stats(seats)
    try:
        if args.jobs > 1:
            import multiprocessing
            with multiprocessing.Pool(args.jobs) as pool:
                for part in pool.map(play_part, [(play, args, seats, options, j) for j in range(args.jobs)]):
                    stats.add(part)
        else:
            for i in range(args.games):
                play(i, args, seats, stats, options)
    except ValueError as e:
        print("error: %s" % e, file=sys.stderr)
        return 2
    report(args, stats, print)
    if args.json:
        print(json.dumps({"game": args.game, "seats": seats, "games": stats.games,
                          "wins": stats.wins, "hands": stats.hands,
                          "think_ms": [1000 * stats.think[k] / max(1, stats.decisions[k])
                                       for k in range(len(seats))]}))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Compute the crib tables the computer players use, and write
engine/crib_table.py. Run: `python -m tools.make_crib_table` (a few minutes
on two cores; the output is committed, so nobody needs to run it again).

What a table holds: the expected points of the crib (with the starter)
given the cards one player lays away, by class of those cards.

- Two cards (two-player games), by rank pair and suited or not, for the
  dealer (the cards go to one's own crib, the other two come from a pone
  who lays away to hurt it) and for the pone (the cards go to the dealer's
  crib, whose own two are chosen to help it).
- One card (three and four players), by rank.

Method (Monte Carlo, our own PRNG, fixed seeds, so it is reproducible):
for each class, SAMPLES deals: our laid-away cards are fixed, everybody
else's cards are dealt at random; each other player lays away by the
plain rule "keep the hand that scores most on its own", plus (in a second
pass, two-card tables only) the crib value of the first pass, added when
the crib is theirs and subtracted when it is not. The crib is then
scored against every starter left in the pack and averaged. The standard
error of each entry is printed and written into the file's header.
"""

import math
import os
import sys
from multiprocessing import Pool

from engine.cards import NONE
from engine.crib_score import score_show
from engine.rng import Rng

SCALE = 20  # table bytes hold points * SCALE
SAMPLES_PAIR = 1200
SAMPLES_SINGLE = 3000
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def pair_index(a, b):
    """Class of two cards: ranks low..high and whether they share a suit."""
    ra, rb = a >> 2, b >> 2
    if ra > rb:
        ra, rb = rb, ra
    return (ra * 13 + rb) * 2 + (1 if (a & 3) == (b & 3) else 0)


def classes():
    out = []
    for r1 in range(13):
        for r2 in range(r1, 13):
            for suited in ((0,) if r1 == r2 else (0, 1)):
                out.append((r1, r2, suited))
    return out


def best_keep(hand, lay, crib_table, sign):
    """Indices laid away by a player keeping the hand that scores most alone
    (plus sign * the crib value of what it lays, when a table is given)."""
    n = len(hand)
    best, best_v = None, -1e9
    if lay == 1:
        for i in range(n):
            kept = [hand[k] for k in range(n) if k != i]
            v = score_show(kept, NONE)
            if v > best_v:
                best, best_v = (i,), v
        return best
    for i in range(n):
        for j in range(i + 1, n):
            kept = [hand[k] for k in range(n) if k != i and k != j]
            v = score_show(kept, NONE)
            if crib_table is not None:
                v += sign * crib_table[pair_index(hand[i], hand[j])] / SCALE
            if v > best_v:
                best, best_v = (i, j), v
    return best


def crib_average(crib, used):
    total = 0
    n = 0
    for s in range(52):
        if not used[s]:
            total += score_show(crib, s, True)
            n += 1
    return total / n


def pair_job(args):
    dealt, role, cls, prev = args
    r1, r2, suited = cls
    rng = Rng(1000003 * dealt + 7919 * role + 31 * (r1 * 13 + r2) + suited)
    acc = acc2 = 0.0
    for _ in range(SAMPLES_PAIR):
        s1 = rng.below(4)
        s2 = s1 if suited else (s1 + 1 + rng.below(3)) % 4
        mine = [r1 * 4 + s1, r2 * 4 + s2]
        rest = [c for c in range(52) if c not in mine]
        rng.shuffle(rest)
        others_of_mine = rest[:dealt - 2]  # the cards we keep: out of the pack
        opp = rest[dealt - 2:2 * dealt - 2]
        # the opponent helps its own crib (we are pone) or hurts ours
        sign = 1 if role == 1 else -1
        i, j = best_keep(opp, 2, prev, sign)
        crib = mine + [opp[i], opp[j]]
        used = bytearray(52)
        for c in mine + others_of_mine + opp:
            used[c] = 1
        v = crib_average(crib, used)
        acc += v
        acc2 += v * v
    mean = acc / SAMPLES_PAIR
    sd = math.sqrt(max(0.0, acc2 / SAMPLES_PAIR - mean * mean))
    return mean, sd / math.sqrt(SAMPLES_PAIR)


def single_job(args):
    players, r = args
    rng = Rng(7777 * players + r)
    acc = acc2 = 0.0
    for _ in range(SAMPLES_SINGLE):
        mine = r * 4 + rng.below(4)
        rest = [c for c in range(52) if c != mine]
        rng.shuffle(rest)
        used = bytearray(52)
        used[mine] = 1
        crib = [mine]
        pos = 4  # our own four kept cards
        for c in rest[:4]:
            used[c] = 1
        for _ in range(players - 1):
            hand = rest[pos:pos + 5]
            pos += 5
            for c in hand:
                used[c] = 1
            (i,) = best_keep(hand, 1, None, 0)
            crib.append(hand[i])
        if players == 3:  # one card from the pack
            crib.append(rest[pos])
            used[rest[pos]] = 1
        v = crib_average(crib, used)
        acc += v
        acc2 += v * v
    mean = acc / SAMPLES_SINGLE
    sd = math.sqrt(max(0.0, acc2 / SAMPLES_SINGLE - mean * mean))
    return mean, sd / math.sqrt(SAMPLES_SINGLE)


def pair_tables(pool, dealt):
    """(dealer table, pone table, worst standard error) after two passes."""
    prev = {0: None, 1: None}
    worst = 0.0
    for _ in range(2):
        new = {}
        for role in (0, 1):
            # role 0: we deal (our crib; the pone hurts it): pone table used
            # by the opponent is prev[1]; role 1: the dealer helps: prev[0]
            opp_table = prev[1] if role == 0 else prev[0]
            jobs = [(dealt, role, cls, opp_table) for cls in classes()]
            results = pool.map(pair_job, jobs)
            table = bytearray(13 * 13 * 2)
            for cls, (mean, se) in zip(classes(), results):
                r1, r2, suited = cls
                table[(r1 * 13 + r2) * 2 + suited] = min(255, int(round(mean * SCALE)))
                worst = max(worst, se)
            new[role] = bytes(table)
        prev = new
    return prev[0], prev[1], worst


def main():
    with Pool(2) as pool:
        out = {}
        errors = {}
        for dealt, name in ((6, "SIX"), (5, "FIVE")):
            dealer, pone, se = pair_tables(pool, dealt)
            out["PAIR_%s_DEALER" % name] = dealer
            out["PAIR_%s_PONE" % name] = pone
            errors[name] = se
            print("two-card tables, %d dealt: worst standard error %.3f points" % (dealt, se))
        for players in (3, 4):
            res = pool.map(single_job, [(players, r) for r in range(13)])
            out["SINGLE_%dP" % players] = bytes(min(255, int(round(m * SCALE))) for m, _ in res)
            se = max(s for _, s in res)
            errors["%dP" % players] = se
            print("one-card table, %d players: worst standard error %.3f points" % (players, se))
    write_tables(out, errors)


# Hard's lay-away in the six-card game also reads what each kept hand makes
# of the play (engine/keep_play.bin, by tools.keep_play_table). The reader
# lives here, in the module a six-card game has loaded anyway: a module of
# its own would cost the board four interned names (it has one to spare),
# and engine.crib_ai is in every game's heap, the four-player one included.
KEEP_PLAY = [
    "",
    "",
    'def play(values, cards, hand, own):',
    '    """values: the points of each way to lay away from hand (the cards',
    '    laid in each way, `cards`); each with what its kept four make of the play',
    "    (engine/keep_play.bin, in tenths of a point: the dealer's 1,820 keeps,",
    "    then the pone's; read a byte at a time, so that the table stays on the",
    '    drive). Without the file, as given."""',
    '    try:',
    '        f = open(__file__.rsplit("crib_pairs_six", 1)[0] + "keep_play.bin", "rb")',
    '    except OSError:',
    '        return values',
    '    out = []',
    '    for points, laid in zip(values, cards):',
    '        f.seek((0 if own else 1820) + keep_index([x >> 2 for x in hand if x not in laid]))',
    '        x = f.read(1)[0]  # signed',
    '        out.append(points + (x - 256 if x > 127 else x) / 10)',
    '    f.close()',
    '    return out',
    "",
    "",
    "def keep_index(ranks):",
    '    """Where four kept ranks (0-12, any order) sit among the 1,820 ways to',
    "    keep four (the combinatorial number system, ranks made distinct by",
    "    adding each one's place): the order of engine/keep_play.bin, which",
    '    tools.keep_play_table writes by this too."""',
    "    a, b, c, d = sorted(ranks)",
    "    b += 1",
    "    c += 2",
    "    d += 3",
    "    return a + b * (b - 1) // 2 + c * (c - 1) * (c - 2) // 6 + d * (d - 1) * (d - 2) * (d - 3) // 24",
]


def write_tables(out, errors):
    """engine/crib_table.py (the scale, the one-card tables) and one module
    of two-card tables per deal size (engine/crib_pairs_six.py, _five.py):
    a game loads only the one it plays (a 4-player game neither)."""
    head = [
        "tools/make_crib_table.py (Monte Carlo; see its docstring). Generated:",
        "do not edit. Values are points * engine.crib_table.SCALE.",
        "",
        "Samples: %d per two-card class (each crib averaged over every starter)," % SAMPLES_PAIR,
        "%d per one-card class. Worst standard error of an entry, in points:" % SAMPLES_SINGLE,
        "six-card %.3f, five-card %.3f, three players %.3f, four players %.3f." % (
            errors["SIX"], errors["FIVE"], errors["3P"], errors["4P"]),
    ]
    files = {
        "crib_table": ['"""Expected crib points by the card laid away in the 3- and 4-player',
                       "games, computed by"] + head + [
            "",
            "One-card tables are indexed by rank - 1; the two-card tables are in",
            "engine/crib_pairs_six.py and engine/crib_pairs_five.py.",
            '"""', "", "SCALE = %d" % SCALE,
            "SINGLE_3P = %r" % out["SINGLE_3P"], "SINGLE_4P = %r" % out["SINGLE_4P"]],
    }
    for name in ("SIX", "FIVE"):
        files["crib_pairs_" + name.lower()] = [
            '"""Expected crib points by the two cards laid away in the %s-card game,' % name.lower(),
            "computed by"] + head + [
            "",
            "Indexed by ((low rank - 1) * 13 + (high rank - 1)) * 2 + suited.",
            '"""', "",
            "DEALER = %r" % out["PAIR_%s_DEALER" % name], "PONE = %r" % out["PAIR_%s_PONE" % name]]
    files["crib_pairs_six"] += KEEP_PLAY
    for module, lines in files.items():
        with open(os.path.join(ROOT, "engine", module + ".py"), "w") as f:
            f.write("\n".join(lines) + "\n")
        print("wrote engine/%s.py" % module)


if __name__ == "__main__":
    sys.exit(main())

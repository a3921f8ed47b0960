"""Cribbage scoring: the show (hands and crib) and the play (pegging).

score_show() and score_play() are the hot paths (the computer players call
them hundreds of thousands of times): they allocate nothing but their int
result, using two small buffers made once at import. The *_breakdown()
functions build lists for the screen and may allocate.
"""

from engine.cards import JACK, NONE

_ways = bytearray(16)  # ways[s]: subsets of the cards so far that sum to s
_hist = bytearray(15)  # cards per rank, index 1..13
_ZERO16 = bytes(16)
_ZERO15 = bytes(15)


def _rank(c):
    return (c >> 2) + 1


def _value(c):
    r = (c >> 2) + 1
    return r if r < 10 else 10


def score_show(hand, starter, crib=False):
    """Points of a hand (3 or 4 cards) or crib with the starter: fifteens,
    pairs, runs (each different run, no shorter run counted inside a longer
    one), flush (hand: all its cards, +1 with the starter; crib: only with
    the starter), his nob. `starter` may be NONE (the hand alone)."""
    w = _ways
    h = _hist
    w[:] = _ZERO16
    h[:] = _ZERO15
    w[0] = 1
    pairs = 0
    nh = len(hand)
    last = nh if starter == NONE else nh + 1
    k = 0
    while k < last:
        c = hand[k] if k < nh else starter
        r = (c >> 2) + 1
        v = r if r < 10 else 10
        s = 15
        while s >= v:
            w[s] += w[s - v]
            s -= 1
        pairs += h[r]  # each earlier card of this rank makes one more pair
        h[r] += 1
        k += 1
    total = 2 * w[15] + 2 * pairs
    # runs: the one stretch of 3+ consecutive ranks, times its multiplicity
    run = 0
    mult = 1
    r = 1
    while r < 14:
        n = h[r]
        if n:
            run += 1
            mult *= n
        else:
            if run >= 3:
                break
            run = 0
            mult = 1
        r += 1
    if run >= 3:
        total += run * mult
    # flush
    s0 = hand[0] & 3
    flush = True
    for c in hand:
        if (c & 3) != s0:
            flush = False
            break
    if flush:
        if starter != NONE and (starter & 3) == s0:
            total += nh + 1
        elif not crib:
            total += nh
    # his nob
    if starter != NONE:
        ss = starter & 3
        for c in hand:
            if (c >> 2) == JACK - 1 and (c & 3) == ss:
                total += 1
    return total


def score_play(pile):
    """Points for the last card laid, where pile holds the cards laid since
    the count last started from zero, oldest first: 15 and 31 (2 each),
    pairs (2, 6, 12), the longest run ending with this card (1 per card)."""
    n = len(pile)
    if not n:
        return 0
    count = 0
    for c in pile:
        count += _value(c)
    total = 2 if count == 15 or count == 31 else 0
    last = (pile[-1] >> 2)
    k = 1
    i = n - 2
    while i >= 0 and (pile[i] >> 2) == last:
        k += 1
        i -= 1
    total += k * (k - 1)  # 2 for a pair, 6 for three, 12 for four
    if k == 1:
        total += _run_length(pile)
    return total


def _run_length(pile):
    # Longest L >= 3 such that the last L cards are distinct consecutive ranks.
    n = len(pile)
    mask = 0
    lo = 14
    hi = 0
    best = 0
    i = n - 1
    while i >= 0:
        r = (pile[i] >> 2) + 1
        bit = 1 << r
        if mask & bit:
            break
        mask |= bit
        if r < lo:
            lo = r
        if r > hi:
            hi = r
        length = n - i
        if length >= 3 and hi - lo == length - 1:
            best = length
        i -= 1
    return best


def play_breakdown(pile):
    """The items score_play() counts, as (kind, cards, points) tuples:
    kinds "fifteen", "thirty_one", "pair", "pair_royal", "double_pair_royal",
    "run"."""
    items = []
    n = len(pile)
    if not n:
        return items
    count = 0
    for c in pile:
        count += _value(c)
    if count == 15:
        items.append(("fifteen", (), 2))
    if count == 31:
        items.append(("thirty_one", (), 2))
    last = pile[-1] >> 2
    k = 1
    while k < n and (pile[n - 1 - k] >> 2) == last:
        k += 1
    if k > 1:
        items.append((_PAIR_KINDS[k], tuple(pile[n - k:]), k * (k - 1)))
    else:
        run = _run_length(pile)
        if run:
            items.append(("run", tuple(pile[n - run:]), run))
    return items


_PAIR_KINDS = ("", "", "pair", "pair_royal", "double_pair_royal")


def show_breakdown(hand, starter, crib=False):
    """The items of score_show(), in the order a player says them
    ("fifteen two, fifteen four, a pair is six, ..."): a list of
    (kind, cards, points, running total). Kinds: "fifteen", "pair",
    "pair_royal", "double_pair_royal", "run", "flush", "nobs"."""
    every = list(hand)
    if starter != NONE:
        every.append(starter)
    n = len(every)
    items = []
    # fifteens, smaller combinations first, in card order
    for size in range(2, n + 1):
        for mask in range(1, 1 << n):
            if _bits(mask) != size:
                continue
            total = 0
            for i in range(n):
                if mask >> i & 1:
                    total += _value(every[i])
            if total == 15:
                items.append(("fifteen", tuple(every[i] for i in range(n) if mask >> i & 1), 2))
    # pairs, grouped by rank
    ranks = [_rank(c) for c in every]
    for r in range(1, 14):
        same = tuple(c for c in every if _rank(c) == r)
        if len(same) > 1:
            items.append((_PAIR_KINDS[len(same)], same, len(same) * (len(same) - 1)))
    # runs: the longest stretch, once for every way of picking its cards
    lo, hi = _longest_stretch(ranks)
    if hi - lo >= 2:
        for combo in _run_combos(every, lo, hi):
            items.append(("run", combo, len(combo)))
    # flush
    s0 = hand[0] & 3
    if all((c & 3) == s0 for c in hand):
        if starter != NONE and (starter & 3) == s0:
            items.append(("flush", tuple(every), len(every)))
        elif not crib:
            items.append(("flush", tuple(hand), len(hand)))
    if starter != NONE:
        for c in hand:
            if _rank(c) == JACK and (c & 3) == (starter & 3):
                items.append(("nobs", (c,), 1))
    out = []
    running = 0
    for kind, cs, pts in items:
        running += pts
        out.append((kind, cs, pts, running))
    return out


def _bits(m):
    n = 0
    while m:
        n += m & 1
        m >>= 1
    return n


def _longest_stretch(ranks):
    best = (0, -1)
    r = 1
    while r < 14:
        if r in ranks:
            s = r
            while r + 1 in ranks:
                r += 1
            if r - s > best[1] - best[0]:
                best = (s, r)
        r += 1
    return best


def _run_combos(cards, lo, hi):
    combos = [()]
    for r in range(lo, hi + 1):
        combos = [c + (x,) for c in combos for x in cards if _rank(x) == r]
    return combos


# --- what the next player can expect to peg back after a card (the computer
# players' valuation of a play, engine.crib_ai, and hard's search, engine.crib_search)
def expected_reply(pile, count, unseen, pool, h):
    """Expected points the next player takes with the best card it holds,
    if it holds h cards drawn from the unseen ones (an expected maximum)."""
    if h <= 0 or pool <= 0:
        return 0.0
    # points per rank the reply would make, highest first (at most 13)
    levels = []
    for r in range(1, 14):
        m = unseen[r]
        vr = r if r < 10 else 10
        if m and count + vr <= 31:
            pile.append((r - 1) * 4)
            pts = score_play(pile)
            pile.pop()
            if pts:
                levels.append((pts, m))
    if not levels:
        return 0.0
    levels.sort(reverse=True)
    expected = 0.0
    covered = 0
    i = 0
    while i < len(levels):
        pts = levels[i][0]
        while i < len(levels) and levels[i][0] == pts:
            covered += levels[i][1]
            i += 1
        nxt = levels[i][0] if i < len(levels) else 0
        expected += (pts - nxt) * _p_any(covered, pool, h)
    return expected


def _p_any(m, pool, h):
    """Chance that h cards drawn from pool include one of m given cards."""
    none = 1.0
    k = 0
    while k < h:
        if pool - k <= 0:
            break
        none *= max(0, pool - m - k) / (pool - k)
        k += 1
    return 1.0 - none

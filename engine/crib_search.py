"""The play searched to its end, for hard with two players: the other
hand is dealt many times from the cards this seat cannot see, each deal is
played out with both hands open (this seat's cards searched exactly, the
other's laid as players lay them: the most points now, then safe), and the
card that does best on average is played (sampling of perfect-information
deals). It uses only what the seat sees, and deals the other hand as
players hold them: kept for its points, holding nothing that fitted the
count when it said go, and rarely a card that would have scored more than
the one it played, or one that a careful player (the points now less the
answer's expected points) would rather have laid. Near the game's end a
deal's line also counts the game won or lost: pegging out ends the play
at once, and after it the pone's show counts before the dealer's (this
seat's hand is known, the other's is the deal's, a crib is taken as
_CRIB points).

The board's Python stack is small, so the search is a loop over an
explicit stack, and the play needs only ranks (suits score nothing in it):
hands are counts by rank, and everything lives in a few preallocated
bytearrays and lists (no allocation per card laid). A decision's budget
is counted in cards laid (about 20,000 instructions each on the board's
core), so the board and CPython choose the same card.
"""

from engine.cards import NONE, value
from engine.crib_score import expected_reply, score_play, score_show
from engine.crib_scratch import B as _B
from engine.cribbage import PLAY
from micropython import const
from struct import pack_into

# Near the game's end (a seat needs _NEAR points or fewer; not with an
# exact finish, where the search counts points as it does far from it), a
# game won or lost is worth _WIN points of the play more or less, and a
# crib about _CRIB. (const: no global name on the board.)
_WIN = const(30)
_NEAR = const(40)
_CRIB = const(4)
# What a careful player's valuation of a card costs (engine.crib_ai's, of
# q's plays, to weigh the deals), in cards laid of the search's budget.
_CARE = const(13)

# The search's buffers (engine.crib_scratch, what each one holds), made
# once and lent to each search: on the board this module is loaded for a
# decision and let go after, and its scratch would otherwise be a new
# allocation each time, in the middle of a table's heap.


def set_hand(h, cards):
    """Hand h (0 or 1) for the search: the cards (0-51) it holds."""
    cnt, left, ranks, kinds, low = _B[:5]
    row = h * 13
    for r in range(13):
        cnt[row + r] = 0
    for c in cards:
        cnt[row + (c >> 2)] += 1
    left[h] = len(cards)
    k = 0
    for r in range(13):
        if cnt[row + r]:
            ranks[h * 4 + k] = r
            k += 1
    kinds[h] = k
    low[h] = ranks[h * 4] if k else 13
    n = 1
    for j in range(k):  # (what is left of the hand as one number, below 16)
        _B[19][h * 4 + j] = n
        n *= cnt[row + ranks[h * 4 + j]] + 1


def solve(turn, count, s, d, five):
    """`turn`'s pegging less the other's from here to the end of the play,
    with both hands known (set_hand), `turn` playing its best and the other
    as the model below (not a search: players do not see `turn`'s cards,
    and a model makes the search far smaller), where the count is `count`
    and its ranks so far are at s..d-1 of the ranks laid (in _B). The
    exact value of each rank laid first is added to its total in _B. Only
    `turn` chooses, so every line is searched to its end (a window would
    cut nothing off). five: the play ends at the first go or 31 (the
    five-card game). Near the game's end (set by best_card in _B[21]), a
    game won or lost adds or takes _WIN, and the rest of the play is not
    remembered after a go (it depends on the points pegged too). One loop,
    no recursion (the board's Python stack is small): the card being
    decided lives in local names, the ones before it in _B."""
    cnt, left, ranks, kinds, low, val, seq, T, F, C, S, R, V, O, G, root, done = _B[:17]
    memo, K, at, e = _B[18], _B[20], _B[19], _B[21]
    end = e[25]
    e[2 * d] = e[2 * d + 1] = 0
    pack_into("512s", memo, 0, b"")  # (cleared to zeros from nothing: no 512 zeros held)
    base = d
    me = turn
    t = turn  # who lays the card at seq[d]
    c = count  # the count before it
    i = 0  # the next of t's ranks to try, low to high
    f = 13  # the other's card, by the model (13: none; +16 once laid)
    best = -99
    laid = 0
    while True:
        row = t * 13
        more = False
        if f < 13:
            r = f
            f += 16
            v = c + val[r]
            more = True
        else:
            k = kinds[t]
            tb = t * 4
            while i < k:
                r = ranks[tb + i]
                if cnt[row + r]:
                    break
                i += 1
            if i < k:
                v = c + val[r]
                if v <= 31:  # (ranks low to high: if not, none after fits either)
                    more = True
                    i += 1
        if not more:  # every card tried here: back to the card before
            if d == base:
                done[0] += laid
                return best
            w = best
            d -= 1
            if K[d]:
                memo[K[d] - 1] = w + 128
            t = T[d]
            c = C[d]
            s = S[d]
            i = R[d]
            f = F[d]
            best = V[d]
            r = seq[d]
            got = O[d] + G[d] * w
        else:
            cnt[row + r] -= 1
            if r == low[t] and not cnt[row + r]:
                x = r + 1
                while x < 13 and not cnt[row + x]:
                    x += 1
                low[t] = x
            left[t] -= 1
            seq[d] = r
            laid += 1
            got = _score(seq, s, d, v)  # the card's points
            lw = -1
            # what follows, from the rules of the play
            o = 1 - t
            nxt = -1  # who lays the next card (none: the play is over)
            ns = s  # where the next card's count starts
            if v == 31:  # (31 scored with the card; the count starts again)
                if not five and (left[0] or left[1]):
                    nxt, v, ns = o, 0, d + 1
            elif not (left[0] or left[1]):
                got += 1  # the last card
            elif val[low[o]] <= 31 - v:
                nxt = o
            elif val[low[t]] <= 31 - v:
                nxt = t  # the other has said go: on
            else:
                got += 1  # the go
                if not five:
                    nxt, v, ns = o, 0, d + 1  # the count restarts with the other
            if nxt >= 0:
                if not left[nxt]:
                    nxt = o if nxt == t else t  # (out of cards: the other plays on)
                if left[0] + left[1] == 1:
                    # one card left, and it fits: laid here, with the last card's point
                    seq[d + 1] = low[nxt]
                    v += val[low[nxt]]
                    last = _score(seq, ns, d + 1, v) + (0 if v == 31 else 1)
                    lw = nxt
                    nxt = -1
            K[d] = 0
            if end:  # a game won ends the play, and the shows come in turn
                a = e[2 * d + t] + got  # t's pegging since the decision, this card's too
                b = e[2 * d + o]
                if lw >= 0 and a < e[20 + t]:  # (the last card, unless t is out already)
                    got += last if lw == t else -last
                    if lw == t:
                        a += last
                    else:
                        b += last
                if a >= e[20 + t]:
                    got += _WIN
                    nxt = -1
                elif b >= e[20 + o]:
                    got -= _WIN
                elif nxt >= 0:
                    e[2 * d + 2 + t] = a
                    e[2 * d + 2 + o] = b
                else:
                    x = e[24]  # the pone counts first
                    if (a if t == x else b) + e[22 + x] >= e[20 + x]:
                        got += _WIN if t == x else -_WIN
                    elif (b if t == x else a) + e[23 - x] >= e[21 - x]:
                        got -= _WIN if t == x else -_WIN
            elif lw >= 0:
                got += last if lw == t else -last
            if not end and nxt >= 0 and ns > d:  # after a go or 31: known already?
                x = nxt
                for h in (0, 1):
                    for j in range(kinds[h]):
                        x += cnt[h * 13 + ranks[h * 4 + j]] * at[h * 4 + j] * (2 if h else 32)
                if memo[x]:
                    got += memo[x] - 128 if nxt == t else 128 - memo[x]
                    nxt = -1
                else:
                    K[d] = x + 1
            if nxt >= 0:  # on to the next card: this one's state kept at d
                T[d] = t
                C[d] = c
                S[d] = s
                R[d] = i
                F[d] = f
                V[d] = best
                O[d] = got
                G[d] = 1 if nxt == t else -1
                f = 13
                if nxt != me:
                    # the other does not search: it plays as players play (a model,
                    # which also makes the search far smaller): the card that scores
                    # most now; of those, one not leaving the count at 5 or 21 (a ten
                    # then makes 15 or 31); of those, the highest
                    row = nxt * 13
                    bk = -1
                    for j in range(kinds[nxt]):
                        x = ranks[nxt * 4 + j]
                        if cnt[row + x] and v + val[x] <= 31:
                            seq[d + 1] = x
                            laid += 1  # (weighed about as dear as a card laid)
                            y = v + val[x]
                            y = _score(seq, ns, d + 1, y) * 4 + (0 if y == 5 or y == 21 else 2)
                            if y >= bk:
                                bk = y
                                f = x
                d += 1
                t = nxt
                c = v
                s = ns
                i = 0 if t == me else 4  # (the other lays its model's card, f, only)
                best = -99
                continue
        # the card at d, rank r, is worth `got` to t: take it back
        cnt[t * 13 + r] += 1
        if r < low[t]:
            low[t] = r
        left[t] += 1
        if d == base:
            root[r] += got
        if got > best:
            best = got


def _score(seq, s, d, v):
    """Points for the rank laid at seq[d], its count starting at seq[s]
    and now v: 15 or 31, pairs, or the longest run it ends."""
    r = seq[d]
    got = 2 if v == 15 or v == 31 else 0
    j = d - 1
    while j >= s and seq[j] == r:
        j -= 1
    if j < d - 1:
        return got + (d - j) * (d - j - 1)  # 2, 6, 12
    if d - s < 2:
        return got
    mask = 1 << r
    lo = hi = r
    run = 0
    while j >= s:
        x = seq[j]
        if (mask >> x) & 1:
            break
        mask |= 1 << x
        if x < lo:
            lo = x
        elif x > hi:
            hi = x
        if hi - lo == d - j and d - j >= 2:
            run = d - j + 1
        j -= 1
    return got + run


def points4(h):
    """The points of four cards (h: 0-51 each) without a starter, as
    score_show counts them, in a quarter of its time (the sampling asks
    this of every hand it draws)."""
    a, b, c, d = h[0] >> 2, h[1] >> 2, h[2] >> 2, h[3] >> 2
    val = _B[5]
    w, x, y, z = val[a], val[b], val[c], val[d]
    n = (a == b) + (a == c) + (a == d) + (b == c) + (b == d) + (c == d)  # pairs
    t = w + x + y + z
    got = 2 * ((t == 15) + (t - w == 15) + (t - x == 15) + (t - y == 15) + (t - z == 15)
               + (w + x == 15) + (w + y == 15) + (w + z == 15) + (x + y == 15) + (x + z == 15)
               + (y + z == 15) + n)
    if n < 2:  # (two pairs or more leave two ranks at most: no run)
        m = (1 << a) | (1 << b) | (1 << c) | (1 << d)
        if m & (m >> 1) & (m >> 2):  # three ranks in a row
            got += 4 if m & (m >> 1) & (m >> 2) & (m >> 3) else 6 if n else 3
    s = h[0] & 3
    if h[1] & 3 == s and h[2] & 3 == s and h[3] & 3 == s:
        got += 4  # a flush
    return got


def best_card(v, p, legal, rng, budget=2800):
    """The legal play (an action) with the best total over sampled deals
    of the other hand: 64 deals, or fewer to keep within `budget` cards
    laid in the searches (two deals at least; a card weighed for the
    other's model counts as one laid, a hand drawn as four, a careful
    player's valuation of a card as _CARE; near the game's end, a card
    costs more and the budget is 7/8 of it). 2,800 cards laid:
    at most about 56 M instructions on the board's core
    (tools.bench_instructions)."""
    need = v["target"] - v["scores"][v["side_of"][p]]
    _B[16][1] = 0  # (no deals searched: last_values has nothing to say)
    exact = v["exact"]  # (an exact finish: points past the target are not pegged)
    for a in legal:  # a card that pegs out wins the game (and one card is no choice)
        x = score_play(v["pile"] + (a - PLAY,))
        if len(legal) == 1 or x == need or x > need and not exact:
            return a
    q = 1 - p
    h = v["hand_counts"][q]
    seen = bytearray(52)
    for c in v["hand"]:
        seen[c] = 1
    for c in v["laid_away"]:
        seen[c] = 1
    if v["starter"] != NONE:
        seen[v["starter"]] = 1
    for cs in v["played"]:
        for c in cs:
            seen[c] = 1
    count = v["count"]
    go_room, plays = history(v, q)
    unseen = []
    can = 0  # the ranks among them
    for c in range(52):
        # (a seat that has said go holds nothing that fitted the count then)
        if not seen[c] and value(c) > go_room:
            unseen.append(c)
            can |= 1 << (c >> 2)
    better, wary, extra = _weigh(v, plays, can)  # (extra: the sampling's cost, in cards laid)
    n = len(unseen)
    h = min(h, n)
    set_hand(p, v["hand"])
    drawn = bytearray(h)
    gone_by = v["played"][q]
    kept = bytearray(len(gone_by) + h)
    pile = v["pile"]
    seq, root, done = _B[6], _B[15], _B[16]
    for k in range(len(pile)):
        seq[k] = pile[k] >> 2
    mine = 0  # the ranks among the legal plays (two cards of a rank play alike)
    for a in legal:
        mine |= 1 << ((a - PLAY) >> 2)
    for r in range(13):
        root[r] = 0
    five = v["table"] == "2p5"
    e = _B[21]  # near the end, the game won or lost counts (solve)
    e[20 + p] = need
    e[20 + q] = v["target"] - v["scores"][v["side_of"][q]]
    end = e[25] = min(e[20], e[21]) <= _NEAR and not exact
    if end:
        budget -= budget // 8  # (each card laid costs more: no memo, the game's end weighed)
        pone = e[24] = 1 - v["dealer"]
        e[22 + p] = score_show(list(v["played"][p]) + list(v["hand"]), v["starter"]) + (
            0 if p == pone else _CRIB)
    start = done[0]
    samples = 0
    spent = 0
    while samples < 64 and (samples < 2 or spent + spent // samples <= budget):
        # (another deal if one more like the last ones keeps within the budget)
        samples += 1
        tries = 0
        while True:
            for k in range(h):  # the other's hand: h cards drawn from the unseen
                j = k + rng.below(n - k)
                unseen[k], unseen[j] = unseen[j], unseen[k]
                drawn[k] = unseen[k]
            if not h:
                break
            # hands are kept for their points: a deal is taken as often as
            # players keep hands of its points (its cards played so far too)
            for k in range(len(gone_by)):
                kept[k] = gone_by[k]
            for k in range(h):
                kept[len(gone_by) + k] = drawn[k]
            tries += 1
            if tries >= 40:
                break
            odds = _B[17][min(8, points4(kept) if len(kept) == 4 else score_show(kept, NONE))]
            extra += 4
            m = 0
            for k in range(h):
                m |= 1 << (drawn[k] >> 2)
            for x in better:  # a card that would have scored more than the one
                if m & x:  # played makes the deal a 32nd as likely
                    odds >>= 5
            for x in wary:  # one a careful player would rather have laid: an eighth
                if m & x:
                    odds >>= 3
            if rng.below(64) < odds:
                break
        set_hand(q, drawn)
        if end:
            e[22 + q] = score_show(list(gone_by) + list(drawn), v["starter"]) + (0 if q == pone else _CRIB)
            extra += 4
        solve(p, count, 0, len(pile), five)
        spent = done[0] - start + extra
    done[1] = 0 if end else samples  # (the coach weighs points, not games won)
    e[25] = 0  # (solve() called on its own counts points)
    best = -1
    for r in range(13):
        if (mine >> r) & 1 and (best < 0 or root[r] > root[best]):
            best = r
    for a in legal:
        if (a - PLAY) >> 2 == best:
            return a


def last_values(legal, out):
    """Each legal card's value by the last best_card's search (its total
    over the deals, per deal, in tenths of a point) appended to out, in
    the order of legal: the coach weighs a card played against the others
    with them (ui.cribbage.coach.note_play). False when that decision
    searched nothing (a card that pegs out, or the only card)."""
    n = _B[16][1]
    if not n:
        return False
    root = _B[15]
    for a in legal:
        out.append(root[(a - PLAY) >> 2] * 10 // n)
    return True


def history(v, q):
    """What seat q's plays so far in this hand say about its hand, from the
    view (the two seats' plays in order; the play's rules give how they
    went together): the largest room in the count at which q, holding
    cards, could lay none (a go, or the go point: its cards since all need
    more; -1 if never); q's plays as (the pile before, the count, the
    card, the cards the other seat held then)."""
    played = v["played"]
    held = len(played[1 - q]) + v["hand_counts"][1 - q]  # the other seat's cards in the play
    idx = [0, 0]
    t = 1 - v["dealer"]  # the pone leads
    last = t
    count = 0
    pile = []
    gone = [0, 0]
    go_room = -1
    plays = []
    while idx[0] < len(played[0]) or idx[1] < len(played[1]):
        nxt = played[t][idx[t]] if idx[t] < len(played[t]) else NONE
        if not gone[t] and nxt != NONE and count + value(nxt) <= 31:
            if t == q:
                plays.append((tuple(pile), count, nxt, held - idx[1 - q]))
            pile.append(nxt)
            count += value(nxt)
            idx[t] += 1
            last = t
            if count == 31:
                count, pile, gone = 0, [], [0, 0]
                t = 1 - t
            elif not gone[1 - t]:
                t = 1 - t
            continue
        # t cannot lay a card here: a go (or it has none left)
        if not gone[t]:
            gone[t] = 1
            if t == q and (nxt != NONE or v["hand_counts"][q]):
                go_room = max(go_room, 31 - count)
        if gone[1 - t]:  # neither can: the count starts again
            count, pile, gone = 0, [], [0, 0]
            t = 1 - last
        else:
            t = 1 - t
    if v["hand_counts"][q] and (v["gone"][q] or count != v["count"]):
        # a go after the last card laid (the count may have started again since)
        go_room = max(go_room, 31 - count)
    return go_room, plays


def _weigh(v, plays, can):
    """What q's plays (history) say of the ranks q may hold (can, a mask):
    players take the points they see, and weigh what the answer can take
    back. For each play, the ranks that would have scored more than the
    card played (a deal holding one is a 32nd as likely: a mask a play,
    when any) and, of the others, those a careful player would rather have
    laid (its points now less the answer's expected points, in 16ths, as
    engine.crib_ai values a card; an eighth as likely); and what weighing
    them cost, in cards laid (best_card's budget)."""
    left = bytearray(b"\0\4\4\4\4\4\4\4\4\4\4\4\4\4")  # per rank 1-13: cards q had not seen (roughly)
    for c in v["played"][0] + v["played"][1] + (v["starter"],):
        if c != NONE:
            left[(c >> 2) + 1] -= 1
    pool = sum(left) - 4  # (less q's own cards)
    better = []
    wary = []
    extra = 0
    for before, at, x, held in plays:
        pile = list(before)
        got = score_play(before + (x,))
        m = w = 0
        for k in range(14):  # the rank played first: the others are weighed against it
            r = x >> 2 if k == 0 else k - 1
            y = at + _B[5][r]
            if k and (y > 31 or not (can >> r) & 1 or r == x >> 2):
                continue
            pile.append(r << 2)
            u = score_play(pile)
            if k and u > got:
                m |= 1 << r
            else:
                u *= 16
                if y < 31 and held:
                    u -= int(16 * expected_reply(pile, y, left, pool, held))
                    extra += _CARE
                if k == 0:
                    xv = u
                elif u > xv:
                    w |= 1 << r
            pile.pop()
        if m:
            better.append(m)
        if w:
            wary.append(w)
    return better, wary, extra

"""Computer players for Cribbage, at three levels. They decide from
game.view(player) alone (plus the crib tables), so they can never use a
card their seat could not see; the hint button asks the "hard" player.

- easy: keeps the hand that looks best on its own, sometimes lays away at
  random; pegs points when it sees them, otherwise any card.
- normal: lays away by expected value (the kept hand averaged over every
  possible starter, plus or minus the crib table); pegs the card worth most
  after the points the next player can expect to take back.
- hard: normal, and: plays for the game near its end (pegging out, the
  chance of counting out, defending); with two players it searches the
  play (engine.crib_search: the other hand dealt as players keep it and
  played as players play), with more it looks a move further (its own or
  its partner's answer) and keeps low cards for the go; in the six-card
  game its lay-away also counts what each kept hand makes of the play.
"""

from engine.cards import JACK, NONE
from engine import crib_table as T
from engine.crib_score import expected_reply, score_play, score_show
from engine.cribbage import (CALLING, CLAIM, CLAIMING, CUT_DEAL, CUT_STARTER, LAY, LAY_AWAY,
                             MUGGINS, PASS, PLAY, PLAYING)
from engine.rng import Rng

LEVELS = ("easy", "normal", "hard")
_base = bytearray(14)  # scratch: a kept hand's points by the starter's rank
_extra = bytearray(4)  # scratch: its extra points by the starter's suit


def kept_totals(kept, seen, need):
    """Sum of score_show(kept, s) over every starter s with seen[s] == 0,
    how many starters that is, and how many give at least `need` points.

    Fifteens, pairs and runs depend only on the starter's rank, flush and
    nob only on its suit: so 13 scorings and a cheap pass over the pack
    replace 46 scorings (the board has to answer within a second)."""
    base = _base
    extra = _extra
    s0 = kept[0] & 3
    flush = True
    for c in kept:
        if (c & 3) != s0:
            flush = False
    for s in range(4):
        extra[s] = 1 if flush and s == s0 else 0
    for c in kept:
        if (c >> 2) == JACK - 1:  # his nob with a starter of its suit
            extra[c & 3] += 1
    for r in range(1, 14):
        base[r] = score_show(kept, (r - 1) * 4) - extra[0]
    total = 0
    count = 0
    out = 0
    for c in range(52):
        if not seen[c]:
            pts = base[(c >> 2) + 1] + extra[c & 3]
            total += pts
            count += 1
            if pts >= need:
                out += 1
    return total, count, out


def _value(c):
    r = (c >> 2) + 1
    return r if r < 10 else 10


def _pair_index(a, b):
    ra, rb = a >> 2, b >> 2
    if ra > rb:
        ra, rb = rb, ra
    return (ra * 13 + rb) * 2 + (1 if (a & 3) == (b & 3) else 0)


def crib_value(table, laid, own):
    """Expected crib points from the cards laid away (whole lay-away)."""
    if len(laid) == 2:  # (the table of the game played only: loaded at its first use)
        if table == "2p5":
            from engine import crib_pairs_five as P
        else:
            from engine import crib_pairs_six as P
        t = P.DEALER if own else P.PONE
        return t[_pair_index(laid[0], laid[1])] / T.SCALE
    t = T.SINGLE_3P if table == "3p" else T.SINGLE_4P
    return t[laid[0] >> 2] / T.SCALE


def lay_options(n, k):
    """The ways to lay away k cards, one at a time (no list kept: the coach
    weighs them a slice at a time): one (its index) or two (i < j) of n."""
    for i in range(n):
        if k == 1:
            yield (i,)
        else:
            for j in range(i + 1, n):
                yield (i, j)


def lay_count(v):
    """How many cards the seat of view v has still to lay away."""
    return (2 if v["table"] in ("2p6", "2p5") else 1) - len(v["laid_away"])


class CribbagePlayer:
    def __init__(self, level="hard", seed=0):
        if level not in LEVELS:
            raise ValueError("level must be one of %s, not %r" % (", ".join(LEVELS), level))
        self.level = level
        self.rng = Rng(seed)

    def choose(self, game, player=None):
        """The action this player takes now (player defaults to the actor)."""
        p = game.actor if player is None else player
        v = game.view(p)
        legal = v["legal"] if p == game.actor else game.legal()
        ph = v["phase"]
        if ph == LAY_AWAY:
            return self.lay_away(v, p)
        if ph == PLAYING:
            return self.peg(v, p, legal)
        if ph == CLAIMING or ph == CALLING:
            who, crib = v["counting"]
            cards = v["crib"] if crib else v["shown"][who]
            true = score_show(cards, v["starter"], crib)
            if ph == CLAIMING:
                return CLAIM + true  # claims exactly
            return MUGGINS if v["claim"] < true else PASS
        if ph == CUT_DEAL or ph == CUT_STARTER:
            return legal[self.rng.below(len(legal))]
        return legal[0]  # BETWEEN: start the next game

    # --- laying away -------------------------------------------------------
    def lay_away(self, v, p):
        if self.level == "easy":
            hand = v["hand"]
            n = len(hand)
            options = list(lay_options(n, lay_count(v)))
            if self.rng.below(3) == 0:
                return LAY + hand[options[self.rng.below(len(options))][0]]
            best = max(options, key=lambda o: score_show([hand[k] for k in range(n) if k not in o], NONE))
            return LAY + hand[best[0]]
        best, best_v = None, -1e9
        for value, laid in self.keep_values(v, p):
            if value > best_v:
                best, best_v = laid, value
        return LAY + best[0]

    def keep_values(self, v, p, values=None):
        """(value, cards laid) of each way to lay away what is still to lay
        from v's hand, in this player's valuation: the hand's expected
        points over the starters it cannot see, plus (own crib) or less
        (the other side's) the crib's; hard adds the game's end (a crib fed
        less when the other side is close, the chance the hand counts out)
        and, in the six-card game, what the kept four make of the play
        (engine/keep_play.bin, by tools.keep_play_table). `values`: those
        weighed already (weigh_keeps), only paired with their ways."""
        if values is None:
            for values in self.weigh_keeps(v, p):
                pass
        hand = v["hand"]
        return [(x, tuple(hand[k] for k in o)) for x, o in zip(values, lay_options(len(hand), lay_count(v)))]

    def weigh_keeps(self, v, p):
        """keep_values' values (no ways: in lay_options' order) a way at a
        time: None after each way, then the list. The coach weighs a human's
        hand so, a slice between frames while they look at it
        (ui.cribbage.think): what it keeps meanwhile is small."""
        hand = list(v["hand"])
        laid = list(v["laid_away"])
        table = v["table"]
        to_lay = lay_count(v)
        own = v["side_of"][v["dealer"]] == v["side_of"][p]
        n = len(hand)
        seen = bytearray(52)  # its own: another weighing may run between its slices
        for c in hand:
            seen[c] = 1
        for c in laid:
            seen[c] = 1
        me = v["side_of"][p]
        need = v["target"] - v["scores"][me]
        opp_need = min(v["target"] - v["scores"][s] for s in range(v["sides"]) if s != me)
        v = None  # (all it needs is taken: the view is not kept through the slices)
        hard = self.level == "hard"
        out_values = []
        for o in lay_options(n, to_lay):
            kept = [hand[k] for k in range(n) if k not in o]
            total, count, out = kept_totals(kept, seen, need - 2)
            value = total / count
            crib = crib_value(table, laid + [hand[k] for k in o], own)
            if hard and not own and opp_need <= 30:
                crib *= 1.5  # the opponent is close: feed its crib less
            value += crib if own else -crib
            if hard and need <= 31:
                value += 10 * out / count  # the chance the hand alone counts out
            out_values.append(value)
            yield None
        if hard and table == "2p6":  # and what the kept four make of the play
            from engine.crib_pairs_six import play
            out_values = play(out_values, [[hand[k] for k in o] for o in lay_options(n, to_lay)], hand, own)
        yield out_values

    # --- the play ------------------------------------------------------------
    def peg(self, v, p, legal, values=None):
        """The card to play; with a list `values`, each legal card's value
        is added to it (a card that pegs out: its points), for the coach."""
        if self.level == "easy":
            pile = list(v["pile"])
            best, best_pts = None, 0
            for a in legal:
                pile.append(a - PLAY)
                pts = score_play(pile)
                pile.pop()
                if pts > best_pts:
                    best, best_pts = a, pts
            return best if best is not None else legal[self.rng.below(len(legal))]
        if self.level == "hard" and v["players"] == 2 and values is None:
            from engine.crib_search import best_card  # two players: the play searched
            return best_card(v, p, legal, self.rng)
        best, best_v = legal[0], -1e9
        for a, value in zip(legal, self.plays(v, p, legal, values is None)):
            if value is None:
                return a  # pegs out: the game is won (an exact finish pegs nothing past it)
            if values is not None:
                values.append(value)
            if value > best_v:
                best, best_v = a, value
        return best

    def plays(self, v, p, legal, out=False):
        """Each legal card's value in turn (a generator: the coach weighs a
        human's cards so, a slice between frames: ui.cribbage.think); with
        `out`, None for a card that pegs out (the game won: its points
        otherwise)."""
        hand = list(v["hand"])
        pile = list(v["pile"])
        me = v["side_of"][p]
        n = v["players"]
        need = v["target"] - v["scores"][me]
        unseen = bytearray(14)  # its own: another weighing may run between its slices
        for r in range(1, 14):
            unseen[r] = 4
        known = hand + list(v["laid_away"])
        if v["starter"] != NONE:
            known.append(v["starter"])
        for cs in v["played"]:
            known.extend(cs)
        for c in known:
            unseen[(c >> 2) + 1] -= 1
        pool = 0
        for r in range(1, 14):
            pool += unseen[r]
        # the next player to lay a card: skip those out of cards or gone
        q = (p + 1) % n
        while q != p and (v["hand_counts"][q] == 0 or v["gone"][q]):
            q = (q + 1) % n
        hard = self.level == "hard"
        foe = v["side_of"][q] != me
        opp_need = min(v["target"] - v["scores"][s] for s in range(v["sides"]) if s != me)
        exact, base, h = v["exact"], v["count"], v["hand_counts"][q]
        v = {"players": n, "side_of": v["side_of"], "hand_counts": v["hand_counts"]}  # (what the look
        # further reads: the view is not kept through the slices)
        for a in legal:
            c = a - PLAY
            pile.append(c)
            pts = score_play(pile)
            if (pts == need or pts > need and not exact) and out:
                pile.pop()
                yield None
                continue
            count = base + _value(c)
            value = pts
            if q != p and count < 31:
                reply = expected_reply(pile, count, unseen, pool, h)
                weight = 1.0
                if hard and foe and opp_need <= 8:
                    weight = 2.0  # do not hand the opponent the game
                value += -weight * reply if foe else 0.5 * reply
                if hard:
                    value += self._look_further(v, p, q, pile, count, hand, c, unseen, pool)
            if hard:
                if need <= 3:
                    value += pts  # every point counts now
                if _value(c) <= 4 and len(hand) > 1 and count <= 21:
                    value -= 0.15 * (5 - _value(c))  # keep low cards for the go
            pile.pop()
            yield value

    def _look_further(self, v, p, q, pile, count, hand, c, unseen, pool):
        """The third card: with two players our own best answer to each
        likely reply; with four, what our partner can expect to make."""
        n = v["players"]
        third = (q + 1) % n
        if n == 3 or pool <= 0:
            return 0.0
        total = 0.0
        weight = 0
        for r in range(1, 14):
            m = unseen[r]
            vr = r if r < 10 else 10
            if not m or count + vr > 31:
                continue
            pile.append((r - 1) * 4)
            after = count + vr
            gain = 0.0
            if third == p:
                for mine in hand:
                    if mine != c and after + _value(mine) <= 31:
                        pile.append(mine)
                        g = score_play(pile)
                        pile.pop()
                        if g > gain:
                            gain = g
            elif v["side_of"][third] == v["side_of"][p] and after < 31:
                gain = expected_reply(pile, after, unseen, pool - 1, v["hand_counts"][third])
            pile.pop()
            total += m * gain
            weight += m
        return 0.5 * total / weight if weight else 0.0



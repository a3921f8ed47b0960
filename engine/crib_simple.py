"""A plain Cribbage player for demos and as a baseline: keeps the cards that
score most on their own, pegs the card that scores most now (else the
highest), cuts in the middle, claims its hands exactly and never calls
muggins. The computer-player issue brings the strong ones."""

from engine.cards import NONE
from engine.crib_score import score_play, score_show
from engine.cribbage import (BETWEEN, CALLING, CLAIM, CLAIMING, CUT, LAY, LAY_AWAY, PASS,
                             PLAY, PLAYING)


def choose(g):
    legal = g.legal()
    ph = g.phase
    p = g.actor
    if ph == LAY_AWAY:
        hand = g.hands[p]
        best, best_score = legal[0], -1
        for a in legal:
            rest = [c for c in hand if c != a - LAY]
            s = score_show(rest, NONE)  # (three cards kept at least: 2p5 keeps three)
            if s > best_score:
                best, best_score = a, s
        return best
    if ph == PLAYING:
        best, best_key = legal[0], None
        for a in legal:
            c = a - PLAY
            g.pile.append(c)
            pts = score_play(g.pile)
            g.pile.pop()
            key = (pts, (c >> 2))
            if best_key is None or key > best_key:
                best, best_key = a, key
        return best
    if ph == CLAIMING:
        q, crib = g.queue[0]
        cards = g.crib if crib else g.kept[q]
        return CLAIM + score_show(cards, g.starter, crib)
    if ph == CALLING:
        return PASS
    if ph == BETWEEN:
        return legal[0]
    # cutting: the middle of what is allowed
    return legal[len(legal) // 2] if legal and legal[0] >= CUT else legal[0]

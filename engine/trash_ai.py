"""Computer players for Trash, at three levels, deciding from game.view()
and the cards they have watched go by (observe()).

- easy: sometimes overlooks a useful discard or a slot to take back, puts
  wilds anywhere.
- normal: takes the discard when it fits, always takes a slot back from a
  wild (the wild then fills another slot), puts a wild on the highest open
  slot.
- hard: as normal, but puts a wild on the open slot whose own number is
  least likely to come: the one with the fewest copies left unseen (face
  up in any layout, thrown away, or on the discard pile).
"""

from engine.cards import NONE
from engine.rng import Rng
from engine.trash import DISCARD, DRAW, STOCK, TAKE, TAKE_BACK, THROW, WILD, WILD_TO

LEVELS = ("easy", "normal", "hard")


class TrashPlayer:
    def __init__(self, level="hard", seed=0):
        if level not in LEVELS:
            raise ValueError("level must be one of %s, not %r" % (", ".join(LEVELS), level))
        self.level = level
        self.rng = Rng(seed)
        self.thrown = bytearray(14)  # cards of each rank thrown away this hand

    def observe(self, events):
        """Watch the table: count the cards lying on the discard pile this
        hand (a card taken back from it shows face up in a layout instead;
        a reshuffle sends them back to the stock)."""
        t = self.thrown
        for e in events:
            k = e[0]
            if k == "deal" or k == "redeal" or k == "reshuffle":
                for r in range(14):
                    t[r] = 0
            elif k == "throw" and e[2] < 52:
                t[(e[2] >> 2) + 1] += 1
            elif k == "draw" and e[3] == DISCARD and e[2] < 52 and t[(e[2] >> 2) + 1]:
                t[(e[2] >> 2) + 1] -= 1

    def fits(self, game, up, size, c):
        # (never asked about "no card": DISCARD is legal only when the pile has one)
        if game.is_wild(c):
            return True
        r = (c >> 2) + 1
        if r > size:
            return False
        u = up[r - 1]
        return u == NONE or game.is_wild(u)

    def choose(self, game, player=None):
        p = game.actor if player is None else player
        v = game.view(p)
        legal = game.legal()
        ph = v["phase"]
        up = v["up"][p]
        size = v["sizes"][p]
        easy = self.level == "easy"
        if ph == DRAW:
            if DISCARD in legal and self.fits(game, up, size, v["discard_top"]):
                if not (easy and self.rng.below(3) == 0):
                    return DISCARD
            return STOCK if STOCK in legal else legal[0]
        if ph == TAKE:
            if easy and self.rng.below(3) == 0:
                return THROW
            return TAKE_BACK
        if ph == WILD:
            if easy:
                return legal[self.rng.below(len(legal))]
            if self.level == "normal":
                return max(legal)
            return self._least_likely_slot(game, v, legal)
        raise ValueError("the game is over: there is nothing to choose")

    def _least_likely_slot(self, game, v, legal):
        best, best_key = legal[0], None
        for a in legal:
            s = a - WILD_TO
            key = (-self.unseen(v, s + 1), s)  # fewest left to come; then the higher slot
            if best_key is None or key > best_key:
                best, best_key = a, key
        return best

    def unseen(self, v, rank):
        """Cards of this rank still to come: neither face up in a layout nor
        thrown this hand (as this player counts them)."""
        seen = self.thrown[rank]
        for layout in v["up"]:
            for c in layout:
                if (c >> 2) + 1 == rank:  # (a joker's is 14, no card's 64: never a slot's)
                    seen += 1
        return 4 * ((v["players"] + 1) // 2) - seen

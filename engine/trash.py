"""Trash (Garbage, Ten): the complete rules of RULES.md section 1 (the
project's shared rules, ../shared/RULES.md beside this repository).

Protocol (docs/engine.md; ../shared/DESIGN.md): Trash(options, seed) ->
.actor, .legal(), .apply(a), .view(player). The constructor deals the
first hand; its events are in .opening. Every draw is an action (it is the
start of a player's turn, even when only the stock is possible); where a
wild goes and whether a number takes its slot back from a wild are
actions; everything forced (a number going to its face-down slot, a dead
card thrown away, a wild with a single face-down slot left, a reshuffle)
happens inside apply(). REDEAL, never among legal(), deals the hand in
play again from the next shuffle before its first draw: a save resumed
from the start of a hand whose cards were seen (ui.session) deals it
afresh, and the save still replays.

Edge cases, as decided here:
- A number can only take its slot back from a wild while some other slot
  is face down (a full layout has already won), so the lifted wild always
  has somewhere to go.
- The card in hand when a layout fills (the last one picked up) goes face up
  on the discard pile.
- A wild in hand always has a face-down slot to go to (a layout with none
  left would already have won); with exactly one it goes there by itself.
- A number whose slot holds a wild may also be thrown away (THROW): taking
  the slot back is the player's choice, as the rules say.
- Stock empty at the start of a draw: the discard pile less its top card is
  shuffled into a new stock before the player chooses.
- Second chance (a): a face-down card is "in its correct place" when it is
  that slot's number or a wild (turned up, it would fill the slot).
- Second chance (b) (two players only): the loser's three free draws come
  from the stock only; if the loser completes too, both lose a slot.
- A hand winner who thereby reaches the goal wins the game at once; no
  second chance is played after that. Several players reaching the goal
  in the same hand (through a second chance) share the win.
- Fixed number of deals: after the last deal the smallest layouts win.
"""

from engine import cards
from engine.options import resolve
from engine.rng import Rng

NONE = cards.NONE

# actions
STOCK = 0  # draw the top card of the stock
DISCARD = 1  # draw the top card of the discard pile
THROW = 2  # leave the wild where it is and throw the card in hand away
TAKE_BACK = 3  # the card in hand takes its slot back from the wild there
WILD_TO = 10  # WILD_TO + slot: put the wild in hand on that face-down slot
REDEAL = 250  # deal this hand again (see above)

# phases
DRAW = 0
WILD = 1
TAKE = 2
OVER = 3

OPTIONS = {
    "players": (2, [2, 8]),
    "wild": ("jacks", ("jacks", "kings", "faces")),
    "jokers": (False, (False, True)),
    "first": ("winner", ("winner", "rotate")),
    "goal": (0, [0, 9]),  # slots left that win the game; 0 = fill a last single slot
    "deals": (0, [0, 99]),  # 0 = no limit
    "second_chance": (0, [0, 2]),  # 0 off, 1 = (a) turn up, 2 = (a) + (b) free draws
}


def action_name(a):
    if type(a) is not int:
        return "action %r (not a whole number)" % (a,)
    if a == STOCK:
        return "draw from the stock"
    if a == DISCARD:
        return "draw from the discard pile"
    if a == THROW:
        return "throw the card away"
    if a == TAKE_BACK:
        return "take the slot back from the wild"
    if a == REDEAL:
        return "deal the hand again"
    if WILD_TO <= a < WILD_TO + 10:
        return "put the wild on slot %d" % (a - WILD_TO + 1)
    return "action %r" % (a,)


class Trash:
    def __init__(self, options=None, seed=0, decks=None):
        """decks: optional list of stacked packs (top card first), one per
        hand, used instead of shuffling; for tests and puzzles."""
        self.options = opt = resolve(options, OPTIONS)
        self.seed = seed
        self.rng = Rng(seed)
        self.n = n = opt["players"]
        w = opt["wild"]
        self._wild_lo = 11 if w != "kings" else 13
        self._wild_hi = 11 if w == "jacks" else 13
        self._pack_size = ((n + 1) // 2) * (54 if opt["jokers"] else 52)
        self._stacked = list(decks) if decks else []
        self.size = bytearray([10] * n)
        self.hands_won = bytearray(n)
        self.down = [bytearray(10) for _ in range(n)]
        self.up = [bytearray(10) for _ in range(n)]
        self.stock = []
        self.discard = []
        self.held = NONE
        self.phase = DRAW
        self.actor = 0
        self.first = 0
        self.hand_no = 0
        self.hand_winner = -1
        self.free_draws = 0
        self.done = bytearray(n)  # players who completed this hand
        self.winners = ()
        self.fresh = True  # no draw yet this hand
        self.opening = []
        self._deal(0, self.opening)

    # --- card roles -------------------------------------------------------
    def is_wild(self, c):
        if c >= cards.JOKER:
            return True
        r = (c >> 2) + 1
        return self._wild_lo <= r <= self._wild_hi

    # --- the protocol -----------------------------------------------------
    def legal(self):
        ph = self.phase
        if ph == DRAW:
            out = []
            if self.stock:
                out.append(STOCK)
            if self.discard and not self.free_draws:
                out.append(DISCARD)
            return out
        if ph == WILD:
            up = self.up[self.actor]
            return [WILD_TO + s for s in range(self.size[self.actor]) if up[s] == NONE]
        if ph == TAKE:
            return [THROW, TAKE_BACK]
        return []

    def apply(self, action):
        if self.phase == OVER:
            raise ValueError("the game is over")
        if action == REDEAL and type(action) is int:
            if not self.fresh:
                raise ValueError("the hand can be dealt again only before its first draw")
            ev = []
            self._deal(self.first, ev, "redeal")
            return ev
        if type(action) is not int or action not in self.legal():  # 34.0 or True equal one but are not one
            raise ValueError("%s is not allowed now (allowed: %s)" % (
                action_name(action), ", ".join(action_name(a) for a in self.legal())))
        ev = []
        p = self.actor
        self.fresh = False
        if self.phase == DRAW:
            if action == STOCK:
                c = self.stock.pop()
            else:
                c = self.discard.pop()
            ev.append(("draw", p, c, action))
            self._play(p, c, ev)
        elif self.phase == WILD:
            slot = action - WILD_TO
            c = self._put(p, slot, self.held, ev)
            self.held = NONE
            if not self._check_complete(p, ev, c):
                self._play(p, c, ev)
        elif action == TAKE_BACK:
            c = self.held
            slot = (c >> 2)
            wild = self.up[p][slot]
            self.up[p][slot] = c
            self.held = NONE
            ev.append(("take", p, slot, c, wild))
            if not self._check_complete(p, ev, wild):
                self._play(p, wild, ev)
        else:
            c = self.held
            self.held = NONE
            self._throw(p, c, ev)
        return ev

    def view(self, player):
        """What `player` may see. In Trash nobody sees a face-down card or
        the stock, so every player's view is the same public table."""
        if type(player) is not int or not 0 <= player < self.n:
            raise ValueError("no player %r at a table of %d" % (player, self.n))
        return {
            "game": "trash",
            "player": player,
            "players": self.n,
            "actor": self.actor,
            "phase": self.phase,
            "sizes": bytes(self.size),
            "up": [bytes(u[:s]) for u, s in zip(self.up, self.size)],
            "held": self.held,
            "stock": len(self.stock),
            "discard_top": self.discard[-1] if self.discard else NONE,
            "discard_count": len(self.discard),
            "hand_no": self.hand_no,
            "first": self.first,
            "hands_won": bytes(self.hands_won),
            "free_draws": self.free_draws,
            "winners": self.winners,
            "legal": self.legal(),
        }

    # Everything that decides the rest of the game (snapshot): the rest of
    # an instance is its options, their constants and the opening's events
    # (tests/test_savegame.py checks that nothing is left out).
    STATE = ("size", "hands_won", "down", "up", "stock", "discard", "held", "phase", "actor",
             "first", "hand_no", "hand_winner", "free_draws", "done", "winners", "fresh", "_stacked")

    def snapshot(self):
        """The whole state that decides the rest of the game, for replay and
        cross-runtime checks."""
        return tuple(getattr(self, k) for k in self.STATE) + (self.rng.state(),)

    # --- dealing and drawing ----------------------------------------------
    def _deal(self, first, ev, what="deal"):
        if self._stacked:
            pack = list(self._stacked.pop(0))
            if len(pack) != self._pack_size:
                raise ValueError("a stacked pack must hold %d cards" % self._pack_size)
            pack.reverse()  # top card last: pop() draws it
        else:
            opt = self.options
            pack = cards.pack((self.n + 1) // 2, 2 if opt["jokers"] else 0)
            self.rng.shuffle(pack)
        self.discard = []
        for p in range(self.n):
            down = self.down[p]
            up = self.up[p]
            for s in range(10):
                up[s] = NONE
                down[s] = pack.pop() if s < self.size[p] else NONE
        self.stock = pack
        self.held = NONE
        self.done = bytearray(self.n)
        self.first = self.actor = first
        self.phase = DRAW
        self.fresh = True
        ev.append((what, self.hand_no, first))

    def _refill_stock(self, ev):
        # Stock gone: the discard pile less its top card becomes the stock.
        if self.stock or len(self.discard) < 2:
            return
        top = self.discard.pop()
        self.stock = self.discard
        self.discard = [top]
        self.rng.shuffle(self.stock)
        ev.append(("reshuffle", len(self.stock)))

    # --- a player's chain of placements -----------------------------------
    def _play(self, p, c, ev):
        """Carry card c through every forced step; stop at a decision."""
        up = self.up[p]
        while True:
            if self.is_wild(c):
                slots = [s for s in range(self.size[p]) if up[s] == NONE]
                if len(slots) > 1:
                    self.held = c
                    self.phase = WILD
                    return
                c = self._put(p, slots[0], c, ev)
            else:
                r = (c >> 2) + 1
                if r > self.size[p]:  # Q/K (dead) and numbers past the layout
                    self._throw(p, c, ev)
                    return
                slot = r - 1
                if up[slot] == NONE:
                    c = self._put(p, slot, c, ev)
                elif self.is_wild(up[slot]):
                    self.held = c
                    self.phase = TAKE
                    return
                else:
                    self._throw(p, c, ev)
                    return
            if self._check_complete(p, ev, c):
                return

    def _put(self, p, slot, c, ev):
        picked = self.down[p][slot]
        self.down[p][slot] = NONE
        self.up[p][slot] = c
        ev.append(("wild" if self.is_wild(c) else "place", p, slot, c, picked))
        return picked

    def _throw(self, p, c, ev):
        self.discard.append(c)
        ev.append(("throw", p, c))
        if self.free_draws:
            self.free_draws -= 1
            if not self.free_draws:
                self._finish_hand(ev)
                return
        else:
            self.actor = (p + 1) % self.n
        self.phase = DRAW
        self._refill_stock(ev)

    # --- the end of a hand and of the game --------------------------------
    def _check_complete(self, p, ev, leftover):
        """If p's layout is full, end p's hand; `leftover` (the card picked
        up last, or a lifted wild) goes face up on the discard pile."""
        up = self.up[p]
        for s in range(self.size[p]):
            if up[s] == NONE:
                return False
        self.discard.append(leftover)
        self.done[p] = 1
        if self.free_draws:
            ev.append(("completed", p))
            self.free_draws = 0
            self._finish_hand(ev)
            return True
        self.hand_winner = p
        self.hands_won[p] += 1
        ev.append(("hand_won", p))
        if self.size[p] - 1 <= self.options["goal"]:
            self._shrink(p, ev)
            self._game_over((p,), ev)
        elif self.options["second_chance"] == 2 and self.n == 2:
            self.actor = 1 - p
            self.free_draws = 3
            self.phase = DRAW
            ev.append(("free_draws", self.actor, 3))
            self._refill_stock(ev)
        else:
            self._finish_hand(ev)
        return True

    def _shrink(self, p, ev):
        self.size[p] -= 1
        ev.append(("shrink", p, self.size[p]))

    def _finish_hand(self, ev):
        opt = self.options
        self.held = NONE
        for p in range(self.n):
            if self.done[p]:
                self._shrink(p, ev)
            elif opt["second_chance"]:
                down = self.down[p]
                ok = True
                for s in range(self.size[p]):
                    c = down[s]
                    if c != NONE and not self.is_wild(c) and (c >> 2) != s:
                        ok = False
                ev.append(("reveal", p, bytes(down[:self.size[p]]), ok))
                if ok:
                    self._shrink(p, ev)
        self.hand_no += 1
        winners = tuple(p for p in range(self.n) if self.size[p] <= opt["goal"])
        if not winners and opt["deals"] and self.hand_no >= opt["deals"]:
            least = min(self.size)
            winners = tuple(p for p in range(self.n) if self.size[p] == least)
        if winners:
            self._game_over(winners, ev)
            return
        if opt["first"] == "winner":
            first = self.hand_winner
        else:
            first = (self.first + 1) % self.n
        self._deal(first, ev)

    def _game_over(self, winners, ev):
        self.winners = winners
        self.phase = OVER
        self.actor = None
        self.held = NONE
        ev.append(("game_won", winners))

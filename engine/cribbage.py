"""Cribbage: the complete rules of RULES.md section 2 (the project's
shared rules, ../shared/RULES.md beside this repository).

Protocol (docs/engine.md; ../shared/DESIGN.md): Cribbage(options, seed) ->
.actor, .legal(), .apply(a), .view(player); the constructor's events are
in .opening.
Scoring lives in engine.crib_score and is re-exported here.

Actions (small ints): PLAY+card lays a card in the play, LAY+card lays it
away to the crib, CUT+k cuts the pack lifting k cards (for the deal and for
the starter), CLAIM+n claims n show points (muggins), MUGGINS / PASS answer
a claim, NEXT_GAME starts the next game of a match. Saying "go", pegging,
the show without muggins: all forced, done inside apply(). REDEAL, never
among legal(), deals the hand in play again from the next shuffle while no
card of it has been laid away: a save resumed from the start of a hand whose
cards were seen (ui.session) deals it afresh, and the save still replays.

Events hold public information only (a card laid away is not named), so a
screen may show any of them to anyone. A score is
("score", player, side, points, why, total, previous_total) where `why` is
a tuple of items (kind, cards, points[, running total]).

Decisions where the rules are silent:
- Cutting: at least four cards lifted and four left. Cut for deal: lowest
  rank deals; the players tied for lowest cut again from what is left.
- The starter is cut by the player on the dealer's right (the non-dealer
  with two players).
- Muggins: after every claim (right or not, so the offer itself tells
  nothing) the next opponent to the claimer's left may call muggins; a
  wrong call costs nothing. An overclaim is cut to the true value at once.
- Skunk lines scale with the target: skunk under 3/4 of it (91 of 121),
  double skunk under half (61); lurch under half. With three players the
  winner takes the game points of each loser.
- A match: the side with the lowest score deals first in the next game.
"""

from engine.cards import JACK, NONE
# the actions and phases, for everyone who plays the engine (one place: engine.crib_actions)
from engine.crib_actions import (BETWEEN, CALLING, CLAIM, CLAIMING, CUT, CUT_DEAL,  # noqa: F401
                                 CUT_STARTER, LAY, LAY_AWAY, MAX_CLAIM, MUGGINS, NEXT_GAME, OVER,
                                 PASS, PLAY, PLAYING, REDEAL)
from engine.crib_score import play_breakdown, score_play, score_show, show_breakdown  # noqa: F401
from engine.options import resolve
from engine.rng import Rng

# players, cards dealt to each, cards each lays away, one from the pack to the crib
TABLES = {"2p6": (2, 6, 2, 0), "2p5": (2, 5, 2, 0), "3p": (3, 5, 1, 1), "4p": (4, 5, 1, 0)}

OPTIONS = {
    "table": ("2p6", ("2p6", "2p5", "3p", "4p")),
    "target": (0, (0, 61, 121, 181)),  # 0: the table's usual (61 five-card, else 121)
    "exact": (False, (False, True)),
    "stakes": ("lurch", ("lurch", "skunk")),
    "muggins": (False, (False, True)),
    "match": (0, [0, 99]),  # game points that win a match; 0 = a single game
    "dealer": (-1, [-1, 3]),  # -1: cut for the first deal
}


def _value(c):
    r = (c >> 2) + 1
    return r if r < 10 else 10


class Cribbage:
    def __init__(self, options=None, seed=0, decks=None):
        """decks: optional stacked packs (top card first), one per deal,
        used instead of shuffling; for tests."""
        self.options = opt = resolve(options, OPTIONS)
        n, self.per_hand, self.lay_per, self.pack_to_crib = TABLES[opt["table"]]
        if opt["dealer"] >= n:
            raise ValueError("option 'dealer' must be -1 or a seat from 0 to %d" % (n - 1))
        self.n = n
        self.sides = 2 if n == 4 else n
        self.target = opt["target"] or (61 if opt["table"] == "2p5" else 121)
        self.seed = seed
        self.rng = Rng(seed)
        self._stacked = list(decks) if decks else []
        self.match_points = [0] * self.sides
        self.game_no = 0
        self.scores = [0] * self.sides
        self.backs = [0] * self.sides
        self.dealer = 0
        self.hand_no = 0
        self.hands = [[] for _ in range(n)]
        self.kept = [() for _ in range(n)]
        self.laid = [[] for _ in range(n)]  # each player's own cards in the crib
        self.played = [[] for _ in range(n)]
        self.shown = [False] * n
        self.crib = []
        self.crib_shown = False
        self.pack = []
        self.starter = NONE
        self.count = 0
        self.pile = []
        self.gone = bytearray(n)
        self.turn = 0
        self.last = -1
        self.cut_pack = []
        self.cuts = [NONE] * n
        self.cutters = []
        self.queue = []  # the show still to come: (player, is_crib)
        self.claim = -1
        self.phase = CUT_DEAL
        self.actor = 0
        self.winner = None
        self.next_dealer = 0
        self.opening = ev = []
        if opt["dealer"] >= 0:
            self._start_game(opt["dealer"], ev)
        else:
            self.cut_pack = self._new_pack()
            self._start_cut(list(range(n)), ev)

    def side_of(self, p):
        return p % 2 if self.n == 4 else p

    # --- the protocol -----------------------------------------------------
    def legal(self):
        ph = self.phase
        if ph == PLAYING:
            room = 31 - self.count
            return sorted(PLAY + c for c in self.hands[self.actor] if _value(c) <= room)
        if ph == LAY_AWAY:
            return sorted(LAY + c for c in self.hands[self.actor])
        if ph == CUT_DEAL:
            return [CUT + k for k in range(4, len(self.cut_pack) - 3)]
        if ph == CUT_STARTER:
            return [CUT + k for k in range(4, len(self.pack) - 3)]
        if ph == CLAIMING:
            return [CLAIM + k for k in range(MAX_CLAIM + 1)]
        if ph == CALLING:
            return [MUGGINS, PASS]
        if ph == BETWEEN:
            return [NEXT_GAME]
        return []

    def apply(self, action):
        if self.phase == OVER:
            raise ValueError("the game is over")
        if action == REDEAL and type(action) is int:
            if self.phase != LAY_AWAY or len(self.crib) != self.pack_to_crib:
                raise ValueError("the hand can be dealt again only before a card is laid away")
            ev = []
            self._deal(ev, "redeal")
            return ev
        legal = self.legal()
        if type(action) is not int or action not in legal:  # 34.0 or True equal a legal action but are not one
            from engine.crib_words import refused  # (loaded only to say so)
            raise ValueError(refused(action, self.phase))
        ev = []
        p = self.actor
        ph = self.phase
        if ph == PLAYING:
            self._play(p, action - PLAY, ev)
        elif ph == LAY_AWAY:
            self._lay(p, action - LAY, ev)
        elif ph == CUT_DEAL:
            self._cut_for_deal(p, action - CUT, ev)
        elif ph == CUT_STARTER:
            self._cut_starter(p, action - CUT, ev)
        elif ph == CLAIMING:
            self._claim(p, action - CLAIM, ev)
        elif ph == CALLING:
            self._call(p, action == MUGGINS, ev)
        else:
            self._start_game(self.next_dealer, ev)
        return ev

    def view(self, player):
        """What `player` may see: their own hand, never another's, nor the
        crib before its show, nor the pack."""
        if type(player) is not int or not 0 <= player < self.n:
            raise ValueError("no player %r at a table of %d" % (player, self.n))
        me = self.actor == player
        return {
            "game": "cribbage",
            "player": player,
            "table": self.options["table"],
            "players": self.n,
            "sides": self.sides,
            "side_of": tuple(self.side_of(q) for q in range(self.n)),
            "phase": self.phase,
            "actor": self.actor,
            "dealer": self.dealer,
            "target": self.target,
            "exact": self.options["exact"],  # (points past the target are not pegged)
            "scores": tuple(self.scores),
            "backs": tuple(self.backs),
            "match_points": tuple(self.match_points),
            "game_no": self.game_no,
            "hand_no": self.hand_no,
            "hand": tuple(self.hands[player]),
            "laid_away": tuple(self.laid[player]),  # known to this player only
            "hand_counts": tuple(len(h) for h in self.hands),
            "crib_count": len(self.crib),
            "crib": tuple(self.crib) if self.crib_shown else None,
            "starter": self.starter,
            "count": self.count,
            "gone": bytes(self.gone),  # who has said go in this series
            "pile": tuple(self.pile),
            "played": tuple(tuple(x) for x in self.played),
            "shown": tuple(self.kept[q] if self.shown[q] else None for q in range(self.n)),
            "cuts": tuple(self.cuts),
            "claim": self.claim,
            "counting": self.queue[0] if self.phase in (CLAIMING, CALLING) else None,
            "winner": self.winner,
            # (a cut's depths are the pack's, no one's secret: whoever holds the device sees them)
            "legal": self.legal() if me or self.phase in (CUT_DEAL, CUT_STARTER) else [],
        }

    # Everything that decides the rest of the game (snapshot): the rest of
    # an instance is the table's constants, its options and the opening's
    # events (tests/test_savegame.py checks that nothing is left out).
    STATE = ("scores", "backs", "match_points", "game_no", "dealer", "next_dealer", "hand_no",
             "hands", "kept", "laid", "played", "shown", "crib", "crib_shown", "pack", "starter",
             "count", "pile", "gone", "turn", "last", "cut_pack", "cuts", "cutters", "queue",
             "claim", "phase", "actor", "winner", "_stacked")

    def snapshot(self):
        """The whole state that decides the rest of the game."""
        return tuple(getattr(self, k) for k in self.STATE) + (self.rng.state(),)

    # --- scoring and the end of a game -------------------------------------
    def _peg(self, p, points, why, ev):
        """Peg points for p's side; True when that ends the game."""
        side = self.side_of(p)
        old = self.scores[side]
        if self.options["exact"] and old + points > self.target:
            ev.append(("no_peg", p, side, points, why))
            return False
        self.backs[side] = old
        self.scores[side] = old + points
        ev.append(("score", p, side, points, why, old + points, old))
        if old + points >= self.target:
            self._game_over(side, ev)
            return True
        return False

    def _game_over(self, side, ev):
        half = (self.target + 1) // 2
        skunk = self.target * 3 // 4 + 1
        points = 0
        losers = []
        low = None
        for s in range(self.sides):
            if s == side:
                continue
            sc = self.scores[s]
            if sc < half:
                kind, mult = ("lurch", 2) if self.options["stakes"] == "lurch" else ("double_skunk", 3)
            elif self.options["stakes"] == "skunk" and sc < skunk:
                kind, mult = "skunk", 2
            else:
                kind, mult = "", 1
            points += mult
            losers.append((s, kind))
            if low is None or sc < self.scores[low]:
                low = s
        self.match_points[side] += points
        self.winner = side
        ev.append(("game_won", side, points, tuple(losers)))
        # the loser deals first in the next game (in pairs: the losing
        # partner who comes first after this dealer)
        d = low
        if self.n == 4:
            d = (self.dealer + 1) % 4
            if self.side_of(d) != low:
                d = (d + 1) % 4
        self.next_dealer = d
        m = self.options["match"]
        if m and self.match_points[side] < m:
            self.phase = BETWEEN
            self.actor = d
        else:
            if m:
                ev.append(("match_won", side, tuple(self.match_points)))
            self.phase = OVER
            self.actor = None

    # --- cutting for deal, starting a game, dealing ------------------------
    def _new_pack(self):
        if self._stacked:
            pack = list(self._stacked.pop(0))
            if sorted(pack) != list(range(52)):
                raise ValueError("a stacked pack must hold each of the 52 cards once")
            return pack
        pack = list(range(52))
        self.rng.shuffle(pack)
        return pack

    def _start_cut(self, players, ev):
        self.cutters = players
        for q in players:
            self.cuts[q] = NONE
        self.phase = CUT_DEAL
        self.actor = players[0]

    def _cut_for_deal(self, p, k, ev):
        c = self.cut_pack.pop(k)
        self.cuts[p] = c
        ev.append(("cut_for_deal", p, c))
        i = self.cutters.index(p)
        if i + 1 < len(self.cutters):
            self.actor = self.cutters[i + 1]
            return
        low = min(self.cuts[q] >> 2 for q in self.cutters)
        tied = [q for q in self.cutters if self.cuts[q] >> 2 == low]
        if len(tied) > 1:
            ev.append(("cut_tie", tuple(tied)))
            self._start_cut(tied, ev)
            return
        self._start_game(tied[0], ev)

    def _start_game(self, dealer, ev):
        self.game_no += 1
        self.scores = [0] * self.sides
        self.backs = [0] * self.sides
        self.winner = None
        self.hand_no = 0
        self.dealer = dealer
        ev.append(("new_game", self.game_no, dealer))
        self._deal(ev)
        if self.options["table"] == "2p5":
            self._peg((dealer + 1) % 2, 3, (("three_for_last", (), 3),), ev)

    def _deal(self, ev, what="deal"):
        n = self.n
        pack = self._new_pack()
        pack.reverse()  # top card last, so pop() deals it
        for q in range(n):
            self.hands[q] = []
            self.played[q] = []
            self.shown[q] = False
            self.kept[q] = ()
            self.laid[q] = []
        for i in range(self.per_hand * n):
            self.hands[(self.dealer + 1 + i) % n].append(pack.pop())
        self.crib = []
        if self.pack_to_crib:
            self.crib.append(pack.pop())
        self.crib_shown = False
        self.pack = pack
        self.starter = NONE
        self.count = 0
        self.pile = []
        self.claim = -1
        self.phase = LAY_AWAY
        self.actor = (self.dealer + 1) % n
        ev.append((what, self.dealer, self.hand_no))

    def _lay(self, p, c, ev):
        hand = self.hands[p]
        hand.remove(c)
        self.crib.append(c)
        self.laid[p].append(c)
        ev.append(("lay_away", p))
        if len(hand) > self.per_hand - self.lay_per:
            return
        self.kept[p] = tuple(hand)
        if p != self.dealer:
            self.actor = (p + 1) % self.n
            return
        self.phase = CUT_STARTER
        self.actor = (self.dealer + self.n - 1) % self.n

    def _cut_starter(self, p, k, ev):
        i = len(self.pack) - 1 - k  # k cards lifted off the top
        c = self.pack.pop(i)
        self.starter = c
        ev.append(("starter", p, c))
        if (c >> 2) == JACK - 1 and self._peg(self.dealer, 2, (("his_heels", (c,), 2),), ev):
            return
        self.turn = (self.dealer + 1) % self.n
        self.last = -1
        self.gone = bytearray(self.n)
        self.phase = PLAYING
        self._advance(ev)

    # --- the play ---------------------------------------------------------
    def _can_play(self, p):
        room = 31 - self.count
        for c in self.hands[p]:
            if _value(c) <= room:
                return True
        return False

    def _play(self, p, c, ev):
        self.hands[p].remove(c)
        self.played[p].append(c)
        self.pile.append(c)
        self.count += _value(c)
        self.last = p
        ev.append(("play", p, c, self.count))
        points = score_play(self.pile)
        if points and self._peg(p, points, tuple(play_breakdown(self.pile)), ev):
            return
        if self.count == 31:
            if self._end_series(ev):
                self._advance(ev)
            return
        if not any(self.hands):
            if not self._peg(p, 1, (("last_card", (), 1),), ev):
                self._start_show(ev)
            return
        self.turn = (p + 1) % self.n
        self._advance(ev)

    def _advance(self, ev):
        """Say go for whoever cannot play, until a player can (a decision)."""
        n = self.n
        while True:
            p = self.turn
            if self._can_play(p):
                self.actor = p
                self.phase = PLAYING
                return
            if self.hands[p] and not self.gone[p]:
                self.gone[p] = 1
                ev.append(("go", p))
            if any(self._can_play(q) for q in range(n)):
                self.turn = (p + 1) % n
                continue
            # nobody can play: the last card laid takes the go
            if self._peg(self.last, 1, (("go", (), 1),), ev):
                return
            if not self._end_series(ev):
                return

    def _end_series(self, ev):
        """The count restarts; False when that ends the play (the show has
        started, or the five-card game's single series is over)."""
        if self.options["table"] == "2p5" or not any(self.hands):
            self._start_show(ev)
            return False
        self.count = 0
        self.pile = []
        self.gone = bytearray(self.n)
        self.turn = (self.last + 1) % self.n
        ev.append(("reset", self.turn))
        return True

    # --- the show -----------------------------------------------------------
    def _start_show(self, ev):
        n = self.n
        self.queue = [((self.dealer + 1 + i) % n, False) for i in range(n)]
        self.queue.append((self.dealer, True))
        self.count = 0
        self.pile = []
        ev.append(("show_begins", self.dealer))
        self._next_show(ev)

    def _show_cards(self, p, crib):
        return self.crib if crib else self.kept[p]

    def _next_show(self, ev):
        while self.queue:
            p, crib = self.queue[0]
            cards = self._show_cards(p, crib)
            if crib:
                self.crib_shown = True
            else:
                self.shown[p] = True
            if self.options["muggins"]:
                ev.append(("show", p, crib, tuple(cards), self.starter))
                self.phase = CLAIMING
                self.actor = p
                return
            self.queue.pop(0)
            items = show_breakdown(cards, self.starter, crib)
            points = score_show(cards, self.starter, crib)
            ev.append(("show", p, crib, tuple(cards), self.starter))
            ev.append(("counted", p, crib, points, tuple(items)))
            if points and self._peg(p, points, tuple(items), ev):
                return
        self.dealer = (self.dealer + 1) % self.n
        self.hand_no += 1
        self._deal(ev)

    def _claim(self, p, n, ev):
        crib = self.queue[0][1]
        cards = self._show_cards(p, crib)
        true = score_show(cards, self.starter, crib)
        ev.append(("claim", p, crib, n))
        if n > true:
            ev.append(("overclaim", p, n, true))
            self.claim = -1
            self._reveal(p, crib, cards, true, ev)
            return
        self.claim = n
        if n and self._peg(p, n, (("claimed", tuple(cards), n),), ev):
            return
        self.phase = CALLING
        q = (p + 1) % self.n
        while self.side_of(q) == self.side_of(p):
            q = (q + 1) % self.n
        self.actor = q

    def _call(self, q, muggins, ev):
        p, crib = self.queue[0]
        cards = self._show_cards(p, crib)
        true = score_show(cards, self.starter, crib)
        claimed = self.claim
        self.claim = -1
        if not muggins:
            ev.append(("no_call", q))
        elif claimed < true:
            ev.append(("muggins", q, p, true - claimed))
            if self._peg(q, true - claimed, (("muggins", tuple(cards), true - claimed),), ev):
                return
        else:
            ev.append(("muggins_wrong", q, p))
        self._reveal(p, crib, cards, -1, ev)

    def _reveal(self, p, crib, cards, peg_true, ev):
        """End of one muggins count: show how it was made, peg the true value
        after an overclaim, and move on."""
        true = score_show(cards, self.starter, crib)
        ev.append(("counted", p, crib, true, tuple(show_breakdown(cards, self.starter, crib))))
        if peg_true > 0 and self._peg(p, peg_true, (("corrected", tuple(cards), peg_true),), ev):
            return
        self.queue.pop(0)
        self._next_show(ev)

"""Higher card wins: each hand, the two players in turn turn over a card
from one shuffled deck; the higher rank scores a point (a tie, none); the
first to `points` wins. The engine of the game that lives only in the
test tree (tests/test_a_third_game.py): what docs/adding_a_game.md asks
of a game's engine, and no more."""

from engine.options import resolve
from engine.rng import Rng

TURN = 0  # the one move: turn over the next card
REDEAL = 250  # the hand dealt again (a resume from a save made at its start: ui.session)
OPTIONS = {"points": (3, (3, 5))}


class Higher:
    def __init__(self, options, seed):
        self.options = resolve(options, OPTIONS)
        self.n = 2
        self.rng = Rng(seed)
        self.points = [0, 0]
        self.cards = [-1, -1]  # the card each turned this hand (-1: none yet)
        self.hand_no = 0
        self.winner = None
        self.phase = 0  # (one kind of moment: a card to turn)
        self._shuffle()
        self.actor = 0
        self.opening = [("deal", 0)]

    def _shuffle(self):
        self.deck = list(range(52))
        self.rng.shuffle(self.deck)

    def legal(self):
        return [] if self.actor is None else [TURN]

    def apply(self, action):
        """The events of one move (ValueError for a move the rules refuse)."""
        if self.actor is None:
            raise ValueError("the game is over")
        if action == REDEAL:
            self._shuffle()
            self.cards = [-1, -1]
            self.actor = 0
            return [("redeal", self.hand_no)]
        if action != TURN:
            raise ValueError("no move %r: only turn a card" % (action,))
        p = self.actor
        c = self.deck.pop()
        self.cards[p] = c
        events = [("turn", p, c)]
        if p == 0:
            self.actor = 1
            return events
        a, b = self.cards[0] >> 2, self.cards[1] >> 2
        if a != b:
            w = 0 if a > b else 1
            self.points[w] += 1
            events.append(("point", w, self.points[w]))
            if self.points[w] >= self.options["points"]:
                self.winner = w
                self.actor = None
                events.append(("game_won", w))
                return events
        self.hand_no += 1
        self.cards = [-1, -1]
        if len(self.deck) < 2:
            self._shuffle()
        self.actor = 0
        events.append(("deal", self.hand_no))
        return events

    def view(self, seat):
        return {"points": list(self.points), "cards": list(self.cards), "actor": self.actor,
                "hand_no": self.hand_no, "phase": self.phase}

    def snapshot(self):
        return (tuple(self.points), tuple(self.cards), tuple(self.deck), self.actor)

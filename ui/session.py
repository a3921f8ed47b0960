"""A game being played on the device: the engine, who sits where (a human
or a computer level), the messages that tell what happened, the pace of
the computer players, and the hotseat rule of who may see what."""

try:
    from typing import Any  # only for the type checker; absent on the board
except ImportError:
    pass

from engine.crib_ai import CribbagePlayer
from engine.cribbage import CUT, LAY, LAY_AWAY, Cribbage
from engine.trash import Trash
from engine.trash_ai import TrashPlayer
from ui import words

SEAT_NAMES = ("Red", "Blue", "Green", "Gold", "Violet", "Cyan", "Pink", "White")


class Session:
    def __init__(self, game, options, seats, seed, pace_ms=900, leds=None, sound=None,
                 game_slots=None, actions=b""):
        self.kind = game
        self.options = dict(options)
        self.seed = seed
        self.seats = list(seats)
        self.pace_ms = pace_ms
        self.leds = leds
        self.sound = sound
        self.game = None  # type: Any
        if game == "cribbage":
            self.game = Cribbage(options, seed)
            n = self.game.n
        else:
            self.game = Trash(options, seed)
            n = self.game.n
        self.seats = self.seats[:n]
        self.names = [self._name(i) for i in range(n)]
        self.ai = []  # type: list
        for i, kind in enumerate(self.seats):
            if kind == "human":
                self.ai.append(None)
            elif game == "cribbage":
                self.ai.append(CribbagePlayer(kind, seed + 17 * i))
            else:
                self.ai.append(TrashPlayer(kind, seed + 17 * i))
        humans = self.humans()
        self.viewer = humans[0] if humans else 0
        self.messages = []  # (text, ms, cue) still to show
        self.message = ""
        self.msg_until = 0
        self.ai_at = None  # when the computer to act will move
        self.hint = None
        self.showing = None  # cards of the hand being counted, for the screen
        self.stage = None  # Trash: layouts as the chain's messages have got to
        self.log = []  # every event, for tests and statistics
        self.game_slots = game_slots
        self.recorded = False  # counted in the statistics
        self.actions = bytearray()
        if actions:  # a resumed game: replay it quietly, then tell where it stands
            for a in actions:
                events = self.game.apply(a)
                self.actions.append(a)
                self._observed(events)  # the computers remember what they saw
            if len(humans) > 1:
                self.viewer = -1  # who holds the device? a pass screen first
            self.messages.append(("game resumed", 1200, None))
        else:
            self.present(self.game.opening)
            self._save_new()

    def _name(self, i):
        if self.kind == "cribbage" and self.game.n == 4:
            return SEAT_NAMES[i] + ("/A" if i % 2 == 0 else "/B")
        human = self.seats[i] == "human"
        return SEAT_NAMES[i] if human else SEAT_NAMES[i] + "*"

    def humans(self):
        return [i for i, k in enumerate(self.seats) if k == "human"]

    @property
    def actor(self):
        return self.game.actor

    def human_turn(self):
        a = self.game.actor
        return a is not None and self.ai[a] is None

    def has_secret(self, seat):
        """Does this seat hold cards the others may not see?"""
        if self.kind != "cribbage":
            return False
        v = self.game.view(seat)
        return bool(v["hand"]) or (bool(v["laid_away"]) and v["crib"] is None)

    def needs_pass(self):
        """True when the device must be passed before the actor may look."""
        if self.viewer < 0:  # resumed with several humans: ask first
            return True
        a = self.game.actor
        if a is None or self.ai[a] is not None or a == self.viewer:
            return False
        return len(self.humans()) > 1 and (self.has_secret(a) or self.has_secret(self.viewer))

    def pass_target(self):
        """Who the device goes to: the human to act, else the first human."""
        a = self.game.actor
        if a is not None and self.ai[a] is None:
            return a
        return self._first_human()

    def passed(self):
        self.viewer = self.pass_target()

    def view(self):
        return self.game.view(self.viewer if self.viewer >= 0 else self._first_human())

    def _first_human(self):
        h = self.humans()
        return h[0] if h else 0

    # --- what happened, in words ---------------------------------------------
    def present(self, events):
        for e in events:
            self.log.append(e)
            if self.kind == "cribbage":
                said = words.crib_event(e, self.names)
                if e[0] == "show":
                    self.messages.append(("@show", e[3] + (e[4],), None))
                if e[0] == "deal":
                    self.messages.append(("@clear", 0, None))
                if said:
                    self.messages.append(said)
                if e[0] == "counted":
                    self.messages.extend(words.crib_items(e))
            else:
                said = words.trash_event(e, self.names)
                if e[0] in ("place", "wild", "take", "deal"):
                    self.messages.append(("@step", e, None))
                if said:
                    self.messages.append(said)
        self._observed(events)
        if self.leds is not None:
            self.leds.on_events(events)

    def _observed(self, events):
        for a in self.ai:
            if a is not None and hasattr(a, "observe"):
                a.observe(events)

    def decide(self, seat):
        """The computer's move. Its dice are reseeded from the game's seed,
        the seat and the move number, so the same position always gives the
        same move: moves not yet saved when the power went are made again,
        identically, on resume."""
        ai = self.ai[seat]
        ai.rng.reseed((self.seed + 17 * seat) % 0x3FFFFFFF ^ (len(self.actions) * 7919))
        return ai.choose(self.game, seat)

    def busy(self):
        return bool(self.messages) or (self.game.actor is not None and not self.human_turn())

    def skip(self):
        """OK while messages run: show the last of them at once."""
        while self.messages:
            self._next_message(0)

    def _next_message(self, now):
        text, ms, cue = self.messages.pop(0)
        if text == "@show":
            self.showing = ms
            return
        if text == "@clear":
            self.showing = None
            return
        if text == "@step":
            self._step(ms)
            return
        self.message = text
        self.msg_until = now + ms
        if cue and self.sound is not None:
            self.sound.cue(cue)

    def tick(self, now):
        """Advance messages and let a computer player move when its time
        comes. True when something changed."""
        if self.messages:
            if now >= self.msg_until:
                self._next_message(now)
                return True
            return False
        if self.game.actor is None or self.human_turn():
            self.ai_at = None
            return False
        if self.ai_at is None:
            self.ai_at = now + self.pace_ms
            return True
        if now >= self.ai_at or self.pace_ms == 0:
            self.ai_at = None
            self.apply(self.decide(self.game.actor))
            return True
        return False

    def hurry(self):
        """OK while a computer thinks: let it move now."""
        if self.ai_at is not None:
            self.ai_at = 0

    def _step(self, e):
        """Trash: move the staged layout one step of a chain on."""
        if e[0] == "deal" or self.stage is None:
            self.stage = None
            return
        up = self.stage[e[1]]
        up[e[2]] = e[3]

    def staged_up(self, p):
        """The layout to draw for p while a chain's messages still run."""
        if self.stage is not None and self.messages:
            return self.stage[p]
        return None

    def apply(self, action):
        self.hint = None
        human = self.human_turn()
        actor = self.game.actor
        if self.kind == "trash":
            self.stage = [bytearray(u) for u in self.game.view(0)["up"]]
        events = self.game.apply(action)
        self.actions.append(action)
        if (human and not self._choosing(action, actor)) or self.game.actor is None:
            self._save()
        self.present(events)
        return events

    def save_bytes(self):
        from engine.savegame import encode
        return encode(self.kind, self.options, self.seed, self.seats, self.actions)

    # Flash wears with every write (README, "Flash wear"), so the game is
    # written when a human has chosen, with the computers' moves before it.
    # Moves not yet written are the computers' (see decide()), which a
    # resumed game makes again, identically.
    def _choosing(self, action, actor):
        """Is the actor's choice still going on? Two cards laid away are one
        choice (the screen lays both at once), written once."""
        g = self.game
        return (self.kind == "cribbage" and LAY <= action < CUT and g.phase == LAY_AWAY
                and g.actor == actor)

    def _save_new(self):
        self._write(False)

    def _save(self):
        self._write(self.game.actor is None)  # a finished game is not resumed

    def _write(self, ended):
        if self.game_slots is None:
            return
        try:
            self.game_slots.save(None if ended else self.save_bytes())
        except (ValueError, OSError) as e:
            self.messages.append(("not saved: %s" % str(e)[:16], 1500, None))

    def ask_hint(self, chosen=None):
        """The strongest player's choice for the human to act (cribbage);
        with a card already chosen to lay away, the best one to go with it."""
        if self.kind == "cribbage" and self.human_turn():
            hard = CribbagePlayer("hard")
            p = self.game.actor
            if chosen is None:
                self.hint = hard.choose(self.game, p)
            else:
                v = dict(self.game.view(p))
                v["hand"] = tuple(c for c in v["hand"] if c != chosen)
                v["laid_away"] = tuple(v["laid_away"]) + (chosen,)
                self.hint = hard.lay_away(v, p)
        return self.hint

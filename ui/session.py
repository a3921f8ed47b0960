"""A game being played on the device: the engine, who sits where (a human
or a computer level), the messages that tell what happened, the pace of
the computer players, and the hotseat rule of who may see what. What is
one game's own comes from its module (ui.games); nothing here grows with
the length of a game: events are told and counted, not kept."""

try:
    from typing import Any  # only for the type checker; absent on the board
except ImportError:
    pass

from ui.modules import SAVEGAME, SESSION_START, load, release

REDEAL = 250  # the engines' action that deals a hand again (engine.cribbage, engine.trash)
IDLE_MS = 20000  # a human's decision left this long is written (once)


class Session:
    # (set by ui.session_start.begin: the constructor's code is loaded only
    # to begin a game, not kept in its memory; annotations cost nothing)
    kind: "str"
    rules: "Any"
    options: "dict"
    seed: "int"
    pace_ms: "int"
    leds: "Any"
    sound: "Any"
    game: "Any"
    seats: "list"
    names: "list"
    ai: "list"
    viewer: "int"  # whose view is drawn (-1: ask first)
    holder: "int"  # the human a pass screen was last confirmed for (-1: the table, all alike)
    messages: "list"  # what is still to tell: the engine's events and ("say", text, ms, cue)
    lines: "list"  # what is left to show of the first of them
    message: "str"
    msg_until: "int"  # when the words up have been read
    untold_at: "int"  # the first action whose events are still being told
    presented: "int"  # how many told events it and those since have given
    told_scores: "Any"  # the scores as told meanwhile (scores_told)
    now: "int"  # the time of the last tick
    ai_at: "Any"  # when the computer to act will move
    hint: "Any"
    hint_values: "Any"  # (decision, each legal card's value in tenths) by a hint's search (Cribbage)
    coach: "Any"  # the human's latest lay-away, weighed (ui.cribbage.hint.note, its record)
    coached: "Any"  # the seat whose lay-away is weighed, its choice known (None: none yet)
    coach_seen: "bool"  # and its page shown (the hint at the play's start then goes to the card)
    changes: "int"  # counts what a key did to the game (an action, a hand-over, the telling skipped)
    pending: "Any"  # work a move left for after its frame (the coach's weighing: ui.cribbage.note)
    showing: "Any"  # what the game's markers set for its screen (ui.game_*.mark)
    shown: "Any"  # the table as of the event being told (ui.game_*.tell, sync)
    telling: "Any"  # the event (or "say") whose words are up
    held: "bool"  # the telling waits for OK (a hand's count, at the slower paces)
    counts: "list"  # statistics of this game, per seat
    won: "Any"  # the latest "game_won" event, for the result screen
    store: "Any"  # ui.store.Store, where the game is written at its checkpoints
    recorded: "bool"  # counted in the statistics
    waiting: "Any"  # (action count, since when) of a human's decision, until written
    rec_room: "int"  # the settings' and statistics' bytes before the game in the store's record
    rec_at: "int"  # where the actions start in rec
    rec: "bytearray"  # the game as the store writes it, its actions in place (ui.session_start makes it)
    acted: "int"  # actions so far

    def __init__(self, game, options, seats, seed, pace_ms=900, leds=None, sound=None,
                 store=None, actions=b"", telling=(0, 0)):
        load(SESSION_START).begin(self, game, options, seats, seed, pace_ms, leds, sound, store,
                                       actions, telling)
        release(SESSION_START)

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
        return self.rules.has_secret(self.game, seat)

    def needs_pass(self):
        """True when the device must be passed before the actor may look."""
        if self.viewer < 0:  # resumed with several humans: ask first
            return True
        a = self.game.actor
        if a is None or self.ai[a] is not None or (a == self.viewer == self.holder):
            return False
        if a == self.viewer:  # handed over with nothing secret: a secret now needs a pass
            return len(self.humans()) > 1 and self.has_secret(a)
        return len(self.humans()) > 1 and (self.has_secret(a) or self.has_secret(self.viewer))

    def may_see(self, seat):
        """May what is seat's alone (its hand, a crib it laid, its coach, a
        hint for it) be drawn now? The one place privacy is decided. With
        one human, always (computers do not look). In hotseat, only on
        seat's own turn, with nothing being told to the table, the device
        confirmed in its hands (a pass screen) when it holds a secret."""
        if len(self.humans()) < 2:
            return True
        if self.messages or seat != self.game.actor or seat != self.viewer:
            return False
        return seat == self.holder or not self.has_secret(seat)

    def pass_target(self):
        """Who the device goes to: the human to act, else the first human."""
        a = self.game.actor
        if a is not None and self.ai[a] is None:
            return a
        return self._first_human()

    def passed(self, confirmed=True):
        """The device is with the human to act: a pass screen confirmed, or
        (not confirmed) handed over with nothing secret on either side."""
        self.changes += 1
        self.viewer = self.pass_target()
        if confirmed:
            self.holder = self.viewer
        self.rules.sync(self)  # the hand of the one who holds the device now

    def view(self):
        return self.game.view(self.viewer if self.viewer >= 0 else self._first_human())

    def _first_human(self):
        h = self.humans()
        return h[0] if h else 0

    # --- what happened, in words ---------------------------------------------
    def present(self, events):
        told = self.rules.TOLD
        for e in events:
            if e[0] in told:
                if not self.telling_left():  # the telling starts at this action (-1: the opening)
                    self.untold_at = self.acted - 1
                    self.presented = 0
                self.messages.append(e)
                self.presented += 1
        self.observed(events)

    def observed(self, events):
        for a in self.ai:
            if a is not None and hasattr(a, "observe"):
                a.observe(events)
        for e in events:
            self.rules.tally(e, self.game, self.counts)
            if e[0] == "game_won":
                self.won = e

    def decide(self, seat):
        """The computer's move. Its dice are reseeded from the game's seed,
        the seat and the move number, so the same position always gives the
        same move: moves not yet saved when the power went are made again,
        identically, on resume."""
        ai = self.ai[seat]
        ai.rng.reseed((self.seed + 17 * seat) % 0x3FFFFFFF ^ (self.acted * 7919))
        return ai.choose(self.game, seat)

    def busy(self):
        """Will anything change without a key?"""
        if self.messages:
            return not self.held
        if self.now < self.msg_until:  # the last words still read: a pass or the result waits
            return True
        return self.game.actor is not None and not self.human_turn()

    def due(self, now):
        """When the table next changes without a key (ms): the next words,
        the last ones read, a computer's move, a decision left long enough
        to be written; None when only a key will change it."""
        if self.messages:
            return None if self.held else self.msg_until
        if now < self.msg_until:
            return self.msg_until
        a = self.game.actor
        if a is None:
            return None
        if self.ai[a] is not None:
            return now if self.ai_at is None else self.ai_at
        w = self.waiting
        if w is None or w[0] != self.acted:
            return now  # (the decision's start noted at a tick: _waited)
        return None if w[1] is None else w[1] + IDLE_MS

    def flush(self):
        """Do now what a move left for after its frame (self.pending)."""
        w = self.pending
        if w is not None:
            self.pending = None
            self.rules.note(self, w)

    def telling_left(self):
        """How many of the engine's events are still to tell."""
        n = 0
        for m in self.messages:
            n += m[0] != "say"
        return n

    def scores_told(self):
        """The scores as told (the events told to their end; a resume
        tells the rest from there), the game's when all is told: the
        title's "Resume Cribbage 4-2"."""
        return self.told_scores if self.telling_left() else self.rules.scores(self.game)

    def all_told(self):
        """Is the telling over: every event told and its last words read?
        Only then may a pass screen or the result screen come."""
        return not self.messages and self.now >= self.msg_until

    def skip(self):
        """OK while messages run: on from a pause for OK; else to the next
        such pause (the end of a hand's count), or to the end."""
        self.flush()  # (before the table moves on past the move it weighs)
        self.changes += 1
        if self.held:
            self.held = False
            self.msg_until = 0
            return
        while self.messages and not self.held:
            self._next_message(0)
        self.msg_until = 0  # (read: a pass screen may come)

    def _next_message(self, now):
        """Show the next line of what is being told."""
        if not self.lines:
            e = self.messages[0]
            self.telling = e
            if e[0] == "say":
                self.lines = [e[1:]]
            else:
                if e[0] == "deal":
                    self.flush()  # (the hand's record is swapped at its deal)
                if e[0] in self.rules.WATCHED:  # all look on: the next secret needs a pass screen
                    self.holder = -1
                self.rules.tell(self, e)  # the table moves on to this event, no further
                self.lines = self.rules.lines(e, self.names)
                if self.leds is not None:  # the pegs move as the score is told
                    self.leds.on_events((e,))
        if self.lines:
            text, ms, cue = self.lines.pop(0)
        else:
            text, ms, cue = "@none", 0, None
        marker = text[0] == "@" and text != "@none" and text != "@wait"
        if marker:  # the game moves what its screen shows (and may word more lines)
            self.rules.mark(self, text, ms)
        if not self.lines:
            told = self.messages.pop(0)
            if told[0] != "say":  # (told to its end: on the scores the title offers)
                self.rules.score_told(self.told_scores, told)
            if not self.messages:  # all told: the table is the game as it is
                self.rules.sync(self)
        if text == "@wait":  # the end of a hand's count: OK goes on, at the slower paces
            self.held = self.pace_ms >= 900 and bool(self.humans())
            return
        if text[0] == "@":  # a marker, or an event with no words: on to the words
            if self.messages:  # that go with it, in the same frame
                self._next_message(now)
            return
        self.message = text
        self.msg_until = now + ms
        if cue and self.sound is not None:
            self.sound.cue(cue)

    def tick(self, now):
        """Advance messages and let a computer player move when its time
        comes. True when something changed."""
        self.now = now
        if self.messages:
            if now >= self.msg_until and not self.held:
                self._next_message(now)
                return True
            return False
        if self.game.actor is None or self.human_turn():
            self.ai_at = None
            if self.game.actor is not None:
                self._waited(now)
            return False
        if self.ai_at is None:
            self.ai_at = now + self.pace_ms
            return True
        if now >= self.ai_at or self.pace_ms == 0:
            self.ai_at = None
            self.apply(self.decide(self.game.actor))
            return True
        return False

    def moves_at(self, now):
        """Will a tick at `now` change the table (the next words, a computer
        shown thinking or moving)? tick's branches, without their work."""
        if self.messages:
            return now >= self.msg_until and not self.held
        if self.game.actor is None or self.human_turn():
            return False
        return self.ai_at is None or now >= self.ai_at or self.pace_ms == 0

    def hurry(self):
        """OK while a computer thinks: let it move now."""
        if self.ai_at is not None:
            self.ai_at = 0

    def apply(self, action):
        if self.hint is not None or (self.telling is not None and self.telling[0] == "say"):
            self.message = ""  # (a hint's words, or "game resumed", were for the moment before)
        self.telling = None  # (the words up are the last action's, told already)
        self.held = False
        self.changes += 1
        self.rules.before(self, action)  # (the coach sees the hint given for it)
        self.hint = None
        if not self.telling_left():  # the scores as told, while this action's events are told
            self.told_scores = list(self.rules.scores(self.game))  # (a copy: the engine changes its own)
        events = self.game.apply(action)
        self.add_action(action)
        self.present(events)
        if self.game.actor is not None and dealt(events):
            self.checkpoint(True)  # a hand's start, before its deal is shown
        if not self.messages:  # nothing to tell: the table shows the game as it is
            self.rules.sync(self)
        return events

    @property
    def actions(self):
        """Every action so far (a view: bytes(...) for a copy)."""
        return memoryview(self.rec)[self.rec_at:self.rec_at + self.acted]

    def add_action(self, action):
        """Append an action; past the room made at the start (a long
        match), the buffer grows 256 bytes at a time (grown a byte at a
        time, it would be copied all over a small heap)."""
        end = self.rec_at + self.acted
        if end + 6 >= len(self.rec):  # room behind for a REDEAL, how far told (3) and the check (2)
            grown = bytearray(len(self.rec) + 256)
            grown[:end] = memoryview(self.rec)[:end]
            self.rec = grown
        self.rec[end] = action
        self.acted += 1

    # Flash wears with every write (docs/saves.md, "Flash wear"), so the game is
    # written only at checkpoints: the start of each hand, the pause menu,
    # the title, a decision left 20 s, and its end (with the statistics,
    # ui.stats). A power cut loses at most the hand in play.
    def save(self):
        """Write the game as it stands (pause, title, a crash): a resume
        continues exactly here."""
        self.checkpoint()

    def checkpoint(self, hand_start=False):
        """Write the game. At the start of a hand the save ends with REDEAL:
        its cards are seen from now on, so a resume from this save deals
        them afresh rather than let a player replay a hand they know."""
        if self.store is None or (self.game.actor is None and not self.telling_left()):  # (an end
            # still being told is written: the resumed game tells it, then counts the game)
            return
        room = self.store.prefix()
        if room != self.rec_room:  # the settings changed since the last write
            self._move(room)
        n = self.acted
        if hand_start:
            self.rec[self.rec_at + n] = REDEAL  # (room kept by add_action)
            n += 1
        # the actions still being told, and how far: a resume tells the rest
        left = self.telling_left()
        untold = n - self.untold_at if left and self.untold_at >= 0 else 0
        try:
            from engine.savegame import encode
            # the opening and checksum written around the actions in place
            size = encode(self.kind, self.options, self.seed, self.seats,
                          memoryview(self.rec)[self.rec_at:self.rec_at + n], self.rec, 5 + room, untold,
                          self.presented - left)
            release(SAVEGAME)
            if self.store.write_in(self.rec, room + size) is False:
                self.messages.append(("say", "saving is off", 2500, None))
        except (ValueError, OSError) as e:
            self.messages.append(("say", "not saved: %s" % str(e)[:16], 1500, None))

    def _move(self, room):
        """Make `room` bytes before the game for the settings and statistics."""
        at = self.rec_at - self.rec_room + room
        grown = bytearray(at + self.acted + 256)
        grown[at:at + self.acted] = self.actions
        self.rec, self.rec_at, self.rec_room = grown, at, room

    def _waited(self, now):
        """A human's decision left IDLE_MS is written, once."""
        w = self.waiting
        if w is None or w[0] != self.acted:
            self.waiting = (self.acted, now)
        elif w[1] is not None and now - w[1] >= IDLE_MS:
            self.waiting = (self.acted, None)
            self.checkpoint()

    def can_hint(self):
        """A hint is for the human to act, holding the device (may_see),
        once everything is told: asked in the middle of a telling it would
        name cards the table has not been told yet."""
        return self.human_turn() and not self.messages and self.may_see(self.game.actor)

    def ask_hint(self, chosen=None):
        """The strongest player's choice for the human to act; with a card
        already chosen to lay away, the best one to go with it; None
        when no hint may be given now (can_hint)."""
        if self.can_hint():
            pick = self.rules.PICK
            self.hint = load(pick).hint(self, chosen)
            release(pick)
        return self.hint


def dealt(events):
    """Do these events deal a hand?"""
    for e in events:
        if e[0] == "deal":
            return True
    return False

"""A game being played on the device: the engine, who sits where (a human
or a computer level), the pace of the computer players, hints, the coach,
its saves and statistics. What has been told and who may see what is its
teller's (ui.teller). What is one game's own comes from its module
(ui.games); nothing here grows with the length of a game: events are told
and counted, not kept."""

import sys

from micropython import const

try:
    from typing import Any  # only for the type checker; absent on the board
except ImportError:
    pass

from ui.modules import SESSION_START, WRITES, Loaded, load, release

REDEAL = 250  # the engines' action that deals a hand again (engine.cribbage, engine.trash)
HUMANS = ("human", "learner")  # the seats a person plays (a learner: taught as they play, Learn to play)
# the bytes a save needs behind its actions in the record: a REDEAL (a hand's
# start), how far the telling got (3) and the save's check (2)
# (engine.savegame), the store's check (2) (ui.store)
_TAIL = const(8)
IDLE_MS = 20000  # a human's decision left this long is written (once)
_THINKS = const(1)  # what a computer's turn does at a tick (Session._step)
_MOVES = const(2)


class Session:
    # (set by ui.session_start.begin: the constructor's code is loaded only at
    # a game's start, not kept through the game; annotations cost nothing)
    kind: "Any"
    rules: "Any"
    learning: "Any"  # Learn to play's moments (the game's pages' MOMENTS), for a learner's game
    options: "Any"
    seed: "Any"
    pace_ms: "Any"
    words: "Any"  # how long words stay up, in percent of their time (ui.prefs: the pace)
    step: "Any"  # every score held until OK (the pace "step with OK")
    sound: "Any"
    game: "Any"
    aids_from: "Any"  # the game's modules but its aids (loaded since `before`: ended lets the rest go)
    seats: "Any"
    names: "Any"
    ai: "Any"
    learn: "Any"  # Learn to play: each new moment introduced
    seen: "Any"  # the moments introduced so far
    intro: "Any"  # the one being introduced
    now: "Any"  # the time of the last tick
    teller: "Any"  # what has been told, and who may see what
    ai_at: "Any"  # when the computer to act will move
    hint: "Any"
    hint_values: "Any"  # (decision, each legal card's value in tenths) by a hint's search (Cribbage)
    hint_lay: "Any"  # the cards of the hint's lay-away (Cribbage)
    pending: "Any"  # work a move left for after its frame (the coach's weighing: the face's think)
    ahead: "Any"  # work done ahead of a human's move while they think (the face's think)
    working: "Any"  # work is left (think): the app ticks on, a slice a frame
    owed: "Any"  # a slice put off for a frame drawn first (think): the next round's runs
    changes: "Any"  # counts what a key did to the game (an action, a hand-over, the telling skipped)
    coach: "Any"  # the human's latest lay-away, weighed (ui.cribbage.coach.note, its record)
    coached: "Any"  # the seat whose lay-away is weighed, its choice known (None: none yet)
    coach_seen: "Any"  # and its page shown (the hint at the play's start then goes to the card)
    counts: "Any"  # statistics of this game, per seat
    won: "Any"  # the latest "game_won" event, for the result screen
    store: "Any"  # ui.store.Store, where the game is written at its checkpoints
    recorded: "Any"  # counted in the statistics
    waiting: "Any"  # (action count, since when) of a human's decision, until written
    rec_room: "Any"  # the settings and statistics
    acted: "Any"  # actions so far
    rec_at: "Any"
    rec: "Any"

    def __init__(self, game, options, seats, seed, pace_ms=900, sound=None,
                 store=None, actions=b"", telling=(0, 0), before=()):
        try:
            load(SESSION_START).begin(self, game, options, seats, seed, pace_ms, sound, store, actions,
                                      telling, _TAIL, before)
        finally:  # (a game refused too: its code alone, what it loaded, the game's modules, stays)
            release(SESSION_START)

    def paced(self, pace):
        """The pace (ui.prefs): (a computer's thinking ms, how long words
        stay up in percent, every score held until OK)."""
        self.pace_ms, self.words, self.step = pace[0], pace[1], pace[2] or self.learn  # (a learner: stepped)

    def humans(self):
        return [i for i, k in enumerate(self.seats) if k in HUMANS]

    @property
    def actor(self):
        return self.game.actor

    def moment(self):
        """Learn to play: is a moment to be introduced now (the first of its
        kind)? Noted (seen, intro)."""
        t = self.teller
        tells, phases = self.learning
        key = None
        if not self.seen:
            key = "welcome"
        elif not t.all_told():  # what is being told (its words up)
            e = t.telling
            key = tells.get(e[0]) if e is not None else None
            if type(key) is tuple:  # (the crib's show: its own)
                key = key[1 if e[2] else 0]
        if key is None and self.human_turn() and not t.messages:  # what the player is to do (keys work now)
            key = phases.get(self.game.phase)
        if key is None or key in self.seen:
            return False
        self.seen.append(key)
        self.intro = key
        return True

    def ended(self, before=()):
        """The game over, its result to be shown: its computer players and
        what they and the hint loaded let go (the result needs none of it;
        Play again starts a new session). `before`: the modules loaded before
        the game (the app's mark, as given to the session)."""
        self.ai = [None] * len(self.ai)
        keep = self.aids_from
        release(*[m for m in sys.modules if m not in before and m not in keep])

    def human_turn(self):
        a = self.game.actor
        return a is not None and self.ai[a] is None

    # --- what happened, in words ---------------------------------------------
    def present(self, events):
        self.teller.present(events, self.acted)
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
        t = self.teller
        if t.held:
            return False
        if t.messages:
            return not t.held
        if self.now < t.msg_until:  # the last words still read: a pass or the result waits
            return True
        return self.game.actor is not None and not self.human_turn()

    def due(self, now):
        """When the table next changes without a key (ms): the next words,
        the last ones read, a computer's move, a decision left long enough
        to be written; None when only a key will change it."""
        t = self.teller
        if t.held:
            return None
        if t.messages:
            return t.msg_until
        if now < t.msg_until:
            return t.msg_until
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
        if self.pending is not None:
            self.rules.think(self, True)

    def think(self, key=False, changed=False):
        """A slice of the game's work between frames (its face's think): what
        a move left, or what is weighed ahead while a human thinks; each
        slice small, so that a key pressed meanwhile waits for none of it.
        A round whose frame shows the table's change (words told) has no
        slice; one that shows a key waits a round for it, once (a key in
        every round would otherwise hold the work up for good; the telling
        ends by itself). Noted in self.working: is more left? (A move's work
        going on so, the next move waits for it; without the app's rounds,
        a script driving the session, it is done at once before the next
        move.)"""
        if changed or key and not self.owed:
            self.owed = key
            self.working = True
            return
        self.owed = False
        self.working = self.rules.think(self, False)

    def skip(self):
        """OK while messages run: the telling on to its next pause, or its end
        (the coach's weighing goes on: it is done before a deal is told,
        ui.teller, and before the next move, ui.cribbage.rules.before)."""
        self.changes += 1
        self.teller.skip()

    def tick(self, now):
        """Advance messages and let a computer player move when its time
        comes. True when something changed."""
        self.now = now
        t = self.teller
        if t.messages or t.held:  # (held: the last words stay until OK)
            return t.tick(now)
        read = t.tick(now)
        turn = self._step(now)
        if turn is None:  # a human's turn, or none
            self.ai_at = None
            if self.game.actor is not None:
                self._waited(now)
            return read
        if turn == _THINKS:
            self.ai_at = now + self.pace_ms
            return True
        if turn == _MOVES:
            self.ai_at = None
            self.apply(self.decide(self.game.actor))
            if t.messages:  # its first words in the same frame, not the last move's over it
                t.tick(now)  # (a human's key is drawn first, its words a frame later)
            return True
        return read

    def moves_at(self, now):
        """Will a tick at `now` change the table (the next words, the last
        ones read, a computer shown thinking or moving)? The teller's and
        the computer's turn's decisions, as tick takes them (the teller's
        changes, then _step)."""
        t = self.teller
        if t.messages or t.held:
            return t.changes(now)
        return t.changes(now) or bool(self._step(now))

    def _step(self, now):
        """What the turn does at a tick at `now`, its words told (tick does
        it, moves_at foretells it): None on a human's turn or none; a
        computer's turn begins (_THINKS: shown thinking, its pace counted);
        it moves (_MOVES: its pace over, the last words read, the coach's
        weighing of the move before done, a slice a round: think); or it
        waits (0)."""
        a = self.game.actor
        if a is None or self.ai[a] is None:
            return None
        if self.ai_at is None:
            return _THINKS
        if (now >= self.ai_at or self.pace_ms == 0) and now >= self.teller.msg_until and (
                self.pending is None or not self.working):
            return _MOVES
        return 0

    def hurry(self):
        """OK while a computer thinks: let it move now."""
        if self.ai_at is not None:
            self.ai_at = 0
            self.teller.msg_until = 0  # (the last words read too)

    def apply(self, action):
        t = self.teller
        if self.hint is not None:
            t.message = ""  # (a hint's words were for the moment before)
        t.acting()
        self.changes += 1
        self.rules.before(self, action)  # (the coach sees the hint given for it)
        self.hint = None
        events = self.game.apply(action)
        self.add_action(action)
        self.present(events)
        if self.game.actor is not None and dealt(events):
            self.checkpoint(True)  # a hand's start, before its deal is shown
        if not t.messages:  # nothing to tell: the table shows the game as it is
            self.rules.sync(t)
        return events

    @property
    def actions(self):
        """Every action so far (a view: bytes(...) for a copy)."""
        return memoryview(self.rec)[self.rec_at:self.rec_at + self.acted]

    def add_action(self, action):
        """Append an action, with _TAIL bytes kept behind it; past the room
        made at the start (a long match), the buffer grows 256 bytes at a
        time (grown a byte at a time, it would be copied all over a small
        heap)."""
        end = self.rec_at + self.acted
        if end + 1 + _TAIL > len(self.rec):
            grown = bytearray(len(self.rec) + 256)
            grown[:end] = memoryview(self.rec)[:end]
            self.rec = grown
        self.rec[end] = action
        self.acted += 1

    def save(self):
        """Write the game as it stands (pause, title, a crash): a resume
        continues exactly here."""
        self.checkpoint()

    def checkpoint(self, hand_start=False):
        """Write the game (ui.writes: loaded only to write)."""
        with Loaded(WRITES) as w:
            w.checkpoint(self, hand_start)

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
        t = self.teller
        return self.human_turn() and not t.messages and t.may_see(self.game.actor)

    def ask_hint(self):
        """The strongest player's choice for the human to act (a game may
        note more of it: ui.cribbage.pick, the whole lay-away); None when no
        hint may be given now (can_hint)."""
        if self.can_hint():
            with Loaded(self.rules.PICK) as pick:
                self.hint = pick.hint(self)
        return self.hint


def dealt(events):
    """Do these events deal a hand?"""
    for e in events:
        if e[0] == "deal":
            return True
    return False

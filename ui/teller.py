"""The teller: what has been told of the game in play, and who may see
what. One per game in play, made with its session (Session.teller).

The engine applies an action at once and returns its events; the teller
tells them one by one, with words and time to read them, and moves the
table as told (`shown`, the game face's Shown) one event at a time. Every
surface draws what is public from here: the tables, the info line, the
pause pages, the LED pegs, Trash's strip, the status LEDs, the result
screen and the title's "Resume ..."; the live game only for the seat that
may see now (may_see), and what comes after a telling (a pass screen, the
result, the next move) is decided here too (after). docs/telling.md."""

from micropython import const

try:
    from typing import Any  # only for the type checker; absent on the board
except ImportError:
    pass

# A line told is (words, ms, cue), or a marker (a small int, a value, None):
# the teller's own, WAIT (held until OK: the end of a hand's count, each
# score stepped with OK) and _NOTHING (an event with no words left), or its
# game's, from 2 up (the face's mark and SILENT: ui.games).
_NOTHING = const(0)
WAIT = const(1)

class Teller:
    messages: "list"  # what is still to tell: the engine's events and ("say", text, ms, cue)
    lines: "list"  # what is left to show of the first of them
    message: "str"  # the words up
    msg_until: "int"  # when they have been read
    telling: "Any"  # the event (or "say") whose words are up
    held: "bool"  # the telling waits for OK (a hand's count, at the slower paces; every score, stepped)
    shown: "Any"  # the table as of the event being told (the face's tell, sync)
    showing: "Any"  # what the face's markers set for its screen (its mark)
    told_scores: "Any"  # the scores as told, events told to their end (scores_told)
    untold_at: "int"  # the first action whose events are still being told (a save says it)
    presented: "int"  # how many told events it and those since have given
    turn: "Any"  # the seat whose action is being told (the status LED's turn)
    viewer: "int"  # whose view is drawn (-1: ask first)
    holder: "int"  # the human a pass screen was last confirmed for (-1: the table, all alike)

    def __init__(self, session):
        self.ss = session  # (its game, seats, names, pace; its coach's work, flushed at a deal)
        self.game = session.game
        self.rules = session.rules
        self.messages = []
        self.lines = []
        self.message = ""
        self.msg_until = 0
        self.telling = None
        self.held = False
        self.shown = None
        self.showing = None
        self.told_scores = list(self.rules.scores(self.game))
        self.untold_at = -1
        self.presented = 0
        self.turn = None
        self.humans = session.humans()
        self.viewer = self.humans[0] if self.humans else 0
        # (hotseat: the table looked on as the game was chosen, or at the last
        # one's result: the first secret comes after a pass screen)
        self.holder = self.viewer if len(self.humans) < 2 else -1

    # --- who may see what: the one place privacy is decided --------------
    def view(self):
        """The live game as the seat holding the device may see it."""
        return self.game.view(self.viewer if self.viewer >= 0 else self._first_human())

    def may_see(self, seat):
        """May what is seat's alone (its hand, a crib it laid, its coach, a
        hint for it) be drawn now? With one human, always (computers do not
        look). In hotseat, only on seat's own turn, with nothing being told
        to the table, the device confirmed in its hands (a pass screen)
        when it holds a secret."""
        if len(self.humans) < 2:
            return True
        if self.messages or seat != self.game.actor or seat != self.viewer:
            return False
        return seat == self.holder or not self.rules.has_secret(self.game, seat)

    def needs_pass(self):
        """True when the device must be passed before the actor may look."""
        secret = self.rules.has_secret
        if self.viewer < 0:  # resumed with several humans: ask first, if any holds a secret
            for h in self.humans:  # (Trash: none; the device just goes on)
                if secret(self.game, h):
                    return True
            return False
        a = self.game.actor
        if a is None or a not in self.humans or (a == self.viewer == self.holder):
            return False
        if a == self.viewer:  # handed over with nothing secret: a secret now needs a pass
            return len(self.humans) > 1 and secret(self.game, a)
        return len(self.humans) > 1 and (secret(self.game, a) or secret(self.game, self.viewer))

    def pass_target(self):
        """Who the device goes to: the human to act, else the first human."""
        a = self.game.actor
        return a if a in self.humans else self._first_human()

    def passed(self, confirmed=True):
        """The device is with the human to act: a pass screen confirmed, or
        (not confirmed) handed over with nothing secret on either side."""
        self.ss.changes += 1
        self.viewer = self.pass_target()
        if confirmed:
            self.holder = self.viewer
        self.rules.sync(self)  # the hand of the one who holds the device now

    def _first_human(self):
        return self.humans[0] if self.humans else 0

    def after(self):
        """What comes once everything is told and its last words read:
        "result" (the game is over), "pass" (a pass screen first: the
        device goes to another human), "hand over" (to another human with
        nothing secret on either side), or None (the table stays). (Words,
        not numbers of this module's: ui.app asks without loading it.)"""
        if not self.all_told():
            return None
        if self.game.actor is None:
            return "result"
        if self.needs_pass():
            return "pass"
        a = self.game.actor
        if a in self.humans and a != self.viewer:
            return "hand over"
        return None

    # --- the telling ------------------------------------------------------
    def acting(self):
        """An action is about to be applied: the words up were the last
        action's, told already; the scores as told are kept while its
        events are told."""
        if self.telling is not None and self.telling[0] == "say":
            self.message = ""  # ("game resumed" was for the moment before)
        self.telling = None
        self.held = False
        if not self.left():
            self.told_scores = list(self.rules.scores(self.game))  # (a copy: the engine changes its own)
            self.turn = self.game.actor

    def present(self, events, acted):
        """Queue what of these events is told (`acted`: actions so far)."""
        told = self.rules.TOLD
        for e in events:
            if e[0] in told:
                if not self.left():  # the telling starts at this action (-1: the opening)
                    self.untold_at = acted - 1
                    self.presented = 0
                self.messages.append(self.rules.to_tell(e))
                self.presented += 1

    def say(self, text, ms):
        """Words of the device's own, told after what is still to tell."""
        self.messages.append(("say", text, ms, None))

    def left(self):
        """How many of the engine's events are still to tell."""
        n = 0
        for m in self.messages:
            n += m[0] != "say"
        return n

    def progress(self, n):
        """For a save of n actions: how many of the last were still being
        told, and how many of their told events had been told."""
        left = self.left()
        untold = n - self.untold_at if left and self.untold_at >= 0 else 0
        return untold, self.presented - left

    def scores_told(self):
        """The scores as told (the events told to their end; a resume tells
        the rest from there), the game's when all is told: the title's
        "Resume Cribbage 4-2"."""
        return self.told_scores if self.left() else self.rules.scores(self.game)

    def all_told(self):
        """Is the telling over: every event told and its last words read
        (and, held, let go by OK)? Only then may a pass screen or the result
        screen come."""
        return not self.messages and self.ss.now >= self.msg_until and not self.held

    def skip(self):
        """OK while messages run: on from a pause for OK; else to the next
        such pause (the end of a hand's count), or to the end."""
        if self.held:
            self.held = False
            self.msg_until = 0
            return
        while self.messages and not self.held:
            self.next_line(0)
        self.msg_until = 0  # (read: a pass screen may come)

    def changes(self, now):
        """Will a tick at `now` change the table: the next words (the last
        read, none held until OK), or the last ones read?"""
        if self.messages:
            return now >= self.msg_until and not self.held
        return bool(self.msg_until) and now >= self.msg_until

    def tick(self, now):
        """The next words when the last are read; True when the table
        changed: the next words, or the last ones read (what comes after
        them may be drawn: the table as the game is)."""
        if not self.changes(now):
            return False
        if self.messages:
            self.next_line(now)
        else:
            self.msg_until = 0  # (read)
        return True

    def next_line(self, now):
        """Show the next line of what is being told."""
        if not self.lines:
            e = self.messages[0]
            self.telling = e
            if e[0] == "say":
                self.lines = [e[1:]]
            else:
                if e[0] == "deal":
                    self.ss.flush()  # (the hand's record is swapped at its deal)
                if e[0] in self.rules.WATCHED:  # all look on: the next secret needs a pass screen
                    self.holder = -1
                self.rules.tell(self, e)  # the table moves on to this event, no further
                self.lines = self.rules.lines(e, self.ss.names)
        if self.lines:
            text, ms, cue = self.lines.pop(0)
        else:
            text, ms, cue = _NOTHING, 0, None
        marker = isinstance(text, int)
        if marker and text > WAIT:  # the game's: it moves what its screen shows (and may word more lines)
            self.rules.mark(self, text, ms)
        elif not marker and self.ss.step and self.humans and self.telling[0] in self.rules.STEPPED:
            self.lines.insert(0, (WAIT, 0, None))  # stepped with OK: a score, each item of a count
        if not self.lines:
            told = self.messages.pop(0)
            if told[0] != "say":  # (told to its end: on the scores the title offers)
                self.rules.score_told(self.told_scores, told)
            if not self.messages:  # all told: the table is the game as it is
                self.rules.sync(self)
        if marker and text == WAIT:  # the end of a hand's count: OK goes on, at the slow pace (or step
            self.held = (self.ss.pace_ms > 900 or self.ss.step) and bool(self.humans)  # with OK)
            return
        if marker:  # a marker, or an event with no words: on to the words
            if self.messages:  # that go with it, in the same frame
                self.next_line(now)
            return
        self.message = text
        self.msg_until = now + ms * self.ss.words // 100  # (at the reading pace: ui.prefs)
        sound = self.ss.sound
        if cue and sound is not None:
            sound.cue(cue)

    # --- the status LEDs, as told ----------------------------------------------
    def status(self):
        """(seat, count) for the board's status LEDs, as told: while an
        action is told, the seat that made it and the count as told."""
        if self.messages:
            return self.turn, self.rules.status_count(self)
        return self.game.actor, self.rules.status_count(self)

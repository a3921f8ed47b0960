"""The app: screens, the game in progress, settings, LEDs and sound. It
reaches the hardware only through what code.py or the simulator hand it:
a displayio display, a store, an LED board, a sound player, a seed source.
Call key(action) for every key and tick(now_ms) often.

Memory (docs/memory.md): a screen is built when it is shown and let go
when it is left, with every module loaded in its life (the menus, the
settings and statistics they read, the pages, the table: no list of
names); a game's engine and players only while it is played, with every
module loaded in its life (ui.games). Only the settings' values stay."""

import gc
import sys

try:
    from typing import Any  # only for the type checker; absent on the board
except ImportError:
    pass

from ui.colours import SEATS
from ui.modules import (APP_START, IN_GAME, MENUS, PREFS, SAVED, SESSION, STATS, Loaded, load, mark, release,
                        release_since)
from ui.power import LOW


# a screen's life over and the next not begun: a key asked for a change (defer),
# made at the tick; a module it loads there is the next screen's, not let go
# as the last one's and loaded again (two copies of it at once)
BETWEEN = "between screens"
FRAME_MS = 25  # a change is drawn (the display refreshes while the loop sleeps) before what follows it


class App:
    # (set by ui.app_start.begin: the constructor's code is loaded only at
    # start-up, not kept in the board's memory; annotations cost nothing)
    display: "Any"
    layout: "Any"  # where every screen's parts go: ui.widgets.Layout, or the CLUE's (ui.clue)
    dimmer: "Any"  # ui.power.Dimmer: the backlight and LEDs when no one plays
    battery: "Any"  # ui.power.Battery where the board can read its charge, else None
    strip: "Any"  # writes the LED board's frames to the real strip
    art: "Any"
    help_path: "str"
    store: "Any"  # ui.store.Store: settings, statistics and the game in play
    leds: "Any"
    status: "Any"
    sound: "Any"
    seed_source: "Any"
    saved_text: "str"  # "Resume Cribbage 87-92" while a saved game can be resumed
    notice: "str"
    _prefs: "Any"  # ui.prefs.Prefs while a menu needs it
    _stats: "Any"
    settings: "dict"  # the settings' values: all play needs of them
    pace: "Any"  # (a computer's ms, words' time in %, step with OK): ui.prefs.apply, from the settings
    root: "Any"
    canvas: "Any"
    current: "Any"
    picture_held: "bool"  # the picture held while screens change (_take_down)
    _auto: "bool"
    oops: "Any"  # the error screen, made at start-up and kept: a MemoryError anywhere can show it
    session: "Any"
    game_mark: "Any"  # the modules loaded before the game in play (ui.modules.mark): the rest are its
    screen_mark: "Any"  # the modules loaded before the screen shown: the rest are its (the table's too)
    screen_module: "Any"  # the module of the screen shown (None: the table, or none)
    game_screen: "Any"
    about: "bool"  # on the About page (Select shows the memory readout)
    deferred: "Any"  # (an app's method, its args): done once the key that asked is over
    moved: "bool"  # a key since the last tick: the LEDs look at the game again
    fresh: "bool"  # a key since the last tick: work that follows it waits a frame
    changed_at: "int"  # the last tick that changed what is shown (a key's, or a move's)

    def __init__(self, display, art_path, store=None, leds=None, status=None, sound=None,
                 seed_source=None, strip=None, battery=None):
        self._prefs = None  # (the settings and statistics: loaded when a menu needs them)
        self._stats = None
        self._auto = False
        load(APP_START).begin(self, display, art_path, store, leds, status, sound, seed_source, strip, battery)
        release(APP_START)  # its code alone: what it loaded (the screens' base, the error screen) stays

    # --- settings and statistics, loaded when a menu needs them ---------------
    @property
    def prefs(self):
        if self._prefs is None:
            P = load(PREFS)
            self._prefs = P.Prefs(self.store, getattr(self, "settings", None))
        return self._prefs

    @property
    def stats(self):
        if self._stats is None:
            self._stats = load(STATS).Stats(self.store)
        return self._stats

    def _end_screen_life(self, keep=None):
        """A screen's life ends: every module loaded since it began (its
        module, the screens' base, the settings or statistics it read, the
        table's) let go, unless the next screen is of the same module,
        `keep`, whose screen this life shows (a page to a page, a menu to
        a menu: nothing loaded again). True when it ended here (the heap
        collected)."""
        if keep is not None and keep == self.screen_module:
            return False
        if self.screen_module is BETWEEN and keep is not None:  # the life ended already (a change
            self.screen_module = keep  # asked by a key, made at the tick): the module it loaded to
            return False  # leave_for is the next screen's
        if self._prefs is not None:  # (as leave_for)
            self._prefs.save()
        self._prefs = None
        self._stats = None
        before = self.screen_mark
        release_since(before)
        if len(sys.modules) < len(before):  # (a game let go: the next life begins from fewer; the
            self.screen_mark = mark()  # same mark kept otherwise, not a new tuple at each screen)
        self.screen_module = keep
        return True

    # --- screens: every change through leave_for and open (a key asks for it
    # with defer: the screen that asked let go, the next built at the tick) ---
    # A screen change leaves the canvas empty while the next screen's module
    # loads and it is built (at the next tick, when deferred): the display
    # keeps the old picture meanwhile (auto_refresh off), so no frame shows
    # the bare felt; the next screen's first frame is drawn whole.
    def _take_down(self, screen):
        self.canvas.remove(screen.group)
        if not self.picture_held:
            self.picture_held = True
            self._auto = getattr(self.display, "auto_refresh", False)
            if self._auto:
                self.display.auto_refresh = False

    def _put_up(self):
        if self.picture_held:
            self.picture_held = False
            if self._auto:
                self.display.auto_refresh = True

    def leave_for(self, module):
        """The screen shown let go, then `module` loaded, whose screen is
        built next: every change of screen is
        `app.open(app.leave_for(M).SomeScreen(app, ...))`, so the two never
        take memory at once. Its life's modules let go with it, unless the
        next screen is of the same module."""
        if self._prefs is not None:  # the settings changed on the screen that goes: written now
            self._prefs.save()
        ss = self.session
        if ss is not None:  # the coach's weighing first, while the table is
            ss.flush()  # still laid out: not amid the next screen (the heap's peak);
            ss.ahead = None  # what was weighed ahead let go (weighed again at the table)
        ss = None
        if self.current is not None:
            self._take_down(self.current)
            self.current = None
        table = self.game_screen is not None
        self.drop_table()
        if self._stats is not None:
            self._stats = None  # read again when wanted (a statistics screen reads them as it is built)
            release(STATS)
        if not self._end_screen_life(module) and table:  # the table let go after the life ended: its
            gc.collect()  # room in one piece for the next screen's module, not amid its garbage (a
            # page over a game against hard: tools.bench_board_memory --sweep, story 22 -> 32 of 32)
        self.about = False
        return load(module)

    def open(self, screen):
        """Show `screen`, built ready by the module leave_for loaded (one
        built before the last was let go would hold both at once: refused)."""
        if self.current is not None:
            raise RuntimeError("a screen built before the one shown was let go: app.leave_for first")
        self.current = screen
        self.canvas.append(screen.group)
        screen.show()
        self._put_up()
        return screen

    def drop_table(self):
        """Let the game's table go (built again when shown; its modules
        go with its screen's life)."""
        self.game_screen = None

    def to_title(self):
        with Loaded(SAVED) as saved:
            text = saved.keep(self)  # a game quit stays offered
        self.end_game()
        if text:  # made again once the game is gone, so it does not sit amid its free space
            gc.collect()
            self.saved_text = "%s" % text
        self.open(self.leave_for(MENUS).TitleScreen(self))

    def setup(self, kind):
        load(MENUS).to_setup(self, kind)

    def pause(self):
        self.session.flush()  # (the pause menu offers the coach's page once weighed)
        self.session.save()  # a checkpoint: a resume continues exactly here
        self.open(self.leave_for(IN_GAME).PauseScreen(self))

    def resume(self, key=None):
        """Back to the game (its table, or the pass screen first), then
        `key` pressed on the table if it is shown. Called deferred from the
        pages over the table (app.defer(app.resume)): the page is gone before
        the table is built again, or the table would be built around it and
        split the heap when it goes (tools.bench_board_memory)."""
        if self.session is None:
            self.to_title()
        elif self.session.teller.after() == "pass":  # (the telling goes on first)
            self.to_pass()
        else:  # the table: kept while the game is on, built again only once let go (drop_table)
            if self._prefs is not None:
                self._prefs.save()
            if self.current is not None:
                self._take_down(self.current)
                self.current = None
            if self.game_screen is None:  # (else its life goes on: a key on it asked for it again)
                self._end_screen_life()
                self.game_screen = self.session.rules.table(self)
            table = self.open(self.game_screen)
            self.session.working = True  # (a tick to look for work: what was weighed ahead, let go when it went)
            if key is not None:
                table.key(key)

    def coach(self):
        """The coach's page over the table (a hint at the play's start
        shows it first: ui.cribbage.hint)."""
        self.open(self.leave_for(IN_GAME).CoachScreen(self))

    def to_pass(self):
        self.open(self.leave_for(IN_GAME).PassScreen(self))

    def passed(self):
        self.session.teller.passed()
        self.resume()

    # --- when something goes wrong ---------------------------------------------------
    def crash(self, error):
        """Called by the board's main loop for any unexpected exception:
        the error screen, made at start-up, shown without a new allocation
        (the memory may be what ran out)."""
        oops = self.oops
        if self.current is not oops:
            if self.current is not None:
                self._take_down(self.current)
            self.canvas.append(oops.group)
            self.current = oops
            self._put_up()
        self.deferred = None
        self.about = False
        oops.open(error)

    # --- saved games -------------------------------------------------------------
    def find_saved(self):
        with Loaded(SAVED) as saved:  # (the save read, its game replayed: all let go after)
            saved.find(self)

    def resume_saved(self):
        """The saved game, read again from the store and replayed."""
        with Loaded(SAVED) as read:
            saved = read.read(self)
        if saved is None:
            self.to_title()
        else:
            self._begin(saved[0], saved[1], saved[3], saved[2], saved[4], saved[5:7])

    # --- games -----------------------------------------------------------------
    def start_game(self, game, options=None, seats=None, seed=None):
        if options is None:
            options = self.prefs.options(game)
        if seats is None:
            seats = self.prefs.seats(game)
        if seed is None:
            seed = self.seed_source()
        self.saved_text = ""  # the saved game is overwritten by this one
        self._begin(game, options, seats, seed)

    def _begin(self, kind, options, seats, seed, actions=b"", telling=(0, 0)):
        """A game from its options (and actions, when resumed): whatever was
        shown before is let go first, then the game's modules are loaded."""
        self.end_game()
        if self.current is not None:
            self._take_down(self.current)
            self.current = None
        self._end_screen_life()
        self.game_mark = self.screen_mark  # what is loaded from here on is the game's: let go at its end
        Session = load(SESSION).Session
        self.session = Session(kind, options, seats, seed, self.pace[0], self.sound,
                               self.store, actions, telling, self.game_mark)
        self.session.paced(self.pace)
        self.screen_mark = mark()  # the screens' lives begin after the game's modules
        self.resume()

    def learn(self, kind):
        """Learn to play: a first game of `kind` against the easy computer
        (its options the game's own: ui.session), each new moment
        introduced as it comes."""
        self.start_game(kind, None, ["learner"] + ["easy"] * 7)

    def end_game(self):
        """Let the game in progress go, with every module only it used."""
        ss = self.session
        if ss is None:
            return
        if self.game_screen is not None and self.current is self.game_screen:
            self._take_down(self.game_screen)
            self.current = None
        self.session = None
        self.game_screen = None
        ss = None
        if self.leds is not None:  # the pegs off, and no Trash view kept
            self.leds.reset(self.leds.sides, self.leds.target)
        release_since(self.game_mark)  # its rules, engine, players, screen, and the pages opened in it
        self.screen_mark = self.game_mark  # (what is loaded now: the next screen's life begins from it,
        self.game_mark = None  # the next game's too, with no new mark made amid the title's free heap)

    def leds_reset(self):
        if self.leds is not None and self.session is not None:
            self.session.rules.reset_leds(self.leds, self.session.teller)  # (as told)

    # --- the loop ------------------------------------------------------------------
    def defer(self, action, *args):
        """Do action(*args), one of the app's methods, at the next tick, the
        screen that asked let go first: a game started from a menu (or again
        from the result) must not load while that screen and its modules are
        still held, nor deep in the calls of a key, where stale references
        keep them alive. Only the app's own method and plain values are kept
        meanwhile, no screen's functions."""
        self.deferred = (action, args)

    def _drop_screen(self):
        table = self.current is not None and self.current is self.game_screen
        if self.current is not None:
            self._take_down(self.current)
            self.current = None
        if not table:  # (the table's life ends when the next screen opens: the key may ask for it again)
            self._end_screen_life()
            self.screen_module = BETWEEN

    def key(self, action):
        if self.dimmer.wake():  # a key in the dark wakes the board and does nothing else
            self.moved = True
            return
        self.fresh = True
        if self.current is None:  # a screen let go, the next one shown at the next tick (defer):
            return  # a second key in the same poll has nothing to press, and is dropped
        ss = self.session
        before = -1 if ss is None else ss.changes
        ss = None  # (no reference held while the key runs: it may end the game)
        self.current.key(action)
        if self.deferred is not None:
            self._drop_screen()  # the rest at the next tick
            return
        self._after()
        ss = self.session
        if (ss is None) != (before < 0) or ss is not None and ss.changes != before:
            self.moved = True  # the game moved, began or ended: the LEDs look again (not for a
            # cursor's move or a menu's: a frame costs 0.5 M on the board)

    def tick(self, now):
        if self.dimmer.tick(now):  # dimmed, or off: the LEDs drawn again at its level
            self.moved = True
            if self.dimmer.level > 1:  # (off: the board may be put away now)
                if self.session is not None:
                    self.session.save()  # (a checkpoint)
                if self._prefs is not None:  # (settings changed and left on the screen)
                    self._prefs.save()
        b = self.battery
        if b is not None and b.tick(now):  # what the gauge says changed
            if getattr(self.current, "gauge", False):
                self.current.show()  # (the title, the pause menu)
            if not b.low:
                if self.notice == LOW:
                    self.notice = ""
            elif self.notice != LOW:  # low: said once, and the game written
                self.notice = LOW
                ss = self.session
                if ss is not None:
                    ss.save()
                    ss.teller.say(LOW, 3000)
                if getattr(self.current, "gauge", False):
                    self.current.show()  # (the title says it; the pause menu's gauge)
        fresh = self.fresh
        self.fresh = False
        if fresh:
            self.changed_at = now
        if self.deferred is not None:
            action, args = self.deferred
            self.deferred = None
            self._drop_screen()
            action(*args)
            self.moved = True  # a game begun or left: the LEDs look again
            self._after()  # (what follows at once: Learn to play's first words before any key)
            return
        changed = self.current.tick(now)
        if changed:
            self.changed_at = now
            self.dimmer.since = now  # (someone watching the table is not idle)
        self._after()
        ss = self.session
        if ss is not None and self.current is self.game_screen:
            ss.think(fresh, changed)  # a slice of the work between frames
        # what the LEDs show of the game is looked up only when it moved (a
        # view a tick would be garbage 20 times a second on a small heap)
        moved = changed or self.moved
        self.moved = False
        leds = self.leds
        if leds is not None and (moved or leds.due(now) is not None):  # (changed, or animating)
            ss = self.session
            if moved and ss is not None:
                ss.rules.show_leds(leds, ss.teller)  # (the strip as told)
            frame = leds.tick(now)
            if self.strip is not None:  # (only the LEDs that changed are written)
                self.strip.write(frame, self.dimmer.level)
        if self.sound is not None and hasattr(self.sound, "tick"):
            self.sound.tick(now)
        if moved and self.status is not None:
            self._status()

    def due(self, now):
        """When the app next needs a tick (ms), or None when only a key
        will change anything (ui.mainloop sleeps meanwhile): the words
        told, a computer's move, the work a key left, an animation's next
        frame, a note's end, the dimming, the battery's next reading. What
        follows a change waits a frame (FRAME_MS), so that the change is
        drawn first."""
        if self.deferred is not None or self.moved:
            return now
        t = self.dimmer.due()
        ss = self.session
        if ss is not None and self.current is self.game_screen and self.current is not None:
            if ss.pending is not None or ss.working and not ss.busy():
                t = now  # (a slice a round)
            else:
                t = soonest(t, ss.due(now))
        if self.leds is not None:
            t = soonest(t, self.leds.due(now))
        if self.battery is not None:
            t = soonest(t, self.battery.due())
        if self.sound is not None and hasattr(self.sound, "due"):
            t = soonest(t, self.sound.due(now))
        if t is not None and t < self.changed_at + FRAME_MS:
            t = self.changed_at + FRAME_MS
        return t

    def _after(self):
        ss = self.session
        if ss is None or self.current is not self.game_screen:
            return
        if ss.pending is not None:  # (the coach weighs a move before the next screen,
            return  # a pass screen too: after the frame that showed it)
        t = ss.teller
        if ss.learn and ss.moment():  # Learn to play: a new moment, introduced
            self.open(self.leave_for(IN_GAME).LearnScreen(self))
            return
        then = t.after()
        if then == "result":
            if not ss.recorded:
                ss.flush()  # (the coach's last weighing counts in the statistics)
                ss.recorded = True
                self.stats.record(ss)
                self._stats = None
                release(STATS)
                ss.ended(self.game_mark)
            self.open(self.leave_for(IN_GAME).ResultScreen(self))
        elif then == "pass":
            self.to_pass()
        elif then == "hand over":
            t.passed(False)  # nothing secret on either side: just hand it over
            self.current.show()

    def _status(self):
        ss = self.session
        if ss is None:
            self.status.show(None, None, self.dimmer.level)
            return
        a, count = ss.teller.status()  # (as told)
        turn = None if a is None else SEATS[a % len(SEATS)]
        self.status.show(turn, count, self.dimmer.level)

    def idle(self):
        """Nothing will change without a key: no message, no computer move,
        no work left by the last key."""
        if self.deferred is not None:
            return False
        ss = self.session
        if ss is None or self.current is not self.game_screen:
            return True
        return ss.pending is None and not ss.working and not ss.busy()


def soonest(a, b):
    """The earlier of two times, either of which may be None (never)."""
    if a is None:
        return b
    return a if b is None or a <= b else b

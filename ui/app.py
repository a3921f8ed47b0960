"""The app: screens, the game in progress, settings, LEDs and sound. It
reaches the hardware only through what code.py or the simulator hand it:
a displayio display, a store, an LED board, a sound player, a seed source.
Call key(action) for every key and tick(now_ms) often."""

import displayio

try:
    from typing import Any  # only for the type checker; absent on the board
except ImportError:
    pass

from ui import prefs as P
from ui.card_art import CardArt
from ui.menus import (HELP, ErrorScreen, OptionsScreen, PagesScreen, PassScreen, PauseScreen,
                      ResultScreen, SetupScreen, StatsScreen, TitleScreen, VERSION)
from ui.stats import Stats
from ui.prefs import Prefs
from ui.session import Session
from ui.widgets import GREEN_FELT, background

WIDTH = 160
HEIGHT = 128


class App:
    def __init__(self, display, art_path, store=None, leds=None, status=None, sound=None,
                 seed_source=None, strip=None, game_slots=None):
        self.display = display
        self.strip = strip  # writes the LED board's frames to the real strip
        self.art = CardArt(art_path)
        self.prefs = Prefs(store)
        self.stats = Stats(store)
        self.leds = leds
        self.status = status
        self.sound = sound
        self.seed_source = seed_source or (lambda: 1)
        self.notice = "settings damaged: reset" if self.prefs.problems else ""
        self.game_slots = game_slots
        self.saved = None  # type: Any  # (kind, options, seed, seats, actions) to resume
        self.saved_text = ""
        self._find_saved()
        w = getattr(display, "width", WIDTH)
        h = getattr(display, "height", HEIGHT)
        scale = max(1, min(w // WIDTH, h // HEIGHT))
        self.root = displayio.Group()
        background(self.root, w, h, GREEN_FELT)
        self.canvas = displayio.Group(scale=scale, x=(w - WIDTH * scale) // 2,
                                      y=(h - HEIGHT * scale) // 2)
        self.root.append(self.canvas)
        display.root_group = self.root
        self.screens = {}  # type: dict
        self.current = None  # type: Any
        self.session = None  # type: Any
        self.game_screen = None  # type: Any
        self.apply_prefs()
        self.to_title()

    # --- screens -------------------------------------------------------------
    def screen(self, cls):
        s = self.screens.get(cls)
        if s is None:
            s = self.screens[cls] = cls(self)
        return s

    def set_screen(self, s):
        if self.current is not None:
            self.canvas.remove(self.current.group)
        self.current = s
        self.canvas.append(s.group)
        s.show()

    def name(self):
        """The current screen's name, for tests and the simulator."""
        return type(self.current).__name__

    def to_title(self):
        self.set_screen(self.screen(TitleScreen))

    def to_setup(self, game):
        s = self.screen(SetupScreen)
        s.game = game
        s.rows = []
        self.set_screen(s)

    def to_settings(self, back=None):
        s = self.screen(OptionsScreen)
        s.table = P.GENERAL
        s.title_text = "Settings"
        s.rows = []
        s.on_back = back
        self.set_screen(s)

    def to_settings_from_game(self):
        self.to_settings(self.pause)

    def to_variants(self, game):
        s = self.screen(OptionsScreen)
        s.table = P.CRIBBAGE[1:] if game == "cribbage" else P.TRASH[1:]
        s.title_text = "Cribbage rules" if game == "cribbage" else "Trash rules"
        s.rows = []
        s.on_back = lambda: self.to_setup(game)
        self.set_screen(s)

    def to_help(self):
        s = self.screen(PagesScreen)
        self.set_screen(s)
        s.open("How to play", HELP["cribbage"] + HELP["trash"])

    def to_stats(self):
        s = self.screen(StatsScreen)
        s.confirm = False
        s.rows = []
        self.set_screen(s)

    def to_stat_page(self, name):
        s = self.screen(PagesScreen)
        self.set_screen(s)
        s.open("Statistics", [self.stats.lines(name)])

    def to_about(self):
        s = self.screen(PagesScreen)
        self.set_screen(s)
        s.open("About", ["Pocket Cards %s\nCribbage and Trash\n\nThe rules engine is\nshared with the desktop\nsimulator." % VERSION])

    def pause(self):
        self.set_screen(self.screen(PauseScreen))

    def resume(self):
        if self.session is None:
            self.to_title()
        elif self.session.needs_pass():
            self.to_pass()
        else:
            self.set_screen(self.game_screen)

    def to_pass(self):
        s = self.screen(PassScreen)
        s.open(self.session.names[self.session.pass_target()])
        self.set_screen(s)

    def passed(self):
        self.session.passed()
        self.set_screen(self.game_screen)

    def hint(self):
        self.resume()
        if self.game_screen is not None and self.current is self.game_screen:
            from ui.actions import HINT
            self.current.key(HINT)

    # --- when something goes wrong ---------------------------------------------------
    def crash(self, error):
        """Called by the board's main loop for any unexpected exception."""
        s = self.screen(ErrorScreen)
        s.open(error)
        self.set_screen(s)

    def recover(self):
        """Carry on: back into the game (rebuilt from its save) or the menu."""
        ss = self.session
        if ss is not None and ss.game.actor is not None and self.game_slots is not None:
            self._find_saved()
            if self.saved is not None:
                self.resume_saved()
                return
        self.to_title()

    # --- saved games -------------------------------------------------------------
    def _find_saved(self):
        if self.game_slots is None:
            return
        from engine.savegame import decode, replay
        try:
            data = self.game_slots.load()
            if data is None:
                if self.game_slots.damaged:
                    raise ValueError("no slot checks out")
                return
            saved = decode(data)
            game = replay(saved[0], saved[1], saved[2], saved[4])
            if game.actor is None:
                return
            self.saved = saved
            scores = game.scores if saved[0] == "cribbage" else [game.size[p] for p in range(game.n)]
            self.saved_text = "Resume %s %s" % ("Cribbage" if saved[0] == "cribbage" else "Trash",
                                                "-".join(str(s) for s in scores))
        except (ValueError, IndexError, KeyError, UnicodeError) as e:
            self.notice = "saved game unreadable"
            print("saved game not resumed:", e)

    def resume_saved(self):
        kind, options, seed, seats, actions = self.saved
        self.saved = None
        pr = self.prefs
        self.session = Session(kind, options, seats, seed, P.PACE_MS[pr.get("pace")], self.leds,
                               self.sound, self.game_slots, actions)
        from ui.screen_crib import CribbageScreen
        from ui.screen_trash import TrashScreen
        self.game_screen = self.screen(CribbageScreen if kind == "cribbage" else TrashScreen)
        self.resume()

    # --- games -----------------------------------------------------------------
    def apply_prefs(self):
        self.art.four_colour(self.prefs.get("four_colour") == "on")
        if self.sound is not None:
            self.sound.enabled = self.prefs.get("sound") == "on"
        if self.leds is not None:
            self.leds.s.animate = self.prefs.get("leds") == "on"
        if self.session is not None:
            self.session.pace_ms = P.PACE_MS[self.prefs.get("pace")]

    def start_game(self, game, options=None, seats=None, seed=None):
        pr = self.prefs
        if options is None:
            options = pr.options(game)
        if seats is None:
            seats = pr.get("crib_seats" if game == "cribbage" else "trash_seats")
        if seed is None:
            seed = self.seed_source()
        self.saved = None
        self.session = Session(game, options, seats, seed, P.PACE_MS[pr.get("pace")],
                               self.leds, self.sound, self.game_slots)
        from ui.screen_crib import CribbageScreen
        from ui.screen_trash import TrashScreen
        self.game_screen = self.screen(CribbageScreen if game == "cribbage" else TrashScreen)
        self.resume()

    def restart(self):
        ss = self.session
        self.start_game(ss.kind, ss.options, ss.seats)

    def play_again(self):
        ss = self.session
        options = dict(ss.options)
        if ss.kind == "cribbage":
            options["dealer"] = ss.game.next_dealer  # the loser deals first
        self.start_game(ss.kind, options, ss.seats)

    def leds_reset(self):
        if self.leds is None or self.session is None:
            return
        g = self.session.game
        if self.session.kind == "cribbage":
            self.leds.reset(g.sides, g.target, g.options["stakes"])
        else:
            self.leds.reset(2, 121)
            self.leds.show_trash(g.view(0))

    # --- the loop ------------------------------------------------------------------
    def key(self, action):
        self.current.key(action)
        self._after()

    def tick(self, now):
        changed = self.current.tick(now)
        self._after()
        if self.leds is not None:
            if self.session is not None and self.session.kind == "trash":
                self.leds.show_trash(self.session.game.view(0))
            frame = self.leds.tick(now)
            if self.strip is not None:
                self.strip.write(frame)
        if self.sound is not None and hasattr(self.sound, "tick"):
            self.sound.tick(now)
        if self.status is not None and self.session is not None:
            self._status()
        return changed

    def _after(self):
        ss = self.session
        if ss is None or self.current is not self.game_screen:
            return
        if ss.messages:
            return
        if ss.game.actor is None:
            if not ss.recorded:
                ss.recorded = True
                self.stats.record(ss)
            self.set_screen(self.screen(ResultScreen))
        elif ss.needs_pass():
            self.to_pass()
        elif ss.human_turn() and ss.viewer != ss.actor:
            ss.passed()  # nothing secret on either side: just hand it over
            self.current.show()

    def _status(self):
        ss = self.session
        v = ss.game.view(ss.viewer)
        colours = (0xFF0000, 0x0060FF, 0x00C000, 0xFFA000, 0xC000FF, 0x00D0D0, 0xFF60A0, 0xFFFFFF)
        a = v["actor"]
        turn = None if a is None else colours[a % len(colours)]
        count = v["count"] if ss.kind == "cribbage" and v["phase"] == 3 else None
        self.status.show(turn, count)

    def idle(self):
        """Nothing will change without a key: no message, no computer move."""
        ss = self.session
        if ss is None or self.current is not self.game_screen:
            return True
        return not ss.busy()

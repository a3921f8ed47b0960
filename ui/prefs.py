"""Every menu choice, with its allowed values, display names and defaults,
kept in a store as plain "key=value" lines. A value that is missing or
not allowed falls back to its default (and is reported), so a damaged file
never stops the device.

The general settings are here; each game's rules and seats are its own
(its menu module, ui.games), loaded when they are asked for. A game's
setting is kept in the values only while it is not its default (cycle
takes it out when it goes back): the settings are written without a
game's menu loaded (a setting changed over a paused game)."""

from ui.games import GAMES, MENU
from ui.modules import load

# key: (label, allowed values); the first value shown is the default
GENERAL = (
    ("sound", "Sound", ("on", "off")),
    ("pace", "Pace", ("normal", "slow", "fast", "step", "instant")),  # words and computers
    ("four_colour", "4-colour deck", ("off", "on")),
    ("leds", "LED moves", ("on", "off")),
    ("dim", "Dim after", (60, 30, 300, 0)),  # seconds without a key (ui.power); 0: never
)
SEAT_KINDS = ("human", "easy", "normal", "hard")
# a pace: how long a computer thinks (ms), how long words stay up (in percent
# of their time)
PACE = {"slow": (1600, 200), "normal": (900, 120), "fast": (350, 60), "step": (900, 120), "instant": (0, 60)}

# what each setting means, a line where it is chosen (the menus' footer),
# and in How to play (assets/help.txt): by its key, or by key and value
MEANS = {  # (20 columns at most: one line of the CLUE's)
    "sound": "beeps as you play", "four_colour": "a colour per suit", "leds": "pegs glide on strip",
    "dim": "dims when idle", ("pace", "normal"): "words 1.2 s a line", ("pace", "slow"): "words 2 s a line",
    ("pace", "fast"): "words 0.6 s a line", ("pace", "step"): "each score waits ok",
    ("pace", "instant"): "computers at once",
}


def show(key, value, words=None):
    """The words a menu shows for a value (words: its game's, where not
    itself: by key and value, or by key, a format or a tuple by index)."""
    if words is not None:
        w = words.get((key, value))
        if w is None:
            w = words.get(key)
            if w is not None:
                w = w[value] if type(w) is tuple else w % value
        if w is not None:
            return w
    if value is True:
        return "on"
    if value is False:
        return "off"
    if key == "dim":
        return "never" if not value else ("%d s" % value if value < 60 else "%d min" % (value // 60))
    if value == "step":
        return "step with OK"
    return str(value)


def means(key, value, table=MEANS):
    """The line that says what a setting means ("" when none)."""
    return table.get((key, value)) or table.get(key, "")


def defaults():
    """Every general setting at its default (a game's, absent, are theirs)."""
    return {key: allowed[0] for key, _, allowed in GENERAL}


class Prefs:
    """The settings, loaded from the store; or, given `values` (a dict the
    app keeps while this module is let go), working on those."""

    def __init__(self, store=None, values=None):
        self.store = store
        self.problems = []
        self.saved = True  # what the store holds is these values (a change: written when its screen goes)
        self.games = {}  # each game's menu module, once one of its settings is asked for
        if values is not None:
            self.values = values
            return
        self.values = defaults()
        self.load()

    def game(self, kind):
        """Game `kind`'s menu module (ui.games.menu)."""
        m = self.games.get(kind)
        if m is None:
            m = self.games[kind] = load(MENU % kind)
        return m

    def allowed(self, key):
        """(allowed values, default) of a setting; KeyError for none."""
        for k, _, allowed in GENERAL:
            if k == key:
                return allowed, allowed[0]
        for kind in GAMES:
            m = self.game(kind)
            if key == m.SEATS[0]:
                return None, list(m.SEATS[1])
            for k, _, allowed in m.OPTIONS:
                if k == key:
                    return allowed, allowed[0]
        raise KeyError(key)

    def get(self, key):
        v = self.values.get(key)
        return self.allowed(key)[1] if v is None else v

    def seats(self, kind):
        """The kinds of the seats of game `kind` (a list, one per place at most)."""
        return self.get(self.game(kind).SEATS[0])

    def set(self, key, value, default):
        if value == default and all(k != key for k, _, _ in GENERAL):
            self.values.pop(key, None)  # (a game's, at its default: not kept)
        else:
            self.values[key] = value
        self.saved = False

    def apply(self, app):
        """Put the settings into effect: the deck's colours, sound, LED
        animations, the computers' pace, the dimming."""
        v = self.values
        app.art.four_colour(v["four_colour"] == "on")
        if app.sound is not None:
            app.sound.enabled = v["sound"] == "on"
        if app.leds is not None:
            if app.leds.s.animate is not None:  # (None: PEG_ANIMATE = 0, no animations whatever this says)
                app.leds.s.animate = v["leds"] == "on"
        pace = v["pace"]
        app.pace = PACE[pace] + (pace == "step",)
        app.dimmer.after = v["dim"] * 1000  # (ui.power)
        app.dimmer.since = None
        if app.session is not None:
            app.session.paced(app.pace)

    def cycle(self, key, step=1):
        allowed, default = self.allowed(key)
        v = self.get(key)
        i = allowed.index(v) if v in allowed else 0
        self.set(key, allowed[(i + step) % len(allowed)], default)

    def cycle_seat(self, kind, seat, step=1):
        key, default = self.game(kind).SEATS
        seats = list(self.get(key))
        seats[seat] = SEAT_KINDS[(SEAT_KINDS.index(seats[seat]) + step) % len(SEAT_KINDS)]
        self.set(key, seats, list(default))

    def options(self, kind):
        """The engine options of a game from these choices."""
        return {key: self.get(key) for key, _, _ in self.game(kind).OPTIONS}

    # --- the store -------------------------------------------------------------
    def dump(self):
        """The settings that differ from their defaults (the rest load as
        defaults): the fewer bytes, the less a game's save buffer holds,
        which carries the settings (ui.store). (A game's are in the values
        only when not at their default: no game's menu is loaded here.)"""
        lines = ["v=1"]
        base = defaults()
        for key in sorted(self.values):
            v = self.values[key]
            if key in base and v == base[key]:
                continue
            if isinstance(v, list):
                v = ",".join(v)
            lines.append("%s=%s" % (key, v))
        return ("\n".join(lines) + "\n").encode()

    def save(self):
        """Write the settings if they changed since they were read or last
        written: once, as the screen that changed them goes (ui.app), not at
        each change (a write is a flash erase, and loading the store's
        writing, ui.writes, put a change's frame over 5 M instructions)."""
        if self.saved:
            return
        self.saved = True
        if self.store is not None:
            try:
                self.store.save("settings", self.dump())
            except Exception as e:  # a full or read-only store loses nothing else
                self.problems.append("settings not saved: %s" % e)

    def load(self):
        if self.store is None:
            return
        try:
            data = self.store.load("settings")
        except Exception as e:
            self.problems.append("settings unreadable: %s" % e)
            return
        if not data:
            return
        try:
            text = data.decode()
        except UnicodeError:
            self.problems.append("settings were damaged; using defaults")
            return
        for line in text.split("\n"):
            if "=" not in line or line.startswith("v="):
                continue
            key, raw = line.split("=", 1)
            try:
                allowed, default = self.allowed(key)
            except KeyError:
                continue  # (a setting no longer offered)
            if allowed is None:  # a game's seats
                kinds = raw.split(",")
                if len(kinds) == len(default) and all(k in SEAT_KINDS for k in kinds):
                    self.set(key, kinds, default)
                else:
                    self.problems.append("setting %s was damaged; using the default" % key)
                continue
            for a in allowed:
                if str(a) == raw:
                    self.set(key, a, default)
                    break
            else:
                self.problems.append("setting %s=%s is not allowed; using the default" % (key, raw))
        self.saved = True

"""Every menu choice, with its allowed values, display names and defaults,
kept in a store as plain "key=value" lines. A value that is missing or
not allowed falls back to its default (and is reported), so a damaged file
never stops the device."""

# key: (label, allowed values, default); the first value shown is the default
GENERAL = (
    ("sound", "Sound", ("on", "off")),
    ("pace", "Pace", ("normal", "slow", "fast", "step", "instant")),  # words and computers
    ("four_colour", "4-colour deck", ("off", "on")),
    ("leds", "LED moves", ("on", "off")),
    ("dim", "Dim after", (60, 30, 300, 0)),  # seconds without a key (ui.power); 0: never
)
CRIBBAGE = (
    ("table", "Table", ("2p6", "2p5", "3p", "4p")),
    ("target", "Game to", (0, 61, 121, 181)),
    ("exact", "Exact finish", (False, True)),
    ("stakes", "Stakes", ("lurch", "skunk")),
    ("muggins", "Muggins", (False, True)),
    ("match", "Match to", (0, 3, 5, 7, 9)),
)
TRASH = (
    ("players", "Players", (2, 3, 4, 5, 6, 7, 8)),
    ("wild", "Wild", ("jacks", "kings", "faces")),
    ("jokers", "Jokers", (False, True)),
    ("first", "Starts", ("winner", "rotate")),
    ("goal", "Win at", (0, 8, 7, 6, 5)),
    ("deals", "Deals", (0, 3, 5, 10)),
    ("second_chance", "Losers", (0, 1, 2)),
)
RULES = {"cribbage": CRIBBAGE, "trash": TRASH}  # each game's options, its table first
SEATS = {"cribbage": "crib_seats", "trash": "trash_seats"}
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
    ("table", "2p6"): "6 cards, lay away 2", ("table", "2p5"): "5 cards, to 61",
    ("table", "3p"): "5 cards, lay away 1", ("table", "4p"): "partners sit across",
    "target": "points to win", ("target", 0): "121 (5-card: 61)", "exact": "land on it exactly",
    ("stakes", "lurch"): "under half: double", ("stakes", "skunk"): "<91 x2, <61 x3",
    "muggins": "count your own hand", "match": "points to win match",
    "players": "2 to 8 players", "wild": "they fill any slot", "jokers": "2 wild ones a deck",
    "first": "who starts a hand", "goal": "slots left to win", "deals": "then fewest slots",
    "second_chance": "losers' last chance",
}


def means(key, value):
    """The line that says what a setting means ("" when none)."""
    return MEANS.get((key, value)) or MEANS.get(key, "")


WORDS = {
    "2p6": "2p, 6 cards", "2p5": "2p, 5 cards", "3p": "3 players",
    "4p": "4, partners", "lurch": "lurch", "skunk": "skunk", "jacks": "Jacks",
    "kings": "Kings", "faces": "all faces", "winner": "the winner", "rotate": "in turn",
    "step": "step with OK",
}


def show(key, value):
    """The words a menu shows for a value."""
    if value is True:
        return "on"
    if value is False:
        return "off"
    if key == "target" and value == 0:
        return "usual"
    if key in ("match", "deals") and value == 0:
        return "one game" if key == "match" else "no limit"
    if key == "goal":
        return "last slot" if value == 0 else "%d left" % value
    if key == "dim":
        return "never" if not value else ("%d s" % value if value < 60 else "%d min" % (value // 60))
    if key == "second_chance":
        return ("off", "turn up", "3 draws")[value]
    return WORDS.get(value, str(value))


TABLES = (GENERAL, CRIBBAGE, TRASH)


def seats_at(game, first):
    """How many seats a game has, from its first option (table or players)."""
    if game == "cribbage":
        return {"2p6": 2, "2p5": 2, "3p": 3, "4p": 4}[first]
    return first


def defaults():
    """Every setting at its default."""
    values = {}  # type: dict
    for table in TABLES:
        for key, _, allowed in table:
            values[key] = allowed[0]
    values["crib_seats"] = ["human", "hard", "hard", "hard"]
    values["trash_seats"] = ["human"] + ["normal"] * 7
    return values


class Prefs:
    """The settings, loaded from the store; or, given `values` (a dict the
    app keeps while this module is let go), working on those."""

    def __init__(self, store=None, values=None):
        self.store = store
        self.problems = []
        self.saved = True  # what the store holds is these values (a change: written when its screen goes)
        if values is not None:
            self.values = values
            return
        self.values = defaults()
        self.load()

    def allowed(self, key):
        for table in TABLES:
            for k, _, allowed in table:
                if k == key:
                    return allowed
        return SEAT_KINDS

    def get(self, key):
        return self.values[key]

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
        allowed = self.allowed(key)
        i = allowed.index(self.values[key]) if self.values[key] in allowed else 0
        self.values[key] = allowed[(i + step) % len(allowed)]
        self.saved = False

    def cycle_seat(self, game, seat, step=1):
        seats = self.values[game if game.endswith("_seats") else game + "_seats"]
        i = SEAT_KINDS.index(seats[seat])
        seats[seat] = SEAT_KINDS[(i + step) % len(SEAT_KINDS)]
        self.saved = False

    def options(self, game):
        """The engine options of a game from these choices."""
        table = RULES[game]
        return {key: self.values[key] for key, _, _ in table}

    # --- the store -------------------------------------------------------------
    def dump(self):
        """The settings that differ from their defaults (the rest load as
        defaults): the fewer bytes, the less a game's save buffer holds,
        which carries the settings (ui.store)."""
        lines = ["v=1"]
        base = defaults()
        for key in sorted(self.values):
            v = self.values[key]
            if v == base[key]:
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
            if key not in self.values:
                continue
            if key.endswith("_seats"):
                kinds = raw.split(",")
                if len(kinds) == len(self.values[key]) and all(k in SEAT_KINDS for k in kinds):
                    self.values[key] = kinds
                else:
                    self.problems.append("setting %s was damaged; using the default" % key)
                continue
            for a in self.allowed(key):
                if str(a) == raw:
                    self.values[key] = a
                    break
            else:
                self.problems.append("setting %s=%s is not allowed; using the default" % (key, raw))

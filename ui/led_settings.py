"""Settings of the LED peg strip, read from settings.toml, and the one
reader of a setting's value for the board and the simulator alike.

On the board CircuitPython's os.getenv() reads settings.toml; since
CircuitPython 10.2 it returns every value as the text written in the file
(`PEG_LEDS = 0x3C` gives "0x3C", `PEG_ANIMATE = false` gives "false", a
quoted string its words: shared-module/os/__init__.c, settings.c's raw
reader), before that an int for a bare number. The simulator passes its
own reader that gives the same text (sim/build.py). `number` and `text`
read either. Every key is optional; a value that is wrong is reported (in
`problems`, and by name on the title: `notice`) and replaced by its
default, so a typo never stops the game.

  PEG_PIN = "D3"            data pin (a name in `board`); unset: the board's
                            strip port (the PyBadge's and PyGamer's D3), or
                            no strip (the CLUE, other boards)
  PEG_LEDS = 60             LEDs per track (60: one per hole; 61: + a game hole)
  PEG_TRACKS = 0            0: one track per side, chained on one strip;
                            1: one shared track with every side's pegs
  PEG_ZIGZAG = 1            1: the strip folds at the far end, so its second
                            half runs back along the second row; 0: both
                            rows are wired from the start end
  PEG_BRIGHTNESS = 40       1..255, the brightest a lit hole gets
  PEG_COLOURS = "ff0000,0060ff,00c000"   side colours (hex RGB)
  PEG_ORDER = "GRB"         the strip's colour order: R, G and B in any
                            order, W too for RGBW strips ("BRG", "GRBW"...)
  PEG_MAX_MA = 300          current cap of the whole strip, in milliamps
  PEG_ANIMATE = 1           0: scores jump, no animations
Whole numbers may be written 60, 0x3C, and 0/1 as false/true.
"""

DEFAULT_COLOURS = "ff0000,0060ff,00c000"

DEFAULTS = (  # (pairs, not a dict: read in this order on the board too, its problems said so)
    ("PEG_PIN", None),
    ("PEG_LEDS", 60),
    ("PEG_TRACKS", 0),
    ("PEG_ZIGZAG", 1),
    ("PEG_BRIGHTNESS", 40),
    ("PEG_COLOURS", DEFAULT_COLOURS),
    ("PEG_ORDER", "GRB"),
    ("PEG_MAX_MA", 300),
    ("PEG_ANIMATE", 1),
)

_RANGES = {
    "PEG_LEDS": (10, 200),
    "PEG_TRACKS": (0, 1),
    "PEG_ZIGZAG": (0, 1),
    "PEG_BRIGHTNESS": (1, 255),
    "PEG_MAX_MA": (20, 3000),
    "PEG_ANIMATE": (0, 1),
}


def number(value):
    """A whole number from os.getenv's value (text: "60", "0x3C", "-2",
    "1_000", "true", "false"; an int before CircuitPython 10.2), or None.
    (int(t, 0) reads the text alike on the board and on a desktop.)"""
    if isinstance(value, int):  # (True and False too)
        return int(value)
    t = text(value)
    if t is None:
        return None
    if t.lower() in ("true", "false"):
        return int(t.lower() == "true")
    try:
        return int(t, 0)
    except ValueError:
        return None


def text(value):
    """A setting's words from os.getenv's value, or None: quotes taken off
    (os.getenv takes a "string"'s off itself; a 'literal' keeps them)."""
    if not isinstance(value, str):
        return None
    t = value.strip()
    if len(t) > 1 and t[0] == t[-1] and ord(t[0]) in (34, 39):  # (" or ')
        t = t[1:-1]
    return t


def pixel_order(t):
    """Is `t` a colour order a NeoPixel's pixel buffer takes? R, G and B
    (and W, a fourth byte) each once, in any order (adafruit_pixelbuf's
    parse_byteorder; its P, a DotStar's brightness byte, is no NeoPixel's)."""
    return 3 <= len(t) <= 4 and sorted(t) == sorted("RGBW"[:len(t)])


def from_file(path):
    """A getenv-like reader of settings.toml at `path` that gives what
    CircuitPython's os.getenv gives since 10.2, read as it reads the file
    (supervisor/shared/settings.c): a line's key, spaces, "=", then a
    "string" (its escapes read, its quotes off) or a bare value (up to a #
    comment, spaces trimmed); a [section] ends the keys; a value it cannot
    read gives the default; the file read again at each call, as there.
    The simulator reads with it (not as TOML, which would read 0x3C as 60
    where a board gives "0x3C"), and so does a board whose firmware reads no
    settings.toml (os.getenv raises NotImplementedError: SAMD21 builds)."""
    def getenv(key, default=None):
        try:
            f = open(path, "rb")
        except OSError:
            return default
        try:
            for line in f:
                s = line.decode().lstrip()
                if s.startswith("["):  # (sections are not read: nothing after one is found)
                    return default
                if s.startswith(key) and s[len(key):].lstrip().startswith("="):
                    value = _raw(s[len(key):].lstrip()[1:])
                    return default if value is None else value
        except UnicodeError:
            pass
        finally:
            f.close()
        return default
    return getenv


def _raw(s):
    """The text of a value as settings.c reads it, or None (ill-formed)."""
    s = s.strip()
    if not s:
        return None  # (an empty value is an error)
    if ord(s[0]) != 34:  # a bare value, to a comment
        return s.split("#", 1)[0].rstrip()
    out = ""
    i = 1
    while i < len(s):
        c = s[i]
        if ord(c) == 34:  # the closing quote: nothing after it but a comment
            after = s[i + 1:].lstrip()
            return out if not after or after[0] == "#" else None
        if ord(c) == 92:  # a backslash: an escape
            i += 1
            c = s[i:i + 1]
            if c in ("u", "U"):
                n = 4 if c == "u" else 8
                hexa = s[i + 1:i + 1 + n]
                if len(hexa) != n or [d for d in hexa if not (d.isdigit() or "a" <= d.lower() <= "f")] \
                        or int(hexa, 16) >= 0x110000:
                    return None
                out += chr(int(hexa, 16))
                i += 1 + n
                continue
            if not c:
                return None
            k = "btnvfr".find(c)  # \b \t \n \v \f \r: characters 8 to 13 (the rest are themselves)
            if k >= 0:
                c = chr(8 + k)
        out += c
        i += 1
    return None  # (no closing quote on the line)


class LedSettings:
    """`getenv`: os.getenv, or the simulator's; `pins`: the board module,
    whose names a PEG_PIN must be one of (None: not checked)."""

    def __init__(self, getenv=None, pins=None):
        self.problems = []  # type: list  # each "KEY: why; using default" (the title: notice)
        self.pins = pins
        get = getenv or (lambda key, default=None: default)
        values = {}  # type: dict
        for key, default in DEFAULTS:
            try:
                v = get(key)
            except NotImplementedError:  # a firmware that reads no settings.toml: every default
                v = None
            except Exception:  # a value os.getenv cannot read (CircuitPython before 10.2: `true`)
                v = ""
            values[key] = default if v is None else self._check(key, v, default)
        self.pin = values["PEG_PIN"]
        self.leds = values["PEG_LEDS"]
        self.shared = values["PEG_TRACKS"] == 1
        self.zigzag = values["PEG_ZIGZAG"] == 1
        self.brightness = values["PEG_BRIGHTNESS"]
        self.order = values["PEG_ORDER"]
        self.max_ma = values["PEG_MAX_MA"]
        self.animate = values["PEG_ANIMATE"] == 1 or None  # (None: never, whatever Settings say: ui.prefs)
        self.colours = self._colours(values["PEG_COLOURS"])
        self.pins = None
        keys = []  # what the title says when a value was wrong: the keys, by name (the
        for p in self.problems:  # serial console has the whole of `problems`); "" when none
            k = p.split(":")[0]
            if k not in keys:
                keys.append(k)
        self.notice = "settings.toml wrong:\n" + " ".join(keys) if keys else ""

    def _wrong(self, key, why, default):  # (said, and the default used)
        self.problems.append("%s: %s; using %r" % (key, why, default) if default is not None
                             else "%s: %s" % (key, why))
        return default

    def _check(self, key, v, default):
        if key in _RANGES:
            lo, hi = _RANGES[key]
            n = number(v)
            if n is None or n < lo or n > hi:
                return self._wrong(key, "%r is not a whole number from %d to %d" % (v, lo, hi), default)
            return n
        t = text(v)
        if not t:
            return self._wrong(key, "%r is not text" % (v,), default)
        if key == "PEG_ORDER":
            t = t.upper()
            if not pixel_order(t):
                return self._wrong(key, "%r is not R, G and B (and W) in an order" % v, default)
        if key == "PEG_PIN" and self.pins is not None and not hasattr(self.pins, t):
            return self._wrong(key, "%r is no pin of this board: no strip" % v, None)
        return t

    def _colours(self, t):
        out = []
        for part in t.split(","):
            part = part.strip().lstrip("#")
            try:
                if len(part) != 6:
                    raise ValueError
                out.append(int(part, 16))
            except ValueError:
                self._wrong("PEG_COLOURS", "%r is not a hex colour like ff0000" % part, "defaults")
                return [int(p, 16) for p in DEFAULT_COLOURS.split(",")]
        while len(out) < 3:  # three sides at most; reuse the defaults
            out.append(int(DEFAULT_COLOURS.split(",")[len(out)], 16))
        return out

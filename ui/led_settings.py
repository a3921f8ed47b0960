"""Settings of the LED peg strip, read from settings.toml.

On the board CircuitPython's os.getenv() reads settings.toml; the simulator
passes its own reader of the same file. Every key is optional; a value that
is wrong is reported (in `problems`) and replaced by its default, so a typo
never stops the game.

  PEG_PIN = "D3"            data pin (a name in `board`)
  PEG_LEDS = 60             LEDs per track (60: one per hole; 61: + a game hole)
  PEG_TRACKS = 0            0: one track per side, chained on one strip;
                            1: one shared track with every side's pegs
  PEG_ZIGZAG = 1            1: the strip folds at the far end, so its second
                            half runs back along the second row; 0: both
                            rows are wired from the start end
  PEG_BRIGHTNESS = 40       0..255, the brightest a lit hole gets
  PEG_COLOURS = "ff0000,0060ff,00c000"   side colours (hex RGB)
  PEG_ORDER = "GRB"         the strip's colour order (given to neopixel)
  PEG_MAX_MA = 300          current cap of the whole strip, in milliamps
  PEG_ANIMATE = 1           0: scores jump, no animations
"""

DEFAULT_COLOURS = "ff0000,0060ff,00c000"

DEFAULTS = {
    "PEG_PIN": "D3",
    "PEG_LEDS": 60,
    "PEG_TRACKS": 0,
    "PEG_ZIGZAG": 1,
    "PEG_BRIGHTNESS": 40,
    "PEG_COLOURS": DEFAULT_COLOURS,
    "PEG_ORDER": "GRB",
    "PEG_MAX_MA": 300,
    "PEG_ANIMATE": 1,
}

_RANGES = {
    "PEG_LEDS": (10, 200),
    "PEG_TRACKS": (0, 1),
    "PEG_ZIGZAG": (0, 1),
    "PEG_BRIGHTNESS": (1, 255),
    "PEG_MAX_MA": (20, 3000),
    "PEG_ANIMATE": (0, 1),
}

ORDERS = ("RGB", "GRB", "RGBW", "GRBW", "BRG", "BGR")


class LedSettings:
    def __init__(self, getenv=None):
        self.problems = []
        get = getenv or (lambda key, default=None: default)
        values = {}  # type: dict
        for key, default in DEFAULTS.items():
            try:
                v = get(key, default)
            except Exception:  # a reader that fails must not stop the game
                v = default
            values[key] = self._check(key, v, default)
        self.pin = values["PEG_PIN"]
        self.leds = values["PEG_LEDS"]
        self.shared = values["PEG_TRACKS"] == 1
        self.zigzag = values["PEG_ZIGZAG"] == 1
        self.brightness = values["PEG_BRIGHTNESS"]
        self.order = values["PEG_ORDER"]
        self.max_ma = values["PEG_MAX_MA"]
        self.animate = values["PEG_ANIMATE"] == 1
        self.colours = self._colours(values["PEG_COLOURS"])

    def _check(self, key, v, default):
        if key in _RANGES:
            lo, hi = _RANGES[key]
            if isinstance(v, bool):
                v = int(v)
            if isinstance(v, str):
                try:
                    v = int(v)
                except ValueError:
                    pass
            if not isinstance(v, int) or v < lo or v > hi:
                self.problems.append("%s must be a whole number from %d to %d; using %r" % (key, lo, hi, default))
                return default
            return v
        if not isinstance(v, str):
            self.problems.append("%s must be text; using %r" % (key, default))
            return default
        if key == "PEG_ORDER" and v.upper() not in ORDERS:
            self.problems.append("PEG_ORDER must be one of %s; using %r" % (", ".join(ORDERS), default))
            return default
        return v.upper() if key == "PEG_ORDER" else v

    def _colours(self, text):
        out = []
        for part in text.split(","):
            part = part.strip().lstrip("#")
            try:
                if len(part) != 6:
                    raise ValueError
                out.append(int(part, 16))
            except ValueError:
                self.problems.append("PEG_COLOURS: %r is not a hex colour like ff0000; using defaults" % part)
                return [int(p, 16) for p in DEFAULT_COLOURS.split(",")]
        while len(out) < 3:  # three sides at most; reuse the defaults
            out.append(int(DEFAULT_COLOURS.split(",")[len(out)], 16))
        return out

"""Builds the app for the desktop: an off-screen display, the board's
store (ui.store) on a file in the user's data directory, the LED strip
model, a sound recorder."""

import os
import random

from sim import font, strict

font.install()  # before any screen is built: the app's text needs the font's tiles
strict.install()  # the desktop's Bitmap as strict as the board's

from ui.app import App as BoardApp  # noqa: E402
from ui.board_app import tell  # noqa: E402
from ui.store import Store  # noqa: E402
from ui.led_settings import LedSettings, from_file  # noqa: E402
from ui.pegboard import PegBoard  # noqa: E402
from ui.status_leds import StatusLeds  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ART = os.path.join(ROOT, "assets", "cards.bmp")


class App(BoardApp):
    """The board's app, and the current screen's name for the tests and the
    simulator (the board's has none: its bytes in every game's heap)."""

    def name(self):
        return type(self.current).__name__ if self.current is not None else "None"


def user_data_dir():
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return os.path.join(base, "pocket-cards")


class FileRegion(bytearray):
    """An 8 KB region like the board's microcontroller.nvm, kept in a file
    (written whole and renamed into place after every change). As strict
    as CircuitPython's (shared-bindings/nvm/ByteArray.c): a slice is written
    only with a value of its own length (ValueError, the size never
    changes), a byte only with 0..255, and a write the medium refuses
    raises RuntimeError("Unable to write to nvm."), as a failed flash write
    does on a board."""

    def __init__(self, path, size=8192):
        data = b""
        try:
            with open(path, "rb") as f:
                data = f.read(size)
        except OSError:
            pass
        super().__init__(data + b"\xff" * (size - len(data)))
        self.path = path

    def __setitem__(self, key, value):
        if isinstance(key, slice):
            start, stop, step = key.indices(len(self))
            if step != 1:
                raise NotImplementedError("only slices with step=1 (aka None) are supported")
            if len(memoryview(value).cast("B")) != max(0, stop - start):
                raise ValueError("Slice and value different lengths.")
        elif not 0 <= value <= 255:
            raise ValueError("bytes must be 0-255")
        old = bytes(self)
        super().__setitem__(key, value)
        try:
            os.makedirs(os.path.dirname(self.path), exist_ok=True)
            with open(self.path + ".tmp", "wb") as f:
                f.write(bytes(self))
            os.replace(self.path + ".tmp", self.path)
        except OSError:
            super().__setitem__(slice(0, len(old)), old)  # not kept, as a failed flash write
            raise RuntimeError("Unable to write to nvm.")

    def __delitem__(self, key):
        raise TypeError("'ByteArray' object doesn't support item deletion")


class SoundLog:
    """Stands in for the board's speaker: remembers the cues."""

    def __init__(self):
        self.enabled = True
        self.cues = []

    def cue(self, name):
        if self.enabled:
            self.cues.append(name)


class PixelList(list):
    def show(self):
        pass


def read_settings(path):
    """settings.toml as a getenv-like function that gives what the board's
    os.getenv gives since CircuitPython 10.2 (ui.led_settings.from_file,
    which a board whose firmware reads no settings.toml uses too)."""
    return from_file(path)


def build(display, store_dir=None, seed=None, status_pixels=5, battery_volts=None, settings=None):
    """The app on `display`; `settings`: the settings.toml read (default:
    the one at the repo's root, as a board's at its drive's)."""
    getenv = read_settings(settings or os.path.join(ROOT, "settings.toml"))
    led_settings = LedSettings(getenv)
    for p in led_settings.problems:
        print("settings.toml:", p)
    board = PegBoard(led_settings)
    status = StatusLeds(PixelList([(0, 0, 0)] * status_pixels), status_pixels)
    sound = SoundLog()
    folder = store_dir or user_data_dir()
    store = Store(FileRegion(os.path.join(folder, "nvm.bin")))
    rng = random.Random(seed)
    battery = None
    if battery_volts is not None:  # a board that reads its battery, at this charge (--battery)
        from ui.power import Battery
        battery = Battery(lambda: int(battery_volts * 1000))
    app = App(display, ART, store=store, leds=board, status=status, sound=sound,
              seed_source=lambda: rng.randrange(1 << 29), battery=battery)
    tell(app, led_settings.notice)  # (a wrong setting named on the title, as on the board)
    return app

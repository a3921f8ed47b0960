"""Builds the app as the board runs it: finds the board's keys, sound and
LEDs, reads settings.toml, and hands them to ui.app.App. Used once at
start-up by code.py, then let go (ui.modules), like what it imported only
for this (the settings.toml reader)."""


def hardware_module(board):
    bid = board.board_id
    if "pybadge" in bid or "pygamer" in bid or "edgebadge" in bid:
        from ui import hw_badge
        return hw_badge
    if "clue" in bid:
        from ui import hw_clue
        return hw_clue
    from ui import hw_generic
    return hw_generic


def strip_for(board, settings, pin):
    """The strip on `pin` (a name in `board`), or None: no pin, or no strip
    to be had there (said on the serial console). The colour order is
    given as the string: the pixel buffer reads any order (the neopixel
    library names only five)."""
    if pin is None:
        return None
    from ui.pegboard import StripWriter
    try:
        import neopixel
        n = settings.leds * (1 if settings.shared else 3)
        px = neopixel.NeoPixel(getattr(board, pin), n, brightness=1.0, auto_write=False,
                               pixel_order=settings.order)
        return StripWriter(px, n)
    except (ImportError, AttributeError, ValueError) as e:
        print("no LED strip:", e)
        return None


class Plain:
    """The strip's settings as plain values, so that code.py can let the
    settings.toml reader (ui.led_settings) go once they are read."""

    def __init__(self, settings):
        for k in ("pin", "leds", "shared", "zigzag", "brightness", "order", "max_ma",
                  "animate", "colours", "notice"):
            setattr(self, k, getattr(settings, k))


def led_settings(board):
    """(the strip's settings from settings.toml as plain values, the reader
    of settings.toml): the reader and its module are let go once the
    buttons are found (ui.hw_generic), the values are all play needs. The
    reader is os.getenv, or where the firmware reads no settings.toml
    (none before CircuitPython 8; NotImplementedError where built without:
    the SAMD21's) the app's own reader of the file, which gives the same."""
    import os

    from ui.modules import LED_SETTINGS, Loaded
    with Loaded(LED_SETTINGS) as led_settings:
        getenv = getattr(os, "getenv", None)
        try:
            if getenv is not None:
                getenv("PEG_PIN")
        except NotImplementedError:
            getenv = None
        if getenv is None:
            getenv = led_settings.from_file("settings.toml")
        read = led_settings.LedSettings(getenv, board)
        for p in read.problems:
            print("settings.toml:", p)
        return Plain(read), getenv


def on_the_drive():
    """Dotted names of every module on the drive that the board may load:
    all of engine/ and ui/, their folders too (each game's), but the
    hardware modules (ui.hw*: each board loads its own; another board's
    names pins this one lacks). Only names that are modules of ours: what
    else a computer leaves on the drive (macOS's AppleDouble "._cards.py",
    ".Trashes", "System Volume Information", "app 2.py", notes) is passed
    over, or importing it would stop every start."""
    import os
    found = []  # type: list
    for top in ("engine", "ui"):
        for f in sorted(os.listdir(top)):
            path = top + "/" + f
            names = []
            if os.stat(path)[0] & 0x4000:  # a folder: a game's package, if its name is one of ours
                if module_of(f + "." + "py") == f and not f.startswith("_"):  # (a Python name: as a module's)
                    for g in sorted(os.listdir(path)):
                        m = module_of(g)
                        if m == "__init__":
                            names.append(top + "." + f)
                        elif m and not m.startswith("_"):
                            names.append(top + "." + f + "." + m)
            else:
                m = module_of(f)
                if m and not m.startswith(("_", "hw")):
                    names.append(top + "." + m)
            for m in names:
                if m not in found:  # (a module as .py and .mpy: once)
                    found.append(m)
    return found


def module_of(f):
    """The module a file is (its name less .py or .mpy) if that is a name
    Python imports: ASCII letters, digits and _, no digit first
    (CircuitPython's str has no isidentifier); else None."""
    stem, _, ext = f.rpartition(".")
    if ext not in ("py", "mpy") or not stem or stem[0].isdigit():
        return None
    for c in stem:
        if not (c == "_" or c.isdigit() or "a" <= c.lower() <= "z"):
            return None
    return stem


def intern_names():
    """Intern, at start-up, every name each module on the drive brings (each
    game's rules, screen, players and pages, a session, the statistics, the
    pause menu, the hints, hard's search of the play, a save...). A
    module's names are interned for good at its first load: here they sit
    at the bottom of the heap, where later they would split a game's free
    space for good, and a game's peak does not depend on which game was
    played first (docs/memory.md, "Interned names"). On a drive of .mpy
    modules one module holds them all (names.mpy, made by tools.deploy:
    loading it interns them in the firmware's loader, about 30 M
    instructions); on a drive of .py modules (CircuitPython 9) each module
    is loaded and let go, found by looking at the drive (210 M on the
    board's core with .mpy modules: 2.5 s before the title)."""
    from ui.modules import NAMES, Loaded
    try:
        with Loaded(NAMES):
            return
    except (ImportError, ValueError):  # (none, or of another firmware's .mpy version)
        pass
    for name in on_the_drive():
        if name != NAMES:
            with Loaded(name):  # let go with what it imported
                pass


def build():
    """(app, keys, clock) as the board runs them."""
    import board
    import microcontroller

    hw = hardware_module(board)
    from ui.modules import SCRATCHES
    for name in SCRATCHES:  # the games' scratches, made now at the bottom of the heap and kept
        __import__(name)
    # the first frame, up before the rest of start-up (the names interned, the
    # title built): the games' name and two cards on the felt (issue #58: about
    # 8 M instructions to it, 70 M to the title: tools/bench_keys); let go when the title is up
    import displayio
    from ui.card_art import CardArt
    from ui.screens import background
    from ui.modules import SCREEN_BASE, release
    from ui.widgets import GREEN_FELT, YELLOW, Layout, font
    font("assets/font.bmp")  # (the sheet where the firmware has no font: as ui.app_start's, beside the cards)
    d = board.DISPLAY
    w, h = getattr(d, "width", 160), getattr(d, "height", 128)  # (as ui.app_start reads them)
    first = displayio.Group()
    background(first, w, h, GREEN_FELT)
    s = 2 if w >= 240 else 1  # (the CLUE: twice the size, as its layout)
    g = displayio.Group(scale=s, x=(w - 120 * s) // 2, y=(h - 88 * s) // 2)
    art = CardArt("assets/cards.bmp")
    for k, card in enumerate((18, 40)):  # a five and a jack: fifteen 2
        g.append(art.sprite(38 + 24 * k, 14, card))
    from ui.games import TITLES
    Layout().text(g, 6, 54, ", ".join(TITLES), YELLOW)
    first.append(g)
    d.root_group = first
    del first, g, art
    release(SCREEN_BASE)  # (the screens' base is the title's to load: held from here, 3 KB through every game)
    intern_names()

    from ui.app import App
    from ui.hw import Clock, seed_from_hardware
    from ui.store import Store
    from ui.sound import Beeper
    from ui.status_leds import StatusLeds

    settings, getenv = led_settings(board)
    keys = hw.keys(getenv)
    getenv = None
    tone = hw.tone()
    sound = None
    if tone is not None:
        from ui.sound import CUES
        tone.prepare(set(f for notes in CUES.values() for f, _ in notes))
        sound = Beeper(tone)
    battery = None
    if hasattr(hw, "battery"):  # (PyBadge, PyGamer: the CLUE cannot read its own)
        from ui.power import Battery
        battery = Battery(hw.battery())
    status = None
    try:
        import neopixel
        px = hw.status_pixels(neopixel)
        if px is not None:
            status = StatusLeds(px, len(px))
    except ImportError:
        pass
    # paths from the drive's root, the current folder when code.py runs
    # the strip: on the pin settings.toml names, else on the board's strip
    # port (the PyBadge's and PyGamer's; the CLUE has none: docs/leds.md)
    strip = strip_for(board, settings, settings.pin or getattr(hw, "STRIP_PIN", None))
    leds = None  # the peg board's model: only for a strip to show it (on the CLUE, 3.9 KB
    if strip is not None:  # of the heap through every game for nothing)
        from ui.pegboard import PegBoard
        leds = PegBoard(settings)
    app = App(board.DISPLAY, "assets/cards.bmp", store=Store(microcontroller.nvm),
              leds=leds, status=status, sound=sound,
              seed_source=seed_from_hardware, strip=strip, battery=battery)
    tell(app, settings.notice)
    return app, keys, Clock()


def tell(app, notice):
    """A wrong setting named on the title (where nothing graver is said
    there: a damaged save, a battery low)."""
    if notice and not app.notice:
        app.notice = notice
        if getattr(app.current, "gauge", False):  # (the title, where it is said)
            app.current.show()

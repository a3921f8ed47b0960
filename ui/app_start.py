"""The app's start-up (ui.app.App's constructor): loaded once, its code
let go after (like ui.session_resume for a resumed game)."""

import displayio
from micropython import const

from ui.card_art import CardArt
from ui.modules import CLUE, ERROR_SCREEN, MENUS, SCREEN_BASE, load, mark
from ui.power import LOW, Dimmer
from ui.widgets import GREEN_FELT, Layout, font

_WIDTH = const(160)  # the PyBadge's and PyGamer's screen: the layout drawn on it
_HEIGHT = const(128)


def begin(app, display, art_path, store, leds, status, sound, seed_source, strip, battery):
    app.display = display
    app.dimmer = Dimmer(display)  # the backlight and LEDs when no one plays
    app.battery = battery  # ui.power.Battery where the board can read its charge, else None
    app.strip = strip  # writes the LED board's frames to the real strip
    app.art = CardArt(art_path)
    app.help_path = art_path.rsplit("/", 1)[0] + "/help.txt"
    font(art_path.rsplit("/", 1)[0] + "/font.bmp")  # (the sheet where the firmware has no font)
    app.store = store  # ui.store.Store: settings, statistics and the game in play
    app.leds = leds
    app.status = status
    app.sound = sound
    app.seed_source = seed_source or (lambda: 1)
    app.saved_text = ""  # "Resume Cribbage 87-92" while a saved game can be resumed
    app.notice = ""
    w = getattr(display, "width", _WIDTH)
    h = getattr(display, "height", _HEIGHT)
    # the layout of the screen's size: 160x128 (PyBadge, PyGamer), or 120x120
    # drawn at twice the size (the CLUE's 240x240); another screen gets the
    # one it shows larger, centred (docs/clue_layout.md)
    lw, lh = _WIDTH, _HEIGHT
    scale = max(1, min(w // _WIDTH, h // _HEIGHT))
    if min(w, h) // 120 > scale:
        lw = lh = 120
        scale = min(w, h) // 120
        app.layout = load(CLUE).Layout()  # every screen built at it
    else:
        app.layout = Layout()
    # the error screen, made now and kept: a MemoryError anywhere can show it
    app.oops = load(ERROR_SCREEN).ErrorScreen(app)
    # what the app holds for good is loaded: the title's life begins here,
    # with its module (the settings it reads, the screens' base); what a
    # screen's life loads is let go when it ends (ui.app)
    app.screen_mark = mark()
    app.screen_module = MENUS
    load(MENUS)
    app.settings = app.prefs.values  # the settings' values: all play needs of them
    if app.prefs.problems:
        app.notice = "settings damaged: reset"
    if store is not None and store.damaged:
        app.notice = "saved data damaged: reset"
    app.pace = (900, 120, False)  # the pace (ui.prefs.apply sets it from the settings)
    if not app.notice:
        app.find_saved()
    if battery is not None and battery.low:  # (low from the start: said on the title)
        app.notice = app.notice or LOW
    app.root = displayio.Group()
    load(SCREEN_BASE).background(app.root, w, h, GREEN_FELT)  # (screens: loaded with the title)
    app.canvas = displayio.Group(scale=scale, x=(w - lw * scale) // 2, y=(h - lh * scale) // 2)
    app.root.append(app.canvas)
    display.root_group = app.root
    app.current = None
    app.picture_held = False  # the picture held while screens change (_take_down)
    app.session = None
    app.game_mark = None
    app.game_screen = None
    app.about = False  # on the About page (Select shows the memory readout)
    app.deferred = None  # (method name, args): done once the key that asked is over
    app.moved = True  # a key since the last tick: the LEDs look at the game again
    app.fresh = True  # a key since the last tick: work that follows it waits a frame
    app.changed_at = 0  # the last tick that changed what is shown (a key's, or a move's)
    app.prefs.apply(app)
    app.to_title()

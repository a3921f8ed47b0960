"""Modules loaded when a screen or a game needs them and let go after, so
the board's heap holds only what is in use (a Cribbage game does not hold
the Trash engine, play does not hold the menus). Letting a module go only
frees it once nothing else refers to it: callers keep no `from x import y`
of what they release.

Three boundaries let go what was loaded since they began (mark,
release_since): a game's life (ui.app: start to end), one call (Loaded:
a hint, the coach's weighing, a save, the title's look at the saved
game, the names interned at start-up), and a screen's life (ui.app: from
the screen's module on, unless the next screen is of the same module)."""

import gc
import sys

# Every module loaded by name when it is needed and let go after, named
# here once (a game's own come from ui.games, by its kind): go to a name's
# definition to find its module. (ui.board_app interns every module on the
# drive at start-up, found by looking, not listed.)
APP_START = "ui.app_start"  # the app's construction, once
BOARD_APP = "ui.board_app"  # the board's app, built once (code.py)
CLUE = "ui.clue"  # the CLUE's layout, on a screen of its size
ERROR_SCREEN = "ui.error_screen"
IN_GAME = "ui.in_game"  # the screens around a game: pause, pass, result, pages
LED_SETTINGS = "ui.led_settings"  # settings.toml's LED strip, read once
MENUS = "ui.menus"  # the title, setup, settings, statistics and help screens
PREFS = "ui.prefs"  # the settings, while a menu needs them
SAVED = "ui.saved"  # the saved game looked at or read
SAVEGAME = "engine.savegame"  # a game written
NAMES = "names"  # every module's names, loaded at start-up to intern them (made by tools.interned)
SAVEGAME_LOAD = "engine.savegame_load"  # a game read
SCREEN_BASE = "ui.screens"  # the base of every menu and page
SESSION = "ui.session"  # a game in play
SESSION_RESUME = "ui.session_resume"  # a saved game replayed, once a game resumed
SESSION_START = "ui.session_start"  # a game's session built, once a game
STATS = "ui.stats"  # the statistics, while a menu or a game's end needs them
WRITES = "ui.writes"  # the store written: a game at a checkpoint, the settings, the statistics
# each game's scratch memory for its search, made at start-up at the bottom
# of the heap and kept for good (ui.board_app): lent to each search, no
# buffer made mid-game
SCRATCHES = ("engine.crib_scratch",)


def load(name):
    """The module `name` ("ui.menus"), imported if it is not already."""
    mod = sys.modules.get(name)
    if mod is None:
        __import__(name)
        mod = sys.modules[name]
    return mod


def release(*names, collect=True):
    """Forget these modules: out of sys.modules and out of their package,
    then collect (unless told not to), so their code and tables can be
    freed."""
    for name in names:
        if name in sys.modules:
            del sys.modules[name]
            pkg, _, leaf = name.rpartition(".")
            parent = sys.modules.get(pkg)
            if parent is not None and leaf in getattr(parent, "__dict__", ()):
                delattr(parent, leaf)
    if collect and not _CPYTHON:  # (CPython frees by counting references; its full collection is slow)
        gc.collect()


def mark():
    """The modules loaded now: where a boundary starts (a game's life, one
    call); release_since lets go what was loaded after it. (A tuple: half
    a set's bytes, kept through a whole game; looked through once, at its end.)"""
    return tuple(sys.modules)


def release_since(before, collect=True):
    """Let go every module loaded since `before` (a mark()), with all it
    imported: no list of names to keep in step with the code."""
    if _CPYTHON:  # (its hundreds of modules: looked up in a set, not through a tuple each)
        before = set(before)
    release(*[m for m in sys.modules if m not in before], collect=collect)


class Loaded:
    """One call's boundary: `with Loaded(HINT) as hint: hint.follow(...)`
    loads the module and, when the block ends (however it ends), lets go
    every module loaded since it began: the one named and all it
    imported. A module loaded already when it begins is its owner's: the
    block lets nothing go (the owner's boundary does)."""

    def __init__(self, name, collect=True):
        self.name = name
        self.collect = collect
        self.before = None

    def __enter__(self):
        mod = sys.modules.get(self.name)
        if mod is not None:  # loaded already (a use within its owner's: the checkpoint's write):
            self.before = None  # its owner lets it go; no mark (a block the modules' count in
            return mod  # size, wanted mid-game) and no collection here
        self.before = mark()
        return load(self.name)

    def __exit__(self, *exc):
        before = self.before
        if before is None:
            return False
        if len(sys.modules) == len(before) + 1 and self.name not in before:
            release(self.name, collect=self.collect)  # (the one named, alone: no look through them all)
        else:
            release_since(before, self.collect)
        self.before = None
        return False


_CPYTHON = sys.implementation.name == "cpython"


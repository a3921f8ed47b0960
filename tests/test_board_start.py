"""The app starts and plays as the board runs it, on the board's core
(../shared/tools/circuitpython32) from a drive tools.deploy made, on the
drives and firmware players have: a drive a Mac or Windows wrote to, a
firmware without a built-in font, another board. Each run plays a little
of a game by keys after code.py's build."""

import os
import shutil
import subprocess

import pytest

from tests import board_runs
from tools import cp32

# After code.py's build, a game against easy played by keys for a while;
# the screen's name and the count of actions printed, and the words of the
# title's footer line.
BUILT = """
import sys
sys.path[0] = ""
import code
app, keys, clock = code.build()
print("title:", type(app.current).__name__, repr(app.current.footer.text))
"""
GAME = """
from ui.actions import OK, RIGHT
app.start_game("cribbage", None, ["human", "easy"], 3)
now = 0
for i in range(600):
    now += 50
    app.tick(now)
    if app.idle():
        app.key(OK if i % 3 else RIGHT)
print("playing:", type(app.current).__name__, len(app.session.actions))
"""
PLAY = BUILT + GAME


@pytest.fixture(scope="module")
def tree():
    """A drive as tools.deploy makes it for CircuitPython 10 (.mpy)."""
    board_runs.require("the board's start")
    out = cp32.drive(mpy=True)
    yield out
    shutil.rmtree(out, ignore_errors=True)


def run(tree, tmp_path, script=PLAY, board="pybadge", heap_kb=200, env=None, drop=()):
    """`script` run on the core from a copy of the drive `tree` (its
    stand-ins without the modules named in `drop`): (exit code, out)."""
    drive = str(tmp_path / "drive")
    shutil.copytree(tree, drive)
    path = str(tmp_path / "probe.py")
    with open(path, "w") as f:
        f.write(script)
    argv, environment = cp32.command(path, drive, heap_kb=heap_kb, cwd=drive, board=board, drop=drop)
    environment.update(env or {})
    p = subprocess.run(argv, capture_output=True, text=True, env=environment, cwd=drive, timeout=600)
    return p.returncode, p.stdout + p.stderr


def played(out):
    """(screen, actions) of the "playing:" line, or None."""
    for line in out.splitlines():
        if line.startswith("playing:"):
            w = line.split()
            return w[1], int(w[2])
    return None


def test_a_drive_a_computer_wrote_to_starts_and_plays(tree, tmp_path):
    """macOS leaves an AppleDouble file beside each file it copies
    (engine/._cards.py, ui/._app.mpy), .Trashes and .fseventsd; Windows
    "System Volume Information"; a player their notes, a Finder copy "app
    2.py", a file with no extension. None is a module: the board starts
    and plays (it once imported "engine.._cards" and restarted every 10 s
    for ever)."""
    junk = str(tmp_path / "junk")
    shutil.copytree(tree, junk)
    apple = b"\x00\x05\x16\x07\x00\x02\x00\x00Mac OS X        "
    for rel in ("engine/._cards.py", "ui/._app.mpy", "ui/cribbage/._screen.mpy", "._code.py"):
        with open(os.path.join(junk, rel), "wb") as f:
            f.write(apple)
    for folder in (".Trashes", ".fseventsd", "System Volume Information", "ui/System Volume Information",
                   "engine/.Trashes"):
        os.makedirs(os.path.join(junk, folder, "inside"), exist_ok=True)
        with open(os.path.join(junk, folder, "IndexerVolumeGuid"), "w") as f:
            f.write("{guid}")
    for rel, text in (("notes.txt", "my notes"), ("ui/notes.txt", "my notes"), ("ui/app 2.py", "x = ("),
                      ("ui/README", "no extension"), ("engine/2cards.py", "x = (")):
        with open(os.path.join(junk, rel), "w") as f:
            f.write(text)
    rc, out = run(junk, tmp_path)
    assert rc == 0 and played(out) is not None, out[-2000:]
    screen, actions = played(out)
    assert screen == "CribbageScreen" and actions > 8, out[-800:]


SETTINGS = """
import sys
sys.path[0] = ""
import code
app, keys, clock = code.build()
s = app.leds.s
px = app.strip.pixels if app.strip is not None else None
print("strip:", px is not None, px is not None and len(px._buf) // len(px), s.shared, s.leds, s.order, s.zigzag)
print("title:", repr(app.current.footer.text))
"""


def test_settings_read_as_the_boards_getenv_gives_them_and_any_colour_order_works(tree, tmp_path):
    """The core's os.getenv gives text, as a board's since CircuitPython
    10.2: `true`, `false`, `0x3D` are read (they were refused and the
    defaults taken); PEG_ORDER "BRG", which the neopixel library does not
    name, makes the strip (getattr(neopixel, "BRG") failed: no strip, said
    only on the serial console), and "GRBW" a strip of 4 bytes a pixel."""
    env = {"PEG_TRACKS": "true", "PEG_ZIGZAG": "false", "PEG_LEDS": "0x3D", "PEG_ORDER": "brg"}
    rc, out = run(tree, tmp_path, SETTINGS, env=env)
    assert rc == 0 and "strip: True 3 True 61 BRG False" in out, out[-1500:]
    assert "title: '\\nok: choose  back: -'" in out
    env["PEG_ORDER"] = "GRBW"
    rc, out = run(tree, tmp_path / "w", SETTINGS, env=env)
    assert rc == 0 and "strip: True 4 True 61 GRBW False" in out, out[-1500:]


def test_a_wrong_setting_is_named_on_the_title_and_the_board_starts(tree, tmp_path):
    env = {"PEG_ORDER": "RGBX", "PEG_PIN": "D99", "PEG_BRIGHTNESS": "bright"}
    rc, out = run(tree, tmp_path, SETTINGS, env=env)
    assert rc == 0, out[-1500:]
    assert "title: 'settings.toml wrong:\\nPEG_PIN PEG_BRIGHTNESS PEG_ORDER'" in out, out[-1500:]
    assert "strip: True 3 False 60 GRB True" in out  # the defaults: on the board's own port


CLUE_STRIP = """
import sys
sys.path[0] = ""
import gc
import code
app, keys, clock = code.build()


def lit():  # a first peg lit: the strip written (in a function: its frame gone after)
    frame = bytearray(3 * app.strip.n)
    for i in range(0, len(frame), 7):
        frame[i] = 9
    app.strip.write(frame)


gc.collect()
before = gc.mem_alloc()
if app.strip is not None:
    lit()
gc.collect()
print("strip:", app.strip is not None and app.strip.n, gc.mem_alloc() - before)
"""


def test_the_clue_makes_no_strip_unless_settings_name_its_pin_and_a_strip_costs_its_pattern(tree, tmp_path):
    """The CLUE has no strip port: its strip is made only on the pin
    settings.toml names (PEG_PIN), for its neopixel_write keeps a PWM
    pattern of 16 bytes a byte and 4 more on the heap for good (the nRF
    port's; the stand-in makes it): 180 LEDs, 8,644 bytes. Unnamed, no strip
    and not a byte (the default strip on "D3" was made, attached or not)."""
    def strip(out):  # (LEDs, bytes the heap kept after a first frame): a few bytes are the probe's
        n, grew = out.split("strip: ")[1].split()[:2]
        return n, int(grew)
    rc, out = run(tree, tmp_path, CLUE_STRIP, board="clue")
    assert rc == 0 and "strip: " in out, out[-1500:]
    n, grew = strip(out)
    assert n == "False" and grew < 64, out[-500:]
    rc, out = run(tree, tmp_path / "named", CLUE_STRIP, board="clue", env={"PEG_PIN": "D3"})
    assert rc == 0 and "strip: " in out, out[-1500:]
    n, grew = strip(out)
    assert n == "180" and 180 * 3 * 16 + 4 <= grew <= 180 * 3 * 16 + 4 + 64, out[-500:]


FONTLESS = BUILT + """
import displayio
from ui.widgets import font
grid = app.current.title.grid
print("sheet:", isinstance(font()[0], displayio.OnDiskBitmap), font()[1], font()[2])
print("tiles:", "".join(chr(32 + grid[i]) for i in range(grid.width)))
""" + GAME


def test_firmware_without_a_built_in_font_starts_draws_its_text_and_plays(tree, tmp_path):
    """PyBadge and PyGamer firmware in Japanese, Korean or Russian has no
    terminalio and no fontio (ports/atmel-samd/boards/pybadge/
    mpconfigboard.mk: CIRCUITPY_TERMINALIO = 0 for ja ko ru;
    py/circuitpy_mpconfig.mk: CIRCUITPY_FONTIO ?= $(CIRCUITPY_TERMINALIO)).
    The app draws from its own sheet, assets/font.bmp, its tiles the
    characters (it stopped at `import terminalio`, "Could not start" every
    10 s)."""
    rc, out = run(tree, tmp_path, FONTLESS, drop=("terminalio", "fontio"))
    assert rc == 0 and "sheet: True 6 12" in out, out[-1500:]
    assert "tiles: Pocket Cards" in out
    assert played(out) is not None and played(out)[0] == "CribbageScreen", out[-800:]


# "Any other board with a built-in display" (ui/hw_generic.py), its
# firmware lacking one thing or another; the buttons wired to D5, D6, D9,
# D10, D11 as settings.toml names them. Before the build: `os` as that
# firmware has it (LACKS), then buttons pressed on the pins (polled, where
# there is no keypad) or as actions.
GENERIC_OS = """
import sys
import os as real_os


class Os:  # the firmware's os: what this board lacks raises as there
    pass


firmware_os = Os()
for n in ("listdir", "stat", "getcwd", "remove", "sep", "urandom", "getenv"):
    setattr(firmware_os, n, getattr(real_os, n))


def not_here(*args, **kwargs):
    raise NotImplementedError("not on this firmware")


for n in LACKS:
    setattr(firmware_os, n, not_here)
sys.modules["os"] = firmware_os
"""
GENERIC_PLAY = BUILT + """
print("keys:", type(keys).__name__)
from ui.actions import OK, RIGHT
app.start_game(GAME, None, ["human", "easy"], None)  # (seeded by the board: seed_from_hardware)
now = 0
for i in range(600):
    now += 50
    if i % 3 == 0 and app.idle() and hasattr(keys, "ios"):  # a button pressed on its pin, then let go
        keys.ios[2 if i % 9 else 1].value = False
    elif hasattr(keys, "ios"):
        for io in keys.ios:
            io.value = True
    a = keys.poll(now)
    while a:
        app.key(a)
        a = keys.poll(now)
    if not hasattr(keys, "ios") and app.idle():
        app.key(OK if i % 3 else RIGHT)
    app.tick(now)
print("playing:", type(app.current).__name__, len(app.session.actions))
"""
BUTTONS = 'BUTTON_PINS = "D5,D6,D9,D10,D11"\nBUTTON_ACTIONS = "left,right,ok,back,menu"\n'


def generic(tree, tmp_path, lacks=(), drop=(), game="cribbage", settings=BUTTONS, files=()):
    """Run GENERIC_PLAY on the generic board: (exit code, out)."""
    drive = str(tmp_path / "drive")
    shutil.copytree(tree, drive)
    with open(os.path.join(drive, "settings.toml"), "w") as f:
        f.write(settings)
    for name, text in files:
        with open(os.path.join(drive, name), "w") as f:
            f.write(text)
    env = {k: v for line in settings.splitlines() for k, v in [line.split(" = ")]}
    env = {k: v.strip('"') for k, v in env.items()}  # (the core's os.getenv: its environment, as text)
    script = "LACKS = %r\nGAME = %r\n" % (tuple(lacks), game) + GENERIC_OS + GENERIC_PLAY
    return run(drive, tmp_path / "run", script, board="generic", env=env, drop=drop)


def test_a_board_with_no_keypad_polls_its_buttons_and_plays(tree, tmp_path):
    """Firmware built without keypad (CIRCUITPY_KEYPAD = 0: the SAMD21's
    default, ports/atmel-samd/mpconfigport.mk; a few boards more): the
    buttons settings.toml names are polled with digitalio, and the game is
    played by pressing them (it stopped at `import keypad`)."""
    rc, out = generic(tree, tmp_path, drop=("keypad",))
    assert rc == 0 and "keys: PolledKeys" in out, out[-1500:]
    screen, actions = played(out)
    assert screen == "CribbageScreen" and actions > 8, out[-800:]


def test_a_board_whose_firmware_reads_no_settings_toml_reads_it_itself(tree, tmp_path):
    """Built without settings.toml (CIRCUITPY_SETTINGS_TOML = 0: os.getenv
    raises NotImplementedError, shared-bindings/os/__init__.c): the app
    reads the drive's settings.toml itself, as the firmware would have
    (ui.led_settings.from_file), the buttons and the strip alike."""
    rc, out = generic(tree, tmp_path, lacks=("getenv",), settings=BUTTONS + "PEG_PIN = D5\nPEG_ORDER = GRBX\n")
    assert rc == 0 and "keys: MappedKeys" in out, out[-1500:]
    assert "title: TitleScreen 'settings.toml wrong:\\nPEG_ORDER'" in out  # (read from the file)
    assert played(out)[0] == "CribbageScreen", out[-800:]


def test_a_board_with_no_hardware_random_deals_from_the_clock(tree, tmp_path):
    """os.urandom raises NotImplementedError where the chip has no random
    source (ports/broadcom, the SAMD21: common_hal_os_urandom returns
    false): a game is seeded from the clock (it stopped at the game's
    start)."""
    rc, out = generic(tree, tmp_path, lacks=("urandom",))
    assert rc == 0 and played(out) is not None and played(out)[1] > 8, out[-1500:]


FONT_4X6 = '''# a built-in font of 4x6 (the uGame's and PewPew's brutalist-6)
class _Sheet:
    width = 4 * 96
    height = 6


class _Glyph:
    def __init__(self, i):
        self.tile_index = i


class _Font:
    bitmap = _Sheet()

    def get_bounding_box(self):
        return (4, 6)

    def get_glyph(self, code):
        return _Glyph(code - 32) if 32 <= code < 128 else None


FONT = _Font()
'''


def test_a_board_whose_built_in_font_is_not_6x12_draws_from_the_sheet_and_plays_trash(tree, tmp_path):
    """A built-in font of another size (ports/atmel-samd/boards/ugame10,
    pewpew: brutalist-6.bdf, 4x6): every layout is drawn for 6x12 cells,
    the suits' signs too (assets/suits.bmp, 6x12 tiles, laid over Trash's
    words): the app draws from its own sheet. (With the board's 4x6 font the
    signs' grid could not be made: "Tile width must exactly divide bitmap
    width", at Trash's table.)"""
    rc, out = generic(tree, tmp_path, game="trash", files=(("terminalio.py", FONT_4X6),))
    assert rc == 0 and played(out) is not None, out[-1500:]
    assert played(out)[0] == "TrashScreen" and played(out)[1] > 4, out[-800:]


def test_a_board_with_no_buttons_named_says_so_in_one_sentence(tree, tmp_path):
    """With no BUTTON_PINS (or none of its pins on the board) there is no
    way to play: one error naming what to set, which code.py prints
    ("Could not start: ...", shown by the board's own console on its
    display) before it tries again."""
    rc, out = generic(tree, tmp_path, settings='BUTTON_PINS = "D99"\n')
    assert rc != 0 and "no buttons: name this board's in settings.toml, BUTTON_PINS" in out, out[-800:]


INTERNED = """
import sys
sys.path[0] = ""
import micropython
import ui.modules
loads = []
real = ui.modules.load
def load(name):
    loads.append(name)
    return real(name)
ui.modules.load = load
import code
app, keys, clock = code.build()
print("loaded:", " ".join(loads))
print("at the title")
micropython.qstr_info()
ui.modules.load = real
for name in %r:
    with ui.modules.Loaded(name):
        pass
print("every module loaded")
micropython.qstr_info()
"""
GAMES = ("ui.cribbage", "ui.trash", "engine.cribbage", "engine.trash", "engine.crib_", "ui.session", "ui.stats")


def test_start_up_interns_every_modules_names_from_one_module_and_loads_no_game(tree, tmp_path):
    """Start-up interns the names of every module on the drive (a name
    interned mid-game lands wherever a game left room: docs/memory.md) by
    loading one module that holds them all (names.mpy, made by
    tools.deploy), not every module (issue #58: that took 210 M
    instructions, 2.5 s, before the title): no game's module is loaded to
    show the title, and loading them all afterwards interns no name more."""
    modules = []
    for folder, dirs, files in os.walk(tree):
        rel = os.path.relpath(folder, tree)
        if rel.split(os.sep)[0] not in ("engine", "ui"):
            continue
        for f in files:
            if f.endswith(".mpy") and not f.startswith("hw"):
                dotted = os.path.join(rel, f[:-4]).replace(os.sep, ".")
                modules.append(dotted[:-9] if dotted.endswith(".__init__") else dotted)
    assert len(modules) > 50
    rc, out = run(tree, tmp_path, INTERNED % sorted(modules))
    assert rc == 0, out[-2000:]
    loads = out.split("loaded:")[1].split("\n")[0].split()
    assert "names" in loads and not [m for m in loads if m.startswith(GAMES)], loads
    counts = [int(line.split("n_qstr=")[1].split(",")[0]) for line in out.splitlines() if "n_qstr=" in line]
    assert counts[1] == counts[0] > 1000, out[-600:]  # every module's names, at the title already

"""settings.toml read as the board reads it: the simulator's reader gives
the text CircuitPython's os.getenv gives since 10.2 (the raw value:
supervisor/shared/settings.c, shared-module/os/__init__.c), and
ui.led_settings reads that text on both; a wrong value is named on the
title, and the game starts with its default."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from sim.build import read_settings  # noqa: E402

FILE = (
    '# a comment\n'
    'PEG_PIN = "D3"            # the data pin\n'
    'PEG_LEDS = 0x3C\n'
    '  PEG_TRACKS=true\n'
    'PEG_ANIMATE = false # no animations\n'
    'PEG_ORDER = BRG\n'
    'PEG_COLOURS = "ff0000, 0060ff"\n'
    'QUOTE = "a \\"b\\" \\\\ \\t\\u00c1\\U000000c1"\n'
    'TRAIL = 7   \r\n'
    'EMPTY =\n'
    'OPEN = "no end\n'
    'AFTER = "x" y\n'
    'LITERAL = \'D3\'\n'
    'PEG_LEDS = 99\n'  # (the first one counts)
    'PEG = 1\n'
    '[section]\n'
    'LATER = 1\n'
)

EXPECTED = {
    "PEG_PIN": "D3", "PEG_LEDS": "0x3C", "PEG_TRACKS": "true", "PEG_ANIMATE": "false", "PEG_ORDER": "BRG",
    "PEG_COLOURS": "ff0000, 0060ff", "QUOTE": 'a "b" \\ \t\u00c1\u00c1', "TRAIL": "7", "EMPTY": None,
    "OPEN": None, "AFTER": None, "LITERAL": "'D3'", "PEG": "1", "LATER": None, "NONE": None,
}


@pytest.mark.parametrize("key", sorted(EXPECTED))
def test_the_simulators_reader_gives_the_text_the_boards_getenv_gives(tmp_path, key):
    path = tmp_path / "settings.toml"
    path.write_bytes(FILE.encode())
    assert read_settings(str(path))(key) == EXPECTED[key]
    assert read_settings(str(path))(key, "d") == (EXPECTED[key] if EXPECTED[key] is not None else "d")


def test_no_file_gives_every_default(tmp_path):
    assert read_settings(str(tmp_path / "none.toml"))("PEG_LEDS", 5) == 5


def test_text_values_set_the_strip_and_a_wrong_one_is_named_on_the_title(tmp_path):
    """The settings a board reads as text (true, false, 0x3C, BRG) set the
    strip in the simulator as on the board; a wrong PEG_ORDER is named on
    the title's notice line, and the game still starts."""
    from tests.test_ui import make
    path = tmp_path / "settings.toml"
    path.write_text('PEG_TRACKS = true\nPEG_ZIGZAG = false\nPEG_LEDS = 0x3C\nPEG_ORDER = "brg"\n')
    app, display, runner = make(tmp_path, settings=str(path))
    s = app.leds.s
    assert (s.shared, s.zigzag, s.leds, s.order) == (True, False, 60, "BRG")
    assert app.current.footer.text == "\nok: choose  back: -"
    path.write_text('PEG_ORDER = "RGBX"\nPEG_LEDS = lots\n')
    app, display, runner = make(tmp_path / "2", settings=str(path))
    runner.settle()
    assert app.name() == "TitleScreen"
    assert app.current.footer.text == "settings.toml wrong:\nPEG_LEDS PEG_ORDER"
    assert app.leds.s.order == "GRB" and app.leds.s.leds == 60
    runner.press("ok")  # Play Cribbage: on as usual
    assert app.name() == "SetupScreen"


@pytest.mark.parametrize("animate, menu, moves", [("true", "on", True), ("false", "on", False), ("true", "off", False)])
def test_peg_animate_false_stops_the_strips_animations_whatever_settings_say(tmp_path, animate, menu, moves):
    """PEG_ANIMATE = false stops the pegs' animations for good; Settings'
    "LED animations" stops them too (the menu's value was written over
    the setting at every start: PEG_ANIMATE did nothing)."""
    from tests.test_pegboard import score, told
    from tests.test_ui import make
    path = tmp_path / "settings.toml"
    path.write_text("PEG_ANIMATE = %s\n" % animate)
    app, display, runner = make(tmp_path, settings=str(path))
    app.prefs.values["leds"] = menu
    app.prefs.apply(app)
    app.leds.reset(2, 121)
    told(app.leds, [score(0, 10, 0, ("go",))])
    assert app.leds.busy() == moves

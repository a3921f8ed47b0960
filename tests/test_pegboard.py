"""The LED peg board: where every score lands on the strip for each target,
table and track setting; animations end on the final frame; the current
cap always holds; settings; the board's status LEDs; Trash progress."""

import pytest

from engine.cribbage import Cribbage
from engine.rng import Rng
from ui.led_settings import LedSettings
from ui.trash.rules import paint
from ui.pegboard import PegBoard, StripWriter
from ui.status_leds import StatusLeds


def settings(**kv):
    env = {"PEG_" + k.upper(): v for k, v in kv.items()}
    return LedSettings(lambda key, default=None: env.get(key, default))


def milliamps(frame):
    """What a frame draws from the supply: 20 mA a WS2812 channel at full,
    plus 1 mA an LED even dark."""
    return sum(frame) * 20 / 255 + len(frame) // 3


def rgb(board, i):
    return tuple(board.frame[3 * i:3 * i + 3])


def score(side, total, old, kinds=("hand",)):
    return ("score", 0, side, total - old, tuple((k, (), 1) for k in kinds), total, old)


TOLD = {}  # id(board): the teller it is fed from


def told(b, events):
    """Each event told, and the strip fed after it as the app feeds it (one
    feeder: the Cribbage face's show_leds, from the table as told)."""
    from types import SimpleNamespace as NS
    import ui.cribbage.rules
    t = TOLD.get(id(b))
    if t is None or t.game.sides != b.sides:
        t = TOLD[id(b)] = NS(shown=NS(scores=[0] * 3, backs=[0] * 3), telling=None, game=NS(sides=b.sides))
    for e in events:
        if e[0] == "score":
            t.shown.scores[e[2]], t.shown.backs[e[2]] = e[5], e[6]
        elif e[0] == "new_game":
            t.shown.scores[:], t.shown.backs[:] = [0] * 3, [0] * 3
        t.telling = e
        ui.cribbage.rules.show_leds(b, t)


@pytest.mark.parametrize("target", [61, 121, 181])
@pytest.mark.parametrize("sides", [2, 3])
@pytest.mark.parametrize("shared", [0, 1])
@pytest.mark.parametrize("zigzag", [1, 0])
def test_holes_map_to_the_right_leds(target, sides, shared, zigzag):
    b = PegBoard(settings(tracks=shared, zigzag=zigzag), sides, target)
    for side in range(sides):
        base = 0 if shared else side * 60
        assert b.led(side, 0) is None  # not on the board yet
        assert b.led(side, 1) == base  # first hole of the first row
        assert b.led(side, 30) == base + 29  # end of the first row
        assert b.led(side, 31) == base + (30 if zigzag else 59)  # back down row two
        assert b.led(side, 60) == base + (59 if zigzag else 30)  # end of a lap
        if target > 61:
            assert b.led(side, 61) == b.led(side, 1)  # lap 2 starts again
            assert b.lap(61) == 1 and b.lap(60) == 0
        assert b.led(side, target) == base + 59  # the game hole: the last LED
        assert b.led(side, target + 5) == base + 59
    assert len(b.frame) == 3 * 60 * (1 if shared else 3)  # the whole strip, as code.py wires it
    if not shared and sides == 2:
        b.tick(0)
        assert not any(b.frame[3 * 120:])  # the track no side uses stays dark


def test_a_61st_led_is_the_game_hole():
    b = PegBoard(settings(leds=61), 2, 121)
    assert b.led(0, 121) == 60 and b.led(1, 121) == 61 + 60 and b.led(0, 120) == 59
    b.skip()
    b.tick(0)
    assert rgb(b, 60) != (0, 0, 0)  # marked faintly


def test_shorter_strips_scale_the_holes():
    b = PegBoard(settings(leds=30), 2, 121)
    assert b.led(0, 1) == 0 and b.led(0, 60) == 29 and b.led(1, 31) == 30 + 15


@pytest.mark.parametrize("target", [61, 121, 181])
def test_both_pegs_laps_and_markers_are_drawn(target):
    s = settings(animate=0, brightness=200, max_ma=3000)
    b = PegBoard(s, 2, target)
    told(b, [score(0, 5, 0), score(0, 12, 5), score(1, 70 if target > 61 else 40, 0)])
    b.tick(0)
    red = s.colours[0]
    assert rgb(b, b.led(0, 12)) == (200, 0, 0)  # front peg: full colour, lap 1
    back = rgb(b, b.led(0, 5))
    assert 0 < back[0] < 200 and back[1] == back[2] == 0  # back peg: dim
    if target > 61:
        front1 = rgb(b, b.led(1, 70))
        assert front1[0] > 0 and front1[1] > 0  # lap 2: paler (mixed with white)
    half = (target + 1) // 2
    lurch = rgb(b, b.led(0, half))
    assert lurch[0] == lurch[1] == lurch[2] > 0  # the lurch line, faint white
    assert red == 0xFF0000


def test_skunk_lines_are_marked():
    b = PegBoard(settings(animate=0), 2, 121, stakes="skunk")
    assert b.markers() == [61, 91]
    b.tick(0)
    assert rgb(b, b.led(0, 91))[0] > 0 and rgb(b, b.led(1, 91))[0] > 0


def test_two_sides_in_one_hole_of_a_shared_track_take_turns():
    s = settings(tracks=1, animate=0)
    b = PegBoard(s, 2, 121)
    told(b, [score(0, 20, 0), score(1, 20, 0)])
    i = b.led(0, 20)
    seen = {rgb(b.tick(t) and b, i) for t in range(0, 1600, 100)}
    assert any(c[0] > 0 and c[2] == 0 for c in seen) and any(c[2] > 0 and c[0] == 0 for c in seen)


def final_frame(events, animate, sides=2, target=121, shared=0):
    b = PegBoard(settings(animate=animate, tracks=shared), sides, target)
    told(b, events)
    t = 0
    while b.busy():
        b.tick(t)
        t += 16
        assert t < 60000
    return bytes(b.tick(t + 1))


@pytest.mark.parametrize("table", ["2p6", "3p", "4p"])
@pytest.mark.parametrize("shared", [0, 1])
def test_animations_end_on_the_final_frame(table, shared):
    g = Cribbage({"table": table}, 4)
    pick = Rng(2)
    events = list(g.opening)
    while g.actor is not None:
        legal = g.legal()
        events += g.apply(legal[pick.below(len(legal))])
    ev = [e for e in events if e[0] != "game_won"]  # the winner's lights end dark
    assert final_frame(ev, 1, g.sides, g.target, shared) == final_frame(ev, 0, g.sides, g.target, shared)


def test_a_score_moves_the_back_peg_over_the_front_one():
    b = PegBoard(settings(), 2, 121)
    told(b, [score(0, 10, 0)])
    b.skip()
    told(b, [score(0, 14, 10, kinds=("fifteen",))])
    assert [a[0] for a in b.queue] == ["move", "flash"]  # a 15 gets a flash
    frames = []
    t = 0
    while b.busy():
        frames.append(bytes(b.tick(t)))
        t += 10
    # mid-move the old front (10) is still lit and the moving peg is between
    mid = frames[len(frames) // 8]
    assert mid[3 * b.led(0, 10)] > 0


def test_a_flash_blinks_the_hole_white_75_ms_on_75_off():
    """A 15's flash: the peg's hole white and its colour by turns, 75 ms
    each, three blinks in the flash's 450 ms."""
    b = PegBoard(settings(), 2, 121)
    told(b, [score(0, 14, 0, kinds=("fifteen",))])
    t = 0
    while b.queue[0][0] == "move":
        b.tick(t)
        t += 5
    white = (b.s.brightness,) * 3
    blinks = []
    while b.busy():
        lit = rgb(b, b.led(0, 14)) == white
        if not blinks or blinks[-1][0] != lit:
            blinks.append([lit, 0])
        blinks[-1][1] += 5
        b.tick(t)
        t += 5
    assert [lit for lit, _ in blinks] == [True, False] * 3
    assert all(ms == 75 for _, ms in blinks[1:-1])


def test_the_current_cap_always_holds():
    for cap in (200, 300, 500):  # above the 180 mA that 180 dark LEDs draw
        s = settings(brightness=255, max_ma=cap, colours="ffffff,ffffff,ffffff", tracks=0)
        b = PegBoard(s, 3, 121)
        r = Rng(cap)
        events = []
        total = [0, 0, 0]
        for _ in range(40):
            side = r.below(3)
            old = total[side]
            total[side] = min(121, old + 1 + r.below(12))
            events.append(score(side, total[side], old, ("fifteen",)))
        events.append(("game_won", 0, 1, ()))
        told(b, events)
        t = 0
        while b.busy():
            b.tick(t)
            assert milliamps(b.frame) <= cap + 0.001, (cap, t)
            t += 7
        # a full white strip would be 180 LEDs x 60 mA: scaled down to the cap
        for i in range(len(b.frame)):
            b.frame[i] = 255
        b._cap()
        assert milliamps(b.frame) <= cap + 0.001
        assert max(b.frame) > 0 or cap < 300  # a tight cap may leave it dark
        if cap >= 300:  # scaled to the cap, no further below it than one step a channel
            assert milliamps(b.frame) > cap - len(b.frame) * 20 / 255, (cap, milliamps(b.frame))


def test_animations_can_be_switched_off():
    b = PegBoard(settings(animate=0), 2, 121)
    told(b, [score(0, 10, 0, ("go",)), ("game_won", 0, 1, ())])
    assert not b.busy()


def test_settings_defaults_and_bad_values():
    s = LedSettings()
    assert (s.pin, s.leds, s.shared, s.zigzag, s.brightness, s.order, s.max_ma, s.animate) == \
        (None, 60, False, True, 40, "GRB", 300, True)
    assert s.problems == [] and s.notice == ""
    bad = settings(leds="lots", tracks=5, colours="red,blue", order="XYZ", max_ma=10)
    assert bad.leds == 60 and not bad.shared and bad.order == "GRB" and bad.max_ma == 300
    assert len(bad.problems) == 5 and all("using" in p for p in bad.problems)
    assert bad.notice == "settings.toml wrong:\nPEG_LEDS PEG_TRACKS PEG_ORDER PEG_MAX_MA PEG_COLOURS"
    assert bad.colours == [0xFF0000, 0x0060FF, 0x00C000]
    assert settings(leds="61", colours="#112233").colours[0] == 0x112233
    assert settings(brightness=255).brightness == 255  # a colour's channel at most: 1 .. 255
    too_bright = settings(brightness=256)
    assert too_bright.brightness == 40 and too_bright.problems[0].startswith(
        "PEG_BRIGHTNESS: 256 is not a whole number from 1 to 255; using 40")


# What os.getenv gives for each line of settings.toml on CircuitPython 10.2
# and later (the text: shared-module/os/__init__.c returns the raw value),
# and on 8.0 to 10.1 (a bare number parsed as an int; `true` raised).
TEXT_VALUES = [
    ("PEG_TRACKS", "true", True), ("PEG_TRACKS", "false", False), ("PEG_TRACKS", "1", True),
    ("PEG_ANIMATE", "false", None), ("PEG_ANIMATE", "TRUE", True), ("PEG_ANIMATE", 0, None),
    ("PEG_LEDS", "0x3C", 60), ("PEG_LEDS", "0X3c", 60), ("PEG_LEDS", "60", 60), ("PEG_LEDS", 61, 61),
    ("PEG_LEDS", "+61", 61), ("PEG_LEDS", "0o77", 63), ("PEG_LEDS", "0b111100", 60), ("PEG_LEDS", "1_00", 100),
    ("PEG_BRIGHTNESS", "255", 255), ("PEG_PIN", "D3", "D3"), ("PEG_PIN", "'A1'", "A1"),
    ("PEG_ORDER", "brg", "BRG"), ("PEG_ORDER", "GRBW", "GRBW"), ("PEG_ORDER", "WBGR", "WBGR"),
    ("PEG_ZIGZAG", "0", False), ("PEG_MAX_MA", "0x3E8", 1000),
]


@pytest.mark.parametrize("key, raw, value", TEXT_VALUES)
def test_a_settings_text_value_reads_as_the_board_gives_it(key, raw, value):
    """CircuitPython 10.2+ gives `PEG_TRACKS = true` as "true", `PEG_LEDS =
    0x3C` as "0x3C": read, not refused (they were: the board took the
    defaults where the simulator's TOML reader took the values)."""
    s = LedSettings(lambda k, default=None: raw if k == key else default)
    assert s.problems == [], s.problems
    got = {"PEG_TRACKS": s.shared, "PEG_ANIMATE": s.animate, "PEG_LEDS": s.leds, "PEG_BRIGHTNESS": s.brightness,
           "PEG_PIN": s.pin, "PEG_ORDER": s.order, "PEG_ZIGZAG": s.zigzag, "PEG_MAX_MA": s.max_ma}[key]
    assert got == value


@pytest.mark.parametrize("key, raw", [
    ("PEG_TRACKS", "yes"), ("PEG_LEDS", "0x"), ("PEG_LEDS", "6 0"), ("PEG_LEDS", "60.0"), ("PEG_LEDS", "--60"),
    ("PEG_LEDS", "0x3C0"), ("PEG_ANIMATE", "2"), ("PEG_ORDER", "RGBX"), ("PEG_ORDER", "RRGB"),
    ("PEG_ORDER", "PBGR"), ("PEG_ORDER", "RG"), ("PEG_ORDER", "GRBWW"), ("PEG_PIN", ""), ("PEG_PIN", 3),
    ("PEG_LEDS", "_60"),
])
def test_a_wrong_settings_value_is_refused_by_name(key, raw):
    s = LedSettings(lambda k, default=None: raw if k == key else default)
    assert len(s.problems) == 1 and s.problems[0].startswith(key + ": ")
    assert s.notice == "settings.toml wrong:\n" + key


def test_a_pin_the_board_lacks_is_refused_by_name_and_a_firmware_without_settings_reads_defaults():
    class Board:
        D3 = A1 = object()
    named = LedSettings(lambda k, default=None: {"PEG_PIN": "D99"}.get(k, default), Board)
    assert named.pin is None and named.notice == "settings.toml wrong:\nPEG_PIN"
    assert LedSettings(lambda k, default=None: {"PEG_PIN": "A1"}.get(k, default), Board).pin == "A1"

    def unsupported(key, default=None):  # os.getenv where the firmware reads no settings.toml
        raise NotImplementedError()
    s = LedSettings(unsupported)
    assert s.problems == [] and s.leds == 60

    def unreadable(key, default=None):  # os.getenv before 10.2 on `PEG_TRACKS = true`
        if key == "PEG_TRACKS":
            raise ValueError("invalid syntax for integer with base 10: 'true'")
        return default
    assert LedSettings(unreadable).notice == "settings.toml wrong:\nPEG_TRACKS"


@pytest.mark.parametrize("order", ["RGB", "RBG", "GRB", "GBR", "BRG", "BGR", "RGBW", "GRBW", "WRGB", "BGRW"])
def test_every_colour_order_the_pixel_buffer_takes_is_taken(order):
    """adafruit_pixelbuf's parse_byteorder (shared-bindings/adafruit_pixelbuf/
    PixelBuf.c): 3 or 4 letters, R, G and B each once, W for a fourth. The
    string goes to NeoPixel as it is (the library names only RGB, GRB, BGR,
    RGBW, GRBW: getattr(neopixel, "BRG") switched the strip off)."""
    assert LedSettings(lambda k, default=None: order if k == "PEG_ORDER" else default).order == order


def test_status_leds_show_the_turn_and_the_count():
    st = StatusLeds([None] * 5, 5, brightness=255)
    f = st.frame(0xFF0000, 0)
    assert f[0] == (255, 0, 0) and f[1:] == [(0, 0, 0)] * 4
    assert st.frame(0x0000FF, 31)[1:] == [(255, 0, 0)] * 4  # all lit, red at 31
    assert st.frame(None, 15)[1:3] == [(0, 255, 0)] * 2 and st.frame(None, 15)[3] == (0, 0, 0)


class FakePixels(list):
    shows = 0

    def show(self):
        self.shows += 1


def test_strip_writer_touches_only_what_changed():
    px = FakePixels([(0, 0, 0)] * 4)
    w = StripWriter(px, 4)
    frame = bytearray(12)
    assert not w.write(frame)
    frame[3] = 9
    assert w.write(frame) and px[1] == (9, 0, 0) and px.shows == 1
    assert not w.write(frame) and px.shows == 1
    for i in (4, 5, 0, 11):  # each channel of a pixel, the first and the last pixel
        frame[i] = 40 + i
        assert w.write(frame) and px[i // 3] == tuple(frame[i // 3 * 3:i // 3 * 3 + 3])
        shows = px.shows
        assert not w.write(frame) and px.shows == shows  # remembered exactly: not shown twice


def test_trash_layouts_show_slots_filled_and_left():
    """Each player's stretch of the strip, an LED a slot: bright in the
    player's colour when filled, dim when face down, dark when lost."""
    b = PegBoard(settings(brightness=40), 2, 121)
    up = [bytearray([255] * 10) for _ in range(3)]
    up[0][0] = 4  # Red: slot A filled
    up[1][9] = 39  # Blue: slot 10 filled
    b.show({"players": 3, "up": up, "sizes": (10, 10, 7)}, paint)
    b.tick(0)
    span = len(b.frame) // 3 // 3
    assert span == 60  # three players share the whole strip (three tracks)
    for p, channel in ((0, 0), (1, 2), (2, 1)):
        for s in range(10):
            lit = rgb(b, p * span + s * span // 10)
            full = (0xFF0000, 0x0060FF, 0x00C000)[p] >> (16 - 8 * channel) & 255
            if s >= (10, 10, 7)[p]:
                assert lit == (0, 0, 0), (p, s, lit)
            elif up[p][s] != 255:
                assert lit[channel] == 40 * full // 255
            else:  # an eighth of the brightness
                assert lit[channel] == 5 * full // 255 > 0, (p, s, lit)
    assert sum(b.frame) == sum(b.frame[3 * (p * span + s * span // 10) + c]
                               for p in range(3) for s in range(10) for c in range(3))  # nothing else lit
    b = PegBoard(settings(brightness=8), 2, 121)  # (an eighth of 8: 1, and 2 at the least)
    b.show({"players": 3, "up": [bytearray([255] * 10)] * 3, "sizes": (10, 10, 10)}, paint)
    b.tick(0)
    assert rgb(b, 0) == (2, 0, 0)  # a face-down slot never goes dark


def test_a_trash_game_fed_to_the_strip_starts_no_peg_board_animation():
    """Trash's strip is its layouts (ui.trash.rules.show_leds): a whole game told,
    fed after each tick, the peg board's animations never start (its end
    names a tuple of winners: no lap of honour)."""
    from ui.session import Session
    b = PegBoard(settings(), 2, 121)
    ss = Session("trash", {"players": 2}, ["hard", "normal"], 5, 0)
    ss.rules.reset_leds(b, ss.teller)
    now = 0
    while ss.game.actor is not None or ss.teller.messages:
        now += 50
        if ss.tick(now):
            ss.rules.show_leds(b, ss.teller)
        assert not b.queue and b.winner is None
    assert ss.teller.telling[0] == "game_won"


def test_two_sides_in_one_hole_of_a_shared_track_at_full_brightness():
    """On a shared track at brightness 255: front pegs in one hole take
    turns, back pegs in one hole add up their colours, and every channel
    stays a byte."""
    b = PegBoard(settings(leds=60, tracks=1, brightness=255, colours="ffff00,00ffff", max_ma=3000), 2, 121)
    b.s.animate = False
    told(b, [score(0, 10, 5), score(1, 10, 5)])  # both front pegs in hole 10, back pegs in 5
    for now in (0, 400):  # each side's turn to be shown in the shared hole
        frame = b.tick(now)
        assert max(frame) <= 255 and rgb(b, b.led(0, 10)) != (0, 0, 0)
    # the back pegs share hole 5: added, clamped
    assert rgb(b, b.led(0, 5)) == (51, 102, 51)


def test_a_peg_is_on_its_first_lap_for_the_first_60_holes():
    assert [PegBoard.lap(s) for s in (0, 1, 60, 61, 120, 121)] == [0, 0, 0, 1, 1, 2]


def test_the_win_runs_twice_along_the_strip():
    from ui.pegboard import WIN_MS
    b = PegBoard(settings(), 2, 121)
    told(b, [("game_won", 1, 2, ())])
    n = len(b.frame) // 3
    for part, at in ((0, 0), (8, n // 4), (4, n // 2), (2, 0)):  # WIN_MS // part after the start
        frame = b.tick(1000 + (WIN_MS // part if part else 0))
        lit = [sum(frame[3 * i:3 * i + 3]) for i in range(n)]
        assert lit.index(max(lit)) == at, part


def test_the_win_lights_six_leds_and_leaves_the_rest_of_the_board_as_it_was():
    from ui.pegboard import WIN_MS
    won, plain = PegBoard(settings(), 2, 121), PegBoard(settings(), 2, 121)
    for b in (won, plain):
        told(b, [score(0, 30, 0), score(1, 50, 0)])
        b.skip()
    told(won, [("game_won", 1, 2, ())])
    won.tick(0)
    n = len(won.frame) // 3
    board = plain.tick(0)
    lit = [i for i in range(n) if any(board[3 * i:3 * i + 3])]
    for t in range(0, WIN_MS // 2, 7):
        head = t * n * 2 // WIN_MS
        if (head - 6) % n not in lit:
            continue  # look where the board has a light just behind the tail
        frame = won.tick(t)
        changed = {i for i in range(n) if frame[3 * i:3 * i + 3] != plain.tick(t)[3 * i:3 * i + 3]}
        assert changed <= {(head - k) % n for k in range(6)} and len(changed) >= 5, t
        return
    raise AssertionError("no light behind the tail to look at")


def test_each_later_lap_is_paler_by_45_percent_towards_white_up_to_90():
    from ui.pegboard import _lap_tint
    assert _lap_tint(0xC81E0A, 0) == 0xC81E0A  # the first lap: the side's own colour
    # each channel moves 45% (then 90%) of its way to 255, rounded down
    assert _lap_tint(0xC81E0A, 1) == (200 + 55 * 45 // 100) << 16 | (30 + 225 * 45 // 100) << 8 | (10 + 245 * 45 // 100)
    assert _lap_tint(0xC81E0A, 2) == (200 + 55 * 90 // 100) << 16 | (30 + 225 * 90 // 100) << 8 | (10 + 245 * 90 // 100)
    assert _lap_tint(0xC81E0A, 3) == _lap_tint(0xC81E0A, 2)  # never quite white


def test_a_cap_below_the_strips_own_idle_draw_darkens_it_without_a_fault():
    """PEG_MAX_MA below what the strip draws dark (1 mA a LED): no light can
    be afforded, and a frame already dark must not be scaled (0 / 0)."""
    for cap in (20, 180):  # 180 LEDs: 180 mA idle
        b = PegBoard(settings(leds=60, max_ma=cap), 2, 121)
        told(b, [score(0, 5, 0)])
        b.skip()
        assert not any(b.tick(0)) and milliamps(b.frame) == 180
        b.frame[:] = bytes(len(b.frame))  # a dark frame (a Trash layout with nothing lit)
        b._cap()
        assert not any(b.frame)


def test_a_moving_peg_is_half_way_at_half_its_time_and_no_move_takes_over_900_ms():
    from ui.pegboard import MOVE_MS_PER_HOLE
    b = PegBoard(settings(), 2, 121)
    b.tick(0)
    at_rest = [h for h in range(1, 21) if any(rgb(b, b.led(0, h)))]
    told(b, [score(0, 20, 0)])  # 20 holes: 500 ms
    b.tick(0)
    b.tick(10 * MOVE_MS_PER_HOLE)
    lit = [h for h in range(1, 21) if any(rgb(b, b.led(0, h))) and h not in at_rest]
    assert lit == [10]  # the peg on its way, at hole 10
    told(b, [score(0, 30, 20)])
    b.skip()
    b.tick(1000)
    at_rest = [h for h in range(1, 61) if any(rgb(b, b.led(0, h)))]  # pegs at 20 and 30
    told(b, [score(0, 50, 30)])  # the back peg leaps from 20 over 30 to 50: 750 ms
    b.tick(2000)
    b.tick(2000 + 15 * MOVE_MS_PER_HOLE)
    lit = [h for h in range(1, 61) if any(rgb(b, b.led(0, h))) and h not in at_rest]
    assert lit == [35]  # half way from 20 to 50
    b = PegBoard(settings(), 2, 121)
    told(b, [score(0, 60, 0)])  # 60 holes would take 1500 ms at 25 a hole
    b.tick(0)
    b.tick(899)
    assert b.busy()
    b.tick(900)
    assert not b.busy()


def test_each_seats_led_colour_is_the_colour_it_is_named():
    """A seat is named by its colour on screen (ui.colours.SEAT_NAMES) and
    lit in it on the strip and the turn light: the hue says the name."""
    import colorsys
    from ui.colours import SEAT_NAMES, SEATS
    hues = {"Red": 0, "Blue": 220, "Green": 120, "Amber": 40, "Violet": 285, "Cyan": 180, "Pink": 335}
    for name, colour in zip(SEAT_NAMES, SEATS):
        h, s, v = colorsys.rgb_to_hsv(colour >> 16 & 255, colour >> 8 & 255, colour & 255)
        if name == "White":
            assert s == 0 and v == 255
        else:
            assert s > 0.5 and abs((h * 360 - hues[name] + 180) % 360 - 180) <= 20, name

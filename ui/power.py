"""The board's power: the backlight and LEDs when no one is playing
(Dimmer), and the battery's charge where the board can read it (Battery).
Both kept for the whole run (a few bytes); docs/power.md."""

from micropython import const

_OFF_AFTER = const(5)  # times the idle time: dimmed, then off
_READ_MS = const(10000)  # the battery read this often
_LOW_MV = const(3500)  # about a tenth left: time to charge
_USB_MV = const(4300)  # above a LiPo's full: on USB (charging, or no battery at all)
LOW = "battery low: charge soon"  # said once when the battery is low (ui.app)


class Dimmer:
    """Dimmed after the idle time (Settings, "Dim after"; `after` ms, 0:
    never), off after five times that; any key wakes the board and does
    nothing else (ui.app). Idle means no key and nothing moving on the
    table (a computer's move, words told): someone watching is not idle.
    `level`: 0 awake, 1 dim (the backlight at a tenth, the LEDs at an
    eighth: ui.pegboard.dimmed), 2 off (dark)."""

    def __init__(self, display):
        self.display = display
        self.brightness = brightness(display)  # the backlight awake (None: none to set)
        self.after = 0
        self.level = 0
        self.since = None  # when the player last did or saw something (None: at the next tick)

    def wake(self):
        """A key: True when the board was dimmed or off (the key is used up
        by waking)."""
        self.since = None
        if not self.level:
            return False
        self.level = 0
        self.show(self.brightness)
        return True

    def due(self):
        """When the next step down comes (ms), or None."""
        if self.since is None:
            return 0
        if not self.after or self.level > 1:
            return None
        return self.since + self.after * (_OFF_AFTER if self.level else 1)

    def tick(self, now):
        """Step down when the time has come: True when the level changed
        (the LEDs are drawn again at it)."""
        if self.since is None:
            self.since = now
            return False
        t = self.due()
        if t is None or now < t:
            return False
        self.level += 1
        self.show(self.brightness * 0.1 if self.level == 1 else 0)  # (dim: a tenth)
        return True

    def show(self, value):
        if self.brightness is not None:
            try:
                self.display.brightness = value
            except (AttributeError, RuntimeError, ValueError):  # (not adjustable after all)
                self.brightness = None


def brightness(display):
    """The display's brightness, or None when it has none to set."""
    try:
        return display.brightness
    except (AttributeError, RuntimeError):  # (CircuitPython: "Brightness not adjustable")
        return None


class Battery:
    """The LiPo's charge (PyBadge, PyGamer: board.A6 reads half its
    voltage, ui.hw_badge.battery), read every 10 s and smoothed; shown on
    the title and the pause menu ("batt 72%"), and once low ("batt low",
    under 3.5 V) a warning with the game written (ui.app). Boards that
    cannot read it (the CLUE) have none: nothing is shown."""

    def __init__(self, read):
        self.read = read  # () -> the battery's millivolts
        self.value = read()  # millivolts, smoothed
        self.next_at = 0
        self.low = self.value < _LOW_MV  # (until charged well over it again)

    def due(self):
        return self.next_at

    def tick(self, now):
        """Read again when it is time: True when what it says changed."""
        if now < self.next_at:
            return False
        self.next_at = now + _READ_MS
        said = self.text()
        self.value = (3 * self.value + self.read()) // 4  # (a load on the LiPo moves one reading)
        if self.value > _LOW_MV + 100:
            self.low = False
        elif self.value < _LOW_MV:
            self.low = True
        return self.text() != said

    def text(self):
        """"batt 72%" (by a LiPo's curve: flat in its middle), "batt low",
        or "USB" when powered from it."""
        mv = self.value
        if mv >= _USB_MV:
            return "USB"
        if self.low:
            return "batt low"
        curve = ((3300, 0), (3500, 10), (3650, 30), (3750, 50), (3850, 70), (4000, 90), (4150, 100))
        pc = 100
        for i in range(len(curve)):
            v1, p1 = curve[i]
            if mv <= v1:
                v0, p0 = curve[i - 1] if i else (v1 - 1, p1)
                pc = p0 + (p1 - p0) * (mv - v0) // (v1 - v0)
                break
        return "batt %d%%" % max(0, pc)
